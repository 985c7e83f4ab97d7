"""SD Gundam Force cards as ``CardFace`` data for the shared card table.

An SD card shows its name, kind, rarity in the corner (C / R / SR; soul rares
get the foil frame), power in a clear box, and two captioned icon rows: the
attributes it adapts to (適応) and the attribute it shows when turned over as
the terrain (地形). A counter card shows its terrain row and its effect text.
A face's ``id`` is the card *instance* on the table (``"1-07"``), or the card id
(``"SDGF-12"``) in the deck builder, so privacy tests can tell which physical
card was drawn.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from tabletop.core.i18n import Text
from tabletop.games.sdgf.cards import ATTRIBUTES, KINDS, RARITIES, Card, card_set

from ... import theme
from ...cards import CardFace

RARITY_MARK = {"common": "C", "rare": "R", "soul_rare": "SR"}
#: The kind's short word on a card at table size (the hover view and the rules say it whole: ``KINDS``), so that the
#: kind row prints at ``render.KIND_GOOD`` px ("SD · サポートメカ" was 7 px on a held card, issue 16)
KINDS_SHORT = {"gundam": Text("SDG", "SDG"), "support": Text("サポート", "Support"), "knight": Text("騎士", "Knight"),
               "musha": Text("武者", "Musha"), "commander": Text("幹部", "Officer"), "leader": Text("隊長", "Leader"),
               "zako": Text("ザコ", "Zako")}
#: A counter card's rarity says itself in the corner (C / R / SR): at table size its kind row says "Counter" alone
RARITIES_SHORT = {k: Text("", "") for k in RARITY_MARK}
ADAPT = Text("適応", "Adapt")
TERRAIN = Text("地形", "Terrain")
POWER = Text("パワー", "Power")
TAPPED = Text("休み", "Tapped")  # a standby card turned sideways, and for how many turns
CAN_GO = Text("出撃可", "can go")  # a standby card adapting to the terrain shown: it advances
ORDER = Text("順番", "Order")  # a counter card: its place in the order the counter cards were played
CANCELLED = Text("無効", "cancelled")  # a counter card cancelled by another


def glyphs(attrs) -> tuple[str, ...]:
    """Attribute keys ("land") as the card table's icon keys ("陸")."""
    return tuple(ATTRIBUTES[a].ja for a in attrs)


def attr_text(attrs) -> Text:
    return Text("".join(ATTRIBUTES[a].ja for a in attrs), "/".join(ATTRIBUTES[a].en for a in attrs))


def face_for(card_id: str, face_id: str | None = None, seat: int | None = None) -> CardFace:
    """The face of card ``card_id``; ``face_id`` (default: the card id) names the physical card.

    A seat's SD cards are framed in its colour of the current colour-vision palette
    (``theme.side_style``); the zone labels carry the seat's shape as well."""
    return _face_for(card_id, face_id, seat, theme.palette_name())


@lru_cache(maxsize=512)
def _face_for(card_id: str, face_id: str | None, seat: int | None, palette: str) -> CardFace:
    c: Card = card_set()[card_id]
    fid = face_id or card_id
    rows = []
    if c.is_sd:
        rows.append((ADAPT, glyphs(c.adapt)))
    rows.append((TERRAIN, glyphs(c.terrain)))
    if c.is_sd:
        return CardFace(fid, "sd", c.name, subtitle=KINDS[c.kind], kind_short=KINDS_SHORT[c.kind], stats=((POWER, str(c.power)),),
                        title_short=c.short, bracket_lines=True, card_tile=True,
                        corner=RARITY_MARK[c.rarity], icon_rows=tuple(rows), foil=c.rarity == "soul_rare",
                        accent=theme.side_style(seat, palette)[0] if seat is not None else None)
    return CardFace(fid, "counter", c.name, subtitle=RARITIES[c.rarity], kind_short=RARITIES_SHORT[c.rarity],
                    title_short=c.short, bracket_lines=True, card_tile=True,
                    corner=RARITY_MARK[c.rarity],
                    icon_rows=tuple(rows), body=c.effect_text(), foil=c.rarity == "soul_rare")


#: px: the least print of a deck-builder grid card, its adapt / terrain rows included (``CardFace.row_print``)
GRID_PRINT = 10


def grid_face(card_id: str) -> CardFace:
    """The card as a thumbnail of the deck builder's grid: its name, kind, rarity, its captioned adapt / terrain rows
    (「適応」 / 「地形」 and their badges, so the attribute filters' matches show which row matched) and its power number,
    every word and glyph at ``GRID_PRINT`` px or more (the rows printed at 7 px before, issue 16). A long name's card
    gives its kind row way to the rows (its rarity goes to the end of a row). The power's label and a counter card's
    effect text (7 px) are left to the enlarged card under the mouse, which shows the whole ``face_for``."""
    face = face_for(card_id)
    return replace(face, body=None, stats=tuple((Text("", ""), value) for _, value in face.stats),
                   row_print=GRID_PRINT)


