"""One random playout of any game with every check the engine offers, at every step.

The games' own playout tests keep their invariant helpers
(``tests/games/<game>/test_playout.py``, Dunbine's ``playout.py``); the soak
reuses them through the per-game ``Plan`` in ``plans.py``. This module adds the
checks every game shares:

* the game's own invariants after every action (``Plan.check``);
* view secrecy: no seat's ``view`` names a card id that is hidden from that
  seat and was never shown face up to everyone: any card of a hidden zone (a
  deck), a face-down card in another seat's zone (a hand) or in a shared zone;
  checked every ``secrecy_every`` actions;
* a save/load round trip at random points:
  ``Session.from_save(json.loads(json.dumps(s.to_save())))`` gives the same state hash;
* at the end: the game is over, has an outcome, and replaying the whole action
  log gives the same hash (``Session.replay_hash``).
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from typing import Any, Callable

from tabletop.core.session import Session
from tabletop.core.zones import HIDDEN, OWNER


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

    new: Callable[[int, int, dict], Session]          # (seats, options, seed) -> session
    choose: Callable[[Session, random.Random], Any]   # the next action
    check: Callable[[Session, dict], None]            # invariants after an action; dict = before()
    before: Callable[[Session], dict] = lambda s: {}  # what the check compares against
    end: Callable[[Session], None] = lambda s: None   # checks at the end of the game
    secrecy: Callable[[Session], None] | None = None  # extra game-specific secrecy check
    max_steps: int = 20000
    save_gap: int = 150                               # mean actions between save/load round trips
    secrecy_every: int = 5
    references: tuple[str, ...] = ()                  # view keys whose values are printed card text
    made_public: Callable[[Session], set] = lambda s: set()  # cards the last action showed to everyone


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


def soak(plan: Plan, seats: int, options: dict, seed: int, stop_after: int | None = None) -> dict:
    """Play one game to its end (or ``stop_after`` actions) with every check; return a summary."""
    session = plan.new(seats, options, seed)
    rng = random.Random(seed * 7919 + seats)
    hidden_info = session.game.spec.hidden_information
    next_save = rng.randint(1, 2 * plan.save_gap)
    steps = saves = 0
    was_public = public_cards(session.state)
    try:
        while not session.is_over() and steps != stop_after:
            assert session.pending() is not None and session.legal_actions(), "no decision while not over"
            before = plan.before(session)
            session.apply(plan.choose(session, rng), session.pending().seat)
            steps += 1
            plan.check(session, before)
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
                saves += 1
                next_save += rng.randint(1, 2 * plan.save_gap)
            assert steps < plan.max_steps, f"no end after {steps} actions"
        if stop_after is None:
            assert session.game.outcome(session.state) is not None
            plan.end(session)
        assert session.replay_hash() == session.state_hash(), "replaying the log gives another state"
    except AssertionError as e:
        raise AssertionError(f"{session.game.spec.name} seats={seats} options={options} seed={seed} "
                             f"step={steps}: {e}") from e
    return {"steps": steps, "saves": saves}
