"""A hostile client changes nothing: the wrong seat, the wrong turn, garbage, huge messages and a
flood are refused with a clear error, the state hash stays, and the honest clients play on."""

from __future__ import annotations

import json
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from tabletop.core.session import new_session
from tabletop.net.client import NetError, RemoteSession
from tabletop.net.host import FRAME_LIMIT, Host
from tabletop.net.protocol import MAX_CLIENT_MESSAGE, encode

from .conftest import LOOPBACK, TIMEOUT, hosting, join, play


def raw_client(host: Host, **hello: Any) -> tuple[ClientConnection, dict[str, Any]]:
    """A bare WebSocket that says hello; its welcome."""
    ws = connect(f"ws://{LOOPBACK}:{host.port}", open_timeout=TIMEOUT, max_size=None, max_queue=None).__enter__()
    ws.send(encode("hello", **hello))
    welcome = json.loads(ws.recv(TIMEOUT))
    return ws, welcome


def next_of(ws: ClientConnection, kind: str) -> dict[str, Any]:
    """The next message of type ``kind`` (updates in between are skipped)."""
    while True:
        msg = json.loads(ws.recv(TIMEOUT))
        if msg["type"] == kind:
            return msg


def test_actions_from_the_wrong_seat_or_turn_are_refused() -> None:
    session = new_session("zgundam", 2, seed=5)
    with hosting(session) as host:
        decider = host.call(lambda s: s.pending().seat)
        ws, welcome = raw_client(host, seat=1 - decider)  # the seat that does not decide now
        seat = welcome["seat"]
        honest = join(host)
        assert honest.seat == decider
        before = host.call(lambda s: s.state_hash())
        legal = host.call(lambda s: [a.to_json() for a in s.legal_actions()])
        ws.send(encode("action", action=legal[0], id=2))  # the other seat's legal action
        error = next_of(ws, "error")
        assert error["code"] == "refused" and error["rule"] == "core turn" and error["answer"] == 2
        assert error["ja"] and error["en"]
        ws.send(json.dumps({"v": 1, "type": "action", "action": legal[0], "seat": 1 - seat}))  # acting for a seat
        assert next_of(ws, "error")["code"] == "bad-message"
        ws.send(encode("undo"))
        assert next_of(ws, "error")["rule"] == "core undo"
        assert host.call(lambda s: s.state_hash()) == before
        ws.close()
        honest.close()


GARBAGE: list[str | bytes] = [
    "not json", b"\xff\xfe\x00", "[]", "{}", '{"v": 1}', '{"v": 2, "type": "ping"}', '{"v": 1, "type": "nope"}',
    '{"v": true, "type": "ping"}', '{"v": 1, "type": "action"}', '{"v": 1, "type": "action", "action": []}',
    '{"v": 1, "type": "action", "action": {"type": "NoSuchAction"}}',
    '{"v": 1, "type": "action", "action": {"no": "type"}}',
    '{"v": 1, "type": "chat", "text": 5}', '{"v": 1, "type": "hello"}',
    "[" * 5000 + "]" * 5000, json.dumps({"v": 1, "type": "ping", "id": {"a": [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]}}),
    json.dumps({"v": 1, "type": "chat", "text": "x" * 501}),
    json.dumps({"v": 1, "type": "ping", "id": 10 ** 400}),
]


def test_garbage_is_refused_with_an_error_and_changes_nothing() -> None:
    session = new_session("sdgf", 2, seed=3)
    with hosting(session) as host:
        ws, welcome = raw_client(host, seat=0)
        before = host.call(lambda s: s.state_hash())
        for bad in GARBAGE:
            ws.send(bad)
            error = next_of(ws, "error")
            assert error["code"] in ("bad-message", "bad-action", "version", "hello", "refused"), (bad[:60], error)
            assert error["ja"] and error["en"]
        # an action with nonsense fields: refused by the rules or as not an action
        legal = host.call(lambda s: s.legal_actions()[0].to_json())
        for field in [k for k in legal if k != "type"]:
            for nonsense in (None, -1, "???", [1, 2], {"x": 1}, 1e308):
                ws.send(encode("action", action={**legal, field: nonsense}))
                assert next_of(ws, "error")["code"] in ("bad-action", "refused")
        assert host.call(lambda s: s.state_hash()) == before
        ws.send(encode("ping", id=7))
        assert next_of(ws, "pong")["id"] == 7
        ws.close()


