"""Side colours stay apart for every kind of colour vision, and every side has a shape."""

import pygame
import pytest

from tabletop.ui import palette, theme

VISIONS = ("normal", "deuteranopia", "protanopia", "tritanopia")
TABLE = (theme.BG, theme.PANEL, theme.PANEL_RAISED)


@pytest.mark.parametrize("name", [n for n in palette.PALETTE_NAMES if n != "standard"])
def test_each_palette_keeps_sides_apart_for_normal_and_its_own_vision(name):
    own = palette.VISION[name]
    visions = VISIONS if name == "high_contrast" else ("normal", own)
    for vision in visions:
        assert palette.min_distance(name, vision) >= palette.MIN_DELTA_E, (name, vision)
        assert palette.min_distance(name, vision, against=TABLE) >= palette.MIN_DELTA_E_TABLE, (name, vision)


def test_the_standard_palette_fails_for_deuteranopes_which_is_why_the_others_exist():
    assert palette.min_distance("standard", "deuteranopia") < palette.MIN_DELTA_E


def test_side_style_gives_colour_and_a_distinct_shape():
    theme.set_palette("deuteranopia")
    try:
        styles = [theme.side_style(i) for i in range(6)]
        assert len({shape for _, shape in styles}) == 6
        assert [c for c, _ in styles] == list(palette.palette("deuteranopia"))
        assert len({theme.side_style(i) for i in range(36)}) == 36  # (colour, shape) unique past six sides
    finally:
        theme.set_palette("standard")


def test_unknown_palette_falls_back_to_standard():
    assert theme.set_palette("sepia") == "standard"


def test_simulation_matches_known_dichromat_confusions():
    red, green = (220, 40, 40), (40, 160, 40)
    assert palette.delta_e(red, green) > 60
    assert palette.delta_e(red, green, "deuteranopia") < palette.delta_e(red, green) / 2


def test_markers_draw_every_shape():
    surface = pygame.Surface((400, 60))
    for i in range(6):
        rect = theme.draw_side_marker(surface, (30 + 60 * i, 30), 16, i)
        assert rect.w > 20 and surface.get_at((30 + 60 * i, 30))[:3] == theme.side_style(i)[0]
