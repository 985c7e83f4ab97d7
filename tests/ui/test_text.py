"""Text cache, wrapping, and glyph coverage of every registered string."""

import pygame
import pytest

import tabletop.ui.app  # noqa: F401  (registers the UI strings)
from tabletop.core import i18n
from tabletop.games import discover
from tabletop.ui.linetokens import NO_LINE_START
from tabletop.ui.text import TextCache, key, missing_glyphs, resolve, wrap


@pytest.fixture(scope="module")
def cache():
    pygame.font.init()
    return TextCache()


def test_every_registered_string_has_every_glyph_in_the_bundled_font():
    discover()
    problems = []
    count = 0
    for name, text in i18n.all_texts():
        for lang in i18n.LANGS:
            count += 1
            missing = missing_glyphs(text.get(lang))
            if missing:
                problems.append(f"{name} [{lang}]: {''.join(missing)!r}")
    assert count > 100
    assert not problems, "\n".join(problems)


def test_missing_glyph_check_does_find_a_missing_glyph():
    assert missing_glyphs("あA\U0001F600") == ["\U0001F600"]
    assert missing_glyphs("◀ ▶ ＋ － × … · ・ →") == []


def test_rendered_text_is_cached_by_text_size_and_colour(cache):
    a = cache.render("テスト", 18, (255, 255, 255))
    assert cache.render("テスト", 18, (255, 255, 255)) is a
    assert cache.render("テスト", 18, (0, 0, 0)) is not a
    assert cache.render("テスト", 20, (255, 255, 255)) is not a


def test_wrap_keeps_latin_words_and_breaks_japanese_anywhere(cache):
    lines = cache.wrap("Pass the computer to Blue; click when ready", 18, 200)
    assert len(lines) > 1
    words = " ".join(lines).split()
    assert words == "Pass the computer to Blue; click when ready".split()
    for line in lines:
        assert cache.size(line, 18)[0] <= 200
    ja = cache.wrap("次は青の番です。画面を渡してクリックしてください", 18, 150)
    assert "".join(ja) == "次は青の番です。画面を渡してクリックしてください"
    assert all(cache.size(line, 18)[0] <= 150 for line in ja)


def test_wrap_keeps_explicit_newlines_and_cuts_overlong_words():
    lines = wrap("ab\ncdefghij", 3, len)
    assert lines == ["ab", "cde", "fgh", "ij"]


def test_wrap_never_starts_a_line_with_a_closing_mark_or_ends_one_with_an_opening_one():
    """Japanese kinsoku: 。、）」 and small kana stay with the character before them,
    （「 with the one after them."""
    text = "攻撃（射撃）を宣言する。「はい」か「いいえ」を選ぶ、ちょっと待つ。"
    for width in range(3, 12):
        lines = wrap(text, width, len)
        assert "".join(lines) == text
        for line in lines:
            assert line[0] not in "。、）」ょっ", (width, lines)
            assert line[-1] not in "（「", (width, lines)


def test_wrap_keeps_an_ascii_opening_bracket_with_the_japanese_after_it():
    """A Z Gundam log line, "…を砲撃。(ルール (2)-c)": the ASCII "(" before Japanese never ends a line alone."""
    text = "P3のマゼラン改がP1のサラミス改を砲撃。(ルール (2)-c)"
    for width in range(6, len(text)):
        lines = wrap(text, width, len)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(not line.endswith("(") for line in lines), (width, lines)


def test_labels_resolve_in_the_current_language():
    assert resolve(key("ui.quit"), "ja") == "終了"
    assert resolve(key("ui.quit"), "en") == "Quit"
    assert resolve(lambda lang: lang.upper(), "en") == "EN"
    assert resolve(i18n.Text("はい", "yes"), "en") == "yes"


def test_fit_adds_an_ellipsis(cache):
    cut = cache.fit("a very long label that cannot fit", 18, 80)
    assert cut.endswith("…") and cache.size(cut, 18)[0] <= 80


def test_wrap_keeps_a_number_with_the_japanese_word_before_it():
    """"城壁" / "0" in the Continue line of a Monster Raid game: a line never starts with the number alone."""
    text = "ゲンジマルの手番　城壁0"
    width = len(text) - 1  # one character short: the break must come before "城壁0", not inside it
    lines = wrap(text, width, len)
    assert lines[-1] == "城壁0", lines
    assert wrap("推力6で移動", 3, len) == ["推力6", "で移動"]
    assert wrap("ステージ1 ラウンド1", 6, len) == ["ステージ1", "ラウンド1"]
    # after kana too (Dunbine's display board: "回避3 受け" / "3（FF FR FL）" was drawn): the number keeps the
    # character before it
    assert wrap("回避3 受け3（FF）", 6, len)[1][:1] != "3"


def test_a_half_width_bracket_stays_with_the_japanese_it_opens_or_closes():
    """SDGF's recap: "…を引いた (" / "編成フェイズ)" was drawn; "(" opens what follows and ")" closes what is before,
    after Japanese as after Latin words."""
    text = "プレイヤー1が「翼の騎士ゼロ」を引いた (編成フェイズ)"
    for width in range(8, len(text)):
        lines = wrap(text, width, len)
        assert not any(line.endswith("(") or line.startswith(")") for line in lines), (width, lines)
    assert wrap("Gundam (Heavy Weapon)", 8, len) == ["Gundam", "(Heavy", "Weapon)"]


