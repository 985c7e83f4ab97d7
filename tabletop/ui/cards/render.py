"""Draws card faces and backs from ``CardFace`` data, crisp at any size.

Each face is drawn once per (face, size, language) and kept (a
``surfacecache.SurfaceCache`` of 1500 faces and backs), so a table of
hundreds of cards costs only blits per frame. Sizes scale every font and box,
so a card stays readable from a thumbnail in a hand to the hover enlargement.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui.palette import ink_on
from tabletop.ui.surfacecache import SurfaceCache
from tabletop.ui.text import TextCache, wrap

from tabletop.core.i18n import Text

from .face import CardFace, Marker, frame_for, icon_for

CARD_RATIO = 88 / 63  # height / width of a standard card


def card_size(width: int) -> tuple[int, int]:
    """A card's pixel size for a given width (standard 63 x 88 mm proportions)."""
    return width, int(round(width * CARD_RATIO))


def draw_shape(surface: pygame.Surface, shape: str, center: tuple[float, float], radius: float,
               fill, outline=(20, 20, 24), width: int = 1) -> None:
    """A badge shape: circle, square, diamond or hexagon (so icons differ by shape too)."""
    cx, cy = center
    if shape == "circle":
        pygame.draw.circle(surface, fill, (int(cx), int(cy)), int(radius))
        if width:
            pygame.draw.circle(surface, outline, (int(cx), int(cy)), int(radius), width)
        return
    if shape == "square":
        points = [(cx - radius, cy - radius), (cx + radius, cy - radius),
                  (cx + radius, cy + radius), (cx - radius, cy + radius)]
    elif shape == "diamond":
        points = [(cx, cy - radius * 1.2), (cx + radius * 1.2, cy), (cx, cy + radius * 1.2), (cx - radius * 1.2, cy)]
    else:  # hexagon
        points = [(cx + radius * 1.1 * math.cos(math.radians(60 * i + 30)),
                   cy + radius * 1.1 * math.sin(math.radians(60 * i + 30))) for i in range(6)]
    pygame.draw.polygon(surface, fill, points)
    if width:
        pygame.draw.polygon(surface, outline, points, width)


