"""Hex overlays drawn over the map in screen space: outlines, fills, arrows, labels."""

from __future__ import annotations

import math

import pygame

from tabletop.core.hexgrid import Hex, Layout

from .camera import Camera


def hex_polygon(layout: Layout, h: Hex, camera: Camera, shrink: float = 0.0) -> list[tuple[float, float]]:
    """The hex's corners on screen (optionally shrunk towards its centre)."""
    from tabletop.core.hexgrid import to_offset

    col, row = to_offset(h, layout.stagger_axis, layout.stagger_index)
    corners = layout.corners(col, row)
    cx, cy = layout.cell_center(col, row)
    pts = []
    for x, y in corners:
        if shrink:
            x, y = cx + (x - cx) * (1 - shrink), cy + (y - cy) * (1 - shrink)
        pts.append(camera.to_screen(x, y))
    return pts


def hex_centre(layout: Layout, h: Hex, camera: Camera) -> tuple[float, float]:
    return camera.to_screen(*layout.hex_center(h))


def outline(surface: pygame.Surface, layout: Layout, h: Hex, camera: Camera, colour, width: int = 2) -> None:
    pygame.draw.polygon(surface, colour, hex_polygon(layout, h, camera), width)


def fill(surface: pygame.Surface, layout: Layout, hexes, camera: Camera, colour_rgba) -> None:
    """Translucent fill of many hexes at once (one alpha surface)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for h in hexes:
        pygame.draw.polygon(veil, colour_rgba, hex_polygon(layout, h, camera, 0.04))
    surface.blit(veil, (0, 0))


def arrow(surface: pygame.Surface, centre: tuple[float, float], angle_deg: float, length: float, colour,
          width: int = 3) -> None:
    """An arrow from ``centre`` pointing at ``angle_deg`` (0 = east, counter-clockwise, y up)."""
    rad = math.radians(angle_deg)
    tip = (centre[0] + math.cos(rad) * length, centre[1] - math.sin(rad) * length)
    pygame.draw.line(surface, colour, centre, tip, width)
    head = length * 0.4
    for side in (150, -150):
        r = math.radians(angle_deg + side)
        pygame.draw.line(surface, colour, tip, (tip[0] + math.cos(r) * head, tip[1] - math.sin(r) * head), width)


def path(surface: pygame.Surface, layout: Layout, hexes: list[Hex], camera: Camera, colour, width: int = 4) -> None:
    """A line through hex centres (a movement preview)."""
    if len(hexes) >= 2:
        pygame.draw.lines(surface, colour, False, [hex_centre(layout, h, camera) for h in hexes], width)