def test_huge_messages_are_refused_and_the_game_goes_on() -> None:
    session = new_session("sdgf", 2, seed=4)
    with hosting(session) as host:
        ws, _ = raw_client(host, spectator=True)
        before = host.call(lambda s: s.state_hash())
        ws.send(encode("chat", text="x" * (MAX_CLIENT_MESSAGE + 10)))
        assert next_of(ws, "error")["code"] == "too-large"
        ws.send("y" * (FRAME_LIMIT + 1))  # over the frame limit: the host closes this connection
        with pytest.raises(ConnectionClosed):
            while True:
                ws.recv(TIMEOUT)
        assert host.call(lambda s: s.state_hash()) == before
        clients = [join(host) for _ in range(2)]
        assert not play(clients, lambda c: c.legal_actions()[0])
        assert host.call(lambda s: s.is_over())


def test_a_flood_is_cut_off_and_the_others_play_on() -> None:
    session = new_session("sdgf", 2, seed=6)
    with hosting(session) as host:
        flooder = join(host, seat=0, retries=0)
        other = join(host)
        before = host.call(lambda s: s.state_hash())
        token = flooder.token
        for i in range(1000):  # as fast as the socket takes them
            if flooder.status == "closed":
                break
            flooder.send_raw(encode("ping", id=i))
        assert flooder.wait(lambda c: c.status == "closed", TIMEOUT)
        assert "flood" in [getattr(e, "code", "") for e in flooder.take_errors()]
        assert flooder.problem is not None and "too many messages" in flooder.problem.en
        assert host.call(lambda s: s.state_hash()) == before
        # the flooder's seat is still its own (it may rejoin with its token); the others play on
        back = join(host, token=token)
        assert not play([back, other], lambda c: c.legal_actions()[0])
        assert host.call(lambda s: s.is_over())


def test_spectators_passwords_and_tokens() -> None:
    session = new_session("sdgf", 2, seed=8)
    with hosting(session, password="sesame") as host:
        with pytest.raises(NetError) as wrong:
            RemoteSession(f"{LOOPBACK}:{host.port}", password="open", retries=0).start(TIMEOUT)
        assert wrong.value.code == "password"
        with pytest.raises(NetError) as forged:
            RemoteSession(f"{LOOPBACK}:{host.port}", password="sesame", token="forged", retries=0).start(TIMEOUT)
        assert forged.value.code == "token"
        players = [join(host, password="sesame", name=f"p{s}") for s in range(2)]
        watcher = join(host, password="sesame", spectator=True)
        full = join(host, password="sesame")  # no seat free: watches
        assert watcher.seat is None and full.seat is None and full.note is not None
        assert watcher.view(None) == host.call(lambda s: s.view(None))
        assert watcher.legal_actions() == []
        with pytest.raises(Exception):
            watcher.view(0)  # a spectator sees no seat's view
        ws, _ = raw_client(host, spectator=True, password="sesame")
        ws.send(encode("action", action={"type": "Pass"}))
        assert next_of(ws, "error")["code"] == "spectator"
        ws.close()
        players[0].say("hello")
        assert players[1].wait(lambda c: ("hello" in [t for _, _, t in c.chat]), TIMEOUT)
        assert [row["name"] for row in players[1].table()] == ["p0", "p1"]
        for c in [*players, watcher, full]:
            c.close()


def test_a_silent_connection_is_dropped() -> None:
    session = new_session("sdgf", 2, seed=9)
    with hosting(session) as host:
        with connect(f"ws://{LOOPBACK}:{host.port}", open_timeout=TIMEOUT) as ws, pytest.raises(ConnectionClosed):
            ws.recv(TIMEOUT)  # no hello: closed after the hello timeout
