"""Special cards, (2)-a: repair, dummy meteor, ceasefire signal, explosion, supply, colony laser."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import (AttackMS, AttackShip, NoReaction, PlayCeasefire, PlayColonyLaser, PlayDummyMeteor,
                                            PlayExplosion, PlayFullRepair, PlayRepair, ShipAttack)
from tabletop.games.zgundam.state import ACTION, DISCARD, REACT, hand, ready, score, ships

from .helpers import arranged, battle, check, play

DECK = ["gaza_c-1", "gaza_c-2", "rick_dom", "barzam", "galbaldy", "asshimar", "gaplant", "byarlant"]


def table(**zones):
    base = dict(ships0=["argama"], ships1=["radish"], action_deck=list(DECK))
    base.update(zones)
    return arranged(2, **base)


# -- 修理 repair ------------------------------------------------------------------------
def test_rule_2_a_repair_roll_at_least_the_points_repairs_them():
    state = table(hand0=["repair-1"])
    state.damage["argama"] = 4
    play(state, PlayRepair("repair-1", "argama", 3), [3])
    assert state.damage["argama"] == 1 and "repair-1" in state.cards(DISCARD)


def test_rule_2_a_repair_fails_below_the_points():
    state = table(hand0=["repair-1"])
    state.damage["argama"] = 4
    play(state, PlayRepair("repair-1", "argama", 3), [2])
    assert state.damage["argama"] == 4 and "repair-1" in state.cards(DISCARD)


def test_rule_2_a_repair_of_more_than_6_succeeds_on_a_6():
    state = table(hand0=["repair-1", "repair-2"], ships0=["jupitris"])
    state.damage["jupitris"] = 8
    play(state, PlayRepair("repair-1", "jupitris", 7), [5])
    assert state.damage["jupitris"] == 8
    state.current, state.phase = 0, ACTION
    play(state, PlayRepair("repair-2", "jupitris", 7), [6])
    assert state.damage["jupitris"] == 1


def test_rule_2_a_two_repair_cards_restore_full_durability_without_a_roll():
    state = table(hand0=["repair-1", "repair-2"])
    state.damage["argama"] = 5
    assert PlayFullRepair("repair-1", "repair-2", "argama") in GAME.legal_actions(state)
    play(state, PlayFullRepair("repair-1", "repair-2", "argama"), [])
    assert "argama" not in state.damage
    assert {"repair-1", "repair-2"} <= set(state.cards(DISCARD))


def test_rule_2_a_ruling_r12_repair_only_own_damaged_ship_within_its_damage():
    state = table(hand0=["repair-1", "zeta"])
    state.damage["argama"] = 2
    state.damage["radish"] = 2
    for bad in (PlayRepair("repair-1", "radish", 1), PlayRepair("repair-1", "argama", 3),
                PlayRepair("repair-1", "argama", 0), PlayRepair("zeta", "argama", 1)):
        with pytest.raises(RulesError):
            play(state, bad)
    repairs = [a for a in GAME.legal_actions(state) if isinstance(a, PlayRepair)]
    assert repairs == [PlayRepair("repair-1", "argama", 1), PlayRepair("repair-1", "argama", 2)]


# -- ダミー隕石 dummy meteor ----------------------------------------------------------------
def test_rule_2_a_dummy_meteor_is_a_pending_decision_of_the_attacked_seat():
    state = table(hand1=["dummy_meteor-1", "zeta"])
    play(state, ShipAttack("argama", "radish"))
    assert state.phase == REACT
    decision = GAME.pending(state)
    assert decision.seat == 1 and decision.kind == REACT
    assert GAME.legal_actions(state) == [PlayDummyMeteor("dummy_meteor-1"), NoReaction()]
    play(state, PlayDummyMeteor("dummy_meteor-1"))
    assert state.damage == {} and "dummy_meteor-1" in state.cards(DISCARD)
    assert state.current == 1 and state.phase == ACTION   # the attacker's turn is over
    assert state.last_combat.kind == "dummy_meteor"


def test_rule_2_a_declining_the_dummy_meteor_lets_the_ship_battle_happen():
    state = table(hand1=["dummy_meteor-1"])
    play(state, ShipAttack("argama", "radish"))
    play(state, NoReaction(), [1, 1, 1, 6, 6, 6])
    assert state.damage == {"radish": 3}
    assert "dummy_meteor-1" in state.cards(hand(1))


def test_rule_2_a_dummy_meteor_does_not_stop_an_ms_attack():
    state = table(hand1=["dummy_meteor-1"], ready0=["zeta", "kamille"], ready1=["nemo-1", "fa"])
    battle(state, AttackMS("zeta", "nemo-1"), [6] * 8)
    assert state.phase == ACTION and state.last_combat.kind == "ms_ms"


def test_ruling_r5_the_attacked_seat_is_asked_even_without_the_card():
    state = table()
    play(state, ShipAttack("argama", "radish"))
    assert state.phase == REACT and GAME.pending(state).seat == 1
    assert GAME.legal_actions(state) == [NoReaction()]
    play(state, NoReaction(), [6] * 6)
    assert state.phase == ACTION and state.current == 1


def test_ruling_r5_the_question_and_every_other_seats_view_do_not_depend_on_the_hidden_hand():
    with_card, without = table(hand1=["dummy_meteor-1"]), table(hand1=["zeta"])
    for state in (with_card, without):
        play(state, ShipAttack("argama", "radish"))
    assert GAME.pending(with_card) == GAME.pending(without)
    assert GAME.view(with_card, 0) == GAME.view(without, 0) and GAME.view(with_card, None) == GAME.view(without, None)
    assert GAME.turn_label(with_card) == GAME.turn_label(without)


# -- 停戦信号 ceasefire ------------------------------------------------------------------
def test_rule_2_a_ceasefire_avoids_ms_battle_and_discards_the_attacker():
    state = table(hand1=["ceasefire-1"], ready0=["zeta", "kamille"], ready1=["nemo-1", "fa"])
    play(state, AttackMS("zeta", "nemo-1"))
    assert GAME.pending(state).seat == 1
    with pytest.raises(RulesError):
        play(state, PlayDummyMeteor("ceasefire-1"))
    play(state, PlayCeasefire("ceasefire-1"))
    assert state.cards(DISCARD) == ["ceasefire-1", "zeta", "kamille"]
    assert state.cards(ready(1)) == ["nemo-1", "fa"]
    assert state.cards(score(0)) == state.cards(score(1)) == []


def test_rule_2_a_ceasefire_does_not_stop_an_ms_attack_on_a_ship():
    state = table(hand1=["ceasefire-1"], ready0=["zeta", "kamille"])
    play(state, AttackShip("zeta", "radish"), [6] * 9)
    assert state.phase == ACTION and state.last_combat.kind == "ms_ship"


# -- 爆破 explosion ------------------------------------------------------------------------
def test_rule_2_a_explosion_with_a_pilot_destroys_on_ability_or_less():
    state = table(hand0=["explosion-1", "emma"])
    play(state, PlayExplosion("explosion-1", "emma", "radish"), [4])
    assert state.cards(score(0)) == ["radish"]
    assert {"explosion-1", "emma"} <= set(state.cards(DISCARD))
    check(state)


def test_rule_2_a_ruling_r6_explosion_is_capped_at_4_and_cards_discarded():
    state = table(hand0=["explosion-1", "kamille"])
    play(state, PlayExplosion("explosion-1", "kamille", "radish"), [5])
    assert state.cards(ships(1)) == ["radish"]
    assert state.last_combat.rolls[0].hit_number == 4
    assert {"explosion-1", "kamille"} <= set(state.cards(DISCARD))


def test_rule_2_a_explosion_needs_a_pilot_from_the_hand_and_an_enemy_ship():
    state = table(hand0=["explosion-1", "zeta"], ready0=["mk2", "emma"])
    with pytest.raises(RulesError):
        play(state, PlayExplosion("explosion-1", "emma", "radish"))   # a combat-ready pilot
    with pytest.raises(RulesError):
        play(state, PlayExplosion("explosion-1", "zeta", "radish"))   # not a pilot
    state2 = table(hand0=["explosion-1", "fa"])
    with pytest.raises(RulesError):
        play(state2, PlayExplosion("explosion-1", "fa", "argama"))    # own ship


# -- コロニーレーザー colony laser -------------------------------------------------------------
def test_rule_2_a_ruling_r11_colony_laser_takes_all_fire_first_then_strikes():
    state = table(hand0=["colony_laser-1"], ships1=["salamis_kai-1", "radish"], ready1=["nemo-1", "kamille"])
    dice = [1, 2, 3,      # Salamis Kai: anti-ship 3, hit on 3 -> 3
            3, 3, 3,      # Radish: anti-ship 3 -> 3
            1, 4,         # Nemo with Kamille: hit number capped at 3 -> 1
            3, 4,         # laser holds (7 < 10): Salamis falls on 3, Radish survives a 4
            3]            # Nemo survives a 3 (MS fall on 1-2)
    play(state, PlayColonyLaser("colony_laser-1", 1), dice)
    report = state.last_combat
    assert report.kind == "colony_laser"
    assert [r.hit_number for r in report.rolls[:3]] == [3, 3, 3]
    assert sum(r.hits for r in report.rolls[:3]) == 7
    assert state.cards(score(0)) == ["salamis_kai-1"]
    assert state.cards(ships(1)) == ["radish"]
    assert state.cards(ready(1)) == ["nemo-1", "kamille"]
    assert "colony_laser-1" in state.cards(DISCARD)
    assert state.damage == {}      # no return fire: the laser does not damage by hits
    check(state)


def test_rule_2_a_colony_laser_ms_fall_on_1_or_2_and_become_points():
    state = table(hand0=["colony_laser-1"], ships1=["columbus_kai-1"], ready1=["gm2-1", "bask"])
    play(state, PlayColonyLaser("colony_laser-1", 1), [6, 6, 4, 2])
    assert state.cards(ships(1)) == ["columbus_kai-1"]
    assert sorted(state.cards(score(0))) == ["bask", "gm2-1"]


def test_rule_2_a_ruling_r11_colony_laser_destroyed_at_10_hits_scores_nothing():
    state = table(hand0=["colony_laser-1"], ships1=["dogosse_giar", "gwaden"])
    play(state, PlayColonyLaser("colony_laser-1", 1), [1] * 6 + [1, 1, 1, 1, 6, 6])
    assert state.cards(ships(1)) == ["dogosse_giar", "gwaden"]
    assert state.cards(score(0)) == [] and "colony_laser-1" in state.cards(DISCARD)
    assert state.last_combat.destroyed == ["colony_laser-1"]


def test_rule_2_a_colony_laser_cannot_be_stopped_by_dummy_meteor_or_ceasefire():
    state = table(hand0=["colony_laser-1"], hand1=["dummy_meteor-1", "ceasefire-1"], ships1=["columbus_kai-1"])
    play(state, PlayColonyLaser("colony_laser-1", 1), [6, 1])
    assert state.phase == ACTION and state.current == 1
    assert state.cards(score(0)) == ["columbus_kai-1"]


def test_rule_2_a_colony_laser_needs_another_player_with_a_force():
    state = arranged(3, hand0=["colony_laser-1"], ships0=["argama"], ships1=["radish"], action_deck=list(DECK))
    lasers = [a for a in GAME.legal_actions(state) if isinstance(a, PlayColonyLaser)]
    assert lasers == [PlayColonyLaser("colony_laser-1", 1)]
    for target in (0, 2, 7):
        with pytest.raises(RulesError):
            play(state, PlayColonyLaser("colony_laser-1", target))
