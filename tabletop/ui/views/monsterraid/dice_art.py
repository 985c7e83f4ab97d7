"""Dice as seen from above: each kind's own outline, its facets lit from the upper left, a soft shadow.

A die rests on a face, so from above a d4 is a triangle whose three faces meet
at the apex in the middle, a d6 a square, a d8 a hexagon around a triangular top
face, a d12 a decagon around a pentagon and a d20 a hexagon around a small
triangle (``tabletop.physics.dice``: the silhouette, and the top face is the
bottom face turned half a turn). The facets between the outline and the top face
are each shaded by which way they lean (light from the upper left); the top face is
the owner's colour itself (the colour-vision palette's). The face on
top is marked as a real die's: pips on a d6, a numeral on the others (upright,
in a halo, so it reads at any angle).

A die tipping over an edge (``tip``: how far through the edge-over, 0..1, and
the heading it rolls towards) is foreshortened along its heading as it stands
on the edge, and shows the next face from half-way: the frames record the face
at each edge-over, the tip itself is derived on screen from the recorded motion
(``controller.Playback.tips``).

Resting dice come from a cache of drawn sprites (angles in steps of
``ANGLE_STEP`` degrees), so a table of resting dice costs a blit per die.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.physics.dice import die_shape

Point = tuple[float, float]

#: Where the light comes from, in table coordinates (y up): the upper left of the screen.
LIGHT = (-math.sqrt(0.5), math.sqrt(0.5))
#: Resting dice are drawn from sprites at angles rounded to this many degrees.
ANGLE_STEP = 3
#: The d6's top face within its outline (the rest is the rounded bevel).
D6_TOP = 0.8
#: Pip layouts of a d6 (in halves of the pip grid, y up).
PIPS: dict[int, tuple[Point, ...]] = {
    1: ((0, 0),),
    2: ((-1, 1), (1, -1)),
    3: ((-1, 1), (0, 0), (1, -1)),
    4: ((-1, 1), (1, 1), (-1, -1), (1, -1)),
    5: ((-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1)),
    6: ((-1, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (1, -1)),
}


def _ray_hit(poly: tuple[Point, ...], px: float, py: float) -> Point:
    """Where the ray from the centre towards (px, py) leaves the convex polygon ``poly`` (around the centre)."""
    best = 1.0
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        ex, ey = bx - ax, by - ay
        den = px * ey - py * ex
        if abs(den) < 1e-12:
            continue
        t = (ax * ey - ay * ex) / den  # centre + t * p lies on the edge line
        s = (ax * py - ay * px) / den
        if t > 0 and -1e-9 <= s <= 1 + 1e-9:
            best = min(best, t)
    return px * best, py * best


@lru_cache(maxsize=None)
def die_parts(kind: str) -> tuple[tuple[Point, ...], tuple[Point, ...], tuple[tuple[tuple[Point, ...], float], ...]]:
    """(outline, top face, facets with their shade) of ``kind`` at angle 0, in mm (y up).

    Each facet joins an outline edge to where that edge's ends, pulled towards the
    centre, meet the top face; its shade (0.62..1.0) is how much it leans towards
    the light. The d4's top is its apex, a point in the middle.
    """
    shape = die_shape(kind)
    outline = tuple(shape.silhouette)
    if kind == "d4":
        top: tuple[Point, ...] = ((0.0, 0.0),)
    elif kind == "d6":
        top = tuple((x * D6_TOP, y * D6_TOP) for x, y in outline)
    else:
        top = tuple((-x, -y) for x, y in shape.bottom)
    facets = []
    n = len(outline)
    for i in range(n):
        a, b = outline[i], outline[(i + 1) % n]
        if len(top) == 1:
            inner = [top[0]]
        else:
            inner = [_ray_hit(top, *b), _ray_hit(top, *a)]
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        length = math.hypot(mx, my) or 1.0
        lean = (mx * LIGHT[0] + my * LIGHT[1]) / length
        facets.append(((a, b, *inner), 0.78 + 0.16 * lean))
    return outline, top, tuple(facets)


def _shade(colour, factor: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * factor))) for c in colour)  # type: ignore[return-value]


def _mapper(cx: float, cy: float, k: float, angle: float, tip: tuple[float, float] | None):
    """Local mm (y up) -> screen px: turned by ``angle``, foreshortened along ``tip``'s heading, scaled by ``k``."""
    c, s = math.cos(angle), math.sin(angle)
    if tip is None:
        def to_screen(p: Point) -> Point:
            x, y = p
            return cx + (x * c - y * s) * k, cy - (x * s + y * c) * k
        return to_screen
    squash, heading = tip
    ux, uy = math.cos(heading), math.sin(heading)

    def to_screen_tipped(p: Point) -> Point:
        x, y = p
        x, y = x * c - y * s, x * s + y * c
        d = (x * ux + y * uy) * (1.0 - squash)
        x, y = x - d * ux, y - d * uy
        return cx + x * k, cy - y * k
    return to_screen_tipped


