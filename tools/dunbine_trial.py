"""Try a Dunbine unit list or set-up before editing a map: seeded games with machines swapped or side b moved.

    python tools/dunbine_trial.py SCENARIO GAMES SEED [UNIT=MACHINE[:PILOT] ...] [shift=K] [players=quick,quick]

``UNIT`` is the index of the unit in the map's list (``state.units``), ``shift=K``
moves every side-b machine K hexes along its row towards side a (the q axis) before the
first move. Prints side a / side b / draws and how often the first mover won. The
games are the same as ``tabletop simulate`` would play from these seeds with the
map edited that way (the changes are made before any decision), but are not saved.
"""

from __future__ import annotations

import sys
import time

from tabletop.core.bots import bot_move, make_bot
from tabletop.core import registry
from tabletop.core.session import new_session
from tabletop.games import discover


def main(argv: list[str]) -> None:
    scenario, games, seed0 = argv[0], int(argv[1]), int(argv[2])
    opts = dict(kv.split("=", 1) for kv in argv[3:] if not kv[0].isdigit())
    swaps = [kv.split("=", 1) for kv in argv[3:] if kv[0].isdigit()]
    shift = int(opts.get("shift", "0"))
    players = opts.get("players", "quick,quick").split(",")
    discover()
    game = registry.find("dunbine")
    res, first, start = [0, 0, 0], 0, time.time()
    for seed in range(seed0, seed0 + games):
        s = new_session("dunbine", 2, {"scenario": scenario}, seed=seed, players=players)
        for idx, spec in swaps:
            u = s.state.units[int(idx)]
            machine, _, pilot = spec.partition(":")
            if machine:
                u.machine = machine
                u.ammo = {w.id: w.ammo for w in u.card.weapons}
            if pilot:
                u.pilot = pilot
            u.action_pp, u.aura = u.base.pp, u.base.aura
        for u in s.state.units:
            if u.side == 1:
                u.q -= shift
        bots = [make_bot(game, p, i, seed) for i, p in enumerate(players)]
        steps = 0
        while not s.is_over() and steps < 20000:
            d = s.pending()
            s.apply(bot_move(s, bots[d.seat]), d.seat)
            steps += 1
        outcome = game.outcome(s.state)
        winners = list(outcome.winners) if outcome else []
        if len(winners) == 1:
            res[winners[0]] += 1
            first += winners[0] == s.state.first
        else:
            res[2] += 1
    print(f"{scenario} seeds {seed0}-{seed0 + games - 1} swaps {swaps} shift {shift} {players}: "
          f"side a {res[0]}, side b {res[1]}, draws {res[2]}; first mover won {first} ({time.time() - start:.0f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
