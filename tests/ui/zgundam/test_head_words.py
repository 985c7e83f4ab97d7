"""Issue 16: the set-up header said its label twice, "Set-up: Player 1　Set-up: making MS combat ready (set-up 6)"
(「準備中：プレイヤー1　準備：MSの戦闘準備（インスト 6）」). The phase's label is left off where the turn's says it
(``scene.unlabelled``), and the narrow side column still leaves its prompt to the header that shows it."""

from __future__ import annotations

import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.views.zgundam.scene import unlabelled

from .helpers import lift, set_up_step

LABELS = {"en": ("Set-up:",), "ja": ("準備：", "準備中：")}  # (「戦闘準備」 is the phase's own word)


def test_unlabelled_keeps_a_phase_whose_label_the_turn_does_not_say():
    assert unlabelled("Set-up: discarding to 4 (set-up 7)", "Set-up: Player 2") == "discarding to 4 (set-up 7)"
    assert unlabelled("準備：4枚に減らす（インスト 7）", "準備中：プレイヤー2") == "4枚に減らす（インスト 7）"
    assert unlabelled("Choose one action (rule (2) a-e)", "Turn 7: Player 2") == "Choose one action (rule (2) a-e)"
    whole = "ジムIIがハイザックを攻撃：停戦信号か反応しないか"
    assert unlabelled(whole, "第3手番：プレイヤー1（プレイヤー2が対応）") == whole


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_set_up_header_says_set_up_once(probe, lang, size):
    from tabletop.ui.app import App

    discover()
    app = App(lang, size=size)
    session = Session(registry.find("zgundam"), 3, None, dice=SeededSource(2))
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    seen = set()
    while session.state.phase != "action":
        seen.add(session.state.phase)
        head = scene.head_text(lang)
        assert sum(head.count(label) for label in LABELS[lang]) == 1, head
        assert scene.game.seat_name(session.pending().seat, lang) in head
        if size == (800, 560) and session.state.phase == "setup_deploy":  # (the narrow column: its prompt is the header's words, left to the header)
            assert scene.prompt_in_header(), (head, session.pending().prompt.get(lang))
        scene.apply_action(set_up_step(session))
        lift(app)
    assert "setup_deploy" in seen
