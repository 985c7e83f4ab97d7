"""Issue 16: beside the alien's eight cards at 150 % UI scale the discard and removed piles printed their top cards at
8-9 px and the deck its label at 9, the hand's names at 8-10 px: where the hand and the piles' top cards do not both
print at the base's type, the piles are one column of labelled counters ("Discard (2)") and the hand has the row."""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tabletop.ui.cards.table import _reserved
from tabletop.ui.views.ultraseven.scene import base_type
from tests.games.ultraseven.helpers import clear_table, new, to_hand
from tests.ui.ultraseven.helpers import open_small

EIGHT = ("inv07", "inv01", "inv03", "inv04", "inv05", "inv06", "inv08", "inv09")


def eight_in_hand():
    s = new("campaign", seed=1)
    clear_table(s)
    for card in EIGHT:
        to_hand(s, card)
    with s.edit() as st:
        for card in ("inv20", "inv27"):
            st.table().move(card, "discard", face_up=True)
        for card in ("inv13", "inv43", "inv32"):
            st.table().move(card, "removed", face_up=True)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_eight_card_hand_and_piles_print_at_ten_at_150(home, lang):
    app, scene = open_small("150%", lang, eight_in_hand())
    table, least = scene.table, base_type()
    hand = next(z for z in table.zones if z.name == "alien_hand")
    slots = [s for s in table.slots if s.zone == "alien_hand"]
    assert len(slots) == 8
    for slot in slots:
        size = table.cards.strip_name_size(slot.entry.face, slot.rect.w, slot.rect.h, lang, _reserved(slot.entry, hand))
        assert size >= least, (lang, slot.entry.id, slot.rect, size)
    for name, count in (("deck", None), ("discard", 2), ("removed", 3)):
        zone = next(z for z in table.zones if z.name == name)
        _, label, _, shown, size = table._label(zone, lang)
        assert shown == label and size >= theme.SIZE_SMALL, (lang, name, label, shown, size)
        if count is not None:
            assert f"({count})" in label, label
        assert not (zone.frame or zone.rect).colliderect(hand.frame or hand.rect), (name, zone.frame, hand.frame)
