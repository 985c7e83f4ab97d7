"""Issue 16: at 150 % UI scale (a 1280x800 window) the three piles (deck, discard, removed) show their labels whole
with their counts ("Removed (…" was cut) and the discard's and the removed cards' top card as a name strip with its
name whole (a 28 px card showed "Th…"), in both languages."""

from __future__ import annotations

import pytest

from tabletop.ui.cards.table import _reserved
from tests.ui.ultraseven.helpers import card_on_table, open_small


def eleven_removed():
    s = card_on_table()
    with s.edit() as st:
        for card in ("inv20", "inv27", "inv13", "inv07", "inv43", "inv32", "inv23", "inv06", "inv16", "inv28", "inv41"):
            st.table().move(card, "removed", face_up=True)
        for card in ("inv26", "inv19"):
            st.table().move(card, "discard", face_up=True)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_piles_labels_and_top_cards_whole_at_150(home, lang):
    app, scene = open_small("150%", lang, eleven_removed())
    table = scene.table
    for name, count in (("deck", None), ("discard", 2), ("removed", 11)):
        zone = next(z for z in table.zones if z.name == name)
        _, label, _, shown, _ = table._label(zone, lang)
        assert shown == label, f"{lang} {name}: {label!r} drawn as {shown!r} in {zone.frame}"
        if count is None:
            continue
        assert f"({count})" in label, label
        slots = [s for s in table.slots if s.zone == name]
        assert len(slots) == 1 and slots[0].strip, (name, slots)
        face = slots[0].entry.face
        size = table.cards.strip_name_size(face, slots[0].rect.w, slots[0].rect.h, lang, _reserved(slots[0].entry, zone))
        assert size, f"{lang} {name}: {face.title.get(lang)!r} cut on its {slots[0].rect.size} strip"
