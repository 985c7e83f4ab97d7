"""Convex polygon geometry in millimetres: regular polygons, transforms, touching, clipping.

Pure Python on purpose: the "landed on" judgement must not depend on the
physics engine's collision slop, and exact touching counts as touching.
"""

from __future__ import annotations

import math
from typing import Sequence

Point = tuple[float, float]
Polygon = list[Point]

#: Distances below this (mm) count as touching.
TOUCH_EPS = 1e-7
#: Areas below this (mm^2) count as nothing.
AREA_EPS = 1e-6


def regular_polygon(sides: int, circumradius: float, start_angle: float) -> Polygon:
    """A counter-clockwise regular polygon centred on the origin, first vertex at ``start_angle``."""
    step = 2.0 * math.pi / sides
    return [(circumradius * math.cos(start_angle + k * step),
             circumradius * math.sin(start_angle + k * step)) for k in range(sides)]


def transform(poly: Sequence[Point], x: float, y: float, angle: float) -> Polygon:
    """``poly`` rotated by ``angle`` about the origin, then moved to ``(x, y)``."""
    c, s = math.cos(angle), math.sin(angle)
    return [(x + c * px - s * py, y + s * px + c * py) for px, py in poly]


def area(poly: Sequence[Point]) -> float:
    """Signed area (positive for counter-clockwise)."""
    total = 0.0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        total += x1 * y2 - x2 * y1
    return total * 0.5


def bounding_radius(poly: Sequence[Point], cx: float, cy: float) -> float:
    """Largest distance from ``(cx, cy)`` to a vertex."""
    return max(math.hypot(px - cx, py - cy) for px, py in poly)


def centroid(poly: Sequence[Point]) -> Point:
    """Mean of the vertices (the centre of a regular polygon or rectangle)."""
    n = len(poly)
    return (sum(p[0] for p in poly) / n, sum(p[1] for p in poly) / n)


def _project(poly: Sequence[Point], nx: float, ny: float) -> tuple[float, float]:
    lo = hi = poly[0][0] * nx + poly[0][1] * ny
    for px, py in poly:
        d = px * nx + py * ny
        if d < lo:
            lo = d
        elif d > hi:
            hi = d
    return lo, hi


def separation(a: Sequence[Point], b: Sequence[Point], stop_above: float = math.inf) -> float:
    """Largest gap along any edge normal (SAT): > 0 apart, 0 touching, < 0 overlapping.

    With ``stop_above``, returns as soon as some gap exceeds it (enough to say "apart").
    """
    best = -math.inf
    for poly in (a, b):
        n = len(poly)
        for i in range(n):
            x1, y1 = poly[i - 1]
            x2, y2 = poly[i]
            ex, ey = x2 - x1, y2 - y1
            length = math.hypot(ex, ey)
            if length == 0.0:
                continue
            nx, ny = -ey / length, ex / length
            amin, amax = _project(a, nx, ny)
            bmin, bmax = _project(b, nx, ny)
            gap = bmin - amax if bmin - amax > amin - bmax else amin - bmax
            if gap > best:
                best = gap
                if best > stop_above:
                    return best
    return best


def touches(a: Sequence[Point], b: Sequence[Point]) -> bool:
    """True when two convex polygons overlap or touch (even at one point)."""
    return separation(a, b, TOUCH_EPS) <= TOUCH_EPS


def overlaps(a: Sequence[Point], b: Sequence[Point], depth: float = 0.5) -> bool:
    """True when two convex polygons overlap by more than ``depth`` mm (touching is not overlapping)."""
    return separation(a, b, -depth) < -depth


def _clip(poly: Sequence[Point], ax: float, ay: float, bx: float, by: float, keep_left: bool) -> Polygon:
    """Sutherland-Hodgman against the line a->b, keeping the left (or right) side."""
    out: Polygon = []
    n = len(poly)
    if n == 0:
        return out
    sign = 1.0 if keep_left else -1.0

    def side(p: Point) -> float:
        return sign * ((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax))

    for i in range(n):
        cur = poly[i]
        prev = poly[i - 1]
        sc, sp = side(cur), side(prev)
        if sc >= 0.0:
            if sp < 0.0:
                t = sp / (sp - sc)
                out.append((prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])))
            out.append(cur)
        elif sp >= 0.0:
            t = sp / (sp - sc)
            out.append((prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])))
    return out


def intersection(subject: Sequence[Point], clip: Sequence[Point]) -> Polygon:
    """The convex intersection of ``subject`` with the counter-clockwise convex ``clip``."""
    out: Polygon = list(subject)
    n = len(clip)
    for i in range(n):
        if not out:
            break
        a, b = clip[i], clip[(i + 1) % n]
        out = _clip(out, a[0], a[1], b[0], b[1], True)
    return out


def difference(subject: Sequence[Point], hole: Sequence[Point]) -> list[Polygon]:
    """``subject`` minus the counter-clockwise convex ``hole``, as disjoint convex pieces."""
    pieces: list[Polygon] = []
    rest: Polygon = list(subject)
    n = len(hole)
    for i in range(n):
        if not rest:
            break
        a, b = hole[i], hole[(i + 1) % n]
        outside = _clip(rest, a[0], a[1], b[0], b[1], False)
        if len(outside) >= 3 and abs(area(outside)) > AREA_EPS:
            pieces.append(outside)
        rest = _clip(rest, a[0], a[1], b[0], b[1], True)
    return pieces


def point_in_polygon(x: float, y: float, poly: Sequence[Point]) -> bool:
    """True when ``(x, y)`` is inside or on the counter-clockwise convex ``poly``."""
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        if (bx - ax) * (y - ay) - (by - ay) * (x - ax) < -TOUCH_EPS:
            return False
    return True


def distance_to_polygon(x: float, y: float, poly: Sequence[Point]) -> float:
    """Distance from a point to a convex polygon (0 inside)."""
    if point_in_polygon(x, y, poly):
        return 0.0
    best = math.inf
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        ex, ey = bx - ax, by - ay
        length2 = ex * ex + ey * ey
        t = 0.0 if length2 == 0.0 else max(0.0, min(1.0, ((x - ax) * ex + (y - ay) * ey) / length2))
        best = min(best, math.hypot(x - (ax + t * ex), y - (ay + t * ey)))
    return best


def mean_radius_regular(sides: int, circumradius: float) -> float:
    """Mean distance from the centre over a regular polygon's area (the spin-friction arm)."""
    alpha = math.pi / sides
    apothem = circumradius * math.cos(alpha)
    sec, tan = 1.0 / math.cos(alpha), math.tan(alpha)
    return apothem / 3.0 * (sec * tan + math.log(sec + tan)) / tan
