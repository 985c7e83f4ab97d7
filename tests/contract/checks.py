"""The game contract, checked on random playouts of any registered game.

Modelled on OpenSpiel's random-simulation test: a game is played with random
legal actions at every seat count and option choice, and at every step (or
every few steps) the contract of ``tabletop.core.game`` and
``tabletop.core.session`` is checked. A game's specifics come only through the
public ``Game``/``Session`` API; hidden cards are found through the shared
zones model (``tabletop.core.zones``: every ``Zone`` reachable from the state).

Findings are collected per category (``CATEGORIES``) instead of stopping at
the first, so one playout serves every test of ``test_contract.py``:

* ``decisions``: a pending seat exists while the game is not over, is a real
  seat and has at least one legal action; legal actions are the game's action
  types and round-trip through JSON; a finished game has an outcome and refuses
  actions; every legal action chosen is accepted.
* ``views``: every seat's view (and the spectator's) is JSON data.
* ``illegal``: an action that is not legal (a legal action from the wrong seat,
  one rebuilt from another action type's JSON, one with a nonsense card id or
  number) raises ``RulesError``/``NotYourDecision``/``ValueError`` and leaves
  the state hash, the event log, the action log and the dice unchanged.
* ``hidden``: swapping hidden cards (a card of a seat's hand with a deck card,
  and two deck cards, of different kinds where there are) changes no view of a
  seat that may see neither card, nor the pending decision, nor the legal
  actions of such a seat, nor what the next (reversible) action does for it.
* ``save``: save -> JSON text -> ``Session.from_save`` gives the same state.
* ``replay``: ``Session.replay_hash()`` equals ``state_hash()``.
* ``undo``: undo (asked by the seat holding the decision) restores the exact
  previous state hash and logs, redo comes back, and undo never goes back past
  an action that rolled dice or showed a card that no seat could see (drew,
  revealed from a deck).
* ``undo_shown``: an action that showed a seat's hidden card to another seat
  (a card played face up from a hand) is taken back only by the seat that
  played it, within its own control (the core policy, docs/architecture.md:
  the seat it was shown to has not decided since).
* ``undo_seats``: only the seat holding the decision may undo, only its own
  actions since it got control: never across a hand-over to another seat.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import json
import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable

from tabletop.core.errors import NotYourDecision, RulesError
from tabletop.core.game import Action, Context, Event, Game
from tabletop.core.spec import seats_range
from tabletop.core.session import Session
from tabletop.core.zones import HIDDEN, OWNER, Zone

CATEGORIES = ("decisions", "views", "illegal", "hidden", "save", "replay", "undo", "undo_shown", "undo_seats")

#: What a rejected action may raise (``NotYourDecision`` is a ``RulesError``; every ``TabletopError`` a ``ValueError``).
REJECTIONS = (RulesError, ValueError)

#: A card id's copy number: ``explosion-5`` and ``cap_miclas_1`` are copies of ``explosion`` and ``cap_miclas``.
_COPY_SUFFIX = re.compile(r"[-_]\d+$")

NONSENSE_ID = "no-such-thing"
NONSENSE_NUMBER = 10**9


@dataclass(frozen=True)
class Budget:
    """How much each playout does: seeds per setting, steps per playout, and how often the costly checks run."""

    seeds: int
    steps: int
    hidden_every: int = 1
    illegal_every: int = 3
    undo_chain_every: int = 10
    save_every: int = 25
    #: Every combination of seat count and option choices (True), or a covering few (False): each seat
    #: count and each choice of each option in at least one playout (``covering_settings``).
    every_setting: bool = True


@dataclass
class Findings:
    """Contract violations per category: a count and the first few descriptions."""

    keep: int = 10
    found: dict[str, list[str]] = field(default_factory=lambda: {c: [] for c in CATEGORIES})
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CATEGORIES, 0))
    steps: int = 0
    playouts: int = 0

    def add(self, category: str, text: str) -> None:
        self.counts[category] += 1
        if len(self.found[category]) < self.keep:
            self.found[category].append(text)

    def report(self, category: str) -> str:
        lines = "\n".join(f"  - {t}" for t in self.found[category])
        return f"{self.counts[category]} {category} finding(s) in {self.playouts} playouts, {self.steps} steps:\n{lines}"


def settings(game: Game[Any]) -> list[tuple[int, dict[str, str]]]:
    """Every seat count of the spec's range with every combination of option choices."""
    spec = game.spec
    keys = [o.key for o in spec.options]
    combos = list(itertools.product(*[[c for c, _ in o.choices] for o in spec.options]))
    return [(seats, dict(zip(keys, combo))) for seats in seats_range(spec) for combo in combos]


