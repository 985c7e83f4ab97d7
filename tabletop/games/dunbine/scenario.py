"""Scenarios (シナリオ, 2.3): a map, the machines and pilots of each side, a turn limit and victory.

A scenario is a small TOML file ``<id>.scenario.toml`` beside its Tiled map
(``maps/``) or shipped in ``data/scenarios/``. Units come from ``[[unit]]``
entries or, when there are none, from the map's placements (``maps.load_map``).
Without the .tmx the board is a rectangle of the scenario's ``width`` x ``height``.

``Placement`` is a unit set up on the map, wherever it comes from, and
``check_units`` checks a set of them (ids, map, facing, thrust, sides, and rule
2.6: ``MIN_ENEMY_DISTANCE``) for scenarios and maps alike.

A game remembers the scenario it was set up from: ``ScenarioOption`` pins the
option's value to ``<id>@<content hash>`` (``scenario_hash``: the scenario
file, its .tmx and the map's tilesets), so the save carries it. A save whose
scenario or map has changed since is refused with one message naming the
files (``ScenarioChanged``) instead of being replayed on another board.
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from tabletop.core.errors import DataError, MapError, Problem
from tabletop.core.game import Option
from tabletop.core.hexgrid import Hex, distance, from_offset
from tabletop.core.tiled import file_version
from tabletop.core.tiled_xml import read_tmx

from . import data
from .geometry import Board

SCENARIO_DIR = data.DATA_DIR / "scenarios"
SUFFIX = ".scenario.toml"
VICTORIES = ("points", "annihilation")
MIN_ENEMY_DISTANCE = 20  # 2.6: units of opposing sides (and their deployment zones) start this far apart


@dataclass(frozen=True)
class Placement:
    """A unit set up on the map: a ``[[unit]]`` entry, or a point object of the map's units layer
    (``object_id`` is its Tiled object id; 0 for scenario entries)."""

    name: str
    side: str
    machine: str
    pilot: str
    hex: Hex
    facing: int
    thrust: int | None = None
    object_id: int = 0


@dataclass(frozen=True)
class SideDef:
    id: str
    name_ja: str
    name_en: str


@dataclass(frozen=True)
class Scenario:
    id: str
    title_ja: str
    title_en: str
    map: str
    width: int
    height: int
    turn_limit: int
    victory: str
    sides: tuple[SideDef, ...]
    units: tuple[Placement, ...]
    path: str = ""
    stagger_axis: str = "y"
    stagger_index: str = "odd"
    victory_ja: str = ""
    victory_en: str = ""


def _maps_dir() -> Path | None:
    try:
        from tabletop.resources import maps_dir
        return maps_dir()
    except (FileNotFoundError, ImportError):
        return None


def scenario_files() -> dict[str, Path]:
    """Scenario id -> file: shipped ones, overridden by ``maps/*.scenario.toml``."""
    found: dict[str, Path] = {}
    dirs = [SCENARIO_DIR] + ([_maps_dir()] if _maps_dir() else [])
    for folder in dirs:
        if folder is None or not folder.is_dir():
            continue
        for p in sorted(folder.glob("*" + SUFFIX)):
            found[p.name[: -len(SUFFIX)]] = p
    return dict(sorted(found.items()))


def _int(raw: dict, key: str, problems: list[Problem], file: str, where: str, low: int = 0,
         default: Any = ...) -> int:
    v = raw.get(key, default)
    if v is ...:
        problems.append(Problem(file, f"{where}{key}", "missing"))
        return low
    if isinstance(v, bool) or not isinstance(v, int) or v < low:
        problems.append(Problem(file, f"{where}{key}", f"must be an integer of at least {low}, not {v!r}"))
        return low
    return v


@lru_cache(maxsize=None)
def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario TOML; ``DataError`` lists every problem."""
    p = Path(path)
    file = p.name
    try:
        raw = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DataError.single(str(p), f"cannot be read ({exc.strerror or exc})") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise DataError.single(str(p), f"not valid TOML ({exc})") from None
    problems: list[Problem] = []

    def text(key: str, where: str = "", table: dict = raw, default: Any = ...) -> str:
        v = table.get(key, default)
        if not isinstance(v, str):
            problems.append(Problem(file, f"{where}{key}", "missing" if v is ... else f"must be text, not {v!r}"))
            return ""
        return v

    sid = p.name[: -len(SUFFIX)] if p.name.endswith(SUFFIX) else p.stem
    victory = text("victory", default="points")
    if victory and victory not in VICTORIES:
        problems.append(Problem(file, "victory", f"must be one of {', '.join(VICTORIES)}, not {victory!r}"))
    axis, index = text("stagger_axis", default="y"), text("stagger_index", default="odd")
    if axis not in ("x", "y") or index not in ("odd", "even"):
        problems.append(Problem(file, "stagger_axis", "stagger must be x|y and odd|even"))
        axis, index = "y", "odd"
    sides = []
    for i, s in enumerate(raw.get("sides", []) or []):
        if not isinstance(s, dict):
            problems.append(Problem(file, f"sides[{i}]", "must be a table {id, name_ja, name_en}"))
            continue
        sides.append(SideDef(text("id", f"sides[{i}].", s), text("name_ja", f"sides[{i}].", s, s.get("id", "")),
                             text("name_en", f"sides[{i}].", s, s.get("id", ""))))
    units = []
    for i, u in enumerate(raw.get("unit", []) or []):
        where = f"unit[{i}]."
        if not isinstance(u, dict):
            problems.append(Problem(file, f"unit[{i}]", "must be a table"))
            continue
        cell = u.get("cell")
        if (not isinstance(cell, list) or len(cell) != 2
                or any(isinstance(c, bool) or not isinstance(c, int) for c in cell)):
            problems.append(Problem(file, f"{where}cell", f"must be [column, row] as in Tiled, not {cell!r}"))
            cell = [0, 0]
        thrust = u.get("thrust")
        if thrust is not None and (isinstance(thrust, bool) or not isinstance(thrust, int)):
            problems.append(Problem(file, f"{where}thrust", f"must be an integer, not {thrust!r}"))
            thrust = None
        units.append(Placement(text("name", where, u), text("side", where, u), text("machine", where, u),
                               text("pilot", where, u), from_offset(cell[0], cell[1], axis, index),
                               _int(u, "facing", problems, file, where, 0, 0), thrust))
    for key in ("victory_ja", "victory_en", "description_ja", "description_en"):
        if key in raw:
            text(key)
    scn = Scenario(sid, text("title_ja"), text("title_en"), text("map", default=""),
                   _int(raw, "width", problems, file, "", 0, 0), _int(raw, "height", problems, file, "", 0, 0),
                   _int(raw, "turn_limit", problems, file, "", 1), victory, tuple(sides), tuple(units), str(p),
                   axis, index, text("victory_ja", default=""), text("victory_en", default=""))
    if units and not (scn.width and scn.height):
        problems.append(Problem(file, "width", "a scenario with [[unit]] entries needs width and height"))
    elif units:
        board = Board.rectangle(scn.width, scn.height, axis, index)
        problems.extend(check_units(units, board.on_map, file))
        problems.extend(_check_sides(scn, units, file))
    if problems:
        raise DataError(problems)
    return scn


def _check_sides(scn: Scenario, units: Iterable[Placement], file: str) -> list[Problem]:
    out = []
    ids = [s.id for s in scn.sides]
    if scn.sides and len(scn.sides) != 2:
        out.append(Problem(file, "sides", "a scenario has exactly two sides (1.2)"))
    for u in units:
        if ids and u.side not in ids:
            out.append(Problem(file, f"unit.{u.name}.side", f"side {u.side!r} is not one of {', '.join(ids)}"))
    return out


def check_units(placements: Iterable[Placement], on_map, file: str) -> list[Problem]:
    """Every problem with a set of placements: ids, map, facing, thrust, 20-hex spacing (2.6)."""
    problems: list[Problem] = []
    machines = data.load_machines()
    placed = list(placements)
    names: set[str] = set()
    pilots: set[str] = set()
    for u in placed:
        where = f"unit.{u.name or '?'}"
        if not u.name:
            problems.append(Problem(file, where, "a unit needs a name"))
        elif u.name in names:
            problems.append(Problem(file, where, "two units have this name"))
        names.add(u.name)
        card = machines.get(u.machine)
        if card is None:
            problems.append(Problem(file, f"{where}.machine", f"no machine {u.machine!r} (known: {', '.join(sorted(machines))})"))
        if not data.pilot_exists(u.pilot):
            problems.append(Problem(file, f"{where}.pilot", f"no pilot {u.pilot!r}"))
        else:
            pid = data.pilot(u.pilot).id
            if pid in pilots and not pid.endswith("_soldier"):
                problems.append(Problem(file, f"{where}.pilot", f"{pid} already flies another machine"))
            pilots.add(pid)
        if not on_map(u.hex):
            problems.append(Problem(file, f"{where}.hex", f"{tuple(u.hex)} is not on the map"))
        if not isinstance(u.facing, int) or not 0 <= u.facing <= 5:
            problems.append(Problem(file, f"{where}.facing", f"must be 0-5, not {u.facing!r}"))
        if card is not None and u.thrust is not None and not card.min_thrust <= u.thrust <= card.max_thrust:
            problems.append(Problem(file, f"{where}.thrust",
                                    f"{u.thrust} is outside {card.name_en}'s thrust {card.min_thrust}..{card.max_thrust}"))
    sides = sorted({u.side for u in placed})
    if len(sides) != 2:
        problems.append(Problem(file, "units", f"units must belong to exactly two sides, found {sides or 'none'} (1.2)"))
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            if a.side != b.side and distance(a.hex, b.hex) < MIN_ENEMY_DISTANCE:
                problems.append(Problem(file, f"unit.{a.name}", f"only {distance(a.hex, b.hex)} hexes from enemy "
                                        f"{b.name}; sides start at least {MIN_ENEMY_DISTANCE} apart (2.6)"))
    return problems


# -- what a game was set up from -------------------------------------------------

PIN = "@"  # separates a pinned scenario option's id from its content hash


class ScenarioChanged(MapError):
    """A saved game's scenario or map changed since the save: its moves belong to another board."""


def scenario_inputs(sid: str) -> list[Path]:
    """The files a scenario's set-up reads: the scenario file, and its map and the map's tilesets
    when the map is there (tile images change nothing the rules see)."""
    path = scenario_files()[sid]
    out = [path]
    try:
        ref = tomllib.loads(path.read_text(encoding="utf-8")).get("map")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return out
    mdir = _maps_dir()
    tmx = (mdir / ref) if (mdir and isinstance(ref, str) and ref) else None
    if tmx is not None and tmx.is_file():
        out += _map_inputs(tmx, file_version([str(tmx)]))
    return out


@lru_cache(maxsize=64)
def _map_inputs(tmx: Path, version: tuple[tuple[str, int, int], ...]) -> list[Path]:
    """The map file and its tilesets (read again when the map file changes: ``version``)."""
    raw, _ = read_tmx(tmx)
    return [Path(f) for f in raw.files if f.endswith((".tmx", ".tsx"))] if raw else [tmx]


_HASHES: dict[tuple[str, tuple[tuple[str, int, int], ...]], tuple[str, list[Path]]] = {}


def scenario_hash(sid: str) -> tuple[str, list[Path]]:
    """A short hash of the contents of ``scenario_inputs(sid)``, with those files."""
    files = scenario_inputs(sid)
    key = (sid, file_version([str(f) for f in files]))
    if key not in _HASHES:
        digest = hashlib.sha256()
        for f in files:
            digest.update(f.name.encode("utf-8") + b"\0")
            try:
                digest.update(f.read_bytes())
            except OSError:
                digest.update(b"\0missing")
        _HASHES[key] = (digest.hexdigest()[:16], files)
    return _HASHES[key]


def scenario_id(value: str) -> str:
    """The scenario id of an option value, pinned or not."""
    return value.partition(PIN)[0]


class ScenarioOption(Option):
    """The scenario option: a chosen id is pinned to ``<id>@<hash>`` when a game is set up; a pinned
    value whose scenario or map has changed since is refused (``ScenarioChanged``)."""

    def validate(self, value: str) -> str:
        sid, _, saved = value.partition(PIN)
        sid = super().validate(sid)
        current, files = scenario_hash(sid)
        if saved and saved != current:
            names = ", ".join(str(f) for f in files)
            shown = next((f for f in files if f.suffix == ".tmx"), files[0])  # the map, if it has one
            raise ScenarioChanged(Problem(str(shown), f"scenario {sid}", (
                f"the map or scenario changed since this game was saved ({names}); its moves would be replayed on "
                "another board, so the save is not loaded. Start a new game of this scenario, or put the files "
                "back as they were "
                f"/ セーブの後にマップまたはシナリオが変更されました（{names}）。別の盤面で再生することになるため、"
                "このセーブは読み込めません。新しくゲームを始めるか、ファイルを元に戻してください")))
        return sid + PIN + current


# -- boards -------------------------------------------------------------------

_BOARDS: dict[str, Board] = {}
_PLACEMENTS: dict[str, tuple[Placement, ...]] = {}
_SIDES: dict[str, tuple[SideDef, ...]] = {}


def register_board(key: str, board: Board) -> str:
    """Make a board known under ``key`` (tests and custom set-ups)."""
    _BOARDS[key] = board
    return key


def get_board(key: str) -> Board:
    """The board of a state's ``board`` key: ``rect:WxH``, ``scenario:<id>`` or a registered key."""
    if key in _BOARDS:
        return _BOARDS[key]
    if key.startswith("rect:"):
        w, h = key[5:].split("x")
        _BOARDS[key] = Board.rectangle(int(w), int(h))
        return _BOARDS[key]
    if key.startswith("scenario:"):
        scn = load_scenario(scenario_files()[key[9:]])
        board, placements, sides = load_map_for(scn)
        _PLACEMENTS[key] = placements
        _SIDES[key] = sides
        _BOARDS[key] = board
        return board
    raise KeyError(f"unknown board {key!r}")


def _sides_for(scn: Scenario, units: tuple[Placement, ...], props: dict) -> tuple[SideDef, ...]:
    """Sides from the scenario, else from the units (names from the map's ``side_<id>_ja/en``)."""
    if scn.sides:
        return scn.sides
    ids = sorted({u.side for u in units})
    return tuple(SideDef(i, str(props.get(f"side_{i}_ja", i)), str(props.get(f"side_{i}_en", i))) for i in ids)


def load_map_for(scn: Scenario) -> tuple[Board, tuple[Placement, ...], tuple[SideDef, ...]]:
    """The scenario's board, units and sides: the Tiled map when it can be read, else a rectangle."""
    units = scn.units
    mdir = _maps_dir()
    path = (mdir / scn.map) if (mdir and scn.map) else None
    if path is not None and path.is_file():
        from .maps import load_map  # maps imports this module

        hexmap = load_map(path)
        board = Board.rectangle(hexmap.width, hexmap.height, hexmap.layout.stagger_axis,
                                hexmap.layout.stagger_index)
        if not units:
            units = tuple(hexmap.placements)
        problems = check_units(units, board.on_map, path.name)
        if problems:
            raise MapError(problems)
        return board, units, _sides_for(scn, units, dict(hexmap.properties))
    if not units or not (scn.width and scn.height):
        raise DataError.single(scn.path, "the map cannot be read, and the scenario has no width, height and "
                                         "[[unit]] entries to play without it")
    board = Board.rectangle(scn.width, scn.height, scn.stagger_axis, scn.stagger_index)
    return board, units, _sides_for(scn, units, {})


def scenario_units(key: str) -> tuple[Placement, ...]:
    get_board(key)
    return _PLACEMENTS[key]


def scenario_sides(key: str) -> tuple[SideDef, ...]:
    get_board(key)
    return _SIDES[key]
