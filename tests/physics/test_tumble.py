"""Tumbling (the rimless wheel, McGeer 1990) against its closed forms, worked out here from textbook solids.

The expected numbers are derived in this file from each regular solid's
inradius, midradius, moment of inertia and dihedral angle (unit edge, as in any
table of Platonic solids), not read from ``tabletop.physics.tumble``.
"""

import math

import pytest
from pymunk._chipmunk import lib as cp  # type: ignore[import-not-found]  # pymunk's compiled cffi module

from tabletop.physics import DIE_SIZES, Die, Shot, simulate
from tabletop.bench.physics import packed_table
from tabletop.physics import params, sim
from tabletop.physics.tumble import TUMBLES

from .helpers import die_of, table

#: unit-edge inradius, midradius, I/(m a^2), dihedral angle in degrees (tables of the Platonic solids)
TEXTBOOK = {
    "d4": (0.2041241, 0.3535534, 0.05, 70.528779),
    "d6": (0.5, 0.7071068, 1.0 / 6.0, 90.0),
    "d8": (0.4082483, 0.5, 0.1, 109.471221),
    "d12": (1.1135164, 1.3090170, 0.6073555, 116.565051),
    "d20": (0.7557613, 0.8090170, 0.2618034, 138.189685),
}
KINDS = list(TEXTBOOK)
G, MU_G = params.GRAVITY, params.MU_DIE * params.GRAVITY


def closed_form(kind: str) -> dict[str, float]:
    """Each kind's rimless wheel, from the solid: per-edge-over speed kept, step, catch and tip speeds."""
    a = DIE_SIZES[kind]
    r_a, rho_a, k, dihedral = TEXTBOOK[kind]
    r, rho = r_a * a, rho_a * a
    alpha = math.radians(180.0 - dihedral) / 2.0
    i_edge = k * a * a + rho * rho  # parallel axes: about the pivot edge, per unit mass
    keep = (k * a * a + rho * rho * math.cos(2 * alpha)) / i_edge  # angular momentum about the new edge
    lift = G * rho * (1 - math.cos(alpha))  # raise the centre from r to rho
    catch = i_edge / r * math.sqrt(G * math.cos(alpha) / rho)  # omega^2 rho = g cos(alpha) at the catch
    tip = math.sqrt(2 * lift * i_edge) / r  # 1/2 i_e omega^2 = lift, omega = v r / i_e
    return {"keep": keep, "step": 2 * rho * math.sin(alpha), "catch": catch, "tip": tip, "lift": lift,
            "i_edge": i_edge, "r": r, "rho": rho}


def rest_distance(kind: str, v0: float) -> tuple[float, int]:
    """Where a lone flick at ``v0`` stops (mm) and after how many edge-overs."""
    c = closed_form(kind)
    if c["tip"] > c["catch"] or v0 < c["tip"]:
        return v0 * v0 / (2 * MU_G), 0
    caught = min(v0, c["catch"])
    energy = 0.5 * caught * caught * c["r"] ** 2 / c["i_edge"]  # per unit mass, rotating about the edge
    tips = 0
    while energy >= c["lift"]:
        tips += 1
        energy *= c["keep"] ** 2
    return (v0 * v0 - caught * caught) / (2 * MU_G) + tips * c["step"], tips


def test_classic_rimless_wheel_numbers():
    """A cube keeps 1/4 of its angular speed per edge-over (1/16 of its energy), a tetrahedron 1/21,
    an octahedron 11/21; the icosahedron keeps the most: the d20 rolls on, the d4 barely rolls."""
    assert TUMBLES["d6"].keep == pytest.approx(0.25)
    assert TUMBLES["d4"].keep == pytest.approx(1 / 21)
    assert TUMBLES["d8"].keep == pytest.approx(11 / 21)
    for kind in KINDS:
        c = closed_form(kind)
        model = TUMBLES[kind]
        assert model.keep == pytest.approx(c["keep"], rel=1e-5)
        assert model.step == pytest.approx(c["step"], rel=1e-5)
        assert model.catch_speed == pytest.approx(c["catch"], rel=1e-5)
        assert model.tip_speed == pytest.approx(c["tip"], rel=1e-5)
    assert TUMBLES["d6"].step == pytest.approx(DIE_SIZES["d6"])  # a cube advances one edge per tip
    assert sorted(KINDS, key=lambda k: TUMBLES[k].keep) == ["d4", "d6", "d8", "d12", "d20"]
    assert not TUMBLES["d4"].catches and all(TUMBLES[k].catches for k in KINDS if k != "d4")