def covering_settings(game: Game[Any]) -> list[tuple[int, dict[str, str]]]:
    """A few settings in which every seat count and every choice of every option each appear at least once
    (the i-th setting takes the i-th seat count and the i-th choice of each option, each list cycled)."""
    spec = game.spec
    seats = list(seats_range(spec))
    choices = [[c for c, _ in o.choices] for o in spec.options]
    rows = max([len(seats), *map(len, choices)])
    return [(seats[i % len(seats)], {o.key: cs[i % len(cs)] for o, cs in zip(spec.options, choices)})
            for i in range(rows)]


def check_game(game: Game[Any], budget: Budget) -> Findings:
    """Random playouts of ``game`` at every setting (or a covering few), with every check; the findings per
    category."""
    findings = Findings()
    for seats, options in settings(game) if budget.every_setting else covering_settings(game):
        for seed in range(budget.seeds):
            Playout(game, seats, options, seed, budget, findings).run()
    return findings


# -- the zones model: where the hidden cards are ---------------------------------------------
def zones_of(state: Any) -> list[Zone]:
    """Every ``Zone`` reachable from the state's fields, lists and dicts, in a stable order."""
    out: list[Zone] = []
    seen: set[int] = set()

    def walk(value: Any) -> None:
        if isinstance(value, Zone):
            if id(value) not in seen:
                seen.add(id(value))
                out.append(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name))
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)

    walk(state)
    return out


def sees(zone: Zone, card: str, seat: int | None) -> bool:
    """May ``seat`` see the face of ``card`` in ``zone``? (A card turned face up in a hand is shown.)"""
    if zone.visibility == HIDDEN:
        return False
    if zone.is_face_up(card):
        return True
    return zone.visibility == OWNER and seat is not None and seat == zone.owner


def visibility(zones: list[Zone], seats: int) -> dict[str, frozenset[int]]:
    """For every card on the table, the seats that see its face now."""
    return {card: frozenset(seat for seat in range(seats) if sees(zone, card, seat))
            for zone in zones for card in zone.cards}


def kind_map(state: Any) -> dict[str, str] | None:
    """The state's id -> kind map, if it has one: a dict field mapping every card on the table to a
    string (instances of printed cards, as SD Gundam Force's ``card_of``)."""
    cards = {c for zone in zones_of(state) for c in zone.cards}
    if not cards or not dataclasses.is_dataclass(state):
        return None
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        if isinstance(value, dict) and cards <= value.keys() and all(isinstance(v, str) for v in value.values()):
            return value
    return None


def kind_of(state: Any) -> Callable[[str], str]:
    """A card's kind: from the state's id -> kind map, else its id minus the copy number (``explosion-5``)."""
    table = kind_map(state)
    if table is not None:
        return lambda card: table[card]
    return lambda card: _COPY_SUFFIX.sub("", card)


@dataclass(frozen=True)
class Swap:
    """Two hidden cards whose contents are exchanged, and the seats that see neither (nor ever saw them)."""

    a: str
    b: str
    observers: tuple[int | None, ...]
    what: str


