"""The TDF's deployment (rule 11), reconnaissance (rule 12) and redeployment (rule 13).

Groups are the cards in one area's ``tdf:<area>`` zone; cards not deployed
stay in ``tdf:base`` (the base area, exempt from the Kiriyama rule). Every
check raises ``RulesError`` before the state changes. Reconnaissance logs
"異常なし" for a failure and for an empty area alike; the secret number and
the reason go to the alien only (rule 12.8).
"""

from __future__ import annotations

from tabletop.core.game import Context, rules_error
from tabletop.core.i18n import Text

from .alien import flip_up
from .cards import CardBook
from .state import (ALIEN, BASE, KIRIYAMA_LIMIT, WEAPONS_PER_TURN, ReconResult, UltraSevenState, inv_zone,
                    tdf_zone)


# -- effects of the events in play this turn ---------------------------------------
def effect(book: CardBook, state: UltraSevenState, key: str) -> int:
    return sum(getattr(book.events[c], key) for c in state.zones["events_active"].cards)


def kurata_allowed(book: CardBook, state: UltraSevenState) -> bool:
    return any(book.events[c].kurata for c in state.zones["events_active"].cards)


def weapons_limit(book: CardBook, state: UltraSevenState) -> int:
    return WEAPONS_PER_TURN + effect(book, state, "weapons")


def redeploys_allowed(book: CardBook, state: UltraSevenState) -> int:
    return 1 + effect(book, state, "redeploys")


# -- where the TDF cards are ---------------------------------------------------------
def location(state: UltraSevenState, card: str) -> str:
    for area in [*state.areas, BASE]:
        if card in state.zones[tdf_zone(area)].cards:
            return area
    return ""


def members_in(book: CardBook, state: UltraSevenState, area: str) -> list[str]:
    return [c for c in state.zones[tdf_zone(area)].cards if c in book.members]


def weapons_in(book: CardBook, state: UltraSevenState, area: str) -> list[str]:
    return [c for c in state.zones[tdf_zone(area)].cards if c in book.weapons]


def weapons_deployed(book: CardBook, state: UltraSevenState) -> int:
    return sum(len(weapons_in(book, state, a)) for a in state.areas)


def has_captain(book: CardBook, cards: list[str]) -> bool:
    return any(book.members[c].captain for c in cards if c in book.members)


def dan_id(book: CardBook) -> str:
    return next(c for c, m in book.members.items() if m.dan)


def kurata_id(book: CardBook) -> str:
    return next(c for c, m in book.members.items() if m.kurata)


def _kiriyama(book: CardBook, area: str, members: list[str], rule: str) -> None:
    if area != BASE and len(members) >= KIRIYAMA_LIMIT and not has_captain(book, members):
        raise rules_error(rule, "1エリアに4人以上の隊員を置くには、キリヤマ隊長が必要です（基地エリアを除く）。",
                          "Four or more members in one area need Capt. Kiriyama (except in the base area).")


