"""What each seat sees, and the words for turns, decisions and actions (ja/en).

``view(state, seat)`` holds everything a screen draws: both sides' zones
(hands and deck order only for their owner), tapped standby cards with the turn
they were tapped, the terrain card(s) of this sortie, return fields and dark
holes, power totals and the team bonus from the 効果フェイズ on, the counter
cards played, the last battle's result, and the pending decision (with its
choices for the seat that must decide).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.core.game import Action
from tabletop.core import i18n
from tabletop.core.i18n import Text

from . import battle
from .actions import Calculate, DarkHoleDiscard, Deploy, Discard, PlayCounter, RevealTerrain
from .cards import ATTRIBUTES, KINDS, RARITIES, card_set
from .state import CALCULATION, COUNTER, FORMATION, OVER, SORTIE, SdgfState

PHASES: dict[str, Text] = {
    FORMATION: Text("編成フェイズ", "Formation phase"),
    SORTIE: Text("出撃フェイズ", "Sortie phase"),
    COUNTER: Text("反撃フェイズ", "Counter phase"),
    CALCULATION: Text("計算フェイズ", "Calculation phase"),
    OVER: Text("ゲーム終了", "Game over"),
}
i18n.register({f"sdgf.phase.{key}": text for key, text in PHASES.items()})


@lru_cache(maxsize=8)
def player(seat: int) -> Text:
    return Text(f"プレイヤー{seat + 1}", f"Player {seat + 1}")


def _t(text: Text) -> dict:
    return {"ja": text.ja, "en": text.en}


def _name(state: SdgfState, instance: str) -> Text:
    return card_set()[state.card_of[instance]].name


def _card_label(state: SdgfState, instance: str, lang: str) -> str:
    c = card_set()[state.card_of[instance]]
    name = c.name.get(lang)
    if c.is_sd:
        if lang == "en":
            return f"{name} (power {c.power}; {'/'.join(ATTRIBUTES[a].en for a in c.adapt)})"
        return f"{name}（パワー{c.power}・{''.join(ATTRIBUTES[a].ja for a in c.adapt)}）"
    return f"「{name}」" if lang != "en" else name


def turn_label(state: SdgfState) -> Text:
    """"第3ターン プレイヤー1 反撃フェイズ" and its English form."""
    if state.phase == OVER:
        w = state.winner if state.winner is not None else 0
        return Text(f"第{state.turn}ターン 終了（{player(w).ja}の勝利）",
                    f"Turn {state.turn}, game over ({player(w).en} wins)")
    p = PHASES[state.phase]
    tp = player(state.turn_player)
    return Text(f"第{state.turn}ターン {tp.ja}のターン {p.ja}", f"Turn {state.turn}, {tp.en}'s turn, {p.en}")


def pending_prompt(state: SdgfState, kind: str) -> Text:
    """The decision's words as every seat sees them: they never depend on a hidden hand (the formation
    decision reads the same whether the hand holds an SD card or only counter cards)."""
    who = player(state.actor)
    if kind == "formation":
        n = len(state.zone("standby", state.actor).cards) + 1
        return Text(f"{who.ja}: 待機フィールドに出すSDカードを選んでください（{n}枚目）。"
                    "手札が反撃カードばかりなら、ダークホールに送るカードを1枚選びます",
                    f"{who.en}: choose an SD card for the standby field (card {n} of 3); "
                    "with only counter cards in hand, choose a card to send to the dark hole")
    if kind == "reveal_terrain":
        if len(state.terrain_history) == 0:
            return Text(f"{who.ja}: デッキの上のカードを地形として出してください",
                        f"{who.en}: reveal the top card of your deck as the terrain")
        return Text(f"{who.ja}: どちらも適応しませんでした。新たな地形を出してください",
                    f"{who.en}: nobody adapts; reveal a new terrain")
    if kind == "counter":
        return Text(f"{who.ja}: 反撃カードを出すか、手札を1枚捨ててください",
                    f"{who.en}: play a counter card, or discard one card")
    return Text(f"{who.ja}: 合計ポイントを比べて戦闘を決着させてください",
                f"{who.en}: compare the totals and settle the battle")


def own_prompt(state: SdgfState, kind: str) -> Text:
    """The decision's words for the seat that decides, which may name what its own hand allows."""
    if kind != "formation":
        return pending_prompt(state, kind)
    who = player(state.actor)
    if any(card_set()[state.card_of[c]].is_sd for c in state.zone("hand", state.actor).cards):
        n = len(state.zone("standby", state.actor).cards) + 1
        return Text(f"{who.ja}: 待機フィールドに出すSDカードを選んでください（{n}枚目）",
                    f"{who.en}: choose an SD card for the standby field (card {n} of 3)")
    return Text(f"{who.ja}: 手札が反撃カードばかりです。ダークホールに送るカードを1枚選んでください",
                f"{who.en}: only counter cards in hand; choose a card to send to the dark hole")


