"""The players' arrangement at stage start (rule 0 ターゲットの配置 / エフェクトの設置)."""

from __future__ import annotations

import pytest

from tabletop.core.dice import ScriptedSource
from tabletop.core.errors import RulesError
from tabletop.core.session import Session
from tabletop.games.monsterraid import geometry, placement
from tabletop.games.monsterraid.actions import PlaceEffect, PlaceMinion, Ready
from tabletop.games.monsterraid.game import MonsterRaidGame
from tabletop.games.monsterraid.layout import board_poly, card_poly, place_stage

from .helpers import Scripted


def placing(boss="lizardman", minions=("goblin", "kobold", "slime")):
    session = Session(MonsterRaidGame(resolver=Scripted()), 2, {}, dice=ScriptedSource([1, 1, 1, 2, 3]))
    state = session.state
    with session.edit():
        state.supply = {k: v + len([c for c in state.cards if c.kind == k]) for k, v in state.supply.items()}
        place_stage(state, boss, list(minions))
    return session, state


def test_rule_0_stage_starts_with_the_placement_decision():
    session, state = placing()
    assert session.pending().kind == "placement" and session.pending().seat == 0
    legal = session.legal_actions()
    assert Ready() in legal and any(isinstance(a, PlaceMinion) for a in legal)
    shot = session.game.sample_shot(state, "sigurd", "sigurd-n1-d6", "flick")
    with pytest.raises(RulesError) as err:
        session.apply(shot)
    assert err.value.rule == "monsterraid 0 ターゲットの配置"
    session.apply(Ready())
    assert session.pending().kind == "turn"
    with pytest.raises(RulesError):
        session.apply(Ready())


def test_rule_0_players_may_move_a_minion_to_another_boss_edge():
    session, state = placing()
    free = [a for a in session.legal_actions() if isinstance(a, PlaceMinion) and a.anchor == "lizardman"]
    assert free
    session.apply(free[0])
    state = session.state
    moved = state.target(free[0].target)
    boss = state.target("lizardman")
    assert geometry.polygon_distance(board_poly(moved), board_poly(boss)) <= 1.0
    # the effect cards were laid again without overlaps
    for c in state.cards:
        for t in state.targets:
            if t.id != c.board:
                assert not geometry.overlap(card_poly(c), board_poly(t))


def test_rule_0_a_minion_goes_against_a_minion_only_when_the_boss_is_full():
    session, state = placing()
    # the boss still has free edges: touching only a minion is refused
    goblin = state.target("goblin")
    for edge in range(goblin.sides):
        action = PlaceMinion("slime", "goblin", edge, 0)
        with pytest.raises(RulesError):
            placement.check_minion(state, action)


def test_rule_0_overlap_is_refused():
    session, state = placing()
    kobold = state.target("kobold")
    boss = state.target("lizardman")
    taken = next(e for e in range(boss.sides)
                 if geometry.polygon_distance(geometry.polygon(*geometry.attach_pose(
                     (boss.x, boss.y, boss.angle, boss.sides), e, 5, 0), 5), board_poly(kobold)) <= 1.0
                 and geometry.overlap(geometry.polygon(*geometry.attach_pose(
                     (boss.x, boss.y, boss.angle, boss.sides), e, 5, 0), 5), board_poly(kobold)))
    with pytest.raises(RulesError) as err:
        session.apply(PlaceMinion("goblin", "lizardman", taken, 0))
    assert err.value.rule == "monsterraid 0 ターゲットの配置"


def test_rule_0_the_flying_target_stays_on_the_stand():
    session, state = placing("lizardman", ("giant_bat", "goblin", "kobold"))
    with pytest.raises(RulesError):
        session.apply(PlaceMinion("giant_bat", "lizardman", 3, 0))


def test_rule_0_a_displaced_effect_card_may_go_to_any_free_edge():
    session, state = placing("lizardman", ("goblin", "kobold", "slime"))
    displaced = [c for c in state.cards if c.edge not in placement.icon_edges(state, c.board, c.kind)]
    on_icon = [c for c in state.cards if c.edge in placement.icon_edges(state, c.board, c.kind)]
    assert on_icon
    with pytest.raises(RulesError):
        session.apply(PlaceEffect(on_icon[0].id, 0))
    state = session.state
    moves = [a for a in session.legal_actions() if isinstance(a, PlaceEffect)]
    assert displaced and moves
    assert {m.card for m in moves} <= {c.id for c in displaced}
    session.apply(moves[-1])
    assert session.state.card(moves[-1].card).edge == moves[-1].edge


@pytest.mark.parametrize("boss,minions", [("harpy", ["goblin", "kobold", "slime"]),
                                          ("griffon", ["orc", "dire_wolf", "giant_bat"]),
                                          ("wyvern", ["lizardman", "ogre", "troll"])])
def test_ruling_R7a_a_flying_boss_s_minions_touch_each_other(boss, minions):
    """Rule 0 ターゲットの配置: minions touch the boss, or each other where they cannot; a flying boss
    is on its stand apart from the others, so its minions touch each other (ruling R7a)."""
    session, state = placing(boss, minions)
    b = state.targets[0]
    assert b.raised
    ground = [t for t in state.targets if not t.raised]
    assert len(ground) == 3
    for t in ground:
        assert any(geometry.polygon_distance(board_poly(t), board_poly(o)) <= 1.0 for o in ground if o is not t)
        assert geometry.polygon_distance(board_poly(t), board_poly(b)) > 50  # the stand stays apart
    assert (ground[0].x, ground[0].y) == (state.table_width / 2, state.table_height / 2)
    # the placement step offers moves, each keeping every minion touching another
    moves = [a for a in session.legal_actions() if isinstance(a, PlaceMinion)]
    assert moves and all(a.anchor != b.id for a in moves)
    session.apply(moves[0])
    ground = [t for t in state.targets if not t.raised]
    for t in ground:
        assert any(geometry.polygon_distance(board_poly(t, home=True), board_poly(o, home=True)) <= 1.0
                   for o in ground if o is not t)
    with pytest.raises(RulesError):
        session.apply(PlaceMinion(ground[1].id, b.id, 0, 0))
