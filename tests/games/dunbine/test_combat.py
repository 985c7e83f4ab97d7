"""Attacks (11), response turns (12), hit numbers (14-15), defence (16), damage and open
rolls (17-18), heavy damage (19), aura power (20) and combat while docked (21)."""

from __future__ import annotations

import pytest

from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine import combat

from .helpers import GAME, act, legal, refused, state, unit


def duel(att_kw=None, tgt_kw=None, tq=13, tr=10, machine="drumlo"):
    """Sho's Dunbine at (10,10) facing east; an enemy at (tq,tr) facing west; no aura."""
    a = unit("a", 0, "dunbine", "sho", 10, 10, **{"facing": 0, "thrust": 0, "aura": 0, **(att_kw or {})})
    t = unit("t", 1, machine, "todd", tq, tr, **{"facing": 3, "thrust": 0, "aura": 0, **(tgt_kw or {})})
    return state(a, t), a, t


# -- 11 attacks ----------------------------------------------------------------

def test_rule_11_3_shot_needs_the_weapon_arc_and_range():
    st, a, t = duel(tq=17)                   # 7 hexes: beyond the aura shot's 6
    refused(st, A.Attack("a", "t", "aura_shot"), "dunbine 11.3")
    st, a, t = duel(tq=8)                    # behind: BB
    refused(st, A.Attack("a", "t", "aura_shot"), "dunbine 11.3")
    st, a, t = duel()
    assert A.Attack("a", "t", "aura_shot") in legal(st)


def test_rule_11_4_one_shot_uses_one_round_and_none_left_is_refused():
    st, a, t = duel()
    act(st, A.Attack("a", "t", "aura_shot"))
    assert a.ammo["aura_shot"] == 5
    st, a, t = duel(att_kw={"ammo": {"aura_shot": 0, "wire_claw": 2}})
    refused(st, A.Attack("a", "t", "aura_shot"), "dunbine 11.4")


def test_rule_11_3_a_weapon_the_machine_does_not_carry_is_refused_not_a_crash():
    """Found by the soak (skirmish, seed 13253): with the thrust spent, an unknown weapon tripped an assert."""
    st, a, t = duel()
    refused(st, A.Attack("a", "t", "no-such-thing"), "dunbine 11.3")


def test_rule_11_5_sword_needs_an_adjacent_target_in_the_sword_arc():
    st, a, t = duel()
    refused(st, A.Attack("a", "t", "sword"), "dunbine 11.5")
    st, a, t = duel(tq=11)
    act(st, A.Attack("a", "t", "sword"))
    assert a.action_pp == 11                 # 11.8: 3 PP
    st, a, t = duel(tq=9)
    refused(st, A.Attack("a", "t", "sword"), "dunbine 11.5")


def test_rule_11_6_sword_attacks_are_unlimited():
    st, a, t = duel(tq=11)
    for _ in range(3):
        act(st, A.Attack("a", "t", "sword"))
        act(st, A.Defend("none"), dice=[6, 6])
    assert a.action_pp == 14 - 9


def test_rule_11_7_target_in_the_same_hex_can_be_attacked():
    st, a, t = duel(tq=10, tgt_kw={"entered": 3, "from_q": 11, "from_r": 10})
    assert combat.target_range(st, a, t) == "FF"     # 13.9: t counts as at (11, 10)
    act(st, A.Attack("a", "t", "sword"))


def test_rule_11_8_shooting_costs_2_pp_and_short_pp_is_refused():
    st, a, t = duel()
    act(st, A.Attack("a", "t", "aura_shot"))
    assert a.action_pp == 12
    st, a, t = duel(att_kw={"action_pp": 1})
    refused(st, A.Attack("a", "t", "aura_shot"), "dunbine 11.8")


