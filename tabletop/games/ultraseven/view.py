"""What each seat sees (``view``), the turn banner and the action texts.

The TDF (seat 1) and spectators never see: the alien's hand, the deck's order,
which area a face-down invasion card is in, or any reconnaissance number
(rules 3.5, 12.4, 12.8). Face-down cards are shown to them as backs with
their back number and the chits on them; the alien sees everything it owns.
"""

from __future__ import annotations

from tabletop.core.i18n import Text

from . import alien as al
from . import combat as cb
from . import tdf as td
from .actions import (ApplyEvent, Attack, DeclineTransform, Deploy, Draw, EndAlienActions, EndCombatStep,
                      EndDeployment, EndRecon, EndRedeployment, Fight, PlaceChit, PlaceInvasion, PlayEvent,
                      Recon, Redeploy, RemoveDamage, Reveal, SwapEvent, TakeEvent, Transform, UseCapsule)
from .cards import load_cards
from .state import ALIEN, BASE, UltraSevenState, inv_zone, tdf_zone

SEATS = (Text("星人側", "Alien side"), Text("地球防衛軍（ＴＤＦ）", "Terrestrial Defense Force (TDF)"))

PHASE_TEXT = {
    "alien": Text("星人側アクション", "Alien actions"), "deploy": Text("ＴＤＦ隊員配置", "TDF deployment"),
    "recon": Text("偵察判定", "Reconnaissance"), "redeploy": Text("ＴＤＦ再配置", "TDF redeployment"),
    "combat": Text("戦闘", "Combat"), "over": Text("終了", "Game over"),
}


def _t(text: Text) -> dict:
    return {"ja": text.ja, "en": text.en}


def _card(book, card: str) -> dict:
    return {"id": card, "kind": book.kind(card), "name": _t(book.name(card))}


def _invasion(book, state: UltraSevenState, card: str, face_up: bool) -> dict:
    inv = book.invasion[card]
    return {**_card(book, card), "face_up": face_up, "back": state.back_no.get(card, 0),
            "area": inv.area, "episodes": inv.episodes, "alien": _t(inv.alien), "recon": inv.recon,
            "tdf_value": inv.tdf_value, "combat": inv.combat, "current_combat": cb.current_power(book, state, card),
            "chits_hidden": inv.chits_hidden, "chits_discovered": inv.chits_discovered,
            "hidden_cap": inv.hidden_cap, "condition": inv.condition,
            "chits": state.chits.get(card, 0), "damage": state.damage.get(card, 0),
            "chits_this_turn": state.chits_this_turn.get(card, 0)}


