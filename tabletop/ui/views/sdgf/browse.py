"""A look through one public pile (a return field or a dark hole): every card, face up.

Opened by clicking the pile on the table; hover enlarges a card; a click
outside the cards, Escape or the close button returns to the table. The cards
are as large as the box holds them all, but no narrower than ``BROWSE_LEAST``:
a pile of more scrolls with the wheel (a thin bar says how far). Each prints as
the hand does at its width (``zones.held_face_for``): every word and glyph at
9 px or more, its rows and labelled power kept (issue 16: a return field of 28
cards at 800x560 was a 60 px grid, its rows at 5-7 px or left out).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.core.i18n import Text

from ... import theme
from ...cards.layout import CardEntry, ZoneSpec
from ...cards.table import CardTableView
from ...scene import Overlay, Scene
from ...widgets import Button
from .panels import draw_scroll_bar
from .zones import HAND_TILES_BELOW, held_face_for

#: px: the largest card of the browser (a pile of few cards)
BROWSE_MOST = 120
#: px: the narrowest card of the browser: the narrowest held face (``zones.HAND_TILES_BELOW``, a compact face whose
#: print is 9 px or more); a pile that would want narrower cards scrolls
BROWSE_LEAST = HAND_TILES_BELOW
BROWSE_GAP = 6  # px between the cards
WHEEL_STEP = 60  # px a turn of the wheel scrolls


class ZoneBrowser(Overlay):
    """``zone``'s cards in a grid over the table; ``card_of`` maps the instances on the table to their card ids."""

    def __init__(self, app, zone: ZoneSpec, renderer, card_of: dict[str, str]) -> None:
        super().__init__(app)
        self.zone = zone
        self.card_of = card_of
        self.table = CardTableView(app.text, renderer)
        self.hover = None
        self.scroll = self.max_scroll = 0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card_w = BROWSE_MOST
        self.close_button = Button(Text("閉じる", "Close"), self.close, shortcut="escape", size=theme.SIZE_BODY)
        self.add(self.close_button)

    def layout(self, size) -> None:
        w, h = size
        self.box = pygame.Rect(60, 60, w - 120, h - 120)
        self.close_button.rect = pygame.Rect(self.box.right - 130, self.box.bottom - 50, 116, 38)
        area = self.box.inflate(-32, -110).move(0, 10)  # under the title, clear of the close button
        self.area = pygame.Rect(area.x, area.y, area.w, min(area.h, self.close_button.rect.y - 8 - area.y))
        n = max(1, len(self.zone.cards))
        cw = BROWSE_MOST
        while cw > BROWSE_LEAST:  # as large as holds them all, no narrower than ``BROWSE_LEAST``
            if self.rows(n, cw) * self.pitch(cw) - BROWSE_GAP <= self.area.h:
                break
            cw = max(BROWSE_LEAST, cw - 2)
        self.card_w = cw
        self.max_scroll = max(0, self.rows(n, cw) * self.pitch(cw) - BROWSE_GAP - self.area.h)
        self.place()

    def per_row(self, cw: int) -> int:
        return max(1, (self.area.w + BROWSE_GAP) // (cw + BROWSE_GAP))

    def rows(self, n: int, cw: int) -> int:
        return -(-n // self.per_row(cw))

    @staticmethod
    def pitch(cw: int) -> int:
        return int(round(cw * 88 / 63)) + BROWSE_GAP

    def face(self, entry: CardEntry) -> CardEntry:
        """``entry`` printed as the hand prints a card ``card_w`` px wide, framed in its side's colour."""
        card = self.card_of.get(entry.id or "")
        if card is None or entry.face is None:
            return type(entry)(entry.id, entry.face, list(entry.markers))
        face = held_face_for(self.card_w)(card, entry.id, None)
        return type(entry)(entry.id, replace(face, accent=entry.face.accent), list(entry.markers))

    def place(self) -> None:
        """The cards at the scroll: the grid lifted by it, only the cards in the area kept."""
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        cards = [self.face(c) for c in self.zone.cards]
        rect = pygame.Rect(self.area.x, self.area.y - self.scroll, self.area.w, self.area.h + self.max_scroll)
        self.table.set_zones([ZoneSpec("browse", rect, cards, None, "grid", self.card_w)])
        self.table.slots = [s for s in self.table.slots if s.rect.bottom > self.area.y and s.rect.y < self.area.bottom]

    def handle(self, inp) -> bool:
        if inp.pointer:
            self.hover = inp.pos
        if inp.kind == "wheel" and self.max_scroll:
            self.scroll = max(0, min(self.max_scroll, self.scroll - inp.dy * WHEEL_STEP))
            self.place()
            return True
        # the widgets first (``Scene.handle``: ``Overlay.handle`` says True to every input, so a click outside the cards
        # never reached the line below and the browser stayed open, issue 16)
        if Scene.handle(self, inp):
            return True
        if inp.kind == "click" and self.table.card_at(inp.pos) is None:
            self.close()
        return True

    def title(self, lang: str) -> str:
        """The zone's label with how many cards it holds ("Return (21)"); a dark hole's label says it already
        ("Dark hole 6/10", not "Dark hole 6/10 (6)")."""
        label = self.zone.label.get(lang) if self.zone.label else ""
        if self.zone.name.startswith("darkhole"):
            return label
        count = self.zone.count if self.zone.count is not None else len(self.zone.cards)
        return f"{label}（{count}）" if lang == "ja" else f"{label} ({count})"

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.box, theme.PANEL_RAISED, theme.ACCENT, radius=10)
        s = self.app.text.render(self.title(self.app.lang), theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(s, (self.box.x + 16, self.box.y + 12))
        clip = surface.get_clip()
        surface.set_clip(self.area.inflate(0, 2))
        self.table.draw(surface, self.app.lang)
        surface.set_clip(clip)
        draw_scroll_bar(surface, self.area.inflate(10, 0), self.scroll, self.max_scroll)
        self.table.draw_hover(surface, self.hover, self.app.lang)
