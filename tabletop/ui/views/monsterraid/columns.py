"""The decision's options laid out in columns: while a stage's growth is chosen the table holds nothing to look at,
and its options (each skill's name and whole text) take the table's area and then the right column under its title,
every option whole. At 800x560 the right column alone scrolled them and cut the last one shown in half (issue 16).

``ColumnList`` is the scene's list of options: with no columns it is the plain scrolling list; given columns it
places each option whole in the first column with room for it, and the ones that find none wait for the wheel, a
line at the last column's foot saying how many follow (or precede).

Options that appear under a pointer resting where the player just clicked (``hold``: "Next" at the round end's last
step, or the previous adventurer's growth) take no click until the pointer moves or ``HOLD_SECONDS`` (1 s) pass: a
newcomer clicking "Next" a few times too many chose every adventurer's growth unseen (session 26, a real window).
A deliberate click after reading the options goes through even with the pointer still. Options that come by
themselves (the round end's last step ended while the player went for "Next") take no click for ``HOLD_SECONDS``
whatever the pointer does: the click meant for "Next" chose Sigurd's growth unseen (session 27, a real window)."""

from __future__ import annotations

from typing import Any

import pygame

from ... import motion, theme
from ...text import key
from ...widgets import ScrollList
from ...inputs import Input
from . import strings  # noqa: F401  (registers the mr.* strings: "N more below")


#: How far (px) the pointer moves, or how long (s of the app's clock) it rests, before options that appeared under
#: it take a click (``ColumnList.hold``): longer than one click after another, shorter than reading an option.
HOLD_MOVE = 3
HOLD_SECONDS = 1.0


