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
                   fixed: Sequence[Callout] = (), line_off: Sequence[pygame.Rect] = (),
                   over_own: bool = False) -> list[Callout]:
    """``_place_callouts`` in the given order, and where that leaves things with no tag (hemmed in by the tags placed
    before them: the whole stage zoomed out at 800x560), again with those first; the more tags."""
    placed = _place_callouts(named, outlines, view, avoid, lines, fixed, line_off, over_own)
    tagged = {c.ident for c in placed}
    left = [x for x in named if x[0] not in tagged and x[0] in outlines]
    if not left:
        return placed
    again = _place_callouts(left + [x for x in named if x not in left], outlines, view, avoid, lines, fixed, line_off,
                            over_own)
    return again if len(again) > len(placed) else placed


def leader(box: pygame.Rect, anchor: Point) -> Segment:
    """The leader line as drawn: from the tag's edge nearest its ``anchor`` to the anchor (none, a point, for a tag
    over its own thing: ``Callout.anchor`` at its centre)."""
    end = nearest_on_outline([(box.left, box.top), (box.right, box.top), (box.right, box.bottom),
                              (box.left, box.bottom)], anchor)
    return end, anchor


def leader_crosses(callout: Callout, outlines: dict[str, list[Point]]) -> bool:
    """Whether ``callout``'s leader line (as drawn) runs across a board or card other than its own."""
    line = leader(callout.rect, callout.anchor)
    return any(segment_meets(shrunk(poly, 1.5), *line) for ident, poly in outlines.items() if ident != callout.ident)


def segment_meets(poly: list[Point], a: Point, b: Point) -> bool:
    """Whether the segment ``a``-``b`` meets the convex polygon ``poly`` (touching its outline counts)."""
    if len(poly) < 3:
        return False
    for (px, py), (qx, qy) in zip(poly, poly[1:] + poly[:1]):
        if _segments_cross(a, b, (px, py), (qx, qy)):
            return True
    return _inside(poly, a) or _inside(poly, b)


def _segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    def side(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    d1, d2, d3, d4 = side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)
    return ((d1 > 0) != (d2 > 0) or d1 == 0 or d2 == 0) and ((d3 > 0) != (d4 > 0) or d3 == 0 or d4 == 0)


def _inside(poly: list[Point], p: Point) -> bool:
    signs = {side > 0 for side in ((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
                                   for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1])) if side != 0}
    return len(signs) <= 1


def shrunk(poly: list[Point], px: float) -> list[Point]:
    """``poly`` drawn ``px`` towards its centre (a leader line's anchor on its outline does not meet it then)."""
    cx, cy = _centre(poly)
    out = []
    for x, y in poly:
        d = math.hypot(x - cx, y - cy)
        k = max(0.0, d - px) / d if d > 1e-9 else 0.0
        out.append((cx + (x - cx) * k, cy + (y - cy) * k))
    return out


def crossed(rect: pygame.Rect, lines: Sequence[Segment]) -> bool:
    """Whether any of the screen segments ``lines`` runs through ``rect`` or within ``GAP`` px of it."""
    grown = rect.inflate(2 * GAP, 2 * GAP)
    return any(grown.clipline(a, b) for a, b in lines)


