"""Issue 16 (session 27b): with four or more information cards out, the 800x560 board printed their names on two lines
at 6-7 px (the last row's strips are 17 px high in the alien's busy view). Where the whole names would print under
``board.SHORT_BELOW`` px they print short (their card data's ``short_ja`` / ``short_en``, by the alien or the place they
tell of) on one line at 9 px or more; the hover view keeps the whole name. Measured from the sizes the table draws,
both languages, 800x560 and 150 %."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.games.ultraseven import GAME
from tabletop.ui.cards.render import table_name
from tabletop.ui.views.ultraseven.board import SHORT_BELOW
from tabletop.ui.views.ultraseven.faces import face_for
from tests.ui.ultraseven.helpers import alien_busy, open_small, zone_prints


def information_out(n: int):
    """``alien_busy`` (a full alien hand, two TDF events, a discarded card) with the first ``n`` information cards out."""
    s = alien_busy()
    with s.edit() as st:
        table = st.table()
        for card in list(GAME.book.information)[:n]:
            if card not in st.zones["information"].cards:
                table.move(card, "information", face_up=True)
    return s


@pytest.mark.parametrize("size", ["800x560", "150%"])
@pytest.mark.parametrize("n", [4, 6])
@pytest.mark.parametrize("lang", LANGS)
def test_many_information_cards_print_at_nine(home, lang, n, size):
    app, scene = open_small(size, lang, information_out(n))
    slots = [s for s in scene.table.slots if s.zone == "information"]
    assert len(slots) == n
    prints = zone_prints(scene, "information", lang)
    assert prints and min(px for _, px in prints) >= SHORT_BELOW, prints
    assert len(prints) == n  # (each name on one line)
    for zone in ("tdf_hand", "alien_hand", "base"):  # (the base at 150 %: 8 px until session 28, its numbers now
        assert min(px for _, px in zone_prints(scene, zone, lang)) >= 9, zone  # left out, the hover has them)
    board = scene.board_rect
    assert all(board.contains(s.rect) for s in slots)


def test_the_whole_names_stay_where_they_fit(home):
    """One information card keeps its whole name; the short ones are the hover view's whole names' short forms."""
    app, scene = open_small("800x560", "ja", information_out(1))
    (slot,) = [s for s in scene.table.slots if s.zone == "information"]
    assert table_name(slot.entry.face, "ja") == "ペダン星の観測ロケット"
    app, scene = open_small("800x560", "en", information_out(4))
    for slot in (s for s in scene.table.slots if s.zone == "information"):
        face = slot.entry.face
        assert table_name(face, "en") == GAME.book.information[slot.entry.id].short.en
        assert table_name(face, "en", full=True) == face_for(slot.entry.id).title.en
