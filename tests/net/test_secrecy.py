"""Secrecy on every message a client receives.

While clients play a golden game of each game with hidden information, every update the host
sends is checked against the same update built from a copy of the host's state in which hidden
cards were swapped (``tests/contract``'s swap check: a hand card with a deck card, two deck cards):
for every seat that sees neither card (and the spectator), nothing in the message may change.
Each client's received messages must be exactly the ones the host built for its seat.
"""

from __future__ import annotations

import copy
import json
import random
import threading
from typing import Any

import pytest

from tabletop.core.game import Action
from tabletop.core.session import Session
from tabletop.net.client import RemoteSession
from tabletop.net.host import build_update

from ..contract.checks import first_difference, hidden_swaps, swapped, visibility, zones_of
from .conftest import hosting, join, play
from .test_games import golden_session

#: Ultra Seven's game is long (579 actions): a slow test.
GAMES = ["sdgf-2-41-quick", "zgundam-4-32-quick",
         pytest.param("ultraseven-2-one_cour-21-quick", marks=pytest.mark.slow)]


class SwapCheck:
    """The host's ``observe`` hook: swaps hidden cards and compares every update (worker thread)."""

    def __init__(self) -> None:
        self.seen: dict[str, set[int]] = {}
        self.leaks: list[str] = []
        self.sent: dict[int | None, list[dict[str, Any]]] = {}
        self.checked = 0
        self._swaps: tuple[int, list[Any]] = (-1, [])
        self._lock = threading.Lock()

    def __call__(self, session: Session, seat: int | None, fields: dict[str, Any]) -> None:
        with self._lock:
            self.sent.setdefault(seat, []).append(json.loads(json.dumps(fields)))
            step = len(session.actions)
            if self._swaps[0] != step:
                for card, seats in visibility(zones_of(session.state), session.seats).items():
                    self.seen.setdefault(card, set()).update(seats)
                swaps = hidden_swaps(session.state, session.seats, random.Random(step), self.seen)
                self._swaps = (step, [(s, swapped(session.game, session.state, s)) for s in swaps])
            mine = build_update(session, seat, len(session.events), 0)
            for swap, state in self._swaps[1]:
                if seat not in swap.observers:
                    continue
                twin = copy.copy(session)   # read only: build_update never applies, so its _state may differ
                twin._state = state
                theirs = build_update(twin, seat, len(session.events), 0)
                self.checked += 1
                if theirs != mine:
                    self.leaks.append(f"after {step} actions, swapping {swap.what} changes seat {seat}'s update: "
                                      f"{first_difference(mine, theirs)}")


@pytest.mark.parametrize("name", GAMES)
def test_no_message_changes_when_hidden_cards_are_swapped(name: str) -> None:
    session, actions, final = golden_session(name)
    check = SwapCheck()
    with hosting(session, observe=check) as host:
        clients = [join(host, seat=s, record=True) for s in range(session.seats)]
        watcher = join(host, spectator=True, record=True)

        def choose(client: RemoteSession) -> Action:
            return session.game.action_from_json(actions[client.action_count]["action"])

        assert not play(clients, choose)
        assert host.call(lambda s: s.state_hash()) == final
        assert watcher.wait(lambda c: c.is_over(), 30)
        for c in [*clients, watcher]:
            c.close()
    assert check.checked > len(actions), "the swap check found too few hidden cards to swap"
    assert not check.leaks, check.leaks[:5]
    for client in [*clients, watcher]:
        assert client.received is not None
        got = [{k: v for k, v in m.items() if k not in ("v", "type")} for m in client.received if m["type"] == "update"]
        # the host may have sent more after the client left (the others leaving)
        assert got == check.sent[client.seat][:len(got)], f"seat {client.seat} received other updates than the host sent"
        assert got[-1]["outcome"] is not None