def draw_die_body(surface: pygame.Surface, centre: Point, k: float, kind: str, angle: float, colour,
                  face: int, number: pygame.Surface | None, tip: tuple[float, float] | None = None,
                  ink=(20, 20, 20)) -> None:
    """One die from above at ``centre`` (``k`` px per mm): outline, lit facets, the top face and its marking.

    ``number`` is the numeral drawn on the top (None for a d6 large enough for pips, drawn in ``ink``); ``tip`` is
    (foreshortening 0..1, heading) while it tips over an edge.
    """
    cx, cy = centre
    to_screen = _mapper(cx, cy, k, angle, tip)
    outline, top, facets = die_parts(kind)
    sil = [to_screen(p) for p in outline]
    pygame.draw.polygon(surface, _shade(colour, 0.6), sil)
    for poly, shade in facets:
        pts = [to_screen(p) for p in poly]
        if len(pts) >= 3:
            pygame.draw.polygon(surface, _shade(colour, shade), pts)
    if len(top) > 2:
        top_pts = [to_screen(p) for p in top]
        pygame.draw.polygon(surface, tuple(colour), top_pts)  # the owner's colour itself
        if k * die_shape(kind).edge >= 14:
            pygame.draw.polygon(surface, _shade(colour, 0.55), top_pts, 1)
    pygame.draw.polygon(surface, (15, 15, 15), sil, 1)
    if kind == "d6" and number is None:
        edge = die_shape(kind).edge
        half = edge * D6_TOP * 0.28
        radius = max(1.0, edge * 0.085 * k * (1.0 if tip is None else 0.5 + 0.5 * tip[0]))
        for gx, gy in PIPS.get(face, ()):
            px, py = to_screen((gx * half, gy * half))
            pygame.draw.circle(surface, ink, (px, py), radius)
    elif number is not None:
        surface.blit(number, (cx - number.get_width() / 2, cy - number.get_height() / 2))


def shadow_sprite(radius_px: int) -> pygame.Surface:
    """A soft round shadow for a die of circumradius ``radius_px`` (cached)."""
    return _shadow(max(2, radius_px))


@lru_cache(maxsize=256)
def _shadow(radius_px: int) -> pygame.Surface:
    pad = max(3, radius_px // 2)
    size = 2 * (radius_px + pad)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (0, 0, 0, 120), (size // 2, size // 2), int(radius_px * 0.9))
    return pygame.transform.gaussian_blur(surf, max(1, pad // 2))


class DieSprites:
    """Drawn dice at rest, cached by (kind, colour, face, size, angle step, ink)."""

    def __init__(self, limit: int = 3000) -> None:
        self.limit = limit
        self._cache: dict[tuple, pygame.Surface] = {}

    def get(self, kind: str, colour, face: int, k: float, angle: float, number: pygame.Surface | None,
            number_key: object, ink) -> pygame.Surface:
        outline = die_shape(kind).silhouette
        symmetry = 360 // len(outline) if kind != "d6" else 90
        if kind == "d6":  # pips turn with the die: the 2, 3 and 6 repeat every half turn only
            symmetry = 90 if face in (1, 4, 5) else 180
        step = int(round(math.degrees(angle) / ANGLE_STEP)) * ANGLE_STEP % symmetry
        key = (kind, tuple(colour), face, round(k, 2), step, number_key, tuple(ink))
        found = self._cache.get(key)
        if found is not None:
            return found
        r = die_shape(kind).radius * k
        side = int(2 * r + 4)
        if number is not None:
            side = max(side, number.get_width() + 2, number.get_height() + 2)
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        draw_die_body(surf, (side / 2, side / 2), k, kind, math.radians(step), colour, face, number, None, ink)
        if len(self._cache) >= self.limit:
            self._cache.clear()
        self._cache[key] = surf
        return surf


#: The sprites every table shares.
SPRITES = DieSprites()
