"""Issue 16: a Japanese line break that parts a word moves back to a better point near it (``linebreak._words_kept``).

Measured with the shipped font at the widths where helpers met the breaks: 「守」 / 「る」 (launcher tooltip),
「に１」 / 「ダメージ」 (Monster Raid growth text at 1280x800), 「くだ」 / 「さい」 (Dunbine), 「手札」 / 「を4枚」 (Z Gundam).
"""

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.linebreak import KEEP_FULL
from tabletop.ui.linetokens import NO_LINE_START
from tabletop.ui.text import TextCache, wrap
from tabletop.ui.widgets.tooltip import MAX_WIDTH

#: The room of a growth option's text (``SkillButton``) at 1280x800 and at 800x560.
GROWTH_ROOM = 276
GROWTH_ROOM_SMALL = 236


@pytest.fixture(scope="module")
def cache():
    pygame.font.init()
    return TextCache()


def test_the_launcher_tooltip_keeps_a_verb_with_its_ending(cache):
    """Monster Raid's summary in the launcher's tooltip read 「…町を守」 / 「る協力ゲーム。」."""
    text = "サイコロを弾き、投げてモンスターを撃破し、町を守る協力ゲーム。"
    assert cache.wrap(text, theme.SIZE_SMALL, MAX_WIDTH) == ["サイコロを弾き、投げてモンスターを撃破し、町を",
                                                             "守る協力ゲーム。"]


def test_a_number_keeps_its_counter_in_the_growth_texts(cache):
    """Monster Raid's growth options read 「…【ターゲット】に１」 / 「ダメージ。」, 「…サイコロ１」 / 「個につき」 and
    「…それぞれに２」 / 「ダメージ。」."""
    size = theme.SIZE_SMALL
    lines = cache.wrap("このシュートの後、攻撃の成否に関わらず、全ての【ターゲット】に１ダメージ。", size, GROWTH_ROOM,
                       words=True)
    assert lines == ["このシュートの後、攻撃の成否に", "関わらず、全ての【ターゲット】に", "１ダメージ。"]
    lines = cache.wrap("ラウンド終了時、飛行【ターゲット】の上の自分のサイコロ１個につき追加で２ダメージ。", size,
                       GROWTH_ROOM, words=True)
    assert lines == ["ラウンド終了時、飛行【ターゲット】の", "上の自分のサイコロ１個につき追加で", "２ダメージ。"]
    text = "このラウンドの間、誰かが弾いてシュートしたサイコロが【ターゲット】に乗るたび、乗った【ターゲット】それぞれに２ダメージ。"
    lines = cache.wrap(text, size, GROWTH_ROOM_SMALL, words=True)
    assert lines[-2:] == ["乗った【ターゲット】それぞれに", "２ダメージ。"]


def test_a_request_keeps_its_kudasai_whole(cache):
    """Dunbine's step panel read 「…クリックして選んでくだ」 / 「さい。」: the break goes after 「で」."""
    lines = cache.wrap("自陣営の機体をクリックして選んでください。", 16, 290)
    assert lines == ["自陣営の機体をクリックして選んで", "ください。"]


def test_a_kanji_keeps_the_particle_after_it(cache):
    """Z Gundam read 「…最後に手札」 / 「を4枚まで捨てる。」 (its rules help, at 18 px)."""
    text = "手番の初めに手札が5枚になるまで引く（補充カードはすぐ使う）。次のa～eから1つだけ行う。最後に手札を4枚まで捨てる。"
    lines = cache.wrap(text, 18, 300)
    assert not any(a.endswith("手札") and b.startswith("を") for a, b in zip(lines, lines[1:])), lines
    assert lines[-1] == "手札を4枚まで捨てる。"
    assert wrap("手札を4枚まで捨てる", 9, len) == ["手札を4枚まで", "捨てる"]  # (not the widow's "捨" / "てる")


