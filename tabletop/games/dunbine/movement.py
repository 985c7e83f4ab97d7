"""Thrust, acceleration, movement, turns and side slips (4, 6, 7, 8, 19.2) as pure checks.

Each ``check_*`` returns what the move costs or raises ``RulesError`` naming the
rule; nothing here changes the state. A docked pair (10.4) moves as one
machine with the Wing Caliber's docked card; its carrier is the "mover".
"""

from __future__ import annotations

from tabletop.core.game import rules_error
from tabletop.core.hexgrid import Hex, neighbor

from . import data
from .geometry import SLIP_OFFSETS, SLIP_THRUST, slip_destination
from .state import DunbineState, Unit

TURN_THRUST = {1: 1, 2: 2, 3: 3}  # 7.3: thrust for 60/120/180 degrees


def mover(state: DunbineState, u: Unit) -> Unit:
    """The unit that moves for ``u``: its carrier when it is carried (10.4)."""
    return state.unit(u.carrier) if u.carrier else u


def mobility(state: DunbineState, u: Unit) -> data.Mobility:
    """The card part in effect: the docked card for a pair (10.4, 21.1, 21.3)."""
    m = mover(state, u)
    if m.passenger:
        docked = m.card.docked
        assert docked is not None
        return docked
    return m.card.mobility


def max_thrust(state: DunbineState, u: Unit) -> int:
    """Maximum thrust, lowered by heavy damage (19.2.1)."""
    m = mover(state, u)
    mob = mobility(state, m)
    return mob.heavy_max if m.heavy else mob.max_thrust


def remaining(u: Unit) -> int:
    """Thrust still to spend this turn (6.2; negative thrust spends its size, ruling R-6b)."""
    return abs(u.thrust) - u.spent


def can_reverse(u: Unit) -> bool:
    """Only machines whose card sets a negative thrust may move backwards (6.6)."""
    return u.card.min_thrust < 0


def accel_cost(state: DunbineState, u: Unit, to: int) -> int:
    """PP to change ``u``'s thrust to ``to`` in the acceleration phase (4, 19.2.2)."""
    if u.carrier:
        raise rules_error("dunbine 10.4", "搭載中の機体の推力はウィングキャリバーが決めます。",
                          "A carried machine's thrust is the Wing Caliber's.")
    if u.changed_thrust:
        raise rules_error("dunbine R-4a", "このターンは既に加減速しました（加減速は1ターンに1回）。",
                          "This machine has already changed its thrust this turn (one change per turn).")
    mob = mobility(state, u)
    top = max_thrust(state, u)
    if not mob.min_thrust <= to <= top:
        raise rules_error("dunbine 4.4", f"推力は{mob.min_thrust}～{top}の範囲です。",
                          f"Thrust must stay within {mob.min_thrust}..{top}.")
    now = u.thrust
    if to == now:
        raise rules_error("dunbine 4.1", "推力が変わりません。", "The thrust does not change.")
    crossing = (now > 0 > to) or (now < 0 < to)
    if crossing or abs(to) > abs(now):      # 4.6, 4.7
        table, word = mob.accel, ("加速", "acceleration")
    else:
        table, word = mob.decel, ("減速", "deceleration")
    change = abs(to - now)
    steps = list(table)
    if u.heavy:
        steps = [s for s in table if s.pp == 1]
        if not steps:
            raise rules_error("dunbine 19.2.2", f"大破した機体は1PPで{word[0]}できないため、{word[0]}できません。",
                              f"A heavily damaged machine without a 1-PP {word[1]} step cannot make it.")
    for s in steps:
        if change <= s.change:
            return s.pp
    rule = "dunbine 19.2.2" if u.heavy else "dunbine 4.3"
    best = max((s.change for s in steps), default=0)
    raise rules_error(rule, f"{word[0]}表の最大は{best}です（{change}は不可）。",
                      f"The {word[1]} table allows at most {best} (not {change}).")


