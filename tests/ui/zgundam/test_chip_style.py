"""Issue 16, session 27: another seat's strips print their numbers in one style. At 800x560 with four seats (set-up,
seed 1, English) a seat's ship strips mixed icon chips and worded chips row by row ("Dogosse Giar ⬆5 ➡6 …" over
"Salamis Kai AA 2 Ship 3 …"); where one strip of a seat's area needs the icons, all of them print them
(``CardFace.icons_always``, ``views/zgundam/chips.py``)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.cards.render import CardRenderer

from .helpers import lift, set_up_step


def test_a_face_with_icons_always_prints_its_icons_where_its_words_fit(app):
    from tabletop.games.zgundam.view import card_info
    from tabletop.ui.views.zgundam.faces import face_for

    renderer = CardRenderer(app.text)
    face = face_for(card_info("salamis_kai-1"))
    worded = renderer.strip_anatomy(face, 400, 20, "en")
    assert worded.stats == 4 and not worded.icons
    iconic = renderer.strip_anatomy(replace(face, icons_always=True), 400, 20, "en")
    assert iconic.stats == 4 and len(iconic.icons) == 4


def test_four_seats_at_800x560_each_seat_area_has_one_chip_style(probe):
    """(Session 29: the thin rows' info in an 80 px column from 44 px high, ``board.STACKED_INFO_H``, left the strips
    of the first three steps room for their worded chips; a seat's strips need the icons from the seventh step.)"""
    from tabletop.ui.app import App
    from tabletop.ui.cards.table import _reserved
    from tests.ui.driver import Driver

    discover()
    app = App("en", size=(800, 560))
    driver = Driver(app, probe)
    session = Session(registry.find("zgundam"), 4, None, dice=SeededSource(1))
    scene = app.start_game(session)
    driver.frames(1)
    lift(app)
    for _ in range(6):
        scene.apply_action(set_up_step(session))
        lift(app)
    driver.still()
    table, me = scene.table, scene.viewer
    styles: dict[int, set[bool]] = {}
    for slot in table.slots:
        zone = table._zone(slot.zone)
        if not slot.strip or slot.entry.face is None or not slot.zone.startswith(("ships", "ready")) or \
                slot.zone in (f"ships{me}", f"ready{me}") or zone.columns:
            continue
        anatomy = table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, "en", zone.back_colour,
                                            _reserved(slot.entry, zone), table.name_max(zone, "en"), bool(zone.side),
                                            False)
        styles.setdefault(int(slot.zone.lstrip("shipsready")), set()).add(bool(anatomy.icons))
    assert styles and all(len(kinds) == 1 for kinds in styles.values()), styles
    assert any(True in kinds for kinds in styles.values())  # (a seat whose strips print the icons: the case above)
