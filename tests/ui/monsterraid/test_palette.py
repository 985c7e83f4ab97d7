"""Issue 10: Monster Raid adventurers (and their dice) take their colours from the colour-vision palette
and always show their shape."""

import pygame

from tabletop.physics.model import Die
from tabletop.ui import palette, theme
from tabletop.ui.views.monsterraid.render import OWNERS, TableTransform, draw_die, owner_side, owner_style
from tabletop.ui.text import TextCache

from tests.ui.seat_marks import OTHER, Marks, standard_after, switch  # noqa: F401  (fixture)
from .helpers import open_game


def test_adventurer_panels_and_the_mouse_pill_follow_the_palette_with_shapes(app, monkeypatch, standard_after):
    scene = open_game(app, seats=2)
    marks = Marks(monkeypatch)
    pills = {}
    for name in ("standard", OTHER):
        switch(app, name)
        scene.kept.clear()  # the panels are kept between frames: drawn anew, where the spy sees their markers
        marks.frame(app)
        for rect, adv in zip(scene.adv_rects, scene.view_data["adventurers"]):
            side = owner_side(adv["id"])
            assert owner_style(adv["id"])[0] == palette.palette(name)[side]
            assert any(rect.collidepoint(c) for c, _, _ in marks.shown(app, side)), (name, adv["id"])
        side = scene.seat_side(scene.mouse_seat())
        in_bar = [m for m in marks.shown(app, side) if m[0][1] < 52]
        assert len(in_bar) == 1, "the top bar's 'mouse: player n' pill shows its owner's shape"
        (cx, cy), r, _ = in_bar[0]
        pills[name] = tuple(app.surface.get_at((cx - r - 3, cy)))[:3]
        assert pills[name] == palette.palette(name)[side]  # the pill itself is in the owner's colour
    assert pills["standard"] != pills[OTHER]


def test_the_four_adventurers_have_four_sides_and_standard_keeps_their_own_colours():
    sides = [owner_side(o) for o in OWNERS]
    assert len(set(sides)) == 4
    theme.set_palette("standard")
    blue, red, green, white = (palette.palette("standard")[i] for i in (0, 1, 2, 5))
    assert [owner_style(o)[0] for o in OWNERS] == [blue, green, white, red]  # Sigurd, Leaf, Genjimaru, Paola


def test_dice_on_the_table_carry_their_owners_colour_and_shape(monkeypatch, standard_after):
    pygame.font.init()
    text = TextCache()
    tf = TableTransform(200, 200, pygame.Rect(0, 0, 400, 400))
    die = Die("d1", "d6", "leaf", 100, 100, 0.0, 4)
    calls = []
    original = theme.draw_side_marker
    monkeypatch.setattr(theme, "draw_side_marker",
                        lambda s, c, r, i, *a, **k: calls.append((c, i)) or original(s, c, r, i, *a, **k))
    body = {}
    for name in ("standard", OTHER):
        theme.set_palette(name)
        calls.clear()
        surface = pygame.Surface((400, 400))
        draw_die(surface, tf, die, text)
        assert [i for _, i in calls] == [owner_side("leaf")]
        assert tuple(surface.get_at(calls[0][0]))[:3] == palette.palette(name)[owner_side("leaf")]
        cx, cy = tf.to_screen(die.x, die.y)
        body[name] = tuple(surface.get_at((int(cx), int(cy) + 8)))[:3]  # the die's top face, between its pips
        assert body[name] == palette.palette(name)[owner_side("leaf")]
    assert body["standard"] != body[OTHER]
