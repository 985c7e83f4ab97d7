"""Pieces every game's searching computer player uses: a quiet rules context and paired statistics.

A search plays the rules forward on copies of the state (rollouts). Its
``QuietContext`` rolls the same dice as a session would but keeps no event
log: nobody reads a rollout's log, and formatting every line costs time. The
games' rules never use what ``ctx.log`` returns, so the quiet log returns None.

Searches compare a candidate with the quick player's choice in the same
sampled worlds with the same dice (common random numbers); ``paired_gain``
gives the mean of those paired differences and its standard error, so that a
candidate overrules the quick choice only by a margin the noise cannot explain.
"""

from __future__ import annotations

from typing import Any, Sequence

from .dice import Roll
from .game import Context, Reading
from .i18n import Text


class QuietContext(Context):
    """A rules context for rollouts: the same dice, no event log (nobody reads a rollout's log)."""

    def log(self, ja: str, en: str, rule: str = "", *, visible_to: Any = None, redacted: Text | None = None,
            kind: str = "info", **data: Any) -> Any:
        return None

    def _log_roll(self, record: Roll, rule: str, why_ja: str | None, who_ja: str | None,
                  reading: Reading | None) -> None:
        self.irreversible = True


def paired_gain(diffs: Sequence[float]) -> tuple[float, float]:
    """(mean, standard error of the mean) of paired differences.

    No differences: mean ``-inf``; fewer than two: standard error ``inf`` (no evidence either way).
    """
    n = len(diffs)
    if n == 0:
        return float("-inf"), float("inf")
    mean = sum(diffs) / n
    if n < 2:
        return mean, float("inf")
    return mean, (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5
