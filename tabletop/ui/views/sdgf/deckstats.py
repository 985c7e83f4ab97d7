"""The deck builder's figures, drawn: problems, counts, power curve, attributes, rarities.

``draw_summary(surface, text, rect, cards, lang)`` shows ``deck_summary``:
the live ``validate_deck`` messages (red) or "this deck can be played"
(green), SD / counter counts and average power, a bar chart of the SD cards'
powers, how many SD cards adapt to each attribute next to how many cards
show it as terrain, and the rarity counts.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import Text
from tabletop.games.sdgf.cards import card_set
from tabletop.games.sdgf.decks import DECK_SIZE, deck_summary

from ... import theme
from ...cards.face import icon_for
from ...cards.render import draw_shape

ATTRS = (("land", "陸"), ("sea", "海"), ("sky", "空"), ("other", "異"))
RARITY = (("common", Text("コモン", "Common")), ("rare", Text("レア", "Rare")),
          ("soul_rare", Text("ソウルレア", "Soul Rare")))
T_OK = Text("このデッキで遊べます（32枚・同じカードは3枚まで）", "This deck can be played (32 cards, at most 3 copies each)")


def power_curve(cards) -> dict[int, int]:
    known = card_set()
    out: dict[int, int] = {}
    for c in cards:
        card = known.get(c)
        if card is not None and card.is_sd:
            out[card.power] = out.get(card.power, 0) + 1
    return out


def draw_summary(surface: pygame.Surface, text, rect: pygame.Rect, cards, lang: str) -> None:
    s = deck_summary(cards)
    ja = lang == "ja"
    x, y, w = rect.x, rect.y, rect.w
    lh = text.line_height(theme.SIZE_SMALL)
    # problems, live
    probs = [p[lang] for p in s["problems"]]
    colour = theme.ERROR if probs else theme.ACCENT_HOVER
    for line in probs or [T_OK.get(lang)]:
        for part in text.wrap(line, theme.SIZE_SMALL, w, True):
            surface.blit(text.render(part, theme.SIZE_SMALL, colour, True), (x, y))
            y += lh
    y += 4
    head = (f"{s['total']}/{DECK_SIZE}枚  SDカード{s['sd']}・反撃カード{s['counter']}  平均パワー{s['average_power']}" if ja
            else f"{s['total']}/{DECK_SIZE} cards  SD {s['sd']} / counter {s['counter']}  average power {s['average_power']}")
    for part in text.wrap(head, theme.SIZE_SMALL, w):
        surface.blit(text.render(part, theme.SIZE_SMALL, theme.TEXT), (x, y))
        y += lh
    y += 4
    # power curve, where it has room above the attribute and rarity lines (a small window shows those)
    counts_h = text.line_height(theme.SIZE_SMALL - 3)  # the count over the tallest bar stays under the label
    least = lh + counts_h + 10
    if rect.bottom - y >= lh + least + 6 + 3 * lh + 12:
        y = _draw_curve(surface, text, x, y, w, lh, counts_h,
                        max(least, min(70, rect.bottom - y - lh - 3 * lh - 10)), power_curve(cards), ja)
    _draw_attributes(surface, text, pygame.Rect(x, y, w, rect.bottom - y), lh, s, lang)


def _draw_curve(surface: pygame.Surface, text, x: int, y: int, w: int, lh: int, counts_h: int, chart_h: int,
                curve: dict[int, int], ja: bool) -> int:
    """The power curve's label and bars from ``y``; where the next line begins."""
    label = text.render("パワー分布" if ja else "Power curve", theme.SIZE_SMALL, theme.TEXT_MUTED)
    surface.blit(label, (x, y))
    y += lh
    powers = list(range(1, 11))
    bw = max(8, (w - 10) // len(powers))
    top = max(curve.values(), default=1)
    for i, pw in enumerate(powers):
        n = curve.get(pw, 0)
        bh = int((chart_h - lh - counts_h) * n / max(top, 1))
        bx = x + i * bw
        bar = pygame.Rect(bx + 2, y + chart_h - lh - bh, bw - 4, bh)
        if n:
            pygame.draw.rect(surface, theme.ACCENT_HOVER, bar, border_radius=2)
            c = text.render(str(n), theme.SIZE_SMALL - 3, theme.TEXT)
            surface.blit(c, c.get_rect(midbottom=(bar.centerx, bar.y)))
        t = text.render(str(pw), theme.SIZE_SMALL - 3, theme.TEXT_MUTED)
        surface.blit(t, t.get_rect(midtop=(bx + bw // 2, y + chart_h - lh + 2)))
    return y + chart_h + 6


def _draw_attributes(surface: pygame.Surface, text, room: pygame.Rect, lh: int, s: dict, lang: str) -> None:
    """How many SD cards adapt to each attribute and how many cards show it as terrain, then the rarities: each line
    where ``room`` holds it whole (a small window leaves the last out rather than cut it)."""
    ja = lang == "ja"
    x, y, w = room.x, room.y, room.w
    cap = text.render("適応(SD) / 地形" if ja else "Adapt (SD) / terrain", theme.SIZE_SMALL, theme.TEXT_MUTED)
    ax = x + cap.get_width() + 12
    r = 9
    below = ax + 4 * (2 * r + 12 + text.size("00/00", theme.SIZE_SMALL)[0]) > x + w  # icons on the next line
    if y + (2 if below else 1) * lh > room.bottom:
        return
    surface.blit(cap, (x, y))
    if below:
        y += lh
        ax = x
    for key, glyph in ATTRS:
        icon = icon_for(glyph)
        draw_shape(surface, icon.shape, (ax + r, y + lh // 2), r, icon.colour)
        g = text.render(glyph, theme.SIZE_SMALL - 3, (250, 250, 250), True)
        surface.blit(g, g.get_rect(center=(ax + r, y + lh // 2)))
        v = text.render(f"{s['adapt'][key]}/{s['terrain'][key]}", theme.SIZE_SMALL, theme.TEXT)
        surface.blit(v, (ax + 2 * r + 4, y))
        ax += 2 * r + 12 + v.get_width()
    y += lh + 6
    if y + lh > room.bottom:
        return
    parts = [f"{lab.get(lang)} {s['rarity'][k]}" for k, lab in RARITY]
    kinds = "  ".join(parts)
    surface.blit(text.render(text.fit(kinds, theme.SIZE_SMALL, w), theme.SIZE_SMALL, theme.TEXT), (x, y))
