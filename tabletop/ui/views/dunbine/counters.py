"""Unit counters on the map: side colour AND shape, facing arrow, short names, damage, stacks.

Side 0 is a rounded square, side 1 a hexagon with a diagonal hatch (never
colour alone); their colours are sides 0 and 1 of the colour-vision palette
(``ui.palette``), with the text on them dark or light to stay readable. A counter shows the machine and pilot short names, a
facing arrow on its rim, a damage bar, and "大破/HEAVY" on a black badge with
a crack when the machine is heavily damaged (19.1). Damage never changes the
side colour: its marks are black and white, the colours of neither side. A docked pair (10) is one counter with
a doubled border and both machines named. Several counters in one hex are
fanned out slightly; the selected one is drawn last (on top).

Counter images are cached per appearance and zoom, so panning costs blits only.
"""

from __future__ import annotations

import math

import pygame


from ... import palette
from ...hexmap import overlay
from .seen import Seen, SeenUnit

SIDE_SHAPE = ("square", "hexagon")
MARK_DARK = (16, 16, 18)        # damage marks: black and white, never a side's colour
MARK_LIGHT = (245, 245, 240)
_CACHE: dict[tuple, pygame.Surface] = {}


def side_fill(side: int) -> tuple[int, int, int]:
    """A side's counter colour: its colour in the current palette."""
    return palette.side_style(side % 2)[0]


