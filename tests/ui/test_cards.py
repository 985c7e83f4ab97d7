"""The shared card table: faces and backs drawn from data, layouts, hit-testing, hover zoom."""

import pygame
import pytest

from tabletop.core.i18n import Text
from tabletop.ui.cards import CardFace, CardRenderer, Marker
from tabletop.ui.cards.face import FRAMES, ICONS
from tabletop.ui.cards.layout import CardEntry, ZoneSpec, layout_zone, slot_at
from tabletop.ui.cards.render import card_size
from tabletop.ui.cards.table import CardTableView
from tabletop.ui.text import TextCache, missing_glyphs


@pytest.fixture(scope="module")
def text():
    pygame.init()
    pygame.display.set_mode((320, 200))
    return TextCache()


FACE = CardFace("c1", "invasion", Text("狙われた街", "The Targeted Town"), Text("メトロン星人", "Alien Metron"),
                stats=((Text("偵察", "Recon"), "4"), ("TDF", "3")), icons=("CITY", "陸"),
                body=Text("侵略条件あり。", "Has an invasion condition."), corner="8")


def test_face_is_drawn_at_card_proportions_and_cached(text):
    r = CardRenderer(text)
    a = r.face(FACE, 120, "ja")
    assert a.get_size() == card_size(120)
    assert r.face(FACE, 120, "ja") is a
    assert r.face(FACE, 120, "en") is not a


def test_languages_draw_different_pixels(text):
    r = CardRenderer(text)
    ja = pygame.image.tobytes(r.face(FACE, 160, "ja"), "RGBA")
    en = pygame.image.tobytes(r.face(FACE, 160, "en"), "RGBA")
    assert ja != en


def test_back_hides_the_face(text):
    r = CardRenderer(text)
    back = r.back("us", 120)
    assert back.get_size() == card_size(120)
    assert pygame.image.tobytes(back, "RGBA") != pygame.image.tobytes(r.face(FACE, 120, "ja"), "RGBA")


@pytest.mark.parametrize("width", [40, 90, 230])
def test_faces_render_at_any_size(text, width):
    r = CardRenderer(text)
    for kind in FRAMES:
        face = CardFace(kind, kind, Text("長い名前のカードのテスト", "A card with a rather long name"),
                        stats=(("A", "10"), ("B", "2"), ("C", "3"), ("D", "4"), ("E", "5")),
                        body=Text("とても長い効果の文章。" * 6, "A very long effect text. " * 6))
        assert r.face(face, width, "ja").get_width() == width


def test_frame_labels_and_icons_have_glyphs():
    for style in FRAMES.values():
        for lang in ("ja", "en"):
            assert missing_glyphs(style.label.get(lang)) == []
    for icon in ICONS.values():
        assert missing_glyphs(icon.glyph + icon.name.ja) == []


def test_row_layout_stays_inside_its_zone_and_overlaps_when_crowded():
    zone = ZoneSpec("row", pygame.Rect(0, 0, 400, 200), [CardEntry(str(i)) for i in range(12)], card_width=100)
    slots = layout_zone(zone)
    assert len(slots) == 12
    assert all(zone.rect.contains(s.rect) for s in slots)
    assert slots[1].rect.x - slots[0].rect.x < 100


def test_pile_shows_only_the_top_card():
    zone = ZoneSpec("deck", pygame.Rect(0, 0, 150, 200), [CardEntry(None)] * 30, mode="pile", card_width=100)
    assert len(layout_zone(zone)) == 1


def test_hit_testing_finds_the_topmost_card():
    zone = ZoneSpec("hand", pygame.Rect(0, 0, 300, 200), [CardEntry(str(i)) for i in range(6)], card_width=100)
    slots = layout_zone(zone)
    last = slots[-1]
    assert slot_at(slots, last.rect.center).entry.id == "5"
    assert slot_at(slots, (299, 5)) is None or slot_at(slots, (299, 5)).entry.id == "5"


def test_table_draws_markers_and_zoom_on_hover(text):
    surface = pygame.Surface((800, 600))
    view = CardTableView(text)
    view.set_zones([ZoneSpec("area", pygame.Rect(10, 300, 500, 250),
                             [CardEntry("c1", FACE, [Marker("", 3)], selectable=True)], Text("エリア", "Area"))])
    slot = view.slots[0]
    surface.fill((0, 0, 0))
    view.draw(surface, "ja")
    plain = pygame.image.tobytes(surface, "RGB")
    surface.fill((0, 0, 0))
    view.draw(surface, "ja", hover=slot.rect.center)
    assert pygame.image.tobytes(surface, "RGB") != plain  # the enlarged card appeared
    assert view.card_at(slot.rect.center).entry.id == "c1"
    assert view.zone_at((20, 310)).name == "area"


def test_zone_frame_holds_the_label_and_answers_clicks_while_cards_stay_in_rect(text):
    surface = pygame.Surface((400, 300))
    view = CardTableView(text)
    frame = pygame.Rect(10, 10, 200, 200)
    zone = ZoneSpec("area", pygame.Rect(13, 34, 194, 173), [CardEntry("c1", FACE)], Text("エリア", "Area"),
                    mode="pile", card_width=80, frame=frame)
    view.set_zones([zone])
    assert zone.rect.contains(view.slots[0].rect)
    assert view.zone_at((15, 15)).name == "area"  # the label strip belongs to the zone
    surface.fill((0, 0, 0))
    view.draw(surface, "ja")
    assert tuple(surface.get_at((10 + 100, 10)))[:3] != (0, 0, 0)  # the outline is drawn on the frame


def test_every_ultraseven_area_has_an_icon():
    from tabletop.ui.cards.face import ICONS

    for key in ("SPACE", "CITY", "MTN", "SEA", "UNDER", "INSIDE", "BASE"):
        assert key in ICONS and ICONS[key].name.ja
