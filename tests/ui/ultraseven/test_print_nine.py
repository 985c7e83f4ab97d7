"""Issue 16 (session 27): the last texts of the 800x560 board under 9-10 px, measured from the sizes the table draws.

* Ten invasion cards ("The Flower Where the Devil Lives" in English, "Ultra Garrison Goes West" in both languages...)
  printed their numbers at 8 px in a 70 px tile 98 px high: a tile keeps up to ``board.TILE_MORE`` px more where only
  that prints them at 9 (``board.card_least``): 9 px, every card, both languages.
* Soga and Amagi alone beside six in the city printed at 9 px (Amagi's name, Soga's numbers in Japanese): a lone member
  is a tile up to ``board.LONE_TILE`` (80) px high, where its numbers stack at 10 px in a 40 px tile, and a row that
  tried a group as side tiles and had not the room for it still gives the others their larger print
  (``sides_less`` at ``render.SIDE_GOOD``, no invasion tile narrower): 10 px.
* "People Involved" printed at 8 px beside its icon: an area's name under ``panels.NAME_GOOD`` px drops its icon
  before each px less, and goes on two lines set as a card's name where one does not fit: 9 px.
* The alien's view with a full hand, the TDF's two events and a discarded card printed the base's names at 8 px (its
  hand kept 19 px strips, and wanted the rows of a hand three piles narrower than it is): its hand keeps its numbers
  only as far as the base's names keep 9 px (``board.hand_strips``), the areas' rows giving up to
  ``board.ALIEN_GIVE`` px each where every tile keeps its numbers' print (``board.tiles_give``): 9 px.
"""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.ui.cards.layout import CardEntry
from tabletop.ui.views.ultraseven.board import AREA_ROW, AREA_TILE_TOP, TILE_GOOD, TILE_LEAST, card_least
from tabletop.ui.views.ultraseven.faces import book, face_for
from tabletop.ui.views.ultraseven.panels import LABEL_H, name_height, name_lines
from tabletop.ui.views.ultraseven.scene import tile_prints
from tests.ui.ultraseven.helpers import alien_busy, crowded, open_small, six_in_city, slot_prints, zone_prints


@pytest.mark.parametrize("row", [AREA_ROW, AREA_ROW + 3])
def test_every_invasion_tile_prints_its_numbers_at_nine(home, row):
    """Each card at its least tile in a row of areas ``AREA_ROW`` px high (95 px under the area's name), and in the
    crowded reconnaissance's (98 px)."""
    app, scene = open_small("800x560", "en", crowded())
    cards = scene.table.cards
    h = row - AREA_TILE_TOP
    wider = []
    for card in book().invasion:
        entry = CardEntry(card, face_for(card))
        w = card_least(entry, h, lambda e, w, h: tile_prints(cards, e, w, h))
        assert tile_prints(cards, entry, w, h) >= TILE_GOOD, (card, w)
        if w > TILE_LEAST:
            wider.append(card)
    assert "inv31" in wider and len(wider) <= 14, wider  # (the others keep 70 px)


@pytest.mark.parametrize("lang", LANGS)
def test_the_crowded_flower_prints_its_numbers_at_nine(home, lang):
    app, scene = open_small("800x560", lang, crowded())
    tile = next(s for s in scene.table.slots if s.zone == "inv:insiders")
    counters = sum(1 for mk in tile.entry.markers if mk.count > 0)
    prints = slot_prints(scene, tile, lang)
    assert min(px for _, px in prints[:len(prints) - counters]) >= 9, prints


@pytest.mark.parametrize("lang", LANGS)
def test_lone_members_beside_six_in_the_city_print_at_ten(home, lang):
    app, scene = open_small("800x560", lang, six_in_city(True))
    for zone in ("grp:space", "grp:mountain"):
        prints = zone_prints(scene, zone, lang)
        assert prints and min(px for _, px in prints) >= 10, (zone, prints)
    assert min(px for _, px in zone_prints(scene, "grp:city", lang)) >= 10  # (the six keep theirs)
    tiles = [s for s in scene.table.slots if s.zone.startswith("inv:")]
    assert all(s.rect.w >= TILE_LEAST for s in tiles), [(s.zone, s.rect.w) for s in tiles]


@pytest.mark.parametrize("lang", LANGS)
def test_area_names_print_at_nine_in_the_crowded_rows(home, lang):
    app, scene = open_small("800x560", lang, crowded())
    text = app.text
    for area in scene.view["areas"]:
        rect = scene.board.names[area["id"]]
        name = area["name"][lang]
        size, lines, _ = name_lines(text, name, rect.w)
        assert size >= 9, (name, size, lines)
        assert "".join(lines).replace(" ", "") == name.replace(" ", ""), lines
        assert name_height(text, size, len(lines))[0] <= LABEL_H - 2  # (inside the label row, over the tile)


def test_people_involved_in_its_least_column_prints_at_nine_on_two_lines(home):
    """An area with no card keeps 70 px for its name beside a crowded group (``board.NAME_LEAST``)."""
    app, scene = open_small("800x560", "en", crowded())
    size, lines, _ = name_lines(app.text, "People Involved", 70)
    assert (size, lines) == (9, ["People", "Involved"])


@pytest.mark.parametrize("lang", LANGS)
def test_the_alien_with_a_full_hand_reads_the_base_at_nine(home, lang):
    app, scene = open_small("800x560", lang, alien_busy())
    assert scene.viewer == 0
    base = zone_prints(scene, "base", lang)
    assert len([s for s in scene.table.slots if s.zone == "base"]) == 13
    assert min(px for _, px in base) >= 9, base
    for zone in ("alien_hand", "tdf_hand", "information"):
        prints = zone_prints(scene, zone, lang)
        assert prints and min(px for _, px in prints) >= 9, (zone, prints)
    for slot in (s for s in scene.table.slots if s.zone.startswith("inv:") and s.entry.face is not None):
        assert min(px for _, px in slot_prints(scene, slot, lang)) >= 9, slot.entry.id
    board = scene.board_rect
    assert all(board.contains(z.frame or z.rect) for z in scene.table.zones)


def _pairs_and_lones():
    """The TDF's reconnaissance on turn 1 of a newcomer's campaign: a pair in Space under its result (nothing found), a
    pair in the city, a member alone in each other area, no card face up."""
    from tests.ui.ultraseven.helpers import recon_table

    return recon_table((("inv29", False, 1, 0), ("inv24", False, 1, 0)),
                       (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_amagi", "city"), ("w_hawk3", "city"),
                        ("m_anne", "mountain"), ("m_furuhashi", "sea"), ("m_soga", "underground"),
                        ("m_dan", "insiders")), (6, 6), ("space",))


@pytest.mark.parametrize("lang", LANGS)
def test_a_pair_under_its_result_beside_lone_members_prints_at_nine(home, lang):
    """The pair in Space printed 8 px while the row's lone members kept 73-79 px tiles at 10: a row whose groups print
    at their good size gives a group that has not it at least 9 px where it has the room (``sides_less``)."""
    app, scene = open_small("800x560", lang, _pairs_and_lones())
    for zone in (z.name for z in scene.table.zones if z.name.startswith("grp:")):
        prints = zone_prints(scene, zone, lang)
        assert prints and min(px for _, px in prints) >= 9, (zone, prints)
    for area in scene.view["areas"]:  # (every name whole, never broken inside a word: "Undergrou" / "nd")
        size, lines, _ = name_lines(app.text, area["name"][lang], scene.board.names[area["id"]].w)
        assert size >= 9 and (lines == [area["name"][lang]] or " ".join(lines) == area["name"][lang]), lines
