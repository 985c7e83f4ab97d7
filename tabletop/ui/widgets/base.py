"""The widget contract: a rectangle that handles inputs and draws itself.

``handle(inp, ui)`` returns True when it used the input; ``update(dt)`` returns
True while animating; ``draw(surface, ui)`` must not change game state. ``ui``
is the app (anything with ``.lang`` and ``.text``, a ``TextCache``). Labels
may be strings, i18n ``Text``, ``text.key("...")`` or callables of the
language, so every widget re-labels itself after a language switch.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..text import Label, resolve


class Widget:
    """Base widget. ``rect`` is in screen coordinates and set by the scene's layout."""

    def __init__(self, rect: pygame.Rect | tuple | None = None, tooltip: Label = None) -> None:
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.enabled = True
        self.tooltip = tooltip

    def handle(self, inp, ui: Any) -> bool:
        return False

    def update(self, dt: float) -> bool:
        return False

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        pass

    def find(self, pos: tuple[int, int]) -> "Widget | None":
        """The widget under ``pos`` that may show a tooltip (self or a child)."""
        return self if self.rect.collidepoint(pos) and self.tooltip else None

    def tooltip_text(self, lang: str) -> str:
        return resolve(self.tooltip, lang)
