"""Issue 16: at 150 % the side column is 240 px and the Japanese prompt broke inside a word ("…行動を1つ選" / "ぶ（ルール…",
"…手札上限4" / "枚：捨てる"; the set-up discard's "…準備：手札" / "を4枚まで…"). The action, hand-limit and set-up
discard prompts are worded so that at that width no line ends in a kanji
whose hiragana begins the next line, and no number is parted from its counter."""

from __future__ import annotations

import pytest

from tabletop.games.zgundam.state import ACTION, HAND_LIMIT, SETUP_DISCARD
from tabletop.games.zgundam.view import PHASE_TEXTS
from tabletop.ui import theme
from tabletop.ui.linetokens import hiragana, run_of

from .helpers import at_the_table


def _bad_breaks(lines: list[str]) -> list[tuple[str, str]]:
    return [(a, b) for a, b in zip(lines, lines[1:])
            if a and b and (run_of(a[-1]) == "kanji" and hiragana(b[0]) or a[-1].isdigit() and b[0] in "枚つ人")]


@pytest.mark.parametrize("phase", [ACTION, HAND_LIMIT, SETUP_DISCARD])
def test_japanese_prompt_breaks_between_words_at_150(probe, phase):
    app, driver, scene, me = at_the_table(probe, "ja", (1280, 800), 3, seed=1, pair=True, scale=1.5)
    try:
        width = scene.prompt.rect.w
        assert width <= 240
        who = scene.game.seat_name(me, "ja")
        text = f"{who}：{PHASE_TEXTS[phase].ja}" + ("（あと2枚）" if phase in (HAND_LIMIT, SETUP_DISCARD) else "")
        lines = app.text.wrap(text, theme.SIZE_BODY, width)
        # (the set-up discard in three lines: "…準備：4枚に" / "減らす（インスト 7）" / "（あと2枚）")
        assert len(lines) <= (3 if phase == SETUP_DISCARD else 2) and not _bad_breaks(lines), lines
        assert not any(a[-1] == "ま" and b[0] == "で" for a, b in zip(lines, lines[1:])), lines
    finally:
        app.change_setting("ui_scale", 1.0)
