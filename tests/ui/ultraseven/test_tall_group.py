"""Issue 16: a group of six in a row of areas grown by an empty one (230 px high at 800x560) was judged crowded from
the even row's height (123 px): low strips 11 px high in rows like words, their names at 8 px, half the row empty
(``docs/screenshots/ultraseven-six-ja-800x560.png``). Judged at its row's real height it is a column of strips as
high as the row shares, as wide as its names at 9 px or more take (``board.tall_groups``). Measured from the sizes the
names are drawn at, headless, both languages."""

from __future__ import annotations

from functools import partial

import pytest

from tests.ui.ultraseven.helpers import open_small, six_in_city, six_in_space
from tests.ui.ultraseven.test_group_name_size import drawn_sizes

SIX = {"city discovered": partial(six_in_city, True), "city": six_in_city, "space": six_in_space}


@pytest.mark.parametrize("position", SIX)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_six_in_a_tall_row_print_their_names_at_9_px_or_more(home, lang, position):
    from tabletop.ui.cards.layout import STRIP_LOW_H
    from tabletop.ui.views.ultraseven.board import TALL_LEAST

    _, scene = open_small("800x560", lang, SIX[position]())
    area = "space" if position == "space" else "city"
    zone = next(z for z in scene.table.zones if z.name == f"grp:{area}")
    slots = [s for s in scene.table.slots if s.zone == zone.name]
    assert len(slots) == 6 and not zone.flows and zone.frame.h >= 200, (zone.frame, zone.flows)
    assert len({s.rect.x for s in slots}) == 1 and min(s.rect.h for s in slots) >= 2 * STRIP_LOW_H, [s.rect for s in slots]
    sizes = drawn_sizes(scene, lang)
    assert min(min(found) for found in sizes.values()) >= TALL_LEAST, sizes
    for slot in slots:
        lines = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                                scene.table.name_max(zone, lang)).lines
        title = slot.entry.face.title.get(lang)
        assert "".join(lines).replace(" ", "") == title.replace(" ", ""), (title, lines)
