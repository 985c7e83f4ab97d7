"""Card faces of the Z Gundam game, built from the card facts in ``view["cards"]``.

Ships show anti-air, anti-ship, durability and the anti-ship hit number;
mobile suits their attack; pilots their ability; special cards their effect
text. Every number has its label, short on small cards and the rule book's
full term (対空攻撃力, 耐久力, 対艦命中数...) where it fits; every label is
Japanese and English. A name strip too narrow for the worded labels prints an
icon for each (``STAT_LEGEND``) rather than leave a number out. The faction is the subtitle and the points the card is
worth when taken sit in the top corner with their unit (点 / pt). Ships keep
room on the right for their damage markers (ポイントマーカー).
"""

from __future__ import annotations

from dataclasses import replace

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


_FACES: dict[tuple, CardFace] = {}  # ``face_for``'s faces by the facts they were made of


def face_for(info: dict) -> CardFace:
    """The ``CardFace`` of one card from its facts (``view.card_info``): the same facts give the same face object, so
    that the card renderer's caches find it by identity (a six-seat board's search asks for every card's face at each
    of its tries: 147,000 faces made and compared field by field for 40 moves)."""
    facts = tuple((k, tuple(sorted(v.items())) if isinstance(v, dict) else v) for k, v in sorted(info.items()))
    face = _FACES.get(facts)
    if face is None:
        if len(_FACES) > 2000:
            _FACES.clear()
        face = _FACES[facts] = _made_face(info)
    return face


def _made_face(info: dict) -> CardFace:
    """``face_for``'s face, made."""
    kind = info["kind"]
    name = Text.from_data(info["name"])
    faction = FACTIONS.get(info.get("faction", ""))
    stats: tuple = ()
    names: tuple[Text, ...] = ()
    icons: tuple[str, ...] = ()
    body = None
    if kind == "ship":
        stats = ((Text("対空", "AA"), str(info["anti_air"])), (Text("対艦", "Ship"), str(info["anti_ship"])),
                 (Text("耐久", "Dur"), str(info["durability"])), (Text("命中", "Hit"), f"≤{info['anti_ship_hit']}"))
        names = (Text("対空攻撃力", "Anti-air"), Text("対艦攻撃力", "Anti-ship"), Text("耐久力", "Durability"),
                 Text("対艦命中数", "Hits on"))
        icons = ("antiair", "antiship", "hull", "hit")
    elif kind == "ms":
        stats = ((Text("攻撃", "Atk"), str(info["attack"])),)
        names = (Text("攻撃力", "Attack"),)
        icons = ("attack",)
    elif kind == "pilot":
        stats = ((Text("能力", "Abl"), str(info["ability"])),)
        names = (Text("能力値", "Ability"),)
        icons = ("ability",)
    else:
        body = Text.from_data(info["text"])
    corner = Text(f"{info['points']}点", f"{info['points']} pt") if info.get("points") else ""
    return CardFace(info["id"], FRAME_KIND.get(kind, "zspecial"), name, subtitle=faction, stats=stats, body=body,
                    corner=corner, stats_per_row=2 if kind == "ship" else 0, marker_room=kind == "ship",
                    stat_names=names, subtitle_line=bool(stats), stat_icons=icons, numbers_first=bool(stats))


TAKEN_POINTS = Text("得点", "Points")


def taken_face(info: dict) -> CardFace:
    """The face of the card on top of a taken pile drawn as a tile (a card there would be too small to read): the
    points it scored first, labelled ("得点 9" / "Points 9": a tile has no corner), then its own numbers."""
    face = face_for(info)
    if not info.get("points"):
        return face
    names = (TAKEN_POINTS, *face.stat_names) if face.stat_names else ()  # each number keeps its full name
    return replace(face, stats=((TAKEN_POINTS, str(info["points"])), *face.stats), stat_names=names,
                   stat_icons=("", *face.stat_icons) if face.stat_icons else ())


def damage_marker(damage: int) -> list[Marker]:
    """Damage markers (ポイントマーカー) on a ship, drawn as a red diamond with the count."""
    return [Marker("-", damage, DAMAGE_COLOUR, "diamond")] if damage > 0 else []


def card_name(info: dict | None, card_id: str, lang: str) -> str:
    if info is None:
        return card_id
    return info["name"].get(lang, card_id)
