"""The tokens a line of text breaks between: Latin words, Japanese characters and what stays together.

``tokenize`` cuts a paragraph into the pieces ``linebreak.wrap`` lays on lines: a Latin word with its trailing space,
a single Japanese character, with the kinsoku characters (``NO_LINE_START``, ``NO_LINE_END``) kept on the right side
of every break; a number with its counter (「1枚」), a run of exactly two kanji (「幹部」), a compound particle
(「につき」), a hex coordinate ("(3, 4)") and a name joined by no-break spaces (``nobreak``) are one token each, and
with ``words`` a katakana word is one too. ``run_of``, ``hiragana``, ``katakana`` and ``counts`` tell the kinds of
characters and tokens apart for the rules that weigh a break (``linebreak``).
"""

from __future__ import annotations

import re
from functools import lru_cache

#: The no-break space: a name joined by it stays on one line (``nobreak``)
NO_BREAK = "\u00a0"


def nobreak(name: str) -> str:
    """``name`` with its spaces no-break ones: wrapped whole ("House Gibun / Na" / "Kingdom" never)."""
    return name.replace(" ", NO_BREAK)


#: Characters that must not begin a line (Japanese kinsoku: closing brackets, stops,
#: small kana, the long-vowel mark): they stay with the character before them.
NO_LINE_START = frozenset("、。，．,.）)」』】〕〉》］}！？!?：；:;ー・…‥々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ～")
#: Characters that must not end a line (opening brackets): they go with the character after them.
NO_LINE_END = frozenset("（(「『【〔〈《［{")
#: Closing brackets, and the opening bracket each closes.
BRACKETS = {"）": "（", ")": "(", "」": "「", "』": "『", "】": "【", "〕": "〔", "〉": "〈", "》": "《", "］": "［", "}": "{"}
#: Full-width signs that keep to the number after them ("侵略チット－2", never "侵略チット－" / "2").
SIGNS = frozenset("－＋")


def katakana(ch: str) -> bool:
    """A katakana letter or the long-vowel mark (not the middle dot "・", where a title may break)."""
    return "\u30a1" <= ch <= "\u30fc" and ch != "・"


#: A Latin prefix joined by a hyphen to a katakana word, so far ("I-", "I-フィー"): the word goes on whole.
_HYPHENED = re.compile(r"[A-Za-z0-9]+-[\u30a1-\u30fa\u30fc]*")


def _hyphened(word: str) -> bool:
    """Whether ``word`` is a Latin prefix and a hyphen, with the katakana after it so far ("I-フィールド" is one word:
    never "I-" / "フィールド")."""
    return _HYPHENED.fullmatch(word) is not None


def tokenize(paragraph: str, words: bool = False, signed: bool = True) -> list[str]:
    """Latin words (with their trailing space) and single CJK characters, with the
    kinsoku characters kept on the right side of a break; with ``words``, a run of katakana is one word too. A number
    and its counter (「1枚」), a run of two kanji (「幹部」) and a particle of more kana (「につき」) are one token each."""
    tokens: list[str] = []
    word = ""
    opening = ""
    for i, ch in enumerate(paragraph):
        if ch in SIGNS and not word and paragraph[i + 1:i + 2].isdigit():  # "－2": a sign keeps to its number
            word = ch
            continue
        if ch in NO_LINE_END and not word:  # "(" opens what follows, Latin or not: "引いた (" / "編成…" never
            opening += ch
            continue
        if ch in NO_LINE_START and not word and not opening and tokens and not tokens[-1][-1:].isspace():
            tokens[-1] += ch  # ")" after a Japanese word stays with it, as "）" does
            continue
        if ch.isascii() and not ch.isspace() or ch in ("’", NO_BREAK) and word or words and katakana(ch) \
                or word[:1] in SIGNS and ch.isdigit() \
                or katakana(ch) and _hyphened(word) and (words or word.endswith("-")):
            # "Shute’s" is one word, "＋１" too, a name joined by no-break spaces ("House Gibun / Na Kingdom");
            # "I-" keeps to its katakana ("I-フィールド" a word of its own with ``words``)
            word += ch
            continue
        if word and all(c in NO_LINE_END for c in word) and not ch.isspace():
            opening, word = opening + word, ""  # an ASCII "(" before Japanese ("。(ルール"): it goes with what follows
        elif word and ch in COUNTERS and word.lstrip("+-").isdigit():
            tokens.append(opening + word)  # a number before its counter: a word of its own ("した" / "3枚", never "た3")
            word = opening = ""
        elif word:
            _add_word(tokens, opening, word, signed)
            word = opening = ""
        if ch.isspace() and tokens:
            tokens[-1] += ch
        elif ch in NO_LINE_START and tokens and not opening:
            tokens[-1] += ch
        elif ch in NO_LINE_END:
            opening += ch
        elif not opening and tokens and _counted(tokens[-1], ch):
            tokens[-1] += ch  # a number keeps its counter: "1枚", "3枚目", never "1" / "枚"
        else:
            tokens.append(opening + ch)
            opening = ""
    if word or opening:
        _add_word(tokens, opening, word, signed)
    return _kanji_pairs(_compounds(_coordinates(tokens)))


