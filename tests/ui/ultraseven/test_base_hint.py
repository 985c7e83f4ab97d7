"""Issue 16 (session 23): where the base cannot show every unit's numbers (all thirteen in the 800x560 window in the
alien's view, its hand over the base; in the TDF's view they show since session 26, ``test_crowded_print``), its label
says how to read them ("・数値はカードを指して" / " · numbers: point at a
card", ``scene.NUMBERS_HINT``), and the card under the pointer shows them all. Where every strip keeps its numbers
(the TDF's at 800x560, 150 %, ``test_base_numbers``; 1280x800, cards) the label has no hint. Measured headless, both languages.
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.scene import NUMBERS_HINT
from tests.ui.ultraseven.helpers import card_on_table, full_base, open_1280, open_small


def _base(scene):
    return next(z for z in scene.table.zones if z.name == "base")


def _numberless(scene, lang: str):
    zone = _base(scene)
    cards = scene.table.cards
    return [s for s in scene.table.slots if s.zone == "base" and s.strip and len(cards.strip_anatomy(
        s.entry.face, s.rect.w, s.rect.h, lang, zone.back_colour, 0, scene.table.name_max(zone, lang), zone.side,
        zone.columns, zone.number_least).numbers) < len(s.entry.face.stats)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_full_base_at_800x560_says_where_its_numbers_are(home, lang):
    app, scene = open_small("800x560", lang, card_on_table())
    hidden = _numberless(scene, lang)
    assert hidden  # (no layout of the window keeps them all: the hint is needed)
    label = _base(scene).label.get(lang)
    assert label.endswith(NUMBERS_HINT.get(lang)), label
    shown, size = scene.table._label(_base(scene), lang)[3:]
    assert shown == label, (shown, label)  # whole, not cut
    slot = hidden[0]  # the card under the pointer: its face enlarged with every number
    found = scene.table.draw_hover(app.surface.copy(), slot.rect.center, lang)
    assert found is not None and found.entry.id == slot.entry.id
    face = found.entry.face
    assert scene.table.cards.anatomy(face, scene.table.zoom_width, lang, full=True).stats == len(face.stats)


@pytest.mark.parametrize("size", ["800x560", "150%", "1280"])
def test_no_hint_where_every_number_shows(home, size):
    lang = "en"
    _, scene = open_1280(lang, full_base()) if size == "1280" else open_small(size, lang, full_base())
    assert not _numberless(scene, lang)
    assert not _base(scene).label.get(lang).endswith(NUMBERS_HINT.get(lang))