def describe_action(state: SdgfState, action: Action, lang: str = "ja") -> str:
    """A menu label for ``action`` in ``lang``."""
    ja = lang != "en"
    if isinstance(action, Deploy):
        label = _card_label(state, action.card, lang)
        return f"{label}を待機フィールドに出す" if ja else f"Deploy {label} to standby"
    if isinstance(action, DarkHoleDiscard):
        label = _card_label(state, action.card, lang)
        return f"{label}をダークホールに送る" if ja else f"Send {label} to the dark hole"
    if isinstance(action, RevealTerrain):
        return "デッキの上から地形を出す" if ja else "Reveal the terrain from the top of your deck"
    if isinstance(action, PlayCounter):
        c = card_set()[state.card_of[action.card]]
        text = c.effect_text().get(lang)
        target = ""
        if action.target:
            t = _name(state, action.target).get(lang)
            target = f"（対象「{t}」）" if ja else f" (target {t})"
        return f"反撃カード「{c.name.ja}」を出す: {text}{target}" if ja else \
            f"Play the counter card {c.name.en}: {text}{target}"
    if isinstance(action, Discard):
        label = _card_label(state, action.card, lang)
        return f"反撃せず{label}を捨てる" if ja else f"Play no counter card; discard {label}"
    if isinstance(action, Calculate):
        return "計算フェイズ: 勝敗を決める" if ja else "Calculation: settle the battle"
    return type(action).__name__


def card_info(cid: str) -> dict:
    """Everything printed on one card, with its labels (for drawing it)."""
    c = card_set()[cid]
    info = c.to_view()
    info["rarity_label"] = _t(RARITIES[c.rarity])
    info["kind_label"] = _t(KINDS[c.kind]) if c.kind else None
    info["terrain_label"] = [_t(ATTRIBUTES[a]) for a in c.terrain]
    info["adapt_label"] = [_t(ATTRIBUTES[a]) for a in c.adapt]
    return info


