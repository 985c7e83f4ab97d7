"""Issue 16 (session 27b): the TDF's view with three events in its hand and a card on each pile. At 800x560 the English
hand printed "Staff Officer Takenaka's Advice" at 8 px, the removed pile cut "The Suspi…" at 6 px and, at 150 %, the
Japanese piles printed at 8 px. The last row's zones print their events' short names where the whole ones go under 9
px (``board.SHORT_BELOW``, "Takenaka's Advice"), the face-down row's label is shorter beside a pile's top card
(「裏向き2枚（エリア不明）」, "Face-down: 2 (area unknown)") and a pile whose share prints its name under
``board.PILE_GOOD`` px takes the width under it that prints it largest. Measured from the sizes the table draws."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tests.ui.ultraseven.helpers import crowded, full_base, open_small, zone_prints


def piled(base):
    """``base`` with the TDF's three events in its hand, a card in the discard pile and one removed."""
    s = base()
    with s.edit() as st:
        table = st.table()
        for card, zone in (("ev_takenaka_1", "tdf_hand"), ("ev_manabe_1", "tdf_hand"), ("ev_kurata_1", "tdf_hand"),
                           ("inv09", "discard"), ("inv10", "removed")):
            table.move(card, zone, face_up=True)
    return s


@pytest.mark.parametrize("size", ["800x560", "150%"])
@pytest.mark.parametrize("base", [crowded, full_base])
@pytest.mark.parametrize("lang", LANGS)
def test_events_and_piles_print_at_nine(home, lang, base, size):
    app, scene = open_small(size, lang, piled(base))
    for zone in ("tdf_hand", "discard", "removed"):
        prints = zone_prints(scene, zone, lang)
        assert prints and min(px for _, px in prints) >= 9, (zone, prints)
        assert not any(line.endswith("…") for line, _ in prints), prints  # (every name whole)
    (label,) = [scene.table.label_text(z, lang) for z in scene.table.zones if z.name == "face_down"]
    _, rect = next((z, r) for z, r in scene.table.label_rects(lang) if z.name == "face_down")
    frame = next(z.frame for z in scene.table.zones if z.name == "face_down")
    assert rect.right <= frame.right and label.startswith("裏向き" if lang == "ja" else "Face-down")
