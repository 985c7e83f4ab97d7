"""The side's machines whole in the map view when its turn begins (issue 16, session 29).

``scene.frame_side`` brings the side to move into view at the player's zoom; where its machines do not all fit (the
acting one framed with room for its plate, the others wherever that left them) a piece could stand half outside the
view's edge (at zoom 0.7 on an 800x560 window: Todd's Bastole with 30 % of it in view). ``keep_whole`` then pans the
camera, never zooming, by the least that leaves no piece cut by the edge: each one brought wholly in where the others
stay whole, else wholly out (an edge mark then points to it, ``edgemarks``), the acting machine kept ``room`` px
inside the edge. The scene calls it after ``frame_side`` and where it re-centres the view on the next acting machine;
a view the player left steady between two machines' actions is not moved.
"""

from __future__ import annotations

from itertools import product

import pygame

from tabletop.core.hexgrid import Hex

from .counters import piece_size

#: px round a piece that count as the piece: the selection box and a target ring reach this far out of it
PAD = 4


def boxes(view, hexes: list[Hex]) -> list[pygame.Rect]:
    """Each hex's piece (with ``PAD``) in the map view's own coordinates at its camera now."""
    side = piece_size(view.layout, view.camera.zoom) + 2 * PAD
    out = []
    for h in hexes:
        x, y = view.camera.to_screen(*view.layout.hex_center(h))
        out.append(pygame.Rect(int(round(x)) - side // 2, int(round(y)) - side // 2, side, side))
    return out


def cut(view, hexes: list[Hex]) -> list[Hex]:
    """The hexes whose piece the view's edge cuts (partly in view, partly out)."""
    area = pygame.Rect(0, 0, view.rect.w, view.rect.h)
    return [h for h, r in zip(hexes, boxes(view, hexes)) if r.colliderect(area) and not area.contains(r)]


def _shifts(low: int, high: int, size: int) -> tuple[int, ...]:
    """The screen shifts along one axis that bring a piece spanning ``low``..``high`` wholly in, or wholly out, of a
    view ``size`` px long (none for a piece already whole or out on that axis)."""
    if low < 0 < high:
        return -low, -high
    if low < size < high:
        return size - high, size - low
    return ()


def keep_whole(view, hexes: list[Hex], keep: list[Hex] = (), room: int = 0) -> bool:
    """Pan ``view``'s camera the least that leaves no piece of ``hexes`` cut by the view's edge, the most of them
    whole, and every hex of ``keep`` that was shown ``room`` px inside the edge still so. True if it moved."""
    camera = view.camera
    before = cut(view, hexes)
    if not before or not view.rect.w:
        return False
    area = pygame.Rect(0, 0, view.rect.w, view.rect.h)
    rects = boxes(view, hexes)
    xs = {0, *(s for r in rects for s in _shifts(r.left, r.right, area.w))}
    ys = {0, *(s for r in rects for s in _shifts(r.top, r.bottom, area.h))}
    kept = [h for h in keep if view.shows(h, room)]
    home = (camera.x, camera.y)
    best: tuple[tuple[int, int, float], tuple[float, float]] | None = None
    for sx, sy in product(sorted(xs), sorted(ys)):
        camera.x, camera.y = home[0] - sx / camera.zoom, home[1] - sy / camera.zoom
        camera.clamp()
        if not all(view.shows(h, room) for h in kept):
            continue
        now = boxes(view, hexes)
        score = (len(cut(view, hexes)), -sum(area.contains(r) for r in now),
                 abs(camera.x - home[0]) + abs(camera.y - home[1]))
        if best is None or score < best[0]:
            best = (score, (camera.x, camera.y))
    camera.x, camera.y = home
    if best is None or best[0][0] >= len(before):
        return False
    camera.x, camera.y = best[1]
    return True
