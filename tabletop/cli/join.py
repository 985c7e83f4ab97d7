"""``tabletop join HOST:PORT``: play a seat of a game served by ``tabletop host`` (docs/network.md).

A terminal client: it prints the seat's log as it grows, and when the seat decides, its legal
actions, numbered; type a number to act, ``u``/``r`` to undo/redo, ``say TEXT`` to chat, ``q`` to
leave. ``--bot LEVEL`` lets a computer player play the seat from what the seat sees. The seat tokens
are remembered per address and seat (``tabletop.net.seats``, shared with the app's "Join a game"),
so ``--rejoin`` takes this computer's seat back after a drop.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("join", help="join a game served by 'tabletop host'")
    p.add_argument("address", metavar="HOST:PORT", help="the host's address, as 'tabletop host' printed it")
    p.add_argument("--seat", type=int, default=None, help="the seat to claim (from 1; default: any free seat)")
    p.add_argument("--spectator", action="store_true", help="watch only")
    p.add_argument("--password", default=None, help="the room's password")
    p.add_argument("--name", default="", help="your name, shown to the others")
    p.add_argument("--bot", default=None, metavar="LEVEL", help="let a computer player play this seat")
    p.add_argument("--rejoin", action="store_true",
                   help="take back the seat this computer had at this address (with --seat: that seat)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tabletop.games import discover
    from tabletop.net.address import join_address, split_address
    from tabletop.net.client import NetError, RemoteSession
    from tabletop.net.seats import SeatTokens

    discover()
    lang = args.lang or "ja"
    try:
        host, port = split_address(args.address)
    except ValueError as exc:
        return _fail(str(exc))
    address = join_address(host, port)
    seat = args.seat - 1 if args.seat is not None else None
    store = SeatTokens()
    if store.problem is not None:
        sys.stderr.write(store.problem.get(lang) + "\n")
    try:
        if args.rejoin:
            token = store.token_for(address, seat)
            if token is None:
                return _fail(f"no seat remembered for {address}" + (f" seat {args.seat}" if seat is not None else ""))
            client = RemoteSession(address, token=token, password=args.password, name=args.name).start()
        else:
            client = RemoteSession(address, seat=seat, spectator=args.spectator, password=args.password,
                                   name=args.name).start()
    except NetError as exc:
        return _fail(exc.message(lang))
    if client.token and client.seat is not None:
        store.problem = None
        store.remember(address, client.seat, client.token)
        if store.problem is not None:
            sys.stderr.write(store.problem.get(lang) + "\n")
    try:
        return _play(client, args, lang)
    except (KeyboardInterrupt, EOFError):
        print()
        return 0
    finally:
        client.close()


def _play(client: Any, args: argparse.Namespace, lang: str) -> int:
    from tabletop.core.bots import Seen, make_bot
    from tabletop.core.errors import TabletopError

    game = client.game
    seat = client.seat
    who = game.seat_name(seat, lang) if seat is not None else ("観戦" if lang == "ja" else "spectator")
    print(f"{game.spec.title.get(lang)}: {who}")
    if client.note is not None:
        print(client.note.get(lang))
    bot = None
    if args.bot:
        if seat is None:
            return _fail("--bot needs a seat, not a spectator")
        bot = make_bot(game, args.bot, seat, seed=seat + 1)
        if bot.full_information:
            return _fail(f"the {args.bot} player of {game.spec.name} reads the whole table; over the network a seat "
                         "sees only its own view: use --bot random, or let the host play the seat (--computer)")
    printed = 0
    chats = 0
    table: list[dict[str, Any]] = []
    while True:
        client.wait(lambda c: len(c.log_for(seat)) > printed or c.legal_actions() or c.is_over()
                    or c.status == "closed" or len(c.chat) > chats or c.table() != table, 3600)
        if client.table() != table:
            table = client.table()
            print("  " + _table_line(game, table, lang))
        log = client.log_for(seat)
        for event in log[printed:]:
            print(f"  {event.line(lang)}")
        printed = len(log)
        for line in list(client.chat)[chats:]:
            print(f"  <{line[1] or line[0]}> {line[2]}")
        chats = len(client.chat)
        for error in client.take_errors():
            print(f"! {error.message(lang)}")
        if client.status == "closed":
            problem = client.problem
            print(problem.message(lang) if problem else "closed")
            return 1
        outcome = client.outcome()
        if outcome is not None:
            print(f"== {outcome.text.get(lang)}")
            return 0
        legal = client.legal_actions()
        if not legal:
            continue
        if bot is not None:
            decision = client.pending()
            client.apply(bot.choose(Seen(seat, decision.kind if decision else "", client.view(seat), legal,
                                         client.log_for(seat))))
            client.wait(lambda c: not c.busy(), 60)
            continue
        print(f"-- {client.turn_label().get(lang)}")
        for number, action in enumerate(legal, start=1):
            print(f"  {number:3}. {client.describe_action(action, lang)}")
        answer = input("> ").strip()
        if answer in ("q", "quit"):
            return 0
        if answer.startswith("say "):
            client.say(answer[4:])
            continue
        try:
            if answer == "u":
                client.undo(seat)
            elif answer == "r":
                client.redo(seat)
            elif answer.isdigit() and 1 <= int(answer) <= len(legal):
                client.apply(legal[int(answer) - 1])
            else:
                print("? " + ("番号、u、r、say 文、q" if lang == "ja" else "a number, u, r, say TEXT or q"))
                continue
        except TabletopError as exc:  # not this seat's turn any more, the line dropped
            print(f"! {exc.message(lang)}")
            continue
        client.wait(lambda c: not c.busy(), 60)


def _table_line(game: Any, table: list[dict[str, Any]], lang: str) -> str:
    """Who sits where: "Player 1 alice (here), Player 2 (away), ..." in ``lang``."""
    words = {"ja": ("接続中", "不在", "空席", "コンピューター"), "en": ("here", "away", "free", "computer")}[lang]
    parts = []
    for number, row in enumerate(table):
        who = game.seat_name(number, lang) + (f" {row['name']}" if row["name"] else "")
        if str(row["player"]).startswith("computer"):
            state = words[3]
        elif not row["claimed"]:
            state = words[2]
        else:
            state = words[0] if row["connected"] else words[1]
        parts.append(f"{who} ({state})")
    return ", ".join(parts)


def _fail(message: str) -> int:
    sys.stderr.write(f"tabletop join: {message}\n")
    return 2
