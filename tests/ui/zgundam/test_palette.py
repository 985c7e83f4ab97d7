"""Issue 10: Z Gundam seats take their colours from the colour-vision palette and always show their shape."""

import pygame
import pytest

from tabletop.ui import palette, theme
from tabletop.ui.views.zgundam.combat_panel import CombatPanel

from tests.ui.seat_marks import OTHER, Marks, standard_after, switch  # noqa: F401  (fixture)
from .helpers import start


def stripe_colour(app, box):
    """The colour bar at the left of a seat's box."""
    return tuple(app.surface.get_at((box.rect.x + 3, box.rect.centery)))[:3]


def test_seat_boxes_follow_the_palette_setting_and_show_each_seats_shape(app, monkeypatch, standard_after):
    scene = start(app, seats=3)
    marks = Marks(monkeypatch)
    seen = {}
    for name in ("standard", OTHER):
        switch(app, name)
        marks.frame(app)
        for box in scene.board.seats:
            assert stripe_colour(app, box) == palette.palette(name)[box.seat]
            shown = marks.shown(app, box.seat)
            assert shown, f"seat {box.seat}: no visible shape marker under {name}"
            assert any(box.info.collidepoint(c) for c, _, _ in shown)  # by the seat's name, in its box
        seen[name] = {box.seat: stripe_colour(app, box) for box in scene.board.seats}
    assert all(seen["standard"][s] != seen[OTHER][s] for s in seen["standard"])


def test_other_seats_hand_piles_carry_their_shape_on_the_backs(app, monkeypatch, standard_after):
    scene = start(app, seats=2)
    marks = Marks(monkeypatch)
    marks.frame(app)
    me = scene.board.seats[-1].seat
    piles = [z for z in scene.table.zones if z.name.startswith("hand") and z.name != f"hand{me}"]
    assert piles and all(z.owner == int(z.name[4:]) for z in piles)
    for zone in piles:
        backs = [s for s in scene.table.slots if s.zone == zone.name]
        assert any(s.rect.inflate(4, 4).collidepoint(c) for s in backs for c, _, _ in marks.shown(app, zone.owner))


def test_combat_rows_show_the_rolling_seats_shape_and_palette_colour(app, standard_after):
    panel = CombatPanel(pygame.Rect(0, 0, 330, 240))
    record = {"kind": "ship_ship", "rule": "(2)-c", "result_ja": "", "result_en": "", "destroyed": [],
              "rolls": [{"seat": 0, "card": "x", "hits": 1, "hit_number": 3, "dice": [1, 5]},
                        {"seat": 3, "card": "y", "hits": 0, "hit_number": 2, "dice": [6]}]}
    panel.show(record, {}, animate=False)
    for name in ("standard", OTHER):
        theme.set_palette(name)
        surface = pygame.Surface((330, 240))
        calls = []
        original = theme.draw_side_marker

        def recording(surf, center, radius, index, *a, **k):
            calls.append((center, index))
            return original(surf, center, radius, index, *a, **k)

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(theme, "draw_side_marker", recording)
            panel.draw(surface, app)
        assert [seat for _, seat in calls] == [0, 3]
        for center, seat in calls:
            assert tuple(surface.get_at(center))[:3] == palette.palette(name)[seat]
