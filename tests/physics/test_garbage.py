"""A shot leaves no reference cycles behind (issue 18: 80 packed dice within 15 ms, worst case).

pymunk ties every body, shape, joint and collision handler to itself through a cffi handle; left tied,
each shot's world (about 2,700 objects on a packed table) waits for Python's cycle collector, whose
pauses of 8-20 ms land in whichever later shot triggers them. ``World.dispose`` unties them, so a
world is freed as soon as the shot drops it. Counted, not timed: the collector finds nothing.
"""

from __future__ import annotations

import gc

import pytest

from tabletop.bench.physics import _packed_shots
from tabletop.physics.scenes import raid_table
from tabletop.physics.sim import simulate


@pytest.fixture
def collector_off():
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def test_packed_shots_leave_nothing_for_the_cycle_collector(collector_off):
    table, shots = _packed_shots(3)
    for i, shot in enumerate(shots):
        simulate(table, shot, 1, i)
        assert gc.collect() == 0, f"shot {i} left objects in reference cycles"


@pytest.mark.parametrize("method", ["flick", "throw", "coin"])
def test_a_recorded_shot_of_every_method_leaves_nothing_for_the_cycle_collector(collector_off, method):
    import dataclasses
    table, base = raid_table(1)
    result = simulate(table, dataclasses.replace(base, method=method), 7, 0, record_frames=True)
    assert result.frames
    assert gc.collect() == 0
