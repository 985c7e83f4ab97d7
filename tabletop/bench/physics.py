"""Physics figures: one shot to rest on a crowded table against bare pymunk, a packed table, candidate shots.

The table is ``tabletop.physics.scenes.raid_table``: 21 dice, 8 boards (one on
its stand), 6 effect cards. "Bare pymunk" is the same space (the same bodies,
joints and launch, built the same way) stepped with exactly the step lengths the
shot used and nothing else: no heights, no tumbling model, no contact and
energy checks, no rest detection. The ratio of the two (process CPU time,
medians over the same shots in the same run) is what our own per-step work
costs. Since session 10 the shot makes the dice's friction joints as bare
Chipmunk constraints (``world._joint``), which the bare run shares; a second
bare run makes them as pymunk's own ``PivotJoint`` and ``GearJoint`` objects,
as a plain pymunk program would (the same Chipmunk space, bit for bit).
"Candidate shots per second" is how many different shots (angles, powers,
methods) a bot or an aiming preview can simulate to rest in one second of wall
time, one after another. The packed table: 80 dice shoulder to shoulder
and a full flick into them, worst case over several shots.
"""

from __future__ import annotations

import gc
import math
import sys
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

import pymunk

from tabletop.bench import Figure, median_ms
from tabletop.physics import Die, Shot, Table, simulate
from tabletop.physics import sim
from tabletop.physics.scenes import raid_table
from tabletop.physics.world import DieBody, World


def _candidates(base: Shot) -> list[Shot]:
    shots = []
    for i in range(60):
        method = ("flick", "throw", "coin")[i % 3]
        shots.append(Shot(base.die, method, base.x, base.y, base.angle + (i - 30) * 0.01,
                          0.4 + 0.01 * i, 0.1, 0.3 + 0.01 * i))
    return shots


def _cpu_ms(func) -> float:
    start = time.process_time()
    func()
    return (time.process_time() - start) * 1000.0


def _step_lengths(table: Table, shot: Shot, seed: int, index: int) -> list[float]:
    """The length of every step of the space the shot made (a recording run)."""
    running = sim._Shot(table, shot, seed, index, False)
    lengths: list[float] = []
    step = running.world.step

    def noted(h: float) -> None:
        lengths.append(h)
        step(h)

    running.world.step = noted
    try:
        running.run()
    finally:
        running.world.dispose()
    return lengths


class _PymunkJointsDie(DieBody):
    """A die whose two friction joints are pymunk's own ``PivotJoint`` and ``GearJoint`` objects, as a plain
    pymunk program makes them (the shot makes them as bare Chipmunk constraints: ``world._joint``); the same
    Chipmunk joints, settings and order."""

    __slots__ = ("joints",)

    def make_joints(self, static: pymunk.Body, body: pymunk.Body) -> tuple[Any, Any]:
        pivot = pymunk.PivotJoint(static, body, (0.0, 0.0), (0.0, 0.0))
        gear = pymunk.GearJoint(static, body, 0.0, 1.0)
        for joint in (pivot, gear):
            joint.max_bias = 0.0
            joint.collide_bodies = False
        self.joints = (pivot, gear)
        return pivot._constraint, gear._constraint

    def add_to(self, space: pymunk.Space) -> None:
        space.add(self.body, self.poly, *self.joints)

    def remove_joints(self, space: pymunk.Space) -> None:
        space.remove(*self.joints)
        for joint in self.joints:  # untied, as World.dispose unties pymunk's objects: no garbage for the collector
            vars(joint).pop("_data_handle", None)


class _PymunkJointsWorld(World):
    die_body = _PymunkJointsDie


class _PymunkJointsShot(sim._Shot):
    world_type = _PymunkJointsWorld


