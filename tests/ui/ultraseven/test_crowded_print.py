"""Issue 16 (session 26): the least print of the crowded 800x560 screens, measured from the sizes the table draws.

* The crowded reconnaissance printed the Space group of three and the city pair at 8 px: an area with no card in its
  column keeps the width its name takes at 11 px beside its icon (``board.AREA_NAME_GOOD``, not 70 px), a row's last
  cell has the px equal shares left over, and each side group then prints at 9 px where the row has the room
  (``render.SIDE_LESS``): 9 px, names whole.
* Six in the city (a tall row) printed their names at 9 px on one line or two: a zone of one print size whose strips
  keep no number puts a name on two lines at that size before one line smaller, and the group is as wide as its names at
  10 px take so (``board.tall_at``): 10 px.
* The thirteen in the base of the TDF's first deployment printed their names at 10 px, three with no number and eight
  with one: where strips 18 px high with every number (at 9 px) and names a px smaller fit, as the zone draws them
  (type icons kept: ``render.strip_keeps_at``), the face-down row keeps a back's strip (``board.BACK_LEAST``) and an
  empty row of areas gives the rest (``board.base_wants``): every number, 9 px.
* The invasion tiles' chits and damage printed their counts at 8 px: the counters fill the column beside the card and
  print at 10 px (``render.ASIDE_COUNT``), over no name or number of the card.
* The invasion tiles' own numbers printed at 8 px in the crowded rows (70 px tiles; the underground's 99 px tile too,
  under its name at 14 px): a tile of an area on the 800x560 board (``ZoneSpec.number_least``, ``board.TILE_GOOD``)
  prints every number at 9 px or more before a name larger than 10 px, its chips in the fewest rows
  (``render._packed_stats``: "Cmb 4" "Cap 4" side by side), the name whole at 9 px or more: 9-10 px; "The Flower Where
  the Devil Lives" on three lines over "TDF －" in a 71 px tile (session 27, ``board.card_least``: it printed 8 px).
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import (crowded, full_base, open_1280, open_small, six_in_city, slot_prints,
                                         zone_strips)


def _names(scene, zone: str, lang: str) -> list[tuple[str, list[tuple[str, int]]]]:
    """(title, the name's lines with their px) of each card of ``zone`` as drawn."""
    out = []
    for slot in (s for s in scene.table.slots if s.zone == zone and s.entry.face is not None):
        title = slot.entry.face.title.get(lang)
        words = title.replace(" ", "")
        out.append((title, [(t, px) for t, px in slot_prints(scene, slot, lang)
                            if t.replace(" ", "") and t.replace(" ", "") in words and not t.isdigit()]))
    return out


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_crowded_groups_print_at_nine(home, lang):
    app, scene = open_small("800x560", lang, crowded())
    for zone in ("grp:space", "grp:city"):
        names = _names(scene, zone, lang)
        assert len(names) == {"grp:space": 3, "grp:city": 2}[zone]
        for title, lines in names:
            assert "".join(t for t, _ in lines).replace(" ", "") == title.replace(" ", ""), (zone, title, lines)
            assert min(px for _, px in lines) >= 9, (zone, title, lines)
    board = scene.board_rect
    assert all(board.contains(z.frame or z.rect) for z in scene.table.zones)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_six_in_the_city_print_at_ten(home, lang):
    app, scene = open_small("800x560", lang, six_in_city(True))
    names = _names(scene, "grp:city", lang)
    assert len(names) == 6
    for title, lines in names:
        assert "".join(t for t, _ in lines).replace(" ", "") == title.replace(" ", ""), (title, lines)
        assert min(px for _, px in lines) >= 10, (title, lines)
    tile = next(s for s in scene.table.slots if s.zone == "inv:city")
    assert tile.rect.w >= 70  # (the city's card keeps its least tile: all five numbers)


@pytest.mark.parametrize("size", ["800x560", "1280x800"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_chits_and_damage_print_at_ten_over_no_number(home, lang, size):
    app, scene = open_1280(lang, crowded()) if size == "1280x800" else open_small(size, lang, crowded())
    table = scene.table
    prints = table.card_prints(lang)
    seen = 0
    for slot in (s for s in table.slots if s.zone.startswith("inv:") and s.entry.face is not None):
        shown = [mk for mk in slot.entry.markers if mk.count > 0]
        counts = slot_prints(scene, slot, lang)[-len(shown):] if shown else []
        assert [t for t, _ in counts] == [f"{mk.label}{mk.count}" for mk in shown], counts
        assert all(px >= 10 for _, px in counts), (slot.entry.id, counts)
        zone = next(z for z in table.zones if z.name == slot.zone)
        for box in table.cards.marker_rects(slot.rect, slot.entry.markers, beside=zone.aside):
            assert (zone.frame or zone.rect).contains(box), (slot.entry.id, box)
            assert not [r for s, r in prints if s is slot and r.colliderect(box)], (slot.entry.id, box)
        seen += len(shown)
    assert seen >= 5  # (5 chits and 1 damage in space, a chit each on the mountains, the underground, the insiders)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_full_base_shows_every_number_at_nine(home, lang):
    app, scene = open_small("800x560", lang, full_base())
    strips = list(zone_strips(scene, "base", lang))
    assert len(strips) == 13
    for slot, face, anatomy in strips:
        assert len(anatomy.numbers) == len(face.stats), (face.id, anatomy)
        prints = slot_prints(scene, slot, lang)
        assert min(px for _, px in prints) >= 9, (face.id, prints)
    backs = [p for s in scene.table.slots if s.zone == "face_down" for p in slot_prints(scene, s, lang)]
    assert backs and min(px for _, px in backs) >= 9, backs  # (the back's number and chits)
    board = scene.board_rect
    assert all(board.contains(z.frame or z.rect) for z in scene.table.zones)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_crowded_tiles_print_their_numbers_at_nine(home, lang):
    app, scene = open_small("800x560", lang, crowded())
    seen = 0
    for slot in (s for s in scene.table.slots if s.zone.startswith("inv:") and s.entry.face is not None):
        title = slot.entry.face.title.get(lang).replace(" ", "")
        counters = sum(1 for mk in slot.entry.markers if mk.count > 0)
        prints = slot_prints(scene, slot, lang)
        prints = prints[:len(prints) - counters]
        name = [(t, px) for t, px in prints if t.replace(" ", "") and t.replace(" ", "") in title and not t.isdigit()]
        numbers = prints[len(name):]
        assert "".join(t for t, _ in name).replace(" ", "") == title, (slot.entry.id, name)  # whole, first
        assert min(px for _, px in name) >= 9, (slot.entry.id, name)
        assert len(numbers) == 2 * len(slot.entry.face.stats), (slot.entry.id, numbers)  # (a label and a value each)
        assert min(px for _, px in numbers) >= 9, (slot.entry.id, numbers)
        seen += 1
    assert seen == 4  # (space, the mountains, the underground, the insiders)
