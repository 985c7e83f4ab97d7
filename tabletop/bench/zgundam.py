"""Z Gundam card game: random playout games per second (rules engine, no screen)."""

from __future__ import annotations

import random
import time

from tabletop.bench import Figure
from tabletop.core.dice import SeededSource
from tabletop.core.game import Context


def _game(seats: int, end: str, seed: int) -> int:
    from tabletop.games.zgundam import GAME

    rng = random.Random(seed)
    dice = SeededSource(seed)
    state = GAME.setup(seats, {"end": end}, Context(dice))
    steps = 0
    while GAME.pending(state) is not None:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)), Context(dice))
        steps += 1
    return steps


def run() -> list[Figure]:
    figures = []
    for seats in (2, 4, 6):
        games, steps = 0, 0
        start = time.perf_counter()
        while time.perf_counter() - start < 1.0:
            steps += _game(seats, ("deck", "one_fleet", "last_fleet")[games % 3], games)
            games += 1
        elapsed = time.perf_counter() - start
        figures.append(Figure(f"zgundam: random playouts, {seats} seats", games / elapsed, "games/s",
                              higher_is_better=True))
        figures.append(Figure(f"zgundam: actions applied, {seats} seats", steps / elapsed, "actions/s",
                              higher_is_better=True))
    return figures