def _bare(table: Table, shot: Shot, seed: int, index: int, lengths: list[float], direct: bool = False,
          pymunk_joints: bool = False) -> None:
    """The same space, bodies and launch, stepped ``lengths`` and nothing more: with pymunk's ``Space.step``,
    or (``direct``) straight into Chipmunk as the shot itself steps (``World.step``); with ``pymunk_joints``
    the dice's friction joints are pymunk's own objects, as a plain pymunk program makes them."""
    running = (_PymunkJointsShot if pymunk_joints else sim._Shot)(table, shot, seed, index, False)
    step = running.world.step if direct else running.space.step
    try:
        for h in lengths:
            step(h)
    finally:
        running.world.dispose()


def _shot_pairs(rounds: int = 60) -> tuple[float, float, float, float, int]:
    """Median CPU ms of simulate, of bare pymunk, of bare pymunk stepped straight into Chipmunk and of bare
    pymunk with pymunk's own joint objects over the same shots (interleaved), and median steps."""
    table, base = raid_table(1)
    ours, bare, direct, plain, steps = [], [], [], [], []
    for i in range(rounds):
        shot = Shot(base.die, "flick", base.x, base.y, base.angle + (i % 12 - 6) * 0.02, 0.6 + 0.03 * (i % 12),
                    base.spin)
        lengths = _step_lengths(table, shot, 1, i)
        steps.append(len(lengths))
        ours.append(_cpu_ms(lambda: simulate(table, shot, 1, i)))
        bare.append(_cpu_ms(lambda: _bare(table, shot, 1, i, lengths)))
        direct.append(_cpu_ms(lambda: _bare(table, shot, 1, i, lengths, direct=True)))
        plain.append(_cpu_ms(lambda: _bare(table, shot, 1, i, lengths, pymunk_joints=True)))
    for figures in (ours, bare, direct, plain, steps):
        figures.sort()
    middle = rounds // 2
    return ours[middle], bare[middle], direct[middle], plain[middle], steps[middle]


