"""The alien side's actions (rules 5-10) and the TDF's answer to a revealed event (6.6-6.7).

Each ``check_*`` raises ``RulesError`` before anything changes; each ``do_*``
changes the state and logs, with the alien-only details hidden from the TDF.
"""

from __future__ import annotations

from tabletop.core.errors import RulesError
from tabletop.core.game import Context, rules_error
from tabletop.core.i18n import Text

from .cards import CardBook
from .state import ALIEN, ALIEN_HAND_LIMIT, TDF_HAND_LIMIT, UltraSevenState, inv_zone

COST = {"draw": 2, "chit": 1, "place": 2, "reveal": 3, "repair": 3}   # rule 5.1


def on_table(state: UltraSevenState) -> list[str]:
    """Invasion cards on the table, in area order."""
    return [c for a in state.areas for c in state.zones[inv_zone(a)].cards]


def area_of(state: UltraSevenState, card: str) -> str:
    for a in state.areas:
        if card in state.zones[inv_zone(a)].cards:
            return a
    return ""


def is_face_up(state: UltraSevenState, card: str) -> bool:
    area = area_of(state, card)
    return bool(area) and state.zones[inv_zone(area)].is_face_up(card)


def _ap(state: UltraSevenState, cost: int, rule: str) -> None:
    if state.ap < cost:
        raise rules_error(rule, f"APが足りません（残り{state.ap}、必要{cost}）。",
                          f"Not enough AP ({state.ap} left, {cost} needed).")


def chit_limit(book: CardBook, state: UltraSevenState, card: str) -> int:
    """Rule 7.3: chits per turn, by the card's face."""
    inv = book.invasion[card]
    return inv.chits_discovered if is_face_up(state, card) else inv.chits_hidden


def check_draw(book: CardBook, state: UltraSevenState) -> None:
    _ap(state, COST["draw"], "ultraseven 6.2")
    if len(state.zones["alien_hand"]) >= ALIEN_HAND_LIMIT:
        raise rules_error("ultraseven 6.3", "手札が8枚あるので、カードを引けません。",
                          "The hand holds 8 cards; no card may be drawn.")
    if not state.zones["deck"].cards:
        raise rules_error("ultraseven 6.1", "山札がありません。", "The deck is empty.")


