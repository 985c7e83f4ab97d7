"""Text: one cache of fonts and rendered strings, wrapping, and glyph checks.

``TextCache`` loads the bundled Japanese font (Noto Sans JP) once per size and
keeps rendered surfaces keyed by ``(text, size, colour, bold)`` in a
``surfacecache.SurfaceCache``: rendering a new string costs ~0.1-0.2 ms,
blitting a cached one ~0.001 ms, so widgets call ``render`` every frame without
worry. ``wrap`` breaks Latin text at spaces and Japanese between characters
(kinsoku characters stay with their neighbour; a break inside a word, 「守」 / 「る」 or 「撃」 / 「墜」, moves to
a particle or bracket near it where the line stays well filled; a Japanese paragraph has its breaks chosen
together, by dynamic programming, between BudouX's phrases where it can and with no orphan on its last line);
``wrapped`` is the same lines
kept per (text, size, width, bold), for panels that lay the same paragraphs
out every frame.
``fit`` cuts one line with "…" to a width; ``fit_line`` first shrinks the
type (down to ``MIN_SHRINK`` of its size) and cuts only what still does not
fit, so a widget that shows a cut line must offer the whole text on hover.
While a ``probe.Probe`` runs, rendering, fitting and wrapping tell it what was
drawn and what it had to fit (nothing is noted otherwise).
``missing_glyphs`` lists characters the font cannot draw (``pygame.freetype``
reports None metrics for them).

``resolve(label, lang)`` turns the label types widgets accept (a plain string,
an i18n ``Text``, an i18n key wrapped in ``Key``, or a callable taking the
language) into a string, so labels follow a language switch immediately.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Final, Hashable, Union

import pygame

from tabletop.core import i18n
from tabletop.core.i18n import Text
from tabletop.core.records import Record, record
from tabletop.resources import font_path

from . import probe
from .surfacecache import SurfaceCache

if TYPE_CHECKING:
    import pygame.freetype

#: ``fit_line`` shrinks a line down to this share of its size before it cuts it.
MIN_SHRINK = 0.8
#: How a kept line's pixels are written (``TextCache.used``): the byte order of the ARGB8888 surfaces
#: SDL_ttf renders, so that a line made from them has the same format and blits the same way.
KEPT_PIXELS: Final = "BGRA"


class Kept:
    """Measurements, rendered lines and line heights, as ``textstore`` keeps them between runs."""

    __slots__ = ("sizes", "lines", "heights")

    def __init__(self, sizes: dict[tuple[str, int, bool], tuple[int, int]],
                 lines: dict[Hashable, tuple[int, int, bytes]],
                 heights: dict[int, int]) -> None:
        self.sizes = sizes  # (text, size, bold): (width, height)
        self.lines = lines  # ``render``'s key (text, size, colour, bold): (width, height, pixels)
        self.heights = heights  # size: line height


@record
class Key(Record):
    """A label given as an i18n key (with optional format values)."""

    key: str
    values: tuple[tuple[str, object], ...] = ()

    def get(self, lang: str) -> str:
        return i18n.t(self.key, lang, **dict(self.values))


def key(name: str, **values: object) -> Key:
    """``key("launcher.start")``: a label looked up in the catalog at draw time."""
    return Key(name, tuple(sorted(values.items())))


Label = Union[str, Text, Key, Callable[[str], str], None]


def resolve(label: Label, lang: str) -> str:
    """The string a label stands for in ``lang``."""
    if label is None:
        return ""
    if isinstance(label, str):
        return label
    if isinstance(label, (Text, Key)):
        return label.get(lang)
    return str(label(lang))


class TextCache:
    """Fonts by size and rendered text surfaces, shared by every widget."""

    def __init__(self, path: Path | None = None, limit: int = 4000) -> None:
        self.path = Path(path) if path else font_path()
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._surfaces: SurfaceCache[pygame.Surface] = SurfaceCache(limit)
        self._wrapped: SurfaceCache[tuple[str, ...]] = SurfaceCache(limit)
        self._free: dict[int, pygame.freetype.Font] = {}
        self._sizes: dict[tuple[str, int, bool], tuple[int, int]] = {}  # ``size``'s answers (a font's never change)
        self._sizes_limit = limit * 8
        self._heights: dict[int, int] = {}  # ``line_height``'s answers
        # what an earlier run's first frame measured and drew (``textstore``), taken when first asked for
        self._kept = Kept({}, {}, {})
        self.fresh = 0  # measurements and lines made with a font (not kept, not made before)
        self.recording: list[str] | None = None  # the strings ``render`` is asked for, while a kept part is drawn

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        found = self._fonts.get((size, bold))
        if found is None:
            if not pygame.font.get_init():
                pygame.font.init()
            found = probe.font_class()(str(self.path), size)
            found.bold = bold
            self._fonts[(size, bold)] = found
        return found

    def render(self, text: str, size: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
        """A rendered single line (cached)."""
        if self.recording is not None:
            self.recording.append(text)
        cache_key = (text, size, tuple(colour), bold)
        surf = self._surfaces.find(cache_key)
        if surf is None:
            line = self._kept.lines.pop(cache_key, None) if self._kept.lines else None
            if line is not None:  # (an empty line is SDL_ttf's 0-wide 32-bit surface without alpha)
                surf = (pygame.image.frombytes(line[2], (line[0], line[1]), KEPT_PIXELS) if line[0]
                        else pygame.Surface((0, line[1]), 0, 32))
            else:  # a probe's font notes it
                surf = self.font(size, bold).render(text, True, colour)
                self.fresh += 1
            self._surfaces.put(cache_key, surf)
        elif probe.ACTIVE is not None and text:
            probe.ACTIVE.tag(surf, text)
        return surf

    def shown(self, strings: tuple[str, ...]) -> None:
        """``strings`` are on the screen again, copied with a kept part (``ui.kept``) that drew them when it was made:
        what listens to the strings a frame draws (tests) listens here as to ``render``; a kept part being made notes
        them as its own."""
        if self.recording is not None:
            self.recording.extend(strings)

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """The width and height of ``text`` on one line, kept: wrapping measures every prefix of a line, and
        the launcher lays the same titles out, and draws them, in both languages."""
        key = (text, size, bold)
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) >= self._sizes_limit:
                self._sizes.clear()
            found = self._kept.sizes.pop(key, None) if self._kept.sizes else None
            if found is None:
                found = self.font(size, bold).size(text)
                self.fresh += 1
            self._sizes[key] = found
        return found

    def line_height(self, size: int) -> int:
        found = self._heights.get(size)
        if found is None:
            found = self._kept.heights.pop(size, None)
            if found is None:
                found = self.font(size).get_linesize()
                self.fresh += 1
            self._heights[size] = found
        return found

    # -- kept between runs (``textstore``) ---------------------------------------------------------------
    def adopt(self, kept: Kept) -> None:
        """Take ``kept`` (an earlier run's first frame, for this very font) as known: each measurement, line
        and line height in it is used, without opening the font, when first asked for."""
        self._kept = kept

    def used(self) -> Kept:
        """Everything measured and drawn so far (lines as ``KEPT_PIXELS`` bytes), for ``textstore`` to keep;
        what was adopted but never asked for is dropped."""
        self._kept = Kept({}, {}, {})
        lines = {key: (surf.get_width(), surf.get_height(), pygame.image.tobytes(surf, KEPT_PIXELS))
                 for key in self._surfaces if (surf := self._surfaces.find(key)) is not None}
        return Kept(dict(self._sizes), lines, dict(self._heights))

    def wrap(self, text: str, size: int, width: int, bold: bool = False, words: bool = False) -> list[str]:
        """Lines of ``text`` no wider than ``width`` (explicit newlines kept); ``words``: a katakana word stays
        whole where it fits, as a Latin one does (titles: ``title_lines``; body text breaks Japanese anywhere)."""
        lines = wrap(text, width, lambda s: self.size(s, size, bold)[0], words)
        if probe.ACTIVE is not None:
            probe.ACTIVE.wrapped(lines, text, width)
        return lines

    def wrapped(self, text: str, size: int, width: int, bold: bool = False, words: bool = False) -> tuple[str, ...]:
        """``wrap``'s lines, kept: measuring a paragraph again every frame costs a font call per word."""
        cache_key = (text, size, width, bold) if not words else (text, size, width, bold, words)
        lines = self._wrapped.find(cache_key)
        if lines is None:
            lines = self._wrapped.put(cache_key, tuple(self.wrap(text, size, width, bold, words)))
        elif probe.ACTIVE is not None:
            probe.ACTIVE.wrapped(lines, text, width)
        return lines

    def title_lines(self, text: str, size: int, width: int, bold: bool = False) -> tuple[tuple[str, ...], int]:
        """``(lines, size)``: a title wrapped with no word broken ("タクティカ" / "ル"), at the largest size down to
        ``MIN_SHRINK`` of ``size`` where that takes no more lines than breaking anywhere would at ``size``;
        broken anywhere at ``size`` if none does."""
        anywhere = self.wrapped(text, size, width, bold)
        for fitting in range(size, max(1, int(size * MIN_SHRINK)) - 1, -1):
            whole = self.wrapped(text, fitting, width, bold, words=True)
            if len(whole) <= len(anywhere):
                return whole, fitting
        return anywhere, size

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text`` cut with an ellipsis to fit ``width``."""
        full = text
        if self.size(text, size, bold)[0] > width:
            while text and self.size(text + "…", size, bold)[0] > width:
                text = text[:-1]
            text += "…"
        if probe.ACTIVE is not None:
            probe.ACTIVE.fitted(text, full, width)
        return text

    def fit_line(self, text: str, size: int, width: int, bold: bool = False,
                 smallest: int | None = None) -> tuple[str, int]:
        """``(shown, size)``: ``text`` at the largest size down to ``smallest`` (default
        ``MIN_SHRINK`` of ``size``) that fits ``width``, cut with "…" only if even that is too wide."""
        low = max(1, smallest if smallest is not None else int(size * MIN_SHRINK))
        fitting = size
        while fitting > low and self.size(text, fitting, bold)[0] > width:
            fitting -= 1
        return self.fit(text, fitting, width, bold), fitting

    def missing_glyphs(self, text: str) -> list[str]:
        """Characters of ``text`` that the font has no glyph for."""
        return missing_glyphs(text, self.path, self._free)


#: The no-break space: a name joined by it stays on one line (``nobreak``)
NO_BREAK = "\u00a0"


def nobreak(name: str) -> str:
    """``name`` with its spaces no-break ones: wrapped whole ("House Gibun / Na" / "Kingdom" never)."""
    return name.replace(" ", NO_BREAK)


def wrap(text: str, width: int, measure: Callable[[str], int], words: bool = False) -> list[str]:
    """Greedy wrap: Latin words stay whole when they fit, Japanese breaks anywhere (with ``words``, not inside a
    katakana word that fits: "タクティカ" / "ル" in a title). A line is never only the tail of a bracket that opened
    on a line before (``_bracket_tail``: SDGF's "…デッキが尽き" / "た）"), a break that parts a word (「守」 / 「る」,
    「１」 / 「ダメージ」, 「撃」 / 「墜」) moves back to a better point near it, or else to one that parts no word, on a
    line that stays well filled (``_words_kept``), and
    the last line is not one character alone (a widow, 「る」) where the line before can give it a token
    (``_unwidowed``). A paragraph with Japanese in it, whose every token fits the width, has its breaks chosen
    together instead (``_balanced``, on as few lines as the greedy fill): a break moved to keep one word whole
    no longer parts the next line's (「ラース・ワウ上空で」 / 「の小さな…」 never), and its last line is no orphan where
    a balance on as many lines avoids it (``_orphan``: 「合計ポイント」 / 「+2」 never). A sign and its number keep to the
    katakana or kanji word before them (「ポイント+2」) where that word fits the line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        tokens = _tokens(paragraph, words)
        if any(NO_BREAK in t and measure(t.rstrip()) > width for t in tokens):   # a name wider than the line:
            tokens = _tokens(paragraph.replace(NO_BREAK, " "), words)             # broken between its words
        if any(t[:1] in "+-" or "+" in t or "-" in t for t in tokens) and any(measure(t.rstrip()) > width for t in tokens):
            tokens = _tokens(paragraph, words, signed=False)  # 「ポイント+2」 wider than the line: cut at its sign
        found, starts = _greedy(tokens, width, measure)
        if _JAPANESE.search(paragraph) and None not in starts and len(found) > 1:
            lines.extend(_balanced(tokens, width, measure, len(found)) or found)
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
#: What ``_balanced`` charges: a line (so the fewest lines win), a break that parts a word, a break at no particle nor
#: stop, a widow or a bracket's tail alone, and the room a line leaves empty (times the square of its share of the width).
LINE_COST, PARTED_COST, FAIR_COST, ALONE_COST, ROOM_COST = 1000.0, 12.0, 2.0, 100.0, 100.0
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
    end, ``FAIR_COST`` at no particle nor stop, ``PARTED_COST`` inside a word; ``PHRASE_COST`` more inside a phrase."""
    ends = _phrase_ends("".join(tokens))
    out, at = [0.0], len(tokens[0]) if tokens else 0
    for j in range(1, len(tokens)):
        cost = 0.0 if _better_break(tokens, j) else FAIR_COST if _fair_break(tokens, j) else PARTED_COST
        before = tokens[j - 1]
        # a stop, a comma or a space ends a phrase whatever BudouX says ("悪夢, 恐怖の" is one of its phrases)
        marked = before[-1:].isspace() or before.rstrip()[-1:] in STOPS or before.rstrip()[-1:] in ",.;:"
        if not marked and at not in ends:
            cost += PHRASE_COST
        elif cost == FAIR_COST:
            cost = 0.0  # a phrase's end where the rules saw no particle ("…カードは" / "横向き")
        out.append(cost)
        at += len(tokens[j])
    return out


def _balanced(tokens: list[str], width: int, measure: Callable[[str], int], most: int) -> list[str] | None:
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
            cost = best[i] + LINE_COST
            if j < n:
                cost += ROOM_COST * ((width - used) / width) ** 2 + charge[j]
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
    return ((_run_of(a) or a in BRACKETS) and _hiragana(b)
            or _hiragana(a) and _hiragana(b) and (not _particle(tokens, at) or b in PARTICLES or b == "も")
            or (a.isdigit() or _latin(a)) and (b.isalnum() if a.isdigit() else b.isdigit() or _latin(b))
            or _run_of(a) == _run_of(b) == "kanji" and not _counts(before) and _lone_kanji(tokens, at))


def _kanji_run(tokens: list[str], at: int, step: int) -> int:
    """How many single-kanji tokens run from ``tokens[at]`` on, stepping by ``step`` (1 forwards, -1 backwards); a
    kanji with a stop or closing bracket after it (「墜）」) ends the run, and is its last."""
    n = 0
    while 0 <= at < len(tokens) and _run_of(tokens[at][:1]) == "kanji":
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


def _better_break(tokens: list[str], at: int) -> bool:
    """Whether a break before ``tokens[at]`` falls between words: after a particle (「も」 too after a word of kanji
    or katakana: 「連鎖も」 / 「数える」), a stop or a closing bracket (not before the particle after it), from
    hiragana to a word of kanji or katakana (「乗っている」 / 「自分」), or before an opening bracket."""
    a, b = tokens[at - 1].rstrip()[-1:], tokens[at][:1]
    if b in NO_LINE_END:
        return True
    return bool(a) and not _poor_break(tokens, at) and (
        _particle(tokens, at) and b not in PARTICLES and b != "も" or a in STOPS or a in BRACKETS
        or _hiragana(a) and _run_of(b) != "" or a == "も" and at > 1 and _run_of(tokens[at - 2][-1:]) != "")


def _fair_break(tokens: list[str], at: int) -> bool:
    """Whether a break before ``tokens[at]`` parts no word (nor a katakana word), though it falls at no particle nor stop (「３」 /
    「未満」 is poor, 「対空」 / 「砲火」 fair): where no better point is near, a poor break moves back to such a one."""
    return not _poor_break(tokens, at) and not (_katakana(tokens[at - 1][-1:] or " ") and _katakana(tokens[at][:1] or " "))


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


def _widow(lines: list[str]) -> bool:
    """The last of two or more lines is one character alone (「る」, 「。」, "a")."""
    return len(lines) > 1 and len(lines[-1].strip()) == 1


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
#: Closing brackets, and the opening bracket each closes.
BRACKETS = {"）": "（", ")": "(", "」": "「", "』": "『", "】": "【", "〕": "〔", "〉": "〈", "》": "《", "］": "［", "}": "{"}


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


#: Characters that must not begin a line (Japanese kinsoku: closing brackets, stops,
#: small kana, the long-vowel mark): they stay with the character before them.
NO_LINE_START = frozenset("、。，．,.）)」』】〕〉》］}！？!?：；:;ー・…‥々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ～")
#: Characters that must not end a line (opening brackets): they go with the character after them.
NO_LINE_END = frozenset("（(「『【〔〈《［{")
#: Full-width signs that keep to the number after them ("侵略チット－2", never "侵略チット－" / "2").
SIGNS = frozenset("－＋")


def _katakana(ch: str) -> bool:
    """A katakana letter or the long-vowel mark (not the middle dot "・", where a title may break)."""
    return "\u30a1" <= ch <= "\u30fc" and ch != "・"


#: A Latin prefix joined by a hyphen to a katakana word, so far ("I-", "I-フィー"): the word goes on whole.
_HYPHENED = re.compile(r"[A-Za-z0-9]+-[\u30a1-\u30fa\u30fc]*")


def _hyphened(word: str) -> bool:
    """Whether ``word`` is a Latin prefix and a hyphen, with the katakana after it so far ("I-フィールド" is one word:
    never "I-" / "フィールド")."""
    return _HYPHENED.fullmatch(word) is not None


def _tokens(paragraph: str, words: bool = False, signed: bool = True) -> list[str]:
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
        if ch.isascii() and not ch.isspace() or ch in ("’", NO_BREAK) and word or words and _katakana(ch) \
                or word[:1] in SIGNS and ch.isdigit() \
                or _katakana(ch) and _hyphened(word) and (words or word.endswith("-")):
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


def _counts(token: str) -> bool:
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


def _kanji_pairs(tokens: list[str]) -> list[str]:
    """``tokens`` with each run of exactly two kanji one token: a word of two kanji between kana, marks or numbers
    (「幹部」, 「合計」, 「帰還」) never breaks inside (「幹」 / 「部」); a longer run keeps its tokens (``_lone_kanji``
    weighs its breaks), and so does a pair with a bracket or mark on it (「（基」, 「外）。」: the pair and its marks are
    wider than the narrowest lines, where a token is cut)."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and len(tokens[j]) == 1 and _run_of(tokens[j]) == "kanji":
            j += 1
        bounded = (i == 0 or _run_of(tokens[i - 1][-1:]) != "kanji" or _counts(tokens[i - 1])) and (
            j == len(tokens) or _run_of(tokens[j][:1]) != "kanji")  # 「3機」 / 「撃墜」: a counter ends a word
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


def _hiragana(ch: str) -> bool:
    """A hiragana letter."""
    return "\u3041" <= ch <= "\u309f"


def _run_of(ch: str) -> str:
    """The kind of run a Japanese word is made of: "kanji", "katakana" or "" (anything else)."""
    return "kanji" if "\u4e00" <= ch <= "\u9fff" or ch == "々" else "katakana" if _katakana(ch) else ""


def _add_word(tokens: list[str], opening: str, word: str, signed: bool = True) -> None:
    """A Latin word as a token of its own; a number right after a word of kanji or katakana stays with that word
    ("城壁0", "ターン3": no line starts with the number alone, and the word is not split to keep it); after hiragana
    it keeps the character before it ("受" / "け3" rather than "受け" / "3")."""
    number = word[:1].isdigit() or (word[:1] in SIGNS or signed and word[:1] in "+-") and word[1:2].isdigit()
    after = tokens[-1][-1] if tokens and tokens[-1] and not opening and number else ""
    kind = _run_of(after) if after else ""
    if not kind and not _hiragana(after):  # after Latin, a space or a mark (or not a number): a token of its own
        tokens.append(opening + word)
        return
    joined = word
    while kind and tokens and tokens[-1] and all(_run_of(c) == kind for c in tokens[-1]):
        joined = tokens.pop() + joined
    if joined == word:  # after hiragana, or a character with a kinsoku mark or space attached: keep to it
        tokens[-1] += word
    else:
        tokens.append(joined)


def missing_glyphs(text: str, path: Path | None = None,
                   cache: dict[int, pygame.freetype.Font] | None = None) -> list[str]:
    """Characters in ``text`` (whitespace aside) that the font at ``path`` lacks."""
    import pygame.freetype  # here: only the glyph checks need it, not the app's start

    if not pygame.freetype.get_init():
        pygame.freetype.init()
    cache = cache if cache is not None else {}
    font = cache.get(16)
    if font is None:
        font = pygame.freetype.Font(str(path or font_path()), 16)
        cache[16] = font
    chars = [c for c in dict.fromkeys(text) if not c.isspace()]
    if not chars:
        return []
    metrics = font.get_metrics("".join(chars))
    return [c for c, m in zip(chars, metrics) if m is None]
