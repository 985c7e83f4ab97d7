"""Benchmarks for ``make bench``: one module per area, each with ``run() -> list[Figure]``.

Figures are medians and ratios, printed as a table and written to
``bench-results/latest.json``; no test fails because a machine is slow.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from typing import Callable


@dataclass
class Figure:
    """One measured figure and the target it is held against (None = no target)."""

    name: str
    value: float
    unit: str
    target: float | None = None
    higher_is_better: bool = False

    @property
    def meets_target(self) -> bool | None:
        if self.target is None:
            return None
        return self.value >= self.target if self.higher_is_better else self.value <= self.target


def median_ms(func: Callable[[], object], repeat: int = 200, warmup: int = 5) -> tuple[float, float]:
    """Median and 95th percentile wall time of ``func`` in milliseconds."""
    for _ in range(warmup):
        func()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        samples.append((time.perf_counter() - start) * 1000.0)
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(len(samples) * 0.95))]