def test_rule_11_9_thrust_over_3_must_be_spent_before_each_attack():
    st, a, t = duel(att_kw={"thrust": 6}, tq=16)
    refused(st, A.Attack("a", "t", "aura_shot"), "dunbine 11.9")
    act(st, A.Forward("a"))
    refused(st, A.Attack("a", "t", "aura_shot"), "dunbine 11.9")
    act(st, A.Forward("a"))
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[6, 6])
    refused(st, A.Attack("a", "t", "aura_shot"), "dunbine 11.9")
    act(st, A.Forward("a"))
    act(st, A.Forward("a"))
    assert A.Attack("a", "t", "aura_shot") in legal(st)


def test_rule_11_10_attack_pp_drops_by_one_after_each_attack():
    st, a, t = duel(att_kw={"attack_pp": 2})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[6, 6, 1])         # 12 <= 9 + 2 + 1: a hit
    assert a.attack_pp == 1


def test_ruling_11a_friendly_machines_cannot_be_attacked():
    a = unit("a", 0, "dunbine", "sho", aura=0)
    f = unit("f", 0, "drumlo", "todd", 12, 10)
    st = state(a, f)
    refused(st, A.Attack("a", "f", "aura_shot"), "dunbine 11.1")


def test_defender_decides_mid_turn_and_other_actions_wait():
    st, a, t = duel()
    act(st, A.Attack("a", "t", "aura_shot"))
    d = GAME.pending(st)
    assert (d.seat, d.kind) == (1, "defend")
    refused(st, A.Forward("a"), "dunbine 12.1")
    kinds = {type(x).__name__ for x in legal(st)}
    assert kinds == {"ResponseTurn", "Defend"} or kinds == {"Defend"}


# -- 12 response turns ----------------------------------------------------------

def test_rule_12_response_turn_paid_from_response_pp_without_thrust():
    st, a, t = duel(tgt_kw={"response_pp": 3, "thrust": 2})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.ResponseTurn("t", 1))          # Drumlo at thrust 2: 60 degrees = 1 PP
    assert (t.facing, t.response_pp, t.spent, t.action_pp) == (4, 2, 0, 13)
    act(st, A.Defend("none"), dice=[6, 6])
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.ResponseTurn("t", 1))          # 12.4: against every attack while response PP lasts
    assert t.facing == 5 and t.response_pp == 1


def test_ruling_12b_one_response_turn_per_attack_within_the_turn_table():
    # A Dunbine at thrust 9 has no 180-degree turn (7.4); three 60-degree responses
    # to one attack would give it one.
    st, a, t = duel(machine="dunbine", tgt_kw={"response_pp": 9, "thrust": 9})
    act(st, A.Attack("a", "t", "aura_shot"))
    refused(st, A.ResponseTurn("t", 3), "dunbine 7.4")
    act(st, A.ResponseTurn("t", 1))
    refused(st, A.ResponseTurn("t", 1), "dunbine R-12b")
    assert not any(isinstance(x, A.ResponseTurn) for x in legal(st))
    assert t.facing == 4 and t.response_pp == 7


def test_rule_12_2_no_response_without_response_pp():
    st, a, t = duel()
    act(st, A.Attack("a", "t", "aura_shot"))
    refused(st, A.ResponseTurn("t", 1), "dunbine 12.2")
    assert not any(isinstance(x, A.ResponseTurn) for x in legal(st))


def test_rule_19_2_3_heavy_damage_limits_response_turns_per_hex_ruling_R_19a():
    st, a, t = duel(tgt_kw={"response_pp": 5, "damage": 9})
    act(st, A.Attack("a", "t", "aura_shot"))
    refused(st, A.ResponseTurn("t", 2), "dunbine 19.2.3")
    act(st, A.ResponseTurn("t", 1))
    act(st, A.Defend("none"), dice=[6, 6])
    act(st, A.Attack("a", "t", "aura_shot"))
    # a second attack, the same hex: its 60 degrees there are used (not 60 per attack)
    refused(st, A.ResponseTurn("t", -1), "dunbine 19.2.3")
    assert not any(isinstance(x, A.ResponseTurn) for x in legal(st))