# -- deployment (rule 11) -------------------------------------------------------------
def check_deploy(book: CardBook, state: UltraSevenState, card: str, area: str, loc: dict | None = None) -> None:
    src = loc.get(card, "") if loc is not None else location(state, card)
    if card not in book.members and card not in book.weapons or not src:
        raise rules_error("ultraseven 11.1", "隊員カードと兵器カードだけを配置できます。",
                          "Only member and weapon cards are deployed.")
    if area not in state.areas and area != BASE:
        raise rules_error("ultraseven 11.2", "そのエリアはありません。", "There is no such area.")
    if area == src:
        raise rules_error("ultraseven 11.2", "既にそのエリアにいます。", "The card is already there.")
    if card in book.members:
        m = book.members[card]
        if m.dan and state.seven_dead and area != BASE:
            raise rules_error("ultraseven 18.2", "セブンが死亡したので、モロボシダンは使用できません。",
                              "Seven is dead: Dan Moroboshi can no longer be used.")
        if m.kurata and area != BASE:
            if not kurata_allowed(book, state):
                raise rules_error("ultraseven 11.6", "クラタ隊長は、イベントで指示されたターンにだけ使用できます。",
                                  "Capt. Kurata may be used only on a turn an event allows it.")
            if area != "space":
                raise rules_error("ultraseven 11.6", "クラタ隊長は必ず「宇宙」エリアに配置します。",
                                  "Capt. Kurata must be deployed to the Space area.")
        if src != BASE:
            rest = [c for c in members_in(book, state, src) if c != card]
            for w in weapons_in(book, state, src):
                if not any(u in rest for u in book.weapons[w].users):
                    raise rules_error("ultraseven 11.5", f"{book.name(w).ja}を使う隊員がいなくなります。",
                                      f"{book.name(w).en} would be left without a member who uses it.")
            _kiriyama(book, src, rest, "ultraseven 11.3")
        _kiriyama(book, area, [*members_in(book, state, area), card], "ultraseven 11.3")
    else:
        weapon = book.weapons[card]
        if area != BASE:
            if area not in weapon.areas:
                names = "・".join(book.areas[a].ja for a in weapon.areas)
                raise rules_error("ultraseven 13.4", f"{weapon.name.ja}は{names}でのみ使用できます。",
                                  f"{weapon.name.en} may be used only in: {', '.join(book.areas[a].en for a in weapon.areas)}.")
            if not any(u in members_in(book, state, area) for u in weapon.users):
                raise rules_error("ultraseven 11.5", f"そのエリアに{weapon.name.ja}を使用する隊員がいません。",
                                  f"No member in that area uses {weapon.name.en}.")
            if src == BASE and weapons_deployed(book, state) >= weapons_limit(book, state):
                raise rules_error("ultraseven 11.4", f"兵器は1ターンに{weapons_limit(book, state)}枚までです。",
                                  f"At most {weapons_limit(book, state)} weapon cards per turn.")


def do_deploy(book: CardBook, state: UltraSevenState, ctx: Context, card: str, area: str) -> None:
    state.table().move(card, tdf_zone(area))
    where = Text("基地", "the base") if area == BASE else book.areas[area]
    ctx.log(f"{book.name(card).ja}を{where.ja}に配置。", f"{book.name(card).en} deployed to {where.en}.",
            "ultraseven 11.2")


def check_play_event(book: CardBook, state: UltraSevenState, card: str) -> None:
    if card not in state.zones["tdf_hand"].cards:
        raise rules_error("ultraseven 11.7", "手札のイベントカードだけを使用できます。",
                          "Only event cards in the TDF hand may be played.")
    name = book.name(card).ja
    if state.played_this_step >= 3:
        raise rules_error("ultraseven 11.7", "手札は一度に3枚までしか使用できません。",
                          "At most 3 cards from the hand at a time.")
    if name in state.revealed_names:
        raise rules_error("ultraseven 11.7", "このターンに公開されたイベントと同じ名称のカードは使用できません。",
                          "No card named like an event revealed this turn.")
    if any(book.name(c).ja == name for c in state.zones["events_active"].cards):
        raise rules_error("ultraseven 11.7", "同じ名称のカードを2枚以上使用することはできません。",
                          "Two cards of the same name may not be played.")


def do_play_event(book: CardBook, state: UltraSevenState, ctx: Context, card: str) -> None:
    state.played_this_step += 1
    state.table().move(card, "events_active", src="tdf_hand")
    ev = book.events[card]
    ctx.log(f"ＴＤＦ側が手札のイベントを使用: {ev.name.ja} — {ev.text.ja}",
            f"The TDF played {ev.name.en} from its hand — {ev.text.en}", "ultraseven 11.7")


# -- reconnaissance (rule 12) ---------------------------------------------------------
def face_up_card(state: UltraSevenState, area: str) -> str:
    zone = state.zones[inv_zone(area)]
    return next((c for c in zone.cards if zone.is_face_up(c)), "")


def recon_total(book: CardBook, state: UltraSevenState, area: str) -> int:
    """Rule 12.3: the members' and weapons' reconnaissance values (plus events)."""
    cards = state.zones[tdf_zone(area)].cards
    total = sum(book.members[c].recon for c in cards if c in book.members)
    total += sum(book.weapons[c].recon for c in cards if c in book.weapons)
    return total + effect(book, state, "recon")


