"""Helpers of the network tests: a host on 127.0.0.1 (any free port), clients, and clients that play.

Every wait is bounded (``TIMEOUT``); nothing but the loopback address is used.
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from tabletop import games
from tabletop.core.bots import RandomBot, bot_move
from tabletop.core.game import Action
from tabletop.core.session import Session, new_session
from tabletop.net.client import RemoteSession
from tabletop.net.host import Host, Limits

#: The longest any single wait of a test may take (seconds); a test that hangs fails instead.
TIMEOUT = 60.0
LOOPBACK = "127.0.0.1"

games.discover()

#: Test heartbeats: quick enough that a killed client is noticed within the test.
FAST = Limits(ping_interval=1.0, ping_timeout=2.0, hello_timeout=2.0)


@contextmanager
def hosting(session: Session, **kwargs: Any) -> Iterator[Host]:
    """A host serving ``session`` on the loopback address, stopped afterwards."""
    kwargs.setdefault("limits", FAST)
    host = Host(session, **kwargs)
    host.start(LOOPBACK, 0)
    try:
        yield host
    finally:
        host.stop()


def join(host: Host, **kwargs: Any) -> RemoteSession:
    """A client of ``host`` that has joined (its first update came)."""
    return RemoteSession(f"{LOOPBACK}:{host.port}", **kwargs).start(TIMEOUT)


def ready(client: RemoteSession) -> bool:
    """The client may act now (its seat decides, nothing on its way), or the game is over, or it is gone."""
    return bool((client.legal_actions() and not client.busy()) or client.is_over() or client.status == "closed")


def wait_any(clients: tuple[RemoteSession, ...], condition: Callable[[], bool], timeout: float = TIMEOUT) -> bool:
    """Block until ``condition()`` (which reads several clients) or ``timeout``: each client notifies only its
    own waits, so the first client's wait is taken in short slices to see the others' updates too."""
    end = time.monotonic() + timeout
    while not clients[0].wait(lambda c: condition(), min(0.05, max(0.0, end - time.monotonic()))):
        if time.monotonic() >= end:
            return False
    return True


def play(clients: list[RemoteSession], choose: Callable[[RemoteSession], Action | None],
         stop: Callable[[RemoteSession], bool] = lambda c: False) -> list[str]:
    """Each client in a thread of its own: whenever it may act, it sends ``choose(client)`` (None: stop).

    Returns the problems met (a client that waited ``TIMEOUT`` for its turn, errors from the host).
    """
    problems: list[str] = []

    def run(client: RemoteSession) -> None:
        while True:
            if not client.wait(lambda c: ready(c) or stop(c), TIMEOUT):
                problems.append(f"seat {client.seat}: no turn and no end in {TIMEOUT:.0f} s")
                return
            if client.is_over() or client.status == "closed" or stop(client):
                return
            action = choose(client)
            if action is None:
                return
            client.apply(action)
            client.wait(lambda c: not c.busy(), TIMEOUT)
            problems.extend(f"seat {client.seat}: {e}" for e in client.take_errors())

    threads = [threading.Thread(target=run, args=(c,), daemon=True) for c in clients]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT * 10)
        if t.is_alive():
            problems.append("a client thread did not finish")
    return problems


def played_locally(name: str, seats: int, seed: int) -> Session:
    """A whole game of ``name`` played at one computer by random players seeded ``seed``: the result a
    networked game with the same players must reach."""
    local = new_session(name, seats, seed=seed)
    bots = [RandomBot(local.game, s, seed) for s in range(seats)]
    while not local.is_over():
        decision = local.pending()
        assert decision is not None
        local.apply(bot_move(local, bots[decision.seat]), decision.seat)
    return local
