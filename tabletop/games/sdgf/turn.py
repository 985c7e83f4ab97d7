"""A turn of the SD Gundam Force card game (ターン（自分の手番）の進行), phase by phase.

One section per heading of the rule book's turn: 編成フェイズ, 出撃フェイズ,
効果フェイズ, 反撃フェイズ, 計算フェイズ; before them the moves every phase
makes on the field (場の構成) and the victory conditions (勝利条件), which are
checked the moment a card is drawn or sent to a dark hole. The action handlers
(``deploy``, ``dark_hole_discard``, ``reveal``, ``play_counter``, ``discard``,
``calculate``) check first and then change; draws and reveals happen inside
them (and mark the action irreversible for undo).
"""

from __future__ import annotations

from tabletop.core.errors import RulesError
from tabletop.core.game import Context, rules_error
from tabletop.core.i18n import Text
from tabletop.core.zones import HIDDEN, OWNER, PUBLIC, Zone

from . import battle, effects
from .actions import Calculate, DarkHoleDiscard, Deploy, Discard, PlayCounter, RevealTerrain
from .cards import ATTRIBUTES, Card, card_set
from .state import (CALCULATION, COUNTER, FORMATION, OVER, SORTIE, BattleReport, CounterPlay, SdgfState,
                    zone_name)
from .view import player

STANDBY_SIZE = 3
DARK_HOLE_LIMIT = 10


