"""Computer players for Z Gundam (``quick``, ``strong``), registered with ``tabletop.ai``.

Both decide from ``Seen.view`` (``game.view(state, seat)``) and the legal
actions only; the hidden cards of the other seats never reach them. The
players themselves live in ``tabletop.ai.zgundam`` (odds, knowledge, quick,
strong).
"""

from __future__ import annotations

from tabletop.ai import Bot, Seen, register_bot
from tabletop.ai.zgundam import quick, strong
from tabletop.ai.zgundam.knowledge import determinize
from tabletop.core.game import Action
from tabletop.core.i18n import Text


class QuickBot(Bot):
    """Rules-based: every legal action scored by the battle odds, the best played."""

    level = "quick"
    label = Text("コンピューター（弱い）", "Computer (quick)")

    def choose(self, seen: Seen) -> Action:
        if len(seen.legal) == 1:
            return seen.legal[0]
        return quick.best_action(determinize(seen.view, None), self.seat, list(seen.legal))


class StrongBot(Bot):
    """Determinized Monte Carlo search with quick-policy rollouts (bounded by iterations)."""

    level = "strong"
    label = Text("コンピューター（強い）", "Computer (strong)")
    iterations: int | None = None  # None: strong.ITERATIONS by seat count
    candidates = 7

    def __init__(self, game, seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self.seed = seed

    def choose(self, seen: Seen) -> Action:
        if len(seen.legal) == 1:
            return seen.legal[0]
        rng = strong.decision_rng(self.seed, self.seat, seen.view, len(seen.log))
        action, _ = strong.search(seen.view, self.seat, list(seen.legal), rng, self.iterations, self.candidates)
        return action


register_bot("zgundam", "quick", QuickBot)
register_bot("zgundam", "strong", StrongBot)


def _register_metrics() -> None:
    from tabletop.ai.zgundam.metrics import metrics
    from tabletop.sim.runner import register_metrics

    register_metrics("zgundam", metrics)


_register_metrics()
