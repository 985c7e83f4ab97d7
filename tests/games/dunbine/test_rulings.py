"""The project's rulings where the book is silent (docs/rulings/dunbine.md)."""

from __future__ import annotations

from tabletop.core.hexgrid import Hex
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine import rules

from .helpers import GAME, act, legal, refused, state, unit


def test_ruling_6a_leaving_the_map_withdraws_the_machine():
    a = unit("a", 0, "dunbine", "sho", 34, 10, thrust=2)      # (34, 10) is the east edge of a 40-wide map
    b = unit("b", 0, "dana_oshee", "marvel", 10, 12, action_pp=14)
    e = unit("e", 1, "drumlo", "todd", 0, 10)
    st = state(a, b, e, active="a")
    assert A.Forward("a") in legal(st)
    act(st, A.Forward("a"))
    assert a.status == "withdrawn" and st.active == "b"
    assert rules.scores(st) == [0, a.card.points]


def test_ruling_6b_negative_thrust_spends_its_size():
    d = unit("d", 0, "drumlo", "todd", thrust=-2)
    st = state(d)
    act(st, A.Backward("d"))
    refused(st, A.EndActivation("d"), "dunbine 6.2")
    act(st, A.Backward("d"))
    act(st, A.EndActivation("d"))


def test_ruling_11b_spacing_counts_thrust_spent_since_the_machines_activation():
    a = unit("a", 0, "dunbine", "sho", thrust=3, aura=0)
    e = unit("e", 1, "drumlo", "todd", 14, 6, 3)     # four hexes along direction 1
    st = state(a, e)
    refused(st, A.Attack("a", "e", "aura_shot"), "dunbine 11.9")
    act(st, A.Turn("a", 1))          # turning spends thrust too, and brings e into FF
    assert a.since_attack == 1
    assert A.Attack("a", "e", "aura_shot") in legal(st)


def test_ruling_v1_annihilation_ends_the_game():
    a = unit("a", 0, "dunbine", "sho", aura=0)
    e = unit("e", 1, "drumlo", "todd", 13, 10, 3, damage=15, aura=0)
    st = state(a, e)
    act(st, A.Attack("a", "e", "aura_shot"))
    act(st, A.Defend("none"), dice=[1, 1, 2])
    out = GAME.outcome(st)
    assert out.winners == (0,) and GAME.pending(st) is None and legal(st) == []


def test_ruling_v2_turn_limit_decided_on_points():
    a = unit("a", 0, "dunbine", "sho", damage=8)                 # heavy: half its 10 points to B
    b = unit("b", 0, "botune", "keen", status="down")            # 6 points to B
    e = unit("e", 1, "drumlo", "todd", 30, 10, 3, status="down")  # 6 points to A
    e2 = unit("e2", 1, "zwarth", "bern", 30, 12, 3)
    st = state(a, b, e, e2, phase="allocation", current=1, turn_limit=1)
    st.first = 0
    act(st, A.EndTurn())
    out = GAME.outcome(st)
    assert out.scores == (6.0, 11.0) and out.winners == (1,)


def test_ruling_v2_annihilation_scenarios_count_machines_down_at_the_limit():
    a = unit("a", 0, "dunbine", "sho")
    e = unit("e", 1, "drumlo", "todd", 30, 10, 3, damage=10)
    st = state(a, e, phase="allocation", current=1, turn_limit=1, victory="annihilation")
    act(st, A.EndTurn())
    assert GAME.outcome(st).winners == ()          # heavy damage does not count here: 0 to 0
    a = unit("a", 0, "dunbine", "sho")
    e = unit("e", 1, "drumlo", "todd", 30, 10, 3)
    e2 = unit("e2", 1, "drumlo", "galalia", 30, 12, 3, status="down")
    st = state(a, e, e2, phase="allocation", current=1, turn_limit=1, victory="annihilation")
    act(st, A.EndTurn())
    assert GAME.outcome(st).winners == (0,) and GAME.outcome(st).scores == (1.0, 0.0)


def test_ruling_10b_separated_aura_battler_acts_later_with_the_rest_of_the_thrust():
    wc = unit("wc", 0, "wing_caliber", "riml", thrust=6, passenger="ab", action_pp=10)
    ab = unit("ab", 0, "dunbine", "sho", thrust=6, carrier="wc", action_pp=14)
    st = state(wc, ab, active="wc")
    act(st, A.Forward("wc"))
    act(st, A.Forward("wc"))
    act(st, A.Separate("wc"))
    assert ab.activation == "waiting" and ab.spent == 2 and ab.hex == wc.hex == Hex(12, 10)
    for _ in range(4):
        act(st, A.Forward("wc"))
    act(st, A.EndActivation("wc"))
    assert st.active == "ab"
    refused(st, A.EndActivation("ab"), "dunbine 6.2")


def test_ruling_9a_no_transformation_while_docked():
    wc = unit("wc", 0, "billbine_wc", "sho", thrust=6, passenger="ab")
    ab = unit("ab", 0, "dunbine", "marvel", thrust=6, carrier="wc")
    st = state(wc, ab, active="wc")
    refused(st, A.Transform("wc"), "dunbine 9.1")


