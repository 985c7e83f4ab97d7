"""Where text breaks onto lines: ``wrap`` chooses the breaks between ``linetokens.tokenize``'s tokens.

Latin text breaks at spaces, greedily; a break inside a word (「守」 / 「る」, 「撃」 / 「墜」) moves back to a particle or
bracket near it where the line stays well filled, a bracket's lone tail and a widow are avoided; a paragraph with
Japanese in it has its breaks chosen together (``_balanced``, dynamic programming), between BudouX's phrases where it
can and with no orphan on its last line. ``text.TextCache.wrap`` measures with a font and keeps the lines.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from .linetokens import (BRACKETS, NO_BREAK, NO_LINE_END, NO_LINE_START, counts, hiragana, inside_names, katakana,
                         name_dots, run_of, tokenize)


def wrap(text: str, width: int, measure: Callable[[str], int], words: bool = False,
         prose: bool = False) -> list[str]:
    """Greedy wrap: Latin words stay whole when they fit, Japanese breaks anywhere (with ``words``, not inside a
    katakana word that fits: "タクティカ" / "ル" in a title). A line is never only the tail of a bracket that opened
    on a line before (``_bracket_tail``: SDGF's "…デッキが尽き" / "た）"), a break that parts a word (「守」 / 「る」,
    「１」 / 「ダメージ」, 「撃」 / 「墜」) moves back to a better point near it, or else to one that parts no word, on a
    line that stays well filled (``_words_kept``), and
    the last line is not one character alone (a widow, 「る」) nor one short Latin word ("Kai", ``LATIN_WIDOW``) where
    the line before can give it a token (``_unwidowed``). A paragraph with Japanese in it, whose every token fits the width, has its breaks chosen
    together instead (``_balanced``, on as few lines as the greedy fill): a break moved to keep one word whole
    no longer parts the next line's (「ラース・ワウ上空で」 / 「の小さな…」 never), and its last line is no orphan where
    a balance on as many lines avoids it (``_orphan``: 「合計ポイント」 / 「+2」 never), and a name of katakana words
    joined by 「・」 breaks at its dot only where no other break keeps the line count (``HOLD_COST``: 「アムロ・」 /
    「レイ」 never on a wide enough line). A sign and its number keep to the
    katakana or kanji word before them (「ポイント+2」) where that word fits the line. ``prose``: a paragraph in a box
    that grows or scrolls with its text (the launcher's description) takes one line more rather than part a word
    inside a phrase (``PROSE_LINE_COST``: 「…流れを」 / 「覚える…」, not 「…流れを覚」 / 「える…」)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        tokens = tokenize(paragraph, words)
        if any(NO_BREAK in t and measure(t.rstrip()) > width for t in tokens):   # a name wider than the line:
            tokens = tokenize(paragraph.replace(NO_BREAK, " "), words)             # broken between its words
        if any(t[:1] in "+-" or "+" in t or "-" in t for t in tokens) and any(measure(t.rstrip()) > width for t in tokens):
            tokens = tokenize(paragraph, words, signed=False)  # 「ポイント+2」 wider than the line: cut at its sign
        found, starts = _greedy(tokens, width, measure)
        if _JAPANESE.search(paragraph) and None not in starts and len(found) > 1:
            fewest = len(found) + (1 if prose else 0)
            lines.extend(_balanced(tokens, width, measure, fewest, PROSE_LINE_COST if prose else LINE_COST) or found)
            continue
        forced: tuple[int, ...] = ()
        tail = _bracket_tail(tokens, found, starts)
        if tail is not None:
            line, opening = tail
            for at in (opening, starts[line] - 1):  # the bracket begins a line, else the tail takes a token more
                if at <= (starts[line - 1] or 0):
                    continue
                better, moved = _greedy(tokens, width, measure, (at,))
                if len(better) <= len(found) and (at != opening or _bracket_tail(tokens, better, moved) is None):
                    found, starts, forced = better, moved, (at,)
                    break
        found, starts, forced = _words_kept(tokens, width, measure, found, starts, forced)
        kept, moved, _ = _unwidowed(tokens, width, measure, found, starts, forced)
        if kept is not found:  # the widow's break moved a token back: into a word ("…捨" / "てる") no more
            kept = _words_kept(tokens, width, measure, kept, moved, forced)[0]
        lines.extend(kept)
    return lines


#: A character of Japanese text: a paragraph with one is laid out by ``_balanced``.
_JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
#: What ``_balanced`` charges: a line (so the fewest lines win: more than all the rest a paragraph can add up), a break
#: that parts a word, a break at no particle nor stop, a widow or a bracket's tail alone, and the room a line leaves
#: empty (times the square of its share of the width).
LINE_COST, PARTED_COST, FAIR_COST, ALONE_COST, ROOM_COST = 10000.0, 12.0, 2.0, 100.0, 100.0
#: What ``_balanced`` adds for a break taken only where no other keeps the line count (more than a line's room, a
#: widow and a parted word together, far less than a line): at the 「・」 of a name of katakana words
#: (``linetokens.name_dots``: 「アムロ・」 / 「レイ」), or leaving a line of one mark alone between two others
#: (「ボリノーク・サマーン」 / 「＋」 / 「ヘンケン・ベッケナー」); inside one of the name's words (``linetokens.inside_names``:
#: 「バイオレッ」 / 「ト・」) ``NAME_WORD_COST``, more than at each of its dots. A line begun by a particle after a word
#: (「リン」 / 「の修理」) costs as much as a parted word (``_poor_break``).
HOLD_COST = 300.0
#: What a line costs ``_balanced`` in ``prose`` (a box that grows with its text): as much as a break at no particle,
#: far less than a word parted inside a phrase (``PARTED_COST`` and ``PHRASE_COST``), so prose takes a line more (never
#: two) where a word kept whole outweighs the room the extra line leaves empty (over every registered Japanese
#: paragraph at 100-300 px in 13 px type: 82 of 2395 take a line more, kanji parted from their okurigana 81 -> 42).
PROSE_LINE_COST = 2.0
NAME_WORD_COST = 4 * HOLD_COST
#: A last line of one character or a number alone (「+2」, 「3枚」) is an orphan: ``_balanced`` charges ``ALONE_COST`` for
#: it; one of two characters (「戻す」) ``SHORT_COST``, about as much as a word parted inside a phrase
ORPHAN_CHARS = 2
SHORT_COST = 16.0
_NUMBER = re.compile(r"[+\-－＋]?[0-9０-９]+[^\s]?")


def _orphan(line: str) -> bool:
    """Whether ``line``, as a paragraph's last, stands alone: one or two characters, or a number (with a sign or a
    counter: 「+2」, 「3枚」) alone, as 「合計ポイント」 / 「+2」 left it on an SDGF card."""
    core = line.strip()
    return len(core) <= ORPHAN_CHARS or _NUMBER.fullmatch(core) is not None


def _orphan_cost(line: str) -> float:
    """What ``_balanced`` charges for ``line`` as a paragraph's last: ``ALONE_COST`` for a widow or a number alone,
    ``SHORT_COST`` for two characters, nothing otherwise."""
    if not _orphan(line):
        return 0.0
    core = line.strip()
    return SHORT_COST if len(core) == ORPHAN_CHARS and _NUMBER.fullmatch(core) is None else ALONE_COST


#: What ``_balanced`` adds for a break inside a phrase as BudouX's Japanese model reads it (``_phrase_ends``): a break
#: between phrases (「両軍の合計」 / 「ポイントを」 / 「入れ替える」) is preferred where one is near, the rules above still
#: decide inside a phrase (a narrow card face breaks 「自軍バトル」 / 「フィールドの」) and keep what they keep whole
#: (「につき」, 「1枚」: BudouX's 「ザコ1枚に」 / 「つき…」 is no break)
PHRASE_COST = 4.0
_PARSER: list = []


@lru_cache(maxsize=4096)
def _phrase_ends(paragraph: str) -> frozenset[int]:
    """Where each phrase of ``paragraph`` ends (a character offset), as BudouX parses it (its Japanese model, loaded on
    first use: ~10 ms once; a parse costs 0.02-0.1 ms, kept per paragraph)."""
    if not _PARSER:
        from budoux import load_default_japanese_parser

        _PARSER.append(load_default_japanese_parser())
    ends, at = set(), 0
    for phrase in _PARSER[0].parse(paragraph):
        at += len(phrase)
        ends.add(at)
    return frozenset(ends)


def _charges(tokens: list[str]) -> list[float]:
    """What a break before each token costs ``_balanced`` (none before the first): nothing between words at a phrase's
    end, ``FAIR_COST`` at no particle nor stop, ``PARTED_COST`` inside a word; ``PHRASE_COST`` more inside a phrase,
    ``HOLD_COST`` more at the 「・」 of a name, ``NAME_WORD_COST`` inside one of its words."""
    paragraph = "".join(tokens)
    ends, dots, inside = _phrase_ends(paragraph), name_dots(paragraph), inside_names(paragraph)
    out, at = [0.0], len(tokens[0]) if tokens else 0
    for j in range(1, len(tokens)):
        poor = _poor_break(tokens, j)  # (asked once for both)
        cost = 0.0 if _better_break(tokens, j, poor) else FAIR_COST if _fair_break(tokens, j, poor) else PARTED_COST
        before = tokens[j - 1]
        # a stop, a comma or a space ends a phrase whatever BudouX says ("悪夢, 恐怖の" is one of its phrases)
        marked = before[-1:].isspace() or before.rstrip()[-1:] in STOPS or before.rstrip()[-1:] in ",.;:"
        if not marked and at not in ends:
            cost += PHRASE_COST
        elif cost == FAIR_COST:
            cost = 0.0  # a phrase's end where the rules saw no particle ("…カードは" / "横向き")
        if at in dots:
            cost += HOLD_COST
        elif at in inside:
            cost += NAME_WORD_COST
        out.append(cost)
        at += len(tokens[j])
    return out


def _balanced(tokens: list[str], width: int, measure: Callable[[str], int], most: int,
              line_cost: float = LINE_COST) -> list[str] | None:
    """``tokens`` on at most ``most`` lines no wider than ``width``, the breaks chosen together (Knuth and Plass's
    way, by dynamic programming over where each line begins) so the fewest words are parted, lines stay well filled,
    and neither a widow nor a bracket's tail stands alone; None where no such lines are found."""
    n = len(tokens)
    whole = [measure(t) for t in tokens]  # a line's width is near the sum of its tokens' (checked at the end)
    ending = [measure(t.rstrip()) if t[-1:].isspace() else w for t, w in zip(tokens, whole)]
    charge = _charges(tokens)
    opened, openings = _brackets(tokens)
    best: list[float] = [0.0] + [float("inf")] * n
    back: list[int] = [0] * (n + 1)
    for i in range(n):
        if best[i] == float("inf"):
            continue
        run = 0
        for j in range(i + 1, n + 1):
            used = run + ending[j - 1]
            if used > width:
                break
            run += whole[j - 1]
            cost = best[i] + line_cost
            if j < n:
                cost += ROOM_COST * ((width - used) / width) ** 2 + charge[j]
                if j == i + 1 and i > 0 and _lone_mark(tokens[i]):  # a line of 「＋」 alone between two names
                    cost += HOLD_COST
            elif i > 0:  # a widow, a number alone (「+2」), two characters
                cost += _orphan_cost("".join(tokens[i:j]))
            if i > 0 and opened[j - 1] is not None and opened[j - 1] < i and openings[j] == openings[i]:
                cost += ALONE_COST * (2 if j - i <= 2 else 1)  # only the tail of a bracket opened on a line before
                # ("…尽き" / "た）"; a longer tail, "尽きた）", where none can be avoided)
            if cost <= best[j]:  # (at a tie, the earlier lines fuller)
                best[j], back[j] = cost, i
    if best[n] == float("inf"):
        return None
    cuts = [n]
    while cuts[-1] > 0:
        cuts.append(back[cuts[-1]])
    cuts.reverse()
    lines = [("".join(tokens[a:b]).lstrip() if k else "".join(tokens[a:b])).rstrip()
             for k, (a, b) in enumerate(zip(cuts, cuts[1:]))]
    return lines if len(lines) <= most and all(measure(line) <= width for line in lines) else None


def _lone_mark(token: str) -> bool:
    """Whether ``token`` is one mark, no letter nor number (「＋」, 「→」): a line of it alone reads as nothing."""
    core = token.strip()
    return len(core) == 1 and not core.isalnum()


def _brackets(tokens: list[str]) -> tuple[list[int | None], list[int]]:
    """For each token that ends with a closing bracket (before any stop), the token that opens it (None otherwise);
    and how many opening brackets come before each token (a line with none of its own has the same count at both
    ends)."""
    opened: list[int | None] = [None] * len(tokens)
    openings = [0]
    stack: list[int] = []
    for t, token in enumerate(tokens):
        for ch in token:
            if ch in NO_LINE_END:
                stack.append(t)
            elif ch in BRACKETS and stack:
                at = stack.pop()
                if token.rstrip(_AFTER_CLOSE)[-1:] == ch:
                    opened[t] = at
        openings.append(openings[-1] + sum(ch in NO_LINE_END for ch in token))
    return opened, openings


#: Hiragana particles (and the て of a verb's te-form): a line may end after one (「町を」 / 「守る」, 「選んで」 /
#: 「ください」) where a word would otherwise break, unless another particle follows (「でも」, 「には」).
PARTICLES = frozenset("をにはがでとのて")
#: Stops and marks a line may end after, like a particle.
STOPS = frozenset("、。，．：；！？")
#: How many characters (tokens) a break inside a word moves back, at most, to a better point (``_words_kept``).
MOVE_BACK = 4
#: How full (of ``width``) the line stays when its break moves back to keep a word whole.
KEEP_FULL = 0.7


#: Hiragana of the e-row: a 「ば」 after one ends a conditional (「いれば」, 「なければ」), a particle where a line may end
E_ROW = frozenset("えけげせぜてでねへべぺめれ")


def _particle(tokens: list[str], at: int) -> bool:
    """Whether the token before ``tokens[at]`` ends with a particle (``PARTICLES``, or the 「ば」 of a conditional:
    「いれば」 / 「さらに」, never 「いちば」 / 「ん」)."""
    before = tokens[at - 1].rstrip()
    if before[-1:] != "ば":
        return before[-1:] in PARTICLES
    prior = before[-2:-1] or (tokens[at - 2].rstrip()[-1:] if at >= 2 else "")
    return prior in E_ROW


def _poor_break(tokens: list[str], at: int) -> bool:
    """Whether a break before ``tokens[at]`` parts a word: a kanji from the hiragana after it (「守」 / 「る」,
    「手札」 / 「を」), hiragana from hiragana after anything but a particle (「くだ」 / 「さい」), a number from
    its counter or unit or the next digit (「１」 / 「ダメージ」, "4" / "枚", "２" / "D６"), or a Latin letter from the
    letter or digit after it (「Ｐ」 / 「Ｐ」, "２D" / "６"); a break at a space or before an opening bracket never does."""
    before, after = tokens[at - 1], tokens[at]
    if not before or not after or before[-1].isspace() or after[0] in NO_LINE_END:
        return False
    a, b = before[-1], after[0]
    return ((run_of(a) or a in BRACKETS) and hiragana(b)
            or hiragana(a) and hiragana(b) and (not _particle(tokens, at) or b in PARTICLES or b == "も")
            or (a.isdigit() or _latin(a)) and (b.isalnum() if a.isdigit() else b.isdigit() or _latin(b))
            or run_of(a) == run_of(b) == "kanji" and not counts(before) and _lone_kanji(tokens, at))


def _kanji_run(tokens: list[str], at: int, step: int) -> int:
    """How many single-kanji tokens run from ``tokens[at]`` on, stepping by ``step`` (1 forwards, -1 backwards); a
    kanji with a stop or closing bracket after it (「墜）」) ends the run, and is its last."""
    n = 0
    while 0 <= at < len(tokens) and run_of(tokens[at][:1]) == "kanji":
        tail = tokens[at][1:].rstrip()
        if tail and (any(ch not in NO_LINE_START for ch in tail) or n and step < 0):
            break
        n, at = n + 1, at + step
        if tail:
            break
    return n


def _lone_kanji(tokens: list[str], at: int) -> bool:
    """Whether a break before ``tokens[at]``, inside a run of kanji, leaves one kanji of the run alone on a side of it:
    a two-kanji word parted (「撃」 / 「墜」, 「未」 / 「満」) or a three-kanji one (「機撃」 / 「墜」); a longer run may
    part two and two (「対空」 / 「砲火」), as no dictionary tells its words apart, and so an odd number of kanji before the
    break in a run parts one (「戦闘準」 / 「備完了」; 「戦闘」 / 「準備完了」 does not). A kanji right after a number is its
    counter and ends a word (「1機」 / 「撃墜」)."""
    counter = at >= 2 and tokens[at - 2][-1:].isdigit()
    before = _kanji_run(tokens, at - 1, -1)
    return (before < 2 or before % 2 == 1) and not counter or _kanji_run(tokens, at, 1) < 2


def _latin(ch: str) -> bool:
    """A letter of the Latin alphabet, half- or full-width (「ＰＰ」 is two tokens, "PP" one)."""
    return ch.isascii() and ch.isalpha() or "Ａ" <= ch <= "Ｚ" or "ａ" <= ch <= "ｚ"


def _better_break(tokens: list[str], at: int, poor: bool | None = None) -> bool:
    """Whether a break before ``tokens[at]`` falls between words: after a particle (「も」 too after a word of kanji
    or katakana: 「連鎖も」 / 「数える」), a stop or a closing bracket (not before the particle after it), from
    hiragana to a word of kanji or katakana (「乗っている」 / 「自分」), or before an opening bracket (``poor``:
    ``_poor_break``'s answer, where it is known)."""
    a, b = tokens[at - 1].rstrip()[-1:], tokens[at][:1]
    if b in NO_LINE_END:
        return True
    return bool(a) and not (_poor_break(tokens, at) if poor is None else poor) and (
        _particle(tokens, at) and b not in PARTICLES and b != "も" or a in STOPS or a in BRACKETS
        or hiragana(a) and run_of(b) != "" or a == "も" and at > 1 and run_of(tokens[at - 2][-1:]) != "")


def _fair_break(tokens: list[str], at: int, poor: bool | None = None) -> bool:
    """Whether a break before ``tokens[at]`` parts no word (nor a katakana word), though it falls at no particle nor stop (「３」 /
    「未満」 is poor, 「対空」 / 「砲火」 fair): where no better point is near, a poor break moves back to such a one."""
    if _poor_break(tokens, at) if poor is None else poor:
        return False
    return not (katakana(tokens[at - 1][-1:] or " ") and katakana(tokens[at][:1] or " "))


def _parted(tokens: list[str], starts: list[int | None]) -> int:
    """How many of the breaks before ``starts`` part a word: ``_poor_break``'s, or inside a katakana word."""
    return sum(1 for at in starts[1:] if at and not _fair_break(tokens, at))


def _words_kept(tokens: list[str], width: int, measure: Callable[[str], int], lines: list[str],
                starts: list[int | None], forced: tuple[int, ...]) -> tuple[list[str], list[int | None], tuple[int, ...]]:
    """``lines`` (``_greedy``'s, with breaks before the tokens ``forced``) with each break that parts a word
    (``_poor_break``: 「町を守」 / 「る協力ゲーム」) moved back, by at most ``MOVE_BACK`` tokens, to a better point
    (``_better_break``: 「町を」 / 「守る協力ゲーム」) where the line stays at least ``KEEP_FULL`` of ``width``, that
    takes no more lines, parts fewer words on the lines after it (``_parted``: never 「アプ」 / 「リ」 in its stead)
    and leaves no widow nor bracket's tail alone; such a break stays where there is none."""
    k = 0
    while k < len(lines) - 1:
        first, at = starts[k], starts[k + 1]
        if first is not None and at is not None and not _fair_break(tokens, at):
            points = [back for good in (_better_break, _fair_break)
                      for back in range(at - 1, max(first, at - MOVE_BACK - 1), -1) if good(tokens, back)]
            for back in points:
                if measure("".join(tokens[first:back]).rstrip()) < KEEP_FULL * width:
                    continue
                better, moved = _greedy(tokens, width, measure, forced + (back,))
                if len(better) <= len(lines) and _parted(tokens, moved[:k + 2]) < _parted(tokens, starts[:k + 2]) and (
                        _parted(tokens, moved) <= _parted(tokens, starts)) and (
                        not _widow(better) or _widow(lines)) and (
                        _bracket_tail(tokens, better, moved) is None or _bracket_tail(tokens, lines, starts) is not None):
                    lines, starts, forced = better, moved, forced + (back,)
                    break
        k += 1
    return lines, starts, forced


#: A last line of one Latin word shorter than this is a widow too ("(rule (2)" / "a-e)", "Magellan" / "Kai")
LATIN_WIDOW = 6


def _widow(lines: list[str]) -> bool:
    """The last of two or more lines is one character alone (「る」, 「。」, "a"), or one Latin word of fewer than
    ``LATIN_WIDOW`` characters ("a-e)"), unless a whole bracket ("Zako Soldier" / "(Axe)")."""
    if len(lines) < 2:
        return False
    last = lines[-1].strip()
    return len(last) == 1 or len(last) < LATIN_WIDOW and last.isascii() and " " not in last and not (
        last[0] in NO_LINE_END and last[-1] in BRACKETS)


def _unwidowed(tokens: list[str], width: int, measure: Callable[[str], int], lines: list[str],
               starts: list[int | None], forced: tuple[int, ...]) -> tuple[list[str], list[int | None], tuple[int, ...]]:
    """``lines`` (``_greedy``'s, with breaks before the tokens ``forced``) with a widow rebalanced: the line before
    breaks a token earlier, so the last line has that token too ("…を引き取" / "る" becomes "…を引き" / "取る"), where
    that takes no more lines and leaves no bracket's tail alone; as they were otherwise. With the tokens each line
    begins with, and the breaks forced."""
    if not _widow(lines) or starts[-1] is None or starts[-2] is None or starts[-1] - 1 <= starts[-2]:
        return lines, starts, forced
    better, moved = _greedy(tokens, width, measure, forced + (starts[-1] - 1,))
    if len(better) == len(lines) and not _widow(better) and (
            _bracket_tail(tokens, better, moved) is None or _bracket_tail(tokens, lines, starts) is not None):
        return better, moved, forced + (starts[-1] - 1,)
    return lines, starts, forced


def _greedy(tokens: list[str], width: int, measure: Callable[[str], int],
            forced: tuple[int, ...] = ()) -> tuple[list[str], list[int | None]]:
    """``tokens`` on lines no wider than ``width`` (a line breaks before each token in ``forced`` too), and the token each
    line begins with (None for a line that begins inside a token wider than the line, which is cut)."""
    lines: list[str] = []
    starts: list[int | None] = [0]
    line = ""
    for i, token in enumerate(tokens):
        if measure(line + token) <= width and not (i in forced and line):
            line += token
            continue
        if line:
            lines.append(line.rstrip())
            starts.append(i)
            line = token.lstrip()
        else:
            line = token
        if measure(line) > width and measure(line.rstrip()) > width:  # one token wider than the line: cut it
            # (a word that fits without its trailing space is whole: "Gerbera's" / "" / "Invention" never)
            part = ""
            for ch in line:
                if part and measure(part + ch) > width:
                    keep = part[:-1] if (ch in NO_LINE_START or ch.isdigit() and part[-1] in "+-－＋") and len(part) > 1 \
                        else part  # "プレイ" / "ヤー1", not "ー1"; "ポイント" / "+2", not "+" / "2"
                    lines.append(keep)
                    starts.append(None)
                    part = part[len(keep):]
                part += ch
            line = part
    lines.append(line.rstrip())
    return lines, starts[:len(lines)]


#: Stops, marks and spaces that may follow a closing bracket at a line's end ("…尽きた）。").
_AFTER_CLOSE = "、。，．,.！？!?：；:; 　"


def _bracket_tail(tokens: list[str], lines: list[str], starts: list[int | None]) -> tuple[int, int] | None:
    """``(line, token)``: the first line (after the first) that is only the end of a bracket opened on an earlier
    line, not at that line's start ("…デッキが尽き" / "た）"), and the token that opens the bracket; None if none is."""
    for k in range(1, len(lines)):
        first, after = starts[k], starts[k + 1] if k + 1 < len(starts) else len(tokens)
        if first is None or after is None or first == 0:
            continue
        close = lines[k].rstrip(_AFTER_CLOSE)[-1:]
        if close not in BRACKETS or any(ch in NO_LINE_END for t in tokens[first:after] for ch in t):
            continue
        depth = 0
        for i in range(first - 1, -1, -1):  # the bracket this line closes, opened on an earlier line
            depth += sum(ch in BRACKETS for ch in tokens[i]) - sum(ch == BRACKETS[close] for ch in tokens[i])
            if depth < 0:
                if i not in starts:  # a bracket that begins its line leaves a tail no break can avoid
                    return k, i
                break
    return None
