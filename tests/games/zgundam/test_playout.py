"""Random playouts at every seat count (2-6) and end condition, to the end of the game.

Every step: card conservation (``Table.check``), every legal action labelled in
both languages; at the end: the outcome, JSON round trip and the replay hash.
"""

from __future__ import annotations

import json
import random

import pytest

from tabletop.core import serial
from tabletop.core.session import Session
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.state import all_card_ids

ENDS = ("deck", "one_fleet", "last_fleet")


def playout(seats: int, end: str, seed: int, label_every: int = 7) -> Session:
    session = Session(GAME, seats, {"end": end}, seed=seed)
    rng = random.Random(seed * 101 + seats)
    expected = all_card_ids()
    steps = 0
    while not session.is_over():
        state = session.state
        decision = session.pending()
        actions = session.legal_actions()
        assert actions, f"no legal action in phase {state.phase}"
        if steps % label_every == 0:
            for action in actions:
                for lang in ("ja", "en"):
                    text = GAME.describe_action(state, action, lang)
                    assert text and text != type(action).__name__
            view = session.view(decision.seat)
            json.dumps(view)
            assert view["pending"]["seat"] == decision.seat
        session.apply(rng.choice(actions), seat=decision.seat)
        problems = session.state.table().check(expected)
        assert problems == [], problems
        assert all(0 < d < GAME_durability(c) for c, d in session.state.damage.items())
        steps += 1
        assert steps < 3000, "the game does not end"
    outcome = GAME.outcome(session.state)
    assert len(outcome.scores) == seats and outcome.winners
    assert max(outcome.scores) == outcome.scores[outcome.winners[0]]
    data = GAME.state_to_json(session.state)
    assert serial.to_json(GAME.state_from_json(json.loads(json.dumps(data)))) == data
    assert session.replay_hash() == session.state_hash()
    return session


def GAME_durability(card_id: str) -> int:
    from tabletop.games.zgundam.cards import catalogue
    return catalogue()[card_id].durability


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_playouts_reach_the_end_with_cards_conserved_and_replays_matching(seats):
    for seed in range(10):  # (`make soak` plays 200 more a seat count: test_random_playouts_soak)
        playout(seats, ENDS[seed % 3], seed)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_playouts_soak(seats):
    for seed in range(1000, 1200):
        playout(seats, ENDS[seed % 3], seed, label_every=50)