def do_draw(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    table = state.table()
    state.ap -= COST["draw"]
    card = table["deck"].cards[0]
    ctx.secret_revealed()
    kind = book.kind(card)
    name = book.name(card)
    if kind == "invasion":
        table.move(card, "alien_hand", src="deck")
        ctx.log(f"星人側がカードを引いた: {name.ja}", f"The alien drew {name.en}.", "ultraseven 6.1",
                visible_to=[ALIEN], redacted=Text("星人側が侵略カードを1枚引いた。", "The alien drew an invasion card."))
    elif kind == "information":
        table.move(card, "information", src="deck")
        ctx.log(f"インフォメーション公開: {name.ja}（以後有効）", f"Information revealed: {name.en} (in effect from now on).",
                "ultraseven 6.4")
    else:
        table.move(card, "revealed", src="deck")
        state.pending_event = card
        state.revealed_names.append(name.ja)
        ctx.log(f"イベント公開: {name.ja}。ＴＤＦ側は手札にするか選ぶ。",
                f"Event revealed: {name.en}. The TDF decides whether to take it into its hand.", "ultraseven 6.4")


def check_place_chit(book: CardBook, state: UltraSevenState, card: str) -> None:
    _ap(state, COST["chit"], "ultraseven 7.2")
    refusal = chit_refusal(book, state, card)
    if refusal is not None:
        raise refusal


def chit_refusal(book: CardBook, state: UltraSevenState, card: str) -> RulesError | None:
    """Why ``card`` itself takes no chit now, whatever the AP left (rules 7.1, 7.5, 7.3, 7.4), or None."""
    if card not in on_table(state):
        return rules_error("ultraseven 7.1", "チットは場に出ている侵略カードにのみ置けます。",
                           "Chits go only on invasion cards on the table.")
    if card in state.flipped_this_turn:
        return rules_error("ultraseven 7.5", "このターンに表にしたばかりのカードにはチットを置けません。",
                           "No chits on a card turned face up this turn.")
    limit = chit_limit(book, state, card)
    if state.chits_this_turn.get(card, 0) >= limit:
        return rules_error("ultraseven 7.3", f"このカードには1ターンに{limit}枚までしか置けません。",
                           f"At most {limit} chit{'' if limit == 1 else 's'} a turn on this card.")
    if not is_face_up(state, card) and state.chits.get(card, 0) >= book.invasion[card].hidden_cap:
        return rules_error("ultraseven 7.4", "暗躍限界に達した裏のカードには、これ以上チットを置けません。",
                           "A face-down card at its hidden cap takes no more chits.")
    return None


def do_place_chit(book: CardBook, state: UltraSevenState, ctx: Context, card: str) -> None:
    state.ap -= COST["chit"]
    state.chits[card] = state.chits.get(card, 0) + 1
    state.chits_this_turn[card] = state.chits_this_turn.get(card, 0) + 1
    label = public_label(book, state, card)
    ctx.log(f"侵略チットを置いた: {book.name(card).ja}（{state.chits[card]}枚）",
            f"Invasion chit on {book.name(card).en} ({state.chits[card]}).", "ultraseven 7.1",
            visible_to=[ALIEN] if not is_face_up(state, card) else None,
            redacted=Text(f"侵略チットを置いた: {label.ja}（{state.chits[card]}枚）",
                          f"Invasion chit on {label.en} ({state.chits[card]})."))


def public_label(book: CardBook, state: UltraSevenState, card: str) -> Text:
    """How the TDF names a card on the table: its name when face up, its back number otherwise."""
    if is_face_up(state, card):
        return book.name(card)
    n = state.back_no.get(card, 0)
    return Text(f"裏向きの侵略カード#{n}", f"face-down invasion card #{n}")


def check_place_invasion(book: CardBook, state: UltraSevenState, card: str) -> None:
    _ap(state, COST["place"], "ultraseven 8.2")
    if card not in state.zones["alien_hand"].cards or card not in book.invasion:
        raise rules_error("ultraseven 8.1", "手札の侵略カードだけを置けます。",
                          "Only invasion cards in the hand may be placed.")
    area = book.invasion[card].area
    if state.zones[inv_zone(area)].cards:
        raise rules_error("ultraseven 8.4", f"「{book.areas[area].ja}」エリアには既に侵略カードがあります。",
                          f"The {book.areas[area].en} area already holds an invasion card.")
    cond = book.invasion[card].condition
    if cond and not state.conditions_ignored and cond not in state.zones["information"].cards:
        raise rules_error("ultraseven 8.5", f"インフォメーション「{book.name(cond).ja}」が出るまで置けません。",
                          f"Cannot be placed until the information {book.name(cond).en} is out.")


def do_place_invasion(book: CardBook, state: UltraSevenState, ctx: Context, card: str) -> None:
    state.ap -= COST["place"]
    area = book.invasion[card].area
    state.table().move(card, inv_zone(area), src="alien_hand", face_up=False)
    state.back_no[card] = state.next_back
    state.next_back += 1
    state.chits[card] = 0
    state.damage[card] = 0
    n = state.back_no[card]
    ctx.log(f"侵略カードを裏向きで置いた: {book.name(card).ja}（{book.areas[area].ja}、#{n}）",
            f"Placed {book.name(card).en} face down ({book.areas[area].en}, #{n}).", "ultraseven 8.3",
            visible_to=[ALIEN], redacted=Text(f"星人側が侵略カードを裏向きで置いた（#{n}）。",
                                              f"The alien placed an invasion card face down (#{n})."))


def check_reveal(book: CardBook, state: UltraSevenState, card: str) -> None:
    _ap(state, COST["reveal"], "ultraseven 9.2")
    if card not in on_table(state) or is_face_up(state, card):
        raise rules_error("ultraseven 9.1", "裏の状態の侵略カードだけを表にできます。",
                          "Only a face-down invasion card may be turned face up.")
    if state.chits.get(card, 0) < book.invasion[card].hidden_cap:
        raise rules_error("ultraseven 9.1", "侵略チットが暗躍限界に達していません。",
                          "Its invasion chits have not reached the hidden cap.")


def flip_up(book: CardBook, state: UltraSevenState, card: str) -> None:
    state.zones[inv_zone(area_of(state, card))].turn(card, True)


def do_reveal(book: CardBook, state: UltraSevenState, ctx: Context, card: str) -> None:
    state.ap -= COST["reveal"]
    area = area_of(state, card)
    flip_up(book, state, card)
    state.flipped_this_turn.append(card)
    ctx.secret_revealed()
    ctx.log(f"侵略カード#{state.back_no[card]}を表にした: {book.name(card).ja}（{book.areas[area].ja}）",
            f"Invasion card #{state.back_no[card]} turned face up: {book.name(card).en} ({book.areas[area].en}).",
            "ultraseven 9.1")


def check_remove_damage(book: CardBook, state: UltraSevenState, card: str) -> None:
    _ap(state, COST["repair"], "ultraseven 10.2")
    if card not in on_table(state) or state.damage.get(card, 0) < 1:
        raise rules_error("ultraseven 10.1", "ダメージを受けている侵略カードだけが対象です。",
                          "Only a damaged invasion card may lose damage.")


def do_remove_damage(book: CardBook, state: UltraSevenState, ctx: Context, card: str) -> None:
    state.ap -= COST["repair"]
    state.damage[card] -= 1
    ctx.log(f"ダメージを1減らした: {book.name(card).ja}（残り{state.damage[card]}）",
            f"Removed 1 damage from {book.name(card).en} ({state.damage[card]} left).", "ultraseven 10.1")


# -- the TDF's answer to a revealed event (rules 6.5-6.7) -----------------------------
def apply_event(book: CardBook, state: UltraSevenState, ctx: Context, card: str, rule: str) -> None:
    """Put an event into effect for this turn (an AP bonus reaches the alien at once)."""
    state.table().move(card, "events_active", face_up=True)
    ev = book.events[card]
    if ev.alien_ap and state.phase == "alien":
        state.ap += ev.alien_ap
        state.ap_total += ev.alien_ap
    ctx.log(f"イベント適用: {ev.name.ja} — {ev.text.ja}", f"Event applied: {ev.name.en} — {ev.text.en}", rule)


def check_take_event(state: UltraSevenState) -> None:
    if len(state.zones["tdf_hand"]) >= TDF_HAND_LIMIT:
        raise rules_error("ultraseven 6.7", "手札は3枚までです。入れ替えるカードを選んでください。",
                          "The hand holds at most 3 cards; choose a card to swap.")


def do_take_event(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    card = state.pending_event
    state.table().move(card, "tdf_hand", src="revealed")
    state.pending_event = ""
    ctx.log(f"ＴＤＦ側が「{book.name(card).ja}」を手札にした（適用しない）。",
            f"The TDF took {book.name(card).en} into its hand (not applied).", "ultraseven 6.6")


def do_apply_event(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    card = state.pending_event
    state.pending_event = ""
    apply_event(book, state, ctx, card, "ultraseven 6.5")


def check_swap_event(state: UltraSevenState, card: str) -> None:
    if len(state.zones["tdf_hand"]) < TDF_HAND_LIMIT:
        raise rules_error("ultraseven 6.7", "入れ替えは手札が3枚のときだけです。",
                          "Swapping is only for a hand of 3 cards.")
    if card not in state.zones["tdf_hand"].cards:
        raise rules_error("ultraseven 6.7", "そのカードは手札にありません。", "That card is not in the hand.")


def do_swap_event(book: CardBook, state: UltraSevenState, ctx: Context, card: str) -> None:
    new = state.pending_event
    state.table().move(new, "tdf_hand", src="revealed")
    state.pending_event = ""
    ctx.log(f"ＴＤＦ側が「{book.name(new).ja}」を手札にし、「{book.name(card).ja}」と入れ替えた。",
            f"The TDF took {book.name(new).en} into its hand in exchange for {book.name(card).en}.",
            "ultraseven 6.7")
    apply_event(book, state, ctx, card, "ultraseven 6.7")
