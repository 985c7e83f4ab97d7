"""Paired comparison of two simulation runs over the same seeds (``tabletop simulate --out``).

Two runs that differ only in the player at some seats (say ``strong,quick,quick,quick``
and ``quick,quick,quick,quick`` from the same ``--seed``) deal the same cards and
start from the same dice, so comparing them game by game removes much of the luck
that an unpaired win rate carries. For every seed found in both runs, the seats
where run A has the player under test are scored in both runs (a shared win counts
a fraction, as in the summary); the result is the mean paired difference with its
standard error, the discordant games (won in one run, not in the other) and the
exact McNemar test on them (a two-sided binomial test, half each way).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Sequence


@dataclass(frozen=True)
class Paired:
    """What two runs give for one player's seats, seed by seed."""

    games: int            # seeds found in both runs with the player under test in run A
    wins_a: float         # the player's win share in run A
    wins_b: float         # the same seats' win share in run B
    mean_diff: float      # mean of (A - B) per game
    stderr: float         # its standard error
    only_a: int           # games the seat won (or shared) in A but not in B
    only_b: int           # and the other way round
    p_value: float        # exact two-sided McNemar p on the discordant games
    margin_a: float       # the seat's mean points minus the mean of the other seats, run A
    margin_b: float       # the same in run B


def share(record: Mapping, seat: int) -> float:
    """The seat's share of the win in one game record (1 / number of winners, or 0)."""
    winners = record.get("winners") or []
    return 1.0 / len(winners) if seat in winners else 0.0


def margin(record: Mapping, seat: int) -> float:
    """The seat's points minus the mean of the other seats' points."""
    scores = record.get("scores") or []
    if len(scores) < 2:
        return 0.0
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - sum(others) / len(others)


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided exact p of ``only_a`` against ``only_b`` discordant pairs (binomial, p = 1/2)."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    k = min(only_a, only_b)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def compare(records_a: Iterable[Mapping], records_b: Iterable[Mapping], player: str) -> Paired:
    """Pair the games of two runs by seed; score ``player``'s seats of run A in both runs."""
    by_seed = {r["seed"]: r for r in records_b if r.get("finished", True)}
    diffs: list[float] = []
    wins_a = wins_b = margin_a = margin_b = 0.0
    only_a = only_b = 0
    for rec in records_a:
        other = by_seed.get(rec["seed"])
        if other is None or not rec.get("finished", True):
            continue
        for seat, who in enumerate(rec["players"]):
            if who != player:
                continue
            a, b = share(rec, seat), share(other, seat)
            wins_a, wins_b = wins_a + a, wins_b + b
            margin_a, margin_b = margin_a + margin(rec, seat), margin_b + margin(other, seat)
            diffs.append(a - b)
            only_a += a > 0 and b == 0
            only_b += b > 0 and a == 0
    n = len(diffs)
    if n == 0:
        return Paired(0, 0.0, 0.0, 0.0, float("inf"), 0, 0, 1.0, 0.0, 0.0)
    mean = sum(diffs) / n
    stderr = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else float("inf")
    return Paired(n, wins_a / n, wins_b / n, mean, stderr, only_a, only_b, mcnemar_exact(only_a, only_b),
                  margin_a / n, margin_b / n)


def load_records(paths: Sequence[str | Path]) -> list[dict]:
    """The game records of one or more runs' ``summary.json`` files (or their folders), in order."""
    records: list[dict] = []
    for path in paths:
        p = Path(path)
        if p.is_dir():
            p = p / "summary.json"
        records.extend(json.loads(p.read_text(encoding="utf-8"))["records"])
    return records
