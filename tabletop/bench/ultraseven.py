"""Ultra Seven figures: random playouts per second (bare rules and through a Session)."""

from __future__ import annotations

import random
import time

from tabletop.bench import Figure
from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.core.session import Session


def _bare(game, bots, mode: str, seed: int) -> int:
    dice = SeededSource(seed)
    state = game.setup(2, {"mode": mode}, Context(dice))
    rng = random.Random(seed)
    n = 0
    while game.pending(state) is not None:
        game.apply(state, bots["random"](game, state, rng), Context(dice))
        n += 1
    return n


def run() -> list[Figure]:
    from tabletop.games.ultraseven import GAME
    from tabletop.games.ultraseven.bots import POLICIES, playout

    figures = []
    for mode, games in (("one_cour", 30), ("two_cour", 10)):
        start = time.perf_counter()
        actions = sum(_bare(GAME, POLICIES, mode, seed) for seed in range(games))
        elapsed = time.perf_counter() - start
        figures.append(Figure(f"ultraseven: random playouts {mode} (rules only)", games / elapsed, "games/s",
                              higher_is_better=True))
        figures.append(Figure(f"ultraseven: actions/s {mode} (rules only)", actions / elapsed, "actions/s",
                              higher_is_better=True))
    start = time.perf_counter()
    for seed in range(10):
        session = Session(GAME, 2, {"mode": "one_cour"}, seed=seed)
        playout(GAME, session, (POLICIES["random"], POLICIES["random"]), random.Random(seed))
    figures.append(Figure("ultraseven: random playouts one_cour (Session, undo snapshots)",
                          10 / (time.perf_counter() - start), "games/s", higher_is_better=True))
    return figures