def check_recon(book: CardBook, state: UltraSevenState, area: str) -> None:
    if area not in state.areas or not members_in(book, state, area):
        raise rules_error("ultraseven 12.2", "偵察は隊員が配置されているエリアでのみ行えます。",
                          "Reconnaissance only in an area where members are deployed.")
    if any(r.area == area for r in state.recon_results):
        raise rules_error("ultraseven 12.2", "このエリアは既に偵察しました。",
                          "This area was already reconnoitred this turn.")
    if face_up_card(state, area):
        raise rules_error("ultraseven 12.1", "偵察は裏の状態の侵略カードに対して行います（このエリアのカードは表です）。",
                          "Reconnaissance is against face-down cards (this area's card is face up).")


def do_recon(book: CardBook, state: UltraSevenState, ctx: Context, area: str) -> None:
    name = book.areas[area]
    total = recon_total(book, state, area)
    ctx.log(f"偵察宣言: {name.ja}エリア、偵察値合計{total}。", f"Reconnaissance declared: {name.en}, total {total}.",
            "ultraseven 12.3")
    zone = state.zones[inv_zone(area)]
    card = zone.cards[0] if zone.cards else ""
    target = total + book.invasion[card].recon + state.chits.get(card, 0) if card else -1
    roll = ctx.roll("2D6", "TDF", f"reconnaissance ({name.en})", rule="ultraseven 12.5",
                    why_ja=f"偵察判定（{name.ja}）").total
    result = ReconResult(area, total, roll, "", target)
    if card and roll <= target:
        flip_up(book, state, card)
        result.found = card
        ctx.secret_revealed()
        ctx.log(f"偵察成功！ {name.ja}エリアで侵略カード#{state.back_no[card]}が発覚: {book.name(card).ja}",
                f"Reconnaissance succeeded! Invasion card #{state.back_no[card]} in {name.en} discovered: "
                f"{book.name(card).en}", "ultraseven 12.7")
    else:
        why = (Text("カードなし", "no card") if not card else
               Text(f"判定値{target}、失敗", f"target {target}, failed"))
        ctx.log(f"（星人側のみ）偵察判定値の内訳: {why.ja}", f"(Alien only) Reconnaissance detail: {why.en}",
                "ultraseven 12.4", visible_to=[ALIEN], redacted=None)
        ctx.log(f"{name.ja}エリア: 異常なし", f"{name.en}: nothing unusual", "ultraseven 12.8")
    state.recon_results.append(result)


# -- redeployment (rule 13) -------------------------------------------------------------
def check_redeploy(book: CardBook, state: UltraSevenState, source: str, target: str) -> None:
    if state.redeploys_done >= redeploys_allowed(book, state):
        raise rules_error("ultraseven 13.1", "再配置できるのは1グループだけです。",
                          "Only one group may be redeployed.")
    if source not in state.areas or not state.zones[tdf_zone(source)].cards:
        raise rules_error("ultraseven 13.1", "偵察エリアに配置されているグループを選んでください。",
                          "Choose a group deployed in a reconnaissance area.")
    if target == source or (target not in state.areas and target != BASE):
        raise rules_error("ultraseven 13.1", "他のエリアを選んでください。", "Choose another area.")
    group = state.zones[tdf_zone(source)].cards
    if kurata_id(book) in group:
        raise rules_error("ultraseven 11.6", "クラタ隊長のいるグループは「宇宙」エリアを離れられません。",
                          "A group with Capt. Kurata may not leave the Space area.")
    _kiriyama(book, target, [*members_in(book, state, target), *members_in(book, state, source)],
              "ultraseven 13.3")
    if target != BASE:
        for w in weapons_in(book, state, source):
            if target not in book.weapons[w].areas:
                raise rules_error("ultraseven 13.4", f"グループ内の{book.name(w).ja}はそのエリアで使用できません。",
                                  f"{book.name(w).en} in the group cannot be used in that area.")


def do_redeploy(book: CardBook, state: UltraSevenState, ctx: Context, source: str, target: str) -> None:
    table = state.table()
    for card in list(state.zones[tdf_zone(source)].cards):
        table.move(card, tdf_zone(target), src=tdf_zone(source))
    state.redeploys_done += 1
    dst = Text("基地", "the base") if target == BASE else book.areas[target]
    ctx.log(f"再配置: {book.areas[source].ja}のグループを{dst.ja}へ。",
            f"Redeployed the {book.areas[source].en} group to {dst.en}.", "ultraseven 13.1")
