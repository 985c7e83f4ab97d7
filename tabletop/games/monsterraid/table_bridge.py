"""The one place where the Monster Raid rules meet ``tabletop.physics``.

``build_table`` turns the rules' state into a physics ``Table`` (boards of the
targets still standing, their effect cards, the dice on the battlefield, the
launcher); ``resolve_shot`` runs ``tabletop.physics.simulate`` for one shot and
turns its ``ShotResult`` into the rules' ``ShotOutcome`` (what each die landed
on is the rules' ``attack_success``, judged on the table at rest). The physics is
imported lazily, so the rules (and their tests, which inject outcomes) work
without it.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.game import rules_error

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


def build_table(state: MonsterRaidState, spec: ShotSpec | None = None) -> Any:
    """The physics table for the state; with ``spec``, the shot die stands at the shot's start."""
    _physics()
    from tabletop.physics import model

    boards = [model.Board(t.id, t.sides, t.cx, t.cy, t.cangle, t.raised) for t in state.live_targets()]
    cards = [model.Card(c.id, c.board, c.edge, c.cx, c.cy, c.cangle, c.layer) for c in state.cards]
    dice = []
    for d in state.dice:
        if d.where == "field":
            dice.append(model.Die(d.id, d.kind, d.owner, d.x, d.y, d.angle, d.face, True, d.z))
        elif spec is not None and d.id == spec.die:
            dice.append(model.Die(d.id, d.kind, d.owner, spec.x, spec.y, spec.angle, d.face, True, 0.0))
    launcher = (spec.x, spec.y) if spec is not None and spec.launcher else None
    return model.Table(state.table_width, state.table_height, boards, cards, dice, launcher)


def table_dict(state: MonsterRaidState) -> dict:
    """The physics table as plain JSON data (for the view; no physics import needed)."""
    return {
        "width": state.table_width,
        "height": state.table_height,
        "boards": [{"id": t.id, "sides": t.sides, "x": t.cx, "y": t.cy, "angle": t.cangle, "raised": t.raised}
                   for t in state.live_targets()],
        "cards": [{"id": c.id, "board": c.board, "edge": c.edge, "x": c.cx, "y": c.cy, "angle": c.cangle,
                   "layer": c.layer} for c in state.cards],
        "dice": [{"id": d.id, "kind": d.kind, "owner": d.owner, "x": d.x, "y": d.y, "angle": d.angle,
                  "face": d.face, "z": d.z, "on": list(d.on)} for d in state.dice if d.where == "field"],
        "launcher": list(state.launcher) if state.launcher else None,
    }


def resolve_shot(state: MonsterRaidState, spec: ShotSpec, seed: int, shot_index: int) -> ShotOutcome:
    """Run the physics for one shot and return where everything came to rest."""
    physics = _physics()
    table = build_table(state, spec)
    from tabletop.physics.model import Shot

    shot = Shot(spec.die, spec.method, spec.x, spec.y, spec.angle, spec.power, spec.spin, spec.loft)
    error = getattr(physics, "PhysicsError", None)
    try:
        result = physics.simulate(table, shot, seed, shot_index)
    except Exception as exc:
        if error is not None and isinstance(exc, error):
            raise rules_error("monsterraid physics", f"物理演算がこのシュートを受け付けません：{exc}",
                              f"The physics refused this shot: {exc}") from None
        raise
    return outcome_from_result(result)


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