#: px: the least print of a held card's face (the hand at 1280x800), its adapt / terrain rows, power label and a counter
#: card's effect included (``CardFace.row_print``; they printed at 7 px, issue 16)
HAND_PRINT = 10


#: px: the least print of a narrower held card's face (95-107 px: windows such as 1100x700 and 1152x720, where
#: ``HAND_PRINT`` would leave a row or the kind row out; ``small_held_face``)
SMALL_HAND_PRINT = 9


def held_face(card_id: str, face_id: str, seat: int | None = None) -> CardFace:
    """The card as a face in the viewer's hand (and dragged from it): ``face_for`` with every word and glyph at
    ``HAND_PRINT`` px or more; a counter card whose effect is too long for that prints its summary
    (``Card.effect_summary``), the hover view the whole effect."""
    c: Card = card_set()[card_id]
    return replace(face_for(card_id, face_id, seat), row_print=HAND_PRINT,
                   body_short=None if c.is_sd else c.effect_summary())


def small_held_face(card_id: str, face_id: str, seat: int | None = None) -> CardFace:
    """``held_face`` for a narrower hand card (95-107 px): every word and glyph at ``SMALL_HAND_PRINT`` px or more
    (its rows printed at 7 px before, issue 16), its power's label 「パワー」 / "Power" included (session 26 left it out,
    a bare number in its box; ``row_print`` makes the box as high as a 9 px label needs)."""
    return replace(held_face(card_id, face_id, seat), row_print=SMALL_HAND_PRINT)


def compact_held_face(card_id: str, face_id: str, seat: int | None = None) -> CardFace:
    """``small_held_face`` for the narrowest held cards drawn as faces (80-94 px: the 960x640 and 1024x768 windows,
    tiles before, issue 16): the same print, set tight (``CardFace.tight``: a counter card's effect lines closer, the
    power's label at 9 px in a lower box)."""
    return replace(small_held_face(card_id, face_id, seat), tight=True)


def terrain_face(card_id: str, face_id: str, seat: int | None = None) -> CardFace:
    """The face of the card turned over as the terrain: its power makes way for the attribute it shows as the
    terrain ("地形 陸" / "Terrain Land"), the number that matters there (a tile in a small window shows it)."""
    c: Card = card_set()[card_id]
    return replace(face_for(card_id, face_id, seat), stats=((TERRAIN, attr_text(c.terrain)),))


def standby_tile_face(card_id: str, face_id: str, seat: int | None, turns_tapped: int, can_go: bool) -> CardFace:
    """The face of a standby card drawn as a tile (a small window): its power, then its state as labelled chips: the
    turns it has been tapped ("休み 1" / "Tapped 1", 0: upright), then "出撃可" / "can go" when it adapts to the
    terrain. A tile keeps its first numbers, so one with room for a single chip keeps the power (issue 16: a tapped
    tile with a name on three lines showed "Tapped 1" and no power); a tapped card's tile is drawn turned
    (``CardFace.turned``: muted, its edge hatched), told from an upright one at a glance even without its chip."""
    face = face_for(card_id, face_id, seat)
    stats: list[tuple[Text | str, Text | str]] = []
    if turns_tapped:
        stats.append((TAPPED, str(turns_tapped)))
    if can_go:
        stats.append(("", CAN_GO))
    return replace(face, stats=(*face.stats, *stats), turned=bool(turns_tapped))


def counter_tile_face(card_id: str, face_id: str, seat: int | None, order: int | None, cancelled: bool) -> CardFace:
    """The face of a counter card drawn as a tile (a small window; issue 16: a 36 px card, its name at 6 px under the
    order badge): its place in the order played ("順番 1" / "Order 1") and "無効" / "cancelled" as labelled chips under its
    whole name, over no text (the hover view shows its effect)."""
    stats: list[tuple[Text | str, Text | str]] = []
    if order is not None:
        stats.append((ORDER, str(order)))
    if cancelled:
        stats.append(("", CANCELLED))
    return replace(face_for(card_id, face_id, seat), stats=tuple(stats))


def card_tooltip(card_id: str, lang: str) -> str:
    """One line describing a card (for lists and tooltips)."""
    c = card_set()[card_id]
    rarity = RARITIES[c.rarity].get(lang)
    if c.is_sd:
        if lang == "en":
            return (f"{c.name.en} - {KINDS[c.kind].en}, power {c.power}, adapts {attr_text(c.adapt).en}, "
                    f"terrain {attr_text(c.terrain).en}, {rarity}")
        return (f"{c.name.ja}・{KINDS[c.kind].ja}・パワー{c.power}・適応{attr_text(c.adapt).ja}・"
                f"地形{attr_text(c.terrain).ja}・{rarity}")
    if lang == "en":
        return f"{c.name.en} - counter card, terrain {attr_text(c.terrain).en}, {rarity}: {c.effect_text().en}"
    return f"{c.name.ja}・反撃カード・地形{attr_text(c.terrain).ja}・{rarity}: {c.effect_text().ja}"
