"""Issue 16 (session 30): the Seven card on the table is drawn as a card, as SDGF's table cards are
(``CardFace.card_tile``): a frame, the name on a band in the Seven kind's colour, a light body with the kind line and
the Emerium in an outlined box. It was a flat yellow tile with a thin white number strip."""

from __future__ import annotations

import pytest

from tabletop.ui.app import App
from tabletop.ui.cards.face import frame_for
from tests.ui.ultraseven.helpers import start


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_seven_card_on_the_table_is_drawn_as_a_card(home, lang):
    app = App(lang, size=(1280, 800))
    scene = start(app)
    slot = next(s for s in scene.table.slots if s.entry.face is not None and s.entry.face.kind == "seven")
    face = slot.entry.face
    assert face.card_tile
    surf, anatomy = scene.table.cards._draw_tile(face, slot.rect.w, slot.rect.h, lang, 0, 0)
    w, h = surf.get_size()
    style = frame_for(face.kind)
    name = anatomy.name
    assert name.right < w - 4, (name, w)
    assert tuple(surf.get_at((w - 6, name.centery)))[:3] == style.band, "the name on the kind's band"
    box = anatomy.numbers[0]
    assert box.y > name.bottom and box.bottom <= h - 2, (box, name)
    assert tuple(surf.get_at((w // 2, box.y - 2)))[:3] == style.paper, "a light body over the number's box"
    assert anatomy.kind and anatomy.kind[1] >= 9, anatomy.kind
