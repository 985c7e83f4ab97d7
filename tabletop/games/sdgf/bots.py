"""Computer players: a random one and a greedy one (for playouts and a vs-computer seat).

Bots choose among ``legal_actions`` with their own ``random.Random`` (they are
players, not rules: no session dice). The greedy bot uses only what its seat
may see: its hand, the public zones and both deck lists (public options).
"""

from __future__ import annotations

import random
from functools import lru_cache

from . import battle
from .cards import Card, card_set
from .state import (CounterPlay, DarkHoleDiscard, Deploy, Discard, PlayCounter, SdgfState)


def random_action(game, state: SdgfState, rng: random.Random):
    """A uniformly random legal action."""
    return rng.choice(game.legal_actions(state))


@lru_cache(maxsize=32)
def _terrain_pool(keys: tuple[str, ...]) -> tuple[Card, ...]:
    """The cards that may turn up as terrain: both deck lists (the whole set if unknown)."""
    from .decks import DataError, find_deck

    try:
        return tuple(card_set()[c] for key in keys for c in find_deck(key).cards)
    except DataError:
        return tuple(card_set().values())


def advance_chance(state: SdgfState, card: Card) -> float:
    """The share of possible terrain cards this SD card adapts to."""
    pool = _terrain_pool(tuple(state.decks))
    return sum(1 for t in pool if battle.adapts(card, t)) / len(pool)


def _cover_chance(state: SdgfState, cards: list[Card]) -> float:
    """The share of possible terrain cards that at least one of ``cards`` adapts to."""
    pool = _terrain_pool(tuple(state.decks))
    return sum(1 for t in pool if any(battle.adapts(c, t) for c in cards)) / len(pool)


def _deploy_score(state: SdgfState, seat: int, card: Card) -> float:
    standby = [battle.card(state, c) for c in state.zone("standby", seat).cards]
    score = card.power * advance_chance(state, card)
    # a standby field that cannot go at all loses every card (one-sided battle): cover the terrain
    score += 12.0 * (_cover_chance(state, standby + [card]) - _cover_chance(state, standby))
    if standby and all(s.kind == card.kind for s in standby):
        score += 2.0
    if standby and card.rarity != "common" and all(s.rarity != "common" for s in standby):
        score += 1.5
    return score


def _keep_value(state: SdgfState, seat: int, card: Card) -> float:
    """How much a hand card is worth keeping (lowest is discarded)."""
    if card.is_sd:
        return card.power * advance_chance(state, card)
    return 4.0 + card.value


def _outcome_after(state: SdgfState, seat: int, play: CounterPlay | None) -> tuple[int, int]:
    """(win 1 / draw 0 / loss -1, margin) if ``play`` were added to this battle's plays."""
    if play is not None:
        state.plays.append(play)
    try:
        totals, _ = battle.resolve(state)
    finally:
        if play is not None:
            state.plays.pop()
    margin = totals[seat] - totals[1 - seat]
    return (margin > 0) - (margin < 0), margin


def greedy_action(game, state: SdgfState, rng: random.Random):
    """A simple sensible player for either seat."""
    actions = game.legal_actions(state)
    seat = state.actor
    if len(actions) == 1:
        return actions[0]
    deploys = [a for a in actions if isinstance(a, Deploy)]
    if deploys:
        return max(deploys, key=lambda a: (_deploy_score(state, seat, battle.card(state, a.card)), rng.random()))
    drops = [a for a in actions if isinstance(a, DarkHoleDiscard)]
    if drops:
        return min(drops, key=lambda a: (_keep_value(state, seat, battle.card(state, a.card)), rng.random()))
    discards = [a for a in actions if isinstance(a, Discard)]
    plays = [a for a in actions if isinstance(a, PlayCounter)]
    if discards or plays:
        base = _outcome_after(state, seat, None)
        best, best_key = None, base
        for a in plays:
            c = battle.card(state, a.card)
            key = _outcome_after(state, seat, CounterPlay(seat, a.card, a.target))
            if c.effect in ("rescue", "salvage"):
                key = (base[0], base[1] + 1) if base[0] < 0 else base
            if key > best_key:
                best, best_key = a, key
        if best is not None and (best_key[0] > base[0] or battle.card(state, best.card).effect == "rescue"):
            return best
        if discards:
            return min(discards, key=lambda a: (_keep_value(state, seat, battle.card(state, a.card)), rng.random()))
    return rng.choice(actions)
