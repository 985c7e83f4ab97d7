"""Battles: MS against MS (2)-b-1, MS against ship (2)-b-2, ship against ship (2)-c."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.core.session import Session
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import AttackMS, AttackShip, NoReaction, ShipAttack
from tabletop.games.zgundam.combat import ms_ms_hit_number
from tabletop.games.zgundam.state import DISCARD, ready, score, ships

from .helpers import arranged, battle, check, play

DECK = ["gaza_c-1", "gaza_c-2", "rick_dom", "barzam", "galbaldy", "asshimar", "gaplant", "byarlant"]


def table(**zones):
    base = dict(ships0=["argama"], ships1=["radish"], action_deck=list(DECK))
    base.update(zones)
    return arranged(2, **base)


# -- (2)-b-1 MS against MS ---------------------------------------------------------------
def test_rule_2_b_1_v_ruling_r2_hit_number_3_if_own_pilot_at_least_as_able_else_2():
    assert ms_ms_hit_number(4, 4) == 3
    assert ms_ms_hit_number(6, 1) == 3
    assert ms_ms_hit_number(3, 4) == 2


def test_rule_2_b_1_dice_equal_attack_values_and_attacker_wins_takes_cards_as_points():
    state = table(ready0=["zeta", "kamille"], ready1=["hizack-1", "jerid"])
    # Zeta (attack 6, Kamille 6 >= Jerid 4: hit on 3) then Hizack (attack 2, Jerid 4 < 6: hit on 2).
    battle(state, AttackMS("zeta", "hizack-1"), [1, 2, 3, 4, 5, 6, 1, 1])
    report = state.last_combat
    assert [len(r.dice) for r in report.rolls] == [6, 2]
    assert [r.hit_number for r in report.rolls] == [3, 2]
    assert [r.hits for r in report.rolls] == [3, 2]
    assert sorted(state.cards(score(0))) == ["hizack-1", "jerid"]            # (VII)
    assert state.cards(DISCARD) == ["zeta", "kamille"]                       # (VIII)
    assert state.cards(ready(1)) == []
    check(state)


def test_rule_2_b_1_counter_attack_wins_and_takes_the_attackers_cards():
    state = table(ready0=["nemo-1", "fa"], ready1=["mk2", "emma"])
    # Nemo 2 dice hit on 2 (Fa 3 < Emma 4); Mk-II 4 dice hit on 3 (Emma 4 >= Fa 3).
    battle(state, AttackMS("nemo-1", "mk2"), [3, 3, 3, 6, 6, 6])
    assert [r.hit_number for r in state.last_combat.rolls] == [2, 3]
    assert sorted(state.cards(score(1))) == ["fa", "nemo-1"]
    assert state.cards(ready(1)) == ["mk2", "emma"]
    assert state.cards(ready(0)) == []


def test_ruling_r1_2_b_1_equal_hits_is_a_draw_attacker_discarded_defender_stays():
    state = table(ready0=["marasai-1", "kacricon"], ready1=["methuss", "fa"])
    battle(state, AttackMS("marasai-1", "methuss"), [3, 4, 5, 1, 6, 6])
    assert [r.hits for r in state.last_combat.rolls] == [1, 1]
    assert state.cards(DISCARD) == ["marasai-1", "kacricon"]
    assert state.cards(ready(1)) == ["methuss", "fa"]
    assert state.cards(score(0)) == state.cards(score(1)) == []
    # one hit is "1 hit" (the battle panel read "A draw (1 hits each)": newcomer playthrough, English)
    assert state.last_combat.result_en.startswith("A draw (1 hit each)"), state.last_combat.result_en


def test_rule_2_b_1_only_combat_ready_ms_fight():
    state = table(ready0=["zeta", "kamille"], hand1=["mk2", "emma"])
    with pytest.raises(RulesError) as info:
        play(state, AttackMS("zeta", "mk2"))
    assert info.value.rule == "zgundam (2)-b-1"
    with pytest.raises(RulesError):
        play(state, AttackMS("kamille", "mk2"))  # a pilot is not an MS


# -- (2)-b-2 MS against ship --------------------------------------------------------------
def test_rule_2_b_2_v_pilot_ability_is_the_hit_number_capped_at_4():
    state = table(ready0=["zeta", "kamille"])
    play(state, AttackShip("zeta", "radish"), [4, 4, 5, 5, 6, 6, 3, 3, 3])
    a, d = state.last_combat.rolls
    assert a.hit_number == 4 and a.hits == 2           # Kamille's 6 counts as 4: fives miss
    assert d.hit_number == 2 and len(d.dice) == 3      # (VI) Radish's anti-air 3, hit on 2
    assert state.damage["radish"] == 2                 # (VII) the difference as damage markers
    assert state.cards(DISCARD) == ["zeta", "kamille"]


def test_rule_2_b_2_low_ability_pilot_hits_on_its_ability():
    state = table(ready0=["the_o", "astonaige"])
    play(state, AttackShip("the_o", "radish"), [1, 2, 2, 2, 2, 2, 2, 6, 6, 6])
    assert state.last_combat.rolls[0].hits == 1 and state.damage["radish"] == 1


def test_rule_2_b_2_vii_anti_air_wins_ms_and_pilot_become_points():
    state = table(ready0=["nemo-1", "fa"])
    play(state, AttackShip("nemo-1", "radish"), [6, 6, 1, 2, 6])
    assert sorted(state.cards(score(1))) == ["fa", "nemo-1"]
    assert "radish" not in state.damage


def test_rule_2_b_2_vii_equal_hits_is_a_draw_ms_discarded():
    state = table(ready0=["nemo-1", "fa"])
    play(state, AttackShip("nemo-1", "radish"), [1, 6, 2, 6, 6])
    assert state.cards(DISCARD) == ["nemo-1", "fa"] and "radish" not in state.damage
    # the report names both cards that go (the playthrough's "Galbaldy β is discarded" left its pilot unsaid)
    assert state.last_combat.result_en.endswith("Nemo and Fa Yuiry are discarded."), state.last_combat.result_en
    assert state.last_combat.result_ja.endswith("ネモとファ・ユイリィは場に流れる。"), state.last_combat.result_ja


def test_rule_2_b_2_viii_damage_reaching_durability_destroys_the_ship_as_points():
    state = table(ready0=["the_o", "scirocco"], ships1=["salamis_kai-1", "radish"])
    state.damage["salamis_kai-1"] = 2
    play(state, AttackShip("the_o", "salamis_kai-1"), [1, 6, 6, 6, 6, 6, 6, 6, 6])
    assert state.cards(score(0)) == ["salamis_kai-1"]
    assert state.cards(ships(1)) == ["radish"] and "salamis_kai-1" not in state.damage
    assert state.last_combat.destroyed == ["salamis_kai-1"]
    assert state.last_combat.result_en.endswith("The O and Paptimus Scirocco are discarded."), state.last_combat.result_en
    check(state)


def test_rule_2_b_2_ships_never_start_a_fight_with_ms():
    state = table(ready1=["zeta", "kamille"])
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, ShipAttack) and a.target == "zeta"]
    with pytest.raises(RulesError):
        play(state, ShipAttack("argama", "zeta"))


# -- (2)-c ship against ship ----------------------------------------------------------------
def test_rule_2_c_simultaneous_fire_with_anti_ship_dice_and_hit_numbers():
    state = table(ships0=["magellan_kai-1"], ships1=["argama"])
    battle(state, ShipAttack("magellan_kai-1", "argama"), [1, 2, 3, 4, 5, 1, 6, 6])
    a, d = state.last_combat.rolls
    assert (len(a.dice), a.hit_number, a.hits) == (5, 3, 3)
    assert (len(d.dice), d.hit_number, d.hits) == (3, 3, 1)
    assert state.damage == {"argama": 3, "magellan_kai-1": 1}


def test_rule_2_c_vi_ruling_r16_both_ships_may_be_destroyed_each_taken_by_the_other():
    state = table(ships0=["salamis_kai-1", "argama"], ships1=["salamis_kai-2", "radish"])
    battle(state, ShipAttack("salamis_kai-1", "salamis_kai-2"), [1, 1, 1, 1, 1, 1])
    assert state.cards(score(0)) == ["salamis_kai-2"]
    assert state.cards(score(1)) == ["salamis_kai-1"]
    assert state.damage == {}
    check(state)
    # two Salamis Kai: each named with its seat's ("Salamis Kai against Salamis Kai: … Salamis Kai sinks" told neither)
    assert state.last_combat.result_en.startswith("P1's Salamis Kai against P2's Salamis Kai:"), state.last_combat.result_en
    assert "P2's Salamis Kai sinks (points for P1)" in state.last_combat.result_en
    assert state.last_combat.result_ja.startswith("P1のサラミス改対P2のサラミス改"), state.last_combat.result_ja


def test_rule_2_c_anti_ship_hit_number_two():
    state = table(ships0=["jupitris"], ships1=["radish"])
    battle(state, ShipAttack("jupitris", "radish"), [2, 3, 6, 6, 6])
    assert state.last_combat.rolls[0].hit_number == 2 and state.damage == {"radish": 1}
    # one hit is "1 hit" (the playthrough's battle report read "1 hits on Magellan Kai")
    assert "Jupitris against Radish: 1 hit on Radish, 0 on Jupitris." in state.last_combat.result_en, \
        state.last_combat.result_en


def test_battle_rolls_go_through_the_session_dice_and_are_logged():
    session = Session(GAME, 2, seed=1)
    session.set_position(table(ready0=["zeta", "kamille"], ready1=["hizack-1", "jerid"]))
    session.apply(AttackMS("zeta", "hizack-1"))
    events = session.apply(NoReaction(), seat=1)
    assert [e.kind for e in events].count("roll") == 2
    assert any(e.rule == "zgundam (2)-b-1" and e.kind == "combat" for e in events)
    assert not session.can_undo(0)


def test_ruling_r2_equal_abilities_give_both_sides_hit_number_3():
    state = table(ready0=["mk2", "emma"], ready1=["marasai-1", "jerid"])
    battle(state, AttackMS("mk2", "marasai-1"), [6, 6, 6, 6, 3, 6, 6])
    assert [r.hit_number for r in state.last_combat.rolls] == [3, 3]
    assert sorted(state.cards(score(1))) == ["emma", "mk2"]


# -- ruling R19: pairs lie in front of the ship row, not on one ship ------------------------
def test_ruling_r19_pairs_are_not_tied_to_ships_more_pairs_than_ships_and_a_lost_ship_takes_none():
    state = table(ready1=["nemo-1", "fa", "hizack-1", "jerid"])  # インスト 6: two pairs before one ship
    assert len(state.pairs(1)) == 2 > len(state.cards(ships(1)))
    state.damage["radish"] = 4
    battle(state, ShipAttack("argama", "radish"), [1, 6, 6, 6, 6, 6])
    assert state.cards(ships(1)) == [] and "radish" in state.cards(score(0))
    assert state.pairs(1) == [("nemo-1", "fa"), ("hizack-1", "jerid")]     # both pairs stay combat ready
    assert {a.ms for a in GAME.legal_actions(state) if isinstance(a, AttackShip)} == {"nemo-1", "hizack-1"}
