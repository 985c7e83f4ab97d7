"""Helpers for the Z Gundam tests: a table arranged card by card, and scripted dice."""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource, SeededSource
from tabletop.core.game import Context
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import NoReaction
from tabletop.games.zgundam.cards import SHIP, catalogue
from tabletop.games.zgundam.state import ACTION, ACTION_DECK, SHIP_DECK, ZGundamState, all_card_ids


def fresh(seats: int = 2, end: str = "deck", seed: int = 1) -> ZGundamState:
    """A state right after set-up dealing (インスト 1-5)."""
    return GAME.setup(seats, {"end": end}, Context(SeededSource(seed)))


def arranged(seats: int = 2, end: str = "deck", current: int = 0, phase: str = ACTION, **zones: list[str]) -> ZGundamState:
    """Every card back in its deck, then the named cards placed (``hand0=[...]``, ``ships1=[...]``...).

    ``action_deck=[...]`` puts those cards on top of the action deck in that order.
    """
    state = fresh(seats, end)
    table = state.table()
    for cid in all_card_ids():
        deck = SHIP_DECK if catalogue()[cid].kind == SHIP else ACTION_DECK
        if table.where(cid) != deck:
            table.move(cid, deck)
    state.damage.clear()
    placed = [cid for cards in zones.values() for cid in cards]
    assert len(placed) == len(set(placed)), "a card is placed twice"
    for zone, cards in zones.items():
        for i, cid in enumerate(cards):
            if zone in (ACTION_DECK, SHIP_DECK):
                table.move(cid, zone, index=i)
            else:
                table.move(cid, zone)
    state.phase, state.current, state.turn = phase, current, 1
    return state


def play(state: ZGundamState, action, dice: list[int] | tuple[int, ...] = ()) -> Context:
    """Apply ``action`` with scripted dice; every scripted die must be used."""
    source = ScriptedSource(dice)
    ctx = Context(source)
    GAME.apply(state, action, ctx)
    assert source.position == len(source.results), f"{len(source.results) - source.position} scripted dice unused"
    return ctx


def battle(state: ZGundamState, attack, dice: list[int] | tuple[int, ...] = ()) -> Context:
    """An MS or ship attack, then the attacked seat's "no reaction" (ruling R5 asks every time): the battle's dice."""
    play(state, attack)
    assert state.phase == "react" and GAME.legal_actions(state)[-1] == NoReaction()
    return play(state, NoReaction(), dice)


def check(state: ZGundamState) -> None:
    assert state.table().check(all_card_ids()) == []
