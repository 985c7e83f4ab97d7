"""Whole games played from ``legal_actions`` with a fixed, seeded landing script (no physics)."""

from __future__ import annotations

import random

import pytest

from tabletop.core import serial
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games.monsterraid.game import MonsterRaidGame
from tabletop.games.monsterraid.shots import Rest, ShotOutcome
from tabletop.games.monsterraid.state import MonsterRaidState


def random_resolver(seed):
    rng = random.Random(seed)

    def resolve(state, spec, physics_seed, index):
        live = [t.id for t in state.live_targets()]
        roll = rng.random()
        sides = int(state.die(spec.die).kind[1:])
        face = rng.randint(1, sides)
        if roll < 0.1:
            return ShotOutcome([Rest(spec.die, [], face, True, True, [], 0, 0, 0)])
        if roll < 0.3 or not live:
            return ShotOutcome([Rest(spec.die, [], face, False, True, [], 50.0, 50.0, 0)])
        on = [rng.choice(live)]
        if roll > 0.85 and state.cards:
            on.append(rng.choice(state.cards).id)
        t = state.target(on[0])
        rests = [Rest(spec.die, on, face, False, True, [], t.cx, t.cy, 0)]
        others = [d for d in state.field_dice() if d.id != spec.die]
        crashed = []
        if others and roll > 0.6:
            hit = rng.choice(others)
            crashed.append(hit.id)
            rests[0].crashed_into = [hit.id]
            rests.append(Rest(hit.id, [rng.choice(live)], hit.face, False, True, [], t.cx, t.cy, 0))
        return ShotOutcome(rests, {}, {}, {spec.die: crashed} if crashed else {})
    return resolve


def check_invariants(state, wall_before):
    assert state.wall >= wall_before
    assert len(state.dice) == 4 + 5 + 4 + 3 + 8
    known = {t.id for t in state.live_targets()} | {c.id for c in state.cards}
    for d in state.dice:
        assert d.where in ("hand", "slot", "field", "lost", "aside", "gone")
        assert (d.where == "slot" or d.where == "gone") <= d.ultimate
        if d.where == "field":
            assert set(d.on) <= known
            assert 1 <= d.face <= int(d.kind[1:])
        else:
            assert d.on == []
    for t in state.targets:
        assert t.damage >= 0
    edges = [(c.board, c.edge) for c in state.cards]
    assert len(edges) == len(set(edges))
    assert all(v >= 0 for v in state.supply.values())


def play(seed, seats, difficulty, limit=3000):
    game = MonsterRaidGame(resolver=random_resolver(seed))
    session = Session(game, seats, {"difficulty": difficulty}, dice=SeededSource(seed))
    rng = random.Random(seed * 7 + 1)
    steps = 0
    while not session.is_over() and steps < limit:
        actions = session.legal_actions()
        assert actions, session.game.turn_label(session.state)
        shots = [a for a in actions if type(a).__name__ == "Shoot"]
        pick = rng.choice(shots) if shots and rng.random() < 0.7 else rng.choice(actions)
        wall = session.state.wall
        session.apply(pick)
        check_invariants(session.state, wall)
        # the state always round-trips exactly
        data = serial.to_json(session.state)
        assert serial.to_json(serial.from_json(MonsterRaidState, data)) == data
        steps += 1
    return session, steps


# The fast suite plays two whole games (both difficulties); the one- and four-seat games, the longest, play in
# `make soak`, beside its thousands of random games in every setting (tests/soak).
@pytest.mark.parametrize("seed,seats,difficulty", [
    pytest.param(1, 4, "normal", marks=pytest.mark.slow), pytest.param(2, 1, "hard", marks=pytest.mark.slow),
    (3, 3, "normal"), (4, 2, "hard")])
def test_rule_3_random_games_reach_an_ending(seed, seats, difficulty):
    session, steps = play(seed, seats, difficulty)
    out = session.game.outcome(session.state)
    assert out is not None, f"not over after {steps} actions: {session.game.turn_label(session.state)}"
    assert session.state.stage == 3
    assert out.scores == tuple(float(session.state.wall) for _ in range(seats))
    view = session.view(0)
    assert view["ending"]["score"] == session.state.wall
