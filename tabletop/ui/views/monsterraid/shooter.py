"""The shooting position's mark at the table view's edge, where the default view leaves the position out to show the
boards larger (``RaidTable.default_view``; issue 16, session 29).

The mark is a disc just inside the view's edge on the line from the view's middle to the position, with a point
towards it: the launcher's ring (white on dark) in a gold rim. A press on it takes the die as a press on the die
does: a drag back from the mark pulls the slingshot (``ShootingWidget`` measures the pull from where the drag
began), so the player aims with the boards large in view. Its tooltip says so.
"""

from __future__ import annotations

import math

import pygame

from ... import theme
from .render import TableTransform

#: The mark's radius (px) and how far inside the view's edge its rim stays.
MARK_R = 14
MARK_INSET = 6


def mark_at(tf: TableTransform, position: tuple[float, float]) -> tuple[tuple[int, int], float] | None:
    """(centre, angle to the position in screen radians) of the mark, or None where the position's ring is in view."""
    sx, sy = tf.to_screen(*position)
    view = tf.rect
    if view.inflate(-2 * MARK_INSET, -2 * MARK_INSET).collidepoint(sx, sy):
        return None
    cx, cy = view.center
    dx, dy = sx - cx, sy - cy
    half_w, half_h = view.w / 2 - MARK_R - MARK_INSET, view.h / 2 - MARK_R - MARK_INSET
    if half_w <= 0 or half_h <= 0 or (dx, dy) == (0, 0):
        return None
    k = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
    return (round(cx + dx * k), round(cy + dy * k)), math.atan2(dy, dx)


def on_mark(tf: TableTransform, position: tuple[float, float], pos: tuple[int, int]) -> bool:
    """Whether ``pos`` is on the mark (with 4 px to spare)."""
    found = mark_at(tf, position)
    return found is not None and math.dist(found[0], pos) <= MARK_R + 4


def mark_rect(tf: TableTransform, position: tuple[float, float]) -> pygame.Rect | None:
    """The mark's box on screen with its point (kept clear of hints and tags), or None."""
    found = mark_at(tf, position)
    if found is None:
        return None
    (x, y), _angle = found
    return pygame.Rect(x - MARK_R - 8, y - MARK_R - 8, 2 * MARK_R + 16, 2 * MARK_R + 16)


def draw_mark(surface: pygame.Surface, tf: TableTransform, position: tuple[float, float], ok: bool) -> None:
    """The mark: a gold-rimmed disc with the launcher's ring, its point towards the position off the view."""
    found = mark_at(tf, position)
    if found is None:
        return
    (x, y), angle = found
    ux, uy = math.cos(angle), math.sin(angle)
    tip = (x + ux * (MARK_R + 7), y + uy * (MARK_R + 7))
    side = (-uy * 8, ux * 8)
    base = (x + ux * (MARK_R - 3), y + uy * (MARK_R - 3))
    point = [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])]
    pygame.draw.polygon(surface, theme.GOLD, point)
    pygame.draw.circle(surface, theme.BG_DEEP, (x, y), MARK_R)
    pygame.draw.circle(surface, theme.GOLD, (x, y), MARK_R, 2)
    pygame.draw.circle(surface, (230, 230, 230) if ok else theme.ERROR, (x, y), MARK_R - 6, 2)
    pygame.draw.circle(surface, (230, 230, 230) if ok else theme.ERROR, (x, y), 2)
