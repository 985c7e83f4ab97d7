"""``tabletop map check FILE...``: validate Tiled maps (.tmx) and the files games keep beside them.

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
from pathlib import Path
from typing import Any

from tabletop.core.errors import Problem
from tabletop.core.game import Game


def register(subs: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = subs.add_parser("map", help="work with Tiled maps (see docs/maps.md)")
    msubs = p.add_subparsers(dest="map_command", metavar="MAP_COMMAND")
    c = msubs.add_parser("check", help="check maps (.tmx) and scenario files (.scenario.toml)")
    c.add_argument("files", nargs="+", metavar="FILE")
    c.add_argument("-q", "--quiet", action="store_true", help="print only the problems")
    c.set_defaults(func=run_check)
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
            print(Problem(name, p.where, p.text, p.line) if p.file in (name, str(Path(name))) else p)
        if problems:
            bad += 1
        elif not args.quiet:
            print(f"{name}: ok")
    return 2 if bad else 0
