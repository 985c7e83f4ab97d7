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
    wc = unit("wc", 0, "wing_caliber", "riml", thrust=6, action_pp=12, activation="done", spent=6)
    ab = unit("ab", 0, "dunbine", "sho", thrust=6, action_pp=14)
    st = state(wc, ab, active="ab")
    act(st, A.Forward("ab"))
    wc.q, wc.r = ab.q, ab.r
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
