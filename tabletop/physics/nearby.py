"""Which bodies are near a die: the answer of Chipmunk's box query, without a Python call per shape found.

``sim._Shot._neighbours`` lists the bodies round a moving die by a box query. pymunk's
``Space.bb_query`` calls back into Python for every shape Chipmunk finds (about 1.7 us
a shape through pymunk's callback: 17 us for a die in the middle of a packed table),
which made it the dearest part of a crowded table's per-step work. ``Nearby.query``
gives the same shapes as ``cpSpaceBBQuery`` (every die or stand column in the space
whose filter and the query's accept each other and whose bounding box, Chipmunk's own
``cpShape.bb`` read from the shape's memory, meets the query box), in another order
(the caller only takes maxima and minima over them):

* dice nothing has touched yet stay where they were put until a contact of theirs
  begins, and the stands never move: their boxes are filed once, when the shot first
  asks, in a grid of ``CELL`` mm squares (each by the cell of its lower left corner);
* dice set moving or touched are few and are looked at one by one, their boxes read
  from their shapes' memory (``DieBody.box``; ``add`` files a die the first time it
  is touched; the shot die is moving before anything asks).
"""

from __future__ import annotations

import math

from pymunk._chipmunk import lib as cp  # type: ignore[import-not-found]  # pymunk's compiled cffi module

from .world import BB_B, BB_L, BB_R, BB_T, LOST, DieBody, World

#: Side of a grid cell (mm): about a die and a half.
CELL = 32.0
#: Cell keys are ``i * _ROW + j``: unique while |j| < _ROW / 2 cells (16 km).
_ROW = 1 << 20

#: A filed body: its box (left, bottom, right, top), its filter's categories and mask, the die it is (None for
#: a stand), and what the caller lists for it (the die's circle where it was put; the column's circle).
Entry = tuple[float, float, float, float, int, int, DieBody | None, tuple[float, float, float]]


class Nearby:
    """The bodies of one shot's space by where they are, for box queries."""

    def __init__(self, world: World) -> None:
        self.cells: dict[int, list[Entry]] = {}
        self.filed: list[Entry] = []  # all of them: a query over more cells than this reads them all instead
        self.wide = 0.0  # the widest or tallest filed box: a query looks that much further left and down
        #: dice set moving or touched: looked at one by one
        self.loose: list[DieBody] = [rec for rec in world.dice if rec.active or rec.touched]
        get_bb = cp.cpShapeGetBB
        for rec in world.dice:
            if not (rec.active or rec.touched):
                bb = get_bb(rec.poly._shape)
                self._file((bb.l, bb.b, bb.r, bb.t, rec.categories, rec.mask, rec, rec.spot))
        for column in world.stands:
            bb = get_bb(column._shape)
            left, bottom, right, top = bb.l, bb.b, bb.r, bb.t
            circle = (0.5 * (left + right), 0.5 * (bottom + top), 0.5 * (right - left))
            shape_filter = column.filter
            self._file((left, bottom, right, top, shape_filter.categories, shape_filter.mask, None, circle))

    def _file(self, entry: Entry) -> None:
        left, bottom, right, top = entry[0], entry[1], entry[2], entry[3]
        self.wide = max(self.wide, right - left, top - bottom)
        key = math.floor(left / CELL) * _ROW + math.floor(bottom / CELL)
        self.cells.setdefault(key, []).append(entry)
        self.filed.append(entry)

    def add(self, rec: DieBody) -> None:
        """``rec`` was touched for the first time: it may move from now on."""
        self.loose.append(rec)

    def query(self, rec: DieBody, left: float, bottom: float, right: float,
              top: float) -> list[DieBody | tuple[float, float, float]]:
        """The bodies ``rec`` can hit whose boxes meet the box ``left, bottom, right, top``, ``rec`` left out: a
        die set moving or touched as itself, a die nothing has touched as its circle where it was put, a stand
        as its column's circle."""
        categories, mask = rec.categories, rec.mask
        listed: list[DieBody | tuple[float, float, float]] = []
        cells = self.cells
        wide = self.wide
        i0, i1 = math.floor((left - wide) / CELL), math.floor(right / CELL)
        j0, j1 = math.floor((bottom - wide) / CELL), math.floor(top / CELL)
        if (i1 - i0 + 1) * (j1 - j0 + 1) > len(self.filed):  # a wide look: every filed body
            groups = [self.filed]
        else:
            groups = [filed for i in range(i0, i1 + 1) for j in range(j0, j1 + 1)
                      if (filed := cells.get(i * _ROW + j)) is not None]
        for filed in groups:
            for el, eb, er, et, ecat, emask, erec, item in filed:
                if (el <= right and left <= er and eb <= top and bottom <= et and categories & emask
                        and ecat & mask and (erec is None or not (erec.active or erec.touched))):
                    listed.append(item)
        for other in self.loose:
            box = other.box
            if (box[BB_L] <= right and left <= box[BB_R] and box[BB_B] <= top and bottom <= box[BB_T]
                    and categories & other.mask and other.categories & mask and other is not rec
                    and other.state != LOST):
                listed.append(other)
        return listed
