"""Computer players: decision time of each Z Gundam bot (median and 95th percentile).

Positions come from games played by quick players at 2 to 6 seats (seeded),
so every run times the same decisions; only decisions with a choice (more than
one legal action) count. Target (issue 20): a strong decision within 0.5 s of
CPU at the 95th percentile and 1 s at the slowest, at every seat count
(``strong.ITERATIONS`` bounds the search by rollouts, not by the clock); on a
machine shared with other jobs the wall time measures the load as much as the
search.
"""

from __future__ import annotations

import time

from tabletop.bench import Figure, strong_cpu_figures

POSITIONS = 24


def _positions(seats: int, count: int, seed: int) -> list:
    """(session copy, seat) at decisions spread through one seeded quick-vs-quick game."""
    import copy

    from tabletop.core.bots import bot_move, make_bot
    from tabletop.core.session import new_session

    session = new_session("zgundam", seats, seed=seed)
    bots = [make_bot(session.game, "quick", i, seed) for i in range(seats)]
    found = []
    step = 0
    while not session.is_over():
        decision = session.pending()
        if len(session.legal_actions()) > 1 and step % 3 == 0:
            found.append((copy.deepcopy(session), decision.seat))
        session.apply(bot_move(session, bots[decision.seat]), decision.seat)
        step += 1
    every = max(1, len(found) // count)
    return found[::every][:count]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def run() -> list[Figure]:
    from tabletop.core.bots import bot_move, make_bot
    from tabletop.games import discover

    discover()
    figures = []
    for seats in (2, 3, 4, 5, 6):
        positions = _positions(seats, POSITIONS, 40 + seats)
        for level in ("random", "quick", "strong"):
            times, cpu = [], []
            for session, seat in positions:
                bot = make_bot(session.game, level, seat, 1)
                start, start_cpu = time.perf_counter(), time.process_time()
                bot_move(session, bot)
                times.append((time.perf_counter() - start) * 1000.0)
                cpu.append((time.process_time() - start_cpu) * 1000.0)
            figures.append(Figure(f"zgundam {level} decision, {seats} seats (median)", _percentile(times, 0.5), "ms"))
            figures.append(Figure(f"zgundam {level} decision, {seats} seats (p95)", _percentile(times, 0.95), "ms"))
            if level == "strong":  # what the search itself costs, whatever else the machine is running
                figures += strong_cpu_figures(f"zgundam {seats} seats", cpu)
    return figures
