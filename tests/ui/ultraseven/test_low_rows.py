"""Issue 16: at 150 % UI scale (a 1280x800 window) the three low rows (the alien's hand, the base, the last row with the
TDF's event hand and the events) print every name at the app's small type on the screen (10 px) in a late game's
alien view: six cards in the alien's hand, all thirteen TDF cards back in the base in the order they came back, an
event in the TDF's hand and two in effect. A newcomer's game showed the hand at 9 px under a last row 11 px higher than
its strips, and the base at 9 px in five rows (session 17); the rows now share their height by what their names take
(``board.even_out``) and the base keeps the roster's order (four rows)."""

from __future__ import annotations

import math

import pytest

from tabletop.ui import theme
from tabletop.ui.cards.table import _reserved
from tests.ui.ultraseven.helpers import start

LOW = ("alien_hand", "base", "tdf_hand", "events", "information")


def late_alien_view():
    """The alien's actions late in a campaign (as a newcomer's game had it on turn 10)."""
    from tests.games.ultraseven.helpers import activate, clear_table, event_to_tdf_hand, new, put, to_hand

    s = new("campaign", seed=7)
    clear_table(s)
    put(s, "inv07", face_up=True, chits=3, damage=3)
    put(s, "inv44", face_up=True, chits=3)
    put(s, "inv36", chits=1, damage=1)
    for card in ("inv30", "inv19", "inv28", "inv37", "inv18", "inv13"):
        to_hand(s, card)
    event_to_tdf_hand(s, "ev_fatigue_2")
    for card in ("ev_takenaka_1", "ev_kurata_3"):
        activate(s, card)
    with s.edit() as st:  # the base in the order the cards came back in that game
        base = st.zones["tdf:base"].cards
        base[:] = sorted(base, key=["m_kurata", "w_pointer", "w_hawk2", "w_hydranger", "w_hawk1", "m_kiriyama",
                                    "m_furuhashi", "m_soga", "m_dan", "w_magma", "m_amagi", "w_hawk3",
                                    "m_anne"].index)
    return s


def printed(scene, slot, lang: str, monkeypatch) -> int:
    """The print size of a strip's name as the table draws it (the least size of the name's lines rendered while the
    strip is drawn afresh)."""
    from tabletop.ui.cards.render import strip_marker_radius

    cards = scene.table.cards
    zone = next(z for z in scene.table.zones if z.name == slot.zone)
    sizes: list[tuple[str, int]] = []
    render = cards.text.render

    def noted(text, size, *args, **kwargs):
        sizes.append((text, size))
        return render(text, size, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(cards.text, "render", noted)
        _, anatomy = cards._draw_strip(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                       _reserved(slot.entry, zone) * (2 * strip_marker_radius(slot.rect.h) + 4),
                                       scene.table.name_max(zone, lang), zone.side, zone.columns)
    lines = set(anatomy.lines)
    assert "".join(anatomy.lines).replace(" ", "") == slot.entry.face.title.get(lang).replace(" ", ""), anatomy.lines
    return min(size for text, size in sizes if text in lines)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_low_rows_at_small_type_at_150(home, lang, monkeypatch):
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    scene = start(app, late_alien_view())
    app.step([], 0.3)
    floor = math.ceil(theme.SIZE_SMALL / theme.ui_scale())
    slots = [s for s in scene.table.slots if s.zone in LOW]
    assert {s.zone for s in slots} == {"alien_hand", "base", "tdf_hand", "events"}, {s.zone for s in slots}
    assert len([s for s in slots if s.zone == "base"]) == 13
    sizes = [(s.zone, s.entry.face.title.get(lang), printed(scene, s, lang, monkeypatch)) for s in slots]
    small = [size for size in sizes if size[2] < floor]
    assert not small, small
    board = scene.board_rect
    zones = [z for z in scene.table.zones if z.name in LOW]
    assert all(board.contains(z.frame or z.rect) for z in zones), [(z.name, z.frame) for z in zones]


def three_face_down():
    """The TDF's deployment on turn 5 of a newcomer's game: three face-down invasion cards with chits (the alien's
    nearest to 13 among them), one event in the TDF's hand, one card removed."""
    from tabletop.games.ultraseven.actions import EndAlienActions
    from tests.games.ultraseven.helpers import clear_table, event_to_tdf_hand, new, put

    s = new("one_cour", seed=3)
    clear_table(s)
    for card, chits in (("inv02", 4), ("inv24", 3), ("inv11", 2)):
        put(s, card, chits=chits)
    event_to_tdf_hand(s, next(c for c in s.state.zones["deck"].cards if c.startswith("ev_")))
    with s.edit() as st:
        st.table().move("inv05", "removed", face_up=True)
    s.apply(EndAlienActions(), 0)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_face_down_cards_one_over_another_at_150(home, lang):
    """The TDF's face-down invasion cards are strips each high enough for its chits at the base's print (a newcomer's
    game at 150 % set three in two columns, its row no higher than the piles beside it wanted), and in the row's 55 px
    two over one at ``BACK_LEAST`` px or more, not three 17 px strips one over another (session 20,
    ``test_back_rows``)."""
    from tabletop.ui.app import App
    from tabletop.ui.views.ultraseven.board import BACK_LEAST, strip_high

    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    scene = start(app, three_face_down())
    app.step([], 0.3)
    backs = [s for s in scene.table.slots if s.zone == "face_down"]
    assert len(backs) == 3
    floor = math.ceil(theme.SIZE_SMALL / theme.ui_scale())
    assert all(s.rect.h >= max(BACK_LEAST, strip_high(floor)) for s in backs), [tuple(s.rect) for s in backs]
    assert sorted(s.rect.x for s in backs).count(backs[0].rect.x) == 2, [tuple(s.rect) for s in backs]  # two over one
