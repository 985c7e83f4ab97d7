"""The ONE place where pygame events become semantic inputs.

Scenes and widgets never look at raw pygame events: ``InputTranslator.translate``
turns them into ``Input`` records:

============  ==========================================================
kind          meaning
============  ==========================================================
``motion``    the pointer moved (``pos``); used for hover
``press``     a mouse button went down (``pos``, ``button``)
``click``     a button went down and up without dragging (``pos``, ``button``)
``drag_start`` the pointer moved more than ``DRAG_THRESHOLD`` px with a button down
``drag_move`` further movement while dragging (``pos``, ``start``, ``rel``)
``drag_end``  the button was released after a drag (``pos``, ``start``)
``wheel``     mouse wheel (``pos`` = pointer, ``dy`` > 0 = away from the user)
``key``       a key press; ``shortcut`` is a normalised name (``"ctrl+z"``,
              ``"escape"``, ``"return"``, ``"a"``) and ``key``/``mod`` the raw codes
``text``      typed text (TEXTINPUT), ``text``
``resize``    the window changed size, ``size``
``quit``      the window was closed (``text`` "window"), or the app was told to quit from outside ("signal":
              SDL makes a quit event of a SIGTERM or SIGINT)
============  ==========================================================

Positions come from the events themselves, never from ``pygame.mouse``
(posted events do not move SDL's mouse state), so tests can drive the app with
constructed events.
"""

from __future__ import annotations

from typing import Iterable

import pygame

from tabletop.core.records import Record, record

DRAG_THRESHOLD = 5


@record
class Input(Record):
    """One semantic input (see the module table for the kinds)."""

    kind: str
    pos: tuple[int, int] = (0, 0)
    button: int = 0
    start: tuple[int, int] = (0, 0)
    rel: tuple[int, int] = (0, 0)
    dy: int = 0
    key: int = 0
    mod: int = 0
    shortcut: str = ""
    text: str = ""
    size: tuple[int, int] = (0, 0)

    @property
    def pointer(self) -> bool:
        return self.kind in ("motion", "press", "click", "drag_start", "drag_move", "drag_end", "wheel")


def shortcut_name(key: int, mod: int = 0) -> str:
    """``"ctrl+shift+z"`` style name of a key press."""
    name = pygame.key.name(key) if key else ""
    parts = []
    if mod & pygame.KMOD_CTRL:
        parts.append("ctrl")
    if mod & pygame.KMOD_ALT:
        parts.append("alt")
    if mod & pygame.KMOD_SHIFT and len(name) != 1:
        parts.append("shift")
    parts.append(name.lower())
    return "+".join(parts)


def display_shortcut(shortcut: str) -> str:
    """A shortcut as shown in a tooltip: ``"ctrl+z"`` -> ``"Ctrl+Z"``."""
    names = {"escape": "Esc", "return": "Enter", "space": "Space", "ctrl": "Ctrl",
             "alt": "Alt", "shift": "Shift", "backspace": "BS", "tab": "Tab"}
    return "+".join(names.get(p, p.upper() if len(p) == 1 else p.capitalize()) for p in shortcut.split("+"))


class InputTranslator:
    """Turns raw pygame events into ``Input`` records, tracking presses and drags."""

    def __init__(self) -> None:
        self._down: tuple[int, int] | None = None
        self._button = 0
        self._dragging = False
        self.pointer = (-1, -1)

    @property
    def dragging(self) -> bool:
        """Whether a drag is under way (a button held and moved past ``DRAG_THRESHOLD``)."""
        return self._dragging

    def translate(self, events: Iterable[pygame.event.Event]) -> list[Input]:
        out: list[Input] = []
        for event in events:
            out.extend(self._one(event))
        return out

    def _one(self, event: pygame.event.Event) -> list[Input]:
        t = event.type
        if t == getattr(pygame, "WINDOWCLOSE", -1):
            return [Input("quit", text="window")]
        if t == pygame.QUIT:   # without a window's close before it: from outside (a signal, the system)
            return [Input("quit", text="signal")]
        if t == pygame.VIDEORESIZE:
            return [Input("resize", size=(int(event.w), int(event.h)))]
        if t == pygame.MOUSEMOTION:
            pos = tuple(int(v) for v in event.pos)
            self.pointer = pos
            out = [Input("motion", pos)]
            if self._down is not None:
                rel = (pos[0] - self._down[0], pos[1] - self._down[1])
                if not self._dragging and max(abs(rel[0]), abs(rel[1])) >= DRAG_THRESHOLD:
                    self._dragging = True
                    out.append(Input("drag_start", self._down, self._button, self._down))
                if self._dragging:
                    out.append(Input("drag_move", pos, self._button, self._down, rel))
            return out
        if t == pygame.MOUSEBUTTONDOWN:
            pos = tuple(int(v) for v in event.pos)
            self.pointer = pos
            if event.button in (4, 5):  # old-style wheel buttons; MOUSEWHEEL covers them
                return []
            self._down, self._button, self._dragging = pos, event.button, False
            return [Input("press", pos, event.button)]
        if t == pygame.MOUSEBUTTONUP:
            pos = tuple(int(v) for v in event.pos)
            self.pointer = pos
            if event.button in (4, 5) or self._down is None:
                return []
            start, dragging = self._down, self._dragging
            self._down, self._dragging = None, False
            if dragging:
                return [Input("drag_end", pos, event.button, start)]
            return [Input("click", pos, event.button, start)]
        if t == pygame.MOUSEWHEEL:
            return [Input("wheel", self.pointer, dy=int(event.y))]
        if t == pygame.KEYDOWN:
            mod = int(getattr(event, "mod", 0))
            return [Input("key", self.pointer, key=int(event.key), mod=mod,
                          shortcut=shortcut_name(int(event.key), mod))]
        if t == pygame.TEXTINPUT:
            return [Input("text", self.pointer, text=str(event.text))]
        return []


def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    """The raw events of one click at ``pos`` (for tests and scripted demos)."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
