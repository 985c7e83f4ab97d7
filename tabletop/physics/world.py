"""The pymunk world of one shot: bodies for dice, boards and cards, the stands, and table friction.

Seen from above, a die is a 2-D body whose outline is its silhouette. Coulomb
friction with the table is a ``PivotJoint`` plus a ``GearJoint`` to the static
body with ``max_bias = 0`` and force limits mu*m*g (and mu*m*g times the mean
radius of the resting face for spin). Height lives beside the 2-D world: each
die has a state ground | air | upper | lost with its own z, and its
``ShapeFilter`` says what it can hit at that height:

* on the table: other dice on the table, low flying dice, the stand's column;
* on a raised board: other dice up there;
* in the air: dice on the surface below while lower than that kind's own height above
  it, the stand's column while below the raised board.

Boards and cards lie flat: dice slide over them (they have no collision shape),
but they are bodies with their own table friction so a landing die can nudge
them (FAQ: boards and cards may shift). Raised boards sit fixed on the stand.
A fresh ``World`` is built for every shot, always in canonical (id) order.

The per-step loop writes the dice through Chipmunk's C functions (``cp``:
``DieBody.cp`` is the body's handle), reads the position, velocity, angle and
spin of a die that may move straight from its body's memory (``DieBody.mem``,
``body_memory``: no call at all), and steps the space with ``World.step``, which skips pymunk's Python
bookkeeping around ``Space.step``: the same numbers at a fraction of the cost
(see ``World.step``). A die's two friction joints are Chipmunk's own constraints
(``_joint``), not pymunk objects: the same joints without pymunk's Python per joint.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any, ClassVar

import pymunk
from pymunk._chipmunk import ffi, lib as cp  # type: ignore[import-not-found]  # pymunk's compiled cffi module

from . import params
from .dice import DIE_SHAPES, DieShape, die_shape
from .geometry import Polygon, area, point_in_polygon, transform
from .layout import board_local_polygon, board_polygon, card_local_polygon, card_polygon
from .model import Die, Table
from .tumble import TUMBLES, Tumble

# Collision categories: one per die kind on the table and on a raised board (a die in the air
# meets only the kinds whose top it is below), the air, the stands' columns.
KINDS = tuple(sorted(DIE_SHAPES, key=lambda k: DIE_SHAPES[k].height))
CAT_GROUND_OF = {kind: 1 << i for i, kind in enumerate(KINDS)}
CAT_UPPER_OF = {kind: 1 << (len(KINDS) + i) for i, kind in enumerate(KINDS)}
CAT_GROUND = sum(CAT_GROUND_OF.values())
CAT_UPPER = sum(CAT_UPPER_OF.values())
CAT_AIR = 1 << (2 * len(KINDS))
CAT_STAND = CAT_AIR << 1
GROUND_FILTERS = {kind: pymunk.ShapeFilter(categories=CAT_GROUND_OF[kind], mask=CAT_GROUND | CAT_AIR | CAT_STAND)
                  for kind in KINDS}
UPPER_FILTERS = {kind: pymunk.ShapeFilter(categories=CAT_UPPER_OF[kind], mask=CAT_UPPER | CAT_AIR) for kind in KINDS}
STAND_FILTER = pymunk.ShapeFilter(categories=CAT_STAND, mask=CAT_GROUND | CAT_AIR)
DIE_COLLISION = 1
STAND_COLLISION = 2

GROUND, AIR, UPPER, LOST = "ground", "air", "upper", "lost"

_AIR_FILTERS: dict[int, pymunk.ShapeFilter] = {}


def air_mask(z: float) -> int:
    """The categories a die in the air at height ``z`` (its bottom) can hit: each kind's own height."""
    mask = 0
    for kind in KINDS:
        top = DIE_SHAPES[kind].height
        if z < top:
            mask |= CAT_GROUND_OF[kind]
        if params.STAND_HEIGHT <= z < params.STAND_HEIGHT + top:
            mask |= CAT_UPPER_OF[kind]
    if z < params.STAND_HEIGHT:
        mask |= CAT_STAND
    return mask


def air_filter(z: float) -> pymunk.ShapeFilter:
    """What a die in the air at height ``z`` can hit (one cached filter per mask)."""
    mask = air_mask(z)
    found = _AIR_FILTERS.get(mask)
    if found is None:
        found = _AIR_FILTERS[mask] = pymunk.ShapeFilter(categories=CAT_AIR, mask=mask)
    return found


