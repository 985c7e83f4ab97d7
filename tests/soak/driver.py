"""One random soak game of any game with every check the engine offers.

What one soak *game* is: a new session with its own seed (a new deal, new dice), played
with random legal actions from its first decision to the end of the game, or to
``Plan.cap`` actions for a game whose whole games are too slow for ten thousand of them
(Monster Raid: its real dice physics). Every game starts from a fresh seeded set-up.

The games' own playout tests keep their invariant helpers
(``tests/games/<game>/test_playout.py``, Dunbine's ``playout.py``); the soak
reuses them through the per-game ``Plan`` in ``plans.py``. The checks that need
copies of the state (swaps, rejected moves, undo) are those of the contract test,
``tests/contract/checks.py``, reused here. Checked:

* the game's own invariants after every action (``Plan.check``), and that a legal
  action exists while the game is not over;
* view secrecy by card id: no seat's ``view`` names a card id that is hidden from that
  seat and was never shown face up to everyone (every ``secrecy_every`` actions);
* view secrecy by swapping (``checks.swap_leaks``, at random steps, mean gap
  ``check_gap``): hidden cards are exchanged in a copy of the state (a card of a seat's
  hand with a deck card, two deck cards, of different kinds where there are), and for
  every seat that sees neither card its ``view``, the pending decision, its legal actions
  when it decides, and what the next action shows it (state and log) must not change;
* rejected moves (at random steps): the legal action from the wrong seat, the action's JSON
  read as every other action type, each field set to nonsense, and actions that were legal
  at an earlier step but are not now: each must raise ``RulesError`` with a rule and a
  Japanese and an English text, and leave the state hash, logs, dice and undo stacks as
  they were (``checks.fingerprint``);
* undo/redo through the session (at random steps: the first of the next ``UNDO_WINDOW`` actions
  after which the deciding seat has something to take back): the seat holding the decision takes
  back as many of its actions as it may (``Session.can_undo(seat)``); the first undo gives
  exactly the state hash before the last action, each redo gives back the hash it had; a
  refused undo or redo raises ``RulesError`` and changes nothing;
* a save/load round trip at random points:
  ``Session.from_save(json.loads(json.dumps(s.to_save())))`` gives the same state hash;
* at the end: a finished game has an outcome, and replaying the whole action log gives
  the same hash (``Session.replay_hash``).
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from typing import Any, Callable

from tabletop.core.errors import RulesError
from tabletop.core.game import Action
from tabletop.core.session import Session
from tabletop.core.zones import HIDDEN, OWNER

from tests.contract.checks import fingerprint, illegal_tries, swap_leaks, visibility, zones_of


def scale() -> float:
    """``SOAK_SCALE`` (default 1): multiplies every soak count."""
    try:
        return max(0.0, float(os.environ.get("SOAK_SCALE", "1")))
    except ValueError:
        return 1.0


def count(base: int) -> int:
    """``base`` games at scale 1; never fewer than one."""
    return max(1, round(base * scale()))


@dataclass
class Plan:
    """How to soak one game: build a session, choose an action, check the state."""

    new: Callable[[int, dict, int], Session]                  # (seats, options, seed) -> session
    choose: Callable[[Session, list, random.Random], Any]     # the next action, given the legal ones
    check: Callable[[Session, dict], None]                    # invariants after an action; dict = before()
    before: Callable[[Session], dict] = lambda s: {}          # what the check compares against
    end: Callable[[Session], None] = lambda s: None           # checks at the end of the game
    secrecy: Callable[[Session], None] | None = None          # extra game-specific secrecy check
    max_steps: int = 20000
    save_gap: int = 150                                       # mean actions between save/load round trips
    secrecy_every: int = 5
    check_gap: int = 30            # mean actions between swap, rejected-move and undo/redo checks (each)
    cap: int | None = None         # a soak game stops after this many actions (None: at the end of the game)
    #: action types of which ``legal_actions`` offers a sample of what ``apply`` accepts (a flick's aim, a
    #: minion's pose): one legal at an earlier step may still be legal, so it is not tried as a rejected move
    sampled: tuple[str, ...] = ()
    references: tuple[str, ...] = ()                          # view keys whose values are printed card text
    made_public: Callable[[Session], set] = lambda s: set()   # cards the last action showed to everyone


def hidden_from(state, seat: int) -> list[str]:
    """Card ids that zone visibility hides from ``seat`` (empty for games without a Table)."""
    table = getattr(state, "table", None)
    if table is None:
        return []
    out = []
    for zone in table().zones.values():
        if zone.visibility == HIDDEN:
            out += zone.cards
        elif zone.owner != seat or zone.visibility != OWNER:
            # another seat's hand or face-down cards; a card turned face up there is revealed
            # (a shared face-down card, owner None, is hidden from everyone)
            out += [c for c in zone.cards if not zone.is_face_up(c)]
    return out


def _without(data: Any, keys: tuple[str, ...]) -> Any:
    if isinstance(data, dict):
        return {k: _without(v, keys) for k, v in data.items() if k not in keys}
    if isinstance(data, list):
        return [_without(v, keys) for v in data]
    return data


def public_cards(state) -> set[str]:
    """Cards lying face up where everyone sees them now (a discard pile, a card on the table)."""
    table = getattr(state, "table", None)
    if table is None:
        return set()
    return {c for z in table().zones.values() if z.visibility != HIDDEN for c in z.cards if z.is_face_up(c)}


def check_secrecy(session: Session, references: tuple[str, ...] = (), was_public: set[str] = frozenset()) -> None:
    """Every seat's view names no card hidden from that seat (ids appear as JSON strings).

    A card that everyone has seen face up earlier (``was_public``: a Z Gundam MS that
    attacked, was discarded and then shuffled back into the deck) may still be named by a
    record of that public past (the last combat); only cards never shown are checked.
    ``references`` are keys whose values are a visible card's printed text naming another
    card (an Ultra Seven invader's condition names an information card): they are left out.
    """
    for seat in range(session.seats):
        text = json.dumps(_without(session.view(seat), references), ensure_ascii=False)
        leaked = [c for c in hidden_from(session.state, seat) if c not in was_public and f'"{c}"' in text]
        if leaked:
            at = text.find(f'"{leaked[0]}"')
            raise AssertionError(f"seat {seat} sees hidden cards {leaked[:5]}: ...{text[max(0, at - 300):at + 60]}")


def round_trip(session: Session) -> None:
    """A save, through JSON text, loads to the same state."""
    data = json.loads(json.dumps(session.to_save()))
    again = Session.from_save(data)
    assert again.state_hash() == session.state_hash(), "save/load round trip changed the state"
    assert not again.warnings, again.warnings


def _refusal_problem(exc: BaseException | None, what: str) -> str | None:
    """Why ``exc`` is not a proper refusal: a ``RulesError`` naming its rule, in Japanese and English."""
    if exc is None:
        return f"{what} was accepted"
    if not isinstance(exc, RulesError):
        return f"{what} raised {exc!r}, not RulesError"
    if not (exc.rule.strip() and exc.ja.strip() and exc.en.strip()):
        return f"{what} raised a RulesError without its rule or both texts: {exc.to_json()}"
    return None


def check_rejected(session: Session, legal: list, action: Action, seat: int, earlier: list,
                   rng: random.Random, sampled: tuple[str, ...] = ()) -> int:
    """Illegal actions made from ``action`` (``checks.illegal_tries``) and ``earlier`` legal actions that are not
    legal now (not of the ``sampled`` action types): each is refused with a ``RulesError`` (rule, ja, en) and
    changes nothing. Returns how many."""
    tries, problems = illegal_tries(session.game, legal, action, seat, session.seats, rng)
    assert not problems, problems
    tries += [(old, seat, "an action legal at an earlier step") for old in earlier
              if old not in legal and type(old).__name__ not in sampled]
    for bad, who, what in tries:
        _refused(session, lambda: session.apply(bad, who), f"{what} ({bad.to_json()} from seat {who})")
    return len(tries)


def _refused(session: Session, call: Callable[[], Any], what: str) -> None:
    """``call`` raises a proper ``RulesError`` (``_refusal_problem``) and leaves the session as it was."""
    before = fingerprint(session)
    try:
        call()
        exc = None
    except Exception as e:  # noqa: BLE001 - any other exception is the finding
        exc = e
    problem = _refusal_problem(exc, what)
    assert problem is None, problem
    assert fingerprint(session) == before, f"{what} was refused but changed the session"


def check_undo_redo(session: Session, before_last: str, rng: random.Random, refusals: bool = True) -> int:
    """The deciding seat undoes as far as it may (the first undo gives ``before_last``, the hash before the last
    action), then redoes everything back to the same hash; with ``refusals``, seats that may not undo are also
    refused with a ``RulesError`` that changes nothing. Returns how many actions were undone."""
    decision = session.pending()
    now = session.state_hash()
    for seat in range(session.seats):
        if decision is None or seat != decision.seat:
            assert not session.can_undo(seat) and not session.can_redo(seat), f"seat {seat} may undo out of turn"
            if refusals:
                _refused(session, lambda: session.undo(seat), f"undo by seat {seat}, not deciding")
    if decision is None:
        return 0
    seat = decision.seat
    if not session.can_undo(seat):
        if refusals:
            _refused(session, lambda: session.undo(seat), f"undo by seat {seat} when can_undo() says no")
        return 0
    hashes = [now]
    depth = rng.choice((1, 1, 1000))   # mostly one action back, sometimes as far as allowed
    while len(hashes) <= depth and session.can_undo(seat):
        count = len(session.actions)
        session.undo(seat)
        assert len(session.actions) == count - 1, "undo did not take back exactly one action"
        hashes.append(session.state_hash())
        if len(hashes) == 2:
            assert hashes[1] == before_last, "undo does not restore the state before the last action"
    if session.seats > 1:
        _refused(session, lambda: session.redo((seat + 1) % session.seats), "redo by another seat")
    for expected in reversed(hashes[:-1]):
        assert session.can_redo(seat), "an undone action cannot be redone"
        session.redo(seat)
        assert session.state_hash() == expected, "redo does not give back the state it had"
    assert not session.can_redo(seat)
    _refused(session, lambda: session.redo(seat), "redo with nothing to redo")
    return len(hashes) - 1


#: after an undo check is due, the next actions in which the deciding seat is looked at for something to undo
UNDO_WINDOW = 10


class Seen:
    """Which seats have seen each card face up so far (for ``checks.hidden_swaps``)."""

    def __init__(self, session: Session) -> None:
        self.seats = session.seats
        self.cards: dict[str, set[int]] = {}
        self.update(session)

    def update(self, session: Session) -> None:
        for card, seats in visibility(zones_of(session.state), self.seats).items():
            self.cards.setdefault(card, set()).update(seats)


def check_swaps(session: Session, action: Action, rng: random.Random, seen: Seen) -> int:
    """Hidden content swapped (``checks.swap_leaks``): nothing changes for a seat that sees neither card; any
    difference fails (no leak is tolerated). Returns 1: one step checked (up to three swaps,
    ``checks.hidden_swaps``)."""
    found = [leak.text for leak in swap_leaks(session.game, session, action, rng, seen.cards)]
    assert not found, "\n".join(found[:5])
    return 1


def soak(plan: Plan, seats: int, options: dict, seed: int, stop_after: int | None = None) -> dict:
    """Play one soak game (to its end, or ``stop_after`` / ``plan.cap`` actions) with every check; a summary."""
    session = plan.new(seats, options, seed)
    cap = stop_after if stop_after is not None else plan.cap
    rng = random.Random(seed * 7919 + seats)
    checks = random.Random(f"soak-checks/{session.game.spec.name}/{seats}/{seed}")  # the game's moves stay the same
    hidden_info = session.game.spec.hidden_information
    seen = Seen(session) if hidden_info and zones_of(session.state) else None

    def gap(mean: int) -> int:
        return checks.randint(1, 2 * mean)

    next_save = rng.randint(1, 2 * plan.save_gap)
    next_swap, next_reject, next_undo = gap(plan.check_gap), gap(plan.check_gap), gap(plan.check_gap)
    out = {"steps": 0, "saves": 0, "swaps": 0, "rejected": 0, "undo_checks": 0, "undone": 0}
    steps = undo_window = 0
    refusals_due = False
    earlier: list[Action] = []
    was_public = public_cards(session.state)
    try:
        while not session.is_over() and steps != cap:
            decision = session.pending()
            legal = session.legal_actions()
            assert decision is not None and legal, "no decision while not over"
            action = plan.choose(session, legal, rng)
            steps += 1
            if steps == next_reject:
                out["rejected"] += check_rejected(session, legal, action, decision.seat, earlier, checks,
                                                  plan.sampled)
                earlier = checks.sample(legal, min(3, len(legal)))   # tried at the next such step
                next_reject += gap(plan.check_gap)
            if seen is not None and steps == next_swap:
                out["swaps"] += check_swaps(session, action, checks, seen)
                next_swap += gap(plan.check_gap)
            if steps == next_undo:
                undo_window, refusals_due = UNDO_WINDOW, True
            before_last = session.state_hash() if undo_window else ""
            before = plan.before(session)
            session.apply(action, decision.seat)
            plan.check(session, before)
            if before_last:
                undo_window -= 1
                decision = session.pending()
                can = decision is not None and session.can_undo(decision.seat)
                if can or refusals_due:
                    out["undone"] += check_undo_redo(session, before_last, checks, refusals_due)
                    out["undo_checks"] += 1
                    refusals_due = False
                if can or not undo_window:
                    undo_window = 0
                    next_undo = steps + gap(plan.check_gap)
            if seen is not None:
                seen.update(session)
            if hidden_info:
                was_public |= plan.made_public(session)
            if hidden_info and steps % plan.secrecy_every == 0:
                check_secrecy(session, plan.references, was_public)
                if plan.secrecy:
                    plan.secrecy(session)
            if hidden_info:
                was_public |= public_cards(session.state)
            if steps == next_save:
                round_trip(session)
                out["saves"] += 1
                next_save += rng.randint(1, 2 * plan.save_gap)
            assert steps < plan.max_steps, f"no end after {steps} actions"
        if session.is_over():
            assert session.game.outcome(session.state) is not None
            plan.end(session)
        assert session.replay_hash() == session.state_hash(), "replaying the log gives another state"
    except AssertionError as e:
        raise AssertionError(f"{session.game.spec.name} seats={seats} options={options} seed={seed} "
                             f"step={steps}: {e}") from e
    out["steps"] = steps
    out["over"] = int(session.is_over())
    return out
