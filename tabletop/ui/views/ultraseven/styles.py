"""One look for every name strip of a TDF group on the Ultra Seven table.

A name strip prints its type icon where that costs its name nothing, and its numbers' words ("偵察 2", "Rcn 2") unless
they would cost it a number, when it prints their icons (``CardFace.stat_icons``). Strip by strip that mixed the two in
one group, and the two languages apart (issue 16, 1280x800: "Pointer Rcn 2 Cmb 1" with its icon under "Dan Moroboshi
🔍2 ✱2" with its icon and over "Anne Yuri Rcn 2 Cmb 1" without). ``one_style`` gives every strip of a group the
icons for its numbers (``CardFace.icons_always``) where one of them prints them in either language, and leaves every
type icon out (``CardFace.strip_plain``) where one of them leaves it out: icons are narrower than words and a strip
without its type icon has more room, so no name or number is lost by it; the hover view names the icons.
The base's strips read one way so too (issue 16, 150 %: "Ultra Hawk 2 🔍2 ✱2" beside "Soga Rcn 1 Cmb 3").
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.i18n import LANGS

from ...cards.render import SIDE_H, TILE_H
from ...cards.table import CardTableView


def group_looks(table: CardTableView, zone_name: str) -> list[tuple[bool, bool]]:
    """(type icon, numbers' icons) of each plain name strip of the zone ``zone_name`` in each language."""
    zone = next((z for z in table.zones if z.name == zone_name), None)
    if zone is None:
        return []
    looks = []
    for slot in table.slots:
        face = slot.entry.face
        if slot.zone != zone_name or not slot.strip or face is None or slot.rect.h >= TILE_H or \
                zone.side and slot.rect.h >= SIDE_H:
            continue  # (tiles and side tiles have looks of their own)
        markers = 0 if zone.aside else sum(1 for mk in slot.entry.markers if mk.count > 0)
        for lang in LANGS:
            looks.append(table.cards.strip_looks(face, slot.rect.w, slot.rect.h, lang, markers,
                                                 table.name_max(zone, lang), zone.number_least))
    return looks


def one_style(table: CardTableView) -> bool:
    """Give the strips of each TDF group and of the TDF's base on ``table`` one look (the zones' entries are replaced,
    their places kept); whether any changed (the table is then laid out again)."""
    changed = False
    for zone in table.zones:
        if not (zone.name.startswith("grp:") or zone.name == "base") or len(zone.cards) < 2:
            continue
        looks = group_looks(table, zone.name)
        plain = any(not kept for kept, _ in looks) and any(kept for kept, _ in looks)
        icons = any(iconic for _, iconic in looks) and not all(iconic for _, iconic in looks)
        if plain or icons:
            zone.cards = [replace(e, face=replace(e.face, strip_plain=e.face.strip_plain or plain,
                                                  icons_always=e.face.icons_always or icons and bool(e.face.stat_icons)))
                          if e.face is not None else e for e in zone.cards]
            changed = True
    return changed
