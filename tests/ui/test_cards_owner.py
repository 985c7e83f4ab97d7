"""The shared card table marks a zone's owner with the seat's palette marker (colour AND shape):
before the zone's label and on its face-down cards (issue 10: never colour alone)."""

import pygame
import pytest

from tabletop.core.i18n import Text
from tabletop.ui import palette, theme
from tabletop.ui.cards.layout import CardEntry, ZoneSpec
from tabletop.ui.cards.render import CardRenderer
from tabletop.ui.cards.table import CardTableView
from tabletop.ui.text import TextCache


@pytest.fixture(scope="module")
def text():
    pygame.init()
    pygame.display.set_mode((320, 200))
    return TextCache()


@pytest.fixture
def markers(monkeypatch):
    calls = []
    original = theme.draw_side_marker
    monkeypatch.setattr(theme, "draw_side_marker",
                        lambda s, c, r, i, *a, **k: calls.append((tuple(c), i)) or original(s, c, r, i, *a, **k))
    yield calls
    theme.set_palette("standard")


def zone(owner, width=300, cards=2):
    return ZoneSpec("hand1", pygame.Rect(10, 10, width, 150), [CardEntry(None) for _ in range(cards)],
                    label=Text("手札", "Hand"), card_width=60, label_space=22, owner=owner)


def test_owner_marker_before_the_label_and_on_every_back_in_the_palette_colour(text, markers):
    for name in ("standard", "protanopia"):
        theme.set_palette(name)
        markers.clear()
        table = CardTableView(text)
        z = zone(owner=3)
        table.set_zones([z])
        surface = pygame.Surface((400, 200))
        table.draw(surface, "en")
        assert [i for _, i in markers] == [3, 3, 3]  # the label, then each back
        label_mark = markers[0][0]
        assert label_mark[0] < table.label_x(z, "en") and label_mark[1] < z.rect.y + 22
        for center, _ in markers:
            assert tuple(surface.get_at(center))[:3] == palette.palette(name)[3]
        assert all(any(s.rect.collidepoint(c) for c, _ in markers[1:]) for s in table.slots)


def test_no_owner_no_marker_and_the_label_keeps_its_place(text, markers):
    table = CardTableView(text)
    z = zone(owner=None)
    table.set_zones([z])
    table.draw(pygame.Surface((400, 200)), "en")
    assert markers == [] and table.label_x(z, "en") == z.rect.x + 6


def test_a_narrow_zone_keeps_its_whole_label_and_marks_only_its_backs(text, markers):
    table = CardTableView(text)
    label_w = text.size("Hand (1)", theme.SIZE_SMALL)[0]
    z = zone(owner=1, width=label_w + 16, cards=1)
    z.mode, z.count = "pile", 1
    table.set_zones([z])
    table.draw(pygame.Surface((400, 200)), "en")
    assert table.label_x(z, "en") == z.rect.x + 6
    assert len(markers) == 1 and table.slots[0].rect.collidepoint(markers[0][0])


def test_back_emblem_stays_readable_on_light_seat_colours(text):
    r = CardRenderer(text)
    light = r.back("tt", 120, (250, 250, 160))
    centre = light.get_rect().center
    inks = {tuple(light.get_at((centre[0] + dx, centre[1] + dy)))[:3] for dx in range(-12, 13) for dy in range(-8, 9)}
    assert any(sum(c) < 200 for c in inks), "dark ink on a light back"
