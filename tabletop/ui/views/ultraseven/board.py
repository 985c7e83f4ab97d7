"""The Ultra Seven table as card-table zones, built from one seat's ``view`` only.

``build_board(rect, view, marks)`` places:

* the six reconnaissance areas in two rows of three: ``inv:<area>`` (the face-up
  invasion card, or for the alien its own face-down card, as a tile under the area's name; a
  column ``MARK_W`` wide on the card's left holds its chits and damage and the
  face-down mark, beside the card, over nothing on it, docs/art.md "Card anatomy")
  beside ``grp:<area>`` (the TDF group, two cards side by side or name strips, with
  its reconnaissance total in the label and this turn's recon result after it);
* the middle band: for the alien its hand (limit 8: held cards side by side, overlapping only where
  seven or eight do not fit, or name strips when they would be too small), for the TDF and spectators
  the face-down invasion cards as backs with back number and chits (rules 3.5,
  12.8: no area), then the deck, the discard pile and the removed cards;
* the bottom bands: the TDF base, capsule monsters and the Seven card; the TDF
  event hand (max 3), the events in effect / revealed, and the information cards. The copies of a
  capsule monster are one strip with their count ("ミクラス ×4", ``stacked``; on a large board too, in
  ``CAPSULES_BIG_W`` px: the base's thirteen strips at 10 px with both numbers), and on a small board
  the base, which has their room, sets its strips in rows like words (``ZoneSpec.flows``):
  thirteen names whole at one print size where columns as wide as the longest did not fit.

All five rows have one height, so the cards of every zone are one width: the floor
width of a card's name (80 px, docs/art.md "Type") at 1280x800. On a small board (the
800x560 window, 150 % UI scale), where that would make the cards narrower than
``TILE_BELOW``, the two rows of areas are higher than the rest, each invasion card and
Seven is a tile (its name whole over its numbers), and an area with no group folds its
group column (docs/art.md, "Small tables"). Under a UI scale above 1 (``base_type``) the base's row is as high as its
names at the app's small type on the screen take (the alien's own hand first, in its view), and on any small board a
member alone in its group (or one of a pair) is a tile with its numbers (``GROUP_TILE``).

Each side's zones carry its seat (``owner``): the card table draws the side's
palette marker (colour and shape) by their labels and on their backs; the
shared piles (deck, discard, removed, events, information) have none.

``marks`` says which card ids and zones the current decision can use (yellow
frames). Nothing here reads the game state: only ``view``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from itertools import accumulate

import pygame

from tabletop.core.i18n import Text
from tabletop.games.ultraseven.state import ALIEN, TDF

from ... import theme
from ...cards.face import Marker
from ...cards.layout import (STRIP_H, STRIP_LOW_H, STRIP_LOW_W, STRIP_MAX_H, TILE_GAP, CardEntry, StripNeed, ZoneSpec,
                             flow_lines, flow_order, flow_width, layout_zone)
from ...cards.render import MIN_NAME, SIDE_GOOD, SIDE_H, SIDE_LESS, STRIP_NAME_SHARE
from ...cards.table import LABEL_SMALLEST
from .cells import equal_cells, even_labels, labels_want, share_by_need, share_row
from .faces import back_markers, book, face_for, invasion_markers, seven_face, short_face, short_name

GAP = 6
#: A board shorter than ``SHORT`` px (494 px in the 800x560 window and at 150 % UI scale) sets its five rows
#: ``SHORT_GAP`` px apart instead of ``GAP``: the 16 px saved make its cards 48 px wide instead of 46, where a name
#: on two lines fits above the three rows of numbers a card that small shows (docs/art.md, "Type").
SHORT = 600
SHORT_GAP = 2
LABEL_H = 25
#: A group zone narrower than ``BADGE_ROOM`` px has no room after its label for this turn's recon result
#: ("異常なし", "Nothing unusual"): the result gets a line of its own, ``BADGE_H`` high, under the label (room for
#: "Nothing" over "unusual" where the group is too narrow for the words on one line).
BADGE_ROOM = 150
BADGE_H = 28
#: ... but a crowded group (name strips on one line each, in rows like words) gives the result a line of one line's
#: height, ``BADGE_LOW`` px (8 px type), and is at least ``BADGE_LINE_W`` px wide: "Nothing unusual" on one line at
#: 8 px in its badge (63 px and the badge's 12 px of margins, in a zone 6 px narrower than its frame).
BADGE_LOW = 16
BADGE_LINE_W = 81
RATIO = 88 / 63
#: Where five rows of one height would make the cards narrower than ``TILE_BELOW`` px (the 800x560 window, 150 % UI
#: scale: 48 px, a name in 6 px type), the board is small: the two rows of areas take ``AREA_SHARE`` of its height
#: each, and each invasion card (and Seven) is a tile as wide as its zone (``cards.layout`` "tile"): the name whole
#: over its labelled numbers, readable without the hover (docs/art.md, "Small tables").
TILE_BELOW = 64
AREA_SHARE = 0.24
#: ... or, where that is less, ``AREA_ROW`` px (a 70 px tile's name over all five numbers: 95 px under the label) as
#: far as the three other rows keep ``LOW_ROW`` px each (the capsule monsters' twelve low strips under their label):
#: 123 px on the 494 px board of the 800x560 window and of 150 % UI scale, where 24 % would be 116.
AREA_ROW = 123
LOW_ROW = 80
#: On a small board each area's TDF group keeps ``GROUP_SHARE`` of the cell (at least ``GROUP_MIN`` px: one column
#: of name strips); the invasion tile has the rest. An area with no group and no recon result this turn folds its
#: group column to ``FOLDED`` px (still a place to drop members on), and its tile takes the room.
GROUP_SHARE = 0.4
GROUP_MIN = 60
#: ... but an invasion tile keeps at least ``TILE_LEAST`` px (its name whole over all five numbers in 8 px chips,
#: docs/art.md "Small tables") while the group keeps ``GROUP_LEAST`` (a member's name on two lines, whole words).
TILE_LEAST = 70
GROUP_LEAST = 52
#: ... and where a row gives its side groups the room for their good print (``render.SIDE_GOOD``), each invasion tile
#: in it keeps the width that prints its name and its five numbers at ``TILE_GOOD`` px or more (``side_w``; they paid
#: for the groups' print at a fixed 80 px: "The Flower Where the Devil Lives" went to 8 px; issue 16).
TILE_GOOD = 9
#: ... and in the 800x560 window a tile keeps up to ``TILE_MORE`` px more than ``TILE_LEAST`` where its card prints every
#: number at ``TILE_GOOD`` px only so (``card_least``; issue 16: "The Flower Where the Devil Lives" in English, "Ultra
#: Garrison Goes West" in both languages and eight more need 71-72 px in a 98 px tile, fourteen 71-75 px in a 95 px one,
#: and printed their numbers at 8).
TILE_MORE = 6
#: On a small board a row of areas prints its side groups' names and its invasion tiles' names at ``GOOD_NAME`` px (their
#: numbers at ``render.TILE_NUMBER``) where it has the room, else at ``render.SIDE_GOOD`` and ``TILE_GOOD`` (issue 16: a
#: pair in Space at 150 % printed 11 px, the Space tile beside a group of four 10 px): (side groups, tiles) per tier.
GOOD_NAME = 12
GOOD_TIERS = ((GOOD_NAME, GOOD_NAME), (SIDE_GOOD, TILE_GOOD))
#: ... else at the least print, each side group then at ``render.SIDE_LESS`` px where the row still has the room
#: (``sides_less``).
#: On a large board a group is two cards wide and this much more: 13 px make its column of four strips 167 px, where
#: "ウルトラ" / "ホーク1号" keeps both its numbers (166 px showed it with none; 16 px, session 16, gave it 170);
#: the invasion column has the rest: a tile 86 px wide (``LARGE_INNER``), where every invasion card prints its name
#: whole and its five numbers at 10 px in both languages (issue 16: at 1280x800 the 80 px faces printed them at 7-8 px).
GROUP_PAIR_GAP = 13
#: On a large board an area's invasion column and its group sit this far apart.
LARGE_INNER = 3
FOLDED = 30
#: On a large board a group of ``WIDE_FROM`` or more members in one column of strips (21 px high for five at 1280x800)
#: takes up to ``WIDE_MORE`` px more from the other cells of its row, as far as they keep their cards
#: (``wide_groups``): room for its members' names beside all their numbers.
WIDE_FROM = 5
WIDE_MORE = 80
WIDE_NAME = 10
#: On a small board such a group of five or six is two columns of three side tiles, where its row has the room.
SIDE_ROWS = 3
#: px: a side tile this high stacks its numbers at 9 px: a group whose column holds its tiles so is one column
#: (``side_rows``).
ONE_COLUMN_H = 30
#: ... and so is a group of four, two columns of two (tiles where the area is high enough).
TWO_COLUMNS_FROM = 4
#: An area with no invasion card keeps ``NAME_LEAST`` px for its name (the label over its empty column: "People
#: Involved" whole at 8 px) where a crowded group in its row, or its own, needs the room.
NAME_LEAST = 70
#: ... or less where its name prints whole at ``AREA_NAME_GOOD`` px beside its icon in less (``name_w`` less the
#: ``NAME_MARGIN`` px it keeps on the name's right): an area's name goes no smaller before it drops its icon
#: (``panels.name_lines``).
AREA_NAME_GOOD = 11
NAME_MARGIN = 6
#: On a small board a group's members are strips up to ``GROUP_TILE`` px high: tiles (``render.TILE_H``), each name over
#: its recon and combat numbers, where the column has the room (issue 16: a member showed no numbers at 150 %).
GROUP_TILE = 64
#: ... and a member alone in its group a tile up to ``LONE_TILE`` px high: its name on two lines at 9 px or more over its
#: numbers stacked at 10 in a 54 px tile (64 px high printed both at 8 beside each other; issue 16).
LONE_TILE = 80


def tile_most(members: int) -> int:
    """The height (px) a small board's group of ``members`` keeps its strips to (``ZoneSpec.strip_max``)."""
    return LONE_TILE if members == 1 else GROUP_TILE
#: A group too big for one column of name strips in its row gets at least two columns of the smallest strips.
GROUP_CROWDED = 2 * STRIP_LOW_W + 4 + 6
#: A group crowded in an even row of areas but not in its own higher one (``tall_groups``) is as wide as its names
#: printing at ``TALL_NAME`` px take in a column of strips (two lines each where they break), else at ``TALL_LEAST``.
TALL_NAME = 10
TALL_LEAST = 9
#: A crowded group is as wide as its longest name takes (``build_board``'s ``strip_w``) as far as the invasion tile beside
#: it keeps ``CROWDED_TILE`` px: every English invasion name whole there at 8 px (numbers may go to the hover view).
CROWDED_TILE = 60
#: On a small board the capsule monsters show each kind once with its count (``stacked``) in a zone ``CAPSULES_W``
#: px wide (three strips of "ウィンダム" with "×4"); the base takes the room their eleven strips had.
CAPSULES_W = 96
#: On a large board (1280x800) the capsule monsters are stacked too, in a zone this wide: the
#: base's thirteen strips in three columns of 194 px print their names at 10 px with both numbers (at three fifths of
#: the row, 148 px columns printed them at 9 px and five lost their combat value; session 16).
CAPSULES_BIG_W = 172
#: The colour of a stack's count (light grey: no counter of the game's, which are red, yellow and blue).
COPIES = (225, 225, 232)
#: The column each invasion zone keeps on its card's left (``ZoneSpec.aside``): the card's chits and damage
#: stack there from the bottom, the alien's face-down mark (``face_down_mark``) from the top.
MARK_W = 20
#: On a small board an area's invasion column and its group sit this far apart (as the areas do), not 4 px: the 6 px a
#: row of three saves let the discovered city's tile keep ``TILE_LEAST`` beside a crowded group (it was 66 px).
SMALL_INNER = 2
#: Under a UI scale above 1 (150 %) the base's names print at the app's small type on the screen (``base_type``: 10 px
#: at 150 %, issue 16: they were 8): on a small board the base's row is as high as its strips of that print need in
#: rows like words (``flow_height``: thirteen names in four rows), taking the room from the hand's row and the events'
#: row, each of which keeps ``LOW_LEAST`` px (its cards' strips under its label). In the alien's view its own hand comes
#: first: its row as high as its names at that print take, the base keeping at least the even row's height.
LOW_LEAST = 64
#: ... but a last row whose zones hold one card each keeps only its label and one strip of the base's print and this
#: much (px), where the base needs the room.
LOW_ONE = 3
#: ... but where the last row holds no card (the alien's actions on turn 1), it keeps only ``EMPTY_ROW`` px: its labels
#: (issue 16: the base's names were 8 px there in the alien's view).
EMPTY_ROW = 34
#: ... and where the three low rows together have less than their names at the base's print take (the TDF's face-down
#: cards, a full base and three events), each row of areas gives up to this much (px; 123 to 111 at 150 %).
AREA_GIVE = 12
#: ... in the alien's view up to ``ALIEN_GIVE`` px each, as far as every invasion tile keeps its numbers' print
#: (``tiles_give``; issue 16: its eight cards, the TDF's two events and the base's thirteen names at 8 px).
ALIEN_GIVE = 22
#: On a small board a row of areas with nothing in it keeps this much (px): its names and a place to drop a member on
#: (``empty_area_row``); the other row of areas, and first the low rows where they want it, take the rest.
EMPTY_AREAS = 52
#: ... and while the TDF drops its cards on the areas, this much (px), where it may hold one member: a tile 42 px high
#: there, its name and numbers at 10 px (``empty_area_row``).
DROP_AREAS = 70
#: While the TDF drops its cards a row's side groups print larger only where that moves no cell's edge more than this
#: (px), or this much further than their least print does (``build_board``'s ``still``; issue 16: a first member moved
#: its neighbour 32-55 px).
STILL_SLACK = 8
#: On a small board the TDF's base strips print their numbers at ``BASE_NUMBER`` px where the low rows and the areas'
#: rows have the room for strips that high, else at ``BASE_NUMBER_LEAST`` (``base_heights``; issue 16: 8 px at 800x560).
BASE_NUMBER = 10
BASE_NUMBER_LEAST = 9
#: In the alien's view its hand's strips keep their numbers as far as the base's names print at ``BASE_NAME_LEAST`` px
#: or more (``hand_strip``).
BASE_NAME_LEAST = 9
#: An area's invasion tile is this much (px) lower than its row (the area's label over it and the frame's margins).
AREA_TILE_TOP = 28
#: The TDF's view keeps its row of face-down invasion cards as high as this many strips one over another (at most).
BACK_ROWS = 4
#: ... and sets them in balanced columns of strips at least ``BACK_LEAST`` px high, each at least ``BACK_LEAST_W`` wide
#: (``back_rows``; issue 16: four and more were 17 px strips one over another at 150 %, their back numbers and chits
#: unreadable dots, while the row had the width for two columns of strips as high as three took).
BACK_LEAST = 22
BACK_LEAST_W = 84
#: The room (px) a zone's label keeps around its text at the app's small type: the frame's margins and the owner's
#: marker before it (``CardTable._label``).
LABEL_FULL = 32
#: The last row's zones on a small board share its width so that their names print whole on one line at up to this
#: size (px; ``last_widths``).
LAST_TYPE = 12
#: A pile's top card on a small board whose name its share of the row prints under this size (px) takes the width under
#: that share that prints it largest.
PILE_GOOD = 9
#: The least print (px) of the whole names of a small board's last-row zone (the TDF's events, the events, the
#: information cards): under it they print their short names (``faces.short_name``; ``short_names``).
SHORT_BELOW = 9


