"""From the engine's ``view`` to the card table's zones (no drawing, no input).

``build_zones(view, geometry, me, opp, selectable, selected)`` returns the
``ZoneSpec`` list of both sides: hands (the viewer's faces as held cards in an
upright row, apart, so that no card's name hides under the next; the opponent's
backs), decks (backs with a count), standby fields (tapped cards rotated, with
a marker counting their turns tapped, each card in a slot wide enough for it
sideways), battlefields, counter cards (numbered in the order played, cancelled
ones marked), return fields (a pile, click to browse) and dark holes (every
card, "n/10"), and the terrain card.

Where cards would be too small to read (UI scale 150 %, the smallest window),
``arrange`` and the faces make them tiles, names whole over labelled numbers:
the viewer's hand in two rows of tiles, each name at 10 px or more (``hand_tiles``), the standby field and the battlefield share their span by their cards
(``share_field``), standby tiles say the turns tapped and "can go" in chips
before the power, counter cards are tiles saying their order played (and "cancelled")
in chips, the return field's top card fills its place, a crowded dark hole becomes
one column of whole names with their power (as many of its latest cards as keep
it), its oldest cards counted above, and the terrain shows the attribute it gives. Each side's zones
carry its seat (``owner``): the card table draws the seat's palette marker
(colour and shape) by their labels and on their backs. ``card_ids(view)`` says
which card each instance the view shows face up is (the screen never asks the state).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from tabletop.core.i18n import Text
from tabletop.games.sdgf.battle import adapts
from tabletop.games.sdgf.cards import card_set

from ... import theme
from ...cards import CardFace, Marker
from ...cards.layout import STRIP_BELOW, STRIP_MAX_H, CardEntry, CardSlot, ZoneSpec
from ...cards.render import SIDE_H, TILE_H, TILE_NAME_LEAST
from .faces import (compact_held_face, counter_tile_face, face_for, held_face, small_held_face, standby_tile_face,
                    terrain_face)
from .geometry import PILE_TILES_BELOW, Geometry, card_h

TAPPED_MARKER = (210, 140, 40)
ORDER_MARKER = (60, 110, 200)

ZONE_TEXT = {
    "hand": Text("手札", "Hand"),
    "deck": Text("デッキ", "Deck"),
    "standby": Text("待機フィールド", "Standby field"),
    "battle": Text("バトルフィールド", "Battlefield"),
    "counter": Text("反撃カード", "Counter"),
    "return": Text("帰還", "Return"),
    "darkhole": Text("ダークホール", "Dark hole"),
    "terrain": Text("地形", "Terrain"),
}
#: A zone narrower than ``SHORT_BELOW`` (a narrow window squeezes the battlefield) names its kind shortly.
SHORT_TEXT = {"battle": Text("バトル", "Battle"), "standby": Text("待機", "Standby"), "counter": Text("反撃", "Counter")}
SHORT_BELOW = 120
#: px: a deck zone narrower than this (beside a return tile at 150 %) says its count only, "(27)": "Deck…" was cut
DECK_LABEL_BELOW = 60
LABEL_SPACE = 22
#: px from a zone's top to its label's line (``CardTable.label_top``): the label's ink (5 px under the line's top, 17
#: px high at 15 px with a descender) ends 2 px above its cards, ``LABEL_SPACE`` px down, clear of a highlighted card's
#: ring; at the table's 3 px its last 2-3 rows lay under the cards (the 800x560 window and 150 %, issue 16)
LABEL_TOP = -2
HOLE_STRIP_H = 13  # px: the lowest dark-hole name strip when they go in one column (``hole_column``)
#: px: dark-hole faces narrower than this are too small to read (at 60 px, 150 % of 1280x800 and 800x560, "Musha Gundam
#: Bakunetsu-maru" broke a word at 7 px over a tiny power; the 1280x800 window's hole of one or two showed 80 px faces,
#: the opponent's one 60 px, their power at 7-8 px, issue 16): ``hole_column`` makes them one column of strips, one card too
HOLE_FACE_LEAST = 100
#: px: the same in a larger window (1280x800), where the hole's names are 10 px or more, its power chip readable
HOLE_STRIP_LARGE = 17
#: px: the least print of a name in the larger window's dark hole (1280x800: "キャプテンガンダム（ヘビーウェポン）" on two
#: lines of 8 px in a strip 23 px high; fewer, taller strips, the oldest counted above them, issue 16)
HOLE_NAME_GOOD = 10
#: px: the larger window's dark-hole strips at most this high (``ZoneSpec.strip_max``): a name on two lines at 11 px, the
#: power at 15 px (26 px strips closed two lines of 10 px up, their ink about 8 px, issue 16)
HOLE_STRIP_ROOMY = 30
#: px: a dark hole's tiles at most this high (``hole_tiles``; the 1280x800 window's hole of one would be one 225 px tile)
HOLE_TILE_MOST = 80
#: px: the least print of a dark-hole name on two lines of a strip (``HOLE_STRIP_ROOMY``)
HOLE_TWO_LINES = 11
#: px: a larger window's dark hole whose strips' area is lower than this (the opponent's at 1280x800, 82 px under its
#: label: two 30 px strips under a "+3 more" line printed their names at 9-10 px on two lines, issue 16) shows its
#: latest cards as tiles where its strips leave cards off the table or print a name under 10 px (11 on two lines),
#: each name and its power at 10 px or more, the rest counted in its label, as a small window's does (``hole_tiles``)
HOLE_TILES_LOW = 100
HOLE_GAP = 1  # px between them (four strips 24 px high, a name on two lines over its power, in the 800x560 window)
#: px: the line above a dark hole's strips saying how many of its oldest cards are off the table ("+6 more"): shorter
#: than a strip, so a hole of nine at 800x560 shows its latest four (a strip's height for it left three)
HOLE_MORE_H = 16
#: Whether a name strip w x h px shows the card's name whole with every number (``CardRenderer.strip_keeps``).
Keeps = Callable[[CardEntry, int, int], bool]
#: px: held cards narrower than this printed their names under ``HAND_NAME_GOOD`` px (150 % UI scale: 64 px wide, 53 of
#: the 56 Japanese names and 50 English ones under 10 px; the 800x560 window: 55 px): the hand is tiles (``hand_tiles``)
#: (issue 16, session 26: 80 and 88 px faces, the 960x640 and 1024x700 windows, printed their rows at 7 px; session
#: 27: they are compact faces, ``faces.compact_held_face``, every print at 9 px, rather than tiles of name and power)
HAND_TILES_BELOW = 80
#: px: held faces narrower than this (80-94 px) are set tight (``faces.compact_held_face``: a counter card's effect
#: lines closer, the power's label at 9 px in a lower box), wider ones (95-107 px) ``faces.small_held_face``
SMALL_HELD_FROM = 95
#: px: a battlefield's stacked strips (``battle_strips``) are at most this high: under ``render.SIDE_H``, a name strip
#: (its name on one line beside its power), not a side tile
BATTLE_STRIP_MOST = SIDE_H - 1
#: px: held faces this wide or wider print every word and glyph at ``faces.HAND_PRINT`` px (``faces.held_face``; the
#: 1280x800 window's 113 px faces printed their rows and a counter card's effect at 7 px, issue 16); narrower ones
#: (95-107 px) print ``faces.small_held_face`` (every print at ``faces.SMALL_HAND_PRINT`` px: ``held_face_for``)
HELD_PRINT_FROM = 108
#: px: field cards (standby, battle, counter) narrower than this printed their names under ``HAND_NAME_GOOD`` px (the
#: 1280x800 window at 100 %: 73 px faces, 30 of the 56 Japanese names and 14 English ones at 7-9 px, the rest of their
#: print at 6-8 px, issue 16): the fields are tiles, as in a smaller window (``STRIP_BELOW``)
FIELD_TILES_BELOW = 80
#: px: the least print of a held tile's name (issue 16: readable at table size, not only in the hover view)
HAND_NAME_GOOD = 10
HAND_ROWS = 2  # held tiles go in up to two rows
HAND_TILE_GAP = 4
HAND_TILE_STEP = 4  # px: the widths a held tile's least width is looked for in
#: px: held tiles keep this far from the hand's label above and from its frame below, their rows this far apart (150 %:
#: 3, 3 and 4 px left rows 52 px high, where a name on two lines at 10 px put its power at 8 px; 54 px keep both at
#: 10 px, issue 16)
HAND_TILE_TOP = 3
HAND_TILE_BOTTOM = 1
HAND_ROW_GAP = 2
STANDBY_SLOTS = 3  # a standby field holds three cards
TILE_LEAST_W = 46  # px: battlefield tiles side by side no narrower than this (their power chip fits)
#: px: the widest a field's tile is looked for at that makes its name ``HAND_NAME_GOOD`` px (``share_field``)
FIELD_NEED_MOST = 260
#: px: the largest print of a name on the table's tiles (fields, return field, terrain) where a tile has the room (the
#: shared tiles stop at ``render.TILE_NAME_MAX``, 14 px: SDGF's 177-265 px field tiles at 1280x800 printed their names
#: at 13-14 px in a tile mostly empty, issue 16); about the size of a held card's name there
TABLE_TILE_NAME_MAX = 18
#: px: an empty standby field or battlefield beside tiles: its short label (no "(0)") at 10 px ("Standby" is 39 px
#: wide, the label's margins 10 px; 48 px printed it at 9, issue 16)
EMPTY_FIELD_W = 49
#: px: a terrain tile lower than this under its zone's label (the 800x560 window and 150 %: 50 px, "Captain Gundam
#: (Heavy Weapon)" on one line at 8 px, issue 16) takes the label's room: its chip says "地形" / "Terrain" itself
TERRAIN_TILE_LEAST = 60
#: px: an empty counter zone beside field tiles whose names want more room than the standby field and the battlefield
#: have (``lend_counter``): its short label ("反撃" / "Counter", 37 px at 10 px) whole
EMPTY_COUNTER_W = 48


def zone_label(kind: str, seat_label: dict, own: bool | None, width: int = SHORT_BELOW) -> Text:
    """The hands name their side ("プレイヤー1（自分）の手札"); the other zones just their kind, shortly in a
    zone narrower than ``SHORT_BELOW`` px.

    ``own`` None: a spectator's view (after the game), no side is "you"."""
    base = ZONE_TEXT[kind]
    if width < SHORT_BELOW and kind in SHORT_TEXT:
        return SHORT_TEXT[kind]
    if kind != "hand":
        return base
    if own is None:
        return Text(f"{seat_label['ja']}の手札", f"{seat_label['en']}: hand")
    if own:
        return Text(f"{seat_label['ja']}（自分）の手札", f"{seat_label['en']} (you): hand")
    return Text(f"{seat_label['ja']}（相手）の手札", f"{seat_label['en']} (opponent): hand")


