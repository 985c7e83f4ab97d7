"""The Dunbine ``quick`` policy, and the judgement the ``strong`` search (``search``) shares with it.

Both players (``bots``) choose only from ``legal_actions`` and share the judgement of everything
that is not movement:

* acceleration (4): a thrust suited to the distance of the nearest enemy (fast
  when far, slow and handy when close), changed only when the PP cost is small;
* attacks (11, 14): the value of an attack is the chance to hit (14.5, with the
  defender's best defence) times the expected damage, capped by what the target
  has left, plus a bonus for the chance of shooting it down (17.3);
* aura power (20): put in at the step where it pays, by the change it makes to
  the hit chance or the open roll; aura left at the end of the own turn is lost
  (22.3), so it is cheaper then than during the enemy's turn;
* the defender (12, 16): one response turn (ruling R-12b) when the attack comes
  from a rear range (BR/BL/BB, +1/+2 to the attacker, no block) and turning
  helps, the angle lowering the hit number most for its PP, then the
  defence (evade/block) that gives the lowest hit number;
* PP allocation (22): attack and defence PP by the enemies in reach, a response
  PP when enemies are near, the rest in action PP for evasion, turns and shots;
* transformation (9): the Billbine flies as a Wing Caliber while far from the
  enemy and turns back when it closes in. (Docking is never started: none of the
  shipped scenarios pairs a Wing Caliber with an Aura Battler; a docked pair
  separates near the enemy.)

``quick`` moves one step at a time to the neighbouring position with the best
value (``position_value``: front arc on the target, enemies out of the rear
ranges, own position in the enemies' rear, distance, map edge). ``strong``
searches every movement sequence of the active machine for the rest of its
thrust (breadth first, bounded by ``budget`` nodes, deterministic), values each
end position by its best attack there plus ``position_value``, compares that
with attacking now and continuing, and plays the first step of the best plan.

``choose(state)`` is the quick policy as a plain function (``bots.QuickBot``, benchmarks, tests).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.core.errors import RulesError
from tabletop.core.game import Action
from tabletop.core.hexgrid import Hex, distance, neighbor

from . import actions as A
from . import combat, data, movement
from .geometry import range_at, slip_destination
from .legal import legal_actions
from .movement import mover
from .scenario import get_board
from .state import DunbineState, Unit

REAR = ("BR", "BL", "BB")
KILL_BONUS = 6.0          # value of shooting a machine down, on top of the damage
AURA_OWN_TURN = 0.3       # value of a point of aura kept during the own turn (lost at 22.3)
AURA_ENEMY_TURN = 0.9     # ... during the enemy's turn (it carries into the own turn)
ATTACK_MIN = 0.6          # quick: smallest attack value worth the shot


# -- small helpers ----------------------------------------------------------------

def enemies(state: DunbineState, side: int) -> list[Unit]:
    """Enemy machines that can be attacked (a carried machine is attacked through its carrier)."""
    return [u for u in state.units if u.in_play and u.side != side and not u.carrier]


def weapons(u: Unit) -> list[tuple[str, int, int, frozenset, int, int]]:
    """(id, hit, power, arc, min range, max range) of the usable weapons, the sword first."""
    out = []
    card = u.card
    if card.has_sword:
        out.append(("sword", card.sword.hit, card.sword.power, card.sword.arc, 0, 1))
    for w in card.weapons:
        if u.ammo.get(w.id, 0) > 0:
            out.append((w.id, w.hit, w.power, w.arc, w.min_range, w.max_range))
    return out


@lru_cache(maxsize=4096)
def _damage_dist(base: int, faces: tuple[int, ...]) -> tuple[tuple[int, float], ...]:
    """Distribution of max(0, base + open d6) (18), open rolls cut after three extra dice."""
    dist: dict[int, float] = {}

    def walk(total: int, p: float, depth: int) -> None:
        for f in range(1, 7):
            if f in faces and depth < 3:
                walk(total + f, p / 6, depth + 1)
            else:
                v = max(0, base + total + f)
                dist[v] = dist.get(v, 0.0) + p / 6

    walk(0, 1.0, 0)
    return tuple(sorted(dist.items()))


def hit_value(p_hit: float, power: int, armour: int, faces: tuple[int, ...], left: int) -> float:
    """p_hit x (expected damage capped at what is left + KILL_BONUS x chance to shoot down)."""
    capped = kill = 0.0
    for dmg, p in _damage_dist(power - armour, tuple(sorted(faces))):
        capped += p * min(dmg, left)
        if dmg >= left:
            kill += p
    return p_hit * (capped + KILL_BONUS * kill)


def attack_value(state: DunbineState, a: A.Attack) -> float:
    """Value of declaring ``a`` now (14.1 odds with the defender's best defence, 17, 21.5)."""
    bd = combat.breakdown(state, a.unit, a.target, a.weapon)
    t = mover(state, state.unit(a.target))
    victims = [t] + ([state.unit(t.passenger)] if t.passenger else [])
    _hit, power, _arc = combat.weapon_stats(state.unit(a.unit), a.weapon)
    vals = [hit_value(bd.p_hit, power, v.card.armour, bd.open_faces, v.card.durability - v.damage) for v in victims]
    return sum(vals) / len(vals)


# -- position values ------------------------------------------------------------------

def _menace(att: Unit, target_card: data.Machine, attack_pp: int) -> tuple[float, int]:
    """(expected damage of ``att``'s best weapon on a typical defence, its reach in hexes)."""
    best, reach = 0.0, 1
    for _wid, hit, power, _arc, _lo, hi in weapons(att):
        number = hit + attack_pp - target_card.evasion - 2
        val = combat.p_2d6_at_most(number) * combat.expected_damage(power, target_card.armour, (6,))
        if val > best:
            best = val
        reach = max(reach, hi)
    return best, reach


W_OPP, W_THREAT = 0.5, 0.45   # weights of opportunities and threats in ``position_value``


def position_value(state: DunbineState, m: Unit, h: Hex, f: int, thrust: int, w_opp: float = W_OPP,
                   w_threat: float = W_THREAT) -> float:
    """How good it is for ``m`` to end at ``h`` facing ``f`` (higher is better), every
    machine's weapons rated against a typical defence (``end_position_terms``)."""
    return end_position_terms(state, m, h, f, thrust, w_opp, w_threat,
                              lambda att, _att_thrust, tgt, _tgt_thrust: _menace(att, tgt.card, 1))


def end_position_terms(state: DunbineState, m: Unit, h: Hex, f: int, thrust: int, w_opp: float, w_threat: float,
                       menace, foes: list[Unit] | None = None) -> float:
    """The value of ending at ``h`` facing ``f`` with ``thrust``, given ``menace(att, att_thrust,
    tgt, tgt_thrust) -> (expected damage, reach)``.

    ``foes`` (default: every enemy) may leave out enemies that add nothing at ``h``: too far
    for either side's reach to count and farther than the nearest enemy (the search's bound).

    Enemies in the front arc within reach are opportunities; enemies in the rear
    ranges are dangers (+1/+2 to their hit number, no block, 14.3); being in an
    enemy's rear makes it turn before it can shoot. A little credit for closing
    the distance, and a penalty for heading off the map at speed (R-6a).
    The two halves: ``foe_terms`` (what does not depend on ``h`` and ``f``) and ``terms_at``.
    """
    if foes is None:
        foes = enemies(state, m.side)
    return terms_at(get_board(state.board), h, f, thrust, foe_terms(m, thrust, menace, foes), w_opp, w_threat)


#: Per enemy, what ``end_position_terms`` takes from it wherever the machine ends: its q, r and
#: facing, (expected damage, distance up to which it counts in full) of the machine on it and of
#: it on the machine, and the factor of the damage it has left.
FoeTerms = tuple[int, int, int, float, int, float, int, float]


def foe_terms(m: Unit, thrust: int, menace, foes: list[Unit]) -> list[FoeTerms]:
    """The part of ``end_position_terms`` that depends on ``m``'s thrust and the enemies only: a
    search whose machine keeps its thrust works it out once (``search.Planner``)."""
    out = []
    for e in foes:
        opp, my_reach = menace(m, thrust, e, e.thrust)
        threat, their_reach = menace(e, e.thrust, m, thrust)
        left = max(1, e.card.durability - e.damage)
        out.append((e.q, e.r, e.facing, opp, my_reach + max(2, abs(thrust) // 2),
                    threat, their_reach + max(2, abs(e.thrust) // 2), 1.0 + 4.0 / left))
    return out


def terms_at(board, h: Hex, f: int, thrust: int, foes: list[FoeTerms], w_opp: float, w_threat: float) -> float:
    """``end_position_terms`` at ``h`` facing ``f`` from the enemies' ``foe_terms``.

    An enemy's damage counts in full up to its distance in ``foe_terms`` (reach + half the speed,
    at least 2), then a sixth less a hex. The same sums in the same order for every ``foes``.
    """
    value = 0.0
    nearest = 99
    hq, hr = h
    for eq, er, ef, opp, o_full, threat, t_full, left_factor in foes:
        dq, dr = eq - hq, er - hr
        d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
        if d < nearest:
            nearest = d
        mine = range_at(dq, dr, f)
        theirs = range_at(-dq, -dr, ef) if d else "FF"
        o = opp * (1.0 if d <= o_full else max(0.0, 1.0 - (d - o_full) / 6))
        t = threat * (1.0 if d <= t_full else max(0.0, 1.0 - (d - t_full) / 6))
        if mine == "FF":
            o *= 1.3
        elif mine in REAR:
            o *= 0.4
            t *= 1.5 if mine == "BB" else 1.3
        if theirs in REAR:
            t *= 0.5
            o *= 1.2
        o *= left_factor
        value += w_opp * o - w_threat * t
    if foes:
        value -= 0.08 * nearest
    ahead, edge = h, 0
    for _ in range(min(abs(thrust), 4)):
        ahead = neighbor(ahead, f)
        if not board.on_map(ahead):
            edge += 1
    value -= 1.0 * edge
    return value


# -- shared decisions -------------------------------------------------------------------

def _want_thrust(state: DunbineState, u: Unit) -> int:
    foes = enemies(state, u.side)
    d = min((distance(mover(state, u).hex, e.hex) for e in foes), default=0)
    top = movement.max_thrust(state, u)
    if u.card.kind == "wing_caliber":
        want = 12 if d > 14 else 7
    elif d > 16:
        want = 10
    elif d > 9:
        want = 7
    else:
        want = 5
    return max(movement.mobility(state, u).min_thrust, min(want, top))


def accelerate(state: DunbineState, actions: list[Action]) -> Action:
    for u in state.units:
        if u.side != state.current or not u.in_play or u.carrier or u.changed_thrust:
            continue
        want = _want_thrust(state, u)
        options = [a for a in actions if isinstance(a, A.ChangeThrust) and a.unit == u.id]
        best = None
        for a in options:
            cost = movement.accel_cost(state, u, a.thrust)
            if cost > 2 or u.action_pp - cost < 4:
                continue
            key = (abs(a.thrust - want), cost, a.thrust)
            if best is None or key < best[0]:
                best = (key, a)
        if best is not None and best[0][0] < abs(u.thrust - want):
            return best[1]
    return A.EndAcceleration()


def allocate(state: DunbineState, actions: list[Action]) -> Action:
    """22: attack/defence PP by the enemies in reach, response PP near them, the rest action PP."""
    for u in state.side_units(state.current):
        if u.carrier:
            continue
        foes = enemies(state, u.side)
        here = mover(state, u).hex
        d = min((distance(here, e.hex) for e in foes), default=99)
        near = sum(1 for e in foes if distance(here, e.hex) <= 10)
        total = u.base.pp
        if d <= 12:
            plan = {"attack": 2, "defence": 2 + (1 if near >= 2 else 0), "response": 1 if d <= 8 else 0}
        else:
            plan = {"attack": 1, "defence": 1, "response": 0}
        if total <= 10:
            plan["defence"] = max(1, plan["defence"] - 1)
        for item in ("attack", "defence", "response", "power", "barrier"):
            want = plan.get(item, 0)
            if getattr(u, f"{item}_pp") != want and A.SetPP(u.id, item, want) in actions:
                return A.SetPP(u.id, item, want)
    return A.EndTurn()


def _aura_worth(state: DunbineState, own_turn: bool) -> float:
    return AURA_OWN_TURN if own_turn else AURA_ENEMY_TURN


def attack_step(state: DunbineState, actions: list[Action]) -> Action:
    """Every decision in the middle of an attack, for either side (12, 16, 20, 21.6)."""
    at = state.attack
    assert at is not None
    attacker = state.unit(at.attacker)
    target = state.unit(at.target)
    if at.step == "respond":
        return _respond(state, actions, attacker, target)
    if at.step == "victim":
        victims = [a for a in actions if isinstance(a, A.ChooseVictim)]
        return max(victims, key=lambda a: (_victim_key(state, attacker, state.unit(a.unit)), a.unit))
    spend = [a for a in actions if isinstance(a, A.SpendAura)]
    if not spend:
        return A.AuraDone()
    unit = state.unit(spend[0].unit)
    item = spend[0].item
    own_turn = unit.side == state.current
    worth = _aura_worth(state, own_turn)
    _hit, power, _arc = combat.weapon_stats(attacker, at.weapon)
    victim = state.unit(at.victim) if at.victim else mover(state, target)
    left = victim.card.durability - victim.damage
    if item in ("attack", "defence"):
        n = at.hit_number or combat.breakdown(state, at.attacker, at.target, at.weapon, at.defence or "none").hit_number
        faces = combat.open_faces(at.weapon, attacker.power_pp, victim.barrier_pp)
        base = hit_value(1.0, power, victim.card.armour, faces, left)
        sign = 1 if item == "attack" else -1
        now = combat.p_2d6_at_most(n)
        best, best_gain = None, 0.0
        for a in spend:
            gain = sign * (combat.p_2d6_at_most(n + sign * a.amount) - now) * base - worth * a.amount
            if gain > best_gain + 1e-9:
                best, best_gain = a, gain
        return best or A.AuraDone()
    if item in ("power", "barrier"):
        now_faces = combat.open_faces(at.weapon, attacker.power_pp, victim.barrier_pp)
        now = hit_value(1.0, power, victim.card.armour, now_faces, left)
        best, best_gain = None, 0.0
        for a in spend:
            pw = attacker.power_pp + (a.amount if item == "power" else 0)
            br = victim.barrier_pp + (a.amount if item == "barrier" else 0)
            after = hit_value(1.0, power, victim.card.armour, combat.open_faces(at.weapon, pw, br), left)
            gain = (after - now if item == "power" else now - after) - worth * a.amount
            if gain > best_gain + 1e-9:
                best, best_gain = a, gain
        return best or A.AuraDone()
    return A.AuraDone()


def _victim_key(state: DunbineState, attacker: Unit, v: Unit) -> tuple:
    left = v.card.durability - v.damage
    return (v.card.points if left <= 8 else 0, -left, -v.card.armour)


def _respond(state: DunbineState, actions: list[Action], attacker: Unit, target: Unit) -> Action:
    at = state.attack
    assert at is not None
    t = mover(state, target)
    now = _best_number(state, actions, at.attacker, at.target, at.weapon)
    turns = [a for a in actions if isinstance(a, A.ResponseTurn)]
    if turns and combat.attacker_range(state, attacker, t) in REAR:
        # one response turn per attack (ruling R-12b): the angle that lowers the hit number
        # most, each response PP beyond the first counting as half a point of hit number
        best, best_score = None, float(now)
        group = [t] + ([state.unit(t.passenger)] if t.passenger else [])
        for a in sorted(turns, key=lambda a: (abs(a.steps), a.steps)):
            cost = movement.turn_pp(state, t, a.steps, response=True)
            for u in group:
                u.facing = (u.facing + a.steps) % 6
            try:
                n = _best_number(state, actions, at.attacker, at.target, at.weapon)
            finally:
                for u in group:
                    u.facing = (u.facing - a.steps) % 6
            score = n + 0.5 * (cost - 1)
            if n < now and score < best_score:
                best, best_score = a, score
        if best is not None:
            return best
    options = []
    for kind in ("evade", "block"):
        if A.Defend(kind) in actions:
            n = combat.breakdown(state, at.attacker, at.target, at.weapon, kind).hit_number
            options.append((n, kind == "block", A.Defend(kind)))
    if options:
        return min(options, key=lambda o: o[:2])[2]
    # no action PP left for a defence: put one aura point into action PP to evade (20)
    for spend in actions:
        if isinstance(spend, A.SpendAura) and spend.item == "action" and spend.amount == 1 and spend.unit == t.id:
            if combat.defender_units(state, attacker, t, at.weapon, "evade")[0] is not None:
                return spend
    return A.Defend("none")


def _best_number(state: DunbineState, actions: list[Action], attacker: str, target: str, weapon: str) -> int:
    best = combat.breakdown(state, attacker, target, weapon, "none").hit_number
    t = mover(state, state.unit(target))
    a = state.unit(attacker)
    for kind, cost in (("evade", 1), ("block", 2)):
        unit, _r, _ = combat.defender_units(state, a, t, weapon, kind)
        if unit is not None and unit.action_pp >= cost:
            best = min(best, combat.breakdown(state, attacker, target, weapon, kind).hit_number)
    return best


def transform_or_dock(state: DunbineState, m: Unit, actions: list[Action]) -> Action | None:
    d = min((distance(m.hex, e.hex) for e in enemies(state, m.side)), default=0)
    if A.Transform(m.id) in actions:
        if m.card.kind == "aura_battler" and d > 22 and m.action_pp >= 10:
            return A.Transform(m.id)
        if m.card.kind == "wing_caliber" and d <= 14:
            return A.Transform(m.id)
    if A.Separate(m.id) in actions and d <= 12:
        return A.Separate(m.id)
    return None


def _after_move(m: Unit, a: Action) -> tuple[Hex, int]:
    h, f = m.hex, m.facing
    if isinstance(a, A.Forward):
        h = neighbor(h, f)
    elif isinstance(a, A.Backward):
        h = neighbor(h, (f + 3) % 6)
    elif isinstance(a, A.Turn):
        f = (f + a.steps) % 6
    elif isinstance(a, A.SideSlip):
        h = slip_destination(h, f, a.to)
    return h, f


# -- quick ----------------------------------------------------------------------------------

def choose(state: DunbineState) -> Action:
    """The quick policy for ``state`` (deterministic)."""
    actions = legal_actions(state)
    if state.attack is not None:
        return attack_step(state, actions)
    if state.phase == "acceleration":
        return accelerate(state, actions)
    if state.phase == "allocation":
        return allocate(state, actions)
    return quick_act(state, actions)


def quick_act(state: DunbineState, actions: list[Action]) -> Action:
    attacks = [a for a in actions if isinstance(a, A.Attack)]
    if attacks:
        value, best = max(((attack_value(state, a), a) for a in attacks), key=lambda x: (x[0], str(x[1])))
        if value >= ATTACK_MIN:
            return best
    m = state.unit(state.active)
    special = transform_or_dock(state, m, actions)
    if special is not None:
        return special
    if A.EndActivation(m.id) in actions:
        return A.EndActivation(m.id)
    board = get_board(state.board)
    moves = [a for a in actions if isinstance(a, (A.Forward, A.Backward, A.Turn, A.SideSlip))]
    if not moves:
        return actions[0]

    def score(a: Action) -> tuple:
        h, f = _after_move(m, a)
        if not board.on_map(h):
            return (-1000.0, str(a))
        v = position_value(state, m, h, f, m.thrust)
        if isinstance(a, A.Turn):
            if movement.remaining(m) <= abs(a.steps):
                v -= 0.3
            try:
                cost = movement.turn_pp(state, m, a.steps)
            except RulesError:
                cost = 9
            if m.action_pp - cost < 2:
                v -= 1.0
        if isinstance(a, A.SideSlip):
            v -= 0.3
        return (v, str(a))

    return max(moves, key=score)


__all__ = ["choose", "quick_act", "attack_value", "position_value", "end_position_terms", "enemies", "weapons",
           "foe_terms", "terms_at", "transform_or_dock", "W_OPP", "W_THREAT"]
