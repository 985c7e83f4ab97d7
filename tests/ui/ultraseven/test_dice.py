"""Dice shown right (issue 15): a melee's two dice stay each side's own, with what they mean.

Played with posted clicks (tests/ui/ultraseven/helpers.play_to_melee): the dice panel
shows Seven's die and the invader's die on their own rows, each with its power added
(rule 17.4), never one total of both dice; the step panel and the log say the same.
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.rolls import caption

from .helpers import play_to_melee


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rule_17_4_melee_dice_each_side_with_its_power(app, lang):
    app.lang = lang
    scene, s, (mine, theirs) = play_to_melee(app, lang)
    app.step([], 1.0)                      # the tumble ends; the captions show
    rows = scene.dice.captions(lang)
    assert len(rows) == 2, rows
    seven, invader = rows
    power = s.game.book.techniques["eye_slugger"].power
    alien_power = power + mine - theirs
    if lang == "ja":
        assert seven.startswith("ウルトラセブン") and f"出目{mine}＋戦闘力{power}＝{mine + power}" in seven
        assert f"出目{theirs}＋戦闘力{alien_power}＝{mine + power}" in invader
    else:
        assert seven.startswith("Ultra Seven") and f"{mine} + combat power {power} = {mine + power}" in seven
        assert f"{theirs} + combat power {alien_power} = {mine + power}" in invader
    assert all(r.count("+") + r.count("＋") == 1 for r in rows)   # one die and one power each, never both dice added
    lines = [e.line(lang) for e in s.log_for(1)]
    assert any("17.4" in line and (f"出目{mine}＋" in line or f"{mine} + combat power" in line) for line in lines)
    step = [e.line(lang) for e in scene.last_rolls]
    assert len(step) == 2


def test_one_roll_of_several_dice_shows_its_sum_and_no_reading_needed():
    from tabletop.core.game import Event
    from tabletop.core.i18n import Text

    event = Event(Text("", ""), "ultraseven 12.5", kind="roll",
                  data={"sides": 6, "results": [2, 3], "modifier": 0, "who_en": "TDF", "who_ja": "ＴＤＦ",
                        "why_en": "reconnaissance (City)", "why_ja": "偵察判定（都市）"})
    assert caption(event, "en") == "TDF: reconnaissance (City) = 5"
    assert caption(event, "ja") == "ＴＤＦ：偵察判定（都市） = 5"
