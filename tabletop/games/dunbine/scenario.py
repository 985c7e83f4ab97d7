"""Scenarios (シナリオ, 2.3): a map, the machines and pilots of each side, a turn limit and victory.

A scenario is a small TOML file ``<id>.scenario.toml`` beside its Tiled map
(``maps/``) or shipped in ``data/scenarios/``. Units come from ``[[unit]]``
entries or, when there are none, from the map's placements (``maps.load_map``).
Without the .tmx the board is a rectangle of the scenario's ``width`` x ``height``.

The player's own maps (``user_maps_dir()``: ``maps/`` in the user folder, next
to the saves) are scenarios too, with the id ``user:<name>``: ``<name>.tmx``
with its ``<name>.scenario.toml`` when there is one, else the map alone, whose
typed map properties (``turn_limit``, ``victory``..., ``maps.scenario_of_map``)
or their defaults (``DEFAULT_TURN_LIMIT``, ``DEFAULT_VICTORY``) set the rules.
A scenario file beside a map wins over the map's scenario properties.

A scenario file is read by the shared reader (``core/data.py``) against the
schema ``SCENARIO`` below (``UNIT`` for a ``[[unit]]``, ``SIDE`` for an entry
of ``sides``): ``read_scenario`` notes every problem in the document, with its
file, line and field, ``load_scenario`` raises them as one ``DataError``, and
the map check (``maps.check_scenario``) reports them together with its own
about the map beside the file. ``docs/maps.md`` lists the keys.

``Placement`` is a unit set up on the map, wherever it comes from, and
``check_units`` checks a set of them (ids, map, facing, thrust, sides, and rule
2.6: ``MIN_ENEMY_DISTANCE``) for scenarios and maps alike: a scenario reports
its problems on its ``[[unit]]`` entries, a map on its unit objects.

A game remembers the scenario it was set up from: ``ScenarioOption`` pins the
option's value to ``<id>@<content hash>`` (``scenario_hash``: the scenario
file, its .tmx and the map's tilesets) and carries those files themselves
(``|`` and ``pack``), so the save keeps the map it was played on. A save whose
scenario or map has changed (or gone) since is played on the files it carries,
unpacked into ``carried_dir`` under the board key ``scenario:<id>@<hash>``, and
the game says so (``map_notice``); only a save pinned before the files were
carried, whose map changed since, is refused with one message naming the files
(``ScenarioChanged``): it cannot be replayed on another board.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import tomllib
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable

from tabletop.core.data import Document, Field, Int, ListOf, Schema, Str, Table, TextPair, read_document
from tabletop.core.errors import DataError, MapError, Problem
from tabletop.core.spec import Option
from tabletop.core.hexgrid import Hex, distance, from_offset
from tabletop.core.i18n import Text
from tabletop.core.tiled import file_version
from tabletop.core.tiled_xml import read_tmx

from . import data
from .geometry import Board

SCENARIO_DIR = data.DATA_DIR / "scenarios"
SUFFIX = ".scenario.toml"
VICTORIES = ("points", "annihilation")
USER = "user:"            # the scenario ids of the player's own maps
DEFAULT_TURN_LIMIT = 8    # a map without a scenario file (or its properties): the shipped skirmish's length
DEFAULT_VICTORY = "annihilation"
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
    #: A sentence or two for the launcher (``description_ja`` / ``description_en``; may be empty).
    description_ja: str = ""
    description_en: str = ""
    #: The settings no file set, left at their defaults (a map without a scenario file: ``turn_limit``...).
    defaulted: tuple[str, ...] = ()


def _maps_dir() -> Path | None:
    try:
        from tabletop.resources import maps_dir
        return maps_dir()
    except (FileNotFoundError, ImportError):
        return None


def user_maps_dir() -> Path:
    """The player's own maps: ``maps/`` in the user folder (next to ``saves/``)."""
    from tabletop.resources import user_dir

    return user_dir() / "maps"


