"""Kept drawings: a part of a scene drawn once per what it shows, then copied back on the next frames.

A scene's panels (Monster Raid's adventurers and targets, SDGF's header and phase chips) cost more to
draw than to blit: their dice icons, chips and fitted texts are the same frame after frame. ``Kept.draw``
draws such a part straight onto the screen when what it shows (its ``key``, with its place, the window's
size, the colour-vision palette and the UI scale) changed, keeps a copy of the screen's rectangle and what
the drawing returned (hover regions), and blits the copy on the frames after. The part must be drawn over
the scene's plain background only (nothing drawn before it under its rectangle changes between frames),
so the copy holds exactly its pixels. While the text check (``probe``) looks on, parts are drawn straight,
so it sees every line. Given the app's ``TextCache``, a part notes the strings it drew when it was made and says
them again (``TextCache.shown``) on every frame its copy is blitted, so what reads the strings of a frame (the
seats' privacy and fairness tests) sees a kept part's text as if drawn anew.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypeVar

import pygame

from . import probe, theme
from .palette import palette_name

if TYPE_CHECKING:
    from .text import TextCache

R = TypeVar("R")


class Kept:
    """Copies of the parts a scene drew, by name (see the module doc)."""

    def __init__(self) -> None:
        self._kept: dict[object, tuple[object, pygame.Surface, object, tuple[str, ...]]] = {}

    def clear(self) -> None:
        """Every part drawn anew at the next frame."""
        self._kept.clear()

    def draw(self, surface: pygame.Surface, name: object, rect: pygame.Rect, key: object,
             paint: Callable[[], R], text: TextCache | None = None) -> R:
        """``paint()`` (drawing part ``name`` into ``rect`` of ``surface``) when ``key`` or the place changed,
        else the copy kept of it; returns what ``paint`` returned when it drew the copy. With ``text``, the strings
        ``paint`` drew are noted and said again with each copy (see the module doc)."""
        if probe.ACTIVE is not None:
            return paint()
        key = (key, tuple(rect), surface.get_size(), palette_name(), theme.ui_scale())
        found = self._kept.get(name)
        if found is not None and found[0] == key:
            surface.blit(found[1], rect)
            if text is not None:
                text.shown(found[3])
            return found[2]  # type: ignore[return-value]
        strings: tuple[str, ...] = ()
        if text is None:
            result = paint()
        else:
            noted: list[str] = []
            outer, text.recording = text.recording, noted
            try:
                result = paint()
            finally:
                text.recording = outer
            strings = tuple(noted)
            if outer is not None:
                outer.extend(strings)
        if surface.get_rect().contains(rect) and rect.w > 0 and rect.h > 0:
            self._kept[name] = (key, surface.subsurface(rect).copy(), result, strings)
        return result