def hidden_swaps(state: Any, seats: int, rng: random.Random, seen: dict[str, set[int]]) -> list[Swap]:
    """A card of (up to two) seats' hands with a deck card, and two deck cards: of different kinds where possible.

    ``seen`` says which seats have seen each card so far: a card once shown (a Z Gundam MS that fought
    and went back into the deck) may still be named by a record of that public past, so only cards
    that no other seat ever saw are swapped.
    """
    kind = kind_of(state)
    secret: list[tuple[str, Zone]] = []           # no seat sees it or ever saw it (decks)
    held: dict[int, list[tuple[str, Zone]]] = {}  # only the owner sees it or ever saw it (hands)
    for zone in zones_of(state):
        for card in zone.cards:
            now = {seat for seat in range(seats) if sees(zone, card, seat)}
            ever = seen.get(card, set()) | now
            if not ever:
                secret.append((card, zone))
            elif zone.owner is not None and now == ever == {zone.owner}:
                held.setdefault(zone.owner, []).append((card, zone))

    def partner(card: str, owner: int | None) -> tuple[str, Zone] | None:
        others = [s for s in secret if s[0] != card]
        different = [s for s in others if kind(s[0]) != kind(card)]
        same_owner = [s for s in different if s[1].owner in (owner, None)]
        pool = same_owner or different or others
        return rng.choice(pool) if pool else None

    swaps = []
    everyone: tuple[int | None, ...] = (*range(seats), None)
    for owner in sorted(rng.sample(sorted(held), min(2, len(held)))):
        card, zone = rng.choice(held[owner])
        other = partner(card, owner)
        if other is not None:
            swaps.append(Swap(card, other[0], tuple(s for s in everyone if s != owner),
                              f"{card} of seat {owner}'s {zone.name} <-> {other[0]} of {other[1].name}"))
    if secret:
        card, zone = rng.choice(secret)
        other = partner(card, None)
        if other is not None:
            swaps.append(Swap(card, other[0], everyone, f"{card} of {zone.name} <-> {other[0]} of {other[1].name}"))
    return swaps


def _rename(data: Any, names: dict[str, str]) -> Any:
    if isinstance(data, str):
        return names.get(data, data)
    if isinstance(data, dict):
        return {_rename(k, names): _rename(v, names) for k, v in data.items()}
    if isinstance(data, list):
        return [_rename(v, names) for v in data]
    return data


def swapped(game: Game[Any], state: Any, swap: Swap) -> Any:
    """A copy of ``state`` where the two cards of ``swap`` changed places, ids and kinds.

    Every mention of one id becomes the other (so what the table shows about a face-down card, such
    as its back number or the chits on it, stays where it was), and each id keeps its kind.
    """
    other = game.state_from_json(_rename(game.state_to_json(state), {swap.a: swap.b, swap.b: swap.a}))
    kinds = kind_map(other)
    if kinds is not None:
        kinds[swap.a], kinds[swap.b] = kinds[swap.b], kinds[swap.a]
    return other