# -- 場の構成: the zones and the moves between them ------------------------------------
def seat_zones(seat: int, deck: list[str]) -> list[Zone]:
    """One seat's zones (場の構成): deck hidden, hand seen by its owner, the rest public."""
    return [
        Zone(zone_name("deck", seat), list(deck), True, False, HIDDEN, seat),
        Zone(zone_name("hand", seat), [], True, False, OWNER, seat),
        Zone(zone_name("standby", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("battle", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("counter", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("return", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("darkhole", seat), [], True, True, PUBLIC, seat),
    ]


def card_def(state: SdgfState, instance: str) -> Card:
    """The card definition of a card instance in play."""
    return card_set()[state.card_of[instance]]


def owner(instance: str) -> int:
    """The seat whose deck a card instance (``"<seat+1>-<nn>"``) came from."""
    return int(instance.split("-", 1)[0]) - 1


def hand_sd(s: SdgfState, seat: int) -> list[str]:
    """The SD cards in a seat's hand."""
    return [c for c in s.zone("hand", seat).cards if card_def(s, c).is_sd]


def draw(s: SdgfState, seat: int, ctx: Context, rule: str) -> str | None:
    """Draw the top card into the hand; the moment the deck runs out, the owner loses."""
    deck = s.zone("deck", seat)
    top = deck.cards[0]
    s.table().move(top, zone_name("hand", seat), src=zone_name("deck", seat))
    ctx.secret_revealed()
    name = card_def(s, top).name
    ctx.log(f"{player(seat).ja}が「{name.ja}」を引いた", f"{player(seat).en} drew {name.en}", rule,
            visible_to=[seat], redacted=Text(f"{player(seat).ja}がカードを1枚引いた",
                                             f"{player(seat).en} drew a card"), kind="draw")
    if not deck.cards:
        end(s, 1 - seat, "deck_out", ctx)
    return top


def to_dark_hole(s: SdgfState, seat: int, cards: list[str], ctx: Context, rule: str) -> None:
    """Send cards to the dark hole; at the moment it holds ten, the owner loses."""
    table = s.table()
    for c in cards:
        table.move(c, zone_name("darkhole", seat))
        s.tapped.pop(c, None)
    if cards:
        names = "、".join(card_def(s, c).name.ja for c in cards), ", ".join(card_def(s, c).name.en for c in cards)
        n = len(s.zone("darkhole", seat).cards)
        ctx.log(f"{player(seat).ja}: {names[0]}をダークホールへ（{n}枚）",
                f"{player(seat).en}: {names[1]} to the dark hole ({n})", rule, kind="dark_hole")
    if len(s.zone("darkhole", seat).cards) >= DARK_HOLE_LIMIT and s.phase != OVER:
        end(s, 1 - seat, "dark_hole", ctx)


def to_return(s: SdgfState, seat: int, cards: list[str]) -> None:
    """Send cards to the return field (the ordinary discard pile)."""
    table = s.table()
    for c in cards:
        table.move(c, zone_name("return", seat))
        s.tapped.pop(c, None)


def terrain_home(s: SdgfState, terrain: str, ctx: Context, rule: str) -> int:
    """A terrain card leaves the table for its owner's return field (replaced, or after the battle), saying so:
    a newcomer saw "Soul Drive" turn up in a return field with no word why (issue 16). Returns the owner."""
    home = owner(terrain)
    s.table().move(terrain, zone_name("return", home))
    name, who = card_def(s, terrain).name, player(home)
    ctx.log(f"地形「{name.ja}」は持ち主（{who.ja}）の帰還フィールドへ",
            f"The terrain {name.en} goes to its owner's ({who.en}) return field", rule)
    return home


def need_phase(s: SdgfState, phase: str, rule: str, ja: str, en: str) -> None:
    if s.phase != phase:
        raise rules_error(rule, ja, en)


def in_hand(s: SdgfState, instance: str, rule: str) -> None:
    if instance not in s.zone("hand", s.actor).cards:
        raise rules_error(rule, "そのカードは手札にありません。", "That card is not in your hand.")


# -- 勝利条件 ------------------------------------------------------------------------------
def result_text(s: SdgfState) -> Text:
    """How the game was won (``winner`` and ``end_reason`` set)."""
    assert s.winner is not None
    w, loser = s.winner, 1 - s.winner
    if s.end_reason == "deck_out":
        return Text(f"{player(w).ja}の勝利（{player(loser).ja}のデッキが尽きた）",
                    f"{player(w).en} wins ({player(loser).en}'s deck ran out)")
    return Text(f"{player(w).ja}の勝利（{player(loser).ja}のダークホールが{DARK_HOLE_LIMIT}枚）",
                f"{player(w).en} wins ({player(loser).en}'s dark hole reached {DARK_HOLE_LIMIT})")


def end(s: SdgfState, winner: int, reason: str, ctx: Context) -> None:
    """The game ends at this moment: ``winner`` wins by ``reason`` ("dark_hole" or "deck_out")."""
    s.phase = OVER
    s.winner = winner
    s.end_reason = reason
    text = result_text(s)
    ctx.log(text.ja, text.en, "sdgf 勝利条件", kind="game_over")


# -- 編成フェイズ ----------------------------------------------------------------------
def start_turn(s: SdgfState, ctx: Context) -> None:
    s.phase = FORMATION
    s.terrain_history = []
    s.one_sided = -1
    s.base, s.bonus, s.bonus_kind = [0, 0], [0, 0], ["", ""]
    s.counter_order, s.counter_step, s.plays = [], 0, []
    ctx.log(f"第{s.turn}ターン（{player(s.turn_player).ja}のターン）",
            f"Turn {s.turn} ({player(s.turn_player).en}'s turn)", "sdgf ターンの進行", kind="turn")
    next_formation(s, ctx, None)


def next_formation(s: SdgfState, ctx: Context, after: int | None) -> None:
    """Alternate from the turn player: draw one, then put one SD card on standby, until both have three."""
    order = [s.turn_player, 1 - s.turn_player] if after is None else [1 - after, after]
    for seat in order:
        if len(s.zone("standby", seat).cards) < STANDBY_SIZE:
            s.actor = seat
            draw(s, seat, ctx, "sdgf 編成フェイズ")
            return
    s.phase = SORTIE
    s.revealer = s.actor = s.turn_player


def deploy(s: SdgfState, a: Deploy, ctx: Context) -> None:
    rule = "sdgf 編成フェイズ"
    need_phase(s, FORMATION, rule, "今はSDカードを出す時ではありません。", "This is not the time to deploy.")
    in_hand(s, a.card, rule)
    if not card_def(s, a.card).is_sd:
        raise rules_error(rule, "待機フィールドに出せるのはSDカードだけです。",
                          "Only SD cards go to the standby field.")
    s.table().move(a.card, zone_name("standby", s.actor))
    name = card_def(s, a.card).name
    ctx.log(f"{player(s.actor).ja}が「{name.ja}」を待機フィールドに出した",
            f"{player(s.actor).en} deployed {name.en} to standby", rule)
    next_formation(s, ctx, s.actor)


def dark_hole_discard(s: SdgfState, a: DarkHoleDiscard, ctx: Context) -> None:
    rule = "sdgf 編成フェイズ"
    need_phase(s, FORMATION, rule, "今はその行動はできません。", "Not possible now.")
    in_hand(s, a.card, rule)
    if hand_sd(s, s.actor):
        raise rules_error("sdgf ruling 編成フェイズ-2", "手札にSDカードがあるので、SDカードを待機フィールドに出します"
                          "（パスの代わりにダークホールへ送ることはできません）。",
                          "You have an SD card in hand: deploy it to standby (sending a card to the dark hole "
                          "instead is not allowed).")
    seat = s.actor
    to_dark_hole(s, seat, [a.card], ctx, rule)
    if s.phase != OVER:
        next_formation(s, ctx, seat)


# -- 出撃フェイズ ----------------------------------------------------------------------
def reveal(s: SdgfState, a: RevealTerrain, ctx: Context) -> None:
    rule = "sdgf 出撃フェイズ"
    need_phase(s, SORTIE, rule, "今は地形を出す時ではありません。", "This is not the time to reveal terrain.")
    seat = s.actor
    table = s.table()
    for old in list(s.zone("terrain").cards):  # replaced terrain goes to its owner's return field
        terrain_home(s, old, ctx, rule)
    deck = s.zone("deck", seat)
    card = deck.cards[0]
    table.move(card, "terrain", src=zone_name("deck", seat))
    s.terrain_history.append(card)
    ctx.secret_revealed()
    t = card_def(s, card)
    attrs = "・".join(ATTRIBUTES[x].ja for x in t.terrain), "/".join(ATTRIBUTES[x].en for x in t.terrain)
    ctx.log(f"{player(seat).ja}が地形「{t.name.ja}」（{attrs[0]}）を出した",
            f"{player(seat).en} revealed the terrain {t.name.en} ({attrs[1]})", rule, kind="terrain")
    if not deck.cards:
        end(s, 1 - seat, "deck_out", ctx)
        return
    going = [[c for c in s.zone("standby", p).cards if battle.adapts(card_def(s, c), t)] for p in (0, 1)]
    if not going[0] and not going[1]:
        s.revealer = s.actor = 1 - seat
        ctx.log("どちらのSDカードも適応しない。相手側が新たな地形を出す",
                "No SD card adapts; the other side reveals a new terrain", rule)
        return
    advance(s, going, ctx)


def advance(s: SdgfState, going: list[list[str]], ctx: Context) -> None:
    rule = "sdgf 出撃フェイズ"
    table = s.table()
    for seat in (0, 1):
        if not going[seat]:  # one-sided battle: all standby cards of this side to the dark hole
            s.one_sided = seat
            ctx.log(f"一方的な戦闘: {player(seat).ja}は出撃できない",
                    f"One-sided battle: {player(seat).en} cannot sortie", rule)
            to_dark_hole(s, seat, list(s.zone("standby", seat).cards), ctx, rule)
            if s.phase == OVER:
                return
    for seat in (0, 1):
        for c in going[seat]:
            table.move(c, zone_name("battle", seat))
            s.tapped.pop(c, None)
        if going[seat]:
            names = "、".join(card_def(s, c).name.ja for c in going[seat]), ", ".join(card_def(s, c).name.en for c in going[seat])
            ctx.log(f"{player(seat).ja}: {names[0]}がバトルフィールドへ前進",
                    f"{player(seat).en}: {names[1]} advance to the battlefield", rule)
        for c in list(s.zone("standby", seat).cards):
            name = card_def(s, c).name
            if c in s.tapped:
                to_return(s, seat, [c])
                ctx.log(f"{player(seat).ja}: 2ターン続けて出撃できなかった「{name.ja}」は捨て札",
                        f"{player(seat).en}: {name.en} could not go two turns running and is discarded", rule)
            else:
                s.tapped[c] = s.turn
                ctx.log(f"{player(seat).ja}: 「{name.ja}」をタップして待機",
                        f"{player(seat).en}: {name.en} is tapped and waits", rule)
    effect_phase(s, ctx)


# -- 効果フェイズ ----------------------------------------------------------------------
def effect_phase(s: SdgfState, ctx: Context) -> None:
    for seat in (0, 1):
        cards = battle.battle_cards(s, seat)
        s.base[seat] = sum(c.power for c in cards)
        s.bonus[seat], s.bonus_kind[seat] = battle.best_bonus(cards)
        extra: tuple[str, str] | None = None
        if s.bonus_kind[seat]:
            label = battle.TEAM_BONUSES[s.bonus_kind[seat]][1]
            extra = (f"＋チームボーナス（{label.ja}）{s.bonus[seat]}", f" + team bonus ({label.en}) {s.bonus[seat]}")
        ctx.log(f"{player(seat).ja}の合計ポイント: パワー{s.base[seat]}{extra[0] if extra else ''}"
                f" = {s.base[seat] + s.bonus[seat]}",
                f"{player(seat).en}'s total: power {s.base[seat]}{extra[1] if extra else ''}"
                f" = {s.base[seat] + s.bonus[seat]}", "sdgf 効果フェイズ")
    t = [s.base[p] + s.bonus[p] for p in (0, 1)]
    first = s.turn_player if t[0] == t[1] else (0 if t[0] < t[1] else 1)
    s.counter_order = [first, 1 - first]
    s.counter_step = 0
    s.phase = COUNTER
    s.actor = first
    draw(s, first, ctx, "sdgf 反撃フェイズ")


# -- 反撃フェイズ ----------------------------------------------------------------------
def counter_problem(s: SdgfState, card: str, target: str, check_target: bool = True) -> RulesError | None:
    """Why ``card`` cannot be played as a counter card now (the rule or ruling that says so), or None."""
    c = card_def(s, card)
    seat = s.actor
    rule = "sdgf 反撃フェイズ"
    if c.is_sd:
        return rules_error(rule, "SDカードは反撃カードとして出せません。", "An SD card is not a counter card.")
    if not c.anytime and not s.zone("battle", seat).cards:
        return rules_error("sdgf ruling 反撃フェイズ-3", "戦場にSDカードがいないと反撃カードは出せません。",
                           "You cannot play a counter card with no SD card on the battlefield.")
    if c.effect == "cancel" and not any(p.seat != seat for p in s.plays):
        return rules_error("sdgf ruling 反撃フェイズ-4", "無効にする相手の反撃カードがありません。",
                           "There is no opposing counter card to cancel.")
    if c.effect == "rescue":
        if not s.zone("darkhole", seat).cards:
            return rules_error("sdgf ruling 反撃フェイズ-4", "ダークホールにカードがありません。", "Your dark hole is empty.")
        if check_target and target not in s.zone("darkhole", seat).cards:
            return rules_error(rule, "自分のダークホールのカードを1枚選んでください。", "Choose a card in your dark hole.")
    elif check_target and target:
        return rules_error(rule, "このカードは対象を選びません。", "This card takes no target.")
    if c.effect == "salvage" and not s.zone("return", seat).cards:
        return rules_error("sdgf ruling 反撃フェイズ-4", "帰還フィールドにカードがありません。", "Your return field is empty.")
    return None


def play_counter(s: SdgfState, a: PlayCounter, ctx: Context) -> None:
    rule = "sdgf 反撃フェイズ"
    need_phase(s, COUNTER, rule, "今は反撃カードを出す時ではありません。",
                     "This is not the time for counter cards.")
    in_hand(s, a.card, rule)
    problem = counter_problem(s, a.card, a.target)
    if problem is not None:
        raise problem
    seat = s.actor
    s.table().move(a.card, zone_name("counter", seat))
    s.plays.append(CounterPlay(seat, a.card, a.target))
    c = card_def(s, a.card)
    ctx.log(f"{player(seat).ja}が反撃カード「{c.name.ja}」を出した（{c.effect_text().ja}）",
            f"{player(seat).en} played the counter card {c.name.en} ({c.effect_text().en})", rule, kind="counter")
    next_counter(s, ctx)


def discard(s: SdgfState, a: Discard, ctx: Context) -> None:
    rule = "sdgf 反撃フェイズ"
    need_phase(s, COUNTER, rule, "今は手札を捨てる時ではありません。", "This is not the time to discard.")
    in_hand(s, a.card, rule)
    seat = s.actor
    to_return(s, seat, [a.card])
    name = card_def(s, a.card).name
    ctx.log(f"{player(seat).ja}は反撃せず「{name.ja}」を捨てた",
            f"{player(seat).en} played no counter card and discarded {name.en}", rule)
    next_counter(s, ctx)


def next_counter(s: SdgfState, ctx: Context) -> None:
    s.counter_step += 1
    if s.counter_step < 2:
        s.actor = s.counter_order[s.counter_step]
        draw(s, s.actor, ctx, "sdgf 反撃フェイズ")
        return
    s.phase = CALCULATION
    s.actor = s.turn_player


# -- 計算フェイズ ----------------------------------------------------------------------
def calculate(s: SdgfState, a: Calculate, ctx: Context) -> None:
    rule = "sdgf 計算フェイズ"
    need_phase(s, CALCULATION, rule, "今は計算フェイズではありません。", "This is not the calculation phase.")
    totals, notes = battle.resolve(s)
    dead = battle.cancelled_plays(s.plays, s)
    for note, play, is_dead in zip(notes, s.plays, dead):  # a zone effect is said below, with what it moved
        if is_dead or card_def(s, play.card).effect not in ("rescue", "salvage"):
            ctx.log(note.ja, note.en, rule)
    table = s.table()
    for play, is_dead in zip(s.plays, dead):  # zone effects of counter cards, in play order
        c = card_def(s, play.card)
        if is_dead:
            continue
        if c.effect == "rescue":
            found = play.target in s.zone("darkhole", play.seat).cards
            if found:
                table.move(play.target, zone_name("return", play.seat))
            said = effects.rescued(c, card_def(s, play.target) if found else None)
        elif c.effect == "salvage":
            moved = s.zone("return", play.seat).cards[-c.value:]
            for card in moved:
                table.move(card, zone_name("deck", play.seat))
            said = effects.salvaged(c, [card_def(s, m) for m in moved])
        else:
            continue
        ctx.log(f"{player(play.seat).ja}: {said.ja}", f"{player(play.seat).en}: {said.en}", rule)
    result = ["draw", "draw"] if totals[0] == totals[1] else (
        ["win", "loss"] if totals[0] > totals[1] else ["loss", "win"])
    report = BattleReport(s.turn, list(totals), result, [[], []], [[], []], s.one_sided >= 0)
    words = {"win": ("勝ち", "wins"), "loss": ("負け", "loses"), "draw": ("引き分け", "draw")}
    ctx.log(f"合計ポイント {totals[0]} 対 {totals[1]}: {player(0).ja}の{words[result[0]][0]}",
            f"Totals {totals[0]} to {totals[1]}: Player 1 {words[result[0]][1]}", rule, kind="battle",
            totals=list(totals))
    loser = result.index("loss") if "loss" in result else -1
    for seat in (0, 1):
        counters = list(s.zone("counter", seat).cards)
        to_return(s, seat, counters)
        report.to_return[seat] += counters
        fighters = list(s.zone("battle", seat).cards)
        if seat == loser:
            report.to_dark_hole[seat] += fighters
        else:
            to_return(s, seat, fighters)
            report.to_return[seat] += fighters
    for t in list(s.zone("terrain").cards):  # ruling: the terrain card goes to its owner's return field
        report.to_return[terrain_home(s, t, ctx, rule)].append(t)
    s.last_battle = report
    if loser >= 0:
        to_dark_hole(s, loser, report.to_dark_hole[loser], ctx, rule)
    if s.phase == OVER:
        return
    s.turn += 1
    s.turn_player = 1 - s.turn_player
    start_turn(s, ctx)