def user_scenario_files(folder: Path | None = None) -> dict[str, Path]:
    """``user:<name>`` -> the scenario file beside ``<name>.tmx`` in the user maps folder, else the map."""
    folder = folder if folder is not None else user_maps_dir()
    found: dict[str, Path] = {}
    if folder.is_dir():
        for tmx in sorted(folder.glob("*.tmx")):
            beside = tmx.with_name(tmx.stem + SUFFIX)
            found[USER + tmx.stem] = beside if beside.is_file() else tmx
    return found


def scenario_files() -> dict[str, Path]:
    """Scenario id -> file: shipped ones, overridden by ``maps/*.scenario.toml``, then the player's own
    maps (``user_scenario_files``; a ``.tmx`` when it has no scenario file)."""
    found: dict[str, Path] = {}
    dirs = [SCENARIO_DIR] + ([_maps_dir()] if _maps_dir() else [])
    for folder in dirs:
        if folder is None or not folder.is_dir():
            continue
        for p in sorted(folder.glob("*" + SUFFIX)):
            found[p.name[: -len(SUFFIX)]] = p
    return dict(sorted(found.items())) | user_scenario_files()


def map_file(scn: Scenario) -> Path | None:
    """The Tiled map a scenario names: beside its file (the maps folders), else in the bundled maps folder
    (the scenarios shipped in ``data/scenarios/``); None when it names none."""
    if not scn.map:
        return None
    beside = Path(scn.path).parent / scn.map
    if beside.is_file() or Path(scn.path).parent != SCENARIO_DIR:
        return beside
    mdir = _maps_dir()
    return mdir / scn.map if mdir else beside


UNIT = Schema(
    Field("name", Str()), Field("side", Str()), Field("machine", Str()), Field("pilot", Str()),
    Field("cell", ListOf(Int(), min_len=2, max_len=2), note="[column, row] as in Tiled"),
    Field("facing", Int(low=0, high=5), default=0), Field("thrust", Int(), default=None))
SIDE = Schema(Field("id", Str(nonempty=True)), Field("name", TextPair(), default=None))
SCENARIO = Schema(
    Field("title", TextPair()),
    Field("map", Str(), default=""),
    Field("width", Int(low=0), default=0), Field("height", Int(low=0), default=0),
    Field("turn_limit", Int(low=1)),
    Field("victory", Str(choices=VICTORIES)),
    Field("victory_text", TextPair(stem="victory", nonempty=False), default=None),
    Field("description", TextPair(nonempty=False), default=None),
    Field("stagger_axis", Str(choices=("y", "x")), default="y"),
    Field("stagger_index", Str(choices=("odd", "even")), default="odd"),
    Field("sides", ListOf(Table(SIDE)), default=()),
    Field("unit", ListOf(Table(UNIT)), default=()),
)


