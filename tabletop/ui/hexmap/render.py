"""Draws a ``HexMap``'s tile layers the way Tiled draws them, in chunks, per zoom level.

Tiles are drawn in Tiled's cell order, layer by layer in document order, each
image anchored bottom-left on its cell box plus the tileset's offset and the
layer's offset (``HexMap.tile_position``). The map is cut into square chunks
of ``CHUNK`` map pixels (larger when zoomed far out); a chunk is drawn at
zoom 1 when it first comes into view (only the tiles whose images reach into
it, clipped, so the pixels are the same as drawing the whole map at once),
then scaled to the zoom level.
A frame blits the visible chunks. Drawn chunks are kept, least recently used
first out, within ``BUDGET_BYTES``: a 300 x 300 map pans at the same cost as a
small one, and memory stays bounded however large the map.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from pathlib import Path

import pygame

from tabletop.core.tiled import HexMap, draw_order

from .camera import Camera, ZOOM_LEVELS

#: Chunk side in map pixels. Every camera zoom level times this is a whole number of screen
#: pixels, so chunks meet without a seam at every level.
CHUNK = 400
#: Memory kept for drawn chunks (all zoom levels together).
BUDGET_BYTES = 192 * 1024 * 1024
#: ``prepare`` draws every chunk ahead of time when the map has at most this many.
PREPARE_ALL = 160

assert all(abs(z * CHUNK - round(z * CHUNK)) < 1e-9 for z in ZOOM_LEVELS)


def _opaque(surf: pygame.Surface) -> pygame.Surface:
    """The map has a background everywhere: without per-pixel alpha a frame's blit is several times cheaper."""
    if pygame.display.get_surface() is not None:
        return surf.convert()
    out = pygame.Surface(surf.get_size())
    out.blit(surf, (0, 0))
    return out


