"""Issue 16, five seats at UI scale 150 % (logical 853x533), the set-up's first screen: another seat's three ships on
one line of strips 22 px high printed their names at 12 px beside their numbers as icons at 7 px, the numbers "as on a
lower strip" (``CardFace.numbers_first``), because the width their names need (``board.good_need``) was measured with
numbers that small. ``good_need`` now counts the numbers at the strip's own size: that seat's ships take two lines
(two columns), every other seat's ship numbers print in chips at least ``NUMBER_LEAST`` px high (before: 10)."""

from __future__ import annotations

import pytest

from .helpers import lift

#: px: the least height of a number's chip on another seat's ship strip (a chip 10 px high printed its number at 7 px)
NUMBER_LEAST = 12


def ship_number_heights(scene, lang: str) -> dict[str, int]:
    """Of every other seat's ship strip, the height (px) of its lowest number chip, by card id."""
    from tabletop.ui.cards.table import _reserved

    table, me = scene.table, scene.viewer
    heights = {}
    for slot in table.slots:
        if not slot.strip or slot.entry.face is None or not slot.zone.startswith("ships") or slot.zone == f"ships{me}":
            continue
        zone = table._zone(slot.zone)
        anatomy = table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                            _reserved(slot.entry, zone), table.name_max(zone, lang), bool(zone.side),
                                            bool(zone.columns))
        assert anatomy.stats == len(slot.entry.face.stats), slot.entry.id
        heights[slot.entry.id] = min(box.h for box in anatomy.numbers)
    return heights


@pytest.mark.parametrize("lang", ["ja", pytest.param("en", marks=pytest.mark.slow)])
@pytest.mark.parametrize("seats", [5, pytest.param(6, marks=pytest.mark.slow)])
def test_other_seats_ship_numbers_are_readable_at_150(probe, lang, seats):
    from tabletop.core import registry
    from tabletop.core.dice import SeededSource
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.ui.app import App
    from tests.ui.driver import Driver

    discover()
    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    try:
        driver = Driver(app, probe)
        scene = app.start_game(Session(registry.find("zgundam"), seats, None, dice=SeededSource(2)))
        driver.frames(1)
        lift(app)
        driver.still()
        heights = ship_number_heights(scene, lang)
        assert heights and min(heights.values()) >= NUMBER_LEAST, sorted(heights.items(), key=lambda kv: kv[1])[:4]
    finally:
        app.change_setting("ui_scale", 1.0)
