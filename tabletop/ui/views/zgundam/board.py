"""Where everything goes on the Z Gundam table, as card-table zones built from one seat's view.

``Board.build(view, size, ...)`` places, for a table of 2-6 seats:

* the seat at the computer at the bottom: its hand as a fan, its ship row with
  damage markers, its combat-ready MS + pilot pairs and its score pile;
* the ship deck, the action deck and the discard pile (with counts) beside
  the hand;
* every other seat in a compact row above (one column for 1-3 other seats,
  two columns for 4-5, or one row each where that gives their cards taller
  name strips, ``smallest_print``: six seats in a small window): ship row,
  pairs, score pile, and its hand only as a face-down count. Where the rows are
  so small that cards show as name strips, the info column narrows and the
  score pile gives way (the points are written by the seat's name), so ships
  and pairs keep the width their names need; each column of strips gets its
  readable width (``STRIP_MIN_W``) before the rest is shared. A *thin* row (too
  low for zone labels over two strips a column) has no zone labels: its strips
  take the whole height, and the seat's name, points and hand count are
  written beside them (three lines high: one a line in a narrower column, ``STACKED_INFO_W``); it shares its width
  between ships and pairs by their columns. Where the rows are thin, the seat's own row takes its least height
  and the gaps close when that makes the strips taller (their names print
  larger); thin rows may be as high as their cards need instead (``fitted_lines``: an empty seat one line of
  strips, a crowded one three or four), and so may rows under zone labels whose strips print names small or cut
  (four seats at 150 %: a seat's three pairs in three columns beside its ships). Where a row has room for its cards at the face's floor width
  (``FACE_FLOOR_W``: another seat's ships at 2-3 seats), they show as faces.

Given the table's card renderer (``build(..., renderer, lang)``), the board measures its name strips
(``short_strips``, ``lost``): of the other seats in two columns or a row each, and of the splits of another seat's
row between ships and pairs, it takes the one whose strips leave out the fewest numbers and names (at UI scale
150 % no layout shows every number of every seat's four ships; ``tools/zgundam_strips.py`` counts what is left
out on set-up tables). The seat's own ship strips get ``OWN_STRIPS_W`` a column (its empty taken pile gives way).
Other seats' ship strips print their numbers' values in columns (``ZoneSpec.columns``), the labels written once over
them in the zone's label line; thin rows (six seats) take one ships' width in every row, their columns lined up under
one line of labels (``HEAD_H``) over the first row, where that loses fewer numbers, names and strips or prints fewer
names under ``NAME_WELL`` px; every row's strips as high and its columns as wide as the first row's
(``line_up_heads``), a lined board taken only where every strip stands under a column of the first row's
(``heads_line_up``).

The seat's own ship strips print their values in columns under labels written once too where their labelled numbers
do not fit beside the whole name (a taken pile beside them, six seats) or where that leaves its pairs the room for
theirs; another seat's row whose strips of columns would lose every name keeps labelled chips. A hand of a few cards
that fit only as faces under ``FACE_FLOOR_W`` (150 %) is name strips, in the columns that print its smallest whole name
largest (``hand_columns``); another seat's pairs in a thin row take columns as wide as their names need where all fit so
(``pair_need``), its ships columns as wide as their names at ``NAME_GOOD`` px and markers need (``ship_need``). The counts (``lost``) weigh a number left out as
``NUMBER_WEIGHT`` names and count a value pushed off a narrow strip (``shown_numbers``).

Cards side by side in a row never overlap: ships and pairs take the width at
which they all fit (``side_by_side``), and below the readable card width they
become name strips, so every name and number stays in view (at UI scale 150 %
too).

Seats are told apart by their palette colour AND shape (``theme.side_style``):
the scene draws the marker by each seat's name, other seats' hand piles carry
it on their backs.

Only what ``session.view(seat)`` shows is drawn: other seats' hands have no
card ids at all (``CardEntry(None)``), so no frame can leak them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame

from tabletop.core.i18n import Text
from tabletop.ui.cards.layout import (STRIP_BELOW, STRIP_H, STRIP_MAX_H, STRIP_MIN_W, CardEntry, ZoneSpec, hand_layout,
                                      layout_zone)
from tabletop.ui.cards.face import CardFace
from tabletop.ui.cards.render import SHORT_LEAST, Anatomy, CardRenderer, card_size, strip_marker_radius

from .chips import one_style
from .faces import damage_marker, face_for, taken_face

LABEL_H = 24  # a zone label (small print at 3 px from the frame top) stays clear of the cards below it
BACK_ACTIONS = (70, 40, 90)
BACK_SHIPS = (40, 60, 110)
THIN_INFO_W = 124  # a thin row's info column: name and points on one line, the hand count under them
THIN_GAP = 4  # between thin rows
THIN_INFO_H = 60  # a seat's info column lower than this: a thin row (its strips as tall as they can be)
TIGHT_GAP = 3  # between the rows and the seat's own row and hand where the thin rows need the room
OWN_LEAST = 110  # the seat's own row's least height
#: From this many seats a tight board (``build``) gives the other seats' rows what the seat's own hand and row can spare:
#: the hand ``HAND_TIGHT`` px high (its piles' labels whole: "艦船の山札" was cut at 100), the own row with no pair
#: and nothing taken as high as one column of its ship strips needs, at least ``OWN_TIGHT`` (six seats at 800x560,
#: set-up, seeds 1-3: names cut ja 300 -> 47, en 557 -> 62; at 150 % ja 99 -> 6, en 30 -> 3). Session 30: the hand
#: 110 -> 105 px, and the own row with pairs too as high as one column of its ships or pairs needs (nothing taken yet):
#: the other rows a line more (a seat of three ships and three pairs in two lines cut "Kacri…", "Asto…", "Supe…");
#: six seats at 800x560, set-up, seeds 1-3, texts cut ja 10 -> 2, en 26 -> 1, the other seats' names under 9 px
#: ja 359 -> 266, en 242 -> 164 of 1627 (the seat's own names under 10 px ja 25 -> 52, en 21 -> 31 of 688, most in its hand)
TIGHTER_SEATS = 6
HAND_TIGHT = 105
OWN_TIGHT = 90
PILE_TIGHT_W = 88  # px: ... its piles keep this width for their labels ("Action deck (64)" was cut at 72)
#: The seat's own row grows to hold this many strips a column (three pairs: at 800x560 with two seats they were two
#: columns of strips 17 px high, "カクリコン…" and "アストナージ…" cut beside room) where every other seat's row
#: keeps ``OTHER_KEEP`` px
OWN_COLUMN_MOST = 6
OTHER_KEEP = 160
SHRINK_LEAST = 0.8  # cards in a row shrink to this share of their width to fit side by side; below it, strips
CARD_GAP = 6  # the gap between cards side by side in a row zone (``cards.layout``)
#: The narrowest face whose name keeps the print floor (docs/art.md, "Type": 13 px from 87 px): a row of
#: large cards shrinks to this before it turns to name strips (another seat's ships at 2-3 seats).
FACE_FLOOR_W = 88
#: The width a seat's own ship strips need for the name and all four numbers (UI scale 150 %): the own row shows its
#: cards as strips under ``FACE_FLOOR_W`` only where its ships get this much a column.
OWN_STRIPS_W = 240
#: The least width the seat's own combat-ready pairs keep beside its ship strips (two columns of name strips)
OWN_PAIRS_W = 220
#: px: the line of labels over thin rows whose ships print their numbers in columns (``render.COLUMN_HEAD`` px print)
HEAD_H = 14
#: Thin rows lined up under one line of labels try their ships' width from 5 to 16 twentieths of the row's body (from 8,
#: the pairs of a seat with four printed their names on two lines at 8 px beside ships with room to spare: 1920x1080 at
#: 150 %; of those leaving out as few numbers and names, the one with the fewest ``small_names``)
LINED_SHARES = (5, 16)
#: Thin rows lined up cost the pairs no more than this many more strips short a seat. 1: six seats in Japanese keep
#: their pairs' numbers (scan, 6 seats ja: pairs short 24 -> 6), their ships in labelled chips (ships lose 3 of 4);
#: 2 takes the lined columns in Japanese too, the pairs losing more than before (ja 24 -> 42; all: pairs 94, numbers
#: 149, cut names 14 against 52 / 250 / 4)
LINED_PAIRS = 1
#: px: the seat's own taken pile as a tile of its top card beside its ship strips: a ship's name whole over its points
#: and four numbers (at six seats, 82 px high, 67 px showed three of アーガマ's and ジュピトリス's four)
TILE_W = 78
EMPTY_READY_W = 100  # px: another seat's combat-ready zone with no pair keeps its label ("準備完了 (0)") whole
#: px: ... and a thin row's (no label): its ships take the rest (six seats set up on a client at 800x560: three ships a
#: row, one strip a column, pushed a value off every strip beside an empty zone of 64 px)
EMPTY_THIN_W = 24
#: px: another seat's ships zone with no ship keeps its label ("艦船", "Ships"); its pairs take the rest (five seats at
#: 150 %: an empty ships zone kept a third of the row while three pairs printed short names)
EMPTY_SHIPS_W = 64
SHORT_SLACK = 4  # strips: a board whose names print larger may lose this many more numbers or names (``better``)
#: a number left out counts as this many names cut to a short form (``lost``): a board trades names for numbers, never
#: numbers for names (issue 16: every number shown, a name may shrink to a readable short form; the hover shows it)
NUMBER_WEIGHT = 4
#: a name's short form keeping fewer characters than this ("Aud…", "Col…", "サラ…") weighs one more name (``lost``): of
#: the splits of a row between ships and pairs, the one whose short forms say more of their names
SHORT_GOOD = 6
#: px: a name printed smaller than this on another seat's strip is small (``small_names``): of boards that leave out as
#: many numbers and names, the one with the fewest small names (issue 16: names at 8 px on six seats at 150 %)
NAME_GOOD = 10
#: px: a name printed under this on another seat's strip is modest (``modest_names``): of lined thin rows (``HEAD_H``)
#: leaving out no more, the one with fewer modest names may have lower strips (six seats at 800x560, set-up: ships
#: in labelled columns print their names 12-13 px where chips with icons left them 10-11)
NAME_WELL = 12
#: Thin rows fitted to their cards (``fitted_lines``): a row's height in lines of strips, the total of the rows' even
#: share; a line of strips ``LINE_H`` px (a strip and its gap), a row ``ROW_PAD`` px more than its lines
LINE_H = STRIP_H + 2
ROW_PAD = 2
#: a row fitted to its cards may leave out this much more of one seat's names (``lost``: a name cut weighs 1, or 2
#: where its short form keeps under ``SHORT_GOOD`` characters) where the board as a whole leaves out less
SEAT_SLACK = 2
#: the most lines of strips a thin row fitted to its cards takes (``fitted_lines``)
FIT_MOST = 4
FIT_GAP = 2  # px: between rows fitted to their cards (their frames apart; ``THIN_GAP`` took a line of strips)
#: px: a row of one line of strips writes its seat's name, points and hand count on that line (``scene.seat_info``):
#: its info column is this wide
ONE_LINE_INFO_W = 190
#: px: a thin row at least ``STACKED_INFO_H`` high writes its seat's name, points and hand count on three lines in small
#: type (``scene.seat_info``, ``SeatBox.stacked``): its info column is ``STACKED_INFO_W`` wide, its strips take the rest
#: (five seats at 800x560: a 124 px column held "P1 得点 0" over empty room while the pairs beside it printed "カクリ…";
#: session 29, from 56 px down to 44: six seats at 800x560 in set-up, rows of 44-50 px, their type a third of the row,
#: ``scene.STACKED_TYPE_LEAST`` px or more: texts cut ja 46 -> 10, en 41 -> 26, numbers left out ja 139 -> 48, en 103 -> 0)
STACKED_INFO_H = 44  # (three lines of 13 px type 14 px apart; 15 px type from 56 px)
STACKED_INFO_W = 80
#: px: thin rows fitted to their cards may take more lines of strips than rows of even height, their strips no lower
#: than this (a name at ``NAME_GOOD`` px or more: ``render.STRIP_NAME_SHARE`` of 17 px is 10 px)
FIT_LEAST = 17
#: px: the widest a strip is tried for its whole name on one line at ``NAME_GOOD`` px with every number (``good_need``)
GOOD_MOST = 260
PAIR_MARGIN = 5  # px: a combat-ready zone's strips keep clear of its frame's bottom and leave room on the left for
                 # the bracket that joins each MS to its pilot (``pair_strips``)


@dataclass
class SeatBox:
    """One seat's area on screen, for drawing its label, points and hand count."""

    seat: int
    rect: pygame.Rect
    info: pygame.Rect
    own: bool
    pairs: list[tuple[str, str]] = field(default_factory=list)
    stacked: bool = False  # a thin row's info column of three lines in small type (``STACKED_INFO_W``)


