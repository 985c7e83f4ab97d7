"""Hex maps made in Tiled, for any game: read a .tmx into a ``HexMap``.

``read_hexmap(path)`` reads the map headlessly (pytmx without pygame, plus the
XML itself for what pytmx loses: document order, object kinds, exact gids) and
returns it with every problem that holds whatever game the map is for: the file
and its tilesets are safe to read (size, no DTD or XML entities, at most
``MAX_OBJECTS`` objects and ``MAX_POINTS`` points a polygon, layer data that
inflates to no more than the map needs, finite numbers, every path inside the
map's folder), the map is a finite hexagonal map with sane sizes and stagger,
its layer data is in a supported encoding, every gid belongs to a tileset and no
tile is flipped or rotated (hex maps cannot use that), pytmx can read it, and a
layer's ``role`` property is text. ``load_hexmap`` raises one ``MapError``
listing them instead; ``check_hexmap`` returns them.

What the layers, objects and properties mean is the game's business: a map names
its game in the map property ``game`` (``map_game(path)`` reads it without
loading the map), and that game reads its own conventions from the ``HexMap``
in its own package (``Game.check_map`` checks them). The conventions are in
``docs/maps.md``.

A ``HexMap`` has the map's geometry (offset cells to axial ``Hex`` for the map's
own stagger setting), its typed custom properties, the layers in document order
(groups flattened) with their ``role``, their TMX gids per cell and their
objects (kind, position, shape, typed properties), and for the renderer every
tile's image (path, source rectangle, tileset offset) and where Tiled draws it
(bottom-left anchored on the cell box), the order Tiled draws cells in, and
``map_version`` (file sizes and mtimes) for hot reloading.
"""

from __future__ import annotations

import bisect
import contextlib
import copy
import functools
import itertools
import logging
import math
import os
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, TypeVar

from tabletop.core import hexgrid
from tabletop.core.errors import MapError, Problem
from tabletop.core.hexgrid import Hex
from tabletop.core.tiled_xml import (FLIP_FLAGS, RawMap, RawTileset, parse_xml_file, read_properties, read_tmx,
                                     real_path)

GAME_PROPERTY = "game"    # the map property naming the game a map is for (its registry name)
ROLE_PROPERTY = "role"    # the layer property saying what a layer holds (the roles are the game's)
_TILE_META = {"id", "width", "height", "frames", "type", "class"}

Version = tuple[tuple[str, int, int], ...]
Point = tuple[float, float]
M = TypeVar("M", bound="HexMap")


@dataclass(frozen=True)
class TileImage:
    """How Tiled draws one gid: ``rect`` (x, y, w, h) of ``path``, bottom-left on the cell plus ``offset``."""

    gid: int
    path: str
    rect: tuple[int, int, int, int]
    offset: tuple[int, int]
    tileset: str
    properties: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def width(self) -> int:
        return self.rect[2]

    @property
    def height(self) -> int:
        return self.rect[3]


@dataclass
class MapObject:
    """One object of an object layer: its kind, where it is and its typed custom properties."""

    id: int
    name: str
    kind: str                   # point | polygon | polyline | rectangle | ellipse | tile | text
    x: float                    # map pixels: Tiled's x, y plus the layer's effective offset
    y: float
    rotation: float             # degrees, clockwise about (x, y), as Tiled rotates
    points: list[Point]         # polygon/polyline points relative to (x, y)
    width: float
    height: float
    properties: dict[str, Any] = field(default_factory=dict)
    cls: str = ""               # the object's class (Tiled 1.9+ ``class``, Tiled 1.8 ``type``)

    def outline(self) -> list[Point] | None:
        """The shape in map pixels for a polygon or a rectangle (rotation applied); None for other kinds."""
        if self.kind == "rectangle":
            points = [(0.0, 0.0), (self.width, 0.0), (self.width, self.height), (0.0, self.height)]
        elif self.kind == "polygon":
            points = self.points
        else:
            return None
        return _place(points, self.x, self.y, self.rotation)


