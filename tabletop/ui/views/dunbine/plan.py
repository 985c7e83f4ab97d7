"""What the map offers in the action phase, from ``legal_actions`` only.

``move_targets`` turns the legal Forward/Backward/SideSlip/Turn actions of the
active machine into map targets: destination hexes (forward runs of several
hexes as a path), and turn markers in the machine's own hex, each with its
thrust and PP cost and a ja/en label. ``attack_reach`` gives the hexes a
weapon reaches (arc x range) and the legal targets for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.game import Action
from tabletop.core.hexgrid import Hex, distance, neighbor, spiral
from tabletop.core.i18n import Text
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine import movement
from tabletop.games.dunbine.combat import target_range, weapon_stats
from tabletop.games.dunbine.geometry import range_of, slip_destination
from tabletop.games.dunbine.movement import TURN_THRUST, mover
from tabletop.games.dunbine.state import DunbineState


@dataclass
class Target:
    """One thing to click on the map: a run of actions with its cost."""

    kind: str                      # forward | back | slip | turn
    hex: Hex                       # destination (turns: the machine's own hex)
    actions: list[Action]
    thrust: int
    pp: int
    label: Text
    path: list[Hex] = field(default_factory=list)
    facing: int = -1               # turns: the new facing


def _angle(steps: int) -> Text:
    if abs(steps) == 3:
        return Text("180°", "180°")
    return Text(f"{'左' if steps > 0 else '右'}{abs(steps) * 60}°", f"{abs(steps) * 60}° {'left' if steps > 0 else 'right'}")


def move_targets(state: DunbineState, legal: list[Action]) -> list[Target]:
    m = state.find(state.active)
    if m is None or state.phase != "action" or state.attack is not None:
        return []
    out: list[Target] = []
    kinds = {type(a) for a in legal}
    left = movement.remaining(m)
    if A.Forward in kinds and any(isinstance(a, A.Forward) and a.unit == m.id for a in legal):
        path = [m.hex]
        h = m.hex
        for k in range(1, left + 1):
            h = neighbor(h, m.facing)
            path = path + [h]
            out.append(Target("forward", h, [A.Forward(m.id)] * k, k, 0,
                              Text(f"前進 {k}ヘックス：推力{k}・PP0", f"Forward {k} hex{'es' if k > 1 else ''}: "
                                   f"thrust {k}, 0 PP"), path))
    for a in legal:
        if isinstance(a, A.Backward):
            h = neighbor(m.hex, (m.facing + 3) % 6)
            out.append(Target("back", h, [a], 1, 0, Text("後退 1ヘックス：推力1・PP0", "Back one hex: thrust 1, 0 PP"),
                              [m.hex, h]))
        elif isinstance(a, A.SideSlip):
            pp, h = movement.slip_cost(state, m, a.to)
            out.append(Target("slip", h, [a], 2, pp, Text(f"{a.to}へサイドスリップ：推力2・PP{pp}",
                                                            f"Side slip to {a.to}: thrust 2, {pp} PP"), [m.hex, h]))
        elif isinstance(a, A.Turn):
            pp = movement.turn_pp(state, m, a.steps)
            ang = _angle(a.steps)
            out.append(Target("turn", m.hex, [a], TURN_THRUST[abs(a.steps)], pp,
                              Text(f"{ang.ja}旋回：推力{TURN_THRUST[abs(a.steps)]}・PP{pp}",
                                   f"Turn {ang.en}: thrust {TURN_THRUST[abs(a.steps)]}, {pp} PP"),
                              facing=(m.facing + a.steps) % 6))
    return out


def attack_reach(state: DunbineState, uid: str, weapon: str, on_map) -> list[Hex]:
    """Hexes inside ``weapon``'s arc and range from ``uid`` (sword: same hex and adjacent)."""
    u = state.unit(uid)
    m = mover(state, u)
    _hit, _power, arc = weapon_stats(u, weapon)
    if weapon == "sword":
        lo, hi = 0, 1
    else:
        w = u.card.weapon(weapon)
        lo, hi = w.min_range, w.max_range
    out = []
    for h in spiral(m.hex, hi):
        if not on_map(h) or distance(h, m.hex) < lo:
            continue
        if h == m.hex or range_of(m.hex, m.facing, h) in arc:
            out.append(h)
    return out


def attack_targets(legal: list[Action], uid: str, weapon: str) -> list[str]:
    return [a.target for a in legal if isinstance(a, A.Attack) and a.unit == uid and a.weapon == weapon]


def weapons_of(state: DunbineState, legal: list[Action]) -> list[tuple[str, str]]:
    """(unit, weapon) pairs the active machine (and its passenger) could choose, legal now or not."""
    m = state.find(state.active)
    if m is None:
        return []
    crew = [m] + ([state.unit(m.passenger)] if m.passenger else [])
    out = []
    for u in crew:
        if u.card.has_sword:
            out.append((u.id, "sword"))
        out.extend((u.id, w.id) for w in u.card.weapons)
    return out


__all__ = ["Target", "move_targets", "attack_reach", "attack_targets", "weapons_of", "target_range",
           "slip_destination"]
