"""Issue 16, at 1280x800 (100 %): the base's strips, the alien's hand, the piles' top cards and Seven print every text at
10 px or more.

The base's thirteen strips were six 17 px strips to a column (numbers at 8 px): its columns are now as even as they go
(five 21 px strips) and each as wide as its names and numbers take. The alien's hand and the discard and removed piles
showed 80 px faces (numbers at 7 px, the alien's name at 6): they are tiles 86 px wide (the piles' top card, and the
hand; seven or eight cards push the piles into a column of counters). Seven is a tile too. Measured from the texts
each card draws (``helpers.slot_prints``).
"""

from __future__ import annotations

import pytest

from tests.games.ultraseven.helpers import to_hand
from tests.ui.ultraseven.helpers import card_on_table, full_base, open_1280, zone_prints

LEAST = 10


def _removed(s, *cards: str):
    with s.edit() as st:
        table = st.table()
        for card in cards:
            src = next(name for name, zone in st.zones.items() if card in zone.cards)
            table.move(card, "removed", src=src, face_up=True)
    return s


def _smallest(scene, zone: str, lang: str) -> tuple[int, str]:
    prints = zone_prints(scene, zone, lang)
    assert prints, zone
    return min((size, line) for line, size in prints)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_full_base_numbers_at_10(home, lang):
    _, scene = open_1280(lang, full_base())
    assert _smallest(scene, "base", lang)[0] >= LEAST


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("extra", [(), ("inv06", "inv07", "inv08")])
def test_alien_hand_piles_and_seven_at_10(home, lang, extra):
    s = _removed(card_on_table(), "inv20")
    for card in extra:
        to_hand(s, card)
    _, scene = open_1280(lang, s)
    hand = [slot for slot in scene.table.slots if slot.zone == "alien_hand"]
    assert len(hand) == 5 + len(extra) and all(slot.strip and slot.rect.w >= 86 for slot in hand)
    zone = next(z for z in scene.table.zones if z.name == "alien_hand")
    assert all(zone.rect.contains(slot.rect) for slot in hand)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(hand) for b in hand[i + 1:])
    for name in ("alien_hand", "seven", *(() if extra else ("removed",))):
        assert _smallest(scene, name, lang)[0] >= LEAST, (name, _smallest(scene, name, lang))
    if extra:  # eight cards: the piles as counters beside them
        assert not [slot for slot in scene.table.slots if slot.zone in ("deck", "discard", "removed")]
