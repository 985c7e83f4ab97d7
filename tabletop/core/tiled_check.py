"""Game-level checks of a loaded Dunbine map and of its scenario file (``<name>.scenario.toml``).

``tabletop.core.tiled`` finds what is wrong with the file itself; this module
checks what the game needs from it: the map properties (``game``,
``schema_version``, titles and side names), deployment zones far enough apart
(Dunbine rule 2.6: at least 20 hexes between the sides), every unit inside its
own side's zone, and, when the Dunbine game is installed, its own check of the
machine and pilot ids (``tabletop.games.dunbine.scenario.check_placements``).
"""

from __future__ import annotations

import importlib
import os
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from tabletop.core import hexgrid
from tabletop.core.errors import Problem, TabletopError, RulesError, FileProblemError

if TYPE_CHECKING:
    from tabletop.core.tiled import HexMap

MIN_DEPLOY_DISTANCE = 20  # Dunbine rule 2.6
REQUIRED_TEXT = ("title_ja", "title_en", "side_a_ja", "side_a_en", "side_b_ja", "side_b_en")
SCENARIO_TEXT = ("title_ja", "title_en", "victory")
SCENARIO_OPTIONAL_TEXT = ("victory_ja", "victory_en", "description_ja", "description_en")


def check_hexmap(hexmap: "HexMap") -> list[Problem]:
    """Problems of a map the loader could read, as far as the game is concerned."""
    from tabletop.core.tiled import GAME, SCHEMA_VERSION

    out: list[Problem] = []

    def problem(where: str, text: str) -> None:
        out.append(Problem(hexmap.path, where, text))

    props = hexmap.properties
    game = props.get("game")
    if game is None:
        problem("map.properties", f"no map property game = \"{GAME}\": not a Dunbine map (maps of other games "
                                  "cannot be played) / game プロパティがありません（ダンバインのマップではありません）")
    elif game != GAME:
        problem("map.properties", f"map property game is {game!r}, not \"{GAME}\" / ダンバイン用のマップではありません")
    version = props.get("schema_version")
    if version is None:
        problem("map.properties", "no int map property schema_version / schema_version プロパティがありません")
    elif isinstance(version, bool) or not isinstance(version, int):
        problem("map.properties", f"schema_version must be an int property (has {version!r}) "
                                  "/ schema_version は int 型にしてください")
    elif version > SCHEMA_VERSION:
        problem("map.properties", f"schema_version {version} is newer than this game reads ({SCHEMA_VERSION}); "
                                  "update the game / このマップはより新しい版のゲーム用です")
    elif version < 1:
        problem("map.properties", f"schema_version {version} must be 1 or more / schema_version が不正です")
    missing = [k for k in REQUIRED_TEXT if not isinstance(props.get(k), str) or not str(props.get(k)).strip()]
    if missing:
        problem("map.properties", f"text map properties missing or empty: {', '.join(missing)} "
                                  f"/ 文字列のマッププロパティがありません: {', '.join(missing)}")

    a, b = hexmap.zones.get("a", []), hexmap.zones.get("b", [])
    if a and b:
        d, pair = closest(a, b)
        if d < MIN_DEPLOY_DISTANCE:
            problem("zones", f"deployment zones are only {d} hexes apart at cells {hexmap.cell_of(pair[0])} and "
                             f"{hexmap.cell_of(pair[1])}; rule 2.6 needs at least {MIN_DEPLOY_DISTANCE} "
                             f"/ 配置ゾーンの間隔が {d} ヘックスしかありません（ルール2.6：20ヘックス以上）")
    zone_sets = {side: set(hexes) for side, hexes in hexmap.zones.items()}
    for p in hexmap.placements:
        where = f"unit {p.object_id} '{p.name}'"
        if p.hex not in zone_sets.get(p.side, set()):
            problem(where, f"unit at cell {hexmap.cell_of(p.hex)} is outside side {p.side}'s deployment zone "
                           f"/ ユニットが自陣営の配置ゾーンの外にあります")
    units_a = [p.hex for p in hexmap.placements if p.side == "a"]
    units_b = [p.hex for p in hexmap.placements if p.side == "b"]
    if units_a and units_b:
        d, pair = closest(units_a, units_b)
        if d < MIN_DEPLOY_DISTANCE:
            problem("units", f"units of sides a and b are only {d} hexes apart (cells {hexmap.cell_of(pair[0])} and "
                             f"{hexmap.cell_of(pair[1])}); rule 2.6 needs at least {MIN_DEPLOY_DISTANCE} "
                             "/ 敵味方のユニットが近すぎます（ルール2.6）")
    out.extend(game_checks(hexmap))
    return out


