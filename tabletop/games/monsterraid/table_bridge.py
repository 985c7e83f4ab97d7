"""The one place where the Monster Raid rules meet ``tabletop.physics``.

``build_table`` turns the rules' state into a physics ``Table`` (boards of the
targets still standing, their effect cards, the dice on the battlefield, the
launcher); ``resolve_shot`` runs ``tabletop.physics.simulate`` for one shot and
turns its ``ShotResult`` into the rules' ``ShotOutcome`` (``ShotRecorder``, the
game's resolver, also keeps the shot's recorded frames for the screen) (what each die landed
on is the rules' ``attack_success``, judged on the table at rest). The physics is
imported lazily, so the rules (and their tests, which inject outcomes) work
without it.
"""

from __future__ import annotations

import copy
from typing import Any

from tabletop.core.game import rules_error
from tabletop.core.serial import to_json

from .attack_success import landed_on
from .shots import Rest, ShotOutcome, ShotSpec
from .state import MonsterRaidState


def _physics() -> Any:
    try:
        import tabletop.physics as physics
        physics.simulate  # noqa: B018 - the interface must be there
    except (ImportError, AttributeError):
        raise rules_error("monsterraid physics", "物理演算（tabletop.physics）が利用できないため、シュートできません。",
                          "The physics (tabletop.physics) is not available, so no shot can be made.") from None
    return physics


def die_dict(state: MonsterRaidState, index: int) -> dict:
    """The die ``state.dice[index]`` as plain data; ``index`` is its place in the order the physics steps dice."""
    d = state.dice[index]
    return {"id": d.id, "kind": d.kind, "owner": d.owner, "x": d.x, "y": d.y, "angle": d.angle, "face": d.face,
            "z": d.z, "on": list(d.on), "index": index}


def table_dict(state: MonsterRaidState) -> dict:
    """The physics table as plain JSON data (for the view; no physics import needed): standing boards,
    their effect cards, the dice on the battlefield (in the rules' order, ``index``) and the launcher."""
    return {
        "width": state.table_width,
        "height": state.table_height,
        "boards": [{"id": t.id, "sides": t.sides, "x": t.cx, "y": t.cy, "angle": t.cangle, "raised": t.raised}
                   for t in state.live_targets()],
        "cards": [{"id": c.id, "board": c.board, "edge": c.edge, "x": c.cx, "y": c.cy, "angle": c.cangle,
                   "layer": c.layer} for c in state.cards],
        "dice": [die_dict(state, i) for i, d in enumerate(state.dice) if d.where == "field"],
        "launcher": list(state.launcher) if state.launcher else None,
    }


def table_from_dict(data: dict, spec: ShotSpec | None = None, shot_die: dict | None = None) -> Any:
    """The physics ``Table`` of ``table_dict`` data (the launcher is the shot's, not the data's).

    With ``spec`` and ``shot_die`` (a die off the battlefield, as ``die_dict`` gives it), that
    die stands at the shot's start, in its place in the rules' order, and the launcher is
    the shot's start when the shot uses it. The rules (``build_table``) and the screen
    (from the view) build the very same table this way.
    """
    _physics()
    from tabletop.physics import model

    boards = [model.Board(b["id"], b["sides"], b["x"], b["y"], b["angle"], b["raised"]) for b in data["boards"]]
    cards = [model.Card(c["id"], c["board"], c["edge"], c["x"], c["y"], c["angle"], c["layer"]) for c in data["cards"]]
    placed = [(d["index"], model.Die(d["id"], d["kind"], d["owner"], d["x"], d["y"], d["angle"], d["face"], True, d["z"]))
              for d in data["dice"]]
    if spec is not None and shot_die is not None:
        d = shot_die
        placed.append((d["index"], model.Die(d["id"], d["kind"], d["owner"], spec.x, spec.y, spec.angle, d["face"],
                                             True, 0.0)))
    dice = [die for _index, die in sorted(placed, key=lambda item: item[0])]
    launcher = (spec.x, spec.y) if spec is not None and spec.launcher else None
    return model.Table(data["width"], data["height"], boards, cards, dice, launcher)


