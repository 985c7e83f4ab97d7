"""The Ultra Seven table as card-table zones, built from one seat's ``view`` only.

``build_board(rect, view, marks)`` places:

* the six reconnaissance areas side by side: ``inv:<area>`` (the face-up invasion
  card, or for the alien its own face-down card) over ``grp:<area>`` (the TDF
  group, with its reconnaissance total in the label);
* the middle band: for the alien its hand (limit 8: held cards side by side, each name whole, or
  name strips when eight would be too small), for the TDF and spectators
  the face-down invasion cards as backs with back number and chits (rules 3.5,
  12.8: no area), then the deck, the discard pile and the removed cards;
* the bottom bands: the TDF base, capsule monsters and the Seven card; the TDF
  event hand (max 3), the events in effect / revealed, and the information cards.

Each side's zones carry its seat (``owner``): the card table draws the side's
palette marker (colour and shape) by their labels and on their backs; the
shared piles (deck, discard, removed, events, information) have none.

``marks`` says which card ids and zones the current decision can use (yellow
frames). Nothing here reads the game state: only ``view``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.core.i18n import Text
from tabletop.games.ultraseven.state import ALIEN, TDF

from ...cards.layout import CardEntry, ZoneSpec
from .faces import back_markers, face_for, invasion_markers, seven_face

GAP = 6
LABEL_H = 25
BADGE_H = 21  # an area's recon result ("発覚", "異常なし") gets its own line under the area's name
RATIO = 88 / 63


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
    areas: dict[str, pygame.Rect]          # the whole column of each area (and "base")
    face_down_slots: list[str]             # the alien's own face-down cards (drawn with a 裏 tag)


def _width_for(h: int, limit: int) -> int:
    return max(24, min(limit, int((h - LABEL_H - 4) / RATIO)))


def _entry(card: dict, marks: Marks, markers=None) -> CardEntry:
    cid = card["id"]
    return CardEntry(cid, face_for(cid), list(markers or []), selectable=cid in marks.cards,
                     selected=cid == marks.selected)


def _zone(name, rect, cards, label, mode="row", width=80, marks: Marks | None = None, count=None,
          owner: int | None = None, strips: bool = True, held: bool = False, top: int = LABEL_H,
          align: str = "center") -> ZoneSpec:
    inner = pygame.Rect(rect.x + 3, rect.y + top, rect.w - 6, rect.h - top - 3)
    return ZoneSpec(name, inner, cards, label, mode, _width_for(rect.h - top + LABEL_H, width), back_style="U7",
                    back_colour=(90, 30, 40), selectable=bool(marks and name in marks.zones), count=count, frame=rect,
                    owner=owner, strips=strips and mode == "row", held=held, align=align)


def build_board(rect: pygame.Rect, view: dict, marks: Marks) -> Board:
    alien = view.get("seat") == 0
    zones: list[ZoneSpec] = []
    area_rects: dict[str, pygame.Rect] = {}
    own_down: list[str] = []
    n = len(view["areas"])
    col_w = (rect.w - GAP * (n - 1)) // n
    top_h = int(rect.h * 0.38)
    inv_h = int(top_h * 0.55)
    results = {r["area"] for r in view.get("recon_results", [])}
    for i, area in enumerate(view["areas"]):
        x = rect.x + i * (col_w + GAP)
        col = pygame.Rect(x, rect.y, col_w, top_h)
        area_rects[area["id"]] = col
        inv = area["invasion"]
        cards = []
        if inv is not None:
            cards = [_entry(inv, marks, invasion_markers(inv))]
            if not inv.get("face_up", True):
                own_down.append(inv["id"])
        zones.append(_zone(f"inv:{area['id']}", pygame.Rect(x, rect.y, col_w, inv_h), cards,
                           None, "row", 110, marks, owner=ALIEN,
                           top=LABEL_H + (BADGE_H if area["id"] in results else 0)))
        group = [_entry(c, marks) for c in area["tdf"]]
        label = Text(f"偵察値 {area['recon_total']}", f"Recon {area['recon_total']}") if area["tdf"] else None
        zones.append(_zone(f"grp:{area['id']}", pygame.Rect(x, rect.y + inv_h + 4, col_w, top_h - inv_h - 4),
                           group, label, "row", 62, marks, owner=TDF))
    y = rect.y + top_h + GAP
    mid_h = int(rect.h * 0.2)
    w = rect.w
    hand_w = int(w * 0.55)
    if alien:
        hand = view["alien_hand"]
        cards = [_entry(c, marks) for c in hand["cards"] or []]
        fit = (hand_w - 6 - 6 * (len(cards) - 1)) // max(1, len(cards))  # side by side, no card over another
        zones.append(_zone("alien_hand", pygame.Rect(rect.x, y, hand_w, mid_h), cards,
                           Text(f"星人側の手札 {hand['count']}/8", f"Alien hand {hand['count']}/8"), "row",
                           min(80, fit), marks, owner=ALIEN, held=True))
    else:
        backs = [CardEntry(None, None, back_markers(b)) for b in view["face_down"]]
        zones.append(_zone("face_down", pygame.Rect(rect.x, y, hand_w, mid_h), backs,
                           Text(f"裏向きの侵略カード{len(backs)}枚（エリア不明）",
                                f"Face-down invasion cards: {len(backs)} (area unknown)"), "row", 80, marks, owner=ALIEN))
    pile_w = (w - hand_w - 3 * GAP) // 3
    x = rect.x + hand_w + GAP
    deck = [CardEntry(None)] if view["deck"]["count"] else []
    deck_label = Text("山札", "Deck")
    zones.append(_zone("deck", pygame.Rect(x, y, pile_w, mid_h), deck, deck_label, "pile", 80, marks,
                       count=view["deck"]["count"]))
    x += pile_w + GAP
    zones.append(_zone("discard", pygame.Rect(x, y, pile_w, mid_h), [_entry(c, marks) for c in view["discard"]],
                       Text("捨て札", "Discard"), "pile", 80, marks))
    x += pile_w + GAP
    zones.append(_zone("removed", pygame.Rect(x, y, rect.right - x, mid_h), [_entry(c, marks) for c in view["removed"]],
                       Text("除去", "Removed"), "pile", 80, marks))

    y += mid_h + GAP
    row_h = (rect.bottom - y - GAP) // 2
    base_w = int(w * 0.52)
    base_rect = pygame.Rect(rect.x, y, base_w, row_h)
    area_rects["base"] = base_rect
    zones.append(_zone("base", base_rect, [_entry(c, marks) for c in view["base"]],
                       Text(f"基地（兵器 {view['weapons']['deployed']}/{view['weapons']['limit']}）",
                            f"Base (weapons out {view['weapons']['deployed']}/{view['weapons']['limit']})"),
                       "row", 80, marks, owner=TDF, align="left"))
    cap_w = int(w * 0.33)
    caps = view["capsules"]
    zones.append(_zone("capsules", pygame.Rect(rect.x + base_w + GAP, y, cap_w, row_h),
                       [_entry(c, marks) for c in caps["available"]],
                       Text(f"カプセル怪獣（使用済{len(caps['used'])}）", f"Capsule monsters (used {len(caps['used'])})"),
                       "row", 80, marks, owner=TDF))
    sx = rect.x + base_w + cap_w + 2 * GAP
    seven = [CardEntry("seven", seven_face(view["emerium"]["value"], view["emerium"]["seven_dead"]))]
    zones.append(_zone("seven", pygame.Rect(sx, y, rect.right - sx, row_h), seven, Text("セブン", "Seven"),
                       "row", 80, marks, owner=TDF))
    y += row_h + GAP
    third = (w - 2 * GAP) // 3
    zones.append(_zone("tdf_hand", pygame.Rect(rect.x, y, third, row_h), [_entry(c, marks) for c in view["tdf_hand"]],
                       Text(f"TDFのイベント手札 {len(view['tdf_hand'])}/3", f"TDF event hand {len(view['tdf_hand'])}/3"),
                       "row", 80, marks, owner=TDF, held=True))
    events = [_entry(c, marks) for c in view["revealed"] + view["events_active"]]
    zones.append(_zone("events", pygame.Rect(rect.x + third + GAP, y, third, row_h), events,
                       Text("このターンのイベント", "Events this turn"), "row", 80, marks))
    zones.append(_zone("information", pygame.Rect(rect.x + 2 * (third + GAP), y, rect.right - rect.x - 2 * (third + GAP),
                                                  row_h), [_entry(c, marks) for c in view["information"]],
                       Text("情報カード", "Information cards"), "row", 80, marks))
    return Board(zones, area_rects, own_down)


def area_label(area: dict) -> Text:
    return Text.from_data(area["name"])


def prepare(view: dict) -> dict:
    """Adds ``name_text`` (a ``Text``) to each area of ``view`` (in place); returns ``view``."""
    for area in view["areas"]:
        area["name_text"] = area_label(area)
    return view
