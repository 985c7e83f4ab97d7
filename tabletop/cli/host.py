"""``tabletop host GAME``: serve a game on the network (issue 23; docs/network.md).

The host runs the game's session and holds the only full state; the players join with
``tabletop join HOST:PORT`` from their own computers (or another terminal). By default it listens
on this computer's LAN address; listening on every address (``--bind 0.0.0.0``) is announced with a
warning first. The game is autosaved after every change, with the seat tokens beside the save, so
``--load`` of that autosave lets everyone rejoin.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def register(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("host", help="serve a game on the network for others to join")
    p.add_argument("game", help="game name (see 'tabletop games')")
    p.add_argument("--port", type=int, default=None, help="port to listen on (default 8765)")
    p.add_argument("--bind", default=None, metavar="ADDR",
                   help="address to listen on (default: this computer's LAN address; 0.0.0.0 = every address)")
    p.add_argument("--password", default=None, help="a password the players must give to join")
    p.add_argument("--seats", type=int, default=None, help="number of seats")
    p.add_argument("--seed", type=int, default=None, help="seed for the dice")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    p.add_argument("--computer", action="append", default=[], metavar="SEAT[:LEVEL]",
                   help="a seat the computer plays on the host (seats count from 1; level default quick)")
    p.add_argument("--load", metavar="FILE", default=None, help="continue a save (a host's autosave lets everyone rejoin)")
    p.add_argument("--pace", type=float, default=0.5, help="seconds before each computer move (default 0.5)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tabletop.core import registry
    from tabletop.core.bots import levels, make_bot
    from tabletop.core.errors import SaveError
    from tabletop.core.session import Session, new_session
    from tabletop.games import discover
    from tabletop.net.address import ALL_ADDRESSES, DEFAULT_PORT, join_address, lan_address
    from tabletop.net.host import Host, Limits, read_tokens
    from tabletop.resources import user_dir

    discover()
    game = registry.find(args.game)
    options: dict[str, str] = {}
    for item in args.option:
        if "=" not in item:
            return _fail(f"--option needs KEY=VALUE, got {item!r}")
        key, value = item.split("=", 1)
        options[key] = value
    computers: dict[int, str] = {}
    for item in args.computer:
        seat_text, _, level = item.partition(":")
        try:
            seat = int(seat_text) - 1
        except ValueError:
            return _fail(f"--computer needs SEAT[:LEVEL], got {item!r}")
        computers[seat] = level or ("quick" if "quick" in levels(game.spec.name) else "random")
    tokens: dict[int, str] = {}
    if args.load:
        session = Session.load(args.load)
        if session.game is not game:
            raise SaveError.single(args.load, f"is a save of {session.game.spec.name}, not {args.game}")
        try:
            tokens = read_tokens(Path(args.load))
        except ValueError as exc:
            print(f"warning: {exc}; the players join as new", file=sys.stderr)
    else:
        try:
            game.spec.check_options(options)
        except ValueError as exc:
            return _fail(str(exc))
        seats = args.seats or game.spec.min_seats
        if not game.spec.min_seats <= seats <= game.spec.max_seats:
            return _fail(f"{game.spec.name} takes {game.spec.min_seats}-{game.spec.max_seats} seats, not {seats}")
        if any(not 0 <= seat < seats for seat in computers):
            return _fail(f"--computer: this game has seats 1-{seats}")
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
        players = [computers.get(seat, "human") for seat in range(seats)]
        session = new_session(args.game, seats, options=options, seed=seed, players=players)
    # the computer seats: those the save names (a level instead of "human") and those given now
    for seat, level in enumerate(session.players):
        if level != "human" and seat not in computers:
            computers[seat] = level
    bots = {}
    for seat, level in computers.items():
        if not 0 <= seat < session.seats:
            return _fail(f"--computer: this game has seats 1-{session.seats}")
        try:
            bots[seat] = make_bot(session.game, level, seat, seed=seat + 1)
        except ValueError as exc:
            return _fail(str(exc))
    if len(bots) == session.seats:
        print("note: every seat is a computer player; people can only watch", file=sys.stderr)

    autosave = Path(args.load) if args.load else user_dir() / "autosave" / f"net-{game.spec.name}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    bind = args.bind if args.bind is not None else lan_address()
    port = args.port if args.port is not None else DEFAULT_PORT
    if bind in ALL_ADDRESSES:
        print("warning: listening on every address of this computer: anyone who can reach it can join"
              + ("" if args.password else " (consider --password)") + ".\n"
              "警告: このコンピューターのすべてのアドレスで待ち受けます。届く人は誰でも参加できます。", file=sys.stderr)
    host = Host(session, password=args.password, autosave=autosave, bots=bots, tokens=tokens,
                limits=Limits(bot_delay=max(0.0, args.pace)))
    try:
        host.start(bind, port)
    except OSError as exc:
        return _fail(f"cannot listen on {bind}:{port}: {exc.strerror or exc}")
    shown = bind if bind not in ALL_ADDRESSES else lan_address()
    print(f"{game.spec.title.get('en')} / {game.spec.title.get('ja')}: {session.seats} seats, hosting on {bind}:{host.port}")
    print(f"join with / 参加:  tabletop join {join_address(shown, host.port)}" + (" --password ..." if args.password else ""))
    print(f"autosave: {autosave}")
    print("Ctrl-C stops the host / Ctrl-C で終了")
    try:
        _watch(host)
    except KeyboardInterrupt:
        print("\nstopping / 終了します")
    finally:
        host.stop()
    return 0


def _watch(host: object) -> None:
    """Print where the game stands whenever it changes, until Ctrl-C."""
    from tabletop.net.host import Host

    assert isinstance(host, Host)
    last = None
    while True:
        now = host.call(lambda s: (len(s.actions), s.turn_label().en, s.outcome()))
        if now[:2] != (last or (None, None))[:2]:
            count, turn, outcome = now
            print(f"[{count} actions] {outcome.text.en if outcome else turn}", flush=True)
        last = now
        time.sleep(1.0)


def _fail(message: str) -> int:
    sys.stderr.write(f"tabletop host: {message}\n")
    return 2
