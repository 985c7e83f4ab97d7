"""Issue 16, a newcomer pass (session 29): the enlarged (hover) invasion card printed its numbers as "H/D" and "Cap"
(「暗/発」「限界」), four boxes a row of 48 px. It now sets them two a row where that prints the book's terms in full
(「暗躍時/発覚時」「暗躍限界」, "Chits hid/found", "Hidden cap": ``CardFace.full_names``), whole inside the card, and its
counters (chits, damage) still over no number box."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import LANGS
from tabletop.games.ultraseven.actions import EndAlienActions
from tabletop.ui.views.ultraseven.faces import face_for, invasion_markers
from tests.ui.ultraseven.helpers import card_on_table, card_pos, open_1280


@pytest.mark.parametrize("lang", LANGS)
def test_the_hover_card_prints_every_number_by_its_book_term(probe, lang):
    s = card_on_table()
    s.state.damage["inv01"] = 1  # (a damage counter beside the chits: neither over a number)
    s.apply(EndAlienActions(), 0)
    app, scene = open_1280(lang, s)
    pos = card_pos(scene, "inv01", "inv:space")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.3)
    app.step([], 0.3)
    zoom = scene.table.zoom_rect
    assert zoom is not None and zoom.w >= 240, zoom
    inside = [d for d in probe.texts(app.surface) if zoom.contains(d.rect)]
    shown = {d.shown for d in inside}
    for name in face_for("inv01").stat_names:
        assert name.get(lang) in shown, (name.get(lang), sorted(shown))
    for short in ("暗/発", "限界", "H/D", "Cap"):
        assert short not in shown, short
    labels = [d for d in inside if d.shown in {n.get(lang) for n in face_for("inv01").stat_names}]
    assert len(labels) == 5 and not any(d.cut for d in labels), [(d.shown, d.cut) for d in labels]
    face = face_for("inv01")
    box = pygame.Rect(zoom.x, zoom.y, zoom.w - 5, zoom.h - 5)  # (less its shadow)
    anatomy = scene.table.cards.anatomy(face, box.w, lang, True).moved(box.x, box.y)
    markers = invasion_markers({"chits": s.state.chits.get("inv01", 0), "damage": 1})
    counters = scene.table.cards.marker_rects(box, markers, face, lang, full=True)
    assert len(counters) == 2
    assert not any(c.collidelist(list(anatomy.numbers)) >= 0 for c in counters), (counters, anatomy.numbers)
