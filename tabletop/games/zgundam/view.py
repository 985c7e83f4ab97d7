"""What a seat may see, action labels and the turn banner.

``view(state, seat)`` is everything the card-table screen draws: the seat's own
hand (other hands only as counts), every seat's ship row with damage markers,
combat-ready pairs, score piles with points and chips, deck counts, the
discard pile, the pending decision and the last battle's dice and hits; card
facts for every card id it shows are under ``cards``.
"""

from __future__ import annotations

from tabletop.core import serial
from tabletop.core.game import Action
from tabletop.core import i18n
from tabletop.core.i18n import Text

from . import actions as A
from .cards import CHIPS, MS, PILOT, SHIP, chips_for
from .state import (ACTION, ACTION_DECK, DISCARD, END_DECK, END_LAST_FLEET, END_ONE_FLEET, HAND_LIMIT,
                    HAND_LIMIT_SIZE, OVER, REACT, SETUP_DEPLOY, SETUP_DISCARD, SHIP_DECK, ZGundamState, card, hand,
                    points, score, ships)

END_TEXTS = {
    END_DECK: Text("(1) 中央のアクションカードがなくなった時", "(1) when the central action cards run out"),
    END_ONE_FLEET: Text("(2) 1人のプレイヤーが艦船を全て失った時", "(2) when one player has lost all ships"),
    END_LAST_FLEET: Text("(3) 1人を除く全員が艦船を全て失った時", "(3) when all players but one have lost all ships"),
}

PHASE_TEXTS = {
    SETUP_DEPLOY: Text("準備：MSの戦闘準備（インスト 6）", "Set-up: making MS combat ready (set-up 6)"),
    # (not "手札を4枚まで捨てる": at 150 % the line broke between 手札 and を, or in まで)
    SETUP_DISCARD: Text("準備：4枚に減らす（インスト 7）", "Set-up: discarding to 4 (set-up 7)"),
    ACTION: Text("行動を選ぶ（ルール (2) a～e）", "Choose one action (rule (2) a-e)"),
    REACT: Text("攻撃への対応", "Answer to an attack"),
    HAND_LIMIT: Text("上限4枚まで捨てる", "Hand limit 4: discard"),
    OVER: Text("ゲーム終了", "Game over"),
}


def p(seat: int, lang: str) -> str:
    return f"プレイヤー{seat + 1}" if lang == "ja" else f"Player {seat + 1}"


def card_info(card_id: str) -> dict:
    c = card(card_id)
    info: dict = {"id": c.id, "kind": c.kind, "key": c.key, "name": {"ja": c.name.ja, "en": c.name.en},
                  "faction": c.faction, "points": c.points}
    if c.kind == PILOT:
        info["ability"] = c.ability
    elif c.kind == MS:
        info["attack"] = c.attack
    elif c.kind == SHIP:
        info.update(anti_air=c.anti_air, anti_ship=c.anti_ship, durability=c.durability,
                    anti_ship_hit=c.anti_ship_hit)
    else:
        info.update(effect=c.effect, text={"ja": c.text.ja, "en": c.text.en})
    return info


def pending_text(state: ZGundamState) -> Text:
    if state.phase == REACT and state.pending_attack is not None:
        a = state.pending_attack
        if a.kind == "ms_ms":
            return Text(f"{card(a.card).name.ja}が{card(a.target).name.ja}を攻撃：停戦信号か反応しないか",
                        f"{card(a.card).name.en} attacks {card(a.target).name.en}: ceasefire signal or no reaction?")
        return Text(f"{card(a.card).name.ja}が{card(a.target).name.ja}を砲撃：ダミー隕石か反応しないか",
                    f"{card(a.card).name.en} fires on {card(a.target).name.en}: dummy meteor or no reaction?")
    if state.phase in (SETUP_DISCARD, HAND_LIMIT):
        extra = len(state.cards(hand(state.current))) - HAND_LIMIT_SIZE
        return PHASE_TEXTS[state.phase] + Text(f"（あと{extra}枚）", f" ({extra} more)")
    return PHASE_TEXTS.get(state.phase, Text("", ""))


