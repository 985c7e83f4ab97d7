"""Every action that ``legal_actions`` does not list is refused with a ``RulesError``, before any change.

Random playout states are probed with random actions of every type built from
every card id; the state (hashed) must be exactly as before each refusal.
"""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from tabletop.core.dice import SeededSource
from tabletop.core.errors import RulesError
from tabletop.core.game import Context
from tabletop.core.session import Session
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import ALL_ACTIONS, AttackMS, NoReaction
from tabletop.games.zgundam.state import all_card_ids

from .helpers import arranged


def random_action(rng: random.Random, ids: list[str], seats: int):
    cls = rng.choice(ALL_ACTIONS)
    values = {}
    for f in dataclasses.fields(cls):
        if f.type in ("str",):
            values[f.name] = rng.choice(ids)
        elif f.type in ("int",):
            values[f.name] = rng.randint(-1, seats + 7)
        elif f.type in ("bool",):
            values[f.name] = rng.random() < 0.5
    return cls(**values)


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_actions_outside_legal_actions_are_refused_without_change(seats):
    ids = all_card_ids()
    for seed in range(3):
        session = Session(GAME, seats, {"end": ("deck", "one_fleet", "last_fleet")[seed]}, seed=seed)
        rng = random.Random(seed)
        probes = 0
        while not session.is_over():
            legal = session.legal_actions()
            state = session.state
            before = GAME.state_hash(state)
            for _ in range(6):
                action = random_action(rng, ids, seats)
                if action in legal:
                    continue
                probe = copy.deepcopy(state)
                with pytest.raises(RulesError):
                    GAME.apply(probe, action, Context(SeededSource(0)))
                assert GAME.state_hash(probe) == before, action
                probes += 1
            session.apply(rng.choice(legal))
        assert probes > 100


def test_reaction_is_asked_of_the_attacked_seat_only():
    session = Session(GAME, 3, seed=1)
    session.set_position(arranged(3, hand2=["ceasefire-1"], ready0=["zeta", "kamille"], ready2=["nemo-1", "fa"],
                             ships0=["argama"], ships1=["radish"], ships2=["alexandria"]))
    session.apply(AttackMS("zeta", "nemo-1"), seat=0)
    assert session.pending().seat == 2
    with pytest.raises(RulesError):
        session.apply(NoReaction(), seat=0)
    with pytest.raises(RulesError):
        session.apply(NoReaction(), seat=1)
    session.apply(NoReaction(), seat=2)
    assert session.state.phase in ("action", "hand_limit")