#: Where Chipmunk's ``cpBody`` keeps, counted in doubles from its start, the position (x, y), the velocity
#: (x, y), the angle and the angular velocity (chipmunk_structs.h: two function pointers, mass, 1/mass,
#: moment, 1/moment, centre of gravity, then p, v, f, a, w). Checked against Chipmunk's getters at import.
PX, PY, VX, VY, ANGLE, SPIN = 8, 9, 10, 11, 14, 15
#: Where Chipmunk's ``cpShape`` keeps, in doubles from its start, its bounding box as last updated (left,
#: bottom, right, top: the box ``cpSpaceBBQuery`` tests; chipmunk_structs.h: three pointers, then the mass
#: info m, i, cog, area, then bb). Checked at import.
BB_L, BB_B, BB_R, BB_T = 8, 9, 10, 11


def body_memory(handle: object) -> memoryview[float]:
    """The first fields of a Chipmunk body (``handle``: ``Body._body``) as doubles, to read its position,
    velocity, angle and spin (``PX`` ... ``SPIN``) without a call: the same numbers as ``cpBodyGetPosition`` and
    the other getters, a few times faster. Read only: writes go through Chipmunk's setters (they wake the body)."""
    return memoryview(ffi.buffer(handle, (SPIN + 1) * ffi.sizeof("double"))).cast("d")


def shape_memory(handle: object) -> memoryview[float]:
    """The first fields of a Chipmunk shape (``handle``: ``Shape._shape``) as doubles, to read its bounding box
    (``BB_L`` ... ``BB_T``) without a call. Read only."""
    return memoryview(ffi.buffer(handle, (BB_T + 1) * ffi.sizeof("double"))).cast("d")


def _check_body_memory() -> None:
    """Fail at import, not with wrong numbers, if this pymunk's Chipmunk lays out a body differently."""
    body = pymunk.Body(1.0, 1.0)
    handle = body._body
    cp.cpBodySetPosition(handle, (1.25, -2.5))
    cp.cpBodySetVelocity(handle, (3.75, -4.5))
    cp.cpBodySetAngle(handle, 0.625)
    cp.cpBodySetAngularVelocity(handle, -7.125)
    mem = body_memory(handle)
    shape = pymunk.Poly(body, [(-3.0, -2.0), (4.0, -1.0), (2.0, 5.0)])
    cp.cpShapeCacheBB(shape._shape)
    box = shape_memory(shape._shape)
    if ((mem[PX], mem[PY], mem[VX], mem[VY], mem[ANGLE], mem[SPIN]) != (1.25, -2.5, 3.75, -4.5, 0.625, -7.125)
            or (box[BB_L], box[BB_B], box[BB_R], box[BB_T]) != tuple(shape.bb)):
        raise ImportError(f"pymunk {pymunk.version}: Chipmunk's cpBody or cpShape fields are not where "
                          "tabletop.physics reads them (world.PX ... SPIN, BB_L ... BB_T)")


_check_body_memory()


class _Kind:
    """What every die of one kind shares in the world, worked out once: its shape, rolling model, mass, moment,
    circumradius, squared catch and tip speeds, friction forces and filters (``DieBody``)."""

    __slots__ = ("shape", "tumble", "mass", "moment", "radius", "catch2", "tip2", "slide_force", "spin_force",
                 "ground", "upper")

    def __init__(self, kind: str) -> None:
        self.shape = shape = die_shape(kind)
        self.tumble = tumble = TUMBLES[kind]
        self.mass = shape.mass
        self.moment = float(pymunk.moment_for_poly(shape.mass, shape.silhouette))
        self.radius = shape.radius  # circumradius of the silhouette
        #: squared speed below which an edge can catch (-1: a die that never tips)
        self.catch2 = tumble.catch_speed ** 2 if tumble.catches else -1.0
        #: squared speed (a hair under) that an edge needs to tip the die: slower, nothing catches
        self.tip2 = (tumble.tip_speed * (1.0 - 1e-9)) ** 2
        self.slide_force = params.MU_DIE * shape.mass * params.GRAVITY
        self.spin_force = self.slide_force * shape.spin_arm  # the gear joint's limit while friction is on
        self.ground, self.upper = GROUND_FILTERS[kind], UPPER_FILTERS[kind]


