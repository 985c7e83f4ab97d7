"""What a Tiled map means to Dunbine: terrain, deployment zones, unit placements and rule 2.6.

``tabletop.core.tiled`` reads any hex map and finds what is wrong with the file
itself; this module reads the Dunbine conventions from it (``docs/maps.md``):
the layers by their ``role`` (``terrain``, ``decor``, ``zones``, ``units``), each
cell's terrain key (its terrain tile's ``terrain`` property), the two sides'
deployment zones (polygons and rectangles, as the hexes whose centres they
cover), the units set up on the map (point objects, as ``Placement``; their
properties as Tiled shows them, typed through the project's ``unit`` class:
``tiled_project.unit_properties``), and the
map properties (``game``, ``schema_version``, titles and side names, and the
scenario settings a map without a scenario file is played with:
``tiled_project.scenario_properties``, ``scenario_of_map``). It checks
what the game needs: deployment zones at least 20 hexes apart (rule 2.6), every
unit inside its own side's zone, and the units themselves
(``scenario.check_units``: machine and pilot ids, facing, thrust, enemies 20
hexes apart).

``load_map(path)`` gives a ``DunbineMap`` or raises one ``MapError`` listing every
problem; ``read_map`` and ``check_map`` return them. ``check_file`` is what
``tabletop map check`` runs for Dunbine (``DunbineGame.check_map``): a map
together with the scenario file beside it, or a scenario file alone
(``check_scenario``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from functools import lru_cache, partial
from itertools import chain, repeat
from typing import Any, Iterable

from tabletop.core import collector, hexgrid, tiled
from tabletop.core.data import read_document
from tabletop.core.errors import DataError, FileProblemError, Problem
from tabletop.core.hexgrid import Hex
from tabletop.core.tiled import HexMap, Layer, MapObject, TileImage

from .game import NAME
from .scenario import (MIN_ENEMY_DISTANCE, SUFFIX, VICTORIES, Placement, Scenario, SideDef, check_units,
                       read_scenario)
from .tiled_project import SIDES, scenario_properties, unit_properties, zone_properties

GAME = NAME     # the map property `game` of a Dunbine map
SCHEMA_VERSION = 1
ROLES = ("terrain", "decor", "zones", "units")
ROLE_NAMES = {"terrain": ("terrain",), "decor": ("decor", "landmarks"),
              "zones": ("zones", "deployment zones", "deployment"), "units": ("units", "placements")}
REQUIRED_TEXT = ("title_ja", "title_en", "side_a_ja", "side_a_en", "side_b_ja", "side_b_en")


@dataclass
class DunbineMap(HexMap):
    """A checked Dunbine map: the Tiled hex map with cell terrain, deployment zones and placements in axial hexes."""

    cells: dict[Hex, str] = field(default_factory=dict)
    zones: dict[str, list[Hex]] = field(default_factory=dict)
    placements: list[Placement] = field(default_factory=list)
    #: The scenario settings of the map's properties (``tiled_project.scenario_properties``), and which
    #: of them nobody set (at their defaults).
    scenario: dict[str, Any] = field(default_factory=dict)
    defaulted: tuple[str, ...] = ()

    def terrain(self, h: Hex) -> str:
        return self.cells.get(h, "")


def terrain_of(tile: TileImage) -> str:
    """A tile's terrain key (its ``terrain`` property; '' if none)."""
    return str(tile.properties.get("terrain", ""))


# -- reading --------------------------------------------------------------------

def read_map(path: str | os.PathLike[str]) -> tuple[DunbineMap | None, list[Problem]]:
    """The map as far as it could be read, and every problem found (the file's and the game's). The garbage
    collector does not run meanwhile (``collector.paused``: what the load makes lives as long as the map)."""
    with collector.paused():
        hexmap, problems = tiled.read_hexmap(path)
        if hexmap is None:
            return None, problems
        reader = _Reader(hexmap)
        return reader.read(), problems + reader.problems


def load_map(path: str | os.PathLike[str]) -> DunbineMap:
    """Load and check a Dunbine map; ``MapError`` lists every problem."""
    return tiled.usable(path, *read_map(path))


def check_map(path: str | os.PathLike[str]) -> list[Problem]:
    """Every problem of a map (empty when the game can use it)."""
    return read_map(path)[1]


