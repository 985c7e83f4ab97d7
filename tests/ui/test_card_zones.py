"""Crowded card zones stay usable (issue 15), driven with posted mouse events in the real app.

* Eight cards in one Ultra Seven area are eight name strips, none covering another, each
  picked by the pointer and shown whole in the hover view.
* A base or hand picked from again and again does not re-flow under the mouse: the cards
  before a dragged one keep their places (Ultra Seven base), and a zone under the pointer
  keeps every card where it is until the pointer leaves it (SD Gundam Force hand), so the
  next click picks the card the player sees there.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.ultraseven.actions import Deploy, EndAlienActions
from tabletop.games.ultraseven.state import tdf_zone
from tests.games.ultraseven.helpers import base_cards, clear_table, deploy, new
from tests.ui.sdgf.conftest import start as start_sdgf
from tests.ui.ultraseven.helpers import drag, start


def motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=(0, 0, 0))


def zone_slots(scene, name: str):
    return [s for s in scene.table.slots if s.zone == name]


@pytest.mark.parametrize("lang, size, least", [("ja", (1280, 800), (56, 14)), ("en", (800, 560), (28, 11))])
def test_eight_cards_in_one_ultra_seven_area_are_strips_each_picked_by_the_pointer(home, lang, size, least):
    from tabletop.ui.app import App

    pygame.display.init()
    pygame.font.init()
    app = App(lang, size=size)
    s = new("campaign", seed=7)
    clear_table(s)
    s.apply(EndAlienActions(), 0)
    crowd = base_cards(s)[:8]
    for card in crowd:
        deploy(s, card, "city")
    scene = start(app, s)
    slots = zone_slots(scene, "grp:city")
    assert [sl.entry.id for sl in slots] == crowd
    assert all(sl.strip for sl in slots), "a crowded area shows name strips, not slivers"
    for a in slots:
        assert a.rect.w >= least[0] and a.rect.h >= least[1], f"{a.entry.id} is a sliver: {a.rect}"
        assert not any(a.rect.colliderect(b.rect) for b in slots if b is not a)
    for sl in slots:  # the pointer on a strip shows that card whole, beside it
        app.step([motion(sl.rect.center)], 0.05)
        assert scene.table.card_at(sl.rect.center) is sl
        assert scene.table.drawn_faces[-1] == sl.entry.id


def test_ultra_seven_base_keeps_its_cards_still_when_one_is_dragged_out(app):
    s = new("campaign", seed=7)
    clear_table(s)
    s.apply(EndAlienActions(), 0)
    for card in base_cards(s)[5:]:  # five cards stay: a base of whole cards side by side, as tiles (session 28)
        deploy(s, card, "space")
    scene = start(app, s)
    base = next(z for z in scene.table.zones if z.name == "base")
    assert base.mode == "tiles" and all(sl.rect.w >= 64 for sl in zone_slots(scene, "base"))
    before = {sl.entry.id: sl.rect.copy() for sl in zone_slots(scene, "base")}
    order = [sl.entry.id for sl in zone_slots(scene, "base")]
    first, moved, nxt = order[0], order[1], order[2]
    city = next(z for z in scene.table.zones if z.name == "grp:city").rect.center
    drag(app, before[moved].center, city)
    app.step([], 0.05)
    assert moved in s.state.zones[tdf_zone("city")].cards
    after = {sl.entry.id: sl.rect for sl in zone_slots(scene, "base")}
    assert after[first] == before[first], "a card before the dragged one moved"
    # all through the deployment the base keeps every card where it was (issue 16, session 18: a re-flow put another
    # card under the pointer): the dragged card leaves a gap, and the next card is taken from its own place
    assert after[nxt] == before[nxt], "the next card moved"
    spot = scene.table.card_at(before[moved].center)
    assert spot is None or spot.zone != "base", "a base card under the gap"
    drag(app, before[nxt].center, city)
    app.step([], 0.05)
    assert nxt in s.state.zones[tdf_zone("city")].cards
    assert Deploy(first, "city") in s.legal_actions()


def test_sdgf_hand_does_not_reflow_under_the_pointer_after_a_card_leaves_it(app):
    scene = start_sdgf(app, seed=7)
    hand = f"hand{scene.me}"
    usable = [sl for sl in zone_slots(scene, hand) if sl.entry.id in scene.selectable_cards()]
    assert len(usable) >= 2 and len(zone_slots(scene, hand)) >= 3
    card = usable[0].entry.id
    rects = {sl.entry.id: sl.rect.copy() for sl in zone_slots(scene, hand)}
    # choose the card with the mouse, keep the pointer on the hand, confirm with Return
    app.step([motion(usable[0].rect.center)], 0.05)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=usable[0].rect.center, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=usable[0].rect.center, button=1)], 0.05)
    assert scene.selected == card
    other = next(sl for sl in zone_slots(scene, hand) if sl.entry.id != card)
    app.step([motion(other.rect.center)], 0.05)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0),
              pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 0.05)
    left = zone_slots(scene, hand)
    assert card not in {sl.entry.id for sl in left}, "the card left the hand"
    for sl in left:
        assert sl.rect == rects[sl.entry.id], f"{sl.entry.id} moved under the pointer"
    assert scene.table.card_at(other.rect.center).entry.id == other.entry.id
    # the pointer leaves the hand (here the next seat's curtain is up): it closes up
    assert scene.table.pointer_moved((5, scene.geo["header"].bottom + 5))
    assert [sl.rect.x for sl in zone_slots(scene, hand)] != [rects[sl.entry.id].x for sl in zone_slots(scene, hand)]
