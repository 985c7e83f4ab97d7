"""Where a card name without spaces (Japanese) breaks onto lines: between words, where the eye expects it.

``text.wrap`` breaks Japanese between any two characters the line-breaking rules (kinsoku) allow, greedily, so a
narrow strip or tile showed "キリヤマ隊" / "長" and "マグマライ" / "ザー". A name on a card is short (at most about
twenty characters), so ``split_lines`` tries every set of allowed breaks and keeps the cheapest (``break_cost``):
a change of script (katakana to kanji: "キリヤマ" / "隊長", kana to kanji, after "・" or a closing bracket) costs
nothing, a break inside a run of kanji or of hiragana 1, inside a katakana word 2 (``soft`` leaves those out), and
a break inside a Latin word (an apostrophe between letters is part of it: "Char's") or against the kinsoku rules
is never made, nor one that leaves "ン" at the start of a katakana word's second part ("アレキサ" / "ンドリア"): a
break inside a katakana word falls on a mora boundary.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Callable

from tabletop.ui.linetokens import COUNTERS, NO_LINE_END, NO_LINE_START, leads_with_particle, name_dot

#: a break inside a katakana word ("ウルトラセ" / "ブン"): ``split_lines(soft=True)`` never makes it
KATAKANA_COST = 2
#: Katakana words that the card names join into one run ("ザコ" + "ソルジャー"): a run made of them whole breaks
#: between them (``word_ends``). Only words of compound names are here; a run not spelled out by them is one word.
KATAKANA_WORDS = frozenset({
    # SD Gundam Force ("ガンバイカー" is one name: never "ガン" / "バイカー")
    "アワー", "イーグル", "ウェポン", "ガン", "ガンダム", "ガンバイカー", "ガーベラ", "キャノン", "キャプテン", "グフ", "グラップラー",
    "コマンダー", "サザビー", "サーベル", "ザク", "ザコ", "ザッパー", "シールド", "ジオング", "ジェネラル", "ソウル",
    "ソルジャー", "ソード", "ダイバー", "ダーク", "ディスペル", "デストロイヤー", "ドム", "ドライブ", "ハイパー",
    "バイカー", "バトラス", "パンチ", "パンツァー", "ヒート", "プロフェッサー", "ヘッド", "ヘビー", "ライト", "レッド",
    "ライフル",
    # Z Gundam
    "コロニー", "サイコ", "スーパー", "レーザー",
    # Monster Raid
    "ジャイアント", "バット", "ダイア", "ウルフ", "アーク", "デーモン",
    # Ultra Seven
    "ウルトラ", "セブン", "ホーク", "マグマ", "ライザー",
})


#: Kanji words of the card names that a run of kanji (or a kanji word before kana) never breaks inside: a break in
#: one costs as much as one inside a katakana word (SDGF's return tile printed "翼の騎" / "士ゼロ", issue 16).
KANJI_WORDS = frozenset({
    # SD Gundam Force
    "騎士", "爆熱丸", "頑駄無", "炎天號", "爆心", "抜刀", "元気丸", "騎馬王丸", "魔力", "走行", "潜水", "飛行", "魚雷",
    "急降下", "声援", "修理", "発明", "長官", "指令",
})


#: Katakana that never begin a line inside a katakana word, besides the kinsoku characters (small kana, "ー"): "ン"
#: ends a mora, so "アレキサ" / "ンドリア" reads as a broken word.
KATAKANA_NO_START = frozenset("ン")
#: A katakana word broken inside keeps at least this many characters on each line.
KATAKANA_PART = 2
#: Opening brackets: a name's bracketed part ("騎士ゼロ（SMVトルネード）") reads best on a line of its own.
OPENING_BRACKETS = frozenset("（(「『【〔")
#: Apostrophes: a letter on each side makes them part of a Latin word ("Char's", "Shute’s").
APOSTROPHES = frozenset("'’")


@lru_cache(maxsize=None)
def _script(ch: str) -> str:
    if ch.isascii() or ch in APOSTROPHES:
        return "latin" if ch.isalnum() or ch in APOSTROPHES else "mark"
    code = ord(ch)
    if 0x30A0 <= code <= 0x30FF and ch != "・" or 0xFF66 <= code <= 0xFF9F:
        return "katakana"
    if 0x3040 <= code <= 0x309F:
        return "hiragana"
    if 0x4E00 <= code <= 0x9FFF or ch in "々〆":
        return "kanji"
    return "mark"


def word_ends(run: str) -> frozenset[int]:
    """Where a run of katakana spelled out whole by ``KATAKANA_WORDS`` ends its inner words ("ソウルドライブ": {3});
    empty for a run they do not spell out (one word, or one we do not know)."""
    return _word_ends(run)


@lru_cache(maxsize=1024)
def _word_ends(run: str) -> frozenset[int]:
    ways: dict[int, tuple[int, ...] | None] = {0: ()}  # a prefix's length -> the ends of its fewest words
    for end in range(1, len(run) + 1):
        best: tuple[int, ...] | None = None
        for start in range(end):
            before = ways.get(start)
            if before is not None and run[start:end] in KATAKANA_WORDS and (best is None or len(before) + 1 < len(best)):
                best = (*before, end)
        ways[end] = best
    found = ways[len(run)]
    return frozenset(found[:-1]) if found else frozenset()


def _run(text: str, at: int) -> tuple[int, int]:
    """The run of katakana around ``at`` (between two katakana): (start, end)."""
    start = at
    while start > 0 and _script(text[start - 1]) == "katakana":
        start -= 1
    end = at
    while end < len(text) and _script(text[end]) == "katakana":
        end += 1
    return start, end


def _in_word_break(text: str, at: int) -> bool:
    """Whether ``at`` (between two katakana) lies between two words of a compound run (``word_ends``)."""
    start, end = _run(text, at)
    return at - start in word_ends(text[start:end])


@lru_cache(maxsize=1 << 16)
def break_cost(text: str, at: int) -> int | None:
    """The cost of breaking ``text`` before ``text[at]``; None where it may not break (a kinsoku character on the
    wrong side, inside a Latin word or number)."""
    before, after = text[at - 1], text[at]
    if after in NO_LINE_START or before in NO_LINE_END or before.isspace() or after.isspace() or after == "-":
        return None
    if before == "-" and at > 1 and _script(text[at - 2]) == "latin" and _script(after) == "katakana":
        return None  # a Latin prefix hyphened to a katakana word is one word: "I-フィールド", never "I-" / "フィールド"
    a, b = _script(before), _script(after)
    if a == "latin" and b == "latin" or before.isdigit() and after in COUNTERS:
        return None  # inside a Latin word or number, or a number from its counter ("1" / "枚")
    if a == "kanji" and b == "hiragana" and (at < 2 or _script(text[at - 2]) != "kanji" and not text[at - 2].isdigit()):
        return KATAKANA_COST  # one kanji before its okurigana: "狙われた" is a word, never "狙" / "われた街"
    if a != b or a == "mark":
        return 0
    if a == "katakana":
        if _in_word_break(text, at):
            return 1
        start, end = _run(text, at)
        if after in KATAKANA_NO_START or min(at - start, end - at) < KATAKANA_PART:
            return None  # "アレキサ" / "ンドリア", "ア" / "ズナブル"
        return KATAKANA_COST
    if a == "kanji" and any(at >= k and text.startswith(w, at - k) for w in KANJI_WORDS
                            for k in range(1, len(w))):
        return KATAKANA_COST  # inside a kanji word ("騎" / "士")
    return 1


def split_lines(text: str, fits: Callable[[str], bool], most: int, soft: bool = True,
                free: bool = False) -> list[str] | None:
    """``text`` on two to ``most`` lines, each of which ``fits``, at the cheapest breaks (fewest lines first, then the
    least cost, then the most even lines); with ``soft``, no break inside a katakana word; with ``free``, only breaks
    that cost nothing (a change of script, after "・"). None if none fits."""
    worst = 0 if free else KATAKANA_COST - 1 if soft else KATAKANA_COST
    allowed = [(at, cost) for at in range(1, len(text)) if (cost := break_cost(text, at)) is not None
               and cost <= worst]
    for breaks in range(1, max(1, most)):
        best: tuple[int, int, list[str]] | None = None
        for chosen in combinations(allowed, breaks):
            cuts = [0, *(at for at, _ in chosen), len(text)]
            lines = [text[a:b] for a, b in zip(cuts, cuts[1:])]
            if not all(fits(line) for line in lines) or any(
                    len(line) < KATAKANA_PART and _script(line[0]) == "katakana" for line in lines[1:-1]):
                continue  # a line that does not fit, or one kana of a word alone ("アズ" / "ナ" / "ブル")
            # (as cheap and as even: a line more begun by an opening bracket, "騎士ゼロ" / "（SMV" / "トルネード）"
            # rather than "騎士" / "ゼロ（SMV" / "トルネード）" on SDGF's deck builder faces)
            # (as cheap: fewer lines begun by a particle or names split after "・", "カオ・リンの" / "修理" rather than
            # "カオ・リン" / "の修理", that rather than "カオ・" / "リンの修理": the shared wrap's held breaks)
            dots = dot_breaks(lines)
            key = (sum(cost for _, cost in chosen), dots + particle_starts(lines), dots,
                   max(len(line) for line in lines), -sum(line[:1] in OPENING_BRACKETS for line in lines[1:]))
            if best is None or key < best[:5]:
                best = (*key, lines)
        if best is not None:
            return best[5]
    return None


def dot_breaks(lines: list[str] | tuple[str, ...]) -> int:
    """How many breaks between ``lines`` split a name after its "・" ("アムロ・" / "レイ": ``linetokens.name_dot``, the
    rule the shared wrap keeps too)."""
    text, at, found = "".join(lines), 0, 0
    for line in lines[:-1]:
        at += len(line)
        found += name_dot(text, at)
    return found


def particle_starts(lines: list[str] | tuple[str, ...]) -> int:
    """How many of ``lines`` after the first begin with a particle after a word ("カオ・リン" / "の修理":
    ``linetokens.leads_with_particle``, the rule the shared wrap keeps too)."""
    return sum(leads_with_particle(before[-1:], line[:1]) for before, line in zip(lines, lines[1:]))


def split_cost(text: str, lines: list[str] | tuple[str, ...]) -> int:
    """The summed ``break_cost`` of ``lines`` (``text`` split without spaces dropped); a forbidden break costs
    ``KATAKANA_COST``."""
    total, at = 0, 0
    for line in lines[:-1]:
        at += len(line)
        if 0 < at < len(text):
            cost = break_cost(text, at)
            total += KATAKANA_COST if cost is None else cost
    return total


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
