"""While the computer plays, its box stands at the foot of the step panel's column: over no zone of the board, the
step panel's text, a button that shows, the dice nor the log (session 28, a newcomer at 150 %: a 500x150 px box at the
screen's foot covered the base, the capsules, Seven and the log)."""

from __future__ import annotations

import pygame

from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.games.ultraseven.actions import EndAlienActions
from tabletop.ui.app import App
from tabletop.ui.widgets import Button
from tests.ui.ultraseven.helpers import start


def test_the_computers_box_covers_no_zone_nor_control(app):
    pygame.display.set_mode((1280, 800))
    session = Session(GAME, 2, {"mode": "one_cour"}, seed=3, players=["quick", "human"])
    scene = app.start_game(session)
    scene.bot_pause = 30.0  # the computer's move stays announced while we look
    for _ in range(40):
        app.step([], 0.05)
        if scene.spinner_rect is not None:
            break
    assert scene.thinking is not None and scene.spinner_rect is not None
    for size in ((1280, 800), (896, 560), (800, 560)):  # 896x560: 1280x800 at 150 % UI scale
        for lang in ("ja", "en"):
            app.lang = lang
            app.resize(size)
            app._relayout()
            app.step([], 0.05)
            box, where = scene.spinner_rect, (size, lang)
            assert box is not None and scene.stack.x <= box.x and box.right <= scene.stack.right, (where, box)
            assert box.w <= scene.stack.w - 20 and box.h <= 140, (where, box)
            assert not box.colliderect(scene.board_rect), (where, box, scene.board_rect)
            assert not box.colliderect(scene.log.rect) and not box.colliderect(scene.step_rect), (where, box)
            assert not (scene.dice.visible and box.colliderect(scene.dice.rect)), (where, box)
            hit = [b.rect for b in scene.all_widgets() if b.visible and isinstance(b, Button) and b.rect.colliderect(box)]
            assert not hit, (where, box, hit)


def test_the_computers_line_is_whole_at_150(probe, home):
    """Session 30, a newcomer at 150 % (ja): the box read 「地球防衛軍（ＴＤＦ）：考え…」, cut. Where the seat's whole name
    does not fit, the line names it shortly (「ＴＤＦ：考え中…」), whole in both languages and window sizes."""
    for size, scale in (((1280, 800), 1.5), ((800, 560), 1.0), ((1280, 800), 1.0)):
        for lang in ("ja", "en"):
            app = App(lang, size=size)
            if scale != 1.0:
                app.change_setting("ui_scale", scale)
            session = Session(GAME, 2, {"mode": "one_cour"}, seed=3, players=["human", "quick"])
            scene = start(app, session)
            scene.bot_pause = 30.0
            session.apply(EndAlienActions(), 0)
            scene.changed([])
            for _ in range(40):
                app.step([], 0.05)
                if scene.spinner_rect is not None:
                    break
            assert scene.thinking is not None, (size, lang)
            words = "考え中…" if lang == "ja" else "Thinking…"
            drawn = [d for d in probe.texts(app.surface) if words in d.full]
            assert drawn and not any(d.cut for d in drawn), (size, lang, [d.shown for d in drawn])
            assert all(scene.spinner_rect.contains(d.rect) for d in drawn), (size, lang)