#: Kanji that count what a number before them counts (「1枚」, 「2体」, 「3機」): the number and its counter are one token
COUNTERS = frozenset("枚体機点回個人名隻台本度倍番歩匹頭件")
#: What an ordinal adds after a number's counter (「3枚目」)
ORDINAL = "目"


def _counted(token: str, ch: str) -> bool:
    """Whether ``ch`` is the counter of the number ``token`` ends with (「1」 + 「枚」), or the ordinal after it (「3枚」
    + 「目」)."""
    return ch in COUNTERS and token[-1:].isdigit() or ch == ORDINAL and token[-1:] in COUNTERS and token[-2:-1].isdigit()


def counts(token: str) -> bool:
    """Whether ``token`` is a number with its counter (「3機」, 「3枚目」): a word of its own, a kanji after it begins
    another (「3機」 / 「撃墜」)."""
    core = token.rstrip()
    core = core[:-1] if core.endswith(ORDINAL) else core
    return core[-1:] in COUNTERS and core[-2:-1].isdigit()


#: Particles of more than one kana that read as one: a token each (「1枚につき」 / 「自軍の…」, never 「1枚に」 / 「つき…」)
COMPOUND_PARTICLES = ("について", "にとって", "につき", "により", "による", "として", "に対し")
_COMPOUND_FIRST = frozenset(c[0] for c in COMPOUND_PARTICLES)


