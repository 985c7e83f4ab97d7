"""Small tables for the physics tests."""

from __future__ import annotations

import hashlib
import math
import struct

from tabletop.games.monsterraid.attack_success import landed_on
from tabletop.physics import Die, Shot, ShotResult, Table, lob_touchdown


def table(dice=(), boards=(), cards=(), width=1200.0, height=900.0) -> Table:
    return Table(width, height, list(boards), list(cards), list(dice))


def die_of(result: ShotResult, die_id: str) -> Die:
    return next(d for d in result.table.dice if d.id == die_id)


def rest_of(result: ShotResult, die_id: str):
    return next(r for r in result.rests if r.die == die_id)


def landed(result: ShotResult, die_id: str) -> list[str]:
    """What the die counts for after the shot: the Monster Raid rule 攻撃成功, a handy probe of where it rests."""
    return landed_on(result.table).get(die_id, [])


def aim_throw(die: str, x: float, y: float, tx: float, ty: float, loft: float, surface: float = 0.0) -> Shot:
    """A throw from (x, y) whose lob first comes down at (tx, ty) at height ``surface``."""
    heading = math.atan2(ty - y, tx - x)
    want = math.hypot(tx - x, ty - y)
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2.0
        point = lob_touchdown(Shot(die, "throw", x, y, heading, mid, loft=loft), surface)
        if point is None or math.hypot(point[0] - x, point[1] - y) < want:
            lo = mid
        else:
            hi = mid
    return Shot(die, "throw", x, y, heading, hi, loft=loft)


def positions_hash(result: ShotResult) -> str:
    """SHA-256 of every final float (bit patterns) and face, in table order."""
    digest = hashlib.sha256()
    for d in result.table.dice:
        digest.update(d.id.encode())
        digest.update(struct.pack("<4d", d.x, d.y, d.angle, d.z))
        digest.update(struct.pack("<i?", d.face, d.in_play))
    for b in result.table.boards:
        digest.update(struct.pack("<3d", b.x, b.y, b.angle))
    for c in result.table.cards:
        digest.update(struct.pack("<3d", c.x, c.y, c.angle))
    for frame in result.frames:
        for entry in frame:
            digest.update(entry[0].encode())
            digest.update(struct.pack("<4di", *entry[1:]))
    return digest.hexdigest()


def flick_power(kind: str, distance: float) -> float:
    """The flick power that brings a lone die of ``kind`` to rest ``distance`` mm away (the model's closed form)."""
    from tabletop.physics import params
    from tabletop.physics.tumble import speed_for_distance

    return speed_for_distance(kind, distance) / params.FLICK_SPEED
