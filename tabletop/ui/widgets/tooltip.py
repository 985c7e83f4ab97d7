"""Tooltip: a small box of wrapped text near the pointer, kept on screen.

Scenes draw it for the hovered widget (``Scene.draw_tooltip``); a view may
call ``draw_tooltip`` itself for things that are not widgets (map hexes, cards).
"""

from __future__ import annotations

import pygame

from .. import probe, theme
from ..text import TextCache

MAX_WIDTH = 360


def draw_tooltip(surface: pygame.Surface, text: TextCache, content: str, pointer: tuple[int, int]) -> pygame.Rect:
    """Draw ``content`` in a box below-right of ``pointer``; returns the box."""
    size = theme.SIZE_SMALL
    lines = text.wrap(content, size, MAX_WIDTH)
    height = text.line_height(size)
    width = max(text.size(line, size)[0] for line in lines) if lines else 0
    box = pygame.Rect(pointer[0] + 14, pointer[1] + 20, width + 16, height * len(lines) + 10)
    box.clamp_ip(surface.get_rect())
    if probe.ACTIVE is not None:
        probe.ACTIVE.new_layer(surface)  # over everything: not an overlap
    theme.panel(surface, box, theme.PANEL_RAISED, theme.GOLD, radius=5)
    for i, line in enumerate(lines):
        surface.blit(text.render(line, size, theme.TEXT), (box.x + 8, box.y + 5 + i * height))
    return box