def back_colour(seat: int) -> tuple[int, int, int]:
    """The backs of ``seat``'s cards: its palette colour, darkened so the emblem and its marker stand out."""
    return tuple(int(c * 0.6) for c in theme.side_colour(seat))  # type: ignore[return-value]


def larger(entry: CardEntry) -> CardEntry:
    """``entry`` as a table tile, its name up to ``TABLE_TILE_NAME_MAX`` px where the tile has the room."""
    if entry.face is not None and not entry.face.tile_name_max:
        entry.face = replace(entry.face, tile_name_max=TABLE_TILE_NAME_MAX)
    return entry


#: Makes a card's face: (card id, face id, seat) -> CardFace (``faces.face_for`` and its variants).
FaceMaker = Callable[[str, str, "int | None"], CardFace]


def _entry(item: dict | None, seat: int, selectable: set[str], selected: str | None,
           make: FaceMaker = face_for) -> CardEntry:
    """``make``: the card's face (the viewer's hand: ``held_face_for``)."""
    if item is None:
        return CardEntry(None)
    inst = item["id"]
    return CardEntry(inst, make(item["card"], inst, seat), selectable=inst in selectable, selected=inst == selected)


def held_face_for(width: int) -> FaceMaker:
    """The face the viewer's held cards ``width`` px wide print: ``faces.held_face`` (every print at
    ``faces.HAND_PRINT`` px) from ``HELD_PRINT_FROM`` px, ``faces.small_held_face`` (at ``faces.SMALL_HAND_PRINT``)
    from ``SMALL_HELD_FROM``, ``faces.compact_held_face`` (the same print, set tight) from ``HAND_TILES_BELOW``;
    narrower ones are tiles of the plain face (``hand_tiles``)."""
    if width >= HELD_PRINT_FROM:
        return held_face
    if width >= SMALL_HELD_FROM:
        return small_held_face
    return compact_held_face if width >= HAND_TILES_BELOW else face_for


#: The least width of a card's tile h px high that prints its name at ``HAND_NAME_GOOD`` px over its power, 0 if none.
Needs = Callable[[CardEntry, int], int]
#: The least width of a card's tile h px high that prints its name whole at ``size`` px or more over its power, 0 if none.
Sized = Callable[[CardEntry, int, int], int]