def _place_callouts(named: list[tuple[str, tuple[int, int]]], outlines: dict[str, list[Point]],
                    view: pygame.Rect, avoid: list[pygame.Rect], lines: Sequence[Segment] = (),
                    fixed: Sequence[Callout] = (), line_off: Sequence[pygame.Rect] = (),
                    over_own: bool = False) -> list[Callout]:
    """Tags of the given sizes (``named``: (thing id, (w, h)), in the order they choose) beside their things:
    each thing in ``view`` (whole or, cut at its edge, by its part inside: ``LEAST_SLIVER``) outward from the
    middle of all ``outlines`` (screen polygons, every board and card), the nearest spot (then the least turned
    from straight out, never back across the stage but for a thing cut at the edge: ``CUT_TURNS``) within ``REACH``
    of it, inside ``view`` and clear of every outline, the tags placed before it and the tags ``fixed`` (and their
    leader lines), ``avoid`` and the screen segments ``lines`` (the aim drawn over the table). Its leader line keeps
    ``GAP`` px off the other tags and the rects ``line_off`` (the placement's number badges: at 150 % lines ran by
    them, issue 16), and off the other things' outlines where a spot within ``REACH`` lets it (else it may cross
    one). With ``over_own`` the tag may also lie over its own thing (from its middle out: a board hemmed in by
    badges and the view's top, issue 16), its anchor then its centre (no leader line). A thing with no such spot
    gets no tag; the tags ``fixed`` are not returned."""
    if not outlines:
        return []
    centres = {ident: _centre(poly) for ident, poly in outlines.items()}
    mx = sum(c[0] for c in centres.values()) / len(centres)
    my = sum(c[1] for c in centres.values()) / len(centres)
    inside = view.inflate(-2 * GAP, -2 * GAP)
    placed: list[Callout] = list(fixed)
    blocked = [r.inflate(2 * GAP, 2 * GAP) for r in avoid]
    lines_off = [r.inflate(2 * GAP, 2 * GAP) for r in line_off]
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
        others = [shrunk(o, 1.5) for other, o in outlines.items() if other != ident]
        found = None   # (box, anchor)
        crossing = None   # the first spot whose leader line crosses another thing
        steps = [(r, turn) for r in range(0, int(reach * 0.6) + 1, 4) for turn in TURNS + CUT_TURNS] if over_own else []
        steps += [(reach * 0.6 + step * 5, turn) for step in range(0, REACH // 5 + 1) for turn in turns]
        for r, turn in steps:
            a = out + math.radians(turn)
            # the tag's centre at distance r plus half its extent along the ray (over its own thing: at r)
            ux, uy = math.cos(a), math.sin(a)
            half = 0 if over_own and r < reach * 0.6 else abs(ux) * w / 2 + abs(uy) * h / 2
            box = pygame.Rect(0, 0, w, h)
            box.center = (int(round(cx + ux * (r + half))), int(round(cy + uy * (r + half))))
            if not inside.contains(box) or box.collidelist(blocked) >= 0 or (lines and crossed(box, lines)):
                continue
            grown = box.inflate(2 * GAP, 2 * GAP)
            own = over_own and overlaps(box, poly)
            if any(overlaps(grown, other) for other_id, other in outlines.items() if not (own and other_id == ident)):
                continue
            if any(grown.colliderect(c.rect) for c in placed):
                continue
            # over a placed tag's leader line (as drawn, or to its tag's centre)
            if any(grown.clipline(*leader(c.rect, c.anchor)) or grown.clipline(c.anchor, c.rect.center) for c in placed):
                continue
            anchor = box.center if own else nearest_on_outline(poly, box.center)
            line = leader(box, anchor)
            if not own and any(c.rect.inflate(2 * GAP, 2 * GAP).clipline(*line) or c.rect.clipline(anchor, box.center)
                               for c in placed):   # its leader line across a tag
                continue
            if not own and any(r.clipline(*line) for r in lines_off):   # by a badge
                continue
            if not own and any(segment_meets(o, *line) for o in others):   # across another board or card
                crossing = crossing or (box, anchor)
                continue
            found = (box, anchor)
            break
        found = found or crossing
        if found is not None:
            placed.append(Callout(ident, found[0], found[1]))
    return placed[len(fixed):]


def draw_callouts(surface: pygame.Surface, text, callouts: list[Callout], names: dict[str, str], size: int,
                  styles: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]]) -> None:
    """Each tag (fill, edge, ink of its thing: ``styles``) with its name (on the lines its newlines break it into)
    and a leader line to a dot on the thing's outline."""
    for c in callouts:
        fill, edge, ink = styles[c.ident]
        end, anchor = leader(c.rect, c.anchor)
        pygame.draw.line(surface, (16, 22, 18), end, anchor, 3)
        pygame.draw.line(surface, edge, end, anchor, 1)
        pygame.draw.circle(surface, edge, (int(anchor[0]), int(anchor[1])), 3)
        pygame.draw.rect(surface, fill, c.rect, border_radius=5)
        pygame.draw.rect(surface, edge, c.rect, 1, border_radius=5)
        rows = []
        for line in names[c.ident].split("\n"):   # (a loop, not a comprehension: the probe names this function)
            rows.append(text.render(line, size, ink, bold=True))
        y = c.rect.centery - sum(s.get_height() for s in rows) // 2
        for s in rows:
            surface.blit(s, s.get_rect(midtop=(c.rect.centerx, y)))
            y += s.get_height()


def tag_size(text, name: str, size: int) -> tuple[int, int]:
    """A tag's (w, h) for ``name`` at ``size`` px (its lines broken at its newlines)."""
    sizes = [text.size(line, size, True) for line in name.split("\n")]
    return max(w for w, _h in sizes) + 2 * PAD_X, sum(h for _w, h in sizes) + 2 * PAD_Y
