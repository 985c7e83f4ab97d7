"""Six seats at 1280x800: every other seat's ships and combat-ready pairs can be read (issue 15, crowded zones).

The other seats sit in compact rows where cards show as name strips
(``cards.layout.strip_slots``); the row gives the strips the width their names
need (``views.zgundam.board``: a narrower info column, no taken pile). Checked
from what the frame drew: each strip's name is drawn whole (on one or two
lines) with at least its first number and that number's label.
"""

from __future__ import annotations

import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.zgundam.cards import catalogue
from tabletop.ui.app import App

from .helpers import lift, to_action_phase


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_six_seat_combat_piles_show_every_name_whole(probe, lang):
    discover()
    session = Session(registry.find("zgundam"), 6, None, dice=SeededSource(5))
    me = to_action_phase(session, pair=True)
    cards = catalogue()
    state = session.state
    with session.edit():  # three pairs on every other seat: six strips in a combat-ready zone
        for seat in range(6):
            row = state.cards(f"ready{seat}")
            while seat != me and len(row) < 6:
                for kind in ("ms", "pilot"):
                    card = next(c for c in state.cards("action_deck") if cards[c].kind == kind)
                    state.cards("action_deck").remove(card)
                    row.append(card)
    app = App(lang, size=(1280, 800))
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    others = [s for s in range(6) if s != me]
    slots = [s for s in scene.table.slots if s.zone in {f"{k}{o}" for o in others for k in ("ships", "ready")}]
    for slot in slots:
        name = slot.entry.face.title.get(lang)
        assert slot.strip, (slot.zone, name, slot.rect)
        strip = scene.table.cards.strip(slot.entry.face, slot.rect.w, slot.rect.h, lang,
                                        markers=sum(1 for m in slot.entry.markers if m.count > 0))
        texts = probe.texts(strip)
        lines = [d.shown for d in texts if d.full == name or d.shown in name]
        assert lines == [name], (slot.zone, name, lines)  # whole, on one line