def read_scenario(doc: Document) -> Scenario:
    """The scenario of a parsed ``<id>.scenario.toml``, checked against ``SCENARIO`` and the rules of
    its units (``check_units``, sides); every problem is noted in ``doc`` (``doc.check()`` raises them)."""
    s = doc.root(SCENARIO)
    name = Path(doc.file).name
    sid = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else Path(name).stem
    axis, index = s["stagger_axis"], s["stagger_index"]
    sides = []
    for e in s["sides"]:
        text = e["name"] if e["name"] is not None else Text(e["id"], e["id"])  # names default to the id
        sides.append(SideDef(e["id"], text.ja, text.en))
    units = []
    for e in s["unit"]:
        col, row = e["cell"] if len(e["cell"]) == 2 else (0, 0)
        facing = e["facing"] if 0 <= e["facing"] <= 5 else 0  # a bad facing is noted already
        units.append(Placement(e["name"], e["side"], e["machine"], e["pilot"], from_offset(col, row, axis, index),
                               facing, e["thrust"]))
    victory = s["victory_text"] if s["victory_text"] is not None else Text("", "")
    about = s["description"] if s["description"] is not None else Text("", "")
    scn = Scenario(sid, s["title"].ja, s["title"].en, s["map"], s["width"], s["height"], s["turn_limit"],
                   s["victory"], tuple(sides), tuple(units), doc.file, axis, index, victory.ja, victory.en,
                   about.ja, about.en)
    ids = [side.id for side in sides]
    if sides and len(sides) != 2:
        doc.problem("sides", f"a scenario has exactly two sides, not {len(sides)} (1.2)", ("sides",))
    for n, e in enumerate(s["sides"]):
        if e["id"] in ids[:n]:
            e.problem("id", f"{e['id']!r} is used twice")
    if not units:
        return scn
    entries = s["unit"]
    for e, u in zip(entries, units):
        if ids and u.side not in ids:
            e.problem("side", f"{u.side!r} is not one of the sides {', '.join(ids)}")
    if not (scn.width and scn.height):
        doc.problem("width", "a scenario with [[unit]] entries needs width and height",
                    ("width",) if "width" in s.raw else ("unit", 0))
        return scn
    board = Board.rectangle(scn.width, scn.height, axis, index)
    no_cell = {k for k, e in enumerate(entries) if len(e["cell"]) != 2}  # noted already
    for i, field, text in _unit_problems(units, board.on_map, no_cell):
        if i is None:
            doc.problem("unit", text, ("unit",))
        elif field == "hex":
            entries[i].problem("cell", f"{list(entries[i]['cell'])} is not on the {scn.width}x{scn.height} map")
        else:
            entries[i].problem(field or None, text)
    return scn


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario TOML, or a map without one (``maps.scenario_of_map``: its scenario
    properties, else the defaults); one ``DataError`` (a ``MapError`` for a map) lists every problem."""
    if str(path).endswith(".tmx"):
        from .maps import scenario_of_map  # maps imports this module

        return scenario_of_map(path, file_version([str(path)]))
    return _load_toml(str(path), file_version([str(path)]))


@lru_cache(maxsize=None)
def _load_toml(path: str, version: tuple[tuple[str, int, int], ...]) -> Scenario:
    """A scenario file read (cached by its ``version``: read again after it is edited)."""
    doc = read_document(path)
    scn = read_scenario(doc)
    doc.check()
    return scn


#: A problem with a set of placements: the placement's index (None: the set as a whole), its field
#: ("": the unit itself) and what is wrong.
UnitProblem = tuple[int | None, str, str]


def _unit_problems(placed: list[Placement], on_map: Callable[[Hex], bool],
                   unplaced: frozenset[int] | set[int] = frozenset()) -> list[UnitProblem]:
    """Every problem with a set of placements: ids, map, facing, thrust, 20-hex spacing (2.6).
    The hexes of the placements ``unplaced`` (indexes) are not known: their map and spacing go unchecked."""
    problems: list[UnitProblem] = []
    machines = data.load_machines()
    names: set[str] = set()
    pilots: set[str] = set()
    for i, u in enumerate(placed):
        if not u.name:
            problems.append((i, "", "a unit needs a name"))
        elif u.name in names:
            problems.append((i, "", f"two units have the name {u.name!r}"))
        names.add(u.name)
        card = machines.get(u.machine)
        if card is None:
            problems.append((i, "machine", f"no machine {u.machine!r} (known: {', '.join(sorted(machines))})"))
        if not data.pilot_exists(u.pilot):
            problems.append((i, "pilot", f"no pilot {u.pilot!r}"))
        else:
            pid = data.pilot(u.pilot).id
            if pid in pilots and not pid.endswith("_soldier"):
                problems.append((i, "pilot", f"{pid} already flies another machine"))
            pilots.add(pid)
        if i not in unplaced and not on_map(u.hex):
            problems.append((i, "hex", f"{tuple(u.hex)} is not on the map"))
        if not isinstance(u.facing, int) or not 0 <= u.facing <= 5:
            problems.append((i, "facing", f"must be 0-5, not {u.facing!r}"))
        if card is not None and u.thrust is not None and not card.min_thrust <= u.thrust <= card.max_thrust:
            problems.append((i, "thrust",
                             f"{u.thrust} is outside {card.name_en}'s thrust {card.min_thrust}..{card.max_thrust}"))
    sides = sorted({u.side for u in placed})
    if len(sides) != 2:
        problems.append((None, "", f"units must belong to exactly two sides, found {sides or 'none'} (1.2)"))
    # Enemies closer than MIN_ENEMY_DISTANCE differ by less than it in q and in r: only the
    # neighbouring squares of that size need comparing (the same problems, in the same order).
    size = MIN_ENEMY_DISTANCE
    squares: dict[tuple[int, int], list[int]] = {}
    for k, b in enumerate(placed):
        if k not in unplaced:
            squares.setdefault((b.hex.q // size, b.hex.r // size), []).append(k)
    for i, a in enumerate(placed):
        if i in unplaced:
            continue
        sq, sr = a.hex.q // size, a.hex.r // size
        near = sorted(k for dq in (-1, 0, 1) for dr in (-1, 0, 1) for k in squares.get((sq + dq, sr + dr), ())
                      if k > i)
        for k in near:
            b = placed[k]
            if a.side != b.side and distance(a.hex, b.hex) < MIN_ENEMY_DISTANCE:
                problems.append((i, "", f"only {distance(a.hex, b.hex)} hexes from enemy "
                                        f"{b.name}; sides start at least {MIN_ENEMY_DISTANCE} apart (2.6)"))
    return problems


def check_units(placements: Iterable[Placement], on_map: Callable[[Hex], bool], file: str) -> list[Problem]:
    """Every problem with a set of placements (``unit.<name>.<field>``): ids, map, facing, thrust, 20-hex
    spacing (2.6). A scenario file reports the same problems on its ``[[unit]]`` entries' lines."""
    placed = list(placements)
    out = []
    for i, field, text in _unit_problems(placed, on_map):
        if i is None:
            out.append(Problem(file, "units", text))
        else:
            where = f"unit.{placed[i].name or '?'}"
            out.append(Problem(file, f"{where}.{field}" if field else where, text))
    return out


