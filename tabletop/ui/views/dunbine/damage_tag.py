"""The damage tag of a Dunbine piece: a badge on the piece's edge, clear of its art, notch and thrust disc.

A damaged machine carries a white tag with its damage points; a heavily damaged one (19.1) a black
大破 / HEAVY tag instead. The tag sits just outside the circle the machine's silhouette and the facing notch
can reach (the art stays inside radius 49 of its 100 px box, the notch reaches 0.52 of the piece), above
the piece, or below it for every piece of a hex's stack but the upper right one (whose tag would otherwise
lie on the piece above it). Session 28: the HEAVY band ran across the middle of the piece, over the
silhouette, and at 26-34 px over the thrust disc too.
"""

from __future__ import annotations

import math

import pygame

NOTCH_REACH = 0.52      # how far from the centre the facing notch reaches (counters._notch), share of the piece
ART_SCALE = 0.98        # the silhouette's box, share of the piece (counters.counter_image)
ART_RADIUS = 0.495      # the art stays inside this share of its box about the centre (docs/art.md)
MARK_DARK = (16, 16, 18)
MARK_LIGHT = (245, 245, 240)
_CACHE: dict[tuple, pygame.Surface] = {}


def clear_radius(size: int) -> int:
    """How far from the piece's centre its silhouette and notch can reach, in px (the tag stays beyond)."""
    art = math.ceil(ART_RADIUS * max(8, int(size * ART_SCALE))) + 1
    return max(art, math.ceil(NOTCH_REACH * size) + 1, size // 2)


def text_size(size: int) -> int:
    """The tag's type size for a piece of ``size`` px (that of the thrust disc; 10 px at least)."""
    return max(10, int(size * 0.24))


def tag(ui, damage: int, heavy: bool, size: int) -> pygame.Surface | None:
    """The tag of a piece of ``size`` px with ``damage`` points (``heavy``: 大破 / HEAVY), or None without one."""
    if not heavy and (not damage or size < 26):     # at the smallest zoom only heavy damage is marked
        return None
    lang = ui.lang
    key = (damage, heavy, size, lang)
    found = _CACHE.get(key)
    if found is None:
        word = ("大破" if lang == "ja" else "HEAVY") if heavy else str(damage)
        fill, ink = (MARK_DARK, MARK_LIGHT) if heavy else (MARK_LIGHT, MARK_DARK)
        s = ui.text.render(word, text_size(size), ink, True)
        h = s.get_height() - 2
        found = pygame.Surface((max(h, s.get_width() + 8), h), pygame.SRCALPHA)
        box = found.get_rect()
        pygame.draw.rect(found, fill, box, border_radius=h // 2)
        pygame.draw.rect(found, MARK_DARK if not heavy else MARK_LIGHT, box, 1, border_radius=h // 2)
        found.blit(s, s.get_rect(center=box.center))
        if len(_CACHE) > 200:
            _CACHE.clear()
        _CACHE[key] = found
    return found


def tag_rect(img: pygame.Surface, centre: tuple[int, int], size: int, below: bool) -> pygame.Rect:
    """Where the tag ``img`` of a piece of ``size`` px centred at ``centre`` goes: above it (or ``below``)."""
    x, y = centre
    reach = clear_radius(size)
    if below:
        return img.get_rect(midtop=(x, y + reach + 1))
    return img.get_rect(midbottom=(x, y - reach))
