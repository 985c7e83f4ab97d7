"""Fixtures of the SD Gundam Force screen tests: the real game, started in the real app."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.dice import make_source
from tabletop.core.registry import find
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.inputs import click_events
from tabletop.ui.widgets import PrivacyCurtain



def start(app, seed: int = 7, options=None):
    """A new SD Gundam Force game in the app, curtain lifted; returns the table scene."""
    discover()
    session = Session(find("sdgf"), 2, options or {}, make_source("seeded", seed))
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    return scene


def start_probed(probe, lang: str, size: tuple[int, int], scale: float):
    """(app, driver, scene): a new app made while ``probe`` runs, at ``size`` and UI ``scale``, with the seeded game
    of ``start`` on its table, curtain lifted."""
    from tests.ui.textfit.screens import new_app

    app, driver = new_app(probe, lang, size, scale)
    discover()
    scene = app.start_game(Session(find("sdgf"), 2, {}, make_source("seeded", 7)))
    driver.frames(1)
    lift(app)
    return app, driver, scene


def lift(app) -> None:
    while isinstance(app.top, PrivacyCurtain):
        app.step(click_events((app.size[0] // 2, app.size[1] // 2)), 0.016)
    app.step([], 0.016)


def click_at(app, pos, button: int = 1) -> None:
    app.step(click_events(tuple(int(v) for v in pos), button), 0.016)


def drag(app, start, end) -> None:
    """A real drag: press, move past the threshold in steps, release."""
    start, end = tuple(map(int, start)), tuple(map(int, end))
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, 6):
        p = (start[0] + (end[0] - start[0]) * i // 5, start[1] + (end[1] - start[1]) * i // 5)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    app.step(events, 0.016)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], 0.016)


def hover_points(scene):
    """(slot, pos): each face-up card on the table with its left edge, middle and right edge, where the pointer there
    rests on that card."""
    for slot in list(scene.table.slots):
        if slot.entry.face is None:
            continue
        for pos in (slot.rect.midleft, slot.rect.center, (slot.rect.right - 2, slot.rect.centery)):
            if scene.table.card_at(pos) is slot:
                yield slot, pos


def slot_of(scene, instance: str):
    found = [s for s in scene.table.slots if s.entry.id == instance]
    assert found, f"card {instance} is not on the table"
    return found[0]


@pytest.fixture(autouse=True)
def no_crash(app):
    """The app catches scene exceptions and shows its crash screen: a test must never pass through one."""
    yield
    assert not app.crashes, f"the app crashed: {app.crashes}"