# -- what a game was set up from -------------------------------------------------

PIN = "@"  # separates a pinned scenario option's id from its content hash


class ScenarioChanged(MapError):
    """A saved game's scenario or map changed since the save: its moves belong to another board."""


def scenario_inputs(sid: str) -> list[Path]:
    """The files a scenario's set-up reads: the scenario file, and its map and the map's tilesets
    when the map is there (tile images change nothing the rules see)."""
    return inputs_of(scenario_files()[sid])


def inputs_of(path: Path) -> list[Path]:
    """``scenario_inputs`` of the scenario file (or lone map) ``path``."""
    if path.suffix == ".tmx":
        return _map_inputs(path, file_version([str(path)]))
    out = [path]
    try:
        ref = tomllib.loads(path.read_text(encoding="utf-8")).get("map")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return out
    if not isinstance(ref, str) or not ref:
        return out
    beside, mdir = path.parent / ref, _maps_dir()
    tmx = beside if beside.is_file() else (mdir / ref if mdir else None)
    if tmx is not None and tmx.is_file():
        out += _map_inputs(tmx, file_version([str(tmx)]))
    return out


@lru_cache(maxsize=64)
def _map_inputs(tmx: Path, version: tuple[tuple[str, int, int], ...]) -> list[Path]:
    """The map file, its tilesets and object templates (read again when the map file changes: ``version``)."""
    raw, _ = read_tmx(tmx)
    return [Path(f) for f in raw.files if f.endswith((".tmx", ".tsx", ".tx"))] if raw else [tmx]


_HASHES: dict[tuple[str, tuple[tuple[str, int, int], ...]], tuple[str, list[Path]]] = {}


def _pinned_bytes(path: Path) -> bytes:
    """The bytes of a scenario input that decide the game: a scenario file's description lines (shown
    in the launcher only) are left out, so editing or adding a description never orphans a save."""
    return _decisive(path.name, path.read_bytes())


def _decisive(name: str, content: bytes) -> bytes:
    """``_pinned_bytes`` of named contents."""
    if not name.endswith(".toml"):
        return content
    return b"".join(line for line in content.splitlines(keepends=True) if not line.lstrip().startswith(b"description_"))


def _digest(items: Iterable[tuple[str, bytes | None]]) -> str:
    """The pinned hash of named file contents (None: the file is missing)."""
    digest = hashlib.sha256()
    for name, content in items:
        digest.update(Path(name).name.encode("utf-8") + b"\0")
        digest.update(_decisive(name, content) if content is not None else b"\0missing")
    return digest.hexdigest()[:16]


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def scenario_hash(sid: str) -> tuple[str, list[Path]]:
    """A short hash of the contents of ``scenario_inputs(sid)``, with those files."""
    files = scenario_inputs(sid)
    key = (sid, file_version([str(f) for f in files]))
    if key not in _HASHES:
        _HASHES[key] = (_digest((f.name, _read(f)) for f in files), files)
    return _HASHES[key]


