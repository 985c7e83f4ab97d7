"""Six seats in 800x560: every zone inside its seat's frame and the table, no card over another zone (issue 16).

In set-up, when no seat had a pair yet, the thin rows' ships were given the width of a row with the narrower stacked
info column (the width tried for lined rows, ``board._build``), while their rows had the wider one: the ships ran 14 px
past their seat's frame into the side column ("Hit ≤3" cut by it) and the empty combat-ready zone was -20 px wide,
outside the frame. The lined width is now kept inside the row (``seat_zones``). A card seen over the action deck in a
picture taken one frame after a move (cards still flying) is not in the settled layout: these tables are checked with
every animation finished (``Driver.still``)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App

from .helpers import at_the_table, lift, start


def misplaced(scene) -> list[tuple]:
    """Zones outside their seat's frame or the table, zones crossing each other, cards over another zone."""
    board, table = scene.board, scene.table
    frames = {z.name[4:]: z.rect for z in board.zones if z.name.startswith("seat")}
    zones = [z for z in table.zones if not z.name.startswith("seat")]
    bad: list[tuple] = []
    for zone in zones:
        rect = pygame.Rect(zone.rect)
        owner = zone.name.removeprefix("ships").removeprefix("ready")
        if rect.w < 0 or rect.h < 0 or not board.table.contains(rect):
            bad.append(("outside the table", zone.name, tuple(rect)))
        if zone.name.startswith(("ships", "ready")) and owner in frames and not frames[owner].contains(rect):
            bad.append(("outside its seat", zone.name, tuple(rect), tuple(frames[owner])))
    bad += [("zones cross", a.name, b.name) for i, a in enumerate(zones) for b in zones[i + 1:]
            if pygame.Rect(a.rect).colliderect(b.rect)]
    bad += [("card over", slot.entry.id, slot.zone, zone.name) for slot in table.slots for zone in zones
            if zone.name != slot.zone and slot.rect.colliderect(zone.rect)]
    return bad


@pytest.mark.parametrize("lang,seed", [("en", 3), ("ja", 3), ("en", 5), ("ja", 1)])
def test_set_up_rows_stay_in_their_frames(probe, lang, seed):
    """The first view of the set-up (no pairs yet): before, ships 14 px past the other seats' frames (all four cases)."""
    from tests.ui.driver import Driver

    app = App(lang, size=(800, 560))
    driver = Driver(app, probe)
    scene = start(app, 6, seed)
    lift(app)
    driver.still()
    assert len(scene.table.slots) >= 20
    assert misplaced(scene) == []


@pytest.mark.parametrize("lang,seed,moves", [("en", 3, 0), ("ja", 2, 30), ("en", 4, 30), ("ja", 5, 60),
                                             ("en", 1, 60)])
def test_cards_keep_to_their_zones_after_moves(probe, lang, seed, moves):
    """Set-up played out, then ``moves`` quick computer moves: settled, no card over another zone."""
    app, driver, scene, me = at_the_table(probe, lang, (800, 560), 6, seed, pair=True, moves=moves)
    assert len(scene.table.slots) >= 20
    assert misplaced(scene) == []
