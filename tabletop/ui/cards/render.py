"""Draws card faces, name strips and backs from ``CardFace`` data, crisp at any size.

The anatomy (docs/art.md, "Card anatomy"): a frame in the kind's colour; a title band
with the name always whole across the card (as large as ``name_size``, shrunk, then
wrapped onto more lines, never under ``name_floor`` where the card has room: the band
grows to hold it); the kind row with the type icon (``assets/art/cards/type-<kind>.svg``),
the kind and subtitle and the corner value; icon rows; the body text; the numbers at the
bottom, each in a box with its label (label over value on tall boxes, side by side on
short ones). Faces that carry live counters (``CardFace.marker_room``) keep a column on
the right free of text, and ``draw_markers`` puts chits and damage there, so a counter
never covers a number or the name.

A *strip* is the compact form of a face for crowded zones: the type colour and icon, the
whole name and as many labelled numbers as fit. A strip at least ``TILE_H`` px high is a *tile*
(a card in a space too low for its face, Ultra Seven's invasion cards in a small window): the name
whole on up to three lines at ``MIN_NAME`` px or more, the labelled numbers in rows under it. *Held* faces (a hand) get a light card
edge and sheen, so a held card never looks like one lying on the table.

Backs come from the deck's SVG (``back-<deck>.svg``, white line art drawn over the deck
colour); a style without art gets a drawn pattern with its initials.

Each face is drawn once per (face, size, language, variant) and kept (a
``surfacecache.SurfaceCache`` of 1500 surfaces), so a table of hundreds of cards costs
only blits per frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

import pygame

from tabletop.core.i18n import LANGS, Text
from tabletop.resources import asset
from tabletop.ui import probe, theme
from tabletop.ui.palette import ink_on
from tabletop.ui.surfacecache import SurfaceCache
from tabletop.ui.linetokens import NO_LINE_END, NO_LINE_START
from tabletop.ui.text import TextCache, wrap

from .breaks import APOSTROPHES, KATAKANA_COST, break_cost, breaks_a_word, dot_breaks, split_cost, split_lines
from .face import CardFace, FrameStyle, Marker, frame_for, icon_for

CARD_RATIO = 88 / 63  # height / width of a standard card
SMALLEST = 6          # px: the smallest print on a face (names wrap before they go below MIN_NAME)
MIN_NAME = 8
#: px: the least radius of an icon row's badges (SDGF's adapt and terrain)
ROW_LEAST = 4
#: px: a name shrinks this far to keep the icon rows on its card (6 px of print has 4 px of ink: too faint)
ROW_NAME_LEAST = 7
#: px: a name that would go under ``ROW_NAME_LEAST`` on a small card comes this close to the band's edges instead
#: (its margins and the bold ink's slack)
NAME_EDGE = 1
#: px: the least height of a number box (label beside value) lowered to keep the icon rows on a card
BOX_LEAST = 10
#: An icon badge's glyph prints at this share of the badge's radius, a number box's value (label beside it) at
#: ``BOX_VALUE`` of the box's height.
GLYPH_SHARE = 1.3
BOX_VALUE = 0.78
#: ... and its label at ``BOX_LABEL`` of its height (shrunk where it must: ``LABEL_KEEP``)
BOX_LABEL = 0.55
#: A name's print: at most ``NAME_MAX`` px and 17 % of the card's width; never under ``NAME_FLOOR`` px (15 % of
#: the width on narrower cards), where a card is big enough to hold it (docs/art.md, "Type").
NAME_MAX = 22
NAME_FLOOR = 13
#: A word too wide for the card at the name's floor shrinks this many px under it before it is broken (``word_floor``).
WORD_SHRINK = 3
#: Full-width opening brackets: one that begins a name's line is set in by its blank (``CardRenderer._lead``).
LEADING_BRACKETS = frozenset("（「『【〔")
#: A Latin word broken with a hyphen keeps at least this many letters on each line.
HYPHEN_PART = 3
#: A strip's name: ``STRIP_NAME_SHARE`` (62 %) of its height, at most the app's small type (15 px: a strip 25 px high or
#: more).
STRIP_NAME_SHARE = 0.62
STRIP_NAME_MAX = theme.SIZE_SMALL
#: ``strip_whole_need`` looks this far (px) past a strip's name for the room its numbers take.
WHOLE_NEED_MORE = 120
#: A strip's name goes on two lines this large or larger to keep the strip's numbers (``_strip_name``'s ``keep``).
KEEP_NAME = MIN_NAME + 1
#: px: a number's label beside its value shrinks to this before the value does (Z Gundam's "命中" beside "≤3" was set at
#: 6 px on a 94 px ship while its value kept 13)
LABEL_KEEP = 8
#: px: the least print of a number's full name over its value in the hover view of a face with ``full_names``
FULL_NAME_LEAST = 12
#: px from one line of a tight face's body to the next (``CardFace.tight``): its print + 2 at the least
TIGHT_STEP = 11
#: px: a tight face's number box is its print this much higher, its label and value at that print (``CardFace.tight``)
TIGHT_BOX = 3
STAT_LABEL = (90, 90, 100)
#: A strip's chip whose label is this and an icon key prints the icon (``assets/art/cards/stat-<key>.svg``) for the
#: word (``CardFace.stat_icons``: only where the worded chips would lose a number)
ICON_MARK = "\x00"
#: px: an icon chip's room before its icon, between it and the value, and after the value
ICON_PAD = 2
#: A strip in a zone of one print size whose type icon takes more than this share of its width drops the icon where
#: that keeps a number or a line of its name (``_strip_choice``).
ICON_SHARE = 0.25
#: A strip this high or higher is drawn as a tile (``_draw_tile``): the name on lines of its own, the numbers under it.
TILE_H = 40
#: px: the kind row of a face that gives a short subtitle (``CardFace.kind_short``) prints this large where its row has
#: room: the kind and subtitle, else the short subtitle with the kind, else the short subtitle alone (SDGF's held cards
#: printed "SD · サポートメカ" at 7 px, issue 16)
KIND_GOOD = 10
#: A tile's name: at most ``TILE_NAME_MAX`` px, at least ``MIN_NAME``; its numbers from ``TILE_NUMBER`` px down to
#: ``TILE_NUMBER_MIN`` (smaller numbers before a smaller name); its type icon only where it is ``TILE_ICON_W`` px wide.
TILE_NAME_MAX = 14
#: A tile's name between words takes at most this many lines, as many as its height holds (SDGF's return tile
#: at 150 %: "騎士ゼロ" / "（スーパー・" / "マジカル・" / "バイオレット・" / "トルネード）")
TILE_LINES = 5
TILE_NAME_GOOD = 10
#: A tile's name goes on two lines where that prints it at least this many px larger than on one (``_two_larger``)
TWO_LINES_GAIN = 3
#: A tile's one-word Japanese name printing on one line under this (px) goes on two, a katakana word broken, where the
#: tile is tall enough for ``TILE_NAME_GOOD`` px or more (``_two_broken``)
TWO_BROKEN_BELOW = 9
#: A tile's name goes this small, whole, before it is cut (``_tile_layout``'s last resort).
TILE_NAME_LEAST = 7
TILE_NUMBER = 10
TILE_NUMBER_MIN = 8
TILE_ICON_W = 90
#: The side of a tile's type icon, left of its name.
TILE_ICON = 14
#: The space a tile's number chip keeps before its label, between label and value, and after the value.
TILE_CHIP_PAD = 2
#: The numbers a tile keeps before its name goes under ``TILE_NAME_GOOD`` px (down to ``MIN_NAME``): all of them
#: (Ultra Seven's five); only a tile too small for that leaves numbers out (the hover view shows every number).
TILE_KEEPS = 5
#: A strip of a zone that asks for it (``side``: Ultra Seven's groups of three on a small board, issue 16) this high or
#: higher, under ``TILE_H``, is a side tile (``_draw_side``): the name on up to two lines on the left, its numbers as
#: labelled chips stacked on the right (two of them at ``TILE_NUMBER_MIN`` px in 23 px, 1 px from its edges: the three
#: of a group under its recon result, 25 px each).
SIDE_H = 25
#: A side tile's 1 px frame, its print ``SIDE_PAD`` px from its edges and its name ``SIDE_GAP`` px from its numbers.
SIDE_PAD = 2
SIDE_GAP = 2
#: A side tile's name and numbers print at ``SIDE_GOOD`` px or more where the zone is wide enough (``side_need``'s
#: ``floor``; Ultra Seven's groups at 150 % UI scale printed them at 8 px, issue 16), up to ``SIDE_GOOD_W`` px wide
#: (120 until session 28: "ウルトラ" / "ホーク1号" beside "偵察 1" "戦闘 +1/人" side by side at 9 px takes 125).
SIDE_GOOD = 10
SIDE_GOOD_W = 130
#: ... and at ``SIDE_LESS`` px where that is all the tile has the room for (``_draw_side``).
SIDE_LESS = 9
#: px: a side tile too low to stack its numbers in chips 1 px lower than a line, and too narrow to set them side by
#: side, stacks them above ``TILE_NUMBER_MIN`` px in chips this much lower (issue 16, session 28: 27 px tiles of a
#: group of three under its recon result at 800x560 printed their numbers at 8 px, now 9).
SQUEEZE = 2
#: A counter in the column a zone keeps beside its card (``ZoneSpec.aside``: Ultra Seven's chits and damage) prints its
#: count at this size (px) where it fits its shape (issue 16: 8 px).
ASIDE_COUNT = 10
#: A turned (tapped) tile: its left edge hatched this wide, its colour this far towards ``TURNED_GREY``.
#: A strip of a zone that asks for it (``columns``: Z Gundam's other seats' ships, issue 16) prints its numbers' values
#: only, each in a column as wide as its label at ``COLUMN_HEAD`` px (or its value), ``COLUMN_GAP`` px apart: the
#: table writes the labels once over the columns, in the zone's label line (``column_heads``).
COLUMN_HEAD = 9
#: A strip of a face with ``numbers_first`` keeps every number where its name keeps at least this many characters
#: and "…" (``_short_name``); narrower, it leaves numbers out as any strip does
SHORT_LEAST = 3
#: px: a strip of a face with ``numbers_first`` whose name is not whole on one line (or that leaves a number out)
#: prints its numbers as on a strip this high (8 px values, 10 px icons; half the strip's height on a 20 px strip took
#: the name's room: "Aud…", issue 16) where that keeps more numbers or shows more of its name
FIRST_NUMBER_H = 16
#: px: ... and as on a strip this high (7 px values, ``SMALLEST`` + 1) where that keeps a number the other leaves out,
#: the name whole where the other cuts it, or larger where the other prints it under ``FIRST_NAME_GOOD``
FIRST_NUMBER_LEAST = 14
#: px: only a strip this high or higher prints its numbers smaller so (UI scale 150 %: 19-20 px; the 17 px strips of a
#: small window at 100 % keep their print, 8 px there too)
FIRST_FROM = 19
#: px: ... and where its name, whole on one line, prints smaller than this (a lone ship's "アウドムラ" at 8 px beside
#: numbers at half a 26 px strip's height, six seats at 150 %)
FIRST_NAME_GOOD = 10
COLUMN_GAP = 1
#: The widest value a column keeps room for (a ship's 命中 "≤3"), so every strip of a zone sets its columns alike.
COLUMN_VALUE = "≤8"
TURNED_EDGE = 7
TURNED_GREY = (120, 122, 128)
TURNED_MIX = 0.55
#: The type icon of each card kind (``assets/art/cards/type-<kind>.svg``).
TYPE_ICONS = ("ship", "ms", "pilot", "zspecial", "sd", "counter", "terrain", "invasion", "special", "event",
              "information", "member", "weapon", "capsule", "seven")
#: The back art of each deck style (``ZoneSpec.back_style``).
BACKS = {"ZG": "back-zgundam-actions.svg", "ZG-ships": "back-zgundam-ships.svg", "U7": "back-ultraseven.svg",
         "SD": "back-sdgf.svg"}


def card_size(width: int) -> tuple[int, int]:
    """A card's pixel size for a given width (standard 63 x 88 mm proportions)."""
    return width, int(round(width * CARD_RATIO))


def name_size(width: int) -> int:
    """The largest print of a name on a face ``width`` pixels wide."""
    return max(MIN_NAME, min(NAME_MAX, int(width * 0.17)))


def word_floor(floor: int) -> int:
    """The smallest print of a name one of whose words does not fit at ``floor``: the word shrinks down to this whole
    ("ハイドランジャー", "Encouragement") before it is broken inside (docs/art.md, "Type")."""
    return max(MIN_NAME, min(floor - 1, floor - WORD_SHRINK))


def name_floor(width: int) -> int:
    """The smallest print of a name on a face ``width`` pixels wide that has room for it."""
    return max(MIN_NAME, min(NAME_FLOOR, int(width * 0.15)))


def row_leasts(face: CardFace) -> tuple[int, int, int]:
    """(the least radius of an icon row's badges, the least size of the name, the least height of a number box) for
    the icon rows to stay on ``face``: the shared ones, or those that keep every print at ``CardFace.row_print``."""
    if not face.row_print:
        return ROW_LEAST, ROW_NAME_LEAST, BOX_LEAST
    radius = next(r for r in range(ROW_LEAST, 4 * face.row_print) if int(r * GLYPH_SHARE) >= face.row_print)
    labelled = any(_label(label, lang) for label, _ in face.stats for lang in LANGS)  # its label as large as well
    box = next(b for b in range(BOX_LEAST, 4 * face.row_print)
               if int(b * BOX_VALUE) >= face.row_print and (not labelled or int(b * BOX_LABEL) >= face.row_print
                                                            or face.tight and b >= face.row_print + TIGHT_BOX))
    return radius, max(ROW_NAME_LEAST, face.row_print), box


#: A counter's count prints at this share of its radius.
COUNT_SHARE = 1.1