class MapRenderer:
    """The map as chunks of pygame surfaces, per zoom level (see the module doc)."""

    def __init__(self, hexmap: HexMap, background=(92, 140, 186)) -> None:
        self.hexmap = hexmap
        self.background = background
        self._images: dict[str, pygame.Surface] = {}
        self._tiles: dict[int, pygame.Surface] = {}
        self.budget = BUDGET_BYTES
        self._index: dict[tuple[int, int], list[tuple[int, int, int, int, int]]] = {}  # per CHUNK square
        self._layers: list = []
        self._reach: tuple[list[int], tuple[int, ...]] | None = None
        self._chunks: OrderedDict[tuple[float, int, int], pygame.Surface] = OrderedDict()
        self._bytes = 0

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

    # -- chunks ------------------------------------------------------------------
    @staticmethod
    def side(zoom: float = 1.0) -> int:
        """A chunk's side in map pixels at ``zoom``: ``CHUNK``, doubled below 0.7 and again
        below 0.35, so a frame is a handful of blits however far out the camera is."""
        return CHUNK * (1 if zoom >= 0.7 else 2 if zoom >= 0.35 else 4)

    def grid(self, zoom: float = 1.0) -> tuple[int, int]:
        """Chunks across and down at ``zoom``."""
        w, h = self.hexmap.pixel_size()
        side = self.side(zoom)
        return max(1, math.ceil(w / side)), max(1, math.ceil(h / side))

    def region(self, i: int, j: int, zoom: float = 1.0) -> pygame.Rect:
        """The map pixels of chunk (i, j) at ``zoom``."""
        w, h = self.hexmap.pixel_size()
        side = self.side(zoom)
        x, y = i * side, j * side
        return pygame.Rect(x, y, min(side, w - x), min(side, h - y))

    def _tiling(self) -> tuple[list, list[int], tuple[int, int, int, int]]:
        """(visible tile layers, each column's place in a row of Tiled's drawing order, and how far
        a tile's image reaches from its cell's box: least and most x, least and most y), from the
        tilesets and one row, not from the whole map."""
        if self._reach is None:
            hexmap = self.hexmap
            self._layers = [l for l in hexmap.tile_layers() if l.visible and l.gids]
            rank = [0] * hexmap.width
            for place, (col, _row) in enumerate(draw_order(hexmap.layout, hexmap.width, 1)):
                rank[col] = place
            th = hexmap.layout.th
            tiles = list(hexmap.tiles.values())
            offsets = [l.offset for l in self._layers] or [(0, 0)]
            if tiles:
                reach = (min(t.offset[0] for t in tiles) + min(o[0] for o in offsets),
                         max(t.offset[0] + t.width for t in tiles) + max(o[0] for o in offsets),
                         min(th - t.height + t.offset[1] for t in tiles) + min(o[1] for o in offsets),
                         max(th + t.offset[1] for t in tiles) + max(o[1] for o in offsets))
            else:
                reach = (0, 0, 0, 0)
            self._reach = (rank, tuple(int(math.floor(v)) if k % 2 == 0 else int(math.ceil(v))
                                       for k, v in enumerate(reach)))
        rank, reach = self._reach
        return self._layers, rank, reach

    def _square(self, i: int, j: int) -> list[tuple[int, int, int, int, int]]:
        """The tiles whose images reach into the ``CHUNK`` square (i, j): (layer number, place in
        Tiled's cell order, gid, x, y), in drawing order. Worked out when the square is first
        drawn, from the cells near it only, so the first frame costs what the view shows."""
        found = self._index.get((i, j))
        if found is not None:
            return found
        layers, rank, (x_lo, x_hi, y_lo, y_hi) = self._tiling()
        hexmap = self.hexmap
        lay = hexmap.layout
        cols, rows = self.grid()
        stagger = (lay.th - lay.side) // 2 + lay.side if lay.stagger_axis == "y" else (lay.tw - lay.side) // 2 + lay.side
        col_step, row_step = (lay.tw, stagger) if lay.stagger_axis == "y" else (stagger, lay.th)
        col_step, row_step = max(1, col_step), max(1, row_step)
        # a cell whose box starts at (cx, cy) has images within [cx + x_lo, cx + x_hi) x [cy + y_lo, cy + y_hi)
        c0 = max(0, (i * CHUNK - x_hi) // col_step - 2)
        c1 = min(hexmap.width, ((i + 1) * CHUNK - x_lo) // col_step + 3)
        r0 = max(0, (j * CHUNK - y_hi) // row_step - 2)
        r1 = min(hexmap.height, ((j + 1) * CHUNK - y_lo) // row_step + 3)
        found = []
        for number, layer in enumerate(layers):
            for row in range(r0, r1):
                for col in range(c0, c1):
                    gid = layer.gid_at(col, row)
                    if not gid or gid not in hexmap.tiles:
                        continue
                    fx, fy = hexmap.tile_position(gid, col, row, layer)
                    x, y = int(fx), int(fy)  # where a blit at (fx, fy) puts the image
                    info = hexmap.tiles[gid]
                    if (max(0, x // CHUNK) <= i <= min(cols - 1, (x + info.width - 1) // CHUNK)
                            and max(0, y // CHUNK) <= j <= min(rows - 1, (y + info.height - 1) // CHUNK)):
                        found.append((number, row * hexmap.width + rank[col], gid, x, y))
        found.sort(key=lambda item: item[:2])
        self._index[(i, j)] = found
        return found

    def _draw_region(self, area: pygame.Rect) -> pygame.Surface:
        """Map pixels ``area`` at zoom 1, drawn from the tiles that reach into it."""
        i0, i1 = area.x // CHUNK, (area.right - 1) // CHUNK
        j0, j1 = area.y // CHUNK, (area.bottom - 1) // CHUNK
        if i0 == i1 and j0 == j1:
            items = self._square(i0, j0)
        else:  # several index squares: each tile once, in drawing order
            found = {}
            for j in range(j0, j1 + 1):
                for i in range(i0, i1 + 1):
                    for item in self._square(i, j):
                        found[item[:2]] = item
            items = [found[k] for k in sorted(found)]
        surf = _opaque(pygame.Surface(area.size))
        surf.fill(self.background)
        k = 0
        for number, layer in enumerate(self._layers):
            target = surf
            if layer.opacity < 1.0:
                target = pygame.Surface(area.size, pygame.SRCALPHA)
            while k < len(items) and items[k][0] == number:
                _n, _place, gid, x, y = items[k]
                target.blit(self.tile(gid), (x - area.x, y - area.y))
                k += 1
            if target is not surf:
                target.set_alpha(int(255 * layer.opacity))
                surf.blit(target, (0, 0))
        return surf

    @staticmethod
    def _span(start: int, end: int, zoom: float) -> tuple[int, int]:
        """Screen pixels [a, b) of map pixels [start, end) at ``zoom`` (neighbours share edges)."""
        return round(start * zoom), round(end * zoom)

    def chunk(self, i: int, j: int, zoom: float) -> pygame.Surface:
        """Chunk (i, j) at ``zoom`` (drawn on first use, then kept while the budget allows)."""
        key = (round(zoom, 3), i, j)
        found = self._chunks.get(key)
        if found is not None:
            self._chunks.move_to_end(key)
            return found
        area = self.region(i, j, key[0])
        found = self._draw_region(area)
        if key[0] != 1.0:
            x0, x1 = self._span(area.x, area.right, key[0])
            y0, y1 = self._span(area.y, area.bottom, key[0])
            found = _opaque(pygame.transform.smoothscale(found, (max(1, x1 - x0), max(1, y1 - y0))))
        self._keep(key, found)
        return found

    def _keep(self, key: tuple[float, int, int], surf: pygame.Surface) -> None:
        self._chunks[key] = surf
        self._bytes += surf.get_width() * surf.get_height() * surf.get_bytesize()
        while self._bytes > self.budget and len(self._chunks) > 1:
            _key, old = self._chunks.popitem(last=False)
            self._bytes -= old.get_width() * old.get_height() * old.get_bytesize()

    def kept_bytes(self) -> int:
        """Memory held by drawn chunks."""
        return self._bytes

    # -- whole map (tests, small maps) -------------------------------------------------
    def base(self) -> pygame.Surface:
        """The whole map at zoom 1 in one surface (costly for a huge map: use ``draw``)."""
        w, h = self.hexmap.pixel_size()
        out = pygame.Surface((w, h))
        cols, rows = self.grid()
        for j in range(rows):
            for i in range(cols):
                out.blit(self.chunk(i, j, 1.0), self.region(i, j).topleft)
        return out

    def prepare(self, zoom: float) -> None:
        """Draw ahead (e.g. right after a hot reload): every chunk at ``zoom`` when the map
        is small enough (``PREPARE_ALL``)."""
        self._tiling()
        cols, rows = self.grid(zoom)
        if cols * rows <= PREPARE_ALL:
            for j in range(rows):
                for i in range(cols):
                    self.chunk(i, j, zoom)

    def draw(self, surface: pygame.Surface, camera: Camera, dest: pygame.Rect | None = None) -> None:
        """Blit the visible part of the map for ``camera`` into ``dest`` (default: whole surface)."""
        dest = dest or surface.get_rect()
        zoom = round(camera.zoom, 3)
        sx, sy = int(round(camera.x * zoom)), int(round(camera.y * zoom))
        side = self.side(zoom) * zoom
        cols, rows = self.grid(zoom)
        i0, i1 = max(0, int(sx // side)), min(cols - 1, int((sx + dest.w - 1) // side))
        j0, j1 = max(0, int(sy // side)), min(rows - 1, int((sy + dest.h - 1) // side))
        old = surface.get_clip()
        surface.set_clip(dest.clip(old) if old else dest)
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                area = self.region(i, j, zoom)
                x0 = self._span(area.x, area.right, zoom)[0]
                y0 = self._span(area.y, area.bottom, zoom)[0]
                surface.blit(self.chunk(i, j, zoom), (dest.x + x0 - sx, dest.y + y0 - sy))
        surface.set_clip(old)

    def invalidate(self) -> None:
        """Forget every drawn surface (after a hot reload)."""
        self._images.clear()
        self._tiles.clear()
        self._index = {}
        self._reach = None
        self._chunks.clear()
        self._bytes = 0
