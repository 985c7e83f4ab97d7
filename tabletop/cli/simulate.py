"""``tabletop simulate GAME``: computer players play many games; a report measures balance.

Every bad option gives one line on stderr and exit code 2. ``--jobs`` plays games in
that many processes; a sample of the games (``--replay-every``) is replayed from its
save and must reach the same state hash. The report (``report.md``, ``summary.json``,
SVG charts) goes to ``--out``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def register(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("simulate", help="play many games headlessly with computer players and report balance")
    p.add_argument("game")
    p.add_argument("--scenario", default=None, help="scenario (for games with a 'scenario' option)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    p.add_argument("--players", default=None,
                   help="computer player per seat, e.g. strong,random (one name = every seat; default: random)")
    p.add_argument("--seats", type=int, default=None)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                   help="worker processes (default: up to 4)")
    p.add_argument("--max-steps", type=int, default=20000, help="stop a game after this many decisions")
    p.add_argument("--replay-every", type=int, default=10,
                   help="re-check the replay hash of every N-th game (0 = none; default 10)")
    p.add_argument("--out", default="simulation", help="folder for summary.json, report.md and charts")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tabletop.core.bots import levels
    from tabletop.core import registry
    from tabletop.games import discover
    from tabletop.sim import report, runner, stats

    discover()
    game = registry.find(args.game)
    options = {}
    for item in args.option:
        if "=" not in item:
            return _fail(f"--option needs KEY=VALUE, got {item!r}")
        key, value = item.split("=", 1)
        options[key] = value
    if args.scenario:
        options["scenario"] = args.scenario
    try:
        options = game.spec.check_options(options)
    except ValueError as exc:
        return _fail(str(exc))
    players = [p.strip() for p in args.players.split(",")] if args.players else None
    seats = args.seats or (len(players) if players and len(players) > 1 else game.spec.min_seats)
    if not game.spec.min_seats <= seats <= game.spec.max_seats:
        return _fail(f"{game.spec.name} takes {game.spec.min_seats}-{game.spec.max_seats} seats, not {seats}")
    players = players or ["random"]
    if len(players) == 1:
        players = players * seats
    if len(players) != seats:
        return _fail(f"--players names {len(players)} players for {seats} seats")
    known = levels(game.spec.name)
    for level in players:
        if level not in known:
            return _fail(f"no computer player {level!r} for {game.spec.name} (choose from {', '.join(known)})")
    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.jobs < 1:
        return _fail("--jobs must be at least 1")
    if args.max_steps < 1:
        return _fail("--max-steps must be at least 1")
    if args.replay_every < 0:
        return _fail("--replay-every must be 0 (none) or more")
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        return _fail(f"--out {out} is a file, not a folder")
    records = runner.run(game.spec.name, seats, players, args.games, args.seed, args.jobs, options,
                         progress=not args.quiet, max_steps=args.max_steps, replay_every=args.replay_every)
    summary = stats.summarise(records)
    title = f"{game.spec.title.get('en')} ({', '.join(players)})"
    try:
        path = report.write(out, title, summary, records)
    except OSError as exc:
        return _fail(f"cannot write the report to {out}: {exc.strerror or exc}")
    for row in summary["seats"]:
        print(f"seat {row['seat'] + 1} ({row['player']}): {row['rate']:.3f} "
              f"[{row['ci95'][0]:.3f}-{row['ci95'][1]:.3f}]")
    replays = summary["replays"]
    if replays["checked"]:
        print(f"replays re-checked: {replays['ok']}/{replays['checked']}")
    for error in summary["errors"][:5]:
        print(f"error: {error}", file=sys.stderr)
    print(f"report: {path}")
    return 1 if summary["errors"] else 0


def _fail(message: str) -> int:
    sys.stderr.write(f"tabletop simulate: {message}\n")
    return 2
