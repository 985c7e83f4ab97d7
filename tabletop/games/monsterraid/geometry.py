"""Plane geometry the rules need: target boards, effect cards, distances (mm).

A target board is a regular polygon with 65 mm sides. Edge ``k`` of a board
with ``n`` sides faces outwards at ``angle + 2*pi*k/n``; its two corners lie
at that direction +- pi/n on the circumscribed circle. An effect card on edge
``k`` is a standard 63 x 88 mm card lying flush against the edge, outside the
board, its short side along the edge and its long axis pointing away. These
are the same conventions as ``tabletop.physics`` (edge normals, vertex order,
card size), so the poses the rules compute are the ones the physics sees.

Used for the set-up (boss and minions touching, cards never overlapping,
free edges), the shooting distance (two cards from the nearest target) and
skills that reach around a die (雷鳴閃). Pure Python, no pymunk.
"""

from __future__ import annotations

import math

EDGE = 65.0  # rule コンポーネント: 1 side = 6.5 cm
CARD_LENGTH = 88.0  # a card's long side, pointing away from the edge; rule シュート: two cards away
CARD_WIDTH = 63.0  # a card's short side, along the edge
CARD_DEPTH = CARD_LENGTH  # how far an effect card stands out from its edge
SHOOT_DISTANCE = 2 * CARD_LENGTH
EPS = 0.5  # overlaps this small count as touching

Point = tuple[float, float]


def apothem(sides: int) -> float:
    return EDGE / (2 * math.tan(math.pi / sides))


def circumradius(sides: int) -> float:
    return EDGE / (2 * math.sin(math.pi / sides))


def edge_direction(sides: int, angle: float, edge: int) -> float:
    return angle + 2 * math.pi * edge / sides


def polygon(x: float, y: float, angle: float, sides: int) -> list[Point]:
    """The corners of a board, anticlockwise; edge k runs from corner k to k+1."""
    r = circumradius(sides)
    return [(x + r * math.cos(angle + (2 * i - 1) * math.pi / sides),
             y + r * math.sin(angle + (2 * i - 1) * math.pi / sides)) for i in range(sides)]


def card_pose(x: float, y: float, angle: float, sides: int, edge: int) -> tuple[float, float, float]:
    """Centre and angle of an effect card set flush on ``edge`` (angle = its outward direction)."""
    phi = edge_direction(sides, angle, edge)
    d = apothem(sides) + CARD_DEPTH / 2
    return x + d * math.cos(phi), y + d * math.sin(phi), phi


def card_polygon(cx: float, cy: float, angle: float) -> list[Point]:
    """Corners of an effect card whose outward direction is ``angle``."""
    ux, uy = math.cos(angle), math.sin(angle)
    vx, vy = -uy, ux
    hd, hl = CARD_DEPTH / 2, CARD_WIDTH / 2
    return [(cx + sx * hd * ux + sl * hl * vx, cy + sx * hd * uy + sl * hl * vy)
            for sx, sl in ((-1, -1), (1, -1), (1, 1), (-1, 1))]


def attach_pose(anchor: tuple[float, float, float, int], anchor_edge: int, sides: int,
                own_edge: int) -> tuple[float, float, float]:
    """Pose of a board whose ``own_edge`` lies flush against ``anchor_edge`` of the anchor board."""
    ax, ay, aangle, asides = anchor
    phi = edge_direction(asides, aangle, anchor_edge)
    d = apothem(asides) + apothem(sides)
    angle = phi + math.pi - 2 * math.pi * own_edge / sides
    return ax + d * math.cos(phi), ay + d * math.sin(phi), math.remainder(angle, 2 * math.pi)


def _axes(poly: list[Point]):
    for i in range(len(poly)):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % len(poly)]
        nx, ny = y2 - y1, x1 - x2
        length = math.hypot(nx, ny) or 1.0
        yield nx / length, ny / length


def overlap(a: list[Point], b: list[Point], eps: float = EPS) -> bool:
    """True when two convex polygons overlap by more than ``eps`` (touching is not overlapping)."""
    for axis in list(_axes(a)) + list(_axes(b)):
        pa = [p[0] * axis[0] + p[1] * axis[1] for p in a]
        pb = [p[0] * axis[0] + p[1] * axis[1] for p in b]
        if min(max(pa), max(pb)) - max(min(pa), min(pb)) <= eps:
            return False
    return True


def touching(a: list[Point], b: list[Point], gap: float = 1.0) -> bool:
    """True when two polygons are within ``gap`` of each other (sharing an edge counts)."""
    return polygon_distance(a, b) <= gap


def point_in_polygon(px: float, py: float, poly: list[Point]) -> bool:
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > py) != (y2 > py):
            xc = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            if px < xc:
                inside = not inside
    return inside


def _segment_distance(px: float, py: float, a: Point, b: Point) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def point_distance(px: float, py: float, poly: list[Point]) -> float:
    """Distance from a point to a polygon (0 inside)."""
    if point_in_polygon(px, py, poly):
        return 0.0
    return min(_segment_distance(px, py, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))


def polygon_distance(a: list[Point], b: list[Point]) -> float:
    if overlap(a, b, eps=0.0):
        return 0.0
    return min(min(point_distance(p[0], p[1], b) for p in a), min(point_distance(p[0], p[1], a) for p in b))