@dataclass
class Layer:
    """One layer of the map, in document order (groups flattened; ``group`` names the parents)."""

    id: int
    name: str
    kind: str                   # tile | object | image | group
    role: str                   # the layer's `role` property ('' if none)
    group: str                  # enclosing group names joined by "/" ('' at top level)
    visible: bool               # visibility, opacity and offset are effective (groups included)
    opacity: float
    offset: tuple[float, float]
    properties: dict[str, Any]
    gids: list[list[int]] | None = None   # tile layers: [row][col], 0 = empty
    image: str | None = None              # image layers
    objects: list[MapObject] = field(default_factory=list)  # object layers, in document order

    def gid_at(self, col: int, row: int) -> int:
        return self.gids[row][col] if self.gids else 0


@dataclass
class HexMap:
    """A Tiled hex map as any game sees it: geometry, properties, layers, objects and tiles."""

    path: str
    width: int
    height: int
    layout: hexgrid.Layout
    properties: dict[str, Any]
    layers: list[Layer] = field(default_factory=list)
    tiles: dict[int, TileImage] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    map_version: Version = ()
    tiled_version: str = ""

    # -- geometry ----------------------------------------------------------------
    @property
    def stagger_axis(self) -> str:
        return self.layout.stagger_axis

    @property
    def stagger_index(self) -> str:
        return self.layout.stagger_index

    @property
    def hexsidelength(self) -> int:
        return self.layout.side

    def on_map(self, h: Hex) -> bool:
        col, row = self.cell_of(h)
        return 0 <= col < self.width and 0 <= row < self.height

    def cell_of(self, h: Hex) -> tuple[int, int]:
        return hexgrid.to_offset(h, self.layout.stagger_axis, self.layout.stagger_index)

    def hex_at(self, col: int, row: int) -> Hex:
        return hexgrid.from_offset(col, row, self.layout.stagger_axis, self.layout.stagger_index)

    def pixel_size(self) -> tuple[int, int]:
        return self.layout.map_size(self.width, self.height)

    def draw_order(self) -> list[tuple[int, int]]:
        return draw_order(self.layout, self.width, self.height)

    def cells_inside(self, outline: list[Point]) -> set[Hex]:
        """The hexes whose centre lies inside ``outline`` (map pixels) or on it.

        Only the cells whose box meets the outline's bounding box are tried, a line of cell
        centres at a time (a row, or for stagger x the even or the odd columns of a row: one
        height, evenly spaced): the edges the line crosses give the stretches of it inside the
        outline and the edges near it the stretches that may touch the outline, and only the
        cells in those stretches are tested, with the same arithmetic as ``inside``."""
        if len(outline) < 3:
            return set()
        lay = self.layout
        xs, ys = [p[0] for p in outline], [p[1] for p in outline]
        stagger = (lay.th - lay.side) // 2 + lay.side if lay.stagger_axis == "y" else (lay.tw - lay.side) // 2 + lay.side
        col_step, row_step = (lay.tw, stagger) if lay.stagger_axis == "y" else (stagger, lay.th)
        if col_step <= 0 or row_step <= 0:
            c0, c1, r0, r1 = 0, self.width, 0, self.height
        else:
            c0, c1 = max(0, int(min(xs) // col_step) - 2), min(self.width, int(max(xs) // col_step) + 3)
            r0, r1 = max(0, int(min(ys) // row_step) - 2), min(self.height, int(max(ys) // row_step) + 3)
        edges = [(min(s[1], s[3]) - _NEAR_BAND, max(s[1], s[3]) + _NEAR_BAND, s) for s in _segments(outline)]
        found: set[Hex] = set()
        step = 1 if lay.stagger_axis == "y" else 2
        # From one centre of a line to the next: the same pixel step and the same q, r step on every line
        # (the stagger shifts a whole line; two columns apart the shift is the same).
        dx = lay.cell_center(c0 + step, r0)[0] - lay.cell_center(c0, r0)[0]
        h0, h1 = self.hex_at(c0, r0), self.hex_at(c0 + step, r0)
        stride = (dx, h1.q - h0.q, h1.r - h0.r)
        for r in range(r0, r1):
            for first in range(c0, min(c0 + step, c1)):
                self._line_cells(first, step, c1, r, edges, stride, found)
        return found

    def _line_cells(self, first: int, step: int, end: int, r: int, edges: list[tuple[float, float, Segment]],
                    stride: tuple[float, int, int], found: set[Hex]) -> None:
        """Add to ``found`` the hexes of columns ``first``, ``first + step``, ... before ``end`` of row ``r``
        (centres at one height, evenly spaced) whose centre is inside the outline or on it; ``edges``: the
        outline's edges, each with the heights between which it is near a line (``_NEAR_BAND``); ``stride``:
        the pixels and the q and r from one centre of the line to the next."""
        px0, py = self.layout.cell_center(first, r)
        near = [s for lo, hi, s in edges if lo <= py <= hi]
        if not near:  # no edge crosses the line or comes near it: the whole line is outside
            return
        crossings = [_crossing(s, py) for s in near if (s[1] > py) != (s[3] > py)]  # a crossing edge is near
        crossings.sort()
        count = (end - first + step - 1) // step
        dx, dq, dr = stride
        h0 = self.hex_at(first, r)
        n = len(crossings)
        if dx <= 0:  # a degenerate layout (no width): every centre of the line is at one point
            if (n - bisect.bisect_right(crossings, px0)) % 2 or _near((px0, py), near, _EPS):
                found.update(Hex(h0.q + k * dq, h0.r + k * dr) for k in range(count))
            return
        for i in range(n - 1):  # [crossings[i], crossings[i + 1]) is inside when an odd number lie beyond it
            if (n - i - 1) % 2 == 0:
                continue
            ka, kb = _first_at(crossings[i], px0, dx, count), _first_at(crossings[i + 1], px0, dx, count)
            if ka < kb:
                found.update(map(_new_hex, zip(_steps(h0.q + ka * dq, dq, kb - ka), _steps(h0.r + ka * dr, dr, kb - ka))))
        for s in near:  # the cells that may lie on the outline: those within reach of the edge's part near the line
            lo, hi = _span_near(s, py, _NEAR_BAND)
            lo, hi = lo - _EPS - 1.0, hi + _EPS + 1.0  # a pixel more each way: only ``_near`` decides
            k = max(0, math.floor((lo - px0) / dx) - 1)
            while k < count and px0 + k * dx <= hi:
                x = px0 + k * dx
                if x >= lo:
                    hexagon = Hex(h0.q + k * dq, h0.r + k * dr)
                    if hexagon not in found and _near((x, py), near, _EPS):
                        found.add(hexagon)
                k += 1

    # -- layers and tiles ----------------------------------------------------------
    def layer(self, role: str, kind: str | None = None, names: Iterable[str] = ()) -> Layer | None:
        """The first layer (of ``kind``, if given) with this role; failing that, the first without a role
        whose name, stripped and in lower case, is one of ``names``."""
        fits = [l for l in self.layers if kind is None or l.kind == kind]
        for l in fits:
            if l.role == role:
                return l
        known = set(names)
        for l in fits:
            if not l.role and l.name.strip().lower() in known:
                return l
        return None

    def tile_layers(self) -> list[Layer]:
        return [l for l in self.layers if l.kind == "tile"]

    def tile_position(self, gid: int, col: int, row: int, layer: Layer | None = None) -> tuple[float, float]:
        """Map pixel where the top-left of ``gid``'s image goes when drawn in cell (col, row)."""
        tile = self.tiles[gid]
        x, y = self.layout.cell_origin(col, row)
        ox, oy = layer.offset if layer else (0, 0)
        return x + tile.offset[0] + ox, y + self.layout.th - tile.height + tile.offset[1] + oy

    # -- hot reload ----------------------------------------------------------------
    def current_version(self) -> Version:
        return file_version(self.files)

    def is_stale(self) -> bool:
        """True when the map, a tileset or an image changed on disk since loading."""
        return self.current_version() != self.map_version


def draw_order(layout: hexgrid.Layout, width: int, height: int) -> list[tuple[int, int]]:
    """Cells in the order Tiled 1.8 draws them (later cells cover earlier ones).

    Staggered on y: row by row, left to right. Staggered on x: row by row, first
    the columns that sit higher (not shifted), then the shifted ones.
    """
    if layout.stagger_axis == "y":
        return [(c, r) for r in range(height) for c in range(width)]
    first = [c for c in range(width) if not hexgrid._shifted(c, layout.stagger_index)]
    second = [c for c in range(width) if hexgrid._shifted(c, layout.stagger_index)]
    return [(c, r) for r in range(height) for c in first + second]


def file_version(files: list[str]) -> Version:
    out = []
    for f in files:
        try:
            st = os.stat(f)
            out.append((f, st.st_mtime_ns, st.st_size))
        except OSError:
            out.append((f, 0, -1))
    return tuple(out)


# -- loading --------------------------------------------------------------------

def read_hexmap(path: str | os.PathLike[str]) -> tuple[HexMap | None, list[Problem]]:
    """The map as far as it could be read (None when it cannot be), and every problem of the file itself."""
    try:
        return _read(Path(path))
    except RecursionError:
        return None, [Problem(str(path), "", "the map is nested too deeply to read / 入れ子が深すぎます")]


def load_hexmap(path: str | os.PathLike[str]) -> HexMap:
    """Load a Tiled hex map; ``MapError`` lists every problem of the file."""
    return usable(path, *read_hexmap(path))


def check_hexmap(path: str | os.PathLike[str]) -> list[Problem]:
    """Every problem of the file itself (empty when any game could read it)."""
    return read_hexmap(path)[1]


def usable(path: str | os.PathLike[str], hexmap: M | None, problems: list[Problem]) -> M:
    """``hexmap`` when there are no problems, else one ``MapError`` listing them all."""
    if problems or hexmap is None:
        raise MapError(problems or [Problem(str(path), "", "the map cannot be used / マップを使えません")])
    return hexmap


def map_game(path: str | os.PathLike[str]) -> str | None:
    """The game a .tmx names in its map property ``game``, read from the XML alone.

    None when the file does not name one or cannot be read (``read_hexmap`` says why).
    """
    root = parse_xml_file(Path(path), lambda where, text: None, "map")
    if root is None or root.tag != "map":
        return None
    for prop in root.findall("properties/property"):
        if prop.get("name") == GAME_PROPERTY:
            return prop.get("value", prop.text or "")
    return None


def _read(path: Path) -> tuple[HexMap | None, list[Problem]]:
    raw, problems = read_tmx(path)
    if raw is None:
        return None, problems
    version = file_version(raw.files)
    try:
        used = [list(dict.fromkeys(itertools.chain.from_iterable(l.gids or []))) for l in raw.layers if l.kind == "tile"]
        tm = _pytmx_map(path, raw.root, used, raw.tilesets)
    except Exception as exc:  # noqa: BLE001  # pytmx raises bare Exception/ValueError/KeyError on many maps
        text = str(exc) or "no message"
        return None, [Problem(str(path), "", f"pytmx cannot read the map ({type(exc).__name__}: {text}) "
                                             "/ pytmx がマップを読めません")]
    builder = _Builder(path, raw, tm)
    hexmap = builder.build()
    hexmap.map_version = version
    return hexmap, builder.problems


def _pytmx_map(path: Path, root: ET.Element | None, used: list[list[int]] | None = None,
               tilesets: Iterable[RawTileset] = ()) -> Any:
    """pytmx's reading of the map: of ``root`` (templates resolved, see ``tiled_xml``) without its class-typed
    properties, which pytmx cannot read without a types file (the objects' come from ``tiled_xml``), and
    without the tile layers' cells: ``tiled_xml`` has decoded them (``RawLayer.gids``), so each tile layer
    gives pytmx only the gids it uses (``used``: per tile layer in document order, each once, in the order
    they first appear), which registers their tiles as the whole layer would, without a second decoding.
    The external tilesets (``tilesets``: ``tiled_xml``'s, in the map's order) are given to pytmx as parsed
    (``_inline_tileset``), so that pytmx does not read and parse their files a second time.
    ``root`` is not changed: what differs is in new elements (``_rewritten``), the rest shared, as pytmx only
    reads the tree."""
    pytmx = import_pytmx()
    with _quiet("pytmx"):
        if root is None:
            return pytmx.TiledMap(str(path))
        if any(prop.get("type") == "class" for prop in root.iter("property")):  # (most maps have none)
            root = copy.deepcopy(root)
            for holder in root.iter("properties"):
                for prop in holder.findall("property[@type='class']"):
                    holder.remove(prop)
        if used is not None:
            left = iter(used)
            root = _rewritten(root, "layer", lambda layer: _used_cells(layer, next(left, None)))
        children = list(root)
        given = iter(tilesets)
        for i, el in enumerate(children):  # the map's own <tileset> children, which ``tiled_xml`` read in this order
            if el.tag == "tileset":
                ts = next(given, None)
                if ts is not None and ts.tree is not None and el.get("firstgid") == str(ts.firstgid):
                    inline = _inline_tileset(el, ts.tree)
                    if inline is not None:
                        children[i] = inline
        top = root.__copy__()  # the map element: its attributes shared, its own list of children
        top[:] = children
        tm = pytmx.TiledMap()
        tm.filename = str(path)
        tm.parse_xml(top)
        return tm


def _rewritten(el: ET.Element, tag: str, change: Callable[[ET.Element], ET.Element | None]) -> ET.Element:
    """``el`` with each element ``tag`` below it, in document order (``el.iter(tag)``'s), replaced by what
    ``change`` makes of it (None: kept), and looked into after that: the elements on the way to a replaced one
    are copies (attributes shared, children listed anew), every other element the very same (read only, as
    the original tree). A subtree without ``tag`` is passed over in one C scan."""
    children = list(el)
    replaced = False
    for i, child in enumerate(children):
        if next(child.iter(tag), None) is None:
            continue
        made = change(child) if child.tag == tag else None
        inner = made if made is not None else child
        new = _rewritten(inner, tag, change)
        if new is not child:
            children[i], replaced = new, True
    if not replaced:
        return el
    out = el.__copy__()
    out[:] = children
    return out


def _with_child(el: ET.Element, old: ET.Element, new: ET.Element) -> ET.Element:
    """A copy of ``el`` (attributes shared) with its child ``old`` replaced by ``new``."""
    out = el.__copy__()
    out[:] = [new if c is old else c for c in el]
    return out


def _with_source(image: ET.Element, source: str) -> ET.Element:
    """A copy of ``image`` with the attribute ``source`` set (its place among the attributes kept)."""
    out = image.__copy__()
    out.attrib = {**image.attrib, "source": source}
    return out


def _used_cells(layer: ET.Element, gids: list[int] | None) -> ET.Element | None:
    """The tile layer with its (first) ``<data>`` as the CSV of ``gids`` and nothing inside it; None (kept)
    without gids or data."""
    data = layer.find("data")
    if gids is None or data is None:
        return None
    csv = ET.Element("data", {"encoding": "csv"})
    csv.text, csv.tail = ",".join(map(str, gids)) or "0", data.tail
    return _with_child(layer, data, csv)


#: What pytmx looks for anywhere below the map element (``.//layer`` ...): a tileset file holding one of these
#: is left for pytmx to read from the file, so that no element of it becomes one of the map's own.
_MAP_LEVEL_TAGS = frozenset(("layer", "objectgroup", "imagelayer", "group", "tileset"))


def _inline_tileset(el: ET.Element, tsx: ET.Element) -> ET.Element | None:
    """The external tileset that the map's ``el`` (``<tileset firstgid source/>``) names, as an embedded one
    that pytmx reads exactly as it reads the file (``tsx``: its root, parsed by ``tiled_xml``, not changed):
    ``tsx`` with the ``firstgid`` of ``el`` and the image paths joined to the file's folder as pytmx joins them
    for a tileset file (new elements for those and the elements on their way, the rest shared). None (pytmx
    then reads the file itself) for what pytmx would read differently embedded: a source that is not a .tsx,
    a ``source`` or ``firstgid`` on the file's root, a tile with a ``path`` attribute or property (pytmx
    rewrites those for a file), an element pytmx would take for one of the map's (a tile's collision shapes
    are an ``objectgroup``), a tileset image without a source."""
    source = el.get("source") or ""
    if source[-4:].lower() != ".tsx" or "source" in tsx.attrib or "firstgid" in tsx.attrib:
        return None
    for tile in itertools.islice(tsx.iter(), 1, None):  # every element below the root
        if tile.tag in _MAP_LEVEL_TAGS:
            return None
        if tile.tag == "tile" and ("path" in tile.attrib
                                   or any(p.get("name") == "path" for p in tile.findall("properties/property"))):
            return None
    image = tsx.find("image")
    if image is not None and image.get("source") is None:
        return None
    folder = os.path.dirname(source)

    def joined(tile: ET.Element) -> ET.Element | None:
        timage = tile.find("image")
        if timage is None or not timage.get("source"):
            return None
        return _with_child(tile, timage, _with_source(timage, os.path.join(folder, timage.get("source", ""))))

    node = _rewritten(tsx, "tile", joined)
    if image is not None:
        node = _with_child(node, image, _with_source(image, os.path.join(folder, image.get("source", ""))))
    elif node is tsx:
        node = tsx.__copy__()
    node.attrib = {**tsx.attrib, "firstgid": el.get("firstgid", "")}
    return node


def import_pytmx() -> Any:
    """Import pytmx without letting it import pygame (it tries to, for its pygame loader)."""
    if "pytmx" in sys.modules:
        return sys.modules["pytmx"]
    blocked = "pygame" not in sys.modules
    if blocked:
        sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail
    try:
        with _quiet("pytmx"):
            import pytmx
    finally:
        if blocked:
            del sys.modules["pygame"]
    return pytmx


@contextlib.contextmanager
def _quiet(name: str) -> Iterator[None]:
    logger = logging.getLogger(name)
    old = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(old)


class _Builder:
    """Combines the XML reading (order, kinds, gids) with pytmx's typed properties and tile images."""

    def __init__(self, path: Path, raw: RawMap, tm: Any) -> None:
        self.path, self.raw, self.tm = path, raw, tm
        self.problems: list[Problem] = []
        self.layout = hexgrid.Layout(raw.tile_width, raw.tile_height, raw.hexsidelength,
                                     raw.stagger_axis, raw.stagger_index)

    def problem(self, where: str, text: str) -> None:
        self.problems.append(Problem(str(self.path), where, text))

    def build(self) -> HexMap:
        raw = self.raw
        properties = dict(self.tm.properties)
        if raw.root is not None and raw.root.find("properties/property[@type='class']") is not None:
            # class-typed map properties (pytmx reads none: ``_pytmx_map``)
            typed = read_properties(raw.root, lambda text: None)  # the plain ones are checked by pytmx
            properties.update({k: v for k, v in typed.items() if isinstance(v, dict)})
        hexmap = HexMap(str(self.path), raw.width, raw.height, self.layout, properties,
                        self.layers(), self.tiles(), raw.files, (), raw.tiled_version)
        self.check_gids(hexmap)
        return hexmap

    def tiles(self) -> dict[int, TileImage]:
        by_first = sorted(self.raw.tilesets, key=lambda t: t.firstgid)
        out: dict[int, TileImage] = {}
        real_dirs: dict[str, str] = {}
        real: dict[str, str] = {}  # each image file's real path (a tileset's tiles share their sheet)
        for pgid, tgid in sorted(self.tm.tiledgidmap.items()):
            tgid &= ~FLIP_FLAGS
            if tgid in out or pgid >= len(self.tm.images) or not self.tm.images[pgid]:
                continue
            filename, rect, _flags = self.tm.images[pgid]
            ts = next((t for t in reversed(by_first) if t.firstgid <= tgid), None)
            if ts is None:
                continue
            props = {k: v for k, v in (self.tm.get_tile_properties_by_gid(pgid) or {}).items() if k not in _TILE_META}
            if rect is None:  # a whole image (collection of images): its size comes from the tile
                tp = self.tm.get_tile_properties_by_gid(pgid) or {}
                rect = (0, 0, int(tp.get("width", ts.tile_width)), int(tp.get("height", ts.tile_height)))
            x, y, w, h = (int(v) for v in rect)
            if filename not in real:
                real[filename] = real_path(os.path.abspath(filename), real_dirs)
            out[tgid] = TileImage(tgid, real[filename], (x, y, w, h), ts.offset, ts.name, props)
        return out

    def layers(self) -> list[Layer]:
        props_by_id: dict[int, dict[str, Any]] = {}
        for l in self._pytmx_layers(self.tm.layers):
            if getattr(l, "id", None) is not None:
                props_by_id[int(l.id)] = dict(getattr(l, "properties", {}) or {})
        out = []
        for rl in self.raw.layers:
            props = props_by_id.get(rl.id, {})
            role = props.get(ROLE_PROPERTY, "")
            if not isinstance(role, str):
                self.problem(f"layer '{rl.name}'", "property 'role' must be a string / role は文字列にしてください")
                role = ""
            ox, oy = rl.offset
            objects = [MapObject(o.id, o.name, o.kind, o.x + ox, o.y + oy, o.rotation, o.points, o.width, o.height,
                                 dict(o.properties), o.cls)
                       for o in rl.objects]
            out.append(Layer(rl.id, rl.name, rl.kind, role, rl.group, rl.visible, rl.opacity, rl.offset,
                             props, rl.gids, rl.image, objects))
        return out

    def _pytmx_layers(self, layers: Iterable[Any]) -> Iterator[Any]:
        for l in layers:
            yield l
            if hasattr(l, "layers"):
                yield from self._pytmx_layers(l.layers)

    def check_gids(self, hexmap: HexMap) -> None:
        for layer in hexmap.tile_layers():
            rows = layer.gids or []
            distinct = set(itertools.chain.from_iterable(rows))  # each gid once: the cells are counted only if flipped
            flipped_gids = {gid for gid in distinct if gid & FLIP_FLAGS}
            flipped = sum(1 for row in rows for gid in row if gid in flipped_gids) if flipped_gids else 0
            unknown = {gid for gid in distinct if gid and gid not in flipped_gids and gid not in hexmap.tiles}
            if flipped:
                self.problem(f"layer '{layer.name}'", f"{flipped} cells hold flipped or rotated tiles, which hex maps "
                                                      "do not support / 反転・回転したタイルは使えません")
            if unknown:
                self.problem(f"layer '{layer.name}'", f"tiles {sorted(unknown)[:10]} belong to no tileset "
                                                      "/ どのタイルセットにもないタイルがあります")


#: ``Hex((q, r))`` without the named tuple's Python-level ``__new__`` (for many hexes at once).
_new_hex = functools.partial(tuple.__new__, Hex)


def _steps(start: int, step: int, n: int) -> Iterable[int]:
    """``start, start + step, ...``: ``n`` numbers."""
    return range(start, start + step * n, step) if step else itertools.repeat(start, n)


def _first_at(x: float, px0: float, dx: float, count: int) -> int:
    """The first ``k`` in ``0..count`` with ``px0 + k * dx >= x`` (``dx > 0``; ``count`` if none),
    compared exactly as the centres are."""
    k = min(count, max(0, math.ceil((x - px0) / dx)))
    while k > 0 and px0 + (k - 1) * dx >= x:
        k -= 1
    while k < count and px0 + k * dx < x:
        k += 1
    return k


def _place(points: Iterable[Point], x: float, y: float, rotation: float) -> list[Point]:
    """Object-relative points to map pixels (Tiled rotates clockwise, in degrees, about x, y)."""
    if not rotation:
        return [(x + px, y + py) for px, py in points]
    a = math.radians(rotation)
    c, s = math.cos(a), math.sin(a)
    return [(x + px * c - py * s, y + px * s + py * c) for px, py in points]


#: How close to an outline (px) a point counts as on it.
_EPS = 0.5
#: An outline's edge: (x1, y1, x2, y2).
Segment = tuple[float, float, float, float]
#: How far (px, up or down) from a line of cell centres an edge counts as near it (more than ``_EPS``).
_NEAR_BAND = 1.0 + _EPS


def _span_near(s: Segment, py: float, band: float) -> tuple[float, float]:
    """The least and greatest x of the part of the edge ``s`` between the heights ``py - band`` and
    ``py + band`` (the whole edge's when it is level): a point of that line within ``band`` of the
    edge lies at most ``band`` beyond them."""
    x1, y1, x2, y2 = s
    if y1 == y2:
        return min(x1, x2), max(x1, x2)
    ta, tb = (py - band - y1) / (y2 - y1), (py + band - y1) / (y2 - y1)
    ta, tb = max(0.0, min(ta, tb)), min(1.0, max(ta, tb))
    xa, xb = x1 + ta * (x2 - x1), x1 + tb * (x2 - x1)
    return min(xa, xb), max(xa, xb)


def _segments(poly: list[Point]) -> list[Segment]:
    n = len(poly)
    return [(poly[i][0], poly[i][1], poly[(i + 1) % n][0], poly[(i + 1) % n][1]) for i in range(n)]


def _near(pt: Point, segs: Iterable[Segment], eps: float) -> bool:
    """Whether ``pt`` is within ``eps`` px of one of the edges."""
    px, py = pt
    for x1, y1, x2, y2 in segs:
        dx, dy = x2 - x1, y2 - y1
        seg = dx * dx + dy * dy
        t = 0.0 if seg == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / seg))
        if (x1 + t * dx - px) ** 2 + (y1 + t * dy - py) ** 2 <= eps * eps:
            return True
    return False


def _crossing(s: Segment, py: float) -> float:
    """Where the edge ``s`` (which spans the height ``py``) crosses that height."""
    x1, y1, x2, y2 = s
    return x1 + (py - y1) * (x2 - x1) / (y2 - y1)


def inside(pt: Point, poly: list[Point], eps: float = _EPS) -> bool:
    """Point in polygon; a point on the outline (within ``eps`` px) counts as inside.

    ``HexMap.cells_inside`` asks the same two questions row by row (the edges a row
    crosses, then only the edges near it)."""
    px, py = pt
    if len(poly) < 3:
        return False
    segs = _segments(poly)
    if _near(pt, segs, eps):
        return True
    return sum(1 for s in segs if (s[1] > py) != (s[3] > py) and px < _crossing(s, py)) % 2 == 1
