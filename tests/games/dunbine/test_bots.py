"""The greedy bot only chooses legal actions and finishes games."""

from __future__ import annotations

import pytest

from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.games.dunbine import bot_quick

from .helpers import GAME


@pytest.mark.parametrize("scenario", ["skirmish", "forest_clash"])
def test_greedy_bot_plays_legal_moves_to_the_end(scenario):
    dice = SeededSource(7)
    state = GAME.setup(2, {"scenario": scenario}, Context(dice))
    steps = 0
    while GAME.outcome(state) is None:
        action = bot_quick.choose(state)
        assert action in GAME.legal_actions(state)
        GAME.apply(state, action, Context(dice))
        steps += 1
        assert steps < 20000
    assert any(not u.in_play or u.damage for u in state.units)   # it actually fights
