"""Issue 16, the 800x560 window: the alien's five cards print their names and numbers at 10 px.

Beside an empty discard pile and an empty removed pile (two frames holding nothing but their labels) the alien's hand
was 266 px wide, its five names at 8 px in 16 px strips. Where both piles are empty the three piles are now a column of
labelled counters (``board.piles_counted``; the deck stays the place to click to draw) and the hand takes the room.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import card_on_table, click, open_small, zone_pos, zone_prints


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_alien_hand_beside_empty_piles_at_800x560(home, lang):
    app, scene = open_small("800x560", lang, card_on_table())
    hand = [slot for slot in scene.table.slots if slot.zone == "alien_hand"]
    assert len(hand) == 5
    assert min(size for _, size in zone_prints(scene, "alien_hand", lang)) >= 10
    deck = next(z for z in scene.table.zones if z.name == "deck")
    assert deck.selectable  # (drawing is open: the counter is the deck to click)
    assert not [slot for slot in scene.table.slots if slot.zone in ("deck", "discard", "removed")]
    click(app, zone_pos(scene, "deck"))  # the counter draws a card
    assert len(scene.session.state.zones["alien_hand"].cards) == 6
