"""ScrollList: a vertical list of widgets (usually buttons) that scrolls with the wheel.

``ScrollList(rect, item_height=44)``; ``set_items([...widgets])`` replaces the
content and keeps the scroll position when it can. Items are placed in rows of
``item_height`` (a widget may set ``row_height`` to take more); only visible rows
are drawn and clickable. A thin bar shows the position when the list overflows.
``WholeRows``: a list whose wheel moves by whole rows (the next or the previous row's top to the list's top).
``TabbedRows``: whole rows only, never a row cut by an edge; a tab with an arrow at the top or the foot says
(and, clicked, shows) that more rows lie that way.
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


class TabbedRows(ScrollList):
    """A list that draws (and takes clicks on) whole rows only: a row the list's edge would cut is left out and a
    tab with an arrow takes the room at that edge (the launcher's game cards and set-up rows, Z Gundam's actions: half
    a chooser or half an action read as cut text). A turn of the wheel, or a click on a tab, brings the next (or the
    previous) row in whole, its top just under the top tab."""

    TAB_W, TAB_H = 44, 14
    TAB_ROOM = TAB_H + 2

    def _tops(self) -> list[int]:
        """Each row's top in the content (0 for the first row)."""
        tops, y = [], 0
        for item in self.items:
            tops.append(y)
            y += getattr(item, "row_height", self.item_height) + self.gap
        return tops

    def max_offset(self) -> int:
        """The end of the list: the first row from which all the rest show whole comes under the top tab (blank
        below the last row, where the list ends, rather than above the rows where it reads as a gap)."""
        need = super().max_offset()
        if need <= 0:
            return 0
        return next((y - self.TAB_ROOM for y in self._tops()[1:] if y - self.TAB_ROOM >= need), need)

    def _more_above(self) -> bool:
        return self.offset > 0

    def _more_below(self) -> bool:
        return self.offset < self.max_offset()

    def _span(self) -> tuple[int, int]:
        """Where whole rows may show: the list less the tabs' room at each edge with rows beyond it."""
        return (self.rect.top + (self.TAB_ROOM if self._more_above() else 0),
                self.rect.bottom - (self.TAB_ROOM if self._more_below() else 0))

    def _visible(self, item: Widget) -> bool:
        top, bottom = self._span()
        if item.rect.h > bottom - top:  # a row taller than the room: shown as far as it goes from the room's top
            return super()._visible(item) and item.rect.top <= top  # (not under a whole row: the 800x560 launcher
            # with "Continue" drew Z Gundam's 134 px card cut under Ultra Seven's, and took it for shown)
        return item.rect.top >= top and item.rect.bottom <= bottom

    def tabs(self) -> tuple[pygame.Rect | None, pygame.Rect | None]:
        """The tabs at the top and at the foot (None where no row lies beyond that edge)."""
        x = self.rect.centerx - self.TAB_W // 2
        return (pygame.Rect(x, self.rect.top, self.TAB_W, self.TAB_H) if self._more_above() else None,
                pygame.Rect(x, self.rect.bottom - self.TAB_H, self.TAB_W, self.TAB_H) if self._more_below() else None)

    def wheel_pixels(self, dy: int) -> int:
        """The next (``dy`` < 0) or the previous row after the first whole one comes to the top, under the tab."""
        tops = self._tops()
        top = self._span()[0] - self.rect.top + self.offset
        first = next((i for i, y in enumerate(tops) if y >= top), len(tops) - 1)
        row = max(0, min(len(tops) - 1, first - dy))
        target = 0 if row == 0 else tops[row] - self.TAB_ROOM
        return max(0, min(self.max_offset(), target)) - self.offset

    def handle(self, inp, ui: Any) -> bool:
        if inp.kind == "click" and inp.button == 1:
            for tab, dy in zip(self.tabs(), (1, -1)):
                if tab is not None and tab.collidepoint(inp.pos):
                    self.scroll(self.wheel_pixels(dy))
                    return True
        return super().handle(inp, ui)

    def _row_of(self, widget: Widget) -> Widget:
        """The row that is ``widget`` or holds it (a chooser in a row of two)."""
        return next((i for i in self.items if i is widget or widget in getattr(i, "focus_children", list)()), widget)

    def shows(self, item: Widget) -> bool:
        row = self._row_of(item)
        return row.visible and item.visible and self._visible(row)

    def reveal(self, widget: Widget) -> bool:
        """Scroll row by row until the row holding ``widget`` shows whole (keyboard focus)."""
        for _ in range(len(self.items) + 1):
            row = self._row_of(widget)
            if self._visible(row):
                break
            before = self.offset
            self.scroll(self.wheel_pixels(1 if row.rect.centery < self.rect.centery else -1))
            if self.offset == before:
                break
        return True

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        super().draw(surface, ui)
        for tab, down in zip(self.tabs(), (False, True)):
            if tab is None:
                continue
            pygame.draw.rect(surface, theme.PANEL_RAISED, tab, border_radius=6)
            pygame.draw.rect(surface, theme.BORDER, tab, 1, border_radius=6)
            cx, cy = tab.center
            tip, base = (4, -3) if down else (-4, 3)
            pygame.draw.polygon(surface, theme.TEXT_MUTED, [(cx - 6, cy + base), (cx + 6, cy + base), (cx, cy + tip)])
