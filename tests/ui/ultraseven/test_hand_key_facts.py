"""Issue 16 (session 29): a narrow name strip of the alien's hand left its numbers out from the right, so a strip with
room for one showed 「偵察 -1」 and dropped 暗/発 and 限界, the numbers the alien chooses a card by. An invasion card's
strip now leaves out TDF, recon and combat first (``faces.INVASION_DROP``, ``CardFace.drop_order``)."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tests.ui.ultraseven.helpers import SMALL_SIZES, card_on_table, open_small, slot_prints

KEY = {"ja": ("限界", "暗/発"), "en": ("Cap", "H/D")}
OTHERS = {"ja": ("偵察", "TDF", "戦闘"), "en": ("Rcn", "TDF", "Cmb")}


@pytest.mark.parametrize("size", SMALL_SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_a_narrow_hand_strip_keeps_its_key_facts(home, lang, size):
    app, scene = open_small(size, lang, card_on_table())
    cap, hidden = KEY[lang]
    some = 0
    for slot in (s for s in scene.table.slots if s.zone == "alien_hand"):
        texts = [t for t, _ in slot_prints(scene, slot, lang)]
        shown = [t for t in texts if t in (*KEY[lang], *OTHERS[lang])]
        if not shown or len(shown) == 5:
            continue
        some += 1
        assert cap in shown, (slot.entry.id, texts)
        if len(shown) >= 2:
            assert hidden in shown, (slot.entry.id, texts)
        assert not any(t in shown for t in OTHERS[lang]) or hidden in shown, (slot.entry.id, texts)
    assert some, "no hand strip short of room"
