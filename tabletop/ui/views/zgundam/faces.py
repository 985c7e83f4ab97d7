"""Card faces of the Z Gundam game, built from the card facts in ``view["cards"]``.

Ships show anti-air, anti-ship, durability and the anti-ship hit number;
mobile suits their attack; pilots their ability; special cards their effect
text. Every label is Japanese and English; the faction is the subtitle and the
points the card is worth when taken sit in the top corner.
"""

from __future__ import annotations

from tabletop.core.i18n import Text
from tabletop.ui.cards import CardFace, Marker

FACTIONS = {
    "aeug": Text("エゥーゴ", "AEUG"),
    "titans": Text("ティターンズ", "Titans"),
    "axis": Text("アクシズ", "Axis"),
    "federation": Text("連邦軍", "Federation"),
    "karaba": Text("カラバ", "Karaba"),
}

FRAME_KIND = {"ship": "ship", "ms": "ms", "pilot": "pilot"}

DAMAGE_COLOUR = (200, 50, 50)


def face_for(info: dict) -> CardFace:
    """The ``CardFace`` of one card from its facts (``view.card_info``)."""
    kind = info["kind"]
    name = Text.from_data(info["name"])
    faction = FACTIONS.get(info.get("faction", ""))
    stats: tuple = ()
    body = None
    if kind == "ship":
        stats = ((Text("対空", "AA"), str(info["anti_air"])), (Text("対艦", "AS"), str(info["anti_ship"])),
                 (Text("耐久", "DUR"), str(info["durability"])), (Text("命中", "HIT"), f"≤{info['anti_ship_hit']}"))
    elif kind == "ms":
        stats = ((Text("攻撃", "ATK"), str(info["attack"])),)
    elif kind == "pilot":
        stats = ((Text("能力", "ABL"), str(info["ability"])),)
    else:
        body = Text.from_data(info["text"])
    corner = f"{info['points']}" if info.get("points") else ""
    return CardFace(info["id"], FRAME_KIND.get(kind, "zspecial"), name, subtitle=faction, stats=stats, body=body,
                    corner=corner, stats_per_row=2 if kind == "ship" else 0)


def damage_marker(damage: int) -> list[Marker]:
    """Damage markers (ポイントマーカー) on a ship, drawn as a red diamond with the count."""
    return [Marker("-", damage, DAMAGE_COLOUR, "diamond")] if damage > 0 else []


def card_name(info: dict | None, card_id: str, lang: str) -> str:
    if info is None:
        return card_id
    return info["name"].get(lang, card_id)
