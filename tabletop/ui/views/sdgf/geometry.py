"""Where everything of the SD Gundam Force table goes, for any window size.

The viewer's side is at the bottom, the opponent's at the top, the terrain and
the battle figures in the band between them, and a sidebar on the right for
the decision, its actions and the "since your last turn" recap. In a small window (150 % UI scale) the
opponent's dark hole shares the opponent's hand row, one strip wide enough for its latest name on one line. ``Geometry``
is recomputed on every resize; all sizes scale with the window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...cards.render import CARD_RATIO

HEADER_H = 52
PHASE_H = 30
M = 10
LABEL_H = 20
COUNTER_MIN_W = 80  # px: the counter zone's label and one card
#: px: the sidebar's least width (the smallest window and 150 % UI scale); its buttons and texts hold at this width,
#: and the 30 px it leaves to the table make three battlefield tiles wide enough for their names whole
SIDE_LEAST = 250
#: px: the decision's panel at the top of the sidebar; narrower than 280 px, its prompt and hint wrap on a line more
PROMPT_H = 150
#: px: where the return field's top card is a tile, its row (deck and return) is at least this high: the zone's label
#: over a 70 px tile, the longest name (騎士ゼロ（スーパー・マジカル・バイオレット・トルネード）, five lines at 7 px)
#: over its power chip; the dark hole beside it keeps ``HOLE_LEAST`` px (its 22 px label line over a row of names, its
#: latest card, 23 px high: a name such as "Grappler Gouf (Heat Saber)" on two lines beside its power; 18 px high
#: showed the name alone, issue 16).
#: The viewer's row is no higher than this: its dark hole under it takes the rest
RETURN_TILE_ROW = 94
HOLE_LEAST = 47
#: px: the opponent's dark hole is at least this high where its return row keeps ``RETURN_TILE_ROW`` px: two tiles
#: 41 px high under its label, each name and its power at 10 px (``zones.HOLE_TILES_LOW``; the 1280x800 window's
#: 106 px gave 40 px tiles, their power at 9 px)
HOLE_TWO_TILES = 107
#: px: the viewer's return row where the return field's top card is a tile, and the gap under it to its dark hole: a
#: 67 px tile keeps every name and its power at 10 px (``test_hand_faces``), and the dark hole under it gets the 109 px
#: two tiles of a name on two lines over its power at 10 px take (issue 16: 94 px and 6 px apart left the 800x560
#: window's and 150 %'s hole two 51 px tiles, their power at 8 px)
OWN_RETURN_ROW = 91
#: px the deck gives a return tile in a row lower than ``RETURN_TILE_ROW``: 騎士ゼロ（スーパー・マジカル・バイオレット・
#: トルネード） on five lines left no room for its power on a 68 x 63 px tile; 78 px wide it takes four over it (issue 16)
RETURN_WIDEN = 10
#: px: where the return field's top card is a tile (a small window), it is this wide or more, every name at 10 px or more
#: over its power (issue 16: a 68 px tile printed "General Zeong (Head Cannon)" at 9 px, "Bakunetsumaru" alone is 89);
#: the deck beside it keeps ``DECK_TILE_W`` px, its back and its count
RETURN_TILE_W = 104
DECK_TILE_W = 40
PILES_CLOSE = 4  # px between the opponent's return row and its dark hole there (6 elsewhere): the tile keeps its 70 px
PROMPT_NARROW_H = 176
#: px: an action row in a low list (the 800x560 window, 150 % UI scale): its verb over its card's name on one line,
#: and the gap between rows; the list is at least high enough for three such rows and the tab that says more are
#: below (``widgets.TabbedRows``): 143 px of rows 50-72 px high showed one or two actions (issue 16)
ACTION_LOW_H = 40
ACTION_GAP = 6
ACTIONS_LEAST = 3 * ACTION_LOW_H + 2 * ACTION_GAP + 16
#: px: the undo row's buttons, and in a low sidebar (where the action list takes ``ACTIONS_LEAST``) a little lower
UNDO_H = 40
UNDO_LOW_H = 34
#: px: a card dragged from the hand is drawn no narrower (at 150 % a 71 px face printed its name at 7 px, issue 16;
#: held cards are 113 px at 1280x800)
DRAG_LEAST = 113
#: px: the opponent's hand row where its dark hole shares that row (a small window, ``compute``): its label and backs
OPP_HAND_LEAST = 240
#: px: a field row (standby field, battlefield, counter cards) at least this high: its tiles 62 px high, the longest
#: name (騎士ゼロ（スーパー・マジカル・バイオレット・トルネード）) whole on four lines over its power in an 86 px tile (at 58 px
#: high it broke "バイオ" / "レット" on three)
FIELD_TILE_H = 87
#: px: a return field's top card or the terrain narrower than this is a tile, its name whole over its numbers (issue 16:
#: the 1280x800 window's 58-76 px faces printed 「ジェネラル」 / 「ジオング（ヘッド」 / 「キャノン）」 and their power at 6-8 px,
#: the terrain's 73 px face its attribute rows at 7 px); the same as the fields' ``zones.FIELD_TILES_BELOW``
PILE_TILES_BELOW = 80


def card_h(w: int) -> int:
    return int(round(w * CARD_RATIO))


@dataclass
class Geometry:
    size: tuple[int, int]
    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    widths: dict[str, int] = field(default_factory=dict)

    def __getitem__(self, name: str) -> pygame.Rect:
        return self.rects[name]


def compute(size: tuple[int, int]) -> Geometry:
    """Rectangles of every zone and panel for a window of ``size``."""
    w, h = size
    g = Geometry(size)
    r = g.rects
    side_w = max(SIDE_LEAST, min(400, int(w * 0.27)))
    r["header"] = pygame.Rect(0, 0, w, HEADER_H)
    r["phases"] = pygame.Rect(M, HEADER_H + 4, w - side_w - 3 * M, PHASE_H)
    r["sidebar"] = pygame.Rect(w - side_w - M, HEADER_H + 4, side_w, h - HEADER_H - 4 - M)
    main = pygame.Rect(M, r["phases"].bottom + 6, r["sidebar"].x - 2 * M, h - r["phases"].bottom - 6 - M)
    r["main"] = main
    gap = 6
    # heights: opponent hand row, opponent field, centre band, own field, own hand
    avail = main.h - 4 * gap
    opp_hand_h = int(avail * 0.12)
    # a field row keeps ``FIELD_TILE_H`` px (a short window: the centre band gives them up, the hand keeps its cards)
    field_h = max(int(avail * 0.19), FIELD_TILE_H)
    centre_h = int(avail * 0.19) - 2 * (field_h - int(avail * 0.19))
    hand_h = avail - opp_hand_h - 2 * field_h - centre_h
    pile_w = max(150, int(main.w * 0.21))
    y = main.y
    rows = {}
    for name, hh in (("opp_hand", opp_hand_h), ("opp_field", field_h), ("centre", centre_h),
                     ("own_field", field_h), ("own_hand", hand_h)):
        rows[name] = pygame.Rect(main.x, y, main.w, hh)
        y += hh + gap
    right_x = main.x + pile_w + gap
    right_w = main.right - right_x
    # field card width: limited by the row height and by the width of 3 tapped + 3 upright + 1 counter
    fw = min(int((field_h - LABEL_H - 6) / CARD_RATIO), int((right_w - 60) / (3 * CARD_RATIO + 3 + 1 + 0.6)))
    fw = max(34, fw)
    g.widths["field"] = fw
    standby_w = 3 * (card_h(fw) + 8) + 10
    # a narrow window: the battlefield gives up width (its three cards overlap, each keeps a strip to point
    # at) so that the counter zone keeps room for its label and never runs under the sidebar
    counter_w = max(fw + 16, COUNTER_MIN_W)
    battle_w = max(fw + 16, min(3 * (fw + 6) + 16, right_w - standby_w - counter_w - 2 * gap))
    for side, frow in (("opp", rows["opp_field"]), ("own", rows["own_field"])):
        x = right_x
        r[f"{side}_standby"] = pygame.Rect(x, frow.y, standby_w, frow.h)
        x += standby_w + gap
        r[f"{side}_battle"] = pygame.Rect(x, frow.y, battle_w, frow.h)
        x += battle_w + gap
        r[f"{side}_counter"] = pygame.Rect(x, frow.y, max(0, frow.right - x), frow.h)
    # pile columns: the opponent's spans its hand row and field row, the viewer's its field row and hand row
    opp_col = pygame.Rect(main.x, rows["opp_hand"].y, pile_w, rows["opp_field"].bottom - rows["opp_hand"].y)
    own_col = pygame.Rect(main.x, rows["own_field"].y, pile_w, rows["own_hand"].bottom - rows["own_field"].y)
    pw = (pile_w - gap) // 2
    own_half = (own_col.h - gap) // 2
    g.widths["pile"] = max(30, min(int((own_half - LABEL_H - 6) / CARD_RATIO), pw - 16))
    g.widths["hole"] = max(30, min(int((own_col.h - own_half - gap - LABEL_H - 6) / CARD_RATIO), 80))
    tiles = g.widths["pile"] < PILE_TILES_BELOW  # the return field's top card is a tile (``zones.return_tiles``)
    for side, col in (("opp", opp_col), ("own", own_col)):
        half = (col.h - gap) // 2
        apart = gap  # between the deck/return row and the dark hole
        if tiles and side == "opp":  # a low row: room for a name on three lines over its power, from the dark hole
            apart = PILES_CLOSE
            half = max(half, min(RETURN_TILE_ROW, col.h - apart - HOLE_LEAST))
            half = min(half, max(RETURN_TILE_ROW, col.h - apart - HOLE_TWO_TILES))
        elif tiles:  # the viewer's dark hole takes the rest: two tiles, each a name on two lines over its power at 10 px
            apart = PILES_CLOSE  # (``zones.hole_tiles``; the 800x560 window and 150 %)
            half = min(half, OWN_RETURN_ROW)
        top = pygame.Rect(col.x, col.y if side == "own" else col.y + col.h - half, col.w, half)
        hole = pygame.Rect(col.x, col.y + half + apart if side == "own" else col.y, col.w, col.h - half - apart)
        # a return row lower than ``RETURN_TILE_ROW`` (the opponent's at 150 % of 1280x800: a 63 px tile): the deck
        # gives the tile ``RETURN_WIDEN`` px, the longest name's four lines over its power (its back stays as wide)
        dw = pw - (RETURN_WIDEN if tiles and half < RETURN_TILE_ROW else 0)
        if tiles:  # the return tile prints its name at 10 px ("Bakunetsumaru" is 89 px): the deck keeps its back
            dw = min(dw, max(DECK_TILE_W, col.w - gap - RETURN_TILE_W))
        r[f"{side}_deck"] = pygame.Rect(top.x, top.y, dw, top.h)
        g.widths["deck"] = min(g.widths["pile"], dw - 8)  # its back inside its frame
        r[f"{side}_return"] = pygame.Rect(top.x + dw + gap, top.y, top.w - dw - gap, top.h)
        r[f"{side}_darkhole"] = hole
    ohr = rows["opp_hand"]
    r["opp_hand"] = pygame.Rect(right_x, ohr.y, right_w, ohr.h)
    g.widths["opp_hand"] = max(24, int((ohr.h - LABEL_H - 4) / CARD_RATIO))
    if tiles and r["opp_darkhole"].bottom <= ohr.bottom and right_w - OPP_HAND_LEAST - gap > 0:
        # the opponent's dark hole (one strip under its label, beside the opponent's hand of backs) takes the hand
        # row's width its backs leave: its latest name on one line at 10 px or more with its power (issue 16: two
        # lines of 7 px in 146 px); the hand keeps ``OPP_HAND_LEAST`` px, its label and up to seven backs
        more = right_w - OPP_HAND_LEAST - gap
        r["opp_darkhole"].w += more + gap
        r["opp_hand"] = pygame.Rect(right_x + more + gap, ohr.y, right_w - more - gap, ohr.h)
    hr = rows["own_hand"]
    r["own_hand"] = pygame.Rect(right_x, hr.y, right_w, hr.h)
    # six held cards side by side, upright and apart, so that each card's name reads whole
    g.widths["hand"] = max(40, min(int((hr.h - LABEL_H - 14) / CARD_RATIO), (right_w - 5 * gap) // 6))
    g.widths["drag"] = max(g.widths["hand"], DRAG_LEAST)  # the card under the pointer while it is dragged
    c = rows["centre"]
    tw = max(34, min(int((c.h - LABEL_H - 6) / CARD_RATIO), 110))
    g.widths["terrain"] = tw
    r["terrain"] = pygame.Rect(c.x, c.y, max(pile_w, tw + 20), c.h)
    r["battle_info"] = pygame.Rect(r["terrain"].right + gap, c.y, c.right - r["terrain"].right - gap, c.h)
    r["banner"] = pygame.Rect(r["battle_info"].x, c.bottom - 34, r["battle_info"].w, 34)
    # sidebar
    s = r["sidebar"]
    r["prompt"] = pygame.Rect(s.x, s.y, s.w, PROMPT_H if s.w >= 280 else PROMPT_NARROW_H)
    rest = s.h - r["prompt"].h - 3 * gap - UNDO_H
    undo_h = UNDO_H if rest * 0.55 >= ACTIONS_LEAST else UNDO_LOW_H  # a low sidebar: the recap keeps its room
    rest += UNDO_H - undo_h
    r["actions"] = pygame.Rect(s.x, r["prompt"].bottom + gap, s.w, max(int(rest * 0.55), min(ACTIONS_LEAST, int(rest * 0.6))))
    r["undo_row"] = pygame.Rect(s.x, r["actions"].bottom + gap, s.w, undo_h)
    r["recap"] = pygame.Rect(s.x, r["undo_row"].bottom + gap, s.w, s.bottom - r["undo_row"].bottom - gap)
    return g