def build_zones(view: dict, g: Geometry, me: int, selectable: set[str], selected: str | None,
                drop: set[str] = frozenset(), spectator: bool = False, need: Needs | None = None) -> list[ZoneSpec]:
    """Every zone of the table for ``view`` with the viewer's side (``me``) at the bottom (``need``: where the field's
    cards are tiles, the standby field and the battlefield share their span by what their names need, ``share_field``)."""
    zones: list[ZoneSpec] = []
    plays = (view.get("battle") or {}).get("plays", [])
    going = adapting(view)
    for side, p in (("own", me), ("opp", 1 - me)):
        s = view["seats"][p]
        own = side == "own"
        label = s["label"]
        colour = back_colour(p)
        # hand
        if own:
            cards = [_entry(c, p, selectable, selected, held_face_for(g.widths["hand"])) for c in s["hand"]]
            zones.append(ZoneSpec(f"hand{p}", g[f"{side}_hand"], cards,
                                  zone_label("hand", label, None if spectator else own), "row",
                                  g.widths["hand"], back_style="SD", back_colour=colour, owner=p, label_space=LABEL_SPACE,
                                  count=s["hand_count"], align="left", held=True))
        else:
            cards = [_entry(c, p, set(), None) for c in s["hand"]]
            zones.append(ZoneSpec(f"hand{p}", g[f"{side}_hand"], cards,
                                  zone_label("hand", label, None if spectator else own), "row",
                                  g.widths["opp_hand"], back_style="SD", back_colour=colour, owner=p, label_space=LABEL_SPACE, count=s["hand_count"]))
        deck = [CardEntry(None)] if s["deck_count"] else []
        # a deck narrowed for the return tile beside it (``geometry.DECK_TILE_W``): its count alone over its back
        deck_label = zone_label("deck", label, own) if g[f"{side}_deck"].w >= DECK_LABEL_BELOW else None
        zones.append(ZoneSpec(f"deck{p}", g[f"{side}_deck"], deck, deck_label, "pile",
                              g.widths["deck"], back_style="SD", back_colour=colour, owner=p, label_space=LABEL_SPACE, count=s["deck_count"]))
        # standby: tapped cards sideways with a marker of their turns tapped (the scene marks adapting cards);
        # where cards would be too small to read, tiles whose chips say the turns tapped and "can go"
        standby = []
        tiles = g.widths["field"] < FIELD_TILES_BELOW
        for item in s["standby"]:
            e = _entry(item, p, selectable, selected)
            e.tapped = bool(item.get("tapped"))
            turns = max(1, int(item.get("turns_tapped") or 1)) if e.tapped else 0
            if tiles:
                e.face = standby_tile_face(item["card"], item["id"], p, turns, item["id"] in going)
            elif e.tapped:
                e.markers.append(Marker("", turns, TAPPED_MARKER, "diamond"))
            standby.append(larger(e) if tiles else e)
        battle = [_entry(c, p, selectable, selected) for c in s["battlefield"]]
        battle = [larger(e) for e in battle] if tiles else battle
        standby_rect, battle_rect = g[f"{side}_standby"], g[f"{side}_battle"]
        counter_rect = g[f"{side}_counter"]
        if tiles:
            h = field_tile_h(standby_rect)
            if need is not None and not s["counter_cards"]:
                battle_rect, counter_rect = lend_counter(standby_rect, battle_rect, counter_rect,
                                                         [need(e, h) for e in standby + battle])
            standby_rect, battle_rect = share_field(standby_rect, battle_rect, len(standby), len(battle),
                                                    None if need is None else [need(e, h) for e in standby],
                                                    None if need is None else [need(e, h) for e in battle])
        # tiles: a field prints its names at one size, the largest they all get (``tile_columns``)
        zones.append(ZoneSpec(f"standby{p}", standby_rect, standby, zone_label("standby", label, own, standby_rect.w),
                              "tile" if tiles else "row",
                              g.widths["field"], back_style="SD", back_colour=colour, owner=p, label_space=LABEL_SPACE, selectable=f"standby{p}" in drop,
                              count=len(standby) if standby or not tiles else None,  # empty beside tiles: its name
                              even_names=tiles, side=tiles))
        zones.append(ZoneSpec(f"battle{p}", battle_rect, battle, zone_label("battle", label, own, battle_rect.w),
                              "tile" if tiles else "row", g.widths["field"], back_style="SD",
                              back_colour=colour, owner=p, label_space=LABEL_SPACE, even_names=tiles, side=tiles))
        counter = []
        for item in s["counter_cards"]:
            e = _entry(item, p, set(), None)
            order = next((i for i, pl in enumerate(plays) if pl.get("id") == item["id"]), None)
            if tiles:  # too small to read: a tile, its order (and "cancelled") in chips under its name
                e.face = counter_tile_face(item["card"], item["id"], p, None if order is None else order + 1,
                                           any(pl.get("id") == item["id"] and pl.get("cancelled") for pl in plays))
            elif order is not None:
                e.markers.append(Marker("#", order + 1, ORDER_MARKER, "square"))
            counter.append(larger(e) if tiles else e)
        zones.append(ZoneSpec(f"counter{p}", counter_rect, counter, zone_label("counter", label, own, counter_rect.w),
                              "tile" if tiles else "row",
                              g.widths["field"], back_style="SD", back_colour=colour, owner=p, label_space=LABEL_SPACE, selectable=f"counter{p}" in drop))
        ret = [_entry(c, p, set(), None) for c in s["return_field"]]
        ret = [larger(e) for e in ret] if g.widths["pile"] < PILE_TILES_BELOW else ret  # its top card a tile
        zones.append(ZoneSpec(f"return{p}", g[f"{side}_return"], ret, zone_label("return", label, own), "pile",
                              g.widths["pile"], back_style="SD", back_colour=colour, owner=p, label_space=LABEL_SPACE, selectable=f"return{p}" in drop,
                              count=s["return_count"]))
        hole = [_entry(c, p, selectable, selected) for c in s["dark_hole"]]
        n, limit = s["dark_hole_count"], view["dark_hole_limit"]
        hl = zone_label("darkhole", label, own)
        zones.append(ZoneSpec(f"darkhole{p}", g[f"{side}_darkhole"], hole,
                              Text(f"{hl.ja} {n}/{limit}", f"{hl.en} {n}/{limit}"), "row", g.widths["hole"],
                              back_style="SD", back_colour=colour, owner=p, label_space=LABEL_SPACE, selectable=f"darkhole{p}" in drop,
                              strips=True,  # up to ten cards: name strips once they would hide each other's names
                              strip_max=HOLE_STRIP_ROOMY if g.widths["field"] >= STRIP_BELOW else 0))
    for zone in zones:  # a long label ("ダークホール 9/10") shrinks a little rather than lose its side's marker
        zone.marker_first = True
    zones.append(terrain_zone(view, g, larger))
    return zones


def terrain_zone(view, g: Geometry, larger: Callable[[CardEntry], None]) -> ZoneSpec:
    """The terrain shown: a face, or in a small window a tile (name over "地形 陸" / "Terrain Land"); a tile lower than
    ``TERRAIN_TILE_LEAST`` under the zone's label takes the label's room, its chip saying the label's word."""
    terrain = [_entry(t, int(t["id"].split("-")[0]) - 1 if t else 0, set(), None) for t in view["terrain"]]
    tiles = g.widths["terrain"] < PILE_TILES_BELOW
    for entry, t in zip(terrain, view["terrain"]):
        if tiles and t and entry.face is not None:
            entry.face = terrain_face(t["card"], t["id"], int(t["id"].split("-")[0]) - 1)
            larger(entry)
    label, space = ZONE_TEXT["terrain"], LABEL_SPACE
    if tiles and any(e.face is not None for e in terrain) and g["terrain"].h - LABEL_SPACE < TERRAIN_TILE_LEAST:
        label, space = None, 0
    return ZoneSpec("terrain", g["terrain"], terrain, label, "tile" if tiles else "row", g.widths["terrain"],
                    label_space=space)


