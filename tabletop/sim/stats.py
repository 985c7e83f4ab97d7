"""Summaries of simulated games: win rates with confidence intervals, lengths, metrics."""

from __future__ import annotations

import math
import statistics
from typing import Any, Sequence

from .runner import GameRecord


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def describe(values: Sequence[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    return {"n": len(values), "mean": statistics.fmean(values), "median": statistics.median(values),
            "min": ordered[0], "max": ordered[-1],
            "p10": ordered[int(0.1 * (len(ordered) - 1))], "p90": ordered[int(0.9 * (len(ordered) - 1))]}


def summarise(records: Sequence[GameRecord]) -> dict[str, Any]:
    """Win rates per seat (a shared win counts a fraction), draws, lengths and metrics."""
    n = len(records)
    seats = max((r.seats for r in records), default=0)
    wins = [0.0] * seats
    draws = 0
    for r in records:
        if r.finished and not r.winners:
            draws += 1
        for w in r.winners:
            wins[w] += 1.0 / len(r.winners)
    seat_rows = []
    for seat in range(seats):
        low, high = wilson(wins[seat], n)
        scores = [r.scores[seat] for r in records if len(r.scores) > seat]
        seat_rows.append({"seat": seat, "player": records[0].players[seat] if records else "",
                          "wins": wins[seat], "rate": wins[seat] / n if n else 0.0, "ci95": [low, high],
                          "mean_score": statistics.fmean(scores) if scores else 0.0})
    by_player: dict[str, dict[str, Any]] = {}
    for r in records:
        for seat, level in enumerate(r.players):
            row = by_player.setdefault(level, {"seat_games": 0, "wins": 0.0})
            row["seat_games"] += 1
            if seat in r.winners:
                row["wins"] += 1.0 / len(r.winners)
    for level, row in by_player.items():
        row["rate"] = row["wins"] / row["seat_games"] if row["seat_games"] else 0.0
        row["ci95"] = list(wilson(row["wins"], row["seat_games"]))
    metrics: dict[str, list[float]] = {}
    for r in records:
        for key, value in sorted(r.metrics.items()):
            if isinstance(value, bool):
                value = float(value)
            if isinstance(value, (int, float)):
                metrics.setdefault(key, []).append(float(value))
            elif isinstance(value, (list, tuple)):
                metrics.setdefault(key, []).extend(float(v) for v in value if isinstance(v, (int, float)))
    return {
        "games": n,
        "finished": sum(1 for r in records if r.finished),
        "errors": [f"game {r.index} (seed {r.seed}): {r.error}" for r in records if r.error],
        "draws": draws,
        "seats": seat_rows,
        "by_player": by_player,
        "replays": {"checked": sum(1 for r in records if r.replay_checked),
                    "ok": sum(1 for r in records if r.replay_checked and r.replay_ok)},
        "length": describe([r.steps for r in records]),
        "metrics": {key: describe(values) for key, values in metrics.items()},
        "_metric_values": metrics,
    }