def view(state: ZGundamState, seat: int | None) -> dict:
    shown: list[str] = []
    seats = []
    for s in range(state.seats):
        own = seat == s
        hand_cards = list(state.cards(hand(s)))
        ship_ids = list(state.cards(ships(s)))
        row = [{"id": c, "damage": state.damage.get(c, 0), "durability": card(c).durability,
                "remaining": card(c).durability - state.damage.get(c, 0)} for c in ship_ids]
        pairs = [{"ms": ms, "pilot": pilot} for ms, pilot in state.pairs(s)]
        taken = list(state.cards(score(s)))
        pts = points(state, s)
        seats.append({"seat": s, "label": {"ja": p(s, "ja"), "en": p(s, "en")}, "hand_count": len(hand_cards),
                      "hand": hand_cards if own else None, "ships": row, "ready": pairs, "score": taken,
                      "points": pts, "chips": {str(k): v for k, v in chips_for(pts).items()},
                      "has_fleet": bool(row), "is_current": s == state.current})
        shown += (hand_cards if own else []) + ship_ids + [c for pr in pairs for c in pr.values()] + taken
    discard = list(state.cards(DISCARD))
    shown += discard
    decision = None
    if state.phase != OVER:
        who_decides = state.pending_attack.defender if state.phase == REACT and state.pending_attack else state.current
        decision = {"seat": who_decides, "kind": state.phase, "prompt": serial.to_json(pending_text(state)),
                    "attack": serial.to_json(state.pending_attack)}
        if state.pending_attack is not None:
            shown += [state.pending_attack.card, state.pending_attack.target]
    last = serial.to_json(state.last_combat)
    if state.last_combat is not None:
        shown += [r.card for r in state.last_combat.rolls] + list(state.last_combat.destroyed)
    return {
        "game": "zgundam", "viewer": seat, "phase": state.phase,
        "phase_text": serial.to_json(PHASE_TEXTS.get(state.phase, Text("", ""))),
        "turn": state.turn, "current": state.current, "start_player": state.start_player,
        "end": state.end, "end_text": serial.to_json(END_TEXTS[state.end]),
        "decks": {"ships": len(state.cards(SHIP_DECK)), "actions": len(state.cards(ACTION_DECK))},
        "discard": discard, "discard_count": len(discard),
        "seats": seats, "pending": decision, "last_combat": last,
        "chip_values": sorted(CHIPS),
        "over": state.phase == OVER, "ended_by": state.ended_by,
        "cards": {c: card_info(c) for c in dict.fromkeys(shown)},
    }


def turn_label(state: ZGundamState) -> Text:
    if state.phase in (SETUP_DEPLOY, SETUP_DISCARD):
        return Text(f"準備中：{p(state.current, 'ja')}", f"Set-up: {p(state.current, 'en')}")
    if state.phase == OVER:
        best = max(points(state, s) for s in range(state.seats))
        return Text(f"ゲーム終了（第{state.turn}手番、最高{best}点）", f"Game over (turn {state.turn}, best {best} points)")
    extra = Text("", "")
    if state.phase == REACT and state.pending_attack is not None:
        d = state.pending_attack.defender
        extra = Text(f"・{p(d, 'ja')}が対応中", f", {p(d, 'en')} answering")
    elif state.phase == HAND_LIMIT:
        extra = Text("・手札を捨てる", ", discarding to 4")
    return Text(f"第{state.turn}手番：{p(state.current, 'ja')}", f"Turn {state.turn}: {p(state.current, 'en')}") + extra


def _n(card_id: str, lang: str) -> str:
    try:
        return card(card_id).name.get(lang)
    except KeyError:
        return card_id


def _owner_label(state: ZGundamState, card_id: str, lang: str) -> str:
    owner = state.owner_of_ship(card_id)
    if owner is None:
        owner = state.owner_of_ready(card_id)
    return "" if owner is None else (f"{p(owner, lang)}の" if lang == "ja" else f"{p(owner, lang)}'s ")


