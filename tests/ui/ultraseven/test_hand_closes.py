"""Issue 16, a newcomer pass (session 29): the alien clicked a hand card to place it face down and the hand kept a
card-wide gap where it was until the pointer left the hand or the next action (the table keeps a row still under the
pointer). Ultra Seven's hands now close up at once (``CardTableView.flow``): the cards slide together within 250 ms,
at once with the animations off, the pointer resting where the card was."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.ultraseven.actions import PlaceInvasion
from tabletop.ui import motion
from tabletop.ui.cards.layout import layout_zone
from tests.ui.ultraseven.helpers import card_on_table, card_pos, open_1280

E = pygame.event.Event


def _hand(scene):
    return [slot for slot in scene.table.slots if slot.zone == "alien_hand"]


@pytest.mark.parametrize("animations", [True, False])
def test_a_placed_hand_card_leaves_no_gap(home, animations):
    s = card_on_table()
    app, scene = open_1280("en", s)
    motion.set_enabled(animations)  # (as the settings' "Animations" switch does; the app set it as it opened)
    try:
        before = _hand(scene)
        step = before[1].rect.x - before[0].rect.x
        pos = card_pos(scene, "inv10", "alien_hand")
        app.step([E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
        app.step([E(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 0.016)
        app.step([E(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
        assert s.actions and s.actions[-1]["action"] == {"type": "PlaceInvasion", "card": "inv10"}
        assert PlaceInvasion("inv10") not in scene.legal
        zone = next(z for z in scene.table.zones if z.name == "alien_hand")
        assert zone.rect.collidepoint(pos)  # (the pointer still over the hand)
        closed = [slot.rect for slot in layout_zone(zone)]
        hand = _hand(scene)
        assert [slot.rect for slot in hand] == closed  # laid out closed up, not kept where the cards were
        xs = [r.x for r in closed]
        assert len(xs) == 4 and all(b - a == step for a, b in zip(xs, xs[1:])), (xs, step)
        app.step([], 0.25 if animations else 0.016)
        shown = [scene.table.motion.shown_rect(slot)[0] for slot in hand]
        assert shown == closed and not scene.table.animating
    finally:
        motion.set_enabled(True)
