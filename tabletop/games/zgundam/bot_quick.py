"""The quick player: every legal action scored by the dice odds, the best one played.

Scores are expected points for the seat minus expected points for the others,
plus a little for keeping useful cards and units. Sensible habits come out of
the odds rather than special cases: the best MS is paired with the best pilot;
an MS attacks only where its odds are favourable ((2)-b-1, (2)-b-2); ships
trade fire when they do more damage than they take ((2)-c); repair goes to a
damaged ship, dummy meteor and ceasefire answer a battle that is likely lost,
supply is played when the fleet is short, the colony laser is fired at the
strongest force it is likely to survive. ``score_actions`` reads only the
seat's own hand and public zones (and the other hands' sizes) of the state,
so it can run on a determinization of what the seat sees.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from tabletop.core.game import Action

from . import actions as A
from . import odds
from .cards import MS, PILOT, SPECIAL, Card, catalogue
from .legal import legal_actions
from .state import (ACTION, END_DECK, HAND_LIMIT, REACT, SETUP_DEPLOY, SETUP_DISCARD, SHIP_DECK, ZGundamState, hand,
                    ready, ships)

SHIP_POINTS = 3          # a ship taken is worth durability x 3 (勝敗の判定)
DAMAGE_VALUE = 1.2       # a damage marker on a ship: progress towards sinking it
PAIR_KEEP = 0.35         # a combat-ready pair's future worth, per point of attack + ability
CEASEFIRE_ODDS = 6 / 90  # about one action card in fifteen is a ceasefire (and as many dummy meteors)


def _card(card_id: str):
    return catalogue()[card_id]


class Facts:
    """What every score of one decision shares (computed once per decision).

    ``owners=False`` leaves out the who-holds-what maps (``pilot``, ``ms_owner``,
    ``ship_owner``): the rollout policy (``rollout_action``) walks the rows itself.
    """

    __slots__ = ("own", "boom", "pilot_in_hand", "damaged", "threat", "pilot", "ms_owner", "ship_owner", "hold")

    def __init__(self, state: ZGundamState, seat: int, owners: bool = True) -> None:
        cat = catalogue()
        zones = state.zones
        self.own = own = zones[hand(seat)].cards
        kinds = [cat[x] for x in own]
        self.boom = any(c.effect == "explosion" for c in kinds)
        self.pilot_in_hand = any(c.kind == PILOT for c in kinds)
        damage = state.damage
        self.damaged = bool(damage) and any(damage.get(s) for s in zones[ships(seat)].cards)
        self.threat: float | None = None
        # Who holds what, looked up once per decision (the same answers as ``ZGundamState.pilot_of``,
        # ``owner_of_ready``, ``owner_of_ship`` and a hand's ``hold_chance``, without scanning every row per action).
        self.pilot: dict[str, str] = {}
        self.ms_owner: dict[str, int] = {}
        self.ship_owner: dict[str, int] = {}
        self.hold = [hold_chance(len(zones[hand(other)].cards)) for other in range(state.seats)]
        if not owners:
            return
        pilot, ms_owner, ship_owner = self.pilot, self.ms_owner, self.ship_owner
        for other in range(state.seats):
            row = zones[ready(other)].cards
            for i in range(0, len(row) - 1, 2):
                if row[i] not in pilot:
                    pilot[row[i]] = row[i + 1]
                    ms_owner[row[i]] = other
            for ship in zones[ships(other)].cards:
                if ship not in ship_owner:
                    ship_owner[ship] = other


def keep_value(state: ZGundamState, seat: int, card_id: str, facts: Facts | None = None) -> float:
    """How much a card in the hand is worth keeping (what discarding it gives up)."""
    f = facts or Facts(state, seat)
    c = _card(card_id)
    if c.kind == MS:
        return 0.5 + 0.45 * c.attack
    if c.kind == PILOT:
        return 0.5 + 0.4 * c.ability + (0.6 * c.ability if f.boom else 0.0)
    if c.effect == "repair":
        return 1.5 if f.damaged else 1.0
    if c.effect == "explosion":
        return 2.5 if f.pilot_in_hand else 1.2
    return _KEEP.get(c.effect, 0.5)


_KEEP = {"dummy_meteor": 2.0, "ceasefire": 2.5, "supply": 1.5, "colony_laser": 4.0}


def pair_value(state: ZGundamState, owner: int, ms: str) -> int:
    """The points a combat-ready pair gives whoever takes it."""
    return _card(ms).attack + _card(state.pilot_of(owner, ms)).ability


def hold_chance(cards: int) -> float:
    """The chance that a hand of ``cards`` cards holds a given kind of answer card (ceasefire / dummy meteor)."""
    if cards < len(_HOLD):
        return _HOLD[cards]
    return 1.0 - (1.0 - CEASEFIRE_ODDS) ** cards


_HOLD = [1.0 - (1.0 - CEASEFIRE_ODDS) ** n for n in range(32)]


def _ship_left(state: ZGundamState, ship: str) -> int:
    return _card(ship).durability - state.damage.get(ship, 0)


def _ship_worth(state: ZGundamState, ship: str) -> float:
    return SHIP_POINTS * _card(ship).durability


def _threat(state: ZGundamState, seat: int, facts: Facts | None = None) -> float:
    """How much the other players threaten (their attack strength), for valuing defence."""
    if facts is not None and facts.threat is not None:
        return facts.threat
    total = 0.0
    for other in range(state.seats):
        if other != seat:
            total += sum(_card(ms).attack for ms, _ in state.pairs(other))
            total += sum(_card(s).anti_ship for s in state.cards(ships(other)))
    if facts is not None:
        facts.threat = total
    return total


def ms_ms_value(ms: Card, pilot: Card, target: Card, t_pilot: Card, cf: float) -> float:
    """(2)-b-1: an attack by the pair (ms, pilot) on (target, t_pilot), whose owner holds a ceasefire with ``cf``."""
    fight, mine = _ms_ms_terms(ms.attack, pilot.ability, target.attack, t_pilot.ability)
    return (1 - cf) * fight - PAIR_KEEP * mine


@lru_cache(maxsize=None)
def _ms_ms_terms(attack: int, ability: int, target_attack: int, target_ability: int) -> tuple[float, int]:
    """(what the fight is worth, what the attacking pair is worth) of an MS battle."""
    win, _tie, lose = odds.ms_ms(attack, ability, target_attack, target_ability)
    mine, theirs = attack + ability, target_attack + target_ability
    return win * (theirs + PAIR_KEEP * theirs) - lose * mine, mine


def ms_ship_value(ms: Card, pilot: Card, ship: Card, left: int) -> float:
    """(2)-b-2: an attack by the pair (ms, pilot) on a ship with ``left`` durability left."""
    return _ms_ship_value(ms.attack, pilot.ability, ship.anti_air, ship.durability, left)


@lru_cache(maxsize=None)
def _ms_ship_value(attack: int, ability: int, anti_air: int, durability: int, left: int) -> float:
    sink, partial, lost, _ = odds.ms_ship(attack, ability, anti_air, left)
    mine = attack + ability
    return sink * (SHIP_POINTS * durability) + DAMAGE_VALUE * partial - lost * mine - PAIR_KEEP * mine


def ship_ship_value(own: Card, own_left: int, target: Card, target_left: int, dm: float) -> float:
    """(2)-c: ``own`` fires on ``target``, whose owner holds a dummy meteor with ``dm``."""
    return (1 - dm) * _ship_ship_net(own.id, own_left, target.id, target_left) - 0.3


@lru_cache(maxsize=None)
def _ship_ship_net(own_id: str, own_left: int, target_id: str, target_left: int) -> float:
    """What a ship battle gains minus what it loses (before the dummy meteor)."""
    own, target = _card(own_id), _card(target_id)
    st, dt, so, do = odds.ship_ship(own.anti_ship, own.anti_ship_hit, target.anti_ship, target.anti_ship_hit,
                                    target_left, own_left)
    gain = st * (SHIP_POINTS * target.durability) + DAMAGE_VALUE * dt
    loss = so * (SHIP_POINTS * own.durability) + DAMAGE_VALUE * do
    return gain - loss


def explosion_value(pilot: Card, ship: Card) -> float:
    """(2)-a 爆破 by ``pilot`` on ``ship``."""
    p = odds.explosion(pilot.ability)
    return p * (SHIP_POINTS * ship.durability) - 0.4 * pilot.ability - 1.0


def deploy_value(ms: Card, pilot: Card, setup: bool, keep_ms: float, keep_pilot: float) -> float:
    """(2)-d / インスト 6: making the pair (ms, pilot) combat ready (on a turn, minus keeping both cards)."""
    value = 0.8 * ms.attack + 0.6 * pilot.ability - 1.5
    if setup:
        return 10 + value
    return value - keep_ms * 0.3 - keep_pilot * 0.3


def _danger(state: ZGundamState, seat: int, f: Facts) -> float:
    return 0.6 + min(1.0, _threat(state, seat, f) / 20)


def repair_value(points: int, danger: float, keep: float) -> float:
    """(2)-a 修理 of ``points`` with one card worth ``keep``."""
    return odds.repair(points) * points * DAMAGE_VALUE * danger - keep


def full_repair_value(damage: int, danger: float, keep_first: float, keep_second: float) -> float:
    """(2)-a 修理 with two cards: all ``damage`` repaired."""
    return damage * DAMAGE_VALUE * danger - keep_first - keep_second


def _attack_ms(state: ZGundamState, seat: int, a: A.AttackMS, f: Facts) -> float:
    cat = catalogue()
    return ms_ms_value(cat[a.ms], cat[f.pilot[a.ms]], cat[a.target], cat[f.pilot[a.target]],
                       f.hold[f.ms_owner[a.target]])


def _attack_ship(state: ZGundamState, seat: int, a: A.AttackShip, f: Facts) -> float:
    cat = catalogue()
    ship = cat[a.ship]
    return ms_ship_value(cat[a.ms], cat[f.pilot[a.ms]], ship, ship.durability - state.damage.get(a.ship, 0))


def _ship_attack(state: ZGundamState, seat: int, a: A.ShipAttack, f: Facts) -> float:
    cat = catalogue()
    own, target = cat[a.ship], cat[a.target]
    return ship_ship_value(own, own.durability - state.damage.get(a.ship, 0), target,
                           target.durability - state.damage.get(a.target, 0), f.hold[f.ship_owner[a.target]])


def _deploy(state: ZGundamState, seat: int, a: A.DeployPair, f: Facts) -> float:
    if state.phase == SETUP_DEPLOY:
        return deploy_value(_card(a.ms), _card(a.pilot), True, 0.0, 0.0)
    return deploy_value(_card(a.ms), _card(a.pilot), False, keep_value(state, seat, a.ms, f),
                        keep_value(state, seat, a.pilot, f))


def _explosion(state: ZGundamState, seat: int, a: A.PlayExplosion, f: Facts) -> float:
    return explosion_value(_card(a.pilot), _card(a.ship))


def _repair(state: ZGundamState, seat: int, a: A.PlayRepair, f: Facts) -> float:
    return repair_value(a.points, _danger(state, seat, f), keep_value(state, seat, a.card, f))


def _full_repair(state: ZGundamState, seat: int, a: A.PlayFullRepair, f: Facts) -> float:
    return full_repair_value(state.damage.get(a.ship, 0), _danger(state, seat, f), keep_value(state, seat, a.first, f),
                             keep_value(state, seat, a.second, f))


def supply_value(state: ZGundamState, seat: int) -> float:
    """(2)-a 補充: more when the fleet is short (and when the game ends by fleets)."""
    fleet = len(state.cards(ships(seat)))
    need = 3.0 if fleet <= 1 else 1.5 if fleet == 2 else 0.2
    return need + (1.5 if state.end != END_DECK else 0.0) - 0.6


def _supply(state: ZGundamState, seat: int, a: A.PlaySupply, f: Facts) -> float:
    return supply_value(state, seat)


def _discard(state: ZGundamState, seat: int, a: A.Discard, f: Facts) -> float:
    if a.supply:
        return 5.0 + (2.0 if state.end != END_DECK else 0.0)
    return -keep_value(state, seat, a.card, f) - (0.5 if state.phase not in (HAND_LIMIT, SETUP_DISCARD) else 0.0)


def _answer(state: ZGundamState, seat: int, a, f: Facts) -> float:
    return _answer_value(state, seat) - keep_value(state, seat, a.card, f)


_SCORERS: dict[type[Action], Callable[[ZGundamState, int, Any, Facts], float]] = {
    A.AttackMS: _attack_ms, A.AttackShip: _attack_ship, A.ShipAttack: _ship_attack, A.DeployPair: _deploy,
    A.FinishDeploy: lambda state, seat, a, f: 0.0, A.PlayExplosion: _explosion,
    A.PlayColonyLaser: lambda state, seat, a, f: _laser_value(state, a.target) - 4.0,
    A.PlayRepair: _repair, A.PlayFullRepair: _full_repair, A.PlaySupply: _supply, A.Discard: _discard,
    A.PlayCeasefire: _answer, A.PlayDummyMeteor: _answer, A.NoReaction: lambda state, seat, a, f: 0.0,
}


def score_action(state: ZGundamState, seat: int, a: Action, facts: Facts | None = None) -> float:
    """Expected points for ``seat`` minus points for others, for one legal action (Pass: -1)."""
    scorer = _SCORERS.get(type(a))
    if scorer is None:
        return -1.0  # Pass: only when alone
    return scorer(state, seat, a, facts or Facts(state, seat))


def _laser_value(state: ZGundamState, target: int) -> float:
    rolls = tuple((_card(s).anti_ship, _card(s).anti_ship_hit) for s in state.cards(ships(target)))
    rolls += tuple((_card(ms).attack, min(_card(p).ability, 3)) for ms, p in state.pairs(target))
    survive = odds.total_hits_below(rolls, 10)
    prize = sum(0.5 * _ship_worth(state, s) for s in state.cards(ships(target)))
    prize += sum(pair_value(state, target, ms) / 3 for ms, _ in state.pairs(target))
    return survive * prize


def _answer_value(state: ZGundamState, seat: int) -> float:
    """What avoiding the pending battle is worth to the attacked ``seat`` (minus what fighting gives)."""
    attack = state.pending_attack
    if attack is None:
        return 0.0
    c = _card
    if attack.kind == "ms_ms":
        a_pilot, d_pilot = state.pilot_of(attack.attacker, attack.card), state.pilot_of(seat, attack.target)
        win, _tie, lose = odds.ms_ms(c(attack.card).attack, c(a_pilot).ability, c(attack.target).attack,
                                     c(d_pilot).ability)
        # Fighting: the attacker wins my pair with ``win``, I win theirs with ``lose``.
        # A ceasefire discards the attacking pair anyway.
        return win * pair_value(state, seat, attack.target) * (1 + PAIR_KEEP) - lose * pair_value(
            state, attack.attacker, attack.card)
    st, dt, so, do = odds.ship_ship(c(attack.card).anti_ship, c(attack.card).anti_ship_hit,
                                    c(attack.target).anti_ship, c(attack.target).anti_ship_hit,
                                    _ship_left(state, attack.target), _ship_left(state, attack.card))
    loss = st * _ship_worth(state, attack.target) + DAMAGE_VALUE * dt
    gain = so * _ship_worth(state, attack.card) + DAMAGE_VALUE * do
    return loss - gain


def score_actions(state: ZGundamState, seat: int, legal: list[Action]) -> list[tuple[float, int, Action]]:
    """(score, index, action) for every legal action, best first (ties: the earlier legal action)."""
    facts = Facts(state, seat)
    scored = [(score_action(state, seat, a, facts), i, a) for i, a in enumerate(legal)]
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored


def best_action(state: ZGundamState, seat: int, legal: list[Action]) -> Action:
    """The first of the best-scored legal actions (``score_actions``'s first, without sorting them all)."""
    if len(legal) == 1:
        return legal[0]
    if state.phase == SETUP_DEPLOY:
        return _setup_pairing(state, seat, legal)
    facts = Facts(state, seat)
    best, top = legal[0], float("-inf")
    for a in legal:
        scorer = _SCORERS.get(type(a))
        value = -1.0 if scorer is None else scorer(state, seat, a, facts)
        if value > top:
            best, top = a, value
    return best


def _setup_pairing(state: ZGundamState, seat: int, legal: list[Action]) -> Action:
    """インスト 6: the best MS with the best pilot, while both remain (keep one pilot for an explosion)."""
    own = state.cards(hand(seat))
    ms_cards = sorted((x for x in own if _card(x).kind == MS), key=lambda x: (-_card(x).attack, x))
    pilots = sorted((x for x in own if _card(x).kind == PILOT), key=lambda x: (-_card(x).ability, x))
    boom = any(_card(x).effect == "explosion" for x in own)
    if ms_cards and pilots and not (boom and len(pilots) == 1 and len(state.cards(ready(seat))) >= 4):
        pair = A.DeployPair(ms_cards[0], pilots[0])
        if pair in legal:
            return pair
    return A.FinishDeploy()


def rollout_action(state: ZGundamState) -> Action:
    """The quick player's choice for whoever decides now: ``best_action(state, who, legal_actions(state))``.

    A turn (ルール (2), most of a rollout's decisions) is scored without building
    the legal actions: ``_best_turn_action`` walks them in ``legal.turn_actions``'s
    order with the same values, and builds only the one it chooses
    (tests/bots/test_zgundam_bots.py compares the two on many positions).
    """
    if state.phase == ACTION:
        return _best_turn_action(state, state.current)
    attack = state.pending_attack
    who = attack.defender if state.phase == REACT and attack is not None else state.current
    return best_action(state, who, legal_actions(state))


def _best_turn_action(state: ZGundamState, seat: int) -> Action:
    """The first best of ``legal.turn_actions(state, seat)`` by ``score_action`` (see ``rollout_action``)."""
    cat = catalogue()
    zones, damage, seats = state.zones, state.damage, state.seats
    f = Facts(state, seat, owners=False)
    hold = f.hold
    own = f.own
    top = float("-inf")
    best: tuple[type[Action], tuple[Any, ...]] = (A.Pass, ())
    # a) special cards, in legal.special_actions's order: repair, full repair, explosion, supply, colony laser.
    effects = [(x, cat[x].effect if cat[x].kind == SPECIAL else "") for x in own]
    repairs = [x for x, e in effects if e == "repair"]
    damaged = [s for s in zones[ships(seat)].cards if damage.get(s, 0) > 0]
    if repairs and damaged:
        danger = _danger(state, seat, f)
        kept = {r: keep_value(state, seat, r, f) for r in repairs}
        for r in repairs:
            for s in damaged:
                for n in range(1, damage[s] + 1):
                    v = repair_value(n, danger, kept[r])
                    if v > top:
                        top, best = v, (A.PlayRepair, (r, s, n))
        for i, first in enumerate(repairs):
            for second in repairs[i + 1:]:
                for s in damaged:
                    v = full_repair_value(damage.get(s, 0), danger, kept[first], kept[second])
                    if v > top:
                        top, best = v, (A.PlayFullRepair, (first, second, s))
    targets = [(s, cat[s], cat[s].durability - damage.get(s, 0), hold[other])
               for other in range(seats) if other != seat for s in zones[ships(other)].cards]
    pilots = [x for x in own if cat[x].kind == PILOT]
    for e, effect in effects:
        if effect == "explosion":
            for pilot in pilots:
                for s, ship, _, _ in targets:
                    v = explosion_value(cat[pilot], ship)
                    if v > top:
                        top, best = v, (A.PlayExplosion, (e, pilot, s))
    if zones[SHIP_DECK].cards:
        for c, effect in effects:
            if effect == "supply":
                v = supply_value(state, seat)
                if v > top:
                    top, best = v, (A.PlaySupply, (c,))
    for laser, effect in effects:
        if effect == "colony_laser":
            for other in range(seats):
                if other != seat and (zones[ships(other)].cards or state.pairs(other)):
                    v = _laser_value(state, other) - 4.0
                    if v > top:
                        top, best = v, (A.PlayColonyLaser, (laser, other))
    # b) MS attacks, c) ship attacks, d) pairs, e) a discard (legal.turn_actions).
    row = zones[ready(seat)].cards
    own_pairs = [(row[i], cat[row[i]], cat[row[i + 1]]) for i in range(0, len(row) - 1, 2)]
    if own_pairs:
        enemy_pairs = []
        for other in range(seats):
            if other != seat:
                theirs = zones[ready(other)].cards
                enemy_pairs += [(theirs[i], cat[theirs[i]], cat[theirs[i + 1]], hold[other])
                                for i in range(0, len(theirs) - 1, 2)]
        for ms, ms_card, pilot_card in own_pairs:
            for t, t_card, t_pilot, cf in enemy_pairs:
                v = ms_ms_value(ms_card, pilot_card, t_card, t_pilot, cf)
                if v > top:
                    top, best = v, (A.AttackMS, (ms, t))
        for ms, ms_card, pilot_card in own_pairs:
            for s, ship, left, _ in targets:
                v = ms_ship_value(ms_card, pilot_card, ship, left)
                if v > top:
                    top, best = v, (A.AttackShip, (ms, s))
    for own_ship in zones[ships(seat)].cards:
        own_card = cat[own_ship]
        own_left = own_card.durability - damage.get(own_ship, 0)
        for s, ship, left, dm in targets:
            v = ship_ship_value(own_card, own_left, ship, left, dm)
            if v > top:
                top, best = v, (A.ShipAttack, (own_ship, s))
    keep = {c: keep_value(state, seat, c, f) for c in own}
    for ms in own:
        ms_card = cat[ms]
        if ms_card.kind == MS:
            for pilot in pilots:
                v = deploy_value(ms_card, cat[pilot], False, keep[ms], keep[pilot])
                if v > top:
                    top, best = v, (A.DeployPair, (ms, pilot))
    for c in own:
        v = -keep[c] - 0.5
        if v > top:
            top, best = v, (A.Discard, (c,))
    kind, args = best
    return kind(*args)


__all__ = ["score_action", "score_actions", "best_action", "rollout_action", "keep_value", "Facts"]
