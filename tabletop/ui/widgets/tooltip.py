"""Tooltip: a small box of wrapped text near the pointer, kept on screen.

Scenes draw it for the hovered widget (``Scene.draw_tooltip``); a view may
call ``draw_tooltip`` itself for things that are not widgets (map hexes, cards).
Given the hovered widget's rect and the other buttons' rects, the box goes
where it covers no other button (below the pointer, else beside the whole row
of buttons level with the widget, else above or beside the widget), so the
button a player reaches for next stays in sight; nor the hovered widget itself
where it is no taller than ``OWN_WORDS_H`` (a launcher's game card: its own
title stays readable under the tooltip about it).
"""

from __future__ import annotations

import pygame

from collections.abc import Sequence

from .. import probe, theme
from ..text import TextCache

MAX_WIDTH = 360
OWN_WORDS_H = 160  # a hovered widget up to this tall is kept in sight too (a taller one is a table or a panel)


def place(size: tuple[int, int], pointer: tuple[int, int], screen: pygame.Rect,
          anchor: pygame.Rect | None = None, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a box of ``size`` goes: below-right of the pointer unless that covers a rect of ``avoid``;
    then beside the row level with ``anchor`` (the hovered widget), above it or beside it; the first clear place,
    else the least covering."""
    w, h = size
    own = anchor if anchor is not None and anchor.h <= OWN_WORDS_H and anchor.collidepoint(pointer) else None
    below = max(pointer[1] + 20, own.bottom + 4) if own is not None else pointer[1] + 20
    tries = [pygame.Rect(pointer[0] + 14, below, w, h)]
    if anchor is not None:
        # beside the whole row of buttons level with the widget (a panel of controls: over the table instead,
        # not over the panel's words), then above the widget, then beside the widget alone
        level = [r for r in avoid if r.top < anchor.top + h and r.bottom > anchor.top] + [anchor]
        tries += [pygame.Rect(min(r.left for r in level) - 6 - w, anchor.top, w, h),
                  pygame.Rect(max(r.right for r in level) + 6, anchor.top, w, h),
                  pygame.Rect(pointer[0] + 14, anchor.top - 4 - h, w, h),
                  pygame.Rect(anchor.left - 6 - w, anchor.top, w, h),
                  pygame.Rect(anchor.right + 6, anchor.top, w, h)]
    best, least = tries[0], -1
    for box in tries:
        box.clamp_ip(screen)
        covered = sum(box.clip(r).w * box.clip(r).h for r in [*avoid, *([own] if own is not None else [])])
        if box.collidepoint(pointer):
            covered += w * h  # never under the pointer itself
        if least < 0 or covered < least:
            best, least = box, covered
        if covered == 0:
            break
    return best


def draw_tooltip(surface: pygame.Surface, text: TextCache, content: str, pointer: tuple[int, int], *,
                 anchor: pygame.Rect | None = None, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Draw ``content`` in a box near ``pointer`` (see ``place``); returns the box."""
    size = theme.SIZE_SMALL
    lines = text.wrap(content, size, MAX_WIDTH)
    height = text.line_height(size)
    width = max(text.size(line, size)[0] for line in lines) if lines else 0
    box = place((width + 16, height * len(lines) + 10), pointer, surface.get_rect(), anchor, avoid)
    if probe.ACTIVE is not None:
        probe.ACTIVE.new_layer(surface)  # over everything: not an overlap
    theme.panel(surface, box, theme.PANEL_RAISED, theme.GOLD, radius=5)
    for i, line in enumerate(lines):
        surface.blit(text.render(line, size, theme.TEXT), (box.x + 8, box.y + 5 + i * height))
    return box
