"""The board's questions to the card renderer are answered once for the process (``ultraseven.asked``).

A second app opening the same table (a new game, a test's next app) lays it out without searching a side tile's width
again, and to the same rectangles. (Session 23's layout search for the small boards' good print made the first frames
of a crowded table ~0.9 s of CPU more; session 24 measured 1.0-1.4 s -> 0.9-1.0 s for a crowded 800x560 table's
first frames in a fresh process, see docs/performance.md.)
"""

from __future__ import annotations

from tabletop.ui.cards.render import CardRenderer
from tests.ui.ultraseven.helpers import crowded, open_small


def test_a_second_app_searches_no_side_tile_again(home, monkeypatch):
    _, first = open_small("800x560", "en", crowded())
    searched: list[tuple] = []
    side_need = CardRenderer.side_need

    def counted(self, face, height, whole=True, floor=8):
        searched.append((face.id if face else None, height, whole, floor))
        return side_need(self, face, height, whole, floor)

    monkeypatch.setattr(CardRenderer, "side_need", counted)
    _, second = open_small("800x560", "en", crowded())
    assert not searched
    assert [(z.name, tuple(z.rect)) for z in second.table.zones] == [(z.name, tuple(z.rect)) for z in first.table.zones]
    assert [(s.zone, tuple(s.rect)) for s in second.table.slots] == [(s.zone, tuple(s.rect)) for s in first.table.slots]
