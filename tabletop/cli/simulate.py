"""``tabletop simulate GAME``: computer players play many games; a report measures balance."""

from __future__ import annotations

import argparse
import os
from pathlib import Path


def register(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("simulate", help="play many games headlessly with computer players and report balance")
    p.add_argument("game")
    p.add_argument("--scenario", default=None, help="scenario (for games with a 'scenario' option)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    p.add_argument("--players", default=None, help="computer player per seat, e.g. strong,random (default: random)")
    p.add_argument("--seats", type=int, default=None)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)))
    p.add_argument("--out", default="simulation", help="folder for summary.json, report.md and charts")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tabletop.ai import levels
    from tabletop.core import registry
    from tabletop.games import discover
    from tabletop.sim import report, runner, stats

    discover()
    game = registry.find(args.game)
    options = {}
    for item in args.option:
        if "=" not in item:
            raise SystemExit(_fail(f"--option needs KEY=VALUE, got {item!r}"))
        key, value = item.split("=", 1)
        options[key] = value
    if args.scenario:
        options["scenario"] = args.scenario
    try:
        options = game.spec.check_options(options)
    except ValueError as exc:
        raise SystemExit(_fail(str(exc)))
    seats = args.seats or (len(args.players.split(",")) if args.players else game.spec.min_seats)
    if not game.spec.min_seats <= seats <= game.spec.max_seats:
        raise SystemExit(_fail(f"{game.spec.name} takes {game.spec.min_seats}-{game.spec.max_seats} seats"))
    players = args.players.split(",") if args.players else ["random"] * seats
    if len(players) == 1:
        players = players * seats
    if len(players) != seats:
        raise SystemExit(_fail(f"--players names {len(players)} players for {seats} seats"))
    known = levels(game.spec.name)
    for level in players:
        if level not in known:
            raise SystemExit(_fail(f"no computer player {level!r} for {game.spec.name} (choose from {', '.join(known)})"))
    if args.games < 1:
        raise SystemExit(_fail("--games must be at least 1"))
    records = runner.run(game.spec.name, seats, players, args.games, args.seed, args.jobs, options,
                         progress=not args.quiet)
    summary = stats.summarise(records)
    title = f"{game.spec.title.get('en')} ({', '.join(players)})"
    path = report.write(Path(args.out), title, summary, records)
    for row in summary["seats"]:
        print(f"seat {row['seat'] + 1} ({row['player']}): {row['rate']:.3f} "
              f"[{row['ci95'][0]:.3f}-{row['ci95'][1]:.3f}]")
    print(f"report: {path}")
    return 1 if summary["errors"] else 0


def _fail(message: str) -> int:
    import sys

    sys.stderr.write(f"tabletop simulate: {message}\n")
    return 2
