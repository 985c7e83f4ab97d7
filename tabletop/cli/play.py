"""``tabletop play GAME``: open the app straight into a game."""

from __future__ import annotations

import argparse


def register(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("play", help="start a game in the app")
    p.add_argument("game", help="game name (see 'tabletop games')")
    p.add_argument("--seed", type=int, default=None, help="seed for the dice")
    p.add_argument("--load", metavar="FILE", default=None, help="continue a saved game")
    p.add_argument("--seats", type=int, default=None, help="number of seats")
    p.add_argument("--lang", choices=("ja", "en"), default=None, help="language (default ja)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tabletop.core import registry
    from tabletop.core.session import Session, new_session
    from tabletop.games import discover

    discover()
    game = registry.find(args.game)  # UnknownGame -> one line, exit 2
    if args.load:
        session = Session.load(args.load)
        if session.game is not game:
            from tabletop.core.errors import SaveError

            raise SaveError.single(args.load, f"is a save of {session.game.spec.name}, not {args.game}")
    else:
        seed = args.seed if args.seed is not None else _fresh_seed()
        session = new_session(args.game, args.seats, seed=seed)
    from tabletop.ui.app import run_app

    return run_app(lang=args.lang, session=session)  # None: the remembered setting


def _fresh_seed() -> int:
    import os

    return int.from_bytes(os.urandom(4), "little")
