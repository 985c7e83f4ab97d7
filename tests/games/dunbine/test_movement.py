"""Set-up (2), sequence (3), acceleration (4), activation order (5.3), movement (6-8),
transformation (9), docking (10) and PP allocation (22)."""

from __future__ import annotations

from tabletop.core.hexgrid import Hex
from tabletop.core.session import Session
from tabletop.core.dice import ScriptedSource
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine.game import DunbineGame, new_unit

from .helpers import act, legal, refused, state, unit


# -- 2 set-up ------------------------------------------------------------------

def test_rule_2_5_display_tracks_start_as_the_book_says():
    u = new_unit("sho", 0, "dunbine", "sho", 0, 0, 0)
    assert u.thrust == 0                                         # 2.5.1
    assert (u.action_pp, u.aura) == (14, 4)                      # 2.5.2
    assert (u.attack_pp, u.defence_pp, u.power_pp, u.barrier_pp, u.response_pp) == (0,) * 5  # 2.5.3
    assert u.ammo == {"aura_shot": 6, "wire_claw": 2} and u.damage == 0  # 2.5.4


def test_rule_2_5_1_wing_caliber_starts_at_its_minimum_thrust():
    assert new_unit("wc", 0, "wing_caliber", "riml", 0, 0, 0).thrust == 4


def test_rule_2_7_first_side_by_dice():
    s = Session(DunbineGame(), 2, {"scenario": "skirmish"}, dice=ScriptedSource([2, 5]))
    assert s.state.first == 1 and s.state.current == 1
    s = Session(DunbineGame(), 2, {"scenario": "skirmish"}, dice=ScriptedSource([3, 3, 6, 1]))
    assert s.state.first == 0


def test_rule_2_6_scenario_setup_places_sides_far_apart():
    s = Session(DunbineGame(), 2, {"scenario": "great_battle"}, seed=4)
    from tabletop.core.hexgrid import distance
    a = [u for u in s.state.units if u.side == 0]
    b = [u for u in s.state.units if u.side == 1]
    assert min(distance(x.hex, y.hex) for x in a for y in b) >= 20


# -- 3 sequence ------------------------------------------------------------------

def test_rule_3_sequence_acceleration_action_allocation_then_other_side():
    a = unit("a", 0, "dunbine", "sho", 10, 10)
    b = unit("b", 1, "drumlo", "todd", 30, 10, facing=3)
    st = state(a, b, phase="acceleration")
    act(st, A.EndAcceleration())
    assert st.phase == "action" and st.active == "a"
    act(st, A.EndActivation("a"))
    assert st.phase == "allocation"
    act(st, A.EndTurn())
    assert (st.current, st.phase, st.turn) == (1, "acceleration", 1)
    act(st, A.EndAcceleration())
    act(st, A.EndActivation("b"))
    act(st, A.EndTurn())
    assert (st.current, st.turn) == (0, 2)


# -- 4 acceleration ---------------------------------------------------------------

def test_rule_4_3_any_value_up_to_the_step_costs_that_step():
    a = unit("a", 0, "dunbine", "sho")
    st = state(a, phase="acceleration")
    act(st, A.ChangeThrust("a", 3))            # 3 <= the 2-PP step (4)
    assert (a.thrust, a.action_pp) == (3, 12)


def test_rule_4_4_thrust_stays_within_the_card():
    st = state(unit("a", 0, "dunbine", "sho", thrust=10), phase="acceleration")
    refused(st, A.ChangeThrust("a", 13), "dunbine 4.4")
    refused(st, A.ChangeThrust("a", -1), "dunbine 4.4")


def test_rule_4_3_change_beyond_the_table_is_refused():
    st = state(unit("a", 0, "dunbine", "sho"), phase="acceleration")
    refused(st, A.ChangeThrust("a", 7), "dunbine 4.3")


def test_ruling_4a_only_one_change_per_turn():
    st = state(unit("a", 0, "dunbine", "sho"), phase="acceleration")
    act(st, A.ChangeThrust("a", 2))
    refused(st, A.ChangeThrust("a", 1), "dunbine R-4a")     # 4.5: not the other way either
    refused(st, A.ChangeThrust("a", 4), "dunbine R-4a")     # nor a second step the same way


