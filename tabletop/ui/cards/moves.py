"""Card motion on the shared table: what changed between two layouts, played as short tweens.

``CardTableView.set_zones`` hands ``TableMotion.plan`` the slots and zones it showed
before and the ones it shows now; nothing of a game's rules is read. A card is known by
its key: ``(zone, id)`` for a card with an id, ``(zone, "#", index)`` for a face-down
one (face-down cards carry no id, so nothing hidden can be followed or leak).

* a card whose id is now in another zone flies there (``MOVE_TIME``), turning over on the
  way when it was face down before and is face up now (or the other way round);
* a card still in its zone but at another place (a row closing up) slides there;
* a new card comes from a zone that lost cards without saying where they went: a deck
  pile that shrank (a deal, a draw), or a hand that lost a face-down card (a card played
  from a hidden hand turns face up on its way); a face-down card lost in its own zone
  turns over in place (a reveal); with no such zone it grows in where it lies;
* a pile that grew with nothing seen arriving (a card dealt into a hidden hand shown as
  a pile, a card that left the player's sight) gets a card back flying into it;
* a card that left the table altogether falls where it was, shrinking away.

Cards that left the seat's sight are drawn as backs only (``Ghost``), so a tween never
shows a face the current view does not; a layout from another seat's view (a hand-over: a
zone's face-up cards gone while it gained face-down ones) is shown at once. Grid zones (the deck builder, card browsers)
snap at once, and so do the cards staying in a zone whose rectangle changed (a new window size). ``pose`` answers where
a card is drawn in this frame; clicks always use the final layout.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import motion

from .layout import CardSlot, ZoneSpec
from .render import card_size

MOVE_TIME = 0.25   # s: a card flying to another zone (and turning over on the way)
SLIDE_TIME = 0.18  # s: a card sliding along its row
APPEAR_TIME = 0.18  # s: a card growing in where it lies
FALL_TIME = 0.22   # s: a card falling away into a pile or out of the table

Key = tuple[str, ...]  # (zone, id) or (zone, "#", index as text)


def key_of(slot: CardSlot) -> Key:
    """How a slot is followed from one layout to the next."""
    if slot.entry.id is not None:
        return (slot.zone, slot.entry.id)
    return (slot.zone, "#", str(slot.index))


@dataclass
class Flight:
    """A card of the layout on its way to its slot."""

    start: pygame.Rect
    angle: float
    tween: motion.Tween
    turn: bool = False    # turned over on the way: the other side shows for the first half
    appear: bool = False  # grows in from half its size


@dataclass
class Ghost:
    """A face-down card outside the layout: flying into a pile, or falling away (``end`` None)."""

    start: pygame.Rect
    end: pygame.Rect | None
    tween: motion.Tween
    back_style: str
    back_colour: tuple[int, int, int]


@dataclass
class Pose:
    """Where and how a card of the layout is drawn in this frame."""

    rect: pygame.Rect
    angle: float
    width_share: float = 1.0  # < 1 while turning over
    other_side: bool = False  # the side it had before it turned


@dataclass
class _Source:
    zone: ZoneSpec
    rect: pygame.Rect
    angle: float
    back: bool


def _count(zone: ZoneSpec) -> int:
    return zone.count if zone.count is not None else len(zone.cards)


def _backs(zone: ZoneSpec) -> int:
    return sum(1 for c in zone.cards if c.id is None)


def _pile_rect(zone: ZoneSpec, slots: list[CardSlot]) -> pygame.Rect:
    """Where a pile's top card lies (its slot, or a card of its width in the middle of the zone)."""
    for slot in slots:
        if slot.zone == zone.name:
            return slot.rect.copy()
    w = max(20, min(zone.card_width, zone.rect.w))
    rect = pygame.Rect(0, 0, *card_size(w))
    rect.center = zone.rect.center
    return rect