def test_a_word_that_fits_without_its_space_leaves_no_empty_line():
    """SDGF's return tile: "Gerbera's" / "" / "Invention" was drawn (the word's trailing space cut onto a line)."""
    assert wrap("Gerbera's Invention", 9, len) == ["Gerbera's", "Invention"]


def test_a_line_is_never_only_the_tail_of_a_bracket_opened_before_it():
    """Issue 16, SDGF's game-over dialog: "…の勝利（…のデッキが尽き" / "た）" left "た）" alone on a line. The bracket
    begins a line where that takes no more lines, else the tail takes a character more; a line never begins with a
    closing bracket or a small kana."""
    text = "プレイヤー1の勝利（プレイヤー2のデッキが尽きた）"
    assert wrap(text, 23, len) == ["プレイヤー1の勝利", "（プレイヤー2のデッキが尽きた）"]
    assert wrap(text, 12, len)[-1] == "尽きた）"  # (where the tail cannot be avoided, it takes its word whole)
    for width in range(4, len(text)):
        lines = wrap(text, width, len)
        assert "".join(lines) == text and lines[-1] != "た）", (width, lines)
        assert not any(line[:1] in NO_LINE_START for line in lines), (width, lines)
    assert wrap("Player 1 wins (Player 2's deck ran out)", 36, len) == ["Player 1 wins", "(Player 2's deck ran out)"]


def test_a_hex_coordinate_stays_whole():
    """Issue 16, Dunbine: "(3," / "4)" and "（12," / "7）" were drawn; a coordinate breaks only where it is wider
    than the line."""
    for text in ("ビルバインを(13, 4)へ移動", "ヘクス（12, 7）へ移動する", "Billbine moves to (13, 4) now"):
        for width in range(7, len(text)):
            lines = wrap(text, width, len)
            assert any("(13, 4)" in line or "（12, 7）" in line for line in lines), (width, lines)


def test_a_full_width_sign_keeps_to_its_number():
    """Ultra Seven's capsule buttons read 「侵略チット－」 / 「2」: a sign before a number goes with it (and with
    the katakana word before it, as a bare number does)."""
    for label in ("カプセル怪獣ミクラスを使う（侵略チット－2）", "ウィンダムを使う（ダメージ＋１）"):
        for width in range(6, 16):  # (narrower than 「チット－2）」 a word must break)
            for line in wrap(label, width, len):
                assert not line.endswith(("－", "＋")), (width, line)
                assert not line[:1].isdigit(), (width, line)
    assert "威力＋2" in wrap("命中－1、威力＋2", 5, len)


def test_a_last_line_is_never_one_character_alone():
    """Issue 16 (the widow rule): a paragraph's last line of one character (「る」, 「。」) is rebalanced where the
    line before can give it a token: that line breaks a token earlier, taking no more lines."""
    assert wrap("あいうえおかきくけこさ", 5, len) == ["あいうえ", "おかきく", "けこさ"]  # (two alone: an orphan, session 29)
    assert wrap("カードを山札の下に置いて引き取る", 5, len)[-2:] == ["置いて", "引き取る"]  # (「取る」 alone: an orphan, session 29)
    texts = ("相手のSDカードを1枚選び、持ち主の帰還フィールドに置いて引き取る",
             "プレイヤー1の勝利（プレイヤー2のデッキが尽きた）。", "手札の光っているカードをクリックして選ぶ。")
    for text in texts:
        for width in range(4, len(text)):
            lines = wrap(text, width, len)
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
            assert all(len(line) <= width for line in lines), (width, lines)
            assert len(lines) == len(_greedy_lines(text, width)), (width, lines)  # never a line more
            assert not (len(lines) > 1 and len(lines[-1].strip()) == 1), (width, lines)
            assert not any(line[:1] in NO_LINE_START for line in lines), (width, lines)


def _greedy_lines(text: str, width: int) -> list[str]:
    """``text`` filled line by line without the widow rule (how many lines that takes)."""
    from tabletop.ui.linebreak import _greedy
    from tabletop.ui.linetokens import tokenize

    return _greedy(tokenize(text), width, len)[0]


def test_a_widow_stays_where_the_line_before_is_one_word():
    """Nothing to move down: the line before a widow is one word (it stays, rather than a word broken)."""
    assert wrap("Counterattack a", 13, len) == ["Counterattack", "a"]
    assert wrap("Put it in the deck a", 9, len) == ["Put it", "in the", "deck a"]


def test_a_latin_prefix_keeps_to_its_katakana_word():
    """SDGF's counter card 「I-フィールド」 broke after "I-" (a log line, a card name): the hyphen keeps its prefix with the
    katakana after it (``text._hyphened``; a card name's ``breaks.break_cost`` makes no break there), with ``words``
    the whole word goes on together."""
    from tabletop.ui.cards.breaks import break_cost

    for text in ("「I-フィールド」を反撃カードとして出した", "騎士ゼロ（I-フィールド）", "I-フィールド"):
        for words in (False, True):
            for width in range(9 if words else 6, len(text)):  # (a word wider than the line is cut anywhere)
                lines = wrap(text, width, len, words)
                assert not any(line.endswith("I-") for line in lines[:-1]), (text, width, words, lines)
    assert wrap("「I-フィールド」を出す", 9, len, True)[0] == "「I-フィールド」"
    assert break_cost("騎士ゼロ（I-フィールド）", 8) is None
    assert wrap("Zako-Soldier Zako", 13, len) == ["Zako-Soldier", "Zako"]  # Latin words as before
