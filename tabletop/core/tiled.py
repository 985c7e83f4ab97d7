"""Dunbine hex maps made in Tiled: load a .tmx into a ``HexMap`` the rules and the renderer use.

``load_map(path)`` reads the map headlessly (pytmx without pygame, plus the XML
itself for what pytmx loses: document order, object kinds, exact gids) and
checks everything, raising one ``MapError`` that lists every problem;
``check_map(path)`` returns the problems instead. Offset cells become axial
``Hex`` for the map's own stagger setting; zones (polygons) and unit placements
(points) become hexes once, here. The conventions are in ``docs/maps.md``.

For the renderer, a ``HexMap`` also carries the layers in document order with
their TMX gids per cell, every tile's image (path, source rectangle, tileset
offset) and where Tiled draws it (bottom-left anchored on the cell box), the
order Tiled draws cells in, and ``map_version`` (file sizes and mtimes) for hot
reloading.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from tabletop.core import hexgrid
from tabletop.core.errors import MapError, Problem
from tabletop.core.hexgrid import Hex
from tabletop.core.tiled_xml import FLIP_FLAGS, RawMap, read_tmx

SIDES = ("a", "b")
SCHEMA_VERSION = 1
GAME = "dunbine"
ROLES = ("terrain", "decor", "zones", "units")
_TILE_META = {"id", "width", "height", "frames", "type", "class"}


@dataclass
class Placement:
    """A unit set up on the map: a point object in the units layer."""

    name: str
    side: str
    machine: str
    pilot: str
    hex: Hex
    facing: int
    thrust: int | None
    object_id: int = 0


@dataclass(frozen=True)
class TileImage:
    """How Tiled draws one gid: ``rect`` (x, y, w, h) of ``path``, bottom-left on the cell plus ``offset``."""

    gid: int
    path: str
    rect: tuple[int, int, int, int]
    offset: tuple[int, int]
    tileset: str
    properties: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def width(self) -> int:
        return self.rect[2]

    @property
    def height(self) -> int:
        return self.rect[3]

    @property
    def terrain(self) -> str:
        return str(self.properties.get("terrain", ""))


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
    properties: dict
    gids: list[list[int]] | None = None   # tile layers: [row][col], 0 = empty
    image: str | None = None              # image layers

    def gid_at(self, col: int, row: int) -> int:
        return self.gids[row][col] if self.gids else 0


@dataclass
class HexMap:
    """A checked Dunbine map: cells, deployment zones and placements in axial hexes."""

    path: str
    width: int
    height: int
    layout: hexgrid.Layout
    cells: dict[Hex, str]
    zones: dict[str, list[Hex]]
    placements: list[Placement]
    properties: dict[str, object]
    layers: list[Layer] = field(default_factory=list)
    tiles: dict[int, TileImage] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    map_version: tuple = ()
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

    def terrain(self, h: Hex) -> str:
        return self.cells.get(h, "")

    def pixel_size(self) -> tuple[int, int]:
        return self.layout.map_size(self.width, self.height)

    def draw_order(self) -> list[tuple[int, int]]:
        return draw_order(self.layout, self.width, self.height)

    # -- layers and tiles ----------------------------------------------------------
    def layer(self, role: str) -> Layer | None:
        """The first layer with this role (or, failing that, this name)."""
        return _find_layer(self.layers, role, None)

    def tile_layers(self) -> list[Layer]:
        return [l for l in self.layers if l.kind == "tile"]

    def tile_position(self, gid: int, col: int, row: int, layer: Layer | None = None) -> tuple[float, float]:
        """Map pixel where the top-left of ``gid``'s image goes when drawn in cell (col, row)."""
        tile = self.tiles[gid]
        x, y = self.layout.cell_origin(col, row)
        ox, oy = layer.offset if layer else (0, 0)
        return x + tile.offset[0] + ox, y + self.layout.th - tile.height + tile.offset[1] + oy

    # -- hot reload ----------------------------------------------------------------
    def current_version(self) -> tuple:
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


def file_version(files: list[str]) -> tuple:
    out = []
    for f in files:
        try:
            st = os.stat(f)
            out.append((f, st.st_mtime_ns, st.st_size))
        except OSError:
            out.append((f, 0, -1))
    return tuple(out)


