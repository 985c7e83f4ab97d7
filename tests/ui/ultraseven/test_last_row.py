"""Issue 16: at 150 % UI scale (a 1280x800 window) the last row's zones (the TDF's event hand, the events this turn,
the information cards) share its width by need, not in equal thirds: with two events in the TDF's hand, "Episode 12:
From Another Planet with Love" in effect and one information card, every name prints whole at the app's small type on
the screen (10 px; "Staff Officer Takenaka's Advice" printed at 9 in its third beside the short "Alien Guts Declares
War" at 11) in both languages."""

from __future__ import annotations

import math

import pytest

from tabletop.ui import theme
from tabletop.ui.cards.table import _reserved
from tests.ui.ultraseven.helpers import start

LAST = ("tdf_hand", "events", "information")


def events_everywhere():
    """The alien's actions with two events in the TDF's hand, the episode-12 card in effect and an information card."""
    from tests.games.ultraseven.helpers import activate, clear_table, event_to_tdf_hand, new, put, to_hand

    s = new("campaign", seed=7)
    clear_table(s)
    for card, chits in (("inv02", 1), ("inv24", 2)):
        put(s, card, chits=chits)
    for card in ("inv05", "inv10", "inv33"):
        to_hand(s, card)
    for card in ("ev_takenaka_1", "ev_manabe_1"):
        event_to_tdf_hand(s, card)
    activate(s, "ep12")
    with s.edit() as st:
        st.table().move("info_guts", "information", face_up=True)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_last_row_names_at_small_type_at_150(home, lang):
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    scene = start(app, events_everywhere())
    app.step([], 0.3)
    floor = math.ceil(theme.SIZE_SMALL / theme.ui_scale())
    zones = {z.name: z for z in scene.table.zones if z.name in LAST}
    slots = [s for s in scene.table.slots if s.zone in LAST]
    assert len(slots) == 4
    for slot in slots:
        zone = zones[slot.zone]
        face = slot.entry.face
        where = f"{lang} {slot.zone}: {face.title.get(lang)!r} at {slot.rect}"
        assert slot.strip and zone.rect.contains(slot.rect), where
        size = scene.table.cards.strip_name_size(face, slot.rect.w, slot.rect.h, lang, _reserved(slot.entry, zone))
        assert size >= floor, f"{where} prints at {size} px"
    labels = [z.frame for z in zones.values()]
    assert all(a.right < b.x for a, b in zip(labels, labels[1:])), labels


def test_share_by_need():
    """Wants that fit get the room left evenly; wants that do not keep each zone's least and share the rest in
    proportion to what each wants above it."""
    from tabletop.ui.views.ultraseven.cells import share_by_need

    assert share_by_need(100, 5, [10, 10], [30, 20]) == [52, 43]
    cells = share_by_need(100, 5, [10, 10], [200, 20])
    assert sum(cells) == 95 and cells[1] >= 10 and cells[0] > cells[1]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_tdf_hand_keeps_its_owner_marker_at_150(home, lang):
    """Issue 16, the TDF against the computer at 150 %: with one event in the TDF's hand beside "Episode 12: From
    Another Planet with Love" and a clue, the last row shared by need left the hand 126 px, its label shrank to 11 px
    and lost the TDF's marker before it. The hand's least width keeps the label at the app's small type after it."""
    from tabletop.games.ultraseven.actions import EndAlienActions
    from tabletop.ui.app import App
    from tests.games.ultraseven.helpers import activate, clear_table, event_to_tdf_hand, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for card, chits in (("inv02", 1), ("inv24", 2)):
        put(s, card, chits=chits)
    event_to_tdf_hand(s, "ev_manabe_1")
    activate(s, "ep12")
    with s.edit() as st:
        st.table().move("info_guts", "information", face_up=True)
    s.apply(EndAlienActions(), 0)
    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    scene = start(app, s)
    app.step([], 0.3)
    hand = next(z for z in scene.table.zones if z.name == "tdf_hand")
    frame = hand.frame or hand.rect
    _, label, x, shown, size = scene.table._label(hand, lang)
    assert x > frame.x + 6 and shown == label and size == theme.SIZE_SMALL, \
        f"{lang}: the TDF's hand {tuple(frame)} labels {shown!r} at {size} px from x {x} (its marker gone)"
