"""Issue 16, session 29: at 150 % the side column's action buttons broke a pilot's name after its 「・」 (seed 2, three
seats, the first pairing: 「戦闘準備：ディジェ＋アムロ・」 / 「レイ」; 「ボリノーク・」 / 「サマーン＋ヘンケン・」 / 「ベッケナー」 at
seed 1). A label's line breaks before the whole name now (the shared wrap, ``linebreak.HOLD_COST``, session 30): every
card's name an action names stands whole on one line of its button where that takes no more lines (session 29's view
rule allowed one more: 「ボリノーク・」 / 「サマーン＋ハヤト・コバヤシ」 is two lines, not three), each line within the button."""

from __future__ import annotations

import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui import theme

from .helpers import lift, set_up_step


@pytest.mark.parametrize("seed,steps", [(2, 1), pytest.param(1, 5, marks=pytest.mark.slow)])
def test_pairing_buttons_keep_each_name_on_one_line_at_150(probe, seed, steps):
    from tabletop.ui.app import App
    from tests.ui.driver import Driver

    discover()
    app = App("ja", size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    try:
        driver = Driver(app, probe)
        session = Session(registry.find("zgundam"), 3, None, dice=SeededSource(seed))
        scene = app.start_game(session)
        driver.frames(1)
        lift(app)
        checked = 0
        for _ in range(steps):
            driver.still()
            for button in scene.action_list.items:
                label, _ = button._lines(app, button.rect.w)
                room = button.rect.w - 2 * button.PAD
                assert all(app.text.size(line, theme.SIZE_SMALL)[0] <= room for line in label), label
                whole = "".join(label)
                if not whole.startswith("戦闘準備："):
                    continue
                for name in whole[len("戦闘準備："):].split("＋"):
                    if not any(name in line for line in label):  # parted: only where whole it takes a line more
                        alone = app.text.wrapped(whole.replace(name, "\n" + name), button.size, room, words=True)
                        assert len(alone) > len(label), (name, label, alone)
                    checked += 1
            scene.apply_action(set_up_step(session))
            lift(app)
        assert checked >= 6
    finally:
        app.change_setting("ui_scale", 1.0)
