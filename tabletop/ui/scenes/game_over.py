"""The end-of-game screen: ``session.outcome().text``, the winners (unless the
outcome already names them), and the way back to the launcher (or back to look
at the final board)."""

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
            said = outcome.text.get(lang)
            if outcome.winners:     # the screen's name for a seat (a scenario's side: "Drake's army")
                named = [game_scene.seat_name(s).get(lang) for s in outcome.winners]
                if all(name in said for name in named):
                    return said     # "Drake's army wins (…)" says it: no "Winner: Drake's army" beneath
                who = t("ui.winners", lang, names=("、" if lang == "ja" else ", ").join(named))
            else:
                who = t("ui.draw", lang)
            return f"{said}\n{who}"

        super().__init__(app, key("ui.game_over"), body, ok_label=key("ui.to_launcher"),
                         cancel_label=key("ui.view_board"), on_ok=app.open_launcher)
        self.body_label.size = theme.SIZE_HEADING
        app.play("chime")

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        pygame.draw.line(surface, theme.GOLD, (self.box.x + 24, self.box.y + 56), (self.box.right - 24, self.box.y + 56), 2)
