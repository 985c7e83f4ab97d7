"""Callouts: the names of boards and effect cards too small on the table to print them whole.

A zoomed-out table (a turn at 800x560 frames every board, card and the shooting position down to
``SPREAD_LEAST_SCALE``) leaves a board's name off its face and cuts a card's title ("ダメ…"), while the
targets' strip that names them is hidden for the aim panel and the hand. Each such board or card then gets
its name whole in a small tag on the felt beside it, in its own colours (a board's tan, a card's lilac),
with a leader line to a dot on its outline. ``place_callouts`` finds the tags' places: outward from the
middle of the boards and cards, the nearest spot clear of every outline, every other tag and the rects to
avoid (the shooting position, its power bar, the aim panel), inside the view; a thing cut at the view's edge
is tagged by its part in view (any way from it, back across it too); a thing with no such spot keeps its name on
hover alone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

Point = tuple[float, float]

#: Gap (px) kept between a tag and any outline, another tag or the view's edge.
GAP = 3
#: Farthest (px) a tag goes beyond its thing's outline (further, a long leader line crossed the stage: the thing
#: is named on hover alone).
REACH = 60
#: Padding (px) round a tag's text.
PAD_X, PAD_Y = 5, 1


@dataclass(frozen=True)
class Callout:
    """A tag ``rect`` naming ``ident`` and the leader line's end ``anchor`` on its outline."""

    ident: str
    rect: pygame.Rect
    anchor: Point


def _axes(poly: list[Point]) -> list[Point]:
    out = []
    for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):
        nx, ny = by - ay, ax - bx
        n = math.hypot(nx, ny)
        if n > 1e-9:
            out.append((nx / n, ny / n))
    return out


def overlaps(rect: pygame.Rect, poly: list[Point]) -> bool:
    """Whether ``rect`` meets the convex polygon ``poly`` (separating axes)."""
    corners = [(rect.left, rect.top), (rect.right, rect.top), (rect.right, rect.bottom), (rect.left, rect.bottom)]
    for nx, ny in [(1.0, 0.0), (0.0, 1.0), *_axes(poly)]:
        a = [x * nx + y * ny for x, y in corners]
        b = [x * nx + y * ny for x, y in poly]
        if max(a) <= min(b) or max(b) <= min(a):
            return False
    return True


def nearest_on_outline(poly: list[Point], to: Point) -> Point:
    """The point of ``poly``'s outline nearest ``to``."""
    best, best_d = poly[0], math.inf
    for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):
        dx, dy = bx - ax, by - ay
        n = dx * dx + dy * dy
        u = 0.0 if n <= 0 else max(0.0, min(1.0, ((to[0] - ax) * dx + (to[1] - ay) * dy) / n))
        p = (ax + u * dx, ay + u * dy)
        d = math.hypot(p[0] - to[0], p[1] - to[1])
        if d < best_d:
            best, best_d = p, d
    return best


def bounds(points) -> pygame.Rect:
    """The screen rectangle round ``points``."""
    xs, ys = [int(p[0]) for p in points], [int(p[1]) for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def clip_to(poly: list[Point], rect: pygame.Rect) -> list[Point]:
    """The part of the convex polygon ``poly`` inside ``rect`` (Sutherland-Hodgman); [] when none is."""
    out = list(poly)
    for axis, edge, keep_above in ((0, rect.left, True), (0, rect.right, False), (1, rect.top, True), (1, rect.bottom, False)):
        src, out = out, []
        for i, p in enumerate(src):
            q = src[i - 1]
            p_in = (p[axis] >= edge) if keep_above else (p[axis] <= edge)
            q_in = (q[axis] >= edge) if keep_above else (q[axis] <= edge)
            if p_in != q_in:   # the side (q, p) crosses the edge
                u = (edge - q[axis]) / (p[axis] - q[axis])
                cut = (q[0] + u * (p[0] - q[0]), q[1] + u * (p[1] - q[1]))
                out.append(cut)
            if p_in:
                out.append(p)
        if not out:
            return []
    return out


def _area(poly: list[Point]) -> float:
    return abs(sum(ax * by - bx * ay for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]))) / 2


#: The turns (degrees) from straight out tried for a tag's place, in order; a thing cut at the view's edge also the
#: ways back (``CUT_TURNS``).
TURNS = (0, 20, -20, 40, -40, 65, -65, 90, -90, 120, -120)
CUT_TURNS = (150, -150, 180)
#: Least part of a thing in the view for it to be tagged: this many px across both ways and this many px² (a
#: far board showing its top 6 px is tagged, and a card's corner 5 px wide; a line of 1-3 px: on hover alone). A
#: share of its area (3 %) left a boss's corner 40 px wide, or a card's 13 x 7 px, with no name (issue 16).
LEAST_SLIVER, LEAST_SLIVER_AREA = 4, 12.0


def _centre(poly: list[Point]) -> Point:
    return sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)


Segment = tuple[Point, Point]


def place_callouts(named: list[tuple[str, tuple[int, int]]], outlines: dict[str, list[Point]],
                   view: pygame.Rect, avoid: list[pygame.Rect], lines: Sequence[Segment] = (),
                   fixed: Sequence[Callout] = ()) -> list[Callout]:
    """``_place_callouts`` in the given order, and where that leaves things with no tag (hemmed in by the tags placed
    before them: the whole stage zoomed out at 800x560), again with those first; the more tags."""
    placed = _place_callouts(named, outlines, view, avoid, lines, fixed)
    tagged = {c.ident for c in placed}
    left = [x for x in named if x[0] not in tagged and x[0] in outlines]
    if not left:
        return placed
    again = _place_callouts(left + [x for x in named if x not in left], outlines, view, avoid, lines, fixed)
    return again if len(again) > len(placed) else placed