def _compounds(tokens: list[str]) -> list[str]:
    """``tokens`` with each of the ``COMPOUND_PARTICLES`` one token (its last character keeps what follows it: 「につき、」)."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        for c in (COMPOUND_PARTICLES if tokens[i][:1] in _COMPOUND_FIRST else ()):
            parts = tokens[i:i + len(c)]
            if len(parts) == len(c) and all(len(t) == 1 for t in parts[:-1]) and "".join(parts).startswith(c) and all(
                    ch in NO_LINE_START or ch.isspace() for ch in "".join(parts)[len(c):]):
                out.append("".join(parts))
                i += len(c)
                break
        else:
            out.append(tokens[i])
            i += 1
    return out


#: A kanji (``run_of``'s "kanji")
_KANJI = re.compile("[\u4e00-\u9fff々]")


def _kanji_pairs(tokens: list[str]) -> list[str]:
    """``tokens`` with each run of exactly two kanji one token: a word of two kanji between kana, marks or numbers
    (「幹部」, 「合計」, 「帰還」) never breaks inside (「幹」 / 「部」); a longer run keeps its tokens (``_lone_kanji``
    weighs its breaks), and so does a pair with a bracket or mark on it (「（基」, 「外）。」: the pair and its marks are
    wider than the narrowest lines, where a token is cut)."""
    if not _KANJI.search("".join(tokens)):  # (Latin and kana: nothing to join, and half the calls)
        return tokens
    out: list[str] = []
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and len(tokens[j]) == 1 and run_of(tokens[j]) == "kanji":
            j += 1
        bounded = (i == 0 or run_of(tokens[i - 1][-1:]) != "kanji" or counts(tokens[i - 1])) and (
            j == len(tokens) or run_of(tokens[j][:1]) != "kanji")  # 「3機」 / 「撃墜」: a counter ends a word
        if j - i == 2 and bounded:
            out.append(tokens[i] + tokens[i + 1])
        else:
            out.extend(tokens[i:max(j, i + 1)])
        i = max(j, i + 1)
    return out


#: A token that opens a coordinate ("(3, " of "(3, 4)", "（3, " of "（3, 4）") and the token that closes it ("4)").
_COORD_OPEN = re.compile(r"[(（]-?\d+,\s*$")
_COORD_CLOSE = re.compile(r"-?\d+[)）]")


def _coordinates(tokens: list[str]) -> list[str]:
    """``tokens`` with each bracketed pair of numbers one token: a hex "(3, 4)" never breaks inside its brackets
    (Dunbine's "(3," / "4)")."""
    out: list[str] = []
    for token in tokens:
        if out and _COORD_OPEN.search(out[-1]) and _COORD_CLOSE.match(token):
            out[-1] += token
        else:
            out.append(token)
    return out


def hiragana(ch: str) -> bool:
    """A hiragana letter."""
    return "\u3041" <= ch <= "\u309f"


def run_of(ch: str) -> str:
    """The kind of run a Japanese word is made of: "kanji", "katakana" or "" (anything else)."""
    return "kanji" if "\u4e00" <= ch <= "\u9fff" or ch == "々" else "katakana" if katakana(ch) else ""


def _add_word(tokens: list[str], opening: str, word: str, signed: bool = True) -> None:
    """A Latin word as a token of its own; a number right after a word of kanji or katakana stays with that word
    ("城壁0", "ターン3": no line starts with the number alone, and the word is not split to keep it); after hiragana
    it keeps the character before it ("受" / "け3" rather than "受け" / "3")."""
    number = word[:1].isdigit() or (word[:1] in SIGNS or signed and word[:1] in "+-") and word[1:2].isdigit()
    after = tokens[-1][-1] if tokens and tokens[-1] and not opening and number else ""
    kind = run_of(after) if after else ""
    if not kind and not hiragana(after):  # after Latin, a space or a mark (or not a number): a token of its own
        tokens.append(opening + word)
        return
    joined = word
    while kind and tokens and tokens[-1] and all(run_of(c) == kind for c in tokens[-1]):
        joined = tokens.pop() + joined
    if joined == word:  # after hiragana, or a character with a kinsoku mark or space attached: keep to it
        tokens[-1] += word
    else:
        tokens.append(joined)


# -- names joined by 「・」 and particles: breaks taken only where no other keeps the line count (``linebreak``'s
# ``HOLD_COST``, card names' ``breaks``) --

#: Katakana words joined by 「・」 into one name (「アムロ・レイ」, 「カクリコン・カクーラー」): a break inside it parts the name
_DOTTED_NAME = re.compile("[\u30a1-\u30fa\u30fc]+(?:・[\u30a1-\u30fa\u30fc]+)+")
#: Particles a line does not begin with after a word (「カオ・リン」 / 「の修理」, 「手札」 / 「を」)
LEADING_PARTICLES = frozenset("のにをはがでとへも")


def name_dot(text: str, at: int) -> bool:
    """Whether a break before ``text[at]`` falls right after a 「・」 between two katakana runs: it parts a name
    (「アムロ・」 / 「レイ」)."""
    return 2 <= at < len(text) and text[at - 1] == "・" and katakana(text[at - 2]) and katakana(text[at])


@lru_cache(maxsize=4096)
def name_dots(paragraph: str) -> frozenset[int]:
    """The offsets of ``paragraph`` a break before which parts a name of katakana words at its 「・」 (``name_dot``)."""
    if "・" not in paragraph:
        return frozenset()
    return frozenset(at for at in range(2, len(paragraph)) if name_dot(paragraph, at))


@lru_cache(maxsize=4096)
def inside_names(paragraph: str) -> frozenset[int]:
    """The offsets of ``paragraph`` a break before which parts a name of katakana words joined by 「・」 inside one of its
    words (「ボリノー」 / 「ク・サマーン」)."""
    return frozenset(at for m in _DOTTED_NAME.finditer(paragraph) for at in range(m.start() + 1, m.end())
                     if paragraph[at - 1] != "・")


def leads_with_particle(before: str, after: str) -> bool:
    """Whether a break between the characters ``before`` and ``after`` begins a line with a particle
    (``LEADING_PARTICLES``) after a word: kanji, katakana, Latin, a number or a closing bracket (「リン」 / 「の修理」);
    after a stop or another kana it may be a word's start (「、」 / 「でも」)."""
    return after in LEADING_PARTICLES and not hiragana(before) and (before.isalnum() or before in BRACKETS)