def card_ids(view) -> dict[str, str]:
    """Instance → card id of every card ``view`` shows face up (``{"id": "1-07", "card": "SDGF-12"}``).

    The view is walked whole, so a card found anywhere (hand, fields, terrain, the
    battle's plays, the last battle) is known; face-down cards have no entry."""
    found: dict[str, str] = {}
    stack = [view]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if isinstance(item.get("id"), str) and isinstance(item.get("card"), str):
                found[item["id"]] = item["card"]
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def adapting(view: dict) -> set[str]:
    """Standby cards (instances) that adapt to the terrain now shown (they will advance)."""
    terrain = [card_set()[t["card"]] for t in view["terrain"] if t]
    if not terrain:
        return set()
    out = set()
    for s in view["seats"]:
        for item in s["standby"]:
            if adapts(card_set()[item["card"]], terrain[-1]):
                out.add(item["id"])
    return out


def standby_centre(zone_rect: pygame.Rect, index: int, g: Geometry) -> tuple[int, int]:
    """The centre of standby slot ``index`` (0-2): each slot is as wide as a sideways card."""
    box = card_h(g.widths["field"]) + 8
    return zone_rect.x + 5 + index * box + box // 2, zone_rect.y + LABEL_SPACE + (zone_rect.h - LABEL_SPACE) // 2


def space_standby(slots: list[CardSlot], zones: list[ZoneSpec], g: Geometry,
                  fits: Keeps | tuple[Keeps, ...] | None = None, sized: Sized | None = None) -> None:
    """Put each standby card in its own slot, so tapped (sideways) cards never overlap; tiles in their columns
    (``fits``: as wide as each needs, ``tile_columns``)."""
    by_name = {z.name: z for z in zones}
    for slot in slots:
        if not slot.zone.startswith("standby"):
            continue
        zone = by_name[slot.zone]
        if zone.mode == "tile":
            slot.rect = tile_columns(zone, fits, sized)[slot.index]
            continue
        slot.rect = pygame.Rect(0, 0, slot.rect.w, slot.rect.h)
        slot.rect.center = standby_centre(zone.rect, slot.index, g)


def field_tile_h(zone_rect: pygame.Rect) -> int:
    """The height of a field's tiles (``tile_column``) in a zone ``zone_rect`` with ``LABEL_SPACE`` over them."""
    return zone_rect.h - 2 - min(LABEL_SPACE, max(0, zone_rect.h - 20))


def share_field(standby: pygame.Rect, battle: pygame.Rect, n_standby: int, n_battle: int,
                need_standby: list[int] | None = None, need_battle: list[int] | None = None) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the cards are tiles (a small window): the standby field and the battlefield share their span by their
    cards (each zone at least one share, an empty one no more than ``EMPTY_FIELD_W`` px, its label), so up to three
    cards on a side (the rules keep three SD cards between the two) are tiles wide enough for their names whole over
    their labelled numbers; by what their names need at ``HAND_NAME_GOOD`` px where both hold cards and every name
    gets it (``need_standby``, ``need_battle``: each card's least tile width; at 150 % an even share printed
    "Grappler Gouf (Heat Saber)" at 7 px, issue 16)."""
    gap = battle.x - standby.right
    span = battle.right - standby.x - gap
    if n_standby and n_battle and need_standby and need_battle and all(need_standby) and all(need_battle):
        ws, wb = (sum(n) + 4 * len(n) for n in (need_standby, need_battle))  # 4 px between tiles and 2 at each end
        spare = span - ws - wb
        if spare >= 0:
            w = ws + spare * n_standby // (n_standby + n_battle)
            return (pygame.Rect(standby.x, standby.y, w, standby.h),
                    pygame.Rect(standby.x + w + gap, battle.y, span - w, battle.h))
    shares = max(1, n_standby) + max(1, n_battle)
    w = span * max(1, n_standby) // shares
    if not n_standby and n_battle:  # an empty standby field keeps only the room for its label
        w = min(w, EMPTY_FIELD_W)
    elif n_standby and not n_battle:
        w = max(w, span - EMPTY_FIELD_W)
    return (pygame.Rect(standby.x, standby.y, w, standby.h),
            pygame.Rect(standby.x + w + gap, battle.y, span - w, battle.h))


def lend_counter(standby: pygame.Rect, battle: pygame.Rect, counter: pygame.Rect,
                 needs: list[int]) -> tuple[pygame.Rect, pygame.Rect]:
    """(battlefield, counter zone): where the field's cards are tiles and the counter zone is empty, it lends the
    standby field and the battlefield the room beyond ``EMPTY_COUNTER_W`` px when their tiles' names want more than
    they have (``needs``: each card's least tile width at ``HAND_NAME_GOOD`` px, 0 where none gives it; issue 16: a full
    standby field of long names at 800x560 printed them at 8 px beside an empty counter zone); else both as they were."""
    gap = battle.x - standby.right
    want = sum(n or FIELD_NEED_MOST for n in needs) + 4 * len(needs)
    if not needs or counter.w <= EMPTY_COUNTER_W or want <= battle.right - standby.x - gap - EMPTY_FIELD_W:
        return battle, counter
    more = counter.w - EMPTY_COUNTER_W
    return (pygame.Rect(battle.x, battle.y, battle.w + more, battle.h),
            pygame.Rect(counter.x + more, counter.y, EMPTY_COUNTER_W, counter.h))


def tile_column(zone: ZoneSpec, index: int, columns: int) -> pygame.Rect:
    """Column ``index`` of ``columns`` side by side under the zone's label, each the height left there."""
    area = zone.rect.inflate(-4, 0)
    top = zone.rect.y + min(zone.label_space, max(0, zone.rect.h - 20))
    col_w = (area.w - 4 * (columns - 1)) // columns
    return pygame.Rect(area.x + index * (col_w + 4), top, col_w, zone.rect.bottom - 2 - top)


