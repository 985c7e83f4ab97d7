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


def test_greedy_bot_reads_only_its_own_view():
    """The greedy choice depends on the seat's view alone: hidden cards cannot sway it."""
    from tabletop.games.sdgf import GAME
    from tabletop.games.sdgf.bots import greedy_choice

    rng = random.Random(4)
    s = new_session("sdgf", seed=31)
    while not s.is_over():
        seat = s.pending().seat
        view = GAME.view(s.state, seat)
        a = greedy_choice(view, s.legal_actions(), random.Random(1))
        b = greedy_choice(view, s.legal_actions(), random.Random(1))
        assert a == b and a in s.legal_actions()
        s.apply(greedy_choice(view, s.legal_actions(), rng), seat)