#: each kind's ``_Kind``, made when first used
_KINDS: dict[str, _Kind] = {}


def _free_joint(bodies: tuple[pymunk.Body, pymunk.Body], joint: Any) -> None:
    """Free a joint made by ``_joint`` (out of its space first, as pymunk frees its own joints); ``bodies`` kept
    them alive until now: taking a joint out of a space wakes its bodies."""
    space = cp.cpConstraintGetSpace(joint)
    if space != ffi.NULL:
        cp.cpSpaceRemoveConstraint(space, joint)
    cp.cpConstraintFree(joint)


def _joint(made: Any, static: pymunk.Body, body: pymunk.Body) -> Any:
    """A die's friction joint as a bare Chipmunk ``cpConstraint`` (``made`` by ``cpPivotJointNew2`` or
    ``cpGearJointNew``, exactly as pymunk makes its ``PivotJoint`` and ``GearJoint``), freed with its last
    reference: no pymunk object, so no Python bookkeeping to build, add, take out and untie for each of
    them, and no reference cycle."""
    cp.cpConstraintSetMaxBias(made, 0.0)
    cp.cpConstraintSetCollideBodies(made, False)
    return ffi.gc(made, functools.partial(_free_joint, (static, body)))


class DieBody:
    """One die in the world: its pymunk body and joints, height state and shot bookkeeping."""

    __slots__ = ("die", "shape", "tumble", "body", "poly", "pivot", "gear", "state", "z", "vz", "active",
                 "airborne", "start", "friction_on", "tumbling", "travel", "face", "tips", "slide_force",
                 "landed", "clear_until", "crowded", "edge_until",
                 "catch2", "tip2", "cp", "mem", "box", "mass", "moment", "touches", "touched", "parked", "filter",
                 "categories", "mask",
                 "near", "near_margin", "near_step", "near_closes", "radius", "spot")

    #: the body's and the shape's fields (``body_memory``, ``shape_memory``), for the shot's per-step reads: made
    #: by the shot (``sim._Shot._view``) for a die that may move (shot or touched), not with the world
    mem: memoryview[float]
    box: memoryview[float]

    def __init__(self, die: Die, static: pymunk.Body) -> None:
        self.die = die
        kind = _KINDS.get(die.kind)
        if kind is None:
            kind = _KINDS[die.kind] = _Kind(die.kind)
        self.shape: DieShape = kind.shape
        self.tumble: Tumble = kind.tumble
        self.mass = kind.mass
        self.radius = kind.radius  # circumradius of the silhouette
        #: its circle where it was put (centre, radius): where it stays until a contact of it begins
        self.spot = (die.x, die.y, self.radius)
        self.moment = kind.moment
        self.body = body = pymunk.Body(self.mass, self.moment)
        self.cp = handle = body._body  # Chipmunk's handle, for the loop's writes (``cp``)
        cp.cpBodySetPosition(handle, (die.x, die.y))
        cp.cpBodySetAngle(handle, die.angle)
        self.poly = poly = pymunk.Poly(body, self.shape.silhouette)
        shape = poly._shape  # the same settings as poly.friction = ... without pymunk's wrappers
        cp.cpShapeSetFriction(shape, params.DIE_SHAPE_FRICTION)
        cp.cpShapeSetElasticity(shape, params.DIE_SHAPE_ELASTICITY)
        cp.cpShapeSetCollisionType(shape, DIE_COLLISION)
        self.pivot, self.gear = pivot, gear = self.make_joints(static, body)
        upper = die.z >= params.STAND_HEIGHT - 1e-6
        self.state = UPPER if upper else GROUND
        self.z = params.STAND_HEIGHT if upper else 0.0
        self.vz = 0.0
        self.active = False
        self.airborne = False
        self.start = (die.x, die.y, die.angle, self.z)
        self.friction_on = True  # table (or raised board) friction (``set_friction``; set below)
        self.tumbling = False  # tipping over its edges (rimless wheel) instead of sliding
        self.travel = 0.0  # centre travel since the last edge-over while tumbling (mm)
        self.face = die.face
        self.tips = 0
        self.landed = False
        self.clear_until = 0  # step until which nothing can come within reach (``sim._neighbours``)
        self.crowded = False  # something was within reach when last asked
        self.edge_until = 0  # step until which it cannot reach the table's edge
        self.catch2 = kind.catch2  # squared speed below which an edge can catch (-1: a die that never tips)
        self.tip2 = kind.tip2  # squared speed (a hair under) that an edge needs to tip the die
        self.slide_force = kind.slide_force
        self.touches = 0  # live contacts with other dice and stands
        self.touched = False  # a contact of it has begun during the shot (until then an idle die cannot move)
        #: the shape's filter (``set_filter``), its categories and mask (no filter here uses a group)
        self.filter = shape_filter = kind.upper if upper else kind.ground
        self.categories, self.mask = shape_filter.categories, shape_filter.mask
        cp.cpShapeSetFilter(shape, shape_filter)  # ``set_state``: its filter, and friction on
        cp.cpConstraintSetMaxForce(pivot, kind.slide_force)
        cp.cpConstraintSetMaxForce(gear, kind.spin_force)
        self.parked = False  # at rest with no contact: left out of the shot's per-step work until touched
        #: the bodies found within ``near_margin`` mm at step ``near_step``, gaps closing by at most
        #: ``near_closes`` mm a step since (``sim._neighbours``): the circles (centre, radius) of the stands'
        #: columns and of the dice nothing has touched yet (they stay put until a contact begins, which drops
        #: every list), and the other dice
        self.near: tuple[list[tuple[float, float, float]], list[DieBody]] | None = None
        self.near_margin = 0.0
        self.near_step = 0
        self.near_closes = 0.0

    def set_friction(self, on: bool) -> None:
        """Table (or raised board) friction on or off (off while in the air)."""
        self.friction_on = on
        force = self.slide_force if on else 0.0
        cp.cpConstraintSetMaxForce(self.pivot, 0.0 if self.tumbling else force)
        cp.cpConstraintSetMaxForce(self.gear, force * self.shape.spin_arm)

    def set_tumbling(self, on: bool) -> None:
        """Tumbling over its edges (no sliding friction: the pivot edge does not slip) or sliding."""
        self.tumbling = on
        self.travel = 0.0
        cp.cpConstraintSetMaxForce(self.pivot, 0.0 if on or not self.friction_on else self.slide_force)

    def energy(self) -> float:
        """Kinetic (planar, spin, vertical) plus potential energy, g mm^2/s^2."""
        v = cp.cpBodyGetVelocity(self.cp)
        vx, vy = v.x, v.y
        w = cp.cpBodyGetAngularVelocity(self.cp)
        m = self.mass
        return 0.5 * (m * (vx * vx + vy * vy + self.vz * self.vz) + self.moment * w * w) + m * params.GRAVITY * self.z

    def set_filter(self, shape_filter: pymunk.ShapeFilter) -> None:
        """What the die can hit now (kept here too: reading it back from pymunk builds a new one)."""
        if shape_filter is not self.filter:
            self.filter = shape_filter
            self.categories, self.mask = shape_filter.categories, shape_filter.mask
            self.poly.filter = shape_filter
            self.near = None  # it meets other bodies now: ask again (``sim._neighbours``)
            self.clear_until = 0

    def set_state(self, state: str) -> None:
        self.state = state
        if state == GROUND:
            self.z = 0.0
            self.set_filter(GROUND_FILTERS[self.die.kind])
            self.set_friction(True)
        elif state == UPPER:
            self.z = params.STAND_HEIGHT
            self.set_filter(UPPER_FILTERS[self.die.kind])
            self.set_friction(True)
        elif state == AIR:
            self.airborne = True
            self.tumbling = False
            self.set_filter(air_filter(self.z))
            self.set_friction(False)

    def make_joints(self, static: pymunk.Body, body: pymunk.Body) -> tuple[Any, Any]:
        """Table friction: Chipmunk's pivot and gear joints from the static body to ``body`` (``_joint``: no
        pymunk objects), as Chipmunk constraints (``cpConstraint *``)."""
        return (_joint(cp.cpPivotJointNew2(static._body, body._body, (0.0, 0.0), (0.0, 0.0)), static, body),
                _joint(cp.cpGearJointNew(static._body, body._body, 0.0, 1.0), static, body))

    def add_to(self, space: pymunk.Space) -> None:
        """Into ``space``: the body, its shape, then its two joints (the order pymunk's ``space.add`` keeps)."""
        space.add(self.body, self.poly)
        cp.cpSpaceAddConstraint(space._space, self.pivot)
        cp.cpSpaceAddConstraint(space._space, self.gear)

    def remove_joints(self, space: pymunk.Space) -> None:
        """Take its joints out of ``space`` (before its shape and body)."""
        cp.cpSpaceRemoveConstraint(space._space, self.pivot)
        cp.cpSpaceRemoveConstraint(space._space, self.gear)

    def remove_from(self, space: pymunk.Space) -> None:
        self.remove_joints(space)
        space.remove(self.poly, self.body)