# -- loading --------------------------------------------------------------------

def load_map(path: str | os.PathLike) -> HexMap:
    """Load and check a Dunbine map; ``MapError`` lists every problem."""
    hexmap, problems = read_map(path)
    if problems or hexmap is None:
        raise MapError(problems or [Problem(str(path), "", "the map cannot be used / マップを使えません")])
    return hexmap


def check_map(path: str | os.PathLike) -> list[Problem]:
    """Every problem of a map (empty when the game can use it)."""
    return read_map(path)[1]


def read_map(path: str | os.PathLike) -> tuple[HexMap | None, list[Problem]]:
    """The map as far as it could be read, and every problem found (game checks included)."""
    from tabletop.core import tiled_check

    try:
        hexmap, problems = _read(Path(path))
    except RecursionError:
        return None, [Problem(str(path), "", "the map is nested too deeply to read / 入れ子が深すぎます")]
    if hexmap is not None:
        problems += tiled_check.check_hexmap(hexmap)
    return hexmap, problems


def _read(path: Path) -> tuple[HexMap | None, list[Problem]]:
    raw, problems = read_tmx(path)
    if raw is None:
        return None, problems
    version = file_version(raw.files)
    try:
        tm = _pytmx_map(path)
    except Exception as exc:  # pytmx raises bare Exception/ValueError/KeyError on many maps
        text = str(exc) or "no message"
        return None, [Problem(str(path), "", f"pytmx cannot read the map ({type(exc).__name__}: {text}) "
                                             "/ pytmx がマップを読めません")]
    builder = _Builder(path, raw, tm)
    hexmap = builder.build()
    hexmap.map_version = version
    return hexmap, builder.problems


def _pytmx_map(path: Path):
    pytmx = import_pytmx()
    with _quiet("pytmx"):
        return pytmx.TiledMap(str(path))


def import_pytmx():
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


def _find_layer(layers: list[Layer], role: str, kind: str | None) -> Layer | None:
    fits = [l for l in layers if kind is None or l.kind == kind]
    for l in fits:
        if l.role == role:
            return l
    for l in fits:
        if not l.role and l.name.strip().lower() in _ROLE_NAMES[role]:
            return l
    return None


_ROLE_NAMES = {"terrain": {"terrain"}, "decor": {"decor", "landmarks"},
               "zones": {"zones", "deployment zones", "deployment"}, "units": {"units", "placements"}}


