"""Seeded games and positions for the computer-player benchmarks and the same-decisions check.

``play(game, seats, options, seed, max_steps)`` plays strong against strong (or the given
levels) with seeded dice and returns a digest of every action chosen and the final state
hash: a speed-up of a bot must leave both unchanged (tests/bots/test_strong_same_decisions.py).
``battle(n)`` is a Dunbine acceleration phase with ``n`` machines a side spread at a constant
density (the map grows with them), for showing that the phase costs in proportion to the units.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence


def play(game: str, seats: int, options: Mapping[str, str], seed: int, max_steps: int,
         levels: Sequence[str] | None = None) -> dict[str, object]:
    """(steps, digest of the actions, state hash) of one seeded game between computer players."""
    from tabletop.core.bots import bot_move, make_bot
    from tabletop.core.session import new_session
    from tabletop.games import discover

    discover()
    s = new_session(game, seats, options, seed=seed)
    chosen = list(levels) if levels is not None else ["strong"] * seats
    bots = [make_bot(s.game, chosen[i], i, seed + i) for i in range(seats)]
    digest = hashlib.sha256()
    steps = 0
    while not s.is_over() and steps < max_steps:
        decision = s.pending()
        action = bot_move(s, bots[decision.seat])
        digest.update(repr(action).encode())
        s.apply(action, decision.seat)
        steps += 1
    return {"steps": steps, "actions": digest.hexdigest()[:16], "state": s.state_hash()[:16]}


def battle(n: int):
    """A Dunbine acceleration phase: ``n`` Dunbines against ``n`` Bastoles in pairs 12 hexes apart."""
    from tabletop.games.dunbine.game import new_unit
    from tabletop.games.dunbine.state import DunbineState, SideInfo

    cols = math.ceil(math.sqrt(n))
    units = []
    for side, (machine, pilot) in enumerate((("dunbine", "sho"), ("bastole", "todd"))):
        for i in range(n):
            q = 5 + (i % cols) * 12 + side * 5
            r = 5 + (i // cols) * 12 + side * 2
            units.append(new_unit(f"{side}-{i}", side, machine, pilot, q, r, side * 3, 4))
    size = 12 * cols + 10
    state = DunbineState("bench", f"rect:{size}x{size}", "ベンチ", "Bench",
                         [SideInfo("a", "甲", "A"), SideInfo("b", "乙", "B")], units, 10, "points")
    state.phase = "acceleration"
    return state


def acceleration_phase(n: int) -> tuple[list[float], str]:
    """CPU seconds of each strong decision of side 0's acceleration phase in ``battle(n)``, and a digest of them."""
    import time

    from tabletop.core.dice import SeededSource
    from tabletop.core.game import Context
    from tabletop.games.dunbine.bots import StrongBot
    from tabletop.games.dunbine.game import DunbineGame
    from tabletop.games.dunbine.search import strong_accelerate

    game = DunbineGame()
    state = battle(n)
    bot = StrongBot(game, 0, 0)
    ctx = Context(SeededSource(1))
    times, digest = [], hashlib.sha256()
    while state.phase == "acceleration" and state.current == 0:
        start = time.process_time()
        action = strong_accelerate(state, game.legal_actions(state), bot.budget, bot.weights, bot._planned)
        times.append(time.process_time() - start)
        digest.update(repr(action).encode())
        game.apply(state, action, ctx)
    return times, digest.hexdigest()[:16]


#: The seeded games of the same-decisions check: (game, seats, options, seed, most actions).
CASES = {
    "dunbine-skirmish": ("dunbine", 2, {"scenario": "skirmish"}, 3, 100000),
    "dunbine-great_battle-600": ("dunbine", 2, {"scenario": "great_battle"}, 5, 600),
    "zgundam-4-40": ("zgundam", 4, {}, 7, 40),
    "zgundam-4": ("zgundam", 4, {}, 7, 100000),
    "zgundam-2": ("zgundam", 2, {}, 8, 100000),
    "zgundam-6-36": ("zgundam", 6, {}, 9, 36),
    "zgundam-3-36": ("zgundam", 3, {}, 10, 36),
    "zgundam-5-36": ("zgundam", 5, {}, 11, 36),
}


if __name__ == "__main__":
    import sys

    for name in sys.argv[1:] or list(CASES):
        if name.startswith("battle-"):
            times, digest = acceleration_phase(int(name.split("-")[1]))
            print(name, {"decisions": len(times), "actions": digest, "cpu": round(sum(times), 2)}, flush=True)
        else:
            print(name, play(*CASES[name]), flush=True)
