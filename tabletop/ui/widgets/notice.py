"""Notice: a non-blocking message at the top of the screen, in the app's language with the other beneath.

For problems the player must know of but that stop nothing: a save that cannot
be written, a user folder that cannot be used, settings reset to their defaults.
``App.notice(text)`` shows one; it stays ``NOTICE_TIME`` seconds (or until it is
clicked) while the game goes on underneath. Several stack downwards.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.i18n import Text

from .. import theme
from .base import Widget

NOTICE_TIME = 20.0
MAX_WIDTH = 900
PAD = 14


class Notice(Widget):
    """One notice: ``text`` (both languages), drawn in ``colour``, for ``time`` seconds."""

    def __init__(self, text: Text, colour: tuple[int, int, int] = theme.WARNING, time: float = NOTICE_TIME) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.left = time

    def update(self, dt: float) -> bool:
        self.left -= dt
        return True

    @property
    def done(self) -> bool:
        return self.left <= 0

    def lines(self, ui: Any, width: int) -> list[tuple[str, int, tuple[int, int, int]]]:
        """(line, size, colour): the app's language wrapped, then the other language smaller."""
        other = "en" if ui.lang == "ja" else "ja"
        out = [(line, theme.SIZE_BODY, self.colour) for line in ui.text.wrapped(self.text.get(ui.lang), theme.SIZE_BODY, width)]
        second = self.text.get(other)
        if second and second != self.text.get(ui.lang):
            out += [(line, theme.SIZE_SMALL, theme.TEXT_MUTED) for line in ui.text.wrapped(second, theme.SIZE_SMALL, width)]
        return out

    def place(self, ui: Any, screen_width: int, top: int) -> pygame.Rect:
        """Set and return the notice's box, centred below ``top``."""
        width = min(MAX_WIDTH, screen_width - 40)
        height = sum(ui.text.line_height(size) for _, size, _ in self.lines(ui, width - 2 * PAD)) + 2 * PAD
        self.rect = pygame.Rect(0, top, width, height)
        self.rect.centerx = screen_width // 2
        return self.rect

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        theme.panel(surface, self.rect, theme.PANEL_RAISED, self.colour, radius=10)
        y = self.rect.y + PAD
        for line, size, colour in self.lines(ui, self.rect.w - 2 * PAD):
            if line:
                surface.blit(ui.text.render(line, size, colour), (self.rect.x + PAD, y))
            y += ui.text.line_height(size)
