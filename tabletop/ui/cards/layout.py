"""Laying a zone's cards out in a rectangle, and finding the card under the mouse.

A ``ZoneSpec`` says where a zone goes and how its cards spread: ``row`` (side by
side, overlapping when they do not fit), ``fan`` (a hand), ``hand`` (a hand whose
every card name stays readable, ``hand_slots``), ``pile`` (a deck or discard: the
top card and a count), ``grid`` or ``tile`` (a zone too low for a readable face: each
card a tile as wide as the zone, its name whole over its numbers, ``render.TILE_H``); ``label_space`` keeps room for
the zone's label above the cards. ``layout_zone`` returns one
``CardSlot`` per drawn card; the last slot is the topmost for hit-testing.
A crowded row overlaps its cards, the last one whole on top, after shrinking
them a little so every card keeps a strip to point at (the table view shows
the hovered card enlarged).

A zone that allows ``strips`` shows its cards as name strips instead when they
would be too small to read (narrower than ``STRIP_BELOW``) or overlap so much
that their names hide: one strip per card, in as many columns as it takes, each
with the card's type colour, icon, whole name and labelled numbers. Eight cards
in a small area stay eight readable names to point at. A zone that ``flows`` its strips
sets them in rows like words instead (``flow_slots``), each as wide as its name needs
(``StripNeed``, from the table's renderer), so a base of thirteen names of very
different lengths keeps every name whole where columns as wide as the longest would not fit.

The table view keeps a zone still while the pointer is over it (``CardTableView``):
a card leaving it leaves a gap instead of re-flowing the others under the mouse.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from tabletop.core.i18n import Text

from .face import CardFace, Marker
from .render import STRIP_NAME_SHARE, card_size

MIN_CARD = 20  # px: the narrowest card drawn
#: A crowded row (cards overlapping) first shrinks its cards down to MIN_SHRINK of their width so that
#: each card under the next keeps at least MIN_STRIP of its width visible; hovering one shows it whole.
MIN_SHRINK = 0.6
MIN_STRIP = 0.3
#: Zones with ``strips``: cards narrower than this, or overlapped to less than ``STRIP_SHOWN`` of their
#: width, become name strips of ``STRIP_H`` (at most ``STRIP_MAX_H``) pixels, in columns at least
#: ``STRIP_MIN_W`` wide.
STRIP_BELOW = 58
STRIP_SHOWN = 0.85
STRIP_H = 17
STRIP_MAX_H = 26
STRIP_MIN_W = 56
STRIP_LOW_H, STRIP_LOW_W = 11, 28  # the smallest strips, for a very small zone
#: A ``hand`` zone: cards never overlap side by side (a card's name runs along its top); when they do not
#: fit in one row they go in rows, each row over the one before but leaving its top ``NAME_PEEK`` of the
#: card height (the title band, even a name on three lines) in view. Cards narrower than ``HAND_MIN_W``
#: would not be read: the hand becomes name strips instead.
NAME_PEEK = 0.42
HAND_MIN_W = 64
HAND_GAP = 6


@dataclass
class CardEntry:
    """One card of a zone as a seat sees it: a face, or None for a back."""

    id: str | None
    face: CardFace | None = None
    markers: list[Marker] = field(default_factory=list)
    tapped: bool = False
    selectable: bool = False
    selected: bool = False


@dataclass
class ZoneSpec:
    """A zone on the table: where, how the cards spread, and what it holds."""

    name: str
    rect: pygame.Rect
    cards: list[CardEntry]
    label: Text | None = None
    mode: str = "row"          # "row", "fan", "hand", "pile", "grid", "tile", "tiles" (``tile_row``)
    card_width: int = 90
    back_style: str = "tt"
    back_colour: tuple[int, int, int] = (40, 60, 110)
    selectable: bool = False   # the zone itself is a drop/click target
    count: int | None = None   # shown for piles (e.g. deck size)
    label_space: int = 0       # pixels kept free at the top for the zone's label (cards go below)
    frame: pygame.Rect | None = None  # the zone's outline and label (default ``rect``); cards go in ``rect``
    owner: int | None = None   # the seat it belongs to: its side marker (palette colour + shape) by the
                               # label and on its face-down cards, so ownership never rests on colour alone
    strips: bool = False       # too small or too crowded to read as cards: name strips instead
    align: str = "center"      # "left": a row starts at the zone's left edge, so a card leaving it moves
                               # only the cards after it (a base or hand picked from again and again)
    held: bool = False         # a hand: its cards look held (fans always do)
    aside: int = 0             # a zone of one card (Ultra Seven's invasion cards): px kept on the card's left
                               # (``rect`` starts that far in), where the table stacks its counters, bottom up,
                               # and the view may draw a mark above them: over nothing on the card
    even_names: bool = False   # its name strips print every name at one size, the least any of them needs
    #: (without ``even_names``) its name strips print every name at one size where one keeps every number and every
    #: name whole, a name on two lines where it keeps them so (the largest such, ``CardTableView.name_max`` gives it as
    #: a negative ``name_max``), else each at its own (Ultra Seven's groups at 1280x800: "Furuhashi" at 9 px beside
    #: "Capt." / "Kiriyama" at 10 and "Anne Yuri" at 14, issue 16)
    even_keeps: bool = False
    flows: bool = False        # its strips go in rows like words, each as wide as its name needs (``flow_slots``)
    numbers: bool = False      # with ``flows``: each as wide as its name and every number take where its rows fit so
                               # with names at ``name_least`` px or more (Ultra Seven's base at 150 %, issue 16)
    name_least: int = 0        # with ``even_names``: the one size is at least this (px; numbers are left out first)
    number_least: int = 0      # its strips leave out numbers that would print under this (px; 0: any size)
    count_least: int = 0       # the counters on its cards print their counts at this size or larger (px; 0: from the
                               # card's size; Ultra Seven's face-down cards at 1280x800 printed "#1" at 8 px)
    strip_max: int = 0         # its strips in columns are at most this high (0: ``STRIP_MAX_H``; ``TILE_H`` or more: tiles)
    even_columns: int = 0      # its strips' columns hold as many cards each, in groups of this many (2: a pair is
                               # never split), not full columns first: taller strips, where a long name on two lines
                               # keeps its number (``strip_slots``)
    side: bool = False         # its strips ``render.SIDE_H`` high or higher are side tiles (name left, numbers stacked
                               # right) where those show the name whole with every number
    columns: bool = False      # its strips print their numbers' values in columns, the labels written once over them in
                               # its label line (``CardTable.column_heads``; Z Gundam's other seats' ships, issue 16)
    heads: bool = True         # with ``columns``: the labels written over its columns (in its label line, or in the line
                               # above its strips where it has none); off: its columns line up under another zone's
    column_room: int = 0       # with ``columns``: the counters every strip keeps room for at least (zones whose columns
                               # line up under one line of labels)
    head_size: int = 0         # with ``columns``: its labels over the columns print at this size (px; 0:
                               # ``render.COLUMN_HEAD``; SDGF's stacked battlefield, 10 px)
    marker_first: bool = False # its owner's marker stays before its label, which shrinks to fit after it (down to
                               # ``table.MARKER_LABEL_LEAST`` px), rather than the marker going for a long label
    column_rows: int = 0       # its strips in columns of at most this many (0: as many as fit; Ultra Seven's groups of
                               # five or six as two columns of three side tiles)
    label_peers: tuple[str, ...] = ()  # zones whose labels print at one size with its own: the largest at which
                               # every one of them fits its frame (Ultra Seven's three piles, session 28)
    column_need: "ColumnNeed | None" = None  # its strips' columns each as wide as this says its cards need (the rest
                               # shared), where they all fit so; else as wide as each other (Z Gundam's pairs, issue 16)
    strip_taller: "StripTaller | None" = None  # a strip in columns that cuts its name grows as high as this says shows
                               # it whole, in the room its column leaves under its strips (``strip_slots``; Z Gundam's
                               # hand of eight at six seats in 800x560 printed "リック…" on strips 18 px high, issue 16)


#: The least width a strip ``h`` px high needs to show the card's name whole (in every language), given by the
#: table's renderer (``CardRenderer.strip_need``) to zones that flow their strips.
StripNeed = Callable[[CardEntry, int], int]
#: The least width a column of name strips ``h`` px high needs for its cards (0: none), given by a view to a zone whose
#: columns may differ in width (``ZoneSpec.column_need``).
ColumnNeed = Callable[[list[CardEntry], int], int]
#: The height, from ``h`` up to ``most`` px, at which a name strip ``w`` px wide shows the card whole (``h`` where it does
#: at ``h`` or at none up to ``most``), given by a view to a zone of strips in columns (``ZoneSpec.strip_taller``).
StripTaller = Callable[[CardEntry, int, int, int], int]


@dataclass
class CardSlot:
    """A card placed on screen."""

    zone: str
    index: int
    rect: pygame.Rect
    entry: CardEntry
    angle: float = 0.0
    strip: bool = False        # drawn as a name strip (``rect`` is the strip)


def layout_zone(zone: ZoneSpec, need: StripNeed | None = None, whole: StripNeed | None = None) -> list[CardSlot]:
    """Place the zone's cards inside ``zone.rect`` (``need``: how wide a flowing zone's strips must be)."""
    cards = zone.cards
    if not cards:
        return []
    area = zone.rect
    if zone.label_space:
        inset = min(zone.label_space, max(0, area.h - 20))  # never squeeze the cards to nothing
        area = pygame.Rect(area.x, area.y + inset, area.w, area.h - inset)
    w = max(MIN_CARD, min(zone.card_width, area.w))  # a zone squeezed to nothing still draws its cards
    h = card_size(w)[1]
    if h > area.h and area.h > 0:
        w = max(20, int(area.h / card_size(100)[1] * 100))
        h = card_size(w)[1]
    if zone.mode == "tile":  # the zone's height shared by its cards, each as wide as the zone
        h = (area.h + 2) // len(cards) - 2
        return [CardSlot(zone.name, i, pygame.Rect(area.x, area.y + i * (h + 2), area.w, h), entry, strip=True)
                for i, entry in enumerate(cards)]
    if zone.mode == "tiles":
        return tile_row(zone, area)
    if zone.mode == "pile":
        top = pygame.Rect(area.x + (area.w - w) // 2, area.y + (area.h - h) // 2, w, h)
        return [CardSlot(zone.name, len(cards) - 1, top, cards[-1])]
    if zone.mode == "hand":
        return hand_slots(zone, area, w)
    if zone.mode == "grid":
        per_row = max(1, (area.w + 6) // (w + 6))
        slots = []
        for i, entry in enumerate(cards):
            col, row = i % per_row, i // per_row
            rect = pygame.Rect(area.x + col * (w + 6), area.y + row * (h + 6), w, h)
            slots.append(CardSlot(zone.name, i, rect, entry))
        return slots
    n = len(cards)
    gap = 6
    if n > 1 and n * w + (n - 1) * gap > area.w:  # crowded: smaller cards, so each keeps a strip to point at
        w = max(min(w, int(area.w / (1 + MIN_STRIP * (n - 1)))), int(w * MIN_SHRINK), MIN_CARD)
        h = card_size(w)[1]
    step = w + gap
    if n > 1 and n * w + (n - 1) * gap > area.w:
        step = max(8, (area.w - w) // (n - 1))
    if zone.strips and (w < STRIP_BELOW or (n > 1 and step < w * STRIP_SHOWN)):
        strips = (flow_slots(zone, area, need, whole) if zone.flows and need is not None else []) or \
            strip_slots(zone, area)
        if strips:
            return strips
    total = w + step * (n - 1)
    x0 = area.x + (0 if zone.align == "left" else max(0, (area.w - total) // 2))
    slots = []
    for i, entry in enumerate(cards):
        y = area.y + (area.h - h) // 2
        angle = 0.0
        if zone.mode == "fan" and n > 1:
            t = i / (n - 1) - 0.5
            y += int(abs(t) * h * 0.12)
            angle = -t * min(20.0, 3.0 * n)
        slots.append(CardSlot(zone.name, i, pygame.Rect(x0 + i * step, y, w, h), entry, angle))
    return slots


#: The gap (px) between the tiles of a ``tile_row``.
TILE_GAP = 4


def tile_row(zone: ZoneSpec, area: pygame.Rect) -> list[CardSlot]:
    """The zone's cards side by side as tiles (strips as high as the zone: the name over the labelled numbers), each
    ``card_width`` px wide or less where that many do not fit (Ultra Seven's alien hand at 1280x800, whose 80 px faces
    printed their numbers at 7 px); centred, or from the left (``align``)."""
    n = len(zone.cards)
    w = max(MIN_CARD, min(zone.card_width, (area.w - TILE_GAP * (n - 1)) // n))
    total = n * w + (n - 1) * TILE_GAP
    x0 = area.x + (0 if zone.align == "left" else max(0, (area.w - total) // 2))
    return [CardSlot(zone.name, i, pygame.Rect(x0 + i * (w + TILE_GAP), area.y, w, area.h), entry, strip=True)
            for i, entry in enumerate(zone.cards)]


def hand_layout(n: int, area: pygame.Rect, widest: int) -> tuple[int, int, int] | None:
    """(card width, cards per row, rows) for ``n`` held cards in ``area``: the widest card from ``widest``
    down to ``HAND_MIN_W`` whose rows, side by side without overlap and each showing the top ``NAME_PEEK``
    of the row before, fit the area; None if none does."""
    for w in range(max(widest, HAND_MIN_W), HAND_MIN_W - 1, -2):
        h = card_size(w)[1]
        per_row = max(1, (area.w + HAND_GAP) // (w + HAND_GAP))
        rows = math.ceil(n / per_row)
        if w <= area.w and h + (rows - 1) * math.ceil(h * NAME_PEEK) <= area.h:
            return w, math.ceil(n / rows), rows  # rows as even as they go (8 cards: 4 and 4)
    return None


def hand_slots(zone: ZoneSpec, area: pygame.Rect, widest: int) -> list[CardSlot]:
    """A hand laid so that every card's name can be read and clicked (see ``NAME_PEEK``): one row tilted
    a little like a fan when the cards fit side by side, else rows from the top, each drawn over the row
    before (later cards on top, as ``slot_at`` picks them); name strips when the cards would be too
    small (``strip_slots``)."""
    n = len(zone.cards)
    fit = hand_layout(n, area, widest)
    if fit is None:
        return strip_slots(zone, area) or hand_slots_squeezed(zone, area)
    w, per_row, rows = fit
    h = card_size(w)[1]
    peek = math.ceil(h * NAME_PEEK)
    step = w + HAND_GAP
    if rows == 1 and n > 1:  # room to spare spreads the cards, up to a quarter card apart
        step = min(w + max(HAND_GAP, w // 4), (area.w - w) // (n - 1))
    block_w = w + step * (per_row - 1)
    block_h = h + (rows - 1) * peek
    x0 = area.x + (0 if zone.align == "left" else max(0, (area.w - block_w) // 2))
    y0 = area.y + max(0, (area.h - block_h) // 2)
    # a single row leans like a fan, never so much that a corner reaches the next card's name
    lean = math.degrees(math.asin(min(1.0, 2 * (step - w) / h))) if rows == 1 and n > 1 else 0.0
    slots = []
    for i, entry in enumerate(zone.cards):
        row, col = divmod(i, per_row)
        angle = -(col / (n - 1) - 0.5) * min(lean * (n - 1), 12.0) if lean else 0.0
        slots.append(CardSlot(zone.name, i, pygame.Rect(x0 + col * step, y0 + row * peek, w, h), entry, angle))
    return slots


def hand_slots_squeezed(zone: ZoneSpec, area: pygame.Rect) -> list[CardSlot]:
    """A hand in an area too small even for strips: the smallest cards side by side, overlapping
    (the hover view names each)."""
    n = len(zone.cards)
    w = max(MIN_CARD, min(HAND_MIN_W, area.w))
    h = card_size(w)[1]
    step = min(w + HAND_GAP, max(4, (area.w - w) // max(1, n - 1)))
    y = area.y + max(0, (area.h - h) // 2)
    return [CardSlot(zone.name, i, pygame.Rect(area.x + i * step, y, w, h), entry) for i, entry in enumerate(zone.cards)]


def strip_slots(zone: ZoneSpec, area: pygame.Rect) -> list[CardSlot]:
    """The zone's cards as name strips in columns (top to bottom, then left to right); in a very small
    zone, low narrow strips (the start of each name; the hover view shows the card); none if even
    those do not fit."""
    n = len(zone.cards)
    for low, narrow in ((STRIP_H, STRIP_MIN_W), (STRIP_LOW_H, STRIP_LOW_W)):
        per_col = max(1, (area.h + 2) // (low + 2))
        if zone.column_rows:
            per_col = min(per_col, zone.column_rows)
        cols = math.ceil(n / per_col)
        col_w = (area.w - 4 * (cols - 1)) // cols
        if col_w >= narrow:
            break
    else:
        return []
    rows = min(n, per_col)  # full columns first: a card leaving moves only the cards after it
    if zone.even_columns:
        rows = min(rows, math.ceil(math.ceil(n / cols) / zone.even_columns) * zone.even_columns)
    h = min(zone.strip_max or STRIP_MAX_H, (area.h + 2) // rows - 2)
    y0 = area.y + max(0, (area.h - rows * (h + 2) + 2) // 2)
    widths = [col_w] * cols
    if zone.column_need is not None and cols > 1:
        # each column as wide as its cards need, the rest shared, where they all fit so (a pair of short names beside
        # one of long names: Z Gundam's pairs printed "ボリノ…" in columns as wide as each other, issue 16)
        needs = [zone.column_need(zone.cards[c * rows:(c + 1) * rows], h) for c in range(cols)]
        spare = area.w - 4 * (cols - 1) - sum(needs)
        if min(needs) > 0 and spare >= 0:
            widths = [need + spare // cols for need in needs]
    xs = [area.x + sum(widths[:c]) + 4 * c for c in range(cols)]
    slots = []
    for col in range(cols):
        column = list(enumerate(zone.cards))[col * rows:(col + 1) * rows]
        heights = _column_heights(zone, [entry for _, entry in column], widths[col], h, area.h)
        y = y0 if sum(heights) == h * len(heights) else area.y + max(0, (area.h - sum(heights) - 2 * len(heights) + 2) // 2)
        for (i, entry), sh in zip(column, heights):
            slots.append(CardSlot(zone.name, i, pygame.Rect(xs[col], y, widths[col], sh), entry, strip=True))
            y += sh + 2
    return slots


def _column_heights(zone: ZoneSpec, entries: list[CardEntry], w: int, h: int, room: int) -> list[int]:
    """The heights of a column of strips ``h`` px high: each as ``zone.strip_taller`` grows it, top down, in the
    ``room`` px the column leaves under its strips (2 px between two)."""
    heights = [h] * len(entries)
    spare = room - len(entries) * (h + 2) + 2
    if zone.strip_taller is None or spare <= 0:
        return heights
    for k, entry in enumerate(entries):
        heights[k] = max(h, min(h + spare, zone.strip_taller(entry, w, h, h + spare)))
        spare -= heights[k] - h
    return heights


def flow_slots(zone: ZoneSpec, area: pygame.Rect, need: StripNeed, whole: StripNeed | None = None) -> list[CardSlot]:
    """The zone's cards as name strips set in rows like words: the highest strips (``STRIP_MAX_H`` down to
    ``STRIP_LOW_H``) whose rows fit the zone where every strip is as wide as ``need`` says its name takes; each row
    from the left, a strip that does not fit starting the next; every row stretched to the zone's width (room for the
    card's numbers). First, where ``whole`` is given (``ZoneSpec.numbers``), the highest strips down to those printing
    names at ``name_least`` px whose rows fit where each is as wide as ``whole`` says its name and numbers take (0: none
    that high). None if even the lowest strips need more rows than fit."""
    found = _flow_fit(zone, area, whole, _strip_low(zone.name_least)) if whole is not None else None
    found = found or _flow_fit(zone, area, need, STRIP_LOW_H)
    if found is None:
        return []
    h, widths, lines = found
    y0 = area.y + max(0, (area.h - len(lines) * (h + 2) + 2) // 2)
    slots = []
    for r, line in enumerate(lines):
        # every row stretched to the zone's width, the last too: room for the card's numbers (issue 16: the alien's
        # last cards at 150 % printed "栄光は誰れのために" with no number beside an empty half row)
        extra = (area.w - sum(widths[i] for i in line) - 4 * (len(line) - 1)) // len(line)
        x = area.x
        for i in line:
            cw = widths[i] + max(0, extra)
            slots.append(CardSlot(zone.name, i, pygame.Rect(x, y0 + r * (h + 2), cw, h), zone.cards[i], strip=True))
            x += cw + 4
    return slots


def _strip_low(size: int) -> int:
    """The least height of a name strip printing its name at ``size`` px or more (``render.STRIP_NAME_SHARE``)."""
    h = max(STRIP_LOW_H, size)
    while int(h * STRIP_NAME_SHARE) < size:
        h += 1
    return h


def _flow_fit(zone: ZoneSpec, area: pygame.Rect, need: StripNeed,
              low: int) -> tuple[int, list[int], list[list[int]]] | None:
    """(height, widths, rows) of the highest strips from ``STRIP_MAX_H`` down to ``low`` px set in rows like words that
    fit ``area``, each as wide as ``need`` says (0: not that high); None where none do."""
    for h in range(min(STRIP_MAX_H, area.h), low - 1, -1):
        widths = [need(entry, h) for entry in zone.cards]
        if min(widths) <= 0 or max(widths) > area.w:
            continue  # a name too long for the zone at this height: lower strips (smaller print, no icon)
        lines = flow_lines(widths, area.w)
        if len(lines) * (h + 2) - 2 <= area.h:
            return h, widths, lines
    return None


def flow_lines(widths: list[int], width: int, gap: int = 4) -> list[list[int]]:
    """The indices of ``widths`` set in order in rows like words ``width`` px wide, ``gap`` px apart: each row from
    the left, an item that does not fit starting the next (an item wider than ``width`` alone on its row)."""
    lines: list[list[int]] = [[]]
    used = 0
    for i, cw in enumerate(widths):
        if lines[-1] and used + gap + cw > width:
            lines.append([])
            used = 0
        used += (gap if lines[-1] else 0) + cw
        lines[-1].append(i)
    return lines


def flow_width(widths: list[int], rows: int, gap: int = 4) -> int:
    """The least width in which ``widths`` set in order in rows like words (``flow_lines``) take at most ``rows``
    rows (at least the widest item; the sum of all of them, on one row, where ``rows`` is under 1)."""
    if not widths:
        return 0
    runs = sorted({sum(widths[i:j]) + gap * (j - i - 1) for i in range(len(widths))
                   for j in range(i + 1, len(widths) + 1)})
    return next((w for w in runs if w >= max(widths) and len(flow_lines(widths, w, gap)) <= max(1, rows)), runs[-1])


def flow_order(widths: list[int], rows: int, gap: int = 4) -> list[int]:
    """An order of ``widths`` that sets them in rows like words (``flow_lines``) in at most ``rows`` rows as narrow as
    two to a row allows: where ``k`` more items than rows must share one, the ``2k`` narrowest are paired, the
    narrowest with the widest of them, each pair on a row of its own first, the others after in their order (one
    to a row). The given order where every item has a row of its own, or where pairs are not enough."""
    n = len(widths)
    k = n - max(1, rows)
    if k <= 0 or 2 * k > n:
        return list(range(n))
    short = sorted(range(n), key=lambda i: widths[i])[:2 * k]
    pairs = [sorted((short[j], short[2 * k - 1 - j])) for j in range(k)]
    return [i for pair in pairs for i in pair] + [i for i in range(n) if i not in short]


def slot_at(slots: list[CardSlot], pos: tuple[int, int]) -> CardSlot | None:
    """The topmost slot under ``pos`` (later slots are drawn above earlier ones)."""
    for slot in reversed(slots):
        if slot.rect.collidepoint(pos):
            return slot
    return None


def fan_offset(angle: float, h: int) -> tuple[int, int]:
    """How far a rotated card's centre moves (used to keep fans tidy)."""
    rad = math.radians(angle)
    return int(math.sin(rad) * h * 0.1), 0