def test_a_number_keeps_its_unit():
    """「２」 / 「D６」, 「４」 / 「枚」, 「３Ｐ」 / 「Ｐ」, 「１」 / 「２」 are not made where a better point is near."""
    for width in (8, 9):
        assert wrap("ここでその敵に２D６のダメージ", width, len) == ["ここでその敵に", "２D６のダメージ"]
    assert wrap("山札の上から順に４枚めくる", 9, len) == ["山札の上から順に", "４枚めくる"]
    assert wrap("行動ＰＰを３ＰＰ使う", 7, len) == ["行動ＰＰを", "３ＰＰ使う"]
    assert wrap("行動ＰＰを１２使う", 7, len) == ["行動ＰＰを", "１２使う"]


def test_a_break_stays_where_the_line_would_be_too_short():
    """A line shortened to keep a word whole stays ``KEEP_FULL`` full: 「最後に」 is 3 of 5."""
    assert wrap("最後に手札を4枚まで捨てる。", 5, len)[0] == "最後に手札"
    assert KEEP_FULL * 5 > len("最後に")


def test_a_break_stays_where_moving_it_takes_a_line_more(cache):
    """The rule takes no more lines (a panel laid out for them would overflow): Monster Raid's 「（跨」 / 「る」 at
    1280x800 and Dunbine's 「選んでくだ」 / 「さい（…）」 at 800x560 stay as they were."""
    text = ("このシュートしたサイコロが乗った【ターゲット】それぞれに、その上のサイコロの個数分のダメージ（跨るサイコロも"
            "それぞれ１個と数える）。")
    assert len(cache.wrap(text, theme.SIZE_SMALL, GROWTH_ROOM, words=True)) == 4
    text = "ダンバイン：推力 0。新しい推力を選んでください（ボタンの下は使う行動PP、ルール4）"
    assert len(cache.wrap(text, 16, 344)) == 2


def test_a_moved_break_never_overflows_nor_takes_a_line_more():
    """For every width: the text whole, every line within it, as many lines as the plain greedy fill."""
    from tabletop.ui.linebreak import _greedy
    from tabletop.ui.linetokens import tokenize

    texts = ("自陣営の機体をクリックして選んでください。", "サイコロを弾き、投げてモンスターを撃破し、町を守る協力ゲーム。",
             "このシュートの後、攻撃の成否に関わらず、全ての【ターゲット】に１ダメージ。",
             "最後に手札を4枚まで捨てる。敵に２D６のダメージを与える（跨るサイコロも数える）。")
    for text in texts:
        for width in range(4, len(text)):
            lines = wrap(text, width, len)
            greedy = _greedy(tokenize(text), width, len)[0]
            assert "".join(lines) == text and len(lines) == len(greedy), (width, lines)
            assert all(len(line) <= width for line in lines), (width, lines)
            assert not any(line[:1] in NO_LINE_START for line in lines), (width, lines)


def test_a_kanji_word_stays_whole():
    """Dunbine's log at 800x560 read 「…敵3機撃」 / 「墜、12点」 and 「（0対1機撃」 / 「墜）」 and Monster Raid's skill 「…目が３未」 / 「満でも…」: a break
    that leaves one kanji of a word alone moves back (「敵3機撃墜」, 「３未満」 whole)."""
    assert wrap("ギブン家の勝利、敵3機撃墜、12点", 11, len) == ["ギブン家の勝利、敵3機", "撃墜、12点"]
    assert wrap("ギブン家の勝利、敵3機撃墜、12点", 6, len) == ["ギブン家の", "勝利、敵3機", "撃墜、12点"]
    text = "ラウンド終了時に【ターゲット】に乗っている自分のサイコロは、目が３未満でも３として数える。"
    assert wrap(text, 34, len) == ["ラウンド終了時に【ターゲット】に乗っている自分のサイコロは、目が", "３未満でも３として数える。"]
    assert wrap(text, 22, len)[0].endswith("乗っている")  # (not 「…乗っている自」 / 「分の」)
    assert wrap("ドレイク軍の勝利（0対1機撃墜）（裁定 R-V2）", 14, len)[0] == "ドレイク軍の勝利（0対1機"  # a counter ends a word
    for width in (20, 22):  # Z Gundam's log read 「…が戦闘準」 / 「備完了。」: a long run parts two and two
        assert wrap("P1：キュベレイ（カツ・コバヤシ）が戦闘準備完了。", width, len)[1] in ("戦闘準備完了。", "完了。")