def view(state: UltraSevenState, seat: int | None) -> dict:
    from .game import UltraSevenGame  # the game module imports this one

    book = load_cards()
    alien = seat == ALIEN
    z = state.zones
    areas = []
    backs = []
    for a in state.areas:
        inv = None
        for card in z[inv_zone(a)].cards:
            up = z[inv_zone(a)].is_face_up(card)
            if up or alien:
                inv = _invasion(book, state, card, up)
            if not up:
                backs.append({"back": state.back_no.get(card, 0), "chits": state.chits.get(card, 0),
                              "damage": state.damage.get(card, 0),
                              "chits_this_turn": state.chits_this_turn.get(card, 0)})
        areas.append({"id": a, "name": _t(book.areas[a]), "invasion": inv,
                      "tdf": [_card(book, c) for c in z[tdf_zone(a)].cards],
                      "recon_total": td.recon_total(book, state, a),
                      "reconnoitred": any(r.area == a for r in state.recon_results)})
    backs.sort(key=lambda b: b["back"])
    decision = UltraSevenGame().pending(state)
    pending = None
    if decision is not None:
        assert decision.prompt is not None  # every Ultra Seven decision carries its prompt (game.pending)
        pending = {"seat": decision.seat, "kind": decision.kind, "prompt": _t(decision.prompt)}
        if decision.kind == "event":
            pending["event"] = _card(book, state.pending_event)
            pending["hand_full"] = len(z["tdf_hand"]) >= 3
    combat = None
    if state.combat is not None:
        c = state.combat
        combat = {"area": c.area, "card": _invasion(book, state, c.card, True) if c.card in z[inv_zone(c.area)].cards
                  else _card(book, c.card), "step": c.step, "attacked": list(c.attacked),
                  "weapons_used": list(c.weapons_used), "hawk1_uses": c.hawk1_uses, "transformed": c.transformed,
                  "melee_rounds": c.melee_rounds, "dan_here": cb.dan_here(book, state)}
        if c.step == "transform" or c.step == "failed":
            combat["transformation_number"] = cb.transformation_number(book, state)
    out = {
        "game": "ultraseven", "mode": state.mode, "seat": seat, "turn": state.turn, "phase": state.phase,
        "phase_name": _t(PHASE_TEXT[state.phase]), "pending": pending,
        "ap": {"remaining": state.ap, "total": state.ap_total},
        "emerium": {"value": state.emerium, "start": state.emerium_start, "seven_dead": state.seven_dead},
        "deck": {"count": len(z["deck"])},
        "alien_hand": {"count": len(z["alien_hand"]),
                       "cards": [_invasion(book, state, c, False) for c in z["alien_hand"].cards] if alien else None},
        "tdf_hand": [_card(book, c) for c in z["tdf_hand"].cards],
        "revealed": [_card(book, c) for c in z["revealed"].cards],
        "events_active": [_card(book, c) for c in z["events_active"].cards],
        "information": [_card(book, c) for c in z["information"].cards],
        "discard": [_card(book, c) for c in z["discard"].cards],
        "removed": [_card(book, c) for c in z["removed"].cards],
        "excluded_count": len(z["excluded"]),
        "areas": areas, "face_down": backs,
        "base": [_card(book, c) for c in z[tdf_zone(BASE)].cards],
        "capsules": {"available": [_card(book, c) for c in z["capsules"].cards],
                     "used": [_card(book, c) for c in z["capsules_used"].cards],
                     "kinds_used_this_turn": list(state.capsule_kinds_used)},
        "effects": {k: td.effect(book, state, k) for k in ("recon", "attack", "transform", "weapons",
                                                           "redeploys", "alien_ap")}
        | {"kurata": td.kurata_allowed(book, state)},
        "weapons": {"limit": td.weapons_limit(book, state), "deployed": td.weapons_deployed(book, state)},
        "redeploys": {"allowed": td.redeploys_allowed(book, state), "done": state.redeploys_done},
        "recon_results": [{"area": r.area, "total": r.total, "roll": r.roll, "found": r.found or None,
                           "result": _t(Text("発覚", "discovered") if r.found else Text("異常なし", "nothing unusual"))}
                          | ({"target": r.target, "had_card": r.target >= 0} if alien else {})
                          for r in state.recon_results],
        "combat": combat, "combat_queue": list(state.combat_queue),
        "conditions_ignored": state.conditions_ignored,
        "winner": state.winner if state.winner >= 0 else None,
    }
    return out


def turn_label(state: UltraSevenState) -> Text:
    if state.phase == "over":
        who = SEATS[state.winner]
        return Text(f"ターン{state.turn}・{who.ja}の勝利", f"Turn {state.turn} — {who.en} won")
    p = PHASE_TEXT[state.phase]
    return Text(f"ターン{state.turn}・{p.ja}", f"Turn {state.turn} — {p.en}")


def chit_done(state: UltraSevenState, card: str) -> Text | None:
    """Why the card takes no more chits this turn, in a few words for its button, where a rule of its own says so
    (``alien.chit_refusal``): its chits for the turn placed (rule 7.3: "1 a turn: placed"), turned face up this turn
    (7.5) or at its hidden cap (7.4); else None (issue 16: the button said "(1 AP, 3 more to its cap)" until the click
    explained 7.3)."""
    book = load_cards()
    refusal = al.chit_refusal(book, state, card)
    rule = refusal.rule if refusal is not None else ""
    if rule == "ultraseven 7.5":
        return Text("このターンに表にした", "turned up this turn")
    if rule == "ultraseven 7.3":
        limit = al.chit_limit(book, state, card)
        return Text(f"1ターン{limit}枚: 置いた", f"{limit} a turn: placed")
    if rule == "ultraseven 7.4":
        return Text("暗躍限界", "at its hidden cap")
    return None


