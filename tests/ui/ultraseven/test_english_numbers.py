"""Every number on an Ultra Seven face reads in the language asked: Ultra Hawk 1's combat value ("+1 per member
aboard", rule 15.6) printed "+1/人" in English."""

from __future__ import annotations

import re

from tabletop.ui.text import resolve
from tabletop.ui.views.ultraseven.faces import book, face_for

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


def test_no_english_number_or_label_carries_japanese():
    b = book()
    ids = [*b.members, *b.weapons]
    assert any(w.hawk1 for w in b.weapons.values())
    for card in ids:
        for label, value in face_for(card).stats:
            for part in (label, value):
                shown = resolve(part, "en") if not isinstance(part, str) else part
                assert not JAPANESE.search(shown), (card, shown)
