"""Helpers for the Ultra Seven screen tests: start a game in the app, lift curtains,
find cards and zones on screen, drag with raw mouse events."""

from __future__ import annotations

import pygame

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.ui.inputs import click_events
from tabletop.ui.widgets import PrivacyCurtain


def start(app, session: Session | None = None, mode: str = "one_cour", seed: int = 3):
    session = session or Session(GAME, 2, {"mode": mode}, seed=seed)
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    return scene


def lift(app) -> None:
    while isinstance(app.top, PrivacyCurtain):
        app.step(click_events((640, 400)), 0.016)
    app.step([], 0.016)


def click(app, pos) -> None:
    app.step(click_events(tuple(pos)), 0.016)


def drag(app, start, end) -> None:
    sx, sy = start
    ex, ey = end
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)]
    for i in range(1, 6):
        p = (sx + (ex - sx) * i // 5, sy + (ey - sy) * i // 5)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(ex, ey), button=1))
    app.step(events, 0.016)


def card_pos(scene, card: str, zone: str | None = None):
    slots = scene.table.slots
    for i, slot in enumerate(slots):
        if slot.entry.id == card and (zone is None or slot.zone == zone):
            # a visible point of the card: rows overlap to the right, so its left strip
            nxt = slots[i + 1] if i + 1 < len(slots) and slots[i + 1].zone == slot.zone else None
            visible = (nxt.rect.x - slot.rect.x) if nxt is not None else slot.rect.w
            return (slot.rect.x + max(1, min(10, visible // 2)), slot.rect.centery)
    raise AssertionError(f"card {card} not on screen")


def zone_pos(scene, name: str):
    for zone in scene.table.zones:
        if zone.name == name:
            r = zone.frame or zone.rect
            return (r.right - 8, r.y + 6)   # the label strip: the zone, never a card
    raise AssertionError(f"zone {name} not on screen")


def scripted(session: Session, *faces: int) -> None:
    session.dice = ScriptedSource(list(faces))