def _bytecodes(func: Callable[[], object]) -> int:
    """Python bytecodes ``func`` runs (everything above Chipmunk's C: ours, pymunk's wrappers): a count that,
    unlike a time, does not move with the machine's load."""
    count = 0

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        if event == "opcode":
            count += 1
        return local

    def enter(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        return local

    previous = sys.gettrace()
    sys.settrace(enter)
    try:
        func()
    finally:
        sys.settrace(previous)
    return count


def _bytecode_pairs(shots: int = 12) -> tuple[float, float]:
    """Python bytecodes per shot of ``simulate`` and of the bare run of the same shots (the first ``shots`` of
    ``_shot_pairs``)."""
    table, base = raid_table(1)
    ours = bare = 0
    for i in range(shots):
        shot = Shot(base.die, "flick", base.x, base.y, base.angle + (i % 12 - 6) * 0.02, 0.6 + 0.03 * (i % 12),
                    base.spin)
        lengths = _step_lengths(table, shot, 1, i)
        ours += _bytecodes(lambda: simulate(table, shot, 1, i))
        bare += _bytecodes(lambda: _bare(table, shot, 1, i, lengths))
    return ours / shots, bare / shots


def packed_table(dice: int = 80) -> tuple[Table, Shot]:
    """``dice`` dice of every kind in a tight grid (26 mm apart) and a shooter 200 mm off it."""
    kinds = ("d4", "d6", "d8", "d12", "d20")
    side = math.ceil(math.sqrt(dice))
    placed = [Die(f"p{i:03d}", kinds[i % 5], ("a", "b", "c", "d")[i % 4], 400.0 + 26.0 * (i % side),
                  300.0 + 26.0 * (i // side), 0.1 * i) for i in range(dice)]
    shooter = Die("shot", "d6", "a", 400.0 + 13.0 * side, 100.0)
    return Table(1200.0, 900.0, [], [], placed + [shooter]), Shot("shot", "flick", shooter.x, shooter.y,
                                                                  math.pi / 2, 1.0, 0.3)


def _packed_shots(shots: int = 8) -> tuple[Table, list[Shot]]:
    table, base = packed_table()
    return table, [Shot(base.die, base.method, base.x + 7.0 * (i - shots // 2), base.y, base.angle + 0.03 * (i - 4),
                        1.0 - 0.05 * i, base.spin) for i in range(shots)]


def _packed_worst(shots: int = 8) -> float:
    """The worst CPU time of the packed shots, one run each: the cycle collector's pauses for these shots' own
    garbage included, the garbage of the bench's earlier rows collected before the first."""
    table, packed = _packed_shots(shots)
    gc.collect()
    return max(_cpu_ms(lambda: simulate(table, shot, 1, i)) for i, shot in enumerate(packed))


def _packed_own(shots: int = 8, repeat: int = 5) -> float:
    """The worst of the packed shots' own costs: each shot's best of ``repeat``, the garbage of earlier shots
    collected before each run (every pymunk body, shape and joint is in a reference cycle with its own cffi
    handle, so a shot's world is freed by the cycle collector, whose pauses of several ms otherwise land in
    whichever shot happens to trigger them)."""
    table, packed = _packed_shots(shots)
    worst = 0.0
    for i, shot in enumerate(packed):
        best = math.inf
        for _ in range(repeat):
            gc.collect()
            best = min(best, _cpu_ms(lambda: simulate(table, shot, 1, i)))
        worst = max(worst, best)
    return worst


def run() -> list[Figure]:
    table, shot = raid_table(1)
    index = iter(range(10**9))
    med, p95 = median_ms(lambda: simulate(table, shot, 1, next(index)), repeat=100)
    ours, bare, direct, plain, steps = _shot_pairs()
    with_frames, _ = median_ms(lambda: simulate(table, shot, 1, 0, record_frames=True), repeat=30)
    candidates = _candidates(shot)
    start = time.perf_counter()
    for i, candidate in enumerate(candidates):
        simulate(table, candidate, 1, i)
    rate = len(candidates) / (time.perf_counter() - start)
    ours_ops, bare_ops = _bytecode_pairs()
    return [
        Figure("physics: one flick to rest, 21 dice/8 boards/6 cards (median)", med, "ms", target=15.0),
        Figure("physics: one flick to rest (95th percentile)", p95, "ms"),
        Figure("physics: flicks to rest, process CPU time (median)", ours, "ms", target=15.0),
        Figure("physics: same shots in bare pymunk, same bodies and steps (median)", bare, "ms"),
        Figure("physics: our cost over bare pymunk (ratio of the medians)", ours / bare, "x", target=1.3),
        Figure("physics: same shots in bare pymunk stepped straight into Chipmunk (median)", direct, "ms"),
        Figure("physics: our cost over that (ratio of the medians)", ours / direct, "x"),
        Figure("physics: same shots in bare pymunk with pymunk's own joint objects (median)", plain, "ms"),
        Figure("physics: our cost over that (ratio of the medians)", ours / plain, "x", target=1.3),
        Figure("physics: steps of those shots (median)", float(steps), "steps"),
        Figure("physics: Python bytecodes per flick, ours (12 of those shots, independent of load)", ours_ops,
               "ops", baseline=bare_ops, baseline_name="the bare runs of the same shots"),
        Figure("physics: Python bytecodes per flick beyond bare pymunk", ours_ops - bare_ops, "ops"),
        Figure("physics: same, recording frames (median)", with_frames, "ms"),
        Figure("physics: 80 dice packed, a full flick (worst of 8, CPU)", _packed_worst(), "ms", target=15.0),
        Figure("physics: same 8 shots, each its best of 5 after collecting garbage (worst)", _packed_own(), "ms"),
        Figure("physics: candidate shots per second (mixed methods)", rate, "shots/s",
               target=60.0, higher_is_better=True),
    ]


if __name__ == "__main__":  # pragma: no cover
    for fig in run():
        print(f"{fig.name:<66} {fig.value:9.3f} {fig.unit}")