def test_rule_4_6_negative_thrust_growing_is_acceleration():
    d = unit("d", 0, "drumlo", "todd", thrust=-1)
    st = state(d, phase="acceleration")
    act(st, A.ChangeThrust("d", -2))           # accel table: 1 PP for up to 2
    assert d.action_pp == 12
    d2 = unit("d", 0, "drumlo", "todd", thrust=-2)
    st = state(d2, phase="acceleration")
    act(st, A.ChangeThrust("d", 0))            # decel table: 1 PP for up to 2
    assert d2.action_pp == 12


def test_rule_4_7_crossing_zero_uses_the_acceleration_table():
    d = unit("d", 0, "drumlo", "todd", thrust=2)
    st = state(d, phase="acceleration")
    # 2 -> -2 is a change of 4: deceleration would cost 2, acceleration's 4 needs 3 PP.
    act(st, A.ChangeThrust("d", -2))
    assert d.action_pp == 10


def test_rule_19_2_2_heavy_damage_allows_only_the_one_pp_step():
    a = unit("a", 0, "dunbine", "sho", damage=8)
    st = state(a, phase="acceleration")
    refused(st, A.ChangeThrust("a", 4), "dunbine 19.2.2")
    act(st, A.ChangeThrust("a", 2))
    assert a.action_pp == 13


# -- 5 activation order -------------------------------------------------------------

def test_rule_5_3_least_pp_then_most_thrust_then_random():
    a = unit("a", 0, "dunbine", "sho", action_pp=9, thrust=3)
    b = unit("b", 0, "dana_oshee", "marvel", 12, 12, action_pp=7, thrust=1)
    c = unit("c", 0, "botune", "keen", 14, 14, action_pp=7, thrust=5)
    e = unit("e", 1, "drumlo", "todd", 35, 10)
    st = state(a, b, c, e, phase="acceleration")
    act(st, A.EndAcceleration())
    assert st.active == "c"                     # 7 PP, thrust 5 beats 7 PP, thrust 1
    c.spent = 5
    act(st, A.EndActivation("c"))
    assert st.active == "b"
    b.spent = 1
    act(st, A.EndActivation("b"))
    assert st.active == "a"


def test_rule_5_3_ties_are_broken_at_random():
    a = unit("a", 0, "dunbine", "sho")
    b = unit("b", 0, "dunbine", "marvel", 12, 12, action_pp=14)
    st = state(a, b, phase="acceleration")
    act(st, A.EndAcceleration(), dice=[2])      # randint over the two, sorted by id: 2 -> "b"
    assert st.active == "b"


def test_rule_5_3_a_tie_rolled_with_real_dice_says_which_face_picks_which_machine():
    """Session 17: with manual dice the tie asked "a: activation order (5.3) のために 1D2 を振ってください" (the
    side's id, English words, and no word of what a 1 or a 2 would mean)."""
    from tabletop.core.dice import ManualSource
    from tabletop.core.errors import NeedManualRoll
    from tabletop.core.game import Context

    from .helpers import GAME

    a = unit("a", 0, "dunbine", "sho")
    b = unit("b", 0, "dunbine", "marvel", 12, 12, action_pp=14)
    st = state(a, b, phase="acceleration")
    try:
        GAME.apply(st, A.EndAcceleration(), Context(ManualSource()))
    except NeedManualRoll as need:
        asked = need
    else:
        raise AssertionError("no roll asked")
    assert (asked.sides, asked.count) == (2, 1)
    assert asked.who_ja == st.sides[0].name_ja and asked.who == st.sides[0].name_en
    assert asked.why_ja == "行動順（5.3）：1＝a、2＝b" and asked.why == "activation order (5.3): 1 = a, 2 = b"


def test_rule_5_2_attack_in_the_middle_of_movement():
    a = unit("a", 0, "dunbine", "sho", 10, 10, thrust=2)
    e = unit("e", 1, "drumlo", "todd", 14, 10, facing=3)
    st = state(a, e)
    act(st, A.Forward("a"))
    assert A.Attack("a", "e", "aura_shot") in legal(st)
    act(st, A.Attack("a", "e", "aura_shot"))
    assert st.attack is not None


# -- 6 movement -----------------------------------------------------------------

