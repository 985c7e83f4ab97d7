"""One shot to rest: flick, throw or coin toss, tumbling, crashes and their attribution, faces.

``simulate`` builds a fresh ``World`` from the table, launches the shot die, and
steps at a fixed 240 Hz (split into substeps so nothing travels more than
``SUBSTEP_TRAVEL`` mm per substep, and nothing near another body closes on it
by more than ``GRAZE_TRAVEL``: no tunnelling, no missed graze) until every body
is at rest, with ``MAX_SIM_TIME`` as a hard bound. Heights are integrated beside
pymunk with simple ballistics; dice slide, then tumble over their edges
(``tumble``: the rimless wheel); no step may add energy. Randomness comes only
from ``SeededSource(seed).fork(shot_index, die_id, ...)``: the face after an
edge-over, landing spins and the coin toss's spread from ``"motion"``, the face
at a first landing from the air from the first roll of ``fork(shot_index,
die_id)``. No wall clock, no set iteration: bit-identical replays.
"""

from __future__ import annotations

import bisect
import math
from collections import deque
from itertools import repeat
from typing import ClassVar, TypeVar

import pymunk
from pymunk._chipmunk import lib as cp  # type: ignore[import-not-found]  # pymunk's compiled cffi module

from tabletop.core.dice import SeededSource

from . import params
from .dice import DIE_FACES
from .model import Board, Card, Die, DieRest, Shot, ShotResult, Table
from .nearby import Nearby
from .tumble import next_face
from .world import (AIR, ANGLE, GROUND, LOST, PX, PY, SPIN, UPPER, VX, VY, DIE_COLLISION, STAND_COLLISION, DieBody, World,
                    air_filter, body_memory, shape_memory)

METHODS = ("flick", "throw", "coin")
_Item = TypeVar("_Item", Board, Card, Die)
#: A die that finds more bodies than this round it looks only just past its reach next time.
CROWD = 8
#: Squared speed (mm^2/s^2) at or under which a body may be at rest.
REST_SPEED2 = params.REST_SPEED * params.REST_SPEED


class PhysicsError(RuntimeError):
    """The simulation produced something impossible (a NaN); never expected."""


def _unit(src: SeededSource, why: str) -> float:
    """A uniform number in [-1, 1] from a seeded source."""
    return src.randint(0, 1 << 20, "physics", why) / float(1 << 19) - 1.0


def _clamp(value: float, low: float, high: float, name: str) -> float:
    if not math.isfinite(value):
        raise ValueError(f"shot {name} must be a finite number, got {value!r}")
    return min(high, max(low, value))


def _clone(item: _Item) -> _Item:
    """A shallow copy of a plain dataclass (what ``copy.copy`` gives, without its generic protocol)."""
    new = object.__new__(type(item))
    new.__dict__.update(item.__dict__)
    return new


def _copy_table(table: Table) -> Table:
    """A copy whose boards, cards and dice can change without touching ``table`` (fields are immutable)."""
    return Table(table.width, table.height, [_clone(b) for b in table.boards],
                 [_clone(c) for c in table.cards], [_clone(d) for d in table.dice], table.launcher)


