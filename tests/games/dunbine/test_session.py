"""The game through the core session: registry, pending decisions, view, save and load."""

from __future__ import annotations

from tabletop.core import registry, serial
from tabletop.core.errors import NotYourDecision
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine.state import DunbineState

from .helpers import GAME, act, state, unit


def test_registered_with_scenario_option():
    discover()
    game = registry.find("dunbine")
    opt = game.spec.options[0]
    assert opt.key == "scenario" and {"skirmish", "forest_clash", "great_battle"} <= {c for c, _ in opt.choices}


def _mid_attack_session() -> Session:
    s = Session(GAME, 2, {"scenario": "skirmish"}, seed=11)
    s.apply(A.EndAcceleration())
    with s.edit() as st:
        # The machine whose activation it is (5.3), whatever the scenario's unit order.
        a = next(u for u in st.units if u.id == st.active)
        e = next(u for u in st.units if u.side != st.current)
        # Put the two machines face to face three hexes apart for the test.
        e.q, e.r, e.facing = a.q + 3, a.r, (a.facing + 3) % 6
    s.apply(A.Attack(a.id, e.id, a.card.weapons[0].id))
    return s


def test_pending_is_the_defender_during_an_attack_and_others_are_refused():
    s = _mid_attack_session()
    d = s.pending()
    assert d.kind == "defend" and d.seat != s.state.current
    try:
        s.apply(A.Defend("none"), seat=s.state.current)
    except NotYourDecision:
        pass
    else:
        raise AssertionError("the attacker answered for the defender")


def test_view_carries_the_hit_number_breakdown_during_an_attack():
    s = _mid_attack_session()
    v = s.view(0)
    bd = v["attack_breakdown"]
    assert bd["hit_number"] == sum(t[3] for t in bd["terms"])
    assert {t[0] for t in bd["terms"]} >= {"hit_rate", "attack_pp", "attacker_speed", "defence_rate",
                                           "defence_pp", "target_speed", "range", "straight_ahead"}


def test_state_round_trips_mid_attack():
    s = _mid_attack_session()
    data = serial.to_json(s.state)
    assert serial.from_json(DunbineState, data) == s.state


def test_save_and_load_replay_to_the_same_state(tmp_path):
    s = Session(GAME, 2, {"scenario": "forest_clash"}, seed=5)
    import random
    rng = random.Random(2)
    for _ in range(120):
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
    path = s.save(tmp_path / "dunbine.json")
    loaded = Session.load(path)
    assert loaded.state_hash() == s.state_hash() and not loaded.warnings


def test_undo_restores_a_thrust_change_and_a_move():
    s = Session(GAME, 2, {"scenario": "skirmish"}, seed=3)
    seat = s.state.current
    u = next(x for x in s.state.units if x.side == seat)
    before = s.state_hash()
    s.apply(A.ChangeThrust(u.id, 2))
    s.apply(A.EndAcceleration())
    s.apply(A.Forward(u.id))
    s.undo(seat)
    s.undo(seat)
    s.undo(seat)
    assert s.state_hash() == before


def test_pending_kinds_follow_the_phases():
    a = unit("a", 0, "dunbine", "sho")
    st = state(a, unit("e", 1, "drumlo", "todd", 30, 10, 3), phase="acceleration")
    assert GAME.pending(st).kind == "acceleration"
    act(st, A.EndAcceleration())
    assert GAME.pending(st).kind == "action"
    act(st, A.EndActivation("a"))
    assert GAME.pending(st).kind == "allocation" and GAME.pending(st).seat == 0
