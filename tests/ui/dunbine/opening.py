"""The opening of the skirmish scenario played with the mouse (shared by tests and screenshots).

Seed 1: Gibun's side (side 1, seat 0) plays first. Each step clicks through
the real screen via ``Driver`` and returns when the described point is reached.
"""

from __future__ import annotations

from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.games.dunbine import actions as A

from .driver import Driver

SEED = 1


def start(app, scenario: str = "skirmish", seed: int = SEED, map_path=None, players=None):
    from tabletop.games import discover
    from tabletop.ui.views.dunbine import make_scene
    from tabletop.ui.scenes.title import TitleScene

    discover()
    session = Session(registry.find("dunbine"), 2, {"scenario": scenario}, seed=seed, players=players)
    app.reset(TitleScene(app))
    app.push(make_scene(app, session, map_path))
    app.step([], 0.016)
    return Driver(app)


def accelerate_all(d: Driver, thrust: int) -> None:
    """Select every machine of the side in turn and click the new thrust."""
    state = d.state
    for u in state.side_units(state.current):
        d.select(u.id)
        d.press(str(thrust), exact=True)
        assert u.thrust == thrust, (u.id, u.thrust)
    d.press("加減速を終える" if d.app.lang == "ja" else "End acceleration")
    d.lift()


def move_all_forward(d: Driver) -> None:
    """Each active machine in turn: click the farthest green hex ahead, then end its action."""
    state = d.state
    while state.phase == "action" and state.attack is None:
        m = state.unit(state.active)
        d.click_hex(d.forward_hex(m.id, abs(m.thrust) - m.spent))
        d.press("行動終了" if d.app.lang == "ja" else "End action")
        d.lift()


def end_turn(d: Driver) -> None:
    d.press("PP配分を終えてターン終了" if d.app.lang == "ja" else "End allocation and turn")
    d.lift()


def first_turn(d: Driver) -> None:
    """The first side's turn 1: thrust 6 for all, every machine to its farthest green hex, end the turn."""
    accelerate_all(d, 6)
    move_all_forward(d)
    end_turn(d)


def to_attack(d: Driver) -> str:
    """After the first side's turn 1: the other side's turn (thrust 4, forward), then the first side at
    thrust 12 steps its active machine forward until its aura shot has a target, chooses the weapon
    and clicks the target (not fired yet). Returns the target's id."""
    state = d.state
    accelerate_all(d, 4)
    move_all_forward(d)
    end_turn(d)
    accelerate_all(d, 12)
    m = state.unit(state.active)
    while not any(isinstance(a, A.Attack) and a.weapon == "aura_shot" for a in d.scene.legal):
        d.click_hex(d.forward_hex(m.id, 1))
    d.press("オーラショット" if d.app.lang == "ja" else "Aura shot")
    target = [a.target for a in d.scene.legal if isinstance(a, A.Attack) and a.weapon == "aura_shot"][0]
    d.click_hex(state.unit(target).hex)
    return target
