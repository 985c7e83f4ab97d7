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
  asks, in a grid of ``CELL`` mm squares over the table (each by the cell of its lower
  left corner, cells off the table folded onto its border cells); a die is taken out of
  the grid when it is first touched (``add``), so the grid holds only bodies that stay put;
* the filed bodies are in two layers, the raised boards' dice and the rest: a query
  whose filter accepts every filter of a layer tests only the boxes there (the usual
  case: a die on the table or on a raised board), one that accepts none skips it, and
  only a die in the air tests each body's filter;
* dice set moving or touched are few and are looked at one by one, their boxes read
  from their shapes' memory (``DieBody.box``; ``add`` moves a die here the first time it
  is touched; the shot die is moving before anything asks).
"""

from __future__ import annotations

import math

from pymunk._chipmunk import lib as cp  # type: ignore[import-not-found]  # pymunk's compiled cffi module

from .world import BB_B, BB_L, BB_R, BB_T, CAT_UPPER, LOST, DieBody, World

#: Side of a grid cell (mm): about a die and a half.
CELL = 32.0

#: A body's circle as the caller lists it (centre, radius): a die nothing has touched where it was put, a column.
Circle = tuple[float, float, float]
#: A filed body: its box (left, bottom, right, top) and its circle.
Entry = tuple[float, float, float, float, Circle]

#: How a query's filter meets a layer's filters: accepts all of them, none, or some (test each body).
ALL, NONE, SOME = 0, 1, 2


class _Layer:
    """Filed bodies of one height (raised boards, or the table and the air over it) in a grid of cells."""

    __slots__ = ("cols", "filed", "filters", "last_i", "last_j")

    def __init__(self, cols: int, rows: int) -> None:
        #: ``cols[i][j]``: the entries whose box's lower left corner is in cell (i, j) (an empty cell is the one
        #: empty tuple, until something is filed there; no columns until then: a layer nothing is filed in is
        #: never read, its ``filters`` being empty)
        self.cols: list[list[list[Entry] | tuple[()]]] = []
        self.filed: list[Entry] = []  # all of them: a query over more cells than this reads them all instead
        self.filters: dict[tuple[int, int], None] = {}  # the filters (categories, mask) filed here
        self.last_i, self.last_j = cols - 1, rows - 1


class Nearby:
    """The bodies of one shot's space by where they are, for box queries."""

    def __init__(self, world: World) -> None:
        cols = max(1, math.ceil(world.table.width / CELL))
        rows = max(1, math.ceil(world.table.height / CELL))
        self.layers = (_Layer(cols, rows), _Layer(cols, rows))  # the table (and the stands), the raised boards
        self.wide = 0.0  # the widest or tallest filed box: a query looks that much further left and down
        #: each filed body's filter (by ``id`` of its circle), its layer, cell and entry (by ``id`` of its die)
        self.filter_of: dict[int, tuple[int, int]] = {}
        self.entry_of: dict[int, tuple[_Layer, list[Entry], Entry]] = {}
        #: how a query's filter (categories, mask) meets each layer's filters (``ALL``, ``NONE``, ``SOME``)
        self.modes: dict[tuple[int, int], tuple[int, int]] = {}
        #: dice set moving or touched: looked at one by one
        self.loose: list[DieBody] = [rec for rec in world.dice if rec.active or rec.touched]
        get_bb = cp.cpShapeGetBB
        for rec in world.dice:
            if not (rec.active or rec.touched):
                bb = get_bb(rec.poly._shape)
                self._file((bb.l, bb.b, bb.r, bb.t, rec.spot), rec.categories, rec.mask, rec)
        for column in world.stands:
            bb = get_bb(column._shape)
            left, bottom, right, top = bb.l, bb.b, bb.r, bb.t
            circle = (0.5 * (left + right), 0.5 * (bottom + top), 0.5 * (right - left))
            shape_filter = column.filter
            self._file((left, bottom, right, top, circle), shape_filter.categories, shape_filter.mask, None)

    @staticmethod
    def _cell(layer: _Layer, left: float, bottom: float) -> tuple[int, int]:
        """The cell of a point, folded onto the grid (the same fold for filing and for queries: no body is missed)."""
        i, j = math.floor(left / CELL), math.floor(bottom / CELL)
        last_i, last_j = layer.last_i, layer.last_j
        return (0 if i < 0 else last_i if i > last_i else i), (0 if j < 0 else last_j if j > last_j else j)

    def _file(self, entry: Entry, categories: int, mask: int, rec: DieBody | None) -> None:
        left, bottom, right, top, circle = entry
        layer = self.layers[1 if categories & CAT_UPPER else 0]
        self.wide = max(self.wide, right - left, top - bottom)
        if not layer.cols:
            layer.cols = [[()] * (layer.last_j + 1) for _ in range(layer.last_i + 1)]
        i, j = self._cell(layer, left, bottom)
        col = layer.cols[i]
        cell = col[j]
        if not cell:
            cell = col[j] = []
        cell.append(entry)
        layer.filed.append(entry)
        layer.filters[categories, mask] = None
        self.filter_of[id(circle)] = (categories, mask)
        if rec is not None:
            self.entry_of[id(rec)] = (layer, cell, entry)

    def add(self, rec: DieBody) -> None:
        """``rec`` was touched for the first time: it may move from now on."""
        self.loose.append(rec)
        found = self.entry_of.pop(id(rec), None)
        if found is not None:
            layer, cell, entry = found
            cell.remove(entry)
            layer.filed.remove(entry)
            # ``layer.filters`` and ``modes`` stay: a query that accepted all or none of the filters filed there
            # still does, and one that accepted some tests each body as before

    def _modes(self, categories: int, mask: int) -> tuple[int, int]:
        found = []
        for layer in self.layers:
            accepted = [bool(categories & emask and ecat & mask) for ecat, emask in layer.filters]
            found.append(NONE if not any(accepted) else ALL if all(accepted) else SOME)
        modes = self.modes[categories, mask] = (found[0], found[1])
        return modes

    def query(self, rec: DieBody, left: float, bottom: float, right: float,
              top: float) -> tuple[list[Circle], list[DieBody]]:
        """The bodies ``rec`` can hit whose boxes meet the box ``left, bottom, right, top``, ``rec`` left out: the
        circles of the dice nothing has touched (where they were put) and of the stands' columns, and the dice
        set moving or touched."""
        categories, mask = rec.categories, rec.mask
        modes = self.modes.get((categories, mask))
        if modes is None:
            modes = self._modes(categories, mask)
        circles: list[Circle] = []
        wide = self.wide
        for layer, mode in zip(self.layers, modes):
            if mode == NONE:
                continue
            last_i, last_j = layer.last_i, layer.last_j  # ``_cell``, written out
            i0, j0 = math.floor((left - wide) / CELL), math.floor((bottom - wide) / CELL)
            i1, j1 = math.floor(right / CELL), math.floor(top / CELL)
            i0 = 0 if i0 < 0 else last_i if i0 > last_i else i0
            j0 = 0 if j0 < 0 else last_j if j0 > last_j else j0
            i1 = 0 if i1 < 0 else last_i if i1 > last_i else i1
            j1 = 0 if j1 < 0 else last_j if j1 > last_j else j1
            if (i1 - i0 + 1) * (j1 - j0 + 1) > len(layer.filed):  # a wide look: every filed body
                cells = [layer.filed]
            else:
                cells = [cell for col in layer.cols[i0:i1 + 1] for cell in col[j0:j1 + 1] if cell]
            if mode == ALL:
                for cell in cells:
                    for el, eb, er, et, circle in cell:
                        if el <= right and left <= er and eb <= top and bottom <= et:
                            circles.append(circle)
            else:
                filter_of = self.filter_of
                for cell in cells:
                    for el, eb, er, et, circle in cell:
                        if el <= right and left <= er and eb <= top and bottom <= et:
                            ecat, emask = filter_of[id(circle)]
                            if categories & emask and ecat & mask:
                                circles.append(circle)
        dice = []
        for other in self.loose:
            box = other.box
            if (box[BB_L] <= right and left <= box[BB_R] and box[BB_B] <= top and bottom <= box[BB_T]
                    and categories & other.mask and other.categories & mask and other is not rec
                    and other.state != LOST):
                dice.append(other)
        return circles, dice
