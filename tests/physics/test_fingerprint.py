"""The 128-shot fingerprint: speed work on the physics must not change a single bit of a result.

Three methods on three raid tables (40 shots each) and the bench's eight packed shots, each simulated
with and without frames; every result (rests, crash tree, frames, steps, time, the table after) goes
into one digest. Recorded with pymunk 7.3.1 on x86-64 Linux: identity across pymunk versions or
platforms is not promised (docs/physics.md, "Determinism"), so elsewhere the test is skipped. A change
that alters results on purpose re-records it (and Monster Raid's golden playthroughs) and says why.
"""

from __future__ import annotations

import hashlib
import platform

import pymunk
import pytest

from tabletop.bench.physics import _packed_shots
from tabletop.physics import Shot, ShotResult, simulate
from tabletop.physics.scenes import raid_table

RECORDED = "b72fcc2a2443be3fde09dd72f7da316257c8bac2553a20dddb8636973ef0e3e5"


def _digest(result: ShotResult) -> bytes:
    table = result.table
    parts = [repr(result.rests), repr(result.crash_chain), repr(result.frames), repr(result.steps),
             repr(result.sim_time),
             repr([(d.id, d.x, d.y, d.angle, d.z, d.face, d.in_play) for d in table.dice]),
             repr([(b.id, b.x, b.y, b.angle) for b in table.boards]),
             repr([(c.id, c.x, c.y, c.angle) for c in table.cards])]
    return hashlib.sha256("|".join(parts).encode()).hexdigest().encode()


def fingerprint() -> tuple[int, str]:
    """How many shots, and the digest of all their results."""
    digest = hashlib.sha256()
    shots = 0
    for seed in (1, 2, 3):
        table, base = raid_table(seed)
        for i in range(40):
            shot = Shot(base.die, ("flick", "throw", "coin")[i % 3], base.x, base.y, base.angle + (i - 20) * 0.013,
                        0.3 + 0.0175 * i, (i % 7 - 3) / 3, 0.1 + 0.02 * i)
            digest.update(_digest(simulate(table, shot, seed, i, record_frames=True)))
            digest.update(_digest(simulate(table, shot, seed, i)))
            shots += 1
    table, packed = _packed_shots()
    for i, shot in enumerate(packed):
        digest.update(_digest(simulate(table, shot, 1, i, record_frames=True)))
        digest.update(_digest(simulate(table, shot, 1, i)))
        shots += 1
    return shots, digest.hexdigest()


@pytest.mark.skipif(pymunk.version != "7.3.1" or platform.machine() not in ("x86_64", "AMD64"),
                    reason="the fingerprint was recorded with pymunk 7.3.1 on x86-64")
def test_128_shots_give_the_recorded_results_bit_for_bit() -> None:
    assert fingerprint() == (128, RECORDED)
