"""Issue 10: Dunbine counters take their side colours from the colour-vision palette; the
sides also differ by shape (square / hatched hexagon) and the text on them stays readable."""

import pytest

from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui import palette, theme
from tabletop.ui.views.dunbine.counters import counter_image, side_fill
from tabletop.ui.views.dunbine.seen import Seen

from tests.ui.seat_marks import OTHER, standard_after, switch  # noqa: F401  (fixture)

pytestmark = pytest.mark.usefixtures("standard_after")


def _units():
    discover()
    seen = Seen.of(Session(registry.find("dunbine"), 2, {"scenario": "skirmish"}, seed=1).view(None))
    return [next(u for u in seen.units if u.side == side) for side in (0, 1)], seen


def test_counters_follow_the_palette_setting(app):
    (a, b), state = _units()
    seen = {}
    for name in ("standard", OTHER):
        switch(app, name)
        for u in (a, b):
            img = counter_image(app, state, u, 60, 90.0)
            # a body pixel left of centre (away from the facing arrow, the text and the damage bar)
            pixel = tuple(img.get_at((10, 30)))[:3]
            expected = palette.palette(name)[u.side]
            hatch_ok = u.side == 1 and max(abs(p - e) for p, e in zip(pixel, expected)) <= 45
            assert pixel == expected or hatch_ok, (name, u.side, pixel, expected)
            seen[(name, u.side)] = side_fill(u.side)
    assert seen[("standard", 0)] != seen[(OTHER, 0)] and seen[("standard", 1)] != seen[(OTHER, 1)]


def test_the_two_sides_differ_by_shape_not_only_by_colour(app):
    (a, b), state = _units()
    square, hexagon = counter_image(app, state, a, 60, 90.0), counter_image(app, state, b, 60, 90.0)
    # the hexagon leaves the counter's top-left corner empty; the rounded square fills near it
    assert hexagon.get_at((6, 4)).a == 0
    assert square.get_at((6, 6)).a == 255


def test_text_on_a_light_side_colour_is_dark(app):
    switch(app, "protanopia")  # side 0 is cream there
    assert sum(side_fill(0)) > 600
    assert theme.palette_name() == "protanopia"
    assert palette.ink_on(side_fill(0)) == (20, 20, 24)
    assert palette.ink_on(palette.palette("standard")[0]) == (250, 250, 250)
