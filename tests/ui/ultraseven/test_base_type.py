"""Issue 16: at 150 % UI scale (a 1280x800 window) every name in the TDF base prints at the app's small type on the
screen (``theme.SIZE_SMALL`` divided by the UI scale: 10 px; it was 8), whole on its strip, in both languages: with all
thirteen members and weapons there (turn 1), with groups in five areas, and with a group of six; the rows under the
areas keep their strips, and at 100 % (the 800x560 window) the base's row grows too."""

from __future__ import annotations

import math

import pytest

from tabletop.ui import theme
from tabletop.ui.cards.render import STRIP_NAME_MAX
from tests.ui.ultraseven.helpers import crowded, full_base, six_in_space, start

SHARE = 0.62  # a strip's name: this share of its height (``render.STRIP_NAME_SHARE``)


def two_in_hand():
    """The alien's actions on turn 3 of a newcomer's game: two cards in its hand, five on the table, one event in the
    TDF's hand, all thirteen TDF cards in the base (the base printed its names at 9 px under a 64 px row for the two
    cards and another for the one event: session 17)."""
    from tests.games.ultraseven.helpers import clear_table, event_to_tdf_hand, new, put, to_hand

    s = new("campaign", seed=7)
    clear_table(s)
    for card, chits in (("inv02", 1), ("inv24", 2), ("inv11", 2), ("inv05", 3), ("inv10", 1)):
        put(s, card, chits=chits)
    for card in ("inv33", "inv43"):
        to_hand(s, card)
    event_to_tdf_hand(s, next(c for c in s.state.zones["deck"].cards if c.startswith("ev_")))
    with s.edit() as st:  # the base in the order the members came back in that game (its names in five rows)
        base = st.zones["tdf:base"].cards
        base[:] = sorted(base, key=["m_kurata", "w_hawk1", "w_pointer", "w_magma", "w_hydranger", "m_kiriyama",
                                    "w_hawk2", "m_dan", "m_amagi", "w_hawk3", "m_anne", "m_furuhashi",
                                    "m_soga"].index)
    return s


POSITIONS = {"full base": full_base, "crowded": crowded, "six in space": six_in_space, "two in hand": two_in_hand}


def _printed(scene, slot, lang: str) -> int:
    """The print size the table gives the name on a strip (``CardRenderer._strip_name``: a share of its height, at
    most the zone's one size)."""
    zone = next(z for z in scene.table.zones if z.name == slot.zone)
    size = min(STRIP_NAME_MAX, int(slot.rect.h * SHARE))
    return min(size, scene.table.name_max(zone, lang) or size)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("position", POSITIONS)
def test_base_names_at_small_type_at_150(home, lang, position):
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    scene = start(app, POSITIONS[position]())
    app.step([], 0.3)
    floor = math.ceil(theme.SIZE_SMALL / theme.ui_scale())
    base = [s for s in scene.table.slots if s.zone == "base"]
    assert base, position
    zone = next(z for z in scene.table.zones if z.name == "base")
    frame = zone.rect
    for slot in base:
        face = slot.entry.face
        where = f"{lang} {position}: {face.title.get(lang)!r}"
        assert slot.strip and frame.contains(slot.rect), f"{where} at {slot.rect} outside {frame}"
        assert _printed(scene, slot, lang) >= floor, f"{where} prints at {_printed(scene, slot, lang)} px"
        anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                                  scene.table.name_max(zone, lang))
        assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), (where, anatomy.lines)
    for name in ("face_down", "alien_hand", "tdf_hand", "events", "information"):  # the low rows keep their strips
        for low in (z for z in scene.table.zones if z.name == name and z.cards):  # (two rows of 17 px strips: 10 px
            if name == "alien_hand":                                             # names; an empty row: its labels;
                hand = [s for s in scene.table.slots if s.zone == name]           # the alien's hand its strips' rows
                assert all(_printed(scene, s, lang) >= floor for s in hand), (name, low.rect)  # at the base's print)
                continue
            assert low.rect.h >= 36, (name, low.rect)


def test_base_row_grows_at_100(home):
    """In the 800x560 window (100 %) the base's row, too, is as high as its names at a larger print take (they were 8
    px: issue 16), as far as the two other low rows keep two rows of 10 px strips under their labels (36 px); or, to
    show every number (session 26), the face-down row a back's strip (``board.BACK_LEAST``)."""
    from tabletop.ui.views.ultraseven.board import BACK_LEAST

    from tabletop.ui.app import App

    app = App("en", size=(800, 560))
    scene = start(app, full_base())
    rows = {z.name: z.frame.h for z in scene.table.zones if z.name in ("base", "face_down", "tdf_hand")}
    assert rows["base"] > rows["face_down"] and rows["base"] > rows["tdf_hand"], rows
    for zone in (z for z in scene.table.zones if z.name in ("face_down", "tdf_hand") and z.cards):  # (an empty row:
        assert zone.rect.h >= (BACK_LEAST if zone.name == "face_down" else 36), rows              # its labels only)


def eight_in_hand():
    """The alien's actions on turn 1: eight cards in its hand, all thirteen TDF cards in the base."""
    from tests.games.ultraseven.helpers import clear_table, new, put, to_hand

    s = new("campaign", seed=7)
    clear_table(s)
    for card, face_up, chits in (("inv02", False, 2), ("inv24", False, 3), ("inv01", True, 5), ("inv11", False, 1)):
        put(s, card, face_up=face_up, chits=chits)
    for card in ("inv05", "inv10", "inv33", "inv43", "inv17", "inv20", "inv21", "inv22"):
        to_hand(s, card)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_alien_hand_comes_before_the_base_at_150(home, lang):
    """In the alien's view its own hand keeps its row (its names no smaller than the base's, 9 px as before the base
    grew): the base grows only from what the hand does not need."""
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    scene = start(app, eight_in_hand())
    app.step([], 0.3)
    hand = [s for s in scene.table.slots if s.zone == "alien_hand"]
    base = [s for s in scene.table.slots if s.zone == "base"]
    assert len(hand) == 8 and len(base) == 13
    least_hand = min(_printed(scene, s, lang) for s in hand)
    assert least_hand >= max(9, max(_printed(scene, s, lang) for s in base)), least_hand