def marker_radius(width: int) -> int:
    """The radius of a counter drawn on a card ``width`` pixels wide."""
    return max(7, width // 9)


def strip_marker_radius(height: int) -> int:
    """The radius of a counter drawn on a name strip ``height`` pixels high."""
    return max(5, height // 2 - 2)


@lru_cache(maxsize=256)
def art(name: str, width: int, height: int) -> pygame.Surface:
    """An SVG of ``assets/art/cards`` rendered at ``width`` x ``height``."""
    return pygame.image.load_sized_svg(str(asset("art", "cards", name)), (width, height))


#: How far each badge shape reaches from its centre, in radii (``draw_shape``).
SHAPE_REACH = {"circle": 1.0, "square": 1.0, "diamond": 1.2, "hexagon": 1.1}


def draw_shape(surface: pygame.Surface, shape: str, center: tuple[float, float], radius: float,
               fill, outline=(20, 20, 24), width: int = 1) -> None:
    """A badge shape: circle, square, diamond or hexagon (so icons differ by shape too)."""
    cx, cy = center
    if shape == "circle":
        pygame.draw.circle(surface, fill, (int(cx), int(cy)), int(radius))
        if width:
            pygame.draw.circle(surface, outline, (int(cx), int(cy)), int(radius), width)
        return
    if shape == "square":
        points = [(cx - radius, cy - radius), (cx + radius, cy - radius),
                  (cx + radius, cy + radius), (cx - radius, cy + radius)]
    elif shape == "diamond":
        points = [(cx, cy - radius * 1.2), (cx + radius * 1.2, cy), (cx, cy + radius * 1.2), (cx - radius * 1.2, cy)]
    else:  # hexagon
        points = [(cx + radius * 1.1 * math.cos(math.radians(60 * i + 30)),
                   cy + radius * 1.1 * math.sin(math.radians(60 * i + 30))) for i in range(6)]
    pygame.draw.polygon(surface, fill, points)
    if width:
        pygame.draw.polygon(surface, outline, points, width)


@dataclass(frozen=True)
class Anatomy:
    """Where a drawn face or strip put its print, relative to its top-left corner: ``name`` (the title band of a
    face, the name's lines on a strip), ``numbers`` (each number's box, and a face's corner chip) and ``free``
    (the room ``draw_markers`` puts counters in; empty on a strip, whose counters go in the room it kept on the
    right). Views and tests check that nothing they draw over a card covers its name or a number."""

    name: pygame.Rect
    numbers: tuple[pygame.Rect, ...]
    free: pygame.Rect
    #: the name's lines as drawn (a cut one ends with "…")
    lines: tuple[str, ...] = ()
    #: how many of the card's numbers (``CardFace.stats``, from the first) it drew; a face's corner chip aside
    stats: int = 0
    #: how many of the face's icon rows (``CardFace.icon_rows``) it drew with their caption
    rows: int = 0
    #: a face's kind row as drawn: its words and their size in px ("", 0 where it gave way)
    kind: tuple[str, int] = ("", 0)
    #: the numbers' icons a strip printed for their words (``ICON_MARK``): the hover view names them (``icon_legend``)
    icons: tuple[str, ...] = ()
    #: a name strip's name print size in px (0 on a face, a tile or a side tile, or where no name is drawn)
    name_size: int = 0

    def moved(self, x: int, y: int) -> Anatomy:
        """The same anatomy for a card whose corner is at (``x``, ``y``) on the screen."""
        return Anatomy(self.name.move(x, y), tuple(r.move(x, y) for r in self.numbers), self.free.move(x, y),
                       self.lines, self.stats, self.rows, self.kind, self.icons, self.name_size)

    def print_rects(self) -> list[pygame.Rect]:
        """The name and every number: what nothing may cover."""
        return [self.name, *self.numbers]


def table_name(face: CardFace, lang: str, full: bool = False) -> str:
    """The name a face prints in ``lang``: its short form at table size (``CardFace.title_short``), else its title;
    the hover view (``full``) always its title, whole."""
    return (face.title if full or face.title_short is None else face.title_short).get(lang)


def _label(raw: Text | str, lang: str) -> str:
    return raw.get(lang) if isinstance(raw, Text) else str(raw)


STRIP_NAMES_KEPT = 40000  # ``_strip_name``'s answers kept (a six-seat Z Gundam table asks ~30000 at 150 %)
ANATOMIES_KEPT = 30000  # ``anatomy``'s and ``strip_anatomy``'s answers kept (the same table asks ~11000; 4000 were
# kept, so a board's search measured its strips again three times over)


@dataclass(frozen=True)
class _StripPlan:
    """Where a name strip puts its print (``CardRenderer._strip_plan``): its ``anatomy``, the type ``icon`` (or None),
    the numbers' ``chips`` (width, label, value; ``anatomy.numbers`` their boxes from the right), the name's print
    size, the first line's top and the lines' step, and the numbers' print size."""

    anatomy: Anatomy
    icon: pygame.Surface | None
    chips: list[tuple[int, str, str]]
    name_size: int
    name_y: int
    line_h: int
    number_size: int


class CardRenderer:
    """Renders faces, strips, backs and markers; one per app, sharing the app's text cache."""

    def __init__(self, text: TextCache, limit: int = 1500) -> None:
        self.text = text
        self._cache: SurfaceCache[pygame.Surface] = SurfaceCache(limit)
        self._anatomy: dict[tuple, Anatomy] = {}  # (face or strip key) -> where it drew its print (``anatomy``)
        self._name_sizes: dict[tuple, int] = {}  # ``strip_name_size``'s answers
        self._strip_names: dict[tuple, tuple] = {}  # ``_strip_name``'s answers
        self._two_lines: dict[tuple, tuple[int, tuple[str, ...]] | None] = {}  # ``_two_line_name``'s answers
        self._chip_rows: dict[tuple, tuple[tuple[int, str, str], ...]] = {}  # ``_strip_chips``' answers
        # ``_known``: per face seen, the first face seen equal to it, so that the cache's keys compare by identity
        self._known_faces: dict[CardFace, CardFace] = {}
        self._known_ids: dict[int, tuple[CardFace, CardFace]] = {}
        self._leads: dict[tuple[str, int], int] = {}  # ``_lead``'s answers
        # ``_tile_name``'s and ``_trial_wrap``'s answers: a zone that looks for its tiles' widths (SDGF's field tiles,
        # every SD card at each width) lays the same name out at the same sizes again and again (issue 16: the first
        # SDGF table with full fields at 800x560 took 9.6 s of CPU, 7 of them ``field_floor``)
        self._tile_names: dict[tuple, tuple[int, list[str]] | None] = {}
        self._wraps: dict[tuple, list[str]] = {}

    def _known(self, face: CardFace) -> CardFace:
        """The first face seen equal to ``face`` (``face`` itself if none). A view makes its faces anew at every
        change, equal to the ones before, while the cache's keys hold the faces that first drew: a look-up with a new
        face would compare it field by field (titles, stats, texts) each frame, with the known one by identity."""
        found = self._known_ids.get(id(face))
        if found is not None and found[0] is face:  # (the face is held there: its id is not another's)
            return found[1]
        if len(self._known_ids) >= 4096:
            self._known_ids.clear()
            self._known_faces.clear()
        known = self._known_faces.setdefault(face, face)
        self._known_ids[id(face)] = (face, known)
        return known

    # -- faces -----------------------------------------------------------------
    def face(self, face: CardFace, width: int, lang: str = "ja", held: bool = False,
             full: bool = False) -> pygame.Surface:
        """The card's face at ``width`` pixels wide (height by card proportions).

        ``held``: the look of a card in a hand (light edge and sheen). ``full``: the whole
        body text at a readable size, the card growing taller when it needs to (hover zoom)."""
        face = self._known(face)
        key = ("face", face, width, lang, held, full)
        surf = self._cache.find(key)
        if surf is None:
            if held:
                surf = self._held(self.face(face, width, lang, full=full))
            else:
                surf, anatomy = self._draw_face(face, width, lang, full)
                self._keep_anatomy(("face", face, width, lang, full), anatomy)
            surf = self._cache.put(key, surf)
        return surf

    def _keep_anatomy(self, key: tuple, anatomy: Anatomy) -> None:
        if len(self._anatomy) > ANATOMIES_KEPT:
            self._anatomy.clear()
        self._anatomy[key] = anatomy

    def anatomy(self, face: CardFace, width: int, lang: str, full: bool = False) -> Anatomy:
        """Where ``face`` drawn ``width`` wide put its name and numbers and keeps room for counters (relative
        to the card's corner; a held face's print lies where the plain face's does)."""
        key = ("face", face, width, lang, full)
        if key not in self._anatomy:
            self._keep_anatomy(key, self._draw_face(face, width, lang, full)[1])
        return self._anatomy[key]

    def strip_anatomy(self, face: CardFace | None, width: int, height: int, lang: str = "ja",
                      back_colour=(40, 60, 110), markers: int = 0, name_max: int = 0, side: bool = False,
                      columns: bool = False, number_least: int = 0) -> Anatomy:
        """Where ``strip`` (same arguments) put the name and the numbers, relative to the strip's corner."""
        key = ("strip", face, width, height, lang, tuple(back_colour), markers, name_max, side, columns, number_least)
        if key not in self._anatomy:
            self._keep_anatomy(key, self._strip_anatomy(face, width, height, lang, back_colour,
                                                        markers * (2 * strip_marker_radius(height) + 4), name_max,
                                                        side, columns, number_least))
        return self._anatomy[key]

    def side_need(self, face: CardFace | None, height: int, whole: bool = True, floor: int = MIN_NAME) -> int:
        """The least width of a side tile ``height`` px high (``_draw_side``; a tile where ``height`` is ``TILE_H`` or
        more) that shows the name of ``face`` whole and all its numbers in every language (``whole``: no word broken,
        else a word broken with a hyphen or, in Japanese, inside a katakana word as a tile's name may be), a side tile's
        name and numbers at ``floor`` px or more (``SIDE_GOOD``: the print a side tile takes where its row has the room);
        0 where none up to ``TILE_ICON_W`` px (``SIDE_GOOD_W`` at a floor above ``MIN_NAME``) does."""
        if face is None or not face.stats or height < SIDE_H:
            return 0
        key = ("side", face, height, whole, floor)
        found = self._name_sizes.get(key)
        if found is None:
            fits = (lambda w, lang: self._tile_whole(face, w, height, lang, whole, floor)) if height >= TILE_H else \
                (lambda w, lang: self._side_layout(face, w, height, lang, whole, floor) is not None)
            widest = TILE_ICON_W if floor <= MIN_NAME else SIDE_GOOD_W
            # the search starts where a side tile's numbers leave its name room at their least size (a tile's chips may
            # be wider than it), and where the search a px under ``floor`` ended, if known (what fits at ``floor`` fits
            # there too)
            least = 24
            if height < TILE_H:
                least = max(least, 2 * SIDE_PAD + SIDE_GAP + 1 + max(
                    self._tile_chip_w(_label(lbl, lang), _label(v, lang), TILE_NUMBER_MIN)
                    for lang in LANGS for lbl, v in face.stats))
            elif whole:  # a tile's name whole: its widest word at ``floor`` px in its room (1 px of slack a side)
                least = max(least, max(self._widest_word(table_name(face, lang), floor) for lang in LANGS) + 9 - 2)
            under = next((self._name_sizes[k] for k in (("side", face, height, whole, f) for f in range(
                floor - 1, MIN_NAME, -1)) if k in self._name_sizes), None)
            if under is not None:
                least = max(least, under) if under else widest + 1
            found = next((w for w in range(least, widest + 1) if all(fits(w, lang) for lang in LANGS)), 0)
            self._name_sizes[key] = found
        return found

    def _widest_word(self, name: str, size: int) -> int:
        """The width at ``size`` px (bold) of the widest part of ``name`` no whole-word line break splits: a Latin word,
        or in Japanese the text between two breaks a tile may take (``breaks.break_cost``: inside a katakana word too)."""
        if name.isascii():
            parts = name.split()
        else:
            cuts = [0, *(at for at in range(1, len(name)) if (cost := break_cost(name, at)) is not None
                         and cost <= KATAKANA_COST), len(name)]
            parts = [name[a:b].strip() for a, b in zip(cuts, cuts[1:])]
        return max((self.text.size(part, size, True)[0] for part in parts if part), default=0)

    def strip_name_size(self, face: CardFace, width: int, height: int, lang: str = "ja", markers: int = 0,
                        side: bool = False) -> int:
        """The print size ``strip`` gives the name of ``face`` on its own (no ``name_max``): a zone whose strips share
        one size (``ZoneSpec.even_names``) takes the least of its cards'; 0 for a name it has to cut (it sets none).
        ``side``: a strip of a side zone, a tile or a side tile where it is one (``_draw_strip``), its name's size."""
        key = (face, width, height, lang, markers, side)
        found = self._name_sizes.get(key)
        if found is None:
            if len(self._name_sizes) > 4000:
                self._name_sizes.clear()
            if side and height >= TILE_H:
                found = self._name_sizes[key] = self._tile_choice(face, width, height, lang)[1][0]
                return found
            layout = self._side_chosen(face, width, height, lang) if side and not markers and height >= SIDE_H else None
            if layout is not None:
                found = self._name_sizes[key] = layout[0]
                return found
            *_, room, size, lines = self._strip_choice(face, width, height, lang,
                                                       markers * (2 * strip_marker_radius(height) + 4), 0, keep=False)
            found = self._name_sizes[key] = size if self._strip_grade(table_name(face, lang), room, size, lines) else 0
        return found

    def tile_number_size(self, face: CardFace, width: int, height: int, lang: str = "ja") -> int:
        """The print size of the numbers of ``face`` on a tile ``width`` x ``height`` (``TILE_H`` high or more; a zone
        may ask for its numbers at ``TILE_NUMBER`` px: SDGF's held tiles printed a power at 8 px under a name on two
        lines, issue 16); 0 under ``TILE_H``."""
        return self._tile_choice(face, width, height, lang)[1][2] if height >= TILE_H else 0

    def strip_keeps(self, face: CardFace | None, width: int, height: int, floor: int = MIN_NAME) -> bool:
        """Whether a strip ``width`` x ``height`` (no markers, no ``name_max``) shows every number of ``face`` and its
        name whole at ``floor`` px or more in every language (a zone may widen its strips until they do: Ultra Seven's
        groups of five)."""
        if face is None:
            return True
        key = ("keeps", face, width, height, floor)
        found = self._name_sizes.get(key)
        if found is None:
            found = 1
            for lang in LANGS:
                _, _, chips, room, size, lines = self._strip_choice(face, width, height, lang, 0, 0)
                if len(chips) < len(face.stats) or size < floor or \
                        not self._strip_grade(table_name(face, lang), room, size, lines):
                    found = 0
                    break
            self._name_sizes[key] = found
        return bool(found)

    def strip_whole_need(self, face: CardFace | None, height: int, floor: int = MIN_NAME, even: bool = False) -> int:
        """The least width of a strip ``height`` px high (no markers) that shows the name of ``face`` whole and every
        number at ``floor`` px or more in every language (``strip_keeps``; ``even``: as a zone whose names print at
        ``floor`` draws it, ``strip_keeps_at``), up to ``WHOLE_NEED_MORE`` px wider than its name alone takes
        (``strip_need``); 0 where none does."""
        if face is None:
            return self.strip_need(face, height)
        key = ("whole", face, height, floor, even)
        found = self._name_sizes.get(key)
        if found is None:
            least = self.strip_need(face, height)
            keeps = self.strip_keeps_at if even else self.strip_keeps
            found = next((w for w in range(least, least + WHOLE_NEED_MORE + 1, 2) if keeps(face, w, height, floor)), 0)
            self._name_sizes[key] = found
        return found

    def strip_keeps_at(self, face: CardFace, width: int, height: int, size: int) -> bool:
        """Whether a strip ``width`` x ``height`` of a zone whose names print at ``size`` px (``name_max``) shows every
        number of ``face`` and its name whole at that size in every language (its type icon kept where the zone keeps
        it: Ultra Seven's base at 800x560 lost a number to it, issue 16)."""
        for lang in LANGS:
            _, _, chips, room, nsize, lines = self._strip_choice(face, width, height, lang, 0, size)
            if len(chips) < len(face.stats) or nsize < size or \
                    not self._strip_grade(table_name(face, lang), room, nsize, lines):
                return False
        return True

    def strip_keeps_in(self, face: CardFace, width: int, height: int, lang: str, size: int) -> bool:
        """Whether a strip ``width`` x ``height`` of a zone whose names print at one ``size`` keeping their numbers
        (``name_max`` = -``size``: ``ZoneSpec.even_keeps``) shows every number of ``face`` and its name whole at that
        size in ``lang``, its words broken no worse than on its own."""
        name = table_name(face, lang)
        alone = self._strip_choice(face, width, height, lang, 0, 0)
        _, _, chips, room, nsize, lines = self._strip_choice(face, width, height, lang, 0, -size)
        return len(chips) == len(face.stats) and nsize == size and \
            self._strip_grade(name, room, nsize, lines) >= max(1, self._strip_grade(name, *alone[3:]))

    def strip_kept_size(self, face: CardFace, width: int, height: int, lang: str) -> int:
        """The print size a strip (no markers, no ``name_max``) gives the name of ``face`` keeping its numbers."""
        return self._strip_choice(face, width, height, lang, 0, 0)[4]

    def strip_name_lines(self, face: CardFace, width: int, height: int, lang: str = "ja") -> list[str]:
        """The lines ``strip`` (no markers, no ``name_max``) prints the name of ``face`` on."""
        return list(self._strip_choice(face, width, height, lang, 0, 0, keep=False)[-1])

    def strip_need(self, face: CardFace | None, height: int, markers: int = 0) -> int:
        """The least width of a strip ``height`` px high (room for ``markers`` counters) that shows the name of ``face``
        whole on one line at the strip's print size in every language, after its type icon, without its numbers (a zone
        that flows its strips, ``ZoneSpec.flows``, makes each this wide, so its layout is the same in both languages)."""
        size = max(MIN_NAME, min(STRIP_NAME_MAX, int(height * STRIP_NAME_SHARE)))
        reserve = markers * (2 * strip_marker_radius(height) + 4)
        if face is None:
            return 3 + 4 + reserve
        icon = height - 2 if self._type_icon(face.kind, height - 4) is not None and height >= 14 else 0
        return max(self.text.size(table_name(face, lang), size, True)[0] for lang in LANGS) + 3 + icon + 4 + 2 + reserve

    def back(self, style: str, width: int, colour=(40, 60, 110)) -> pygame.Surface:
        """A face-down card: the deck's back, the same for every card of a deck style."""
        key = ("back", style, width, tuple(colour))
        surf = self._cache.find(key)
        if surf is None:
            surf = self._cache.put(key, self._draw_back(style, width, colour))
        return surf

    def strip(self, face: CardFace | None, width: int, height: int, lang: str = "ja",
              back_colour=(40, 60, 110), markers: int = 0, name_max: int = 0, side: bool = False,
              columns: bool = False, number_least: int = 0) -> pygame.Surface:
        """A card as a name strip (crowded zones): type colour and icon, the name (at most ``name_max`` px where
        given), labelled numbers, and room on the right for ``markers`` counters (``draw_markers`` puts them there);
        ``side``: a side tile where it is high enough and shows the name whole with every number (``_draw_side``);
        ``columns``: its numbers' values only, in columns under labels the table writes once (``COLUMN_HEAD``);
        ``number_least``: no number where they would print under that size (px; the hover view shows them)."""
        key = ("strip", face, width, height, lang, tuple(back_colour), markers, name_max, side, columns, number_least)
        surf = self._cache.find(key)
        if surf is None:
            surf, anatomy = self._draw_strip(face, width, height, lang, back_colour,
                                             markers * (2 * strip_marker_radius(height) + 4), name_max, side, columns,
                                             number_least)
            self._keep_anatomy(key, anatomy)
            surf = self._cache.put(key, surf)
        return surf

    def _fit(self, text: str, size: int, width: int, bold: bool = False, smallest: int = SMALLEST) -> int:
        while size > smallest and self.text.size(text, size, bold)[0] > width:
            size -= 1
        return size

    def _trial_wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """``wrap`` for trying sizes (the text-fit probe records only the lines drawn), without the space ``wrap``
        leaves at the start of a line when a word fitted only without its trailing space."""
        key = (text, size, width, bold)
        found = self._wraps.get(key)
        if found is None:
            if len(self._wraps) > 20000:
                self._wraps.clear()
            found = self._wraps[key] = [line.lstrip(" ") for line in
                                        wrap(text, width, lambda line: self.text.size(line, size, bold)[0])]
        return list(found)

    def _bracketed(self, name: str, size: int, width: int) -> list[str]:
        """A Latin name wrapped to ``width`` at ``size`` with a line break before its opening bracket ("Knight Zero" /
        "(SMV Tornado)"); [] for a name without one."""
        at = name.find(" (")
        if at <= 0:
            return []
        return self._trial_wrap(name[:at], size, width, bold=True) + self._trial_wrap(name[at + 1:], size, width, bold=True)

    def _name_lines(self, name: str, size: int, width: int, floor: int, max_lines: int = 5,
                    brackets: bool = False) -> tuple[int, list[str]]:
        """The name whole, as large as it goes: one line from ``size`` down to 80 % of it (not under ``floor``), else
        the fewest lines (up to ``max_lines``) at the largest size down to ``floor``, breaking Latin words only between
        words; a word wider than the card at ``floor`` is broken with a hyphen. A Japanese name (no spaces) breaks
        between words (``breaks.split_lines``, ``_japanese_lines``): a size or two smaller, on one line or up to
        three, before a katakana word is broken ("ダークソウ" / "ルドライブ"), then with the fewest such breaks. Under the floor only on a card
        too small for it (a thumbnail: cut with "…" at the end, the hover view shows it whole). ``brackets``
        (``CardFace.bracket_lines``): a Latin name broken before its opening bracket where that takes no more lines at
        the same size."""
        floor = min(size, floor)
        one = self._fit(name, size, width, bold=True, smallest=min(size, max(floor, int(size * 0.8))))
        if self.text.size(name, one, True)[0] <= width:
            return one, [name]
        wrapped = max(floor, int(size * 0.85))  # a wrapped name no larger than its one-line neighbours
        if " " not in name and not name.isascii():
            return self._japanese_lines(name, wrapped, width, floor, max_lines)
        def tries(s: int) -> list[list[str]]:
            greedy = self._trial_wrap(name, s, width, bold=True)
            bracketed = self._bracketed(name, s, width) if brackets else []
            return [bracketed, greedy] if bracketed and len(bracketed) <= len(greedy) else [greedy]

        for lines_max in range(2, max_lines + 1):
            for s in range(wrapped, floor - 1, -1):
                for lines in tries(s):
                    if (len(lines) <= lines_max and all(self.text.size(ln, s, True)[0] <= width for ln in lines)
                            and not splits_a_word(name, lines)):
                        return s, lines  # tried lines: ``_draw_face`` tells the text-fit probe the ones it draws
        least = word_floor(floor)
        for s in range(min(wrapped, floor - 1), least - 1, -1):  # a word too wide at the floor: smaller, whole
            for lines in tries(s):
                if (len(lines) <= max_lines and all(self.text.size(ln, s, True)[0] <= width for ln in lines)
                        and not splits_a_word(name, lines)):
                    return s, lines
        for s in range(wrapped, SMALLEST - 1, -1):  # a word too long for the card: hyphenated; under the floor, smaller
            tries = [self._hyphenated(name, s, width)]
            if s < least:
                tries.insert(0, self._trial_wrap(name, s, width, bold=True))
            for lines in tries:
                if (lines and len(lines) <= max_lines and all(self.text.size(ln, s, True)[0] <= width for ln in lines)
                        and (lines is tries[-1] or not splits_a_word(name, lines))):
                    return s, lines
        return SMALLEST, [self.text.fit(name, SMALLEST, width, bold=True)]  # a thumbnail: the hover view has it whole

    def _japanese_lines(self, name: str, size: int, width: int, floor: int, max_lines: int) -> tuple[int, list[str]]:
        """``_japanese_pass``; where that splits a name after "・" ("モロボシ・" / "ダン隊員"), the name a pixel smaller on
        one line, or on no more lines with fewer such breaks and no costlier ones ("モロボシ・ダン" / "隊員", issue 16)."""
        found = self._japanese_pass(name, size, width, floor, max_lines)
        return self._fewer_dots(name, *found, lambda ln, s: self.text.size(ln, s, True)[0] - self._lead(ln, s) <= width)

    @staticmethod
    def _fewer_dots(name: str, size: int, lines: list[str], fits: Callable[[str, int], bool],
                    least: int = SMALLEST) -> tuple[int, list[str]]:
        """``lines`` at ``size``; where they split a name after "・" ("モロボシ・" / "ダン隊員"), the name a pixel smaller
        (not under ``least``) on one line, or on no more lines with fewer such breaks and none costlier ("カオ・リン" /
        "の修理") if it ``fits`` so (a line, a size), issue 16."""
        dots = dot_breaks(lines)
        smaller = size - 1
        if not dots or smaller < least or " " in name:
            return size, lines
        if fits(name, smaller):
            return smaller, [name]
        cost = split_cost(name, lines)
        for soft, free in ((True, True), (True, False), (False, False)):
            found = split_lines(name, lambda ln: fits(ln, smaller), len(lines), soft, free)
            if found and dot_breaks(found) < dots and split_cost(name, found) <= cost:
                return smaller, found
        return size, lines

    def _japanese_pass(self, name: str, size: int, width: int, floor: int, max_lines: int) -> tuple[int, list[str]]:
        """``_name_lines`` of a name without spaces from ``size`` down, the first that fits of: two or three lines
        broken where the script changes ("ガンダムMk-II" / "（ティターンズ仕様）", "アムロ・" / "レイ") down to ``floor``;
        one line a size or two under ``floor`` ("ガンイーグル" rather than "ガン" / "イーグル"); two or three lines
        between words (``breaks.KATAKANA_WORDS``) as small; one line down to ``word_floor``; up to ``max_lines`` lines at ``floor`` or more with the
        fewest breaks inside a katakana word; the same down to ``SMALLEST`` (a thumbnail); else cut."""
        def split(s: int, most: int, soft: bool, free: bool = False) -> list[str] | None:
            return split_lines(name, lambda ln: self.text.size(ln, s, True)[0] - self._lead(ln, s) <= width, most,
                               soft, free)

        smaller = max(SMALLEST, min(floor - 1, max(MIN_NAME, floor - 2)))  # a size or two under the floor
        least = max(SMALLEST, min(smaller, word_floor(floor)))  # a word shrinks this far before it breaks inside
        for most in range(2, min(3, max_lines) + 1):
            for s in range(size, floor - 1, -1):
                lines = split(s, most, True, free=True)
                if lines:
                    return s, lines  # tried lines: ``_draw_face`` tells the text-fit probe the ones it draws
        for s in range(min(size, floor - 1), smaller - 1, -1):
            if self.text.size(name, s, True)[0] <= width:
                return s, [name]
        for most in range(2, min(3, max_lines) + 1):  # between words ("ザコ" / "ソルジャー")
            for s in range(size, smaller - 1, -1):
                lines = split(s, most, True)
                if lines:
                    return s, lines
        for s in range(smaller - 1, least - 1, -1):  # one word a size smaller still whole ("ハイドランジャー")
            if self.text.size(name, s, True)[0] <= width:
                return s, [name]
        # whole words on more lines (up to ``max_lines``) at the floor, then as small as a word shrinks before it
        # breaks ("デストロイヤー" / "ドム", "ガンバイカー" / "（サイドカー）"), only then a katakana word broken
        whole = max(SMALLEST, floor - WORD_SHRINK)
        passes = [(True, most, low) for low in (floor, whole) for most in range(4, max_lines + 1)]
        passes += [(False, most, floor) for most in range(2, max_lines + 1)]
        passes += [(soft, max_lines, SMALLEST) for soft in (True, False)]
        for soft, most, low in passes:
            for s in range(size, low - 1, -1):
                lines = split(s, most, soft)
                if lines:
                    return s, lines
        return SMALLEST, [self.text.fit(name, SMALLEST, width, bold=True)]

    def _hyphenated(self, name: str, size: int, width: int) -> list[str]:
        """``name`` wrapped to ``width`` at ``size``, whole words first; a word wider than its line broken with a hyphen
        at a syllable-like point (``hyphen_points``: "Counter-" / "attack", "Encourage-" / "ment", never "Coun-teratt-
        ack"), each part keeping at least ``HYPHEN_PART`` letters. No lines when it cannot (kept, ``_wraps``)."""
        key = ("-", name, size, width)
        found = self._wraps.get(key)
        if found is None:
            if len(self._wraps) > 20000:
                self._wraps.clear()
            found = self._wraps[key] = self._hyphenated_of(name, size, width)
        return list(found)

    def _hyphenated_of(self, name: str, size: int, width: int) -> list[str]:
        def fits(line: str) -> bool:
            return self.text.size(line, size, True)[0] <= width

        lines: list[str] = []
        line = ""
        for word in name.split(" "):
            if fits(f"{line} {word}".lstrip()):
                line = f"{line} {word}".lstrip()
                continue
            if line and fits(word):
                lines.append(line)
                line = word
                continue
            rest = word
            while not fits(f"{line} {rest}".lstrip()):
                points = [i for i in hyphen_points(rest) if fits(f"{line} {rest[:i]}-".lstrip())]
                if not points:
                    if not line:
                        return []
                    lines.append(line)
                    line = ""
                    continue
                lines.append(f"{line} {rest[:points[-1]]}-".lstrip())
                line, rest = "", rest[points[-1]:]
            line = f"{line} {rest}".lstrip()
        return [*lines, line]

    @staticmethod
    def _name_step(size: int) -> int:
        """From one line of a name to the next: tighter than a paragraph's, the ink of two lines never touching."""
        return int(size * 1.25) + 1

    @staticmethod
    def _name_lift(size: int) -> int:
        """The empty rows above the ink of a rendered line (the font's line gap)."""
        return int(size * 0.25)

    @staticmethod
    def _name_ink(size: int) -> int:
        """The height of a line's ink, accents to descenders."""
        return int(size * 1.2) + 1

    def _whole_name(self, name: str, size: int, width: int, broken: bool) -> tuple[int, list[str]]:
        """``name`` whole on lines ``width`` px wide at ``size`` px or a little smaller (``_name_lines``), breaking
        inside a word only where ``broken`` (the name's larger lines did); no lines when it cannot."""
        size, lines = self._name_lines(name, size, width, size)
        if breaks_a_word(name, lines) and not broken and " " not in name:  # on more lines, between words
            lines = split_lines(name, lambda ln: self.text.size(ln, size, True)[0] <= width, 5) or lines
        cut = len(lines) == 1 and lines[0] != name
        return size, [] if cut or breaks_a_word(name, lines) and not broken else lines

    def _lowered(self, boxes: list[tuple[pygame.Rect, str, str, int, int, bool]], bh: int,
                 m: int, face: CardFace) -> tuple[list[tuple[pygame.Rect, str, str, int, int, bool]], int]:
        """Number boxes with the label beside the value made ``bh`` px high (their print no larger than fits; a tight
        face's label at its print, ``_label_least``), and the height of their rows."""
        out = []
        for box, label, value, lsize, vsize, stacked in boxes:
            row = box.y // (box.h + m)
            least = self._label_least(face, bh)
            out.append((pygame.Rect(box.x, row * (bh + m), box.w, bh), label, value,
                        max(min(lsize, max(SMALLEST, int(bh * 0.55))), least),
                        max(min(vsize, max(8, int(bh * BOX_VALUE))), least), stacked))
        rows = 1 + max((b[0].y // (bh + m) for b in out), default=0)
        return out, rows * (bh + m) + m

    def _lead(self, line: str, size: int) -> int:
        """The blank before the ink of a full-width opening bracket that begins a name's line ("（サイドカー）"): the line
        is set in by it (a line-initial bracket set half width, as Japanese type does), so it takes that much less
        room."""
        if line[:1] not in LEADING_BRACKETS:
            return 0
        key = (line[0], size)
        found = self._leads.get(key)
        if found is None:
            found = self._leads[key] = self.text.render(line[0], size, (0, 0, 0), True).get_bounding_rect().x
        return found

    def _band_height(self, size: int, lines: int, m: int, step: int = 0) -> int:
        """The title band that holds ``lines`` lines of the name at ``size`` (``step`` px apart, else ``_name_step``)
        with a margin above and below."""
        pad = max(2, m // 2 + 1)
        return 2 * pad + (lines - 1) * (step or self._name_step(size)) + self._name_ink(size)

    def _tight_step(self, lines: list[str], size: int) -> int:
        """The least step from one of ``lines`` to the next at which the ink of two lines stays a pixel apart, measured
        on the rendered lines (no more than ``_name_step``): SDGF's five-line 騎士ゼロ（スーパー・マジカル・バイオレット・
        トルネード） keeps its rows on the 55 px hand with its 6 px lines 7 px apart, not 8."""
        inks = [self.text.render(line, size, (0, 0, 0), True).get_bounding_rect() for line in lines]
        need = max((a.bottom - b.y + 1 for a, b in zip(inks, inks[1:]) if a.h and b.h), default=0)
        return max(1, min(self._name_step(size), need))

    def _type_icon(self, kind: str, side: int) -> pygame.Surface | None:
        return art(f"type-{kind}.svg", side, side) if kind in TYPE_ICONS and side >= 8 else None

    def _draw_face(self, face: CardFace, w: int, lang: str, full: bool) -> tuple[pygame.Surface, Anatomy]:
        style = frame_for(face.kind)
        h = card_size(w)[1]
        m = max(2, w // 28)
        frame = face.accent or style.frame
        # laid out first (the card may grow in ``full``), then painted

        inner_w = w - 2 * m
        narrow = inner_w - 2 * m - 2  # bold ink runs a pixel or two past its advance
        name_w, name_x = narrow, m  # the name's room, and its lines' start from the band's left edge
        title = table_name(face, lang, full)

        def name_lines(size: int, floor: int) -> tuple[int, list[str]]:
            """``_name_lines``; on a small card where that is ``ROW_NAME_LEAST`` px or under, the name comes up to
            ``NAME_EDGE`` px from the band's edges if that makes it larger or takes fewer lines ("デストロイヤー" at
            7 px on SDGF's 55 px hand, not 6; "(Super Magical" on a line)."""
            nonlocal name_w, name_x
            name_w, name_x = narrow, m
            found = self._name_lines(title, size, narrow, floor, brackets=face.bracket_lines)
            if found[0] <= ROW_NAME_LEAST:
                wide = self._name_lines(title, size, inner_w - 2 * NAME_EDGE, floor, brackets=face.bracket_lines)
                if wide[0] > found[0] or wide[0] == found[0] and len(wide[1]) < len(found[1]):
                    name_w, name_x = inner_w - 2 * NAME_EDGE, NAME_EDGE
                    return wide
            elif face.bracket_lines and " (" in title and not any(ln.startswith("(") for ln in found[1]):
                # a Latin name broken before its bracket on no more lines, a pixel smaller at most (not under the
                # floor), in the band's edges if need be ("Knight Zero" / "(SMV" / "Tornado)" as 「騎士ゼロ」 / 「（SMV」 /
                # 「トルネード）」, not "Knight" / "Zero (SMV" / "Tornado)", issue 16)
                for s in range(found[0], max(floor, found[0] - 1) - 1, -1):
                    for room, x in ((narrow, m), (inner_w - 2 * NAME_EDGE, NAME_EDGE)):
                        lines = self._bracketed(title, s, room)
                        if (lines and len(lines) <= len(found[1]) and not splits_a_word(title, lines)
                                and all(self.text.size(ln, s, True)[0] <= room for ln in lines)):
                            name_w, name_x = room, x
                            return s, lines
            return found

        tsize, tlines = name_lines(name_size(w), name_floor(w))
        band_h = self._band_height(tsize, len(tlines), m)
        # the kind row under the band: the type icon, the kind and subtitle, the corner value
        kind_h = max(11, int(h * 0.1)) if w >= 44 else 0
        icon = self._type_icon(face.kind, kind_h) if kind_h else None
        icon_w = kind_h + m if icon is not None else 0
        corner = None
        if _label(face.corner, lang) and kind_h:
            text = _label(face.corner, lang)
            # (a face that keeps its print: the rarity letter at ``row_print`` px too, 8 px on an 80 px card before)
            cs = self._fit(text, max(8, int(kind_h * 0.78), face.row_print), inner_w // 2 - 2 * m, bold=True,
                           smallest=max(SMALLEST, face.row_print))
            if self.text.size(text, cs, True)[0] <= inner_w // 2 - 2 * m:
                corner = self.text.render(text, cs, ink_on(style.band), bold=True)
        corner_w = corner.get_width() + 2 * m + 2 if corner is not None else 0
        # the kind and the card's subtitle, whole or left out (the frame colour and icon still say the kind)
        sub_parts = [style.label.get(lang)] if style.label.get(lang) else []
        sub_w = inner_w - 2 * m - icon_w - corner_w
        ssize = base = max(7, int(h * 0.055))
        faction, fsize, fac_h = "", 0, 0  # the subtitle on its own line (``CardFace.subtitle_line``, not the hover view)
        if face.subtitle_line and not full and kind_h and face.subtitle is not None and face.subtitle.get(lang):
            fsize = self._fit(face.subtitle.get(lang), max(base, int(kind_h * 0.72)), inner_w - 2 * m)
            if self.text.size(face.subtitle.get(lang), fsize)[0] <= inner_w - 2 * m:
                faction, fac_h = face.subtitle.get(lang), self.text.line_height(fsize)
        if face.subtitle is not None and face.subtitle.get(lang) and not faction:
            sub_parts.append(face.subtitle.get(lang))
        ssize = base = max(base, fsize)  # the kind alone in its row: as large as the subtitle under it, where it fits
        sub_lines: list[str] = []
        parts = list(sub_parts)
        if face.kind_short is not None and not full and kind_h >= KIND_GOOD + 3 and base < KIND_GOOD:
            short = face.kind_short.get(lang)
            # a face that keeps its print (``row_print``) drops the type icon before its kind's words (the grid's
            # 「カウンター」 did not fit between the icon and "SR"): the frame's colour and the words say the kind
            for plain in (False, True) if face.row_print and icon is not None else (False,):
                room = sub_w + icon_w if plain else sub_w
                for tried in (sub_parts, sub_parts[:-1] + [short], [short]):
                    line = " · ".join(p for p in tried if p)
                    if line and self.text.size(line, KIND_GOOD)[0] <= room:
                        sub_lines, ssize, sub_parts = [line], KIND_GOOD, []
                        break
                if sub_lines:
                    if plain:
                        icon, sub_w, icon_w = None, room, 0
                    break
        if face.kind_short is not None and not full and not sub_lines and base < KIND_GOOD:
            sub_parts = []  # a face with a short kind (opt-in, SDGF): no words under ``KIND_GOOD`` px ("SD" at 7 px on
            # a 64 px card at 150 %, issue 16); its icon, frame colour and corner still say it, the hover view whole
        while sub_parts and kind_h:
            sub = " · ".join(sub_parts)
            ssize = self._fit(sub, base, sub_w)
            if self.text.size(sub, ssize)[0] <= sub_w:
                sub_lines = [sub]
                break
            sub_parts.pop()
        row_h = kind_h if (icon is not None or corner is not None or sub_lines or faction) else 0
        if full and len(parts) == 2 and ssize < base * 3 // 4:  # the hover view: kind and subtitle on two lines
            two = min(self._fit(part, base * 4 // 5, sub_w) for part in parts)  # rather than one line of small print
            if two > ssize and all(self.text.size(part, two)[0] <= sub_w for part in parts):
                sub_lines, ssize = parts, two
                row_h = max(row_h, 2 * self.text.line_height(two))
        row_gap = max(1, m // 2)

        def top() -> int:  # where the icons, rows and body begin, under the band and the kind row
            return m + band_h + ((row_gap + row_h + fac_h) if row_h else 0) + m

        y = top()
        nominal = m + max(14, int(h * 0.14)) + ((row_gap + row_h + fac_h) if row_h else 0) + m  # a one-line name's band
        # the numbers: label and value in each box; boxes per row shrink until every label fits
        stats = [(_label(lbl, lang), _label(v, lang)) for lbl, v in face.stats]
        stat_boxes: list[tuple[pygame.Rect, str, str, int, int, bool]] = []
        stats_h = 0
        if stats:
            n = len(stats)
            first = min(n, face.stats_per_row or 4)
            named = full and face.full_names and bool(face.stat_names)  # (the hover view of an opted-in face)

            def box_size(per_row: int) -> tuple[int, int]:
                """(width, height) of a number box with ``per_row`` boxes a row."""
                rows = math.ceil(n / per_row)
                bh = max(14, int(h * 0.13))
                room = (h - nominal) * 0.7  # the numbers keep their size: the name takes room from the middle
                if rows * (bh + m) + m > room:  # many rows on a short card: lower boxes
                    bh = max(11, int((room - m) / rows) - m)
                return (inner_w - (per_row + 1) * m) // per_row, bh

            def full_name_fits(name: str, box_w: int, bh: int) -> bool:
                size = max(8, int(bh * 0.34))
                least = min(size, FULL_NAME_LEAST) if named else size  # (an opted-in hover view: a little smaller)
                return self.text.size(name, least)[0] <= box_w - 4

            if named:  # fewer boxes a row where that prints more of the book's full names over the numbers
                first = max(range(first, 0, -1), key=lambda k: sum(
                    box_size(k)[1] >= 24 and full_name_fits(t.get(lang), *box_size(k)) for t in face.stat_names))
            for per_row in range(first, 0, -1):
                rows = math.ceil(n / per_row)
                box_w, bh = box_size(per_row)
                fits, boxes = True, []
                for i, (label, value) in enumerate(stats):
                    stacked = bh >= 24
                    if stacked and i < len(face.stat_names):  # the book's full name where it fits
                        full_name = face.stat_names[i].get(lang)
                        if full_name_fits(full_name, box_w, bh):
                            label = full_name
                    if stacked:
                        lsize = self._fit(label, max(7, int(bh * 0.34)), box_w - 4)
                        vsize = self._fit(value, max(8, int(bh * 0.55)), box_w - 4, bold=True)
                        ok = (self.text.size(label, lsize)[0] <= box_w - 4
                              and self.text.size(value, vsize, True)[0] <= box_w - 4)
                    else:
                        vsize = max(8, int(bh * BOX_VALUE))
                        lsize = max(SMALLEST, int(bh * BOX_LABEL), self._label_least(face, bh))
                        keep = max(min(lsize, LABEL_KEEP), self._label_least(face, bh))  # the label shrinks to
                        # this, then the value down to it
                        while True:
                            need = self.text.size(label, lsize)[0] + 3 + self.text.size(value, vsize, True)[0]
                            if need <= box_w - 4 or (lsize <= SMALLEST and vsize <= 7):
                                break
                            if lsize > keep or lsize > SMALLEST and vsize <= lsize:
                                lsize -= 1
                            else:
                                vsize -= 1
                        ok = need <= box_w - 4
                    fits = fits and ok
                    col, row = i % per_row, i // per_row
                    boxes.append((pygame.Rect(m + m + col * (box_w + m), row * (bh + m), box_w, bh),
                                  label, value, lsize, vsize, stacked))
                if fits or per_row == 1:
                    # a thumbnail keeps the rows of numbers that fit under a one-line name (the hover view has all)
                    most = max(1, (h - 3 * m - self.text.line_height(SMALLEST) - m) // (bh + m))
                    rows = min(rows, most)
                    stats_h = rows * (bh + m) + m
                    stat_boxes = [b for b in boxes if b[0].y < rows * (bh + m)]
                    break

        if faction and top() > h - stats_h - m:  # a small card: the subtitle's own line gives way first
            faction, fac_h = "", 0
        # a small card: the kind row gives way to the name (the frame colour still says the kind) unless it holds
        # the corner value; then the name shrinks under its floor rather than run into the numbers
        if top() > h - stats_h - m and corner is None:
            row_h, icon, sub_lines = 0, None, []
        while top() > h - stats_h - m and tsize > SMALLEST:
            tsize, tlines = name_lines(tsize - 1, min(tsize - 1, name_floor(w)))
            band_h = self._band_height(tsize, len(tlines), m)
        if top() > h - stats_h - m and row_h and len(tlines) > 1:  # the name whole before the corner value's row
            row_h, icon, sub_lines, corner = 0, None, [], None  # (the hover view has it)
        if top() > h - stats_h - m and len(tlines) > 1:  # a thumbnail: one line, cut; the hover view has it whole
            tsize = max(SMALLEST, min(tsize + 1, MIN_NAME))
            tlines = [self.text.fit(title, tsize, name_w, bold=True)]
            band_h = self._band_height(tsize, 1, m)
        # icon rows (SDGF's adapt and terrain) stay on a card with its name whole: the kind row gives way to them (its
        # corner value goes to the end of the last row), then the name shrinks under its floor (down to
        # ``ROW_NAME_LEAST``), whole and without a break inside a word it did not have, then the number boxes (label
        # beside value) lower down to ``BOX_LEAST`` px, then the rows close up to 1 px apart
        row_sep = m  # between two icon rows
        row_least, name_least, box_least = row_leasts(face)

        def rows_fit() -> bool:
            return top() + len(face.icon_rows) * (2 * row_least + row_sep) <= h - stats_h - 1

        corner_in_rows = False
        name_step = 0  # from one line of the name to the next where not ``_name_step``'s
        if face.icon_rows and not rows_fit() and (len(tlines) > 1 or tlines[0] == title):
            was = tsize, tlines, stat_boxes, stats_h
            broken = breaks_a_word(title, tlines)
            high = stat_boxes[0][0].h if stat_boxes and not any(b[5] for b in stat_boxes) else 0
            tries = [(sep, low) for sep in dict.fromkeys((m, 1)) for low in range(high, box_least - 1, -1)] if high \
                else [(sep, 0) for sep in dict.fromkeys((m, 1))]
            # a face that keeps its print (``CardFace.row_print``) first tries all that with its kind row kept, its name
            # down to ``row_print`` px (a kind row given way for a name 2 px larger lost SDGF's kind and rarity letter)
            for keep_kind in (True, False) if face.row_print and row_h else (False,):
                if row_h and not keep_kind:
                    corner_in_rows = corner is not None
                    row_h, icon, sub_lines, corner = 0, None, [], None
                name_step = 0
                # (the name shrinks first; on a face that keeps its print, last: its rows close up and its boxes lower)
                for row_sep, low, s in (((sep, low, s) for s in range(was[0], name_least - 1, -1) for sep, low in tries)
                                        if face.row_print else
                                        ((sep, low, s) for sep, low in tries for s in range(was[0], name_least - 1, -1))):
                    stat_boxes, stats_h = self._lowered(was[2], low, m, face) if low else (was[2], was[3])
                    tsize, tlines = (s, was[1]) if s == was[0] else self._whole_name(title, s, name_w, broken)
                    if face.row_print and tsize < s:  # a face that keeps its print: its own lines at ``s``, not fewer
                        tsize, tlines = s, was[1]  # under it (「キャプテンガンダム」 / 「（ライトライフル）」 at 9 px)
                    band_h = self._band_height(tsize, len(tlines), m) if tlines and tsize >= name_least else h
                    if rows_fit():
                        break
                if not rows_fit():  # the name's lines closer together, their ink still apart (``_tight_step``)
                    tsize, tlines = was[0], was[1]
                    name_step = self._tight_step(tlines, tsize)
                    band_h = self._band_height(tsize, len(tlines), m, name_step)
                    for row_sep, low in tries:
                        stat_boxes, stats_h = self._lowered(was[2], low, m, face) if low else (was[2], was[3])
                        if rows_fit():
                            break
                if rows_fit():
                    break
            if not rows_fit():  # no size holds both: the name whole, the rows left out (the hover view has them)
                name_step = 0
                tsize, tlines, stat_boxes, stats_h = was
                band_h, row_sep = self._band_height(tsize, len(tlines), m), m
        y = top()
        # what goes between the band and the numbers, made to fit: smaller badges, then no kind line,
        # then no icon rows (the hover view shows everything)
        budget = h - stats_h - y - 1
        r_icon = max(5, int(h * 0.045))
        r_row = max(5, int(h * 0.042), row_least)
        rows_on, icons_on = True, True

        def middle() -> int:
            return (((2 * r_icon + m) if icons_on and face.icons else 0)
                    + (len(face.icon_rows) * (2 * r_row + row_sep) if rows_on else 0))

        while middle() > budget:
            if r_icon > 4 or r_row > row_least:
                r_icon, r_row = max(4, r_icon - 1), max(row_least, r_row - 1)
            elif rows_on and face.icon_rows:
                rows_on = False
            elif icons_on and face.icons:
                icons_on = False
            else:
                break
        icons_y = top_free = y
        icons = face.icons if icons_on else ()
        if icons:
            y += 2 * r_icon + m
        rows_y = y
        row_caps: list[tuple[str, int, int]] = []  # (caption, its size, from one badge to the next)
        for caption, keys in face.icon_rows if rows_on else ():
            cap = caption.get(lang)
            for step in range(2 * r_row + m, 2 * r_row - 2, -1):  # badges closer, down to touching, for the caption
                room = inner_w - 2 * m - len(keys) * step - m
                csize = self._fit(cap, max(7, int(r_row * 1.25), face.row_print), room, bold=True,
                                  smallest=max(SMALLEST, face.row_print))
                if self.text.size(cap, csize, True)[0] <= room:
                    break
            row_caps.append((cap if self.text.size(cap, csize, True)[0] <= room else "", csize, step))
            y += 2 * r_row + row_sep
        if face.row_print and any(not cap for cap, _, _ in row_caps):  # no row without its caption: the rows give way
            rows_on, row_caps, y = False, [], rows_y
        if corner_in_rows and row_caps:  # the corner value at the end of the last row, where it fits
            text = _label(face.corner, lang)
            cap, csize, step = row_caps[-1]
            used = (self.text.size(cap, csize, True)[0] + m if cap else 0) + len(face.icon_rows[-1][1]) * step
            cs = self._fit(text, max(7, int(2 * r_row * 0.8)), inner_w, bold=True)
            if used + self.text.size(text, cs, True)[0] + 3 * m + 2 <= inner_w - 2 * m:
                corner = self.text.render(text, cs, ink_on(style.band), bold=True)

        # the body: every line whole; in ``full`` the card grows until the text fits at a readable size
        mcol = 2 * marker_radius(w) + m if face.marker_room else 0
        body = face.body.get(lang) if face.body is not None else ""
        lines: list[str] = []
        bsize = max(7, int(h * 0.05))
        line_h = self.text.line_height(bsize)
        more = False
        if body:
            area_w = inner_w - 2 * m - mcol
            floor = 9 if full else SMALLEST
            if face.row_print and not full:  # a face that keeps its print: its body at ``row_print`` px or more,
                body = self._kept_body(face, lang, area_w, h - m - stats_h - y - m)  # its summary where it must be
            while True:
                room = h - m - stats_h - y - m
                s = max(7, int(card_size(w)[1] * 0.05), face.row_print if not full else 0)
                while True:
                    lines = self._trial_wrap(body, s, area_w)
                    line_h = self._body_step(face, s, full)
                    if len(lines) * line_h <= room or s <= floor:
                        break
                    s -= 1
                bsize = s
                if len(lines) * line_h <= room or not full:
                    break
                h += line_h
            if len(lines) * line_h > room:
                keep = max(0, room // line_h)
                more = keep < len(lines)
                lines = lines[:keep]
            if lines:  # the lines drawn, as the text-fit probe should know them
                lines = self.text.wrap("\n".join(lines), bsize, area_w)

        # paint
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 14)
        pygame.draw.rect(surf, frame, (0, 0, w, h), border_radius=radius)
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(surf, style.paper, inner, border_radius=max(2, radius - 2))
        band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
        pygame.draw.rect(surf, style.band, band, border_top_left_radius=max(2, radius - 2),
                         border_top_right_radius=max(2, radius - 2))
        pygame.draw.line(surf, frame, (band.x, band.bottom - 1), (band.right - 1, band.bottom - 1), max(1, m // 2))
        if len(tlines) > 1:  # the wrapped name, as the text-fit probe should know it
            tlines = [part for line in tlines  # (a line set in by its opening bracket's blank has that much more)
                      for part in self.text.wrap(line, tsize, name_w + self._lead(line, tsize), bold=True)]
        step, lift = name_step or self._name_step(tsize), self._name_lift(tsize)
        ty = band.y + (band_h - (len(tlines) - 1) * step - self._name_ink(tsize)) // 2 - lift
        for line in tlines:
            ts = self.text.render(line, tsize, ink_on(style.band), bold=True)
            surf.blit(ts, (band.x + name_x - self._lead(line, tsize), ty))
            ty += step
        numbers: list[pygame.Rect] = []  # where the numbers went (``Anatomy``)
        if row_h:
            row = pygame.Rect(inner.x + m, band.bottom + row_gap, inner.w - 2 * m, row_h)
            x = row.x
            if icon is not None:
                disc = tuple(max(0, c - 60) for c in style.band)
                pygame.draw.circle(surf, disc, (x + kind_h // 2, row.centery), kind_h // 2 + 1)
                surf.blit(icon, (x, row.centery - kind_h // 2))
                x += icon_w
            step = self.text.line_height(ssize)
            for i, sub in enumerate(sub_lines):
                ss = self.text.render(sub, ssize, STAT_LABEL)
                surf.blit(ss, (x, row.centery - ss.get_height() // 2 + (2 * i + 1 - len(sub_lines)) * step // 2))
            if faction:
                surf.blit(self.text.render(faction, fsize, STAT_LABEL), (row.x, row.bottom))
            if corner is not None:
                chip = pygame.Rect(0, 0, corner.get_width() + 2 * m + 2, kind_h)
                chip.midright = row.midright
                numbers.append(chip.copy())
                pygame.draw.rect(surf, style.band, chip, border_radius=max(2, kind_h // 3))
                surf.blit(corner, (chip.centerx - corner.get_width() // 2, chip.centery - corner.get_height() // 2))
        x = inner.x + m + r_icon
        for key in icons:
            ic = icon_for(key)
            draw_shape(surf, ic.shape, (x, icons_y + r_icon), r_icon, ic.colour)
            g = self.text.render(ic.glyph, max(7, int(r_icon * GLYPH_SHARE)), ink_on(ic.colour), bold=True)
            surf.blit(g, (x - g.get_width() // 2, icons_y + r_icon - g.get_height() // 2))
            x += 2 * r_icon + m
        ry = rows_y
        for (caption, keys), (cap, csize, step) in zip(face.icon_rows if rows_on else (), row_caps):
            x = inner.x + m
            if cap:
                cs = self.text.render(cap, csize, (70, 70, 80), bold=True)
                surf.blit(cs, (x, ry + r_row - cs.get_height() // 2))
                x += cs.get_width() + m
            x += r_row
            for key in keys:
                ic = icon_for(key)
                draw_shape(surf, ic.shape, (x, ry + r_row), r_row, ic.colour)
                g = self.text.render(ic.glyph, max(7, int(r_row * GLYPH_SHARE)), ink_on(ic.colour), bold=True)
                surf.blit(g, (x - g.get_width() // 2, ry + r_row - g.get_height() // 2))
                x += step
            ry += 2 * r_row + row_sep
        if corner is not None and not row_h:  # the corner value moved to the last icon row
            chip = pygame.Rect(0, 0, corner.get_width() + 2 * m + 2, 2 * r_row)
            chip.midright = (inner.right - m, ry - row_sep - r_row)
            numbers.append(chip.copy())
            pygame.draw.rect(surf, style.band, chip, border_radius=max(2, r_row * 2 // 3))
            surf.blit(corner, (chip.centerx - corner.get_width() // 2, chip.centery - corner.get_height() // 2))
        stats_top = inner.bottom - stats_h + m
        for box, label, value, lsize, vsize, stacked in stat_boxes:
            box = box.move(0, stats_top)
            numbers.append(box.copy())
            pygame.draw.rect(surf, (255, 255, 255), box, border_radius=3)
            pygame.draw.rect(surf, frame, box, 1, border_radius=3)
            ls = self.text.render(label, lsize, STAT_LABEL)
            vs = self.text.render(value, vsize, style.ink, bold=True)
            if stacked:  # placed by their ink, not their line boxes: a Japanese label's ink sits low in its line
                lb, vb = ls.get_bounding_rect(), vs.get_bounding_rect()
                gap = max(2, box.h // 12)
                ink_top = box.y + max(1, (box.h - lb.h - gap - vb.h) // 2)
                surf.blit(ls, (box.centerx - ls.get_width() // 2, ink_top - lb.y))
                surf.blit(vs, (box.centerx - vs.get_width() // 2, ink_top + lb.h + gap - vb.y))
            else:
                x = box.centerx - (ls.get_width() + 3 + vs.get_width()) // 2
                surf.blit(ls, (x, box.centery - ls.get_height() // 2))
                surf.blit(vs, (x + ls.get_width() + 3, box.centery - vs.get_height() // 2))
        by = y
        for line in lines:
            surf.blit(self.text.render(line, bsize, style.ink), (inner.x + m, by))
            by += line_h
        if more:  # more text than fits: a small arrow; the hover view shows it all
            cx, cy = inner.right - m - mcol - 4, min(by + 3, stats_top - 5)
            pygame.draw.polygon(surf, STAT_LABEL, [(cx - 4, cy - 2), (cx + 4, cy - 2), (cx, cy + 3)])
        if face.foil:
            self._draw_foil(surf, inner, m)
        free = pygame.Rect(inner.right - m - mcol, top_free, mcol, max(0, stats_top - m - top_free)) if mcol else \
            pygame.Rect(inner.x + m, by, inner.w - 2 * m, max(0, stats_top - m - by))
        return surf, Anatomy(band.copy(), tuple(numbers), free, tuple(tlines), len(stat_boxes),
                             sum(1 for cap, _, _ in row_caps if cap), (" / ".join(sub_lines), ssize if sub_lines else 0))

    def _kept_body(self, face: CardFace, lang: str, width: int, room: int) -> str:
        """The body a face that keeps its print (``CardFace.row_print``) prints in ``room`` px: its whole text where
        its lines fit at ``row_print`` px, else its summary (``CardFace.body_short``) where that fits (first without a
        word broken inside: 「自軍バトルフィール」 / 「ドの…」 reads worse than the summary), else the whole text
        (which then shrinks as on any face)."""
        whole = face.body.get(lang) if face.body is not None else ""
        short = face.body_short.get(lang) if face.body_short is not None else ""
        size, most = face.row_print, room // self._body_step(face, face.row_print)
        for whole_words in (True, False):
            for text in (whole, short):
                paragraphs = [(part, self._trial_wrap(part, size, width)) for part in text.split("\n")] if text else []
                if paragraphs and sum(len(lines) for _, lines in paragraphs) <= most and not (
                        whole_words and any(breaks_a_word(part, lines) for part, lines in paragraphs)):
                    return text
        return whole

    def _body_step(self, face: CardFace, size: int, full: bool = False) -> int:
        """The px from one line of ``face``'s body at ``size`` px to the next: the font's line height, or closer on a
        tight face (``CardFace.tight``; never under ``size`` + 2, so that the ink stays apart)."""
        height = self.text.line_height(size)
        if face.tight and face.row_print and not full:
            return min(height, max(TIGHT_STEP, size + 2))
        return height

    @staticmethod
    def _label_least(face: CardFace, bh: int) -> int:
        """The least print of a number's label beside its value in a box ``bh`` px high: ``face.row_print`` on a tight
        face whose box has the room (``CardFace.tight``), else none."""
        return face.row_print if face.tight and face.row_print and bh >= face.row_print + TIGHT_BOX else 0

    @staticmethod
    def _held(face: pygame.Surface) -> pygame.Surface:
        """A card in a hand: a light card edge and a sheen over the top, so it never looks laid down."""
        surf = face.copy()
        w, h = surf.get_size()
        radius = max(3, w // 14)
        sheen = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(h // 3):
            alpha = int(46 * (1 - i / (h / 3)))
            pygame.draw.line(sheen, (255, 255, 255, alpha), (0, i), (w, i))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
        sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(sheen, (0, 0))
        pygame.draw.rect(surf, (248, 246, 238), (0, 0, w, h), max(2, w // 45), border_radius=radius)
        return surf

    @staticmethod
    def _draw_foil(surf: pygame.Surface, inner: pygame.Rect, m: int) -> None:
        """A special rarity: a gold inner frame and four stars in the corners."""
        gold = (226, 184, 70)
        pygame.draw.rect(surf, gold, inner, max(2, m), border_radius=max(2, m * 2))
        r = max(3, inner.w // 22)
        for cx, cy in ((inner.x + r + m, inner.bottom - r - m), (inner.right - r - m, inner.bottom - r - m)):
            points = []
            for i in range(10):
                rad = math.radians(-90 + 36 * i)
                rr = r if i % 2 == 0 else r * 0.45
                points.append((cx + rr * math.cos(rad), cy + rr * math.sin(rad)))
            pygame.draw.polygon(surf, gold, points)
            pygame.draw.polygon(surf, (120, 90, 20), points, 1)

    # -- strips -------------------------------------------------------------------
    def _draw_strip(self, face: CardFace | None, w: int, h: int, lang: str, back_colour,
                    reserve: int, name_max: int = 0, side: bool = False,
                    columns: bool = False, number_least: int = 0) -> tuple[pygame.Surface, Anatomy]:
        if face is not None and h >= TILE_H:  # (a side zone's tiles keep its one name size too, issue 16)
            return self._draw_tile(face, w, h, lang, name_max if side else 0, number_least)
        if face is not None and side and not reserve and h >= SIDE_H:
            drawn = self._draw_side(face, w, h, lang, name_max)
            if drawn is not None:
                return drawn
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, h // 5)
        if face is None:
            light = tuple(min(255, c + 50) for c in back_colour)
            pygame.draw.rect(surf, back_colour, (0, 0, w, h), border_radius=radius)
            pygame.draw.rect(surf, light, (0, 0, w, h), 1, border_radius=radius)
            return surf, Anatomy(pygame.Rect(0, 0, 0, 0), (), pygame.Rect(0, 0, 0, 0))
        style: FrameStyle = frame_for(face.kind)
        frame = face.accent or style.frame
        pygame.draw.rect(surf, style.band, (0, 0, w, h), border_radius=radius)
        pygame.draw.rect(surf, frame, (0, 0, w, h), max(1, h // 12), border_radius=radius)
        plan = self._strip_plan(face, w, h, lang, reserve, name_max, columns, number_least)
        if plan.icon is not None:
            pygame.draw.circle(surf, tuple(max(0, c - 60) for c in style.band), (3 + (h - 4) // 2, h // 2), (h - 4) // 2 + 1)
            surf.blit(plan.icon, (3, 2))
        ny = plan.name_y
        for line in plan.anatomy.lines:
            ns = self.text.render(line, plan.name_size, ink_on(style.band), bold=True)
            surf.blit(ns, (plan.anatomy.name.x, ny))
            ny += plan.line_h
        for kept, (_, lbl, v) in zip(plan.anatomy.numbers, reversed(plan.chips)):
            box = kept.copy()  # (the anatomy's box stays as measured)
            if columns:  # the value alone, centred in its column (the table writes the label over it)
                pygame.draw.rect(surf, (255, 255, 255), box, border_radius=3)
                vs = self.text.render(v, plan.number_size, style.ink, bold=True)
                surf.blit(vs, vs.get_rect(center=box.center))
            else:
                self._stat_chip(surf, box, lbl, v, plan.number_size, style.ink)
        return surf, plan.anatomy

    def _strip_anatomy(self, face: CardFace | None, w: int, h: int, lang: str, back_colour, reserve: int,
                       name_max: int, side: bool, columns: bool, number_least: int) -> Anatomy:
        """``_draw_strip``'s anatomy, measured without drawing where the strip is a plain name strip (a board that
        looks for its strips' widths measures thousands of them)."""
        if face is None or h >= TILE_H or side and not reserve and h >= SIDE_H:
            return self._draw_strip(face, w, h, lang, back_colour, reserve, name_max, side, columns, number_least)[1]
        with probe.unnoted():  # nothing of it is drawn
            return self._strip_plan(face, w, h, lang, reserve, name_max, columns, number_least).anatomy

    def _strip_plan(self, face: CardFace, w: int, h: int, lang: str, reserve: int, name_max: int, columns: bool,
                    number_least: int) -> _StripPlan:
        """Where a name strip of ``face`` puts its type icon, name lines and numbers (``_draw_strip`` draws them)."""
        name = table_name(face, lang)
        told: list[int] = []
        icon, x, chips, room, nsize, lines = self._strip_choice(face, w, h, lang, reserve, name_max, columns=columns,
                                                                told=told)
        if len(lines) == 2:  # the wrapped name, as the text-fit probe should know it
            lines = self.text.wrap("\n".join(lines), nsize, room - 2, bold=True)
        elif len(lines) == 1 and self.text.size(lines[0], nsize, True)[0] > room:
            # the hover view shows it whole; where not even its first letter and "…" fit, no name (not one that
            # runs over the numbers: a crowded Z Gundam row at 150 % left a pair 17 px for "Palace Athene")
            fits = self.text.size(name[:1] + "…", nsize, True)[0] <= room
            lines = [self.text.fit(name, nsize, room, bold=True)] if fits else []
        elif len(lines) == 1 and lines[0] != name and probe.ACTIVE is not None:  # a short form, as a cut of the name
            probe.ACTIVE.fitted(lines[0], name, room)
        line_h = self.text.line_height(nsize)
        ny = (h - len(lines) * line_h) // 2
        name_rect = pygame.Rect(x, ny, max((self.text.size(ln, nsize, True)[0] for ln in lines), default=0),
                                len(lines) * line_h)
        if len(lines) == 2 and 2 * line_h > h:  # two lines closer than the font's line height: their ink apart
            line_h = self._name_step(nsize)
            name_rect.h = line_h + self._name_ink(nsize)
            name_rect.y = (h - name_rect.h) // 2
            ny = name_rect.y - self._name_lift(nsize)
        cx = w - 3 - reserve
        numbers: list[pygame.Rect] = []
        number_h = told[0]  # (``FIRST_NUMBER_H`` on a numbers-first strip whose name needs the room)
        ssize = max(SMALLEST + 1, int(number_h * 0.5))
        if ssize < number_least:  # (too small to read: none, the hover view has them)
            chips = []
        for cw, _, _ in reversed(chips):
            numbers.append(pygame.Rect(cx - cw, 2 + (h - number_h) // 2, cw, number_h - 4))
            cx -= cw + (COLUMN_GAP if columns else 2)
        icons = tuple(lbl[len(ICON_MARK):] for _, lbl, _ in chips if lbl.startswith(ICON_MARK))
        anatomy = Anatomy(name_rect, tuple(numbers), pygame.Rect(0, 0, 0, 0), tuple(lines), len(chips), icons=icons,
                          name_size=nsize if lines else 0)
        return _StripPlan(anatomy, icon, chips, nsize, ny, line_h, ssize)

    def strip_looks(self, face: CardFace, w: int, h: int, lang: str, markers: int, name_max: int,
                    number_least: int = 0) -> tuple[bool, bool]:
        """(whether a name strip of ``face`` ``w`` x ``h`` px (not a tile) with room for ``markers`` counters prints its
        type icon, whether it prints its numbers' icons for their words)."""
        reserve = markers * (2 * strip_marker_radius(h) + 4)
        with probe.unnoted():  # nothing of it is drawn
            plan = self._strip_plan(face, w, h, lang, reserve, name_max, False, number_least)
        return plan.icon is not None, bool(plan.anatomy.icons)

    def icon_legend(self, face: CardFace, icons: tuple[str, ...], width: int, lang: str) -> pygame.Surface:
        """A panel ``width`` px wide naming the numbers' ``icons`` a strip of ``face`` printed (``Anatomy.icons``): each
        icon as the strip draws it, larger, and the number's full name (``CardFace.stat_names``, else its label) and
        value, one a line; the hover view puts it under the enlarged face."""
        face = self._known(face)
        key = ("legend", face, icons, width, lang)
        found = self._cache.find(key)
        if found is not None:
            return found
        size, side, pad = theme.SIZE_SMALL - 2, theme.SIZE_SMALL, 6
        line_h = max(side, self.text.line_height(size)) + 2
        surf = pygame.Surface((width, 2 * pad + len(icons) * line_h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (246, 242, 232), surf.get_rect(), border_radius=6)
        pygame.draw.rect(surf, STAT_LABEL, surf.get_rect(), 1, border_radius=6)
        y = pad
        for key in icons:
            i = face.stat_icons.index(key)
            name = face.stat_names[i] if i < len(face.stat_names) else face.stats[i][0]
            surf.blit(art(f"stat-{key}.svg", side, side), (pad, y + (line_h - side) // 2))
            text = self.text.fit(f"{_label(name, lang)} {_label(face.stats[i][1], lang)}", size, width - 3 * pad - side)
            ts = self.text.render(text, size, (25, 25, 30))
            surf.blit(ts, (2 * pad + side, y + (line_h - ts.get_height()) // 2))
            y += line_h
        return self._cache.put(key, surf)

    def _strip_choice(self, face: CardFace, w: int, h: int, lang: str, reserve: int, name_max: int,
                      keep: bool = True, columns: bool = False, told: list[int] | None = None
                      ) -> tuple[pygame.Surface | None, int, list[tuple[int, str, str]], int, int, list[str]]:
        """(type icon or None, the name's x, chips, the name's room, name size, name lines) of a strip: with the type
        icon where it costs the name nothing, else without it where that shows the name better (``_strip_grade``).
        ``keep``: a strip of a zone without one print size (no ``name_max``) keeps its numbers with its name on two
        lines where that fits (``_strip_name``); a zone with one print size keeps its names' size instead.
        A face with ``numbers_first`` whose name is not whole on one line (or that leaves a number out) prints its
        numbers as on a strip ``FIRST_NUMBER_H`` high where that keeps more numbers or shows more of its name
        (``FIRST_NUMBER_LEAST`` high where that keeps a number the other leaves out, its name whole where the other
        cuts it, or larger where the other prints it under ``FIRST_NAME_GOOD``); ``told`` gets the height the numbers are printed for."""
        full = self._strip_pick(face, w, h, lang, reserve, name_max, keep, columns, h)
        chosen, number_h = full, h
        if face.numbers_first and face.stats and not columns and h >= FIRST_FROM and \
                (len(full[2]) < len(face.stats) or len(full[5]) != 1 or full[5][0] != table_name(face, lang) or
                 full[4] < FIRST_NAME_GOOD):
            for low in (FIRST_NUMBER_H, FIRST_NUMBER_LEAST):
                # (the smaller numbers where they keep one the other leaves out, or the name whole where the other
                # cuts it, or larger where it prints under ``FIRST_NAME_GOOD``: "Jamitov Hymem" beside "★ 1", not
                # "Jamitov…"; "Magellan Kai" at 9 px, not 8, beside four icon chips; six seats at 150 %)
                if low < h and (low == FIRST_NUMBER_H or len(chosen[2]) < len(face.stats) or
                                not self._name_shown(face, lang, chosen)[1] or chosen[4] < FIRST_NAME_GOOD):
                    small = self._strip_pick(face, w, h, lang, reserve, name_max, keep, columns, low)
                    # (more numbers, or more of the name and no smaller: a name whole at a smaller size read worse
                    # than its short form in a small window, six seats at 800x560)
                    # (or a word kept whole that the other breaks: "アウドムラ" at 8 px over "アウ" / "ドムラ" at 9)
                    if len(small[2]) > len(chosen[2]) or (small[4] >= chosen[4] or self._breaks(face, lang, chosen)
                                                          and not self._breaks(face, lang, small)) and \
                            self._name_shown(face, lang, small) > self._name_shown(face, lang, chosen):
                        chosen, number_h = small, low
        if told is not None:
            told.append(number_h)
        return chosen

    @staticmethod
    def _breaks(face: CardFace, lang: str,
                choice: tuple[pygame.Surface | None, int, list[tuple[int, str, str]], int, int, list[str]]) -> bool:
        """Whether a ``_strip_choice`` prints the name of ``face`` on lines that break a word (``breaks_a_word``)."""
        return len(choice[5]) > 1 and breaks_a_word(table_name(face, lang), choice[5])

    def _name_shown(self, face: CardFace, lang: str,
                    choice: tuple[pygame.Surface | None, int, list[tuple[int, str, str]], int, int, list[str]]
                    ) -> tuple[int, int, int, int]:
        """How well a ``_strip_choice`` shows a face: (its numbers, its name whole, the characters of it shown, its
        size on fewer lines)."""
        _, _, chips, _, nsize, lines = choice
        drawn = "".join(lines).replace(" ", "")
        whole = drawn == table_name(face, lang).replace(" ", "")
        return len(chips), whole, len(drawn.rstrip("…")), nsize - 3 * len(lines)

    def _strip_pick(self, face: CardFace, w: int, h: int, lang: str, reserve: int, name_max: int, keep: bool,
                    columns: bool, number_h: int
                    ) -> tuple[pygame.Surface | None, int, list[tuple[int, str, str]], int, int, list[str]]:
        """``_strip_choice`` with the numbers printed as on a strip ``number_h`` high."""
        keep = keep and name_max <= 0  # (a zone's one size that keeps the numbers: ``name_max`` < 0, ``_laid_name``)
        name = table_name(face, lang)
        stats = [(_label(lbl, lang), _label(v, lang)) for lbl, v in face.stats]
        icons = face.stat_icons
        icon = self._type_icon(face.kind, h - 4) if h >= 14 and not face.strip_plain else None
        x = 3 + (h - 2 if icon is not None else 0)
        first = face.numbers_first
        chips, room, nsize, lines = self._strip_name(name, stats, w - x - 4 - reserve, h, name_max, keep, columns, icons,
                                                     first, number_h, face.icons_always, face.drop_order)
        grade = self._strip_grade(name, room, nsize, lines)
        # the icon only where it costs the name nothing (with ``keep``, nor the numbers: without it, more numbers,
        # or the name on fewer lines or larger; a card with no numbers in a zone of one print size, nor that size:
        # Ultra Seven's "ミクラス ×4" beside "ウィンダム ×4", issue 16)
        shrunk = not stats and 0 < nsize < name_max
        # (a strip of columns keeps every number: its icon goes where that prints the name larger)
        smaller = columns and (len(lines) > 1 or nsize < max(MIN_NAME, min(STRIP_NAME_MAX, int(h * STRIP_NAME_SHARE))))
        # (nor, in a zone of one print size, a number or a line where the icon takes more than ``ICON_SHARE`` of the
        # strip's width: Ultra Seven's group of four at 150 %, issue 16, printed "Capt." / "Kiriyama" and no number
        # beside an icon a third of its 69 px strip)
        lost = bool(name_max) and not columns and (h - 2) > w * ICON_SHARE and \
            (len(chips) < len(stats) or len(lines) > 1)
        # (numbers first: nor where the name prints under ``FIRST_NAME_GOOD`` px beside it)
        if icon is not None and (grade < 2 or shrunk or smaller or lost or first and keep and nsize < FIRST_NAME_GOOD or
                                 keep and (len(chips) < len(stats) or len(lines) > 1)):
            bare = self._strip_name(name, stats, w - 3 - 4 - reserve, h, name_max, keep, columns, icons, first, number_h,
                                    face.icons_always, face.drop_order)
            better = (self._strip_grade(name, *bare[1:]), len(bare[0]), -len(bare[3]), bare[2]) if keep or lost else \
                (self._strip_grade(name, *bare[1:]), bare[2] if shrunk else 0)
            now = (grade, len(chips), -len(lines), nsize) if keep or lost else (grade, nsize if shrunk else 0)
            if first and keep:  # (numbers first: more of them before a better name)
                better, now = (better[1], *better), (now[1], *now)
            if better > now or smaller and better == now:  # (a cut name: more of it shows without the icon)
                return None, 3, *bare
            if first and len("".join(bare[3])) > len("".join(lines)):  # a short form: longer without the icon
                return None, 3, *bare
        return icon, x, chips, room, nsize, lines

    def _strip_name(self, name: str, stats: list[tuple[str, str]], room: int,
                    h: int, name_max: int = 0, keep: bool = False, columns: bool = False,
                    icons: tuple[str, ...] = (), first: bool = False,
                    number_h: int = 0, always: bool = False,
                    drop: tuple[int, ...] = ()) -> tuple[list[tuple[int, str, str]], int, int, list[str]]:
        """``_laid_name``'s answer, kept: a board that looks for its strips' widths (Z Gundam's six seats try each row
        at many widths and heights) asks for the same name in the same room again and again (a six-seat table at 150 %
        took 5 s to lay out, half of it asking twice)."""
        key = (name, tuple(stats), room, h, name_max, keep, columns, tuple(icons), first, number_h, always, drop)
        found = self._strip_names.get(key)
        if found is None:
            if len(self._strip_names) > STRIP_NAMES_KEPT:
                self._strip_names.clear()
            chips, left, nsize, lines = self._laid_name(name, stats, room, h, name_max, keep, columns, icons, first,
                                                        number_h, always, drop)
            found = self._strip_names[key] = (tuple(chips), left, nsize, tuple(lines))
        return list(found[0]), found[1], found[2], list(found[3])

    def _laid_name(self, name: str, stats: list[tuple[str, str]], room: int,
                   h: int, name_max: int = 0, keep: bool = False, columns: bool = False,
                   icons: tuple[str, ...] = (), first: bool = False,
                   number_h: int = 0, always: bool = False,
                   drop: tuple[int, ...] = ()) -> tuple[list[tuple[int, str, str]], int, int, list[str]]:
        """(chips, the name's room, name size, name lines) of a strip ``h`` px high whose name and numbers share
        ``room`` px: the name on one line (down to 2 px under its size, numbers left out from the right before it is
        cut; a strip with no numbers shrinks it further), else on two lines where the strip is tall enough, Latin
        words kept whole (a line broken only between words). With ``keep`` the name goes on two lines at ``KEEP_NAME``
        px or more where that keeps every number, before a number is left out (Z Gundam's pairs: "ガンダムMk-II" / "（ティターンズ仕様）" 攻撃 4).
        With ``columns`` the numbers are values in their columns (``column_w``) and none is left out (the columns stay
        under their labels): the name shrinks, goes on two lines, and only then is cut (the hover view has it).
        With ``icons`` (``CardFace.stat_icons``) the numbers trade their words for icons (``ICON_MARK``) where the
        worded chips would lose one, before any is left out (Z Gundam's six seats: "★ 3" for "能力 3", issue 16).
        With ``first`` (``CardFace.numbers_first``) no number is left out where the name keeps a short form: the name
        goes on two lines down to ``MIN_NAME`` px, then on one line in a short form (``_short_name``). The numbers are
        printed as on a strip ``number_h`` high (``h`` where 0: ``FIRST_NUMBER_H``); ``always``: with their icons from the
        first (``CardFace.icons_always``). ``drop`` (``CardFace.drop_order``): which numbers are left out first."""
        size = max(MIN_NAME, min(STRIP_NAME_MAX, int(h * STRIP_NAME_SHARE)))  # one print size for every strip of a zone
        if name_max:
            size = min(size, max(MIN_NAME, abs(name_max)))
        # (``name_max`` < 0: a zone's one size, -``name_max``, that keeps the numbers as ``keep`` does, the name on two
        # lines at that size rather than smaller: ``ZoneSpec.even_keeps``)
        keep_floor = size if name_max < 0 else KEEP_NAME
        number_h = number_h or h
        ssize = max(SMALLEST + 1, int(number_h * 0.5))
        every = len(stats)
        stats = list(stats)
        kept_at = list(range(every))  # (the index in the face's numbers of each number still shown)
        order = [i for i in drop if i < every] + [i for i in range(every - 1, -1, -1) if i not in drop]
        if columns and stats:
            chips = [(self.column_w(lbl, h), lbl, v) for lbl, v in stats]
            left = room - sum(c[0] for c in chips) - COLUMN_GAP * (len(chips) - 1) - 2
            nsize = self._fit(name, size, left, bold=True, smallest=MIN_NAME)
            lines = [name] if left >= 12 else []
            if lines and self.text.size(name, nsize, True)[0] > left:
                found = self._two_line_name(name, size, MIN_NAME if first else KEEP_NAME, left, h, readable=True)
                if found is not None:
                    nsize, lines = found
                elif first:  # a short form, or none where it would be too short to say which card it is
                    short = self._short_name(name, MIN_NAME, left - 2)
                    nsize, lines = MIN_NAME, [short] if short else []
            return chips, left, nsize, lines
        iconic = always and any(icons)
        while True:
            chips = self._strip_chips(stats, icons, iconic, ssize, number_h)
            left = room - sum(c[0] + 2 for c in chips)
            # (a zone's one print size, ``name_max``, is kept: numbers go before the name shrinks under it)
            least = size if name_max else max(MIN_NAME, size - 2)
            nsize = self._fit(name, size, left, bold=True, smallest=least if stats else SMALLEST)
            if self.text.size(name, nsize, True)[0] <= left or not stats:
                if name_max and not stats and nsize < size:  # (a zone of one print size, its numbers gone: the name on
                    # two lines at that size before smaller on one; Ultra Seven's six in a tall row, issue 16)
                    found = self._two_line_name(name, size, size, left, h, readable=True)
                    if found is not None:
                        return chips, left, *found
                break
            kept = (self._two_line_name(name, size, keep_floor, left, h, readable=True)
                    if keep and left >= 12 and len(stats) == every else None)
            # the name on two lines keeps every number (not some of them at its cost), or on one line where that is
            # larger (or where two lines do not fit the strip: down to ``KEEP_NAME`` too)
            if keep and left >= 12 and len(stats) == every:
                one = self._fit(name, size, left, bold=True, smallest=kept[0] + 1 if kept else keep_floor)
                if self.text.size(name, one, True)[0] <= left:
                    return chips, left, one, [name]
            if kept is not None and first and breaks_a_word(name, kept[1]):  # (numbers first: a word kept whole,
                one = self._fit(name, size, left, bold=True, smallest=MIN_NAME)  # on one line down to ``MIN_NAME``)
                if self.text.size(name, one, True)[0] <= left:
                    return chips, left, one, [name]
                if not iconic and any(icons):  # (or with the numbers' icons, where they leave it the room)
                    iconic = True
                    continue
            if kept is not None:
                return chips, left, *kept
            if not iconic and any(icons) and len(stats) == every:
                iconic = True  # icons for the words before a number is left out
                continue
            if first and len(stats) == every:  # the name smaller on one line or two, whichever is larger, else short
                one = self._fit(name, size, left, bold=True, smallest=MIN_NAME)
                found = self._two_line_name(name, size, MIN_NAME, left, h, readable=True)
                # (one line where two would break a word: "アウ" / "ドムラ" at 150 % with six seats, issue 16)
                if self.text.size(name, one, True)[0] <= left and \
                        (found is None or one >= found[0] or breaks_a_word(name, found[1])):
                    return chips, left, one, [name]
                short = None if found is not None else self._short_name(name, MIN_NAME, left - 2)
                if found is not None or short is not None:
                    return (chips, left, *found) if found is not None else (chips, left, MIN_NAME, [short])
            gone = kept_at.index(next(i for i in order if i in kept_at))  # fewer numbers before a cut name (the
            del kept_at[gone], stats[gone]  # hover view shows them all): from the right, or in the face's ``drop``
            # order
        lines = [name] if left >= 12 else []  # a strip too short for any name: the hover view has it
        if lines and (self.text.size(name, nsize, True)[0] + 2 > left or nsize < MIN_NAME):  # two lines if tall enough
            found = self._two_line_name(name, size, nsize, left, h)
            if found is not None:
                nsize, lines = found
        return chips, left, nsize, lines

    def _strip_chips(self, stats: list[tuple[str, str]], icons: tuple[str, ...], iconic: bool, size: int,
                     number_h: int) -> list[tuple[int, str, str]]:
        """(width, label, value) of a strip's number chips at ``size`` px on a strip ``number_h`` high: worded, or with
        their ``icons`` where ``iconic`` (``_icon_chip``). Kept: a board's search sets the same numbers again and again."""
        key = (tuple(stats), tuple(icons), iconic, size, number_h)
        found = self._chip_rows.get(key)
        if found is None:
            if len(self._chip_rows) > STRIP_NAMES_KEPT:
                self._chip_rows.clear()
            found = self._chip_rows[key] = tuple(
                self._icon_chip(icons[i], v, size, number_h) if iconic and i < len(icons) and icons[i] else
                (self.text.size(lbl, size)[0] + 3 + self.text.size(v, size, True)[0] + 6, lbl, v)
                for i, (lbl, v) in enumerate(stats))
        return list(found)

    def _short_name(self, name: str, size: int, width: int) -> str | None:
        """A name's short form in ``width`` px at ``size`` px: its first words whole and "…" ("Bolinoak…", "ボリノーク…",
        split at spaces and ・), else its first ``SHORT_LEAST`` characters or more and "…" ("Magell…"); None where
        fewer fit ("ボリ…" does not say which card it is)."""
        parts = name.replace("・", "・\n").replace(" ", " \n").split("\n")
        for n in range(len(parts) - 1, 0, -1):
            short = "".join(parts[:n]).rstrip(" ・") + "…"
            if self.text.size(short, size, True)[0] <= width:
                return short
        cut = name  # (cut here, not by ``TextCache.fit``: a trial's fit told the text-fit probe of a width not drawn)
        while cut and self.text.size(cut + "…", size, True)[0] > width:
            cut = cut[:-1]
        short = cut + "…"
        return short if cut and len(cut.rstrip(" ・-")) >= SHORT_LEAST else None

    @staticmethod
    def icon_side(h: int) -> int:
        """The side of a number's icon on a strip ``h`` px high (``ICON_MARK``): 1 px over its number's print, 3 px clear
        of the chip's edges (10 px on a 17 px strip)."""
        return max(SMALLEST + 1, min(h - 6, int(h * 0.5) + 2))

    def _icon_chip(self, key: str, value: str, size: int, h: int) -> tuple[int, str, str]:
        """(width, label, value) of a strip's chip with the icon ``key`` for its label (``ICON_MARK``)."""
        return self.icon_side(h) + self.text.size(value, size, True)[0] + 3 * ICON_PAD + 1, ICON_MARK + key, value

    def column_w(self, label: str, h: int) -> int:
        """The width of a number's column on a strip ``h`` px high (``columns``): its label at ``COLUMN_HEAD`` px or
        the widest value (``COLUMN_VALUE``) at the strip's number size, whichever is wider, and 2 px either side."""
        ssize = max(SMALLEST + 1, int(h * 0.5))
        return max(self.text.size(label, COLUMN_HEAD)[0], self.text.size(COLUMN_VALUE, ssize, True)[0]) + 4

    def _two_line_name(self, name: str, size: int, smallest: int, left: int, h: int,
                       readable: bool = False) -> tuple[int, list[str]] | None:
        """(size, lines) of a strip's name on two lines in ``left`` px of a strip ``h`` px high, from ``size`` down
        to ``smallest``: Japanese between words at ``MIN_NAME`` px or more, else inside a katakana word, and only
        then smaller (only the first two where ``readable``); None where it does not fit. Kept (``_strip_name``)."""
        key = (name, size, smallest, left, h, readable)
        if key not in self._two_lines:
            if len(self._two_lines) > STRIP_NAMES_KEPT:
                self._two_lines.clear()
            found = self._name_on_two_lines(name, size, smallest, left, h, readable)
            self._two_lines[key] = None if found is None else (found[0], tuple(found[1]))
        kept = self._two_lines[key]
        return None if kept is None else (kept[0], list(kept[1]))

    def _name_on_two_lines(self, name: str, size: int, smallest: int, left: int, h: int,
                           readable: bool) -> tuple[int, list[str]] | None:
        """``_two_line_name``, measured."""
        japanese = " " not in name and not name.isascii()
        # (a Japanese title with a count, "ダメージサイト ×2": broken at its space, never inside its katakana word;
        # "ダメージサイ" / "ト ×2" at 800x560, issue 16)
        mixed = " " in name and not name.isascii()
        passes = ((True, MIN_NAME), (False, MIN_NAME), (True, 0), (False, 0)) if japanese else ((True, 0),)
        for soft, least in passes[:2] if readable else passes:
            for two in range(size, max(smallest, SMALLEST, least) - 1, -1):
                if not self._two_lines_fit(two, h):
                    continue
                if japanese:
                    trial = split_lines(name, lambda ln: self.text.size(ln, two, True)[0] <= left - 2, 2, soft) or []
                else:
                    trial = (mixed and self._spaced_lines(name, two, left - 2)) or \
                        self._trial_wrap(name, two, left - 2, bold=True)
                if trial and len(trial) <= 2 and not splits_a_word(name, trial) and \
                        not (mixed and breaks_a_word(name, trial)):
                    return two, trial
        return None

    def _spaced_lines(self, name: str, size: int, width: int) -> list[str]:
        """``name`` broken only at its spaces, as many words on a line as fit in ``width`` px at ``size`` (bold):
        "ダメージサイト" / "×2"; [] where a word alone is wider."""
        lines: list[str] = []
        for word in name.split():
            joined = f"{lines[-1]} {word}" if lines else word
            if lines and self.text.size(joined, size, True)[0] <= width:
                lines[-1] = joined
            elif self.text.size(word, size, True)[0] <= width:
                lines.append(word)
            else:
                return []
        return lines

    def _two_lines_fit(self, size: int, h: int) -> bool:
        """Whether a strip ``h`` px high holds a name on two lines at ``size``: a font's line height apart, or (a low
        strip in a crowded group) a card name's step apart, the ink of the lines never touching."""
        return 2 * self.text.line_height(size) <= h or self._name_step(size) + self._name_ink(size) <= h

    def _strip_grade(self, name: str, room: int, size: int, lines: list[str]) -> int:
        """How well a strip's name ``lines`` at ``size`` px show it in ``room`` px: 2 whole at ``MIN_NAME`` px or more
        and broken only between words, 1 whole but a katakana word broken (or a word the kinsoku rules would keep),
        0 cut or smaller."""
        whole = (bool(lines) and size >= MIN_NAME and "".join(lines).replace(" ", "") == name.replace(" ", "")
                 and all(self.text.size(line, size, True)[0] <= room for line in lines))
        return 0 if not whole else 1 if breaks_a_word(name, lines) else 2

    def _packed_stats(self, stats: list[tuple[str, str]], size: int, w: int) -> list[tuple[str, str]]:
        """``stats`` in the order that sets their chips at ``size`` px in the fewest rows of ``w`` px: as they come,
        else each in the first row with room for it (Ultra Seven's "Cmb 4" beside "Cap 4" under "Rcn 0" "TDF 0", "H/D
        1/3" alone: three rows, not four, in a 70 px tile)."""
        rows: list[list[int]] = []
        used: list[int] = []
        for i, (label, value) in enumerate(stats):
            cw = self._tile_chip_w(label, value, size)
            k = next((r for r in range(len(rows)) if used[r] + 2 + cw <= w), None)
            if k is None:
                rows.append([i])
                used.append(cw)
            else:
                rows[k].append(i)
                used[k] += 2 + cw
        chips = self._tile_chips(stats, size, w)
        in_order = len({box.y for box, _, _ in chips})
        return stats if in_order <= len(rows) else [stats[i] for row in rows for i in row]

    def _tile_chips(self, stats: list[tuple[str, str]], size: int, w: int) -> list[tuple[pygame.Rect, str, str]]:
        """The numbers of a tile ``w`` px wide as labelled chips at ``size`` px: each as wide as its label and value,
        set in rows from the top-left as words in a line (a row full, the next chip starts the next), each row's
        chips stretched to fill it. Chips of their own width need fewer rows than equal columns as wide as the widest
        ("H/D 1/3"), so a narrow tile keeps all five of Ultra Seven's numbers."""
        if not stats:
            return []
        chip_h = self.text.line_height(size) + 2
        natural = [self._tile_chip_w(label, value, size) for label, value in stats]
        rows: list[list[int]] = [[]]
        used = 0
        for i, cw in enumerate(natural):
            if rows[-1] and used + 2 + cw > w:
                rows.append([])
                used = 0
            used += (2 if rows[-1] else 0) + cw
            rows[-1].append(i)
        out = []
        for r, row in enumerate(rows):
            extra = (w - sum(natural[i] for i in row) - 2 * (len(row) - 1)) // len(row)
            x = 0
            for i in row:
                cw = natural[i] + max(0, extra)
                out.append((pygame.Rect(x, r * (chip_h + 2), cw, chip_h), *stats[i]))
                x += cw + 2
        return out

    def _tile_chip_w(self, label: str, value: str, size: int) -> int:
        """A tile's chip as wide as its label and value: ``TILE_CHIP_PAD`` px before the label, between it and the
        value and after the value (a strip's chips keep 3, 3 and 3 + 3)."""
        return self.text.size(label, size)[0] + self.text.size(value, size, True)[0] + 3 * TILE_CHIP_PAD

    def _tile_name(self, name: str, width: int, height: int, floor: int = MIN_NAME, least: int = TILE_NAME_LEAST,
                   broken: bool = True, top: int = TILE_NAME_MAX, whole_line: bool = False) -> tuple[int, list[str]] | None:
        """``_tile_name_of``, kept (``_tile_names``)."""
        key = (name, width, height, floor, least, broken, top, whole_line)
        if key in self._tile_names:
            found = self._tile_names[key]
        else:
            if len(self._tile_names) > 20000:
                self._tile_names.clear()
            found = self._tile_name_of(name, width, height, floor, least, broken, top, whole_line)
            if found is not None:  # a name split after "・" a pixel smaller whole where it can (``_fewer_dots``)
                found = self._fewer_dots(name, *found, lambda ln, s: self.text.size(ln, s, True)[0] <= width,
                                         min(floor, least))
            self._tile_names[key] = found
        return None if found is None else (found[0], list(found[1]))

    def _tile_name_of(self, name: str, width: int, height: int, floor: int = MIN_NAME, least: int = TILE_NAME_LEAST,
                      broken: bool = True, top: int = TILE_NAME_MAX, whole_line: bool = False) -> tuple[int, list[str]] | None:
        """The name whole in ``width`` x ``height``: on one line down to ``TILE_NAME_GOOD`` + 1 px (a name without spaces,
        Japanese, which would break inside a word: down to ``TILE_NAME_GOOD``), else the largest size from
        ``TILE_NAME_MAX`` down to ``floor`` on up to three lines (Latin words broken only between words, at a ``floor`` of
        ``MIN_NAME`` or under down to ``least``; only where no size keeps them whole, and ``broken``, one broken with a
        hyphen, the largest size from ``floor`` up that way; Japanese between words, ``breaks.split_lines``; either on up to ``TILE_LINES`` where the tile is
        tall enough: "Captain" / "Gundam" / "(Heavy" / "Weapon)" on SDGF's return tile at 150 %); a
        Japanese name broken inside a katakana word (on up to three lines) only at the ``MIN_NAME`` floor, after one
        line down to it, and after its words whole down to ``least`` (``broken``: else None); None if it does not
        fit. No size over ``top`` (``TILE_NAME_MAX``); ``whole_line``: a name that fits on one line at a ``top`` under
        ``TILE_NAME_GOOD`` (a zone's one size) keeps one line there (SDGF's fields at 9 px: "ザッパーザク", not "ザッパー" /
        "ザク")."""
        if self._name_ink(min(floor, least)) > height:
            return None  # no line of any size tried below fits (a tile's numbers leave its name no room)
        one_line = TILE_NAME_GOOD + (1 if " " in name else 0)
        hi = max(MIN_NAME, top)  # (``_tile_choice`` and ``_side_name`` keep it to ``TILE_NAME_MAX`` unless a face asks more)
        for size in range(hi, max(floor, one_line) - 1, -1):
            if self.text.size(name, size, True)[0] <= width and self._name_ink(size) <= height:
                return self._two_larger(name, size, width, height, hi) or (size, [name])
        if whole_line and hi < one_line and self.text.size(name, hi, True)[0] <= width and self._name_ink(hi) <= height:
            return hi, [name]
        japanese = not name.isascii()  # (with a space too: "武者頑駄無" / "爆熱丸", never "武者頑" / "駄無 爆" / "熱丸")
        for soft in ((True, False) if japanese and floor <= MIN_NAME and broken else (True,)):
            if not soft:  # one smaller line rather than a katakana word in two
                for size in range(min(one_line - 1, hi), floor - 1, -1):
                    if self.text.size(name, size, True)[0] <= width and self._name_ink(size) <= height:
                        return self._two_broken(name, size, width, height, hi) or (size, [name])
            # a word shrinks whole to ``TILE_NAME_LEAST`` before it is broken at ``MIN_NAME`` ("キャプテンガン" / "ダム
            # （ヘビー" / "ウェポン）" at 8 px on SDGF's tiles, where "キャプテンガンダム" / "（ヘビーウェポン）" fits at 7)
            low = min(floor, least) if soft and floor <= MIN_NAME else floor
            for size in range(hi, low - 1, -1):
                if size == floor - 1:  # under the floor: one line at the floor first
                    for one in range(min(one_line - 1, hi), floor - 1, -1):
                        if self.text.size(name, one, True)[0] <= width and self._name_ink(one) <= height:
                            return (self._two_broken(name, one, width, height, hi) if japanese else None) or \
                                (one, [name])
                step = self._name_step(size)
                most = min(TILE_LINES if soft else 3, max(0, (height - self._name_ink(size)) // step + 1))
                if japanese:
                    split = split_spaced(name, lambda ln: self.text.size(ln, size, True)[0] <= width, most, soft)
                    if split:
                        return size, split
                    continue
                wrapped = self._trial_wrap(name, size, width, bold=True)
                packed = self._hyphenated(name, size, width)  # whole words packed line by line, where no word is broken
                for lines in ([] if splits_a_word(name, wrapped) else wrapped, packed if " ".join(packed) == name else []):
                    if lines and len(lines) <= most and all(self.text.size(ln, size, True)[0] <= width for ln in lines):
                        return size, lines
        if japanese or not broken or floor > MIN_NAME:
            return None
        # a Latin word broken with a hyphen only after every size down to the floor has failed to keep the words whole
        # ("Gunpanzer" smaller on one line, never "Gun-" / "panzer"; "Commander" / "Sazabi", never "Comman-" / "der Sazabi")
        for size in range(hi, floor - 1, -1):
            most = min(TILE_LINES, max(0, (height - self._name_ink(size)) // self._name_step(size) + 1))
            lines = self._hyphenated(name, size, width)
            if lines and len(lines) <= most and all(self.text.size(ln, size, True)[0] <= width for ln in lines):
                return size, lines
        return None

    def _two_larger(self, name: str, size: int, width: int, height: int, hi: int) -> tuple[int, list[str]] | None:
        """The name on two lines, split between words, at ``TWO_LINES_GAIN`` px or more over ``size`` (its size on one
        line) up to ``hi``, where the tile is high enough: a wide tile's name larger ("Captain Gundam" / "(Soul Drive)"
        at 14 px on SDGF's 190 px battlefield tile at 1280x800, not one line at 10, issue 16); under a zone's one size
        (``hi`` under ``TILE_NAME_MAX``) at that size where it is larger at all (Ultra Seven's group of four at 150 %:
        "Capt." / "Kiriyama" at 13, not one line at 11 beside "Ultra Hawk 1" at 13); None where none fits."""
        low = size + TWO_LINES_GAIN if hi >= TILE_NAME_MAX else max(size + 1, min(size + TWO_LINES_GAIN, hi))
        for big in range(hi, low - 1, -1):
            if self._name_step(big) + self._name_ink(big) > height:
                continue
            def fits(ln: str, b: int = big) -> bool:
                return self.text.size(ln, b, True)[0] <= width
            if not name.isascii():
                lines = split_spaced(name, fits, 2, True)
            else:
                lines = self._trial_wrap(name, big, width, bold=True)
                lines = [] if splits_a_word(name, lines) else lines
            if lines and len(lines) == 2 and all(fits(ln) for ln in lines):
                return big, lines
        return None

    def _two_broken(self, name: str, size: int, width: int, height: int, hi: int) -> tuple[int, list[str]] | None:
        """A Japanese name that prints on one line under ``TWO_BROKEN_BELOW`` px (``size``) on two lines where the tile is
        tall enough, at ``TILE_NAME_GOOD`` or more and ``TWO_LINES_GAIN`` px over ``size`` (up to ``hi``), a katakana word
        broken on a mora boundary if it must be ("アレキ" / "サンドリア" at 12 px on Z Gundam's 78 x 121 px taken tile,
        not "アレキサンドリア" on one line at 8, issue 16); None where no such size fits (a low tile keeps one line).
        (A name of 9 px keeps its line whole: SDGF's "ガンペリー", not "ガン" / "ペリー".)"""
        if size >= TWO_BROKEN_BELOW:
            return None
        for big in range(hi, max(TILE_NAME_GOOD, size + TWO_LINES_GAIN) - 1, -1):
            if self._name_step(big) + self._name_ink(big) > height:
                continue
            lines = split_spaced(name, lambda ln, b=big: self.text.size(ln, b, True)[0] <= width, 2, False)
            if lines and len(lines) == 2:
                return big, lines
        return None

    def _tile_layout(self, name: str, stats: list[tuple[str, str]], w: int, h: int, pad: int, icon_w: int,
                     top: int = TILE_NAME_MAX, whole_line: bool = False,
                     numbers_at: int = 0) -> tuple[int, list[str], int, list[tuple[pygame.Rect, str, str]]]:
        """(name size, name lines, number size, chips) of a tile: the name at ``TILE_NAME_GOOD`` px or more with the
        first ``TILE_KEEPS`` numbers (all), else a smaller name (down to ``MIN_NAME``) before fewer numbers, never
        fewer than the first (a name that does not fit over it is cut); ``icon_w`` px kept left of the name; the name
        at most ``top`` px (a side zone's one size). ``numbers_at`` (opt-in, a zone's ``number_least``): first every
        number at that size or more (in the fewest rows, ``_packed_stats``) under the name whole at ``TILE_NAME_GOOD``,
        else at ``numbers_at`` px, before a
        larger name over smaller numbers (Ultra Seven's underground tile at 800x560 printed its name at 14 px over its
        numbers at 8, issue 16)."""
        room = w - pad - icon_w - pad - 1
        if numbers_at:
            for floor in sorted({TILE_NAME_GOOD, max(MIN_NAME, numbers_at)}, reverse=True):
                for ssize in range(TILE_NUMBER, numbers_at - 1, -1):
                    chips = self._tile_chips(self._packed_stats(stats, ssize, w - 2 * pad), ssize, w - 2 * pad)
                    if any(self._tile_chip_w(label, value, ssize) > box.w for box, label, value in chips):
                        continue
                    left = h - 2 * pad - ((chips[-1][0].bottom + 3) if chips else 0)
                    fit = self._tile_name(name, room, left, floor, floor, False, top, whole_line)
                    if fit is None and self.text.size(name, floor, True)[0] <= room and self._name_ink(floor) <= left:
                        fit = floor, [name]  # (on one line at the floor: "悪魔の住む花" over four rows of chips)
                    if fit is not None:  # (the chips in the numbers' order, wherever they stand)
                        return (*fit, ssize, sorted(chips, key=lambda chip: stats.index(chip[1:])))
        # at ``MIN_NAME``: smaller numbers before a smaller name, the name's words whole, then whole at
        # ``TILE_NAME_LEAST``, only then a katakana word broken at ``MIN_NAME``
        steps = [(TILE_NAME_GOOD, TILE_KEEPS, TILE_NAME_GOOD, True), (MIN_NAME, 1, MIN_NAME, False),
                 (MIN_NAME, 1, TILE_NAME_LEAST, False), (MIN_NAME, 1, MIN_NAME, True)]
        for floor, keep, least, broken in steps:
            for count in range(len(stats), min(keep, len(stats)) - 1, -1):
                for ssize in range(TILE_NUMBER, TILE_NUMBER_MIN - 1, -1):
                    chips = self._tile_chips(stats[:count], ssize, w - 2 * pad)
                    if any(self._tile_chip_w(label, value, ssize) > box.w
                           for box, label, value in chips):
                        continue  # a number wider than its chip
                    chips_h = (chips[-1][0].bottom + 3) if chips else 0
                    fit = self._tile_name(name, room, h - 2 * pad - chips_h, floor, least, broken, top, whole_line)
                    if fit is not None:
                        return (*fit, ssize, chips)
        # a name too long for the tile over its first number at ``MIN_NAME``: a size smaller over it ("Captain Gundam" /
        # "(Heavy Weapon)" on SDGF's 57 px return tile), else the name alone (騎士ゼロ（スーパー・マジカル・バイオレット・
        # トルネード） on five lines: the hover view has the number)
        for count in (1, 0):
            chips = self._tile_chips(stats[:count], TILE_NUMBER_MIN, w - 2 * pad) if count else []
            if chips and self._tile_chip_w(chips[0][1], chips[0][2], TILE_NUMBER_MIN) > chips[0][0].w:
                continue
            fit = self._tile_name(name, room, h - 2 * pad - ((chips[-1][0].bottom + 3) if chips else 0), TILE_NAME_LEAST,
                                  top=top)
            if fit is not None:
                return (*fit, TILE_NUMBER_MIN, chips)
        # else cut on one line, the number kept (SDGF's power); the hover view has both whole
        chips = self._tile_chips(stats[:1], TILE_NUMBER_MIN, w - 2 * pad)
        if chips and (chips[0][0].bottom + 3 + self._name_ink(MIN_NAME) > h - 2 * pad
                      or self._tile_chip_w(chips[0][1], chips[0][2], TILE_NUMBER_MIN) > chips[0][0].w):
            chips = []
        return MIN_NAME, [self.text.fit(name, MIN_NAME, room, bold=True)], TILE_NUMBER_MIN, chips

    def _side_layout(self, face: CardFace, w: int, h: int, lang: str, whole: bool = False, floor: int = MIN_NAME,
                     top: int = TILE_NAME_MAX) -> tuple[int, list[str], int, list[tuple[pygame.Rect, str, str]]] | None:
        """(name size, name lines, number size, chips) of a side tile ``w`` x ``h``: its numbers stacked on the right
        as chips as wide as the widest (from ``TILE_NUMBER`` px down to ``TILE_NUMBER_MIN``, as many as fit the
        height and leave the name room), the name whole on the left in the rest (``_side_name``, on up to two lines);
        None where they do not fit (or not with the name at ``floor`` px or more and the numbers too, or as large as the
        tile's height stacks them)."""
        stats = [(_label(lbl, lang), _label(v, lang)) for lbl, v in face.stats]
        n = len(stats)

        def chips_at(ssize: int, squeeze: int = 1) -> tuple[int, int] | None:  # (height, gap) of the stacked chips
            chip_h, gap = self.text.line_height(ssize), 2
            if n * (chip_h + gap) - gap > h - 4:  # a low tile: its chips ``squeeze`` px lower than a line, 1 px apart
                chip_h, gap = chip_h - squeeze, 1
                if n * (chip_h + gap) - gap > h - 2:
                    return None
            return chip_h, gap

        # (the largest size the height holds them at, stacked or side by side: ``_side_row``)
        tallest = next((s for s in range(TILE_NUMBER, TILE_NUMBER_MIN - 1, -1)
                        if chips_at(s, SQUEEZE if s > TILE_NUMBER_MIN else 1) or self.text.line_height(s) <= h - 4),
                       TILE_NUMBER_MIN)
        sizes = range(TILE_NUMBER, max(TILE_NUMBER_MIN, min(floor, tallest)) - 1, -1)
        for strict in (True,) if whole else (True, False):  # a whole name with smaller numbers before a broken one
            for ssize in sizes:
                stacked = chips_at(ssize)
                if stacked is None and ssize > TILE_NUMBER_MIN:  # too low to stack them at this size: in chips
                    # ``SQUEEZE`` px lower than a line (the ink of a 9 px "偵察", 11 px, in a 12 px chip, as an 8 px
                    # one's, 10 px, in 11)
                    stacked = chips_at(ssize, SQUEEZE)
                if stacked is None:
                    continue
                chip_h, gap = stacked
                col = max(self._tile_chip_w(label, value, ssize) for label, value in stats)
                room = w - SIDE_PAD - SIDE_GAP - col - SIDE_PAD
                fit = self._side_name(table_name(face, lang), room, h - 4, strict, top) if room > 0 else None
                if fit is None or fit[0] < floor:
                    continue  # smaller numbers, more room for the name
                y0 = (h - n * (chip_h + gap) + gap) // 2
                chips = [(pygame.Rect(w - SIDE_PAD - col, y0 + i * (chip_h + gap), col, chip_h), label, value)
                         for i, (label, value) in enumerate(stats)]
                return fit[0], fit[1], ssize, chips
            # else side by side, where the name keeps room (only where no size stacks them: a group's tiles alike)
            row = next((found for ssize in sizes if (found := self._side_row(face, stats, w, h, lang, ssize, strict,
                                                                             floor, top)) is not None), None)
            if row is not None:
                return row
        return None

    def _side_row(self, face: CardFace, stats: list[tuple[str, str]], w: int, h: int, lang: str, ssize: int,
                  strict: bool, floor: int, top: int) -> tuple[int, list[str], int, list[tuple[pygame.Rect, str, str]]] | None:
        """``_side_layout`` of a side tile too low to stack its numbers: at ``ssize`` px, the chips side by side on the
        right, ``SIDE_GAP`` px apart and centred in the height, the name whole on the left in the rest (issue 16,
        session 28: a side tile 25 or 26 px high stacks two chips at 8 px at most, "Rcn" / "Cmb", where one 120 px wide
        holds "Capt." / "Kiriyama" beside "Rcn 2" "Cmb 2" at 10); None where they do not fit."""
        chip_h = self.text.line_height(ssize)
        if chip_h > h - 4:
            return None
        widths = [self._tile_chip_w(label, value, ssize) for label, value in stats]
        room = w - SIDE_PAD - SIDE_GAP - (sum(widths) + SIDE_GAP * (len(widths) - 1)) - SIDE_PAD
        fit = self._side_name(table_name(face, lang), room, h - 4, strict, top) if room > 0 else None
        if fit is None or fit[0] < floor:
            return None
        x, y, chips = w - SIDE_PAD - sum(widths) - SIDE_GAP * (len(widths) - 1), (h - chip_h) // 2, []
        for (label, value), cw in zip(stats, widths):
            chips.append((pygame.Rect(x, y, cw, chip_h), label, value))
            x += cw + SIDE_GAP
        return fit[0], fit[1], ssize, chips

    def _side_chosen(self, face: CardFace, w: int, h: int, lang: str, top: int = TILE_NAME_MAX
                     ) -> tuple[int, list[str], int, list[tuple[pygame.Rect, str, str]]] | None:
        """``_side_layout`` with the name whole at ``SIDE_GOOD`` px, else at ``SIDE_LESS``, and the numbers no smaller,
        where the tile has the room, else its largest numbers beside the name (issue 16: a side tile as wide as its name
        and numbers at 9 px take printed its numbers at 10 px and its name at 8)."""
        return next((found for floor in (SIDE_GOOD, SIDE_LESS) if floor <= top and (
            found := self._side_layout(face, w, h, lang, True, floor, top)) is not None), None) or \
            self._side_layout(face, w, h, lang, top=top)

    def _tile_whole(self, face: CardFace, w: int, h: int, lang: str, whole: bool, floor: int = MIN_NAME) -> bool:
        """Whether a tile ``w`` x ``h`` (``_draw_tile``, no type icon) shows the name of ``face`` whole (``whole``: no
        word broken) over all its numbers, the name at ``floor`` px or more and the numbers too (at most
        ``TILE_NUMBER``)."""
        name = table_name(face, lang)
        stats = [(_label(lbl, lang), _label(v, lang)) for lbl, v in face.stats]
        tsize, lines, ssize, chips = self._tile_layout(name, stats, w, h, 4, 0)
        shown = "".join(lines).replace(" ", "")
        return len(chips) == len(stats) and tsize >= floor and ssize >= min(floor, TILE_NUMBER) and (
            shown == name.replace(" ", "") if whole else
                                             shown.replace("-", "") == name.replace(" ", "").replace("-", ""))

    def _side_name(self, name: str, width: int, height: int, whole: bool = False,
                   top: int = TILE_NAME_MAX) -> tuple[int, list[str]] | None:
        """A side tile's name whole in ``width`` x ``height``: the largest size from ``top`` (``TILE_NAME_MAX``) down to
        ``MIN_NAME`` on one line or on two broken between words ("Capt." / "Kiriyama"), else (not ``whole``) on two
        lines broken inside a word (``_tile_name``); None where it does not fit."""
        japanese = " " not in name and not name.isascii()
        for size in range(max(MIN_NAME, min(top, TILE_NAME_MAX)), MIN_NAME - 1, -1):
            if self._name_ink(size) > height:
                continue
            if self.text.size(name, size, True)[0] <= width:
                return size, [name]
            if self._name_step(size) + self._name_ink(size) > height:
                continue
            if japanese:
                lines = split_lines(name, lambda ln: self.text.size(ln, size, True)[0] <= width, 2, True) or []
            else:
                lines = self._trial_wrap(name, size, width, bold=True)
                lines = [] if splits_a_word(name, lines) else lines
            if lines and len(lines) <= 2 and all(self.text.size(ln, size, True)[0] <= width for ln in lines):
                return size, lines
        fit = None if whole else self._tile_name(name, width, height, MIN_NAME, top=min(top, TILE_NAME_MAX))
        return fit if fit is not None and len(fit[1]) <= 2 else None

    def _draw_side(self, face: CardFace, w: int, h: int, lang: str,
                   name_max: int = 0) -> tuple[pygame.Surface, Anatomy] | None:
        """A side tile (``SIDE_H``): the type colour, the name whole on the left (at most ``name_max`` px where given),
        every number stacked on the right (``_side_chosen``); None where they do not fit (a plain strip instead)."""
        layout = self._side_chosen(face, w, h, lang, name_max or TILE_NAME_MAX)
        if layout is None:
            return None
        tsize, lines, ssize, chips = layout
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        style: FrameStyle = frame_for(face.kind)
        pygame.draw.rect(surf, style.band, (0, 0, w, h), border_radius=4)
        pygame.draw.rect(surf, face.accent or style.frame, (0, 0, w, h), 1, border_radius=4)
        if len(lines) > 1:  # the wrapped name, as the text-fit probe should know it
            lines = self.text.wrap("\n".join(lines), tsize, chips[0][0].x - SIDE_GAP - SIDE_PAD, bold=True)
        step, lift = self._name_step(tsize), self._name_lift(tsize)
        block = (len(lines) - 1) * step + self._name_ink(tsize)
        top = max(0, (h - block) // 2)
        ty = top - lift
        for line in lines:
            surf.blit(self.text.render(line, tsize, ink_on(style.band), bold=True), (SIDE_PAD, ty))
            ty += step
        name_rect = pygame.Rect(SIDE_PAD, top, max(self.text.size(ln, tsize, True)[0] for ln in lines), block)
        for box, label, value in chips:
            self._stat_chip(surf, box, label, value, ssize, style.ink, TILE_CHIP_PAD)
        return surf, Anatomy(name_rect, tuple(box.copy() for box, _, _ in chips), pygame.Rect(0, 0, 0, 0),
                             tuple(lines), len(chips))

    def _tile_choice(self, face: CardFace, w: int, h: int, lang: str, top: int = TILE_NAME_MAX,
                     larger: int = 0, numbers_at: int = 0) -> tuple[
            pygame.Surface | None, tuple[int, list[str], int, list[tuple[pygame.Rect, str, str]]]]:
        """(type icon or None, ``_tile_layout``) of a tile ``w`` x ``h`` (``_draw_tile``), its name at most ``top`` px
        (``larger``: a face that asks for a larger name gets at most this, a zone's one size over ``TILE_NAME_MAX``;
        ``numbers_at``: ``_tile_layout``'s)."""
        most = min(face.tile_name_max, larger) if larger else face.tile_name_max
        top = min(top, TILE_NAME_MAX)
        chosen = self._tile_choice_at(face, w, h, lang, top, bool(face.tile_name_max and larger), numbers_at)
        if most > top == TILE_NAME_MAX and chosen[1][0] == TILE_NAME_MAX:
            # a face that asks for a larger name (``CardFace.tile_name_max``) where its tile has the room: the largest
            # size on no more lines, with every number as large (not "グラップラー" / "グフ（ヒート" / "サーベル）" at 18 px
            # where "グラップラーグフ" / "（ヒートサーベル）" fit at 14)
            _, (_, lines, ssize, chips) = chosen
            for big in range(most, TILE_NAME_MAX, -1):
                found = self._tile_choice_at(face, w, h, lang, big, numbers_at=numbers_at)
                _, (bsize, blines, bssize, bchips) = found
                if bsize > TILE_NAME_MAX and len(blines) <= len(lines) and bssize >= ssize and len(bchips) >= len(chips):
                    return found
        return chosen

    def _tile_choice_at(self, face: CardFace, w: int, h: int, lang: str, top: int, whole_line: bool = False,
                        numbers_at: int = 0) -> tuple[
            pygame.Surface | None, tuple[int, list[str], int, list[tuple[pygame.Rect, str, str]]]]:
        """``_tile_choice`` with the name at most ``top`` px (``whole_line``: ``_tile_name_of``'s, a face that asks for a
        larger name in a zone of one size)."""
        lean = TURNED_EDGE if face.turned else 0
        name = table_name(face, lang)
        stats = [(_label(lbl, lang), _label(v, lang)) for lbl, v in face.stats]
        icon = self._type_icon(face.kind, TILE_ICON) if w - lean >= TILE_ICON_W else None
        chosen = self._tile_layout(name, stats, w - lean, h, 4, TILE_ICON + 3 if icon is not None else 0, top, whole_line,
                                   numbers_at)
        # the icon only where it costs the name no line, and no size under ``TILE_NAME_GOOD`` (SDGF's 93 px standby
        # tiles at 150 %: "Commander Sazabi" at 7 px beside it, 9 without; Ultra Seven's pair of members at 150 %,
        # issue 16: "Capt. Kiriyama" on one line at 9 px beside it); nor on a tile of a zone whose names print at one
        # size of ``TILE_NAME_GOOD`` or less (``top``): every tile of it without, not "アマギ隊員" with beside
        # "フルハシ隊員" without; nor where it prints the name under that one size (Ultra Seven's group of four at 150 %:
        # "キリヤマ隊長" at 11 px beside it in a zone of 12)
        if icon is not None and (len(chosen[1]) > 1 or chosen[0] < TILE_NAME_GOOD or top <= TILE_NAME_GOOD or
                                 chosen[0] < top < TILE_NAME_MAX):
            bare = self._tile_layout(name, stats, w - lean, h, 4, 0, top, whole_line, numbers_at)
            if len(bare[1]) < len(chosen[1]) or bare[0] > chosen[0] or \
                    top <= TILE_NAME_GOOD and (len(bare[1]), -bare[0]) <= (len(chosen[1]), -chosen[0]):
                icon, chosen = None, bare
        return icon, chosen

    def _draw_tile(self, face: CardFace, w: int, h: int, lang: str,
                   name_max: int = 0, numbers_at: int = 0) -> tuple[pygame.Surface, Anatomy]:
        """A tall strip: the type colour and icon, the name whole on up to three lines (at most ``name_max`` px where
        given), and under it the numbers as labelled chips in rows (at ``TILE_NUMBER`` px, smaller before the name would
        not fit; the name smaller, down to ``MIN_NAME``, before a number is left out: the hover view has every number;
        ``numbers_at``: ``_tile_layout``'s). A face with ``card_tile`` is painted as a card (``tilecard.draw``)."""
        if face.card_tile:
            from . import tilecard  # (it reads this module's constants)
            return tilecard.draw(self, face, w, h, lang, name_max, numbers_at)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        style: FrameStyle = frame_for(face.kind)
        frame = face.accent or style.frame
        band = style.band
        lean = TURNED_EDGE if face.turned else 0  # a turned card: muted, its left edge hatched (``_turned_edge``)
        if face.turned:
            band = tuple(round(c + (g - c) * TURNED_MIX) for c, g in zip(band, TURNED_GREY))  # type: ignore[assignment]
        radius = 5
        pygame.draw.rect(surf, band, (0, 0, w, h), border_radius=radius)
        if lean:
            self._turned_edge(surf, pygame.Rect(2, 2, lean, h - 4), frame)
        pygame.draw.rect(surf, frame, (0, 0, w, h), 2, border_radius=radius)
        pad, icon_side = 4, TILE_ICON
        icon, chosen = self._tile_choice(face, w, h, lang, name_max or TILE_NAME_MAX, name_max, numbers_at)
        name_x = lean + pad + (icon_side + 3 if icon is not None else 0)
        tsize, lines, ssize, chips = chosen
        if len(lines) > 1:  # the wrapped name, as the text-fit probe should know it
            lines = self.text.wrap("\n".join(lines), tsize, w - name_x - pad - 1, bold=True)
        chips_h = max(box.bottom + 3 for box, _, _ in chips) if chips else 0
        block = (len(lines) - 1) * self._name_step(tsize) + self._name_ink(tsize)
        top = pad + max(0, (h - 2 * pad - chips_h - block) // 2)
        name_rect = self._paint_tile_name(surf, icon, lines, tsize, band, lean + pad, name_x, top)
        numbers: list[pygame.Rect] = []
        y0 = h - pad - chips_h + 1
        for box, label, value in chips:
            box = box.move(lean + pad, y0)
            numbers.append(box.copy())
            self._stat_chip(surf, box, label, value, ssize, style.ink, TILE_CHIP_PAD)
        return surf, Anatomy(name_rect, tuple(numbers), pygame.Rect(0, 0, 0, 0), tuple(lines), len(chips))

    def _paint_tile_name(self, surf: pygame.Surface, icon: pygame.Surface | None, lines: list[str], tsize: int,
                         band, icon_x: int, name_x: int, top: int) -> pygame.Rect:
        """A tile's name lines from ``top`` (their ink's top) at ``name_x`` on ``band``, its type icon (if any) on a
        darker disc at ``icon_x``; the name's rect (``Anatomy.name``)."""
        if icon is not None:
            pygame.draw.circle(surf, tuple(max(0, c - 60) for c in band), (icon_x + TILE_ICON // 2, top + TILE_ICON // 2),
                               TILE_ICON // 2 + 1)
            surf.blit(icon, (icon_x, top))
        step, ty = self._name_step(tsize), top - self._name_lift(tsize)
        for line in lines:
            surf.blit(self.text.render(line, tsize, ink_on(band), bold=True), (name_x, ty))
            ty += step
        block = (len(lines) - 1) * step + self._name_ink(tsize)
        return pygame.Rect(name_x, top, max((self.text.size(ln, tsize, True)[0] for ln in lines), default=0), block)

    @staticmethod
    def _turned_edge(surf: pygame.Surface, edge: pygame.Rect, colour) -> None:
        """The hatched edge of a turned (tapped) tile: diagonal bars in the frame colour, as the long side of a card
        lying sideways, so a tapped card differs from an upright one by more than its colour and its chip."""
        hatch = pygame.Surface(edge.size, pygame.SRCALPHA)
        for y in range(-edge.w, edge.h, 5):
            pygame.draw.line(hatch, colour, (0, y + edge.w), (edge.w, y), 2)
        surf.blit(hatch, edge)
        pygame.draw.line(surf, colour, (edge.right, edge.y), (edge.right, edge.bottom - 1), 1)

    def _stat_chip(self, surf: pygame.Surface, box: pygame.Rect, label: str, value: str, size: int,
                   ink: tuple[int, int, int], pad: int = 3) -> None:
        """One labelled number on a strip or tile: a white chip, the label ``pad`` px in, then the value in bold."""
        pygame.draw.rect(surf, (255, 255, 255), box, border_radius=3)
        if label.startswith(ICON_MARK):  # the icon for the word (``_icon_chip``)
            side = self.icon_side(box.h + 4)
            surf.blit(art(f"stat-{label[len(ICON_MARK):]}.svg", side, side), (box.x + ICON_PAD, box.centery - side // 2))
            vs = self.text.render(value, size, ink, bold=True)
            surf.blit(vs, (box.x + 2 * ICON_PAD + side, box.centery - vs.get_height() // 2))
            return
        ls = self.text.render(label, size, STAT_LABEL)
        vs = self.text.render(value, size, ink, bold=True)
        surf.blit(ls, (box.x + pad, box.centery - ls.get_height() // 2))
        surf.blit(vs, (box.x + pad + ls.get_width() + pad, box.centery - vs.get_height() // 2))

    # -- backs --------------------------------------------------------------------
    def _draw_back(self, style: str, w: int, colour) -> pygame.Surface:
        h = card_size(w)[1]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 14)
        pygame.draw.rect(surf, colour, (0, 0, w, h), border_radius=radius)
        if style in BACKS:
            surf.blit(art(BACKS[style], w, h), (0, 0))
            return surf
        light = tuple(min(255, c + 40) for c in colour)
        step = max(6, w // 8)
        pattern = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(-h, w, step):
            pygame.draw.line(pattern, (*light, 90), (i, 0), (i + h, h), 2)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pattern, (0, 0))
        m = max(2, w // 14)
        pygame.draw.rect(surf, light, (m, m, w - 2 * m, h - 2 * m), max(1, w // 40), border_radius=radius)
        emblem = style[:2].upper() if style else "TT"
        size = self._fit(emblem, max(8, w // 4), w - 4 * m, bold=True)
        disc = tuple(max(0, c - 30) for c in colour)
        es = self.text.render(emblem, size, (240, 240, 245) if ink_on(disc)[0] > 128 else (20, 20, 24), bold=True)
        pygame.draw.circle(surf, disc, (w // 2, h // 2), max(es.get_width(), es.get_height()) // 2 + m)
        surf.blit(es, (w // 2 - es.get_width() // 2, h // 2 - es.get_height() // 2))
        return surf

    # -- markers -----------------------------------------------------------------
    def marker_spots(self, rect: pygame.Rect, markers: list[Marker], face: CardFace | None = None,
                     lang: str = "ja", beside: int = 0, least: int = 0,
                     full: bool = False) -> list[tuple[Marker, tuple[int, int], int]]:
        """Where ``draw_markers`` puts each shown counter: (marker, centre, radius).

        ``beside`` (a zone's ``aside``): in the column that many px wide on the card's left,
        from its bottom up, off the card. On a face they sit in its free room (the column a
        ``marker_room`` face keeps, else below the body text), top to bottom, then in a row
        from the right: never over the name or a number. On a back or a strip they go along
        the bottom edge from the left (a strip: in the room it kept on its right). ``least`` (a zone's
        ``count_least``, px): each count printed at that size or larger, on a back in a counter that large. ``full``:
        the face is the hover view's (laid out as ``face(..., full=True)``, also where it did not grow taller)."""
        shown = [mk for mk in markers if mk.count > 0]
        if not shown:
            return []
        r = marker_radius(rect.w) if rect.h > rect.w // 2 else strip_marker_radius(rect.h)
        if least and face is None and not beside and rect.h > rect.w // 2:  # (a strip's: its count alone larger)
            r = max(r, math.ceil(least / COUNT_SHARE))
        if beside:
            r = max(4, (beside - 4) // 2)  # (as wide as the column: its count at ``ASIDE_COUNT`` px)
            x = rect.x - 2 - (beside - 2) // 2
            return [(marker, (x, rect.bottom - r - 1 - i * (2 * r + 3)), r) for i, marker in enumerate(shown)]
        spots: list[tuple[int, int]] = []
        if face is not None and rect.h > rect.w // 2:
            full = full or rect.h > card_size(rect.w)[1]  # the hover view's face (grown taller for its whole text)
            anatomy = self.anatomy(face, rect.w, lang, full).moved(rect.x, rect.y)
            free = anatomy.free
            per_col = max(1, (free.h - 2) // (2 * r + 3))
            if free.h >= 2 * r + 2:
                for i in range(len(shown)):
                    col, row = divmod(i, per_col)
                    spots.append((free.right - r - 1 - col * (2 * r + 3), free.y + r + 1 + row * (2 * r + 3)))
            else:  # no room below the text: down the card's right edge under the name, over no number, inside the
                # card where it has room (a face's icon rows keep to the left), else smaller and half outside it
                m, big = max(2, rect.w // 28), r
                for inside, r in ((inside, r) for inside in (True, False) for r in range(big, min(big, 5) - 1, -1)):
                    spots = self._edge_spots(rect, anatomy, len(shown), r, rect.right - (2 * m + r if inside else 0))
                    if spots:
                        break
                if not spots:
                    r = max(5, min(big, (rect.h - 4) // max(1, 2 * len(shown))))
                    spots = [(rect.right, rect.y + rect.h // 4 + r + i * (2 * r + 2)) for i in range(len(shown))]
        if not spots:
            # (counters made larger for their counts, ``least``, as far apart as their shapes reach)
            step = 2 * math.ceil(r * max(SHAPE_REACH.get(mk.shape, 1.0) for mk in shown)) + 4 if least else 2 * r + 4
            x = rect.x + r + 2 if rect.h > rect.w // 2 else rect.right - r - 2 - step * (len(shown) - 1)
            spots = [(x + i * step, rect.bottom - r - 2 if rect.h > rect.w // 2 else rect.centery)
                     for i in range(len(shown))]
        return [(marker, spot, r) for marker, spot in zip(shown, spots)]

    @staticmethod
    def _edge_spots(rect: pygame.Rect, anatomy: Anatomy, count: int, r: int, x: int) -> list[tuple[int, int]]:
        """Centres ``x`` px across for ``count`` counters of radius ``r`` down a face drawn at ``rect`` from under its
        name to above its number boxes, each clear of the numbers (a corner chip); none if they do not all fit."""
        spots: list[tuple[int, int]] = []
        boxes = anatomy.numbers[len(anatomy.numbers) - anatomy.stats:] if anatomy.stats else ()
        bottom = min((box.y for box in boxes), default=rect.bottom) - 2
        y = anatomy.name.bottom + 2 + r
        while len(spots) < count and y + r < bottom:
            box = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1).clip(rect)
            if box.collidelist(anatomy.numbers) < 0:
                spots.append((x, y))
                y += 2 * r + 3
            else:
                y += 1
        return spots if len(spots) == count else []

    def marker_rects(self, rect: pygame.Rect, markers: list[Marker], face: CardFace | None = None,
                     lang: str = "ja", beside: int = 0, least: int = 0, full: bool = False) -> list[pygame.Rect]:
        """The box each counter ``draw_markers`` draws covers (its shape and outline)."""
        return [box for _, box in self.marker_boxes(rect, markers, face, lang, beside, least, full)]

    def marker_boxes(self, rect: pygame.Rect, markers: list[Marker], face: CardFace | None = None,
                     lang: str = "ja", beside: int = 0, least: int = 0,
                     full: bool = False) -> list[tuple[Marker, pygame.Rect]]:
        """Each counter ``draw_markers`` draws and the box it covers (``marker_rects``)."""
        out = []
        for marker, (x, y), r in self.marker_spots(rect, markers, face, lang, beside, least, full):
            half = math.ceil(r * SHAPE_REACH.get(marker.shape, 1.0)) + 1
            out.append((marker, pygame.Rect(x - half, y - half, 2 * half + 1, 2 * half + 1)))
        return out

    def draw_markers(self, surface: pygame.Surface, rect: pygame.Rect, markers: list[Marker],
                     face: CardFace | None = None, lang: str = "ja", beside: int = 0, least: int = 0,
                     full: bool = False) -> None:
        """Counters on a card (chits, damage), each with its count, where ``marker_spots`` says."""
        for marker, (x, y), r in self.marker_spots(rect, markers, face, lang, beside, least, full):
            draw_shape(surface, marker.shape, (x, y), r, marker.colour, (255, 255, 255), 2)
            label = f"{marker.label}{marker.count}" if marker.label else str(marker.count)
            size = self._fit(label, max(ASIDE_COUNT if beside else 8, int(r * COUNT_SHARE), least), 2 * r + 6,
                             bold=True, smallest=least or SMALLEST)
            s = self.text.render(label, size, ink_on(marker.colour), bold=True)
            surface.blit(s, (x - s.get_width() // 2, y - s.get_height() // 2))


def word_breaks(text: str, lines: list[str]) -> list[bool]:
    """For each line of ``lines`` (``wrap`` of ``text``): whether it ends inside a Latin word ("Counterattac" / "k",
    "Char'" / "s": an apostrophe between letters is part of its word) or before a character that may not start a
    line ("(Torpedoes" / ")"); Japanese may break anywhere else."""
    breaks: list[bool] = []
    at = 0
    for line in lines:
        found = text.find(line, at)
        if found < 0:
            return breaks + [False] * (len(lines) - len(breaks))
        at = found + len(line)
        breaks.append(0 < at < len(text) and _glued(text[at - 1], text[at]))
    return breaks


#: Stands for a space in a Japanese name while ``split_spaced`` breaks it: a mark, after which a line may break.
SPACE_MARK = "\u2060"


def split_spaced(name: str, fits: Callable[[str], bool], most: int, soft: bool = True) -> list[str] | None:
    """``breaks.split_lines`` of a Japanese name that may hold spaces ("武者頑駄無 爆熱丸"): such a name breaks only at a
    space (dropped) or where the script changes, never inside a run of kanji ("武者頑" / "駄無 爆" / "熱丸" was drawn)."""
    if " " not in name:
        return split_lines(name, fits, most, soft)
    lines = split_lines(name.replace(" ", SPACE_MARK), lambda ln: fits(ln.replace(SPACE_MARK, " ").strip()), most, soft,
                        free=True)
    return None if lines is None else [ln.replace(SPACE_MARK, " ").strip() for ln in lines]


def splits_a_word(text: str, lines: list[str]) -> bool:
    """True when ``lines`` (``wrap`` of ``text``) break a Latin word between two letters."""
    return any(word_breaks(text, lines[:-1]))


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum() or ch in APOSTROPHES


def _glued(before: str, after: str) -> bool:
    """Whether no line may break between ``before`` and ``after``: inside a Latin word, or against kinsoku."""
    if before.isspace() or after.isspace():
        return False
    return _latin(before) and _latin(after) or after in NO_LINE_START or before in NO_LINE_END


#: Latin word parts a compound in the card names joins ("Counter" + "attack"): a hyphen goes between them first.
LATIN_PARTS = ("counter", "under", "over", "super", "power")
#: Letter pairs that spell one sound and are never split by a hyphen.
DIGRAPHS = frozenset({"ch", "ck", "gh", "ng", "ph", "qu", "sh", "th", "wh"})
_VOWELS = frozenset("aeiouy")


def hyphen_points(word: str) -> list[int]:
    """Where a Latin ``word`` may be broken with a hyphen, in order, at least ``HYPHEN_PART`` letters from either end:
    after a compound's first part (``LATIN_PARTS``: "Counter" / "attack", returned alone), else between two consonants
    with a vowel on either side ("Exhaus" / "tion", "Encourage" / "ment") or before a lone consonant after a vowel
    ("Kilo" / "metres"); never inside a digraph ("th", "ch"...) or next to a character that is not a letter."""
    low = word.lower()
    for part in LATIN_PARTS:
        if low.startswith(part) and len(word) - len(part) >= HYPHEN_PART and low[len(part)].isalpha():
            return [len(part)]
    points = []
    for i in range(HYPHEN_PART, len(word) - HYPHEN_PART + 1):
        a, b = low[i - 1], low[i]
        if not (a.isalpha() and b.isalpha() and low[i - 2].isalpha() and low[i + 1:i + 2].isalpha()):
            continue
        if a + b in DIGRAPHS or low[i - 2] + a in DIGRAPHS or b + low[i + 1] in DIGRAPHS:
            continue
        before, after = low[i - 2] in _VOWELS, low[i + 1] in _VOWELS
        if a not in _VOWELS and b not in _VOWELS and before and after:
            points.append(i)  # VC-CV
        elif a in _VOWELS and b not in _VOWELS and after:
            points.append(i)  # V-CV
    return points

