"""Issue 16: the status panel says how near the alien is to winning (rule 20.2: 13 invasion chits on one card).

A newcomer playing a whole one-cour game at 1280x800 lost on turn 8 with 15 chits on a card in space and no word of
the 13 anywhere on the board (only in the help). The status panel now has a line "侵略チット最多 n/13" with what
the 13 mean and when they are checked (in a short window too: "ターン終了時13枚で勝利", "13 at turn end wins";
session 20: "Most chits 16 (13 wins)" read as if 13 had already won), in the warning colour three chits from it; a
short window (under 720 px, where the dice panel goes too) keeps the room for its step panel.
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.panels import STATUS_PAD, most_chits
from tests.ui.ultraseven.helpers import crowded, start


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_status_shows_most_chits_against_thirteen(probe, lang):
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    scene = start(app, crowded())
    app.step([], 0.3)
    most = most_chits(scene.view)
    assert most == 5, most  # the space card's five chits (the face-down cards have two and three)
    rect = scene.status_rect
    lines = [d for d in probe.texts(app.surface) if rect.colliderect(d.rect) and ("チット" in d.shown or "chits" in d.shown)]
    assert lines, f"{lang}: no chit line in the status panel: {[d.shown for d in probe.texts(app.surface) if rect.colliderect(d.rect)]}"
    line = lines[0]
    assert not line.cut, (lang, line.shown)
    assert f"{most}" in line.shown and ("13枚で" if lang == "ja" else "13 ") in line.shown, line.shown
    assert ("勝利" if lang == "ja" else "wins") in line.shown, line.shown
    # when the 13 are checked (issue 16: "Most chits 16 (13 wins)" read as if 13 had already won; rule 20.2)
    assert ("ターン終了時" if lang == "ja" else "at turn end") in line.shown, line.shown
    assert rect.inflate(-8, -STATUS_PAD).contains(line.whole), (lang, tuple(line.whole), tuple(rect))


def test_most_chits_counts_face_down_cards():
    view = {"areas": [{"invasion": {"chits": 4}}, {"invasion": None}], "face_down": [{"chits": 11}, {"chits": 2}]}
    assert most_chits(view) == 11


def test_outcome_names_the_chits_the_card_has():
    """The end says how many chits won (15 on the card, not "13 invasion chits" beside a card showing 15)."""
    from tabletop.games.ultraseven.state import ALIEN
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("one_cour", seed=3)
    clear_table(s)
    put(s, "inv01", face_up=True, chits=15)
    s.state.winner, s.state.win_reason = ALIEN, "inv01"
    text = s.game.outcome(s.state).text
    assert "15枚" in text.ja and "13枚以上" in text.ja, text.ja
    assert "15 invasion chits" in text.en and "13 or more" in text.en, text.en


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size, scale", [((1280, 800), 1.5), ((800, 560), 1.0)])
def test_short_window_shows_the_thirteen(probe, lang, size, scale):
    """At 150 % (and in the 800x560 window) the status panel had no room for the chit line: the alien never saw the
    13 that win. The chit line takes the counters' line there, whole, with the alien's hand (the TDF's hand and the
    deck are on the board's labels)."""
    from tabletop.ui.app import App

    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    scene = start(app, crowded())
    app.step([], 0.3)
    rect = scene.status_rect
    shown = [d for d in probe.texts(app.surface) if rect.colliderect(d.rect)]
    lines = [d for d in shown if "5" in d.shown and ("ターン終了時13枚で勝利" if lang == "ja" else "13 at turn end wins") in d.shown]
    assert lines, f"{lang} {size}: no chit line saying 13 win in the status panel: {[d.shown for d in shown]}"
    assert not lines[0].cut and rect.inflate(-8, -STATUS_PAD).contains(lines[0].whole), (lines[0].shown, tuple(rect))
    hand = [d for d in shown if f"{scene.view['alien_hand']['count']}/8" in d.shown]  # (on either line)
    assert hand and not hand[0].cut and rect.inflate(-8, -STATUS_PAD).contains(hand[0].whole), [d.shown for d in shown]


def test_short_lines_say_thirteen_win_with_many_chits(home):
    """With two-digit counts (14 chits, 8 cards in the alien's hand, both redeployments) the short window's lines
    still say that 13 win, and fit."""
    from tabletop.core.i18n import Text
    from tabletop.ui.app import App
    from tabletop.ui.views.ultraseven.panels import chit_short

    app = App("en", size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    for lang in ("ja", "en"):
        counters = Text("兵器 2/2 ・ 再配置 1/1", "Weapons out 2/2 · redeployed 1/1")
        moved = Text("再配置 1/1", "Redeployed 1/1")
        first, second = chit_short(app.text, 14, 8, counters, 276, lang, moved)
        assert ("ターン終了時13枚で勝利" if lang == "ja" else "13 at turn end wins") in first + second, (first, second)
        assert "8/8" in first + second and "14" in second, (first, second)
        assert all(app.text.size(line, 15)[0] <= 276 for line in (first, second)), (first, second)
