"""Drive the app as a person would: find what the screen shows by its text, post real events.

``Driver(app, probe)`` (the app made inside ``with Probe() as probe:``) reads
the last drawn frame through the probe and posts pygame events
(``pygame.event.post``) that the next ``App.step`` takes from the queue, so a
test clicks what is on the screen, never a widget or an engine call:

    driver.click("Start game")      # the button showing that text, at its centre
    driver.key(pygame.K_ESCAPE); driver.type("Deck 1")
    driver.hover((x, y)); driver.shows("whole title")

Positions are in the app's logical pixels; posted events are in window pixels
(the UI scale), as the real mouse sends them.
"""

from __future__ import annotations

import pygame

from tabletop.ui.probe import Clickable, Drawn, Probe


class NotOnScreen(AssertionError):
    """The screen shows no clickable with that text."""


def _norm(text: str) -> str:
    return "".join(text.split()).replace("…", "").casefold()


class Driver:
    def __init__(self, app, probe: Probe, dt: float = 0.05) -> None:
        self.app = app
        self.probe = probe
        self.dt = dt

    # -- reading the screen ------------------------------------------------------------------
    def texts(self) -> list[Drawn]:
        return self.probe.texts(self.app.surface)

    def clickables(self) -> list[Clickable]:
        return self.probe.clickables(self.app.surface)

    def shown(self) -> str:
        """Every text of the frame as shown, in drawing order, one per line."""
        return "\n".join(d.shown for d in self.texts())

    def shows(self, text: str) -> bool:
        """The frame shows ``text`` (whitespace and case aside; also across wrapped lines)."""
        want = _norm(text)
        return any(want in _norm(d.shown) for d in self.texts()) or want in _norm("".join(
            d.shown for d in self.texts()))

    def find(self, text: str, enabled: bool = True) -> Clickable:
        """The topmost clickable whose label (or a text drawn inside it) contains ``text``."""
        want = _norm(text)
        texts = self.texts()
        found = []
        for c in self.clickables():
            if enabled and not c.enabled:
                continue
            inside = [d.shown for d in texts if c.rect.contains(d.rect)]
            if want in _norm(c.label) or any(want in _norm(s) for s in inside):
                found.append(c)
        if not found:
            labels = sorted({c.label for c in self.clickables()})
            raise NotOnScreen(f"no clickable showing {text!r} on {type(self.app.top).__name__}; "
                              f"buttons: {labels}")
        exact = [c for c in found if _norm(c.label) == want]
        return max(exact or found, key=lambda c: c.layer)

    # -- acting --------------------------------------------------------------------------------
    def window_pos(self, pos: tuple[int, int]) -> tuple[int, int]:
        k = self.app.scale
        return (int(pos[0] * k + k / 2), int(pos[1] * k + k / 2))

    def post(self, *events: pygame.event.Event, frames: int = 1) -> None:
        """Post ``events`` to pygame's queue and run frames that take them."""
        for event in events:
            pygame.event.post(event)
        self.app.step(pygame.event.get(), self.dt)
        self.frames(frames - 1)

    def frames(self, n: int = 1, dt: float | None = None) -> None:
        for _ in range(n):
            self.app.step([], self.dt if dt is None else dt)

    def hover(self, pos: tuple[int, int], frames: int = 1) -> None:
        at = self.window_pos(pos)
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)), frames=frames)

    def click_at(self, pos: tuple[int, int], button: int = 1, frames: int = 2) -> None:
        """A real click (motion, button down, button up) at ``pos`` (logical pixels)."""
        at = self.window_pos(pos)
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button), frames=frames)

    def click(self, text: str, frames: int = 2) -> Clickable:
        """Click the clickable showing ``text`` at its centre (see ``find``)."""
        target = self.find(text)
        self.click_at(target.rect.center, frames=frames)
        return target

    def type(self, text: str, frames: int = 1) -> None:
        """Typed text (a TEXTINPUT event), as a keyboard sends it into a focused field."""
        self.post(pygame.event.Event(pygame.TEXTINPUT, text=text), frames=frames)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0), frames=frames)
