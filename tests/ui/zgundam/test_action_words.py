"""The action list's labels name cards (戦闘準備：リック・ディアス＋フォウ・ムラサメ, MS攻撃：… → プレイヤー2のメッサーラ): where
one wraps, a katakana name is kept whole on the next line, not broken as "フォウ・ムラサ" / "メ" (a newcomer's game at
1280x800)."""

from __future__ import annotations

import pytest

from tabletop.ui.cards.breaks import breaks_a_word
from tabletop.ui.text import resolve

from .helpers import at_the_table


@pytest.mark.parametrize("seed", (2, 5, 7))
def test_action_labels_break_between_words(probe, seed):
    app, driver, scene, me = at_the_table(probe, "ja", (1280, 800), 3, seed=seed, pair=seed != 7)
    wrapped = 0
    for group in ("", *scene.group_buttons):
        if group and not scene.group_buttons[group].enabled:
            continue
        scene.selection.group = group
        scene.refresh_buttons()
        driver.frames(1)
        for item in scene.action_list.items:
            label = resolve(item.label, "ja")
            lines = list(item._lines(app, item.rect.w)[0])
            assert "".join(lines).replace(" ", "") == label.replace(" ", ""), lines
            assert not breaks_a_word(label, lines), lines
            wrapped += len(lines) > 1
    assert wrapped
