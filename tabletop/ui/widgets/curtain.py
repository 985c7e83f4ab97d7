"""PrivacyCurtain: hides the whole screen while the computer changes hands.

An opaque scene: nothing of the game is drawn under it. It reads
"次は{seat}の番です。画面を渡してクリックしてください / Pass the computer to
{seat}; click when ready"; a click (or Return / Space) lifts it and calls
``on_ready``. Game scenes push it whenever the seat at the computer changes
and the game has hidden information (``views.base.GameScene``). Esc opens the
game's menu (save, settings, back to the launcher...) over the curtain, which
stays: nothing of the game shows; closing the menu comes back to the curtain.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import theme
from ..scene import Scene
from ..text import Label, key, resolve


class PrivacyCurtain(Scene):
    opaque = True
    background = theme.BG_DEEP

    def __init__(self, app, seat: Label, on_ready: Callable[[], Any] | None = None) -> None:
        super().__init__(app)
        self.seat = seat
        self.on_ready = on_ready

    def message(self) -> str:
        return key("ui.curtain", seat=resolve(self.seat, self.app.lang)).get(self.app.lang)

    def handle(self, inp) -> bool:
        if inp.kind == "key" and inp.shortcut == "escape":
            self.open_menu()
            return True
        if (inp.kind == "click" and inp.button == 1) or (inp.kind == "key" and inp.shortcut in ("return", "space")):
            self.close()
            if self.on_ready is not None:
                self.on_ready()
        return True

    def open_menu(self) -> None:
        """The game menu of the game scene under the curtain (none: Esc does nothing)."""
        below = next((s for s in reversed(self.app.scenes) if s is not self and hasattr(s, "session")), None)
        if below is not None:
            from ..scenes.menu import GameMenu

            self.app.push(GameMenu(self.app, below))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        text, lang = self.app.text, self.app.lang
        seat = resolve(self.seat, lang)
        big = text.render(seat, theme.SIZE_TITLE, theme.GOLD, True)
        surface.blit(big, big.get_rect(center=(w // 2, h // 2 - 70)))
        lines = text.wrap(self.message(), theme.SIZE_HEADING, min(900, w - 80))
        lh = text.line_height(theme.SIZE_HEADING)
        for i, line in enumerate(lines):
            s = text.render(line, theme.SIZE_HEADING, theme.TEXT)
            surface.blit(s, s.get_rect(center=(w // 2, h // 2 + i * lh)))
        hint = text.render(key("ui.curtain_hint").get(lang), theme.SIZE_BODY, theme.TEXT_MUTED)
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + len(lines) * lh + 30)))
