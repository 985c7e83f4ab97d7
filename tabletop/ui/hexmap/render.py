"""Pre-renders a ``HexMap``'s tile layers the way Tiled draws them, per zoom level.

Tiles are drawn in Tiled's cell order, layer by layer in document order, each
image anchored bottom-left on its cell box plus the tileset's offset and the
layer's offset (``HexMap.tile_position``). The full map is drawn once at zoom 1;
each zoom level gets one scaled copy (``smoothscale``), so a frame costs a
single blit of the visible part.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.core.tiled import HexMap

from .camera import Camera

MAX_LEVELS = 4  # scaled copies kept (a 2x copy of the largest map is ~100 MB)


def _opaque(surf: pygame.Surface) -> pygame.Surface:
    """The map has a background everywhere: without per-pixel alpha a frame's blit is several times cheaper."""
    if pygame.display.get_surface() is not None:
        return surf.convert()
    out = pygame.Surface(surf.get_size())
    out.blit(surf, (0, 0))
    return out


class MapRenderer:
    """The map as pygame surfaces, one per zoom level."""

    def __init__(self, hexmap: HexMap, background=(92, 140, 186)) -> None:
        self.hexmap = hexmap
        self.background = background
        self._images: dict[str, pygame.Surface] = {}
        self._tiles: dict[int, pygame.Surface] = {}
        self._base: pygame.Surface | None = None
        self._scaled: dict[float, pygame.Surface] = {}

    # -- tiles --------------------------------------------------------------------
    def _image(self, path: str) -> pygame.Surface:
        found = self._images.get(path)
        if found is None:
            found = pygame.image.load(str(Path(path)))
            if pygame.display.get_surface() is not None:
                found = found.convert_alpha()
            self._images[path] = found
        return found

    def tile(self, gid: int) -> pygame.Surface:
        found = self._tiles.get(gid)
        if found is None:
            info = self.hexmap.tiles[gid]
            sheet = self._image(info.path)
            found = sheet.subsurface(pygame.Rect(info.rect))
            self._tiles[gid] = found
        return found

    # -- whole map ------------------------------------------------------------------
    def base(self) -> pygame.Surface:
        """The map at zoom 1 (drawn on first use)."""
        if self._base is None:
            w, h = self.hexmap.pixel_size()
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            surf.fill(self.background)
            order = self.hexmap.draw_order()
            for layer in self.hexmap.tile_layers():
                if not layer.visible or not layer.gids:
                    continue
                target = surf
                if layer.opacity < 1.0:
                    target = pygame.Surface((w, h), pygame.SRCALPHA)
                for col, row in order:
                    gid = layer.gid_at(col, row)
                    if gid and gid in self.hexmap.tiles:
                        target.blit(self.tile(gid), self.hexmap.tile_position(gid, col, row, layer))
                if target is not surf:
                    target.set_alpha(int(255 * layer.opacity))
                    surf.blit(target, (0, 0))
            self._base = _opaque(surf)
        return self._base

    def at_zoom(self, zoom: float) -> pygame.Surface:
        """The map scaled to ``zoom`` (cached per zoom level)."""
        key = round(zoom, 3)
        found = self._scaled.get(key)
        if found is None:
            base = self.base()
            if key == 1.0:
                found = base
            else:
                size = (max(1, int(base.get_width() * key)), max(1, int(base.get_height() * key)))
                found = _opaque(pygame.transform.smoothscale(base, size))
            while len(self._scaled) >= MAX_LEVELS:  # least recently used level goes first
                self._scaled.pop(next(iter(self._scaled)))
            self._scaled[key] = found
        else:
            self._scaled[key] = self._scaled.pop(key)  # most recently used last
        return found

    def prepare(self, zoom: float) -> None:
        """Draw the map now (base and ``zoom``), e.g. right after a hot reload."""
        self.at_zoom(zoom)

    def draw(self, surface: pygame.Surface, camera: Camera, dest: pygame.Rect | None = None) -> None:
        """Blit the visible part of the map for ``camera`` into ``dest`` (default: whole surface)."""
        dest = dest or surface.get_rect()
        scaled = self.at_zoom(camera.zoom)
        sx, sy = int(round(camera.x * camera.zoom)), int(round(camera.y * camera.zoom))
        src = pygame.Rect(sx, sy, dest.w, dest.h)
        clip = src.clip(scaled.get_rect())
        if clip.w and clip.h:
            surface.blit(scaled, (dest.x + clip.x - sx, dest.y + clip.y - sy), clip)

    def invalidate(self) -> None:
        """Forget every drawn surface (after a hot reload)."""
        self._images.clear()
        self._tiles.clear()
        self._base = None
        self._scaled.clear()
