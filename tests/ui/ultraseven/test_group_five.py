"""Issue 16: groups of five and six keep every number with its label.

At 1280x800 a group of five had 21 px strips in a 170 px column, where "ウルトラホーク1号" showed on one line with its
recon value and without its "+1/人" (``board.wide_groups``: the column takes up to 80 px from the other cells of its row,
as far as their cards keep their places). On the small boards (150 % UI scale) groups of five and six were 17 or 13 px
strips with no number at all: they are now two columns of three side tiles, each name whole beside both its labelled
numbers, where the row has the room (``board.side_rows``). In the 800x560 window the row has not (two columns of side
tiles and the invasion tile need 274 px of 476): the members stay strips with their names whole and the hover view shows
their numbers. Measured from the layout headless, both languages.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import full_base, open_1280, open_small, six_in_space, zone_strips


def five_in_space():
    """The TDF's deployment on turn 1: Capt. Kiriyama, Amagi, Anne, Dan and Ultra Hawk 1 in space (rule 11.3)."""
    from tabletop.games.ultraseven.actions import Deploy

    s = full_base()
    for member in ("m_kiriyama", "m_amagi", "m_anne", "m_dan", "w_hawk1"):
        s.apply(Deploy(member, "space"), 1)
    return s


POSITIONS = {"five": (five_in_space, 5), "six": (six_in_space, 6)}


def _every_number(scene, lang: str, members: int) -> None:
    strips = list(zone_strips(scene, "grp:space", lang))
    assert len(strips) == members
    zone = next(z for z in scene.table.zones if z.name == "grp:space")
    for slot, face, anatomy in strips:
        title = face.title.get(lang)
        where = (lang, title, slot.rect, anatomy.lines)
        assert len(anatomy.numbers) == len(face.stats) == 2, where
        assert "".join(anatomy.lines).replace(" ", "").replace("-", "") == title.replace(" ", ""), where
        assert zone.rect.contains(slot.rect), where
        for box in anatomy.numbers:  # each labelled number whole inside its strip, clear of the name
            box = box.move(slot.rect.topleft)
            assert slot.rect.contains(box) and not box.colliderect(anatomy.name.move(slot.rect.topleft)), where


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_big_group_at_1280_keeps_every_number(home, lang, position):
    make, members = POSITIONS[position]
    _, scene = open_1280(lang, make())
    _every_number(scene, lang, members)


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_big_group_at_150_is_two_columns_of_side_tiles(home, lang, position):
    from tabletop.ui.cards.render import SIDE_H, TILE_H

    make, members = POSITIONS[position]
    _, scene = open_small("150%", lang, make())
    zone = next(z for z in scene.table.zones if z.name == "grp:space")
    slots = [s for s in scene.table.slots if s.zone == zone.name]
    assert zone.side and len({s.rect.x for s in slots}) == 2, [s.rect for s in slots]
    # side tiles (name beside numbers), or tiles (name over numbers) where the other row of areas is empty and gives
    # this one its height (``board.empty_area_row``: here it is)
    assert all(SIDE_H <= s.rect.h for s in slots), [s.rect for s in slots]
    assert all(s.rect.h >= TILE_H for s in slots) == (scene.board.areas["sea"].h < scene.board.areas["space"].h)
    _every_number(scene, lang, members)
    for slot in (s for s in scene.table.slots if s.zone.startswith("inv:")):  # the invasion tiles keep their five
        anatomy = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang)
        assert len(anatomy.numbers) == 5, (lang, slot.zone, slot.rect)


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_big_group_at_800x560_keeps_its_names(home, lang, position):
    """No room for two columns: one column of strips, every name whole (the numbers in the hover view), every invasion
    tile with its five numbers."""
    make, members = POSITIONS[position]
    _, scene = open_small("800x560", lang, make())
    strips = list(zone_strips(scene, "grp:space", lang))
    assert len(strips) == members and len({slot.rect.x for slot, _, _ in strips}) == 1
    for slot, face, anatomy in strips:
        title = face.title.get(lang)
        assert "".join(anatomy.lines).replace(" ", "") == title.replace(" ", ""), (lang, title, anatomy.lines)
    for slot in (s for s in scene.table.slots if s.zone.startswith("inv:")):
        anatomy = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang)
        assert len(anatomy.numbers) == 5, (lang, slot.zone, slot.rect)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_side_tiles_at_150_print_at_ten(home, lang):
    """Issue 16: at 150 % the side tiles of a group of three and of a pair (``helpers.crowded``) printed their names and
    numbers at 8 px in 74 px columns. Their row gives them the width their names take at ``render.SIDE_GOOD`` (10 px;
    the numbers as large as the tile's height stacks them: 9 px in a 30 px tile), as far as each invasion tile of the
    row keeps its name and five numbers at ``board.TILE_GOOD`` (9 px) or more."""
    from tabletop.ui.cards.render import SIDE_GOOD, _label
    from tabletop.ui.views.ultraseven.board import TILE_GOOD
    from tests.ui.ultraseven.helpers import crowded

    _, scene = open_small("150%", lang, crowded())
    cards = scene.table.cards
    for area, members in (("space", 3), ("city", 2)):
        slots = [s for s in scene.table.slots if s.zone == f"grp:{area}"]
        assert len(slots) == members
        for slot in slots:
            name, _, numbers, _ = cards._side_layout(slot.entry.face, slot.rect.w, slot.rect.h, lang)
            assert name >= SIDE_GOOD and numbers >= SIDE_GOOD - (slot.rect.h < 32), (lang, slot.entry.id, name, numbers)
    for slot in (s for s in scene.table.slots if s.zone.startswith("inv:")):
        face = slot.entry.face
        stats = [(_label(label, lang), _label(value, lang)) for label, value in face.stats]
        name, _, numbers, chips = cards._tile_layout(face.title.get(lang), stats, slot.rect.w, slot.rect.h, 4, 0)
        assert len(chips) == 5 and min(name, numbers) >= TILE_GOOD, (lang, slot.zone, name, numbers)
