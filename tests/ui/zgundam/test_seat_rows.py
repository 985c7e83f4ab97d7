"""Six seats in the smallest window: every other seat's row stays readable (issue 15, crowded zones).

Two columns of three rows left the other seats' ships and pairs as 11-12 px strips with
7-8 px names, or as 20 px cards. Where one row per seat prints the names larger the board
lays the other seats out that way (``board.smallest_print``): thin rows without zone
labels, strips at least ``STRIP_H`` high, the seat's name, points and hand count beside
them. A strip's name that does not fit is shortened; the hover view shows the card
whole. Checked with posted mouse events in both languages at 800x560.
"""

from __future__ import annotations

import pytest

from tabletop.ui.cards.layout import STRIP_H
from tests.ui.driver import _norm

from .helpers import at_the_table


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_six_seats_at_800x560_other_rows_are_readable_strips_whole_on_hover(probe, lang):
    app, driver, scene, me = at_the_table(probe, lang, (800, 560), 6, seed=2, pair=True)
    view = scene.session.view(me)
    others = [s for s in range(6) if s != me]
    texts = driver.texts()
    for seat in others:
        box = next(b for b in scene.board.seats if b.seat == seat)
        data = view["seats"][seat]
        said = _norm("".join(d.shown for d in texts if box.info.inflate(4, 4).contains(d.rect)))
        pts = f"得点 {data['points']}" if lang == "ja" else f"{data['points']} pts"
        hand = f"手札 {data['hand_count']}枚" if lang == "ja" else f"Hand: {data['hand_count']}"
        assert _norm(pts) in said and _norm(hand) in said, (seat, said)
        slots = [s for s in scene.table.slots if s.zone in (f"ships{seat}", f"ready{seat}")]
        assert len(slots) == len(data["ships"]) + 2 * len(data["ready"])
        for slot in slots:
            assert slot.strip and slot.rect.h >= STRIP_H, (slot.entry.id, slot.rect)
    for seat in others[:2]:  # the hover view names each card whole
        for slot in [s for s in scene.table.slots if s.zone in (f"ships{seat}", f"ready{seat}")]:
            driver.hover((1, app.surface.get_height() - 2), frames=2)
            before = {(d.shown, tuple(d.rect)) for d in driver.texts()}
            driver.hover(slot.rect.center, frames=2)
            name = slot.entry.face.title.get(lang)
            zoom = [d for d in driver.texts() if (d.shown, tuple(d.rect)) not in before and d.full and d.full in name]
            assert _norm("".join(d.shown for d in zoom)) == _norm(name), (slot.entry.id, [d.shown for d in zoom])


@pytest.mark.parametrize("lang,size,seed", [("ja", (1280, 800), 2), ("en", (1280, 800), 2), ("ja", (1920, 1080), 3)])
def test_five_seats_at_150_every_other_seat_shows_its_hand_count(probe, lang, size, seed):
    """Five seats mid-game at UI scale 150 %: another seat's row too low for its name, its points and its hand count on
    lines of their own (no hand pile drawn) left the hand count out; its info column now writes name and points on
    one line and the hand count under them, as a thin row's does."""
    app, driver, scene, me = at_the_table(probe, lang, size, 5, seed, pair=True, scale=1.5, moves=40)
    try:
        view = scene.session.view(me)
        texts = driver.texts()
        for box in scene.board.seats:
            if box.own or any(z.name == f"hand{box.seat}" for z in scene.board.zones):
                continue
            data = view["seats"][box.seat]
            said = _norm("".join(d.shown for d in texts if box.info.inflate(4, 4).contains(d.rect)))
            pts = f"得点 {data['points']}" if lang == "ja" else f"{data['points']} pts"
            hand = f"手札 {data['hand_count']}枚" if lang == "ja" else f"Hand: {data['hand_count']}"
            assert _norm(pts) in said and _norm(hand) in said, (box.seat, said)
    finally:
        app.change_setting("ui_scale", 1.0)


def test_a_seat_without_ships_gives_its_row_to_its_pairs(probe):
    """Five seats at 150 % (1920x1080): another seat whose ships are all sunk kept an empty ships zone a third of its row
    wide while its three pairs printed short names; the empty zone keeps its label (``EMPTY_SHIPS_W``) and the pairs
    take the rest."""
    from tabletop.ui.views.zgundam.board import EMPTY_SHIPS_W

    from .helpers import lift

    app, driver, scene, me = at_the_table(probe, "ja", (1920, 1080), 5, 3, pair=True, scale=1.5, moves=40)
    try:
        seat = next(s for s in range(5) if s != me and scene.session.view(me)["seats"][s]["ready"])
        with scene.session.edit():
            scene.session.state.cards(f"ships{seat}").clear()
        scene = app.start_game(scene.session)
        driver.frames(1)
        lift(app)
        driver.still()
        zones = {z.name: z for z in scene.board.zones}
        ships, ready = zones[f"ships{seat}"], zones[f"ready{seat}"]
        assert ships.rect.w == EMPTY_SHIPS_W and ready.rect.w > 2 * EMPTY_SHIPS_W * 3
        assert scene.table.text.size("艦船", 15)[0] < ships.rect.w - 8  # its label whole
    finally:
        app.change_setting("ui_scale", 1.0)
