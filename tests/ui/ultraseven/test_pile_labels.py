"""Session 28, a newcomer at 150 %: once the removed pile held a card, "Deck (11)" and "Discard (0)" printed at 9 px
beside a 15 px "Removed (1)" (each pile's width from its label's least at 9 px). The three pile labels print whole at
one size, larger than that least where the row has the room."""

from __future__ import annotations

import pytest

from tabletop.ui.cards.table import LABEL_SMALLEST
from tests.ui.ultraseven.helpers import card_on_table, open_small


def one_removed():
    s = card_on_table()
    with s.edit() as st:
        st.table().move("inv20", "removed", face_up=True)
    return s


@pytest.mark.parametrize("size, lang", [("150%", "ja"), ("150%", "en"), ("800x560", "ja")])
def test_the_three_pile_labels_print_whole_at_one_size(home, size, lang):
    app, scene = open_small(size, lang, one_removed())
    table = scene.table
    drawn = {}
    for name in ("deck", "discard", "removed"):
        zone = next(z for z in table.zones if z.name == name)
        _, label, _, shown, px = table._label(zone, lang)
        assert shown == label, (name, label, shown, zone.frame)
        drawn[name] = px
    assert len(set(drawn.values())) == 1, drawn
    assert drawn["deck"] > LABEL_SMALLEST, drawn
