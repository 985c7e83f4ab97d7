"""Dunbine figures: legal_actions + apply per step, and random games per second (largest scenario)."""

from __future__ import annotations

import random
import statistics
import time

from tabletop.bench import Figure
from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.core.session import Session


def _pick(rng: random.Random, actions: list):
    by: dict[str, list] = {}
    for a in actions:
        by.setdefault(type(a).__name__, []).append(a)
    return rng.choice(by[rng.choice(sorted(by))])


def _largest() -> str:
    from tabletop.games.dunbine.scenario import get_board, scenario_files
    return max(scenario_files(), key=lambda sid: len(get_board(f"scenario:{sid}").hexes))


def _game_steps(game, scenario: str, seed: int, samples: list[float]) -> None:
    """One random game straight on the rules (no session snapshots), timing each step."""
    dice = SeededSource(seed)
    state = game.setup(2, {"scenario": scenario}, Context(dice))
    rng = random.Random(seed)
    while game.outcome(state) is None:
        start = time.perf_counter()
        action = _pick(rng, game.legal_actions(state))
        game.apply(state, action, Context(dice))
        samples.append((time.perf_counter() - start) * 1000.0)


def _bot_balance(game, scenario: str, games: int = 12) -> tuple[float, float]:
    """Greedy bot against itself: share of wins of the first listed side, and draws."""
    from tabletop.games.dunbine import bot_quick

    wins = draws = 0
    for seed in range(games):
        dice = SeededSource(seed)
        state = game.setup(2, {"scenario": scenario}, Context(dice))
        while game.outcome(state) is None:
            game.apply(state, bot_quick.choose(state), Context(dice))
        winners = game.outcome(state).winners
        wins += winners == (0,)
        draws += winners == ()
    return wins / games, draws / games


def run() -> list[Figure]:
    from tabletop.games import discover
    from tabletop.core import registry

    discover()
    game = registry.find("dunbine")
    scenario = _largest()
    samples: list[float] = []
    start = time.perf_counter()
    games = 0
    while games < 5 or time.perf_counter() - start < 3.0:
        _game_steps(game, scenario, games, samples)
        games += 1
    rules_rate = games / (time.perf_counter() - start)
    start = time.perf_counter()
    sessions = 0
    while sessions < 2 or time.perf_counter() - start < 2.0:
        s = Session(game, 2, {"scenario": scenario}, seed=100 + sessions)
        rng = random.Random(sessions)
        while not s.is_over():
            s.apply(_pick(rng, s.legal_actions()))
        sessions += 1
    session_rate = sessions / (time.perf_counter() - start)
    samples.sort()
    balance = []
    from tabletop.games.dunbine.scenario import scenario_files
    for sid in scenario_files():
        share, draws = _bot_balance(game, sid)
        balance.append(Figure(f"dunbine: greedy bots, {sid}: first side's win share (draws {draws:.0%})",
                              share * 100, "%"))
    return balance + [
        Figure(f"dunbine: legal_actions+apply per step, {scenario} (median)", statistics.median(samples), "ms", 1.0),
        Figure("dunbine: same, 95th percentile", samples[int(len(samples) * 0.95)], "ms"),
        Figure(f"dunbine: random games per second, {scenario} (rules only)", rules_rate, "games/s",
               higher_is_better=True),
        Figure(f"dunbine: random games per second, {scenario} (through Session)", session_rate, "games/s",
               higher_is_better=True),
    ]


if __name__ == "__main__":
    for f in run():
        print(f"{f.name}: {f.value:.3f} {f.unit}")