def test_ruling_19a_heavy_machine_that_turned_in_its_hex_cannot_respond_there():
    st, a, t = duel(tgt_kw={"response_pp": 5, "damage": 9, "turned_here": True})
    act(st, A.Attack("a", "t", "aura_shot"))
    refused(st, A.ResponseTurn("t", 1), "dunbine 19.2.3")
    st, a, t = duel(tgt_kw={"response_pp": 5, "turned_here": True})    # not heavy: 12.4 / R-12b only
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.ResponseTurn("t", 1))


# -- 14, 15 hit number --------------------------------------------------------------

def test_rule_14_1_every_term_of_the_hit_number():
    st, a, t = duel(att_kw={"attack_pp": 2, "thrust": 6, "since_attack": 2},
                    tgt_kw={"defence_pp": 1, "thrust": 8}, tq=13)
    bd = combat.breakdown(st, "a", "t", "aura_shot", "evade")
    values = {term.key: term.value for term in bd.terms}
    assert values == {"hit_rate": 9, "attack_pp": 2, "attacker_speed": -1, "defence_rate": -1,
                      "defence_pp": -1, "target_speed": -2, "range": 0, "straight_ahead": 1}
    assert bd.hit_number == 7 == sum(values.values())
    assert bd.p_hit == pytest.approx(21 / 36)
    assert all(term.label.ja and term.label.en for term in bd.terms)
    assert len(bd.lines("ja")) == len(bd.terms) + 3


def test_rule_14_3_range_modifier_by_the_targets_range():
    st, a, t = duel()
    t.facing = 0                              # a is now behind t: BB
    assert {x.key: x.value for x in combat.breakdown(st, "a", "t", "aura_shot").terms}["range"] == 2
    t.facing = 1                              # a in t's BL (edge direction 3 seen from facing 1 is +120)
    assert {x.key: x.value for x in combat.breakdown(st, "a", "t", "aura_shot").terms}["range"] == 1


def test_rule_14_4_straight_ahead_bonus_for_shots_not_swords():
    st, a, t = duel(tq=11)
    shot = {x.key: x.value for x in combat.breakdown(st, "a", "t", "aura_shot").terms}
    sword = {x.key: x.value for x in combat.breakdown(st, "a", "t", "sword").terms}
    assert shot["straight_ahead"] == 1 and sword["straight_ahead"] == 0
    st, a, t = duel(tq=13, tr=9)
    assert {x.key: x.value for x in combat.breakdown(st, "a", "t", "aura_shot").terms}["straight_ahead"] == 0


def test_rule_15_3_shooting_target_speed_rounds_up():
    assert combat.target_speed_modifier(8, 3, "aura_shot") == 2   # (8-3)/3 = 1.67 -> 2
    assert combat.target_speed_modifier(7, 3, "aura_shot") == 2   # 4/3 -> 2


def test_rule_15_4_sword_target_speed_rounds_down():
    assert combat.target_speed_modifier(8, 1, "sword") == 2       # 8/3 -> 2
    assert combat.target_speed_modifier(5, 1, "sword") == 1


def test_rule_15_3_slow_distant_target_gives_a_negative_modifier():
    assert combat.target_speed_modifier(1, 6, "aura_shot") == -1   # (1-6)/3 = -1.67 -> -1
    assert combat.target_speed_modifier(0, 6, "aura_shot") == -2
    assert combat.target_speed_modifier(-2, 0, "sword") == 0
    assert combat.target_speed_modifier(-6, 1, "aura_shot") == 2  # |thrust| counts (R-15a)
    st, a, t = duel(tq=16)                                          # thrust 0 at 6 hexes
    assert {x.key: x.value for x in combat.breakdown(st, "a", "t", "aura_shot").terms}["target_speed"] == 2


def test_rule_15_1_attacker_speed_modifier_from_the_card():
    st, a, t = duel(att_kw={"thrust": 9, "since_attack": 3})
    assert {x.key: x.value for x in combat.breakdown(st, "a", "t", "aura_shot").terms}["attacker_speed"] == -2


