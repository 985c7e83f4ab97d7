"""Issue 16, SD Gundam Force at 150 % UI scale (the logical screen 896x560 of a 1280x800 window): small print, every
card of the data in both languages.

* Held cards: 71 px faces printed 30 Japanese and 10 English names under 10 px (64 px in a 853x533 screen: 53 and
  50). The hand is tiles in two rows (``zones.hand_tiles``), each as wide as its name needs at
  ``zones.HAND_NAME_GOOD`` px over its power; the hover view shows the whole card.
* The opponent's dark hole, one strip under its label beside the opponent's hand, was 146 x 23 px: two lines of 7 px.
  It takes the width the opponent's backs leave (``geometry.OPP_HAND_LEAST``): the name on one line at 10 px or more.
* A face's kind row 11 px high printed "SD" at 7 px: a face with a short kind (``CardFace.kind_short``) prints no
  words there under ``render.KIND_GOOD`` px (its icon, frame colour and rarity still say it; the hover view whole).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards import CardRenderer
from tabletop.ui.cards.breaks import breaks_a_word
from tabletop.ui.cards.layout import CardEntry, ZoneSpec
from tabletop.ui.cards.render import KIND_GOOD, table_name
from tabletop.ui.text import TextCache
from tabletop.ui.views.sdgf.geometry import compute
from tabletop.ui.views.sdgf.zones import HAND_NAME_GOOD, HOLE_GAP, LABEL_SPACE, hand_tile_area, hand_tile_rects, hole_area
from tests.ui.card_ink import game_faces

from .conftest import start

#: the logical screen of a 1280x800 window at 150 % UI scale (the app keeps it no smaller than its least size)
AT_150 = (896, 560)
LANGS = ("ja", "en")


@pytest.fixture(scope="module")
def cards():
    pygame.init()
    pygame.display.set_mode((320, 200))
    return CardRenderer(TextCache())


def _whole(cards, face, w: int, h: int, least: int, numbers: bool = False) -> bool:
    """``face``'s tile or strip w x h shows its name whole at ``least`` px or more, no word broken, over its power
    (``numbers``: at ``least`` px or more too)."""
    for lang in LANGS:
        drawn = cards.strip_anatomy(face, w, h, lang)
        name, lines = table_name(face, lang), [line.strip() for line in drawn.lines]
        if "".join(lines).replace(" ", "").replace("-", "") != name.replace(" ", "").replace("-", ""):
            return False
        if breaks_a_word(name, lines) or drawn.stats < min(1, len(face.stats)):
            return False
        if cards.strip_name_size(face, w, h, lang, side=True) < least:
            return False
        if numbers and face.stats and cards.tile_number_size(face, w, h, lang) < least:
            return False  # its power too: 8 px under a name on two lines (issue 16)
    return True


def _hand_area() -> pygame.Rect:
    zone = compute(AT_150)["own_hand"]
    return hand_tile_area(pygame.Rect(zone.x, zone.y + LABEL_SPACE, zone.w, zone.h - LABEL_SPACE))


def test_every_card_held_at_150_percent_prints_its_name_at_10_px(cards):
    """Each card of the data in a hand of six (with the five after it in the data): its tile shows its name whole
    at 10 px or more over its power, in both languages, and no two tiles overlap."""
    faces = game_faces("sdgf")
    area = _hand_area()
    need: dict = {}

    def good(entry: CardEntry, w: int, h: int) -> bool:
        return _whole(cards, entry.face, w, h, HAND_NAME_GOOD, numbers=True)

    small = []
    for i, face in enumerate(faces):
        hand = [CardEntry(f.id, f) for f in (faces + faces)[i:i + 6]]
        rects = hand_tile_rects(hand, area, good, need)
        assert all(area.contains(r) for r in rects) and \
            not any(r.colliderect(o) for j, r in enumerate(rects) for o in rects[j + 1:]), rects
        if not _whole(cards, face, rects[0].w, rects[0].h, HAND_NAME_GOOD, numbers=True):
            small.append((table_name(face, "ja"), rects[0].size))
    assert not small, small


def test_the_hand_at_150_percent_is_tiles_with_names_at_10_px(app):
    """The real table at 150 %: the viewer's held cards are tiles (strips 40 px high or more), each its name whole at
    10 px or more over its power; before, 71 px faces printed most names at 7 to 9 px."""
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    assert app.size == AT_150
    held = [s for s in scene.table.slots if s.zone == f"hand{scene.me}"]
    assert len(held) >= 5
    assert all(s.strip for s in held), [s.rect for s in held]
    assert all(_whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, HAND_NAME_GOOD, numbers=True) for s in held)


def test_the_opponents_dark_hole_prints_every_name_at_10_px_on_one_line(cards):
    """The opponent's dark hole at 150 % (one strip, its latest card): every name whole at 10 px or more with its power,
    on one line; the opponent's hand beside it keeps room for its label and backs."""
    g = compute(AT_150)
    zone = ZoneSpec("darkhole1", g["opp_darkhole"], [], label_space=LABEL_SPACE)
    strip = hole_area(zone)
    bad = [(table_name(face, lang), cards.strip_anatomy(face, strip.w, strip.h, lang).lines)
           for face in game_faces("sdgf") for lang in LANGS
           if not cards.strip_keeps(face, strip.w, strip.h, 10) or len(cards.strip_anatomy(face, strip.w, strip.h, lang).lines) != 1]
    assert not bad, (strip.size, bad)
    assert g["opp_hand"].w >= 240 and not g["opp_hand"].colliderect(g["opp_darkhole"])
    assert g["opp_darkhole"].right <= g["opp_hand"].x


