"""The seat's view (``view.py``): JSON, the same for every seat, and every number in it the rules' own."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.core.errors import RulesError
from tabletop.core.session import Session
from tabletop.core.hexgrid import distance
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine import combat, movement, rules
from tabletop.games.dunbine.geometry import range_of
from tabletop.games.dunbine.movement import mover

from .helpers import GAME


def _sessions(seed: int = 4, steps: int = 160):
    """A random game, yielding the session before each action."""
    s = Session(GAME, 2, {"scenario": "skirmish"}, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over():
            return
        yield s
        s.apply(rng.choice(s.legal_actions()))


def close_in(seed: int = 11) -> Session:
    """The action phase with an enemy three hexes straight ahead of the acting machine."""
    s = Session(GAME, 2, {"scenario": "skirmish"}, seed=seed)
    s.apply(A.EndAcceleration())
    with s.edit() as st:
        a = st.unit(st.active)
        e = next(u for u in st.units if u.side != st.current)
        e.q, e.r, e.facing = a.q + 3, a.r, (a.facing + 3) % 6
    return s


def test_view_is_json_and_the_same_for_every_seat():
    for s in _sessions():
        v = s.view(0)
        assert json.loads(json.dumps(v)) == v
        assert s.view(1) == v and s.view(None) == v


def test_units_carry_the_rules_answers_for_their_displays():
    for s in _sessions(steps=60):
        st = s.state
        for u, raw in zip(st.units, s.view(None)["units"]):
            assert raw["mover"] == mover(st, u).id
            assert raw["thrust_left"] == movement.remaining(mover(st, u))
            assert raw["max_thrust"] == movement.max_thrust(st, u)
            assert raw["min_thrust"] == movement.mobility(st, u).min_thrust
            assert raw["heavy"] == u.heavy and raw["total_pp"] == u.total_pp()
            assert 2 * raw["heavy_at"] > u.card.durability >= 2 * (raw["heavy_at"] - 1)


def test_rule_4_thrust_costs_are_the_acceleration_tables():
    s = Session(GAME, 2, {"scenario": "skirmish"}, seed=2)
    v = s.view(None)
    changes = [a for a in s.legal_actions() if isinstance(a, A.ChangeThrust)]
    assert changes
    for a in changes:
        assert v["thrust_costs"][a.unit][str(a.thrust)] == movement.accel_cost(s.state, s.state.unit(a.unit), a.thrust)


def test_rule_7_8_turn_and_slip_costs_of_the_active_machine():
    s = close_in()
    st, v = s.state, s.view(None)
    m = st.unit(st.active)
    for a in s.legal_actions():
        if isinstance(a, A.Turn):
            assert v["moves"]["turns"][str(a.steps)] == movement.turn_pp(st, m, a.steps)
        elif isinstance(a, A.SideSlip):
            pp, h = movement.slip_cost(st, m, a.to)
            assert v["moves"]["slips"][a.to] == {"pp": pp, "to": [h.q, h.r]}


def test_rule_11_14_attack_options_give_cost_reach_and_the_hit_number_of_each_legal_target():
    s = close_in()
    st, v = s.state, s.view(None)
    attacks = [a for a in s.legal_actions() if isinstance(a, A.Attack)]
    assert attacks
    for a in attacks:
        option = next(o for o in v["attack_options"] if o["unit"] == a.unit and o["weapon"] == a.weapon)
        bd = combat.breakdown(st, a.unit, a.target, a.weapon)
        got = option["targets"][a.target]
        assert got["hit_number"] == bd.hit_number and got["p_hit"] == bd.p_hit
        u, t = st.unit(a.unit), mover(st, st.unit(a.target))
        assert got["defence"] == combat.best_defence(st, u, t, a.weapon)
        assert option["cost"] == combat.attack_cost(a.weapon) == combat.check_attack(st, u, t, a.weapon)
    for option in v["attack_options"]:
        u = st.unit(option["unit"])
        here = mover(st, u)
        lo, hi = combat.weapon_reach(u, option["weapon"])
        assert (option["min_range"], option["max_range"]) == (lo, hi)
        for q, r in option["reach"]:
            h = type(here.hex)(q, r)
            assert lo <= distance(here.hex, h) <= hi
            assert h == here.hex or range_of(here.hex, here.facing, h) in option["arc"]
        for tid, reason in option["refused"].items():
            assert tid not in option["targets"] and reason["rule"].startswith("dunbine ")


def test_rule_11_8_a_weapon_without_the_pp_says_so_whatever_the_targets():
    """Issue 15 item 8: the hint names the real reason (too little PP), not "no target" or a range."""
    s = close_in()
    st = s.state
    a = st.unit(st.active)
    e = next(u for u in st.units if u.side != st.current)
    e.q, e.r = a.q + 12, a.r  # out of every weapon's range as well
    a.action_pp = 0
    options = [o for o in s.view(None)["attack_options"] if o["unit"] == a.id]
    assert options
    for option in options:
        assert option["targets"] == {}
        assert option["no_target"]["rule"] == "dunbine 11.8", option["no_target"]
        with pytest.raises(RulesError) as refused:
            combat.check_attack(st, a, e, option["weapon"])
        assert refused.value.rule == "dunbine 11.8"


def test_rule_11_3_the_shooting_distance_is_one_rule():
    s = close_in()
    st = s.state
    a = next(x for x in s.legal_actions() if isinstance(x, A.Attack) and x.weapon != "sword")
    expected = combat.attack_distance(st, st.unit(a.unit), st.unit(a.target))
    s.apply(a)
    assert s.state.attack.distance == expected == 3


def test_rule_16_the_defence_choices_show_their_cost_and_hit_number():
    s = close_in()
    a = next(x for x in s.legal_actions() if isinstance(x, A.Attack) and x.weapon != "sword")
    s.apply(a)
    st, v = s.state, s.view(None)
    at = st.attack
    for kind, d in v["defences"].items():
        assert d["cost"] == combat.DEFENCE_PP[kind]
        assert d["hit_number"] == combat.breakdown(st, at.attacker, at.target, at.weapon, kind).hit_number
    t = st.unit(at.target)
    for x in s.legal_actions():
        if isinstance(x, A.ResponseTurn):
            assert v["response_turns"][str(x.steps)] == movement.turn_pp(st, t, x.steps, True)
    assert v["attack_breakdown"]["hit_number"] == sum(term[3] for term in v["attack_breakdown"]["terms"])


def test_rules_9_10_action_costs_are_the_rules_constants():
    v = Session(GAME, 2, {"scenario": "skirmish"}, seed=1).view(0)
    assert v["action_costs"] == {"transform": rules.TRANSFORM_PP, "dock": rules.DOCK_PP,
                                 "separate": rules.SEPARATE_PP}