def test_rule_14_5_hit_when_2d6_at_most_the_hit_number():
    st, a, t = duel()          # 9 - 1 (evasion) + 1 (ahead) + 1 (thrust 0 at 3 hexes, 15.3) = 10
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("evade"), dice=[5, 6])     # 11 > 10: miss
    assert t.damage == 0 and st.attack is None
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("evade"), dice=[5, 5, 1])  # 10: hit; damage 5 + 1 - 4 = 2
    assert st.attack is None and t.damage == 2


# -- 16 defence ---------------------------------------------------------------------

def test_rule_16_2_block_only_against_a_sword_from_the_block_arc():
    st, a, t = duel()
    act(st, A.Attack("a", "t", "aura_shot"))
    refused(st, A.Defend("block"), "dunbine 16.2")
    st, a, t = duel(tq=11)
    act(st, A.Attack("a", "t", "sword"))
    assert A.Defend("block") in legal(st)
    st, a, t = duel(tq=11, tgt_kw={"facing": 0})     # attacked from behind
    act(st, A.Attack("a", "t", "sword"))
    refused(st, A.Defend("block"), "dunbine 16.2")


def test_rule_16_3_evasion_costs_1_block_2():
    st, a, t = duel(tq=11)
    act(st, A.Attack("a", "t", "sword"))
    act(st, A.Defend("block"), dice=[6, 6])
    assert t.action_pp == 11
    act(st, A.Attack("a", "t", "sword"))
    act(st, A.Defend("evade"), dice=[6, 6])
    assert t.action_pp == 10


def test_rule_16_4_no_defence_when_pp_is_short():
    st, a, t = duel(tgt_kw={"action_pp": 0, "defence_pp": 3})
    act(st, A.Attack("a", "t", "aura_shot"))
    refused(st, A.Defend("evade"), "dunbine 16.4")
    assert legal(st) == [A.Defend("none")]
    bd = combat.breakdown(st, "a", "t", "aura_shot", "none")
    v = {x.key: x.value for x in bd.terms}
    assert v["defence_rate"] == 0 and v["defence_pp"] == 0


def test_rule_16_5_defence_pp_drops_after_each_defence_not_after_none_ruling_R_16a():
    st, a, t = duel(tgt_kw={"defence_pp": 2})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("evade"), dice=[6, 6])
    assert t.defence_pp == 1
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[6, 6])
    assert t.defence_pp == 1                 # ruling R-16a: no defence, no drop


# -- 17, 18 damage and open rolls ------------------------------------------------------

def test_rule_17_2_damage_is_power_plus_die_minus_armour():
    st, a, t = duel()
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[1, 1, 5])   # hit; 5 + 5 - 4
    assert t.damage == 6


def test_rule_18_2_shot_opens_on_6():
    st, a, t = duel()
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[1, 1, 6, 6, 2])  # 5 + 14 - 4
    assert t.damage == 15


def test_rule_18_open_faces_by_power_and_barrier():
    assert combat.open_faces("gun", 0, 0) == (6,)
    assert combat.open_faces("sword", 0, 0) == (5, 6)          # 18.2
    assert combat.open_faces("gun", 2, 1) == (5, 6)            # 18.3
    assert combat.open_faces("sword", 2, 1) == (4, 5, 6)
    assert combat.open_faces("gun", 1, 2) == ()                # 18.4
    assert combat.open_faces("sword", 1, 2) == (6,)


def test_rule_18_4_barrier_stops_shot_open_rolls():
    st, a, t = duel(tgt_kw={"barrier_pp": 1})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[1, 1, 6])       # a single die, no reroll: 5 + 6 - 4
    assert t.damage == 7 and st.attack is None


def test_rule_17_3_shot_down_when_damage_reaches_durability():
    st, a, t = duel(tgt_kw={"damage": 12})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[1, 1, 5])       # +4 = 16 = durability
    assert t.status == "down"
    assert GAME.outcome(st) is not None and GAME.outcome(st).winners == (0,)


