"""Where a card name without spaces (Japanese) breaks onto lines: between words, where the eye expects it.

``text.wrap`` breaks Japanese between any two characters the line-breaking rules (kinsoku) allow, greedily, so a
narrow strip or tile showed "キリヤマ隊" / "長" and "マグマライ" / "ザー". A name on a card is short (at most about
twenty characters), so ``split_lines`` tries every set of allowed breaks and keeps the cheapest (``break_cost``):
a change of script (katakana to kanji: "キリヤマ" / "隊長", kana to kanji, after "・" or a closing bracket) costs
nothing, a break inside a run of kanji or of hiragana 1, inside a katakana word 2 (``soft`` leaves those out), and
a break inside a Latin word or against the kinsoku rules is never made.
"""

from __future__ import annotations

from itertools import combinations
from typing import Callable

from tabletop.ui.text import NO_LINE_END, NO_LINE_START

#: a break inside a katakana word ("ウルトラセ" / "ブン"): ``split_lines(soft=True)`` never makes it
KATAKANA_COST = 2


def _script(ch: str) -> str:
    if ch.isascii():
        return "latin" if ch.isalnum() else "mark"
    code = ord(ch)
    if 0x30A0 <= code <= 0x30FF and ch != "・" or 0xFF66 <= code <= 0xFF9F:
        return "katakana"
    if 0x3040 <= code <= 0x309F:
        return "hiragana"
    if 0x4E00 <= code <= 0x9FFF or ch in "々〆":
        return "kanji"
    return "mark"


def break_cost(text: str, at: int) -> int | None:
    """The cost of breaking ``text`` before ``text[at]``; None where it may not break (a kinsoku character on the
    wrong side, inside a Latin word or number)."""
    before, after = text[at - 1], text[at]
    if after in NO_LINE_START or before in NO_LINE_END or before.isspace() or after.isspace():
        return None
    a, b = _script(before), _script(after)
    if a == "latin" and b == "latin":
        return None
    if a != b or a == "mark":
        return 0
    return KATAKANA_COST if a == "katakana" else 1


def split_lines(text: str, fits: Callable[[str], bool], most: int, soft: bool = True) -> list[str] | None:
    """``text`` on two to ``most`` lines, each of which ``fits``, at the cheapest breaks (fewest lines first, then the
    least cost, then the most even lines); with ``soft``, no break inside a katakana word. None if none fits."""
    allowed = [(at, cost) for at in range(1, len(text)) if (cost := break_cost(text, at)) is not None
               and not (soft and cost >= KATAKANA_COST)]
    for breaks in range(1, max(1, most)):
        best: tuple[int, int, list[str]] | None = None
        for chosen in combinations(allowed, breaks):
            cuts = [0, *(at for at, _ in chosen), len(text)]
            lines = [text[a:b] for a, b in zip(cuts, cuts[1:])]
            if not all(fits(line) for line in lines):
                continue
            key = (sum(cost for _, cost in chosen), max(len(line) for line in lines))
            if best is None or key < best[:2]:
                best = (*key, lines)
        if best is not None:
            return best[2]
    return None


def breaks_a_word(text: str, lines: list[str]) -> bool:
    """Whether ``lines`` (``text`` split as drawn, spaces at the breaks dropped) break it inside a Latin or a katakana
    word, or where the kinsoku rules forbid."""
    at = 0
    for line in lines[:-1]:
        found = text.find(line, at)
        if found < 0:
            return False
        at = found + len(line)
        if 0 < at < len(text) and not text[at].isspace() and not text[at - 1].isspace():
            cost = break_cost(text, at)
            if cost is None or cost >= KATAKANA_COST:
                return True
    return False
