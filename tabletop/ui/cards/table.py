"""Draws a card table: zones with labels and counts, cards, markers, highlights, hover zoom.

Cards of a held zone (a hand) are drawn with the held look and a deeper shadow; cards
laid out as strips (crowded or tiny zones) as name strips; counters sit in a face's free
room. The hover view shows the whole card, its whole text (the card grows taller when
the text needs it).

A zone with an ``owner`` seat shows that seat's side marker (its palette colour
and shape, ``theme.draw_side_marker``) before its label and on its face-down
cards, so whose cards they are never rests on colour alone.

``CardTableView`` keeps the last layout so clicks map to cards. A game view
builds its ``ZoneSpec`` list from ``session.view(seat)`` each time the game
changes, marks the cards that legal actions can use as ``selectable``, and
calls ``draw``; ``card_at`` and ``zone_at`` answer clicks and drops.

Each new layout is compared with the one before (``moves.TableMotion``): cards dealt,
moved between zones, turned over or gone into a pile are drawn on their way for a short
tween on the app's frame clock (``tabletop.ui.motion``; none while animations are off).
Only the drawing moves: ``card_at`` and ``zone_at`` answer from the final layout at once,
so a click during a tween goes where the card is going.

A view whose table lies on a flat background may set ``backdrop`` to that colour: the zone
frames and labels (panels, outlines, fitted labels, owner markers) are then drawn once onto
an opaque image of the table, kept while they look the same, and blitted each frame
(one copy, 0.1-0.35 ms with the machine's memory busy, instead of about 0.5 ms of drawing
and fitting for 18 zones at 1280x800). The image covers the zones' whole bounding box, so what a
view shows in a gap between zones goes to ``draw``'s ``beneath``: drawn over the frames, under the cards.
With a backdrop the cards at rest are kept on a second image with the frames (``_draw_layer``) while they
look the same, so a frame in which one card moves blits one image and draws the moving card (Ultra
Seven, Z Gundam and SDGF about 1 ms less a frame, docs/performance.md); the image is made when a look is
seen a second frame running, and not where a card at rest reaches beyond the zones by more than
``LAYER_REACH`` px. ``drawn_faces`` still lists every face shown.
"""

from __future__ import annotations

import math
from typing import Callable, Hashable

import pygame

from tabletop.core.i18n import Text
from tabletop.ui import probe, theme
from tabletop.ui.surfacecache import SurfaceCache
from tabletop.ui.text import TextCache

from .face import Marker
from .layout import CardSlot, StripNeed, ZoneSpec, layout_zone, slot_at
from .moves import Pose, TableMotion
from .render import COLUMN_HEAD, MIN_NAME, TILE_H, CardRenderer

HIGHLIGHT = (250, 210, 80)
OUTSIDE = (1, 254, 3)  # what lies beyond the zones' area while the cards at rest are drawn onto their layer
LAYER_REACH = 12  # px: how far beyond the zones a card at rest may reach and still be drawn onto the layer
SELECTED = (90, 220, 140)
LABEL_SMALLEST = 9  # px: a zone's label shrinks down to this before it is cut
MARKER_LABEL_LEAST = 12  # px: a ``marker_first`` zone's label shrinks down to this to keep its owner's marker before it


