"""Rule シュート: a shot starts on the table, two cards (176 mm) or more from the nearest target (ruling R3)."""

import math

import pytest

from tabletop.games.monsterraid import geometry, shoot
from tabletop.physics import Board, board_polygon
from tabletop.physics.layout import board_apothem


def test_rule_shoot_at_least_two_card_lengths_from_nearest_target():
    """シュート: 最も近い【ターゲット】からカード２枚分以上離して."""
    outlines = [board_polygon(Board("b", 6, 600.0, 450.0))]
    edge_x = 600.0 + board_apothem(6)
    assert geometry.SHOOT_DISTANCE == 176.0
    assert shoot.nearest_target_distance(edge_x + 176.0, 450.0, outlines) == pytest.approx(176.0)
    assert shoot.position_ok(1200.0, 900.0, outlines, edge_x + 176.0, 450.0)
    assert shoot.nearest_target_distance(edge_x + 170.0, 450.0, outlines) == pytest.approx(170.0)
    assert not shoot.position_ok(1200.0, 900.0, outlines, edge_x + 170.0, 450.0)
    assert shoot.nearest_target_distance(600.0, 450.0, outlines) == 0.0
    assert shoot.nearest_target_distance(1.0, 1.0, []) == math.inf
    assert shoot.position_ok(1200.0, 900.0, [], 1.0, 1.0)


def test_rule_shoot_starts_on_the_table():
    assert shoot.on_table(1200.0, 900.0, 0.0, 900.0)
    assert not shoot.on_table(1200.0, 900.0, -0.1, 10.0)
    assert not shoot.position_ok(1200.0, 900.0, [], 1200.1, 10.0)


def test_rule_shoot_on_the_rules_state_uses_the_standing_targets():
    from tests.games.monsterraid.helpers import new_game

    session, _script = new_game()
    state = session.state
    target = state.live_targets()[0]
    assert not shoot.shooting_position_ok(state, target.cx, target.cy)
    assert not shoot.shooting_position_ok(state, -1.0, 10.0)
    x, y = state.launcher
    assert shoot.shooting_position_ok(state, x, y)
    target.destroyed = True  # a destroyed target no longer counts
    assert len(shoot.target_outlines(state)) == len(state.targets) - 1
