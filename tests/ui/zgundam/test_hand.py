"""The held hand: every card's name can be read and clicking it picks that card (issue 15, crowded zones).

A Z Gundam hand is a ``hand`` zone (``cards.layout.hand_slots``): cards never
overlap side by side; rows leave each card's title band in view; a hand too
small for that becomes name strips. Checked from what the frame drew (the
probe reads each face's title) at 2 and 6 seats, 1280x800 and 800x560, both
languages, with a hand of 8 cards (and of 5); clicks are posted
mouse events on the name as drawn.
"""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.app import App
from tabletop.ui.cards.layout import NAME_PEEK, CardEntry, ZoneSpec, layout_zone

from tests.ui.conftest import click
from .helpers import lift, name_rect, to_action_phase

SIZES = ((1280, 800), (800, 560))


def _scene(probe, lang, size, seats, held):
    discover()
    session = Session(registry.find("zgundam"), seats, None, dice=SeededSource(5))
    seat = to_action_phase(session, held)
    app = App(lang, size=size)
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    assert scene.viewer == seat and app.top is scene
    return app, scene, seat


CASES = [(lang, seats, size, 8) for lang in ("ja", "en") for seats in (2, 6) for size in SIZES] + \
    [("en", 6, (800, 560), 5), ("ja", 2, (1280, 800), 5)]


@pytest.mark.parametrize("lang,seats,size,held", CASES, ids=[f"{c[0]}-{c[1]}seats-{c[2][0]}x{c[2][1]}-{c[3]}cards"
                                                            for c in CASES])
def test_every_held_name_is_in_view_and_clicking_it_picks_that_card(probe, lang, seats, size, held):
    app, scene, seat = _scene(probe, lang, size, seats, held)
    slots = [s for s in scene.table.slots if s.zone == f"hand{seat}"]
    assert [s.entry.id for s in slots] == list(scene.session.state.cards(f"hand{seat}"))
    screen = app.surface.get_rect()
    for i, slot in enumerate(slots):
        rect = name_rect(probe, scene, slot, lang)
        assert screen.contains(rect), slot.entry.id
        covered = [o.entry.id for o in slots[i + 1:] if rect.clip(o.rect).w > 1 and rect.clip(o.rect).h > 1]
        assert not covered, f"{slot.entry.id}'s name is under {covered}"
        click(app, rect.center)
        assert scene.selection.picked == [slot.entry.id], (slot.entry.id, scene.selection.picked)
        click(app, rect.center, button=3)  # right click: the pick is let go
        assert scene.selection.picked == []


def test_a_hand_that_fits_stays_one_leaning_row(probe):
    """Five cards at 1280x800 go side by side, leaning a little like a fan, none over another."""
    app, scene, seat = _scene(probe, "en", (1280, 800), 3, 5)
    slots = [s for s in scene.table.slots if s.zone == f"hand{seat}"]
    assert len({s.rect.y for s in slots[:1] + slots[-1:]}) == 1 and not any(s.strip for s in slots)
    assert all(a.rect.right <= b.rect.x for a, b in zip(slots, slots[1:]))
    assert slots[0].angle > 0 > slots[-1].angle


@pytest.mark.parametrize("n", range(1, 11))
def test_hand_slots_never_cover_a_name(n):
    """The shared layout alone: side by side without overlap, each row showing NAME_PEEK of the one before."""
    area = pygame.Rect(20, 600, 560, 180)
    zone = ZoneSpec("hand0", area, [CardEntry(str(i)) for i in range(n)], mode="hand", card_width=116)
    slots = layout_zone(zone)
    assert len(slots) == n
    for i, a in enumerate(slots):
        band = pygame.Rect(a.rect.x, a.rect.y, a.rect.w, a.rect.h if a.strip else math.ceil(a.rect.h * NAME_PEEK))
        assert area.contains(a.rect)
        assert not any(band.colliderect(b.rect) for b in slots[i + 1:]), i