def view(state: SdgfState, seat: int | None) -> dict:
    """Everything ``seat`` may see (None = a spectator, public information only)."""
    from .game import SdgfGame  # the game module imports this one

    game = SdgfGame()
    s = state
    seen: set[str] = set()

    def show(instance: str, visible: bool = True) -> dict | None:
        if not visible:
            return None
        seen.add(s.card_of[instance])
        return {"id": instance, "card": s.card_of[instance]}

    def public(kind: str, p: int) -> list[dict | None]:
        return [show(c) for c in s.zone(kind, p).cards]

    seats = []
    for p in (0, 1):
        hand = s.zone("hand", p).cards
        own = seat == p
        standby = []
        for c in s.zone("standby", p).cards:
            entry = show(c)
            assert entry is not None
            entry["tapped"] = c in s.tapped
            entry["tapped_on_turn"] = s.tapped.get(c)
            entry["turns_tapped"] = (s.turn - s.tapped[c] + (0 if s.phase in (FORMATION, SORTIE) else 1)) \
                if c in s.tapped else 0
            entry["will_be_discarded_if_left"] = c in s.tapped
            standby.append(entry)
        seats.append({
            "seat": p,
            "label": _t(player(p)),
            "deck_key": s.decks[p],
            "deck_count": len(s.zone("deck", p).cards),
            "hand_count": len(hand),
            "hand": [show(c, own) for c in hand],
            "standby": standby,
            "battlefield": public("battle", p),
            "counter_cards": public("counter", p),
            "return_field": public("return", p),
            "return_count": len(s.zone("return", p).cards),
            "dark_hole": public("darkhole", p),
            "dark_hole_count": len(s.zone("darkhole", p).cards),
        })
    data: dict = {
        "game": "sdgf",
        "viewer": seat,
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "phase_label": _t(PHASES[s.phase]),
        "turn_label": _t(turn_label(s)),
        "seats": seats,
        "terrain": [show(c) for c in s.zone("terrain").cards],
        "terrain_history": [show(c) for c in s.terrain_history],
        "one_sided": s.one_sided if s.one_sided >= 0 else None,
        "dark_hole_limit": 10,
        "battle": None,
        "last_battle": None,
        "pending": None,
        "winner": s.winner,
        "end_reason": s.end_reason or None,
    }
    if s.phase in (COUNTER, CALCULATION):
        totals, notes = battle.resolve(s)
        dead = battle.cancelled_plays(s.plays, s)
        data["battle"] = {
            "power": list(s.base),
            "team_bonus": list(s.bonus),
            "team_bonus_kind": list(s.bonus_kind),
            "team_bonus_label": [_t(battle.TEAM_BONUSES[k][1]) if k else None for k in s.bonus_kind],
            "totals_before_counters": [s.base[p] + s.bonus[p] for p in (0, 1)],
            "totals": totals,
            "counter_order": list(s.counter_order),
            "counter_step": s.counter_step,
            "plays": [{"seat": pl.seat, **(show(pl.card) or {}), "target": show(pl.target) if pl.target else None,
                       "cancelled": d} for pl, d in zip(s.plays, dead)],
            "notes": [_t(n) for n in notes],
        }
    if s.last_battle is not None:
        lb = s.last_battle
        # cards salvaged into a deck since then are secret again: shown as backs
        in_decks = set(s.zone("deck", 0).cards) | set(s.zone("deck", 1).cards)
        data["last_battle"] = {"turn": lb.turn, "totals": list(lb.totals), "result": list(lb.result),
                               "one_sided": lb.one_sided,
                               "to_dark_hole": [[show(c, c not in in_decks) for c in side] for side in lb.to_dark_hole],
                               "to_return": [[show(c, c not in in_decks) for c in side] for side in lb.to_return]}
    decision = game.pending(s)
    if decision is not None:
        pend: dict = {"seat": decision.seat, "kind": decision.kind,
                      "prompt": _t(decision.prompt) if decision.prompt else None}
        if seat == decision.seat:
            pend["prompt"] = _t(own_prompt(s, decision.kind))
            pend["choices"] = [{"action": a.to_json(), "label": {"ja": describe_action(s, a, "ja"),
                                                                  "en": describe_action(s, a, "en")}}
                               for a in game.legal_actions(s)]
        data["pending"] = pend
    data["cards"] = {cid: card_info(cid) for cid in sorted(seen)}
    return data


# The English of the words in SD Gundam Force's rule citations (the log's "(Formation phase)").
i18n.register_rule_terms("sdgf", {
    "勝利条件": "Victory", "開始準備": "Set-up", "ターンの進行": "Turns", "編成フェイズ": "Formation phase",
    "出撃フェイズ": "Sortie phase", "効果フェイズ": "Effect phase", "反撃フェイズ": "Counter phase",
    "計算フェイズ": "Calculation phase", "ターン終了": "End of the turn", "チームボーナス": "Team bonus",
    "属性": "Attributes", "場の構成": "The field",
})
