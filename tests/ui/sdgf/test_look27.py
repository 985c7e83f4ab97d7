"""Issue 16 (session 27), SD Gundam Force's look: the held cards of the middle windows.

* Held cards 80-94 px wide (the 960x640, 1024x700 and 1024x768 windows) were tiles: a name over its power, no frame
  art, rows or effect. They are compact faces (``faces.compact_held_face``): the frame in the type's colour with its
  icon, the name whole, the adapt / terrain rows, the power labelled 「パワー」 / "Power", a counter card's effect or its
  summary, every print at 9 px or more (a tight face, ``CardFace.tight``: body lines 11 px apart, the power's label
  at 9 px in a 12 px box; the rarity letter was 8 px at 80 px).
* The small held face (95-107 px) printed its power as a bare number: it prints 「パワー」 / "Power" beside it at 9 px.
* The pile browser (a return field or dark hole clicked) shrank its cards to hold them all: a return field of 28 at
  800x560 (and 150 %) was a 60 px grid, rows at 5-7 px or left out. Its cards stay 80 px or wider, printed as the hand
  prints that width, and a longer pile scrolls.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards import CardRenderer
from tabletop.ui.text import TextCache
from tabletop.ui.views.sdgf.faces import POWER, SMALL_HAND_PRINT, compact_held_face, small_held_face
from tabletop.ui.views.sdgf.geometry import compute
from tabletop.ui.views.sdgf.zones import HAND_TILES_BELOW, held_face_for

from .conftest import start
from .test_look23 import LANGS
from .test_look26 import face_prints

#: the windows whose held cards are compact faces (80 and 88 px)
COMPACT = ((960, 640), (1024, 700), (1024, 768))
#: the windows whose held cards are small held faces (95 and 100 px)
SMALL = ((1100, 700), (1152, 720))


@pytest.fixture(autouse=True)
def no_crash():
    """No app in most tests here (the package's ``no_crash`` needs one)."""
    yield


def _power_labelled(face, width: int, lang: str) -> bool:
    """The face ``width`` px wide prints its power's label at 9 px or more right before its value."""
    drawn = face_prints(face, width, lang)
    value = face.stats[0][1]
    return any(line == POWER.get(lang) and px >= SMALL_HAND_PRINT and drawn[i + 1][0] == value
               for i, (line, px) in enumerate(drawn[:-1]))


@pytest.mark.parametrize("size", COMPACT + SMALL, ids=[f"{w}x{h}" for w, h in COMPACT + SMALL])
def test_every_sd_card_held_in_a_middle_window_labels_its_power(size):
    """Each SD card of the data as the face the hand of ``size`` prints, in both languages: 「パワー」 / "Power" at 9 px
    or more beside its number (the small held face printed the number alone, and 80-88 px cards were tiles)."""
    pygame.init()
    pygame.display.set_mode((320, 200))
    width = compute(size).widths["hand"]
    make = held_face_for(width)
    assert make in (compact_held_face, small_held_face), (size, width)
    bad = [(cid, lang) for cid, card in card_set().items() if card.is_sd for lang in LANGS
           if not _power_labelled(make(cid, cid, None), width, lang)]
    assert not bad, bad


def test_compact_faces_are_tight_and_the_wider_ones_are_not():
    """Only the compact face sets its print tight (``CardFace.tight``); the small held face (95-107 px) and the
    table's other faces keep the font's line height."""
    assert compact_held_face("SDGF-54", "1-01").tight
    assert not small_held_face("SDGF-54", "1-01").tight


def test_a_tight_face_sets_a_counter_cards_effect_closer():
    """「ガーベラの発明」 at 80 px: its summary on three lines 11 px apart, each at 9 px (two lines of 14 px fitted)."""
    pygame.init()
    pygame.display.set_mode((320, 200))
    cid = "SDGF-54"
    summary = card_set()[cid].effect_summary().ja
    drawn = face_prints(compact_held_face(cid, cid), 80, "ja")
    body = [(line, px) for line, px in drawn if line in "".join(summary.split())]
    assert len(body) == 3 and all(px == SMALL_HAND_PRINT for _, px in body), drawn
    cards = CardRenderer(TextCache())
    assert cards._body_step(compact_held_face(cid, cid), SMALL_HAND_PRINT) == 11
    assert cards._body_step(small_held_face(cid, cid), SMALL_HAND_PRINT) == cards.text.line_height(SMALL_HAND_PRINT)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", COMPACT, ids=[f"{w}x{h}" for w, h in COMPACT])
def test_the_hand_of_a_middle_window_is_compact_faces_in_one_row(size, lang):
    """The hand of 960x640, 1024x700 and 1024x768: six card faces (no tiles), each ``compact_held_face``'s, its full
    card height, in one row inside the hand, none over another."""
    from tabletop.ui.app import App
    from tabletop.ui.cards.render import card_size

    app = App(lang, size=size)
    scene = start(app)
    zone = next(z for z in scene.table.zones if z.name == f"hand{scene.me}")
    mine = [s for s in scene.table.slots if s.zone == zone.name and s.entry.face is not None]
    assert len(mine) >= 5
    width = compute(size).widths["hand"]
    assert width >= HAND_TILES_BELOW
    for s in mine:
        assert not s.strip and s.entry.face.tight, (size, tuple(s.rect))
        assert s.rect.size == card_size(width), (size, tuple(s.rect))
        assert zone.rect.contains(s.rect), (size, tuple(s.rect), tuple(zone.rect))
    assert len({s.rect.y for s in mine}) == 1
    rects = sorted((s.rect for s in mine), key=lambda r: r.x)
    assert all(a.right <= b.x for a, b in zip(rects, rects[1:]))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size, scale", [((800, 560), 1.0), ((1280, 800), 1.5)], ids=["800x560", "150%"])
def test_a_long_pile_in_the_browser_scrolls_rather_than_shrink_its_cards(size, scale, lang):
    """A return field of 28 cards in the pile browser: cards no narrower than ``BROWSE_LEAST`` (80 px; a 60 px grid
    before, its rows at 5-7 px or left out), each printed as the hand prints that width (every print 9 px or more,
    rows and power label kept), inside the browser's area; the wheel scrolls to the last card."""
    from tabletop.ui.app import App
    from tabletop.ui.cards.layout import CardEntry, ZoneSpec
    from tabletop.ui.inputs import Input
    from tabletop.ui.views.sdgf.browse import BROWSE_LEAST, ZoneBrowser
    from tabletop.ui.views.sdgf.faces import face_for

    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    ids = [cid for cid in card_set()][:28]
    card_of = {f"1-{i:02}": cid for i, cid in enumerate(ids)}
    cards = [CardEntry(inst, face_for(cid, inst, 0)) for inst, cid in card_of.items()]
    zone = ZoneSpec("return0", pygame.Rect(0, 0, 100, 100), cards, None)
    browser = ZoneBrowser(app, zone, CardRenderer(app.text), card_of)
    app.push(browser)
    app.step([], 0.016)
    assert browser.card_w >= BROWSE_LEAST and browser.max_scroll > 0
    width = browser.card_w
    for slot in browser.table.slots:
        assert slot.entry.face == replace_accent(held_face_for(width)(card_of[slot.entry.id], slot.entry.id, None),
                                                 slot.entry.face.accent)
        assert slot.entry.face.row_print >= SMALL_HAND_PRINT
        assert slot.rect.w == width
    assert all(browser.area.contains(s.rect) for s in browser.table.slots[:browser.per_row(width)])
    for _ in range(40):
        browser.handle(Input("wheel", pos=browser.area.center, dy=-1))
    assert browser.scroll == browser.max_scroll
    last = next(s for s in browser.table.slots if s.entry.id == f"1-{len(ids) - 1:02}")
    assert browser.area.contains(last.rect)


def replace_accent(face, accent):
    from dataclasses import replace

    return replace(face, accent=accent)