def crossed(rect: pygame.Rect, lines: Sequence[Segment]) -> bool:
    """Whether any of the screen segments ``lines`` runs through ``rect`` or within ``GAP`` px of it."""
    grown = rect.inflate(2 * GAP, 2 * GAP)
    return any(grown.clipline(a, b) for a, b in lines)


def _place_callouts(named: list[tuple[str, tuple[int, int]]], outlines: dict[str, list[Point]],
                    view: pygame.Rect, avoid: list[pygame.Rect], lines: Sequence[Segment] = (),
                    fixed: Sequence[Callout] = ()) -> list[Callout]:
    """Tags of the given sizes (``named``: (thing id, (w, h)), in the order they choose) beside their things:
    each thing in ``view`` (whole or, cut at its edge, by its part inside: ``LEAST_SLIVER``) outward from the
    middle of all ``outlines`` (screen polygons, every board and card), the nearest spot (then the least turned
    from straight out, never back across the stage but for a thing cut at the edge: ``CUT_TURNS``) within ``REACH``
    of it, inside ``view`` and clear of every outline, the tags placed before it and the tags ``fixed`` (and their
    leader lines), ``avoid`` and the screen segments ``lines`` (the aim drawn over the table). A thing with no such
    spot gets no tag; the tags ``fixed`` are not returned."""
    if not outlines:
        return []
    centres = {ident: _centre(poly) for ident, poly in outlines.items()}
    mx = sum(c[0] for c in centres.values()) / len(centres)
    my = sum(c[1] for c in centres.values()) / len(centres)
    inside = view.inflate(-2 * GAP, -2 * GAP)
    placed: list[Callout] = list(fixed)
    blocked = [r.inflate(2 * GAP, 2 * GAP) for r in avoid]
    for ident, (w, h) in named:
        whole = outlines.get(ident)
        if whole is None:
            continue
        # a thing cut at the view's edge is tagged by its part in view (it had no tag); a sliver: on hover alone
        cut = not view.contains(bounds(whole))
        poly = clip_to(whole, view) if cut else whole
        if len(poly) < 3 or min(bounds(poly).size) < LEAST_SLIVER or _area(poly) < LEAST_SLIVER_AREA:
            continue
        # straight out from a thing cut at the edge is mostly out of view: its tag may go any way, back in too
        turns = TURNS + CUT_TURNS if cut else TURNS
        cx, cy = _centre(poly)
        out = math.atan2(cy - my, cx - mx) if math.hypot(cx - mx, cy - my) > 1 else -math.pi / 2
        reach = max(math.hypot(x - cx, y - cy) for x, y in poly)
        found = None
        for step in range(0, REACH // 5 + 1):
            r = reach * 0.6 + step * 5
            for turn in turns:
                a = out + math.radians(turn)
                # the tag's centre at distance r plus half its extent along the ray
                ux, uy = math.cos(a), math.sin(a)
                half = abs(ux) * w / 2 + abs(uy) * h / 2
                box = pygame.Rect(0, 0, w, h)
                box.center = (int(round(cx + ux * (r + half))), int(round(cy + uy * (r + half))))
                if not inside.contains(box) or box.collidelist(blocked) >= 0 or (lines and crossed(box, lines)):
                    continue
                grown = box.inflate(2 * GAP, 2 * GAP)
                if any(overlaps(grown, other) for other in outlines.values()):
                    continue
                if any(grown.colliderect(c.rect) for c in placed):
                    continue
                if any(grown.clipline(c.anchor, c.rect.center) for c in placed):   # over a placed tag's leader line
                    continue
                anchor = nearest_on_outline(poly, box.center)
                if any(c.rect.clipline(anchor, box.center) for c in placed):   # its leader line across a tag
                    continue
                found = box
                break
            if found is not None:
                break
        if found is not None:
            placed.append(Callout(ident, found, nearest_on_outline(poly, found.center)))
    return placed[len(fixed):]


def draw_callouts(surface: pygame.Surface, text, callouts: list[Callout], names: dict[str, str], size: int,
                  styles: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]]) -> None:
    """Each tag (fill, edge, ink of its thing: ``styles``) with its name and a leader line to a dot on the
    thing's outline."""
    for c in callouts:
        fill, edge, ink = styles[c.ident]
        end = nearest_on_outline([(c.rect.left, c.rect.top), (c.rect.right, c.rect.top),
                                  (c.rect.right, c.rect.bottom), (c.rect.left, c.rect.bottom)], c.anchor)
        pygame.draw.line(surface, (16, 22, 18), end, c.anchor, 3)
        pygame.draw.line(surface, edge, end, c.anchor, 1)
        pygame.draw.circle(surface, edge, (int(c.anchor[0]), int(c.anchor[1])), 3)
        pygame.draw.rect(surface, fill, c.rect, border_radius=5)
        pygame.draw.rect(surface, edge, c.rect, 1, border_radius=5)
        s = text.render(names[c.ident], size, ink, bold=True)
        surface.blit(s, s.get_rect(center=c.rect.center))


def tag_size(text, name: str, size: int) -> tuple[int, int]:
    """A tag's (w, h) for ``name`` at ``size`` px."""
    w, h = text.size(name, size, True)
    return w + 2 * PAD_X, h + 2 * PAD_Y
