"""Unit pieces on the map: our own top-down art, side colour AND shape, facing, damage, thrust, stacks.

A piece is a dark token in the side's shape marker (``ui.palette``: side 0 a
disc, side 1 a rounded square; any other marker shape a disc with the marker
on it) with a thick rim in the side's colour, carrying the machine's top-down
silhouette from ``assets/art/dunbine/<machine>.svg`` painted in that colour and
turned to the machine's facing. Aura Battlers have limbs and pale insect wings,
Wing Calibers are solid flying wings with engine glow (``ART_CLASSES``). On
the piece:

* a gold facing notch on the rim, pointing where the machine faces;
* the current thrust in a gold-rimmed disc (bottom centre);
* for heavy damage (19.1) a black-and-white crack over the silhouette; the
  damage itself is a tag beside the piece, clear of its art, notch and thrust
  disc (``damage_tag``: a white tag with the points, a black 大破/HEAVY one for
  heavy damage). Damage marks are black and white, the colours of neither side:
  damage never changes the side colour;
* a docked pair (10): the Wing Caliber with the carried Aura Battler on its back
  and a doubled rim.

The name plate (machine / pilot) goes under the piece, or above or beside it when a
neighbouring piece or plate is under it (left off rather than over another plate); the plate of a
hex holding several pieces names its top one and counts them ("×2"). A plate at the map view's edge
is shifted inwards, never cut (a piece wholly outside the view has no plate). The active machine's turn
markers (``avoid``) push its plate out past them, so no arrow crosses a name (``_clear_of``). Several
pieces in one hex are drawn smaller and spread along the hex's diagonal, so each shows its
silhouette, thrust and side (``stack_offset``); the selected one is drawn last (on top).
Piece images are cached per appearance and size, so panning costs blits only.
"""

from __future__ import annotations


import pygame


from ... import art, palette
from ...hexmap import overlay
from . import damage_tag
from .seen import Seen, SeenUnit

ART_CLASSES = ("aura_battler", "wing_caliber")   # the machine kinds the art draws (docs/art.md)
TOKEN = (22, 30, 40)            # the piece's ground: dark, so every side colour and the silhouette stand out
NOTCH = (255, 214, 80)          # the facing notch (theme gold, brighter)
MARK_DARK, MARK_LIGHT = damage_tag.MARK_DARK, damage_tag.MARK_LIGHT   # damage marks: never a side's colour
_CACHE: dict[tuple, pygame.Surface] = {}


def art_name(machine: str) -> str:
    """The art file of machine ``machine`` under ``assets/art``."""
    return f"dunbine/{machine}.svg"


def side_fill(side: int) -> tuple[int, int, int]:
    """A side's counter colour: its colour in the current palette."""
    return palette.side_style(side % 2)[0]


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


def plate(ui, seen: Seen, u: SeenUnit, size: int, count: int = 1) -> pygame.Surface:
    """The name plate under a counter: machine / pilot (and the carried machine); on the top piece of a
    hex with ``count`` pieces, "×count" after the name (click the hex again for the next one)."""
    lang = ui.lang
    machine, pilot = names(seen, u, lang)
    text = f"{machine}/{pilot}"
    if u.passenger:
        pm, pp = names(seen, seen.unit(u.passenger), lang)
        text += f" + {pm}/{pp}"
    if count > 1:
        text += f"  ×{count}"
    key = ("plate", text, size)
    found = _CACHE.get(key)
    if found is None:
        s = ui.text.render(text, size, (255, 255, 255))
        found = pygame.Surface((s.get_width() + 8, s.get_height()), pygame.SRCALPHA)
        found.fill((8, 12, 18, 190))
        found.blit(s, (4, 0))
        _CACHE[key] = found
    return found


def base_shape(side: int) -> str:
    """The token's outline for ``side``: its marker shape when that is a disc or square, else a disc."""
    shape = palette.side_style(side)[1]
    return shape if shape in ("circle", "square") else "circle"