def test_ruling_13a_same_hex_without_entry_records_uses_the_actual_hex():
    a = unit("a", 0, "dunbine", "sho", aura=0)
    e = unit("e", 1, "drumlo", "todd", 10, 10, 3, aura=0)
    st = state(a, e)
    from tabletop.games.dunbine import combat
    assert combat.target_range(st, a, e) == "FF"


def test_rejections_leave_state_unchanged_and_are_bilingual():
    st = state(unit("a", 0, "dunbine", "sho", thrust=1))
    exc = refused(st, A.SideSlip("a", "FR"), "dunbine 6.4")
    assert "サイドスリップ" in exc.ja and "side slip" in exc.en.lower()


def test_ruling_10b_aura_battler_that_docked_mid_action_spends_the_rest_after_separating():
    wc = unit("wc", 0, "wing_caliber", "riml", 11, 10, thrust=6, action_pp=12)
    ab = unit("ab", 0, "dunbine", "sho", thrust=6, action_pp=14)
    st = state(wc, ab, active="ab")
    act(st, A.Forward("ab"))
    act(st, A.Dock("ab", "wc"))
    assert st.active == "wc" and wc.spent == 1 and ab.activation == "done"
    act(st, A.Forward("wc"))
    act(st, A.Separate("wc"))
    assert ab.activation == "waiting" and ab.spent == 2
    for _ in range(4):
        act(st, A.Forward("wc"))
    act(st, A.EndActivation("wc"))
    assert st.active == "ab"
    for _ in range(4):
        act(st, A.Forward("ab"))
    act(st, A.EndActivation("ab"))
    assert st.phase == "allocation"


def test_ruling_10c_docking_with_a_machine_that_has_moved_keeps_the_pair_within_its_thrust():
    # 6.2: each machine moves its thrust; docking after the Wing Caliber's move gives it no more
    wc = unit("wc", 0, "wing_caliber", "riml", thrust=8, action_pp=12, activation="done", spent=8)
    ab = unit("ab", 0, "dunbine", "sho", thrust=8, action_pp=14, spent=3)
    st = state(wc, ab, active="ab")
    act(st, A.Dock("ab", "wc"))
    assert st.active == "wc" and wc.spent == 8
    refused(st, A.Forward("wc"), "dunbine 6.2")
    assert not any(isinstance(x, (A.Forward, A.Turn)) for x in legal(st))
    act(st, A.EndActivation("wc"))


def test_ruling_7a_turning_in_a_hex_carries_over_to_the_next_turn_until_the_machine_leaves():
    from tabletop.core.dice import ScriptedSource
    from tabletop.core.game import Context
    a = unit("a", 0, "dunbine", "sho", thrust=4, turned_here=True)
    st = state(a, phase="acceleration", active="")
    rules.start_player_turn(st, 0, Context(ScriptedSource()))
    assert a.turned_here
    st.phase, st.active, a.activation = "action", "a", "active"
    refused(st, A.Turn("a", 1), "dunbine R-7a")
    act(st, A.Forward("a"))
    act(st, A.Turn("a", 1))


def test_ruling_13b_same_hex_straight_ahead_from_the_previous_hex_and_distance_0():
    from tabletop.games.dunbine import combat
    # a entered t's hex later, from the west: it counts as at (9, 10), t straight ahead (14.4),
    # while the distance for reach (11.7) and the target speed modifier (15.3) stays 0.
    a = unit("a", 0, "dunbine", "sho", aura=0, entered=2, from_q=9, from_r=10)
    t = unit("t", 1, "drumlo", "todd", 10, 10, 3, thrust=4, aura=0, entered=1)
    st = state(a, t)
    v = {x.key: x.value for x in combat.breakdown(st, "a", "t", "aura_shot", "none").terms}
    assert combat.attack_distance(st, a, t) == 0
    assert v["straight_ahead"] == 1
    assert v["target_speed"] == -2          # ceil((4 - 0) / 3)


def test_ruling_21b_carried_aura_battler_pays_its_own_action_pp_to_block():
    wc = unit("wc", 1, "wing_caliber", "riml", 11, 10, 3, thrust=5, aura=0, action_pp=10)
    ab = unit("ab", 1, "dunbine", "marvel", 11, 10, 3, thrust=5, aura=0, action_pp=9, defence_pp=1)
    wc.passenger, ab.carrier = "ab", "wc"
    a = unit("a", 0, "dunbine", "sho", aura=0)
    st = state(a, wc, ab)
    act(st, A.Attack("a", "ab", "sword"))
    act(st, A.Defend("block"), dice=[6, 6])
    assert (ab.action_pp, wc.action_pp, ab.defence_pp) == (7, 10, 0)


def test_ruling_18a_open_rolls_stop_after_50_dice():
    from tabletop.core.dice import ScriptedSource
    from tabletop.core.game import Context
    ctx = Context(ScriptedSource([6] * 60))
    roll = ctx.open_roll(6, (6,), "a", "damage", rule="dunbine 18")
    assert len(roll.results) == 50 and roll.total == 300