class TableMotion:
    """The flights and ghosts of one card table (see the module doc)."""

    def __init__(self) -> None:
        self.flights: dict[Key, Flight] = {}
        self.ghosts: list[Ghost] = []

    @property
    def active(self) -> bool:
        return any(not f.tween.done for f in self.flights.values()) or any(not g.tween.done for g in self.ghosts)

    def clear(self) -> None:
        self.flights.clear()
        self.ghosts.clear()

    # -- where a card is now --------------------------------------------------------------------
    def pose(self, slot: CardSlot) -> Pose | None:
        """The card's place in this frame while it moves; None when it lies in its slot."""
        flight = self.flights.get(key_of(slot))
        if flight is None:
            return None
        if not motion.enabled():  # turned off on the way: everything where it belongs at once
            self.clear()
            return None
        if flight.tween.done:
            del self.flights[key_of(slot)]
            return None
        t = flight.tween.progress()
        if not (flight.appear or flight.turn) and flight.start == slot.rect and flight.angle == slot.angle:
            del self.flights[key_of(slot)]  # the view moved the card back where it was
            return None
        if flight.appear:
            start = slot.rect.copy()
            start.size = (max(1, slot.rect.w // 2), max(1, slot.rect.h // 2))
            start.center = slot.rect.center
            return Pose(motion.lerp_rect(start, slot.rect, t), slot.angle)
        pose = Pose(motion.lerp_rect(flight.start, slot.rect, t), motion.lerp(flight.angle, slot.angle, t))
        if flight.turn:
            raw = flight.tween.raw()
            pose.width_share = max(0.04, motion.turn_scale(raw))
            pose.other_side = raw < 0.5
        return pose

    def shown_rect(self, slot: CardSlot) -> tuple[pygame.Rect, float]:
        pose = self.pose(slot)
        return (pose.rect, pose.angle) if pose is not None else (slot.rect.copy(), slot.angle)

    def ghost_rects(self) -> list[tuple[Ghost, pygame.Rect, int]]:
        """The ghosts still on their way: each with its rectangle and opacity in this frame."""
        out = []
        self.ghosts = [g for g in self.ghosts if not g.tween.done and motion.enabled()]
        for ghost in self.ghosts:
            t = ghost.tween.progress()
            if ghost.end is not None:
                out.append((ghost, motion.lerp_rect(ghost.start, ghost.end, t), 255))
            else:
                small = ghost.start.copy()
                small.size = (max(1, ghost.start.w // 3), max(1, ghost.start.h // 3))
                small.center = (ghost.start.centerx, ghost.start.centery + ghost.start.h // 3)
                out.append((ghost, motion.lerp_rect(ghost.start, small, t), int(255 * (1 - t))))
        return out

    # -- what changed ---------------------------------------------------------------------------
    def plan(self, old_zones: list[ZoneSpec], old_slots: list[CardSlot],
             zones: list[ZoneSpec], slots: list[CardSlot]) -> None:
        """Start the tweens that take the table from ``old_*`` (as shown) to ``zones`` / ``slots``."""
        if not motion.enabled() or not old_zones:
            self.clear()
            return
        before = {z.name: z for z in old_zones}
        if self._new_viewpoint(before, old_slots, zones, slots):
            self.clear()
            return
        moved_zones = {z.name for z in zones if z.name in before
                       and (before[z.name].rect, before[z.name].frame) != (z.rect, z.frame)}
        still = {z.name for z in zones if z.mode == "grid"}
        shown = {key_of(s): (s, *self.shown_rect(s)) for s in old_slots}
        old_by_id = {s.entry.id: s for s in old_slots if s.entry.id is not None}
        new_ids = {s.entry.id for s in slots if s.entry.id is not None}
        new_zone = {z.name: z for z in zones}
        flights: dict[Key, Flight] = {}
        sources = self._sources(old_zones, old_slots, new_zone, new_ids, shown, still)
        arrived: dict[str, int] = {}
        for slot in slots:
            key = key_of(slot)
            zone = new_zone.get(slot.zone)
            if zone is None or slot.zone in still:
                continue
            if key in shown:  # the same card in the same zone
                if slot.zone in moved_zones:
                    continue  # the zone itself moved (a new window size): the card goes with it at once
                if key in self.flights and not self.flights[key].tween.done:
                    flights[key] = self.flights[key]
                    continue
                _old, rect, angle = shown[key]
                if rect != slot.rect or angle != slot.angle:
                    tw = motion.tween(SLIDE_TIME, motion.ease_in_out)
                    if tw is not None:
                        flights[key] = Flight(rect, angle, tw)
                continue
            arrived[slot.zone] = arrived.get(slot.zone, 0) + 1
            old = old_by_id.get(slot.entry.id) if slot.entry.id is not None else None
            if old is not None and old.zone not in still:  # moved from another zone
                _old, rect, angle = shown[key_of(old)]
                tw = motion.tween(MOVE_TIME)
                if tw is not None:
                    flights[key] = Flight(rect, angle, tw, turn=(old.entry.face is None) != (slot.entry.face is None))
                continue
            if zone.mode == "pile" and (slot.entry.id is None or slot.zone not in before
                                        or _count(zone) <= _count(before[slot.zone])):
                continue  # a pile's top back is the pile (cards into it fly as ghosts); a card under a taken one
            source = self._take(sources, zone)
            tw = motion.tween(MOVE_TIME if source is not None else APPEAR_TIME)
            if tw is None:
                continue
            if source is None:
                flights[key] = Flight(slot.rect.copy(), slot.angle, tw, appear=True)
            else:
                flights[key] = Flight(source.rect, source.angle, tw, turn=source.back != (slot.entry.face is None))
        self.flights = flights
        self.ghosts = [g for g in self.ghosts if not g.tween.done]
        self._fill_piles(zones, slots, before, arrived, sources, still)
        for source in sources:  # left the table: it falls away where it was
            if source.back is False and (tw := motion.tween(FALL_TIME, motion.ease_in)) is not None:
                self.ghosts.append(Ghost(source.rect, None, tw, source.zone.back_style, source.zone.back_colour))

    @staticmethod
    def _new_viewpoint(before: dict[str, ZoneSpec], old_slots: list[CardSlot], zones: list[ZoneSpec],
                       slots: list[CardSlot]) -> bool:
        """True when the table now shows another seat's view (a hand-over): a zone whose face-up
        cards left the table while it gained face-down ones. Nothing moved; all is shown at once."""
        ids_now = {s.entry.id for s in slots if s.entry.id is not None}
        hidden = {s.zone for s in old_slots if s.entry.id is not None and s.entry.id not in ids_now}
        return any(z.name in hidden and z.name in before and _backs(z) > _backs(before[z.name]) for z in zones)

    def _sources(self, old_zones: list[ZoneSpec], old_slots: list[CardSlot], new_zone: dict[str, ZoneSpec],
                 new_ids: set[str], shown: dict[Key, tuple[CardSlot, pygame.Rect, float]],
                 still: set[str]) -> list[_Source]:
        """Where unexplained new cards may come from: the backs a zone lost, a pile's lost count,
        and the cards with ids that are gone from the table (those last: ``back`` False)."""
        out: list[_Source] = []
        for zone in old_zones:
            now = new_zone.get(zone.name)
            if zone.name in still or zone.mode == "grid":
                continue
            mine = [s for s in old_slots if s.zone == zone.name]
            if zone.mode == "pile":
                left = sum(1 for s in mine if s.entry.id is not None and s.entry.id in new_ids
                           and (now is None or all(c.id != s.entry.id for c in now.cards)))
                lost = _count(zone) - (_count(now) if now is not None else 0) - left
                if lost > 0 and mine:
                    _s, rect, angle = shown[key_of(mine[-1])]
                    out.extend(_Source(zone, rect, angle, mine[-1].entry.face is None) for _ in range(lost))
                continue
            lost = _backs(zone) - (_backs(now) if now is not None else 0)
            backs = [s for s in mine if s.entry.id is None]
            for slot in backs[len(backs) - lost:] if lost > 0 else []:
                _s, rect, angle = shown[key_of(slot)]
                out.append(_Source(zone, rect, angle, True))
        for slot in old_slots:
            if slot.entry.id is not None and slot.entry.id not in new_ids and slot.zone not in still:
                zone = next(z for z in old_zones if z.name == slot.zone)
                _s, rect, angle = shown[key_of(slot)]
                out.append(_Source(zone, rect, angle, False))
        return out

    @staticmethod
    def _take(sources: list[_Source], zone: ZoneSpec) -> _Source | None:
        """The best source for a card new in ``zone``: its own zone (turned over in place), a zone of
        the same owner, a zone of no one, then any other; a card that left the table last."""
        def rank(src: _Source) -> int:
            if not src.back:
                return 4
            if src.zone.name == zone.name:
                return 0
            if src.zone.owner is not None and src.zone.owner == zone.owner:
                return 1
            return 2 if src.zone.owner is None else 3
        if not sources:
            return None
        best = min(range(len(sources)), key=lambda i: rank(sources[i]))
        return sources.pop(best)

    def _fill_piles(self, zones: list[ZoneSpec], slots: list[CardSlot], before: dict[str, ZoneSpec],
                    arrived: dict[str, int], sources: list[_Source], still: set[str]) -> None:
        """A pile that grew by more than the cards seen arriving: a back flies into it per card,
        from the sources left (a card from a hand into a hidden pile, a deal into a hidden hand)."""
        for zone in zones:
            if zone.mode != "pile" or zone.name not in before or zone.name in still:
                continue
            grew = _count(zone) - _count(before[zone.name]) - arrived.get(zone.name, 0)
            target = _pile_rect(zone, slots)
            for _ in range(max(0, grew)):
                candidates = [i for i, s in enumerate(sources) if s.zone.name != zone.name]
                if not candidates:
                    return
                source = sources.pop(min(candidates, key=lambda i: (not sources[i].back,
                                                                    sources[i].zone.owner != zone.owner)))
                tw = motion.tween(MOVE_TIME, motion.ease_in)
                if tw is not None:
                    self.ghosts.append(Ghost(source.rect, target, tw, zone.back_style, zone.back_colour))
