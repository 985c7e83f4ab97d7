"""``tabletop map check FILE...``: validate Dunbine maps (.tmx) and scenario files (.scenario.toml).

Prints every problem as ``FILE: problem`` (one per line, on stdout) and exits 0
when every file is fine, 2 otherwise. Whatever the file is (another game's map,
an infinite or isometric map, broken XML, binary garbage, a folder, nothing at
all) the answer is a message, never a traceback. Checking a map also checks
the scenario file beside it (``<name>.scenario.toml``) when there is one.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.core.errors import Problem


def register(subs: argparse._SubParsersAction) -> None:
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


def problems_of(name: str) -> list[Problem]:
    """Every problem of one file given on the command line."""
    from tabletop.core.tiled import check_map
    from tabletop.core.tiled_check import check_scenario

    path = Path(name)
    try:
        if name.endswith(".toml"):
            return check_scenario(path)
        problems = check_map(path)
        scenario = path.with_name(path.name[:-4] + ".scenario.toml") if path.name.endswith(".tmx") else None
        if scenario is not None and scenario.is_file():
            problems += [p for p in check_scenario(scenario, path.name)
                         if not (p.where == "map" and "has problems" in p.text)]  # the map's own lines say it
        return problems
    except Exception as exc:  # the promise is "never a traceback": report anything unforeseen as a problem
        return [Problem(name, "", f"cannot be checked ({type(exc).__name__}: {exc}) / 検査できません")]


def run_check(args: argparse.Namespace) -> int:
    bad = 0
    for name in args.files:
        problems = problems_of(name)
        for p in problems:
            where = f"{p.where}: " if p.where else ""
            print(f"{name}: {where}{p.text}" if p.file in (name, str(Path(name))) else f"{p.file}: {where}{p.text}")
        if problems:
            bad += 1
        elif not args.quiet:
            print(f"{name}: ok")
    return 2 if bad else 0
