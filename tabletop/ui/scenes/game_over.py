"""The end-of-game screen: ``session.outcome().text``, the winners (unless the
outcome already names them), which seat is "you" where one person plays (against computers, or a network
client), the game's standings (``GameScene.outcome_lines``), and the way back to the launcher (or back to look
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
        humans = game_scene.human_seats()
        you = humans[0] if len(humans) == 1 and session.seats > 1 else None

        def body(lang: str) -> str:
            if outcome is None:
                return ""
            said = outcome.text.get(lang)
            lines = [said]
            if outcome.winners:     # the screen's name for a seat (a scenario's side: "Drake's army")
                named = [game_scene.seat_name(s).get(lang) for s in outcome.winners]
                if not all(name in said for name in named):  # "Drake's army wins (…)" says it: no "Winner: …"
                    lines.append(t("ui.winners", lang, names=("、" if lang == "ja" else ", ").join(named)))
            else:
                lines.append(t("ui.draw", lang))
            if you is not None:     # the board's banner says "Player 1 (you)": the dialog says it too
                verdict = "ui.you_drew" if not outcome.winners else \
                    "ui.you_won" if you in outcome.winners else "ui.you_lost"
                lines.append(t(verdict, lang, name=game_scene.seat_name(you).get(lang)))
            standings = game_scene.outcome_lines(lang)
            return "\n".join([*lines, "", *standings] if standings else lines)

        if game_scene.outcome_lines("en"):  # standings: a line each where the window has the room
            self.width = 780
        super().__init__(app, key("ui.game_over"), body, ok_label=key("ui.to_launcher"),
                         cancel_label=key("ui.view_board"), on_ok=app.open_launcher)
        self.body_label.size = theme.SIZE_HEADING
        app.play("chime")

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        pygame.draw.line(surface, theme.GOLD, (self.box.x + 24, self.box.y + 56), (self.box.right - 24, self.box.y + 56), 2)
