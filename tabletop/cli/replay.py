"""``tabletop replay SAVE``: re-apply a save's action log headlessly and print the result."""

from __future__ import annotations

import argparse
import json


def register(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("replay", help="replay a saved game headlessly and print its final state")
    p.add_argument("save", help="a .json save file")
    p.add_argument("--json", action="store_true", help="print the final state as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tabletop.core.session import Session
    from tabletop.games import discover

    discover()
    session = Session.load(args.save)
    lang = args.lang or "en"
    if args.json:
        print(json.dumps({"game": session.game.spec.name, "actions": len(session.actions),
                          "state_hash": session.state_hash(),
                          "state": session.game.state_to_json(session.state)},
                         ensure_ascii=False, indent=1, sort_keys=True))
    else:
        outcome = session.game.outcome(session.state)
        print(f"game: {session.game.spec.name}")
        print(f"actions replayed: {len(session.actions)}")
        print(f"state hash: {session.state_hash()}")
        turn = session.game.turn_label(session.state).get(lang)
        if turn:
            print(f"position: {turn}")
        print(f"result: {outcome.text.get(lang) if outcome else 'in progress'}")
        for line in session.log_for(None)[-10:]:
            print(f"  {line.line(lang)}")
    for warning in session.warnings:
        print(f"warning: {warning}")
    return 0
