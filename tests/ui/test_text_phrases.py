"""Issue 16 (session 29): Japanese breaks prefer BudouX's phrase boundaries (``linebreak._phrase_ends``, ``PHRASE_COST``).

The rules of ``text.wrap`` know particles, counters, kanji pairs and compound particles but no words: 「両軍の合計ポ」 /
「イントを入れ」 / 「替える」 parted two of them. BudouX's Japanese model (Apache-2.0, pure Python) says where phrases
end; ``_balanced`` charges a break inside a phrase more, and the rules still keep what they keep whole.
"""

from tabletop.ui.linebreak import _phrase_ends
from tabletop.ui.text import wrap


def test_breaks_fall_between_phrases():
    assert wrap("両軍の合計ポイントを入れ替える", 6, len) == ["両軍の合計", "ポイントを", "入れ替える"]
    assert wrap("キャプテン・ガンダムが自軍バトルフィールドにいれば合計ポイント+3", 14, len) == [
        "キャプテン・ガンダムが", "自軍バトルフィールドにいれば", "合計ポイント+3"]  # was 「…ガンダムが自軍」 / 「バトル…」
    assert wrap("カオ・リンの修理を手札に戻す", 12, len) == ["カオ・リンの修理を", "手札に戻す"]


def test_a_name_with_a_middle_dot_breaks_elsewhere():
    """A name's 「・」 is inside a phrase: a line ends after it only where every other break parts a word (at widths where
    the name and its particle fit a line: 「キャプテン・」 / 「ガンダムが」 at 6 rather than 「キャプテン・ガ」 / 「ンダム」)."""
    for text, least in (("カオ・リンの修理を手札に戻す", 6), ("キャプテン・ガンダムが自軍バトルフィールドにいれば合計ポイント+3", 11),
                        ("「カオ・リンの修理」を反撃カードとして出した", 7)):
        for width in range(least, len(text)):
            lines = wrap(text, width, len)
            assert not any(line.endswith("・") for line in lines[:-1]), (width, lines)


def test_the_rules_still_keep_what_they_keep_whole():
    """BudouX reads 「ザコ1枚に」 / 「つき…」 and 「反撃カードと」 / 「して」: the compound particles stay whole; a comma and a
    space end a phrase whatever it reads (「悪夢, 恐怖の」 is one of its phrases)."""
    for text in ("自軍バトルフィールドのザコ1枚につき合計ポイント+2", "「カオ・リンの修理」を反撃カードとして出した"):
        for width in range(5, len(text)):
            lines = wrap(text, width, len)
            assert "".join(lines) == text
            assert not any(a.endswith("に") and b.startswith("つき") or a.endswith("と") and b.startswith("して")
                           for a, b in zip(lines, lines[1:])), (width, lines)
    assert wrap("第四惑星の悪夢, 恐怖の超猿人, 散歩する惑星, 盗まれたウルトラアイ", 20, len) == [
        "第四惑星の悪夢, 恐怖の超猿人,", "散歩する惑星, 盗まれたウルトラアイ"]


def test_phrases_are_kept_per_paragraph():
    """A paragraph is parsed once (wrap is on hot paths: a panel's paragraphs at every width it tries)."""
    _phrase_ends.cache_clear()
    for width in range(6, 16):
        wrap("両軍の合計ポイントを入れ替える", width, len)
    info = _phrase_ends.cache_info()
    assert info.misses == 1 and info.hits >= 1, info
