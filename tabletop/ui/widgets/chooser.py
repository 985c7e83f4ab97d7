"""Chooser: pick one of a few values with ◀ ▶ arrows (or by clicking the value).

``Chooser(caption, [(value, label), ...], value, on_change)``; ``caption`` and
labels are any label type. Used by the launcher for seats, game options, dice
source and language. A caption or value too wide for its box shrinks a little,
then is cut with "…"; hovering the chooser then shows both whole.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from .. import probe, theme
from ..text import Label, resolve
from .base import Widget

ARROW_W = 36


class Chooser(Widget):
    def __init__(self, caption: Label, choices: Sequence[tuple[Any, Label]], value: Any,
                 on_change: Callable[[Any], None] | None = None, rect=None, *, tooltip: Label = None) -> None:
        super().__init__(rect, tooltip)
        self.caption = caption
        self.choices = list(choices)
        self.value = value if any(v == value for v, _ in self.choices) else (self.choices[0][0] if self.choices else None)
        self.on_change = on_change
        self.hover_part = ""
        self.value_width = 0  # set by fit_values; 0 = 45% of the rect
        self.cut = False  # caption or value cut with "…" at the last draw: hovering shows them whole

    def fit_values(self, text, size: int = theme.SIZE_BODY) -> None:
        """Make the value box wide enough for the longest choice in either language."""
        longest = max((text.size(resolve(label, lang), size)[0] for _, label in self.choices for lang in ("ja", "en")),
                      default=0)
        self.value_width = min(self.rect.w * 65 // 100, max(self.rect.w * 45 // 100, longest + 2 * ARROW_W + 28))

    def parts(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(left arrow, value box, right arrow) in the right half of the rect."""
        half = self.value_width or self.rect.w * 45 // 100
        box = pygame.Rect(self.rect.right - half, self.rect.y, half, self.rect.h)
        left = pygame.Rect(box.x, box.y, ARROW_W, box.h)
        right = pygame.Rect(box.right - ARROW_W, box.y, ARROW_W, box.h)
        middle = pygame.Rect(left.right, box.y, box.w - 2 * ARROW_W, box.h)
        return left, middle, right

    def index(self) -> int:
        for i, (v, _) in enumerate(self.choices):
            if v == self.value:
                return i
        return 0

    def step(self, delta: int) -> None:
        if len(self.choices) < 2 or not self.enabled:
            return
        self.value = self.choices[(self.index() + delta) % len(self.choices)][0]
        if self.on_change is not None:
            self.on_change(self.value)

    def set(self, value: Any) -> None:
        if any(v == value for v, _ in self.choices) and value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def value_label(self, lang: str) -> str:
        return resolve(self.choices[self.index()][1], lang) if self.choices else "—"

    def find(self, pos):
        return self if self.rect.collidepoint(pos) and (self.tooltip or self.cut) else None

    def tooltip_text(self, lang: str) -> str:
        caption = resolve(self.caption, lang)  # empty: drawn whole above the chooser, the value alone is due
        whole = (f"{caption}: {self.value_label(lang)}" if caption else self.value_label(lang)) if self.cut else ""
        return "\n".join(part for part in (whole, resolve(self.tooltip, lang)) if part)

    def handle(self, inp, ui: Any) -> bool:
        left, middle, right = self.parts()
        if inp.kind == "motion":
            self.hover_part = ("left" if left.collidepoint(inp.pos) else "right" if right.collidepoint(inp.pos)
                               else "middle" if middle.collidepoint(inp.pos) else "")
            return False
        if inp.kind == "press" and self.rect.collidepoint(inp.pos):
            return True
        if inp.kind == "click" and self.rect.collidepoint(inp.pos):
            self.step(-1 if left.collidepoint(inp.pos) else 1)
            return True
        if inp.kind == "wheel" and self.rect.collidepoint(inp.pos):
            self.step(-1 if inp.dy > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        text = ui.text
        left, middle, right = self.parts()
        whole = resolve(self.caption, ui.lang)
        if probe.ACTIVE is not None:
            named = whole or resolve(getattr(self, "setup_caption", None), ui.lang)  # a caption drawn above it
            probe.ACTIVE.clickable(surface, pygame.Rect(left.x, left.y, right.right - left.x, left.h),
                                   f"{named}: {self.value_label(ui.lang)}", self.enabled)
        caption, size = text.fit_line(whole, theme.SIZE_BODY, self.rect.w - middle.w - 2 * ARROW_W - 12)
        cap = text.render(caption, size, theme.TEXT_MUTED)
        surface.blit(cap, cap.get_rect(midleft=(self.rect.x, self.rect.centery)))
        theme.panel(surface, pygame.Rect(left.x, left.y, right.right - left.x, left.h), theme.BUTTON, theme.BORDER)
        many = len(self.choices) > 1 and self.enabled
        for part, glyph, name in ((left, "◀", "left"), (right, "▶", "right")):
            if self.hover_part == name and many:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, part.inflate(-4, -4), border_radius=6)
            g = text.render(glyph, theme.SIZE_SMALL, theme.TEXT if many else theme.TEXT_DISABLED)
            surface.blit(g, g.get_rect(center=part.center))
        label = self.value_label(ui.lang)
        shown, size = text.fit_line(label, theme.SIZE_BODY, middle.w - 6)
        self.cut = caption != whole or shown != label
        val = text.render(shown, size, theme.TEXT)
        surface.blit(val, val.get_rect(center=middle.center))
