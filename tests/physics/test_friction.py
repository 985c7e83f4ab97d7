"""Sliding and spinning on the table: Coulomb friction against the textbook formulas."""

import math

import pymunk
import pytest

from tabletop.physics import DIE_SHAPES, Die, Shot, simulate
from tabletop.physics import params
from tabletop.physics.tumble import TUMBLES

from .helpers import die_of, table


SLIDES = [("d4", 0.3), ("d4", 0.6), ("d4", 1.0)] + [(kind, 0.9 * TUMBLES[kind].tip_speed / params.FLICK_SPEED)
                                                      for kind in ("d6", "d8", "d12", "d20")]


@pytest.mark.parametrize("kind, power", SLIDES)
def test_a_die_that_cannot_tip_slides_v_squared_over_2_mu_g(kind, power):
    """A d4 never tips from a caught edge; any die slower than its tip speed cannot tip: they slide."""
    start = 100.0
    t = table([Die("a", kind, "p", start, 1500.0, face=2)], width=3000.0, height=3000.0)
    result = simulate(t, Shot("a", "flick", start, 1500.0, 0.0, power), 7, 0)
    speed = power * params.FLICK_SPEED
    expected = speed * speed / (2.0 * params.MU_DIE * params.GRAVITY)
    travelled = die_of(result, "a").x - start
    assert travelled == pytest.approx(expected, rel=0.02, abs=speed * params.DT)  # 2 %, or one step of travel
    assert die_of(result, "a").y == pytest.approx(1500.0, abs=1e-6)
    assert die_of(result, "a").face == 2  # no edge-over, no new face
    # it stops after about v / (mu g) seconds, plus the rest detection's frame
    assert result.sim_time == pytest.approx(speed / (params.MU_DIE * params.GRAVITY), abs=0.03)


def test_flick_direction_follows_the_angle():
    t = table([Die("a", "d6", "p", 600.0, 450.0)])
    heading = math.radians(135.0)
    result = simulate(t, Shot("a", "flick", 600.0, 450.0, heading, 0.4), 7, 0)
    d = die_of(result, "a")
    assert math.atan2(d.y - 450.0, d.x - 600.0) == pytest.approx(heading, abs=1e-9)


@pytest.mark.parametrize("kind", ["d6", "d20"])
def test_spin_winds_down_by_friction_torque(kind):
    """A pure spin stops after turning w^2 / (2 alpha), alpha = mu m g r_spin / I."""
    shape = DIE_SHAPES[kind]
    t = table([Die("a", kind, "p", 600.0, 450.0)])
    result = simulate(t, Shot("a", "flick", 600.0, 450.0, 0.0, 0.0, spin=1.0), 7, 0, record_frames=True)
    d = die_of(result, "a")
    turned = result.frames[-1][0][3]  # frames keep the unwrapped angle
    inertia = pymunk.moment_for_poly(shape.mass, list(shape.silhouette))
    alpha = params.MU_DIE * shape.mass * params.GRAVITY * shape.spin_arm / inertia
    w = params.FLICK_SPIN
    assert (d.x, d.y) == pytest.approx((600.0, 450.0), abs=1e-6)
    # within 2 % plus one step's turn (the fixed time step's discretisation)
    assert turned == pytest.approx(w * w / (2.0 * alpha), rel=0.02, abs=w * params.DT)
    assert d.angle == pytest.approx(math.remainder(turned, 2 * math.pi))


def test_dice_at_rest_stay_exactly_where_they_are():
    """Static friction holds, and no drift toward the origin (max_bias = 0)."""
    dice = [Die(f"d{i}", kind, "p", 200.0 + 60.0 * i, 700.0, 0.1 * i, face=2)
            for i, kind in enumerate(["d4", "d6", "d8", "d12", "d20"])]
    shooter = Die("s", "d6", "p", 100.0, 100.0)
    result = simulate(table(dice + [shooter]), Shot("s", "flick", 100.0, 100.0, 0.0, 0.2), 3, 1)
    for before in dice:
        after = die_of(result, before.id)
        assert (after.x, after.y, after.angle, after.face) == (before.x, before.y, before.angle, 2)
        rest = next(r for r in result.rests if r.die == before.id)
        assert not rest.moved and rest.shooter == "" and rest.crashed_into == []
