"""A look through one public pile (a return field or a dark hole): every card, face up.

Opened by clicking the pile on the table; hover enlarges a card; a click
outside the cards, Escape or the close button returns to the table.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import Text

from ... import theme
from ...cards.layout import ZoneSpec
from ...cards.table import CardTableView
from ...scene import Overlay
from ...widgets import Button


class ZoneBrowser(Overlay):
    def __init__(self, app, zone: ZoneSpec, renderer) -> None:
        super().__init__(app)
        self.zone = zone
        self.table = CardTableView(app.text, renderer)
        self.hover = None
        self.close_button = Button(Text("閉じる", "Close"), self.close, shortcut="escape", size=theme.SIZE_BODY)
        self.add(self.close_button)

    def layout(self, size) -> None:
        w, h = size
        self.box = pygame.Rect(60, 60, w - 120, h - 120)
        self.close_button.rect = pygame.Rect(self.box.right - 130, self.box.bottom - 50, 116, 38)
        n = max(1, len(self.zone.cards))
        area = self.box.inflate(-32, -110).move(0, 10)
        cw = 120
        while cw > 40:
            per_row = max(1, (area.w + 6) // (cw + 6))
            rows = -(-n // per_row)
            if rows * (int(cw * 88 / 63) + 6) <= area.h:
                break
            cw -= 6
        cards = [type(c)(c.id, c.face, list(c.markers)) for c in self.zone.cards]
        self.table.set_zones([ZoneSpec("browse", area, cards, None, "grid", cw)])

    def handle(self, inp) -> bool:
        if inp.pointer:
            self.hover = inp.pos
        if super().handle(inp):
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
        self.table.draw(surface, self.app.lang, hover=self.hover)