def describe_action(state: UltraSevenState, action, lang: str = "ja") -> str:
    book = load_cards()
    ja = lang != "en"

    def n(card: str) -> str:
        return book.name(card).get(lang)

    def area(a: str) -> str:
        return (Text("基地", "Base") if a == BASE else book.areas[a]).get(lang)

    t = type(action)
    if t is Draw:
        return "カードを1枚引く（2AP）" if ja else "Draw a card (2 AP)"
    if t is PlaceChit:
        done = chit_done(state, action.card)
        if done is not None:  # (no chit now: the label says why before the click, issue 16)
            return f"侵略チットを置く: {n(action.card)}（{done.ja}）" if ja else \
                f"Place an invasion chit on {n(action.card)} ({done.en})"
        left = book.invasion[action.card].hidden_cap - state.chits.get(action.card, 0)
        capped = left > 0 and not al.is_face_up(state, action.card)  # (face down: how many more its hidden cap takes,
        # rule 7.4; a bare " [4]" left a newcomer guessing, session 29)
        return (f"侵略チットを置く: {n(action.card)}（1AP" + (f"、限界まであと{left}" if capped else "") + "）" if ja else
                f"Place an invasion chit on {n(action.card)} (1 AP" + (f", {left} more to its cap" if capped else "") + ")")
    if t is PlaceInvasion:
        return (f"侵略カードを置く: {n(action.card)}（{area(book.invasion[action.card].area)}、2AP）" if ja else
                f"Place {n(action.card)} face down ({area(book.invasion[action.card].area)}, 2 AP)")
    if t is Reveal:
        return f"侵略カードを表にする: {n(action.card)}（3AP）" if ja else f"Turn {n(action.card)} face up (3 AP)"
    if t is RemoveDamage:
        return f"ダメージを1減らす: {n(action.card)}（3AP）" if ja else f"Remove 1 damage from {n(action.card)} (3 AP)"
    if t is EndAlienActions:
        return f"アクション終了（残り{state.ap}AP）" if ja else f"End actions ({state.ap} AP left)"
    if t is TakeEvent:
        return (f"「{n(state.pending_event)}」を手札にする（適用しない）" if ja else
                f"Take {n(state.pending_event)} into the hand (not applied)")
    if t is ApplyEvent:
        return f"「{n(state.pending_event)}」を適用する" if ja else f"Let {n(state.pending_event)} apply"
    if t is SwapEvent:
        return (f"手札の「{n(action.card)}」と入れ替える（{n(action.card)}を適用）" if ja else
                f"Swap with {n(action.card)} from the hand ({n(action.card)} applies)")
    if t is Deploy:
        return f"{n(action.card)}を{area(action.area)}に配置" if ja else f"Deploy {n(action.card)} to {area(action.area)}"
    if t is PlayEvent:
        return f"手札のイベントを使用: {n(action.card)}" if ja else f"Play the event {n(action.card)}"
    if t is EndDeployment:
        return "配置終了" if ja else "End deployment"
    if t is Recon:
        total = td.recon_total(book, state, action.area)
        return (f"{area(action.area)}エリアを偵察（偵察値合計{total}）" if ja else
                f"Reconnoitre {area(action.area)} (total {total})")
    if t is EndRecon:
        return "偵察終了" if ja else "End reconnaissance"
    if t is Redeploy:
        return (f"{area(action.source)}のグループを{area(action.target)}へ再配置" if ja else
                f"Redeploy the {area(action.source)} group to {area(action.target)}")
    if t is EndRedeployment:
        return "再配置終了（戦闘へ）" if ja else "End redeployment (to combat)"
    if t is Attack:
        c = state.combat
        tv = book.invasion[c.card].tdf_value if c else 0
        bonus = sum(1 if book.weapons[w].hawk1 else book.weapons[w].combat for w in action.weapons)
        value = book.members[action.member].combat + bonus + td.effect(book, state, "attack") + (tv or 0)
        ws = "＋".join(n(w) for w in action.weapons)
        if ja:
            return f"{n(action.member)}が攻撃" + (f"（{ws}）" if ws else "") + f"：{value}以下で命中"
        return f"{n(action.member)} attacks" + (f" with {', '.join(n(w) for w in action.weapons)}" if ws else "") \
            + f": hits on {value} or less"  # (a colon, not a dash: one line at 150 %)
    if t is UseCapsule:
        cap = book.capsules[action.card]  # what it is and what its roll does (issue 16: "no effect / no effect / …")
        faces = cb.capsule_faces(cap.table).get(lang)
        return f"{cap.name.ja}を使う（カプセル怪獣、{faces}）" if ja else f"Use {cap.name.en} (capsule monster, {faces})"
    if t is Transform:
        num = cb.transformation_number(book, state) if state.combat else 0
        return f"変身判定（2D6で{num}以下）" if ja else f"Transform (2D6, {num} or less)"
    if t is DeclineTransform:
        return "変身しない" if ja else "Do not transform"
    if t is Fight:
        tech = book.techniques[action.technique]
        return (f"{tech.name.ja}（戦闘力{tech.power}、エメリウム−{tech.extra}）" if ja else
                f"{tech.name.en} (combat power {tech.power}, Emerium -{tech.extra})")
    if t is EndCombatStep:
        step = state.combat.step if state.combat else ""
        if step == "tie":
            return "格闘戦をやめる" if ja else "Stop the melee"
        return "カプセル怪獣を使わない" if ja else "Use no capsule monster"
    return type(action).__name__
