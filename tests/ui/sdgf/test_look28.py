"""Issue 16 (session 28), SD Gundam Force's look: zone labels over their cards, the enlarged card over the decision.

* A zone's label line began 3 px under its top and its cards ``zones.LABEL_SPACE`` (22) px under it: the label's ink
  (5 px under the line's top, 16-17 px high at 15 px) ended 1-3 px under the cards' tops and the lit ring round them
  (800x560, 1024x768, 1280x800 and 150 %: "Standby field (3)", "Player 1 (opponent): hand (5)", "Deck (27)"). The line
  begins ``zones.LABEL_TOP`` px from the top (``CardTable.label_top``): every label's ink ends above every card.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards.table import turned_rect

from .test_look23 import LANGS

#: (window, UI scale): the smallest window, a middle one, the usual one and 150 % of it
WINDOWS = (((800, 560), 1.0), ((1024, 768), 1.0), ((1280, 800), 1.0), ((1280, 800), 1.5))
WINDOW_IDS = ["800x560", "1024x768", "1280x800", "150%"]


@pytest.fixture(autouse=True)
def no_crash():
    """Tests here make their own app (inside the probe or not); the package's ``no_crash`` needs the shared one."""
    yield


def _card_rects(table) -> list[tuple[str, pygame.Rect]]:
    """Every card at rest as drawn: a tile's strip, a turned card's box, a lit or chosen card with its ring."""
    out = []
    for slot in table.slots:
        rect = slot.rect if slot.strip else turned_rect(slot.rect, slot.angle + (-90.0 if slot.entry.tapped else 0.0))
        out.append((slot.zone, rect.inflate(4, 4) if slot.entry.selectable or slot.entry.selected else rect))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size, scale", WINDOWS, ids=WINDOW_IDS)
def test_every_zone_labels_ink_is_clear_of_every_card(probe, size, scale, lang):
    """The golden game at the start (every hand, deck and empty field), on turn 2 (standby cards, a battle) and later
    (tapped cards, returns, dark holes): no label's ink box meets a card or the ring of a lit card, anywhere on the
    table, and where the probe read a label's ink from the screen it is where ``label_ink`` says."""
    from tests.ui.textfit.screens import game_screens, new_app

    checked = read = 0
    for upto in (2, 18, 30):
        app, driver = new_app(probe, lang, size, scale)
        game_screens(driver, "sdgf", upto, "at", lambda name: None, extras=False)
        scene = app.top
        assert not app.crashes, app.crashes
        drawn = {(d.shown, d.rect.x, d.rect.y): d.rect for d in probe.texts(app.surface)}
        cards = _card_rects(scene.table)
        for zone in scene.table.zones:
            ink = scene.table.label_ink(zone, lang)
            if ink is None:
                continue
            checked += 1
            over = [(name, tuple(r)) for name, r in cards if r.colliderect(ink)]
            assert not over, (upto, zone.name, scene.table.label_text(zone, lang), tuple(ink), over)
            shown = scene.table._label(zone, lang)[3]
            if (shown, ink.x, ink.y) in drawn:
                read += 1
                assert drawn[(shown, ink.x, ink.y)] == ink
    assert checked >= 30 and read >= 1, (checked, read)
