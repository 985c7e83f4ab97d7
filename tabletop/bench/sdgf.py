"""SD Gundam Force card game: random playout speed (rules alone, and through a Session)."""

from __future__ import annotations

import random
import time

from tabletop.bench import Figure
from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.core.session import new_session


def _rules_playout(game, seed: int) -> int:
    rng = random.Random(seed)
    dice = SeededSource(seed)
    state = game.setup(2, game.spec.default_options(), Context(dice))
    steps = 0
    while game.pending(state) is not None:
        game.apply(state, rng.choice(game.legal_actions(state)), Context(dice))
        steps += 1
    return steps


def _session_playout(seed: int) -> int:
    rng = random.Random(seed)
    s = new_session("sdgf", seed=seed)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    return len(s.actions)


def _rate(func, games: int) -> tuple[float, float]:
    start = time.perf_counter()
    steps = sum(func(seed) for seed in range(games))
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / elapsed


def run() -> list[Figure]:
    import tabletop.games.sdgf  # noqa: F401  (registers the game)
    from tabletop.core import registry

    game = registry.find("sdgf")
    rules_games, rules_steps = _rate(lambda seed: _rules_playout(game, seed), 200)
    session_games, _ = _rate(_session_playout, 50)
    return [
        Figure("sdgf: random playout games/s (rules only)", rules_games, "games/s", 100, True),
        Figure("sdgf: random playout actions/s (rules only)", rules_steps, "actions/s"),
        Figure("sdgf: random playout games/s (through Session)", session_games, "games/s", 10, True),
    ]
