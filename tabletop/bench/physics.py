"""Physics figures: one shot to rest on a crowded table, and candidate shots per second.

The table is ``tabletop.physics.scenes.raid_table``: 21 dice, 8 boards (one on
its stand), 6 effect cards. "Candidate shots per second" is how many different
shots (angles, powers, methods) a bot or an aiming preview can simulate to rest
in one second of wall time, one after another.
"""

from __future__ import annotations

import time

from tabletop.bench import Figure, median_ms
from tabletop.physics import Shot, simulate
from tabletop.physics.scenes import raid_table


def _candidates(base: Shot) -> list[Shot]:
    shots = []
    for i in range(60):
        method = ("flick", "throw", "coin")[i % 3]
        shots.append(Shot(base.die, method, base.x, base.y, base.angle + (i - 30) * 0.01,
                          0.4 + 0.01 * i, 0.1, 0.3 + 0.01 * i))
    return shots


def _cpu_median_ms(func, repeat: int = 100) -> float:
    """Median process CPU time (ms): steadier than wall time on a busy machine."""
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        func()
        samples.append((time.process_time() - start) * 1000.0)
    samples.sort()
    return samples[len(samples) // 2]


def run() -> list[Figure]:
    table, shot = raid_table(1)
    index = iter(range(10**9))
    med, p95 = median_ms(lambda: simulate(table, shot, 1, next(index)), repeat=100)
    cpu = _cpu_median_ms(lambda: simulate(table, shot, 1, next(index)))
    steps = simulate(table, shot, 1, 0).steps
    with_frames, _ = median_ms(lambda: simulate(table, shot, 1, 0, record_frames=True), repeat=30)
    candidates = _candidates(shot)
    start = time.perf_counter()
    for i, candidate in enumerate(candidates):
        simulate(table, candidate, 1, i)
    rate = len(candidates) / (time.perf_counter() - start)
    return [
        Figure("physics: one flick to rest, 21 dice/8 boards/6 cards (median)", med, "ms", target=15.0),
        Figure("physics: one flick to rest (95th percentile)", p95, "ms"),
        Figure("physics: one flick to rest, process CPU time (median)", cpu, "ms", target=15.0),
        Figure("physics: same, recording frames (median)", with_frames, "ms"),
        Figure("physics: simulated steps of that flick", float(steps), "steps"),
        Figure("physics: candidate shots per second (mixed methods)", rate, "shots/s",
               target=60.0, higher_is_better=True),
    ]


if __name__ == "__main__":  # pragma: no cover
    for fig in run():
        print(f"{fig.name:<62} {fig.value:9.3f} {fig.unit}")
