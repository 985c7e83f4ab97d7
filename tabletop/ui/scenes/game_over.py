"""The end-of-game screen: ``session.outcome().text``, the winners, and the
way back to the launcher (or back to look at the final board)."""

from __future__ import annotations

import pygame

from tabletop.core.i18n import t

from .. import theme
from ..text import key
from ..widgets import Dialog


class GameOverScene(Dialog):
    width = 640
    height = 300

    def __init__(self, app, game_scene) -> None:
        self.game_scene = game_scene
        session = game_scene.session
        outcome = session.outcome()

        def body(lang: str) -> str:
            if outcome is None:
                return ""
            if outcome.winners:     # the screen's name for a seat (a scenario's side: "Drake's army")
                names = ("、" if lang == "ja" else ", ").join(game_scene.seat_name(s).get(lang) for s in outcome.winners)
                who = t("ui.winners", lang, names=names)
            else:
                who = t("ui.draw", lang)
            return f"{outcome.text.get(lang)}\n{who}"

        super().__init__(app, key("ui.game_over"), body, ok_label=key("ui.to_launcher"),
                         cancel_label=key("ui.view_board"), on_ok=app.open_launcher)
        self.body_label.size = theme.SIZE_HEADING
        app.play("chime")

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        pygame.draw.line(surface, theme.GOLD, (self.box.x + 24, self.box.y + 56), (self.box.right - 24, self.box.y + 56), 2)
