"""LogPanel: a scrolling list of wrapped text lines (game log, help text).

``LogPanel(rect, title=...)``; ``set_lines([...labels or (label, colour)])``.
The mouse wheel scrolls; new lines keep the view at the bottom unless the
player has scrolled up (``follow``). Lines are any label type, resolved in
the current language at draw time. With ``whole_entries`` the view at the bottom
starts with an entry's first line, never with the tail of one ("11.2)" alone at the
top of a short log): the rows of a cut entry at the top show its first lines, the last ending "…" (left blank they read as an
empty first line: the newcomer pass, Dunbine), and an entry longer than the panel shows
its first lines, the last ending "…" (``on_open``'s "Show all" has the rest). A player who scrolled up is told of entries added since ("▼ 2 new",
bottom right); a click on it goes back to the newest lines and follows again. With ``on_open`` the title row
carries a "Show all" chip that calls it (a scene opens the whole log in a ``LogDialog``: a short panel at UI
scale 150 % shows one entry).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from ...core.i18n import Text
from .. import probe, theme
from ..text import Label, resolve
from .base import Widget

WHEEL_LINES = 3
SHOW_ALL = Text("全部見る", "Show all")  # the title row's chip that opens the whole log (``on_open``)


class LogPanel(Widget):
    def __init__(self, rect=None, *, title: Label = None, size: int = theme.SIZE_SMALL,
                 follow: bool = True, framed: bool = True, words: bool = False, whole_entries: bool = False,
                 on_open: Callable[[], Any] | None = None) -> None:
        super().__init__(rect)
        self.on_open = on_open
        self._open: pygame.Rect | None = None  # the "Show all" chip as last drawn
        self.words = words  # a katakana word stays whole where it fits ("バトラスソー" / "ド" never)
        self.whole_entries = whole_entries
        self._starts: list[bool] = []  # per wrapped line: whether it begins an entry
        self.title = title
        self.size = size
        self.entries: list[tuple[Label, tuple]] = []
        self.follow = follow
        self.framed = framed
        self.offset = 0  # in wrapped lines from the top
        self._wrapped: list[tuple[str, tuple]] = []
        self._wrapped_key: tuple | None = None
        self._at_end = True
        self._read = 0  # entries there were when the player last saw the newest lines
        self._cue: pygame.Rect | None = None  # the "▼ n new" cue as last drawn (a click on it scrolls down)

    def set_lines(self, lines: Sequence[Label | tuple[Label, tuple]]) -> None:
        self.entries = [(l if isinstance(l, tuple) else (l, theme.TEXT)) for l in lines]
        self._wrapped_key = None

    def body(self) -> pygame.Rect:
        top = 30 if self.title else 8
        return pygame.Rect(self.rect.x + 10, self.rect.y + top, self.rect.w - 24, self.rect.h - top - 8)

    def wrapped(self, ui: Any) -> list[tuple[str, tuple]]:
        body = self.body()
        key = (ui.lang, body.w, len(self.entries), id(self.entries))
        if key != self._wrapped_key:
            out, starts = [], []
            for label, colour in self.entries:
                for i, line in enumerate(ui.text.wrapped(resolve(label, ui.lang), self.size, body.w, words=self.words)):
                    out.append((line, colour))
                    starts.append(i == 0)
            self._wrapped, self._wrapped_key, self._starts = out, key, starts
            if self.follow and self._at_end:
                self.offset = self.max_offset(ui)
        return self._wrapped

    def scroll_to_end(self) -> None:
        """Show the newest lines (at the next draw) and follow new ones again."""
        self._at_end = True
        self._wrapped_key = None

    def unread(self) -> int:
        """Entries added since the player scrolled up from the newest lines (0 while following)."""
        return 0 if self._at_end else max(0, len(self.entries) - self._read)

    def visible_count(self, ui: Any) -> int:
        return max(1, self.body().h // ui.text.line_height(self.size))

    def max_offset(self, ui: Any) -> int:
        return max(0, len(self._wrapped) - self.visible_count(ui))

    def handle(self, inp, ui: Any) -> bool:
        if inp.kind == "wheel" and self.rect.collidepoint(inp.pos):
            self.wrapped(ui)
            if self._at_end:
                self._read = len(self.entries)
            self.offset = max(0, min(self.max_offset(ui), self.offset - inp.dy * WHEEL_LINES))
            self._at_end = self.offset >= self.max_offset(ui)
            return True
        if inp.kind == "click" and self._cue is not None and self.unread() and self._cue.collidepoint(inp.pos):
            self.scroll_to_end()
            return True
        if inp.kind == "click" and self.on_open is not None and self._open is not None \
                and self._open.collidepoint(inp.pos):
            self.on_open()
            return True
        return False

    def _cut(self, row: tuple[str, tuple], ui: Any, width: int) -> tuple[str, tuple]:
        """A row of an entry the panel shows only in part, ending "…" within ``width``."""
        line, colour = row
        with probe.unnoted():  # the entry's rest is a turn of the wheel (or "Show all"): a scroll's cut, not a fit
            return ui.text.fit(line.rstrip() + "…", self.size, width), colour

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        if self.framed:
            theme.panel(surface, self.rect, theme.PANEL, theme.BORDER)
        title = resolve(self.title, ui.lang)
        if title:
            surface.blit(ui.text.render(title, theme.SIZE_SMALL, theme.TEXT_MUTED), (self.rect.x + 12, self.rect.y + 6))
        self._open = None
        if self.on_open is not None and self.entries:
            word = resolve(SHOW_ALL, ui.lang)
            w, h = ui.text.size(word, theme.SIZE_SMALL)
            self._open = pygame.Rect(self.rect.right - w - 24, self.rect.y + 4, w + 14, h + 4)
            theme.panel(surface, self._open, theme.PANEL_RAISED, theme.BORDER, radius=5)
            surface.blit(ui.text.render(word, theme.SIZE_SMALL, theme.TEXT), (self._open.x + 7, self._open.y + 2))
        lines = self.wrapped(ui)
        body = self.body()
        height = ui.text.line_height(self.size)
        count = self.visible_count(ui)
        self.offset = max(0, min(self.offset, self.max_offset(ui)))
        blank, first = 0, self.offset  # the top lines left blank: the tail of an entry cut by the panel's top
        if self.whole_entries and self.offset and self.offset == self.max_offset(ui):
            blank = next((k for k in range(count) if self._starts[self.offset + k]), count)
            if blank == count:  # the newest entry longer than the panel: its first lines, not its tail ("(1))")
                blank, first = 0, max(k for k in range(self.offset + 1) if self._starts[k])
        rows = lines[first:first + count]
        end = first + len(rows)  # the newest entry longer than the panel: its last row shown ends "…" (the rest
        if self.whole_entries and rows and end < len(lines) and not self._starts[end] and end - first == count \
                and self.offset == self.max_offset(ui):  # is "Show all"; 800x560: "P1: Hambrabi with Roberto is")
            rows[-1] = self._cut(rows[-1], ui, body.w)
        if blank:   # the rows above the first whole entry: the cut entry's first lines, the last ending "…"
            head = max(k for k in range(self.offset + 1) if self._starts[k])
            rows[:blank] = lines[head:head + blank]
            rows[blank - 1] = self._cut(rows[blank - 1], ui, body.w)
        for i, (line, colour) in enumerate(rows):
            if line:
                surface.blit(ui.text.render(line, self.size, colour), (body.x, body.y + i * height))
        if len(lines) > count:
            track = pygame.Rect(self.rect.right - 9, body.y, 4, body.h)
            pygame.draw.rect(surface, theme.PANEL_RAISED, track, border_radius=2)
            h = max(20, body.h * count // len(lines))
            y = body.y + (body.h - h) * self.offset // max(1, self.max_offset(ui))
            pygame.draw.rect(surface, theme.BORDER, (track.x, y, 4, h), border_radius=2)
        self._cue = None
        if self.unread():
            word = resolve(Text(f"▼ 新しい記録 {self.unread()}", f"▼ {self.unread()} new"), ui.lang)
            size = theme.SIZE_SMALL
            w, h = ui.text.size(word, size)
            self._cue = pygame.Rect(body.right - w - 12, body.bottom - h - 2, w + 12, h + 2)
            theme.panel(surface, self._cue, theme.PANEL_RAISED, theme.GOLD, radius=5)
            surface.blit(ui.text.render(word, size, theme.GOLD), (self._cue.x + 6, self._cue.y + 1))