class FlatBody:
    """A board or card lying on the table: a body without collision shape, held by table friction."""

    __slots__ = ("id", "kind", "body", "mem", "local", "rank", "pivot", "gear", "start", "nudged")

    def __init__(self, ident: str, kind: str, local: Polygon, areal_mass: float, x: float, y: float,
                 angle: float, rank: tuple[int, int], static: pymunk.Body) -> None:
        self.id, self.kind, self.local, self.rank = ident, kind, local, rank
        mass = abs(area(local)) * areal_mass
        self.body = pymunk.Body(mass, pymunk.moment_for_poly(mass, local))
        self.body.position = (x, y)
        self.body.angle = angle
        self.mem = body_memory(self.body._body)  # its fields, for the rest test (``PX`` ... ``SPIN``)
        radius = sum(math.hypot(px, py) for px, py in local) / len(local) * 0.6
        force = params.MU_BOARD * mass * params.GRAVITY
        self.pivot = pymunk.PivotJoint(static, self.body, (0.0, 0.0), (0.0, 0.0))
        self.gear = pymunk.GearJoint(static, self.body, 0.0, 1.0)
        self.pivot.max_force, self.gear.max_force = force, force * radius
        for joint in (self.pivot, self.gear):
            joint.max_bias = 0.0
        self.start = (x, y, angle)
        self.nudged = False

    def polygon(self) -> Polygon:
        x, y = self.body.position
        return transform(self.local, x, y, self.body.angle)

    def add_to(self, space: pymunk.Space) -> None:
        space.add(self.body, self.pivot, self.gear)