def tile_columns(zone: ZoneSpec, fits: Keeps | tuple[Keeps, ...] | None = None,
                 sized: Sized | None = None) -> list[pygame.Rect]:
    """The zone's cards as ``tile_column`` s side by side, even; where a card's tile shows its name broken or without
    its power at an even share (``fits``: whether a tile w x h shows it whole, no word broken, over its power), it
    takes the least width that does and the others share the rest, as long as each still fits (騎士ゼロ（スーパー・
    マジカル・バイオレット・トルネード） on an 86 px standby tile broke "バイオ" / "レット", issue 16). Several ``fits``: the
    first that shares the zone unevenly (a name at 10 px where each gets it, else whole); ``sized`` (the least width
    of a card's tile h px high that prints its name at a size or more): first the largest size every name gets
    (``_by_size``; the zone prints its names at one size, ``ZoneSpec.even_names``)."""
    n = len(zone.cards)
    even = [tile_column(zone, i, n) for i in range(n)]
    if fits is None or n < 2:
        return even
    if sized is not None:
        found = _by_size(zone, even, sized)  # the largest size every name gets
        if found is not None:
            return found
    keeps = fits if isinstance(fits, tuple) else (fits,)
    for each in keeps:
        found = _uneven(zone, even, each)
        if found is not even:
            return found
    return even


def _by_size(zone: ZoneSpec, even: list[pygame.Rect], sized: Sized) -> list[pygame.Rect] | None:
    """``tile_columns`` by the largest size every card's name gets (from ``TABLE_TILE_NAME_MAX`` down to
    ``TILE_NAME_LEAST``): ``even`` where even shares give it, else each tile as wide as its name needs at that size
    and the rest of the zone shared evenly; None where no size does. The zone prints its names at that one size
    (``ZoneSpec.even_names``): issue 16, at 800x560 a full standby field printed "Commander Sazabi (as Zako Red)" at
    8 px beside names at 9, their tiles widened to lift one name a size over the others."""
    # the zone's whole width between its tiles' gaps (the even shares leave up to n - 1 px over: two names needing
    # 114 and 101 px at 10 px printed at 9 in the 800x560 window's 223 px battlefield, two 107 px tiles)
    h, room = even[0].h, zone.rect.w - 4 - 4 * (len(even) - 1)
    for size in range(TABLE_TILE_NAME_MAX, TILE_NAME_LEAST - 1, -1):
        widths = [sized(e, h, size) if e.face is not None else TILE_LEAST_W for e in zone.cards]
        if not all(widths) or sum(widths) > room:
            continue
        if all(w <= r.w for w, r in zip(widths, even)):
            return even  # even shares give every name that size already
        spare = room - sum(widths)
        out, x = [], even[0].x
        for i, w in enumerate(widths):
            w += spare // len(widths) + (1 if i < spare % len(widths) else 0)
            out.append(pygame.Rect(x, even[0].y, w, h))
            x += w + 4
        return out
    return None


def _uneven(zone: ZoneSpec, even: list[pygame.Rect], fits: Keeps) -> list[pygame.Rect]:
    """``tile_columns`` with one ``fits``: ``even`` itself where no card needs more or the others would not fit
    (each card that needs more may take up to all but ``TILE_LEAST_W`` px a card of the rest; two such cards
    together may want more than the zone: at 800x560 two long names on a standby field of three left the third
    a width below zero, and the table crashed in the first game)."""
    n = len(zone.cards)
    w0, h = even[0].w, even[0].h
    room = sum(r.w for r in even)
    widths: dict[int, int] = {}
    for i, entry in enumerate(zone.cards):
        if entry.face is not None and not fits(entry, w0, h):
            widths[i] = next((w for w in range(w0 + 1, room - (n - 1) * TILE_LEAST_W + 1) if fits(entry, w, h)), 0)
    widths = {i: w for i, w in widths.items() if w}
    if not widths or len(widths) == n:
        return even
    share = (room - sum(widths.values())) // (n - len(widths))
    if share < TILE_LEAST_W:
        return even  # the cards that need more would leave the rest no tile
    if any(i not in widths and not fits(e, share, h) for i, e in enumerate(zone.cards)):
        return even  # the others would lose their names: even shares
    out, x = [], even[0].x
    for i in range(n):
        w = widths.get(i, share)
        out.append(pygame.Rect(x, even[0].y, w, h))
        x += w + 4
    return out


def tiles_side_by_side(slots: list[CardSlot], zones: list[ZoneSpec], least: int = TILE_LEAST_W,
                       fits: Keeps | tuple[Keeps, ...] | None = None, sized: Sized | None = None,
                       good: Keeps | None = None, stacked_good: Keeps | None = None) -> None:
    """A battlefield of tiles (cards too small to read) with two or three cards: the tiles side by side, each
    the zone's height, so each keeps its name whole and its power labelled (stacked, a name pushed the power
    out); stacked as laid out when a column would be narrower than ``least`` px. Where some tile side by side prints
    its name under ``HAND_NAME_GOOD`` px (``good``: whether a tile or strip w x h shows it at that size, whole, with its
    power) and ``battle_strips`` give every card that (``stacked_good``: whether a strip w x h printing its numbers in
    columns does), the cards are those strips, the power's label written once over them."""
    for zone in zones:
        if zone.mode != "tile" or not zone.name.startswith("battle") or len(zone.cards) < 2:
            continue
        n = len(zone.cards)
        if tile_column(zone, 0, n).w < least:
            continue
        columns = tile_columns(zone, fits, sized)
        if good is not None and stacked_good is not None and \
                not all(good(e, r.w, r.h) for e, r in zip(zone.cards, columns)):
            stacked = battle_strips(zone)
            if all(stacked_good(e, r.w, r.h) for e, r in zip(zone.cards, stacked)):
                # each strip its name at its own size beside its power's value, the power's label written once over
                # them at ``HAND_NAME_GOOD`` px (with the label "Power 9" beside "Bakunetsumaru (Bakushin Armour)"
                # left the name 9 px in 251 px); one size for all names (the least any takes on its own, with its
                # label: ``CardTable.name_max``) left some strips powerless
                columns, zone.even_names, zone.columns, zone.head_size = stacked, False, True, HAND_NAME_GOOD
        for slot in slots:
            if slot.zone == zone.name:
                slot.rect = columns[slot.index]


