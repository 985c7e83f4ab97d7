"""The computer players: always legal, and the greedy one beats random play."""

import random

from tabletop.core.session import new_session
from tabletop.games.sdgf.bots import greedy_action, random_action


def _game(seed: int, greedy_seat: int) -> int:
    rng = random.Random(seed)
    s = new_session("sdgf", seed=seed)
    while not s.is_over():
        seat = s.pending().seat
        pick = greedy_action if seat == greedy_seat else random_action
        action = pick(s.game, s.state, rng)
        assert action in s.legal_actions()
        s.apply(action, seat)
    return s.game.outcome(s.state).winners[0]


def test_greedy_bot_beats_random_play():
    wins = sum(_game(seed, seed % 2) == seed % 2 for seed in range(40))
    assert wins >= 24, wins
