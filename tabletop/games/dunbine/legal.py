"""Every legal action in a state: the single source of truth for the screen, bots and tests.

Candidates are generated per phase and kept when the same checks that
``apply`` uses accept them, so the two never disagree.
"""

from __future__ import annotations

from tabletop.core.errors import RulesError
from tabletop.core.game import Action

from . import actions as A
from . import attacks, combat, movement
from .geometry import SLIP_OFFSETS
from .movement import mover
from .state import PP_ITEMS, DunbineState, Unit

TURN_STEPS = (1, -1, 2, -2, 3)


def _ok(check, *args) -> bool:
    try:
        check(*args)
    except RulesError:
        return False
    return True


def legal_actions(state: DunbineState) -> list[Action]:
    if state.result is not None:
        return []
    if state.attack is not None:
        return _attack_actions(state)
    if state.phase == "acceleration":
        return _acceleration(state)
    if state.phase == "action":
        return _action(state)
    if state.phase == "allocation":
        return _allocation(state)
    return []


def _aura(u: Unit, item: str) -> list[Action]:
    return [A.SpendAura(u.id, item, n) for n in range(1, u.aura + 1)]


def _acceleration(state: DunbineState) -> list[Action]:
    out: list[Action] = []
    for u in state.units:
        if u.side != state.current or not u.in_play:
            continue
        out.extend(_aura(u, "action"))
        if u.carrier or u.changed_thrust:
            continue
        mob = movement.mobility(state, u)
        for to in range(mob.min_thrust, movement.max_thrust(state, u) + 1):
            if to == u.thrust:
                continue
            try:
                pp = movement.accel_cost(state, u, to)
            except RulesError:
                continue
            if pp <= u.action_pp:
                out.append(A.ChangeThrust(u.id, to))
    out.append(A.EndAcceleration())
    return out


def _action(state: DunbineState) -> list[Action]:
    m = state.find(state.active)
    if m is None:
        return []
    out: list[Action] = []
    if movement.remaining(m) >= 1:
        out.append(A.Forward(m.id))
        if movement.can_reverse(m):
            out.append(A.Backward(m.id))
    for s in TURN_STEPS:
        if _ok(movement.turn_pp, state, m, s):
            out.append(A.Turn(m.id, s))
    for side in SLIP_OFFSETS:
        if _ok(movement.slip_cost, state, m, side):
            out.append(A.SideSlip(m.id, side))
    crew = [m] + ([state.unit(m.passenger)] if m.passenger else [])
    enemies = [u for u in state.units if u.in_play and u.side != m.side and not u.carrier]
    for u in crew:
        for t in enemies:
            for w in ("sword",) + tuple(w.id for w in u.card.weapons):
                if _ok(combat.check_attack, state, u, t, w):
                    out.append(A.Attack(u.id, t.id, w))
        out.extend(_aura(u, "action"))
    if m.card.transforms_to and not m.passenger and _transform_ok(state, m):
        out.append(A.Transform(m.id))
    if m.passenger:
        ab = state.unit(m.passenger)
        top = ab.card.mobility.heavy_max if ab.heavy else ab.card.max_thrust
        if m.thrust <= top and m.action_pp >= 5 and ab.action_pp >= 5:
            out.append(A.Separate(m.id))
    else:
        for p in state.units:
            if (p.id != m.id and p.side == m.side and p.in_play and not p.carrier and not p.passenger
                    and p.hex == m.hex and _dock_ok(state, m, p)):
                out.append(A.Dock(m.id, p.id))
    if movement.remaining(m) == 0:
        out.append(A.EndActivation(m.id))
    return out


def _transform_ok(state: DunbineState, m: Unit) -> bool:
    from . import data
    if not 5 <= m.thrust <= 11 or m.action_pp < 4:
        return False
    other = data.machine(m.card.transforms_to)
    top = other.mobility.heavy_max if m.heavy else other.max_thrust
    return other.min_thrust <= m.thrust <= top


def _dock_ok(state: DunbineState, m: Unit, p: Unit) -> bool:
    carrier, ab = (m, p) if m.card.carries else (p, m)
    if not carrier.card.carries or ab.card.kind != "aura_battler":
        return False
    if m.facing != p.facing or m.thrust != p.thrust or m.action_pp < 6 or p.action_pp < 6:
        return False
    docked = carrier.card.docked
    assert docked is not None
    top = docked.heavy_max if carrier.heavy else docked.max_thrust
    return docked.min_thrust <= carrier.thrust <= top


def _allocation(state: DunbineState) -> list[Action]:
    out: list[Action] = []
    for u in state.units:
        if u.side != state.current or not u.in_play:
            continue
        for item in PP_ITEMS:
            current = getattr(u, f"{item}_pp")
            for v in range(0, current + u.action_pp + 1):
                if v != current:
                    out.append(A.SetPP(u.id, item, v))
    out.append(A.EndTurn())
    return out


def _attack_actions(state: DunbineState) -> list[Action]:
    at = state.attack
    assert at is not None
    out: list[Action] = []
    for uid, item in attacks.aura_options(state):
        out.extend(_aura(state.unit(uid), item))
    if at.step == "respond":
        t = state.unit(at.target)
        if at.responses == 0:          # ruling R-12b: one response turn per attack
            for s in TURN_STEPS:
                if _ok(movement.turn_pp, state, t, s, True):
                    out.append(A.ResponseTurn(t.id, s))
        attacker = state.unit(at.attacker)
        for kind, cost in (("evade", 1), ("block", 2)):
            unit, _rate, _ = combat.defender_units(state, attacker, t, at.weapon, kind)
            if unit is not None and unit.action_pp >= cost:
                out.append(A.Defend(kind))
        out.append(A.Defend("none"))
    elif at.step == "victim":
        t = state.unit(at.target)
        out.extend(A.ChooseVictim(uid) for uid in (t.id, t.passenger) if uid)
    else:
        out.append(A.AuraDone())
    return out


__all__ = ["legal_actions", "mover"]
