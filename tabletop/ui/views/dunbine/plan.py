"""What the map offers in the action phase, from the seat's view and ``legal_actions`` only.

``move_targets`` turns the legal Forward/Backward/SideSlip/Turn actions of the
active machine into map targets: destination hexes (forward runs of several
hexes as a path), and turn markers in the machine's own hex, each with its
thrust and PP cost (from the view) and a ja/en label. ``weapons_of`` lists the
weapons the acting machine could choose; their reach and targets are in the view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.game import Action
from tabletop.core.hexgrid import Hex, neighbor
from tabletop.core.i18n import Text
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine.geometry import SLIP_THRUST, SLIP_WORDS
from tabletop.games.dunbine.movement import TURN_THRUST

from .seen import Seen

#: The side slips' hexes in words (the rule book's range codes FR, FL, BR, BL, 8), for the buttons and their tips.
SLIP_NAMES = {code: Text(ja, en[0].upper() + en[1:]) for code, (ja, en) in SLIP_WORDS.items()}


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


def move_targets(seen: Seen, legal: list[Action]) -> list[Target]:
    m = seen.find(seen.active)
    if m is None or seen.phase != "action" or seen.attack is not None:
        return []
    out: list[Target] = []
    kinds = {type(a) for a in legal}
    left = m.thrust_left
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
            pp, h = seen.slips[a.to]
            out.append(Target("slip", h, [a], SLIP_THRUST, pp,
                              Text(f"{SLIP_NAMES[a.to].ja}（{a.to}）へサイドスリップ：推力{SLIP_THRUST}・PP{pp}",
                                   f"Side slip {SLIP_NAMES[a.to].en.lower()} ({a.to}): thrust {SLIP_THRUST}, "
                                   f"{pp} PP"), [m.hex, h]))
        elif isinstance(a, A.Turn):
            pp = seen.turns[a.steps]
            ang = _angle(a.steps)
            out.append(Target("turn", m.hex, [a], TURN_THRUST[abs(a.steps)], pp,
                              Text(f"{ang.ja}旋回：推力{TURN_THRUST[abs(a.steps)]}・PP{pp}",
                                   f"Turn {ang.en}: thrust {TURN_THRUST[abs(a.steps)]}, {pp} PP"),
                              facing=(m.facing + a.steps) % 6))
    return out


def attack_targets(legal: list[Action], uid: str, weapon: str) -> list[str]:
    return [a.target for a in legal if isinstance(a, A.Attack) and a.unit == uid and a.weapon == weapon]


def weapons_of(seen: Seen) -> list[tuple[str, str]]:
    """(unit, weapon) pairs the active machine (and its passenger) could choose, legal now or not."""
    return [(w.unit, w.weapon) for w in seen.weapons]


__all__ = ["SLIP_NAMES", "Target", "move_targets", "attack_targets", "weapons_of"]
