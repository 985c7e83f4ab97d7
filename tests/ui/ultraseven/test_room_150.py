"""Issue 16 (session 23): at 150 % UI scale the groups and the invasion tiles beside them print their names at
``board.GOOD_NAME`` px (12) or more and every number at ``render.TILE_NUMBER`` px (10) where the board has the room.

A pair in Space after its reconnaissance ("nothing unusual") showed two side tiles with names on two lines at 11 px over
a row of empty areas 123 px high; the Space tile beside a group of four was 75 px wide, its name at 10 px and its numbers
at 9. A row of areas with nothing in it now keeps ``board.EMPTY_AREAS`` px and the other row has the rest
(``board.empty_area_row``), and a row prints its side groups and tiles at ``GOOD_NAME`` px first (``board.GOOD_TIERS``).
Measured from the layout and the renderer, both languages.
"""

from __future__ import annotations

import pytest

from tabletop.ui.cards.render import TILE_H, TILE_NAME_MAX, TILE_NUMBER
from tabletop.ui.views.ultraseven.board import EMPTY_AREAS, GOOD_NAME
from tests.ui.ultraseven.helpers import open_small, recon_table
from tests.ui.ultraseven.test_group_four import four_in_space


def pair_reconned():
    """The TDF's reconnaissance: Capt. Kiriyama and Ultra Hawk 2 in Space, rolled 12 ("nothing unusual"), Furuhashi in
    the city; nothing in the other row of areas."""
    return recon_table((("inv13", False, 2, 0), ("inv29", False, 2, 0), ("inv11", True, 1, 0)),
                       (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_furuhashi", "city")), (6, 6), ("space",))


def printed(scene, slot, lang: str) -> tuple[int, list[str], int, int]:
    """(name size, name lines, number size, numbers shown) of the tile at ``slot`` as the table draws it."""
    table = scene.table
    zone = next(z for z in table.zones if z.name == slot.zone)
    top = (table.name_max(zone, lang) if zone.side else 0) or TILE_NAME_MAX
    _, (name, lines, numbers, chips) = table.cards._tile_choice(slot.entry.face, slot.rect.w, slot.rect.h, lang, top)
    return name, lines, numbers, len(chips)


def _check(scene, lang: str, zones: tuple[str, ...]) -> None:
    for slot in (s for s in scene.table.slots if s.zone in zones and s.entry.face is not None):
        face = slot.entry.face
        name, lines, numbers, shown = printed(scene, slot, lang)
        where = (lang, slot.zone, face.title.get(lang), tuple(slot.rect), name, numbers)
        assert slot.strip and slot.rect.h >= TILE_H, where
        assert "".join(lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), (where, lines)
        assert name >= GOOD_NAME and numbers >= TILE_NUMBER and shown == len(face.stats), where


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_pair_in_space_after_its_recon_at_150(home, lang):
    _, scene = open_small("150%", lang, pair_reconned())
    assert len([s for s in scene.table.slots if s.zone == "grp:space"]) == 2
    _check(scene, lang, ("grp:space", "grp:city", "inv:mountain"))
    areas = scene.board.areas  # the empty row keeps its names and a place to drop on
    assert areas["sea"].h == areas["underground"].h == areas["insiders"].h == EMPTY_AREAS
    assert areas["space"].h > areas["sea"].h


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_space_tile_beside_a_group_of_four_at_150(home, lang):
    _, scene = open_small("150%", lang, four_in_space())
    assert len([s for s in scene.table.slots if s.zone == "grp:space"]) == 4
    _check(scene, lang, ("grp:space", "inv:space", "inv:mountain"))
