"""Soak (slow): many seeded games with random disconnects lose nothing.

Random players on the clients play whole games while their lines drop at random (the transport
aborted, no goodbye); each client joins again by itself with its token. Every game must end in
exactly the state the same players reach locally.
"""

from __future__ import annotations

import random

import pytest

from tabletop.core.bots import RandomBot, Seen
from tabletop.core.game import Action
from tabletop.core.session import new_session
from tabletop.net.client import RemoteSession

from .conftest import TIMEOUT, hosting, join, play, played_locally

CASES = [("sdgf", 2), ("zgundam", 2), ("zgundam", 4), ("zgundam", 6)]


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("name, seats", CASES)
def test_games_with_random_disconnects_lose_nothing(name: str, seats: int, seed: int) -> None:
    local = played_locally(name, seats, seed)

    remote_bots = [RandomBot(local.game, s, seed) for s in range(seats)]
    chaos = random.Random(seed)

    def choose(client: RemoteSession) -> Action:
        seat = client.seat
        assert seat is not None
        if chaos.random() < 0.05:
            loop, ws = client._loop, client._ws
            if loop is not None and ws is not None:
                loop.call_soon_threadsafe(ws.transport.abort)
                client.wait(lambda c: c._ws is not ws and c.status == "playing" and c.legal_actions(), TIMEOUT)
        decision = client.pending()
        return remote_bots[seat].choose(Seen(seat, decision.kind if decision else "", client.view(seat),
                                             client.legal_actions(), client.log_for(seat)))

    with hosting(new_session(name, seats, seed=seed)) as host:
        clients = [join(host, seat=s) for s in range(seats)]
        assert not play(clients, choose)
        assert host.call(lambda s: s.state_hash()) == local.state_hash()
        for c in clients:
            c.close()
