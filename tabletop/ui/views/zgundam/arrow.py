"""Where the attack arrow goes: its shaft from the attacker's edge, its head on clear ground beside the target.

The table at UI scale 150 % leaves a few pixels between cards and zone labels, so a head over the target's
centre covered the label above it and the target's own name. ``arrow_geometry`` puts the head's tip at the
target's edge, on the side (of the four, and along a long side at three places) where the whole head covers
none of ``blocked`` (labels, cards, seat panels) and stays in ``bounds``, the longest head that fits first
(``HEAD_MAX`` down to ``HEAD_MIN`` px), then the side nearest the attacker; the shaft must not cross the
target to reach it. Where no head fits beside it (150 %: a ship strip in a column of strips 2 px apart, the seat's
info column on its left and the next zone's strips 8 px on its right, the attacker above) and the scene gives the
target's own print (``inside``), the head lies on the target itself, on its band clear of its name and numbers,
pointing away from the attacker (``_head_on``); only where even that finds no room does the shaft end at the target's
edge without a head (the scene rings the target instead).

The shaft runs straight over the cards between the two, which at 150 % are columns of name strips: the scene
clears it over every card's name, number and counter (``under_arrow``, ``SHAFT_GAP`` px round each), so it passes
behind their print ("エマ・シーン", "Zガンダム" were under it) and shows over the cards' bands and the gaps between.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

HEAD_MAX, HEAD_MIN = 22, 10  # the head's length in px (its width is the same)
SHAFT_W = 5  # px: the shaft's width
SHAFT_GAP = 2  # px of the cards' own colour kept between a name or number and the shaft passing behind it
INSET = 2  # px of the target's edge kept round a head drawn on the target (``_head_on``)


@dataclass(frozen=True)
class Arrow:
    """The shaft from ``start`` to ``end``; ``head`` the triangle (tip first) or () where none fits."""

    start: pygame.Vector2
    end: pygame.Vector2
    head: tuple[pygame.Vector2, ...]


def _spots(target: pygame.Rect) -> list[tuple[pygame.Vector2, pygame.Vector2]]:
    """(tip just outside the target's edge, direction into the target) for each place a head may point from."""
    V = pygame.Vector2
    cx, cy = target.center
    xs = sorted({target.left + min(14, target.w // 4), cx, target.right - min(14, target.w // 4)})
    spots = [(V(target.left - 2, cy), V(1, 0)), (V(target.right + 1, cy), V(-1, 0))]
    spots += [(V(x, target.top - 2), V(0, 1)) for x in xs]
    spots += [(V(x, target.bottom + 1), V(0, -1)) for x in xs]
    return spots


def _triangle(tip: pygame.Vector2, d: pygame.Vector2, length: int) -> tuple[pygame.Vector2, ...]:
    base = tip - d * length
    side = d.rotate(90) * (length / 2)
    return tip, base + side, base - side


def _bbox(points) -> pygame.Rect:
    xs, ys = [p.x for p in points], [p.y for p in points]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)


def _head_on(attacker: pygame.Rect, target: pygame.Rect, inside: list[pygame.Rect],
             blocked: list[pygame.Rect]) -> tuple[pygame.Vector2, ...]:
    """A head on the target itself, for an attacker above or below it (``HEAD_MIN`` px or longer, ``INSET`` px inside
    its edges), pointing away from the attacker in a gap between two of ``inside`` (the target's print, ``SHAFT_GAP`` px
    round it: a strip's name and its first number, never over the type icon before the name) and over none of
    ``blocked`` but the target; the longest first, then the one nearest in line with the attacker's centre; () where
    none fits or the attacker is beside the target."""
    V = pygame.Vector2
    centre, aim = V(attacker.center), V(target.center) - V(attacker.center)
    if abs(aim.y) < abs(aim.x):
        return ()
    d = V(0, 1 if aim.y >= 0 else -1)
    room = target.inflate(-2 * INSET, -2 * INSET)
    clear = [box.inflate(2 * SHAFT_GAP, 2 * SHAFT_GAP) for box in inside]
    others = [box for box in blocked if box != target and not target.contains(box)]
    for length in range(min(HEAD_MAX, room.h), HEAD_MIN - 1, -2):
        found = []
        for x in range(room.left, room.right, 2):
            head = _triangle(V(x, room.bottom - 1 if d.y > 0 else room.top), d, length)
            box = _bbox(head)
            between = any(c.right <= box.left for c in clear) and any(c.left >= box.right for c in clear)
            if between and room.contains(box) and box.collidelist(clear) < 0 and box.collidelist(others) < 0:
                found.append((abs(x - centre.x), head))
        if found:
            return min(found, key=lambda f: f[0])[1]
    return ()


def arrow_geometry(attacker: pygame.Rect, target: pygame.Rect, blocked: list[pygame.Rect],
                   bounds: pygame.Rect, inside: list[pygame.Rect] | None = None) -> Arrow:
    """The arrow from ``attacker`` to ``target`` whose head covers none of ``blocked`` (see the module); ``inside``:
    the target's own print, for a head on the target where none fits beside it."""
    centre = pygame.Vector2(attacker.center)
    best: tuple[tuple[int, float], tuple[pygame.Vector2, ...]] | None = None
    for tip, d in _spots(target):
        base = tip - d * HEAD_MIN
        if target.clipline(centre, base):
            continue  # the shaft would cross the target to reach this side
        for length in range(HEAD_MAX, HEAD_MIN - 1, -2):
            head = _triangle(tip, d, length)
            box = _bbox(head)
            if bounds.contains(box) and box.collidelist(blocked) < 0:
                key = (length, -centre.distance_to(tip))
                if best is None or key > best[0]:
                    best = (key, head)
                break
    if best is None and inside is not None:
        on = _head_on(attacker, target, inside, blocked)
        if on:
            best = ((0, 0.0), on)
    if best is not None:
        head = best[1]
        end = (head[1] + head[2]) / 2
    else:
        head = ()
        inside = target.clipline(centre, pygame.Vector2(target.center))
        end = pygame.Vector2(inside[0]) if inside else pygame.Vector2(target.center)
    out = attacker.clipline(centre, end)
    start = pygame.Vector2(out[1]) if out else centre
    return Arrow(start, end, head)



def under_arrow(prints: list[pygame.Rect], arrow: Arrow, ring: pygame.Rect | None = None) -> list[pygame.Rect]:
    """Where the arrow's shaft (and the ``ring`` drawn for a head that found no room) must not be drawn: each of
    ``prints`` (the cards' names, numbers and counters: ``CardTableView.card_prints``, ``counter_rects``) it would
    touch, ``SHAFT_GAP`` px round it. Only those, so the frame clears a few boxes, not every card's."""
    out = []
    for box in prints:
        clear = box.inflate(2 * SHAFT_GAP, 2 * SHAFT_GAP)
        if clear.inflate(SHAFT_W, SHAFT_W).clipline(arrow.start, arrow.end) or (ring is not None and ring.colliderect(clear)):
            out.append(clear)
    return out
