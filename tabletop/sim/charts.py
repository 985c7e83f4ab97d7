"""Small SVG charts written by hand (no plotting library): bars with intervals, histograms."""

from __future__ import annotations

from html import escape
from typing import Sequence

W, H, PAD = 640, 320, 48


def _frame(title: str, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
            f'font-family="sans-serif" font-size="12">'
            f'<rect width="100%" height="100%" fill="#ffffff"/>'
            f'<text x="{W / 2}" y="20" text-anchor="middle" font-size="15">{escape(title)}</text>{body}</svg>')


def bars(title: str, labels: Sequence[str], values: Sequence[float],
         intervals: Sequence[tuple[float, float]] | None = None, ymax: float = 1.0, reference: float | None = None) -> str:
    """Vertical bars (e.g. win rates) with optional interval whiskers and a reference line."""
    n = max(1, len(values))
    plot_w, plot_h = W - 2 * PAD, H - 2 * PAD
    bw = plot_w / n * 0.6
    parts = [f'<line x1="{PAD}" y1="{H - PAD}" x2="{W - PAD}" y2="{H - PAD}" stroke="#333"/>',
             f'<line x1="{PAD}" y1="{PAD}" x2="{PAD}" y2="{H - PAD}" stroke="#333"/>']
    for k in range(5):
        v = ymax * k / 4
        y = H - PAD - plot_h * k / 4
        parts.append(f'<text x="{PAD - 6}" y="{y + 4}" text-anchor="end">{v:.2g}</text>')
        parts.append(f'<line x1="{PAD}" y1="{y}" x2="{W - PAD}" y2="{y}" stroke="#eee"/>')
    if reference is not None:
        y = H - PAD - plot_h * reference / ymax
        parts.append(f'<line x1="{PAD}" y1="{y}" x2="{W - PAD}" y2="{y}" stroke="#c33" stroke-dasharray="4 3"/>')
    for i, value in enumerate(values):
        x = PAD + plot_w * (i + 0.2) / n
        h = plot_h * min(value, ymax) / ymax if ymax else 0
        parts.append(f'<rect x="{x:.1f}" y="{H - PAD - h:.1f}" width="{bw:.1f}" height="{h:.1f}" fill="#3a7d5b"/>')
        parts.append(f'<text x="{x + bw / 2:.1f}" y="{H - PAD + 16}" text-anchor="middle">{escape(labels[i])}</text>')
        parts.append(f'<text x="{x + bw / 2:.1f}" y="{H - PAD - h - 4:.1f}" text-anchor="middle">{value:.2f}</text>')
        if intervals:
            lo, hi = intervals[i]
            ylo, yhi = H - PAD - plot_h * lo / ymax, H - PAD - plot_h * hi / ymax
            cx = x + bw / 2
            parts.append(f'<line x1="{cx:.1f}" y1="{ylo:.1f}" x2="{cx:.1f}" y2="{yhi:.1f}" stroke="#111" stroke-width="2"/>')
    return _frame(title, "".join(parts))


def histogram(title: str, values: Sequence[float], bins: int = 20) -> str:
    """A histogram of ``values``."""
    if not values:
        return _frame(title, f'<text x="{W / 2}" y="{H / 2}" text-anchor="middle">no data</text>')
    lo, hi = min(values), max(values)
    if hi == lo:
        hi = lo + 1
    bins = max(1, min(bins, len(set(values)) if len(set(values)) < bins else bins))
    counts = [0] * bins
    for v in values:
        counts[min(bins - 1, int((v - lo) / (hi - lo) * bins))] += 1
    top = max(counts)
    labels = [f"{lo + (hi - lo) * i / bins:.3g}" for i in range(bins)]
    return bars(title, labels, [c / top for c in counts], ymax=1.0).replace(
        "</svg>", f'<text x="{W - PAD}" y="{PAD - 8}" text-anchor="end">n={len(values)}, max bin={top}</text></svg>')
