"""Helpers for the seat tests (tests/ui/test_seats_*.py): what covers the game screen (curtains,
hand-over prompts, result panels) and stepping the app clock while computer seats play."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame

from tabletop.ui.widgets import PrivacyCurtain, RollResult

#: where the seat tests leave their pictures to look at (made when the first is saved)
SHOTS = Path(tempfile.gettempdir()) / "seats"


def handovers(app) -> list:
    """The hand-over screens on the stack: privacy curtains, result panels, Dunbine's prompt."""
    from tabletop.ui.views.dunbine.handover import HandOver

    return [s for s in app.scenes if isinstance(s, (PrivacyCurtain, RollResult, HandOver))]


def settle(app, scene, each=None, limit: int = 600, dt: float = 0.1) -> int:
    """Step the app clock while a computer seat decides (nothing over the scene); ``each(scene)`` runs on
    every frame where a computer move waits to be played. Returns how many computer moves were played."""
    moves = len(scene.session.actions)
    for _ in range(limit):
        if app.top is not scene or not scene.computer_turn():
            break
        if scene.thinking is not None:
            if each is not None:
                each(scene)
            scene.thinking.done.wait(10)
        app.step([], dt)
    return len(scene.session.actions) - moves


def drawn_strings(app, dt: float = 0.0) -> list[str]:
    """Every string drawn in one frame (of ``dt`` seconds): rendered, or shown again with a kept part (``ui.kept``)."""
    from tabletop.ui.text import TextCache

    seen: list[str] = []
    original, shown = TextCache.render, TextCache.shown

    def spy(self, text, *args, **kwargs):
        seen.append(text)
        return original(self, text, *args, **kwargs)

    def spy_shown(self, strings):
        seen.extend(strings)
        return shown(self, strings)

    TextCache.render, TextCache.shown = spy, spy_shown
    try:
        app.step([], dt)
    finally:
        TextCache.render, TextCache.shown = original, shown
    return seen


def space(app) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)], 0.0)


def shot(app, path) -> None:
    """Save the current frame as a PNG (for looking at it; not compared)."""
    app.step([], 0.0)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(path))
