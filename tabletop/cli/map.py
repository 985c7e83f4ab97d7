"""``tabletop map ...``: Tiled maps from the command line.

``map check FILE...`` validates maps and the files games keep beside them;
``map project [FOLDER]`` writes Dunbine's Tiled project and object templates
(``games/dunbine/tiled_project.py``), ``--check`` compares them instead;
``map new NAME --size WxH`` writes a starting map into the user maps folder
(``games/dunbine/scenario.user_maps_dir()``, next to the saves; the launcher lists it) or at a given path, with the
tilesets, templates and project beside it; ``map play FILE`` checks a map and
opens its scenario in the app (Tiled's "Play this map" command): a shipped map
with its scenario file, or a map of the user maps folder (``user:<name>``, with
or without a scenario file).

``map check``:

Prints every problem as ``FILE:LINE: where: problem`` (the line left out when
unknown; one per line, on stdout) and exits 0 when every file is fine, 2 otherwise. Whatever the file is (another game's map,
an infinite or isometric map, broken XML, binary garbage, a folder, nothing at
all) the answer is a message, never a traceback.

The command knows no game: it asks the game that owns the file, found in the
registry (``tabletop.games.discover()``): the game a map names in its map
property ``game``, whose ``Game.check_map`` says what is wrong with it (Dunbine
also checks the ``<name>.scenario.toml`` beside a map, and scenario files given
on their own). When the file names no such game (it cannot be read, names none
or names a game that has no maps) and only one installed game reads maps, that
game answers, and says why the map is not its own.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.core.errors import Problem

if TYPE_CHECKING:  # ``tabletop`` without a subcommand opens the launcher, which does not need the contract
    from tabletop.core.game import Game


def register(subs: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = subs.add_parser("map", help="work with Tiled maps (see docs/maps.md)")
    msubs = p.add_subparsers(dest="map_command", metavar="MAP_COMMAND")
    c = msubs.add_parser("check", help="check maps (.tmx) and scenario files (.scenario.toml)")
    c.add_argument("files", nargs="+", metavar="FILE")
    c.add_argument("-q", "--quiet", action="store_true", help="print only the problems")
    c.set_defaults(func=run_check)
    j = msubs.add_parser("project", help="write Dunbine's Tiled project and object templates (from the game's data)")
    j.add_argument("folder", nargs="?", default=None, help="maps folder to write into (default: the bundled maps/)")
    j.add_argument("--check", action="store_true", help="write nothing; exit 2 when the files differ")
    j.set_defaults(func=run_project)
    n = msubs.add_parser("new", help="write a starting Dunbine map (tilesets, layers, zones, two units)")
    n.add_argument("name", help="the map's name (NAME.tmx) or, with a folder or .tmx in it, its path")
    n.add_argument("--size", default="30x20", metavar="WxH", help="map size in hexes (default 30x20)")
    n.add_argument("--force", action="store_true", help="overwrite an existing map")
    n.set_defaults(func=run_new)
    y = msubs.add_parser("play", help="check a Dunbine map and play its scenario in the app (Tiled's 'Play this map')")
    y.add_argument("file", metavar="FILE")
    y.add_argument("--seed", type=int, default=None, help="seed for the dice")
    y.set_defaults(func=run_play)
    p.set_defaults(func=lambda args: _usage(p))


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_usage()
    return 2


def map_games() -> list[Game[Any]]:
    """The installed games played on Tiled maps (``Game.reads_maps``), by name."""
    from tabletop.core import registry
    from tabletop.games import discover

    discover()
    return [g for g in registry.all_games() if g.reads_maps]


def owner(path: Path, games: list[Game[Any]]) -> Game[Any] | None:
    """The game that answers for a file: the one the map names, else the only game with maps (None if several)."""
    from tabletop.core.tiled import map_game

    named = map_game(path)
    for game in games:
        if game.spec.name == named:
            return game
    return games[0] if len(games) == 1 else None


def unowned(name: str, path: Path, games: list[Game[Any]]) -> list[Problem]:
    """Why no game can answer for a file (the file's own problems first)."""
    from tabletop.core.tiled import check_hexmap, map_game

    if not path.name.endswith(".toml"):
        problems = check_hexmap(path)
        if problems:
            return problems
    known = ", ".join(g.spec.name for g in games) or "none"
    named = map_game(path)
    if named:
        return [Problem(name, "map.properties", f"map property game is {named!r}, and no installed game of that name "
                                                f"reads maps (games with maps: {known}) / このマップを読むゲームがありません")]
    return [Problem(name, "", f"the file does not say which game it is for (a map names it in the map property "
                              f"game; games with maps: {known}) / どのゲームのファイルか分かりません")]


def problems_of(name: str) -> list[Problem]:
    """Every problem of one file given on the command line."""
    path = Path(name)
    try:
        games = map_games()
        game = owner(path, games)
        return game.check_map(path) if game is not None else unowned(name, path, games)
    except Exception as exc:  # noqa: BLE001  # the promise is "never a traceback": report anything unforeseen
        return [Problem(name, "", f"cannot be checked ({type(exc).__name__}: {exc}) / 検査できません")]


def run_check(args: argparse.Namespace) -> int:
    bad = 0
    for name in args.files:
        problems = problems_of(name)
        for p in problems:  # FILE:LINE: where: text, the file named as given
            print(Problem(name, p.where, p.text, p.line or object_line(p)) if p.file in (name, str(Path(name))) else p)
        if problems:
            bad += 1
        elif not args.quiet:
            print(f"{name}: ok")
    return 2 if bad else 0


def run_project(args: argparse.Namespace) -> int:
    from tabletop.games.dunbine import tiled_project
    from tabletop.resources import maps_dir

    folder = Path(args.folder) if args.folder else maps_dir()
    if args.check:
        stale = [rel for rel, text in tiled_project.files().items()
                 if not (folder / rel).is_file() or (folder / rel).read_text(encoding="utf-8") != text]
        for rel in stale:
            print(f"{folder / rel}: differs from the game's data (run: tabletop map project)")
        return 2 if stale else 0
    for path in tiled_project.write(folder):
        print(path)
    return 0


def run_new(args: argparse.Namespace) -> int:
    import shutil

    from tabletop.games.dunbine import tiled_project
    from tabletop.games.dunbine.scenario import user_maps_dir
    from tabletop.resources import maps_dir

    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
        given = Path(args.name)
        path = given if (given.suffix == ".tmx" or len(given.parts) > 1) else user_maps_dir() / given.name
        path = path.with_suffix(".tmx")
        text = tiled_project.new_map(path.stem, width, height)
    except ValueError as exc:
        print(f"tabletop map new: {exc if 'hexes' in str(exc) else 'size must be WxH, e.g. 30x20'}")
        return 2
    if path.exists() and not args.force:
        print(f"tabletop map new: {path} exists (use --force to overwrite)")
        return 2
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    src = maps_dir()
    if folder.resolve() != src.resolve():  # the tilesets must lie inside the map's folder
        for name in tiled_project.TILESETS:
            if not (folder / name).exists():
                shutil.copy(src / name, folder / name)
        shutil.copytree(src / "tiles", folder / "tiles", dirs_exist_ok=True)
        tiled_project.write(folder)
    path.write_text(text, encoding="utf-8")
    print(path)
    return 0


_OBJECT = re.compile(r"\b(?:object|unit) (\d+)\b")


def object_line(problem: Problem) -> int:
    """The line of the ``<object id="N"`` a map problem names (``... object N 'name'``); 0 when none."""
    found = _OBJECT.search(problem.where)
    if found is None or not problem.file.endswith(".tmx"):
        return 0
    try:
        text = Path(problem.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return 0
    at = re.search(rf'<object\b[^>]*\bid="{found.group(1)}"', text)
    return text.count("\n", 0, at.start()) + 1 if at else 0


def run_play(args: argparse.Namespace) -> int:
    """Check the map; when the game can use it and it is a scenario's map in the maps folder or the user maps
    folder, play that scenario."""
    from tabletop.games.dunbine.scenario import scenario_files, scenario_inputs

    path = Path(args.file)
    problems = problems_of(args.file)
    for p in problems:
        print(Problem(args.file, p.where, p.text, p.line or object_line(p)) if p.file in (args.file, str(path)) else p)
    if problems:
        return 2
    target = path.resolve()
    sid = next((s for s in scenario_files() if target in (f.resolve() for f in scenario_inputs(s))), None)
    if sid is None:
        print(f"{args.file}: the map is fine, but only a map in your maps folder (tabletop map new NAME) or a shipped "
              "map with its scenario file can be played / 遊べるのは自分の maps フォルダーのマップと、シナリオファイルのある"
              "同梱マップだけです")
        return 2
    from tabletop.core.session import new_session
    from tabletop.ui.app import run_app

    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    return run_app(session=new_session("dunbine", options={"scenario": sid}, seed=seed))
