"""The end of Monster Raid: the score band's ending (rule 3 エンディング) read out in full, and the rules help.

``EndingScene`` is an opaque screen: the score (the wall's damage; lower is
better), the ending's title and its scene text from ``data/endings.toml``
(the view's ``ending``), whether the town was saved (its ``saved``, ruling R13), and the
way back to the launcher or to the final table. ``help_lines`` is the rules
summary the in-game menu shows.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import t

from ... import theme
from ...scene import Scene
from ...text import key
from ...widgets import Button, LogPanel
from . import strings  # noqa: F401


class EndingScene(Scene):
    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        session = game_scene.session
        self.ending = session.view(None).get("ending") or {}
        self.saved = bool(self.ending.get("saved"))
        self.story = LogPanel(framed=False, follow=False, size=theme.SIZE_BODY)
        self.story.set_lines([(lambda lang: self.ending.get("scene", {}).get(lang, ""), theme.TEXT)])
        # no Enter shortcut: Enter pressed on through the last round end's steps left the ending unread for the
        # launcher (where the next presses opened the practice table: playthrough, session 19); Tab then Enter
        self.to_launcher = Button(key("mr.to_launcher"), app.open_launcher, style="primary")
        self.view_table = Button(key("mr.view_table"), self.close, shortcut="escape")
        self.add(self.story, self.to_launcher, self.view_table)
        self.box = pygame.Rect(0, 0, 0, 0)

    def story_height(self, width: int, size: int) -> int:
        """The scene text's height (px) at ``size`` wrapped to ``width``, in the longer of its two languages (the box
        keeps its size when the language changes)."""
        text = self.app.text
        scene = self.ending.get("scene", {})
        lines = max((len(text.wrap(scene.get(lang, ""), size, width)) for lang in ("ja", "en")), default=0)
        return lines * text.line_height(size)

    def layout(self, size) -> None:
        """The box as high as its text and buttons need, centred (at 1280x800 a six-line scene sat at the top of a
        box of the window's height, its lower half empty), never higher than the window less 30 px a side."""
        w, h = size
        bw = min(900, w - 60)
        # the scene at the body size, else the small one where that shows it whole (800x560 scrolled its last line)
        self.story.size = next((n for n in (theme.SIZE_BODY, theme.SIZE_SMALL)
                                if 190 + self.story_height(bw - 60 - 24, n) + 16 + 8 + 80 <= h - 60), theme.SIZE_SMALL)
        need = 190 + self.story_height(bw - 60 - 24, self.story.size) + 16 + 8 + 80
        bh = max(min(h - 60, 360), min(h - 60, need))
        self.box = pygame.Rect((w - bw) // 2, (h - bh) // 2, bw, bh)
        self.story.rect = pygame.Rect(self.box.x + 30, self.box.y + 190, bw - 60, self.box.h - 190 - 80)
        half = (bw - 90) // 2
        self.to_launcher.rect = pygame.Rect(self.box.x + 30, self.box.bottom - 62, half, 44)
        self.view_table.rect = pygame.Rect(self.box.x + 60 + half, self.box.bottom - 62, half, 44)

    def draw_content(self, surface: pygame.Surface) -> None:
        text, lang = self.app.text, self.app.lang
        surface.fill(theme.BG_DEEP)
        theme.panel(surface, self.box, theme.PANEL, theme.GOLD, radius=14, width=2)
        cx = self.box.centerx
        s = text.render(t("mr.ending", lang), theme.SIZE_BODY, theme.TEXT_MUTED)
        surface.blit(s, s.get_rect(midtop=(cx, self.box.y + 18)))
        title = self.ending.get("title", {}).get(lang, "")
        size = theme.SIZE_TITLE
        while size > theme.SIZE_LABEL and text.size(title, size, True)[0] > self.box.w - 60:
            size -= 2
        s = text.render(title, size, theme.GOLD, True)
        surface.blit(s, s.get_rect(midtop=(cx, self.box.y + 46)))
        score = t("mr.score", lang, score=self.ending.get("score", 0))
        s = text.render(score, theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(s, s.get_rect(midtop=(cx, self.box.y + 112)))
        verdict = t("mr.saved_town" if self.saved else "mr.lost_town", lang)
        s = text.render(verdict, theme.SIZE_LABEL, theme.ACCENT_HOVER if self.saved else theme.ERROR)
        surface.blit(s, s.get_rect(midtop=(cx, self.box.y + 152)))
        pygame.draw.line(surface, theme.GOLD, (self.box.x + 30, self.box.y + 182), (self.box.right - 30, self.box.y + 182))


HELP = [
    ("準備：冒険者は４人とも必ず参加（プレイヤーが少なければ一人が複数を担当）。城壁ダメージがスコア（少ないほど良い）。",
     "Set-up: all four adventurers always play (fewer players run several). The wall's damage is the score (lower is better)."),
    ("0 ステージ開始：ボスと取り巻きを配置。取り巻きはドラッグで動かせる（辺と辺を接する）。「準備完了」で開始。",
     "0 Stage start: the boss and minions are laid out; drag minions edge to edge, then Ready."),
    ("1 アタックフェイズ：シグルドから時計回りに１人１回シュート。手番ではまずスキルを宣言できる。",
     "1 Attack: clockwise from Sigurd, one shot each; declare skills first if you like."),
    ("シュート：最も近いターゲット（エフェクトカードを含む）からカード２枚分以上離れた所から。フォルト（発射台から落ちる）は１回のシュートにつき１度だけやり直せる。",
     "Shoot from two card lengths or more from the nearest target (its effect cards included). "
     "A fault (falls off the launcher) may be shot again, once per shot."),
    ("パス：手元のサイコロが無くなったら（奥義は残っていてよい）。ラウンド終了まで手番は来ない。",
     "Pass: once no die is left in hand (ultimate dice may remain); you sit out until the round ends."),
    ("2 ラウンド終了：ターゲット上のサイコロの目の合計がダメージ。HP以上で撃破。"
     "生き残りは城壁に突撃（S1/M2/L・LL3）し、自分もHP/4のダメージ。",
     "2 Round end: the faces on a target are its damage; HP or more destroys it. Survivors charge the wall (S1/M2/L,LL3) and take HP/4."),
    ("ドラゴン：取り巻きが残っていればHPの半分まで回復する。突撃の反動は受けない。",
     "The dragon heals back to half its HP while a minion stands, and takes no charge damage."),
    ("3 ステージクリア：全員が手札からスキルを１枚成長。MVPはもう１枚。３ステージ後にエンディング。",
     "3 Stage clear: each adventurer grows one skill from hand, the MVP one more. The ending comes after stage 3."),
]


def help_lines() -> list:
    return [(lambda lang, ja=ja, en=en: ja if lang == "ja" else en) for ja, en in HELP]