def scenario_id(value: str) -> str:
    """The scenario id of an option value, pinned or not."""
    return value.partition(PIN)[0]


# -- a save carries its scenario's files ---------------------------------------------

CARRY = "|"          # separates a pinned scenario option's hash from the files it carries
MAX_CARRY = 60000    # characters; a save's option holds at most 65536 (a larger map is pinned by hash only)


def pin(sid: str) -> str:
    """The option value of scenario ``sid`` as it is now: ``<id>@<hash>|<its files>`` (``pack``), or
    ``<id>@<hash>`` when the files are too large to carry."""
    digest, files = scenario_hash(sid)
    tmx = next((f for f in files if f.suffix == ".tmx"), files[0])
    carried = pack([(_carried_name(f, tmx.parent), _read(f) or b"") for f in files])
    return sid + PIN + digest + (CARRY + carried if len(carried) <= MAX_CARRY else "")


def _carried_name(path: Path, folder: Path) -> str:
    """A carried file's name: its path from the map's folder (``templates/unit_a.tx``), else its name."""
    try:
        return path.relative_to(folder).as_posix()
    except ValueError:
        return path.name


def pack(items: list[tuple[str, bytes]]) -> str:
    """Named files as one line of text: base64 of the zlib of a JSON list of ``[name, base64]``."""
    body = json.dumps([[name, base64.b64encode(data).decode("ascii")] for name, data in items])
    return base64.b64encode(zlib.compress(body.encode("utf-8"), 9)).decode("ascii")


def unpack(text: str, limit: int = 8 * 1024 * 1024) -> list[tuple[str, bytes]]:
    """The files ``pack`` wrote; ``ValueError`` if the text is damaged or names a path, not a file."""
    try:
        inflate = zlib.decompressobj()
        body = inflate.decompress(base64.b64decode(text.encode("ascii"), validate=True), limit)
        if inflate.unconsumed_tail:
            raise ValueError("too large")
        items = [(str(name), base64.b64decode(data, validate=True)) for name, data in json.loads(body)]
    except (ValueError, TypeError, zlib.error, UnicodeError) as exc:
        raise ValueError(f"the map kept in the save is damaged ({exc})") from None
    for name, _ in items:
        parts = name.split("/")
        if (not name or len(parts) > 2 or any(not p or p.startswith(".") or "\\" in p or ":" in p for p in parts)
                or not name.endswith((".tmx", ".tsx", ".tx", ".toml"))):
            raise ValueError(f"the map kept in the save names a file {name!r}")
    return items


def carried_dir(digest: str) -> Path:
    """Where the files a save carries are unpacked: ``cache/maps/<hash>/`` in the user folder."""
    from tabletop.resources import user_dir

    return user_dir() / "cache" / "maps" / digest


def unpack_carried(sid: str, digest: str, text: str) -> Path:
    """Unpack the files a save carries for scenario ``sid`` (checked against their pinned hash) into
    ``carried_dir`` with the tile images beside them; the folder."""
    items = unpack(text)
    if _digest(items) != digest:
        raise ValueError(f"the map kept in the save for scenario {sid} does not match its hash {digest}")
    folder = carried_dir(digest)
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in items:
        target = folder / name
        if _read(target) != content:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
    tiles = _maps_dir()
    if tiles is not None and (tiles / "tiles").is_dir() and not (folder / "tiles").is_dir():
        shutil.copytree(tiles / "tiles", folder / "tiles", dirs_exist_ok=True)  # images change nothing the rules see
    return folder


def carried_scenario(key: str) -> Path | None:
    """The scenario file of a carried board key ``scenario:<id>@<hash>`` (None for any other key)."""
    sid, _, digest = key.removeprefix("scenario:").partition(PIN)
    if not key.startswith("scenario:") or not digest:
        return None
    folder = carried_dir(digest)
    found = sorted(folder.glob("*" + SUFFIX)) or sorted(folder.glob("*.tmx"))
    if not found:
        raise KeyError(f"the map of board {key!r} is not unpacked (load its save again)")
    return found[0]


