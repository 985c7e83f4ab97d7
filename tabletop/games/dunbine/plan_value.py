"""The ``strong`` Dunbine player's value of an end position: the exchange of fire it invites.

``position_value`` (in ``bots``, used by ``quick``) rates every machine's
weapons against a typical defence. This version, used by the planner
(``search``), works out the hit numbers of 14.1 for the machines and thrusts
on the table:

* own chances next turn: own weapon against the enemy's evasion (16), defence
  PP and speed (15.3-15.4), with the own attacker speed modifier (15.1);
* the enemy's chances in its coming turn: its weapon against the own evasion,
  the defence PP the own side will allocate (22) and the own thrust as a
  target (15.3-15.4), with its attacker speed modifier. The thrust chosen in
  the acceleration phase is therefore worth something as a defence too, which
  ``position_value`` does not see.

Enemies in the own rear ranges attack at +1/+2 without a block (14.3, 16.2);
being in an enemy's rear makes it turn first. Both terms fade with distance
beyond what the machine can reach in a turn. Deterministic, no dice.
"""

from __future__ import annotations

from tabletop.core.hexgrid import Hex, distance, neighbor

from . import combat
from .geometry import range_of
from .movement import mobility
from .scenario import get_board
from .state import DunbineState, Unit

REAR = ("BR", "BL", "BB")
SHOT_DIST = 2          # the typical distance of a shot after closing in (for 15.3)
ATTACK_PP_NEXT = 2     # attack / defence PP the quick allocation puts up near the enemy (22)
DEFENCE_PP_NEXT = 2


def _weapons(u: Unit) -> list[tuple[str, int, int, int]]:
    """(id, hit, power, max range) of the usable weapons, the sword first."""
    out = []
    if u.card.has_sword:
        out.append(("sword", u.card.sword.hit, u.card.sword.power, 1))
    for w in u.card.weapons:
        if u.ammo.get(w.id, 0) > 0:
            out.append((w.id, w.hit, w.power, w.max_range))
    return out


def exchange(state: DunbineState, att: Unit, att_thrust: int, tgt: Unit, tgt_thrust: int) -> tuple[float, int]:
    """(expected damage of ``att``'s best weapon on ``tgt`` next time it attacks, its reach in hexes).

    14.1 with the attack/defence PP of the coming allocation, the evasion of the
    target (16), both speed modifiers (15) and no range modifier (front arc).
    """
    best, reach = 0.0, 1
    a_speed = mobility(state, att).speed_modifier(att_thrust)
    evasion = mobility(state, tgt).evasion
    for wid, hit, power, hi in _weapons(att):
        t_speed = combat.target_speed_modifier(tgt_thrust, SHOT_DIST, wid)
        number = hit + ATTACK_PP_NEXT - a_speed - evasion - DEFENCE_PP_NEXT - t_speed
        val = combat.p_2d6_at_most(number) * combat.expected_damage(power, tgt.card.armour, (6,))
        best = max(best, val)
        reach = max(reach, hi)
    return best, reach


def _reach_factor(d: int, reach: int, speed: int) -> float:
    full = reach + max(2, speed // 2)
    if d <= full:
        return 1.0
    return max(0.0, 1.0 - (d - full) / 6)


def plan_value(state: DunbineState, m: Unit, h: Hex, f: int, thrust: int, w_opp: float, w_threat: float) -> float:
    """How good it is for ``m`` to end its movement at ``h`` facing ``f`` with ``thrust`` (higher is better)."""
    board = get_board(state.board)
    value = 0.0
    nearest = 99
    foes = [u for u in state.units if u.in_play and u.side != m.side and not u.carrier]
    for e in foes:
        d = distance(h, e.hex)
        nearest = min(nearest, d)
        mine = range_of(h, f, e.hex)
        theirs = range_of(e.hex, e.facing, h) if d else "FF"
        opp, my_reach = exchange(state, m, thrust, e, e.thrust)
        threat, their_reach = exchange(state, e, e.thrust, m, thrust)
        o = opp * _reach_factor(d, my_reach, abs(thrust))
        t = threat * _reach_factor(d, their_reach, abs(e.thrust))
        if mine == "FF":
            o *= 1.3
        elif mine in REAR:
            o *= 0.4
            t *= 1.5 if mine == "BB" else 1.3
        if theirs in REAR:
            t *= 0.5
            o *= 1.2
        left = max(1, e.card.durability - e.damage)
        o *= 1.0 + 4.0 / left
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


__all__ = ["exchange", "plan_value"]
