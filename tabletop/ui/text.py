"""Text: one cache of fonts and rendered strings, wrapping, and glyph checks.

``TextCache`` loads the bundled Japanese font (Noto Sans JP) once per size and
keeps rendered surfaces keyed by ``(text, size, colour, bold)`` in a
``surfacecache.SurfaceCache``: rendering a new string costs ~0.1-0.2 ms,
blitting a cached one ~0.001 ms, so widgets call ``render`` every frame without
worry. ``wrap`` lays text on lines with this font (the rules of where a line breaks are
``linebreak.wrap``'s, on ``linetokens``' tokens; both are exported here as ``wrap`` and ``nobreak``);
``wrapped`` is the same lines kept per (text, size, width, bold), for panels that lay the same paragraphs
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

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Final, Hashable, Union

import pygame

from tabletop.core import i18n
from tabletop.core.i18n import Text
from tabletop.core.records import Record, record
from tabletop.resources import font_path

from . import probe
from .linebreak import wrap
from .linetokens import NO_BREAK, nobreak
from .surfacecache import SurfaceCache

if TYPE_CHECKING:
    import pygame.freetype

#: ``fit_line`` shrinks a line down to this share of its size before it cuts it.
MIN_SHRINK = 0.8
#: How a kept line's pixels are written (``TextCache.used``): the byte order of the ARGB8888 surfaces
#: SDL_ttf renders, so that a line made from them has the same format and blits the same way.
KEPT_PIXELS: Final = "BGRA"

#: The line breaking this module exports for its callers (``linebreak``, ``linetokens``)
__all__ = ["KEPT_PIXELS", "MIN_SHRINK", "NO_BREAK", "Key", "Kept", "Label", "TextCache", "key", "missing_glyphs",
           "nobreak", "resolve", "wrap"]


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

    def wrap(self, text: str, size: int, width: int, bold: bool = False, words: bool = False,
             prose: bool = False) -> list[str]:
        """Lines of ``text`` no wider than ``width`` (explicit newlines kept); ``words``: a katakana word stays
        whole where it fits, as a Latin one does (titles: ``title_lines``; body text breaks Japanese anywhere);
        ``prose``: a line more rather than a word parted inside a phrase (``linebreak.wrap``)."""
        lines = wrap(text, width, lambda s: self.size(s, size, bold)[0], words, prose)
        if probe.ACTIVE is not None:
            probe.ACTIVE.wrapped(lines, text, width)
        return lines

    def wrapped(self, text: str, size: int, width: int, bold: bool = False, words: bool = False,
                prose: bool = False) -> tuple[str, ...]:
        """``wrap``'s lines, kept: measuring a paragraph again every frame costs a font call per word."""
        cache_key = (text, size, width, bold) if not (words or prose) else (text, size, width, bold, words, prose)
        lines = self._wrapped.find(cache_key)
        if lines is None:
            lines = self._wrapped.put(cache_key, tuple(self.wrap(text, size, width, bold, words, prose)))
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