def build_table(state: MonsterRaidState, spec: ShotSpec | None = None) -> Any:
    """The physics table for the state; with ``spec``, the shot die stands at the shot's start."""
    shot_die = None
    if spec is not None:
        index = next((i for i, d in enumerate(state.dice) if d.id == spec.die and d.where != "field"), None)
        shot_die = None if index is None else die_dict(state, index)
    return table_from_dict(table_dict(state), spec, shot_die)


def simulate_shot(state: MonsterRaidState, spec: ShotSpec, seed: int, shot_index: int,
                  record_frames: bool = False) -> Any:
    """Run the physics for one shot: its ``ShotResult`` (with the frames at 60 a second when asked)."""
    physics = _physics()
    table = build_table(state, spec)
    from tabletop.physics.model import Shot

    shot = Shot(spec.die, spec.method, spec.x, spec.y, spec.angle, spec.power, spec.spin, spec.loft)
    error = getattr(physics, "PhysicsError", None)
    try:
        return physics.simulate(table, shot, seed, shot_index, record_frames=record_frames)
    except Exception as exc:
        if error is not None and isinstance(exc, error):
            raise rules_error("monsterraid physics", f"物理演算がこのシュートを受け付けません：{exc}",
                              f"The physics refused this shot: {exc}") from None
        raise


def resolve_shot(state: MonsterRaidState, spec: ShotSpec, seed: int, shot_index: int) -> ShotOutcome:
    """Run the physics for one shot and return where everything came to rest."""
    return outcome_from_result(simulate_shot(state, spec, seed, shot_index))


class ShotRecorder:
    """The game's resolver: ``resolve_shot`` that keeps the last shot it simulated, frames and all.

    The one simulation of a shot: the screen animates these frames (``recorded``)
    instead of simulating the shot itself. A session-side artefact of the game
    object, never part of the state: saves replay the actions (which simulate the
    shots again) and the state hash never sees the frames. Letting a faulted shot
    stand (ruling R2) re-resolves exactly the shot recorded here, so it is reused.
    """

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.result: Any = None
        self.outcome: ShotOutcome | None = None
        self._json: dict | None = None

    def __call__(self, state: MonsterRaidState, spec: ShotSpec, seed: int, shot_index: int) -> ShotOutcome:
        key = (seed, shot_index, spec, repr(table_dict(state)))
        if key != self.key or self.outcome is None:
            self.result = simulate_shot(state, spec, seed, shot_index, record_frames=True)
            self.key, self.outcome, self._json = key, outcome_from_result(self.result), None
        return copy.deepcopy(self.outcome)

    def recorded(self, seed: int, shot_index: int) -> dict | None:
        """The last shot simulated with ``seed`` before shot ``shot_index`` as JSON data (``ShotResult``'s
        ``to_json``, made once), with its ``seed`` and ``shot_index``; None if there is none."""
        if self.key is None or self.key[0] != seed or self.key[1] >= shot_index:
            return None
        if self._json is None:
            self._json = {"seed": seed, "shot_index": self.key[1], "result": to_json(self.result)}
        return self._json


def outcome_from_result(result: Any) -> ShotOutcome:
    """The rules' view of a physics ``ShotResult``: each die's ``on`` is rule 攻撃成功 (``attack_success``)."""
    where = {d.id: d for d in result.table.dice}
    on = landed_on(result.table)
    rests = []
    for r in result.rests:
        die = where.get(r.die)
        rests.append(Rest(r.die, [] if r.lost else on.get(r.die, []), int(r.face), bool(r.lost), bool(r.moved), list(r.crashed_into),
                          float(die.x) if die else 0.0, float(die.y) if die else 0.0,
                          float(die.angle) if die else 0.0, float(getattr(die, "z", 0.0)) if die else 0.0))
    boards = {b.id: (float(b.x), float(b.y), float(b.angle)) for b in result.table.boards}
    cards = {c.id: (float(c.x), float(c.y), float(c.angle)) for c in result.table.cards}
    chain = {k: list(v) for k, v in result.crash_chain.items()}
    return ShotOutcome(rests, boards, cards, chain)

