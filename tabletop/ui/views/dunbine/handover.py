"""The hand-over prompt: "pass the mouse to side X" when the other person's side is to play.

Dunbine has no hidden information (every display is open), so this is a
plain prompt over the board, not a privacy curtain. ``views.base.GameScene``
decides when it is shown: only between two people, once at each change of
side; never for a computer side, never for a lone human, never inside an
attack (the defender's steps are taken at the table; docs/ui.md).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.core.i18n import Text

from ... import theme
from ...scene import Overlay
from ...widgets import Button
from .counters import side_fill


class HandOver(Overlay):
    shade_alpha = 110

    def __init__(self, app, side, seat: int, on_ready: Callable[[], Any] | None = None) -> None:
        super().__init__(app)
        self.side, self.seat = side, seat
        self.on_ready = on_ready
        self.ok_button = Button(Text("受け取りました", "I have the mouse"), self.done, shortcut="return",
                                style="primary")
        self.add(self.ok_button)
        self.box = pygame.Rect(0, 0, 0, 0)

    def layout(self, size) -> None:
        w, h = size
        self.box = pygame.Rect(0, 0, min(620, w - 40), 190)
        self.box.center = (w // 2, h // 2)
        self.ok_button.rect = pygame.Rect(0, 0, 240, 44)
        self.ok_button.rect.midbottom = (self.box.centerx, self.box.bottom - 18)

    def done(self) -> None:
        """The other person has the mouse: the prompt goes and the scene is told."""
        self.close()
        if self.on_ready is not None:
            self.on_ready()

    def handle(self, inp) -> bool:
        if inp.kind == "key" and inp.shortcut in ("escape", "space"):
            self.done()
            return True
        return super().handle(inp)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.box, theme.PANEL_RAISED, side_fill(self.seat), radius=12, width=3)
        text, lang = self.app.text, self.app.lang
        msg = (f"{self.side.name_ja}（第{self.seat + 1}陣営）にマウスを渡してください" if lang == "ja"
               else f"Pass the mouse to {self.side.name_en} (side {self.seat + 1})")
        y = self.box.y + 26
        for line in text.wrap(msg, 22, self.box.w - 40, True):
            s = text.render(line, 22, theme.TEXT, True)
            surface.blit(s, s.get_rect(midtop=(self.box.centerx, y)))
            y += s.get_height()
        sub = ("ダンバインは情報がすべて公開されています（隠す必要はありません）。" if lang == "ja"
               else "Everything is open in Dunbine: nothing needs hiding.")
        s = text.render(text.fit(sub, 15, self.box.w - 40), 15, theme.TEXT_MUTED)
        surface.blit(s, s.get_rect(midtop=(self.box.centerx, y + 8)))