@pytest.mark.parametrize("width", [compute(AT_150).widths["hand"], 64, 55])
def test_a_face_prints_its_kind_row_at_10_px_or_not_at_all(cards, width):
    """A face at table size (the card dragged from the hand at 150 %, 71 px; 64 and 55 px) prints its kind row's words
    at ``KIND_GOOD`` px or leaves them out: "SD" was 7 px in an 11 px row."""
    small = [(table_name(face, lang), cards.anatomy(face, width, lang).kind) for face in game_faces("sdgf") for lang in LANGS
             if 0 < cards.anatomy(face, width, lang).kind[1] < KIND_GOOD]
    assert not small, small


def test_the_viewers_dark_hole_prints_its_latest_names_at_10_px(cards):
    """The viewer's dark hole at 150 % printed its strips' names at 6 to 8 px ("キャプテンガンダム" / "（ライトライフル）"):
    its latest cards are tiles filling it (``zones.hole_tiles``), each name at 10 px or more over its power, the others
    counted in its label. Every card of the data keeps that as the latest in a tile of half the hole (two shown) or,
    the longest names, of the whole hole."""
    g = compute(AT_150)
    area = hole_area(ZoneSpec("darkhole0", g["own_darkhole"], [], label_space=LABEL_SPACE))
    half = (area.h - HOLE_GAP) // 2
    assert half >= 40
    whole = [table_name(face, "ja") for face in game_faces("sdgf") if not _whole(cards, face, area.w, area.h, HAND_NAME_GOOD)]
    assert not whole, whole
    two = [table_name(face, "ja") for face in game_faces("sdgf") if not _whole(cards, face, area.w, half, HAND_NAME_GOOD)]
    assert len(two) <= 3, two


def test_the_viewers_dark_hole_at_150_percent_is_tiles_at_10_px(app):
    """The real table at 150 % with five cards in the viewer's dark hole: its latest as tiles, names at 10 px, the
    label counting the rest."""
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    seat = scene.view["seats"][scene.me]
    scene.view["seats"][scene.me] = dict(seat, dark_hole=seat["hand"][:5], dark_hole_count=5)
    scene.rebuild()
    shown = [s for s in scene.table.slots if s.zone == f"darkhole{scene.me}"]
    assert shown and all(s.strip and s.rect.h >= 40 for s in shown)
    assert all(_whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, HAND_NAME_GOOD) for s in shown)
    zone = next(z for z in scene.table.zones if z.name == f"darkhole{scene.me}")
    assert zone.label.ja.endswith(f"5/10 +{5 - len(shown)}"), zone.label


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_dragged_at_150_percent_prints_its_name_at_10_px(cards, lang):
    """The card under the pointer while dragged from the hand was a 71 px face at 150 % (30 Japanese and 10 English
    names under 10 px): it is drawn ``geometry.DRAG_LEAST`` px wide or more, every name at 10 px or more."""
    from tests.ui.sdgf.test_hand_faces import _name_sizes

    width = compute(AT_150).widths["drag"]
    small = [table_name(face, lang) for face in game_faces("sdgf") if min(_name_sizes(cards, face, width, lang)) < 10]
    assert not small, (width, small)
