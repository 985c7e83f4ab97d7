"""``tabletop games``: list the registered games with their seats."""

from __future__ import annotations

import argparse


def register(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("games", help="list the registered games")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tabletop.core import registry
    from tabletop.games import discover

    discover()
    lang = args.lang or "ja"
    for game in registry.all_games():
        spec = game.spec
        seats = f"{spec.min_seats}" if spec.min_seats == spec.max_seats else f"{spec.min_seats}-{spec.max_seats}"
        print(f"{spec.name:<12} {spec.title.get(lang)}  ({seats} seats)")
    return 0