def test_a_verb_after_mo_stays_whole():
    """Monster Raid read 「（連鎖も数え」 / 「る）」: 「も」 after a word is a particle a line may end after."""
    text = "このシュートでクラッシュしたサイコロ１個につき（連鎖も数える）、シュートしたサイコロが乗った【ターゲット】それぞれに２ダメージ。"
    assert wrap(text, 14, len)[1:3] == ["サイコロ１個につき（連鎖も", "数える）、シュートした"]


def test_a_katakana_word_stays_whole(cache):
    """Ultra Seven's step panel read 「…場のカードをク」 / 「リックしてチット…」 at 1280x800: a break inside a katakana
    word moves back as one inside a kanji word does."""
    text = ("山札をクリックで1枚引く（2AP）・手札のカードをクリックで裏向きに配置（2AP）・場のカードをクリックしてチット"
            "（1AP）／表にする（3AP）／ダメージ除去（3AP）")
    lines = cache.wrap(text, 14, 340)
    assert lines[1].endswith("場のカードを") and lines[2].startswith("クリック"), lines


def test_few_breaks_part_a_kanji_word_in_the_games_texts(cache):
    """Every Japanese card, skill and effect text of the games, at the shipped font's 12 px and widths of 150-400 px:
    at most 2 % of breaks fall between two kanji (1.6 %, mostly after a counter or two and two; 8.1 % before) and 3 % part a kanji from its kana ending
    (「守」 / 「る」; 2.4 %; 5.3 % before)."""
    import re
    from pathlib import Path

    import tabletop.games

    texts = [t for path in sorted(Path(tabletop.games.__file__).parent.glob("*/data/*.toml"))
             for t in re.findall(r'"([^"\n]*[\u3040-\u30ff\u4e00-\u9fff][^"\n]*)"', path.read_text(encoding="utf-8"))
             if len(t) > 12]
    assert len(texts) > 50
    kanji = lambda ch: "\u4e00" <= ch <= "\u9fff"  # noqa: E731
    breaks = lone = ending = 0
    for text in texts:
        for width in range(150, 400, 9):
            lines = cache.wrap(text, 12, width)
            for a, b in zip(lines, lines[1:]):
                breaks += 1
                lone += kanji(a[-1:]) and kanji(b[:1])
                ending += kanji(a[-1:]) and "\u3041" <= b[:1] <= "\u309f"
    assert lone <= 0.02 * breaks and ending <= 0.03 * breaks, (lone, ending, breaks)


def test_a_launcher_summary_breaks_between_words(cache):
    """Dunbine's launcher summary at 800x560 read 「ラース・ワウ上空で」 / 「の小さな遭遇戦。」 (a break moved off 「小」 /
    「さな」 by one point where the next lines part words too): the breaks, chosen together, fall between words."""
    text = "ラース・ワウ上空での小さな遭遇戦。機体が少なく、移動・向き・攻撃の流れを覚える最初の一戦に向きます。"
    for width in (200, 210, 220, 230):
        lines = cache.wrap(text, 18, width)
        assert lines[:3] == ["ラース・ワウ上空での", "小さな遭遇戦。機体が", "少なく、移動・向き・"], (width, lines)


def test_the_dragon_curse_text_keeps_its_verb_and_its_damage_whole(cache):
    """Monster Raid's growth option read 「…（連鎖も数え」 / 「る）…」 and 「…それぞれに２」 / 「ダメージ。」 at 254-266 px
    (session 25's helper): now 「連鎖も」 / 「数える）」 and 「２ダメージ。」 whole."""
    text = "このシュートでクラッシュしたサイコロ１個につき（連鎖も数える）、シュートしたサイコロが乗った【ターゲット】それぞれに２ダメージ。"
    for width in range(242, 270, 4):
        lines = cache.wrap(text, theme.SIZE_SMALL, width, words=True)
        assert lines[1].endswith("連鎖も") and lines[-1] == "２ダメージ。", (width, lines)