def _edge(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """The counter's rim: the fill lightened (dark fills) or darkened (light fills)."""
    if palette.ink_on(fill)[0] > 128:
        return tuple(min(255, c + (255 - c) * 2 // 3) for c in fill)
    return tuple(c // 3 for c in fill)


def short(name: str, lang: str) -> str:
    """A short name: the part before a separator, at most 7 characters (ja) / 9 (en)."""
    for sep in (" / ", "（", "(", "・"):
        if sep in name:
            name = name.split(sep)[0]
    limit = 7 if lang == "ja" else 9
    return name if len(name) <= limit else name[:limit - 1] + "…" if lang != "ja" else name[:limit]


def names(seen: Seen, u: SeenUnit, lang: str) -> tuple[str, str]:
    """(machine, pilot) for the name plate: the pilot by the first part of the name."""
    card, pilot = u.card, u.base
    machine = card.name_ja if lang == "ja" else card.name_en
    who = pilot.name_ja if lang == "ja" else pilot.name_en
    who = who.split("・")[0] if lang == "ja" else who.split(" ")[0]
    return machine if len(machine) <= 12 else short(machine, lang), short(who, lang)


def abbreviation(u: SeenUnit, lang: str) -> str:
    """Two characters of the machine's name (ja) or three letters (en) for the counter face."""
    name = u.card.name_ja if lang == "ja" else u.card.name_en
    return name[:2] if lang == "ja" else name.replace(" ", "")[:3]


def plate(ui, seen: Seen, u: SeenUnit, size: int) -> pygame.Surface:
    """The name plate under a counter: machine / pilot (and the carried machine)."""
    lang = ui.lang
    machine, pilot = names(seen, u, lang)
    text = f"{machine}/{pilot}"
    if u.passenger:
        pm, pp = names(seen, seen.unit(u.passenger), lang)
        text += f" + {pm}/{pp}"
    key = ("plate", text, size)
    found = _CACHE.get(key)
    if found is None:
        s = ui.text.render(text, size, (255, 255, 255))
        found = pygame.Surface((s.get_width() + 8, s.get_height()), pygame.SRCALPHA)
        found.fill((8, 12, 18, 190))
        found.blit(s, (4, 0))
        _CACHE[key] = found
    return found


def _shape(size: int, kind: str) -> list[tuple[float, float]]:
    c = size / 2
    if kind == "hexagon":
        return [(c + c * 0.98 * math.cos(math.radians(30 + 60 * i)), c + c * 0.98 * math.sin(math.radians(30 + 60 * i)))
                for i in range(6)]
    return []


def counter_image(ui, seen: Seen, u: SeenUnit, size: int, facing_deg: float) -> pygame.Surface:
    """The counter of ``u`` (and its passenger) as a ``size`` px image (cached)."""
    lang = ui.lang
    passenger = seen.find(u.passenger) if u.passenger else None
    key = (u.side, u.machine, u.pilot, passenger.machine if passenger else "", passenger.pilot if passenger else "",
           u.heavy or bool(passenger and passenger.heavy), u.damage, passenger.damage if passenger else 0,
           round(facing_deg), size, lang, u.card.durability, palette.palette_name())
    found = _CACHE.get(key)
    if found is not None:
        return found
    if len(_CACHE) > 600:
        _CACHE.clear()
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    fill = side_fill(u.side)
    edge, ink = _edge(fill), palette.ink_on(fill)
    body = pygame.Rect(0, 0, size, size).inflate(-4, -4)
    if SIDE_SHAPE[u.side % 2] == "hexagon":
        pts = _shape(size, "hexagon")
        pygame.draw.polygon(img, fill, pts)
        hatch = tuple(min(255, c + 28) for c in fill) if ink[0] > 128 else tuple(max(0, c - 40) for c in fill)
        step = max(4, size // 7)
        for x in range(-size, size, step):
            pygame.draw.line(img, hatch, (x, size), (x + size, 0), 1)
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
        img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.polygon(img, edge, pts, 2)
        if passenger:
            inner = [(size / 2 + (x - size / 2) * 0.86, size / 2 + (y - size / 2) * 0.86) for x, y in pts]
            pygame.draw.polygon(img, edge, inner, 2)
    else:
        rad = max(3, size // 6)
        pygame.draw.rect(img, fill, body, border_radius=rad)
        pygame.draw.rect(img, edge, body, 2, border_radius=rad)
        if passenger:
            pygame.draw.rect(img, edge, body.inflate(-8, -8), 2, border_radius=rad)
    # facing arrow on the rim
    c = (size / 2, size / 2)
    tip = overlay.point_at(c, facing_deg, size * 0.53)
    left = overlay.point_at(c, facing_deg + 24, size * 0.33)
    right = overlay.point_at(c, facing_deg - 24, size * 0.33)
    pygame.draw.polygon(img, (255, 236, 140), [tip, left, right])
    pygame.draw.polygon(img, (40, 30, 10), [tip, left, right], 1)
    # machine abbreviation on the counter (full names go on the plate under it)
    text_size = max(9, int(size * 0.27))
    abbr = abbreviation(u, lang)
    s = ui.text.render(abbr, text_size, ink, True)
    img.blit(s, s.get_rect(center=(size / 2, size * 0.47)))
    if passenger:
        s2 = ui.text.render("+" + abbreviation(passenger, lang), max(8, int(size * 0.2)), ink, True)
        img.blit(s2, s2.get_rect(midtop=(size / 2, size * 0.47 + s.get_height() / 2 - 2)))
    # damage bar, or for heavy damage (19.1) a crack and a black 大破/HEAVY badge (the side colour stays)
    dur = max(1, u.card.durability)
    heavy = u.heavy or bool(passenger and passenger.heavy)
    if heavy:
        crack = [(size * 0.62, size * 0.06), (size * 0.52, size * 0.24), (size * 0.66, size * 0.34),
                 (size * 0.56, size * 0.5)]
        pygame.draw.lines(img, MARK_LIGHT, False, crack, max(3, size // 14))
        pygame.draw.lines(img, MARK_DARK, False, crack, max(1, size // 28))
        band = pygame.Rect(size * 0.08, size * 0.7, size * 0.84, max(9, size * 0.24))
        pygame.draw.rect(img, MARK_DARK, band, border_radius=3)
        pygame.draw.rect(img, MARK_LIGHT, band, 1, border_radius=3)
        t = ui.text.render("大破" if lang == "ja" else "HEAVY", max(8, int(size * 0.2)), MARK_LIGHT, True)
        img.blit(t, t.get_rect(center=band.center))
    else:
        bar = pygame.Rect(int(size * 0.18), int(size * 0.76), int(size * 0.64), max(3, size // 12))
        pygame.draw.rect(img, MARK_DARK, bar.inflate(2, 2))
        ok = int(bar.w * max(0, dur - u.damage) / dur)
        pygame.draw.rect(img, MARK_LIGHT, (bar.x, bar.y, ok, bar.h))
    _CACHE[key] = img
    return img


def stacks(seen: Seen) -> dict:
    """Hex -> units drawn there (carried machines ride on their carrier's counter)."""
    out: dict = {}
    for u in seen.units:
        if not u.in_play or u.carrier:
            continue
        out.setdefault(u.hex, []).append(u)
    return out


def draw_counters(surface: pygame.Surface, ui, seen: Seen, view, selected: str = "",
                  marks: dict[str, tuple] | None = None) -> dict[str, tuple[int, int]]:
    """Draw every counter; returns unit id -> centre on ``surface`` (camera coordinates)."""
    layout, camera = view.layout, view.camera
    size = max(16, int(min(layout.tw, layout.th) * 0.86 * camera.zoom))
    plate_size = 13 if camera.zoom >= 0.7 else 0
    bounds = surface.get_rect().inflate(size * 2, size * 2)
    centres: dict[str, tuple[int, int]] = {}
    sel_unit = seen.find(selected) if selected else None
    sel_owner = (seen.find(sel_unit.carrier) if sel_unit and sel_unit.carrier else sel_unit)
    for h, units in stacks(seen).items():
        cx, cy = overlay.hex_centre(layout, h, camera)
        if not bounds.collidepoint(cx, cy):
            continue
        order = sorted(units, key=lambda u: u is sel_owner)
        n = len(order)
        for i, u in enumerate(order):
            off = (i - (n - 1) / 2) * size * 0.16 if n > 1 else 0
            x, y = int(cx + off), int(cy - off)
            img = counter_image(ui, seen, u, size, layout.direction_angle(u.facing))
            surface.blit(img, img.get_rect(center=(x, y)))
            centres[u.id] = (x, y)
            if u.passenger:
                centres[u.passenger] = (x, y)
            if plate_size and i == n - 1:
                p = plate(ui, seen, u, plate_size)
                surface.blit(p, p.get_rect(midtop=(x, y + size // 2 + 1)))
            if marks and u.id in marks:
                pygame.draw.circle(surface, marks[u.id], (x, y), size // 2 + 4, 3)
        if n > 1:
            badge = ui.text.render(f"×{n}", max(10, size // 4), (255, 255, 255), True)
            box = badge.get_rect(topleft=(int(cx + size * 0.5), int(cy - size * 0.8))).inflate(6, 2)
            pygame.draw.rect(surface, (10, 10, 10), box, border_radius=4)
            surface.blit(badge, badge.get_rect(center=box.center))
    if sel_owner is not None and sel_owner.id in centres:
        x, y = centres[sel_owner.id]
        pygame.draw.rect(surface, (255, 236, 120), pygame.Rect(0, 0, size + 8, size + 8).move(x - size // 2 - 4, y - size // 2 - 4), 3,
                         border_radius=6)
    return centres
