"""What one seat knows, and full game states consistent with it (determinizations).

``determinize(view, rng)`` rebuilds a ``ZGundamState`` from ``game.view(state, seat)``
alone: every public zone as shown (ship rows with damage, combat-ready pairs,
score piles, the discard pile), the viewer's own hand, and the cards the viewer
cannot see (other hands, both decks) dealt at random from the cards not seen
anywhere, respecting every count the view gives. A rules-based player reads
only the viewer's hand and public zones of such a state, so its choice does not
depend on the random filling; a search player samples many of them.
"""

from __future__ import annotations

import random

from tabletop.core import serial

from .cards import SHIP, catalogue
from .state import (ACTION_DECK, DISCARD, SHIP_DECK, CombatReport, PendingAttack, ZGundamState, hand, new_zones, ready,
                    score, ships)


def unseen(view: dict) -> tuple[list[str], list[str]]:
    """(ships, action cards) the viewer cannot see, in catalogue order."""
    seen: set[str] = set(view["discard"])
    for s in view["seats"]:
        seen.update(r["id"] for r in s["ships"])
        for pair in s["ready"]:
            seen.update((pair["ms"], pair["pilot"]))
        seen.update(s["score"])
        if s["hand"] is not None:
            seen.update(s["hand"])
    ship_cards: list[str] = []
    action_cards: list[str] = []
    for card_id, c in catalogue().items():
        if card_id not in seen:
            (ship_cards if c.kind == SHIP else action_cards).append(card_id)
    return ship_cards, action_cards


def determinize(view: dict, rng: random.Random | None = None) -> ZGundamState:
    """A full state consistent with ``view`` (hidden cards dealt by ``rng``; sorted order if None)."""
    seats = len(view["seats"])
    state = ZGundamState(seats, view["end"], new_zones(seats))
    state.phase, state.current = view["phase"], view["current"]
    state.start_player, state.turn, state.ended_by = view["start_player"], view["turn"], view["ended_by"]
    for s in view["seats"]:
        seat = s["seat"]
        state.zones[ships(seat)].cards.extend(r["id"] for r in s["ships"])
        for r in s["ships"]:
            if r["damage"]:
                state.damage[r["id"]] = r["damage"]
        for pair in s["ready"]:
            state.zones[ready(seat)].cards.extend((pair["ms"], pair["pilot"]))
        state.zones[score(seat)].cards.extend(s["score"])
        if s["hand"] is not None:
            state.zones[hand(seat)].cards.extend(s["hand"])
    state.zones[DISCARD].cards.extend(view["discard"])
    ship_cards, action_cards = unseen(view)
    if rng is not None:
        rng.shuffle(ship_cards)
        rng.shuffle(action_cards)
    state.zones[SHIP_DECK].cards.extend(ship_cards)
    for s in view["seats"]:
        if s["hand"] is None and s["hand_count"]:
            dealt, action_cards = action_cards[:s["hand_count"]], action_cards[s["hand_count"]:]
            state.zones[hand(s["seat"])].cards.extend(dealt)
    state.zones[ACTION_DECK].cards.extend(action_cards)
    if view.get("last_combat") is not None:
        state.last_combat = serial.from_json(CombatReport, view["last_combat"])
    pending = view.get("pending") or {}
    attack = pending.get("attack")
    if attack:
        state.pending_attack = PendingAttack(attack["kind"], attack["attacker"], attack["defender"], attack["card"],
                                             attack["target"])
    return state


def clone(state: ZGundamState) -> ZGundamState:
    """A fast copy of a state for rollouts (zones and damage copied, nothing shared that changes)."""
    new = ZGundamState(state.seats, state.end, {})
    for key, zone in state.zones.items():
        z = zone.__class__(zone.name, list(zone.cards), zone.ordered, zone.face_up, zone.visibility, zone.owner,
                           list(zone.flipped))
        new.zones[key] = z
    new.damage = dict(state.damage)
    new.phase, new.current, new.start_player, new.turn = state.phase, state.current, state.start_player, state.turn
    new.pending_attack = state.pending_attack  # replaced, never mutated, by the rules
    new.ended_by = state.ended_by
    new.last_combat = state.last_combat  # replaced, never mutated, by the rules
    return new