def battle_strips(zone: ZoneSpec) -> list[pygame.Rect]:
    """The battlefield's cards as name strips stacked under its label, each as wide as the zone and at most
    ``BATTLE_STRIP_MOST`` px high (a name on one line beside its power's value), ``HOLE_GAP`` px apart, the stack
    centred in the tiles' height: issue 16, at 800x560 three long names side by side in 81 px tiles printed at 9 px
    ("Zapper Zaku" / "(FZ Machine Gun)"); 251 x 20 px strips print every name of the data whole at 10 px or more
    beside its power's value (the label written once over them)."""
    n, area = len(zone.cards), tile_column(zone, 0, 1)
    h = min(BATTLE_STRIP_MOST, (area.h - (n - 1) * HOLE_GAP) // n)
    y = area.y + (area.h - n * h - (n - 1) * HOLE_GAP) // 2
    return [pygame.Rect(area.x, y + i * (h + HOLE_GAP), area.w, h) for i in range(n)]


def return_tiles(slots: list[CardSlot], zones: list[ZoneSpec]) -> None:
    """A return field whose top card would be too small to read (narrower than ``STRIP_BELOW``): that card as a
    tile filling the pile's place, its name whole over its labelled numbers (the zone's label keeps the count,
    a click still browses the pile)."""
    piles = {z.name: z for z in zones if z.name.startswith("return") and z.mode == "pile" and z.card_width < PILE_TILES_BELOW}
    for slot in slots:
        if slot.zone in piles and slot.entry.face is not None:
            slot.rect = tile_column(piles[slot.zone], 0, 1)
            slot.strip = True


def hole_column(slots: list[CardSlot], zones: list[ZoneSpec], low: int = HOLE_STRIP_H, keeps: Keeps | None = None,
                only_lacking: bool = False, good: Keeps | None = None) -> None:
    """A dark hole whose name strips went into two or more columns (too narrow for names such as "Commander Sazabi
    (as Zako Red)"), or whose cards are faces too small to read (a zone too low for strips in columns, the
    opponent's beside its return row): one column of strips as wide as the zone, ``HOLE_GAP`` px apart, the latest
    cards at the bottom; when not all fit at ``low`` px, or (``keeps``: whether a strip w x h shows the card's name
    whole with its power, in both languages) not all keep their power, the oldest leave the table (``hidden_in_hole``
    counts them, a click on the zone browses them all; issue 16: four strips 20 px high in the 800x560 window showed
    "Captain Gundam (Heavy Weapon)" without its power). ``only_lacking`` (a larger window): only a hole whose strips
    do not all keep their power (two columns of 19 px strips at 1280x800 showed "Grappler Gouf" alone, issue 16).
    ``good`` (a small window: whether a strip keeps its name at ``HOLE_NAME_GOOD`` px on one line): the strips are
    first looked for among those that keep it, the line above them left out where they would not (the label counts
    the rest; the opponent's hole at 900x600, 30 px: a 13 px strip under "ほか2枚" printed 「ザコソルジャー（潜水）」 at
    8 px and its power at 6)."""
    for zone in zones:
        if not zone.name.startswith("darkhole"):
            continue
        mine = [s for s in slots if s.zone == zone.name]
        columns = bool(mine) and all(s.strip for s in mine) and len({s.rect.x for s in mine}) >= 2
        tiny = bool(mine) and not any(s.strip for s in mine) and mine[0].rect.w < HOLE_FACE_LEAST  # faces too small
        # one column of strips too low for some long name's power (five strips at 800x560, 19 px each)
        lacking = keeps is not None and bool(mine) and all(s.strip for s in mine) and \
            not all(keeps(s.entry, s.rect.w, s.rect.h) for s in mine)
        if not (columns or tiny or lacking):
            continue
        if only_lacking and (keeps is None or all(keeps(s.entry, s.rect.w, s.rect.h) for s in mine)):
            continue
        for slot in mine:
            slot.strip = True
        area = hole_area(zone)
        found = next(_hole_strips(mine, zone, area, low, keeps, good), None)
        if found is None:  # at worst its latest card in the whole area (its label says how many)
            top = HOLE_MORE_H + HOLE_GAP if len(mine) > 1 and area.h >= HOLE_MORE_H + HOLE_GAP + low else 0
            shown, h = mine[-1:], area.h - top
        else:
            shown, top, h = found
        for row, slot in enumerate(shown):
            slot.rect = pygame.Rect(area.x, area.y + top + row * (h + HOLE_GAP), area.w, h)
        slots[:] = [s for s in slots if s.zone != zone.name or s in shown]
        more_in_label(zone, len(mine) - len(shown) if not top else 0)


def _hole_strips(mine: list[CardSlot], zone: ZoneSpec, area: pygame.Rect, low: int, keeps: Keeps | None,
                 good: Keeps | None):
    """``hole_column``'s candidates, best first: (the latest cards shown, the room above them, their strips' height),
    each strip keeping its name whole with its power (``keeps``); where ``good`` is given, strips under the line
    saying how many are off the table keep it at that size too, else the line is left out (the label counts them)
    where strips without it do."""
    for n in range(len(mine), 0, -1):
        # the oldest cards off the table: a line above the strips says how many (none in a hole of one row)
        line = n < len(mine) and area.h >= HOLE_MORE_H + HOLE_GAP + low
        for top, check in ((HOLE_MORE_H + HOLE_GAP, good), (0, good)) if line and good else \
                (((HOLE_MORE_H + HOLE_GAP) if line else 0, None),):
            most = min(zone.strip_max or STRIP_MAX_H, (area.h - top + HOLE_GAP) // n - HOLE_GAP)
            # as high as they may be, else lower (a strip's name grows with it: two lines that fit at 23 px may not
            # at 27)
            h = next((h for h in range(most, low - 1, -1)
                      if all((keeps is None or keeps(s.entry, area.w, h)) and (check is None or check(s.entry, area.w, h))
                             for s in mine[-n:])), 0)
            if h:
                yield mine[-n:], top, h


def more_in_label(zone: ZoneSpec, hidden: int) -> None:
    """A hole of one row (the opponent's at 150 %: its latest card, no line above it for "+4 more") says how many
    more it holds at the end of its label: "ダークホール 5/10 +4" (issue 16; a click browses them all)."""
    more = f" +{hidden}"
    if hidden > 0 and zone.label is not None and not zone.label.en.endswith(more):
        zone.label = Text(zone.label.ja + more, zone.label.en + more)


def hidden_in_hole(zone: ZoneSpec, slots: list[CardSlot]) -> tuple[int, pygame.Rect] | None:
    """(how many, where to say it) when ``hole_column`` left a dark hole's oldest cards off the table: the row above
    its first strip; None when every card is shown."""
    mine = [s for s in slots if s.zone == zone.name]
    hidden = len(zone.cards) - len(mine)
    if hidden <= 0 or not mine:
        return None
    area, first = hole_area(zone), mine[0].rect
    row = pygame.Rect(first.x, area.y, first.w, first.y - HOLE_GAP - area.y)
    if row.h < HOLE_MORE_H:
        return None  # a hole of one row (the opponent's beside a return tile): no line above its strip
    return hidden, row


def hand_tile_rects(entries: list[CardEntry], area: pygame.Rect, good: Keeps,
                    need: dict | None = None) -> list[pygame.Rect]:
    """Where held tiles go in ``area``: up to ``HAND_ROWS`` rows, each tile at least as wide as its name needs at
    ``HAND_NAME_GOOD`` px over its power (``good``: whether a tile w x h shows it, in both languages; ``need`` caches
    those least widths), the rows split where both fit, nearest the middle, each row widened to the area (no tile
    wider than a third of it unless its name needs it); even shares in two rows where no split fits (a name then
    prints as large as that share lets it, the hover view has it whole)."""
    n, gap = len(entries), HAND_TILE_GAP
    if not n:
        return []
    rows = 1 if n == 1 else min(HAND_ROWS, n)
    h = (area.h - (rows - 1) * HAND_ROW_GAP) // rows
    need = {} if need is None else need

    def least(entry: CardEntry) -> int:
        key = (entry.face, h, area.w)
        if key not in need:
            need[key] = next((w for w in range(TILE_LEAST_W, area.w + 1, HAND_TILE_STEP) if good(entry, w, h)), 0)
        return need[key]

    widths = [least(e) for e in entries]
    split = None
    if all(widths):
        for k in sorted(range(1, n + 1) if rows == 1 else range(1, n), key=lambda k: (abs(2 * k - n), -k)):
            parts = [widths[:k], widths[k:]] if rows == 2 else [widths]
            if all(sum(p) + gap * (len(p) - 1) <= area.w for p in parts if p):
                split = k
                break
    if split is None:  # no split keeps every name at its size: even shares
        per = -(-n // rows)
        lines = [list(range(i, min(n, i + per))) for i in range(0, n, per)]
        even = (area.w - gap * (per - 1)) // per
        widths = [even] * n
    else:
        lines = [list(range(split)), list(range(split, n))] if rows == 2 else [list(range(n))]
    out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * n
    for row, line in enumerate(lines):
        spare = area.w - sum(widths[i] for i in line) - gap * (len(line) - 1)
        even = min((area.w - 2 * gap) // 3, (area.w - gap * (len(line) - 1)) // len(line))
        wide = [max(widths[i], even) for i in line]
        if sum(wide) + gap * (len(line) - 1) > area.w:  # one name needs more than an even share: the rest share the rest
            wide = [widths[i] + spare // len(line) for i in line]
        x = area.x
        for i, w in zip(line, wide):
            out[i] = pygame.Rect(x, area.y + row * (h + HAND_ROW_GAP), w, h)
            x += w + gap
    return out


def hand_tile_area(area: pygame.Rect) -> pygame.Rect:
    """Where held tiles go in the hand ``area`` under its label (``HAND_TILE_TOP``, ``HAND_TILE_BOTTOM``)."""
    return pygame.Rect(area.x + 2, area.y + HAND_TILE_TOP, area.w - 4, area.h - HAND_TILE_TOP - HAND_TILE_BOTTOM)


def hand_tiles(slots: list[CardSlot], zones: list[ZoneSpec], g: Geometry, good: Keeps | None,
               need: dict | None = None) -> None:
    """Where held cards would print their names under ``HAND_NAME_GOOD`` px (narrower than ``HAND_TILES_BELOW``):
    the viewer's hand as tiles (``hand_tile_rects``), each its name whole at that size over its labelled power, in
    the hand's order (keys 1-6, clicks and drags as before); the hover view shows the whole card (issue 16)."""
    if good is None or g.widths["hand"] >= HAND_TILES_BELOW:
        return
    for zone in zones:
        if not (zone.name.startswith("hand") and zone.held):
            continue
        mine = [s for s in slots if s.zone == zone.name]
        if not mine or any(s.entry.face is None for s in mine):
            continue
        area = zone.rect
        if zone.label_space:
            inset = min(zone.label_space, max(0, area.h - 20))
            area = pygame.Rect(area.x, area.y + inset, area.w, area.h - inset)
        for slot, rect in zip(mine, hand_tile_rects([s.entry for s in mine], hand_tile_area(area), good, need)):
            slot.rect, slot.strip, slot.angle = rect, True, 0.0


def hole_area(zone: ZoneSpec) -> pygame.Rect:
    """Where a dark hole's strips go in one column (``hole_column``): under its label, 2 px in from its edges."""
    inset = min(zone.label_space, max(0, zone.rect.h - 20))
    return pygame.Rect(zone.rect.x + 2, zone.rect.y + inset, zone.rect.w - 4, zone.rect.h - inset - 2)


def arrange(slots: list[CardSlot], zones: list[ZoneSpec], g: Geometry, keeps: Keeps | None = None,
            fits: Keeps | tuple[Keeps, ...] | None = None, hole_keeps: Keeps | None = None, held: Keeps | None = None,
            need: dict | None = None, hole_good: Keeps | None = None, sized: Sized | None = None,
            hole_roomy: Keeps | None = None, hole_clear: Keeps | None = None, good: Keeps | None = None,
            stacked_good: Keeps | None = None, narrows: Narrows | None = None) -> None:
    """After the card table's layout: standby cards in their own slots, battlefield tiles side by side, the return
    field's top card as a tile where it would be too small to read, and in a small window a crowded dark hole in one
    column of whole names with their power (``keeps``: the table's renderer says which strips keep it; ``fits``: which
    tiles show their name whole over their power; ``hole_keeps``: which strips keep it at ``HOLE_NAME_GOOD`` px, the
    larger window's dark hole; ``held``: which held tiles show their name at ``HAND_NAME_GOOD`` px over their power,
    ``hand_tiles``, ``need`` caching their least widths; ``hole_good``: which dark-hole tiles show their name at that
    size, ``hole_tiles``, ``held`` where not given; ``sized``: how wide a field's tile must be for its name at a size,
    ``tile_columns``; ``hole_roomy``: which strips of a small window's dark hole keep their name at that size
    on one line, ``hole_tiles``, ``hole_keeps`` where not given; ``hole_clear``: which strips of a larger window's
    low dark hole keep their name on one line or on two at ``HOLE_TWO_LINES`` px, ``HOLE_TILES_LOW``; ``good``: which
    battlefield tiles print their name at ``HAND_NAME_GOOD`` px with their power, ``stacked_good`` which strips with
    their numbers in columns do, ``tiles_side_by_side``; ``narrows``: whether a tile narrowed to a card's width prints
    as it did, ``card_widths``, which runs last)."""
    space_standby(slots, zones, g, fits, sized)
    hand_tiles(slots, zones, g, held, need)
    tiles_side_by_side(slots, zones, fits=fits, sized=sized, good=good, stacked_good=stacked_good)
    return_tiles(slots, zones)
    # a small window (the field's cards are tiles): a crowded hole in one column; a larger one keeps its columns of
    # strips while each shows its name whole with its power
    large = g.widths["field"] >= STRIP_BELOW
    hole_column(slots, zones, HOLE_STRIP_LARGE if large else HOLE_STRIP_H, keeps=(hole_keeps or keeps) if large else keeps,
                only_lacking=large, good=None if large else hole_roomy or hole_keeps)
    if not large and held is not None and hole_keeps is not None:
        hole_tiles(slots, zones, hole_roomy or hole_keeps, hole_good or held)
    elif held is not None and hole_clear is not None:  # a low hole of the larger window too, and a tall one's
        low = [z for z in zones if z.name.startswith("darkhole") and hole_area(z).h < HOLE_TILES_LOW]
        hole_tiles(slots, low, hole_clear, hole_good or held, every=True)
        tall = [z for z in zones if z.name.startswith("darkhole") and z not in low]
        hole_tiles(slots, tall, lambda entry, w, h: False, hole_good or held, as_many=True)
    card_widths(slots, zones, narrows)


#: A table tile (standby field, battlefield, counter zone, terrain, return field, dark hole) is at most this many times
#: as wide as it is high, or as wide as three tiles side by side in its zone where that is wider: a card lying on the
#: table, not a bar (one standby card at 1280x800 was a 540 x 100 px tile, two 265 px each; issue 16, session 30)
TILE_WIDEST = 2.0
#: The zones whose tiles ``card_widths`` narrows (the viewer's hand keeps ``hand_tiles``'s widths)
CARD_WIDTH_ZONES = ("standby", "battle", "counter", "terrain", "return", "darkhole")
#: Whether a tile of a card narrowed to ``w`` px prints what it printed ``full`` px wide (``card_widths``): (entry, w,
#: full, h)
Narrows = Callable[[CardEntry, int, int, int], bool]


def card_widths(slots: list[CardSlot], zones: list[ZoneSpec], narrows: Narrows | None = None) -> None:
    """Each table tile no wider than ``TILE_WIDEST`` times its height (or a third of its zone), as narrow as that
    where it prints its name and numbers as it did (``narrows``; else as little wider as it needs; a column of them,
    a dark hole's, as wide as its widest), the tiles of a row set from the zone's left 4 px apart (as the hand's); the
    zones keep their rects, so every drop target is as before. A tile already that narrow (the 800x560 window, 150 %)
    stays as it was."""
    gap = 4
    for zone in zones:
        if not zone.name.startswith(CARD_WIDTH_ZONES):
            continue
        mine = sorted((s for s in slots if s.zone == zone.name and s.strip and s.rect.h >= TILE_H),
                      key=lambda s: (s.rect.y, s.rect.x))
        third = (zone.rect.w - 4 - 2 * gap) // 3
        moved = False
        for slot in mine:
            full, h = slot.rect.w, slot.rect.h
            cap = max(int(TILE_WIDEST * h), third)
            if full <= cap or slot.entry.face is None:
                continue
            w = cap
            if narrows is not None and not narrows(slot.entry, cap, full, h):
                low, high = cap, full  # the least width that prints as it did (``narrows`` holds from it up)
                while high - low > 2:
                    mid = (low + high) // 2
                    low, high = (low, mid) if narrows(slot.entry, mid, full, h) else (mid, high)
                w = high
            if w < full:
                slot.rect = pygame.Rect(slot.rect.x, slot.rect.y, w, h)
                moved = True
        if not moved:
            continue
        column: dict[int, list[CardSlot]] = {}  # a column of tiles (a dark hole) as wide as its widest
        for slot in mine:
            column.setdefault(slot.rect.x, []).append(slot)
        for same in column.values():
            widest = max(slot.rect.w for slot in same)
            for slot in same:
                slot.rect.w = widest
        rows: dict[int, list[CardSlot]] = {}
        for slot in mine:
            rows.setdefault(slot.rect.y, []).append(slot)
        for row in rows.values():  # from the first tile's left, each after the one before
            x = row[0].rect.x
            for slot in row:
                slot.rect.x = x
                x += slot.rect.w + gap


def hole_tiles(slots: list[CardSlot], zones: list[ZoneSpec], keeps: Keeps, good: Keeps, every: bool = False,
               as_many: bool = False) -> None:
    """A small window's dark hole whose strips print a name under ``HOLE_NAME_GOOD`` px or on two lines (``keeps``:
    whether a strip keeps it at that size on one line; the viewer's at 150 %: "キャプテンガンダム" / "（ライトライフル）" at
    6 px, issue 16; a hole of three at 800x560 and 150 %: two lines of 10 px closed up in a 26 px strip): its latest
    cards as tiles filling its area, each its name at ``HAND_NAME_GOOD`` px or more over its power (``good``), as many
    as keep it (at least the latest), the others counted at the end of its label ("ダークホール 5/10 +3"; a click
    browses them all; ``every``: strips that leave cards off the table make tiles too, the larger window's low hole,
    where a line "+3 more" over its strips printed at 9-10 px; ``as_many``: only where the tiles show as many cards
    as its strips, the larger window's tall hole, whose strips at the foot of its 249 px printed 「ザコソルジャー」 /
    「（潜水）」 on two lines beside their power, or short names at 10 px under an empty space, issue 16)."""
    for zone in zones:
        if not zone.name.startswith("darkhole"):
            continue
        mine = [s for s in slots if s.zone == zone.name]
        if not mine or (all(s.strip and keeps(s.entry, s.rect.w, s.rect.h) for s in mine)
                        and not (every and len(mine) < len(zone.cards))):
            continue
        area = hole_area(zone)
        if area.h < TILE_H:
            continue
        cards = zone.cards
        shown = 1
        for n in range(min(len(cards), area.h // TILE_H), 0, -1):
            h = (area.h - (n - 1) * HOLE_GAP) // n
            if all(good(e, area.w, h) for e in cards[-n:]):
                shown = n
                break
        if as_many and shown < len(mine):
            continue
        h = min(HOLE_TILE_MOST, (area.h - (shown - 1) * HOLE_GAP) // shown)
        keep = {id(e) for e in cards[-shown:]}
        slots[:] = [s for s in slots if s.zone != zone.name or id(s.entry) in keep]
        if len(slots) - sum(1 for s in slots if s.zone != zone.name) < shown:  # a card hole_column left off: back
            have = {id(s.entry) for s in slots if s.zone == zone.name}
            slots.extend(CardSlot(zone.name, len(cards) - shown + i, pygame.Rect(0, 0, 0, 0), e)
                         for i, e in enumerate(cards[-shown:]) if id(e) not in have)
        mine = sorted((s for s in slots if s.zone == zone.name), key=lambda s: s.index)
        at = next(i for i, s in enumerate(slots) if s.zone == zone.name)  # the hole's slots in its cards' order
        slots[:] = [s for s in slots[:at] if s.zone != zone.name] + mine + [s for s in slots[at:] if s.zone != zone.name]
        for row, slot in enumerate(mine):
            slot.rect, slot.strip = pygame.Rect(area.x, area.y + row * (h + HOLE_GAP), area.w, h), True
        more_in_label(zone, len(cards) - len(mine))


def empty_standby_slots(zones: list[ZoneSpec], g: Geometry, slots: int = STANDBY_SLOTS) -> list[pygame.Rect]:
    """Outlines of the free standby slots (the field holds three cards): the free tile columns where cards are tiles."""
    out = []
    for zone in zones:
        if not zone.name.startswith("standby"):
            continue
        if zone.mode == "tile":  # the tiles share the zone, which grows and shrinks with them (``share_field``)
            continue
        w = min(g.widths["field"], int((zone.rect.h - LABEL_SPACE - 4) * 63 / 88))
        h = card_h(w)
        for i in range(len(zone.cards), slots):
            r = pygame.Rect(0, 0, w, h)
            r.center = standby_centre(zone.rect, i, g)
            out.append(r)
    return out
