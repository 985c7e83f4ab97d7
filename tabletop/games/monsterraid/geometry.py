"""Plane geometry the rules need: target boards, effect cards, distances (mm).

A target board is a regular polygon with 65 mm sides. Edge ``k`` of a board
with ``n`` sides faces outwards at ``angle + 2*pi*k/n``; its two corners lie
at that direction +- pi/n on the circumscribed circle. An effect card on edge
``k`` is a standard 63 x 88 mm card lying flush against the edge, outside the
board, its short side along the edge and its long axis pointing away. These
are the same conventions as ``tabletop.physics`` (edge normals, vertex order,
card size), so the poses the rules compute are the ones the physics sees.

Used for the set-up (boss and minions touching, cards never overlapping,
free edges), the shooting distance (``SHOOT_DISTANCE``: two cards from the
nearest target; the rule itself is ``shoot.py``) and skills that reach around
a die (雷鳴閃). Pure Python, no pymunk: the shared
primitives come from ``tabletop.physics.geometry`` and ``tabletop.physics.layout``
(both pure Python), so each is written once.
"""

from __future__ import annotations

import math

from tabletop.physics import geometry as _plane
from tabletop.physics import layout as _layout

#: mm from the table's near edge to where the game stands the launcher at its start (``home_launcher``)
HOME_INSET = 60.0


def home_launcher(width: float, height: float) -> tuple[float, float]:
    """Where the game stands the launcher (発射台) at its start: the middle of the table's near side."""
    return width / 2, height - HOME_INSET

EDGE = _layout.BOARD_EDGE  # rule コンポーネント: 1 side = 6.5 cm
CARD_LENGTH = _layout.CARD_LENGTH  # a card's long side, pointing away from the edge; rule シュート: two cards away
CARD_WIDTH = _layout.CARD_WIDTH  # a card's short side, along the edge
CARD_DEPTH = CARD_LENGTH  # how far an effect card stands out from its edge
SHOOT_DISTANCE = 2 * CARD_LENGTH
EPS = 0.5  # overlaps this small count as touching

Point = tuple[float, float]

apothem = _layout.board_apothem
circumradius = _layout.board_circumradius


def edge_direction(sides: int, angle: float, edge: int) -> float:
    return _layout.normal_direction(angle, sides, edge)


def polygon(x: float, y: float, angle: float, sides: int) -> list[Point]:
    """The corners of a board, anticlockwise; edge k runs from corner k to k+1."""
    return _layout.board_outline(x, y, angle, sides)


def card_pose(x: float, y: float, angle: float, sides: int, edge: int) -> tuple[float, float, float]:
    """Centre and angle of an effect card set flush on ``edge`` (angle = its outward direction)."""
    return _layout.card_pose_on_edge(x, y, angle, sides, edge)


def card_polygon(cx: float, cy: float, angle: float) -> list[Point]:
    """Corners of an effect card whose outward direction is ``angle``."""
    return _layout.card_outline(cx, cy, angle)


def attach_pose(anchor: tuple[float, float, float, int], anchor_edge: int, sides: int,
                own_edge: int) -> tuple[float, float, float]:
    """Pose of a board whose ``own_edge`` lies flush against ``anchor_edge`` of the anchor board.

    The physics never joins two boards, so this one is the rules' own.
    """
    ax, ay, aangle, asides = anchor
    phi = edge_direction(asides, aangle, anchor_edge)
    d = apothem(asides) + apothem(sides)
    angle = phi + math.pi - 2 * math.pi * own_edge / sides
    return ax + d * math.cos(phi), ay + d * math.sin(phi), math.remainder(angle, 2 * math.pi)


def overlap(a: list[Point], b: list[Point], eps: float = EPS) -> bool:
    """True when two convex polygons overlap by more than ``eps`` (touching is not overlapping).

    The physics' SAT test measures the overlap along an axis as the smaller
    push apart rather than the shared length; the two differ only when one
    polygon is thinner than ``eps`` along some axis, which no board or card
    (63 mm across at least) is.
    """
    return _plane.overlaps(a, b, depth=eps)


def touching(a: list[Point], b: list[Point], gap: float = 1.0) -> bool:
    """True when two polygons are within ``gap`` of each other (sharing an edge counts).

    Kept apart from the physics' ``touches`` on purpose: boards are set by hand,
    so the rules accept a gap (1 mm by default) measured as the true distance
    between the outlines, where the physics wants contact (1e-7 mm) and its SAT
    separation is shorter than the distance between two corners facing each other.
    """
    return polygon_distance(a, b) <= gap


def point_in_polygon(px: float, py: float, poly: list[Point]) -> bool:
    """Even-odd test, kept apart from the physics' ``point_in_polygon`` on purpose.

    The physics' test counts a point on the outline (within 1e-7) as inside and
    wants a convex anticlockwise polygon; this one works on any simple polygon
    and decides a point exactly on the outline half-open, as the even-odd rule
    falls (a square takes its left and bottom sides, not its right and top).
    Used where a player names a point (シャープシューティング, the UI's
    picking): folding it would change which such points count as on a board.
    """
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


def point_distance(px: float, py: float, poly: list[Point]) -> float:
    """Distance from a point to a convex anticlockwise polygon (0 inside or on the outline)."""
    return _plane.distance_to_polygon(px, py, poly)


def polygon_distance(a: list[Point], b: list[Point]) -> float:
    """Distance between two convex polygons (0 when they overlap)."""
    if overlap(a, b, eps=0.0):
        return 0.0
    return min(min(point_distance(p[0], p[1], b) for p in a), min(point_distance(p[0], p[1], a) for p in b))