class _Shot:
    """The running state of one simulated shot."""

    #: what its world is made as
    world_type: ClassVar[type[World]] = World

    def __init__(self, table: Table, shot: Shot, seed: int, shot_index: int, record: bool) -> None:
        self.table = _copy_table(table)
        self.shot = shot
        self.seed = seed
        self.shot_index = shot_index
        self.record = record
        self.frames: list[list[tuple[str, float, float, float, float, int]]] = []
        self.crashed: dict[str, list[str]] = {}
        self.chain: dict[str, list[str]] = {shot.die: []}
        self.touching: dict[str, list[str]] = {}
        ids = [d.id for d in table.dice] + [b.id for b in table.boards] + [c.id for c in table.cards]
        if len(set(ids)) != len(ids):
            twice = sorted({i for i in ids if ids.count(i) > 1})
            raise ValueError(f"ids of dice, boards and cards must be unique on the table: {twice}")
        shooter_die = next((d for d in self.table.dice if d.id == shot.die), None)
        if shooter_die is None:
            raise ValueError(f"shot die {shot.die!r} is not on the table")
        if shot.method not in METHODS:
            raise ValueError(f"shot method {shot.method!r} (expected one of {METHODS})")
        for name in ("x", "y", "angle"):
            _clamp(getattr(shot, name), -math.inf, math.inf, name)
        self.power = _clamp(shot.power, 0.0, 1.0, "power")
        self.spin = _clamp(shot.spin, -1.0, 1.0, "spin")
        self.loft = _clamp(shot.loft, 0.0, 1.0, "loft")
        self.shooter = shooter_die.owner
        shooter_die.in_play, shooter_die.x, shooter_die.y, shooter_die.z = True, shot.x, shot.y, 0.0
        self.world = self.world_type(self.table)
        self.rec = {r.die.id: r for r in self.world.dice}
        self.rngs: dict[str, SeededSource] = {}
        self.space = self.world.space
        self.space.on_collision(DIE_COLLISION, DIE_COLLISION, begin=self._begin, separate=self._separate)
        self.space.on_collision(DIE_COLLISION, STAND_COLLISION, begin=self._begin_stand, separate=self._separate)
        self.contacts = 0  # live contacts between dice, or a die and a stand: energy is checked while any
        self.began = False  # a contact began during this step
        self.switched = False  # a die switched between sliding and tumbling after the last step
        self.watch: dict[str, DieBody] = {}  # every die that touched another during the shot
        self.woken: list[DieBody] = []  # parked dice touched during this step
        self.fresh: list[DieBody] = []  # idle dice touched for the first time during this step
        #: how often the loop's lists of dice had to change: a die set moving, touched for the first time,
        #: parked or woken (``run`` rebuilds them when this moves)
        self.changes = 0
        self.width, self.height = self.table.width, self.table.height
        self.actives: list[DieBody] = []  # the dice set moving, in the world's (id) order
        self.order = {id(rec): i for i, rec in enumerate(self.world.dice)}
        self.nearby: Nearby | None = None  # the bodies by where they are (``_neighbours``), made when first asked
        self.launch(self.rec[shot.die])
        for rec in self.world.dice:  # dice at rest sleep until something touches them
            if not rec.active:
                rec.body.sleep()

    # -- sources -----------------------------------------------------------------
    def rng(self, die_id: str) -> SeededSource:
        src = self.rngs.get(die_id)
        if src is None:
            src = self.rngs[die_id] = SeededSource(self.seed).fork(self.shot_index, die_id, "motion")
        return src

    @staticmethod
    def _view(rec: DieBody) -> None:
        """Give a die that may move its views of Chipmunk's memory (``DieBody.mem``, ``DieBody.box``): made here, for
        the dice that need them, not with the world."""
        rec.mem = body_memory(rec.cp)
        rec.box = shape_memory(rec.poly._shape)

    def _set_active(self, rec: DieBody) -> None:
        """``rec`` may move from now on: one of the dice the loop works on (``_members``)."""
        rec.active = True
        order = self.order
        bisect.insort(self.actives, rec, key=lambda r: order[id(r)])

    # -- launch ------------------------------------------------------------------
    def launch(self, rec: DieBody) -> None:
        shot = self.shot
        self._view(rec)
        self._set_active(rec)
        rec.start = (shot.x, shot.y, rec.die.angle, 0.0)
        body = rec.body
        if shot.method == "flick":
            speed = self.power * params.FLICK_SPEED
            body.velocity = (speed * math.cos(shot.angle), speed * math.sin(shot.angle))
            body.angular_velocity = self.spin * params.FLICK_SPIN
            rec.set_state(GROUND)
            self._roll(rec, 0.0)  # a flick slow enough for an edge to catch tumbles from the start
            return
        if shot.method == "throw":
            speed = self.power * params.THROW_SPEED
            elevation = params.THROW_ELEVATION_MIN + self.loft * (params.THROW_ELEVATION_MAX - params.THROW_ELEVATION_MIN)
            heading = shot.angle
            rec.z = params.THROW_RELEASE_HEIGHT
        else:  # coin: a thumb flick off the fist, landing spread from the seeded source
            src = self.rng(rec.die.id)
            speed = (params.COIN_SPEED_MIN + self.power * (params.COIN_SPEED_MAX - params.COIN_SPEED_MIN))
            speed *= 1.0 + params.COIN_SPREAD_SPEED * _unit(src, "coin speed")
            heading = shot.angle + params.COIN_SPREAD_ANGLE * _unit(src, "coin heading")
            elevation = params.COIN_ELEVATION
            rec.z = params.COIN_RELEASE_HEIGHT
        horizontal = speed * math.cos(elevation)
        body.velocity = (horizontal * math.cos(heading), horizontal * math.sin(heading))
        body.angular_velocity = self.spin * params.FLICK_SPIN
        rec.vz = speed * math.sin(elevation)
        rec.set_state(AIR)

    # -- crashes -----------------------------------------------------------------
    def _activate(self, rec: DieBody, parent: str) -> None:
        if not rec.active:
            self._set_active(rec)
            self.changes += 1
        self.chain.setdefault(parent, [])
        if rec.die.id not in self.chain[parent] and rec.die.id != parent:
            self.chain[parent].append(rec.die.id)

    def _parent_of(self, rec: DieBody) -> str:
        for other in sorted(self.touching.get(rec.die.id, [])):
            if self.rec[other].active:
                return other
        return self.shot.die

    def _crash(self, crasher: DieBody, target: DieBody) -> None:
        hits = self.crashed.setdefault(crasher.die.id, [])
        if target.die.id not in hits:
            hits.append(target.die.id)
        if not target.active:
            self._activate(target, crasher.die.id)

    def _separate(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        self.contacts -= 1
        by_shape = self.world.by_shape
        for shape in arbiter.shapes:
            rec = by_shape.get(shape)
            if rec is not None:
                rec.touches -= 1

    def _touched(self, rec: DieBody) -> None:
        rec.touches += 1
        if not rec.touched:
            rec.touched = True
            if not rec.active:  # it may move from now on (a moving die already may): ``run`` gives it its views
                self.fresh.append(rec)
        if rec.parked:  # back to the per-step work (``run``)
            rec.parked = False
            rec.clear_until = rec.edge_until = 0
            rec.near = None
            self.woken.append(rec)
            self.changes += 1

    def _begin_stand(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        self.contacts += 1
        self.began = True
        by_shape = self.world.by_shape
        for shape in arbiter.shapes:
            rec = by_shape.get(shape)
            if rec is not None:
                self._touched(rec)

    def _begin(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        self.contacts += 1
        self.began = True
        sa, sb = arbiter.shapes
        a, b = self.world.by_shape[sa], self.world.by_shape[sb]
        for rec in (a, b):
            self._touched(rec)
            if rec.die.id not in self.watch:
                self.watch[rec.die.id] = rec
                self.changes += 1
        nx, ny = arbiter.normal
        va, vb = a.body.velocity, b.body.velocity
        approach_a = va.x * nx + va.y * ny
        approach_b = -(vb.x * nx + vb.y * ny)
        # a die coming down in the air meets the other from above: its fall is a closing speed too
        fall_a = -a.vz if a.state == AIR else 0.0
        fall_b = -b.vz if b.state == AIR else 0.0
        if fall_a > params.CRASH_SPEED or fall_b > params.CRASH_SPEED:
            approach_a, approach_b = fall_a, fall_b
        if approach_a + approach_b <= params.CRASH_SPEED:
            self.touching.setdefault(a.die.id, []).append(b.die.id)
            self.touching.setdefault(b.die.id, []).append(a.die.id)
            return
        if a.active and not b.active:
            self._crash(a, b)
        elif b.active and not a.active:
            self._crash(b, a)
        else:
            crasher, target = (a, b) if approach_a >= approach_b else (b, a)
            if not crasher.active:
                self._activate(crasher, self._parent_of(crasher))
            self._crash(crasher, target)

    # -- heights -----------------------------------------------------------------
    def _air_step(self, rec: DieBody, h: float) -> None:
        """Ballistics of one airborne die over one substep (before ``space.step``)."""
        z0 = rec.z
        rec.vz -= params.GRAVITY * h
        rec.z = z0 + rec.vz * h
        x, y = rec.body.position
        surface = 0.0
        if z0 >= params.STAND_HEIGHT - 1e-9 and self.world.over_upper(x, y):
            surface = params.STAND_HEIGHT
        if rec.z <= surface:
            self._land(rec, surface)
        else:
            rec.set_filter(air_filter(rec.z))

    def _land(self, rec: DieBody, surface: float) -> None:
        x, y = rec.body.position
        if surface == 0.0 and not self.world.on_table(x, y):
            self._lose(rec)
            return
        rec.z = surface
        impact = -rec.vz
        bounce = impact * params.LANDING_RESTITUTION
        vx, vy = rec.body.velocity
        speed = math.hypot(vx, vy)
        loss = min(speed, params.LANDING_FRICTION * (1.0 + params.LANDING_RESTITUTION) * impact)
        if speed > 0.0:
            scale = (speed - loss) / speed
            rec.body.velocity = (vx * scale, vy * scale)
            if surface == 0.0 and loss > 0.0:
                flat = self.world.flat_under(x, y)
                if flat is not None:
                    share = params.LANDING_NUDGE * rec.shape.mass * loss
                    flat.body.apply_impulse_at_world_point((vx / speed * share, vy / speed * share), (x, y))
                    flat.nudged = True
        rec.body.angular_velocity = params.LANDING_SPIN * _unit(self.rng(rec.die.id), "landing spin")
        if not rec.landed:  # it turned over in the air where the table cannot see: a seeded face
            rec.landed = True
            rec.face = SeededSource(self.seed).fork(self.shot_index, rec.die.id).roll(
                DIE_FACES[rec.die.kind], "physics", "face at landing").results[0]
        if bounce < params.LANDING_STOP_SPEED:
            rec.vz = 0.0
            rec.set_state(UPPER if surface > 0.0 else GROUND)
            self._depenetrate(rec)
        else:
            rec.vz = bounce
            rec.set_filter(air_filter(rec.z))

    def _depenetrate(self, rec: DieBody) -> None:
        """Move a die that came down onto another out of it (it would slip off that die's top)."""
        body = rec.body
        for _ in range(params.DEPENETRATE_PASSES):
            deepest, push = 0.0, (0.0, 0.0)
            for info in self.space.shape_query(rec.poly):
                points = info.contact_point_set.points
                if not points:
                    continue
                depth = -min(p.distance for p in points)
                if depth > deepest:
                    n = info.contact_point_set.normal
                    deepest, push = depth, (-n.x, -n.y)
            if deepest <= params.LANDING_OVERLAP:
                return
            x, y = body.position
            shift = deepest + 0.5 * params.LANDING_OVERLAP
            body.position = (x + push[0] * shift, y + push[1] * shift)
            self.space.reindex_shapes_for_body(body)

    def _lose(self, rec: DieBody) -> None:
        rec.remove_from(self.space)
        rec.state = LOST
        rec.body.velocity = (0.0, 0.0)

    def _check_supports(self, rec: DieBody) -> None:
        """A die off the table falls and is lost; one off the raised board falls to the table."""
        x, y = rec.body.position
        if rec.state == GROUND:
            if not (0.0 <= x <= self.width and 0.0 <= y <= self.height):
                self._lose(rec)
        elif rec.state == UPPER and not self.world.over_upper(x, y):
            rec.vz = 0.0
            rec.set_state(AIR)

    def _free_steps(self, moving: list[DieBody], vels: list[tuple[float, float]], step: int, last: int, dt: float) -> int:
        """How many steps from this one on (up to step ``last``) nothing but pymunk has anything to do: every
        moving die is at rest, or slides or tumbles on the table clear of everything (``_neighbours``) and
        reaches no catch, edge-over or table edge; and one of them stays faster than ``REST_SPEED``
        throughout, so the rest test of every frame passed on the way would fail (``run`` records those
        frames). At least 1."""
        free = last - step
        slow = params.MU_DIE * params.GRAVITY * dt  # speed a sliding die loses per step, at most
        keep = 0  # steps for which some die surely stays faster than REST_SPEED
        width, height = self.width, self.height
        for rec, (vx, vy) in zip(moving, vels):
            state = rec.state
            if state == LOST or (state != AIR and self._at_rest(rec, vx, vy)):
                continue
            if state != GROUND:
                return 1
            free = min(free, rec.clear_until - step)
            v = math.sqrt(vx * vx + vy * vy)
            if v <= 0.0:
                continue
            model = rec.tumble
            if rec.tumbling:  # no sliding friction: its speed holds until the next edge-over
                free = min(free, math.ceil((model.step - rec.travel) / (v * dt)))
                keep = max(keep, last - step if v > params.REST_SPEED else 0)
            else:
                if model.catches and v >= model.tip_speed:
                    free = min(free, int((v - model.catch_speed) / slow))
                keep = max(keep, int((v - params.REST_SPEED) / slow) - 1)
            mem = rec.mem
            x, y = mem[PX], mem[PY]
            free = min(free, int(min(x, width - x, y, height - y) / (v * dt)))
            if free <= 1:
                return 1
        return max(1, min(free, keep + 1))

    # -- frames and rest ---------------------------------------------------------
    def _frame(self) -> None:
        self.frames.append([(r.die.id, m[PX], m[PY], m[ANGLE], r.z, r.face)
                            for r in self.world.dice if r.state != LOST for m in (r.mem,)])

    @staticmethod
    def _at_rest(rec: DieBody, vx: float, vy: float) -> bool:
        """A die on a surface at rest (``_still``, its velocity already read)."""
        return vx * vx + vy * vy <= REST_SPEED2 and abs(rec.mem[SPIN]) <= params.REST_SPIN

    @staticmethod
    def _still(mem: memoryview[float]) -> bool:
        """The body whose fields are ``mem`` (``body_memory``) is at rest (``REST_SPEED``, ``REST_SPIN``)."""
        vx, vy = mem[VX], mem[VY]
        return vx * vx + vy * vy <= REST_SPEED2 and abs(mem[SPIN]) <= params.REST_SPIN

    def _active_at_rest(self, moving: list[DieBody]) -> bool:
        for rec in moving:
            if rec.state == AIR or (rec.state != LOST and not self._still(rec.mem)):
                return False
        return all(self._still(flat.mem) for flat in self.world.flats if flat.nudged)

    def _park(self, moving: list[DieBody]) -> None:
        """Leave out of the per-step work every die that is at rest on a surface and touches nothing: it
        cannot move until something touches it (``_touched`` wakes it), and a die coming at it asks about
        it (``_neighbours``)."""
        for rec in moving:
            if (rec.touches == 0 and not rec.tumbling and (rec.state == GROUND or rec.state == UPPER)
                    and self._still(rec.mem)):
                rec.parked = True
                self.changes += 1

    def _members(self) -> tuple[list[DieBody], list[DieBody], list[memoryview[float]]]:
        """The dice the loop works on (active and not parked), those whose energy it follows (these first, then
        the dice that touched another without being set moving: they may be in contact with them), and the
        fields of the first (``DieBody.mem``)."""
        moving = [r for r in self.actives if not r.parked]
        return moving, moving + [r for r in self.watch.values() if not r.active], [r.mem for r in moving]

    def _wake_pushed(self) -> bool:
        """Activate dice pushed through contacts they had from the start; True if any moves."""
        woke = False
        for rec in list(self.watch.values()):  # only a die that touched another can be pushed
            if not rec.active and rec.state != LOST and not self._still(rec.mem):
                self._activate(rec, self._parent_of(rec))
                woke = True
        return woke

    # -- the rolling model ---------------------------------------------------------
    def _roll(self, rec: DieBody, dt: float) -> None:
        """Slide until an edge catches, then tumble over the edges (``tumble``) until the die rocks to rest."""
        body = rec.body
        mem = rec.mem
        vx, vy = mem[VX], mem[VY]
        v = math.sqrt(vx * vx + vy * vy)
        model = rec.tumble
        if not rec.tumbling:
            if model.catches and model.tip_speed <= v <= model.catch_speed:
                rec.set_tumbling(True)
                self.switched = True
                scale = model.tumbling_speed(v) / v
                cp.cpBodySetVelocity(rec.cp, (vx * scale, vy * scale))
            return
        if v > model.roll_speed * (1.0 + 1e-9):  # pushed faster than an edge can hold it: it skids
            rec.set_tumbling(False)
            self.switched = True
            return
        if v < model.over_speed * (1.0 - 1e-6):
            # slowed by a contact (alone it keeps at least this speed between edge-overs) below the speed that
            # lifts its centre over the edge it is turning on: it falls back onto its face where it is, and its
            # sliding friction stops it (it would creep on at that speed, tumbling without friction)
            rec.set_tumbling(False)
            self.switched = True
            return
        rec.travel += v * dt
        if rec.travel < model.step:
            return
        rec.travel -= model.step
        rec.tips += 1
        faces = DIE_FACES[rec.die.kind]
        roll = self.rng(rec.die.id).randint(0, faces * 8 - 1, "physics", f"tip {rec.tips}")
        rec.face = next_face(rec.die.kind, faces, rec.face, roll)
        u = v * model.keep
        if u < model.over_speed:  # it cannot lift its centre over the next edge: it rocks to rest here
            x, y = body.position  # where the edge-over was, not where the step's end carried it
            back = rec.travel / v
            body.position = (x - vx * back, y - vy * back)
            body.velocity = (0.0, 0.0)
            rec.set_tumbling(False)
            self.switched = True
        else:
            cp.cpBodySetVelocity(rec.cp, (vx * u / v, vy * u / v))

    # -- energy ----------------------------------------------------------------------
    def _no_energy_gain(self, recs: list[DieBody], before: list[float]) -> None:
        """No step may add energy: if the dice in contact gained any, the gainers' planar motion gives it back.

        Chipmunk's sequential impulses with restitution at two contact points (and
        the first contact found some way into a corner) can push a pair apart
        faster than they met; this is where that is taken out again.
        """
        g = params.GRAVITY  # ``DieBody.energy`` of each
        after = [0.5 * (rec.mass * (m[VX] * m[VX] + m[VY] * m[VY] + rec.vz * rec.vz) + rec.moment * m[SPIN] * m[SPIN])
                 + rec.mass * g * rec.z for rec in recs for m in (rec.mem,)]
        total_before, total_after = sum(before), sum(after)
        if total_after <= total_before * (1.0 + 1e-12):
            return
        gain_planar = 0.0
        gainers = []
        for rec, e0, e1 in zip(recs, before, after):
            if e1 > e0:
                body = rec.body
                vx, vy = body.velocity
                w = body.angular_velocity
                planar = 0.5 * (rec.shape.mass * (vx * vx + vy * vy) + body.moment * w * w)
                gainers.append(rec)
                gain_planar += planar
        if gain_planar <= 0.0:
            return
        keep = max(0.0, gain_planar - (total_after - total_before)) / gain_planar
        scale = math.sqrt(keep) * (1.0 - 1e-12)
        for rec in gainers:
            body = rec.body
            vx, vy = body.velocity
            body.velocity = (vx * scale, vy * scale)
            body.angular_velocity = body.angular_velocity * scale

    # -- substeps --------------------------------------------------------------------
    def _neighbours(self, rec: DieBody, vx: float, vy: float, others: float, dt: float, step: int) -> float:
        """Closing speed of the fastest body ``rec`` may touch within this step (0.0: nothing can).

        The gaps are between circumscribed circles (so turning cannot close them).
        One ``bb_query`` (a box round the die's circle) lists the bodies within
        ``CLEAR_MARGIN`` mm, or ``CLEAR_STEPS`` steps of closing, beyond the step's
        reach (a neighbour list): until anything unlisted could have closed that
        margin, only the listed bodies are looked at. ``others`` is the fastest
        speed of any other body: no body speeds up unless a contact begins (which
        drops every list), so any gap closes by at most the die's own speed plus
        ``others`` per unit of time. When nothing can touch, the die is not asked
        again until the nearest gap could have closed: for a listed body, at the
        pair's own closing speed along the line between their centres when neither
        touches anything (each then moves on a straight line at a speed that only
        falls until a contact begins, so a pair moving apart or past each other is
        left alone for longer), else at the sum of their speeds.
        """
        speed = math.sqrt(vx * vx + vy * vy)
        reach = speed * dt + params.GRAZE_TRAVEL
        closes = (speed + others) * dt  # the most any gap can close in one step
        mem = rec.mem
        x, y = mem[PX], mem[PY]
        radius = rec.radius
        within = reach + others * dt  # nothing farther can come within reach in this step
        listed = rec.near
        clear = rec.near_margin - (step - rec.near_step) * rec.near_closes  # nothing unlisted is nearer
        # a die that had a neighbour in reach last time, or a crowd round it, looks just past its reach (it is
        # asked again soon anyway); otherwise far enough to be left alone for a while
        fresh = reach + (params.CLEAR_MARGIN if rec.crowded else max(params.CLEAR_MARGIN, params.CLEAR_STEPS * closes))
        if listed is None or clear <= within or clear + clear < fresh:  # a list used up, or half used: look again
            clear = fresh
            nearby = self.nearby
            if nearby is None:
                nearby = self.nearby = Nearby(self.world)
            # the bodies Chipmunk's box query would find: a stand's column as its circle (static, round), an idle
            # die nothing has touched as its circle where it was put (it stays there until a contact begins, and a
            # contact beginning drops every list), any other die as itself
            listed = nearby.query(rec, x - radius - clear, y - radius - clear, x + radius + clear, y + radius + clear)
            # kept, unless the die is in the air (its filter changes as it comes down) or the wide look found a
            # crowd (the next look is a narrow one, ``crowded``)
            if rec.state != AIR and (rec.crowded or len(listed[0]) + len(listed[1]) <= CROWD):
                rec.near, rec.near_margin, rec.near_step, rec.near_closes = listed, clear, step, closes
        closing = 0.0
        # steps until anything could come within reach: an unlisted body, or each listed one
        soonest = (clear - params.GRAZE_TRAVEL) / (closes + 1e-9)
        straight = rec.touches == 0  # its path is straight and its speed falls until a contact begins
        sqrt = math.sqrt
        own = radius + reach
        circles, dice = listed
        for ox, oy, r in circles:  # stands' columns, and dice at rest that nothing has touched
            dx, dy = x - ox, y - oy
            d = sqrt(dx * dx + dy * dy)
            limit = d - r - own
            if limit <= 0.0:  # within reach; another circle would give the same closing speed, and no bound is
                closing = max(speed, 1e-9)  # needed: it is asked again in the next step anyway
                break
            c = -(dx * vx + dy * vy) if straight else speed * d  # closing speed times d
            if c > 0.0 and c * dt * soonest > limit * d:
                soonest = limit * d / (c * dt)
        for other in dice:
            om = other.mem
            dx, dy = x - om[PX], y - om[PY]
            d = sqrt(dx * dx + dy * dy)
            g = d - other.radius - radius
            if g <= within:
                ox, oy = om[VX], om[VY]
                step_u = sqrt(ox * ox + oy * oy) * dt if ox or oy else 0.0  # its travel in one step
                if g <= reach + step_u:  # within reach in this step
                    closing = max(closing, sqrt((vx - ox) ** 2 + (vy - oy) ** 2), 1e-9)
                    continue
            elif closing > 0.0:  # asked again in the next step anyway: no bound needed
                continue
            else:
                ox, oy = om[VX], om[VY]
                step_u = sqrt(ox * ox + oy * oy) * dt if ox or oy else 0.0
            if closing > 0.0:
                continue
            limit = g - reach - step_u
            if straight and other.touches == 0 and other.state != AIR:  # the pair closes no faster than now
                a = dx * vx + dy * vy
                b = dx * ox + dy * oy
                c = (b if b > 0.0 else 0.0) - (a if a < 0.0 else 0.0)  # closing speed times d
            else:
                step_u = max(step_u, others * dt)
                limit = g - reach - step_u
                c = speed * d + step_u / dt * d
            if c * dt * soonest > limit * d:
                soonest = limit * d / (c * dt) if c > 0.0 else 0.0
        rec.crowded = closing > 0.0 or len(listed[0]) + len(listed[1]) > CROWD
        if closing == 0.0 and rec.state != AIR:
            rec.clear_until = step + int(soonest)
        return closing

    # -- the loop ----------------------------------------------------------------
    def run(self) -> ShotResult:
        """Step until everything rests (``MAX_SIM_TIME`` at most).

        Per 240 Hz step: the substep count (``SUBSTEP_TRAVEL``; ``GRAZE_TRAVEL`` near
        another body), ballistics of dice in the air, ``space.step``, the energy check
        when anything touched or could have, the rolling model, supports; every
        frame the frame record and the rest test.
        """
        dt = params.DT
        steps = 0
        timed_out = False
        max_steps = int(round(params.MAX_SIM_TIME / dt))
        record, per_frame = self.record, params.STEPS_PER_FRAME
        if record:  # frames read every die
            for rec in self.world.dice:
                if not rec.active:
                    self._view(rec)
            self._frame()
        dice = self.world.dice
        gravity = params.GRAVITY
        step = self.world.step
        travel, graze, cap = params.SUBSTEP_TRAVEL, params.GRAZE_TRAVEL, params.MAX_SUBSTEPS
        slow = (0.5 * graze) ** 2  # a die moving at most half a graze per step
        moving, group, mems = self._members()
        known = self.changes
        while True:
            vels = [(m[VX], m[VY]) for m in mems]
            squares = [vx * vx + vy * vy for vx, vy in vels]
            fastest = None  # the fastest die and the two fastest speeds
            if len(squares) > 1:
                top = sorted(squares)
                vmax, second = math.sqrt(top[-1]), math.sqrt(top[-2])
                fastest = moving[squares.index(top[-1])]
            else:
                vmax, second = math.sqrt(squares[0]) if squares else 0.0, 0.0
                fastest = moving[0] if squares else None
            substeps = math.ceil(vmax * dt / travel) or 1
            near = False
            for rec, (vx, vy), square in zip(moving, vels, squares):
                if rec.clear_until > steps + 1 or rec.state == LOST:  # asked a step early: dice asked together
                    continue
                if square * dt * dt <= slow and rec.state != AIR:
                    # too slow to graze past anything on its own (a faster die asks about it); it may touch,
                    # unless it is at rest: then a die coming at it asks, and a contact it keeps is counted
                    if not self._at_rest(rec, vx, vy):
                        near = True
                    continue
                closing = self._neighbours(rec, vx, vy, second if rec is fastest else vmax, dt, steps)
                if closing > 0.0:
                    near = True
                    substeps = max(substeps, math.ceil(closing * dt / graze))
            substeps = min(cap, substeps)
            h = dt / substeps
            # Chipmunk warm-starts each joint with last step's impulse scaled by the change of step length: a new
            # substep count right after friction was switched can push a die, so the step after a switch is
            # checked like contacts (a new substep count alone never added energy: 0 of 656 varied shots)
            check = near or self.contacts > 0 or self.switched
            if not check:
                free = self._free_steps(moving, vels, steps, max_steps, dt)
                if free > 1:  # nothing can happen before the last of them: pymunk alone steps the rest
                    if record:  # in C loops up to each recorded frame
                        done, last = steps + 1, steps + free - 1
                        while done <= last:
                            upto = min(last, done + (-done) % per_frame)  # the next frame's step, or the last
                            deque(map(step, repeat(h, (upto - done + 1) * substeps)), 0)
                            if upto % per_frame == 0:
                                self._frame()
                            done = upto + 1
                    else:
                        deque(map(step, repeat(h, (free - 1) * substeps)), 0)  # stepped in a C loop
                    steps += free - 1
                    for rec, square in zip(moving, squares):
                        if rec.tumbling:
                            rec.travel += math.sqrt(square) * dt * (free - 1)
            # no free steps were taken if ``check``: ``vels`` are this step's velocities. Where only a contact
            # could begin (none is going on, friction was not switched), the energy is checked only if one did,
            # from the velocities before the step (heights do not change on a surface)
            states = [rec.state for rec in moving]
            lazy = check and not self.contacts and not self.switched and len(group) == len(moving) and AIR not in states
            if lazy:
                spins = [m[SPIN] for m in mems]
            elif check:
                before = [0.5 * (rec.mass * (vx * vx + vy * vy + rec.vz * rec.vz) + rec.moment * w * w)
                          + rec.mass * gravity * rec.z
                          for rec, (vx, vy), w in zip(moving, vels, [m[SPIN] for m in mems])]
                for rec in group[len(moving):]:
                    m = rec.mem
                    vx, vy, w = m[VX], m[VY], m[SPIN]
                    before.append(0.5 * (rec.mass * (vx * vx + vy * vy + rec.vz * rec.vz) + rec.moment * w * w)
                                  + rec.mass * gravity * rec.z)
            self.began = self.switched = False
            self.woken.clear()
            watched = len(self.watch)
            upper = substeps > 1 and UPPER in states
            if AIR in states or upper:
                airborne = [rec for rec in moving if rec.state == AIR]
                for _ in range(substeps):
                    for rec in airborne:
                        if rec.state == AIR:
                            self._air_step(rec, h)
                    step(h)
                    if upper:  # leaving the raised board is checked every substep
                        for rec in moving:
                            if rec.state == UPPER:
                                self._check_supports(rec)
            else:
                deque(map(step, repeat(h, substeps)), 0)  # the substeps, in a C loop
            if self.fresh:  # idle dice touched for the first time in the step may move from now on
                for rec in self.fresh:
                    self._view(rec)
                    if self.nearby is not None:
                        self.nearby.add(rec)
                self.fresh.clear()
            if lazy and (self.began or self.contacts):
                before = [0.5 * (rec.mass * (vx * vx + vy * vy + rec.vz * rec.vz) + rec.moment * w * w)
                          + rec.mass * gravity * rec.z for rec, (vx, vy), w in zip(moving, vels, spins)]
                lazy = False
            if check and not lazy:
                if len(self.watch) != watched or self.woken:  # dice touched for the first time, or parked,
                    members = set(map(id, group))             # were at rest before
                    fresh = [r for r in self.watch.values() if id(r) not in members and not r.parked]
                    group = group + fresh
                    before += [r.mass * gravity * r.z for r in fresh]
                self._no_energy_gain(group, before)
            if self.began:  # something may move faster than the neighbourhoods assumed
                for rec in moving:
                    rec.clear_until = rec.edge_until = 0
                    rec.near = None
            for rec in moving:
                state = rec.state
                if state == GROUND or state == UPPER:
                    m = rec.mem
                    vx, vy = m[VX], m[VY]
                    # else it slides on, too fast for an edge to catch or too slow for one to tip it
                    if rec.tumbling or rec.tip2 <= vx * vx + vy * vy <= rec.catch2:
                        self._roll(rec, dt)
                    if state == UPPER or rec.edge_until <= steps:
                        self._check_supports(rec)
                        if rec.state == GROUND:  # not asked again before it could reach the table's edge
                            x, y = m[PX], m[PY]
                            edge = min(x, self.width - x, y, self.height - y)
                            rec.edge_until = steps + int(edge / (vmax * dt + 1e-9))
            steps += 1
            if self.changes != known:
                known = self.changes
                moving, group, mems = self._members()
            if steps % per_frame == 0:
                if record:
                    self._frame()
                # dice pushed through contacts they already had: looked for 15 times a second
                if self._active_at_rest(moving):
                    if not self._wake_pushed():
                        break
                elif steps % (4 * per_frame) == 0:
                    self._wake_pushed()
                self._park(moving)
                if self.changes != known:
                    known = self.changes
                    moving, group, mems = self._members()
            if steps >= max_steps:
                timed_out = True
                for rec in dice:  # the hard bound: whatever still moves stops where it is
                    if rec.state == AIR:
                        self._land_now(rec)
                    elif rec.state != LOST:
                        self._check_supports(rec)
                break
        return self._result(steps, steps * dt, timed_out)

    def _land_now(self, rec: DieBody) -> None:
        x, y = rec.body.position
        upper = rec.z >= params.STAND_HEIGHT - 1e-9 and self.world.over_upper(x, y)
        if not upper and not self.world.on_table(x, y):
            self._lose(rec)
        else:
            rec.vz = 0.0
            rec.set_state(UPPER if upper else GROUND)
            self._depenetrate(rec)

    # -- results -----------------------------------------------------------------
    def _result(self, steps: int, sim_time: float, timed_out: bool) -> ShotResult:
        table = self.table
        for flat in self.world.flats:
            x, y = flat.body.position
            target = next(b for b in (table.boards if flat.kind == "board" else table.cards) if b.id == flat.id)
            target.x, target.y = self._finite(x), self._finite(y)
            target.angle = math.remainder(self._finite(flat.body.angle), 2.0 * math.pi)
        rests: list[DieRest] = []
        watch = self.watch
        for rec in self.world.dice:
            die = rec.die
            if not rec.active and die.id not in watch:  # never touched: asleep just where it was put
                die.z = rec.z
                rests.append(DieRest(die.id, rec.face, False, False, [], "", die.z))
                continue
            x, y = rec.body.position
            x, y, angle = self._finite(x), self._finite(y), self._finite(rec.body.angle)
            lost = rec.state == LOST
            z = rec.z if not lost else 0.0
            sx, sy, sa, sz = rec.start
            is_shot = die.id == self.shot.die
            moved = (is_shot or lost or math.hypot(x - sx, y - sy) > params.MOVED_DISTANCE
                     or abs(angle - sa) > params.MOVED_ANGLE or abs(z - sz) > 1e-9)
            if moved:  # a die the shot did not move keeps its numbers exactly
                die.x, die.y, die.angle = x, y, math.remainder(angle, 2.0 * math.pi)
            die.in_play = not lost
            die.z = z
            die.face = rec.face  # changed only by edge-overs and by turning over in the air
            rests.append(DieRest(die.id, die.face, lost, moved, sorted(self.crashed.get(die.id, [])),
                                 self.shooter if moved else "", die.z))
        chain = self._pushed_chain({r.die for r in rests if r.moved})
        return ShotResult(self.shot, table, rests, chain, self.frames, pymunk.version, sim_time, steps, timed_out)

    def _pushed_chain(self, moved: set[str]) -> dict[str, list[str]]:
        """The crash tree without dice that were hit but held by friction (unless they passed it on)."""
        def keep(die_id: str) -> bool:  # not recursive itself: a closure calling itself is a reference cycle
            return _passed_on(die_id, moved, self.chain)

        chain = {}
        for key in sorted(self.chain):
            children = sorted(child for child in self.chain[key] if keep(child))
            if children or key == self.shot.die:
                chain[key] = children
        return {key: value for key, value in chain.items() if key == self.shot.die or keep(key)}

    @staticmethod
    def _finite(value: float) -> float:
        if not math.isfinite(value):
            raise PhysicsError(f"the simulation produced {value!r}")
        return float(value)


def _passed_on(die_id: str, moved: set[str], chain: dict[str, list[str]]) -> bool:
    """``die_id`` moved, or pushed a die that did (``chain``: who pushed whom)."""
    return die_id in moved or any(_passed_on(child, moved, chain) for child in chain.get(die_id, []))


def lob_touchdown(shot: Shot, surface: float = 0.0) -> tuple[float, float] | None:
    """Where a "throw" first comes down to height ``surface`` (mm), ignoring everything in its way.

    ``None`` when the lob never reaches that height. For aiming (bots, the UI's
    guide line); the coin toss's spread is random and has no prediction.
    """
    if shot.method != "throw":
        raise ValueError("only a throw follows a predictable lob")
    power = _clamp(shot.power, 0.0, 1.0, "power")
    loft = _clamp(shot.loft, 0.0, 1.0, "loft")
    speed = power * params.THROW_SPEED
    elevation = params.THROW_ELEVATION_MIN + loft * (params.THROW_ELEVATION_MAX - params.THROW_ELEVATION_MIN)
    vz, vh = speed * math.sin(elevation), speed * math.cos(elevation)
    drop = params.THROW_RELEASE_HEIGHT - surface
    disc = vz * vz + 2.0 * params.GRAVITY * drop
    if disc < 0.0:
        return None
    t = (vz + math.sqrt(disc)) / params.GRAVITY
    return shot.x + vh * t * math.cos(shot.angle), shot.y + vh * t * math.sin(shot.angle)


def simulate(table: Table, shot: Shot, seed: int, shot_index: int, record_frames: bool = False) -> ShotResult:
    """Simulate ``shot`` on ``table`` until everything is at rest; the input table is not changed."""
    running = _Shot(table, shot, seed, shot_index, record_frames)
    try:
        return running.run()
    finally:
        running.world.dispose()
