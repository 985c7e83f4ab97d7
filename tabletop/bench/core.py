"""Core figures: dice throughput and session apply overhead."""

from __future__ import annotations

from tabletop.bench import Figure, median_ms
from tabletop.core.dice import SeededSource


def run() -> list[Figure]:
    src = SeededSource(1)
    med, _ = median_ms(lambda: src.roll("2D6", "bench", "bench"), repeat=2000)
    src.log.clear()
    return [Figure("core: roll 2D6 (median)", med * 1000, "us")]