def turn_pp(state: DunbineState, u: Unit, steps: int, response: bool = False) -> int:
    """PP for a turn of ``steps`` x 60 degrees (7.3-7.4, 12.3, 19.2.3); raises if forbidden.

    A response turn (12.3) is one turn like a movement turn, paid from response
    PP without thrust. A heavily damaged machine turns at most 60 degrees in a
    hex, its response turns included (19.2.3, ruling R-19a): once it has turned
    in its hex it cannot turn or respond again until it leaves it.
    """
    if steps not in (-2, -1, 1, 2, 3):
        raise rules_error("dunbine 7.1", "旋回は60°単位（±60°、±120°、180°）です。",
                          "Turns are made in 60-degree units (+-60, +-120 or 180).")
    m = mover(state, u)
    if m.heavy and abs(steps) > 1:
        raise rules_error("dunbine 19.2.3", "大破した機体は1ヘックスで60°しか旋回できません。",
                          "A heavily damaged machine may turn only 60 degrees in a hex.")
    if m.heavy and m.turned_here:
        raise rules_error("dunbine 19.2.3", "大破した機体はこのヘックスで既に旋回しました（対応による旋回を含め1ヘックスで60°まで、裁定R-19a）。",
                          "A heavily damaged machine has already turned in this hex (60 degrees per hex, "
                          "response turns included; ruling R-19a).")
    cost = mobility(state, m).turn_pp(m.thrust, steps)
    if cost <= 0:
        raise rules_error("dunbine 7.4", f"推力{m.thrust}では{abs(steps) * 60}°の旋回は機体カードにありません。",
                          f"The card lists no {abs(steps) * 60}-degree turn at thrust {m.thrust}.")
    if not response:
        if m.turned_here:
            raise rules_error("dunbine R-7a", "このヘックスでは既に旋回しました（旋回角度は1ヘックスでまとめて決めます）。",
                              "This machine has already turned in this hex (a hex's whole turn is one turn).")
        need = TURN_THRUST[abs(steps)]
        if remaining(m) < need:
            raise rules_error("dunbine 7.3", f"旋回には推力{need}が必要です（残り{remaining(m)}）。",
                              f"The turn needs {need} thrust ({remaining(m)} left).")
        if m.action_pp < cost:
            raise rules_error("dunbine 7.4", f"行動PPが足りません（{cost}必要）。",
                              f"Not enough action PP ({cost} needed).")
    elif m.response_pp < cost:
        raise rules_error("dunbine 12.2", f"対応PPが足りません（{cost}必要）。",
                          f"Not enough response PP ({cost} needed).")
    return cost


def step_destination(state: DunbineState, u: Unit, backward: bool) -> Hex:
    """Where one hex forward/back goes (6.4); checks thrust left and 6.6."""
    m = mover(state, u)
    if remaining(m) < 1:
        raise rules_error("dunbine 6.2", "推力を使い切っています。", "All thrust has been spent.")
    if backward and not can_reverse(m):
        raise rules_error("dunbine 6.6", "推力にマイナスのない機体は後退できません。",
                          "Only machines with a negative thrust setting may move backwards.")
    return neighbor(m.hex, (m.facing + (3 if backward else 0)) % 6)


def slip_cost(state: DunbineState, u: Unit, side: str) -> tuple[int, Hex]:
    """PP and destination of a side slip (8.1-8.4, 19.2.4)."""
    if side not in SLIP_OFFSETS:
        raise rules_error("dunbine 8.1", "サイドスリップ先はFR/FL/BR/BLのいずれかです。",
                          "A side slip goes to FR, FL, BR or BL.")
    m = mover(state, u)
    if m.passenger:
        raise rules_error("dunbine 8.4", "搭載時のウィングキャリバーはサイドスリップできません。",
                          "A Wing Caliber carrying a machine cannot side slip.")
    if m.heavy:
        raise rules_error("dunbine 19.2.4", "大破した機体はサイドスリップできません。",
                          "A heavily damaged machine cannot side slip.")
    if m.slipped:
        raise rules_error("dunbine 8.2", "サイドスリップは1ターンに1回だけです。",
                          "Only one side slip per turn.")
    if remaining(m) < SLIP_THRUST:
        raise rules_error("dunbine 6.4", f"サイドスリップには推力{SLIP_THRUST}が必要です。",
                          f"A side slip needs {SLIP_THRUST} thrust.")
    pp = 2 if side in ("FR", "FL") else 3
    if m.action_pp < pp:
        raise rules_error("dunbine 8.3", f"行動PPが足りません（{pp}必要）。", f"Not enough action PP ({pp} needed).")
    return pp, slip_destination(m.hex, m.facing, side)
