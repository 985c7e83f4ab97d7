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


# -- additions for the SD Gundam Force table (icon rows, foil, label space, drawn faces) --------------
ROWS_FACE = CardFace("sd1", "sd", Text("キャプテンガンダム", "Captain Gundam"), stats=((Text("パワー", "Power"), "6"),),
                     icon_rows=((Text("適応", "Adapt"), ("陸", "空")), (Text("地形", "Terrain"), ("陸",))), corner="R")


def test_captioned_icon_rows_are_drawn(text):
    r = CardRenderer(text)
    plain = CardFace("sd1", "sd", ROWS_FACE.title, stats=ROWS_FACE.stats, corner="R")
    a = pygame.image.tobytes(r.face(ROWS_FACE, 160, "ja"), "RGBA")
    b = pygame.image.tobytes(r.face(plain, 160, "ja"), "RGBA")
    assert a != b
    assert pygame.image.tobytes(r.face(ROWS_FACE, 160, "en"), "RGBA") != a  # captions follow the language


def test_foil_marks_a_special_rarity_in_gold(text):
    r = CardRenderer(text)
    from dataclasses import replace

    foil = r.face(replace(ROWS_FACE, foil=True), 120, "ja")
    plain = r.face(ROWS_FACE, 120, "ja")
    gold = (226, 184, 70)
    w, h = foil.get_size()
    def count(s):
        return sum(1 for x in range(w) for y in range(h) if tuple(s.get_at((x, y)))[:3] == gold)

    assert count(foil) > 50 and count(plain) == 0


def test_tiny_stat_boxes_show_the_value_alone(text):
    r = CardRenderer(text)
    assert r.face(ROWS_FACE, 60, "ja").get_size() == card_size(60)


def test_label_space_keeps_cards_below_the_zone_label():
    cards = [CardEntry(str(i)) for i in range(3)]
    zone = ZoneSpec("z", pygame.Rect(0, 0, 400, 150), cards, Text("待機", "Standby"), card_width=80, label_space=22)
    for slot in layout_zone(zone):
        assert slot.rect.y >= 22 and slot.rect.bottom <= 150
    default = ZoneSpec("z", pygame.Rect(0, 0, 400, 150), cards, card_width=80)
    assert [s.rect for s in layout_zone(default)] == [s.rect for s in layout_zone(ZoneSpec(
        "z", pygame.Rect(0, 0, 400, 150), cards, card_width=80, label_space=0))]


def test_table_records_the_faces_it_draws_including_zoom_and_floating(text):
    view = CardTableView(text)
    surface = pygame.Surface((800, 600))
    view.set_zones([ZoneSpec("hand", pygame.Rect(10, 10, 500, 200), [CardEntry("a", FACE), CardEntry(None)]),
                    ZoneSpec("deck", pygame.Rect(10, 300, 200, 200), [CardEntry(None)], mode="pile", count=20)])
    view.draw(surface, "ja")
    assert view.drawn_faces == ["c1"]
    slot = view.slots[0]
    view.draw(surface, "ja", hover=slot.rect.center)
    assert view.drawn_faces == ["c1", "c1"]  # the card and its enlargement
    view.draw(surface, "ja")
    view.draw_hover(surface, slot.rect.center, "ja")
    view.draw_floating(surface, ROWS_FACE, (400, 400), 90, "ja")
    assert view.drawn_faces == ["c1", "c1", "sd1"]
    view.draw(surface, "ja", hover=view.slots[1].rect.center)  # a back: nothing enlarged
    assert view.drawn_faces == ["c1"]
def test_label_space_keeps_room_above_the_cards_for_the_label():
    rect = pygame.Rect(0, 0, 400, 160)
    plain = layout_zone(ZoneSpec("z", rect, [CardEntry("a"), CardEntry("b")], card_width=200))
    inset = layout_zone(ZoneSpec("z", rect, [CardEntry("a"), CardEntry("b")], card_width=200, label_space=24))
    assert plain[0].rect.top == 0  # the card fills the zone's height
    assert all(s.rect.top >= 24 and s.rect.bottom <= 160 for s in inset)
    assert 160 - 24 - 2 <= inset[0].rect.h <= 160 - 24  # as tall as the room left (card proportions round)


def test_stats_per_row_puts_four_numbers_in_two_rows(text):
    stats = tuple((str(i), str(i)) for i in range(4))
    r = CardRenderer(text)
    one_row = r.face(CardFace("s", "ship", Text("艦", "Ship"), stats=stats), 140, "ja")
    two_rows = r.face(CardFace("s", "ship", Text("艦", "Ship"), stats=stats, stats_per_row=2), 140, "ja")
    assert one_row.get_size() == two_rows.get_size()
    assert pygame.image.tobytes(one_row, "RGBA") != pygame.image.tobytes(two_rows, "RGBA")
    # a white stat box reaches higher up the card with two rows
    def top_white(surf):
        for y in range(surf.get_height()):
            if tuple(surf.get_at((surf.get_width() // 4, y)))[:3] == (255, 255, 255):
                return y
        return surf.get_height()
    assert top_white(two_rows) < top_white(one_row)


def test_draw_hover_zooms_the_card_under_the_pointer_only(text):
    view = CardTableView(text)
    view.set_zones([ZoneSpec("hand", pygame.Rect(10, 10, 300, 140), [CardEntry("c1", FACE), CardEntry(None)])])
    surface = pygame.Surface((800, 600))
    first = view.slots[0]
    assert view.draw_hover(surface, first.rect.center, "ja") is first
    assert view.draw_hover(surface, view.slots[1].rect.center, "ja") is None  # a back is never enlarged
    assert view.draw_hover(surface, (700, 500), "ja") is None
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