def test_rule_6_2_whole_thrust_must_be_spent():
    a = unit("a", 0, "dunbine", "sho", thrust=2)
    st = state(a)
    refused(st, A.EndActivation("a"), "dunbine 6.2")
    assert A.EndActivation("a") not in legal(st)
    act(st, A.Forward("a"))
    act(st, A.Forward("a"))
    assert a.hex == Hex(12, 10) and a.thrust == 2       # 6.3 thrust does not drop
    refused(st, A.Forward("a"), "dunbine 6.2")
    act(st, A.EndActivation("a"))


def test_rule_6_5_machines_may_share_a_hex():
    a = unit("a", 0, "dunbine", "sho", thrust=1)
    e = unit("e", 1, "drumlo", "todd", 11, 10)
    st = state(a, e)
    act(st, A.Forward("a"))
    assert a.hex == e.hex


def test_rule_6_6_only_negative_thrust_machines_move_backwards():
    st = state(unit("a", 0, "dunbine", "sho", thrust=2))
    refused(st, A.Backward("a"), "dunbine 6.6")
    d = unit("d", 0, "drumlo", "todd", thrust=-2)
    st = state(d)
    act(st, A.Backward("d"))
    act(st, A.Forward("d"))
    assert d.hex == Hex(10, 10) and d.spent == 2


# -- 7 turns ------------------------------------------------------------------------

def test_rule_7_3_turn_thrust_and_7_4_pp_from_the_table():
    a = unit("a", 0, "dunbine", "sho", thrust=4)
    st = state(a)
    act(st, A.Turn("a", 2))                     # 120 degrees at thrust 4: 2 thrust, 2 PP
    assert (a.facing, a.spent, a.action_pp) == (2, 2, 12)


def test_rule_7_4_angles_without_a_cost_are_forbidden():
    st = state(unit("a", 0, "dunbine", "sho", thrust=10))
    refused(st, A.Turn("a", 3), "dunbine 7.4")   # no 180 at thrust 9-12


def test_ruling_7a_one_turn_per_hex():
    a = unit("a", 0, "dunbine", "sho", thrust=4)
    st = state(a)
    act(st, A.Turn("a", 1))
    refused(st, A.Turn("a", 1), "dunbine R-7a")
    act(st, A.Forward("a"))
    act(st, A.Turn("a", -1))
    assert a.facing == 0


def test_rule_19_2_3_heavy_damage_turns_only_60_degrees():
    st = state(unit("a", 0, "dunbine", "sho", thrust=4, damage=8))
    refused(st, A.Turn("a", 2), "dunbine 19.2.3")


# -- 8 side slips ---------------------------------------------------------------------

def test_rule_8_1_8_3_side_slip_costs():
    a = unit("a", 0, "dunbine", "sho", thrust=4)
    st = state(a)
    act(st, A.SideSlip("a", "FL"))
    assert (a.hex, a.facing, a.spent, a.action_pp) == (Hex(11, 9), 0, 2, 12)
    b = unit("b", 0, "dunbine", "sho", thrust=4)
    st = state(b)
    act(st, A.SideSlip("b", "BR"))
    assert (b.hex, b.action_pp) == (Hex(9, 11), 11)


def test_rule_8_2_side_slip_once_per_turn():
    st = state(unit("a", 0, "dunbine", "sho", thrust=4))
    act(st, A.SideSlip("a", "FR"))
    refused(st, A.SideSlip("a", "FL"), "dunbine 8.2")


def test_rule_8_4_docked_wing_caliber_cannot_slip():
    wc = unit("wc", 0, "wing_caliber", "riml", thrust=6, passenger="ab")
    ab = unit("ab", 0, "dunbine", "sho", thrust=6, carrier="wc")
    st = state(wc, ab)
    refused(st, A.SideSlip("wc", "FR"), "dunbine 8.4")


def test_rule_19_2_4_heavy_damage_forbids_side_slips():
    st = state(unit("a", 0, "dunbine", "sho", thrust=4, damage=8))
    refused(st, A.SideSlip("a", "FR"), "dunbine 19.2.4")


# -- 9 transformation ---------------------------------------------------------------

def test_rule_9_2_transform_costs_4_pp_no_thrust():
    b = unit("b", 0, "billbine", "sho", thrust=6)
    st = state(b)
    act(st, A.Transform("b"))
    assert (b.machine, b.action_pp, b.spent) == ("billbine_wc", 10, 0)
    b.turned_here = False
    act(st, A.Transform("b"))
    assert b.machine == "billbine"


