"""Issue 16 (session 25): the least print of the small boards' base numbers and Space tile, and the thin middle row.

* At 800x560 the TDF's base strips (17 px) printed their numbers at 8 px: they are now as high as numbers at 10 px take
  (20 px) where the rows have the room, else 9 px (``board.base_wants``); at 150 % they print at 12 px on the screen, and
  at 1280x800 at 10 px, as before.
* A middle row with no face-down card and no card in the discard or removed pile kept an even share (85 px at
  800x560): it is a thin labelled strip (``board.EMPTY_ROW``), the deck a labelled count, and the areas' rows have the
  room (``board.thin_middle``).
* The alien's view leaves out base numbers under 9 px (``ZoneSpec.number_least``; they were 7 at 800x560).
* The Space tile's name printed at 8 px in the crowded 800x560 reconnaissance: the face-down row's room above what it
  wants goes to the areas' rows there, and the name prints at 9 px or more, whole.
"""

from __future__ import annotations

import pytest

from tabletop.games.ultraseven.actions import EndAlienActions, PlaceChit
from tabletop.ui.views.ultraseven.board import EMPTY_ROW
from tests.ui.ultraseven.helpers import (card_on_table, crowded, full_base, open_1280, open_small, six_in_city,
                                         slot_prints, zone_strips)

SCALES = {"800x560": 1.0, "150%": 1.5, "1280x800": 1.0}


def _deployment():
    s = card_on_table()
    s.apply(PlaceChit("inv02"), 0)
    s.apply(EndAlienActions(), 0)
    return s


POSITIONS = {"crowded": crowded, "six": lambda: six_in_city(True), "full base": full_base, "deployment": _deployment}


def _open(size: str, lang: str, session):
    return open_1280(lang, session) if size == "1280x800" else open_small(size, lang, session)


def number_prints(scene, zone: str, lang: str) -> list[tuple[str, int]]:
    """The numbers (texts with a digit that are no part of the card's name) the cards of ``zone`` print, with their px."""
    out = []
    for slot in (s for s in scene.table.slots if s.zone == zone and s.entry.face is not None):
        title = slot.entry.face.title.get(lang).replace(" ", "")
        out += [(text, px) for text, px in slot_prints(scene, slot, lang)
                if any(c.isdigit() for c in text) and text.replace(" ", "") not in title]
    return out


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("size", SCALES)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_base_numbers_print_at_nine_or_more(home, lang, size, position):
    app, scene = _open(size, lang, POSITIONS[position]())
    shown = number_prints(scene, "base", lang)
    assert shown  # (a number on every strip that has the room: at 800x560 the full base shows all, session 26)
    least = min(px for _, px in shown) * SCALES[size]
    assert least >= 9, (lang, size, position, shown)
    if position in ("crowded", "six"):  # five in the base: every number, at 10 px
        assert least >= 10, (lang, size, shown)
        assert all(len(anatomy.numbers) == len(face.stats) for _, face, anatomy in zone_strips(scene, "base", lang))


@pytest.mark.parametrize("size", ["800x560", "150%"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_an_empty_middle_row_is_a_thin_strip(home, lang, size):
    """Six in the city discovered: no face-down card, nothing discarded or removed."""
    app, scene = open_small(size, lang, six_in_city(True))
    zones = {z.name: z for z in scene.table.zones}
    assert zones["face_down"].frame.h == EMPTY_ROW
    for pile in ("deck", "discard", "removed"):
        assert zones[pile].frame.h == EMPTY_ROW
        assert not [s for s in scene.table.slots if s.zone == pile]  # (the deck as its count in its label)
    assert zones["deck"].count == scene.view["deck"]["count"]
    # the room went to the areas (85 px more than the middle row's even share at 800x560 left them)
    rows = sorted({r.h for k, r in scene.board.areas.items() if k != "base"})
    assert sum(rows) >= {"800x560": 282, "150%": 282}[size], rows
    board = scene.board_rect
    for zone in zones.values():
        assert board.contains(zone.frame or zone.rect), zone.name


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_space_name_prints_at_nine_in_the_crowded_window(home, lang):
    app, scene = open_small("800x560", lang, crowded())
    tile = next(s for s in scene.table.slots if s.zone == "inv:space")
    title = tile.entry.face.title.get(lang)
    name = [(t, px) for t, px in slot_prints(scene, tile, lang) if t.replace(" ", "") in title.replace(" ", "")
            and not t.isdigit()]
    assert "".join(t for t, _ in name).replace(" ", "") == title.replace(" ", ""), name  # whole
    assert min(px for _, px in name) >= 9, name


@pytest.mark.parametrize("size", ["800x560", "150%"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_alien_view_prints_no_base_number_under_nine(home, lang, size):
    """The alien's actions at 800x560: its hand over the base, whose 15 px strips printed some numbers at 7 px. They
    leave out numbers under ``board.BASE_NUMBER_LEAST`` px (``ZoneSpec.number_least``), the label saying where to find
    them; at 150 % (session 28) under that size as drawn too (they printed 8 px, 12 on the screen)."""
    from tabletop.ui.views.ultraseven.scene import NUMBERS_HINT

    app, scene = open_small(size, lang, card_on_table())
    assert all(px >= 9 for _, px in number_prints(scene, "base", lang)), number_prints(scene, "base", lang)
    zone = next(z for z in scene.table.zones if z.name == "base")
    assert zone.label.get(lang).endswith(NUMBERS_HINT.get(lang))


def test_a_strip_leaves_out_numbers_under_its_least(home):
    """``CardRenderer.strip``'s ``number_least`` (opt-in, 0 for every other zone): a 15 px strip prints numbers at 7 px,
    none where they may not go under 9; an 18 px strip prints them at 9 either way."""
    from tabletop.ui.app import App
    from tabletop.ui.cards.render import CardRenderer
    from tabletop.ui.views.ultraseven.faces import face_for

    cards = CardRenderer(App("en", size=(800, 560)).text)
    face = face_for("w_hawk3")
    assert len(cards.strip_anatomy(face, 300, 15, "en").numbers) == 2
    assert not cards.strip_anatomy(face, 300, 15, "en", number_least=9).numbers
    assert cards.strip_anatomy(face, 300, 18, "en", number_least=9).numbers == \
        cards.strip_anatomy(face, 300, 18, "en").numbers