def ground_of(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """The piece's ground: the dark token tinted a fifth of the way towards the side's colour."""
    return (int(TOKEN[0] * 0.78 + fill[0] * 0.22), int(TOKEN[1] * 0.78 + fill[1] * 0.22), int(TOKEN[2] * 0.78 + fill[2] * 0.22))


def _token(img: pygame.Surface, side: int, fill: tuple[int, int, int], rim: int, double: bool) -> None:
    """The dark ground in the side's shape with a rim of the side's colour (doubled for a docked pair)."""
    size = img.get_width()
    box = pygame.Rect(0, 0, size, size).inflate(-2, -2)
    ground = ground_of(fill)
    if base_shape(side) == "square":
        rad = max(3, size // 5)
        pygame.draw.rect(img, fill, box, border_radius=rad)
        pygame.draw.rect(img, ground, box.inflate(-2 * rim, -2 * rim), border_radius=max(2, rad - rim))
        if double:
            pygame.draw.rect(img, fill, box.inflate(-4 * rim, -4 * rim), max(1, rim // 2), border_radius=max(2, rad - 2 * rim))
    else:
        c, r = (size / 2, size / 2), box.w / 2
        pygame.draw.circle(img, fill, c, r)
        pygame.draw.circle(img, ground, c, r - rim)
        if double:
            pygame.draw.circle(img, fill, c, r - 2 * rim, max(1, rim // 2))
    if palette.side_style(side)[1] != base_shape(side):   # a third or later side: its marker on the piece
        palette.draw_side_marker(img, (int(size * 0.2), int(size * 0.2)), max(4, size // 9), side)


def _silhouette(img: pygame.Surface, machine: str, fill: tuple[int, int, int], facing_deg: float, scale: float) -> bool:
    """The machine's art, painted in ``fill`` and turned to ``facing_deg``, centred on ``img``; False if it has none."""
    name = art_name(machine)
    if not art.exists(name):
        return False
    size = img.get_width()
    side = max(8, int(size * scale))
    pic = art.surface(name, (side, side), art.side_colours(fill), turn=90.0 - facing_deg)
    img.blit(pic, pic.get_rect(center=(size / 2, size / 2)))
    return True


def _notch(img: pygame.Surface, facing_deg: float) -> None:
    """The facing notch: a gold wedge on the rim, pointing where the machine faces."""
    size = img.get_width()
    c = (size / 2, size / 2)
    tip = overlay.point_at(c, facing_deg, size * 0.52)
    left = overlay.point_at(c, facing_deg + 17, size * 0.37)
    right = overlay.point_at(c, facing_deg - 17, size * 0.37)
    pygame.draw.polygon(img, NOTCH, [tip, left, right])
    pygame.draw.polygon(img, MARK_DARK, [tip, left, right], 1)


def _thrust_disc(ui, img: pygame.Surface, text: str, centre: tuple[float, float], size: int) -> None:
    """The thrust in a dark disc with a gold ring, kept inside the piece (it was cut at 26 px)."""
    s = ui.text.render(text, size, MARK_LIGHT, True)
    h = s.get_height() - 2
    box = pygame.Rect(0, 0, max(h, s.get_width() + 6), h)
    box.center = (int(centre[0]), int(centre[1]))
    r = max(box.w, box.h) // 2 + 1
    whole = pygame.Rect(0, 0, 2 * r + 1, 2 * r + 1)
    whole.center = box.center
    box.center = whole.clamp(img.get_rect()).center
    pygame.draw.circle(img, TOKEN, box.center, r)
    pygame.draw.circle(img, NOTCH, box.center, r, max(1, size // 8))
    img.blit(s, s.get_rect(center=box.center))


def _crack(img: pygame.Surface) -> None:
    """Heavy damage (19.1): a black-and-white crack over the silhouette (the 大破/HEAVY tag is beside the piece)."""
    size = img.get_width()
    crack = [(size * 0.66, size * 0.2), (size * 0.5, size * 0.4), (size * 0.6, size * 0.6), (size * 0.4, size * 0.8)]
    pygame.draw.lines(img, MARK_LIGHT, False, crack, max(3, size // 14))
    pygame.draw.lines(img, MARK_DARK, False, crack, max(1, size // 28))


def damage_of(seen: Seen, u: SeenUnit) -> tuple[int, bool]:
    """(damage points, heavily damaged) of the piece of ``u``, with its passenger's."""
    passenger = seen.find(u.passenger) if u.passenger else None
    return u.damage + (passenger.damage if passenger else 0), u.heavy or bool(passenger and passenger.heavy)


def counter_image(ui, seen: Seen, u: SeenUnit, size: int, facing_deg: float) -> pygame.Surface:
    """The piece of ``u`` (and its passenger) as a ``size`` px image (cached)."""
    lang = ui.lang
    passenger = seen.find(u.passenger) if u.passenger else None
    heavy = damage_of(seen, u)[1]
    key = (u.side, u.machine, passenger.machine if passenger else "", heavy, u.thrust,
           round(facing_deg), size, lang, palette.palette_name())
    found = _CACHE.get(key)
    if found is not None:
        return found
    if len(_CACHE) > 600:
        _CACHE.clear()
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    fill = side_fill(u.side)
    rim = max(2, size // 11)
    _token(img, u.side, fill, rim, passenger is not None)
    drawn = _silhouette(img, u.machine, fill, facing_deg, 0.98)
    if passenger is not None:
        _silhouette(img, passenger.machine, fill, facing_deg, 0.55)
    if not drawn:   # a machine without art (a home-made card): its name's first letters
        s = ui.text.render(abbreviation(u, lang), max(9, int(size * 0.27)), palette.ink_on(TOKEN), True)
        img.blit(s, s.get_rect(center=(size / 2, size * 0.47)))
    if heavy:
        _crack(img)
    if size >= 26:     # at the smallest zoom only the token, silhouette and notch (and the HEAVY tag beside it)
        # 8 px at the home zoom (0.7) read as a smudge (session 17)
        _thrust_disc(ui, img, str(u.thrust), (size * 0.5, size * 0.86), damage_tag.text_size(size))
    _notch(img, facing_deg)
    _CACHE[key] = img
    return img


#: Pieces sharing a hex: each this share of a lone piece's size, their centres spread over this share of it
#: along the hex's rising diagonal, so every piece of a pair shows its silhouette, thrust and side (13.9).
STACK_SCALE = 0.74
STACK_SPREAD = 0.40


def stacked_size(size: int, n: int) -> int:
    """The size of each of ``n`` pieces in one hex (a lone piece keeps ``size``)."""
    return size if n < 2 else max(16, int(size * STACK_SCALE))


def stack_offset(size: int, i: int, n: int) -> float:
    """How far right (and up) of the hex centre the ``i``-th of ``n`` pieces in one hex sits."""
    return 0.0 if n < 2 else (i / (n - 1) - 0.5) * size * STACK_SPREAD


def stack_half(size: int, n: int) -> int:
    """Half the width of the square the ``n`` pieces of one hex fill (the spread plus one piece)."""
    return int(size * STACK_SPREAD / 2 + stacked_size(size, n) / 2) + 1


def stacks(seen: Seen) -> dict:
    """Hex -> units drawn there (carried machines ride on their carrier's counter)."""
    out: dict = {}
    for u in seen.units:
        if not u.in_play or u.carrier:
            continue
        out.setdefault(u.hex, []).append(u)
    return out


def _covered(r: pygame.Rect, pieces: list[pygame.Rect]) -> int:
    """The area of the pieces (its own among them) a plate at ``r`` would cover."""
    return sum(r.clip(p).w * r.clip(p).h for p in pieces)


def _clear_of(r: pygame.Rect, avoid: list[pygame.Rect], dx: int, dy: int) -> pygame.Rect:
    """``r`` moved along (``dx``, ``dy``) (one of them 0, the other 1 or -1: away from its piece) until it meets none
    of ``avoid`` (the turn markers round the active machine: at zoom 0.7 the two lower ones crossed its plate)."""
    for _ in range(len(avoid)):
        hit = [a for a in avoid if a.colliderect(r)]
        if not hit:
            break
        if dy:
            r = r.move(0, max(a.bottom for a in hit) + 1 - r.top if dy > 0 else min(a.top for a in hit) - 1 - r.bottom)
        else:
            r = r.move(max(a.right for a in hit) + 1 - r.left if dx > 0 else min(a.left for a in hit) - 1 - r.right, 0)
    return r


def _plates(surface: pygame.Surface, ui, seen: Seen, named: list[tuple], size: int,
            text_size: int, tags: list[pygame.Rect] | None = None,
            avoid: list[pygame.Rect] | None = None) -> list[tuple[str, pygame.Rect]]:
    """Name plates after all pieces: under a piece, else above it, else beside it (left, right), wherever no
    other plate or piece is; if no place is free, where it covers the least of the pieces and no plate (never one
    plate over another). ``named``: (unit, x, y) of a lone piece, or (unit, x, y, half, n) of a hex's stack of
    ``n``, ``half`` the half width of the square its pieces fill around (x, y). A plate that would run
    past the map view's edge is shifted inwards so it is read whole; a piece wholly off the view has none.
    The pieces' damage ``tags`` count as pieces: a plate covers them only where nothing else is free. A plate is
    moved out past the ``avoid`` rects (the turn markers) and goes where it still meets one only if nothing else fits."""
    view = surface.get_rect()
    spans = [(e[0], e[1], e[2], e[3] if len(e) > 3 else size // 2, e[4] if len(e) > 4 else 1) for e in named]
    pieces = [pygame.Rect(x - half, y - half, 2 * half, 2 * half) for _u, x, y, half, _n in spans]
    covers = pieces + (tags or [])
    taken: list[pygame.Rect] = []
    owners: list[str] = []
    for k, (u, x, y, half, count) in enumerate(spans):
        if not pieces[k].colliderect(view):     # a piece wholly off the view: no plate left floating at the edge
            continue
        p = plate(ui, seen, u, text_size, count)
        below, above = p.get_rect(midtop=(x, y + half + 1)), p.get_rect(midbottom=(x, y - half - 1))
        left, right = p.get_rect(topright=(x - half - 1, y + half // 2)), p.get_rect(topleft=(x + half + 1, y + half // 2))
        if avoid:
            below, above = _clear_of(below, avoid, 0, 1), _clear_of(above, avoid, 0, -1)
            left, right = _clear_of(left, avoid, -1, 0), _clear_of(right, avoid, 1, 0)
        below, above, left, right = (r.clamp(view) for r in (below, above, left, right))   # never cut at the edge
        clear = [r for r in (below, above, left, right) if r.collidelist(taken) < 0]
        # the first place that covers no piece, else the one that covers the least of them (under a piece whose
        # neighbour sits below it, the plate hid that neighbour while its right side was free but for a corner)
        spot = min(clear, key=lambda r: (r.collidelist(avoid or []) >= 0, _covered(r, covers))) if clear else None
        if spot is not None:
            surface.blit(p, spot)
            taken.append(spot)
            owners.append(u.id)
    return list(zip(owners, taken))


def piece_size(layout, zoom: float) -> int:
    """A lone piece's side in screen px at ``zoom``: 86 % of a hex's narrower extent, 16 px at least."""
    return max(16, int(min(layout.tw, layout.th) * 0.86 * zoom))


def draw_counters(surface: pygame.Surface, ui, seen: Seen, view, selected: str = "",
                  marks: dict[str, tuple] | None = None,
                  occupied: list[tuple[str, pygame.Rect]] | None = None,
                  avoid: list[pygame.Rect] | None = None) -> dict[str, tuple[int, int]]:
    """Draw every counter; returns unit id -> centre on ``surface`` (camera coordinates). ``occupied``
    (if given) receives (unit id, rect) of every piece and name plate drawn, for what goes on the map after;
    ``avoid``: what the name plates keep clear of (the turn markers drawn over the map after)."""
    layout, camera = view.layout, view.camera
    size = piece_size(layout, camera.zoom)
    plate_size = 13 if camera.zoom >= 0.7 else 0
    bounds = surface.get_rect().inflate(size * 2, size * 2)
    centres: dict[str, tuple[int, int]] = {}
    named: list[tuple[SeenUnit, int, int]] = []      # the top piece of each hex, for its name plate
    tags: list[tuple[str, pygame.Surface, pygame.Rect]] = []   # damage tags, drawn last (damage_tag)
    sel_unit = seen.find(selected) if selected else None
    sel_owner = (seen.find(sel_unit.carrier) if sel_unit and sel_unit.carrier else sel_unit)
    sel_size = size
    for h, units in stacks(seen).items():
        cx, cy = overlay.hex_centre(layout, h, camera)
        if not bounds.collidepoint(cx, cy):
            continue
        order = sorted(units, key=lambda u: u is sel_owner)
        n = len(order)
        piece = stacked_size(size, n)
        for i, u in enumerate(order):
            off = stack_offset(size, i, n)
            x, y = int(cx + off), int(cy - off)
            if marks and u.id in marks:     # under the piece, so it never hides a badge; dark-edged on any side colour
                pygame.draw.circle(surface, MARK_DARK, (x, y), piece // 2 + 7, 8)
                pygame.draw.circle(surface, marks[u.id], (x, y), piece // 2 + 5, 4)
            img = counter_image(ui, seen, u, piece, layout.direction_angle(u.facing))
            surface.blit(img, img.get_rect(center=(x, y)))
            if occupied is not None:
                occupied.append((u.id, img.get_rect(center=(x, y))))
            centres[u.id] = (x, y)
            damage, heavy = damage_of(seen, u)
            tag = damage_tag.tag(ui, damage, heavy, piece)
            if tag is not None:     # above the piece; below it for a stack's lower pieces (the next one is above)
                tags.append((u.id, tag, damage_tag.tag_rect(tag, (x, y), piece, below=i < n - 1)))
            if u.passenger:
                centres[u.passenger] = (x, y)
            if u is sel_owner:
                sel_size = piece
            if plate_size and i == n - 1:     # a stack's plate goes round all its pieces
                named.append((u, x, y) if n == 1 else (u, int(cx), int(cy), stack_half(size, n), n))
        if n > 1 and not plate_size:      # no name plates at this zoom: the count on its own
            badge = ui.text.render(f"×{n}", max(10, size // 4), (255, 255, 255), True)
            box = badge.get_rect(topleft=(int(cx + size * 0.2), int(cy + size * 0.2))).inflate(6, 2)
            pygame.draw.rect(surface, (10, 10, 10), box, border_radius=4)
            surface.blit(badge, badge.get_rect(center=box.center))
    plates = _plates(surface, ui, seen, named, size, plate_size, [r for _uid, _t, r in tags], avoid)
    if occupied is not None:
        occupied.extend(plates)
        occupied.extend((uid, r) for uid, _t, r in tags)
    if sel_owner is not None and sel_owner.id in centres:
        x, y = centres[sel_owner.id]
        ring = pygame.Rect(0, 0, sel_size + 8, sel_size + 8)
        ring.center = (x, y)
        pygame.draw.rect(surface, (255, 236, 120), ring, 3, border_radius=6)
    for _uid, tag, r in tags:      # on top of everything round the piece: the selection box, a target ring
        surface.blit(tag, r)
    return centres