def test_expected_damage_counts_open_rolls():
    assert combat.expected_damage(4, 5, ()) == pytest.approx((0 + 1 + 2 + 3 + 4 + 5) / 6)
    plain = combat.expected_damage(5, 0, ())
    opened = combat.expected_damage(5, 0, (6,))
    assert plain == pytest.approx(8.5)
    assert opened == pytest.approx(5 + 4.2, abs=0.01)           # E[open d6] = 4.2


# -- 19 heavy damage ------------------------------------------------------------------

def test_rule_19_2_1_heavy_damage_lowers_maximum_and_current_thrust():
    st, a, t = duel(tgt_kw={"thrust": 8, "damage": 6})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"), dice=[1, 1, 5])       # 10 > 16 / 2
    assert t.heavy and t.thrust == 5


# -- 20 aura power -----------------------------------------------------------------

def test_rule_20_3_attacker_puts_aura_first_then_the_defender():
    st, a, t = duel(att_kw={"aura": 2}, tgt_kw={"aura": 1})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("evade"))
    assert GAME.pending(st).seat == 0 and st.attack.step == "attacker_aura"
    act(st, A.SpendAura("a", "attack", 2))
    assert a.attack_pp == 2 and a.aura == 0
    act(st, A.AuraDone())
    assert GAME.pending(st).seat == 1 and st.attack.step == "defender_aura"
    refused(st, A.SpendAura("t", "barrier", 1), "dunbine 20.2")
    act(st, A.SpendAura("t", "defence", 1))
    # 9 + 2 - 1 - 1 + 1 (slow target at 3 hexes, 15.3) + 1 = 11 >= 7: hit; no aura left
    ctx = act(st, A.AuraDone(), dice=[4, 3, 6, 1])
    assert st.attack is None and t.damage == 5 + 7 - 4
    assert any("→ 11" in e.text.en for e in ctx.events if e.rule == "dunbine 14.1")


def test_rule_20_2_aura_for_damage_goes_in_before_the_damage_roll():
    st, a, t = duel(att_kw={"aura": 1})
    act(st, A.Attack("a", "t", "aura_shot"))
    act(st, A.Defend("none"))
    act(st, A.AuraDone(), dice=[1, 1])
    assert st.attack.step == "attacker_power"
    act(st, A.SpendAura("a", "power", 1))
    act(st, A.AuraDone(), dice=[5, 5, 1])            # power 1 > barrier 0: 5 opens (18.3)
    assert t.damage == 5 + 11 - 4


def test_rule_20_1_aura_as_action_pp_during_the_action_phase():
    a = unit("a", 0, "dunbine", "sho", action_pp=0)
    st = state(a)
    act(st, A.SpendAura("a", "action", 2))
    assert (a.action_pp, a.aura) == (2, 2)
    refused(st, A.SpendAura("a", "attack", 1), "dunbine 20.1")


# -- 21 combat while docked -----------------------------------------------------------

def docked(att_tq=12):
    wc = unit("wc", 1, "wing_caliber", "riml", 13, 10, 3, thrust=5, passenger="ab", aura=0)
    ab = unit("ab", 1, "dunbine", "marvel", 13, 10, 3, thrust=5, carrier="wc", aura=0)
    a = unit("a", 0, "drumlo", "todd", att_tq, 10, 0, thrust=0, aura=0)
    return state(a, wc, ab), a, wc, ab


def test_rule_21_1_21_2_carried_attacker_uses_wing_caliber_speed_and_minus_2_sword():
    wc = unit("wc", 0, "wing_caliber", "riml", 10, 10, 0, thrust=5, passenger="ab", aura=0, since_attack=1)
    ab = unit("ab", 0, "dunbine", "sho", 10, 10, 0, thrust=5, carrier="wc", aura=0, since_attack=1)
    t = unit("t", 1, "drumlo", "todd", 11, 10, 3, aura=0)
    st = state(wc, ab, t, active="wc")
    v = {x.key: x.value for x in combat.breakdown(st, "ab", "t", "sword").terms}
    assert v["attacker_speed"] == -1                        # docked card: thrust 5 -> 1 (Dunbine's own is 1 too)
    assert v["docked_sword"] == -2
    assert A.Attack("ab", "t", "sword") in legal(st)