def _around(rect: pygame.Rect, bounds: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``bounds`` outside ``rect`` (above, below, left, right), none of them empty."""
    inner = rect.clip(bounds)
    parts = [pygame.Rect(bounds.x, bounds.y, bounds.w, inner.top - bounds.y),
             pygame.Rect(bounds.x, inner.bottom, bounds.w, bounds.bottom - inner.bottom),
             pygame.Rect(bounds.x, inner.top, inner.left - bounds.x, inner.h),
             pygame.Rect(inner.right, inner.top, bounds.right - inner.right, inner.h)]
    return [p for p in parts if p.w > 0 and p.h > 0]


def _untouched(canvas: pygame.Surface, parts: list[pygame.Rect]) -> bool:
    """True if every pixel of ``parts`` of ``canvas`` is still ``OUTSIDE`` (a byte compare: a few ms for the screen)."""
    one = bytes(OUTSIDE)
    return all(pygame.image.tobytes(canvas.subsurface(p), "RGB") == one * (p.w * p.h) for p in parts)


class CardTableView:
    """Lays out and draws zones; remembers the slots for hit-testing."""

    def __init__(self, text: TextCache, renderer: CardRenderer | None = None) -> None:
        self.text = text
        self.cards = renderer or CardRenderer(text)
        self.zones: list[ZoneSpec] = []
        self.slots: list[CardSlot] = []
        self.zoom_width = 230
        #: px from a zone's frame top to its label's line (``line_height(SIZE_SMALL)`` high, its ink about 5 px below
        #: the line's top): a view whose cards start ``label_space`` px down lifts it so the ink ends above them
        self.label_top = 3
        #: Where the enlarged card never goes where another place beside the pointer keeps clear of them (a view's
        #: action buttons: SDGF's at 150 % lay under it, issue 16); empty: beside the pointer as ever.
        self.zoom_clear: list[pygame.Rect] = []
        self.zoom_rect: pygame.Rect | None = None  # where the last enlarged card went, its shadow included
        #: px: the least width ``draw_zoom`` narrows the enlarged card to where it would cover some of ``zoom_clear`` (0:
        #: never narrower than ``zoom_width``)
        self.zoom_least = 0
        self._zoom_spot: tuple[tuple, tuple[int, int, int]] | None = None  # ``draw_zoom``'s last width and place, and what for
        self.drawn_faces: list[str] = []  # ids of the faces drawn by the last ``draw`` (privacy checks)
        self.steady: set[str] = set()  # zones kept still under the pointer after losing cards
        self.hold: set[str] = set()  # zones a view keeps still wherever the pointer is (they only lose cards)
        #: zones a view lets close up at once under the pointer too (they slide, ``moves.SLIDE_TIME``; at once with the
        #: animations off): a hand whose card a click plays, where the gap left until the pointer went said nothing
        self.flow: set[str] = set()
        self.motion = TableMotion()  # cards on their way from the last layout to this one
        self._turned: SurfaceCache[tuple[pygame.Surface, pygame.Surface]] = SurfaceCache(256)  # ``_posed``: more than a table shows
        self.backdrop: tuple[int, int, int] | None = None  # the flat colour under the table: frames drawn once
        self._backdrops: SurfaceCache[tuple[pygame.Rect, pygame.Surface]] = SurfaceCache(4)  # a layout and the one before
        self.backdrop_drawn: tuple[pygame.Rect, pygame.Surface] | None = None  # where the last ``draw`` put which image
        self._name_max: dict[tuple[str, str], int] = {}  # ``name_max`` of the current slots: (zone, language) -> px
        # each zone's label as drawn, per language (``_label``), and the backdrop's key of the current zones: worked out
        # once per layout, not for every zone of every frame (a view asks each zone's label several times a frame)
        self._labels: dict[tuple[int, str], tuple[ZoneSpec, str, int, str, int]] = {}
        self._frames_keys: dict[str, tuple] = {}
        self._by_name: tuple[list[ZoneSpec], dict[str, ZoneSpec]] | None = None  # ``_zone``: the zones it was made of
        # the backdrop with the cards at rest drawn on it (``_draw_layer``): a layout, its look and which cards move
        self._layers: SurfaceCache[tuple[pygame.Rect, pygame.Surface | None, list[str]]] = SurfaceCache(4)
        self._layer_asked: object = None  # the last frame's layer key: a layer is made when a look is seen twice
        self._layout = 0  # counts the layouts (``set_zones``, ``pointer_moved``)

    def set_zones(self, zones: list[ZoneSpec], pointer: tuple[int, int] | None = None) -> None:
        """Lay ``zones`` out. A row, fan or hand under ``pointer`` that only lost cards keeps the others where
        they were (no re-flow under the mouse, so the next click picks the card the player sees there);
        it closes up when the pointer leaves it (``pointer_moved``), or at once where it is in ``flow``. A zone in
        ``hold`` keeps still so wherever the pointer is, while its cards stay inside it (the view lets it close up by
        taking it out of ``hold``)."""
        before = {(s.zone, s.entry.id): s for s in self.slots if s.entry.id is not None}
        old_zones, old_slots = self.zones, self.slots
        self.zones = zones
        self.slots = []
        self._labels.clear()
        self._frames_keys.clear()
        self._layout += 1
        steady: set[str] = set()
        for zone in zones:
            fresh = layout_zone(zone, self._strip_need(zone), self._whole_need(zone))
            if (zone.mode in ("row", "fan", "hand", "tiles") and fresh and (zone.name in self.hold or (
                    zone.name not in self.flow and pointer is not None and
                    (zone.frame or zone.rect).collidepoint(pointer)))):
                old = [before.get((zone.name, s.entry.id)) for s in fresh]
                lost = sum(1 for key in before if key[0] == zone.name) > len(fresh)
                if (lost or zone.name in self.steady) and all(o is not None and zone.rect.contains(o.rect) and (
                        o.strip == s.strip or zone.name in self.hold) for o, s in zip(old, fresh)):  # (held: as strips)
                    fresh = [CardSlot(s.zone, s.index, o.rect.copy(), s.entry, o.angle, o.strip)
                             for s, o in zip(fresh, old) if o is not None]
                    steady.add(zone.name)
            self.slots.extend(fresh)
        self._name_max.clear()
        self.steady = steady
        self.motion.plan(old_zones, old_slots, zones, self.slots)

    def _strip_need(self, zone: ZoneSpec) -> StripNeed | None:
        """How wide the strips of a zone that flows them must be (``CardRenderer.strip_need``); None for others."""
        if not zone.flows:
            return None
        return lambda entry, h: self.cards.strip_need(entry.face, h, _reserved(entry, zone))

    def _whole_need(self, zone: ZoneSpec) -> StripNeed | None:
        """How wide the strips of a zone that flows them with their numbers (``ZoneSpec.numbers``) must be for their
        names and numbers (``CardRenderer.strip_whole_need``; 0: none that high); None for others."""
        if not (zone.flows and zone.numbers):
            return None
        return lambda entry, h: 0 if _reserved(entry, zone) else self.cards.strip_whole_need(entry.face, h,
                                                                                              zone.name_least, True)

    @property
    def animating(self) -> bool:
        """True while a card is on its way (``App.step`` keeps frames coming through ``motion.busy``)."""
        return self.motion.active

    def pointer_moved(self, pos: tuple[int, int]) -> bool:
        """Zones kept still under the pointer re-flow once it has left them; True if one did."""
        left = {z.name for z in self.zones if z.name in self.steady - self.hold and not (z.frame or z.rect).collidepoint(pos)}
        if not left:
            return False
        self.steady -= left
        slots: list[CardSlot] = []
        for zone in self.zones:
            if zone.name in left:
                slots.extend(layout_zone(zone, self._strip_need(zone), self._whole_need(zone)))
            else:
                slots.extend(s for s in self.slots if s.zone == zone.name)
        old, self.slots = self.slots, slots
        self._layout += 1
        self._name_max.clear()
        self.motion.plan(self.zones, old, self.zones, slots)  # the row closes up
        return True

    def card_at(self, pos: tuple[int, int]) -> CardSlot | None:
        return slot_at(self.slots, pos)

    def zone_at(self, pos: tuple[int, int]) -> ZoneSpec | None:
        for zone in reversed(self.zones):
            if (zone.frame or zone.rect).collidepoint(pos):
                return zone
        return None

    def draw(self, surface: pygame.Surface, lang: str, hover: tuple[int, int] | None = None,
             drop_targets: set[str] | None = None, beneath: Callable[[pygame.Surface], object] | None = None,
             beneath_key: Hashable = None) -> None:
        """The zones, then ``beneath(surface)`` (what a view shows between the zones: over the backdrop, under
        every card; ``beneath_key``: what it shows, so that it may be kept with the cards at rest, see
        ``_draw_layer``), then the cards, those on their way last, and the hover's zoom."""
        self.drawn_faces = []
        self.backdrop_drawn = None
        moving: list[tuple[CardSlot, Pose]] = []
        resting: list[CardSlot] = []
        for slot in self.slots:
            pose = self.motion.pose(slot)
            if pose is None:
                resting.append(slot)
            else:
                moving.append((slot, pose))
        layered = False
        if self.backdrop is not None and self.zones:
            targets = drop_targets or set()
            if beneath is None or beneath_key is not None:
                layered = self._draw_layer(surface, lang, targets, resting, beneath, beneath_key)
            if not layered:
                self._draw_backdrop(surface, lang, targets)
        else:
            for zone in self.zones:
                self._draw_zone_frame(surface, zone, lang, bool(drop_targets and zone.name in drop_targets))
        if beneath is not None and not layered:
            beneath(surface)
        if not layered:
            for slot in resting:
                self._draw_slot(surface, slot, lang)
        for ghost, rect, alpha in self.motion.ghost_rects():  # cards gone from sight: backs only
            image = self.cards.back(ghost.back_style, rect.w, ghost.back_colour)
            if image.get_height() != rect.h:
                image = pygame.transform.scale(image, rect.size)
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            surface.blit(image, rect)
        for slot, pose in moving:  # cards on their way, above the others
            self._draw_slot(surface, slot, lang, pose)
        if hover is not None:
            self.draw_hover(surface, hover, lang)

    def _zone(self, name: str) -> ZoneSpec | None:
        if self._by_name is None or self._by_name[0] is not self.zones:
            by_name: dict[str, ZoneSpec] = {}
            for zone in self.zones:
                by_name.setdefault(zone.name, zone)  # the first of a name, as a search from the start finds it
            self._by_name = (self.zones, by_name)
        return self._by_name[1].get(name)

    def name_max(self, zone: ZoneSpec | None, lang: str) -> int:
        """The print size every name strip of ``zone`` keeps to where it prints its names at one size
        (``ZoneSpec.even_names``): the least its cards' names take on their own (at least ``ZoneSpec.name_least``: a
        strip leaves its numbers out before its name goes under it); 0 (none) otherwise."""
        if zone is None or not (zone.even_names or zone.even_keeps):
            return 0
        key = (zone.name, lang)
        found = self._name_max.get(key)
        if found is None and not zone.even_names:  # (negative: the one size keeps the numbers, ``_laid_name``)
            found = self._name_max[key] = -self._keeping_size(zone, lang)
        if found is None:  # once per layout and language, not for every strip of every frame
            sizes = [self.cards.strip_name_size(s.entry.face, s.rect.w, s.rect.h, lang, _reserved(s.entry, zone),
                                                zone.side)
                     for s in self.slots if s.zone == zone.name and s.strip and s.entry.face is not None]
            least = min((size for size in sizes if size), default=0)
            found = self._name_max[key] = max(least, zone.name_least) if least else 0
        return found

    def _keeping_size(self, zone: ZoneSpec, lang: str) -> int:
        """The one print size of the names of a zone with ``even_keeps``: the largest, up to the largest any of its
        strips prints on its own, at which every strip keeps all its numbers and its name whole
        (``CardRenderer.strip_keeps_in``); 0 (each its own) where they print at one size already, where none does,
        and in a side zone or one with a strip that is not a plain strip."""
        slots = [s for s in self.slots if s.zone == zone.name and s.entry.face is not None]
        if zone.side or len(slots) < 2 or not all(s.strip and s.rect.h < TILE_H and not _reserved(s.entry, zone)
                                                  for s in slots):
            return 0
        sizes = {self.cards.strip_kept_size(s.entry.face, s.rect.w, s.rect.h, lang) for s in slots}
        if len(sizes) == 1:
            return 0
        for size in range(max(sizes), max(MIN_NAME, zone.name_least, min(sizes)) - 1, -1):
            if all(self.cards.strip_keeps_in(s.entry.face, s.rect.w, s.rect.h, lang, size) for s in slots):
                return size
        return 0

    def card_prints(self, lang: str) -> list[tuple[CardSlot, pygame.Rect]]:
        """Where the cards at rest put their names and numbers (``Anatomy.print_rects``, on the screen), so a view
        can check that nothing it draws over the table covers them; a card turned (tapped, leaning in a hand)
        counts whole."""
        out: list[tuple[CardSlot, pygame.Rect]] = []
        for slot in self.slots:
            entry = slot.entry
            if entry.face is None:
                continue
            if slot.strip:
                zone = self._zone(slot.zone)
                anatomy = self.cards.strip_anatomy(entry.face, slot.rect.w, slot.rect.h, lang,
                                                   zone.back_colour if zone else (40, 60, 110),
                                                   _reserved(entry, zone), self.name_max(zone, lang),
                                                   bool(zone and zone.side), bool(zone and zone.columns),
                                                   zone.number_least if zone else 0)
            elif slot.angle or entry.tapped:
                out.append((slot, turned_rect(slot.rect, slot.angle + (-90.0 if entry.tapped else 0.0))))
                continue
            else:
                anatomy = self.cards.anatomy(entry.face, slot.rect.w, lang)
            out.extend((slot, rect) for rect in anatomy.moved(*slot.rect.topleft).print_rects())
        return out

    def lit_rects(self, targets: set[str] | frozenset[str] = frozenset()) -> list[pygame.Rect]:
        """Where the table shows what a player may click now: the frames of the zones drawn lit (selectable, or among
        ``targets``) and the cards at rest ringed as selectable or selected, their ring included."""
        out = [(zone.frame or zone.rect).copy() for zone in self.zones if zone.selectable or zone.name in targets]
        for slot in self.slots:
            if slot.entry.selectable or slot.entry.selected:
                turned = slot.angle + (-90.0 if slot.entry.tapped else 0.0)
                out.append((slot.rect if slot.strip else turned_rect(slot.rect, turned)).inflate(4, 4))
        return out

    def label_rects(self, lang: str) -> list[tuple[ZoneSpec, pygame.Rect]]:
        """Where each zone's label is drawn (its owner's marker and its words, as ``_draw_zone_frame`` puts them)."""
        out = []
        line_h = self.text.line_height(theme.SIZE_SMALL)
        for zone in self.zones:
            _, label, x, shown, size = self._label(zone, lang)
            if not label:
                continue
            frame = zone.frame or zone.rect
            out.append((zone, pygame.Rect(frame.x + 4, frame.y + self.label_top, x - frame.x - 4 + self.text.size(shown, size)[0],
                                          line_h)))
        return out

    def counter_rects(self, lang: str) -> list[tuple[CardSlot, pygame.Rect]]:
        """Where the cards at rest have their counters drawn (as ``_draw_slot`` and ``_draw_strip`` put them)."""
        return [(slot, rect) for slot, _, rect in self.counter_spots(lang)]

    def counter_spots(self, lang: str) -> list[tuple[CardSlot, Marker, pygame.Rect]]:
        """Each counter drawn on a card at rest: its card's slot, the counter and the box it covers (views name a
        counter on hover: Ultra Seven's "Damage 1")."""
        out: list[tuple[CardSlot, Marker, pygame.Rect]] = []
        for slot in self.slots:
            entry = slot.entry
            if not entry.markers:
                continue
            angle = slot.angle + (-90.0 if entry.tapped else 0.0)
            zone = self._zone(slot.zone)
            if slot.strip:
                boxes = self.cards.marker_boxes(slot.rect, entry.markers, beside=zone.aside if zone else 0)
            else:
                boxes = self.cards.marker_boxes(turned_rect(slot.rect, angle), entry.markers,
                                                None if angle else entry.face, lang, zone.aside if zone else 0,
                                                zone.count_least if zone else 0)
            out.extend((slot, marker, box) for marker, box in boxes)
        return out

    def draw_hover(self, surface: pygame.Surface, hover: tuple[int, int] | None, lang: str) -> CardSlot | None:
        """The enlarged face of the card under ``hover`` (if face up); views that draw their own
        overlays between the cards and the zoom call ``draw(..., hover=None)`` and then this."""
        if hover is None:
            return None
        slot = self.card_at(hover)
        if slot is not None and slot.entry.face is not None:
            self.draw_zoom(surface, slot, hover, lang)
            return slot
        return None

    def _backdrop_key(self, lang: str, targets: set[str]) -> tuple:
        """Everything the zone frames' image shows (see the module doc)."""
        frames = self._frames_keys.get(lang)
        if frames is None:  # once per layout and language
            frames = self._frames_keys[lang] = tuple(
                (tuple(zone.frame or zone.rect), zone.selectable, zone.owner, self.label_text(zone, lang),
                 tuple((tuple(rect), head) for rect, head in self.column_heads(zone, lang)))
                for zone in self.zones)
        lit = tuple(i for i, zone in enumerate(self.zones) if zone.name in targets) if targets else ()
        return (lang, self.backdrop, theme.PANEL, theme.BORDER, theme.palette_name(), frames, lit)

    def _backdrop_image(self, surface: pygame.Surface, lang: str, targets: set[str]) -> tuple[pygame.Rect, pygame.Surface]:
        """The zone frames' image for this look and where it goes (kept: see the module doc)."""
        key = self._backdrop_key(lang, targets)
        found = self._backdrops.find(key)
        if found is None:
            area = pygame.Rect(self.zones[0].frame or self.zones[0].rect).unionall(
                [z.frame or z.rect for z in self.zones[1:]])
            image = pygame.Surface(area.size, 0, surface)  # the screen's own pixel format: a plain copy to blit
            image.fill(self.backdrop)
            for zone in self.zones:
                self._draw_zone_frame(image, zone, lang, zone.name in targets, (-area.x, -area.y))
            found = self._backdrops.put(key, (area, image))
        return found

    def _draw_backdrop(self, surface: pygame.Surface, lang: str, targets: set[str]) -> None:
        """Every zone frame at once, from the image kept for this look (see the module doc)."""
        area, image = found = self._backdrop_image(surface, lang, targets)
        surface.blit(image, area)
        self.backdrop_drawn = found

    def _draw_layer(self, surface: pygame.Surface, lang: str, targets: set[str], resting: list[CardSlot],
                    beneath: Callable[[pygame.Surface], object] | None = None, beneath_key: Hashable = None) -> bool:
        """The zone frames and the cards at rest as one image, kept while they look the same (a card moves
        over a table whose other cards lie still); False where the cards must be drawn one by one: the first
        time a look is seen (it may last one frame only), while the text check looks on, and when a card at
        rest reaches out of the zones' area (its shadow, a counter: the image would cut it)."""
        if probe.ACTIVE is not None:
            return False
        still = tuple((s.zone, s.index, tuple(s.rect), s.angle, s.strip, s.entry.id, s.entry.face,
                       tuple(s.entry.markers), s.entry.tapped, s.entry.selectable, s.entry.selected) for s in resting)
        key = (self._backdrop_key(lang, targets), self._layout, still, beneath_key)
        found = self._layers.find(key)
        if found is None:
            asked, self._layer_asked = self._layer_asked, key
            if asked != key:
                return False
            found = self._layers.put(key, self._make_layer(surface, lang, targets, resting, beneath))
        area, image, faces = found
        if image is None:
            return False
        surface.blit(image, area)
        self.drawn_faces.extend(faces)
        return True

    def _make_layer(self, surface: pygame.Surface, lang: str, targets: set[str], resting: list[CardSlot],
                    beneath: Callable[[pygame.Surface], object] | None) -> tuple[pygame.Rect, pygame.Surface | None, list[str]]:
        """``_draw_layer``'s image and the faces it shows: the backdrop's image with the cards at rest drawn on it
        where they lie on the screen (onto a canvas of the screen's size, of which the area is kept). Cards that
        reach out of the zones' area by at most ``LAYER_REACH`` px (shadows, highlights, counters at the edge) widen
        the area over the flat colour the view promised (``backdrop``); cards reaching further: no image (None).

        Only the zones' area, ``LAYER_REACH`` px round it and a one-pixel ring beyond are painted and looked at: a
        card whose middle lies beyond that reach gives no image before anything is drawn, and one that reaches out of
        it from within crosses the ring (what ``_draw_slot`` draws touches its card, or lies 3 px off it: counters
        aside). The band round the zones is drawn over ``OUTSIDE`` first, to see how far the cards
        reach into it; where they do, that part of the band is painted the flat colour and drawn again, clipped to
        it (the rest of the image does not depend on what lies outside the zones: the frames cover it)."""
        zones, frames = self._backdrop_image(surface, lang, targets)
        area = zones
        screen = surface.get_rect()
        reach = area.inflate(2 * LAYER_REACH, 2 * LAYER_REACH).clip(screen)
        if not all(reach.collidepoint(s.rect.center) for s in resting):
            return area, None, []
        box = reach.inflate(2, 2).clip(screen)
        canvas = pygame.Surface(surface.get_size(), 0, surface)
        canvas.fill(OUTSIDE, box)
        canvas.blit(frames, zones)
        faces = self._draw_resting(canvas, lang, resting, beneath)
        if not _untouched(canvas, _around(reach, box)):
            return area, None, []
        band = _around(area, reach)
        if _untouched(canvas, band):
            return area, canvas.subsurface(area), faces
        for part in band:  # how far the cards reach into the band round the zones
            drawn = pygame.mask.from_threshold(canvas.subsurface(part), OUTSIDE, (1, 1, 1, 255))
            drawn.invert()
            area = area.unionall([r.move(part.topleft) for r in drawn.get_bounding_rects()] or [area])
        flat = self.backdrop if self.backdrop is not None else OUTSIDE
        for part in band:  # what the area took of the band, again over the view's flat colour
            part = part.clip(area)
            if part.w > 0 and part.h > 0:
                canvas.set_clip(part)
                canvas.fill(flat, part)
                self._draw_resting(canvas, lang, resting, beneath)
        canvas.set_clip(None)
        return area, canvas.subsurface(area), faces

    def _draw_resting(self, canvas: pygame.Surface, lang: str, resting: list[CardSlot],
                      beneath: Callable[[pygame.Surface], object] | None) -> list[str]:
        """``beneath`` and the cards at rest onto ``canvas`` (within its clip); the faces they show."""
        if beneath is not None:
            beneath(canvas)
        before, self.drawn_faces = self.drawn_faces, []
        for slot in resting:
            self._draw_slot(canvas, slot, lang)
        faces, self.drawn_faces = self.drawn_faces, before
        return faces

    def forget_backdrops(self) -> None:
        """The zone frames drawn anew onto a new image at the next ``draw``, and the cards one by one (tests spying on
        what is drawn there)."""
        self._backdrops.clear()
        self._layers.clear()
        self._layer_asked = None

    def _draw_zone_frame(self, surface: pygame.Surface, zone: ZoneSpec, lang: str, target: bool,
                         offset: tuple[int, int] = (0, 0)) -> None:
        """The zone's panel, outline and label (``offset``: moved, onto a backdrop image)."""
        colour = HIGHLIGHT if target or zone.selectable else theme.BORDER
        frame = (zone.frame or zone.rect).move(offset)
        pygame.draw.rect(surface, (*theme.PANEL,), frame, border_radius=6)
        pygame.draw.rect(surface, colour, frame, 2 if (target or zone.selectable) else 1, border_radius=6)
        for rect, head in self.column_heads(zone, lang):
            surface.blit(self.text.render(head, zone.head_size or COLUMN_HEAD, theme.TEXT_MUTED), rect.move(offset))
        _, label, x, shown, size = self._label(zone, lang)
        if not label:
            return
        x += offset[0]
        line_h = self.text.line_height(theme.SIZE_SMALL)
        line = self.text.render(shown, size, theme.TEXT_MUTED)
        if x != frame.x + 6:
            r = self._owner_radius()
            theme.draw_side_marker(surface, (frame.x + 6 + r, frame.y + self.label_top + line_h // 2), r, zone.owner)
        surface.blit(line, (x, frame.y + self.label_top + (line_h - line.get_height()) // 2))

    def label_ink(self, zone: ZoneSpec, lang: str) -> pygame.Rect | None:
        """The ink of ``zone``'s label words as ``_draw_zone_frame`` draws them (None: no label)."""
        _, label, x, shown, size = self._label(zone, lang)
        if not label:
            return None
        line = self.text.render(shown, size, theme.TEXT_MUTED)
        top = (zone.frame or zone.rect).y + self.label_top + (self.text.line_height(theme.SIZE_SMALL) - line.get_height()) // 2
        return line.get_bounding_rect().move(x, top)

    def column_heads(self, zone: ZoneSpec, lang: str) -> list[tuple[pygame.Rect, str]]:
        """Where a zone that prints its strips' numbers in columns (``ZoneSpec.columns``) writes each column's label
        (``render.COLUMN_HEAD`` px) and the label: centred over the column of every column of strips, just above the
        top strip (in the zone's label line, or in the line its frame keeps above its strips), where it keeps clear of
        the zone's label (none for a zone whose columns line up under another's labels, ``ZoneSpec.heads``)."""
        if not zone.columns or not zone.heads:
            return []
        slots = [s for s in self.slots if s.zone == zone.name and s.strip and s.entry.face is not None]
        _, label, x, shown, size = self._label(zone, lang)
        clear = x + (self.text.size(shown, size)[0] + 6 if label else 0)
        size = zone.head_size or COLUMN_HEAD
        line_h = self.text.line_height(size)
        out = []
        tops: dict[int, CardSlot] = {}
        for s in slots:  # the top strip of each column of strips
            if s.rect.x not in tops or s.rect.y < tops[s.rect.x].rect.y:
                tops[s.rect.x] = s
        for s in tops.values():
            face = s.entry.face
            assert face is not None
            anatomy = self.cards.strip_anatomy(face, s.rect.w, s.rect.h, lang, zone.back_colour, _reserved(s.entry, zone),
                                               self.name_max(zone, lang), zone.side, True)
            heads = []
            for box, (lbl, _) in zip(anatomy.numbers, reversed(face.stats)):
                head = lbl.get(lang) if isinstance(lbl, Text) else str(lbl)
                w = self.text.size(head, size)[0]
                top = max((zone.frame or zone.rect).y + 1, s.rect.y - line_h - 1)
                heads.append((pygame.Rect(s.rect.x + box.centerx - w // 2, top, w, line_h), head))
            if heads and min(r.x for r, _ in heads) >= clear:
                out.extend(heads)
        return out

    def _label(self, zone: ZoneSpec, lang: str) -> tuple[ZoneSpec, str, int, str, int]:
        """``zone``'s label (``label_text``), where its text starts (``label_x``) and what of it is drawn there
        at which size (``_label_fit``), kept for the current layout."""
        key = (id(zone), lang)
        found = self._labels.get(key)
        if found is not None and found[0] is zone:
            return found
        label = self._label_words(zone, lang)
        frame = zone.frame or zone.rect
        x = frame.x + 6
        if zone.owner is not None and label:
            shifted = x + 2 * self._owner_radius() + 5
            room = frame.right - 4 - shifted
            if self.text.size(label, theme.SIZE_SMALL if not zone.marker_first else MARKER_LABEL_LEAST)[0] <= room:
                x = shifted  # the owner's marker goes before the label where both fit the frame
        shown, size = self._label_fit(zone, label, x) if label else ("", theme.SIZE_SMALL)
        peers = [p for p in (self._zone(name) for name in zone.label_peers) if p is not None and p is not zone]
        if label and peers:  # one size with its peers': the least of the sizes each fits its own frame at
            size = min([size] + [self._own_size(p, lang) for p in peers])
            shown = self.text.fit(label, size, (zone.frame or zone.rect).right - 4 - x)
        if len(self._labels) > 512:  # zones that are not the table's own (a view's own lists)
            self._labels.clear()
        found = self._labels[key] = (zone, label, x, shown, size)
        return found

    def _own_size(self, zone: ZoneSpec, lang: str) -> int:
        """The size ``zone``'s label with its count fits its own frame at (``_label_fit``; its owner's marker left
        out: the peers of ``ZoneSpec.label_peers`` have none)."""
        label = self._label_words(zone, lang)
        return self._label_fit(zone, label, (zone.frame or zone.rect).x + 6)[1] if label else theme.SIZE_SMALL

    @staticmethod
    def _label_words(zone: ZoneSpec, lang: str) -> str:
        """The zone's label in ``lang`` with its count (piles and zones with a ``count``)."""
        parts = [zone.label.get(lang)] if zone.label is not None else []
        if zone.mode == "pile" or zone.count is not None:
            parts.append(f"({zone.count if zone.count is not None else len(zone.cards)})")
        return " ".join(parts)

    def _label_fit(self, zone: ZoneSpec, label: str, x: int) -> tuple[str, int]:
        """The label as drawn from ``x``: shrunk, then cut, never over the next zone."""
        frame = zone.frame or zone.rect
        return self.text.fit_line(label, theme.SIZE_SMALL, frame.right - 4 - x, smallest=LABEL_SMALLEST)

    def label_least(self, label: str) -> int:
        """The least width of a zone's frame that shows ``label`` whole (at ``LABEL_SMALLEST`` px, no owner's marker)."""
        return 6 + self.text.size(label, LABEL_SMALLEST)[0] + 4

    def cut_label_at(self, pos: tuple[int, int], lang: str) -> ZoneSpec | None:
        """The zone whose label strip is under ``pos`` when its label is drawn cut (None if none): views show
        the whole label on hover."""
        band = self.text.line_height(theme.SIZE_SMALL) + 3
        x, y = pos
        for zone in reversed(self.zones):
            frame = zone.frame or zone.rect
            if frame.x <= x < frame.right and frame.y <= y < frame.y + band:
                _, label, _, shown, _ = self._label(zone, lang)
                if label:
                    return zone if shown != label else None
        return None

    def label_text(self, zone: ZoneSpec, lang: str) -> str:
        """The zone's label with its count (piles and zones with a ``count``)."""
        return self._label(zone, lang)[1]

    def _owner_radius(self) -> int:
        return max(5, self.text.line_height(theme.SIZE_SMALL) // 2 - 3)

    def label_x(self, zone: ZoneSpec, lang: str) -> int:
        """Where the zone's label text starts: after its owner's marker, when label and marker fit the frame
        (a narrow zone keeps its whole label; its face-down cards still carry the marker)."""
        return self._label(zone, lang)[2]

    def _draw_slot(self, surface: pygame.Surface, slot: CardSlot, lang: str, pose: Pose | None = None) -> None:
        """One card in its slot, or where ``pose`` says it is on its way there (scaled from its
        final image, turned over by narrowing it, its other side shown for the first half)."""
        entry = slot.entry
        zone = self._zone(slot.zone)
        w = slot.rect.w
        if slot.strip:
            self._draw_strip(surface, slot, zone, lang, pose.rect if pose is not None else None)
            return
        held = zone is not None and (zone.held or zone.mode in ("fan", "hand"))
        back = pose is not None and pose.other_side
        if entry.face is not None and not back:
            image = self.cards.face(entry.face, w, lang, held=held)
            self.drawn_faces.append(entry.face.id)
        else:
            image = self.cards.back(zone.back_style if zone else "tt", w, zone.back_colour if zone else (40, 60, 110))
        angle = slot.angle + (-90.0 if entry.tapped else 0.0)
        center = slot.rect.center
        if pose is not None:
            size = (max(1, round(pose.rect.w * pose.width_share)), pose.rect.h)
            if size != image.get_size():
                image = pygame.transform.scale(image, size)
            angle = pose.angle + (-90.0 if entry.tapped else 0.0)
            center = pose.rect.center
        if pose is not None:  # a new size every frame: nothing worth keeping
            image, shadow = self._lying(image, angle, held)
        else:
            image, shadow = self._posed(image, angle, held)
        dest = image.get_rect(center=center)
        surface.blit(shadow, dest.move(4, 7) if held else dest.move(3, 3))
        surface.blit(image, dest)
        if entry.selected or entry.selectable:
            pygame.draw.rect(surface, SELECTED if entry.selected else HIGHLIGHT, dest.inflate(4, 4), 3,
                             border_radius=8)
        if entry.markers:
            face = None if angle or pose is not None else entry.face  # on its way: along the edge (no re-render)
            self.cards.draw_markers(surface, dest, entry.markers, face, lang, zone.aside if zone else 0,
                                    zone.count_least if zone else 0)
        if entry.face is None and zone is not None and zone.owner is not None and w >= 24:
            r = max(4, w // 9)  # whose card it is, in the top-left corner of the back
            theme.draw_side_marker(surface, (dest.x + r + 3, dest.y + r + 3), r, zone.owner)

    @staticmethod
    def _lying(image: pygame.Surface, angle: float, held: bool) -> tuple[pygame.Surface, pygame.Surface]:
        """``image`` turned by ``angle`` and its shadow."""
        if angle:
            image = pygame.transform.rotate(image, angle)
        shadow = image.copy()
        shadow.fill((0, 0, 0, 110 if held else 80), special_flags=pygame.BLEND_RGBA_MULT)
        return image, shadow

    def _posed(self, image: pygame.Surface, angle: float, held: bool) -> tuple[pygame.Surface, pygame.Surface]:
        """``_lying`` kept per card image, angle and look: a fan of cards is not turned again every frame."""
        key = (image, angle, held)
        found = self._turned.find(key)
        if found is None:
            found = self._turned.put(key, self._lying(image, angle, held))
        return found

    def _draw_strip(self, surface: pygame.Surface, slot: CardSlot, zone: ZoneSpec | None, lang: str,
                    moving: pygame.Rect | None = None) -> None:
        """A card as a name strip; a face-down one as a strip of its back colour with its owner's marker.
        A strip on its way (``moving``) is drawn whole, centred on its place in this frame."""
        entry = slot.entry
        image = self._strip_image(slot, zone, lang)
        if entry.face is not None:
            self.drawn_faces.append(entry.face.id)
        if moving is not None:
            surface.blit(image, image.get_rect(center=moving.center))
            return
        surface.blit(image, slot.rect)
        if entry.selected or entry.selectable:
            pygame.draw.rect(surface, SELECTED if entry.selected else HIGHLIGHT, slot.rect.inflate(4, 4), 2,
                             border_radius=5)
        if entry.markers:
            self.cards.draw_markers(surface, slot.rect, entry.markers, beside=zone.aside if zone else 0,
                                    least=zone.count_least if zone else 0)
        if entry.face is None and zone is not None and zone.owner is not None:
            r = max(4, slot.rect.h // 2 - 3)
            theme.draw_side_marker(surface, (slot.rect.x + r + 3, slot.rect.centery), r, zone.owner)

    def _strip_image(self, slot: CardSlot, zone: ZoneSpec | None, lang: str) -> pygame.Surface:
        """``slot``'s card as its zone draws it as a strip (``CardRenderer.strip``)."""
        return self.cards.strip(slot.entry.face, slot.rect.w, slot.rect.h, lang,
                                zone.back_colour if zone else (40, 60, 110), _reserved(slot.entry, zone),
                                self.name_max(zone, lang), bool(zone and zone.side), bool(zone and zone.columns),
                                zone.number_least if zone else 0)

    def draw_lifted(self, surface: pygame.Surface, slot: CardSlot, center: tuple[int, int], lang: str) -> None:
        """``slot``'s card as the table draws it (its strip or tile, else its face as wide), centred on ``center``, with
        a shadow: a card being dragged (issue 16: Ultra Seven drew a 70 px face printing 6-7 px)."""
        zone = self._zone(slot.zone)
        if slot.entry.face is None:
            return
        if slot.strip:
            image = self._strip_image(slot, zone, lang)
        else:
            image = self.cards.face(slot.entry.face, slot.rect.w, lang)
        dest = image.get_rect(center=center)
        shadow = image.copy()
        shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(shadow, dest.move(4, 6))
        surface.blit(image, dest)

    def draw_zoom(self, surface: pygame.Surface, slot: CardSlot, pos: tuple[int, int], lang: str) -> None:
        """``slot``'s face enlarged beside ``pos`` (``zoom_width`` px wide, taller when its whole text
        needs it), kept on the screen; where it would cover some of ``zoom_clear`` wherever it goes, narrower (by 10 px,
        down to ``zoom_least``) if that keeps it clear."""
        face = slot.entry.face
        assert face is not None
        sw, sh = surface.get_size()
        legend = self._icon_legend(slot, lang)
        below = legend.get_height() + 4 if legend is not None else 0
        key = (face, lang, pos, (sw, sh), below, self.zoom_width, self.zoom_least, tuple(tuple(c) for c in self.zoom_clear))
        if self._zoom_spot is None or self._zoom_spot[0] != key:  # worked out once for the pointer at rest
            best: tuple[int, int, int, int] | None = None  # covered, width, x, y
            for w in range(self.zoom_width, min(self.zoom_width, self.zoom_least or self.zoom_width) - 1, -10):
                h = self.cards.face(face, w, lang, full=True).get_height()
                x = pos[0] + 24 if pos[0] + 24 + w < sw else pos[0] - 24 - w
                y = min(max(8, pos[1] - h // 2), sh - h - 8)
                if legend is not None:  # under the face (over it where the screen's bottom is near): the strip's icons named
                    y = min(y, sh - h - legend.get_height() - 12)
                covered = 0
                if self.zoom_clear:
                    x, y, covered = self._zoom_clear_spot(x, y, pos, w, h + below, (sw, sh))
                if best is None or covered < best[0]:
                    best = (covered, w, x, y)
                if not covered:
                    break
            assert best is not None
            self._zoom_spot = (key, best[1:])
        w, x, y = self._zoom_spot[1]
        image = self.cards.face(face, w, lang, full=True)
        h = image.get_height()
        self.drawn_faces.append(face.id)
        pygame.draw.rect(surface, (0, 0, 0), (x + 5, y + 5, w, h), border_radius=10)
        surface.blit(image, (x, y))
        self.zoom_rect = pygame.Rect(x, y, w + 5, h + 5)
        if legend is not None:
            surface.blit(legend, (x, y + h + 4))
        if slot.entry.markers:
            self.cards.draw_markers(surface, pygame.Rect(x, y, w, h), slot.entry.markers, face, lang, full=True)

    def _zoom_clear_spot(self, x: int, y: int, pos: tuple[int, int], w: int, h: int,
                         screen: tuple[int, int]) -> tuple[int, int, int]:
        """Where the enlarged card (``w`` x ``h`` from ``x``, ``y``, its shadow 5 px more) covers none of ``zoom_clear``
        nor the pointer, on the screen, and how much of them it covers (px²): the place nearest the one asked among those
        beside the pointer, the screen's edges and what it would cover; where none is clear, the one covering least."""
        sw, sh = screen
        keep = self.zoom_clear
        xs = [x, pos[0] - 24 - w, pos[0] + 24, 8, sw - 8 - w - 5] + [c.x - 8 - w - 5 for c in keep] + [c.right + 8 for c in keep]
        ys = [y, 8, sh - 8 - h - 5] + [c.y - 8 - h - 5 for c in keep] + [c.bottom + 8 for c in keep]
        spots = sorted(((cx, cy) for cx in dict.fromkeys(v for v in xs if 0 <= v <= sw - w - 5)
                        for cy in dict.fromkeys(v for v in ys if 0 <= v <= sh - h - 5)),
                       key=lambda s: abs(s[0] - x) + abs(s[1] - y))
        found = (x, y, sum(r.w * r.h for r in (pygame.Rect(x, y, w + 5, h + 5).clip(c) for c in keep)))
        for cx, cy in spots:
            box = pygame.Rect(cx, cy, w + 5, h + 5)
            if box.collidepoint(pos):
                continue
            covered = sum(r.w * r.h for r in (box.clip(c) for c in keep))
            if covered < found[2]:
                found = (cx, cy, covered)
                if not covered:
                    break
        return found

    def _icon_legend(self, slot: CardSlot, lang: str) -> pygame.Surface | None:
        """The names of the icons ``slot``'s strip printed for its numbers' words (``CardRenderer.icon_legend``)."""
        if not slot.strip or slot.entry.face is None or not slot.entry.face.stat_icons:
            return None
        zone = self._zone(slot.zone)
        anatomy = self.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang,
                                           zone.back_colour if zone else (40, 60, 110), _reserved(slot.entry, zone),
                                           self.name_max(zone, lang), bool(zone and zone.side), bool(zone and zone.columns),
                                 zone.number_least if zone else 0)
        return self.cards.icon_legend(slot.entry.face, anatomy.icons, self.zoom_width, lang) if anatomy.icons else None

    def draw_floating(self, surface: pygame.Surface, face, center: tuple[int, int], width: int, lang: str,
                      back_colour=(40, 60, 110)) -> pygame.Rect:
        """One card outside any zone (a card being dragged); recorded in ``drawn_faces``."""
        if face is not None:
            image = self.cards.face(face, width, lang)
            self.drawn_faces.append(face.id)
        else:
            image = self.cards.back("tt", width, back_colour)
        dest = image.get_rect(center=center)
        surface.blit(image, dest)
        pygame.draw.rect(surface, SELECTED, dest.inflate(4, 4), 3, border_radius=8)
        return dest


def _reserved(entry, zone: ZoneSpec | None) -> int:
    """How many counters a strip keeps room for on its right: none in a zone that stacks them beside its card
    (``ZoneSpec.aside``)."""
    if zone is not None and zone.columns:  # every strip keeps the room of the most, so its columns line up
        return max([zone.column_room] + [sum(1 for mk in e.markers if mk.count > 0) for e in zone.cards])
    return 0 if zone is not None and zone.aside else sum(1 for mk in entry.markers if mk.count > 0)


def turned_rect(rect: pygame.Rect, angle: float) -> pygame.Rect:
    """The box round ``rect`` turned by ``angle`` degrees about its centre (where a turned card is drawn)."""
    if not angle:
        return rect.copy()
    a = math.radians(angle)
    w = math.ceil(abs(rect.w * math.cos(a)) + abs(rect.h * math.sin(a)))
    h = math.ceil(abs(rect.w * math.sin(a)) + abs(rect.h * math.cos(a)))
    return pygame.Rect(0, 0, w, h).move(rect.centerx - w // 2, rect.centery - h // 2)
