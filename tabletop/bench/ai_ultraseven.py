"""Ultra Seven computer players: time per decision of ``quick`` and ``strong`` (median, p95, max).

Plays strong-vs-strong one-cour and two-cour games through a Session and times
every decision; the searched decisions (where ``strong`` plays out candidates)
are reported apart. Target: under 2 s per decision on a 2-core machine.
"""

from __future__ import annotations

import statistics
import time

from tabletop.bench import Figure, strong_cpu_figures


def _times(level: str, mode: str, seeds: range, cpu: list[float] | None = None) -> list[float]:
    from tabletop.core.bots import bot_move, make_bot
    from tabletop.core import registry
    from tabletop.core.session import new_session

    game = registry.find("ultraseven")
    out: list[float] = []
    for seed in seeds:
        session = new_session("ultraseven", 2, {"mode": mode}, seed=seed)
        bots = [make_bot(game, level, seat, seed) for seat in (0, 1)]
        while not session.is_over():
            d = session.pending()
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bot_move(session, bots[d.seat])
            out.append(time.perf_counter() - start)
            if cpu is not None:
                cpu.append((time.process_time() - start_cpu) * 1000.0)
            session.apply(action, d.seat)
    return sorted(out)


def _pct(samples: list[float], q: float) -> float:
    return samples[min(len(samples) - 1, int(len(samples) * q))] * 1000.0


def run() -> list[Figure]:
    import tabletop.games.ultraseven  # noqa: F401  (registers the game and its players)

    figures = []
    quick = _times("quick", "one_cour", range(3))
    figures.append(Figure("ultraseven quick: decision median", statistics.median(quick) * 1000, "ms"))
    figures.append(Figure("ultraseven quick: decision p95", _pct(quick, 0.95), "ms", 50))
    for mode, seeds in (("one_cour", range(2)), ("two_cour", range(1))):
        strong_cpu: list[float] = []
        strong = _times("strong", mode, seeds, strong_cpu)
        searched = [t for t in strong if t > 0.005] or strong
        figures += [
            Figure(f"ultraseven strong {mode}: decision median", statistics.median(strong) * 1000, "ms"),
            Figure(f"ultraseven strong {mode}: decision p95", _pct(strong, 0.95), "ms", 2000),
            Figure(f"ultraseven strong {mode}: searched decision median", statistics.median(searched) * 1000, "ms"),
            Figure(f"ultraseven strong {mode}: searched decision p95", _pct(searched, 0.95), "ms", 2000),
            Figure(f"ultraseven strong {mode}: slowest decision", strong[-1] * 1000, "ms", 2000),
            *strong_cpu_figures(f"ultraseven {mode}", strong_cpu),
        ]
    return figures
