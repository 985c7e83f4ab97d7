"""Dropped connections lose nothing: a killed client rejoins with its token, a dropped one joins again
by itself, and a host restarted from its autosave lets every seat rejoin; each game then finishes
with the golden hash."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from tabletop.core.session import Session
from tabletop.net.client import RemoteSession
from tabletop.net.host import Host

from .conftest import FAST, LOOPBACK, TIMEOUT, hosting, join, play
from .test_games import golden_session

ROOT = Path(__file__).parents[2]
NAME = "zgundam-2-31-quick"

#: A client in a process of its own: plays its seat's golden actions until ``stop`` actions were taken,
#: prints its token, then waits to be killed.
CHILD = """
import json, sys, time
from tabletop import games
from tabletop.net.client import RemoteSession
games.discover()
port, seat, stop, actions = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), json.loads(sys.stdin.read())
c = RemoteSession(f"127.0.0.1:{port}", seat=seat).start(60)
while c.action_count < stop:
    c.wait(lambda c: (c.legal_actions() and not c.busy()) or c.action_count >= stop, 60)
    if c.action_count < stop and c.legal_actions():
        c.apply(c.game.action_from_json(actions[c.action_count]["action"]))
        c.wait(lambda c: not c.busy(), 60)
print(c.token, flush=True)
time.sleep(600)
"""


def golden_choice(session: Session, actions: list[dict]):
    return lambda client: session.game.action_from_json(actions[client.action_count]["action"])


def test_a_killed_client_rejoins_with_its_token_and_the_game_finishes() -> None:
    session, actions, final = golden_session(NAME)
    with hosting(session) as host:
        first = join(host, seat=0)
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(host.port), "1", "30"], cwd=ROOT,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            assert child.stdin is not None and child.stdout is not None
            child.stdin.write(json.dumps(actions))
            child.stdin.close()
            problems = play([first], golden_choice(session, actions), stop=lambda c: c.action_count >= 30)
            assert not problems
            token = child.stdout.readline().strip()
            assert token
            assert first.wait(lambda c: c.table()[1]["connected"], TIMEOUT)
        finally:
            os.kill(child.pid, signal.SIGKILL)
            child.wait(TIMEOUT)
        assert first.wait(lambda c: not c.table()[1]["connected"], TIMEOUT)
        assert host.call(lambda s: len(s.actions)) == 30
        # the seat is not free: nobody else may take it
        intruder = RemoteSession(f"{LOOPBACK}:{host.port}", seat=1, retries=0)
        try:
            intruder.start(TIMEOUT)
            raise AssertionError("a taken seat was given to another client")
        except Exception as exc:  # noqa: BLE001 - the refusal
            assert getattr(exc, "code", "") == "seat-taken", exc
        back = join(host, token=token)
        assert back.seat == 1
        assert back.view(1) == host.call(lambda s: s.view(1))
        assert [e.to_json() for e in back.log_for(1)] == host.call(lambda s: [e.to_json() for e in s.log_for(1)])
        assert not play([first, back], golden_choice(session, actions))
        assert host.call(lambda s: s.state_hash()) == final
        first.close()
        back.close()


def test_a_dropped_connection_joins_again_by_itself() -> None:
    session, actions, final = golden_session(NAME)
    with hosting(session) as host:
        clients = [join(host, seat=s) for s in range(2)]
        drops = {"left": 3}

        def choose(client: RemoteSession):
            if client.seat == 1 and client.action_count > 20 and drops["left"]:
                drops["left"] -= 1
                loop, ws = client._loop, client._ws
                assert loop is not None and ws is not None
                loop.call_soon_threadsafe(ws.transport.abort)  # the line drops, no goodbye
                client.wait(lambda c: c.status == "reconnecting", TIMEOUT)
                client.wait(lambda c: c.status == "playing" and c._ws is not None and c._ws is not ws, TIMEOUT)
            return golden_choice(session, actions)(client)

        assert not play(clients, choose)
        assert drops["left"] == 0
        assert host.call(lambda s: s.state_hash()) == final
        for c in clients:
            c.close()


def test_a_host_restarted_from_its_autosave_lets_everyone_rejoin(tmp_path: Path) -> None:
    session, actions, final = golden_session(NAME)
    save = tmp_path / "net.json"
    tokens: dict[int, str] = {}
    with hosting(session, autosave=save, on_tokens=tokens.update) as host:
        clients = [join(host, seat=s) for s in range(2)]
        assert not play(clients, golden_choice(session, actions), stop=lambda c: c.action_count >= 40)
        for c in clients:
            c.close()
    assert sorted(tokens) == [0, 1]
    again = Session.load(save)
    assert len(again.actions) == 40
    host = Host(again, tokens=tokens, limits=FAST)
    host.start(LOOPBACK, 0)
    try:
        clients = [join(host, token=tokens[s]) for s in (1, 0)]
        assert [c.seat for c in clients] == [1, 0]
        assert not play(clients, golden_choice(session, actions))
        assert host.call(lambda s: s.state_hash()) == final
        for c in clients:
            c.close()
    finally:
        host.stop()


def test_clients_are_told_when_the_host_is_gone() -> None:
    session, _, _ = golden_session(NAME)
    host = Host(session, limits=FAST)
    host.start(LOOPBACK, 0)
    client = join(host, seat=0, retries=1)
    host.stop()
    assert client.wait(lambda c: c.status == "closed", TIMEOUT)
    assert client.problem is not None and "the host stopped" in client.problem.en and client.problem.ja
    gone = RemoteSession(f"{LOOPBACK}:{host.port}", retries=1)
    try:
        gone.start(TIMEOUT)
        raise AssertionError("joined a host that is gone")
    except Exception as exc:  # noqa: BLE001 - the refusal
        assert getattr(exc, "code", "") == "unreachable", exc
