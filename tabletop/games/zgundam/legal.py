"""What may be done now: the single source of truth for the screen, bots and tests."""

from __future__ import annotations

from tabletop.core.game import Action

from .actions import (AttackMS, AttackShip, DeployPair, Discard, FinishDeploy, NoReaction, Pass, PlayCeasefire,
                      PlayColonyLaser, PlayDummyMeteor, PlayExplosion, PlayFullRepair, PlayRepair, PlaySupply,
                      ShipAttack)
from .state import (ACTION, HAND_LIMIT, MS, PILOT, REACT, SETUP_DEPLOY, SETUP_DISCARD, SHIP_DECK, ZGundamState, hand,
                    is_effect, is_kind, ships)


def hand_of(state: ZGundamState, seat: int, kind: str | None = None, effect: str | None = None) -> list[str]:
    cards = state.cards(hand(seat))
    if kind is not None:
        cards = [c for c in cards if is_kind(c, kind)]
    if effect is not None:
        cards = [c for c in cards if is_effect(c, effect)]
    return list(cards)


def deploy_actions(state: ZGundamState, seat: int) -> list[Action]:
    return [DeployPair(ms, pilot) for ms in hand_of(state, seat, MS) for pilot in hand_of(state, seat, PILOT)]


def enemy_ships(state: ZGundamState, seat: int) -> list[str]:
    return [s for other in range(state.seats) if other != seat for s in state.cards(ships(other))]


def enemy_ready(state: ZGundamState, seat: int) -> list[str]:
    return [ms for other in range(state.seats) if other != seat for ms, _ in state.pairs(other)]


def special_actions(state: ZGundamState, seat: int) -> list[Action]:
    """a) the special cards the seat may play on its turn."""
    out: list[Action] = []
    damaged = [s for s in state.cards(ships(seat)) if state.damage.get(s, 0) > 0]
    repairs = hand_of(state, seat, effect="repair")
    for r in repairs:
        for s in damaged:
            out += [PlayRepair(r, s, n) for n in range(1, state.damage[s] + 1)]
    for i, first in enumerate(repairs):
        for second in repairs[i + 1:]:
            out += [PlayFullRepair(first, second, s) for s in damaged]
    targets = enemy_ships(state, seat)
    for e in hand_of(state, seat, effect="explosion"):
        for pilot in hand_of(state, seat, PILOT):
            out += [PlayExplosion(e, pilot, s) for s in targets]
    if state.cards(SHIP_DECK):
        out += [PlaySupply(c) for c in hand_of(state, seat, effect="supply")]
    for laser in hand_of(state, seat, effect="colony_laser"):
        out += [PlayColonyLaser(laser, other) for other in range(state.seats)
                if other != seat and (state.cards(ships(other)) or state.pairs(other))]
    return out


def turn_actions(state: ZGundamState, seat: int) -> list[Action]:
    """ルール (2) a-e."""
    out = special_actions(state, seat)
    own = [ms for ms, _ in state.pairs(seat)]
    targets_ms, targets_ship = enemy_ready(state, seat), enemy_ships(state, seat)
    out += [AttackMS(ms, t) for ms in own for t in targets_ms]
    out += [AttackShip(ms, s) for ms in own for s in targets_ship]
    out += [ShipAttack(s, t) for s in state.cards(ships(seat)) for t in targets_ship]
    out += deploy_actions(state, seat)
    out += [Discard(c) for c in state.cards(hand(seat))]
    return out or [Pass()]


def legal_actions(state: ZGundamState) -> list[Action]:
    seat = state.current
    if state.phase == SETUP_DEPLOY:
        return deploy_actions(state, seat) + [FinishDeploy()]
    if state.phase == SETUP_DISCARD:
        out: list[Action] = [Discard(c) for c in state.cards(hand(seat))]
        if state.cards(SHIP_DECK):
            out += [Discard(c, True) for c in hand_of(state, seat, effect="supply")]
        return out
    if state.phase == ACTION:
        return turn_actions(state, seat)
    if state.phase == REACT and state.pending_attack is not None:
        attack = state.pending_attack
        effect, cls = (("ceasefire", PlayCeasefire) if attack.kind == "ms_ms" else ("dummy_meteor", PlayDummyMeteor))
        return [cls(c) for c in hand_of(state, attack.defender, effect=effect)] + [NoReaction()]
    if state.phase == HAND_LIMIT:
        return [Discard(c) for c in state.cards(hand(seat))]
    return []
