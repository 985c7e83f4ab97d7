"""Random legal playouts: invariants hold, every game ends, saves replay to the same hash."""

from __future__ import annotations

import pytest

from .playout import GAME, play

SCENARIOS = ("skirmish", "forest_clash", "great_battle")


@pytest.mark.parametrize("seed", range(50))
def test_random_playouts_keep_the_invariants(seed):
    scenario = SCENARIOS[seed % 3]
    session, steps = play(scenario, seed)
    assert steps > 0
    if seed % 5 == 0:
        assert session.replay_hash() == session.state_hash()


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(50, 350))
def test_many_random_playouts(seed):
    session, _ = play(SCENARIOS[seed % 3], seed)
    assert session.replay_hash() == session.state_hash()


def test_every_legal_action_applies_and_describes():
    session, _ = play("skirmish", 1, max_steps=20000)
    assert session.game.outcome(session.state) is not None
    from tabletop.core.session import Session
    s = Session(GAME, 2, {"scenario": "forest_clash"}, seed=9)
    import random
    rng = random.Random(3)
    for _ in range(300):
        if s.is_over():
            break
        acts = s.legal_actions()
        for a in acts[:40]:
            assert GAME.describe_action(s.state, a, "ja") and GAME.describe_action(s.state, a, "en")
            assert GAME.action_from_json(a.to_json()) == a
        s.apply(rng.choice(acts))
        label = GAME.turn_label(s.state)
        assert label.ja and label.en
