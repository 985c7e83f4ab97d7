"""A seat's own ships at UI scale 150 %: every ship's name and numbers in view, a click picks it (issue 15).

At 150 % in a 1280x800 window the own row is short: its ships used to overlap, each
showing its name and numbers whole only on hover. They now go side by side at the
width that fits, or become name strips below the readable card width
(``board.side_by_side``). Checked from what the frame drew (the probe's notes of
each face or strip) in both languages with 2 and 6 seats; clicks are posted mouse
events on the name as drawn.
"""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tests.ui.driver import _norm

from .helpers import at_the_table, name_rect, name_shown

#: (seats, seed): games whose seat to move has ships and combat-ready pairs that used to overlap at 150 %
GAMES = ((2, 6), (6, 2))
CASES = [(lang, seats, seed) for lang in ("ja", "en") for seats, seed in GAMES]


@pytest.mark.parametrize("lang,seats,seed", CASES, ids=[f"{c[0]}-{c[1]}seats" for c in CASES])
def test_own_ships_whole_and_picked_by_a_click_at_150(probe, lang, seats, seed):
    try:  # pairs beside the ships: the row is crowded
        app, driver, scene, seat = at_the_table(probe, lang, (1280, 800), seats, seed, pair=True, scale=1.5)
        session = scene.session
        assert app.scale > 1.4 and app.window.get_size() == (1280, 800)
        ships = [s for s in scene.table.slots if s.zone == f"ships{seat}"]
        assert [s.entry.id for s in ships] == [s["id"] for s in session.view(seat)["seats"][seat]["ships"]]
        assert len(ships) >= 3
        others = [s for s in scene.table.slots if s not in ships]
        screen = app.surface.get_rect()
        for slot in ships:
            name = slot.entry.face.title.get(lang)
            assert _norm(name_shown(probe, scene, slot, lang)) == _norm(name), (slot.entry.id, slot.strip)
            assert screen.contains(slot.rect), slot.entry.id
            covered = [o.entry.id for o in ships + others if o is not slot and slot.rect.clip(o.rect).w > 1
                       and slot.rect.clip(o.rect).h > 1]
            assert not covered, f"{slot.entry.id} (name and numbers) is under {covered}"
        for slot in ships:
            driver.click_at(name_rect(probe, scene, slot, lang).center)
            assert scene.selection.picked == [slot.entry.id], (slot.entry.id, scene.selection.picked)
            driver.click_at(name_rect(probe, scene, slot, lang).center, button=3)  # right click lets it go
            assert scene.selection.picked == []
    finally:
        theme.set_ui_scale(1.0)