def describe_action(state: ZGundamState, a: Action, lang: str = "ja") -> str:
    ja = lang == "ja"
    n = lambda c: _n(c, lang)  # noqa: E731
    o = lambda c: _owner_label(state, c, lang)  # noqa: E731
    if isinstance(a, A.DeployPair):
        return f"戦闘準備：{n(a.ms)}＋{n(a.pilot)}" if ja else f"Make combat ready: {n(a.ms)} with {n(a.pilot)}"
    if isinstance(a, A.FinishDeploy):
        return "戦闘準備を終える" if ja else "Finish pairing"
    if isinstance(a, A.Discard):
        if a.supply:
            return f"{n(a.card)}を捨てて艦船を補充" if ja else f"Discard {n(a.card)} and take a ship"
        return f"{n(a.card)}を捨てる" if ja else f"Discard {n(a.card)}"
    if isinstance(a, A.PlayRepair):
        need = min(a.points, 6)
        return (f"修理：{n(a.ship)}を{a.points}ポイント（{need}以上で成功）" if ja
                else f"Repair {n(a.ship)} by {a.points} (succeeds on {need} or more)")
    if isinstance(a, A.PlayFullRepair):
        return f"修理カード2枚で{n(a.ship)}を完全修理" if ja else f"Two repair cards: restore {n(a.ship)} fully"
    if isinstance(a, A.PlayExplosion):
        at_most = min(card(a.pilot).ability, 4) if a.pilot in state.cards(hand(state.current)) else "?"
        return (f"爆破：{n(a.pilot)}で{o(a.ship)}{n(a.ship)}を爆破（{at_most}以下で成功）" if ja
                else f"Explosion: {n(a.pilot)} blows up {o(a.ship)}{n(a.ship)} (succeeds on {at_most} or less)")
    if isinstance(a, A.PlaySupply):
        return "補充：艦船の山札から1枚" if ja else "Supply: take a ship from the ship deck"
    if isinstance(a, A.PlayColonyLaser):
        return (f"コロニーレーザー：{p(a.target, lang)}の全戦力を攻撃" if ja
                else f"Colony laser against all of {p(a.target, lang)}'s force")
    if isinstance(a, A.AttackMS):
        return (f"MS攻撃：{n(a.ms)} → {o(a.target)}{n(a.target)}" if ja
                else f"MS attack: {n(a.ms)} → {o(a.target)}{n(a.target)}")
    if isinstance(a, A.AttackShip):
        return (f"MSで艦船攻撃：{n(a.ms)} → {o(a.ship)}{n(a.ship)}" if ja
                else f"MS attacks a ship: {n(a.ms)} → {o(a.ship)}{n(a.ship)}")
    if isinstance(a, A.ShipAttack):
        return (f"艦対艦：{n(a.ship)} → {o(a.target)}{n(a.target)}" if ja
                else f"Ship battle: {n(a.ship)} → {o(a.target)}{n(a.target)}")
    if isinstance(a, A.PlayCeasefire):
        return "停戦信号で戦闘を回避" if ja else "Signal a ceasefire (avoid the battle)"
    if isinstance(a, A.PlayDummyMeteor):
        return "ダミー隕石で砲撃を回避" if ja else "Dummy meteor (avoid the ship battle)"
    if isinstance(a, A.NoReaction):
        return "反応しない（戦闘を受ける）" if ja else "No reaction (fight)"
    if isinstance(a, A.Pass):
        return "パス（行える行動がない）" if ja else "Pass (nothing can be done)"
    return type(a).__name__


# The English of the words in Z Gundam's rule citations (the log's "(rule (2)-a Repair)").
i18n.register_rule_terms("zgundam", {
    "ルール": "rule", "インスト": "set-up", "ゲームの終了": "End of the game",
    "コロニーレーザー": "Colony laser", "修理": "Repair", "爆破": "Explosion", "補充": "Supply",
    "ダミー隕石": "Dummy meteor", "停戦信号": "Ceasefire", "スペシャルカード": "Special cards",
})
