"""Issue 16 (session 29): a Japanese paragraph's last line is no orphan (``linebreak._orphan``).

SDGF-56's effect 「自軍バトルフィールドのザコ1枚につき合計ポイント+2」 left 「+2」 alone on its last line; a last line of one
character or a number alone is rebalanced, and one of two (「戻す」) where no word is parted for it, on no more lines than
the greedy fill takes.
"""

import pygame
import pytest

from tabletop.ui.linebreak import _greedy
from tabletop.ui.linetokens import tokenize
from tabletop.ui.text import TextCache, wrap

ZAKO = "自軍バトルフィールドのザコ1枚につき合計ポイント+2"
TEXTS = (ZAKO, "キャプテン・ガンダムが自軍バトルフィールドにいれば合計ポイント+3", "カオ・リンの修理を手札に戻す",
         "相手のSDカードを1枚選び、持ち主の帰還フィールドに置いて引き取る", "ラース・ワウ上空での小さな戦い")


@pytest.fixture(scope="module")
def cache():
    pygame.font.init()
    return TextCache()


def test_the_number_keeps_to_its_word_on_the_last_line():
    assert wrap(ZAKO, 24, len) == ["自軍バトルフィールドのザコ1枚につき合計", "ポイント+2"]  # was 「…合計ポイント」 / 「+2」
    assert wrap(ZAKO, 7, len)[-1] == "ポイント+2"
    assert wrap("カオ・リンの修理を手札に戻す", 12, len) == ["カオ・リンの修理を", "手札に戻す"]  # was 「…手札に」 / 「戻す」


def test_no_last_line_is_an_orphan_and_none_takes_a_line_more():
    """Every width from 6 characters up: the text whole, every line within the width, no more lines than the greedy
    fill, and the last line neither one character nor a number alone (two characters only where the alternative parts
    a word: 「修理を手札に」 / 「戻す」 at 6, rather than 「手札」 / 「に戻す」)."""
    for text in TEXTS:
        for width in range(6, len(text)):
            lines = wrap(text, width, len)
            assert "".join(lines) == text, (width, lines)
            assert all(len(line) <= width for line in lines), (width, lines)
            assert len(lines) <= len(_greedy(tokenize(text), width, len)[0]), (width, lines)
            if len(lines) > 1:
                last = lines[-1]
                assert len(last) > 1 and not last.lstrip("+").isdigit(), (text, width, lines)


def test_a_sign_wider_than_the_line_stays_with_its_number():
    """「ポイント+2」 wider than the line is cut before its sign, never 「ポイント+」 / 「2」, on no more lines than before."""
    for width in (4, 5):
        lines = wrap(ZAKO, width, len)
        assert not any(line.endswith("+") for line in lines), lines
        assert len(lines) <= len(_greedy(tokenize(ZAKO, signed=False), width, len)[0]), lines


@pytest.mark.parametrize("size", [11, 12])
def test_the_zako_card_text_at_the_compact_faces_widths(cache, size):
    """With the shipped font at the compact faces' widths (80-98 px): 「+2」 is never alone."""
    for width in range(80, 100, 2):
        lines = cache.wrap(ZAKO, size, width)
        assert lines[-1].strip() not in ("+2", "2"), (size, width, lines)
        assert "".join(lines) == ZAKO