class _Builder:
    def __init__(self, path: Path, raw: RawMap, tm) -> None:
        self.path, self.raw, self.tm = path, raw, tm
        self.problems: list[Problem] = []
        self.layout = hexgrid.Layout(raw.tile_width, raw.tile_height, raw.hexsidelength,
                                     raw.stagger_axis, raw.stagger_index)

    def problem(self, where: str, text: str) -> None:
        self.problems.append(Problem(str(self.path), where, text))

    def build(self) -> HexMap:
        raw = self.raw
        tiles = self.tiles()
        layers = self._layers = self.layers()
        hexmap = HexMap(str(self.path), raw.width, raw.height, self.layout, {}, {s: [] for s in SIDES}, [],
                        dict(self.tm.properties), layers, tiles, raw.files, (), raw.tiled_version)
        self.check_gids(hexmap)
        self.cells(hexmap)
        self.zones(hexmap)
        self.placements(hexmap)
        return hexmap

    def tiles(self) -> dict[int, TileImage]:
        by_first = sorted(self.raw.tilesets, key=lambda t: t.firstgid)
        out: dict[int, TileImage] = {}
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
            out[tgid] = TileImage(tgid, str(Path(filename).resolve()), tuple(int(v) for v in rect),
                                  ts.offset, ts.name, props)
        return out

    def layers(self) -> list[Layer]:
        props_by_id: dict[int, dict] = {}
        for l in self._pytmx_layers(self.tm.layers):
            if getattr(l, "id", None) is not None:
                props_by_id[int(l.id)] = dict(getattr(l, "properties", {}) or {})
        out = []
        for rl in self.raw.layers:
            props = props_by_id.get(rl.id, {})
            role = props.get("role", "")
            if not isinstance(role, str):
                self.problem(f"layer '{rl.name}'", "property 'role' must be a string / role は文字列にしてください")
                role = ""
            if role and role not in ROLES:
                self.problem(f"layer '{rl.name}'", f"unknown role '{role}' (known: {', '.join(ROLES)}) "
                                                   "/ 不明な role です")
            out.append(Layer(rl.id, rl.name, rl.kind, role, rl.group, rl.visible, rl.opacity, rl.offset,
                             props, rl.gids, rl.image))
        for role in ("terrain", "zones", "units"):
            same = [l.name for l in out if l.role == role]
            if len(same) > 1:
                self.problem("layers", f"{len(same)} layers have role \"{role}\" ({', '.join(same)}); "
                                       f"only one may / role={role} のレイヤーが複数あります")
        return out

    def _pytmx_layers(self, layers) -> Iterator:
        for l in layers:
            yield l
            if hasattr(l, "layers"):
                yield from self._pytmx_layers(l.layers)

    def check_gids(self, hexmap: HexMap) -> None:
        for layer in hexmap.tile_layers():
            flipped, unknown = 0, set()
            for row in layer.gids or []:
                for gid in row:
                    if gid & FLIP_FLAGS:
                        flipped += 1
                    elif gid and gid not in hexmap.tiles:
                        unknown.add(gid)
            if flipped:
                self.problem(f"layer '{layer.name}'", f"{flipped} cells hold flipped or rotated tiles, which hex maps "
                                                      "do not support / 反転・回転したタイルは使えません")
            if unknown:
                self.problem(f"layer '{layer.name}'", f"tiles {sorted(unknown)[:10]} belong to no tileset "
                                                      "/ どのタイルセットにもないタイルがあります")

    def cells(self, hexmap: HexMap) -> None:
        terrain = _find_layer(hexmap.layers, "terrain", "tile")
        if terrain is None:
            self.problem("layers", "no terrain tile layer (a tile layer with property role = \"terrain\") "
                                   "/ 地形レイヤー（role=terrain）がありません")
        missing: set[int] = set()
        for row in range(hexmap.height):
            for col in range(hexmap.width):
                gid = terrain.gid_at(col, row) if terrain else 0
                key = ""
                if gid and gid in hexmap.tiles:
                    key = hexmap.tiles[gid].terrain
                    if not key:
                        missing.add(gid)
                hexmap.cells[hexmap.hex_at(col, row)] = key
        if missing:
            self.problem(f"layer '{terrain.name}'" if terrain else "layers",
                         f"tiles {sorted(missing)[:10]} have no 'terrain' property "
                         "/ terrain プロパティのないタイルがあります")

    def _objects(self, role: str) -> tuple[Layer | None, list]:
        layer = _find_layer(self._layers, role, "object")
        if layer is None:
            return None, []
        raw = next(l for l in self.raw.layers if l.id == layer.id and l.name == layer.name)
        by_id = getattr(self.tm, "objects_by_id", {})
        return layer, [(o, by_id.get(o.id)) for o in raw.objects]

    def zones(self, hexmap: HexMap) -> None:
        layer, objs = self._objects("zones")
        if layer is None:
            self.problem("layers", "no deployment zone layer (an object layer with property role = \"zones\") "
                                   "/ 配置ゾーンのレイヤー（role=zones）がありません")
            return
        w, h = hexmap.pixel_size()
        found: dict[str, set[Hex]] = {s: set() for s in SIDES}
        for ro, po in objs:
            where = f"layer '{layer.name}' object {ro.id}" + (f" '{ro.name}'" if ro.name else "")
            props = dict(getattr(po, "properties", {}) or {})
            side = props.get("side")
            if side not in SIDES:
                self.problem(where, f"zone needs a property side = \"a\" or \"b\" (has {side!r}) "
                                    "/ ゾーンには side プロパティ（a か b）が必要です")
                continue
            if ro.kind == "rectangle":
                pts = [(0.0, 0.0), (ro.width, 0.0), (ro.width, ro.height), (0.0, ro.height)]
            elif ro.kind == "polygon":
                pts = ro.points
            else:
                self.problem(where, f"a zone must be a polygon or a rectangle, not a {ro.kind} "
                                    "/ ゾーンは多角形か矩形にしてください")
                continue
            poly = _place(pts, ro.x + layer.offset[0], ro.y + layer.offset[1], ro.rotation)
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            mx, my = self.layout.tw, self.layout.th  # a loose outline may overhang the edge by one cell
            if min(xs) < -mx or min(ys) < -my or max(xs) > w + mx or max(ys) > h + my:
                self.problem(where, "zone reaches more than a cell off the map "
                                    "/ ゾーンがマップの外に大きくはみ出しています")
            cells = {hexmap.hex_at(c, r) for r in range(hexmap.height) for c in range(hexmap.width)
                     if _inside(self.layout.cell_center(c, r), poly)}
            if not cells:
                self.problem(where, "zone covers no cell centre / ゾーンがどのヘックスの中心も含んでいません")
            found[side] |= cells
        for side in SIDES:
            hexmap.zones[side] = sorted(found[side])
            if not found[side]:
                self.problem(f"layer '{layer.name}'", f"no deployment zone for side {side} "
                                                      f"/ 陣営 {side} の配置ゾーンがありません")

    def placements(self, hexmap: HexMap) -> None:
        layer, objs = self._objects("units")
        if layer is None:
            self.problem("layers", "no unit layer (an object layer with property role = \"units\") "
                                   "/ ユニット配置レイヤー（role=units）がありません")
            return
        for ro, po in objs:
            where = f"layer '{layer.name}' object {ro.id}" + (f" '{ro.name}'" if ro.name else "")
            if ro.kind != "point":
                self.problem(where, f"a unit must be a point object, not a {ro.kind} "
                                    "/ ユニットは点オブジェクトにしてください")
                continue
            props = dict(getattr(po, "properties", {}) or {})
            bad = len(self.problems)
            side = props.get("side")
            if side not in SIDES:
                self.problem(where, f"unit needs side = \"a\" or \"b\" (has {side!r}) / side は a か b です")
            for key in ("machine", "pilot"):
                if not isinstance(props.get(key), str) or not props.get(key):
                    self.problem(where, f"unit needs a string property '{key}' / {key} プロパティが必要です")
            facing = _as_int(props.get("facing"))
            if facing is None or not 0 <= facing <= 5:
                self.problem(where, f"facing must be a whole number 0-5 (has {props.get('facing')!r}) "
                                    "/ facing は 0～5 の整数です")
            thrust = None
            if "thrust" in props:
                thrust = _as_int(props["thrust"])
                if thrust is None:
                    self.problem(where, f"thrust must be a whole number (has {props['thrust']!r}) "
                                        "/ thrust は整数です")
            x, y = ro.x + layer.offset[0], ro.y + layer.offset[1]
            col, row = self.layout.pixel_to_cell(x, y)
            if not (0 <= col < hexmap.width and 0 <= row < hexmap.height):
                self.problem(where, "unit is off the map / ユニットがマップの外にあります")
                continue
            if len(self.problems) > bad:
                continue
            hexmap.placements.append(Placement(ro.name or f"{props['pilot']}:{props['machine']}", side,
                                               props["machine"], props["pilot"], hexmap.hex_at(col, row),
                                               facing, thrust, ro.id))


def _as_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return None


def _place(points, x: float, y: float, rotation: float) -> list[tuple[float, float]]:
    """Object-relative points to map pixels (Tiled rotates clockwise, in degrees, about x, y)."""
    import math

    if not rotation:
        return [(x + px, y + py) for px, py in points]
    a = math.radians(rotation)
    c, s = math.cos(a), math.sin(a)
    return [(x + px * c - py * s, y + px * s + py * c) for px, py in points]


def _inside(pt: tuple[float, float], poly: list[tuple[float, float]], eps: float = 0.5) -> bool:
    """Point in polygon; a point on the outline (within ``eps`` px) counts as inside."""
    px, py = pt
    n = len(poly)
    if n < 3:
        return False
    inside = False
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        seg = dx * dx + dy * dy
        t = 0.0 if seg == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / seg))
        if (x1 + t * dx - px) ** 2 + (y1 + t * dy - py) ** 2 <= eps * eps:
            return True
        if (y1 > py) != (y2 > py) and px < x1 + (py - y1) * dx / dy:
            inside = not inside
    return inside
