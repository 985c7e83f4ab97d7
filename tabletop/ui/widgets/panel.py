"""Panel: a rounded background box, optionally with a heading.

Drawn under the widgets placed on it (add the panel to the scene first).
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..text import Label, resolve
from .base import Widget


class Panel(Widget):
    def __init__(self, rect=None, *, title: Label = None, fill=theme.PANEL, border=theme.BORDER) -> None:
        super().__init__(rect)
        self.title = title
        self.fill = fill
        self.border = border

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        theme.panel(surface, self.rect, self.fill, self.border)
        title = resolve(self.title, ui.lang)
        if title:
            surf = ui.text.render(title, theme.SIZE_SMALL, theme.TEXT_MUTED)
            surface.blit(surf, (self.rect.x + theme.PAD, self.rect.y + 6))

    def inner(self) -> pygame.Rect:
        """The area below the heading, inside the padding."""
        top = 32 if self.title else theme.PAD
        return pygame.Rect(self.rect.x + theme.PAD, self.rect.y + top,
                           self.rect.w - 2 * theme.PAD, self.rect.h - top - theme.PAD)
