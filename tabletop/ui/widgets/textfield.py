"""``TextField``: a one-line text box (deck names, network addresses, names, passwords)."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.core.i18n import Text

from .. import theme
from .base import Widget


class TextField(Widget):
    """A one-line text box: click to focus, type (IME text too), Backspace deletes, Ctrl+A selects
    all (the next typing replaces it, Backspace or Delete clears it). The length limit is shown as a
    counter ("12/40") in the box; text past it is refused aloud (``on_limit``), never cut silently.
    A value the program proposes (``suggest``) is selected whole when the box gets focus, so typing replaces
    a name the player did not write instead of appending to it."""

    def __init__(self, value: str = "", rect=None, *, caption: Text | None = None, limit: int = 40,
                 on_limit: Callable[[int], None] | None = None) -> None:
        super().__init__(rect)
        self.value = value
        self.caption = caption
        self.limit = limit
        self.on_limit = on_limit
        self.focused = False
        self.all_selected = False
        self.refused = False  # the last typing went past the limit
        self.suggested = False  # the value was proposed by the program, not typed (see ``suggest``)
        self.click_selected = False  # the selection came from a click in the box (the next click lifts it)

    def suggest(self, value: str) -> None:
        """Put a proposed value in the box (a starter deck's name): focusing the box selects it whole, so the
        first typing replaces it; once the player edits it, it is theirs (plain focus again)."""
        self.value = value[:self.limit]
        self.suggested = bool(self.value)
        self.all_selected = self.focused and self.suggested
        self.refused = self.click_selected = False

    def handle(self, inp, ui: Any) -> bool:
        if inp.kind == "click":
            again = self.focused and self.all_selected and self.click_selected  # a second click: caret at the end
            self.focused = self.rect.collidepoint(inp.pos)
            self.all_selected = self.click_selected = self.focused and self.suggested and not again
            return self.focused
        if not self.focused:
            return False
        if inp.kind == "text":
            self.type(inp.text)
            return True
        if inp.kind == "key" and inp.shortcut == "ctrl+a":
            self.all_selected = bool(self.value)
            return True
        if inp.kind == "key" and inp.shortcut in ("backspace", "delete"):
            self.value = "" if self.all_selected else self.value[:-1] if inp.shortcut == "backspace" else self.value
            self.all_selected = self.refused = self.suggested = False
            return True
        if inp.kind == "key" and inp.shortcut in ("return", "escape", "tab"):
            self.focused = self.all_selected = False
            return True
        return inp.kind == "key" and len(inp.shortcut) == 1  # letters typed go to the box, not to shortcuts

    def type(self, text: str) -> None:
        """Add ``text`` (replacing the whole value when it is selected); what does not fit is refused."""
        base = "" if self.all_selected else self.value
        self.all_selected = self.suggested = False
        room = self.limit - len(base)
        self.value = base + text[:max(0, room)]
        self.refused = len(text) > room
        if self.refused and self.on_limit is not None:
            self.on_limit(self.limit)

    def find(self, pos):
        return self if self.value and self.rect.collidepoint(pos) else None

    def tooltip_text(self, lang: str) -> str:
        return self.value  # the whole name, also when the box shows only part of it

    def counter(self) -> str:
        return f"{len(self.value)}/{self.limit}"

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        full = len(self.value) >= self.limit
        edge = theme.ERROR if self.refused else theme.ACCENT_HOVER if self.focused else theme.BORDER
        theme.panel(surface, self.rect, theme.BG_DEEP, edge)
        text = ui.text
        count = text.render(self.counter(), theme.SIZE_SMALL,
                            theme.ERROR if self.refused else theme.WARNING if full else theme.TEXT_MUTED)
        surface.blit(count, count.get_rect(midright=(self.rect.right - 8, self.rect.centery)))
        room = self.rect.w - 24 - count.get_width()
        shown = self.value + ("|" if self.focused and not self.all_selected else "")
        colour = theme.TEXT
        if not self.value and not self.focused and self.caption is not None:
            shown, colour = self.caption.get(ui.lang), theme.TEXT_DISABLED
        if text.size(shown, theme.SIZE_BODY)[0] > room and self.focused:  # typing: the end stays in view
            while shown and text.size("…" + shown, theme.SIZE_BODY)[0] > room:
                shown = shown[1:]
            shown = "…" + shown
        s = text.render(text.fit(shown, theme.SIZE_BODY, room), theme.SIZE_BODY, colour)
        spot = s.get_rect(midleft=(self.rect.x + 8, self.rect.centery))
        if self.all_selected:
            pygame.draw.rect(surface, theme.ACCENT_SOFT, spot.inflate(4, 2), border_radius=3)
        surface.blit(s, spot)
