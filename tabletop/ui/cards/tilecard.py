"""A tile drawn as a card lying on the table (``CardFace.card_tile``; issue 16, session 30).

``render.CardRenderer._draw_tile`` lays a tile out (its name's size and lines, its numbers' chips: ``_tile_choice``)
and, for a face that opts in, this module paints that layout with a card's anatomy, as a held face is painted: a
rounded frame in the frame colour (a seat's colour on SDGF's SD cards), the name on a band in the kind's colour, a
light body under it with the type icon and the kind line ("SD · Leader", the rarity at its end) where the tile has the
room, and the numbers in outlined white boxes at the body's foot, their values larger where the body has the room (up
to ``VALUE_MOST`` px). A tapped (turned) tile is muted towards grey and hatched on its left edge as before. Nothing
here changes what the layout measured: the name keeps its size, lines and left edge, the numbers their count and
rows, so every fitting check of the views holds for the painted tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui.palette import ink_on

from .face import CardFace, frame_for, icon_for

if TYPE_CHECKING:
    from .render import Anatomy, CardRenderer

#: px: the frame of a card tile, of one ``WIDE_FROM`` px high or higher, and its corners' radius
FRAME, FRAME_WIDE, WIDE_FROM, RADIUS = 2, 3, 60, 6
#: px: the tile's inner room (as ``_draw_tile``'s layout keeps it) and the gaps of the kind row over and under it
PAD, ROW_GAP = 4, 2
#: px: the kind line's print (``render.KIND_GOOD``; the type icon beside it is ``render.TILE_ICON``), and the largest
#: print of a number's value in a body with the room (its label stays at the layout's size)
KIND_SIZE, VALUE_MOST = 10, 18
#: px: a one-row body's number values print at least this large before its badge rows are drawn (they give way), and
#: a badge's radius there (its glyph at ``render.GLYPH_SHARE`` of it, 9 px)
VALUE_GOOD, BADGE = 14, 7
LABEL_INK = (90, 90, 100)


def muted(colour: tuple[int, int, int], grey: tuple[int, int, int], mix: float) -> tuple[int, int, int]:
    """``colour`` turned ``mix`` of the way towards ``grey`` (a tapped card's band and body)."""
    return tuple(round(c + (g - c) * mix) for c, g in zip(colour, grey))  # type: ignore[return-value]


def kind_line(face: CardFace, lang: str) -> list[str]:
    """The kind line's candidates, longest first: "SD · Leader" (the frame's word and the face's short kind, else its
    subtitle), then the frame's word alone ("SD", "Counter")."""
    style = frame_for(face.kind)
    word = style.label.get(lang)
    sub = face.kind_short if face.kind_short is not None else face.subtitle
    sub_word = sub.get(lang) if sub is not None else ""
    out = [" · ".join(p for p in (word, sub_word) if p)] if sub_word else []
    return out + ([word] if word else [])


def draw(r: CardRenderer, face: CardFace, w: int, h: int, lang: str, name_max: int = 0,
         numbers_at: int = 0) -> tuple[pygame.Surface, Anatomy]:
    """``face``'s tile ``w`` x ``h`` as a card (``_draw_tile``'s layout, painted with the card's anatomy)."""
    from .render import TILE_CHIP_PAD, TILE_ICON, TILE_NAME_MAX, TURNED_EDGE, TURNED_GREY, TURNED_MIX, Anatomy

    style = frame_for(face.kind)
    frame = face.accent or style.frame
    band, paper = style.band, style.paper
    lean = TURNED_EDGE if face.turned else 0
    if face.turned:  # a turned card: its band and body muted, its left edge hatched (``_turned_edge``)
        band, paper = muted(band, TURNED_GREY, TURNED_MIX), muted(paper, TURNED_GREY, TURNED_MIX)
    icon, (tsize, lines, ssize, chips) = r._tile_choice(face, w, h, lang, name_max or TILE_NAME_MAX, name_max,
                                                         numbers_at)
    m = FRAME_WIDE if h >= WIDE_FROM else FRAME
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, frame, (0, 0, w, h), border_radius=RADIUS)
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, paper, inner, border_radius=RADIUS - 2)
    # the name on its band, from the top: where the layout put its lines, the band as far over as under them
    chips_h = max(box.bottom + 3 for box, _, _ in chips) if chips else 0
    block = (len(lines) - 1) * r._name_step(tsize) + r._name_ink(tsize)
    name_top = PAD
    band_rect = pygame.Rect(inner.x, inner.y, inner.w, min(name_top + block + (PAD - m), h - PAD - chips_h) - m)
    pygame.draw.rect(surf, band, band_rect, border_top_left_radius=RADIUS - 2, border_top_right_radius=RADIUS - 2)
    pygame.draw.line(surf, frame, (band_rect.x, band_rect.bottom), (band_rect.right - 1, band_rect.bottom), 1)
    chips_top = h - PAD - chips_h + 1
    body = pygame.Rect(inner.x, band_rect.bottom + 1, inner.w, max(0, chips_top - band_rect.bottom - 1))
    row = _kind_row(r, face, lang, w - lean - 2 * PAD, body.h - 2 * ROW_GAP, TILE_ICON)
    name_x = lean + PAD + (TILE_ICON + 3 if icon is not None and row is None else 0)
    if len(lines) > 1:  # the wrapped name, as the text-fit probe should know it
        room = w - (lean + PAD + (TILE_ICON + 3 if icon is not None else 0)) - PAD - 1
        lines = r.text.wrap("\n".join(lines), tsize, room, bold=True)
    # (the layout's icon beside the name, as on a plain tile, where the kind row does not hold it)
    name_rect = r._paint_tile_name(surf, icon if row is None else None, lines, tsize, band, lean + PAD, name_x, name_top)
    kind = ("", 0)
    spare = body.h
    if row is not None:  # the type icon, the kind line and the rarity, under the band
        words, glyph, corner, row_h = row
        y = body.y + ROW_GAP
        x = lean + PAD
        if glyph is not None:
            pygame.draw.circle(surf, muted(style.band, (0, 0, 0), 0.25), (x + TILE_ICON // 2, y + row_h // 2),
                               TILE_ICON // 2 + 1)
            surf.blit(glyph, (x, y + (row_h - TILE_ICON) // 2))
            x += TILE_ICON + 3
        ks = r.text.render(words, KIND_SIZE, LABEL_INK)
        surf.blit(ks, (x, y + (row_h - ks.get_height()) // 2))
        if corner:
            cs = r.text.render(corner, KIND_SIZE, ink_on(style.band), bold=True)
            chip = pygame.Rect(0, 0, cs.get_width() + 6, row_h)
            chip.topright = (w - PAD, y)
            pygame.draw.rect(surf, band, chip, border_radius=4)
            surf.blit(cs, cs.get_rect(center=chip.center))
        kind = (words, KIND_SIZE)
        spare = body.h - 2 * ROW_GAP - row_h
    shown = 0
    if row is not None and face.icon_rows:  # the captioned badge rows ("Adapt" 陸 海) where the power keeps its print
        one_row = len({box.y for box, _, _ in chips}) <= 1
        keep = r.text.line_height(VALUE_GOOD) - r.text.line_height(ssize) if chips and one_row else 0
        shown, used = _icon_rows(r, surf, face, lang, lean + PAD, body.y + 2 * ROW_GAP + row_h,
                                 w - lean - 2 * PAD, spare - ROW_GAP - max(0, keep))
        spare -= used
    if lean:  # the long side of a card lying sideways: one hatched column down the whole tile, band and body alike
        edge = pygame.Rect(m, m, lean, h - 2 * m)
        pygame.draw.rect(surf, paper, edge)
        r._turned_edge(surf, edge, frame)
    # the numbers at the body's foot in outlined boxes; one row of them taller, its values larger, where it has the room
    vsize = _value_size(r, chips, ssize, spare - ROW_GAP) if len({box.y for box, _, _ in chips}) == 1 else ssize
    grow = r.text.line_height(vsize) - r.text.line_height(ssize)
    numbers: list[pygame.Rect] = []
    for box, label, value in chips:
        box = pygame.Rect(box.x + lean + PAD, chips_top + box.y - grow, box.w, box.h + grow)
        numbers.append(box.copy())
        pygame.draw.rect(surf, (255, 255, 255), box, border_radius=3)
        pygame.draw.rect(surf, frame, box, 1, border_radius=3)
        ls = r.text.render(label, ssize, LABEL_INK)
        vs = r.text.render(value, vsize, style.ink, bold=True)
        surf.blit(ls, (box.x + TILE_CHIP_PAD, box.centery - ls.get_height() // 2))
        surf.blit(vs, (box.x + TILE_CHIP_PAD + ls.get_width() + (TILE_CHIP_PAD if label else 0),
                       box.centery - vs.get_height() // 2))
    return surf, Anatomy(name_rect, tuple(numbers), pygame.Rect(0, 0, 0, 0), tuple(lines), len(chips), shown, kind)


def _icon_rows(r: CardRenderer, surf: pygame.Surface, face: CardFace, lang: str, x: int, y: int, room: int,
               high: int) -> tuple[int, int]:
    """(rows drawn, px they took): the face's captioned badge rows from ``y`` at ``x``, each ``2 * BADGE`` px high and
    ``ROW_GAP`` under the one before, its caption at ``KIND_SIZE`` px, as many as ``high`` px hold whole in ``room``
    px wide (a row without room for its caption and every badge, and those after it, left out: the hover view has
    them)."""
    from .render import GLYPH_SHARE, draw_shape
    drawn, used, step = 0, 0, 2 * BADGE + 2
    for caption, keys in face.icon_rows:
        cap = caption.get(lang)
        width = r.text.size(cap, KIND_SIZE, True)[0] + 4 + len(keys) * step
        if used + 2 * BADGE + ROW_GAP > high or width > room:
            break
        top = y + used
        cs = r.text.render(cap, KIND_SIZE, (70, 70, 80), bold=True)
        surf.blit(cs, (x, top + BADGE - cs.get_height() // 2))
        cx = x + cs.get_width() + 4 + BADGE
        for key in keys:
            badge = icon_for(key)
            draw_shape(surf, badge.shape, (cx, top + BADGE), BADGE, badge.colour)
            glyph = r.text.render(badge.glyph, max(7, int(BADGE * GLYPH_SHARE)), ink_on(badge.colour), bold=True)
            surf.blit(glyph, glyph.get_rect(center=(cx, top + BADGE)))
            cx += step
        drawn, used = drawn + 1, used + 2 * BADGE + ROW_GAP
    return drawn, used


def _kind_row(r: CardRenderer, face: CardFace, lang: str, room: int, high: int,
              icon_side: int) -> tuple[str, pygame.Surface | None, str, int] | None:
    """(words, type icon or None, rarity, row height) of the kind row in ``room`` x ``high`` px, the longest that
    fits at ``KIND_SIZE`` px (the icon left out before the words, the rarity before the icon); None where none does."""
    from .render import _label

    row_h = max(icon_side, r.text.line_height(KIND_SIZE) - 2)
    if high < row_h:
        return None
    corner = _label(face.corner, lang)
    glyph = r._type_icon(face.kind, icon_side)
    corner_w = r.text.size(corner, KIND_SIZE, True)[0] + 6 + 4 if corner else 0
    for words in kind_line(face, lang):
        width = r.text.size(words, KIND_SIZE)[0]
        for with_icon, with_corner in ((True, True), (True, False), (False, False)):
            if with_icon and glyph is None:
                continue
            need = width + (icon_side + 3 if with_icon else 0) + (corner_w if with_corner else 0)
            if need <= room:
                return words, glyph if with_icon else None, corner if with_corner else "", row_h
    return None


def _value_size(r: CardRenderer, chips, ssize: int, room: int) -> int:
    """The largest size (``ssize`` up to ``VALUE_MOST``) at which every value of one row of chips fits its box beside
    its label and the row, that much taller, ``room`` px more at most."""
    from .render import TILE_CHIP_PAD

    best = ssize
    base = r.text.line_height(ssize)
    for size in range(ssize + 1, VALUE_MOST + 1):
        if r.text.line_height(size) - base > room:
            break
        if all(r.text.size(label, ssize)[0] + r.text.size(value, size, True)[0] + 3 * TILE_CHIP_PAD <= box.w
               for box, label, value in chips):
            best = size
    return best
