"""Issue 16 (session 28): at 1280x800 a group of six was one column of 194 x 17 px strips printing its numbers at 8 px.
Where its column holds them so (``board.large_pairs``) it is two columns of three side tiles, each 95 x 36 px: every
name whole and every number shown, at 9 px or more, both languages."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.ui.cards.render import SIDE_H, TILE_H, table_name
from tests.ui.ultraseven.helpers import open_1280, six_in_city, six_in_space, zone_prints

SIXES = {"space": six_in_space, "city": six_in_city}


@pytest.mark.parametrize("area", SIXES)
@pytest.mark.parametrize("lang", LANGS)
def test_six_are_two_columns_of_side_tiles(home, lang, area):
    app, scene = open_1280(lang, SIXES[area]())
    zone = next(z for z in scene.table.zones if z.name == f"grp:{area}")
    slots = [s for s in scene.table.slots if s.zone == zone.name]
    assert len(slots) == 6 and len({s.rect.x for s in slots}) == 2 and len({s.rect.y for s in slots}) == 3, slots
    assert all(SIDE_H <= s.rect.h < TILE_H and zone.frame.contains(s.rect) for s in slots), [s.rect for s in slots]
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(slots) for b in slots[i + 1:])
    for slot in slots:
        face = slot.entry.face
        drawn = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                                scene.table.name_max(zone, lang), True)
        assert len(drawn.numbers) == len(face.stats) and not any(drawn.name.colliderect(b) for b in drawn.numbers)
        assert "".join(drawn.lines).replace(" ", "") == table_name(face, lang).replace(" ", ""), drawn.lines
    prints = zone_prints(scene, zone.name, lang)
    assert min(px for _, px in prints) >= 9, prints
