"""Issue 16 (session 30): breaks the shared wrap takes only where no other break keeps the line count.

* A name of katakana words joined by 「・」 (「アムロ・レイ」) stays whole on a line: Z Gundam's action buttons read
  「バーザム＋アムロ・」 / 「レイ」 and 「ボリノーク・」 / 「サマーン＋ヘンケン・」 / 「ベッケナー」, which the view mended on its
  own (``action_button.names_whole``, gone); a name wider than its line breaks at its 「・」 before inside a word.
* A line does not begin with a particle after a word (「カオ・リン」 / 「の修理」, 「上空」 / 「での…」); card names
  (``cards.breaks.split_lines``) keep the same rules.

A monospaced measure (a character a pixel, ``len``) makes the widths exact.
"""

from __future__ import annotations

import pytest

from tabletop.ui.cards.breaks import dot_breaks, split_lines
from tabletop.ui.linetokens import LEADING_PARTICLES
from tabletop.ui.text import wrap

PAIRING = "戦闘準備：ボリノーク・サマーン＋ヘンケン・ベッケナー"


def _dot_ends(lines: list[str]) -> list[str]:
    """The lines (not the last) that end at a name's 「・」."""
    return [line for line in lines[:-1] if line.endswith("・")]


@pytest.mark.parametrize("words", [False, True])
@pytest.mark.parametrize("text,width,want", [
    (PAIRING, 12, ["戦闘準備：", "ボリノーク・サマーン＋", "ヘンケン・ベッケナー"]),  # was 「…ボリノーク・」 / 「サマーン＋ヘンケン・」
    ("バーザム＋アムロ・レイ", 9, ["バーザム＋", "アムロ・レイ"]),
    ("カクリコン・カクーラー→ボリノーク・サマーン", 13, ["カクリコン・カクーラー→", "ボリノーク・サマーン"]),
])
def test_a_dotted_name_stays_whole_on_as_many_lines(text, width, want, words):
    assert wrap(text, width, len, words) == want


@pytest.mark.parametrize("words", [False, True])
def test_a_name_breaks_at_its_dot_only_where_the_line_count_needs_it(words):
    # 「カクリコン・カクーラー→」 is wider than 10: the first name breaks at its dot, the second stays whole (was
    # 「カクリコン・カクー」 / 「ラー→ボリノーク・」 / 「サマーン」 breaking anywhere)
    assert wrap("カクリコン・カクーラー→ボリノーク・サマーン", 10, len, words) == \
        ["カクリコン・", "カクーラー→", "ボリノーク・サマーン"]
    # where every line is narrower than a name, its breaks fall at the dots, never inside a word
    for width in (6, 7):
        lines = wrap("カクリコン・カクーラー→ボリノーク・サマーン", width, len, words)
        assert lines == ["カクリコン・", "カクーラー→", "ボリノーク・", "サマーン"], (width, lines)


@pytest.mark.parametrize("words", [False, True])
def test_every_width_keeps_the_fewest_lines_and_parts_names_only_then(words):
    for width in range(6, 30):
        lines = wrap(PAIRING, width, len, words)
        assert all(len(line) <= width for line in lines) and "".join(lines) == PAIRING, (width, lines)
        assert not any(len(line) == 1 for line in lines[1:-1]), (width, lines)  # (「＋」 alone between two names)
        if width >= 11:  # every name fits a line
            assert not _dot_ends(lines), (width, lines)


def test_a_line_begins_with_no_particle_after_a_word():
    for width in range(6, 9):
        lines = wrap("カオ・リンの修理を手札に戻す", width, len)
        assert not any(line[0] in LEADING_PARTICLES for line in lines[1:]), (width, lines)


@pytest.mark.parametrize("width", range(6, 8))
def test_a_card_name_begins_no_line_with_a_particle(width):
    # 「カオ・リン」 / 「の修理」 was chosen as the more even of two breaks that cost nothing
    for free in (False, True):
        lines = split_lines("カオ・リンの修理", lambda line: len(line) <= width, 3, free=free)
        assert lines == ["カオ・リンの", "修理"], (width, free, lines)


def test_card_names_and_the_wrap_count_dot_breaks_alike():
    assert dot_breaks(["アムロ・", "レイ"]) == 1
    assert dot_breaks(["モロボシ・ダン", "隊員"]) == 0
    assert dot_breaks(["射撃・", "格闘"]) == 0  # (no name: a list of kanji words)
