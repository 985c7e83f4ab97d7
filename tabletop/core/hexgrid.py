"""Hex geometry: axial/cube coordinates for the rules, offsets only at the Tiled boundary.

Axial ``Hex(q, r)`` with cube ``s = -q - r`` (Red Blob Games' conventions).
Directions 0-5 go counter-clockwise starting from axial (+1, 0). On a map
with ``stagger_axis="y"`` (pointy tops) direction 0 points east; with
``stagger_axis="x"`` (flat tops) it points south-east (screen y grows down).

Offset conversion and pixel layout follow Tiled exactly (see
``shared/notes/tiled.md``): the shifted row/column is
``(i & 1) XOR (stagger_index == "even")``, and cell boxes use Tiled's integer
layout, not sqrt(3) formulas, so pixels line up with the map's art.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, NamedTuple


class Hex(NamedTuple):
    """An axial hex coordinate."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> "Hex":
        assert isinstance(other, tuple)
        return Hex(self.q + other[0], self.r + other[1])

    def __sub__(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)


DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


def neighbor(h: Hex, direction: int) -> Hex:
    d = DIRECTIONS[direction % 6]
    return Hex(h.q + d.q, h.r + d.r)


def neighbors(h: Hex) -> list[Hex]:
    return [Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction from ``a`` to an adjacent ``b`` (None if not adjacent)."""
    d = Hex(b.q - a.q, b.r - a.r)
    return DIRECTIONS.index(d) if d in DIRECTIONS else None


def _cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex, nudge: float = 1e-6) -> list[Hex]:
    """Hexes on the straight line from ``a`` to ``b`` inclusive (ties nudged one way)."""
    n = distance(a, b)
    if n == 0:
        return [a]
    aq, ar = a.q + nudge, a.r + nudge
    bq, br = b.q + nudge, b.r + nudge
    return [_cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` from ``center`` (radius 0: the centre)."""
    if radius == 0:
        return [center]
    h = Hex(center.q + DIRECTIONS[4].q * radius, center.r + DIRECTIONS[4].r * radius)
    out = []
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbor(h, side)
    return out


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    """Every hex within ``radius`` of ``center``, ring by ring."""
    for k in range(radius + 1):
        yield from ring(center, k)


def rotate(h: Hex, steps: int, center: Hex = Hex(0, 0)) -> Hex:
    """Rotate ``h`` by ``steps`` x 60 degrees counter-clockwise about ``center``."""
    q, r = h.q - center.q, h.r - center.r
    for _ in range(steps % 6):
        q, r = q + r, -q  # (q, r, s) -> (-s, -q, -r)
    return Hex(center.q + q, center.r + r)


# -- Tiled offsets ------------------------------------------------------------

def _shifted(i: int, stagger_index: str) -> bool:
    return bool(i & 1) != (stagger_index == "even")


def from_offset(col: int, row: int, stagger_axis: str = "y", stagger_index: str = "odd") -> Hex:
    """Tiled cell (col, row) to axial, for the map's own stagger settings."""
    _check_stagger(stagger_axis, stagger_index)
    if stagger_axis == "y":
        if stagger_index == "odd":
            return Hex(col - (row - (row & 1)) // 2, row)
        return Hex(col - (row + (row & 1)) // 2, row)
    if stagger_index == "odd":
        return Hex(col, row - (col - (col & 1)) // 2)
    return Hex(col, row - (col + (col & 1)) // 2)


def to_offset(h: Hex, stagger_axis: str = "y", stagger_index: str = "odd") -> tuple[int, int]:
    """Axial to Tiled cell (col, row)."""
    _check_stagger(stagger_axis, stagger_index)
    if stagger_axis == "y":
        row = h.r
        if stagger_index == "odd":
            return h.q + (row - (row & 1)) // 2, row
        return h.q + (row + (row & 1)) // 2, row
    col = h.q
    if stagger_index == "odd":
        return col, h.r + (col - (col & 1)) // 2
    return col, h.r + (col + (col & 1)) // 2


def _check_stagger(axis: str, index: str) -> None:
    if axis not in ("x", "y") or index not in ("odd", "even"):
        raise ValueError(f"stagger must be axis x|y and index odd|even, not {axis}/{index}")


@dataclass(frozen=True)
class Layout:
    """Tiled's pixel layout of a hexagonal map (integer, exactly as Tiled draws it)."""

    tile_width: int
    tile_height: int
    side: int
    stagger_axis: str = "y"
    stagger_index: str = "odd"

    @property
    def tw(self) -> int:
        return self.tile_width & ~1

    @property
    def th(self) -> int:
        return self.tile_height & ~1

    def cell_origin(self, col: int, row: int) -> tuple[int, int]:
        """Top-left pixel of the cell's box."""
        tw, th, s = self.tw, self.th, self.side
        if self.stagger_axis == "y":
            x = col * tw + (tw // 2 if _shifted(row, self.stagger_index) else 0)
            y = row * ((th - s) // 2 + s)
        else:
            x = col * ((tw - s) // 2 + s)
            y = row * th + (th // 2 if _shifted(col, self.stagger_index) else 0)
        return x, y

    def cell_center(self, col: int, row: int) -> tuple[float, float]:
        x, y = self.cell_origin(col, row)
        return x + self.tw / 2, y + self.th / 2

    def hex_center(self, h: Hex) -> tuple[float, float]:
        return self.cell_center(*to_offset(h, self.stagger_axis, self.stagger_index))

    def corners(self, col: int, row: int) -> list[tuple[float, float]]:
        """The six corners of the cell's hexagon, in pixels."""
        x, y = self.cell_origin(col, row)
        tw, th, s = self.tw, self.th, self.side
        if self.stagger_axis == "y":
            e = (th - s) / 2
            return [(x + tw / 2, y), (x + tw, y + e), (x + tw, y + e + s),
                    (x + tw / 2, y + th), (x, y + e + s), (x, y + e)]
        e = (tw - s) / 2
        return [(x + e, y), (x + e + s, y), (x + tw, y + th / 2),
                (x + e + s, y + th), (x + e, y + th), (x, y + th / 2)]

    def pixel_to_cell(self, px: float, py: float) -> tuple[int, int]:
        """The cell whose hexagon contains pixel (px, py) (nearest centre wins)."""
        if self.stagger_axis == "y":
            row_h = (self.th - self.side) // 2 + self.side
            row0 = int(py // row_h) if row_h else 0
            col0 = int(px // self.tw) if self.tw else 0
        else:
            col_w = (self.tw - self.side) // 2 + self.side
            col0 = int(px // col_w) if col_w else 0
            row0 = int(py // self.th) if self.th else 0
        best = (col0, row0)
        best_d = float("inf")
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                c, r = col0 + dc, row0 + dr
                cx, cy = self.cell_center(c, r)
                d = (cx - px) ** 2 + (cy - py) ** 2
                if d < best_d:
                    best, best_d = (c, r), d
        return best

    def pixel_to_hex(self, px: float, py: float) -> Hex:
        return from_offset(*self.pixel_to_cell(px, py), self.stagger_axis, self.stagger_index)

    def map_size(self, width: int, height: int) -> tuple[int, int]:
        """Pixel size of a map of width x height cells (as Tiled computes it)."""
        tw, th, s = self.tw, self.th, self.side
        if self.stagger_axis == "y":
            row_h = (th - s) // 2 + s
            return width * tw + tw // 2, height * row_h + (th - row_h)
        col_w = (tw - s) // 2 + s
        return width * col_w + (tw - col_w), height * th + th // 2

    def direction_angle(self, direction: int) -> float:
        """Screen angle in degrees (0 = east, counter-clockwise, y up) of a direction."""
        base = 0.0 if self.stagger_axis == "y" else -30.0
        return (base + 60.0 * (direction % 6)) % 360.0
