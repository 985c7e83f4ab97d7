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
from typing import Any

from tabletop.core.game import Action

from . import actions as A
from . import odds
from .cards import MS, PILOT, catalogue
from .state import END_DECK, HAND_LIMIT, SETUP_DEPLOY, SETUP_DISCARD, ZGundamState, hand, ready, ships

SHIP_POINTS = 3          # a ship taken is worth durability x 3 (勝敗の判定)
DAMAGE_VALUE = 1.2       # a damage marker on a ship: progress towards sinking it
PAIR_KEEP = 0.35         # a combat-ready pair's future worth, per point of attack + ability
CEASEFIRE_ODDS = 6 / 90  # about one action card in fifteen is a ceasefire (and as many dummy meteors)


def _card(card_id: str):
    return catalogue()[card_id]


class Facts:
    """What every score of one decision shares (computed once per decision)."""

    __slots__ = ("own", "boom", "pilot_in_hand", "damaged", "threat", "pilot", "ms_owner", "ship_owner", "hold")

    def __init__(self, state: ZGundamState, seat: int) -> None:
        cat = catalogue()
        self.own = state.cards(hand(seat))
        self.boom = any(cat[x].effect == "explosion" for x in self.own)
        self.pilot_in_hand = any(cat[x].kind == PILOT for x in self.own)
        self.damaged = any(state.damage.get(s) for s in state.cards(ships(seat)))
        self.threat: float | None = None
        # Who holds what, looked up once per decision (the same answers as ``ZGundamState.pilot_of``,
        # ``owner_of_ready``, ``owner_of_ship`` and ``_hold_chance``, without scanning every row per action).
        self.pilot: dict[str, str] = {}
        self.ms_owner: dict[str, int] = {}
        self.ship_owner: dict[str, int] = {}
        self.hold: list[float] = []
        pilot, ms_owner, ship_owner, zones = self.pilot, self.ms_owner, self.ship_owner, state.zones
        for other in range(state.seats):
            row = zones[ready(other)].cards
            for i in range(0, len(row) - 1, 2):
                if row[i] not in pilot:
                    pilot[row[i]] = row[i + 1]
                    ms_owner[row[i]] = other
            for ship in zones[ships(other)].cards:
                if ship not in ship_owner:
                    ship_owner[ship] = other
            self.hold.append(_hold_chance(state, other))


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


def _hold_chance(state: ZGundamState, seat: int) -> float:
    """The chance that ``seat`` holds a given kind of answer card (ceasefire / dummy meteor)."""
    n = len(state.cards(hand(seat)))
    return 1.0 - (1.0 - CEASEFIRE_ODDS) ** n


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


def _attack_ms(state: ZGundamState, seat: int, a: A.AttackMS, f: Facts) -> float:
    cat = catalogue()
    ms, pilot, target, t_pilot = cat[a.ms], cat[f.pilot[a.ms]], cat[a.target], cat[f.pilot[a.target]]
    owner = f.ms_owner[a.target]
    win, _tie, lose = odds.ms_ms(ms.attack, pilot.ability, target.attack, t_pilot.ability)
    mine, theirs = ms.attack + pilot.ability, target.attack + t_pilot.ability
    fight = win * (theirs + PAIR_KEEP * theirs) - lose * mine
    cf = f.hold[owner]
    return (1 - cf) * fight - PAIR_KEEP * mine


def _attack_ship(state: ZGundamState, seat: int, a: A.AttackShip, f: Facts) -> float:
    cat = catalogue()
    ms, pilot, ship = cat[a.ms], cat[f.pilot[a.ms]], cat[a.ship]
    sink, partial, lost, _ = odds.ms_ship(ms.attack, pilot.ability, ship.anti_air,
                                          ship.durability - state.damage.get(a.ship, 0))
    mine = ms.attack + pilot.ability
    return sink * (SHIP_POINTS * ship.durability) + DAMAGE_VALUE * partial - lost * mine - PAIR_KEEP * mine


def _ship_attack(state: ZGundamState, seat: int, a: A.ShipAttack, f: Facts) -> float:
    cat = catalogue()
    own, target = cat[a.ship], cat[a.target]
    st, dt, so, do = odds.ship_ship(own.anti_ship, own.anti_ship_hit, target.anti_ship, target.anti_ship_hit,
                                    target.durability - state.damage.get(a.target, 0),
                                    own.durability - state.damage.get(a.ship, 0))
    dm = f.hold[f.ship_owner[a.target]]
    gain = st * (SHIP_POINTS * target.durability) + DAMAGE_VALUE * dt
    loss = so * (SHIP_POINTS * own.durability) + DAMAGE_VALUE * do
    return (1 - dm) * (gain - loss) - 0.3


def _deploy(state: ZGundamState, seat: int, a: A.DeployPair, f: Facts) -> float:
    c = _card
    value = 0.8 * c(a.ms).attack + 0.6 * c(a.pilot).ability - 1.5
    if state.phase == SETUP_DEPLOY:
        return 10 + value
    return value - keep_value(state, seat, a.ms, f) * 0.3 - keep_value(state, seat, a.pilot, f) * 0.3


def _explosion(state: ZGundamState, seat: int, a: A.PlayExplosion, f: Facts) -> float:
    p = odds.explosion(_card(a.pilot).ability)
    return p * _ship_worth(state, a.ship) - 0.4 * _card(a.pilot).ability - 1.0


def _repair(state: ZGundamState, seat: int, a: A.PlayRepair, f: Facts) -> float:
    danger = 0.6 + min(1.0, _threat(state, seat, f) / 20)
    return odds.repair(a.points) * a.points * DAMAGE_VALUE * danger - keep_value(state, seat, a.card, f)


def _full_repair(state: ZGundamState, seat: int, a: A.PlayFullRepair, f: Facts) -> float:
    danger = 0.6 + min(1.0, _threat(state, seat, f) / 20)
    return (state.damage.get(a.ship, 0) * DAMAGE_VALUE * danger - keep_value(state, seat, a.first, f)
            - keep_value(state, seat, a.second, f))


def _supply(state: ZGundamState, seat: int, a: A.PlaySupply, f: Facts) -> float:
    fleet = len(state.cards(ships(seat)))
    need = 3.0 if fleet <= 1 else 1.5 if fleet == 2 else 0.2
    return need + (1.5 if state.end != END_DECK else 0.0) - 0.6


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


__all__ = ["score_action", "score_actions", "best_action", "keep_value", "Facts"]
