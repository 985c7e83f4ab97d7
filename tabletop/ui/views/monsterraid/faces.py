"""Card faces of Monster Raid for the card renderer: adventurers, skills, targets, effect cards.

Every face is built from the game's ``view`` data (names, HP, texts in both
languages), so the renderer draws the same card the rules read.
"""

from __future__ import annotations

from tabletop.core.i18n import Text

from ...cards.face import CardFace
from .render import owner_style

METHOD = {"flick": Text("弾く", "flick"), "throw": Text("投げる", "throw"), "coin": Text("コイントス", "coin toss")}
TIMING = {"immediate": Text("即時", "Immediate"), "continuous": Text("継続", "Continuous"),
          "round_end": Text("ラウンド終了時", "Round end")}


def txt(d: dict | None) -> Text:
    return Text.from_data(d or {})


def adventurer_face(adv: dict) -> CardFace:
    methods_ja = "・".join(METHOD[m].ja for m in adv["methods"])
    methods_en = ", ".join(METHOD[m].en for m in adv["methods"])
    launcher = Text("発射台を使う", "uses the launcher") if adv["launcher"] else Text("発射台を使わない", "never uses the launcher")
    skills = [s["name"] for s in adv["skills"]]
    body = Text(f"シュート：{methods_ja}（{launcher.ja}）\nスキル：{'、'.join(s['ja'] for s in skills) or 'なし'}",
                f"Shots: {methods_en} ({launcher.en})\nSkills: {', '.join(s['en'] for s in skills) or 'none'}")
    hand = len(adv["hand"])
    ult = sum(1 for u in adv["ultimate"] if u["where"] == "slot")
    return CardFace(f"adv-{adv['id']}", "adventurer", txt(adv["name"]), Text("冒険者", "Adventurer"),
                    stats=((Text("手元", "Hand"), str(hand)), (Text("奥義", "Ult."), str(ult))),
                    body=body, accent=owner_style(adv["id"])[0])


def skill_face(skill: dict) -> CardFace:
    kind = Text("起動", "Active") if skill["kind"] == "active" else Text("常時", "Passive")
    state = Text("使用済", "used") if skill["tapped"] else Text("", "")
    sub = Text(f"{kind.ja} {state.ja}".strip(), f"{kind.en} {state.en}".strip())
    return CardFace(f"skill-{skill['id']}", "skill", txt(skill["name"]), sub, body=txt(skill["text"]))


#: ranks that are words, not letters, in the app's language
RANKS = {"dragon": Text("ドラゴン", "Dragon")}


def target_face(target: dict, difficulty: str) -> CardFace:
    role = Text("ボス", "Boss") if target["role"] == "boss" else Text("取り巻き", "Minion")
    icons = ("flying",) if target["flying"] else ()
    stats = ((Text("HP", "HP"), str(target["hp"])), (Text("ダメージ", "Dmg"), str(target["damage"])),
             (Text("城壁", "Wall"), str(target["wall_damage"])))
    rank = RANKS.get(target["rank"], Text(target["rank"], target["rank"]))  # C, B, A as printed; the dragon's named
    body = Text(f"ランク {rank.ja}　{target['sides']}角形", f"Rank {rank.en}, {target['sides']} sides")
    return CardFace(f"target-{target['id']}-{difficulty}", "target", txt(target["name"]), role, stats=stats,
                    icons=icons, body=body, corner=target["size"])


def effect_face(card: dict) -> CardFace:
    timing = TIMING.get(card["timing"], Text(card["timing"], card["timing"]))
    return CardFace(f"effect-{card['kind']}-{card['text'].get('en', '')[:20]}", "effect", txt(card["name"]), timing,
                    body=txt(card["text"]))


def distinct_part(skill_id: str, lang: str) -> str:
    """A skill's name less the start it shares with another skill of its adventurer: what a short chip keeps
    ("ソウル" of ドラゴンソウル beside ドラゴンダイブ, "Blood" of Dragon's Blood beside Dragon's Eye; in English from a
    word's start). "" where no other skill's name starts as it does."""
    from os.path import commonprefix

    from tabletop.games.monsterraid.content import content

    c = content()
    sd = c.skills.get(skill_id)
    if sd is None:
        return ""
    name = sd.name.get(lang)
    shared = max((len(commonprefix([name, o.name.get(lang)])) for o in c.skills_of(sd.adventurer)
                  if o.id != skill_id), default=0)
    if lang == "en" and 0 < shared < len(name) and name[shared] not in " -" and name[shared - 1] not in " -":
        shared = max(name.rfind(" ", 0, shared), name.rfind("-", 0, shared)) + 1   # back to the word's start
    return name[shared:].lstrip(" -") if shared else ""
