"""Hex geometry of the Dunbine rules: the six ranges (レンジ, 13), facings and the board.

Facing is a ``hexgrid`` direction 0-5 (counter-clockwise). A range is one of
the six 60-degree sectors around a machine, bounded by the lines from the
hex centre through the hex corners (13.2). Hexes exactly on a boundary line
belong to FF (13.3), BB (13.4), or FR/FL between the side ranges (13.7).
``Board`` is the set of on-map hexes (a Tiled map or a rectangle).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.hexgrid import DIRECTIONS, Hex, distance, from_offset, neighbor, to_offset

FRONT = frozenset({"FF", "FR", "FL"})  # 13.8 "F"
RANGE_MODIFIER = {"FF": 0, "FR": 0, "FL": 0, "BR": 1, "BL": 1, "BB": 2}  # 14.3

#: Side-slip destinations relative to the facing (8.1): FL is +1 (counter-clockwise).
SLIP_OFFSETS = {"FR": -1, "FL": 1, "BR": -2, "BL": 2}
SLIP_THRUST = 2   # 6.4, 8.1: thrust a side slip spends
#: The side slips' hexes in words (Japanese, English) for logs and buttons: the codes said nothing to a newcomer.
SLIP_WORDS = {"FR": ("右前", "front right"), "FL": ("左前", "front left"),
              "BR": ("右後ろ", "back right"), "BL": ("左後ろ", "back left")}


def turn_by(h: Hex, steps: int) -> Hex:
    """Rotate a relative hex by ``steps`` direction indices (direction i -> i + steps).

    Written here because the rules need the rotation that follows ``DIRECTIONS``'
    numbering exactly (``hexgrid.rotate`` turns the other way round).
    """
    q, r = h.q, h.r
    for _ in range(steps % 6):
        q, r = q + r, -q      # (q, r, s) -> (-s, -q, -r): direction i -> i + 1
    return Hex(q, r)


def _relative(origin: Hex, facing: int, target: Hex) -> Hex:
    return turn_by(Hex(target.q - origin.q, target.r - origin.r), -facing)


def range_of(origin: Hex, facing: int, target: Hex) -> str:
    """The range of ``target`` as seen from a machine at ``origin`` facing ``facing`` (13)."""
    return range_at(target.q - origin.q, target.r - origin.r, facing)


def range_at(dq: int, dr: int, facing: int) -> str:
    """``range_of`` for a target ``(dq, dr)`` away from the machine: the rotation of ``turn_by``
    by ``-facing`` written out for each of its six turns (the search asks this for every end
    position and enemy, ``bot_quick.terms_at``)."""
    k = -facing % 6
    if k == 0:
        q, r = dq, dr
    elif k == 1:
        q, r = dq + dr, -dq
    elif k == 2:
        q, r = dr, -dq - dr
    elif k == 3:
        q, r = -dq, -dr
    elif k == 4:
        q, r = -dq - dr, dq
    else:
        q, r = -dr, dq + dr
    s = -q - r
    if q == 0 and r == 0:
        return "FF"
    # Exact integer tests on the cube coordinates (facing now = direction 0, axial (+1, 0)).
    # Boundary lines: +-30 deg (r == s, q > 0 / q == r, s < 0), +-90 deg (q == s), +-150 deg.
    if s <= r <= q:          # -30..+30 inclusive: FF (13.3)
        return "FF"
    if r <= s <= q:          # +30..+90 (left), +90 line included (13.7)
        return "FL"
    if s <= q <= r:          # -90..-30: FR, -90 line included (13.7)
        return "FR"
    if q <= r <= s:          # +150..-150 inclusive: BB (13.4)
        return "BB"
    if r <= q <= s:          # +90..+150 exclusive of +90 (FL) and +150 (BB)
        return "BL"
    return "BR"              # q <= s <= r: -150..-90


def straight_ahead(origin: Hex, facing: int, target: Hex) -> bool:
    """Whether ``target`` lies on the hex row straight ahead of the machine (14.4)."""
    rel = _relative(origin, facing, target)
    return rel.r == 0 and rel.q > 0


def slip_destination(h: Hex, facing: int, side: str) -> Hex:
    return neighbor(h, (facing + SLIP_OFFSETS[side]) % 6)


@dataclass(frozen=True)
class Board:
    """The on-map hexes; ``stagger`` settings say how Tiled cells map to axial."""

    hexes: frozenset[Hex]
    width: int
    height: int
    stagger_axis: str = "y"
    stagger_index: str = "odd"

    @classmethod
    def rectangle(cls, width: int, height: int, stagger_axis: str = "y", stagger_index: str = "odd") -> "Board":
        cells = frozenset(from_offset(c, r, stagger_axis, stagger_index) for c in range(width) for r in range(height))
        return cls(cells, width, height, stagger_axis, stagger_index)

    def on_map(self, h: Hex) -> bool:
        return h in self.hexes

    def cell(self, col: int, row: int) -> Hex:
        return from_offset(col, row, self.stagger_axis, self.stagger_index)

    def label(self, h: Hex) -> str:
        """The hex as players read it: the map's (column, row), as Tiled prints it and the screen shows it."""
        col, row = to_offset(h, self.stagger_axis, self.stagger_index)
        return f"({col}, {row})"


__all__ = ["Board", "DIRECTIONS", "FRONT", "RANGE_MODIFIER", "SLIP_OFFSETS", "SLIP_THRUST", "distance", "range_at", "range_of",
           "slip_destination", "straight_ahead", "neighbor"]
