"""The end-of-game screen of Z Gundam: the shell's game-over dialog plus every seat's points."""

from __future__ import annotations

from tabletop.core.i18n import Text
from tabletop.ui.scenes.game_over import GameOverScene

SCORES = Text("得点", "Points")


class ZGundamOver(GameOverScene):
    """Winner(s) and a line per seat: points and the cards taken."""

    height = 460

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
                             else f"{s['label'][lang]}: {s['points']} points ({taken} cards)")
            return "\n".join(lines)

        self.body = body
        self.body_label.label = body

    def seat_points(self) -> list[tuple[int, int]]:
        view = self.game_scene.session.view(None)
        return [(s["seat"], s["points"]) for s in view["seats"]]