def closest(a: Iterable[Hex], b: Iterable[Hex], limit: int | None = None) -> tuple[int, tuple[Hex, Hex] | tuple[()]]:
    """The smallest hex distance between two sets, with the pair that has it (the first such pair
    in ``a``'s order, then ``b``'s).

    With ``limit``, only pairs closer than ``limit`` are looked for, among the hexes of ``b`` in the
    squares of that size around each hex of ``a`` (closer hexes differ by less in q and in r), so
    the cost grows with the sets, not with their product; ``(limit, ())`` when there is none.
    """
    best: int | None = None
    pair: tuple[Hex, Hex] | tuple[()] = ()
    bl = list(b)
    if limit is None:
        for x in a:
            for y in bl:
                d = hexgrid.distance(x, y)
                if best is None or d < best:
                    best, pair = d, (x, y)
        return (best if best is not None else 0), pair
    squares: dict[tuple[int, int], list[int]] = {}
    for k, y in enumerate(bl):
        squares.setdefault((y.q // limit, y.r // limit), []).append(k)
    near_square: dict[tuple[int, int], list[tuple[int, int, int]]] = {}  # (k, q, r) of b around a square, in b's order
    # the least and greatest q, r and s (= -q - r) of those hexes: no hex of them is nearer to a hex than the
    # farthest it lies beyond one of these bounds (the hex distance is the greatest of |dq|, |dr| and |ds|)
    bounds: dict[tuple[int, int], tuple[int, int, int, int, int, int]] = {}
    best = limit
    for x in a:
        xq, xr = x.q, x.r
        square = (xq // limit, xr // limit)
        near = near_square.get(square)
        if near is None:
            sq, sr = square
            near = near_square[square] = [(k, bl[k].q, bl[k].r) for k in sorted(
                k for dq in (-1, 0, 1) for dr in (-1, 0, 1) for k in squares.get((sq + dq, sr + dr), ()))]
            qs, rs = [q for _, q, _ in near] or [0], [r for _, _, r in near] or [0]
            ss = [-q - r for _, q, r in near] or [0]
            bounds[square] = (min(qs), max(qs), min(rs), max(rs), min(ss), max(ss))
        q0, q1, r0, r1, s0, s1 = bounds[square]
        xs = -xq - xr
        if max(q0 - xq, xq - q1, r0 - xr, xr - r1, s0 - xs, xs - s1) >= best:
            continue  # every hex of ``near`` is at least ``best`` away
        for k, q, r in near:
            dq, dr = xq - q, xr - r
            d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2  # hexgrid.distance, inline: this is the inner loop
            if d < best:
                best, pair = d, (x, bl[k])
    return best, pair


def edge(hexes: Iterable[Hex]) -> list[Hex]:
    """The hexes of a set with a neighbour outside it, in the set's order. The closest pair of two
    sets at a distance above 0 lies on their edges (an inner hex has a neighbour one hex nearer),
    so ``closest`` of the edges gives the same pair as of the whole sets, at the cost of the
    outlines rather than of the areas."""
    hexes = list(hexes)
    s: set[tuple[int, int]] = set(hexes)  # a Hex is a (q, r) tuple: plain pairs test alike, cheaper
    # the six neighbours of ``hexgrid.DIRECTIONS`` written out (no generator per hex: this runs per zone hex)
    return [h for h in hexes for q, r in (h,)
            if (q + 1, r) not in s or (q + 1, r - 1) not in s or (q, r - 1) not in s
            or (q - 1, r) not in s or (q - 1, r + 1) not in s or (q, r + 1) not in s]


def _where(layer: Layer, obj: MapObject) -> str:
    return f"layer '{layer.name}' object {obj.id}" + (f" '{obj.name}'" if obj.name else "")


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


class _Reader:
    """Builds the ``DunbineMap`` of a read ``HexMap`` and lists what the game finds wrong with it."""

    def __init__(self, hexmap: HexMap) -> None:
        self.map = DunbineMap(**{f.name: getattr(hexmap, f.name) for f in fields(HexMap)},
                              zones={s: [] for s in SIDES})
        self.problems: list[Problem] = []

    def problem(self, where: str, text: str) -> None:
        self.problems.append(Problem(self.map.path, where, text))

    def read(self) -> DunbineMap:
        self.roles()
        self.cells()
        self.zones()
        self.placements()
        self.properties()
        self.zones_apart()
        self.units_in_zones()
        self.units()
        return self.map

    def layer(self, role: str, kind: str) -> Layer | None:
        return self.map.layer(role, kind, ROLE_NAMES[role])

    def roles(self) -> None:
        for l in self.map.layers:
            if l.role and l.role not in ROLES:
                self.problem(f"layer '{l.name}'", f"unknown role '{l.role}' (known: {', '.join(ROLES)}) "
                                                  "/ 不明な role です")
        for role in ("terrain", "zones", "units"):
            same = [l.name for l in self.map.layers if l.role == role]
            if len(same) > 1:
                self.problem("layers", f"{len(same)} layers have role \"{role}\" ({', '.join(same)}); "
                                       f"only one may / role={role} のレイヤーが複数あります")

    def cells(self) -> None:
        m = self.map
        terrain = self.layer("terrain", "tile")
        if terrain is None:
            self.problem("layers", "no terrain tile layer (a tile layer with property role = \"terrain\") "
                                   "/ 地形レイヤー（role=terrain）がありません")
        keys = {gid: terrain_of(tile) for gid, tile in m.tiles.items()}  # each gid's terrain, looked up once
        keys[0] = ""
        grid = terrain.gids if terrain and terrain.gids else [[0] * m.width for _ in range(m.height)]
        used = set(chain.from_iterable(row[:m.width] for row in grid[:m.height]))
        missing = {g for g in used if g and g in keys and not keys[g]}
        # Along a row (stagger y) the axial q grows by one per cell; down a column (stagger x), r.
        by_rows = m.layout.stagger_axis == "y"
        r0 = [m.hex_at(col, 0).r for col in range(m.width)] if not by_rows else []
        cells, new_hex, blank = m.cells, partial(tuple.__new__, Hex), repeat("")  # Hex((q, r)), in C
        for row in range(m.height):
            terrains = map(keys.get, grid[row][:m.width], blank)
            if by_rows:
                q0 = m.hex_at(0, row).q
                cells.update(zip(map(new_hex, zip(range(q0, q0 + m.width), repeat(row))), terrains))
            else:
                cells.update(zip(map(new_hex, zip(range(m.width), [r + row for r in r0])), terrains))
        if missing:
            self.problem(f"layer '{terrain.name}'" if terrain else "layers",
                         f"tiles {sorted(missing)[:10]} have no 'terrain' property "
                         "/ terrain プロパティのないタイルがあります")

    def zones(self) -> None:
        m = self.map
        layer = self.layer("zones", "object")
        if layer is None:
            self.problem("layers", "no deployment zone layer (an object layer with property role = \"zones\") "
                                   "/ 配置ゾーンのレイヤー（role=zones）がありません")
            return
        w, h = m.pixel_size()
        found: dict[str, set[Hex]] = {s: set() for s in SIDES}
        for obj in layer.objects:
            where = _where(layer, obj)
            side = zone_properties(obj.cls, m.tiled_version, obj.properties).get("side")
            if side not in SIDES:
                self.problem(where, f"zone needs a property side = \"a\" or \"b\" (has {side!r}) "
                                    "/ ゾーンには side プロパティ（a か b）が必要です")
                continue
            poly = obj.outline()
            if poly is None:
                self.problem(where, f"a zone must be a polygon or a rectangle, not a {obj.kind} "
                                    "/ ゾーンは多角形か矩形にしてください")
                continue
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            mx, my = m.layout.tw, m.layout.th  # a loose outline may overhang the edge by one cell
            if min(xs) < -mx or min(ys) < -my or max(xs) > w + mx or max(ys) > h + my:
                self.problem(where, "zone reaches more than a cell off the map "
                                    "/ ゾーンがマップの外に大きくはみ出しています")
            cells = m.cells_inside(poly)
            if not cells:
                self.problem(where, "zone covers no cell centre / ゾーンがどのヘックスの中心も含んでいません")
            found[side] |= cells
        for side in SIDES:
            m.zones[side] = sorted(found[side])
            if not found[side]:
                self.problem(f"layer '{layer.name}'", f"no deployment zone for side {side} "
                                                      f"/ 陣営 {side} の配置ゾーンがありません")

    def placements(self) -> None:
        m = self.map
        layer = self.layer("units", "object")
        if layer is None:
            self.problem("layers", "no unit layer (an object layer with property role = \"units\") "
                                   "/ ユニット配置レイヤー（role=units）がありません")
            return
        for obj in layer.objects:
            where = _where(layer, obj)
            if obj.kind != "point":
                self.problem(where, f"a unit must be a point object, not a {obj.kind} "
                                    "/ ユニットは点オブジェクトにしてください")
                continue
            props = unit_properties(obj.cls, m.tiled_version, obj.properties)
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
            col, row = m.layout.pixel_to_cell(obj.x, obj.y)
            if not (0 <= col < m.width and 0 <= row < m.height):
                self.problem(where, "unit is off the map / ユニットがマップの外にあります")
                continue
            if len(self.problems) > bad or facing is None:
                continue
            m.placements.append(Placement(obj.name or f"{props['pilot']}:{props['machine']}", str(side),
                                          props["machine"], props["pilot"], m.hex_at(col, row),
                                          facing, thrust, obj.id))

    def properties(self) -> None:
        props = self.map.properties
        game = props.get("game")
        if game is None:
            self.problem("map.properties", f"no map property game = \"{GAME}\": not a Dunbine map (maps of other "
                                           "games cannot be played) / game プロパティがありません（ダンバインのマップではありません）")
        elif game != GAME:
            self.problem("map.properties", f"map property game is {game!r}, not \"{GAME}\" / ダンバイン用のマップではありません")
        version = props.get("schema_version")
        if version is None:
            self.problem("map.properties", "no int map property schema_version / schema_version プロパティがありません")
        elif isinstance(version, bool) or not isinstance(version, int):
            self.problem("map.properties", f"schema_version must be an int property (has {version!r}) "
                                           "/ schema_version は int 型にしてください")
        elif version > SCHEMA_VERSION:
            self.problem("map.properties", f"schema_version {version} is newer than this game reads ({SCHEMA_VERSION}); "
                                           "update the game / このマップはより新しい版のゲーム用です")
        elif version < 1:
            self.problem("map.properties", f"schema_version {version} must be 1 or more / schema_version が不正です")
        missing = [k for k in REQUIRED_TEXT if not isinstance(props.get(k), str) or not str(props.get(k)).strip()]
        if missing:
            self.problem("map.properties", f"text map properties missing or empty: {', '.join(missing)} "
                                           f"/ 文字列のマッププロパティがありません: {', '.join(missing)}")
        self.scenario_settings()

    def scenario_settings(self) -> None:
        """The scenario settings a map carries for playing without a scenario file (``docs/maps.md``)."""
        settings, defaulted = scenario_properties(self.map.properties)
        self.map.scenario, self.map.defaulted = settings, defaulted
        turns = settings["turn_limit"]
        if isinstance(turns, bool) or not isinstance(turns, int) or turns < 1:
            self.problem("map.properties", f"turn_limit must be an int property of at least 1, not {turns!r} "
                                           "/ turn_limit は1以上の int 型にしてください")
        if settings["victory"] not in VICTORIES:
            self.problem("map.properties", f"victory must be one of {', '.join(VICTORIES)}, not {settings['victory']!r} "
                                           "/ victory が不正です")
        for stem in ("victory", "description"):
            ja, en = settings[f"{stem}_ja"], settings[f"{stem}_en"]
            if not isinstance(ja, str) or not isinstance(en, str):
                self.problem("map.properties", f"{stem}_ja and {stem}_en must be text / 文字列にしてください")
            elif bool(ja.strip()) != bool(en.strip()):
                self.problem("map.properties", f"give both {stem}_ja and {stem}_en, or neither "
                                               f"/ {stem}_ja と {stem}_en は両方とも書くか、両方とも省いてください")

    def zones_apart(self) -> None:
        """Rule 2.6 for the zones (the units' own distance is ``check_units``')."""
        m = self.map
        a, b = m.zones.get("a", []), m.zones.get("b", [])
        if a and b:
            both = set(b)
            overlap = next((h for h in a if h in both), None)
            d, pair = (0, (overlap, overlap)) if overlap is not None else closest(edge(a), edge(b), MIN_ENEMY_DISTANCE)
            if d < MIN_ENEMY_DISTANCE and pair:
                self.problem("zones", f"deployment zones are only {d} hexes apart at cells {m.cell_of(pair[0])} and "
                                      f"{m.cell_of(pair[1])}; rule 2.6 needs at least {MIN_ENEMY_DISTANCE} "
                                      f"/ 配置ゾーンの間隔が {d} ヘックスしかありません"
                                      f"（ルール2.6：{MIN_ENEMY_DISTANCE}ヘックス以上）")

    def units_in_zones(self) -> None:
        m = self.map
        zone_sets = {side: set(hexes) for side, hexes in m.zones.items()}
        for p in m.placements:
            if p.hex not in zone_sets.get(p.side, set()):
                self.problem(f"unit {p.object_id} '{p.name}'",
                             f"unit at cell {m.cell_of(p.hex)} is outside side {p.side}'s deployment zone "
                             "/ ユニットが自陣営の配置ゾーンの外にあります")

    def units(self) -> None:
        """The units themselves (``check_units``): ids, facing, thrust, sides, rule 2.6; every line names the map."""
        try:
            found = check_units(self.map.placements, self.map.on_map, self.map.path)
        except FileProblemError as exc:  # the game's own data files cannot be read
            found = exc.problems
        self.problems += [Problem(self.map.path, self.unit_where(p.where), p.text) for p in found]

    def unit_where(self, where: str) -> str:
        """``unit.<name>[.<field>]`` of ``check_units`` as the map's object: its layer, id and name."""
        if not where.startswith("unit."):
            return where
        rest = where[len("unit."):]
        by_name = {p.name: p for p in self.map.placements}
        name, field = (rest, "") if rest in by_name else rest.rpartition(".")[::2]
        placed = by_name.get(name)
        layer = self.layer("units", "object")
        if placed is None or layer is None:
            return where
        return f"layer '{layer.name}' object {placed.object_id} '{name}'" + (f" {field}" if field else "")


# -- a map played without a scenario file ----------------------------------------------

def scenario_of_map(path: str | os.PathLike[str], version: tuple[tuple[str, int, int], ...] = ()) -> Scenario:
    """The scenario of a map without a scenario file: its title, side names and units from the map, its
    turn limit, victory and texts from the map's scenario settings or their defaults (``Scenario.defaulted``
    names those); ``MapError`` lists the map's problems. Cached by the map file's ``version``."""
    return _scenario_of_map(str(path), version)


@lru_cache(maxsize=32)
def _scenario_of_map(path: str, version: tuple[tuple[str, int, int], ...]) -> Scenario:
    m = load_map(path)
    p, s = m.properties, m.scenario
    sides = tuple(SideDef(side, str(p.get(f"side_{side}_ja", side)), str(p.get(f"side_{side}_en", side)))
                  for side in SIDES)
    name = Path(path).name
    return Scenario(name[:-4], str(p["title_ja"]), str(p["title_en"]), name, m.width, m.height, s["turn_limit"],
                    s["victory"], sides, (), path, m.stagger_axis, m.stagger_index, s["victory_ja"], s["victory_en"],
                    s["description_ja"], s["description_en"], m.defaulted)


# -- scenario files and the map check ------------------------------------------------

def check_scenario(path: str | os.PathLike[str], expected_map: str | None = None) -> list[Problem]:
    """Problems of a ``<name>.scenario.toml``: what the game's reader finds (``scenario.read_scenario``:
    its keys and units, with their lines), and that its map is beside it and loads.

    ``expected_map``: the map file name it must name, when checked together with
    that map (whose own problems are then reported with the map, not again here).
    """
    path = Path(path)
    try:
        doc = read_document(path)
    except DataError as exc:
        return exc.problems
    read_scenario(doc)
    ref = doc.data.get("map")

    def problem(text: str) -> list[Problem]:
        doc.problem("map", text, ("map",))
        return doc.problems

    if ref is not None and not isinstance(ref, str):
        return doc.problems  # noted by the reader
    if ref is None or not ref.endswith(".tmx"):
        return problem(f"must name the .tmx beside this file (has {ref!r}) / 同じフォルダーの .tmx を指定してください")
    if expected_map is not None and ref != expected_map:
        return problem(f"names '{ref}', but it lies beside '{expected_map}' / 隣のマップと名前が合いません")
    target = (path.parent / ref).resolve()
    if "/" in ref or "\\" in ref or target.parent != path.parent.resolve():
        return problem(f"'{ref}' must be a file name in the same folder / 同じフォルダーのファイル名にしてください")
    if not target.is_file():
        return problem(f"map '{ref}' not found / マップが見つかりません")
    if expected_map is None and check_map(target):
        return problem(f"map '{ref}' has problems (run: tabletop map check {ref}) / マップに問題があります")
    return doc.problems


def check_file(path: Path) -> list[Problem]:
    """What ``tabletop map check`` says of one Dunbine file: a scenario file's problems, or a map's
    together with those of the scenario file beside it (``<name>.scenario.toml``) when there is one."""
    if path.name.endswith(".toml"):
        return check_scenario(path)
    problems = check_map(path)
    scenario = path.with_name(path.name[:-4] + SUFFIX) if path.name.endswith(".tmx") else None
    if scenario is not None and scenario.is_file():
        problems += check_scenario(scenario, path.name)
    return problems
