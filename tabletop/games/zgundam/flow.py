"""The flow of play: dealing, drawing to five, supply cards, the end of a turn and of the game.

ルール (1) draw to 5; (2) one action; (3) pass to the next player clockwise.
Rulings (docs/rulings/zgundam.md): the hand limit of 4 (インスト 7) is checked at
the end of every turn; the discard pile is shuffled into a new action deck
when the deck runs out, except under end condition (1), which ends the game.
"""

from __future__ import annotations

from tabletop.core.game import Context
from tabletop.core.i18n import Text

from .combat import name, who
from .state import (ACTION, ACTION_DECK, DISCARD, END_DECK, END_LAST_FLEET, END_ONE_FLEET, HAND_LIMIT,
                    HAND_LIMIT_SIZE, HAND_SIZE, OVER, SHIP_DECK, ZGundamState, hand, is_effect, ships)


def supply_ship(state: ZGundamState, ctx: Context, seat: int, rule: str) -> str | None:
    """Take the top ship of the ship deck into ``seat``'s row (補充); None if the deck is empty."""
    drawn = state.table().draw(SHIP_DECK, ships(seat), 1, face_up=True)
    if not drawn:
        ctx.log(f"{who(seat)}：艦船の山札がないため補充できない。", f"{who(seat)}: the ship deck is empty, no supply.", rule)
        return None
    ctx.secret_revealed()
    ship = drawn[0]
    ctx.log(f"{who(seat)}が艦船を補充：{name(ship, 'ja')}", f"{who(seat)} is supplied a ship: {name(ship, 'en')}", rule,
            kind="supply", card=ship)
    return ship


def draw_to_five(state: ZGundamState, ctx: Context, seat: int) -> None:
    """ルール (1): draw until the hand holds 5; a supply card drawn is used at once ((2)-a 補充)."""
    table = state.table()
    drawn: list[str] = []
    reshuffled = False
    while len(state.cards(hand(seat))) < HAND_SIZE:
        if not state.cards(ACTION_DECK):
            if state.end == END_DECK or reshuffled or not state.cards(DISCARD):
                break
            for c in list(state.cards(DISCARD)):
                table.move(c, ACTION_DECK, src=DISCARD)
            ctx.shuffle(state.zones[ACTION_DECK].cards, "table", "reshuffle the discard pile")
            reshuffled = True
            ctx.log("捨て札をシャッフルして新しい山札にした。", "The discard pile is shuffled into a new action deck.",
                    "zgundam ruling R7")
        card_id = table.draw(ACTION_DECK, hand(seat))[0]
        ctx.secret_revealed()
        if is_effect(card_id, "supply"):
            table.move(card_id, DISCARD, src=hand(seat))
            ctx.log(f"{who(seat)}が補充カードを引いた。", f"{who(seat)} draws a supply card.", "zgundam (2)-a 補充",
                    kind="draw", card=card_id)
            supply_ship(state, ctx, seat, "zgundam (2)-a 補充")
        else:
            drawn.append(card_id)
    if drawn:
        ctx.log(f"{who(seat)}が引いた：" + "、".join(name(c, "ja") for c in drawn),
                f"{who(seat)} draws: " + ", ".join(name(c, "en") for c in drawn), "zgundam ルール (1)",
                visible_to=[seat], kind="draw",
                redacted=Text(f"{who(seat)}がカードを{len(drawn)}枚引いた。", f"{who(seat)} draws {len(drawn)} card{'s' if len(drawn) != 1 else ''}."))


def fleets_over(state: ZGundamState) -> bool:
    """End conditions (2) and (3): judged whenever ships are lost."""
    with_ships = sum(1 for s in range(state.seats) if state.has_fleet(s))
    if state.end == END_ONE_FLEET:
        return with_ships < state.seats
    if state.end == END_LAST_FLEET:
        return with_ships <= 1
    return False


def game_over(state: ZGundamState, ctx: Context, why: str) -> None:
    state.phase = OVER
    state.pending_attack = None
    state.ended_by = why
    texts = {END_DECK: ("中央のアクションカードがなくなった。", "The central action cards have run out."),
             END_ONE_FLEET: ("1人のプレイヤーが艦船を全て失った。", "A player has lost all ships."),
             END_LAST_FLEET: ("1人を除く全てのプレイヤーが艦船を全て失った。", "All players but one have lost all ships.")}
    ja, en = texts[why]
    ctx.log("ゲーム終了：" + ja, "Game over: " + en, "zgundam ゲームの終了", kind="end")


def start_turn(state: ZGundamState, ctx: Context, seat: int) -> None:
    state.current = seat
    state.turn += 1
    state.phase = ACTION
    ctx.log(f"第{state.turn}手番：{who(seat)}の手番。", f"Turn {state.turn}: {who(seat)} to play.", "zgundam ルール (1)",
            kind="turn")
    draw_to_five(state, ctx, seat)


def after_action(state: ZGundamState, ctx: Context) -> None:
    """After the turn's action (and any reaction): end checks, the hand limit, the next player."""
    state.pending_attack = None
    if fleets_over(state):
        game_over(state, ctx, state.end)
        return
    if len(state.cards(hand(state.current))) > HAND_LIMIT_SIZE:
        state.phase = HAND_LIMIT
        return
    end_turn(state, ctx)


def end_turn(state: ZGundamState, ctx: Context) -> None:
    """ルール (3): pass the turn clockwise (or end the game under condition (1))."""
    if state.end == END_DECK and not state.cards(ACTION_DECK):
        game_over(state, ctx, END_DECK)
        return
    start_turn(state, ctx, (state.current + 1) % state.seats)