@dataclass
class Marks:
    """What the decision can use: selectable card ids, target zones, the selected thing."""

    cards: set[str] = field(default_factory=set)
    zones: set[str] = field(default_factory=set)
    selected: str | None = None
    deck: bool = False


@dataclass
class Board:
    zones: list[ZoneSpec]
    areas: dict[str, pygame.Rect]          # the whole cell of each area (and "base")
    folded: set[str]                       # areas whose empty group column is folded (``folded_areas``)
    names: dict[str, pygame.Rect]          # each area's name: the label row over its invasion card
    badges: dict[str, pygame.Rect]         # a recon result's own line (narrow groups; else its label row's end)
    face_down_slots: list[str]             # the alien's own face-down cards (drawn with a face-down mark)


def folded_areas(rect: pygame.Rect, view: dict) -> set[str]:
    """The areas whose group column a board in ``rect`` folds: on a small board, those with no TDF group and no
    recon result this turn."""
    if _width_for((rect.h - 4 * (GAP if rect.h >= SHORT else SHORT_GAP)) // 5, 110) >= TILE_BELOW:
        return set()
    results = {r["area"] for r in view.get("recon_results", [])}
    return {a["id"] for a in view["areas"] if not a["tdf"] and a["id"] not in results}


def _width_for(h: int, limit: int) -> int:
    return max(24, min(limit, int((h - LABEL_H - 4) / RATIO)))


def _entry(card: dict, marks: Marks, markers=None) -> CardEntry:
    cid = card["id"]
    return CardEntry(cid, face_for(cid), list(markers or []), selectable=cid in marks.cards,
                     selected=cid == marks.selected)


def _zone(name, rect, cards, label, mode="row", width=80, marks: Marks | None = None, count=None,
          owner: int | None = None, strips: bool = True, held: bool = False, align: str = "center",
          top: int = LABEL_H, left: int = 0, flows: bool = False, name_least: int = 0, strip_max: int = 0,
          side: bool = False, even: bool = True, column_rows: int = 0, balanced: bool = False,
          numbers: bool = False) -> ZoneSpec:
    """A zone of the board: ``rect`` its frame, its cards under its label (``top`` px) and beside its counter column
    (``left`` px); ``column_rows``: its strips in columns of at most that many (``ZoneSpec.column_rows``), ``balanced``:
    as many in each column (``ZoneSpec.even_columns``)."""
    inner = pygame.Rect(rect.x + 3 + left, rect.y + top, rect.w - 6 - left, rect.h - top - 3)
    return ZoneSpec(name, inner, cards, label, mode, _width_for(rect.h - top + LABEL_H, width), back_style="U7",
                    back_colour=(90, 30, 40), selectable=bool(marks and name in marks.zones), count=count, frame=rect,
                    owner=owner, strips=strips and mode == "row", held=held, align=align, aside=left,
                    # ``even``: a zone's strips at one print size ("Amagi" as its neighbours)
                    even_names=even, flows=flows, name_least=name_least, strip_max=strip_max,
                    side=side, column_rows=column_rows, even_columns=int(balanced), numbers=numbers)


def _tile_w(cell_w: int, card_w: int, small: bool, group_w: int = GROUP_LEAST, inner: int = 4,
            least: int = TILE_LEAST) -> int:
    """The width of an area's invasion column (its counter column and card) in a cell ``cell_w`` px wide: the group
    holds two cards side by side and the invasion card takes the rest; in a cell too narrow for that (its group shows
    name strips) the two halve it; on a small board the tile takes what the group leaves (``group_w`` at least)."""
    if small:
        tile_w = cell_w - max(GROUP_MIN, int(cell_w * GROUP_SHARE)) - inner
        return min(max(tile_w, least + MARK_W + 6), cell_w - group_w - inner)
    tile_w = cell_w - (2 * card_w + GROUP_PAIR_GAP) - LARGE_INNER
    return cell_w // 2 if tile_w < card_w + 12 else tile_w


#: The caption of an area's empty group column (issue 16: a newcomer could not tell what goes there; the hover says it
#: whole, ``EMPTY_GROUP_HINT``), or where that does not fit its column, the short one.
EMPTY_GROUP = Text("TDFグループ", "TDF group")
EMPTY_GROUP_SHORT = Text("TDF", "TDF")
EMPTY_GROUP_HINT = Text("地球防衛軍のグループの場所: 基地の隊員・兵器をここへ配置（ドラッグ）すると、このエリアを偵察できる",
                        "The TDF group's place: members and weapons deployed here from the base (drag them) can "
                        "reconnoitre this area.")


def _recon_label(area: dict) -> Text | None:
    """The label of an area's group: its reconnaissance total (none without a group)."""
    return Text(f"偵察値 {area['recon_total']}", f"Recon {area['recon_total']}") if area["tdf"] else None


def _tile_least(area: dict, name_w: Callable[..., int] | None = None, least: int = TILE_LEAST) -> int:
    """The least width of an area's invasion column on a small board: its counter column and a tile with all five
    numbers (a tile ``least`` px wide: its card's, ``card_least``), or with no card in it (none, or one the viewer does
    not see there) room for the area's name: whole at ``AREA_NAME_GOOD`` px beside its icon (``name_w``; issue 16: "都市"
    kept 70 px beside a crowded pair), at most ``NAME_LEAST``."""
    if area["invasion"] is not None:
        return MARK_W + 6 + least
    if name_w is None:
        return NAME_LEAST
    return min(NAME_LEAST, name_w(Text.from_data(area["name"]), AREA_NAME_GOOD) - NAME_MARGIN)


def card_least(entry: CardEntry, h: int, tile_prints: Callable[[CardEntry, int, int], int] | None) -> int:
    """The least width of an invasion tile ``h`` px high: ``TILE_LEAST``, or up to ``TILE_MORE`` px more where only that
    prints every number of its card at ``TILE_GOOD`` px (``tile_prints(entry, w, h)``: the least print of a tile's
    numbers in every language, 0 where one is left out)."""
    if tile_prints is None or entry.face is None or tile_prints(entry, TILE_LEAST, h) >= TILE_GOOD:
        return TILE_LEAST
    return next((w for w in range(TILE_LEAST + 1, TILE_LEAST + TILE_MORE + 1) if tile_prints(entry, w, h) >= TILE_GOOD),
                TILE_LEAST)


def group_least(group: list[CardEntry], label: Text | None, area_h: int, badge: bool,
                strips_fit: Callable[[CardEntry, int, int], bool] | None, label_w: Callable[[Text], int] | None) -> int:
    """The least width of the zone of a group of up to five on a small board (one column of strips as high as its
    rows share, ``layout.strip_slots``) that shows every name whole (``strips_fit``) and its label whole
    (``label_w``): a single "ソガ隊員" takes 32 px, "モロボシ・ダン隊員" 55, "偵察値 10" 47. A group under this turn's
    recon result (two lines of a badge) or with no cards keeps ``GROUP_LEAST``."""
    if badge or not group or label is None or strips_fit is None or label_w is None:
        return GROUP_LEAST
    h = min(STRIP_MAX_H, (area_h - LABEL_H - 3 + 2) // len(group) - 2)
    names = next((w + 6 for w in range(STRIP_LOW_W, 2 * GROUP_LEAST) if all(strips_fit(e, w, h) for e in group)),
                 GROUP_LEAST)
    return max(names, label_w(label))


def side_groups(view: dict, marks: Marks, area_h: int, side_w: Callable[[CardEntry, int, bool, int], int] | None,
                skip: set[str], whole: bool = True, floor: int = MIN_NAME, one_column: bool = False) -> dict[str, int]:
    """The width each group on a small board wants for its members as side tiles (issue 16: a group of three showed
    names with no numbers): a group (not one of ``skip``) whose column of strips, under its label and this turn's recon
    result, is at least ``render.SIDE_H`` px high (``render.TILE_H`` or more: tiles, a pair beside its invasion tile
    showing both numbers), where every member has its name whole (``whole``: with no word broken) over or beside all
    its numbers (side tiles: at ``floor`` px or more)."""
    if side_w is None:
        return {}
    results = {r["area"] for r in view.get("recon_results", [])}
    out: dict[str, int] = {}
    for area in view["areas"]:
        if not area["tdf"] or area["id"] in skip:
            continue
        rows = side_rows(len(area["tdf"]), column_inside(area, area_h, results) if one_column else 0)
        cols = -(-len(area["tdf"]) // rows)
        # (two columns are as wide as a recon result after the label takes: ``BADGE_ROOM``)
        badge = side_badge(len(area["tdf"]), area_h) if area["id"] in results and cols == 1 else 0
        h = min(tile_most(len(area["tdf"])), (area_h - LABEL_H - badge - 3 + 2) // rows - 2)
        widths = [side_w(_entry(c, marks), h, whole, floor) for c in area["tdf"]] if SIDE_H <= h else []
        if widths and all(widths):
            out[area["id"]] = max(cols * max(widths) + 4 * (cols - 1) + 6, BADGE_LINE_W if badge == BADGE_LOW else 0,
                                  BADGE_ROOM if cols > 1 and area["id"] in results else 0)
    return out


def side_rows(members: int, inside: int = 0) -> int:
    """The rows of a group's side tiles on a small board: one column, but a group of ``TWO_COLUMNS_FROM`` to
    ``2 * SIDE_ROWS`` in two columns (issue 16: five or six in a 95 px column were strips with no numbers; four at 150 %
    were 22 px strips printing their names at 8 px with no number, session 20), except where its column, ``inside`` px
    high under its label (and recon result; given in the 800x560 window), holds each ``ONE_COLUMN_H`` px high or more
    (session 28: four in a row grown by an empty one were two columns of 46 px tiles printing 8 px, where one column of
    31 px tiles as wide prints 9; at 150 % two columns of 40 px tiles print 12 px)."""
    if inside and members and (inside + 2) // members - 2 >= ONE_COLUMN_H:
        return members
    return -(-members // 2) if TWO_COLUMNS_FROM <= members <= 2 * SIDE_ROWS else members


def column_inside(area: dict, area_h: int, results: set[str]) -> int:
    """The height (px) of an area's group column under its label and this turn's recon result (``BADGE_H``)."""
    return area_h - LABEL_H - 3 - (BADGE_H if area["id"] in results else 0)


def wide_groups(view: dict, marks: Marks, area_h: int, group_w: int,
                keeps: Callable[[CardEntry, int, int, int], bool]) -> dict[str, int]:
    """On a large board, the width each group of ``WIDE_FROM`` or more in one column of strips wants (more than its
    ``group_w``): the least up to ``WIDE_MORE`` px more where every member's strip shows its name whole and all its
    numbers (``keeps``: ``CardRenderer.strip_keeps``; a group of five at 1280x800 gave "ウルトラホーク1号" 21 px strips
    170 px wide, where its "+1/人" went, issue 16), its name at ``WIDE_NAME`` px or more where that is enough. None where
    neither is."""
    out: dict[str, int] = {}
    inside = area_h - LABEL_H - 3
    for area in view["areas"]:
        n = len(area["tdf"])
        if n < WIDE_FROM or n * (STRIP_H + 2) > inside + 2:
            continue
        h = min(STRIP_MAX_H, (inside + 2) // n - 2)
        entries = [_entry(c, marks) for c in area["tdf"]]
        for floor in (WIDE_NAME, MIN_NAME):
            found = next((w for w in range(group_w, group_w + WIDE_MORE + 1)
                          if all(keeps(e, w - 6, h, floor) for e in entries)), 0)
            if found:
                if found > group_w:
                    out[area["id"]] = found
                break
    return out


def _group_floor(area: dict, card_w: int, result: bool) -> int:
    """The least width of an area's group column on a large board beside a wide group (``wide_groups``): a pair or more
    keeps its two cards side by side, one member its card (and room for this turn's recon result after the label), an
    empty column a card's place to drop on."""
    if len(area["tdf"]) >= 2:
        return 2 * card_w + GROUP_PAIR_GAP
    return max(card_w + 16, BADGE_ROOM if result and area["tdf"] else 0)


def side_badge(members: int, area_h: int) -> int:
    """The height of the recon result's line over a group of side tiles: ``BADGE_H`` (room for its words on two lines)
    where its ``members`` keep ``render.SIDE_H`` px each under it, else ``BADGE_LOW`` (one line: the group at least
    ``BADGE_LINE_W`` px wide)."""
    return BADGE_H if (area_h - LABEL_H - BADGE_H - 3 + 2) // members - 2 >= SIDE_H else BADGE_LOW



def tall_groups(view: dict, marks: Marks, heights: dict[str, int], even_h: int, results: set[str],
                prints: Callable[[CardEntry, int, int], int] | None,
                capped: Callable[[CardEntry, int, int, int], int] | None = None) -> dict[str, int]:
    """The width each group on a small board wants whose members are too many for a column of strips in an even row of
    areas (``even_h`` px high: crowded there) but not in its own, higher row (``heights``: one grown by an empty row of
    areas): its column of strips, under its label and this turn's recon result (``BADGE_H``), as wide as every name
    printing at ``TALL_NAME`` px takes (``prints``: the print of a name on a strip ``w`` x ``h``), else at
    ``TALL_LEAST``, as far as ``BADGE_ROOM`` px (issue 16: six in the city, judged crowded from the even row, printed
    their names at 8 px in strips 11 px high in a row 230 px high). None where neither fits."""
    if prints is None:
        return {}
    out: dict[str, int] = {}
    for area in view["areas"]:
        n = len(area["tdf"])
        fits = lambda h: n * (STRIP_H + 2) <= h - LABEL_H - 1  # noqa: E731 (a column of strips in a row ``h`` high)
        if not n or fits(even_h) or not fits(heights[area["id"]]):
            continue
        found = best_width([_entry(c, marks) for c in area["tdf"]], BADGE_LINE_W if area["id"] in results else
                           GROUP_LEAST, BADGE_ROOM,
                           tall_strip(n, heights[area["id"]], area["id"] in results), prints, capped)
        if found:
            out[area["id"]] = found
    return out


def tall_strip(members: int, area_h: int, badge: bool) -> int:
    """The height of a tall group's strips (``tall_groups``): its column under its label and recon result."""
    return min(GROUP_TILE, (area_h - LABEL_H - (BADGE_LOW if badge else 0) - 3 + 2) // members - 2)


def best_width(entries: list[CardEntry], lo: int, hi: int, h: int, prints: Callable[[CardEntry, int, int], int],
               capped: Callable[[CardEntry, int, int, int], int] | None = None) -> int:
    """The least width from ``lo`` to ``hi`` px of a group zone whose strips ``h`` px high print every name at
    ``TALL_NAME`` px, else at the largest print any width there gives (a name on one line or two: not growing with the
    width), at least ``TALL_LEAST``; 0 where none does. ``capped(entry, w, h, size)``: the print of a name on a strip of a
    zone whose names print at ``size`` (a weapon may take a smaller one beside more numbers): every one at that size."""
    best, out = TALL_LEAST - 1, 0
    for w in range(lo, hi + 1):
        if tall_at(entries, w, h, capped) >= TALL_NAME:  # (two lines at that size where one would print smaller)
            return w
        size = min(prints(e, w - 6, h) for e in entries)
        if size > best and (capped is None or all(capped(e, w - 6, h, size) >= size for e in entries)):
            best, out = size, w
            if size >= TALL_NAME:
                break
    return out


def tall_at(entries: list[CardEntry], w: int, h: int, capped: Callable[[CardEntry, int, int, int], int] | None) -> int:
    """``TALL_NAME`` where a tall group's zone ``w`` px wide with strips ``h`` px high prints every name at that size when
    its strips keep to it (``capped``; ``ZoneSpec.name_least``: a name on two lines at 10 px, not on one at 9 or 8;
    issue 16, six in the city at 800x560), else 0."""
    if capped is None or not entries:
        return 0
    return TALL_NAME if all(capped(e, w - 6, h, TALL_NAME) >= TALL_NAME for e in entries) else 0


def packed(group: list[CardEntry], strip_w: Callable[[CardEntry], int], width: int, rows: int) -> list[CardEntry]:
    """A crowded group's cards in their order where their strips fit ``width`` in ``rows`` rows like words, else in
    pairs (``layout.flow_order``: nine names in seven rows of a 115 px zone, or in six under a recon result)."""
    widths = [strip_w(entry) for entry in group]
    if flow_width(widths, rows) <= width:
        return group
    order = flow_order(widths, rows)
    return [group[i] for i in order] if flow_width([widths[i] for i in order], rows) <= width else group


def group_need(widths: list[int], area_h: int, badge: bool) -> int:
    """The width of a crowded group's zone whose name strips (``widths``: each whole on one line at the lowest strip
    height) fit in rows like words (``layout.flow_width``) under its label, and under this turn's recon result
    (``badge``), which has a line of its own (``BADGE_LOW`` high, ``BADGE_LINE_W`` wide) in a zone narrower than
    ``BADGE_ROOM`` and goes after the label in a wider one."""
    if not widths:
        return 0

    def need(top: int) -> int:  # in the group's order, or in pairs where that is narrower (``packed``)
        rows = (area_h - top - 3 + 2) // (STRIP_LOW_H + 2)
        return min(flow_width(widths, rows), flow_width([widths[i] for i in flow_order(widths, rows)], rows)) + 6

    if badge and max(BADGE_LINE_W, need(LABEL_H + BADGE_LOW)) < BADGE_ROOM:
        return max(BADGE_LINE_W, need(LABEL_H + BADGE_LOW))
    return max(BADGE_ROOM, need(LABEL_H)) if badge else need(LABEL_H)


def strip_high(size: int) -> int:
    """The least height of a name strip whose name prints at ``size`` px (``CardRenderer``: 62 % of the height)."""
    h = size
    while int(h * STRIP_NAME_SHARE) < size:
        h += 1
    return h


def tiles_give(view: dict, marks: Marks, area_h: int, cell_w: int, most: int,
               tile_prints: Callable[[CardEntry, int, int], int]) -> int:
    """The most px (up to ``most``) two rows of areas ``area_h`` px high may give the low rows together where every
    invasion tile the viewer sees in them that prints its numbers at ``TILE_GOOD`` px or more (``tile_prints``) at that
    height still does: a tile beside a group as narrow as its card lets it (``card_least``), one alone in a cell
    ``cell_w`` px wide beside its folded group column."""
    alone = cell_w - FOLDED - SMALL_INNER - MARK_W - 6
    tiles = [(_entry(a["invasion"], marks), a["tdf"]) for a in view["areas"] if a["invasion"] is not None]

    def width(entry: CardEntry, group: list, h: int) -> int:
        return card_least(entry, h, tile_prints) if group else alone

    def good(give: int) -> list[bool]:
        h = area_h - (give + 1) // 2 - AREA_TILE_TOP
        return [tile_prints(e, width(e, g, h), h) >= TILE_GOOD for e, g in tiles]

    was = good(0)
    return next((give for give in range(most, 0, -1) if all(now or not then for now, then in zip(good(give), was))), 0)


def hand_strips(size: int, scale: float) -> list[int]:
    """The heights the alien's hand strips on a small board (in its view) may take, best first: as high as its numbers at
    ``BASE_NUMBER`` px on the screen take (a strip prints them at half its height), then at ``BASE_NUMBER_LEAST``, then as
    high as its names at ``size`` px take (``build_board`` takes the first whose rows leave the base's names their least:
    issue 16, the hand gave the base its room down to 17 px strips, its numbers at 8 px, or kept 21 px strips while the
    base's names went to 8 px)."""
    out = [max(strip_high(size), math.ceil(2 * number / scale)) for number in (BASE_NUMBER, BASE_NUMBER_LEAST)]
    return sorted({*out, strip_high(size)}, reverse=True)


def base_wants(held: list[CardEntry], width: int, need: StripNeed, whole: Callable[..., int], size: int,
               scale: float = 1.0) -> list[tuple[int, bool, int]]:
    """The heights the TDF's base row on a small board may want, best first, for its cards ``held`` in rows like words
    ``width`` px wide, each with whether its numbers print larger than on strips as high as its names take and the print
    of its names: strips with every number printing them at ``BASE_NUMBER`` px, then at ``BASE_NUMBER_LEAST`` (a strip's
    numbers print at half its height, ``render.CardRenderer._draw_strip``; issue 16: 17 px strips printed them at 8 px at
    800x560), where strips as high as its names at ``size`` px take print them under ``BASE_NUMBER`` px on the screen (the
    UI's ``scale``: not at 150 %, 12 px there); then every number at ``BASE_NUMBER_LEAST`` px beside names a px smaller
    (``whole(entry, h, floor)``; issue 16: the thirteen of the TDF's first deployment at 800x560 showed their names at 10
    px, three with no number, eight with one); then, where those print them under ``BASE_NUMBER_LEAST`` px, its names
    alone on strips that high (each row stretched to the zone's width: the numbers where they fit, at that print); then
    strips with every number as high as its names take."""
    least = strip_high(size)
    highs = [h for h in (2 * BASE_NUMBER, 2 * BASE_NUMBER_LEAST) if h > least and least // 2 * scale < BASE_NUMBER]
    names = highs[-1:] if least // 2 * scale < BASE_NUMBER_LEAST else []
    smaller = [(h, size - 1) for h in names if size - 1 >= BASE_NUMBER_LEAST]
    out = []
    for high, fits, at in [*((h, whole, size) for h in highs), *((h, whole, less) for h, less in smaller),
                           *((h, need, size) for h in names), (least, whole, size)]:
        widths = [fits(e, high) if fits is need or at == size else fits(e, high, at) for e in held]
        if min(widths) > 0:
            out.append((LABEL_H + 3 + len(flow_lines(widths, width)) * (high + 2) - 2, high > least, at))
    return out


def flow_height(entries: list[CardEntry], width: int, need: StripNeed, size: int, high: int = 0) -> int:
    """The height of a flowing zone's cards (the base, the alien's hand) as strips whose names print at ``size`` px (and
    at least ``high`` px high), in rows like words ``width`` px wide (``layout.flow_slots``, each strip as wide as ``need``
    says)."""
    if not entries:
        return 0
    h = max(strip_high(size), high)
    return len(flow_lines([need(e, h) for e in entries], width)) * (h + 2) - 2


def build_board(rect: pygame.Rect, view: dict, marks: Marks, strip_w: Callable[[CardEntry], int] | None = None,
                strips_fit: Callable[[CardEntry, int, int], bool] | None = None,
                label_w: Callable[[Text], int] | None = None, need: StripNeed | None = None,
                base_type: int = 0, side_w: Callable[[CardEntry, int, bool, int], int] | None = None,
                strips_keep: Callable[[CardEntry, int, int, int], bool] | None = None,
                prints: Callable[[CardEntry, int, int], int] | None = None,
                name_w: Callable[..., int] | None = None, whole: StripNeed | None = None,
                tile_keeps: Callable[[CardEntry, int, int], bool] | None = None,
                base_keeps: Callable[[CardEntry, int, int], bool] | None = None, scale: float = 1.0,
                capped: Callable[[CardEntry, int, int, int], int] | None = None,
                tile_prints: Callable[[CardEntry, int, int], int] | None = None,
                name_print: Callable[[Text, int], int] | None = None) -> Board:
    """The zones in five rows of cards of one height (each a label over its cards), so every card is as wide
    as the board's height allows (80 px at 1280x800, the name's floor width, docs/art.md): two rows of three
    areas, each area its invasion card beside its TDF group; the alien hand or the face-down cards beside the
    three piles; the base, capsule monsters and Seven; the TDF event hand, the events and the information.
    ``strip_w``: the least width of a low name strip that shows a card's name whole (``CardRenderer.strip_need``):
    a crowded group on a small board is as wide as its longest name takes, as far as its tile keeps ``CROWDED_TILE``
    px (else ``GROUP_CROWDED``), and takes that width from the other cells of its row down to what they need:
    ``strips_fit(entry, w, h)``, whether a strip ``w`` x ``h`` px shows the card's name whole in every language
    (``CardRenderer.strip_name_size``), and ``label_w(label)``, the least zone width that shows a label whole in every
    language, say how narrow a smaller group may be (``group_least``). ``side_w(entry, h, whole)``: the least width of a
    side tile ``h`` px high that shows the card's name whole with all its numbers (``CardRenderer.side_need``, 0: none;
    ``whole``: no word broken): a group whose strips are under a tile's height on a small board is as wide as those take
    (``side_groups``) where its row has the room (else as a word broken with a hyphen takes), its members side tiles.
    ``prints(entry, w, h)``: the print size of a card's name on a strip ``w`` x ``h`` in every language (the last row's
    zones share its width by it, ``last_widths``). The base's strips show their numbers too where its rows have the room
    (``ZoneSpec.numbers``; issue 16: at 150 % "Furuhashi" showed no number).
    ``name_w(name, size=small type)``: the width of an area's name label that prints it whole at ``size`` beside its
    icon in every language: an area with no invasion card keeps no more for its column on a small board, and at least
    that at ``AREA_NAME_GOOD`` px (``_tile_least``). ``whole(entry, h)``: the
    least width of a base strip ``h`` px high that shows its name and every number (``CardRenderer.strip_whole_need``):
    on a small board the TDF's view gives the base's row the height its strips so take where the other low rows keep
    what they want, the row over it ``LOW_LEAST`` px, the areas' rows giving up to ``AREA_GIVE`` px each (issue 16: the
    full base of the TDF's first deployment at 150 % showed its thirteen names without a number; the alien's view,
    its hand and piles over the base, keeps the base's names alone). ``tile_keeps(entry, w, h)``: whether an invasion
    tile ``w`` x ``h`` px shows all its numbers (the areas' rows give to the base's numbers only so far).
    ``base_keeps(entry, w, h)``: whether a base strip ``w`` x ``h`` px shows every number at its name's own print: on a
    large board each base column is as wide as that takes (``column_need``). ``capped(entry, w, h, size)``: the print of
    a card's name on a strip ``w`` x ``h`` of a zone whose names print at ``size`` in every language (``tall_groups``).
    ``tile_prints(entry, w, h)``: the least print of an invasion tile's numbers, as the 800x560 board draws them (at
    ``TILE_GOOD`` px or more where they fit; 0 where one is left out): each tile there as wide as that takes
    (``card_least``). ``name_print(name, w)``: the print of an area's name in a column ``w`` px wide in every language
    (``panels.name_lines``): an area with no card to show gives its side group room from its name's column
    (``name_gives``)."""
    alien = view.get("seat") == 0
    view = {**view, "base": in_roster(view["base"])}
    zones: list[ZoneSpec] = []
    area_rects: dict[str, pygame.Rect] = {}
    name_rects: dict[str, pygame.Rect] = {}
    badges: dict[str, pygame.Rect] = {}
    results = {r["area"] for r in view.get("recon_results", [])}
    own_down: list[str] = []
    row_gap = GAP if rect.h >= SHORT else SHORT_GAP
    row_h = area_h = even_h = (rect.h - 4 * row_gap) // 5
    small = _width_for(row_h, 110) < TILE_BELOW
    if small:  # the areas' rows higher, the other three lower (their cards are name strips there anyway)
        area_h = max(int((rect.h - 4 * row_gap) * AREA_SHARE), min(AREA_ROW, (rect.h - 4 * row_gap - 3 * LOW_ROW) // 2))
        row_h = (rect.h - 4 * row_gap - 2 * area_h) // 3
    base_h = last_h = row_h
    per_row = (len(view["areas"]) + 1) // 2
    area_rows = [view["areas"][k:k + per_row] for k in range(0, len(view["areas"]), per_row)]
    empty = empty_area_row(area_rows, results, view) if small else None
    empty_row, empty_h = empty if empty is not None else (None, 0)
    # what the areas' rows may give the low rows: ``AREA_GIVE`` px each, or an empty row all above its height
    area_give = 2 * AREA_GIVE if empty_row is None else max(2 * AREA_GIVE, area_h - empty_h)
    if empty_row is None and small and scale <= 1 and tile_prints is not None:  # ... as far as every invasion tile
        # the viewer sees that prints its numbers at ``TILE_GOOD`` px still does (issue 16: the alien's view at 800x560
        # printed seven cards' numbers at 8 px in 85 px tiles)
        area_give = tiles_give(view, marks, area_h, (rect.w - SHORT_GAP * (per_row - 1)) // per_row, area_give,
                               tile_prints)
    area_total = 0  # (the two rows of areas together, where one is empty)
    card_areas = 0  # (the same, or both rows, as the low rows had them shared: the cards' width)
    mid_h = row_h  # the middle row: the alien's hand or the face-down cards, and the piles
    counters = 0  # the piles as one column of counters beside a crowded hand: its width (``pile_column``)
    hand_beside = False  # ... where that saves the alien's hand a row of strips
    base_names = 0  # the base's names a px smaller where that shows every number (``base_wants``)
    base_gap = GAP
    if small and base_type and need is not None:
        base_gap = SMALL_INNER  # the base, capsules and Seven as close as the areas: 8 px more for the base's names
        low = rect.h - 4 * row_gap - 2 * area_h  # the three low rows
        area_total = 2 * area_h
        base_in = rect.w - rect.w // 6 - CAPSULES_W - 2 * base_gap - 6  # the base zone inside its frame (``_zone``)
        hand_in = rect.w - 3 * (min(_width_for(even_h, 110) + 16, (rect.w - 3 * GAP) // 5) + GAP) - 6
        if alien and label_w is not None:  # (beside the piles' column of counters where both piles are empty, or in
            # the 800x560 window where that saves the hand a row of strips: issue 16, the alien's five cards wanted the
            # rows of a hand three piles narrower, and the base's names went to 9 px, with eight cards to 8)
            beside = rect.w - pile_column(view, label_w) - GAP - 6
            cards = [_entry(c, marks) for c in view["alien_hand"]["cards"] or []]
            if piles_counted(view) or scale <= 1 and flow_height(cards, beside, need, base_type) < \
                    flow_height(cards, hand_in, need, base_type):
                hand_in, hand_beside = beside, True
        # (as high as the base was when the TDF's deployment began, ``base_held``: its cards keep their places)
        held = [_entry(c, marks) for c in view.get("base_held") or view["base"]]
        want = LABEL_H + 3 + flow_height(held, base_in, need, base_type)
        mid_keep = 0  # (the row over the base kept at ``LOW_LEAST`` px at least where the base takes more)
        if whole is not None and held and not alien:  # the TDF's own base: its numbers too where the other low rows keep
            # what they want, the row over it ``LOW_LEAST`` px (its strips and piles), the areas' rows giving up to
            # ``AREA_GIVE`` px each (``base_wants``): its strips high enough for their numbers at ``BASE_NUMBER`` px,
            # else at ``BASE_NUMBER_LEAST``, else its names that high (the numbers where its rows have the room), else
            # as high as its names take, with every number
            others = low_wants(view, marks, 0, need, base_type, want)
            alone = rect.w // ((len(view["areas"]) + 1) // 2) - FOLDED - 6  # (a tile with no group beside it)
            for wanted, larger, names_at in base_wants(held, base_in, need, whole, base_type, scale):
                # (names a px smaller beside every number: the face-down row down to what its cards take, an empty row
                # of areas all it has above its height)
                middle = others[0] if thin_middle(view) else max(others[0], LOW_LEAST) if names_at == base_type else \
                    max(others[0], LABEL_H + 3 + BACK_LEAST)  # (a back a strip ``BACK_LEAST`` px high at least)
                give = max(0, wanted + middle + others[2] - low)  # (from the areas' rows: for larger numbers, up to
                # ``AREA_GIVE`` px each, even beside an empty row)
                tile_h = area_h - (0 if empty_row is not None else (give + 1) // 2) - AREA_TILE_TOP  # ... as far as
                # every tile keeps its five numbers
                kept = tile_keeps is not None and all(
                    tile_keeps(_entry(a["invasion"], marks), TILE_LEAST if a["tdf"] else alone, tile_h)
                    for a in view["areas"] if a["invasion"] is not None and a["invasion"].get("face_up"))
                if want < wanted and give <= (min(area_give, 2 * AREA_GIVE) if larger and names_at == base_type
                                              else area_give) and kept:
                    want, mid_keep, base_names = wanted, middle, names_at
                    break
        kinds = len(stacked([_entry(c, marks) for c in view["capsules"]["available"]]))  # a strip each, one over another
        want = max(want, LABEL_H + 3 + kinds * (strip_high(base_type) + 2) - 2)
        # the last row (the TDF's event hand, the events, the information cards) with no card keeps only its labels
        last_least = LOW_LEAST if view["tdf_hand"] or view["revealed"] or view["events_active"] or \
            view["information"] else EMPTY_ROW
        base_h = max(row_h, min(want, low - LOW_LEAST - last_least))
        mid_h = (low - base_h) // 2 if last_least == LOW_LEAST else low - base_h - last_least
        hand_high = 0  # the alien's hand strips: high enough for its numbers where the base's names keep their least
        if alien:
            cards = [_entry(c, marks) for c in view["alien_hand"]["cards"] or []]
            room = low - low_wants(view, marks, 0, need, base_type, 0)[2] - LABEL_H - 3 - flow_height(
                [_entry(c, marks) for c in view["base"]], base_in, need, BASE_NAME_LEAST)  # (the hand's and the areas')
            most = area_give  # (the areas' rows giving more, up to ``ALIEN_GIVE`` px each, where the hand and the base's
            # names need it and every tile keeps its numbers' print)
            if empty_row is None and scale <= 1 and tile_prints is not None:
                most = max(most, tiles_give(view, marks, area_h, (rect.w - SHORT_GAP * (per_row - 1)) // per_row,
                                            2 * ALIEN_GIVE, tile_prints))
            for hand_high in hand_strips(base_type, scale):
                short = LABEL_H + 3 + flow_height(cards, hand_in, need, base_type, hand_high) - room
                if short <= most:
                    break
            area_give = max(area_give, min(short, most))
        if alien:  # the alien's own hand first (its names at the same print), the base keeping the even row
            hand_want = LABEL_H + 3 + flow_height([_entry(c, marks) for c in view["alien_hand"]["cards"] or []],
                                                  hand_in, need, base_type)
            if hand_want > mid_h:
                mid_h = min(hand_want, low - row_h - last_least)
                base_h = max(row_h, min(base_h, low - mid_h - last_least))
                for size in range(base_type, MIN_NAME - 1, -1):  # else both at the largest print both fit
                    hand_at = LABEL_H + 3 + flow_height([_entry(c, marks) for c in view["alien_hand"]["cards"] or []],
                                                        hand_in, need, size)
                    base_at = LABEL_H + 3 + flow_height([_entry(c, marks) for c in view["base"]], base_in, need, size)
                    if hand_at + base_at <= low - last_least:
                        mid_h = max(hand_at, (low - last_least - base_at) if last_least < LOW_LEAST else hand_at)
                        base_h = low - last_least - mid_h if last_least < LOW_LEAST else max(base_at, row_h)
                        break
        # a row holding little gives the base what its names at that print still need (issue 16: the alien's two
        # cards kept a 64 px row, the TDF's one event another, while the base's names went to 9 px): the alien's hand
        # down to its strips' rows, the last row with one card a zone down to one strip (``LOW_ONE``)
        if alien and base_h < want:
            give = min(want - base_h, mid_h - max(EMPTY_ROW, LABEL_H + 3 + flow_height(
                [_entry(c, marks) for c in view["alien_hand"]["cards"] or []], hand_in, need, base_type, hand_high)))
            if give > 0:
                mid_h, base_h = mid_h - give, base_h + give
        ones = max(len(view["tdf_hand"]), len(view["revealed"]) + len(view["events_active"]),
                   len(view["information"])) == 1
        if ones and base_h < want:
            base_h += max(0, min(want - base_h, low - base_h - mid_h - (LABEL_H + 3 + strip_high(base_type) + LOW_ONE)))
        last_h = low - base_h - mid_h
        # each low row at least as high as its names at that print take where the rows have it (issue 16: the alien's
        # six cards at 9 px under a last row of one card 11 px higher than its strip): a row with more gives the rest,
        # then the areas' rows give up to ``AREA_GIVE`` px each
        wants = low_wants(view, marks, hand_in if alien else 0, need, base_type, want, hand_high)
        wants[0] = max(wants[0], mid_keep)
        mid_h, base_h, last_h, given = even_out([mid_h, base_h, last_h], wants, area_give)
        if empty_row is None:
            area_h -= -(-given // 2)
            if given % 2:  # (an odd gift: the areas gave one more px than asked; the base takes it)
                base_h += 1
        else:  # (all from the empty row)
            area_total -= given
        row_h = mid_h
        card_areas = area_total or 2 * area_h
        # the TDF's face-down row with no card to show keeps its labels, and in the 800x560 window (``scale`` 1) one
        # with cards what it wants: the rest to the areas' rows (issue 16: an empty row kept an even share; the Space
        # tile printed its name at 8 px at 800x560; at 150 % the areas' side tiles are sized for the even rows)
        thin = thin_middle(view)
        spare = 0 if alien or not (thin or scale <= 1) else mid_h - (wants[0] if thin else max(wants[0], LOW_LEAST))
        if spare > 0:
            mid_h -= spare
            if empty_row is None:
                area_h += spare // 2
                base_h += spare % 2
            else:
                area_total += spare
    # an empty row of areas (no card, group or recon result in it) keeps its height, the other row the rest
    row_hs = [area_h] * len(area_rows)
    if empty_row is not None:
        row_hs = [empty_h if k == empty_row else (area_total or 2 * area_h) - empty_h for k in range(len(area_rows))]
    ah = {a["id"]: row_hs[k // per_row] for k, a in enumerate(view["areas"])}
    # (on a small board no wider than three even low rows make them: a row grown for its names grows no card)
    card_w = _width_for(min(row_h, (rect.h - 4 * row_gap - (card_areas or area_total or 2 * area_h)) // 3) if small
                        else row_h, 110)
    col_gap = row_gap if small else GAP  # a small board's areas as close side by side as above each other
    inner = SMALL_INNER if small else LARGE_INNER  # between an area's invasion column and its group
    cell_w = (rect.w - col_gap * (per_row - 1)) // per_row
    folded = folded_areas(rect, view)
    # (judged at its row's real height: a row of areas grown by an empty one, 230 px at 800x560, holds six in a column
    # of strips with two-line names, as wide as their names at ``TALL_NAME`` px take: ``tall_groups``)
    crowded_at = {a["id"] for a in view["areas"] if small and len(a["tdf"]) > (ah[a["id"]] - LABEL_H - 1) // (STRIP_H + 2)}
    tall = tall_groups(view, marks, ah, area_h, results, prints, capped) if small else {}
    needs = {a["id"]: group_need([strip_w(_entry(c, marks)) for c in a["tdf"]], ah[a["id"]], a["id"] in results)
             for a in view["areas"] if a["id"] in crowded_at and strip_w is not None}
    # side tiles at ``render.SIDE_GOOD`` px where their row has the room (issue 16: 8 px at 150 %), else at the least;
    # a group of six, crowded, as two columns of side tiles where its row has the room for them
    doubles = {a["id"] for a in view["areas"]
               if small and side_rows(len(a["tdf"]), column_inside(a, ah[a["id"]], results) if scale <= 1 else 0) <
               len(a["tdf"])}
    # (a group one of whose names a side tile shows whole only with a word broken, "ハイドランジャー" beside its numbers,
    # is side tiles too where its row has the room: issue 16, six in the sea under their recon result were 8 px strips)

    def rows_sides(areas: list[dict], skip: set[str], whole: bool = True, floor: int = MIN_NAME) -> dict[str, int]:
        """``side_groups`` of ``areas``, each row at its height."""
        out: dict[str, int] = {}
        for row_areas, h in zip(area_rows, row_hs):
            mine = [a for a in row_areas if a in areas]
            if mine:
                out.update(side_groups({**view, "areas": mine}, marks, h, side_w, skip, whole, floor, scale <= 1))
        return out

    sides: dict[str, int] = {}
    if small:  # at ``SIDE_GOOD``, else at the least print, else with a word broken: each area's first that fits (an area
        # the one before fits is not searched again: a side tile's search for a width is the board's costliest part)
        skip = (crowded_at - doubles) | folded
        for whole, floor in ((True, SIDE_GOOD), (True, MIN_NAME), (False, MIN_NAME)):
            sides.update(rows_sides(view["areas"], skip | set(sides), whole, floor))
    later = {k: needs.pop(k) for k in crowded_at & set(sides) if k in needs}  # a crowded group's need, if it is popped
    crowded_at -= set(sides)
    plain = {a["id"]: group_least([_entry(c, marks) for c in a["tdf"]], _recon_label(a), ah[a["id"]], a["id"] in results,
                                  strips_fit, label_w)
             for a in view["areas"] if (needs or sides or tall) and a["id"] not in crowded_at and a["id"] not in folded}
    sides = {k: max(w, plain.get(k, 0)) for k, w in sides.items()}  # its label whole too
    groups = {**plain, **sides}
    tall = {k: max(w, plain[k]) for k, w in tall.items() if k in plain}  # (where its side tiles do not fit)
    shared = bool(needs or sides or tall)  # the rows share their width (else equal cells), also where a group's sides are popped

    good = 0  # a row whose side groups print at their good size (``GOOD_TIERS``): the floor its invasion tiles keep

    def card_floor(area: dict) -> int:  # its card's tile's least (``card_least``): in the 800x560 window
        inv = area["invasion"]
        return TILE_LEAST if inv is None or not small or scale > 1 else \
            card_least(_entry(inv, marks), ah[area["id"]] - AREA_TILE_TOP, tile_prints)

    name_room: dict[str, int] = {}  # a name column narrowed for a group of its row printing under 9 px (``sides_less``)

    def name_least(area: dict) -> int:
        """The least column that prints an area's name at ``NAME_GIVES_TO`` px (``name_print``; 0: none under its
        ``_tile_least``)."""
        if name_print is None:
            return 0
        name, was = Text.from_data(area["name"]), _tile_least(area, name_w)
        return next((w for w in range(24, was) if name_print(name, w) >= NAME_GIVES_TO), 0)

    def tile_least(area: dict) -> int:
        if area["id"] in name_room:
            return name_room[area["id"]]
        if not good or area["invasion"] is None or side_w is None:
            return _tile_least(area, name_w, card_floor(area))
        return max(_tile_least(area, least=card_floor(area)), MARK_W + 6 + side_w(_entry(area["invasion"], marks), ah[area["id"]] - LABEL_H - 3,
                                                           True, good))

    def wants(row_areas: list[dict]) -> tuple[list[int], list[int]]:  # each cell's least and wanted width
        least = [tile_least(a) + inner + (FOLDED if a["id"] in folded else groups.get(a["id"], GROUP_LEAST))
                 for a in row_areas]
        want = [tile_least(a) + inner + needs[a["id"]] if a["id"] in needs else 0 for a in row_areas]
        # (a side group's area with no card in its column wants room for its name as one with a card has, if it is there)
        want = [w or (least[k] + max(0, TILE_LEAST + MARK_W + 6 - tile_least(a)) if a["id"] in sides else
                      tile_least(a) + inner + tall[a["id"]] if a["id"] in tall else least[k])
                for k, (w, a) in enumerate(zip(want, row_areas))]  # (every cell at least its least, where there is room)
        return least, want

    def share(row_areas: list[dict]) -> list[int]:
        least, want = wants(row_areas)
        return share_row(rect.w, col_gap, least, want) if shared else equal_cells(rect.w, col_gap, len(row_areas))

    def still(row_areas: list[dict], row_cells: list[int]) -> list[int]:
        """The row's cells as the board had them (``view["cells_held"]``, ``held_cells``) where each keeps its least and
        every side group its room; else a cell short of its least taking that (or each cell wanting more taking it) from
        its nearest neighbour first (``share_row``'s ``start``), or ``row_cells``, whichever moves least and leaves no
        side group short."""
        kept = held_cells(view, row_areas, sum(row_cells))
        if kept is None:
            return row_cells
        least, want = wants(row_areas)
        if all(k >= lo for k, lo in zip(kept, least)) and not short(row_areas, kept):
            return kept  # (every cell its least and every side group its room: nothing moves)
        # (a cell short of its least taking only that, where it is enough: the others' wants move nothing more)
        moved = [cells for cells in (share_row(rect.w, col_gap, least, least, kept),
                                     share_row(rect.w, col_gap, least, want, kept))
                 if all(k >= lo for k, lo in zip(cells, least)) and not short(row_areas, cells)]
        return min([*moved, row_cells], key=lambda cells: cells_moved(kept, cells))  # (the fresh share where it moves
        # less)

    def short(row_areas: list[dict], row_cells: list[int]) -> list[str]:  # the side groups the row has not the room for
        return [a["id"] for a, w in zip(row_areas, row_cells)
                if a["id"] in sides and w - inner - sides[a["id"]] < tile_least(a)]

    def sides_less(row_areas: list[dict], row_cells: list[int]) -> list[int]:
        """The row's cells with each side group whose names print at the least size printing them at ``SIDE_LESS`` px
        where the row keeps every cell its least and every side group its room, the group wanting the least more first
        (issue 16: the crowded 800x560 reconnaissance printed the Space group of three and the city pair at 8 px); while
        the TDF drops its cards, at ``SIDE_GOOD`` only where that moves no cell it held more than ``STILL_SLACK`` px
        further than the least print does (a group under 9 px takes its room: session 28, a pair beside a lone member
        stayed at 8 px to keep a cell 10 px still)."""
        held = held_cells(view, row_areas, sum(row_cells)) if small else None  # (while the TDF drops its cards: only
        # where no cell moves more than ``STILL_SLACK`` px further than at the least print)
        slack = STILL_SLACK + (edge_moved(held, still(row_areas, row_cells)) if held is not None else 0)
        for floor in (SIDE_LESS, SIDE_GOOD):  # (then at ``SIDE_GOOD`` where the row still has the room, no invasion
            # tile narrower: a lone member beside six in the city printed at 9 px, issue 16)
            better = rows_sides([a for a in row_areas if a["id"] in sides], set(), True, floor)
            for k, w in sorted(better.items(), key=lambda kw: kw[1] - sides[kw[0]]):
                if w <= sides[k]:
                    continue
                was = tile_widths(row_areas, row_cells)
                kept, sides[k] = sides[k], max(w, plain.get(k, 0))
                groups[k] = sides[k]
                trial = share(row_areas) if held is None else still(row_areas, share(row_areas))
                if floor == SIDE_LESS and misfit(row_areas, trial, held, floor, slack, was):
                    # (the names of the row's areas with no card to show at ``NAME_GIVES_TO`` px, where that gives the
                    # group its room: session 29, a pair in Space at 8 px beside 「都市」's 58 px column)
                    narrowed = {a["id"]: name_least(a) for a in row_areas if a["invasion"] is None and
                                a["id"] not in folded and a["id"] not in name_room}
                    name_room.update({k2: w2 for k2, w2 in narrowed.items() if w2})
                    trial = share(row_areas) if held is None else still(row_areas, share(row_areas))
                    if misfit(row_areas, trial, held, floor, slack, was):
                        for k2 in narrowed:
                            name_room.pop(k2, None)
                if misfit(row_areas, trial, held, floor, slack, was):
                    sides[k] = groups[k] = kept
                else:
                    row_cells = trial
        return row_cells

    def misfit(row_areas: list[dict], trial: list[int], held: list[int] | None, floor: int, slack: int,
               was: list[int]) -> bool:
        """Whether ``sides_less`` cannot take the row's cells ``trial``: a side group or a cell short of its least, or at
        a print above ``SIDE_LESS`` a held cell moved more than ``slack`` or an invasion tile narrower than it ``was``."""
        return bool(short(row_areas, trial)) or any(c < lo for c, lo in zip(trial, wants(row_areas)[0])) or \
            held is not None and floor > SIDE_LESS and edge_moved(held, trial) > slack or \
            floor > SIDE_LESS and any(t < w for t, w in zip(tile_widths(row_areas, trial), was))

    def tile_widths(row_areas: list[dict], row_cells: list[int]) -> list[int]:
        """The width of each area's invasion column in the row's cells, as the board gives it (``_tile_w``)."""
        return [cell - FOLDED - inner if a["id"] in folded else
                _tile_w(cell, card_w, small, groups.get(a["id"], GROUP_LEAST), inner, card_floor(a))
                for a, cell in zip(row_areas, row_cells)]

    def unshort(row_areas: list[dict], row_cells: list[int]) -> list[int]:
        """The row's cells with each side group it has not the room for as strips as before (crowded again where it
        was: low strips in rows like words)."""
        if short(row_areas, row_cells):
            for lost in short(row_areas, row_cells):
                sides.pop(lost)
                if lost in later:
                    crowded_at.add(lost)
                    needs[lost] = later[lost]
                    groups.pop(lost, None)
                else:
                    groups[lost] = plain[lost]
            row_cells = share(row_areas)
        return row_cells

    def least_print(row_areas: list[dict]) -> list[int]:
        """The row's cells with its side groups at the least print (then with a word broken), each then at
        ``render.SIDE_LESS`` px where the row keeps the room (``sides_less``), and where even that does not fit, strips."""
        row_cells = []
        for whole in (True, False):
            less = rows_sides([a for a in row_areas if a["id"] in sides], set(), whole)
            less = {k: max(w, plain.get(k, 0)) for k, w in less.items()}
            sides.update(less)
            groups.update(less)
            row_cells = share(row_areas)
            at_least[:] = still(row_areas, row_cells) if small else row_cells
            if not short(row_areas, row_cells):
                return sides_less(row_areas, row_cells) if whole else row_cells
        # (the groups it has the room for at larger prints, where one it has not is strips: issue 16, a lone member
        # beside six in the city printed at 9 px while the six were tried as side tiles)
        row_cells = unshort(row_areas, row_cells)
        return row_cells if short(row_areas, row_cells) else sides_less(row_areas, row_cells)

    at_least: list[int] = []  # (the row's cells at the least print: how far a larger one may move them, ``STILL_SLACK``)

    cells: list[int] = []
    tile_floors: dict[str, int] = {}  # the least width of the tiles of rows whose side groups print at their good size
    for start in range(0, len(view["areas"]), per_row):  # a crowded group's row gives it the width its names take
        row_areas = view["areas"][start:start + per_row]
        # the side groups at their good print as far as every invasion tile of the row keeps ``TILE_GOOD`` px (not in
        # a row with a crowded group, which takes what the others can give)
        row_cells = share(row_areas)
        if not any(a["id"] in needs for a in row_areas):  # names at ``GOOD_NAME`` px where the row has the room
            kept = {a["id"]: sides[a["id"]] for a in row_areas if a["id"] in sides}
            for side_floor, tile_floor in GOOD_TIERS if kept else GOOD_TIERS[-1:]:  # (a row of no side group: the
                # last, as before)
                trial = kept
                if side_floor > SIDE_GOOD:  # (a group with no tiles at that print keeps its own)
                    better = rows_sides([a for a in row_areas if a["id"] in sides], set(), True, side_floor)
                    trial = {k: max(better.get(k, w), plain.get(k, 0)) for k, w in kept.items()}
                sides.update(trial)
                groups.update(trial)
                good = tile_floor
                row_cells = share(row_areas)
                if not short(row_areas, row_cells):
                    break
                good = 0
        if not good:
            row_cells = least_print(row_areas)
        else:  # (and a side group that has not its good print at least ``SIDE_LESS`` px, then ``SIDE_GOOD``, where the
            # row has the room: issue 16, a pair in Space under its recon result printed 8 px beside a lone member's
            # 79 px tile at 10)
            row_cells = unshort(row_areas, row_cells)
            row_cells = row_cells if short(row_areas, row_cells) else sides_less(row_areas, row_cells)
        if small:  # while the TDF drops its cards on the areas, the cells stay where they were if they can
            held = held_cells(view, row_areas, sum(row_cells))
            moved = still(row_areas, row_cells)
            if good and held is not None and edge_moved(held, moved) > STILL_SLACK:  # (a good print that moves a cell
                # more than that, and more than that further than the least print, gives way to it: issue 16, a first
                # member in a row of folded columns moved its neighbour 37 px)
                saved, floor_was = (dict(sides), dict(groups), set(crowded_at), dict(needs)), good
                good = 0
                less = still(row_areas, least_print(row_areas))
                if edge_moved(held, moved) > edge_moved(held, at_least) + STILL_SLACK:
                    moved = less
                else:
                    for now, was in zip((sides, groups, crowded_at, needs), saved):
                        now.clear()
                        now.update(was)
                    good = floor_was
            row_cells = moved
        if good:
            tile_floors.update({a["id"]: tile_least(a) - MARK_W - 6 for a in row_areas})
        cells += row_cells
    column = _tile_w(cell_w, card_w, False)  # (on a large board every invasion column keeps its width)

    def grid_most(area: dict) -> int:  # the widest group its row can give it, every other cell keeping its least
        row = view["areas"].index(area) // per_row
        others = [a for a in view["areas"][row * per_row:(row + 1) * per_row] if a is not area]
        return rect.w - col_gap * (per_row - 1) - column - inner - sum(
            column + inner + _group_floor(a, card_w, a["id"] in results) for a in others)

    wide = {**wide_groups(view, marks, area_h, 2 * card_w + GROUP_PAIR_GAP, strips_keep),
            **grid_groups(view, marks, area_h, side_w, grid_most)} \
        if not small and strips_keep is not None and column != cell_w // 2 else {}
    if wide:  # on a large board a group of five or more as wide as its strips with all their numbers take
        cells = []
        for start in range(0, len(view["areas"]), per_row):
            row_areas = view["areas"][start:start + per_row]
            least = [column + inner + _group_floor(a, card_w, a["id"] in results) for a in row_areas]
            cells += share_row(rect.w, col_gap, least, [column + inner + wide.get(a["id"], 0) for a in row_areas])
    tall_names: dict[str, int] = {}  # a tall group's one print where its strips keep to it (``tall_at``)
    for i, area in enumerate(view["areas"]):
        row, col = divmod(i, per_row)
        x = rect.x + sum(cells[row * per_row:i]) + col * col_gap
        cell = pygame.Rect(x, rect.y + sum(row_hs[:row]) + row * row_gap, cells[i], row_hs[row])
        area_rects[area["id"]] = cell
        inv_w = cell.w - FOLDED - inner if area["id"] in folded else \
            _tile_w(cell.w, card_w, small, groups.get(area["id"], GROUP_LEAST), inner,
                    tile_floors.get(area["id"], card_floor(area)))
        if wide:
            inv_w = _tile_w(cell_w, card_w, False)
        if small and area["invasion"] is None and area["tdf"] and area["id"] not in folded:
            # only a name to show: the column no wider than the name takes whole at the small type beside its icon
            # (``name_w``), the group the rest (issue 16: a pair in Space had half the cell, "Ultra Hawk 2" on two lines)
            inv_w = min(inv_w, max(NAME_LEAST, name_w(Text.from_data(area["name"])) if name_w is not None else cell.w // 2 - inner))
        if area["id"] in tall and area["id"] not in sides and prints is not None:  # its names' width (``tall_groups``)
            room = cell.w - inner - _tile_least(area, name_w, card_floor(area))  # as far as its tile keeps its least (``TILE_LEAST``): its best there
            entries = [_entry(c, marks) for c in area["tdf"]]
            best = tall[area["id"]] if tall[area["id"]] <= room else best_width(
                entries, groups.get(area["id"], GROUP_LEAST), room, tall_strip(len(entries), cell.h, area["id"] in results),
                prints, capped)
            if best:  # (its tile's good print giving way)
                inv_w = cell.w - inner - best
                tall_names[area["id"]] = tall_at(entries, best, tall_strip(len(entries), cell.h, area["id"] in results),
                                                 capped)
            elif strip_w is not None:  # no room for its names at ``TALL_LEAST``: crowded after all
                crowded_at.add(area["id"])
                needs[area["id"]] = group_need([strip_w(e) for e in entries], cell.h, area["id"] in results)
        crowded_group = area["id"] in crowded_at
        if crowded_group:  # low strips, in rows like words (a smaller group keeps strips with two-line names)
            crowded = GROUP_CROWDED
            if area["id"] in needs:  # each name whole on its line where the tile keeps its name whole
                tile_floor = NAME_LEAST if area["invasion"] is None else CROWDED_TILE + MARK_W + 6
                crowded = max(crowded, min(needs[area["id"]], cell.w - tile_floor - inner))
            inv_w = min(inv_w, cell.w - crowded - inner)
        if small and area["id"] in sides and area["invasion"] is None and area["id"] not in folded and \
                name_print is not None and side_w is not None:  # (its name column giving its side group room)
            inv_w = name_gives(area, inv_w, cell, inner, lambda floor: side_groups(
                {**view, "areas": [area]}, marks, cell.h, side_w, set(), True, floor, scale <= 1).get(area["id"], 0),
                name_print)
        fold = area["id"] in folded  # its name over the whole cell, the folded column under it inside the area's frame
        name_rects[area["id"]] = pygame.Rect(cell.x, cell.y, cell.w if fold else inv_w, LABEL_H)
        inv = area["invasion"]
        cards = []
        if inv is not None:
            cards = [_entry(inv, marks, invasion_markers(inv))]
            if not inv.get("face_up", True):
                own_down.append(inv["id"])
        zones.append(_zone(f"inv:{area['id']}", pygame.Rect(cell.x, cell.y, inv_w, cell.h), cards,
                           None, "tile", 110, marks, owner=ALIEN, strips=False,
                           left=MARK_W))  # a lone card stays a card (or a tile)
        if small and scale <= 1:  # (its numbers at ``TILE_GOOD`` px before a name larger than ``render.TILE_NAME_GOOD``)
            zones[-1].number_least = TILE_GOOD
        if fold:
            zones[-1].frame = cell.copy()
        group = [_entry(c, marks) for c in area["tdf"]]
        label = _recon_label(area)
        frame = pygame.Rect(cell.x + inv_w + inner, cell.y, cell.w - inv_w - inner, cell.h)
        if label is None and not fold and area["id"] not in results:  # an empty group column says whose it is
            label = EMPTY_GROUP if label_w is None or label_w(EMPTY_GROUP) <= frame.w else EMPTY_GROUP_SHORT
        top = LABEL_H
        if fold:
            frame = pygame.Rect(frame.x, cell.y + LABEL_H, frame.w - 3, cell.h - LABEL_H - 3)
            top = 3
        if area["id"] in results and frame.w < BADGE_ROOM:
            badge_h = side_badge(len(area["tdf"]), cell.h) if area["id"] in sides and not crowded_group else \
                BADGE_LOW if crowded_group or area["id"] in tall else BADGE_H  # (a tall group's: one line, ``tall_strip``)
            badges[area["id"]] = pygame.Rect(frame.x + 3, frame.y + LABEL_H - 2, frame.w - 6, badge_h)
            top += badge_h
        if crowded_group and strip_w is not None:
            group = packed(group, strip_w, frame.w - 6, (frame.h - top - 3 + 2) // (STRIP_LOW_H + 2))
        paired = large_pairs(group, frame.w - 6, frame.h - top - 3, side_w) if not small else 0
        zones.append(_zone(f"grp:{area['id']}", frame, group, label, "row", card_w, marks, owner=TDF, top=top,
                           flows=crowded_group, strip_max=tile_most(len(group)) if small else PAIRED_MAX if paired else 0,
                           side=area["id"] in sides or paired,
                           column_rows=side_rows(len(group), column_inside(area, cell.h, results) if scale <= 1 else 0)
                           if area["id"] in sides else -(-len(group) // paired) if paired else 0,
                           even=small or crowded_group or paired, name_least=tall_names.get(area["id"], 0)))
        zones[-1].even_keeps = True  # (at 1280x800: one size where every number stays, ``ZoneSpec.even_keeps``)
        if paired == GRID_COLUMNS and side_w is not None:  # (each column as wide as its members take)
            zones[-1].column_need = grid_need(group, frame.w - 6, side_w)
    y = rect.y + sum(row_hs) + len(row_hs) * row_gap
    w = rect.w
    # three piles as narrow as their cards in five even rows (room for "Removed (11)"): the hand gets the rest
    pile_w = min(_width_for(even_h, 110) + 16, (w - 3 * GAP) // 5)
    hand_w = w - 3 * (pile_w + GAP)
    if alien:
        hand = view["alien_hand"]
        hand_cards = [_entry(c, marks) for c in hand["cards"] or []]
        hand_label = Text(f"星人側の手札 {hand['count']}/8", f"Alien hand {hand['count']}/8")
    else:
        hand_cards = [CardEntry(None, None, back_markers(b)) for b in view["face_down"]]
        hand_label = Text(f"裏向きの侵略カード{len(hand_cards)}枚（エリア不明）",
                          f"Face-down invasion cards: {len(hand_cards)} (area unknown)") if not small or not (
            view["discard"] or view["removed"]) else Text(f"裏向き{len(hand_cards)}枚（エリア不明）",
                                                          f"Face-down: {len(hand_cards)} (area unknown)")
        # (shorter on a small board beside a pile's top card: its room to the piles' names; issue 16, "The Suspicious
        # Neighbour" on the removed pile was cut at 6 px at 800x560)
    deck = [CardEntry(None)] if view["deck"]["count"] else []
    piles = [("deck", deck, Text("山札", "Deck"), view["deck"]["count"]),
             ("discard", [_entry(c, marks) for c in view["discard"]], Text("捨て札", "Discard"), None),
             ("removed", [_entry(c, marks) for c in view["removed"]], Text("除去", "Removed"), None)]
    widths = [pile_w, pile_w, w - hand_w - GAP - 2 * (pile_w + GAP)]
    if small and label_w is not None:  # the piles' width shared by their labels with their counts: "Removed (11)"
        counted = [Text(f"{label.ja} ({len(cards) if n is None else n})", f"{label.en} ({len(cards) if n is None else n})")
                   for _, cards, label, n in piles]  # was cut (issue 16)
        least = [label_w(label) for label in counted]
        room, high = w - hand_w - GAP, min(STRIP_MAX_H, mid_h - LABEL_H - 3)

        def pile_want(cards: list[CardEntry], lo: int, size: int) -> int:  # its top card's name whole at ``size`` px
            return next((p for p in range(lo, w - GAP, 3) if prints(cards[-1], p - 6, high) >= size), 0) \
                if prints is not None else 0

        want = [(pile_want(cards, lo, base_type) or pile_want(cards, lo, 1) or lo) if name != "deck" and cards else lo
                for (name, cards, _, _), lo in zip(piles, least)]
        # the hand's row gives the piles the width their names at the base's print take, as far as its own cards keep
        # theirs in the rows it has (the TDF's face-down cards, or no card, keep their label; issue 16: "Episode 12:
        # From Another Planet with Love" printed at 6 px on the discard pile beside the alien's empty hand)
        hand_least = label_full(label_w(hand_label))
        if alien and hand_cards:  # the alien's cards in as many rows like words at the base's print as its row holds
            hand_least = next((p for p in range(hand_least, hand_w, 6) if need is not None and base_type and
                               LABEL_H + 3 + flow_height(hand_cards, p - 6, need, base_type) <= mid_h), hand_w)
        piles_want = sum(want) + 2 * GAP
        if alien and hand_cards and base_type and (hand_least + GAP + piles_want > w or piles_counted(view) or hand_beside):
            # the hand and the piles' top cards do not both print at the base's type (issue 16: eight cards at 8-10 px
            # at 150 %, the piles' top cards at 8-9 px beside them), or two piles are empty (the alien's five cards
            # printed 8 px in the 800x560 window beside two empty frames): the piles as one column of labelled counters
            counters = pile_column(view, label_w)
        elif max(piles_want, labelled := labels_want(least, want)) > room and base_type:
            # (and their labels at the app's small type, as far as the hand's cards keep the base's print: session
            # 28, "Deck (11)" at 9 px beside the alien's hand)
            room = max(room, min(w - GAP - hand_least, max(piles_want, labelled)))
            hand_w = w - GAP - room
        least = even_labels(least, want, room - 2 * GAP, LABEL_SMALLEST, theme.SIZE_SMALL)  # (their labels at one
        widths = share_by_need(room, GAP, least, want)  # size: ``label_peers``)
        for k, (name, cards, _, _) in enumerate(piles):  # a pile whose name the room left prints smaller (on one
            if name != "deck" and cards and prints is not None and widths[k] > want[k] and \
                    prints(cards[-1], widths[k] - 6, high) < prints(cards[-1], want[k] - 6, high):  # line) gives it to
                widths[0] += widths[k] - want[k]  # the deck
                widths[k] = want[k]
            elif name != "deck" and cards and prints is not None and prints(cards[-1], widths[k] - 6, high) < PILE_GOOD:
                # (a name printed under ``PILE_GOOD`` px at its share: the width under it that prints it largest, the
                # rest to the deck; issue 16: 「アンドロイド0指令」 went on one line at 8 px in 88 px, on two at 9 in 81)
                best = max(range(least[k], widths[k] + 1), key=lambda p: (prints(cards[-1], p - 6, high), p))
                widths[0] += widths[k] - best
                widths[k] = best
    tiles = not small and alien and bool(hand_cards)  # (on a large board the alien's cards as tiles, ``HAND_TILE``)
    if tiles and label_w is not None and tiles_w(len(hand_cards), HAND_TILE) > hand_w - 6:
        counters = pile_column(view, label_w)  # (seven or eight: the piles as counters, the tiles keep their width)
    if counters:  # one column of three labelled counters (their cards in the log and the hover): the hand the rest
        hand_w = w - counters - GAP
    zones.append(_zone("alien_hand" if alien else "face_down", pygame.Rect(rect.x, y, hand_w, mid_h), hand_cards,
                       hand_label, "tiles" if tiles else "row", card_w, marks, owner=ALIEN, held=alien,
                       flows=small and alien,
                       name_least=base_type if small and alien else 0,  # overlapping only where eight do not fit
                       column_rows=0 if alien else back_rows(len(hand_cards), hand_w - 6, mid_h - LABEL_H - 3),
                       balanced=not alien))
    if tiles:
        zones[-1].card_width = HAND_TILE
    if not alien:  # (a back's number and chits: 8 px on the 80 px backs of 1280x800, issue 16)
        zones[-1].count_least = BACK_COUNT
    if small and alien:  # (no number under ``BASE_NUMBER_LEAST`` px on the screen, as the base: 8 px on 17 px strips)
        zones[-1].number_least = math.ceil(BASE_NUMBER_LEAST / scale)
    x = rect.x + hand_w + GAP
    if counters:
        high = (mid_h - 2 * COUNTER_GAP) // 3
        for k, (name, cards, label, n) in enumerate(piles):
            frame = pygame.Rect(x, y + k * (high + COUNTER_GAP), counters, high if k < 2 else mid_h - 2 * (high + COUNTER_GAP))
            zones.append(_zone(name, frame, [], label, "row", card_w, marks, count=len(cards) if n is None else n,
                               top=frame.h - 3))
        widths = []
    for (name, cards, label, n), pile in zip(piles, widths):
        if name != "deck" and cards:  # the top card as a name strip (a 28 px card showed "Th…"), on a large board
            # as a tile (an 80 px face printed its numbers at 7 px), the count in the label
            zones.append(_zone(name, pygame.Rect(x, y, pile, mid_h), cards[-1:], label, "row" if small else "tile",
                               card_w, marks, count=len(cards)))
        elif mid_h < LOW_LEAST:  # a thin row (``thin_middle``): the deck as its labelled count, no card
            zones.append(_zone(name, pygame.Rect(x, y, pile, mid_h), [], label, "row", card_w, marks,
                               count=len(cards) if n is None else n, top=mid_h - 3))
        else:
            zones.append(_zone(name, pygame.Rect(x, y, pile, mid_h), cards, label, "pile", card_w, marks, count=n))
        zones[-1].label_peers = tuple(p for p, _, _, _ in piles)  # the three labels at one size
        x += pile + GAP

    y += mid_h + row_gap
    seven_w = w // 6 if small else min(card_w + 16, w // 6)  # a tile on a small board
    caps = view["capsules"]
    used = len(caps["used"])
    capsules = [_entry(c, marks) for c in caps["available"]]
    # the copies of a kind as one strip with their count: the base has the room they leave
    capsules = stacked(capsules)
    cap_label = Text(f"カプセル 使用済{used}", f"Capsules (used {used})")
    base_w = w - seven_w - (CAPSULES_W if small else CAPSULES_BIG_W) - 2 * base_gap
    base_rect = pygame.Rect(rect.x, y, base_w, base_h)
    area_rects["base"] = base_rect
    zones.append(_zone("base", base_rect, [_entry(c, marks) for c in view["base"]],
                       Text(f"基地（兵器 {view['weapons']['deployed']}/{view['weapons']['limit']}）",
                            f"Base (weapons out {view['weapons']['deployed']}/{view['weapons']['limit']})"),
                       "row", card_w, marks, owner=TDF, align="left", flows=small, numbers=small,
                       name_least=(base_names or base_type) if small else 0,
                       # (on a large board its columns as even as they go: thirteen in five rows of 21 px strips, their
                       # numbers at 10 px, not six of 17 at 8; issue 16)
                       balanced=not small))
    if small:  # (no number under ``BASE_NUMBER_LEAST`` px on the screen: the alien's view at 800x560 printed them at 7;
        # in the alien's view at 150 % none under that size at all: 8 px, issue 16)
        zones[-1].number_least = BASE_NUMBER_LEAST if alien else math.ceil(BASE_NUMBER_LEAST / scale)
    if not small and view["base"]:  # (in up to ``BASE_COLUMNS`` columns of strips at most ``BASE_STRIP`` px high, as
        # the thirteen of the first deployment: eleven made two columns of 17 px strips printing numbers at 8 px)
        zones[-1].column_rows = -(-len(view["base"]) // BASE_COLUMNS)
        zones[-1].strip_max = BASE_STRIP
    if not small and need is not None and base_keeps is not None:  # (and each column as wide as its names and
        # numbers take, the rest shared: "ウルトラホーク1号" keeps its "+1/人" beside the 10 px numbers)
        zones[-1].column_need = column_need(need, base_keeps)  # thirteen names of every length in rows, each whole (not columns of the longest)
    cap_x = rect.x + base_w + base_gap
    zones.append(_zone("capsules", pygame.Rect(cap_x, y, rect.right - seven_w - base_gap - cap_x, base_h), capsules,
                       cap_label, "row", card_w, marks, owner=TDF, name_least=base_type if small else 0))
    zones[-1].count_least = BACK_COUNT  # (a kind's "×4": 8 px on the 800x560 window's 18 px strips, issue 16)
    sx = rect.right - seven_w
    seven = [CardEntry("seven", seven_face(view["emerium"]["value"], view["emerium"]["seven_dead"]))]
    zones.append(_zone("seven", pygame.Rect(sx, y, seven_w, base_h), seven, Text("セブン", "Seven"),
                       "tile", card_w, marks, owner=TDF, strips=False))  # (a tile: an 80 px face printed 6 px)
    y += base_h + row_gap
    last = [[_entry(c, marks) for c in view["tdf_hand"]], [_entry(c, marks) for c in view["revealed"] + view["events_active"]],
            [_entry(c, marks) for c in view["information"]]]
    labels = [Text(f"TDFのイベント手札 {len(view['tdf_hand'])}/3", f"TDF event hand {len(view['tdf_hand'])}/3"),
              Text("このターンのイベント", "Events this turn"), Text("情報カード", "Information cards")]
    widths = last_widths(w, last_h, last, labels, prints, label_w) if small else \
        [(w - 2 * GAP) // 3, (w - 2 * GAP) // 3, w - 2 * ((w - 2 * GAP) // 3 + GAP)]
    for _ in range(len(last) if small and prints is not None else 0):  # (their whole names on hover)
        low = [k for k, cards in enumerate(last) if last_print(cards, widths[k], last_h, prints) < SHORT_BELOW
               and short_names(cards) != cards]
        if not low:
            break
        for k in low:
            last[k] = short_names(last[k])
        widths = last_widths(w, last_h, last, labels, prints, label_w)
    x = rect.x
    for name, cards, label, zone_w, held in zip(("tdf_hand", "events", "information"), last, labels, widths,
                                                (True, False, False)):
        zones.append(_zone(name, pygame.Rect(x, y, zone_w, last_h), cards, label, "row", card_w, marks,
                           owner=TDF if held else None, held=held))
        x += zone_w + GAP
    if not small:
        zones = [tiled(z) for z in zones]
    return Board(zones, area_rects, folded, name_rects, badges, own_down)


#: px: the side tiles of a group a large board shows in two columns (``large_pairs``) are at most this high (under
#: ``render.TILE_H``: the name beside its numbers, not over them).
PAIRED_MAX = 36
#: A large board's group of more than ``2 * SIDE_ROWS`` members, too many for two columns of side tiles ``render.SIDE_H``
#: px high, is up to ``GRID_COLUMNS`` columns of them where its row gives it the width (``grid_groups``; issue 16: nine
#: in Space at 1280x800 were two columns of 81 x 17 px strips printing names and numbers at 8 px).
GRID_COLUMNS = 3
#: px between two columns of strips or side tiles (``layout.strip_slots``).
COLUMN_GAP = 4


def side_columns(n: int, inside_h: int) -> tuple[int, int]:
    """The fewest columns (2 up to ``GRID_COLUMNS``) of side tiles that set ``n`` members in a column ``inside_h`` px
    high at ``render.SIDE_H`` px or more each, and their height (``PAIRED_MAX`` at most); (0, 0) where none do."""
    for cols in range(2, GRID_COLUMNS + 1):
        if n <= (cols - 1) * SIDE_ROWS:
            continue
        h = min(PAIRED_MAX, (inside_h + 2) // -(-n // cols) - 2)
        if h >= SIDE_H:
            return cols, h
    return 0, 0


def large_pairs(group: list[CardEntry], inside_w: int, inside_h: int,
                side_w: Callable[[CardEntry, int, bool, int], int] | None) -> int:
    """How many columns of side tiles a large board shows a group of ``2 * SIDE_ROWS`` or more as in its column
    ``inside_w`` x ``inside_h`` px (0: strips): two, else three (``side_columns``), where each is ``render.SIDE_H`` px
    high or more and as wide as its members' names and numbers take at ``SIDE_LESS`` px (session 28: six in Space at
    1280x800 were 194 x 17 px strips printing their numbers at 8 px)."""
    if side_w is None or len(group) < 2 * SIDE_ROWS:
        return 0
    cols, h = side_columns(len(group), inside_h)
    if cols == GRID_COLUMNS:  # (each column as wide as its members take, ``grid_need``)
        return cols if 0 < grid_width(group, cols, h, SIDE_LESS, side_w) - 6 <= inside_w else 0
    return cols if cols and all(0 < side_w(entry, h, True, SIDE_LESS) <= (inside_w - 2) // 2 for entry in group) else 0


def grid_width(group: list[CardEntry], cols: int, h: int, floor: int,
               side_w: Callable[[CardEntry, int, bool, int], int]) -> int:
    """The width of ``cols`` columns of side tiles ``h`` px high (filled top to bottom, as ``layout.strip_slots``
    does), each as wide as its members' names and numbers take at ``floor`` px, and the frame's margins; 0 where a
    member's do not fit a side tile."""
    rows = -(-len(group) // cols)
    needs = [max(side_w(e, h, True, floor) for e in group[c * rows:(c + 1) * rows]) for c in range(cols)]
    if not all(side_w(e, h, True, floor) for e in group):
        return 0
    return sum(needs) + COLUMN_GAP * (cols - 1) + 6


def grid_groups(view: dict, marks: Marks, area_h: int, side_w: Callable[[CardEntry, int, bool, int], int] | None,
                most: Callable[[dict], int]) -> dict[str, int]:
    """On a large board, the width each group wants that only three columns of side tiles hold (``side_columns``):
    each column as wide as its members' names and numbers take at ``render.SIDE_GOOD`` px where that is no more than
    ``most(area)`` (what its row can give it), else at ``SIDE_LESS`` px (``grid_width``; nine in Space at 1280x800:
    321 px at 10, 296 at 9)."""
    out: dict[str, int] = {}
    if side_w is None:
        return out
    inside = area_h - LABEL_H - 3
    for area in view["areas"]:
        cols, h = side_columns(len(area["tdf"]), inside)
        if cols < GRID_COLUMNS:
            continue
        group = [_entry(c, marks) for c in area["tdf"]]
        for floor in (SIDE_GOOD, SIDE_LESS):
            want = grid_width(group, cols, h, floor, side_w)
            if want and (want <= most(area) or floor == SIDE_LESS):
                out[area["id"]] = want
                break
    return out


def grid_need(group: list[CardEntry], inside_w: int,
              side_w: Callable[[CardEntry, int, bool, int], int]) -> Callable[[list[CardEntry], int], int]:
    """The ``ZoneSpec.column_need`` of a group in three columns of side tiles (``grid_groups``): each column as wide as
    its members take at ``render.SIDE_GOOD`` px where the columns so fit ``inside_w``, else at ``SIDE_LESS``."""

    def need(cards: list[CardEntry], h: int) -> int:
        cols = -(-len(group) // len(cards)) if cards else 1
        floor = SIDE_GOOD if 0 < grid_width(group, cols, h, SIDE_GOOD, side_w) - 6 <= inside_w else SIDE_LESS
        return max(side_w(e, h, True, floor) for e in cards)

    return need


#: px: the least print of an area's name whose column gives its side group room (``name_gives``).
NAME_GIVES_TO = 9


def name_gives(area: dict, inv_w: int, cell: pygame.Rect, inner: int, side_want: Callable[[int], int],
               name_print: Callable[[Text, int], int]) -> int:
    """The width of the name column of an area with no card to show beside a group of side tiles on a small board: where
    the group prints under ``render.SIDE_GOOD`` px in the rest of its cell, narrower as far as the group then prints at
    that size, else at ``render.SIDE_LESS``, and the name at ``NAME_GIVES_TO`` px or more (without its icon, or on two
    lines where it breaks between words; issue 16: in the TDF's deployment a pair in the city printed at 8 px in 85 px
    tiles beside 「都市」's 72 px column, now at 10 px in 108 px beside 49); else ``inv_w``."""
    name = Text.from_data(area["name"])
    for floor in (SIDE_GOOD, SIDE_LESS):
        want = side_want(floor)
        if not want:  # (no width prints it so)
            continue
        if cell.w - inv_w - inner >= want:
            return inv_w
        w = cell.w - inner - want
        if w > 0 and name_print(name, w) >= NAME_GIVES_TO:
            return w
    return inv_w


#: The zones whose cards a large board shows as tiles where they would be faces (``tiled``).
TILED = ("grp:", "base", "tdf_hand", "events", "information")


def tiled(zone: ZoneSpec) -> ZoneSpec:
    """``zone`` with its cards as tiles (``layout.tile_row``: each its name over its labelled numbers, as high as the
    zone) where it is one of ``TILED`` and would show them as faces side by side (issue 16: at 1280x800 a member's or
    weapon's 80 px face printed its kind, area icons, crew and numbers at 6-7 px, an event's text at 6; the hover view
    has the whole card), else as it is (strips where they are crowded)."""
    if zone.mode != "row" or not zone.cards or any(e.face is None for e in zone.cards) or \
            not zone.name.startswith(TILED):
        return zone
    slots = layout_zone(zone)
    return replace(zone, mode="tiles", strips=False) if slots and not any(s.strip for s in slots) else zone


#: A large board's base sets its strips in up to this many columns (``ZoneSpec.column_rows``), each strip at most
#: ``BASE_STRIP`` px high: its names at 10-13 px beside their numbers at 10 (1280x800, issue 16).
BASE_COLUMNS = 3
BASE_STRIP = 21

#: px: the least print of the back number and chits on a face-down card the TDF sees, and of a capsule monster's copies
#: (``ZoneSpec.count_least``).
BACK_COUNT = 9

#: A base column on a large board is at most this much (px) wider than its widest name alone takes (``column_need``).
COLUMN_MORE = 120


def column_need(need: StripNeed, keeps: Callable[[CardEntry, int, int], bool]) -> Callable[[list[CardEntry], int], int]:
    """The base's ``ZoneSpec.column_need`` on a large board: a column as wide as its widest card's strip takes to show
    its name whole and every number (``keeps(entry, w, h)``, at its own name's print), from ``need`` (its name alone)
    up to ``COLUMN_MORE`` px more; 0 where a card has no such width."""
    def least(entry: CardEntry, h: int) -> int:  # (halving the range: a wider strip keeps what a narrower one does)
        low, high = need(entry, h), need(entry, h) + COLUMN_MORE
        if low <= 0 or not keeps(entry, high, h):
            return 0
        while low < high:
            mid = (low + high) // 2
            low, high = (low, mid) if keeps(entry, mid, h) else (mid + 1, high)
        return high

    def column(entries: list[CardEntry], h: int) -> int:
        widths = [least(e, h) for e in entries]
        return 0 if not widths or min(widths) <= 0 else max(widths)
    return column


def last_strips(cards: list[CardEntry], row_h: int) -> tuple[int, int]:
    """(strip height, columns) of a last-row zone ``row_h`` px high holding ``cards``, as ``layout.strip_slots`` sets
    them: full columns of strips ``STRIP_H`` px high or more."""
    inside = row_h - LABEL_H - 3
    rows = min(max(1, len(cards)), max(1, (inside + 2) // (STRIP_H + 2)))
    return min(STRIP_MAX_H, (inside + 2) // rows - 2), -(-len(cards) // rows)


def last_print(cards: list[CardEntry], w: int, row_h: int, prints: Callable[[CardEntry, int, int], int]) -> int:
    """The least print of the names of a last-row zone ``w`` x ``row_h`` px holding ``cards`` (``prints``: a card's
    on a strip ``w`` x ``h``, 0 where cut)."""
    h, cols = last_strips(cards, row_h)
    column = (w - 6 - 4 * (cols - 1)) // max(1, cols)
    return min((prints(e, column, h) for e in cards), default=LAST_TYPE)


def short_names(cards: list[CardEntry]) -> list[CardEntry]:
    """``cards`` printing their short names where they have one (information cards and some events,
    ``faces.short_name``)."""
    return [replace(e, face=short_face(e.id)) if e.face is not None and short_name(e.id) is not None else e
            for e in cards]


def last_widths(width: int, row_h: int, zones: list[list[CardEntry]], labels: list[Text],
                prints: Callable[[CardEntry, int, int], int] | None, label_w: Callable[[Text], int] | None) -> list[int]:
    """The widths of the last row's zones on a small board (the TDF's event hand, the events, the information cards),
    shared by need (``cells.share_by_need``): each wants the least width at which every name of its cards prints whole
    (``prints(entry, w, h)``: its print size in every language, 0 where cut) at the largest size, up to ``LAST_TYPE``
    px, at which the three fit the row together, on the strips its cards get (one column, ``STRIP_MAX_H`` px high at
    most); each keeps its label whole (issue 16: equal thirds printed "Episode 12: From Another Planet with Love" at
    7 px beside an empty zone)."""
    least = [label_w(label) if label_w is not None else 0 for label in labels]
    if label_w is not None:  # the TDF's hand keeps its owner's marker before its label (issue 16: it went at 150 %
        least[0] = label_full(least[0])  # with one event in the hand beside "Episode 12: ..." and a clue)
    if prints is None:
        return share_by_need(width, GAP, least, least)

    def least_at(cards: list[CardEntry], w: int) -> int:  # the least print of a zone's names (an empty zone: any)
        return last_print(cards, w, row_h, prints)

    def wants(cards: list[CardEntry], size: int, lo: int) -> int:  # (not monotonic: a name on one line shrinks)
        return next((w for w in range(lo, width + 1, 3) if least_at(cards, w) >= size), width + 1)

    want = least
    for size in range(LAST_TYPE, MIN_NAME - 1, -1):
        want = [wants(cards, size, lo) for cards, lo in zip(zones, least)]
        if sum(want) + GAP * (len(zones) - 1) <= width:
            break
    else:
        return share_by_need(width, GAP, least, [min(w, width) for w in want])
    # the room left to the zones whose names it does not print smaller (a wider strip may set a name on one line,
    # smaller, where it had two)
    spare = width - sum(want) - GAP * (len(zones) - 1)
    cells = list(want)
    takers = [k for k, cards in enumerate(zones)
              if least_at(cards, want[k] + spare // len(zones)) >= least_at(cards, want[k])] or [len(zones) - 1]
    for k in takers:
        cells[k] += spare // len(takers)
    cells[takers[-1]] += spare % len(takers)
    return cells


#: On a large board the alien's hand is a row of tiles this wide (px; ``layout.tile_row``), as the areas' invasion
#: tiles: every name whole and its five numbers at 10 px (issue 16: 80 px faces printed them at 7 px); where seven or
#: eight do not fit so, the piles beside it become a column of counters (``pile_column``).
HAND_TILE = 86


def tiles_w(n: int, width: int) -> int:
    """The width of ``n`` tiles ``width`` px wide side by side (``layout.tile_row``)."""
    return n * width + (n - 1) * TILE_GAP


#: The gap between the three piles' counters in one column (``pile_column``).
COUNTER_GAP = 3


def empty_area_row(rows: list[list[dict]], results: set[str], view: dict) -> tuple[int, int] | None:
    """The row of areas on a small board with nothing in it (no invasion card the viewer sees, no TDF group, no recon
    result this turn) where the other has something, and the height it keeps: ``EMPTY_AREAS`` px (its names and a place
    to drop on); the other row has the rest (issue 16: a pair in Space at 150 % printed its names at 11 px over an empty
    row of 123 px). While the TDF drops its cards on the areas (``dropping``) such a row may hold one member and keeps
    ``DROP_AREAS`` px, room for its tile: the first member dropped into it moves no area (the row grew from 52 px to an
    even share at the first drop, every area jumping; it does so at the second now, by 44 px at 800x560, not 62). A row
    holding its one member keeps that height through the TDF's reconnaissance too (``tdf_turn``): the rows keep still
    from the deployment to the redeployment (issue 16: at 150 % the top row went from 123 px in the reconnaissance to
    176 in the redeployment, the row under it from 123 to 70)."""
    drop = tdf_turn(view)
    empty = [not any(a["invasion"] is not None or a["id"] in results for a in row) and
             sum(len(a["tdf"]) for a in row) <= (1 if drop else 0) for row in rows]
    if len(rows) != 2 or empty[0] == empty[1]:
        return None
    row = empty.index(True)
    held = dropping(view) or any(a["tdf"] for a in rows[row])
    return row, DROP_AREAS if held else EMPTY_AREAS


def held_cells(view: dict, row_areas: list[dict], width: int) -> list[int] | None:
    """The widths the cells of ``row_areas`` had on the board before (``view["cells_held"]``: the scene keeps them while
    the TDF drops its cards on the areas, ``dropping``), if they share the same ``width``; else None (issue 16: a member
    dropped into an area moved the other cells of its row by 12 to 37 px)."""
    held = view.get("cells_held") or {}
    kept = [held.get(a["id"], 0) for a in row_areas]
    return kept if all(kept) and sum(kept) == width else None


def edge_moved(before: list[int], after: list[int]) -> int:
    """How far (px) the edge of a row's cells that moves most moves from widths ``before`` to ``after``."""
    return max((abs(a - b) for a, b in zip(accumulate(before, initial=0), accumulate(after, initial=0))), default=0)


def cells_moved(before: list[int], after: list[int]) -> int:
    """How far (px) the edges of a row's cells move from widths ``before`` to ``after``: each cell's left and right."""
    return sum(abs(a - b) for a, b in zip(accumulate(before, initial=0), accumulate(after, initial=0)))


def thin_middle(view: dict) -> bool:
    """Whether the TDF's middle row on a small board shows no card: no face-down invasion card and the discard and
    removed piles empty (the deck as its count): a thin labelled strip (``EMPTY_ROW`` high)."""
    return not view["face_down"] and not view["discard"] and not view["removed"]


def dropping(view: dict) -> bool:
    """Whether the decision is the TDF's deployment or redeployment, when its cards are dropped on the areas."""
    return (view.get("pending") or {}).get("kind") in ("deploy", "redeploy")


def tdf_turn(view: dict) -> bool:
    """Whether the decision is one of the TDF's steps of a turn where it moves its members: its deployment, its
    reconnaissance or its redeployment: through them a row of areas holding one member keeps one height
    (``empty_area_row``)."""
    return (view.get("pending") or {}).get("kind") in ("deploy", "recon", "redeploy")


def back_rows(n: int, width: int, height: int) -> int:
    """How many of the TDF's ``n`` face-down cards go one over another in a zone ``width`` x ``height`` px inside: as
    many strips as fit at ``BACK_LEAST`` px high (at least one), more only where their columns would go under
    ``BACK_LEAST_W`` px wide (``layout.strip_slots``)."""
    if not n:
        return 0
    rows = max(1, (height + 2) // (BACK_LEAST + 2))
    cols = max(1, (width + 4) // (BACK_LEAST_W + 4))
    return max(rows, -(-n // cols))


def piles_counted(view: dict) -> bool:
    """Whether a small board shows the piles as a column of counters beside the alien's own hand whatever its cards take:
    where the discard and removed piles are both empty (two empty frames beside its cards)."""
    return bool(view["alien_hand"]["cards"]) and not view["discard"] and not view["removed"]


def pile_column(view: dict, label_w: Callable[[Text], int]) -> int:
    """The width of the piles as one column of labelled counters ("Removed (11)" whole at the app's small type)."""
    counts = ((Text("山札", "Deck"), view["deck"]["count"]), (Text("捨て札", "Discard"), len(view["discard"])),
              (Text("除去", "Removed"), len(view["removed"])))
    return max(label_full(label_w(Text(f"{t.ja} ({n})", f"{t.en} ({n})"))) for t, n in counts) - LABEL_FULL + 20


def label_full(least: int) -> int:
    """The least width of a zone with an owner whose label at the app's small type keeps the owner's marker before it,
    from ``least``, the least that shows its label whole at 9 px (``CardTableView.label_least``; 15 px type five
    thirds as wide)."""
    return LABEL_FULL + (least - 10) * 5 // 3


def low_wants(view: dict, marks: Marks, hand_in: int, need: StripNeed, size: int, base_want: int,
              hand_high: int = 0) -> list[int]:
    """What each low row of a small board wants at ``size`` px (the base's print, ``base_type``): the alien's hand (in its
    view, ``hand_in`` px wide inside, its strips at least ``hand_high`` px high: ``hand_strip``) or the face-down
    cards and the piles beside them, as high as their strips in rows like words (the face-down cards a strip each, one
    over another) or their top cards' names on two lines take; the base ``base_want``; the last row its labels (no card)
    or one or two rows of strips."""
    strip = strip_high(size) + 2
    piles = bool(view["discard"] or view["removed"])
    if hand_in:
        cards = [_entry(c, marks) for c in view["alien_hand"]["cards"] or []]
        mid = LABEL_H + 3 + flow_height(cards, hand_in, need, size, hand_high) if cards else EMPTY_ROW
    else:  # a strip each, one over another (up to ``BACK_ROWS``), their chits beside their numbers (a newcomer's game
        # at 150 % set three in two columns)
        backs = len(view["face_down"])
        mid = LABEL_H + 3 + min(backs, BACK_ROWS) * strip - 2 if backs else EMPTY_ROW
    mid = max(mid, LABEL_H + 3 + 2 * strip - 2 if piles else 0)
    most = max(len(view["tdf_hand"]), len(view["revealed"]) + len(view["events_active"]), len(view["information"]))
    last = LABEL_H + 3 + min(most, 2) * strip - 2 if most else EMPTY_ROW
    return [mid, base_want, last]


def even_out(rows: list[int], wants: list[int], most: int) -> tuple[int, int, int, int]:
    """``rows`` (three heights) with what each wants short of ``wants`` taken from the rows above their wants (the most
    over first), then up to ``most`` px more from outside: (the three heights, the px taken from outside)."""
    rows = list(rows)
    for k in range(len(rows)):
        short = wants[k] - rows[k]
        for j in sorted(range(len(rows)), key=lambda j: wants[j] - rows[j]):
            if short <= 0 or rows[j] <= wants[j]:
                continue
            give = min(short, rows[j] - wants[j])
            rows[j] -= give
            rows[k] += give
            short -= give
    given = min(most, sum(max(0, w - r) for w, r in zip(wants, rows)))
    left = given
    for k in range(len(rows)):
        give = min(left, max(0, wants[k] - rows[k]))
        rows[k] += give
        left -= give
    return rows[0], rows[1], rows[2], given


def in_roster(cards: list[dict]) -> list[dict]:
    """The base's cards in the roster's order (the members, then the weapons, as the rules list them), not in the order
    they came back: each card keeps its place, and the base's names take four rows where the order they came back in
    took five at 150 % (issue 16: nine, then 9 px, under a full last row)."""
    order = {cid: k for k, cid in enumerate([*book().members, *book().weapons])}
    return sorted(cards, key=lambda c: order.get(c["id"], len(order)))


def stacked(entries: list[CardEntry]) -> list[CardEntry]:
    """``entries`` with the copies of a card (one name: Ultra Seven's four Miclas) as one entry, the first copy's,
    carrying their count (a ``COPIES`` marker, "×4") and selectable where any copy is."""
    groups: dict[str, list[CardEntry]] = {}
    for entry in entries:
        title = entry.face.title if entry.face is not None else None
        groups.setdefault(f"{title.ja}|{title.en}" if title is not None else str(entry.id), []).append(entry)
    out = []
    for copies in groups.values():
        first = copies[0]
        markers = [*first.markers, Marker("×", len(copies), COPIES, "hexagon")] if len(copies) > 1 else first.markers
        out.append(CardEntry(first.id, first.face, markers, selectable=any(c.selectable for c in copies),
                             selected=any(c.selected for c in copies)))
    return out


def face_down_mark(card: pygame.Rect, height: int) -> pygame.Rect:
    """Where the face-down mark of the card at ``card`` goes: ``height`` px high (at most the card's height) beside
    the card's left edge from its top, in the column its invasion zone keeps for it (``MARK_W``): over no card."""
    mark = pygame.Rect(0, 0, MARK_W - 2, min(height, card.h))
    mark.topright = (card.x - 2, card.y)
    return mark


def area_label(area: dict) -> Text:
    return Text.from_data(area["name"])


def prepare(view: dict) -> dict:
    """Adds ``name_text`` (a ``Text``) to each area of ``view`` (in place); returns ``view``."""
    for area in view["areas"]:
        area["name_text"] = area_label(area)
    return view