@pytest.mark.parametrize("power", [0.45, 0.7, 1.0])
def test_rest_distances_by_kind_follow_the_closed_form_order_and_ratios(power):
    """Same flick, five kinds: distances within 3 % (or one step of travel) of the closed form, in its order, with its ratios
    to the d6 within 1 % (the slide's 240 Hz discretisation is most of the tolerance)."""
    v0 = power * params.FLICK_SPEED
    got, want = {}, {}
    for kind in KINDS:
        t = table([Die("a", kind, "p", 100.0, 1500.0)], width=3000.0, height=3000.0)
        result = simulate(t, Shot("a", "flick", 100.0, 1500.0, 0.0, power), 7, 0)
        got[kind] = die_of(result, "a").x - 100.0
        want[kind] = rest_distance(kind, v0)[0]
        assert got[kind] == pytest.approx(want[kind], rel=0.03, abs=v0 * params.DT)
    assert sorted(KINDS, key=got.__getitem__) == sorted(KINDS, key=want.__getitem__)
    for kind in KINDS:
        assert got[kind] / got["d6"] == pytest.approx(want[kind] / want["d6"], rel=0.01)
    assert got["d20"] > got["d6"]  # the d20 rolls on, the cube stops short


@pytest.mark.parametrize("kind", ["d6", "d8", "d12", "d20"])
def test_faces_change_only_at_tips(kind):
    """Recorded frames: the top face changes once per edge-over (as many as the closed form counts),
    only after the die has slowed to its catch speed, and never while it slides."""
    power = 0.5
    v0 = power * params.FLICK_SPEED
    t = table([Die("a", kind, "p", 100.0, 1500.0, face=1)], width=3000.0, height=3000.0)
    result = simulate(t, Shot("a", "flick", 100.0, 1500.0, 0.0, power), 3, 0, record_frames=True)
    track = [(frame[0][1] - 100.0, frame[0][5]) for frame in result.frames]
    changes = [x for (x, face), (_, before) in zip(track[1:], track) if face != before]
    distance, tips = rest_distance(kind, v0)
    slide = (v0 * v0 - closed_form(kind)["catch"] ** 2) / (2 * MU_G)
    # tips at 60 frames a second: two may fall in one frame for the fast-tipping d20
    assert (len(changes) == tips) if kind != "d20" else (tips - 2 <= len(changes) <= tips)
    assert all(x >= slide - 2.0 for x in changes)
    faces = {face for _, face in track}
    assert all(1 <= f <= int(kind[1:]) for f in faces)
    assert track[-1][1] == die_of(result, "a").face


@pytest.mark.parametrize("kind", ["d6", "d8", "d12", "d20"])
def test_a_tumbling_die_slowed_below_the_speed_that_lifts_it_over_an_edge_falls_back_and_slides(kind):
    """Alone, a tumbling die keeps at least rho * sqrt(2 lift / i_e) (the closed form's speed that lifts its
    centre over the next edge) between edge-overs; a contact that slows it below that ends the tumble: it
    falls back onto its face, sliding friction on, the face unchanged (it used to creep on without friction)."""
    c = closed_form(kind)
    over = c["rho"] * math.sqrt(2.0 * c["lift"] / c["i_edge"])
    t = table([Die("a", kind, "p", 300.0, 300.0, face=2)])
    running = sim._Shot(t, Shot("a", "flick", 300.0, 300.0, 0.0, 0.0), 1, 0, False)
    try:
        rec = running.rec["a"]
        rec.set_tumbling(True)
        rec.body.velocity = (1.0001 * over, 0.0)
        running._roll(rec, params.DT)
        assert rec.tumbling  # just over it, it tumbles on
        rec.body.velocity = (0.9 * over, 0.0)
        running._roll(rec, params.DT)
        assert not rec.tumbling and rec.face == 2
        assert cp.cpConstraintGetMaxForce(rec.pivot) == pytest.approx(params.MU_DIE * rec.mass * G)
    finally:
        running.world.dispose()


def test_no_die_creeps_on_after_a_crowd_is_struck():
    """The bench's 80 dice shoulder to shoulder, struck by full flicks: every shot is at rest within half a
    second (dice that tumbled into the crowd used to creep on at about 1 mm/s for two seconds)."""
    t, base = packed_table()
    for i in range(8):
        shot = Shot(base.die, base.method, base.x + 7.0 * (i - 4), base.y, base.angle + 0.03 * (i - 4),
                    1.0 - 0.05 * i, base.spin)
        result = simulate(t, shot, 1, i)
        assert not result.timed_out and result.sim_time <= 0.5, (i, result.sim_time)
