"""The end-of-game screen of Z Gundam: the shell's game-over dialog plus every seat's points."""

from __future__ import annotations

import pygame

from tabletop.core.i18n import Text
from tabletop.ui.scenes.game_over import GameOverScene

SCORES = Text("得点", "Points")


class ZGundamOver(GameOverScene):
    """Winner(s) and a line per seat: points and the cards taken."""

    width = 680
    height = 400

    def __init__(self, app, game_scene) -> None:
        super().__init__(app, game_scene)
        base = self.body_label.label
        view = game_scene.session.view(None)

        def body(lang: str) -> str:
            lines = [base(lang) if callable(base) else str(base), ""]
            ranked = sorted(view["seats"], key=lambda s: -s["points"])
            for s in ranked:
                taken = len(s["score"])
                lines.append(f"{s['label'][lang]}：{s['points']}点（{taken}枚）" if lang == "ja"
                             else f"{s['label'][lang]}: {s['points']} points ({taken} card{'s' if taken != 1 else ''})")
            return "\n".join(lines)

        self.body = body
        self.body_label.label = body

    def layout(self, size) -> None:
        super().layout(size)
        bw = min(260, (self.box.w - 60) // 2)
        y = self.ok_button.rect.y
        self.cancel_button.rect = pygame.Rect(self.box.right - 24 - bw, y, bw, self.ok_button.rect.h)
        self.ok_button.rect = pygame.Rect(self.cancel_button.rect.x - 12 - bw, y, bw, self.ok_button.rect.h)

    def seat_points(self) -> list[tuple[int, int]]:
        view = self.game_scene.session.view(None)
        return [(s["seat"], s["points"]) for s in view["seats"]]
