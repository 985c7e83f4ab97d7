"""One style of number chips in each other seat's area of the Z Gundam table.

A name strip prints its numbers as worded chips ("対空 2", "Atk 5") and trades the words for icons only where the
words would cost it a number (``CardFace.stat_icons``). Strip by strip that mixed the two in one seat's area (issue 16,
800x560 with four seats: "Dogosse Giar ⬆5 ➡6 …" over "Salamis Kai AA 2 Ship 3 …"); ``one_style`` gives every strip of
a seat's ships and pairs the icons (``CardFace.icons_always``) where one of them prints them. Icons are narrower than
words, so no name or number is lost by it; the hover view names the icons (``CardRenderer.icon_legend``).
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.ui.cards.layout import ZoneSpec, layout_zone
from tabletop.ui.cards.render import CardRenderer


def prints_icons(zone: ZoneSpec, renderer: CardRenderer, lang: str) -> bool:
    """Whether a name strip of ``zone`` (not one of columns: its values have no words) prints its numbers' icons."""
    if zone.columns:
        return False
    for slot in layout_zone(zone):
        face = slot.entry.face
        if not slot.strip or face is None or not face.stat_icons:
            continue
        markers = sum(1 for mk in slot.entry.markers if mk.count > 0)
        if renderer.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, markers, 0, zone.side,
                                  False, zone.number_least).icons:
            return True
    return False


def one_style(zones: list[ZoneSpec], seats: list[int], renderer: CardRenderer | None, lang: str) -> None:
    """Give every card of the ships and combat-ready zones of each of ``seats`` the icons where one strip of them
    prints its icons (the zones' entries are replaced, their places kept)."""
    if renderer is None:
        return
    for seat in seats:
        area = [z for z in zones if z.name in (f"ships{seat}", f"ready{seat}") and z.cards]
        if not any(prints_icons(z, renderer, lang) for z in area):
            continue
        for zone in area:
            zone.cards = [replace(e, face=replace(e.face, icons_always=True))
                          if e.face is not None and e.face.stat_icons else e for e in zone.cards]
