"""Battle arithmetic: terrain matching, team bonuses and counter-card resolution.

Pure functions over the card set and the state; the rules module moves the
cards. Book headings: 出撃フェイズ (matching), 効果フェイズ (totals and team
bonus), 反撃フェイズ / 計算フェイズ (counter cards, comparison).
"""

from __future__ import annotations

from tabletop.core.i18n import Text

from . import effects
from .cards import Card, card_set
from .state import CounterPlay, SdgfState

TEAM_BONUSES: dict[str, tuple[int, Text]] = {
    "soul_rare": (7, Text("ソウルレア3枚", "three Soul Rares")),
    "rare": (5, Text("レア3枚", "three Rares")),
    "same_kind": (5, Text("同じ種類3枚", "three of the same kind")),
}


def card(state: SdgfState, instance: str) -> Card:
    return card_set()[state.card_of[instance]]


def adapts(sd: Card, terrain: Card) -> bool:
    """An SD card may advance when one adaptation attribute matches the terrain (属性)."""
    return any(a in terrain.terrain for a in sd.adapt)


def team_bonuses(cards: list[Card]) -> list[str]:
    """Every team bonus these battlefield cards make (チームボーナス; needs three cards).

    Soul rares also count as rares (ruling sdgf チームボーナス-1); "same kind" compares the
    printed kind (ruling sdgf チームボーナス-2).
    """
    if len(cards) != 3:
        return []
    made = []
    if all(c.rarity == "soul_rare" for c in cards):
        made.append("soul_rare")
    if all(c.rarity in ("rare", "soul_rare") for c in cards):
        made.append("rare")
    if len({c.kind for c in cards}) == 1:
        made.append("same_kind")
    return made


def best_bonus(cards: list[Card]) -> tuple[int, str]:
    """The one team bonus that applies: the largest of those made (only one counts)."""
    best = (0, "")
    for key in team_bonuses(cards):
        value = TEAM_BONUSES[key][0]
        if value > best[0]:
            best = (value, key)
    return best


def battle_cards(state: SdgfState, seat: int) -> list[Card]:
    return [card(state, c) for c in state.zone("battle", seat).cards]


def cancelled_flags(plays: list[tuple[int, Card]]) -> list[bool]:
    """Which plays a cancel card negates: a live cancel negates the opponent's latest earlier play."""
    out = [False] * len(plays)
    for i in range(len(plays) - 1, -1, -1):
        if out[i] or plays[i][1].effect != "cancel":
            continue
        for j in range(i - 1, -1, -1):
            if plays[j][0] != plays[i][0] and not out[j]:
                out[j] = True
                break
    return out


def cancelled_plays(plays: list[CounterPlay], state: SdgfState) -> list[bool]:
    return cancelled_flags([(p.seat, card(state, p.card)) for p in plays])


def resolve_totals(power: list[int], bonus: list[int], plays: list[tuple[int, Card]],
                   fighters: list[list[Card]], terrain: list[Card]) -> tuple[list[int], list[Text]]:
    """Final totals from the 効果フェイズ figures and the counter cards (in play order)."""
    totals = [power[s] + bonus[s] for s in (0, 1)]
    notes: list[Text] = []
    dead = cancelled_flags(plays)
    for i, ((me, c), is_dead) in enumerate(zip(plays, dead)):
        opp = 1 - me
        if is_dead:
            notes.append(Text(f"「{c.name.ja}」は無効にされた", f"{c.name.en} was cancelled"))
            continue
        mine = fighters[me]
        before = list(totals)
        if c.effect == "power_up":
            gain = c.value
            kind_met = bool(c.cond_kind) and any(x.kind == c.cond_kind for x in mine)
            terrain_met = bool(c.cond_terrain) and any(c.cond_terrain in t.terrain for t in terrain)
            gain += c.cond_value * (kind_met + terrain_met)
            totals[me] += gain
            notes.append(effects.power_up(c, kind_met, terrain_met, before[me], totals[me]))
        elif c.effect == "power_per_card":
            n = sum(1 for x in mine if not c.cond_kind or x.kind == c.cond_kind)
            totals[me] += c.value * n
            notes.append(effects.per_card(c, n, before[me], totals[me]))
        elif c.effect == "power_down":
            totals[opp] = max(0, totals[opp] - c.value)
            notes.append(effects.power_down(c, before[opp], totals[opp]))
        elif c.effect == "swap":
            totals[0], totals[1] = totals[1], totals[0]
            notes.append(effects.swap(c, before))
        elif c.effect == "block_bonus":
            totals[opp] = max(0, totals[opp] - bonus[opp])
            notes.append(effects.block_bonus(c, bonus[opp], before[opp], totals[opp]))
        elif c.effect == "cancel":
            victim = next((plays[j][1] for j in range(i - 1, -1, -1) if plays[j][0] != me and dead[j]), None)
            notes.append(effects.cancelled(c, victim))
        else:  # rescue, salvage: zone effects, said by the calculation when it moves the cards
            notes.append(Text(f"「{c.name.ja}」: {c.effect_text().ja}", f"{c.name.en}: {c.effect_text().en}"))
    return totals, notes


def resolve(state: SdgfState) -> tuple[list[int], list[Text]]:
    """Final totals after the counter cards (in play order), with a line per effect."""
    return resolve_totals(state.base, state.bonus, [(p.seat, card(state, p.card)) for p in state.plays],
                          [battle_cards(state, s) for s in (0, 1)],
                          [card(state, c) for c in state.zone("terrain").cards])
