"""Dialog: a modal box with a title, wrapped text and OK / Cancel buttons.

Dialogs are ``Overlay`` scenes: push one with ``app.push(Dialog(app, ...))`` and
it takes every input until closed; the scene below stays drawn, shaded.
``on_ok`` / ``on_cancel`` are called after the dialog has closed itself.
Return and Escape press OK and Cancel. ``TextDialog`` shows long text (rules
help) in a scrolling ``LogPanel``; ``LogDialog`` a game's whole log, opened at its
newest entries. Subclasses (``ManualDiceDialog``) add
widgets inside ``self.box`` by overriding ``build_body``.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import theme
from ..scene import Overlay
from ..text import Label, key, resolve
from .button import Button
from .label import Label as LabelWidget
from .logpanel import LogPanel


class Dialog(Overlay):
    width = 560
    height = 280

    def __init__(self, app, title: Label, body: Label = None, *, on_ok: Callable[[], Any] | None = None,
                 on_cancel: Callable[[], Any] | None = None, cancel: bool = True,
                 ok_label: Label = None, cancel_label: Label = None) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.on_ok = on_ok
        self.on_cancel = on_cancel
        self.result: str | None = None
        self.box = pygame.Rect(0, 0, self.width, self.height)
        self.ok_button = Button(ok_label or key("ui.ok"), self.ok, shortcut="return", style="primary")
        self.cancel_button = Button(cancel_label or key("ui.cancel"), self.cancel, shortcut="escape")
        self.cancel_button.visible = cancel
        self.body_label = LabelWidget(body, wrap=True, size=theme.SIZE_BODY)
        self.build_body()
        self.add(self.body_label, self.ok_button, self.cancel_button)

    def build_body(self) -> None:
        """Subclasses add their own widgets here."""

    def handle(self, inp) -> bool:
        """Escape closes a dialog that has no Cancel (a log, the rules) as OK does: a player expects it to."""
        if inp.kind == "key" and inp.shortcut == "escape" and not self.cancel_button.visible:
            self.ok()
            return True
        return super().handle(inp)

    def body_height(self, width: int) -> int:
        """The height of the body text wrapped to ``width``, the taller language's."""
        if self.body is None:
            return 0
        text, label = self.app.text, self.body_label
        return max(len(text.wrapped(resolve(self.body, lang), label.size, max(10, width)))
                   for lang in ("ja", "en")) * text.line_height(label.size)

    def layout(self, size) -> None:
        """The box grows (up to the window) until the body text fits; its type shrinks if even that is short."""
        w = min(self.width, size[0] - 40)
        chrome = 64 + 12 + theme.BUTTON_HEIGHT + 18  # title above, buttons below
        h = min(max(self.height, chrome + self.body_height(w - 48)), size[1] - 40)
        while self.body_label.size > theme.SIZE_SMALL and chrome + self.body_height(w - 48) > h:
            self.body_label.size -= 1
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (size[0] // 2, size[1] // 2)
        bh = theme.BUTTON_HEIGHT
        widest = max(self.app.text.size(resolve(b.label, lang), b.size)[0]
                     for b in (self.ok_button, self.cancel_button) for lang in ("ja", "en"))
        bw = min((w - 72) // 2, max(150, widest + 40))
        y = self.box.bottom - bh - 18
        if self.cancel_button.visible:
            self.cancel_button.rect = pygame.Rect(self.box.right - 24 - bw, y, bw, bh)
            self.ok_button.rect = pygame.Rect(self.cancel_button.rect.x - 12 - bw, y, bw, bh)
        else:
            self.ok_button.rect = pygame.Rect(self.box.right - 24 - bw, y, bw, bh)
        self.body_label.rect = pygame.Rect(self.box.x + 24, self.box.y + 64, self.box.w - 48, y - self.box.y - 76)
        self.layout_body()

    def layout_body(self) -> None:
        """Subclasses place their widgets inside ``self.box``."""

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.box.move(0, 4), theme.BG_DEEP, None, radius=12)
        theme.panel(surface, self.box, theme.PANEL_RAISED, theme.ACCENT, radius=12, width=2)
        title = self.app.text.render(resolve(self.title, self.app.lang), theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(title, (self.box.x + 24, self.box.y + 18))

    def finish(self, result: str, callback: Callable[[], Any] | None) -> None:
        self.result = result
        self.close()
        if callback is not None:
            callback()

    def ok(self) -> None:
        self.finish("ok", self.on_ok)

    def cancel(self) -> None:
        self.finish("cancel", self.on_cancel)


class TextDialog(Dialog):
    """A dialog with a long, scrolling text (rules help, crash details)."""

    width = 820
    height = 620

    def __init__(self, app, title: Label, lines: list, **kw) -> None:
        self.lines = lines
        super().__init__(app, title, None, cancel=False, **kw)

    def build_body(self) -> None:
        self.panel = LogPanel(follow=False, framed=False, size=theme.SIZE_BODY)
        self.panel.set_lines(self.lines)
        self.add(self.panel)

    def layout_body(self) -> None:
        self.panel.rect = self.body_label.rect.inflate(10, 0)


class LogDialog(TextDialog):
    """A game's whole log (the lines its log panel holds), opened at the newest entries; the wheel scrolls back."""

    def build_body(self) -> None:
        self.panel = LogPanel(framed=False, size=theme.SIZE_BODY, whole_entries=True)
        self.panel.set_lines(self.lines)
        self.add(self.panel)