def board_key(value: str) -> str:
    """The board key of a (validated) scenario option value: ``scenario:<id>``, or ``scenario:<id>@<hash>``
    when the game is played on the files its save carries because the scenario's own have changed."""
    sid, _, rest = value.partition(PIN)
    digest, _, carried = rest.partition(CARRY)
    if carried and (sid not in scenario_files() or scenario_hash(sid)[0] != digest):
        return f"scenario:{sid}{PIN}{digest}"
    return f"scenario:{sid}"


def plain_board(key: str) -> str:
    """A board key without the hash of the files it was carried in (the state hash ignores it)."""
    return key.partition(PIN)[0]


class ScenarioOption(Option):
    """The scenario option: a chosen id is pinned to ``<id>@<hash>|<files>`` when a game is set up (``pin``).
    A pinned value whose scenario or map has changed (or gone) since is played on the files it carries;
    one that carries none (saved before they were carried) is refused (``ScenarioChanged``)."""

    def validate(self, value: str) -> str:
        sid, _, rest = value.partition(PIN)
        saved, _, carried = rest.partition(CARRY)
        if carried and saved:
            if sid in scenario_files() and scenario_hash(sid)[0] == saved:
                super().validate(sid)
                return value
            unpack_carried(sid, saved, carried)  # ValueError when damaged
            return value
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
        return pin(sid)


def map_notice(key: str) -> tuple[str, str] | None:
    """What the players are told when a game is played on the map its save carries (ja, en), else None."""
    sid, _, digest = key.removeprefix("scenario:").partition(PIN)
    if not digest:
        return None
    where = scenario_files().get(sid)
    now = f"{where.name} has changed" if where is not None else "it is gone"
    now_ja = f"{where.name} が変更されています" if where is not None else "そのマップはもうありません"
    return (f"このゲームはセーブしたときのマップで続けます（{now_ja}。セーブに入っていたマップを使います）",
            f"This game continues on the map it was saved with ({now} since; the copy kept in the save is used)")


# -- boards -------------------------------------------------------------------

_BOARDS: dict[str, Board] = {}
_PLACEMENTS: dict[str, tuple[Placement, ...]] = {}
_SIDES: dict[str, tuple[SideDef, ...]] = {}
_BOARD_HASH: dict[str, str] = {}


def register_board(key: str, board: Board) -> str:
    """Make a board known under ``key`` (tests and custom set-ups)."""
    _BOARDS[key] = board
    return key


def scenario_file_of(key: str) -> Path:
    """The scenario file (or lone map) of a board key ``scenario:<id>`` or ``scenario:<id>@<hash>``."""
    carried = carried_scenario(key)
    return carried if carried is not None else scenario_files()[key.removeprefix("scenario:")]


def fresh_board(key: str) -> Board:
    """``get_board``, read again when the scenario's files have changed since it was read (a new game)."""
    if key.startswith("scenario:") and PIN not in key and key in _BOARDS:
        digest = scenario_hash(key.removeprefix("scenario:"))[0]
        if _BOARD_HASH.get(key) != digest:
            del _BOARDS[key]
    return get_board(key)


def get_board(key: str) -> Board:
    """The board of a state's ``board`` key: ``rect:WxH``, ``scenario:<id>`` (``@<hash>``: the files a save
    carries) or a registered key."""
    if key in _BOARDS:
        return _BOARDS[key]
    if key.startswith("rect:"):
        w, h = key[5:].split("x")
        _BOARDS[key] = Board.rectangle(int(w), int(h))
        return _BOARDS[key]
    if key.startswith("scenario:"):
        path = scenario_file_of(key)
        scn = load_scenario(path)
        board, placements, sides = load_map_for(scn)
        _PLACEMENTS[key] = placements
        _SIDES[key] = sides
        _BOARDS[key] = board
        if PIN not in key:
            _BOARD_HASH[key] = scenario_hash(key.removeprefix("scenario:"))[0]
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
    path = map_file(scn)
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
