"""Hex overlays drawn over the map in screen space: outlines, fills, arrows, paths, ranges.

Everything takes the map ``Layout`` and the ``Camera`` and draws on a surface
whose (0, 0) is the camera's top-left (the map view's subsurface).
``fill`` reuses one alpha surface per size, so translucent highlights cost a
single blit per frame.
"""

from __future__ import annotations

import math

import pygame

from tabletop.core.hexgrid import Hex, Layout, to_offset

from .camera import Camera

_VEILS: dict[tuple[int, int], pygame.Surface] = {}


def hex_polygon(layout: Layout, h: Hex, camera: Camera, shrink: float = 0.0) -> list[tuple[float, float]]:
    """The hex's corners on screen (optionally shrunk towards its centre)."""
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


def hex_radius(layout: Layout, camera: Camera) -> float:
    """Distance from a hex centre to its corners, on screen."""
    return max(layout.tw, layout.th) / 2 * camera.zoom


def outline(surface: pygame.Surface, layout: Layout, h: Hex, camera: Camera, colour, width: int = 2) -> None:
    pygame.draw.polygon(surface, colour, hex_polygon(layout, h, camera), width)


def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = _VEILS.get(size)
    if veil is None:
        _VEILS.clear()
        veil = pygame.Surface(size, pygame.SRCALPHA)
        _VEILS[size] = veil
    veil.fill((0, 0, 0, 0))
    return veil


def fill(surface: pygame.Surface, layout: Layout, hexes, camera: Camera, colour_rgba) -> None:
    """Translucent fill of many hexes at once (one alpha surface, only the covered area blitted)."""
    hexes = list(hexes)
    if not hexes:
        return
    veil = _veil(surface.get_size())
    area = None
    for h in hexes:
        r = pygame.draw.polygon(veil, colour_rgba, hex_polygon(layout, h, camera, 0.04))
        area = r if area is None else area.union(r)
    if area is not None:
        area = area.clip(veil.get_rect())
        surface.blit(veil, area.topleft, area)


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
    """A line through hex centres with a dot on each (a movement preview)."""
    if len(hexes) >= 2:
        pts = [hex_centre(layout, h, camera) for h in hexes]
        pygame.draw.lines(surface, colour, False, pts, width)
        for p in pts[1:]:
            pygame.draw.circle(surface, colour, p, width + 2)


def point_at(centre: tuple[float, float], angle_deg: float, dist: float) -> tuple[float, float]:
    rad = math.radians(angle_deg)
    return centre[0] + math.cos(rad) * dist, centre[1] - math.sin(rad) * dist


def sector_lines(surface: pygame.Surface, centre: tuple[float, float], facing_deg: float, length: float, colour,
                 width: int = 2) -> None:
    """The six range boundaries of a machine (through the hex corners: facing ±30°, ±90°, ±150°)."""
    for off in (30, 90, 150, -30, -90, -150):
        pygame.draw.line(surface, colour, centre, point_at(centre, facing_deg + off, length), width)
