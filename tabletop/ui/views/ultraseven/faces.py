"""Card faces of 史上最大の侵略 for the card table, built from the card book and the seat's view.

Every face comes from data (``GAME.book``) through ``face_for(card_id)``; invasion
cards on the table get their live numbers (chits, damage, current combat power) as
markers from the ``view`` dict. Nothing here reads the game state directly, so a
seat can only ever be shown what its ``view`` holds.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from tabletop.core.i18n import Text
from tabletop.games.ultraseven import GAME

from ...cards import CardFace, Marker

AREA_ICON = {"space": "SPACE", "city": "CITY", "mountain": "MTN", "sea": "SEA",
             "underground": "UNDER", "insiders": "INSIDE", "base": "BASE"}

CHIT = (200, 60, 60)        # invasion chits: red circles
DAMAGE = (240, 170, 40)     # damage: amber squares
BACKNO = (70, 80, 110)      # the back number: a blue-grey diamond

EMERIUM = (Text("エメリウム", "Emerium"),)
MEMBER_STATS = (Text("偵察値", "Recon"), Text("戦闘力", "Combat"))
#: The members' and weapons' numbers as icons where a strip's worded chips would lose one (the base at 150 %, issue
#: 16: "Furuhashi" showed no number; ``CardFace.stat_icons``): a magnifying glass, a burst
MEMBER_ICONS = ("recon", "attack")


def short_name(card: str) -> Text | None:
    """The short name an information card or an event prints on a small board's crowded last row where its whole name
    would go under 9 px (issue 16: four information cards printed theirs on two lines at 6 px, "Staff Officer Takenaka's
    Advice" 8 px): its card data's ``short_ja`` / ``short_en``; None for a card with none. The hover view prints the
    whole name."""
    b = book()
    card_data = b.events.get(card) or b.information.get(card)
    return card_data.short if card_data is not None else None


RESULT = {"none": Text("なし", "none"), "chits-1": Text("チット−1", "chits -1"),
          "chits-2": Text("チット−2", "chits -2"), "chits-3": Text("チット−3", "chits -3"),
          "damage+1": Text("ダメージ＋1", "damage +1")}


def book():
    return GAME.book


@lru_cache(maxsize=None)
def short_face(card: str) -> CardFace:
    """An information card's or an event's face printing its short name (``short_name``) at table size, its whole name
    on hover."""
    return replace(face_for(card), title_short=short_name(card))


def area_name(area: str) -> Text:
    return Text("基地", "Base") if area == "base" else book().areas[area]


def _num(v) -> str:
    return "－" if v is None else str(v)


#: The order in which an invasion card's name strip short of room leaves its numbers out: TDF, recon, combat, then its
#: chits hidden / discovered (暗/発), its hidden cap (限界) last (issue 16: a narrow hand strip showed 「偵察 -1」 alone,
#: the numbers the alien chooses a card by gone).
INVASION_DROP = (1, 0, 2, 3)


@lru_cache(maxsize=None)
def face_for(card: str) -> CardFace:
    """The printed face of any card id (no live counters)."""
    b = book()
    if card in b.invasion:
        inv = b.invasion[card]
        cond = b.information[inv.condition].name if inv.condition else None
        body = (Text(f"登場条件: 「{cond.ja}」", f"Needs: “{cond.en}”") if cond else
                Text(f"第{inv.episodes}話", f"Episode {inv.episodes}"))
        return CardFace(card, "special" if inv.special else "invasion", inv.name, inv.alien,
                        stats=((Text("偵察", "Rcn"), str(inv.recon)), (Text("TDF", "TDF"), _num(inv.tdf_value)),
                               (Text("戦闘", "Cmb"), str(inv.combat)),
                               (Text("暗/発", "H/D"), f"{inv.chits_hidden}/{inv.chits_discovered}"),
                               (Text("限界", "Cap"), str(inv.hidden_cap))),
                        stat_names=(Text("偵察値", "Recon"), Text("TDF値", "TDF value"), Text("戦闘力", "Combat"),
                                    Text("暗躍時/発覚時", "Chits hid/found"), Text("暗躍限界", "Hidden cap")),
                        icons=(AREA_ICON.get(inv.area, inv.area),), body=body, marker_room=True,
                        drop_order=INVASION_DROP, full_names=True)  # (the hover view: "暗躍限界", not "限界")
    if card in b.events:
        ev = b.events[card]
        return CardFace(card, "special" if ev.kind == "episode12" else "event", ev.name, body=ev.text)
    if card in b.information:
        info = b.information[card]
        return CardFace(card, "information", info.name, body=info.text)
    if card in b.members:
        m = b.members[card]
        notes = []
        if m.captain:
            notes.append(Text("隊長（4人以上のグループに必要）", "Captain (needed by groups of 4+)"))
        if m.dan:
            notes.append(Text("ウルトラセブンに変身できる", "Can transform into Ultra Seven"))
        if m.kurata:
            notes.append(Text("イベントのあるターンに宇宙エリアのみ", "Only in Space, on event turns"))
        body = Text(" ".join(n.ja for n in notes), " ".join(n.en for n in notes)) if notes else None
        return CardFace(card, "member", m.name, stats=((Text("偵察", "Rcn"), str(m.recon)),
                                                       (Text("戦闘", "Cmb"), str(m.combat))), body=body,
                        stat_names=MEMBER_STATS, stat_icons=MEMBER_ICONS)
    if card in b.weapons:
        w = b.weapons[card]
        users = [b.members[u].name for u in w.users]
        body = Text("搭乗: " + "、".join(u.ja for u in users), "Crew: " + ", ".join(u.en for u in users))
        combat = Text("+1/人", "+1 ea") if w.hawk1 else str(w.combat)  # (+1 each member aboard; English printed "+1/人")
        return CardFace(card, "weapon", w.name, stats=((Text("偵察", "Rcn"), str(w.recon)), (Text("戦闘", "Cmb"), combat)),
                        icons=tuple(AREA_ICON.get(a, a) for a in w.areas), body=body, stat_names=MEMBER_STATS,
                        stat_icons=MEMBER_ICONS)
    if card in b.capsules:
        c = b.capsules[card]
        ja = " ".join(f"{i + 1}:{RESULT[r].ja}" for i, r in enumerate(c.table))
        en = " ".join(f"{i + 1}:{RESULT[r].en}" for i, r in enumerate(c.table))
        return CardFace(card, "capsule", c.name, subtitle=Text("1D6表", "1D6 table"), body=Text(ja, en))
    s = b.seven
    techs = list(b.techniques.values())
    return CardFace(card, "seven", s.name,
                    stats=((Text("ｴﾒﾘｳﾑ", "Emer."), str(s.emerium)),), stat_names=EMERIUM,
                    body=Text("変身: " + "/".join(map(str, s.transformation)) + "  技: " +
                              "、".join(f"{t.name.ja}{t.power}(−{t.extra})" for t in techs),
                              "Transform: " + "/".join(map(str, s.transformation)) + "  Techniques: " +
                              ", ".join(f"{t.name.en} {t.power} (-{t.extra})" for t in techs)))


def seven_face(emerium: int, dead: bool) -> CardFace:
    """The Seven card with the Emerium left now (and whether Seven is dead)."""
    face = face_for("seven")
    value = Text("死亡", "dead") if dead else Text(str(emerium), str(emerium))
    return CardFace(face.id, face.kind, face.title, Text(f"エメリウム {value.ja}", f"Emerium {value.en}"),
                    stats=((Text("ｴﾒﾘｳﾑ", "Emer."), value if dead else str(emerium)),), body=face.body,
                    stat_names=EMERIUM, card_tile=True)


def invasion_markers(inv: dict) -> list[Marker]:
    """Chits and damage on an invasion card of the view (``areas[].invasion`` or ``face_down[]``)."""
    out = [Marker("", int(inv.get("chits", 0)), CHIT, "circle")]
    if inv.get("damage"):
        out.append(Marker("D", int(inv["damage"]), DAMAGE, "square"))
    return out


def back_markers(back: dict) -> list[Marker]:
    """A face-down card as the TDF sees it: back number, chits, damage."""
    return [Marker("#", int(back["back"]), BACKNO, "diamond"), *invasion_markers(back)]
