"""The ``strong`` Dunbine player's value of an end position: the exchange of fire it invites.

``position_value`` (in ``bot_quick``, used by ``quick``) rates every machine's
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

The arcs, rear ranges, distance and map-edge terms are ``bot_quick.end_position_terms``,
shared with ``position_value``. Deterministic, no dice.
"""

from __future__ import annotations

from tabletop.core.hexgrid import Hex

from . import combat
from .bot_quick import end_position_terms
from .movement import mobility
from .state import DunbineState, Unit

SHOT_DIST = 2          # the typical distance of a shot after closing in (for 15.3)
ATTACK_PP_NEXT = 2     # attack / defence PP the quick allocation puts up near the enemy (22)
DEFENCE_PP_NEXT = 2


def weapons(u: Unit) -> list[tuple[str, int, int, int]]:
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
    for wid, hit, power, hi in weapons(att):
        t_speed = combat.target_speed_modifier(tgt_thrust, SHOT_DIST, wid)
        number = hit + ATTACK_PP_NEXT - a_speed - evasion - DEFENCE_PP_NEXT - t_speed
        val = combat.p_2d6_at_most(number) * combat.expected_damage(power, tgt.card.armour, (6,))
        best = max(best, val)
        reach = max(reach, hi)
    return best, reach


def plan_value(state: DunbineState, m: Unit, h: Hex, f: int, thrust: int, w_opp: float, w_threat: float) -> float:
    """How good it is for ``m`` to end its movement at ``h`` facing ``f`` with ``thrust`` (higher is better)."""
    return end_position_terms(state, m, h, f, thrust, w_opp, w_threat,
                              lambda att, att_thrust, tgt, tgt_thrust: exchange(state, att, att_thrust, tgt, tgt_thrust))


__all__ = ["exchange", "plan_value"]
