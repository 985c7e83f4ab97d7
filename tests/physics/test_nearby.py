"""``nearby.Nearby`` lists the same bodies as Chipmunk's box query, and the loop's memory reads are Chipmunk's."""

from __future__ import annotations

import pymunk
import pytest
from pymunk._chipmunk import lib as cp

from tabletop.bench.physics import packed_table
from tabletop.physics import sim
from tabletop.physics.model import Shot
from tabletop.physics.nearby import Nearby
from tabletop.physics.scenes import raid_table
from tabletop.physics.world import ANGLE, LOST, PX, PY, SPIN, VX, VY, body_memory


def _key(item: object) -> tuple[object, ...]:
    return ("circle", *item) if isinstance(item, tuple) else ("die", item.die.id)  # type: ignore[attr-defined]


def _chipmunk_list(running: sim._Shot, rec, box: tuple[float, float, float, float]) -> list[tuple[object, ...]]:
    """What ``Nearby.query`` should give, from pymunk's ``Space.bb_query``."""
    listed = []
    for shape in running.space.bb_query(pymunk.BB(*box), rec.filter):
        if shape is rec.poly:
            continue
        hit = running.world.by_shape.get(shape)
        if hit is None:
            bb = shape.bb
            listed.append(("circle", 0.5 * (bb.left + bb.right), 0.5 * (bb.bottom + bb.top), 0.5 * (bb.right - bb.left)))
        elif hit.active or hit.touched:
            listed.append(("die", hit.die.id))
        else:
            listed.append(("circle", *hit.spot))
    return sorted(listed)


class _Checked(sim._Shot):
    """A shot that asks ``Nearby`` and pymunk the same question at every look and notes any difference."""

    def _neighbours(self, rec, vx, vy, others, dt, step):  # type: ignore[no-untyped-def]
        if self.nearby is None:
            self.nearby = Nearby(self.world)
        x, y = rec.mem[PX], rec.mem[PY]
        for margin in (0.0, 12.0, 40.0, 400.0):
            size = rec.radius + margin
            box = (x - size, y - size, x + size, y + size)
            self.looks += 1
            circles, dice = self.nearby.query(rec, *box)
            if sorted(map(_key, [*circles, *dice])) != _chipmunk_list(self, rec, box):
                self.differ.append((step, rec.die.id, margin))
        return super()._neighbours(rec, vx, vy, others, dt, step)


@pytest.mark.parametrize("where", ["raid", "packed"])
def test_nearby_lists_what_chipmunks_box_query_finds(where: str) -> None:
    looks = 0
    for index in range(4):
        if where == "raid":
            table, base = raid_table(1 + index % 3)
            shot = Shot(base.die, ("flick", "throw", "coin")[index % 3], base.x, base.y, base.angle + 0.05 * index,
                        0.5 + 0.1 * index, 0.3, 0.5)
        else:
            table, base = packed_table()
            shot = Shot(base.die, "flick", base.x + 7.0 * index, base.y, base.angle + 0.03 * index, 1.0, 0.3)
        running = _Checked(table, shot, 1, index, False)
        running.looks, running.differ = 0, []
        try:
            running.run()
        finally:
            running.world.dispose()
        assert running.differ == []
        looks += running.looks
    assert looks > 100  # the shots asked


def test_memory_reads_are_chipmunks_getters() -> None:
    table, shot = raid_table(2)
    running = sim._Shot(table, shot, 1, 0, False)
    try:
        for _ in range(30):
            running.world.step(1.0 / 240.0)
        for rec in running.world.dice:
            if rec.state == LOST:
                continue
            mem, handle = body_memory(rec.cp), rec.cp
            p, v = cp.cpBodyGetPosition(handle), cp.cpBodyGetVelocity(handle)
            assert (mem[PX], mem[PY], mem[VX], mem[VY]) == (p.x, p.y, v.x, v.y)
            assert (mem[ANGLE], mem[SPIN]) == (cp.cpBodyGetAngle(handle), cp.cpBodyGetAngularVelocity(handle))
    finally:
        running.world.dispose()
