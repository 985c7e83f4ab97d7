"""Input through pygame's event queue, as the real loop gets it: each helper posts its events
(``pygame.event.post``) and runs one frame of the app with what ``pygame.event.get`` returns."""

from __future__ import annotations

import pygame


def post(app, *events: pygame.event.Event) -> None:
    if not pygame.display.get_init():  # (the queue needs it: a test run alone may have made no window)
        pygame.display.init()
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    app.step(pygame.event.get(), 0.016)


def post_move(app, pos) -> None:
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)))


def post_click(app, target, button: int = 1) -> None:
    """A click on a widget (its centre) or at a position."""
    pos = tuple(int(v) for v in (target.rect.center if hasattr(target, "rect") else target))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_key(app, key: int, mod: int = 0) -> None:
    post(app, pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def post_text(app, text: str) -> None:
    post(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


def post_wheel(app, pos, dy: int) -> None:
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False))