def test_rule_9_3_transform_needs_thrust_5_to_11():
    st = state(unit("b", 0, "billbine", "sho", thrust=4))
    refused(st, A.Transform("b"), "dunbine 9.3")
    st = state(unit("b", 0, "billbine", "sho", thrust=12))
    refused(st, A.Transform("b"), "dunbine 9.3")


def test_rule_9_1_only_the_billbine_transforms():
    st = state(unit("a", 0, "dunbine", "sho", thrust=6))
    refused(st, A.Transform("a"), "dunbine 9.1")


# -- 10 docking ----------------------------------------------------------------------

def _pair_state():
    wc = unit("wc", 0, "wing_caliber", "riml", thrust=6)
    ab = unit("ab", 0, "dunbine", "sho", thrust=6)
    return state(wc, ab, active="wc"), wc, ab


def test_rule_10_2_10_3_docking_costs_6_each_and_needs_same_hex_facing_thrust():
    st, wc, ab = _pair_state()
    ab.facing = 1
    refused(st, A.Dock("wc", "ab"), "dunbine 10.3")
    ab.facing = 0
    act(st, A.Dock("wc", "ab"))
    assert (wc.passenger, ab.carrier, wc.action_pp, ab.action_pp) == ("ab", "wc", 4, 8)


def test_rule_10_4_docked_pair_moves_as_one_on_the_docked_card():
    st, wc, ab = _pair_state()
    act(st, A.Dock("wc", "ab"))
    act(st, A.Forward("wc"))
    assert ab.hex == wc.hex == Hex(11, 10)
    refused(st, A.Turn("wc", 2), "dunbine 7.4")   # the docked card has no 120-degree turn
    act(st, A.Turn("wc", 1))                        # 3 PP on the docked card
    assert wc.action_pp == 1 and ab.facing == 1


def test_rule_10_5_separated_aura_battler_takes_the_wing_calibers_thrust():
    st, wc, ab = _pair_state()
    act(st, A.Dock("wc", "ab"))
    wc.thrust = ab.thrust = 8
    wc.action_pp = 10
    act(st, A.Separate("wc"))
    assert (ab.carrier, wc.passenger, ab.thrust, wc.action_pp, ab.action_pp) == ("", "", 8, 5, 3)


def test_rule_10_6_no_separation_above_the_aura_battlers_maximum():
    wc = unit("wc", 0, "wing_caliber", "riml", thrust=13, passenger="ab")
    ab = unit("ab", 0, "dunbine", "sho", thrust=13, carrier="wc")
    st = state(wc, ab)
    refused(st, A.Separate("wc"), "dunbine 10.6")


# -- 22 PP allocation ---------------------------------------------------------------

def test_rule_22_allocation_resets_then_splits_action_pp():
    a = unit("a", 0, "dunbine", "sho", action_pp=3, aura=1, attack_pp=2, defence_pp=1)
    st = state(a)
    act(st, A.EndActivation("a"))
    assert (a.action_pp, a.aura, a.attack_pp, a.defence_pp) == (14, 4, 0, 0)   # 22.2, 22.3
    act(st, A.SetPP("a", "attack", 3))
    act(st, A.SetPP("a", "defence", 4))
    act(st, A.SetPP("a", "response", 2))
    assert a.action_pp == 5 and a.total_pp() == 14                            # 22.5
    refused(st, A.SetPP("a", "power", 6), "dunbine 22.5")
    act(st, A.SetPP("a", "attack", 0))
    assert a.action_pp == 8


def test_rule_22_1_setpp_only_in_the_allocation_phase():
    st = state(unit("a", 0, "dunbine", "sho"))
    refused(st, A.SetPP("a", "attack", 1), "dunbine 22.1")


def test_rule_6_4_thrust_costs_of_step_turn_and_slip():
    a = unit("a", 0, "dunbine", "sho", thrust=7)
    st = state(a)
    act(st, A.Forward("a"))
    assert a.spent == 1
    act(st, A.Turn("a", 3))
    assert a.spent == 4
    act(st, A.SideSlip("a", "FR"))
    assert a.spent == 6