class CardRenderer:
    """Renders faces, backs and markers; one per app, sharing the app's text cache."""

    def __init__(self, text: TextCache, limit: int = 1500) -> None:
        self.text = text
        self._cache: SurfaceCache[pygame.Surface] = SurfaceCache(limit)

    # -- faces -----------------------------------------------------------------
    def face(self, face: CardFace, width: int, lang: str = "ja") -> pygame.Surface:
        """The card's face at ``width`` pixels wide (height by card proportions)."""
        key = ("face", face, width, lang)
        surf = self._cache.find(key)
        if surf is None:
            surf = self._cache.put(key, self._draw_face(face, width, lang))
        return surf

    def back(self, style: str, width: int, colour=(40, 60, 110)) -> pygame.Surface:
        """A face-down card: a patterned back, the same for every card of a deck style."""
        key = ("back", style, width, tuple(colour))
        surf = self._cache.find(key)
        if surf is None:
            surf = self._cache.put(key, self._draw_back(style, width, colour))
        return surf

    def _fit(self, text: str, size: int, width: int, bold: bool = False) -> int:
        while size > 8 and self.text.size(text, size, bold)[0] > width:
            size -= 1
        return size

    def _draw_face(self, face: CardFace, w: int, lang: str) -> pygame.Surface:
        style = frame_for(face.kind)
        h = card_size(w)[1]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 14)
        frame = face.accent or style.frame
        pygame.draw.rect(surf, frame, (0, 0, w, h), border_radius=radius)
        m = max(2, w // 28)
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(surf, style.paper, inner, border_radius=max(2, radius - 2))

        # title band
        band_h = max(14, int(h * 0.14))
        band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
        pygame.draw.rect(surf, style.band, band, border_top_left_radius=max(2, radius - 2),
                         border_top_right_radius=max(2, radius - 2))
        corner_w = 0
        if face.corner:
            cs = max(8, int(band_h * 0.5))
            corner = self.text.render(face.corner, cs, ink_on(style.band), bold=True)
            corner_w = corner.get_width() + m * 2
            surf.blit(corner, (band.right - corner.get_width() - m, band.centery - corner.get_height() // 2))
        title = face.title.get(lang)
        size = self._fit(title, max(8, int(band_h * 0.62)), band.w - corner_w - 2 * m, bold=True)
        tsurf = self.text.render(title, size, ink_on(style.band), bold=True)
        surf.blit(tsurf, (band.x + m, band.centery - tsurf.get_height() // 2))

        y = band.bottom + m
        # subtitle: kind label and the card's own subtitle
        sub_parts = [style.label.get(lang)] if style.label.get(lang) else []
        if face.subtitle is not None and face.subtitle.get(lang):
            sub_parts.append(face.subtitle.get(lang))
        if sub_parts:
            sub = " · ".join(sub_parts)
            ssize = self._fit(sub, max(7, int(h * 0.055)), inner.w - 2 * m)
            ssurf = self.text.render(sub, ssize, (90, 90, 100))
            surf.blit(ssurf, (inner.x + m, y))
            y += ssurf.get_height() + m // 2

        # icons
        if face.icons:
            r = max(5, int(h * 0.045))
            x = inner.x + m + r
            for key in face.icons:
                icon = icon_for(key)
                draw_shape(surf, icon.shape, (x, y + r), r, icon.colour)
                g = self.text.render(icon.glyph, max(7, int(r * 1.3)), ink_on(icon.colour), bold=True)
                surf.blit(g, (x - g.get_width() // 2, y + r - g.get_height() // 2))
                x += 2 * r + m
            y += 2 * r + m

        # captioned icon rows ("適応 陸空", "地形 陸")
        if face.icon_rows:
            r = max(5, int(h * 0.042))
            csize = max(7, int(r * 1.25))
            for caption, keys in face.icon_rows:
                cs = self.text.render(caption.get(lang), csize, (70, 70, 80), bold=True)
                surf.blit(cs, (inner.x + m, y + r - cs.get_height() // 2))
                x = inner.x + m + cs.get_width() + m + r
                for key in keys:
                    icon = icon_for(key)
                    draw_shape(surf, icon.shape, (x, y + r), r, icon.colour)
                    g = self.text.render(icon.glyph, max(7, int(r * 1.3)), ink_on(icon.colour), bold=True)
                    surf.blit(g, (x - g.get_width() // 2, y + r - g.get_height() // 2))
                    x += 2 * r + m
                y += 2 * r + m

        # stats boxes at the bottom
        stats_h = 0
        if face.stats:
            n = len(face.stats)
            per_row = min(n, face.stats_per_row or 4)
            rows = math.ceil(n / per_row)
            box_w = (inner.w - (per_row + 1) * m) // per_row
            box_h = max(16, int(h * 0.13))
            stats_h = rows * (box_h + m) + m
            top = inner.bottom - stats_h + m
            for i, (raw_label, value) in enumerate(face.stats):
                label = raw_label.get(lang) if isinstance(raw_label, Text) else str(raw_label)
                col, row = i % per_row, i // per_row
                box = pygame.Rect(inner.x + m + col * (box_w + m), top + row * (box_h + m), box_w, box_h)
                pygame.draw.rect(surf, (255, 255, 255), box, border_radius=3)
                pygame.draw.rect(surf, frame, box, 1, border_radius=3)
                if box_h < 24:  # too small for two lines: the value alone, as large as fits
                    vsize = self._fit(str(value), max(8, int(box_h * 0.85)), box.w - 4, bold=True)
                    vs = self.text.render(str(value), vsize, style.ink, bold=True)
                    surf.blit(vs, vs.get_rect(center=box.center))
                    continue
                lsize = self._fit(label, max(7, int(box_h * 0.34)), box.w - 4)
                ls = self.text.render(label, lsize, (90, 90, 100))
                surf.blit(ls, (box.centerx - ls.get_width() // 2, box.y + 1))
                vsize = self._fit(str(value), max(8, int(box_h * 0.55)), box.w - 4, bold=True)
                vs = self.text.render(str(value), vsize, style.ink, bold=True)
                surf.blit(vs, (box.centerx - vs.get_width() // 2, box.bottom - vs.get_height()))

        # body text between icons and stats
        if face.body is not None and face.body.get(lang):
            area = pygame.Rect(inner.x + m, y, inner.w - 2 * m, inner.bottom - stats_h - y - m)
            bsize = max(7, int(h * 0.05))
            while bsize >= 7:
                lines = wrap(face.body.get(lang), area.w, lambda s, z=bsize: self.text.size(s, z)[0])
                line_h = self.text.line_height(bsize)
                if len(lines) * line_h <= area.h or bsize == 7:
                    break
                bsize -= 1
            for line in lines:
                if y + line_h > area.bottom + line_h // 3:
                    break
                surf.blit(self.text.render(line, bsize, style.ink), (area.x, y))
                y += line_h
        if face.foil:
            self._draw_foil(surf, inner, m)
        return surf

    @staticmethod
    def _draw_foil(surf: pygame.Surface, inner: pygame.Rect, m: int) -> None:
        """A special rarity: a gold inner frame and four stars in the corners."""
        gold = (226, 184, 70)
        pygame.draw.rect(surf, gold, inner, max(2, m), border_radius=max(2, m * 2))
        r = max(3, inner.w // 22)
        for cx, cy in ((inner.x + r + m, inner.bottom - r - m), (inner.right - r - m, inner.bottom - r - m)):
            points = []
            for i in range(10):
                rad = math.radians(-90 + 36 * i)
                rr = r if i % 2 == 0 else r * 0.45
                points.append((cx + rr * math.cos(rad), cy + rr * math.sin(rad)))
            pygame.draw.polygon(surf, gold, points)
            pygame.draw.polygon(surf, (120, 90, 20), points, 1)

    def _draw_back(self, style: str, w: int, colour) -> pygame.Surface:
        h = card_size(w)[1]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 14)
        pygame.draw.rect(surf, colour, (0, 0, w, h), border_radius=radius)
        light = tuple(min(255, c + 40) for c in colour)
        step = max(6, w // 8)
        pattern = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(-h, w, step):
            pygame.draw.line(pattern, (*light, 90), (i, 0), (i + h, h), 2)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pattern, (0, 0))
        m = max(2, w // 14)
        pygame.draw.rect(surf, light, (m, m, w - 2 * m, h - 2 * m), max(1, w // 40), border_radius=radius)
        emblem = style[:2].upper() if style else "TT"
        size = self._fit(emblem, max(8, w // 4), w - 4 * m, bold=True)
        disc = tuple(max(0, c - 30) for c in colour)
        es = self.text.render(emblem, size, (240, 240, 245) if ink_on(disc)[0] > 128 else (20, 20, 24), bold=True)
        pygame.draw.circle(surf, disc, (w // 2, h // 2), max(es.get_width(), es.get_height()) // 2 + m)
        surf.blit(es, (w // 2 - es.get_width() // 2, h // 2 - es.get_height() // 2))
        return surf

    # -- markers -----------------------------------------------------------------
    def draw_markers(self, surface: pygame.Surface, rect: pygame.Rect, markers: list[Marker]) -> None:
        """Counters on a card (chits, damage) along its bottom edge, each with its count."""
        r = max(7, rect.w // 9)
        x = rect.x + r + 2
        y = rect.bottom - r - 2
        for marker in markers:
            if marker.count <= 0:
                continue
            draw_shape(surface, marker.shape, (x, y), r, marker.colour, (255, 255, 255), 2)
            label = f"{marker.label}{marker.count}" if marker.label else str(marker.count)
            size = self._fit(label, max(8, int(r * 1.1)), 2 * r + 6, bold=True)
            s = self.text.render(label, size, ink_on(marker.colour), bold=True)
            surface.blit(s, (x - s.get_width() // 2, y - s.get_height() // 2))
            x += 2 * r + 4
