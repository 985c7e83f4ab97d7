"""ScrollList: a vertical list of widgets (usually buttons) that scrolls with the wheel.

``ScrollList(rect, item_height=44)``; ``set_items([...widgets])`` replaces the
content and keeps the scroll position when it can. Items are placed in rows of
``item_height`` (a widget may set ``row_height`` to take more); only visible rows
are drawn and clickable. A thin bar shows the position when the list overflows.
``WholeRows``: a list whose wheel moves by whole rows (the next or the previous row's top to the list's top);
with ``whole_only`` it draws only the rows that show whole, and a tab with an arrow under the last one says (and,
clicked, shows) that more rows follow.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from .. import theme
from ..inputs import Input
from .base import Widget

WHEEL_STEP = 48


class ScrollList(Widget):
    def __init__(self, rect=None, *, item_height: int = 44, gap: int = 6) -> None:
        super().__init__(rect)
        self.items: list[Widget] = []
        self.item_height = item_height
        self.gap = gap
        self.offset = 0

    def set_items(self, items: Sequence[Widget]) -> None:
        self.items = list(items)
        self.offset = max(0, min(self.offset, self.max_offset()))
        self.place()

    def content_height(self) -> int:
        return sum(getattr(i, "row_height", self.item_height) + self.gap for i in self.items) - (self.gap if self.items else 0)

    def max_offset(self) -> int:
        return max(0, self.content_height() - self.rect.h)

    def place(self) -> None:
        """Put each item at its row for the current offset and width."""
        y = self.rect.y - self.offset
        width = self.rect.w - (10 if self.max_offset() else 0)
        for item in self.items:
            h = getattr(item, "row_height", self.item_height)
            item.rect = pygame.Rect(self.rect.x, y, width, h)
            y += h + self.gap

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))
        self.place()

    def wheel_pixels(self, dy: int) -> int:
        """How far one turn of the wheel (``dy`` notches, < 0: down the page) scrolls the list."""
        return -dy * WHEEL_STEP

    def scroll_to_end(self) -> None:
        self.scroll(self.max_offset())

    def _visible(self, item: Widget) -> bool:
        return item.rect.colliderect(self.rect)

    def shows(self, item: Widget) -> bool:
        """Whether ``item`` is drawn (and takes clicks) at the current offset."""
        return item.visible and self._visible(item)

    def handle(self, inp, ui: Any) -> bool:
        if inp.kind == "wheel" and self.rect.collidepoint(inp.pos):
            self.scroll(self.wheel_pixels(inp.dy))
            moved = Input("motion", inp.pos)  # the pointer now rests on another row
            for item in self.items:
                item.handle(moved, ui)
            return True
        if inp.pointer and inp.kind != "motion" and not self.rect.collidepoint(inp.pos):
            return False
        for item in self.items:
            if (self._visible(item) or inp.kind == "key") and item.visible and item.handle(inp, ui):
                return True
        return False

    def update(self, dt: float) -> bool:
        return any(item.update(dt) for item in self.items if item.visible)

    def find(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        for item in self.items:
            if item.visible and self._visible(item):
                found = item.find(pos)
                if found is not None:
                    return found
        return None

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        old = surface.get_clip()
        surface.set_clip(self.rect.clip(old) if old else self.rect)
        for item in self.items:
            if item.visible and self._visible(item):
                item.draw(surface, ui)
        surface.set_clip(old)
        if self.max_offset():
            track = pygame.Rect(self.rect.right - 5, self.rect.y, 5, self.rect.h)
            pygame.draw.rect(surface, theme.PANEL_RAISED, track, border_radius=3)
            frac = self.rect.h / max(1, self.content_height())
            h = max(24, int(self.rect.h * frac))
            y = self.rect.y + int((self.rect.h - h) * self.offset / self.max_offset())
            pygame.draw.rect(surface, theme.BORDER, (track.x, y, 5, h), border_radius=3)


class WholeRows(ScrollList):
    """A list whose wheel turn brings the next (or the previous) row's top to the list's top, so every row that is
    not taller than the list can be brought into view whole (never half a button at the top)."""

    #: Show and take clicks on whole rows only (a row cut by the bottom edge is left out, a "more" tab under the last
    #: whole row takes its place): the launcher's game cards and set-up rows, whose half-drawn text read as cut.
    whole_only = False
    MORE_W, MORE_H = 44, 14

    def max_offset(self) -> int:
        """Whole rows only: the list's end puts a row's top at the list's top (blank below the last row rather
        than half a row at the top)."""
        need = super().max_offset()
        if not self.whole_only or need <= 0:
            return need
        y = 0
        for item in self.items:
            if y >= need:
                return y
            y += getattr(item, "row_height", self.item_height) + self.gap
        return need

    def _more_below(self) -> bool:
        return self.whole_only and any(i.rect.bottom > self.rect.bottom for i in self.items)

    def _floor(self) -> int:
        """The lowest a shown row may reach: the list's bottom, less the "more" tab's room when rows follow."""
        return self.rect.bottom - (self.MORE_H + 2 if self._more_below() else 0)

    def _visible(self, item: Widget) -> bool:
        if not self.whole_only or item.rect.h > self._floor() - self.rect.top:
            return super()._visible(item)
        return item.rect.top >= self.rect.top and item.rect.bottom <= self._floor()

    def more_tab(self) -> pygame.Rect | None:
        """Where the tab saying more rows follow sits (at the list's foot), or None when every row below shows."""
        if not self._more_below():
            return None
        return pygame.Rect(self.rect.centerx - self.MORE_W // 2, self.rect.bottom - self.MORE_H, self.MORE_W,
                           self.MORE_H)

    def handle(self, inp, ui: Any) -> bool:
        tab = self.more_tab()
        if tab is not None and inp.kind == "click" and inp.button == 1 and tab.collidepoint(inp.pos):
            self.scroll(self.wheel_pixels(-1))
            return True
        return super().handle(inp, ui)

    def reveal(self, widget: Widget) -> bool:
        """Scroll by whole rows until the row holding ``widget`` shows whole (keyboard focus)."""
        if not self.whole_only:
            return False
        for _ in range(len(self.items) + 1):
            rect = widget.rect
            if rect.top < self.rect.top:
                self.scroll(self.wheel_pixels(1))
            elif rect.bottom > self._floor() and rect.top > self.rect.top and self.offset < self.max_offset():
                self.scroll(self.wheel_pixels(-1))
            else:
                break
        return True

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        super().draw(surface, ui)
        tab = self.more_tab()
        if tab is not None:
            pygame.draw.rect(surface, theme.PANEL_RAISED, tab, border_radius=6)
            pygame.draw.rect(surface, theme.BORDER, tab, 1, border_radius=6)
            cx, cy = tab.center
            pygame.draw.polygon(surface, theme.TEXT_MUTED, [(cx - 6, cy - 3), (cx + 6, cy - 3), (cx, cy + 4)])

    def wheel_pixels(self, dy: int) -> int:
        top = self.rect.top
        if dy < 0:  # down the page: the first row starting below the top
            below = [i.rect.top - top for i in self.items if i.rect.top > top]
            return below[min(-dy, len(below)) - 1] if below else self.max_offset() - self.offset  # (a tall last row)
        above = [i.rect.top - top for i in self.items if i.rect.top < top]
        return above[-min(dy, len(above))] if above else 0

    def snap(self) -> None:
        """Bring the row cut at the list's top (after its rows changed under a kept offset) whole into view."""
        top, y = 0, 0
        for item in self.items:
            if y > self.offset:
                break
            top = y
            y += getattr(item, "row_height", self.item_height) + self.gap
        if self.offset != top and self.offset != self.max_offset():
            self.offset = top
        self.place()
