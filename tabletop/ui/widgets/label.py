"""Label: text in a rectangle, optionally wrapped, in any theme colour.

``Label(text.key("launcher.title"), rect, size=theme.SIZE_TITLE, colour=theme.TEXT,
align="left"|"center"|"right", wrap=True)``. The label is resolved in the app's
language at every draw, so it follows a language switch. A single line too wide
for the rect shrinks a little, then is cut with "…" and shows whole on hover.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import probe, theme
from ..text import Label as LabelText, resolve
from .base import Widget


class Label(Widget):
    def __init__(self, label: LabelText, rect=None, *, size: int = theme.SIZE_BODY,
                 colour=theme.TEXT, align: str = "left", wrap: bool = False, bold: bool = False,
                 valign: str = "top", tooltip: LabelText = None) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.size = size
        self.colour = colour
        self.align = align
        self.wrap = wrap
        self.bold = bold
        self.valign = valign
        self.cut = False  # cut with "…" at the last draw: hovering shows the whole text
        self.shown_size = size  # the type size of the last draw (a line too wide shrinks first)

    def lines(self, ui: Any) -> list[str]:
        content = resolve(self.label, ui.lang)
        if self.wrap:
            return list(ui.text.wrapped(content, self.size, max(10, self.rect.w), self.bold))  # kept: no font calls a frame
        if not self.rect.w:
            return [content]
        shown, self.shown_size = ui.text.fit_line(content, self.size, max(10, self.rect.w), self.bold)
        return [shown]

    def find(self, pos):
        """A label cut with "…" shows its whole text on hover."""
        if self.rect.collidepoint(pos) and (self.tooltip or self.cut):
            return self
        return None

    def tooltip_text(self, lang: str) -> str:
        return resolve(self.tooltip, lang) or resolve(self.label, lang)

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        if probe.ACTIVE is not None:
            probe.ACTIVE.box(self.rect)
        self.shown_size = self.size
        lines = self.lines(ui)
        self.cut = bool(lines) and not self.wrap and lines[0] != resolve(self.label, ui.lang)
        size = self.shown_size  # a single line shrinks a little before it is cut
        height = ui.text.line_height(size)
        y = self.rect.y
        if self.valign == "center":
            y = self.rect.centery - height * len(lines) // 2
        for line in lines:
            if not line:
                y += height
                continue
            surf = ui.text.render(line, size, self.colour, self.bold)
            if self.align == "center":
                x = self.rect.centerx - surf.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - surf.get_width()
            else:
                x = self.rect.x
            surface.blit(surf, (x, y))
            y += height
        if probe.ACTIVE is not None:
            probe.ACTIVE.box(None)
