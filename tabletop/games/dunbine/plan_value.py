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

The arcs, rear ranges, distance and map-edge terms are ``bot_quick``'s (``foe_terms``,
``terms_at``), shared with ``position_value``. Deterministic, no dice.
"""

from __future__ import annotations

from tabletop.core.hexgrid import Hex, distance

from . import combat
from .bot_quick import FoeTerms, enemies, foe_terms, terms_at
from .movement import mobility
from .scenario import get_board
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


Menace = dict[tuple[str, int, str, int], tuple[float, int]]


def memo_exchange(state: DunbineState, memo: Menace, att: Unit, att_thrust: int, tgt: Unit,
                  tgt_thrust: int) -> tuple[float, int]:
    """``exchange``, remembered in ``memo`` by (attacker, its thrust, target, its thrust).

    ``memo`` is valid while no machine's card, docking or ammunition changes: during one
    search (``search.Planner``), where only the planned machine's position does.
    """
    key = (att.id, att_thrust, tgt.id, tgt_thrust)
    found = memo.get(key)
    if found is None:
        found = memo[key] = exchange(state, att, att_thrust, tgt, tgt_thrust)
    return found


def reach_bound(u: Unit) -> int:
    """At least the reach ``exchange`` gives ``u``: its longest weapon's range, whatever its ammunition."""
    return max([1, *(w.max_range for w in u.card.weapons)])


def foes_in_play(state: DunbineState, m: Unit, thrust: int, origin: Hex, moves: int,
                 memo: Menace) -> list[Unit]:
    """The enemies that can change ``plan_value`` for ``m`` ending within ``moves`` hexes of ``origin``.

    An enemy adds nothing where it is beyond both reach factors (``bot_quick.terms_at``:
    zero from reach + max(2, speed // 2) + 6 hexes on), and only the nearest enemy counts for the
    distance term, so an enemy that is beyond that zero distance from every such end position
    and farther than the nearest enemy can be left out: the value is the same, in the
    same order of sums, at a cost that does not grow with the size of the battle. The exchanges
    are worked out only for the enemies near enough for them to matter (``reach_bound``), so
    the cost per enemy farther away is a distance.
    """
    foes = enemies(state, m.side)
    if not foes:
        return foes
    dists = [distance(origin, e.hex) for e in foes]
    nearest = min(dists)
    out = []
    my_bound = reach_bound(m) + max(2, abs(thrust) // 2)
    for e, d in zip(foes, dists):
        if d <= nearest + 2 * moves:
            out.append(e)
            continue
        if d - moves >= max(my_bound, reach_bound(e) + max(2, abs(e.thrust) // 2)) + 6:
            continue   # beyond the zero distance below whatever the exchanges: not worth working them out
        _opp, my_reach = memo_exchange(state, memo, m, thrust, e, e.thrust)
        _threat, their_reach = memo_exchange(state, memo, e, e.thrust, m, thrust)
        zero = max(my_reach + max(2, abs(thrust) // 2), their_reach + max(2, abs(e.thrust) // 2)) + 6
        if d - moves < zero:
            out.append(e)
    return out


def plan_value(state: DunbineState, m: Unit, h: Hex, f: int, thrust: int, w_opp: float, w_threat: float,
               memo: Menace | None = None, foes: list[Unit] | None = None) -> float:
    """How good it is for ``m`` to end its movement at ``h`` facing ``f`` with ``thrust`` (higher is better).

    ``memo`` and ``foes`` (``memo_exchange``, ``foes_in_play``) let a search reuse the exchanges
    and skip the enemies that cannot count; the value is the same without them.
    """
    if foes is None:
        foes = enemies(state, m.side)
    return terms_at(get_board(state.board), h, f, thrust, plan_terms(state, m, thrust, memo, foes), w_opp, w_threat)


def plan_terms(state: DunbineState, m: Unit, thrust: int, memo: Menace | None, foes: list[Unit]) -> list[FoeTerms]:
    """``bot_quick.foe_terms`` with the exchanges of ``plan_value``: ``terms_at`` of these is
    ``plan_value`` at any end position while ``m``'s thrust and the enemies stay as they are."""
    table: Menace = {} if memo is None else memo
    return foe_terms(m, thrust,
                     lambda att, att_thrust, tgt, tgt_thrust: memo_exchange(state, table, att, att_thrust, tgt, tgt_thrust),
                     foes)


__all__ = ["exchange", "foes_in_play", "memo_exchange", "plan_terms", "plan_value"]
