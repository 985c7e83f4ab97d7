"""Issue 16: at 1280x800 (100 %) the invasion cards in the areas are tiles, every number at 10 px and the name whole.

They were 80 px faces whose five numbers, kind row and episode printed at 7-8 px. Each is now a tile as wide as its
column (86 px: the group column 3 px narrower, its four strips keeping both numbers, ``test_group_four``), and every
invasion card of the book prints there its name whole and its five numbers at ``TILE_NUMBER`` px in both languages
(the hover view still shows the whole face). Measured from the layout and the renderer.
"""

from __future__ import annotations

import pytest

from tabletop.ui.cards.render import TILE_H, TILE_NUMBER, table_name
from tabletop.ui.views.ultraseven.faces import book, face_for
from tabletop.ui.views.ultraseven.scene import INVASION_BACK
from tests.ui.ultraseven.helpers import crowded, open_1280


def _whole(name: str) -> str:
    return name.replace(" ", "").replace("-", "")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_invasion_cards_at_1280_are_tiles_with_every_number(home, lang):
    _, scene = open_1280(lang, crowded())
    cards = scene.table.cards
    tiles = [s for s in scene.table.slots if s.zone.startswith("inv:") and s.entry.face is not None]
    assert len(tiles) == 4
    for slot in tiles:
        assert slot.strip and slot.rect.h >= TILE_H, (slot.zone, slot.rect)
    w, h = tiles[0].rect.size
    assert all(s.rect.size == (w, h) for s in tiles)
    short = []
    for cid in book().invasion:  # every invasion card of the book, as it would print in that place
        face = face_for(cid)
        shown = cards.strip_anatomy(face, w, h, lang, INVASION_BACK, 0)
        if len(shown.numbers) < len(face.stats) or cards.tile_number_size(face, w, h, lang) < TILE_NUMBER or \
                _whole("".join(shown.lines)) != _whole(table_name(face, lang)):
            short.append((cid, shown.lines, len(shown.numbers), cards.tile_number_size(face, w, h, lang)))
    assert not short, (lang, (w, h), short)