def closest(a: Iterable[hexgrid.Hex], b: Iterable[hexgrid.Hex]) -> tuple[int, tuple]:
    """The smallest hex distance between two sets, with the pair that has it."""
    best, pair = None, None
    bl = list(b)
    for x in a:
        for y in bl:
            d = hexgrid.distance(x, y)
            if best is None or d < best:
                best, pair = d, (x, y)
    return (best if best is not None else 0), pair or ()


def game_checks(hexmap: "HexMap") -> list[Problem]:
    """The Dunbine game's own check of machine and pilot ids, when that module is installed."""
    try:
        module = importlib.import_module("tabletop.games.dunbine.scenario")
    except ImportError:
        return []
    check = getattr(module, "check_placements", None)
    if check is None:
        return []
    try:
        result = check(hexmap)
    except FileProblemError as exc:
        return [Problem(hexmap.path, p.where, p.text) for p in exc.problems]
    except RulesError as exc:
        return [Problem(hexmap.path, f"rule {exc.rule}", f"{exc.en} / {exc.ja}")]
    except TabletopError as exc:
        return [Problem(hexmap.path, "units", str(exc))]
    out = []
    for item in result or []:
        # Every line names the map file itself, whatever the game's checker wrote.
        out.append(Problem(hexmap.path, item.where, item.text) if isinstance(item, Problem)
                   else Problem(hexmap.path, "units", str(item)))
    return out


def check_scenario(path: str | os.PathLike, expected_map: str | None = None) -> list[Problem]:
    """Problems of a ``<name>.scenario.toml``: its keys, and that its map is beside it and loads.

    ``expected_map``: the map file name it must name (when checked together with that map).
    """
    path = Path(path)
    out: list[Problem] = []

    def problem(where: str, text: str) -> None:
        out.append(Problem(str(path), where, text))

    if not path.is_file():
        problem("", "file not found / ファイルが見つかりません" if not path.exists()
                else "is a folder, not a scenario file / フォルダーです")
        return out
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, OSError) as exc:
        problem("", f"not a readable TOML file ({exc}) / TOML として読めません")
        return out
    for key in SCENARIO_TEXT:
        if not isinstance(data.get(key), str) or not data[key].strip():
            problem(key, "missing or not text / 文字列の値が必要です")
    for key in SCENARIO_OPTIONAL_TEXT:
        if key in data and not isinstance(data[key], str):
            problem(key, "must be text / 文字列にしてください")
    limit = data.get("turn_limit")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        problem("turn_limit", f"must be a whole number of turns, 1 or more (has {limit!r}) / 1 以上の整数です")
    ref = data.get("map")
    if not isinstance(ref, str) or not ref.endswith(".tmx"):
        problem("map", f"must name the .tmx beside this file (has {ref!r}) / 同じフォルダーの .tmx を指定してください")
        return out
    if expected_map is not None and ref != expected_map:
        problem("map", f"names '{ref}', but it lies beside '{expected_map}' / 隣のマップと名前が合いません")
        return out
    target = (path.parent / ref).resolve()
    if "/" in ref or "\\" in ref or target.parent != path.parent.resolve():
        problem("map", f"'{ref}' must be a file name in the same folder / 同じフォルダーのファイル名にしてください")
        return out
    if not target.is_file():
        problem("map", f"map '{ref}' not found / マップが見つかりません")
        return out
    from tabletop.core.tiled import check_map

    if check_map(target):
        problem("map", f"map '{ref}' has problems (run: tabletop map check {ref}) / マップに問題があります")
    return out
