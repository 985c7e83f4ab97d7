"""Issue 16: the TDF's face-down invasion cards and a pair of members readable at 150 % UI scale (session 20).

On turn 2 of a newcomer's game (the base holding all thirteen members and weapons) the TDF's row of face-down cards set
four or more one over another as 17 px strips: their back numbers ("#4") and chits were dots. They now go in balanced
columns of strips ``board.BACK_LEAST`` px high or more where the row has the width (``board.back_rows``), each strip's
back number and chits inside it. And a pair of members in an area printed "Capt. Kiriyama" at 9 px on its tile beside
the type icon: a tile drops its icon where keeping it puts the name under ``render.TILE_NAME_GOOD`` px. Measured
headless at 1280x800 and 150 %, both languages.
"""

from __future__ import annotations

import pytest

from tabletop.ui.cards.render import TILE_NAME_GOOD
from tabletop.ui.views.ultraseven.board import BACK_LEAST
from tests.ui.ultraseven.helpers import open_small


def backs(n: int):
    """The TDF's deployment with ``n`` face-down invasion cards on the table (chits on some) and the whole base."""
    from tabletop.games.ultraseven.actions import EndAlienActions
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for k, card in enumerate(("inv01", "inv29", "inv11", "inv02", "inv13", "inv24", "inv05")[:n]):
        put(s, card, chits=k % 3)
    s.apply(EndAlienActions(), 0)
    return s


def pair_in_city():
    """The TDF's deployment on turn 1: Capt. Kiriyama and Dan Moroboshi in the city (tiles, two numbers each)."""
    from tabletop.games.ultraseven.actions import Deploy
    from tests.ui.ultraseven.helpers import full_base

    s = full_base()
    for member in ("m_kiriyama", "m_dan"):
        s.apply(Deploy(member, "city"), 1)
    return s


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [4, 5, 7])
def test_face_down_strips_readable(lang, n):
    _app, scene = open_small("150%", lang, backs(n))
    table = scene.table
    zone = next(z for z in table.zones if z.name == "face_down")
    slots = [s for s in table.slots if s.zone == "face_down"]
    assert len(slots) == n
    assert all(s.strip and s.rect.h >= BACK_LEAST for s in slots), [tuple(s.rect) for s in slots]
    assert all(zone.rect.contains(s.rect) for s in slots)
    for a in slots:
        assert not any(a.rect.colliderect(b.rect) for b in slots if b is not a), "face-down strips overlap"
        for _marker, (x, y), r in table.cards.marker_spots(a.rect, a.entry.markers):
            assert a.rect.collidepoint(x, y) and r >= 6, f"{lang} {n}: a back number or chit at r={r} outside {a.rect}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pair_names_at_good_size(lang):
    from tests.ui.ultraseven.test_group_name_size import drawn_sizes

    _app, scene = open_small("150%", lang, pair_in_city())
    tiles = [s for s in scene.table.slots if s.zone == "grp:city"]
    assert len(tiles) == 2 and all(s.rect.h >= 40 for s in tiles)  # tiles (``render.TILE_H``)
    assert min(drawn_sizes(scene, lang)["grp:city"]) >= TILE_NAME_GOOD, drawn_sizes(scene, lang)


def four_in_space():
    """The TDF's deployment: Capt. Kiriyama, Dan Moroboshi, Amagi and Soga in space beside its face-up card."""
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for card, face_up, chits in (("inv01", True, 6), ("inv29", False, 3), ("inv11", False, 2), ("inv02", False, 1)):
        put(s, card, face_up=face_up, chits=chits)
    s.apply(EndAlienActions(), 0)
    for member in ("m_kiriyama", "m_dan", "m_amagi", "m_soga"):
        s.apply(Deploy(member, "space"), 1)
    return s


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_group_of_four_as_tiles(lang):
    """A group of four at 150 %: two columns of two tiles (``board.side_rows``), each name whole at ``board.GOOD_NAME``
    px or more over both its numbers (on one line at 11 px until session 23, when the empty row of areas under it gave
    its row the height for "Capt." / "Kiriyama" at 13); it was one column of 22 px strips, "Capt." / "Kiriyama" at 8 px
    beside a type icon a third of the strip's width, and none of the four kept a number. The invasion tile beside it
    keeps its name whole and all five numbers."""
    from tabletop.ui.cards.breaks import breaks_a_word
    from tabletop.ui.views.ultraseven.board import GOOD_NAME
    from tests.ui.ultraseven.helpers import zone_strips
    from tests.ui.ultraseven.test_group_name_size import drawn_sizes

    _app, scene = open_small("150%", lang, four_in_space())
    tiles = list(zone_strips(scene, "grp:space", lang))
    assert len(tiles) == 4 and len({slot.rect.x for slot, _, _ in tiles}) == 2, [tuple(s.rect) for s, _, _ in tiles]
    assert all(slot.rect.h >= 40 for slot, _, _ in tiles), [tuple(s.rect) for s, _, _ in tiles]  # ``render.TILE_H``
    for slot, face, anatomy in tiles:
        title = face.title.get(lang)
        assert "".join(anatomy.lines).replace(" ", "") == title.replace(" ", ""), (lang, title, anatomy.lines)
        assert not breaks_a_word(title, list(anatomy.lines)), (lang, anatomy.lines)
        assert anatomy.stats == len(face.stats) == 2, (face.title.get(lang), anatomy.stats)
    assert min(drawn_sizes(scene, lang)["grp:space"]) >= GOOD_NAME, drawn_sizes(scene, lang)
    card = next(s for s in scene.table.slots if s.zone == "inv:space")
    zone = next(z for z in scene.table.zones if z.name == "inv:space")
    shown = scene.table.cards.strip_anatomy(card.entry.face, card.rect.w, card.rect.h, lang, (90, 30, 40), 0,
                                            number_least=zone.number_least)
    assert "".join(shown.lines).replace(" ", "") == card.entry.face.title.get(lang).replace(" ", "") and shown.stats == 5