class World:
    """The pymunk space of one shot and every body in it, built in canonical order."""

    #: what each die in play is made as
    die_body: ClassVar[type[DieBody]] = DieBody

    def __init__(self, table: Table) -> None:
        self.table = table
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.space.iterations = params.ITERATIONS
        self.space.sleep_time_threshold = params.SLEEP_TIME
        self.space.idle_speed_threshold = params.REST_SPEED
        # Boards and cards lying on the table get a body only when a landing nudges one.
        self.flat_specs: list[tuple[str, str, Polygon, float, float, float, float, tuple[int, int], Polygon]] = []
        self.flats: list[FlatBody] = []
        self.upper_polys: list[Polygon] = []
        self.stands: list[pymunk.Circle] = []  # the raised boards' columns
        raised = {b.id: b.raised for b in table.boards}
        board_index = {b.id: i for i, b in enumerate(table.boards)}
        for board in sorted(table.boards, key=lambda b: b.id):
            if board.raised:
                self.upper_polys.append(board_polygon(board))
                # Its own static body: the friction joints' static body never collides with dice.
                stand = pymunk.Body(body_type=pymunk.Body.STATIC)
                stand.position = (board.x, board.y)
                column = pymunk.Circle(stand, params.STAND_RADIUS)
                column.friction = params.STAND_FRICTION
                column.elasticity = params.STAND_ELASTICITY
                column.filter = STAND_FILTER
                column.collision_type = STAND_COLLISION
                self.space.add(stand, column)
                self.stands.append(column)
            else:
                self.flat_specs.append((board.id, "board", board_local_polygon(board.sides), params.BOARD_AREAL_MASS,
                                        board.x, board.y, board.angle, (-(1 << 30), board_index[board.id]),
                                        board_polygon(board)))
        card_index = {c.id: i for i, c in enumerate(table.cards)}
        for card in sorted(table.cards, key=lambda c: c.id):
            if raised.get(card.board, False):
                self.upper_polys.append(card_polygon(card))
            else:
                self.flat_specs.append((card.id, "card", card_local_polygon(card), params.CARD_AREAL_MASS,
                                        card.x, card.y, card.angle, (card.layer, card_index[card.id]),
                                        card_polygon(card)))
        self.dice: list[DieBody] = []
        self.by_shape: dict[pymunk.Shape, DieBody] = {}
        self.handle = self.space._space
        #: ``step(h)`` is ``space.step(h)`` straight into Chipmunk (no Python frame in between): the same step
        #: without pymunk's bookkeeping around it (two thirds of a small space's step). That bookkeeping only
        #: defers bodies and shapes added or removed by a collision callback, and runs post-step callbacks; the
        #: shot's callbacks only count contacts and note crashes, and bodies are added or removed only between
        #: steps.
        self.step: Callable[[float], None] = functools.partial(cp.cpSpaceStep, self.handle)
        for die in sorted(table.dice, key=lambda d: d.id):  # in id order
            if die.in_play:
                rec = self.die_body(die, self.space.static_body)
                rec.add_to(self.space)
                self.dice.append(rec)
                self.by_shape[rec.poly] = rec

    def dispose(self) -> None:
        """Empty the space: constraints, then shapes, then bodies.

        pymunk keeps a strong reference from a collision handler back to its space,
        so a space with handlers is freed by the cycle collector, in any order; a
        body freed before the space it is still in crashes Chipmunk. Emptied, the
        space and its former bodies can be freed in any order.
        """
        space = self.space
        space.on_collision(DIE_COLLISION, DIE_COLLISION, begin=pymunk.empty_callback)
        space.on_collision(DIE_COLLISION, STAND_COLLISION, begin=pymunk.empty_callback)
        for rec in self.dice:  # the dice's joints are Chipmunk's own (``_joint``): pymunk does not list them
            if rec.state != LOST:
                rec.remove_joints(space)
        constraints, shapes, bodies = list(space.constraints), list(space.shapes), list(space.bodies)
        if constraints:
            space.remove(*constraints)
        if shapes:
            space.remove(*shapes)
        if bodies:
            space.remove(*bodies)
        # Untie the reference cycles: each pymunk body, shape and joint holds a cffi handle to itself, a body
        # its shapes, and the space its collision handlers, which hold the space. Left tied, every world of a
        # shot (about 2,700 objects on a packed table) waits for the cycle collector, whose pauses land in
        # whichever later shot triggers them; untied, it is freed as soon as it is dropped. Emptied above, the
        # space never reads these handles again.
        lost = [(d.body, d.poly) for d in self.dice if d.state == LOST]  # taken out during the shot
        for item in (*constraints, *shapes, *bodies, space.static_body, *(item for group in lost for item in group)):
            attrs = vars(item)  # the handles, where this pymunk keeps them (twice over is harmless)
            attrs.pop("_data_handle", None)
            attrs.pop("_h", None)
            shaped = attrs.get("_shapes")  # a body's
            if shaped is not None:
                shaped.clear()
        handlers = getattr(space, "_handlers", {})  # pymunk's private tables: a version without them keeps its
        for handler in handlers.values():          # cycles for the collector, as before (the results are the same)
            if "_userData" in vars(handler):
                del handler._userData
        handlers.clear()

    def over_upper(self, x: float, y: float) -> bool:
        """True when ``(x, y)`` is over a raised board or one of its cards."""
        return any(point_in_polygon(x, y, poly) for poly in self.upper_polys)

    def flat_under(self, x: float, y: float) -> FlatBody | None:
        """The topmost board or card lying on the table under ``(x, y)`` (its body made on first use)."""
        made = {flat.id: flat for flat in self.flats}
        best = None
        for spec in self.flat_specs:
            flat = made.get(spec[0])
            poly = flat.polygon() if flat is not None else spec[8]
            if point_in_polygon(x, y, poly) and (best is None or spec[7] > best[7]):
                best = spec
        if best is None:
            return None
        flat = made.get(best[0])
        if flat is None:
            ident, kind, local, areal, fx, fy, fa, rank, _ = best
            flat = FlatBody(ident, kind, local, areal, fx, fy, fa, rank, self.space.static_body)
            flat.add_to(self.space)
            self.flats.append(flat)
        return flat

    def on_table(self, x: float, y: float) -> bool:
        return 0.0 <= x <= self.table.width and 0.0 <= y <= self.table.height