class ColumnList(ScrollList):
    """A scrolling list, or, given ``columns`` (``set_columns``), rows flowing whole through those rectangles."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.columns: list[pygame.Rect] = []
        self.backed: list[pygame.Rect] = []   # columns over the table: a panel drawn under their rows
        self.first = 0     # the first row shown (the wheel steps it)
        self.after = 0     # rows that follow the last one shown
        self.mark = pygame.Rect(0, 0, 0, 0)   # where "N more" is told
        self._ui: Any = None
        self.held_at: tuple[int, int] | None = None   # the pointer the options appeared under (``hold``)
        self.held_until = 0.0
        self.held_still = False   # held for ``HOLD_SECONDS`` whatever the pointer does (``hold(None)``)

    def hold(self, at: tuple[int, int] | None) -> None:
        """Take no click on an option until the pointer moves ``HOLD_MOVE`` px from ``at`` (where the pointer that
        brought these options was) or ``HOLD_SECONDS`` pass; ``at`` None (options that came by themselves): until
        ``HOLD_SECONDS`` pass, the pointer moving or not."""
        self.held_at, self.held_until, self.held_still = at, motion.CLOCK.now + HOLD_SECONDS, at is None

    def release(self) -> None:
        self.held_at, self.held_still = None, False

    def _held(self, inp) -> bool:
        """Whether ``inp`` is a press or click on the rows held back (``hold``); a move away lets them go."""
        if (self.held_at is not None or self.held_still) and motion.CLOCK.now >= self.held_until:
            self.release()
        if self.held_still:
            return inp.kind in ("press", "click") and self.rect_of_rows().collidepoint(inp.pos)
        if self.held_at is None:
            return False
        if inp.kind == "motion":
            if max(abs(inp.pos[0] - self.held_at[0]), abs(inp.pos[1] - self.held_at[1])) >= HOLD_MOVE:
                self.held_at = None
            return False
        return inp.kind in ("press", "click") and self.rect_of_rows().collidepoint(inp.pos)

    def rect_of_rows(self) -> pygame.Rect:
        """The screen rect round the rows' columns (or the list)."""
        return self.columns[0].unionall(self.columns[1:]) if self.columns else pygame.Rect(self.rect)

    def set_items(self, items) -> None:
        self.first = 0
        super().set_items(items)

    def set_columns(self, ui: Any, columns: list[pygame.Rect], backed: list[pygame.Rect] | None = None) -> None:
        """Lay the rows out in ``columns`` (in order), or as a scrolling list in ``rect`` when there are none."""
        self._ui, self.columns, self.backed = ui, list(columns), list(backed or [])
        if columns:
            self.offset = 0
        self.place()

    def max_offset(self) -> int:
        return 0 if self.columns else super().max_offset()

    def place(self) -> None:
        if not self.columns:
            self.first, self.after = 0, 0
            super().place()
            return
        self.first = max(0, min(self.first, len(self.items) - 1))
        mark_h = self._ui.text.line_height(theme.SIZE_SMALL) + 4
        self._flow(0)
        if self.after or self.first:   # room for the line saying more follow
            self._flow(mark_h)
        last = self.columns[-1]
        self.mark = pygame.Rect(last.x, last.bottom - mark_h + 4, last.w, mark_h - 4) if self.after or self.first \
            else pygame.Rect(last.x, last.y, last.w, 0)
        shown = [i.rect for i in self.items if i.rect.w and last.contains(i.rect)] + ([self.mark] if self.mark.h else [])
        self.rect = shown[0].unionall(shown[1:]) if shown else pygame.Rect(last.x, last.y, last.w, 0)

    def _flow(self, foot: int) -> None:
        """Place the rows from ``first`` whole, column after column (``foot`` px kept at the last one's foot)."""
        col, y, full = 0, self.columns[0].y, False
        self.after = 0
        for n, item in enumerate(self.items):
            if n < self.first or full:
                item.rect = pygame.Rect(0, 0, 0, 0)
                self.after += n >= self.first
                continue
            while True:
                area = self.columns[col]
                bottom = area.bottom - (foot if col == len(self.columns) - 1 else 0)
                if hasattr(item, "fit_width"):
                    item.fit_width(self._ui, area.w)
                h = getattr(item, "row_height", self.item_height)
                if y + h <= bottom or (y == area.y and col == len(self.columns) - 1 and n == self.first):
                    item.rect = pygame.Rect(area.x, y, area.w, h)
                    y += h + self.gap
                    break
                col += 1
                if col >= len(self.columns):
                    full = True
                    item.rect = pygame.Rect(0, 0, 0, 0)
                    self.after += 1
                    break
                y = self.columns[col].y

    def _over(self, pos) -> bool:
        return any(c.collidepoint(pos) for c in self.columns)

    def _visible(self, item) -> bool:
        return bool(item.rect.w) if self.columns else super()._visible(item)

    def scroll(self, pixels: int) -> None:
        if not self.columns:
            super().scroll(pixels)
            return
        if pixels > 0 and self.after:
            self.first += 1
        elif pixels < 0 and self.first:
            self.first -= 1
        self.place()

    def reveal(self, widget) -> bool:
        """Bring ``widget`` (a row, or inside one) into the columns, the fewest rows stepped (the focus ring's ↑ ↓:
        a row waiting for the wheel stayed out of view with the ring on it); False with no columns (the plain list
        scrolls by pixels)."""
        if not self.columns:
            return False
        row = next((i for i in self.items if i is widget or widget in getattr(i, "focus_children", lambda: [])()),
                   None)
        if row is None:
            return False
        n = self.items.index(row)
        if n < self.first:
            self.first = n
            self.place()
        while not row.rect.w and self.after and self.first < n:
            self.first += 1
            self.place()
        return True

    def handle(self, inp, ui: Any) -> bool:
        if self._held(inp):
            return True
        if not self.columns:
            return super().handle(inp, ui)
        if inp.pointer and inp.kind != "motion" and not self._over(inp.pos):
            return False
        if inp.kind == "wheel":
            self.scroll(-inp.dy)
            moved = Input("motion", inp.pos)
            for item in self.items:
                item.handle(moved, ui)
            return True
        return any((self._visible(i) or inp.kind == "key") and i.visible and i.handle(inp, ui) for i in self.items)

    def find(self, pos):
        if not self.columns:
            return super().find(pos)
        for item in self.items:
            if item.visible and self._visible(item) and item.rect.collidepoint(pos):
                found = item.find(pos)
                if found is not None:
                    return found
        return None

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        if not self.columns:
            super().draw(surface, ui)
            return
        for area in self.backed:
            theme.panel(surface, area.inflate(16, 16), theme.PANEL, theme.BORDER)
        for item in self.items:
            if item.visible and self._visible(item):
                item.draw(surface, ui)
        if self.mark.h:
            words = key("mr.options_after", n=self.after) if self.after else key("mr.options_before", n=self.first)
            line = ui.text.render(words.get(ui.lang), theme.SIZE_SMALL, theme.TEXT_MUTED)
            surface.blit(line, line.get_rect(midtop=self.mark.midtop))
