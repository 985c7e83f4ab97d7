"""A simple greedy computer player for Dunbine (for balance runs and as a first opponent).

It picks only from ``legal_actions``: attack when the odds (``combat.breakdown``)
are worth it, otherwise close in and turn towards the nearest enemy; defend with
the better of evade/block; put a little aura into attack and defence; allocate
2 attack and 2 defence PP. Deterministic for a given state.
"""

from __future__ import annotations

from tabletop.core.game import Action
from tabletop.core.hexgrid import distance, neighbor

from . import actions as A
from . import combat, movement
from .geometry import range_of, slip_destination
from .legal import legal_actions
from .scenario import get_board
from .state import DunbineState, Unit

DESIRED_THRUST = 6


def choose(state: DunbineState) -> Action:
    actions = legal_actions(state)
    if state.attack is not None:
        return _attack_step(state, actions)
    if state.phase == "acceleration":
        return _accelerate(state, actions)
    if state.phase == "allocation":
        return _allocate(state, actions)
    return _act(state, actions)


def _attack_step(state: DunbineState, actions: list[Action]) -> Action:
    at = state.attack
    assert at is not None
    if at.step == "respond":
        best, best_n = A.Defend("none"), None
        for d in ("evade", "block"):
            if A.Defend(d) in actions:
                n = combat.breakdown(state, at.attacker, at.target, at.weapon, d).hit_number
                if best_n is None or n < best_n:
                    best, best_n = A.Defend(d), n
        return best
    if at.step == "victim":
        victims = [a for a in actions if isinstance(a, A.ChooseVictim)]
        return max(victims, key=lambda a: (state.unit(a.unit).damage * 2 >= state.unit(a.unit).card.durability,
                                           -state.unit(a.unit).card.armour, a.unit))
    spend = [a for a in actions if isinstance(a, A.SpendAura) and a.item in ("attack", "defence") and a.amount == 1]
    if spend and getattr(state.unit(spend[0].unit), f"{spend[0].item}_pp") < 3:
        return spend[0]
    return A.AuraDone()


def _accelerate(state: DunbineState, actions: list[Action]) -> Action:
    for u in state.units:
        if u.side != state.current or not u.in_play or u.carrier or u.changed_thrust:
            continue
        want = max(movement.mobility(state, u).min_thrust, min(DESIRED_THRUST, movement.max_thrust(state, u)))
        options = [a for a in actions if isinstance(a, A.ChangeThrust) and a.unit == u.id]
        if u.thrust != want and options:
            best = min(options, key=lambda a: (abs(a.thrust - want), a.thrust))
            if abs(best.thrust - want) < abs(u.thrust - want):
                return best
    return A.EndAcceleration()


def _allocate(state: DunbineState, actions: list[Action]) -> Action:
    for u in state.side_units(state.current):
        for item in ("attack", "defence"):
            if getattr(u, f"{item}_pp") < 2 and A.SetPP(u.id, item, 2) in actions:
                return A.SetPP(u.id, item, 2)
    return A.EndTurn()


def _nearest_enemy(state: DunbineState, m: Unit) -> Unit | None:
    enemies = [u for u in state.units if u.in_play and u.side != m.side and not u.carrier]
    return min(enemies, key=lambda e: (distance(m.hex, e.hex), e.id)) if enemies else None


def _act(state: DunbineState, actions: list[Action]) -> Action:
    attacks = [a for a in actions if isinstance(a, A.Attack)]
    if attacks:
        scored = [(combat.breakdown(state, a.unit, a.target, a.weapon).expected, a.weapon, a.target, a) for a in attacks]
        value, _w, _t, best = max(scored, key=lambda x: x[:3])
        if value >= 0.8:
            return best
    m = state.unit(state.active)
    if A.EndActivation(m.id) in actions:
        return A.EndActivation(m.id)
    enemy = _nearest_enemy(state, m)
    board = get_board(state.board)
    moves = [a for a in actions if isinstance(a, (A.Forward, A.Backward, A.Turn, A.SideSlip))]
    if enemy is None or not moves:
        return moves[0] if moves else actions[0]

    def score(a: Action) -> tuple:
        h, f = m.hex, m.facing
        if isinstance(a, A.Forward):
            h = neighbor(h, f)
        elif isinstance(a, A.Backward):
            h = neighbor(h, (f + 3) % 6)
        elif isinstance(a, A.Turn):
            f = (f + a.steps) % 6
        elif isinstance(a, A.SideSlip):
            h = slip_destination(h, f, a.to)
        if not board.on_map(h):
            return (-1000,)
        if isinstance(a, A.Turn) and m.action_pp - movement.turn_pp(state, m, a.steps) < 3:
            return (-500,)
        d = distance(h, enemy.hex)
        facing_bonus = 3 if range_of(h, f, enemy.hex) == "FF" else (1 if range_of(h, f, enemy.hex) in ("FR", "FL") else 0)
        if isinstance(a, A.Turn) and movement.remaining(m) <= abs(a.steps):
            facing_bonus -= 1
        return (facing_bonus - max(d, 1) - (1 if isinstance(a, A.SideSlip) else 0), type(a).__name__, str(a))

    return max(moves, key=score)
