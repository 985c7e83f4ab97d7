"""legal_actions is the single source of truth: every listed action applies, and the
unlisted candidates of the same shapes are refused with a RulesError."""

from __future__ import annotations

import copy
import random

import pytest

from tabletop.core.dice import SeededSource
from tabletop.core.errors import RulesError
from tabletop.core.game import Context
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine.geometry import SLIP_OFFSETS
from tabletop.games.dunbine.state import PP_ITEMS

from .helpers import GAME
from .playout import pick


def candidates(state) -> list:
    """Many actions of every shape, legal or not."""
    out = [A.EndAcceleration(), A.EndTurn(), A.AuraDone()]
    out += [A.Defend(k) for k in ("evade", "block", "none")]
    ids = [u.id for u in state.units]
    for uid in ids:
        u = state.unit(uid)
        out += [A.Forward(uid), A.Backward(uid), A.Transform(uid), A.Separate(uid), A.EndActivation(uid),
                A.ChooseVictim(uid)]
        out += [A.Turn(uid, s) for s in (1, -1, 2, -2, 3)]
        out += [A.ResponseTurn(uid, s) for s in (1, -1, 2, -2, 3)]
        out += [A.SideSlip(uid, side) for side in SLIP_OFFSETS]
        out += [A.ChangeThrust(uid, t) for t in range(-3, 17)]
        out += [A.SpendAura(uid, item, 1) for item in ("action",) + PP_ITEMS]
        out += [A.SetPP(uid, item, v) for item in PP_ITEMS for v in (0, 1, 3)]
        for other in ids:
            out.append(A.Dock(uid, other))
            out += [A.Attack(uid, other, w) for w in ["sword"] + [w.id for w in u.card.weapons]]
    return out


def _applies(state, action, seed) -> bool:
    trial = copy.deepcopy(state)
    try:
        GAME.apply(trial, action, Context(SeededSource(seed)))
    except RulesError:
        return False
    return True


@pytest.mark.parametrize("scenario,seed", [("skirmish", 1), ("forest_clash", 2), ("great_battle", 3)])
def test_legal_actions_match_apply(scenario, seed):
    check_game(scenario, seed, every=11, limit=300)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 40))
def test_legal_actions_match_apply_soak(seed):
    check_game(("skirmish", "forest_clash", "great_battle")[seed % 3], seed, every=2, limit=3000)


def check_game(scenario: str, seed: int, every: int, limit: int) -> None:
    dice = SeededSource(seed)
    state = GAME.setup(2, {"scenario": scenario}, Context(dice))
    rng = random.Random(seed)
    step = 0
    while GAME.outcome(state) is None and step < limit:
        legal = GAME.legal_actions(state)
        if step % every == 0:
            listed = set(legal)
            for action in legal:
                assert _applies(state, action, step), f"listed but refused: {action}"
            before = GAME.state_hash(state)
            for action in candidates(state):
                if action not in listed:
                    # Refusals happen before any change, so the real state can be used.
                    try:
                        GAME.apply(state, action, Context(SeededSource(step)))
                    except RulesError:
                        continue
                    raise AssertionError(f"accepted but not listed: {action}")
            assert GAME.state_hash(state) == before
        GAME.apply(state, pick(rng, legal), Context(dice))
        step += 1
