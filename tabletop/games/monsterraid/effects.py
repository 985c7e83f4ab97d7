"""Effect cards at work (rule 1 エフェクトの起動, FAQ 呪い/封印/反撃/ブレス/再生/ダメージサイト).

An effect card is activated by a die resting on it; it stays connected to its
target even when shifted off it (FAQ). Timings:

* immediate (封印, 反撃, ブレス, 火薬樽): when the shot that brought a die onto
  the card has stopped; it applies to the adventurer who shot, also when the
  die there was pushed by a crash (rule クラッシュ, FAQ 封印);
* continuous (呪い): while a die rests on it; it applies to the die's owner;
* round end (再生, ダメージサイト, 鉄壁): see ``damage.py``. If the die has gone
  before the card's timing, nothing happens.
"""

from __future__ import annotations

from tabletop.core.game import Context

from .content import DIE_SIDES, content
from .presentation import die_label
from .state import DieState, MonsterRaidState, Prompt

RULE_ACTIVATION = "monsterraid 1 エフェクトの起動"


def card_ids(state: MonsterRaidState) -> set[str]:
    return {c.id for c in state.cards}


def cards_under(state: MonsterRaidState, die: DieState) -> list[str]:
    """The effect cards a die on the battlefield rests on (in the order given by the physics)."""
    if die.where != "field":
        return []
    ids = card_ids(state)
    return [x for x in die.on if x in ids]


def boards_under(state: MonsterRaidState, die: DieState) -> list[str]:
    """The standing targets a die on the battlefield rests on."""
    if die.where != "field":
        return []
    live = {t.id for t in state.live_targets()}
    return [x for x in die.on if x in live]


def side_value(state: MonsterRaidState, kind: str) -> int:
    return content().effects[kind].side(state.difficulty).value


def cursed(state: MonsterRaidState, adv_id: str) -> bool:
    """呪い (continuous): one of the adventurer's own dice rests on a curse card (FAQ 呪い)."""
    for d in state.dice:
        if d.owner == adv_id and any(state.card(c).kind == "curse" for c in cards_under(state, d)):
            return True
    return False


def largest_in_hand(state: MonsterRaidState, adv_id: str, count: int) -> list[DieState]:
    hand = [d for d in state.dice if d.owner == adv_id and d.where == "hand"]
    hand.sort(key=lambda d: (-DIE_SIDES[d.kind], d.id))
    return hand[:count]


def set_aside(die: DieState) -> None:
    """Unusable until the round ends (反撃, ブレス, 無明剣); off the battlefield."""
    die.where = "aside"
    die.on = []


def apply_immediate(state: MonsterRaidState, shooter: str, arrivals: list[tuple[str, str]], ctx: Context) -> None:
    """Immediate cards reached by this shot: ``arrivals`` are (die id, card id) pairs.

    Every immediate card shares one timing (the shot has stopped), so which of
    them fire is read from the table at that moment, before any applies: a die
    across 反撃 and another card fires both, although 反撃 then takes the die
    away (FAQ 2枚のエフェクトカードに跨って: both cards are activated; ruling R23).
    """
    c = content()
    live = {x.id for x in state.cards}
    firing = [(die_id, card_id) for die_id, card_id in arrivals
              if card_id in live and state.die(die_id).where == "field" and card_id in state.die(die_id).on
              and c.effects[state.card(card_id).kind].timing == "immediate"]  # else gone before the timing
    for die_id, card_id in firing:
        if not any(x.id == card_id for x in state.cards):
            continue
        card = state.card(card_id)
        die = state.die(die_id)
        value = side_value(state, card.kind)
        name = c.effects[card.kind].name
        adv_name = c.adventurer(shooter).name
        label = die_label(state, die_id)
        ctx.log(f"{label.ja}が{name.ja}に乗った：{adv_name.ja}に適用。", f"{label.en} on {name.en}: applies to {adv_name.en}.",
                f"monsterraid FAQ {name.ja}" if name.ja in ("封印", "反撃", "ブレス") else RULE_ACTIVATION)
        state.last_shot.triggered.append(card_id)
        if card.kind == "seal":
            _seal(state, shooter, value, ctx)
        elif card.kind == "counter":
            set_aside(die)
            victims = [die.id]
            if value:
                for extra in largest_in_hand(state, shooter, value):
                    set_aside(extra)
                    victims.append(extra.id)
            names = [die_label(state, v) for v in victims]
            ctx.log(f"反撃：{'、'.join(n.ja for n in names)}はラウンド終了時まで使用不能。",
                    f"Counterattack: {', '.join(n.en for n in names)} unusable until the round ends.",
                    "monsterraid FAQ 反撃")
        elif card.kind == "breath":
            breathed = largest_in_hand(state, shooter, value)
            for v in breathed:
                set_aside(v)
            names = [die_label(state, v.id) for v in breathed]
            ctx.log(f"ブレス：{'、'.join(n.ja for n in names) or 'なし'}はラウンド終了時まで使用不能。",
                    f"Breath: {', '.join(n.en for n in names) or 'none'} unusable until the round ends.",
                    "monsterraid FAQ ブレス")
        elif card.kind == "powder_keg":
            if state.has_target(card.board):
                state.target(card.board).damage += value
                ctx.log(f"火薬樽：{c.targets[card.board].name.ja}に{value}ダメージ。",
                        f"Powder Keg: {value} damage to {c.targets[card.board].name.en}.", RULE_ACTIVATION)


def untapped_actives(state: MonsterRaidState, adv_id: str) -> list[str]:
    c = content()
    adv = state.adventurer(adv_id)
    return [s.id for s in adv.skills if s.in_play and not s.tapped and c.skills[s.id].active]


def _seal(state: MonsterRaidState, shooter: str, value: int, ctx: Context) -> None:
    """封印 (immediate, the shooter): tap one active skill of their choice (hard: all)."""
    open_skills = untapped_actives(state, shooter)
    adv = state.adventurer(shooter)
    if value >= len(open_skills):
        for s in adv.skills:
            if s.id in open_skills:
                s.tapped = True
        if open_skills:
            ctx.log(f"封印：{'、'.join(content().skills[s].name.ja for s in open_skills)}を使用済みに。",
                    f"Seal: {', '.join(content().skills[s].name.en for s in open_skills)} tapped.", "monsterraid FAQ 封印")
        return
    state.prompts.append(Prompt("seal", shooter))
