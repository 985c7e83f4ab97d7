"""Benchmarks for ``make bench``: one module per area, each with ``run() -> list[Figure]``.

Figures are medians and ratios, printed as a table and written to
``bench-results/latest.json``; no test fails because a machine is slow. A figure
may carry its bare baseline (measured in the same run: a bare pytmx load, a bare
pygame window, a bare rules step), printed beside it with the ratio; every area
is headed by the load average, since the machine may be shared.
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
    baseline: float | None = None   # the bare baseline measured in the same run (same unit)
    baseline_name: str = ""         # what the baseline is ("bare pytmx load of the same file")
    spread: tuple[float, float] | None = None  # the lowest and highest of the medians it is the median of

    @property
    def ratio(self) -> float | None:
        """value / baseline (None without a baseline)."""
        if self.baseline is None or self.baseline <= 0:
            return None
        return self.value / self.baseline

    @property
    def meets_target(self) -> bool | None:
        if self.target is None:
            return None
        return self.value >= self.target if self.higher_is_better else self.value <= self.target


#: Issue 20: every strong player's decision in CPU time (what counts on a machine shared with other work):
#: at most this at the 95th percentile, and at most ``STRONG_MAX_CPU_MS`` for the slowest.
STRONG_P95_CPU_MS = 500.0
STRONG_MAX_CPU_MS = 1000.0


def strong_cpu_figures(name: str, cpu_ms: list[float]) -> list[Figure]:
    """A strong player's issue 20 figures: the 95th percentile and the slowest decision, CPU milliseconds."""
    ordered = sorted(cpu_ms)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return [Figure(f"{name}: strong decision p95 (CPU, {len(ordered)} decisions)", p95, "ms", STRONG_P95_CPU_MS),
            Figure(f"{name}: strong decision slowest (CPU)", ordered[-1], "ms", STRONG_MAX_CPU_MS)]


def cpu_s(func: Callable[[], object]) -> float:
    """CPU seconds of one call of ``func`` (what counts on a machine shared with other work)."""
    start = time.process_time()
    func()
    return time.process_time() - start


def median_cpu_ms(func: Callable[[], object], repeat: int = 9) -> float:
    """Median CPU time of ``func`` in milliseconds."""
    return statistics.median(cpu_s(func) * 1000.0 for _ in range(repeat))


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
