"""Dunbine computer players: time per decision of ``quick`` and ``strong`` (target: strong under 2 s).

Plays one seeded game per scenario, strong against quick, and times every
decision each bot makes (wall time, and CPU time for strong, which is what
counts on a loaded machine); the acceleration and action-phase decisions of
``strong`` are the ones that search.
"""

from __future__ import annotations

import statistics
import time

from tabletop.bench import Figure, strong_cpu_figures

SCENARIOS = ("skirmish", "forest_clash", "great_battle")


def _timed_game(scenario: str, seed: int) -> dict[str, list[float]]:
    from tabletop.core.bots import bot_move, make_bot
    from tabletop.core import registry
    from tabletop.core.session import new_session

    game = registry.find("dunbine")
    s = new_session("dunbine", 2, {"scenario": scenario}, seed=seed, players=["strong", "quick"])
    bots = [make_bot(game, "strong", 0, seed), make_bot(game, "quick", 1, seed)]
    times: dict[str, list[float]] = {"strong": [], "quick": [], "strong_cpu": []}
    steps = 0
    while not s.is_over() and steps < 20000:
        d = s.pending()
        start, cpu = time.perf_counter(), time.process_time()
        action = bot_move(s, bots[d.seat])
        times[bots[d.seat].level].append((time.perf_counter() - start) * 1000.0)
        if d.seat == 0:
            times["strong_cpu"].append((time.process_time() - cpu) * 1000.0)
        s.apply(action, d.seat)
        steps += 1
    return times


def run() -> list[Figure]:
    from tabletop.games import discover

    discover()
    out: list[Figure] = []
    for scenario in SCENARIOS:
        times = _timed_game(scenario, 7)
        strong = sorted(times["strong"])
        quick = sorted(times["quick"])
        out += [
            Figure(f"dunbine {scenario}: strong decision median", statistics.median(strong), "ms"),
            Figure(f"dunbine {scenario}: strong decision p95", strong[int(0.95 * (len(strong) - 1))], "ms"),
            Figure(f"dunbine {scenario}: strong decision max", strong[-1], "ms", 2000.0),
            Figure(f"dunbine {scenario}: strong decision max (CPU time)", max(times["strong_cpu"]), "ms", 2000.0),
            Figure(f"dunbine {scenario}: quick decision median", statistics.median(quick), "ms"),
            Figure(f"dunbine {scenario}: quick decision max", quick[-1], "ms", 200.0),
            *strong_cpu_figures(f"dunbine {scenario}", times["strong_cpu"]),
        ]
    return out