@dataclass
class Board:
    """The zones of one frame and the seat areas around them."""

    zones: list[ZoneSpec] = field(default_factory=list)
    seats: list[SeatBox] = field(default_factory=list)
    table: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def seat_order(view: dict, me: int | None) -> list[int]:
    """Other seats in play order starting after ``me`` (clockwise)."""
    n = len(view["seats"])
    first = 0 if me is None else me + 1
    return [(first + i) % n for i in range(n) if me is None or (first + i) % n != me]


def thin_info_w(h: int, lines: int = 0) -> int:
    """The info column's width of a thin row ``h`` px high (``lines``: a row fitted to one line of strips)."""
    if lines == 1:
        return ONE_LINE_INFO_W
    return STACKED_INFO_W if h >= STACKED_INFO_H else THIN_INFO_W


def fit_width(height: int, cap: int) -> int:
    """The widest card (at most ``cap``) whose height fits ``height``."""
    return max(24, min(cap, int(height / card_size(100)[1] * 100)))


def side_by_side(width: int, n: int, cap: int) -> int:
    """The card width for ``n`` cards side by side in ``width`` without overlapping, so every name and
    number stays in view: ``cap`` (the row's card width) when they fit, a little narrower (down to
    ``SHRINK_LEAST`` of it, or to the face's floor width ``FACE_FLOOR_W`` for large cards) when that is
    enough; else just under ``STRIP_BELOW``, so the zone shows name strips instead (``cards.layout``)."""
    fit = min(cap, (width - CARD_GAP * (n - 1)) // max(1, n))
    return fit if fit >= max(STRIP_BELOW, min(int(cap * SHRINK_LEAST), FACE_FLOOR_W)) else STRIP_BELOW - 1


def pair_strips(frame: pygame.Rect, label: int, n: int) -> pygame.Rect:
    """Where a combat-ready zone of ``n`` name strips puts them inside its ``frame`` (``label`` px at the top
    for its label): ``PAIR_MARGIN`` px clear at the bottom (the last strip off the frame's edge; a thin row without
    a label keeps the whole height, its strips as tall as they can be) and on the left
    (the bracket joining an MS to its pilot), and, when they take more than one column, an even number of
    strips a column, so that no pair is split between two columns; the strips no taller than the whole frame
    would make them."""
    step = STRIP_H + 2
    full = frame.h - label
    keep = min(STRIP_MAX_H, (full + 2) // min(n, max(1, (full + 2) // step)) - 2)  # their height in the whole frame:
    room = full - (PAIR_MARGIN if label else 0)                                    # taller, a larger name would
    per_col = max(1, (room + 2) // step)                                           # push its number out
    if n > per_col and per_col % 2 == 1 and per_col > 1:
        per_col -= 1
    room = min(room, min(n, per_col) * (keep + 2) - 2, per_col * step + STRIP_H - 1)
    return pygame.Rect(frame.x + PAIR_MARGIN, frame.y, frame.w - PAIR_MARGIN, label + room)


def smallest_print(board: Board, skip: int | None = None) -> float:
    """About how large (px) the smallest name of the seats' ships and pairs (but seat ``skip``'s) is
    printed on ``board``: a strip's name at 0.62 of its height (at most 12), a card's at an eighth of
    its width."""
    mine = ("ships", "ready") if skip is None else (f"ships{skip}", f"ready{skip}")
    sizes = [min(12.0, slot.rect.h * 0.62) if slot.strip else slot.rect.w / 8
             for zone in board.zones if zone.name.startswith(("ships", "ready"))
             and (skip is None or zone.name not in mine) for slot in layout_zone(zone)]
    return min(sizes, default=12.0)


def short_strips(board: Board, renderer: CardRenderer | None, lang: str, skip: int | None = None) -> int:
    """How many of the name strips of the seats' ships and pairs on ``board`` (but seat ``skip``'s) lose a number or
    their name (all but a short form's ``SHORT_LEAST`` characters) as ``renderer`` draws them in ``lang``, or are lower than ``STRIP_H`` (a card: narrower than
    ``STRIP_BELOW``; 0 without a renderer). Each zone's count is kept (``_SHORT``): a board is built again on every
    pick and hover of a move, its zones mostly the same."""
    return lost(board, renderer, lang, skip)[0]


def lost(board: Board, renderer: CardRenderer | None, lang: str, skip: int | None = None) -> tuple[int, int]:
    """(``short_strips``, how many numbers and names those strips leave out in all, a number as ``NUMBER_WEIGHT`` names)."""
    if renderer is None:
        return 0, 0
    mine = () if skip is None else (f"ships{skip}", f"ready{skip}")
    counts = [_zone_short(zone, renderer, lang) for zone in board.zones
              if zone.name.startswith(("ships", "ready")) and zone.name not in mine]
    return sum(c[0] for c in counts), sum(c[1] for c in counts)


def pairs_short(board: Board, renderer: CardRenderer, lang: str) -> int:
    """How many of the combat-ready pairs' name strips on ``board`` lose their number or part of their name."""
    return sum(_zone_short(zone, renderer, lang)[0] for zone in board.zones if zone.name.startswith("ready"))


_SHORT: dict[tuple, tuple[int, int, bool, int, int]] = {}  # ``_zone_short``'s counts by the zone's place, cards and print
_SPLITS: dict[tuple, int] = {}  # another seat's row: the ships' width chosen (``build``) by the row's place and cards


def shown_numbers(anatomy: Anatomy) -> int:
    """How many numbers a strip's ``anatomy`` shows: a strip of columns too narrow for them all pushed the first off its
    left edge (five ships in three columns of strips 60 px wide, their names gone too)."""
    return anatomy.stats - sum(1 for box in anatomy.numbers if box.x < 1)


def _zone_short(zone: ZoneSpec, renderer: CardRenderer, lang: str) -> tuple[int, int]:
    """``lost`` of one zone."""
    return _zone_counts(zone, renderer, lang)[:2]


def pushes_off(zones: list[ZoneSpec], renderer: CardRenderer, lang: str) -> bool:
    """Whether a strip of columns in ``zones`` is too narrow for its values, the first pushed off its left edge and its
    column's label over the next column's (five seats on a client at 800x560: three ships a row, a strip each column)."""
    return any(_zone_counts(zone, renderer, lang)[2] for zone in zones if zone.columns)


def small_names(board: Board, renderer: CardRenderer | None, lang: str, skip: int | None = None,
                kinds: tuple[str, ...] = ("ships", "ready")) -> int:
    """How many names of the seats' ships and pairs (but seat ``skip``'s; ``kinds``: of those zones only) print under
    ``NAME_GOOD`` px, in a short form or not at all on ``board``'s name strips (0 without a renderer)."""
    if renderer is None:
        return 0
    mine = () if skip is None else (f"ships{skip}", f"ready{skip}")
    return sum(_zone_counts(zone, renderer, lang)[3] for zone in board.zones
               if zone.name.startswith(kinds) and zone.name not in mine)


def modest_names(board: Board, renderer: CardRenderer, lang: str) -> int:
    """How many names of the other seats' ships and pairs on ``board``'s name strips print under ``NAME_WELL`` px, in a
    short form or not at all."""
    return sum(_zone_counts(zone, renderer, lang)[4] for zone in board.zones if zone.name.startswith(("ships", "ready")))


def _zone_counts(zone: ZoneSpec, renderer: CardRenderer, lang: str) -> tuple[int, int, bool, int, int]:
    """``lost`` of one zone, whether a strip of its pushes a value off (``pushes_off``), its ``small_names`` and its
    ``modest_names``."""
    key = (id(renderer), lang, zone.name, zone.rect.size, zone.card_width, zone.label_space, zone.mode, zone.columns,
           zone.column_room, zone.column_rows, zone.strip_max,
           tuple((e.id, sum(1 for mk in e.markers if mk.count > 0)) for e in zone.cards))
    found = _SHORT.get(key)
    if found is not None:
        return found
    short = numbers = small = modest = 0
    pushed = False
    # the counters a strip keeps room for: a zone of columns keeps the most on every strip (``table._reserved``)
    marked = [sum(1 for mk in e.markers if mk.count > 0) for e in zone.cards]
    for slot in layout_zone(zone):
        reserved = max([zone.column_room] + marked) if zone.columns else sum(1 for mk in slot.entry.markers if mk.count > 0)
        face = slot.entry.face
        if face is None:
            continue
        if slot.rect.h < STRIP_H if slot.strip else slot.rect.w < STRIP_BELOW:  # print under the floor: lost
            short, numbers = short + 1, numbers + NUMBER_WEIGHT * (len(face.stats) + 1)  # (its name gone)
            small, modest = small + 1, modest + 1
            continue
        if not slot.strip:
            continue
        # weighed with words (no icon chips): a strip's icons only add numbers where its words lose them, so the board
        # chooses as with words and its strips show those numbers or more; weighed with icons, the ships took the
        # pairs' width (scan, six seats at 150 %: pairs short 19 -> 45, issue 16)
        # (a face that keeps its numbers first, ``CardFace.numbers_first``, is weighed as drawn: its icons and short
        # name are what keep every number)
        worded = replace(face, stat_icons=()) if face.stat_icons and not face.numbers_first else face
        anatomy = renderer.strip_anatomy(worded, slot.rect.w, slot.rect.h, lang, zone.back_colour, reserved,
                                         columns=zone.columns)
        name = face.title.get(lang).replace(" ", "")
        drawn = "".join(anatomy.lines).replace(" ", "")
        cut = drawn != name
        gone = len(drawn.rstrip("…")) < SHORT_LEAST  # no name, or too little of it to say which card it is
        shown = shown_numbers(anatomy)
        pushed = pushed or shown < anatomy.stats
        small += cut or anatomy.name_size < NAME_GOOD
        modest += cut or anatomy.name_size < NAME_WELL
        short += shown < len(face.stats) or gone  # (a name in a short form is a strip's form, not a strip short)
        # (a zone of columns cuts a name, never a number; a name in a short form weighs a quarter of a number, half
        # where it keeps fewer than ``SHORT_GOOD`` characters, a name gone a number more)
        numbers += NUMBER_WEIGHT * (len(face.stats) - shown + gone) + cut + \
            (cut and not gone and len(drawn.rstrip("…")) < SHORT_GOOD)
    if len(_SHORT) > 4000:
        _SHORT.clear()
    _SHORT[key] = (short, numbers, pushed, small, modest)
    return _SHORT[key]


def line_up_heads(rows: list[ZoneSpec]) -> None:
    """Thin rows lined up (``HEAD_H``): the labels are written over the first row's columns of strips only, so that row
    takes as many columns as the row with the most (its strips fewer a column, ``column_rows``): two ships in one
    column over rows of two columns left the other rows' left column without a label over it. Every row's strips are
    then as high as the lowest (a value's column is as wide as its strip's print) and a row of fewer columns is as
    narrow as that many of the first row's (one ship's strip the row's whole width put its values under no label);
    ``heads_line_up`` says whether every strip now stands under a column of the first row's."""
    if not rows:
        return
    most = max(len({slot.rect.x for slot in layout_zone(zone)}) for zone in rows)
    first = rows[0]
    if first.cards and len({slot.rect.x for slot in layout_zone(first)}) < most:
        first.column_rows = max(1, math.ceil(len(first.cards) / most))
    low = min((slot.rect.h for zone in rows for slot in layout_zone(zone)), default=0)
    col_w = (first.rect.w - 4 * (most - 1)) // most
    for zone in rows:
        zone.strip_max = low
        cols = len({slot.rect.x for slot in layout_zone(zone)})
        if zone is not first and zone.cards and cols < most:
            zone.frame = zone.frame or pygame.Rect(zone.rect)  # (its outline stays the row's)
            zone.rect = pygame.Rect(zone.rect.x, zone.rect.y, cols * col_w + 4 * (cols - 1), zone.rect.h)


def heads_line_up(rows: list[ZoneSpec]) -> bool:
    """Whether every strip of the lined ``rows`` (``line_up_heads``) has a column of the first row's strips as wide and
    as high at its place, so that the labels written over the first row stand over its values (a first row of one
    ship over rows of two columns cannot: its labels would be over one column only)."""
    if not rows or not rows[0].heads:
        return not rows
    heads = {(s.rect.x, s.rect.w, s.rect.h) for s in layout_zone(rows[0]) if s.strip}
    return all(s.strip and (s.rect.x, s.rect.w, s.rect.h) in heads for zone in rows for s in layout_zone(zone)) and \
        len({zone.column_room for zone in rows}) == 1


def lowest(zones: list[ZoneSpec]) -> int:
    """The height of the lowest name strip in ``zones`` (``STRIP_MAX_H`` where none is a strip)."""
    return min((slot.rect.h for zone in zones for slot in layout_zone(zone) if slot.strip), default=STRIP_MAX_H)


def better(board: Board, than: Board, renderer: CardRenderer | None, lang: str, skip: int | None = None) -> bool:
    """Whether ``board`` shows the seats' ships and pairs (but seat ``skip``'s) better than ``than``: with more than
    ``SHORT_SLACK`` fewer strips that lose a number or a name (``short_strips``); else, with no more than that many
    more, with larger names (``smallest_print``). (Fewer numbers first chose boards whose cut names and overlapping
    faces it does not count: five seats at 150 %.)"""
    short, other = short_strips(board, renderer, lang, skip), short_strips(than, renderer, lang, skip)
    if abs(short - other) > SHORT_SLACK:
        return short < other
    return smallest_print(board, skip) > smallest_print(than, skip)


def fewer(lost: tuple[int, int], than: tuple[int, int]) -> bool:
    """Whether ``lost`` (``lost``'s strips short and numbers and names left out) is less than ``than``: more than
    ``SHORT_SLACK`` fewer numbers and names left out, else (no more than that many more) fewer strips short."""
    if abs(lost[1] - than[1]) > SHORT_SLACK:
        return lost[1] < than[1]
    return lost[0] < than[0]


_NEEDS: dict[tuple, int] = {}  # ``strip_need``'s widths by renderer, language, face and height
#: px: the widest a strip is tried for its whole name and every number (``strip_need``)
NEED_MOST = 200


def strip_need(renderer: CardRenderer, face: CardFace, h: int, lang: str) -> int:
    """The least width (``STRIP_MIN_W`` up) of a name strip ``h`` px high of ``face`` that shows its whole name and every
    number; 0 where none up to ``NEED_MOST`` does."""
    key = (id(renderer), lang, face, h)
    found = _NEEDS.get(key)
    if found is not None:
        return found

    def shows(w: int) -> bool:  # (as ``strip`` chooses its print, without drawing it)
        chips, lines = renderer._strip_choice(face, w, h, lang, 0, 0)[2::3]
        return len(chips) == len(face.stats) and "".join(lines).replace(" ", "") == face.title.get(lang).replace(" ", "")

    if len(_NEEDS) > 4000:
        _NEEDS.clear()
    found = _NEEDS[key] = narrowest(shows, STRIP_MIN_W, NEED_MOST) if shows(NEED_MOST) else 0
    return found


def narrowest(shows: Callable[[int], bool], low: int, high: int) -> int:
    """The least width from ``low`` to ``high`` that ``shows`` (names and numbers only gain room with width), given
    that ``high`` does."""
    while low < high:
        mid = (low + high) // 2
        if shows(mid):
            high = mid
        else:
            low = mid + 1
    return low


def pair_need(renderer: CardRenderer, lang: str):
    """A combat-ready zone's ``ZoneSpec.column_need``: a pair's column as wide as its widest ``strip_need``."""
    def need(entries: list[CardEntry], h: int) -> int:
        widths = [strip_need(renderer, e.face, h, lang) if e.face is not None else 0 for e in entries]
        return 0 if not widths or min(widths) <= 0 else max(widths)
    return need


def ship_need(renderer: CardRenderer, lang: str, full: bool = False):
    """Another seat's thin row of ship strips' ``ZoneSpec.column_need``: a column as wide as its widest ``good_need``
    and the damage markers on it (two ships on one line printed "Magellan Kai" at 9 px beside its marker while "Endra"
    beside it had room to spare at 13 px: six seats at 150 %; ``full``: its numbers at the strip's size, ``good_need``)."""
    def need(entries: list[CardEntry], h: int) -> int:
        marker = 2 * strip_marker_radius(h) + 4
        widths = [good_need(renderer, e.face, h, lang, full) + marker * sum(1 for mk in e.markers if mk.count > 0)
                  if e.face is not None else 0 for e in entries]
        return 0 if not widths or min(widths) <= 0 else max(widths)
    return need


_ROWS: dict[tuple, tuple[int, int]] = {}  # ``ship_rows``'s answers by renderer, language, ships and room


def ship_rows(entries: list[CardEntry], area: pygame.Rect, renderer: CardRenderer, lang: str) -> tuple[int, int]:
    """(strips a column, their height) of another seat's thin row of ships and no pair in ``area``: the tallest strips
    (so the largest print) whose columns side by side each fit as wide as ``ship_need`` (``full``) says its ships take,
    the fewest strips a column of those; strips lower than their lines allow where that lets more columns stand side by
    side ((0, 0): none fits so). Issue 16: six seats, 1280x800, a seat of three ships printed them one a line, 770 px
    wide at 9 px, where three columns fit; four seats at 800x560, four ships one a line 18 px high printed their names at
    11 px where two columns of strips 22 px high fit. Kept (``_ROWS``): every try of a board asks again."""
    key = (id(renderer), lang, area.size, tuple((e.id, sum(1 for mk in e.markers if mk.count > 0)) for e in entries))
    found = _ROWS.get(key)
    if found is None:
        if len(_ROWS) > 2000:
            _ROWS.clear()
        found = _ROWS[key] = _ship_rows(entries, area, ship_need(renderer, lang, True))
    return found


def _ship_rows(entries: list[CardEntry], area: pygame.Rect, need: Callable[[list[CardEntry], int], int]
               ) -> tuple[int, int]:
    """``ship_rows``, measured with ``need`` (a column's need is its widest ship's, ``ship_need``)."""
    best = (0, 0)
    each: dict[tuple[int, int], int] = {}  # every ship's own need by its place and the strips' height

    def own(i: int, h: int) -> int:
        if (i, h) not in each:
            each[i, h] = need([entries[i]], h)
        return each[i, h]

    def fits(rows: int, h: int) -> bool:  # (column by column: the first that does not fit ends it)
        used = -4
        for c in range(0, len(entries), rows):
            widths = [own(i, h) for i in range(c, min(c + rows, len(entries)))]
            used += max(widths) + 4
            if min(widths) <= 0 or used > area.w:
                return False
        return True

    for rows in range(1, len(entries) + 1):
        for h in range(min(STRIP_MAX_H, (area.h + 2) // rows - 2), max(best[1], STRIP_H - 1), -1):
            if fits(rows, h):
                best = (rows, h)
                break
    return best


_GOOD: dict[tuple, int] = {}  # ``good_need``'s widths by renderer, language, face and height


def good_need(renderer: CardRenderer, face: CardFace, h: int, lang: str, full: bool = False) -> int:
    """The least width of a name strip ``h`` px high of ``face`` that prints its whole name on one line at ``NAME_GOOD``
    px or more beside every number (``GOOD_MOST`` where none up to that does); ``full``: the numbers at the strip's own
    size, not as on a lower strip (``numbers_first``; a seat of ships and no pair: at five seats at 150 % its three
    ships on one line printed their numbers as icons at 7 px beside names at 12)."""
    key = (id(renderer), lang, face, h, full)
    found = _GOOD.get(key)
    if found is not None:
        return found
    name = face.title.get(lang).replace(" ", "")

    def shows(w: int) -> bool:
        told: list[int] = []
        choice = renderer._strip_choice(face, w, h, lang, 0, 0, told=told)
        return len(choice[2]) == len(face.stats) and len(choice[5]) == 1 and choice[4] >= NAME_GOOD and \
            choice[5][0].replace(" ", "") == name and (told[-1] == h or not full)

    if len(_GOOD) > 4000:
        _GOOD.clear()
    found = _GOOD[key] = narrowest(shows, STRIP_MIN_W, GOOD_MOST) if shows(GOOD_MOST) else GOOD_MOST
    return found


def row_need(renderer: CardRenderer, lang: str, ships: list[CardFace], pairs: list[tuple[CardFace, CardFace]],
             lines: int, h: int) -> int:
    """About the width (px) another seat's thin row of ``lines`` lines of strips ``h`` px high needs for every name on
    one line at ``NAME_GOOD`` px beside its numbers: its ships ``lines`` a column, its pairs ``lines // 2`` a column
    (none where a pair would be split: a pair needs two lines), each column as wide as its widest strip."""
    width = 0
    if ships:
        widths = sorted((good_need(renderer, f, h, lang, not pairs) for f in ships), reverse=True)
        width += sum(widths[i] + CARD_GAP for i in range(0, len(widths), lines))
    if pairs:
        if lines < 2:
            return 10 ** 6
        per = lines // 2
        widths = sorted((max(good_need(renderer, ms, h, lang), good_need(renderer, pilot, h, lang)) for ms, pilot in pairs),
                        reverse=True)
        width += sum(widths[i] + CARD_GAP for i in range(0, len(widths), per)) + PAIR_MARGIN
    return width


def fitted_lines(needs: list[list[int]], rooms: list[list[int]], total: int) -> list[int]:
    """The lines of strips (1 to ``FIT_MOST``) each of the other seats' thin rows takes of ``total``: ``needs[i][k - 1]`` the width
    row ``i`` needs at ``k`` lines, ``rooms[i][k - 1]`` the width it has. Every row starts at one line (with pairs: two,
    a pair whole in a column), the rest going a line or two at a time to the row whose overflow that takes back most;
    where the rows have fewer lines than ``total`` their strips are taller (issue 16: a seat of three ships and three
    pairs printed its names at 8 px in a row as high as an empty seat's)."""
    def over(i: int, k: int) -> int:
        return needs[i][k - 1] - rooms[i][k - 1]

    lines = [2 if row[1] < 10 ** 6 and row[0] >= 10 ** 6 else 1 for row in needs]  # (a row of pairs: two at least)
    while sum(lines) < total:  # (a line or two more: a row's pairs take two lines a column)
        grow = [(min(0, over(i, lines[i] + k)) - over(i, lines[i]), k, i) for i in range(len(lines)) for k in (1, 2)
                if lines[i] + k <= len(needs[i]) and sum(lines) + k <= total and over(i, lines[i]) > 0 and
                over(i, lines[i] + k) < over(i, lines[i])]
        if not grow:
            break
        gain, k, i = min(grow, key=lambda g: (g[0] / g[1], g[1]))  # (the most overflow taken back a line)
        lines[i] += k
    return lines


def seat_worse(board: Board, than: Board, seat: int, renderer: CardRenderer, lang: str) -> bool:
    """Whether seat ``seat``'s ships and pairs on ``board`` leave out more numbers and names than on ``than``, by more
    than ``SEAT_SLACK`` (a row fitted to its cards cuts no seat's names for another's: three ships on one line printed
    "Salami…" and "Magell…")."""
    def mine(b: Board) -> Board:
        return Board(zones=[z for z in b.zones if z.name in (f"ships{seat}", f"ready{seat}")])
    return lost(mine(board), renderer, lang)[1] > lost(mine(than), renderer, lang)[1] + SEAT_SLACK


#: the most columns the seat's own hand of name strips is set in (``hand_columns``)
HAND_COLUMNS = 4


def strip_whole(renderer: CardRenderer, face: CardFace, w: int, h: int, lang: str) -> bool:
    """Whether a name strip ``w`` x ``h`` of the seat's hand shows ``face`` whole: its name and every number."""
    anatomy = renderer.strip_anatomy(face, w, h, lang)
    shown = "".join(anatomy.lines).replace(" ", "")
    return anatomy.stats == len(face.stats) and shown == face.title.get(lang).replace(" ", "")


def hand_taller(renderer: CardRenderer, lang: str):
    """The seat's hand's ``ZoneSpec.strip_taller``: a strip that cuts its name or leaves a number out grows to the
    least height that shows it whole (six seats at 800x560: "リック・ディアス（クワトロ機）" and "Gundam Mk-II (Titans
    colours)" on two lines of 8 px beside their number on a strip 21 px high, the others 18)."""
    def taller(entry: CardEntry, w: int, h: int, most: int) -> int:
        face = entry.face
        if face is None or strip_whole(renderer, face, w, h, lang):
            return h
        return next((t for t in range(h + 1, most + 1) if strip_whole(renderer, face, w, t, lang)), h)
    return taller


def hand_columns(zone: ZoneSpec, renderer: CardRenderer, lang: str) -> None:
    """Set the seat's own hand of name strips (``zone``) in the number of columns, one to ``HAND_COLUMNS``, whose strips
    keep every name whole with its number and print the smallest of those names largest, the fewest columns of those
    (``ZoneSpec.column_rows``): the strips fill the zone's columns top down, so a hand of eight in a wide hand zone
    (1920x1080 at 150 %) was one column of strips 17 px high, 580 px wide, their names at 10 px; in two columns of
    four they are as high as strips go (``STRIP_MAX_H``), their names larger."""
    n = len(zone.cards)
    best: tuple[tuple[bool, int, int], int] | None = None
    for cols in range(1, min(HAND_COLUMNS, n) + 1):
        zone.column_rows = 0 if cols == 1 else math.ceil(n / cols)
        slots = layout_zone(zone)
        if len({slot.rect.x for slot in slots}) != cols or any(not slot.strip for slot in slots):
            continue
        whole, least = True, 99
        for slot in slots:
            face = slot.entry.face
            if face is None:
                continue
            whole = whole and strip_whole(renderer, face, slot.rect.w, slot.rect.h, lang)
            least = min(least, renderer.strip_anatomy(face, slot.rect.w, slot.rect.h, lang).name_size)
        score = (whole, least, -cols)
        if best is None or score > best[0]:
            best = (score, zone.column_rows)
    zone.column_rows = best[1] if best is not None else 0


def build(view: dict, table: pygame.Rect, me: int | None, highlight: set[str], picked: list[str],
          attack: tuple[str, str] | None = None, renderer: CardRenderer | None = None, lang: str = "ja") -> Board:
    """The board for ``view`` as seen by ``me`` inside ``table`` (see the module doc). Where the other
    seats are thin rows of strips (six seats in a small window), the seat's own row and the gaps give up
    what they can (``OWN_LEAST``, ``TIGHT_GAP``) when that makes the strips taller and so their names larger.
    With the table's ``renderer``, of two boards (the other seats in two columns or a row each; tight or not) the one
    whose strips lose fewer numbers and names wins, then the one whose names print larger (``better``). Where the
    seat's own strips still lose a name or number, its row may grow to hold them in one column (``grown``). Each other
    seat's strips print their numbers in one style (``chips.one_style``)."""
    board = _build(view, table, me, highlight, picked, attack, False, renderer, lang)
    if me is not None and (any(b.info.h < THIN_INFO_H for b in board.seats if not b.own) or
                           small_names(board, renderer, lang, me) > 0):
        tight = _build(view, table, me, highlight, picked, attack, True, renderer, lang)
        lt, lb = lost(tight, renderer, lang, me), lost(board, renderer, lang, me)
        if better(tight, board, renderer, lang, me) or fewer(lt, lb) and smallest_print(tight, me) >= smallest_print(board, me):
            board = tight
        # (or as few left out and fewer names printed small: rows fitted to their cards, ``fitted_lines``, print their
        # smallest name on a lower strip, their names larger)
        elif lt[0] <= lb[0] and lt[1] <= lb[1] and small_names(tight, renderer, lang, me) < small_names(board, renderer, lang, me):
            board = tight
    board = grown(board, view, table, me, highlight, picked, attack, renderer, lang)
    one_style(board.zones, [box.seat for box in board.seats if not box.own], renderer, lang)
    return board


def grown(board: Board, view: dict, table: pygame.Rect, me: int | None, highlight: set[str], picked: list[str],
          attack: tuple[str, str] | None, renderer: CardRenderer | None, lang: str) -> Board:
    """``board``, or where the seat's own strips on it lose a name or number or print a name under ``NAME_GOOD`` px,
    the board whose own row is as high as one column of them needs (``OWN_COLUMN_MOST`` strips; the other seats' rows
    take the rest, fitted to their cards where they must: ``fitted_lines``) where that loses fewer in all (or as few,
    the own names printed larger) and no more of the other seats' numbers, names or print size. (Three seats at
    800x560: the own three pairs in two columns printed "カクリコン…" and "アストナージ…" beside the other seats' rows
    of four ships under labels; in English "Kacricon Cacooler" at 8 px.)"""
    if me is None or renderer is None:
        return board

    def mine(b: Board) -> Board:
        return Board(zones=[z for z in b.zones if z.name in (f"ships{me}", f"ready{me}")])

    if not lost(mine(board), renderer, lang)[1] and not small_names(mine(board), renderer, lang):
        return board
    # (at six seats the gaps, hand and other rows tight too: at 800x560 the own three pairs were cut)
    for tight in (False, True) if len(view["seats"]) >= TIGHTER_SEATS else (False,):
        if own_heights(view, table, me, tight, True)[1] <= next(b for b in board.seats if b.own).rect.h:
            continue  # (its own row no higher: the board as it is)
        tall = _build(view, table, me, highlight, picked, attack, tight, renderer, lang, True)
        if next(b for b in tall.seats if b.own).rect.h <= next(b for b in board.seats if b.own).rect.h:
            continue
        others, was = lost(tall, renderer, lang, me), lost(board, renderer, lang, me)
        now, then = lost(tall, renderer, lang), lost(board, renderer, lang)
        own_small = small_names(mine(tall), renderer, lang), small_names(mine(board), renderer, lang)
        if now[0] <= then[0] and now[1] <= then[1] and (now[1] < then[1] or own_small[0] < own_small[1]) and \
                others[0] <= was[0] and others[1] <= was[1] and \
                small_names(tall, renderer, lang, me) <= small_names(board, renderer, lang, me) and \
                smallest_print(tall, me) >= min(smallest_print(board, me), NAME_GOOD):
            return tall
    return board


def best_split(row: Callable[[int], list[ZoneSpec]], tries: set[int], floor: int, near: int, renderer: CardRenderer,
               lang: str) -> int:
    """Of the ships' widths ``tries`` of another seat's row of name strips (``row(width)``: its ships and combat-ready
    zones), the one whose strips are none lower than ``floor`` nor too narrow to read, then that leaves out the fewest
    numbers and names (``lost``: numbers first, a name cut weighs less), then the fewest strips short, ship names and
    names printed small (``NAME_GOOD``), then the nearest ``near``. A try is given up as soon as it cannot beat the best
    found: a strip too low or narrow where the best has none, or its ships alone leaving out more."""
    best: tuple[int, ...] | None = None
    split = near
    for sw in tries:
        trial = row(sw)
        slots = [slot for zone in trial for slot in layout_zone(zone)]
        # (nor turns a card to a face or strip too narrow to read: with the numbers-first strips' smaller numbers, ships
        # took all but 55 px of a seat's row, its three pairs faces 22 px wide, 800x560)
        bad = int(min((slot.rect.h for slot in slots if slot.strip), default=STRIP_MAX_H) < floor or
                  any(slot.rect.w < (STRIP_MIN_W if slot.strip else STRIP_BELOW) for slot in slots))
        if best is not None and (bad > best[0] or bad == best[0] and _zone_short(trial[0], renderer, lang)[1] > best[1]):
            continue
        placed = Board(zones=trial)
        short, numbers = lost(placed, renderer, lang)
        # (then the fewest names printed small: ``NAME_GOOD``)
        score = (bad, numbers, short, small_names(placed, renderer, lang, kinds=("ships",)),
                 small_names(placed, renderer, lang), abs(sw - near))
        if best is None or score < best:
            best, split = score, sw
    return split


def own_heights(view: dict, table: pygame.Rect, me: int | None, tight: bool, tall: bool) -> tuple[int, int]:
    """(the seat's own hand's height, its own row's height) on ``_build``'s board (0, 0 in the neutral view): ``tight``
    (``TIGHTER_SEATS``: the hand and the row at their least) or ``tall`` as there."""
    if me is None:
        return 0, 0
    gap = TIGHT_GAP if tight else 8
    mine = view["seats"][me]
    hand_h = max(120, min(200, int(table.h * 0.27)))
    own_h = OWN_LEAST if tight else max(OWN_LEAST, min(190, int(table.h * 0.25)))
    if tight and len(view["seats"]) >= TIGHTER_SEATS:  # the hand and the own row at their least: the other rows take
        hand_h = HAND_TIGHT                            # the room (six seats at 800x560)
        if not mine["score"]:  # (a taken tile keeps ``OWN_LEAST``: 90 px lost 命中)
            column = max(len(mine["ships"]), 2 * len(mine["ready"])) * (STRIP_H + 2)  # (its ships or its pairs)
            own_h = max(OWN_TIGHT, min(OWN_LEAST, 6 + LABEL_H + (PAIR_MARGIN if mine["ready"] else 0) + column))
    # its pairs (or ships) in one column of strips where the other seats' rows keep ``OTHER_KEEP`` (``tall``: and where
    # they do not; tight or not)
    strips = min(OWN_COLUMN_MOST, max(len(mine["ships"]), 2 * len(mine["ready"])))
    need = 6 + LABEL_H + PAIR_MARGIN + strips * (STRIP_H + 2)
    if tall or not tight:
        own_h = max(own_h, need if tall else min(need, table.h - hand_h - 2 * gap - len(seat_order(view, me)) * OTHER_KEEP))
    return hand_h, own_h


def _build(view: dict, table: pygame.Rect, me: int | None, highlight: set[str], picked: list[str],
           attack: tuple[str, str] | None, tight: bool, renderer: CardRenderer | None, lang: str,
           tall: bool = False) -> Board:
    """``build``'s board, with the seat's own row at its least and the gaps tight (``tight``) or not, or as high as
    one column of its strips needs (``tall``: ``grown``)."""
    board = Board(table=pygame.Rect(table))
    cards = view["cards"]
    others = seat_order(view, me)
    gap = TIGHT_GAP if tight else 8
    tighter = tight and me is not None and len(view["seats"]) >= TIGHTER_SEATS
    hand_h, own_h = own_heights(view, table, me, tight, tall)
    opp_area = pygame.Rect(table.x, table.y, table.w, table.h - hand_h - own_h - (2 * gap if me is not None else 0))
    marked = set(attack or ())

    def entry(card_id: str, markers=None) -> CardEntry:
        info = cards.get(card_id)
        return CardEntry(card_id, face_for(info) if info else None, markers or [],
                         selectable=card_id in highlight, selected=card_id in picked or card_id in marked)

    def seat_zones(board: Board, seat: int, rect: pygame.Rect, own: bool, lined: int = 0, first: bool = False,
                   room: int = 0, fitted: int = 0) -> None:
        """One seat's zones in ``rect``; a thin row ``lined`` (px) gives its ships that width, their strips' numbers
        in columns under one line of labels (the ``first`` row's, its frame reaching up over that line), every strip
        keeping room for ``room`` counters so that the columns of all the rows line up."""
        data = view["seats"][seat]
        # a thin row (another seat's, too short for labels over two strips a column): no zone labels, the
        # strips take the whole height and the seat's name, points and hand count are written beside them
        thin = not own and (rect.h - 4 - LABEL_H < 2 * (STRIP_H + 2) or bool(fitted))
        inner_h = rect.h - LABEL_H - 8
        w = fit_width(inner_h, 130 if own or rect.h > 220 else 104)
        # a compact row (another seat's, cards as name strips): a narrower info column and no taken pile (the
        # points are written), so the ships and the combat-ready pairs get the width their names need
        info_w = max(88, min(130, rect.w // 7))
        if me is None:  # the neutral view's rows are tall and narrow: ships, pairs and the taken pile fit across
            w = max(24, min(w, (rect.w - info_w - 40) // 3))
        compact = not own and w < STRIP_BELOW
        if compact:
            info_w = max(72, min(88, rect.w // 7))
        if thin:
            info_w = thin_info_w(rect.h, fitted)
        board.zones.append(ZoneSpec(f"seat{seat}", pygame.Rect(rect), [], selectable=f"seat:{seat}" in highlight))
        info = pygame.Rect(rect.x + 4, rect.y + (1 if thin else 4), info_w - 8, rect.h - (2 if thin else 8))
        box = SeatBox(seat, pygame.Rect(rect), info, own, [(p["ms"], p["pilot"]) for p in data["ready"]],
                      thin and info_w == STACKED_INFO_W)
        board.seats.append(box)
        x = rect.x + info_w
        score_w = 0 if compact else w + 12 if rect.w > 600 else max(58, w // 2 + 12)
        body_w = rect.right - x - score_w - (2 if compact else 6)
        n_ships = max(1, len(data["ships"]))
        n_ready = max(1, len(data["ready"]) * 2)
        ships_w = max(w + 12, int(body_w * min(0.6, max(0.35, n_ships / (n_ships + n_ready)))))
        if not data["ready"]:
            ships_w = max(w + 12, min(body_w - w - 12, n_ships * (w + 6) + 12))
        crowded = side_by_side(ships_w, len(data["ships"]), w) < STRIP_BELOW or \
            side_by_side(body_w - ships_w - 4, 2 * len(data["ready"]), w) < STRIP_BELOW
        # the seat's own cards under the face's floor width (UI scale 150 %): name strips, whose names and numbers print
        # larger than such a face's, where its ships' strips get the width of their four numbers (``OWN_STRIPS_W``)
        faces = not own or w >= FACE_FLOOR_W
        faces_w = ships_w
        if w < STRIP_BELOW or crowded or not faces:  # name strips: a ship's strip has four numbers, a pair's card one
            per_col = max(1, (rect.h - 4 - (0 if thin else LABEL_H) + 2) // (STRIP_H + 2))
            ship_cols = math.ceil(n_ships / per_col)
            ready_cols = math.ceil(len(data["ready"]) * 2 / per_col) if data["ready"] else 0
            weight = 1.0 if thin else 1.6  # a ship's strip has four numbers; a thin row's names come first
            ships_w = int(body_w * min(0.65, max(0.35, weight * ship_cols / (weight * ship_cols + (ready_cols or 0.6)))))
            least, most = ship_cols * (STRIP_MIN_W + 4), body_w - 4 - max(1, ready_cols) * (STRIP_MIN_W + 4)
            if least <= most:  # every column at least its readable width (none ready: room for its label)
                ships_w = min(most, max(least, ships_w))
            if thin and not data["ready"]:  # no label to keep: the ships take all but an empty frame
                ships_w = body_w - 4 - EMPTY_THIN_W
            if not faces and not (w < STRIP_BELOW or crowded) and ships_w < ship_cols * OWN_STRIPS_W:
                faces, ships_w = True, faces_w  # a small window's own row: its faces keep every number
        ship_strips = not faces or side_by_side(ships_w, len(data["ships"]), w) < STRIP_BELOW
        tiled = False  # the own taken pile a tile beside its ship strips (however wide the row's faces would be)
        if not compact and ship_strips and (own and me is not None or not own and crowded):
            # a seat's ships and pairs all strips (the seat's own at 150 %, where its four-number ship strips lost
            # 命中 and 耐久): its taken pile gives way too while it is empty (the points are written by its name), or
            # shrinks to a tile of its top card, and the strips share that width
            if own and data["score"]:
                score_w, tiled = TILE_W, True
                body_w = rect.right - x - score_w - 6
            else:
                wider = rect.right - x - 2
                compact, score_w, ships_w, body_w = True, 0, ships_w * wider // body_w, wider
            if own:  # the own ship strips their four numbers first (``OWN_STRIPS_W`` a column), the pairs the rest
                per_col = max(1, (rect.h - 2 - LABEL_H) // (STRIP_H + 2))
                ship_cols = max(1, ships_w // OWN_STRIPS_W, math.ceil(n_ships / per_col))
                pairs_w = OWN_PAIRS_W if 2 * len(data["ready"]) > per_col else OWN_PAIRS_W * 3 // 4
                ships_w = max(ships_w, min(ship_cols * OWN_STRIPS_W, body_w - 4 - pairs_w))
        ship_entries = [entry(s["id"], damage_marker(s["damage"])) for s in data["ships"]]
        ready_entries = [entry(c) for p in data["ready"] for c in (p["ms"], p["pilot"])]

        def row(ships_w: int, own_columns: bool = False) -> list[ZoneSpec]:
            """The ships and combat-ready zones with ``ships_w`` px of ``body_w`` for the ships (``own_columns``: the
            seat's own ship strips in columns whether or not their labelled numbers fit)."""
            ships_rect = pygame.Rect(x, rect.y + 2, ships_w, rect.h - 4)
            ready_rect = pygame.Rect(ships_rect.right + 4, rect.y + 2, body_w - ships_w - 4, rect.h - 4)
            ships = ZoneSpec(
                f"ships{seat}", ships_rect.inflate(0, 0), list(ship_entries),
                label=Text("艦船", "Ships"), card_width=side_by_side(ships_rect.w, len(data["ships"]), w) if faces
                else STRIP_BELOW - 1,
                count=len(data["ships"]), strips=True)
            ready_w = side_by_side(ready_rect.w, 2 * len(data["ready"]), w) if faces else STRIP_BELOW - 1
            ready = ZoneSpec(
                f"ready{seat}", ready_rect, list(ready_entries),
                label=Text("戦闘準備完了", "Combat ready") if ready_rect.w >= 150 else Text("準備完了", "Ready"),
                card_width=ready_w, count=len(data["ready"]), strips=True, even_columns=2)
            if ready_w < STRIP_BELOW and data["ready"]:  # name strips: each pair in one column, inside the frame
                ready.frame = ready_rect
                ready.rect = pair_strips(ready_rect, 0 if thin else LABEL_H, 2 * len(data["ready"]))
                if thin and renderer is not None:  # each pair's column as wide as its names need, where all fit so
                    ready.column_need = pair_need(renderer, lang)
            if thin and not lined and not own and renderer is not None:  # and each ship column as its names need
                ships.column_need = ship_need(renderer, lang)
            if thin and not lined and not own and not data["ready"] and renderer is not None and ship_entries:
                # ships and no pair: as many columns side by side as fit at their names' width, in fewer, taller lines
                rows, high = ship_rows(ship_entries, ships_rect, renderer, lang)
                if rows and rows < min(len(ship_entries), max(1, (ships_rect.h + 2) // (STRIP_H + 2))):
                    ships.column_rows, ships.column_need = rows, ship_need(renderer, lang, True)
                    ships.strip_max = high
            for z in (ships, ready):
                z.label_space = 0 if thin else LABEL_H
            # another seat's ship strips under a label line: values in columns, their labels written once over them
            ships.columns = not own and (not thin or bool(lined))
            if ships.columns and not thin and renderer is not None and data["ships"]:
                # (labelled numbers where columns of strips too narrow for their four values lose more: five ships in
                # three columns 70 px wide lost every name and pushed a value off each strip, their heads overlapping)
                columns = _zone_short(ships, renderer, lang)
                if columns[0]:
                    ships.columns = False
                    ships.columns = not fewer(_zone_short(ships, renderer, lang), columns)
            if own and me is not None and ship_strips and data["ships"]:
                # the seat's own ship strips too where their four labelled numbers do not fit beside the whole name (at
                # 150 %: beside a taken pile, or 26 px high at six seats, they lost 耐久 and 命中)
                if renderer is None:
                    own_cols = max(1, math.ceil(n_ships / max(1, (rect.h - 2 - LABEL_H) // (STRIP_H + 2))))
                    ships.columns = ships_rect.w < own_cols * OWN_STRIPS_W - 8
                else:
                    labelled = _zone_short(ships, renderer, lang)
                    if labelled[0] or own_columns:
                        ships.columns = True
                        ships.columns = own_columns or fewer(_zone_short(ships, renderer, lang), labelled)
            if ships.columns:  # its label without the count (the strips show it), clear of the left column's heads
                ships.count = None
            if thin and lined:
                ships.heads, ships.column_room = first, room
                if first:
                    ships.frame = pygame.Rect(ships_rect.x, ships_rect.y - HEAD_H, ships_rect.w, ships_rect.h + HEAD_H)
            return [ships, ready]

        if not own and not data["ships"]:  # no ship (sunk): its zone keeps its label, the pairs take the rest
            ships_w = EMPTY_THIN_W if thin else EMPTY_SHIPS_W
        if thin and lined:  # (the width tried is the table's; a row's own info column may leave it less: its ships
            # ran 14 px past its frame into the side column at 800x560 in set-up, the empty pairs' zone -20 px wide)
            lined = min(lined, body_w - 4 - EMPTY_THIN_W)
        zones = row(lined if thin and lined else ships_w)
        if own and renderer is not None and data["ready"] and (zones[0].columns or lost(Board(zones=zones[1:]), renderer,
                                                                                      lang)[1]):
            # the seat's own ships in columns need less than their labelled strips: the narrowest that keeps every name
            # and number, the pairs the rest, where that loses less (their pilots lost 能力 beside ships with room)
            best = lost(Board(zones=zones), renderer, lang)
            for sw in range(ships_w - 8, ships_w // 2, -8):
                trial = row(sw, True)
                if not trial[0].columns or _zone_short(trial[0], renderer, lang)[0]:
                    break
                counts = lost(Board(zones=trial), renderer, lang)
                if counts < best:  # (the widest of the fewest lost)
                    zones, best = trial, counts
        if not (thin and lined) and renderer is not None and not own and data["ships"] and any(z.card_width < STRIP_BELOW for z in zones):
            # another seat's name strips: of the splits between ships and pairs, the one where the fewest strips lose a
            # number or name (a seat with eight pairs lost its pilots' 能力 while its ships had room), then the fewest
            # numbers are lost, then the nearest
            key = (id(renderer), lang, seat, rect.size, x - rect.x, body_w, ships_w, w, thin, faces,
                   tuple((e.id, len(e.markers)) for e in ship_entries + ready_entries))
            split = _SPLITS.get(key)
            if split is None:  # (kept: the board is built again on every pick and hover of a move)
                least, most = w + 12, body_w - 4 - (STRIP_MIN_W + 4 if data["ready"] else EMPTY_READY_W)
                tries = {min(most, max(least, body_w * share // 40)) for share in range(12, 34)} | {ships_w}
                floor = min(STRIP_H, lowest(zones))  # no split makes a strip lower than this
                if len(_SPLITS) > 2000:
                    _SPLITS.clear()
                split = _SPLITS[key] = best_split(row, tries, floor, ships_w, renderer, lang)
            zones = row(split)
        board.zones.extend(zones)
        if not compact:
            score_rect = pygame.Rect(rect.right - score_w - 4, rect.y + 2, score_w, rect.h - 4)
            taken = [entry(c) for c in data["score"]]
            pile_w = min(w - 8, score_w - 8)
            top = cards.get(data["score"][-1]) if data["score"] else None
            tile = (tiled or pile_w < STRIP_BELOW) and top is not None
            if tile:  # too small to read (or beside strips, under the face's floor): the top card as a tile, its name
                # whole over its points and numbers (a 70 px face at 150 % showed 4 numbers, its points only in the corner)
                taken = [CardEntry(taken[-1].id, taken_face(top))]
            board.zones.append(ZoneSpec(
                f"score{seat}", score_rect, taken, label=Text("得点", "Taken"), mode="tile" if tile else "pile",
                card_width=pile_w, count=len(data["score"])))
        for z in board.zones[-(2 if compact else 3):]:
            if thin:
                z.label, z.count = None, None
            else:
                z.label_space = LABEL_H

    def other_seats(cols: int, lined: int = 0, lines: list[int] | None = None) -> Board:
        """The other seats in ``cols`` columns (the last odd seat of two columns takes the full width); thin rows
        ``lined``: their ships that wide, in columns under one line of labels over the first (``seat_zones``); one row
        each of ``lines`` lines of strips (``fitted_lines``)."""
        placed = tried_seats(cols, lined, lines)
        assert placed is not None
        return placed

    def tried_seats(cols: int, lined: int = 0, lines: list[int] | None = None,
                    limit: tuple[int, int] | None = None) -> Board | None:
        """``other_seats``, or None as soon as the rows placed leave out more than ``limit`` (``lost``'s strips short,
        numbers and names), so that the board could leave out no less (a try of the search given up early; the first
        lined row's columns are set last, ``line_up_heads``, and counted only then)."""
        placed = Board(table=pygame.Rect(table))
        n = len(others)
        area = pygame.Rect(opp_area.x, opp_area.y + (HEAD_H if lined else 0), opp_area.w,
                           opp_area.h - (HEAD_H if lined else 0))
        room = int(any(s["damage"] > 0 for seat in others for s in view["seats"][seat]["ships"]))
        rows = max(1, math.ceil(n / cols))
        row_gap = gap if cols > 1 or n <= 3 else min(gap, THIN_GAP)
        cell_w = (area.w - (cols - 1) * gap) // cols
        cell_h = (area.h - (rows - 1) * row_gap) // rows
        if lines:  # rows as high as their lines, each line as high as the fewest lines a row holds allow
            row_gap = FIT_GAP
            free = area.h - (n - 1) * row_gap - n * ROW_PAD
            line_h = min(free // sum(lines), min((LINE_H * (k + 1) - 1) // k for k in lines), STRIP_MAX_H + 2)
            spare = (free - line_h * sum(lines)) // n  # (the rest between the rows)
        y = area.y
        for i, seat in enumerate(others):
            r, c = divmod(i, cols)
            rect = pygame.Rect(area.x + c * (cell_w + gap), area.y + r * (cell_h + row_gap), cell_w, cell_h)
            if lines:
                rect = pygame.Rect(area.x, y, area.w, ROW_PAD + line_h * lines[i])
                y = rect.bottom + row_gap + spare
            if cols == 2 and n % 2 == 1 and i == n - 1:
                rect.w = area.w
            seat_zones(placed, seat, rect, False, lined, i == 0, room, lines[i] if lines else 0)
            if limit is not None and over(placed, limit, lined):
                return None
            count = view["seats"][seat]["hand_count"]
            box = placed.seats[-1]
            if box.info.h < 110:
                continue  # a compact row: the hand count is written, not drawn
            hand_rect = pygame.Rect(box.info.x, box.info.bottom - min(64, box.info.h // 2), box.info.w,
                                    min(64, box.info.h // 2))
            placed.zones.append(ZoneSpec(f"hand{seat}", hand_rect, [CardEntry(None) for _ in range(count)],
                                         mode="pile", card_width=34, back_style="ZG", back_colour=BACK_ACTIONS,
                                         count=count, owner=seat))
        if lined:
            line_up_heads([z for z in placed.zones if z.name.startswith("ships") and z.columns])
        return placed

    def over(placed: Board, limit: tuple[int, int], lined: int) -> bool:
        """Whether the rows ``placed`` so far (but the first lined row's ships, ``line_up_heads``) leave out more than
        ``limit`` in strips short or in numbers and names (``lost``)."""
        heads = next((z for z in placed.zones if z.name.startswith("ships") and z.columns), None) if lined else None
        counts = lost(Board(zones=[z for z in placed.zones if z is not heads]), renderer, lang)
        return counts[0] > limit[0] or counts[1] > limit[1]

    # other seats: one column for up to three; for more, two columns, or one row each where that prints
    # their cards' names larger (six seats in a small window)
    placed = other_seats(1 if len(others) <= 3 else 2)
    rows = placed
    if len(others) > 3:
        rows = other_seats(1)
        if better(rows, placed, renderer, lang):
            placed = rows
    if renderer is not None:
        best, pairs = lost(placed, renderer, lang), pairs_short(placed, renderer, lang)
        small, modest = small_names(placed, renderer, lang), modest_names(placed, renderer, lang)
        if len(others) > 3 and any(b.info.h < THIN_INFO_H for b in rows.seats):
            # thin rows: their ships' numbers in columns under one line of labels, the ships' width the same in every
            # row (so the columns line up): the one of a few that leaves out the fewest numbers and names, where no more
            # are left out than on the board without, no strip is lower than ``STRIP_H``, and the pairs lose no more
            # than ``LINED_PAIRS`` strips a seat more (at 150 % lined rows took the pairs' width: Japanese pilots lost 能力)
            body_w = opp_area.w - thin_info_w(rows.seats[0].rect.h) - 2
            least = min(STRIP_H, lowest(placed.zones))
            widths = [body_w * share // 20 for share in range(LINED_SHARES[0], LINED_SHARES[1] + 1)]
            if not any(view["seats"][seat]["ready"] for seat in others):  # (set-up: no pairs, the ships take the row)
                widths.append(body_w - 4 - EMPTY_THIN_W)
            for width in widths:
                lined = tried_seats(1, width, limit=best)  # (None: it leaves out more)
                if lined is None or not heads_line_up([z for z in lined.zones if z.name.startswith("ships") and
                                                       z.columns]):
                    continue  # (the labels over the first row would not stand over every row's values)
                counts, names = lost(lined, renderer, lang), small_names(lined, renderer, lang)
                # (lower strips only for fewer strips short; as many left out, where its strips are as high: its
                # columns lined up read better)
                # (of those leaving out as many, the fewest names printed small: ``NAME_GOOD``)
                well = modest_names(lined, renderer, lang)
                if counts[0] <= best[0] and counts[1] <= best[1] and (low := lowest(lined.zones)) >= least and \
                        not pushes_off(lined.zones, renderer, lang) and \
                        (counts[0] < best[0] or low >= lowest(placed.zones) or names <= small and well < modest) and \
                        (counts != best or names <= small) and \
                        pairs_short(lined, renderer, lang) <= pairs + LINED_PAIRS * len(others):
                    placed, best, small, modest = lined, counts, names, well
        # thin rows as high as their cards need (``fitted_lines``): where that leaves out no more numbers and names,
        # no strip lower, and prints fewer names under ``NAME_GOOD`` px; also in place of rows with zone labels over
        # two lines of strips (four seats at 150 %: a seat's three pairs in three columns printed "スーパーガ…")
        even = [max(1, (b.rect.h - ROW_PAD - (0 if b.info.h < THIN_INFO_H else LABEL_H)) // LINE_H) for b in rows.seats]
        free = opp_area.h - (len(others) - 1) * FIT_GAP - len(others) * ROW_PAD
        strips = any(z.card_width < STRIP_BELOW for z in placed.zones if z.name.startswith(("ships", "ready")))
        tried: set[tuple[int, ...]] = set()
        for total in range(sum(even), max(sum(even), free // (FIT_LEAST + 2)) + 1) if strips and len(others) > 1 else ():
            strip_h = min(STRIP_MAX_H, free // total - 2)
            needs, rooms = [], []
            for seat in others:
                data = view["seats"][seat]
                ships = [face_for(cards[s["id"]]) for s in data["ships"] if s["id"] in cards]
                pairs = [(face_for(cards[p["ms"]]), face_for(cards[p["pilot"]])) for p in data["ready"]
                         if p["ms"] in cards and p["pilot"] in cards]
                empty = EMPTY_THIN_W if bool(ships) != bool(pairs) else 0
                needs.append([row_need(renderer, lang, ships, pairs, k, strip_h) + empty for k in range(1, FIT_MOST + 1)])
                rooms.append([opp_area.w - thin_info_w(ROW_PAD + k * (strip_h + 2), k) - 6 for k in range(1, FIT_MOST + 1)])
            fit = fitted_lines(needs, rooms, total)
            if fit == even or sum(fit) > total or tuple(fit) in tried:  # (a fit tried at a lower total: the same rows)
                continue
            tried.add(tuple(fit))
            fitted = tried_seats(1, lines=fit, limit=best)  # (None: it leaves out more)
            if fitted is None:
                continue
            counts, names = lost(fitted, renderer, lang), small_names(fitted, renderer, lang)
            if counts[0] <= best[0] and counts[1] <= best[1] and names < small and \
                    lowest(fitted.zones) >= min(FIT_LEAST, lowest(placed.zones)) and \
                    not any(seat_worse(fitted, placed, seat, renderer, lang) for seat in others):
                placed, best, small = fitted, counts, names
    board.zones.extend(placed.zones)
    board.seats.extend(placed.seats)

    if me is None:
        return board
    own_rect = pygame.Rect(table.x, opp_area.bottom + gap, table.w, own_h)
    seat_zones(board, me, own_rect, True)
    hand_y = own_rect.bottom + gap
    pile_w = fit_width(hand_h - LABEL_H - 8, 92) + 16
    if tighter:  # (the piles' labels whole over their lower cards: "Action deck (64)")
        pile_w = max(pile_w, PILE_TIGHT_W)
    piles_x = table.right - 3 * pile_w - 2 * 6
    own_hand = view["seats"][me]["hand"] or []
    hand_w = fit_width(int((hand_h - LABEL_H - 8) * 0.86), 116)
    # the fan's outer cards lean out of their box; name strips (UI scale 150 %) do not, and take that room too
    fit = hand_layout(len(own_hand), pygame.Rect(0, 0, piles_x - table.x - gap - 14, hand_h - LABEL_H),
                      hand_w) if own_hand else None
    # cards that fit only as faces under the face's floor width (UI scale 150 %: 4 cards 80 px wide, their text at
    # 6 px), or not at all (5 cards at three seats were squeezed to faces 64 px wide, their body text at 6 px: 8 px on
    # the window), are name strips, as tall as the hand's height gives them (``STRIP_MAX_H``); a face at the floor
    # width prints its body at 7 px (10 px on the window at 150 %)
    small = bool(own_hand) and (fit is None or fit[0] < FACE_FLOOR_W)
    fan_room = 14 if not own_hand or fit and not small else 0
    hand_rect = pygame.Rect(table.x + fan_room, hand_y, piles_x - table.x - gap - fan_room, hand_h)
    board.zones.append(ZoneSpec(f"hand{me}", hand_rect, [entry(c) for c in own_hand],
                                label=Text("手札", "Hand"), mode="row" if small else "hand",
                                card_width=STRIP_BELOW - 1 if small else hand_w, strips=small, held=small,
                                count=len(own_hand), even_columns=1))
    board.zones[-1].label_space = LABEL_H
    if small and renderer is not None:
        board.zones[-1].strip_taller = hand_taller(renderer, lang)
        hand_columns(board.zones[-1], renderer, lang)
    decks = view["decks"]
    specs = [("ship_deck", Text("艦船の山札", "Ship deck"), [CardEntry(None)] * decks["ships"], BACK_SHIPS, decks["ships"],
              "ZG-ships"),
             ("action_deck", Text("山札", "Action deck"), [CardEntry(None)] * decks["actions"], BACK_ACTIONS,
              decks["actions"], "ZG"),
             ("discard", Text("捨て札", "Discard"), [entry(c) for c in view["discard"]], BACK_ACTIONS,
              len(view["discard"]), "ZG")]
    for i, (name, label, entries, colour, count, back) in enumerate(specs):
        rect = pygame.Rect(piles_x + i * (pile_w + 6), hand_y, pile_w, hand_h)
        zone = ZoneSpec(name, rect, list(entries), label=label, mode="pile", card_width=pile_w - 16,
                        back_style=back, back_colour=colour, count=count, selectable=name in highlight)
        zone.label_space = LABEL_H
        board.zones.append(zone)
    return board

