"""Where a Japanese card name breaks onto two lines on Ultra Seven's narrow strips and tiles (``cards.breaks``):
between words ("キリヤマ" / "隊長", not "キリヤマ隊" / "長"), never against the kinsoku rules or inside a Latin
word, inside a katakana word only when asked to."""

from __future__ import annotations

from tabletop.ui.cards.breaks import break_cost, breaks_a_word, split_lines


def _chars(most: int):
    return lambda line: len(line) <= most


def test_breaks_between_words():
    assert split_lines("キリヤマ隊長", _chars(4), 2) == ["キリヤマ", "隊長"]
    assert split_lines("モロボシ・ダン隊員", _chars(5), 2) == ["モロボシ・", "ダン隊員"]
    assert split_lines("友里アンヌ隊員", _chars(5), 2) == ["友里", "アンヌ隊員"]
    assert split_lines("ウルトラホーク2号", _chars(7), 2) == ["ウルトラホーク", "2号"]


def test_katakana_word_only_when_not_soft():
    assert split_lines("ハイドランジャー", _chars(5), 2) is None
    hard = split_lines("ハイドランジャー", _chars(5), 2, soft=False)
    assert hard is not None and "".join(hard) == "ハイドランジャー" and len(hard) == 2
    assert split_lines("ウルトラセブン", _chars(5), 2) == ["ウルトラ", "セブン"]  # two words (``KATAKANA_WORDS``)
    assert breaks_a_word("マグマライザー", ["マグマライ", "ザー"])
    assert not breaks_a_word("キリヤマ隊長", ["キリヤマ", "隊長"])


def test_never_against_kinsoku_or_inside_latin():
    assert break_cost("北へ還れ!", 4) is None          # "!" never starts a line
    assert break_cost("「悪魔の住む花」", 1) is None     # "「" never ends one
    assert break_cost("V3から来た男", 1) is None        # inside "V3"
    # (no line begun by a particle where a break as cheap is found: "700キロ" / "を突っ走れ!" before session 30)
    assert split_lines("700キロを突っ走れ!", _chars(6), 3) == ["700キロを", "突っ走れ!"]
    assert breaks_a_word("Furuhashi", ["Furuh", "ashi"])


def test_a_katakana_word_breaks_on_a_mora_boundary():
    """Issue 16: "アレキサ" / "ンドリア" and "ア" / "ズナブル" were drawn on narrow cards. Inside a katakana word a line never
    begins with a small kana, "ー" or "ン", and each part keeps at least two characters; a Latin hyphen stays at the end
    of its line ("ガンダムMk" / "-II" never)."""
    for at, ch in enumerate("アレキサンドリア"):
        if ch in "ン":
            assert break_cost("アレキサンドリア", at) is None
    assert split_lines("アレキサンドリア", _chars(5), 2, soft=False) == ["アレキ", "サンドリア"]
    assert split_lines("ハイドランジャー", _chars(5), 2, soft=False) == ["ハイド", "ランジャー"]
    for name in ("ハイドランジャー", "ラーディッシュ", "アズナブル", "ジャミトフ"):
        for lines in (split_lines(name, _chars(n), 3, soft=False) for n in range(2, len(name))):
            if lines:
                assert all(len(line) >= 2 and line[0] not in "ーャュョッァィゥェォン" for line in lines), lines
    assert break_cost("ガンダムMk-II", 6) is None and break_cost("ガンダムMk-II", 7) == 0


def test_a_lone_kanji_keeps_its_okurigana():
    """Issue 16 (session 27): 「狙われた街」 broke as "狙" / "われた街" at 800x560: a single kanji and the hiragana after
    it are one word, so the name breaks before the next kanji."""
    assert split_lines("狙われた街", _chars(4), 2) == ["狙われた", "街"]
    assert breaks_a_word("狙われた街", ["狙", "われた街"])
    assert split_lines("宇宙人の街", _chars(3), 2) == ["宇宙人", "の街"]  # (a particle after a kanji word still may)
