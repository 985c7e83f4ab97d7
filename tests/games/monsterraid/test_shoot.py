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
    cards = [c for c in state.cards if c.board != target.id]  # its effect cards go with it (ruling R3)
    assert len(shoot.target_outlines(state)) == len(state.targets) - 1 + len(cards)


def test_ruling_R3_shooting_distance_counts_a_target_s_effect_cards():
    """Rule シュート, rule 0 エフェクトの設置: an effect card is part of its target, so two card lengths
    are measured to the nearest board or effect card (ruling R3)."""
    from tests.games.monsterraid.helpers import new_game
    from tabletop.games.monsterraid import bot_plan, geometry
    from tabletop.games.monsterraid.table_bridge import build_table

    session, _script = new_game()
    state = session.state
    card = state.cards[0]
    poly = geometry.card_polygon(card.cx, card.cy, card.cangle)
    # a point just beyond the card's far end, straight out from its edge
    x = card.cx + (geometry.CARD_LENGTH / 2 + 100.0) * math.cos(card.cangle)
    y = card.cy + (geometry.CARD_LENGTH / 2 + 100.0) * math.sin(card.cangle)
    assert geometry.point_distance(x, y, poly) == pytest.approx(100.0, abs=0.5)
    boards = [geometry.polygon(t.cx, t.cy, t.cangle, t.sides) for t in state.live_targets()]
    assert shoot.nearest_target_distance(x, y, boards) >= geometry.SHOOT_DISTANCE - 100.0  # the board alone is farther
    assert len(shoot.target_outlines(state)) == len(state.live_targets()) + len(state.cards)
    assert not shoot.shooting_position_ok(state, x, y)
    assert not bot_plan._Starts(state).ok(x, y)
    table = build_table(state)
    assert len(shoot.table_outlines(table)) == len(shoot.target_outlines(state))
    assert not shoot.position_ok(table.width, table.height, shoot.table_outlines(table), x, y)
    # every sample shot the rules offer starts two cards from every board and card
    for action in session.legal_actions():
        if hasattr(action, "x") and hasattr(action, "method"):
            assert shoot.nearest_target_distance(action.x, action.y, shoot.target_outlines(state)) >= 176.0