def test_rule_21_3_docked_target_uses_wing_caliber_evasion_and_defence_pp():
    st, a, wc, ab = docked()
    wc.defence_pp, ab.defence_pp = 1, 3
    v = {x.key: x.value for x in combat.breakdown(st, "a", "wc", "sword", "evade").terms}
    assert v["defence_rate"] == -1 and v["defence_pp"] == -1    # docked card evasion 1
    assert v["target_speed"] == -1                              # WC thrust 5 // 3


def test_rule_21_4_docked_block_uses_the_aura_battlers_rate_minus_1():
    st, a, wc, ab = docked()
    ab.defence_pp = 2
    v = {x.key: x.value for x in combat.breakdown(st, "a", "ab", "sword", "block").terms}
    assert v["defence_rate"] == -(3 - 1) and v["defence_pp"] == -2
    act(st, A.Attack("a", "ab", "sword"))
    act(st, A.Defend("block"), dice=[6, 6])
    assert ab.action_pp == 11 and ab.defence_pp == 1


def test_rule_21_5_shot_hit_on_a_pair_picks_the_machine_by_die():
    st, a, wc, ab = docked(att_tq=10)
    act(st, A.Attack("a", "wc", "triple_mg"))
    act(st, A.Defend("none"), dice=[1, 1, 2, 6, 1])         # hit; 2 -> Aura Battler; 4 + 7 - 2
    assert ab.damage == 9 and wc.damage == 0
    act(st, A.Attack("a", "wc", "triple_mg"))
    act(st, A.Defend("none"), dice=[1, 1, 5, 3])            # 5 -> Wing Caliber; 4 + 3 - 2
    assert wc.damage == 5


def test_rule_21_6_sword_hit_on_a_pair_lets_the_attacker_choose_on_1_to_4():
    st, a, wc, ab = docked()
    act(st, A.Attack("a", "wc", "sword"))
    act(st, A.Defend("none"), dice=[1, 1, 3])
    assert st.attack.step == "victim" and GAME.pending(st).seat == 0
    assert set(legal(st)) == {A.ChooseVictim("wc"), A.ChooseVictim("ab")}
    act(st, A.ChooseVictim("wc"), dice=[4])                  # 6 + 4 - 2
    assert wc.damage == 8
    act(st, A.Attack("a", "wc", "sword"))
    act(st, A.Defend("none"), dice=[1, 1, 6, 1, 2])          # 6: random again, 1 -> Aura Battler; 6+2-2
    assert ab.damage == 6


def test_ruling_21a_carrier_shot_down_releases_the_aura_battler():
    st, a, wc, ab = docked(att_tq=10)
    wc.damage = 11
    act(st, A.Attack("a", "wc", "triple_mg"))
    act(st, A.Defend("none"), dice=[1, 1, 6, 6, 1])          # WC hit for 4 + 7 - 2 = 9
    assert wc.status == "down" and ab.carrier == "" and ab.in_play and ab.thrust == 5


def test_rule_19_1_heavy_damage_is_above_half_the_durability():
    bastole = unit("b", 1, "bastole", "galalia", damage=7)       # durability 15
    assert not bastole.heavy
    bastole.damage = 8
    assert bastole.heavy


def test_rule_18_3_power_above_barrier_opens_swords_on_4():
    st, a, t = duel(tq=11, att_kw={"power_pp": 1})
    act(st, A.Attack("a", "t", "sword"))
    act(st, A.Defend("none"), dice=[1, 1, 4, 4, 1])           # 4 opens: 6 + 9 - 4
    assert t.damage == 11
