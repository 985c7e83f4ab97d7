"""Issue 16 (session 29): at 1280x800 the largest group, nine in Space, was two columns of 81 x 17 px strips printing
names and numbers at 8 px. Where its row gives it the width (``board.grid_groups``) it is three columns of side tiles
36 px high, each column as wide as its members take (``board.grid_need``): every name whole and every number shown at
10 px, both languages, before and after its reconnaissance."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.ui.cards.render import SIDE_H, TILE_H, table_name
from tests.ui.ultraseven.helpers import nine_in_space, open_1280, zone_prints


@pytest.mark.parametrize("reconned", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_nine_in_space_are_three_columns_at_ten(home, lang, reconned):
    app, scene = open_1280(lang, nine_in_space(reconned))
    zone = next(z for z in scene.table.zones if z.name == "grp:space")
    slots = [s for s in scene.table.slots if s.zone == zone.name]
    assert len(slots) == 9 and len({s.rect.x for s in slots}) == 3 and len({s.rect.y for s in slots}) == 3, slots
    assert all(SIDE_H <= s.rect.h < TILE_H and zone.frame.contains(s.rect) for s in slots), [s.rect for s in slots]
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(slots) for b in slots[i + 1:])
    for slot in slots:
        face = slot.entry.face
        drawn = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                                scene.table.name_max(zone, lang), True)
        assert len(drawn.numbers) == len(face.stats) and not any(drawn.name.colliderect(b) for b in drawn.numbers)
        assert "".join(drawn.lines).replace(" ", "") == table_name(face, lang).replace(" ", ""), drawn.lines
    prints = zone_prints(scene, zone.name, lang)
    assert min(px for _, px in prints) >= 10, prints
    others = [z.frame or z.rect for z in scene.table.zones if z.name in ("inv:city", "grp:city", "inv:mountain")]
    assert not any(zone.frame.colliderect(r) for r in others)