# -- helpers ---------------------------------------------------------------------------------
def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, default=repr)


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two JSON values first differ, as ``path: a != b`` (short)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}.{key}: only in {'the first' if key in a else 'the second'}"
            if a[key] != b[key]:
                return first_difference(a[key], b[key], f"{path}.{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path or '.'}: {canonical(a)[:120]} != {canonical(b)[:120]}"


def attempt(call: Callable[[], Any]) -> tuple[Any, BaseException | None]:
    """Run ``call``; a contract test turns any exception into a finding instead of stopping."""
    try:
        return call(), None
    except Exception as exc:  # noqa: BLE001 - every exception is a finding, reported with its type
        return None, exc


def choose(rng: random.Random, legal: list[Action]) -> Action:
    """Half the time any legal action, half the time an action type first (so a long list of moves
    does not drown the rarer types, such as a pass or a shot among placements)."""
    if rng.random() < 0.5:
        return rng.choice(legal)
    names = sorted({type(a).__name__ for a in legal})
    name = rng.choice(names)
    return rng.choice([a for a in legal if type(a).__name__ == name])


def fingerprint(session: Session) -> tuple[Any, ...]:
    """What a rejected action must leave as it was."""
    seats = range(session.seats)
    return (session.state_hash(), len(session.events), len(session.actions), len(session.dice.log),
            canonical(session.dice.snapshot()), [session.can_undo(s) for s in seats],
            [session.can_redo(s) for s in seats])


def asker(session: Session) -> int:
    """The seat that may ask for undo now: the one holding the decision (-1 when the game is over)."""
    decision = session.pending()
    return decision.seat if decision is not None else -1


def may_undo(session: Session) -> bool:
    seat = asker(session)
    return seat >= 0 and session.can_undo(seat)


def nonsense_variants(action: Action) -> list[Action]:
    """``action`` with one string field set to an id no game has, or one int field to an absurd number.

    Only fields the action uses are changed (not those left at their default, as a skill's unused target).
    """
    out = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if f.default is not dataclasses.MISSING and value == f.default:
            continue
        if isinstance(value, str):
            out.append(dataclasses.replace(action, **{f.name: NONSENSE_ID}))
        elif isinstance(value, int) and not isinstance(value, bool):
            out.append(dataclasses.replace(action, **{f.name: NONSENSE_NUMBER}))
    return out


class World:
    """A state with its pending decision and its views (computed once, on demand)."""

    def __init__(self, game: Game[Any], state: Any) -> None:
        self.game = game
        self.state = state
        self.pending = game.pending(state)
        self._views: dict[int | None, Any] = {}

    def view(self, seat: int | None) -> Any:
        if seat not in self._views:
            self._views[seat] = self.game.view(self.state, seat)
        return self._views[seat]

    @classmethod
    def after(cls, game: Game[Any], session: Session, action: Action) -> tuple["World", list[Event]] | None:
        """The world after ``action`` (on a copy) and its events; None if it rolls dice, draws or is refused."""
        state = copy.deepcopy(session.state)
        ctx = Context(copy.deepcopy(session.dice))
        _, exc = attempt(lambda: game.apply(state, action, ctx))
        if exc is not None or ctx.irreversible:
            return None
        return cls(game, state), ctx.events


# -- one playout ----------------------------------------------------------------------------
class Playout:
    """One random game at one setting and seed, checked step by step."""

    def __init__(self, game: Game[Any], seats: int, options: dict[str, str], seed: int, budget: Budget,
                 findings: Findings) -> None:
        self.game = game
        self.seats = seats
        self.options = options
        self.seed = seed
        self.budget = budget
        self.findings = findings
        self.rng = random.Random(f"{game.spec.name}/{seats}/{sorted(options.items())}/{seed}")
        self.step = 0
        self.session = Session(game, seats, options, seed=seed)
        self.has_zones = bool(zones_of(self.session.state))
        self.hashes = [self.session.state_hash()]    # after k actions
        self.event_counts = [len(self.session.events)]
        self.barrier = [False]                        # action k rolled dice or showed a card no seat saw (drew)
        self.shown = [False]                          # action k showed a seat's hidden card to another seat
        self.visible = self._visible()
        self.seen: dict[str, set[int]] = {card: set(seats) for card, seats in self.visible.items()}

    # -- reporting
    def where(self) -> str:
        return f"{self.game.spec.name} seats={self.seats} options={self.options} seed={self.seed} step={self.step}"

    def fail(self, category: str, text: str) -> None:
        self.findings.add(category, f"{self.where()}: {text}")

    def _visible(self) -> dict[str, frozenset[int]]:
        return visibility(zones_of(self.session.state), self.seats) if self.has_zones else {}

    # -- the loop
    def run(self) -> None:
        self.findings.playouts += 1
        b = self.budget
        session = self.session
        for self.step in range(b.steps):
            decision = session.pending()
            if decision is None:
                break
            legal = self.check_decision()
            if not legal:
                return
            if self.step % b.hidden_every == 0:
                self.check_views()
            action = choose(self.rng, legal)
            if self.has_zones and self.step % b.hidden_every == 0:
                self.check_hidden(action)
            if self.step % b.illegal_every == 0 and not self.check_illegal(legal, decision.seat):
                return
            if not self.play(action, decision.seat):
                return
            self.check_undo_step()
            if self.step % b.undo_chain_every == 0:
                self.check_undo_chain()
            if self.step % b.save_every == 0:
                self.check_save()
            self.findings.steps += 1
        self.check_views()
        self.check_save()
        if session.pending() is None or session.is_over():
            self.check_over()
        replayed, exc = attempt(session.replay_hash)
        if exc is not None:
            self.fail("replay", f"replay_hash raised {exc!r}")
        elif replayed != session.state_hash():
            self.fail("replay", f"replaying the log gives {replayed}, the state is {session.state_hash()}")

    def play(self, action: Action, seat: int) -> bool:
        session = self.session
        dice_before = len(session.dice.log)
        _, exc = attempt(lambda: session.apply(action, seat))
        if exc is not None:
            self.fail("decisions", f"legal action {action.to_json()} of seat {seat} was refused: {exc!r}")
            return False
        before, after = self.visible, self._visible()
        nobody: frozenset[int] = frozenset()
        newly = {card: seats - before.get(card, nobody) for card, seats in after.items()}
        drew = any(seats and not before.get(card) for card, seats in newly.items())
        self.barrier.append(len(session.dice.log) > dice_before or drew)
        self.shown.append(any(seats and before.get(card) for card, seats in newly.items()))
        self.visible = after
        for card, seats in after.items():
            self.seen.setdefault(card, set()).update(seats)
        self.hashes.append(session.state_hash())
        self.event_counts.append(len(session.events))
        return True

    # -- decisions and views
    def check_decision(self) -> list[Action]:
        session, game = self.session, self.game
        decision = session.pending()
        outcome = game.outcome(session.state)
        if decision is None or outcome is not None:
            self.fail("decisions", f"pending {decision} while the outcome is {outcome}")
            return []
        if not 0 <= decision.seat < self.seats:
            self.fail("decisions", f"pending seat {decision.seat} of {self.seats} seats")
            return []
        legal, exc = attempt(session.legal_actions)
        if exc is not None or not legal:
            self.fail("decisions", f"seat {decision.seat} ({decision.kind}) has no legal action: {exc!r}")
            return []
        for action in self.rng.sample(legal, min(len(legal), 20)):
            if type(action) not in game.actions:
                self.fail("decisions", f"{type(action).__name__} is not in {game.spec.name}'s actions")
                continue
            again, exc = attempt(lambda: game.action_from_json(json.loads(json.dumps(action.to_json()))))
            if exc is not None or again != action:
                self.fail("decisions", f"{action} does not round-trip through JSON: {again!r} {exc!r}")
        return list(legal)

    def check_views(self) -> None:
        for seat in (*range(self.seats), None):
            _, exc = attempt(lambda: json.dumps(self.session.view(seat), ensure_ascii=False))
            if exc is not None:
                self.fail("views", f"the view of seat {seat} is not JSON data: {exc!r}")

    def check_over(self) -> None:
        session = self.session
        outcome = session.game.outcome(session.state)
        if outcome is None or not set(outcome.winners) <= set(range(self.seats)):
            self.fail("decisions", f"a finished game has outcome {outcome}")
        if session.pending() is not None:
            self.fail("decisions", "a finished game still waits for a decision")
        if not session.actions:
            return
        before = fingerprint(session)
        last = self.game.action_from_json(session.actions[-1]["action"])
        _, exc = attempt(lambda: session.apply(last, None))
        if not isinstance(exc, RulesError):
            self.fail("decisions", f"a finished game took {last.to_json()}: {exc!r}")
        if fingerprint(session) != before:
            self.fail("decisions", "a refused action after the end changed the session")

    # -- illegal actions
    def check_illegal(self, legal: list[Action], seat: int) -> bool:
        """Refused actions leave everything as it was; False when one was accepted (the playout stops)."""
        session = self.session
        tries, problems = illegal_tries(self.game, legal, self.rng.choice(legal), seat, self.seats, self.rng)
        for text in problems:
            self.fail("illegal", text)
        for bad, who, what in tries:
            before = fingerprint(session)
            _, exc = attempt(lambda: session.apply(bad, who))
            if exc is None:
                self.fail("illegal", f"{what} was accepted: {bad.to_json()} from seat {who}")
                return False
            if who != seat and not isinstance(exc, NotYourDecision):
                self.fail("illegal", f"{what} raised {exc!r}, not NotYourDecision")
            elif not isinstance(exc, REJECTIONS):
                self.fail("illegal", f"{what} {bad.to_json()} raised {exc!r}, not RulesError/ValueError")
            if fingerprint(session) != before:
                self.fail("illegal", f"{what} {bad.to_json()} was refused but changed the session")
        return True

    # -- hidden information
    def check_hidden(self, action: Action) -> None:
        """Swap hidden cards; nothing a seat that sees neither card may see changes, now or after ``action``."""
        for leak in swap_leaks(self.game, self.session, action, self.rng, self.seen):
            self.fail("hidden", leak.text)

    # -- undo / redo
    def check_undo_step(self) -> None:
        session = self.session
        count = len(session.actions)
        if self.barrier[count] and may_undo(session):
            self.fail("undo", f"undo is offered right after {session.actions[-1]}, which rolled dice or drew")
        self.check_hand_over()
        if not may_undo(session) or not self.undo_once():
            return
        _, exc = attempt(lambda: session.redo(asker(session)))
        if exc is not None:
            self.fail("undo", f"redo raised {exc!r}")
        elif session.state_hash() != self.hashes[count] or len(session.actions) != count:
            self.fail("undo", "redo does not come back to the same state")

    def undo_once(self) -> bool:
        """Undo the last action and check the session went back exactly one action; False if undo raised."""
        session = self.session
        count = len(session.actions)
        seat = asker(session)
        if self.barrier[count]:
            self.fail("undo", f"undo goes back past action {count}, which rolled dice or drew")
        if self.shown[count] and session.actions[-1]["seat"] != seat:
            self.fail("undo_shown", f"seat {seat} may take back action {count} of seat "
                                    f"{session.actions[-1]['seat']}, which showed a hidden card")
        _, exc = attempt(lambda: session.undo(seat))
        if exc is not None:
            self.fail("undo", f"undo raised {exc!r} while can_undo() said yes")
            return False
        if (session.state_hash() != self.hashes[count - 1] or len(session.actions) != count - 1
                or len(session.events) != self.event_counts[count - 1]):
            self.fail("undo", f"undo of action {count} does not restore the state and logs before it")
        return True

    def check_hand_over(self) -> None:
        session = self.session
        decision = session.pending()
        for seat in range(self.seats):
            if not session.can_undo(seat):
                continue
            last = session.actions[-1]
            if decision is None or seat != decision.seat:
                self.fail("undo_seats", f"seat {seat} may undo while it does not hold the decision ({decision})")
            elif last["seat"] != seat:
                self.fail("undo_seats", f"seat {seat} may undo {last['action']} of seat {last['seat']}")

    def check_undo_chain(self) -> None:
        """Undo as far as allowed, checking every step, then redo back to where the game was."""
        session = self.session
        count = len(session.actions)
        undone = 0
        while may_undo(session) and self.undo_once():
            undone += 1
            self.check_hand_over()
        for _ in range(undone):
            _, exc = attempt(lambda: session.redo(asker(session)))
            if exc is not None:
                self.fail("undo", f"redo raised {exc!r} after {undone} undos")
                break
        if session.state_hash() != self.hashes[count] or len(session.actions) != count:
            self.fail("undo", f"undoing {undone} actions and redoing them does not come back to the same state")

    # -- save / load
    def check_save(self) -> None:
        session = self.session
        data, exc = attempt(lambda: json.loads(json.dumps(session.to_save())))
        if exc is not None:
            self.fail("save", f"the save is not JSON data: {exc!r}")
            return
        again, exc = attempt(lambda: Session.from_save(data))
        if exc is not None:
            self.fail("save", f"loading the save raised {exc!r}")
            return
        if again.state_hash() != session.state_hash() or again.warnings:
            self.fail("save", f"save/load changes the state: {again.warnings}")
        elif again.pending() != session.pending() or again.actions != session.actions:
            self.fail("save", "save/load changes the pending decision or the action log")


# -- checks shared with the soak (tests/soak/driver.py) -------------------------------------
def illegal_tries(game: Game[Any], legal: list[Action], action: Action, seat: int, seats: int,
                  rng: random.Random) -> tuple[list[tuple[Action, int, str]], list[str]]:
    """Actions that are not legal now, made from the legal ``action`` of ``seat``, each with the seat that
    tries it and what it is: the same action from another seat, the action's JSON read as every other action
    type, and each field set to nonsense (``nonsense_variants``). Also the problems met while making them
    (``action_from_json`` raising something else than ``ValueError``)."""
    tries: list[tuple[Action, int, str]] = []
    problems: list[str] = []
    if seats > 1:
        other = rng.choice([s for s in range(seats) if s != seat])
        tries.append((action, other, "a legal action from the wrong seat"))
    for cls in game.actions:
        if cls is type(action):
            continue
        rebuilt, exc = attempt(lambda: game.action_from_json({**action.to_json(), "type": cls.__name__}))
        if exc is not None and not isinstance(exc, ValueError):
            problems.append(f"action_from_json of {cls.__name__} from {action.to_json()} raised {exc!r}")
        if rebuilt is not None and rebuilt not in legal:
            tries.append((rebuilt, seat, f"{cls.__name__} rebuilt from {type(action).__name__}'s JSON"))
    tries += [(bad, seat, "a nonsense field") for bad in nonsense_variants(action) if bad not in legal]
    return tries, problems


@dataclass(frozen=True)
class Leak:
    """Something that swapping two hidden cards changed for a seat that sees neither card.

    ``what``: ``pending`` (the pending decision), ``view``, ``log`` (the events of the next action as that
    seat sees them), ``legal`` (the deciding seat's legal actions), ``refused`` or ``irreversible`` (the next
    action is refused, or now rolls dice or shows a card, in the swapped world).
    """

    what: str
    seat: int | None
    text: str
    mine: Any = None    # the pending decision or view without the swap
    theirs: Any = None  # and with it


def swap_leaks(game: Game[Any], session: Session, action: Action, rng: random.Random,
               seen: dict[str, set[int]]) -> list[Leak]:
    """Swap hidden cards (``hidden_swaps``) in copies of the session's state and list every difference a seat
    that sees neither card could notice, now and after the (legal) ``action`` about to be taken."""
    now = World(game, session.state)
    after = World.after(game, session, action)
    actor = now.pending.seat if now.pending is not None else None
    leaks: list[Leak] = []
    for swap in hidden_swaps(now.state, session.seats, rng, seen):
        other = World(game, swapped(game, now.state, swap))
        leaks += compare_worlds(swap, "", now, other)
        if actor not in swap.observers:
            continue
        mine = [a.to_json() for a in game.legal_actions(now.state)]
        theirs, exc = attempt(lambda: [a.to_json() for a in game.legal_actions(other.state)])
        if exc is not None or mine != theirs:
            why = repr(exc) if exc is not None else first_difference(mine, theirs)
            leaks.append(Leak("legal", actor, f"swapping {swap.what} changes the legal actions of the deciding "
                                              f"seat: {why}"))
        if after is None:  # the action rolls dice or shows a card: the swapped card may be the one shown
            continue
        ctx = Context(copy.deepcopy(session.dice))
        _, exc = attempt(lambda: game.apply(other.state, action, ctx))
        label = f"{swap.what}, then {action.to_json()}"
        if exc is not None:
            leaks.append(Leak("refused", actor, f"swapping {label}: the action is refused: {exc!r}"))
        elif ctx.irreversible:
            leaks.append(Leak("irreversible", actor, f"swapping {label}: the action now rolls dice or shows a card"))
        else:
            leaks += compare_worlds(swap, ", then " + json.dumps(action.to_json()), after[0],
                                    World(game, other.state), (after[1], ctx.events))
    return leaks


def compare_worlds(swap: Swap, then: str, mine: World, theirs: World,
                   events: tuple[list[Event], list[Event]] = ([], [])) -> list[Leak]:
    """What differs between a world and its swapped twin for the seats that see neither swapped card."""
    leaks = []
    if theirs.pending != mine.pending:
        leaks.append(Leak("pending", None, f"swapping {swap.what}{then} changes the pending decision: "
                                           f"{theirs.pending} instead of {mine.pending}", mine.pending, theirs.pending))
    for seat in swap.observers:
        view, exc = attempt(lambda: theirs.view(seat))
        if exc is not None or view != mine.view(seat):
            why = repr(exc) if exc is not None else first_difference(mine.view(seat), view)
            leaks.append(Leak("view", seat, f"swapping {swap.what}{then} changes the view of seat {seat}: {why}",
                              mine.view(seat), view))
        if [e.for_seat(seat) for e in events[0]] != [e.for_seat(seat) for e in events[1]]:
            leaks.append(Leak("log", seat, f"swapping {swap.what}{then} changes the log of seat {seat}"))
    return leaks
