"""A host and 2-4 clients play whole seeded games of every game over real sockets on 127.0.0.1.

The clients send computer-chosen actions: those of the golden playthroughs (recorded by the
computer players), each client only its own seat's, and they must reach the golden final hash; and
the random computer player run on each client from what its seat sees there (``Seen`` built from the
``RemoteSession``), which must play exactly the game the same players play locally.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import registry
from tabletop.core.bots import RandomBot, Seen
from tabletop.core.dice import DiceSource, replay_source
from tabletop.core.game import Action
from tabletop.core.session import Session, new_session
from tabletop.net.client import RemoteSession

from .conftest import hosting, join, play, played_locally

GOLDEN = Path(__file__).parents[1] / "golden" / "data"
#: One finished golden game of each game (2 to 4 seats), short enough for ``make test``.
GAMES = ["dunbine-2-skirmish-11-quick", "sdgf-2-41-quick", "ultraseven-2-one_cour-21-quick", "zgundam-4-32-quick"]
#: Monster Raid's views are large (the table, the recorded shot): its whole game is a slow test,
#: its first 50 actions (two checkpoints of the golden record) a quick one.
RAID = "monsterraid-3-hard-52-random"


def golden_session(name: str, stop: int | None = None) -> tuple[Session, list[dict], str]:
    """The golden game ``name`` set up again, its actions, and the hash after them (or after ``stop`` of them)."""
    record = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    save = record["save"]
    game = registry.find(save["game"])
    session = Session(game, save["seats"], save["options"],
                      dice=replay_source(DiceSource.from_json(save["dice"]).to_json()))
    if stop is None:
        return session, save["actions"], save["state_hash"]
    assert stop % record["checkpoint_every"] == 0
    return session, save["actions"][:stop], record["checkpoints"][stop // record["checkpoint_every"] - 1]


@pytest.mark.parametrize("name", GAMES)
def test_clients_play_a_golden_game_to_its_final_hash(name: str) -> None:
    play_golden(*golden_session(name))


def test_clients_play_the_start_of_a_monster_raid_golden_game() -> None:
    play_golden(*golden_session(RAID, 50), finished=False)


@pytest.mark.slow
def test_clients_play_a_whole_monster_raid_golden_game() -> None:
    play_golden(*golden_session(RAID))


def play_golden(session: Session, actions: list[dict], final: str, finished: bool = True) -> None:
    """One client per seat sends its seat's golden actions; the host must reach ``final``."""
    game = session.game
    with hosting(session) as host:
        clients = [join(host, seat=s) for s in range(session.seats)]
        wrong: list[str] = []

        def choose(client: RemoteSession) -> Action | None:
            entry = actions[client.action_count]
            if entry["seat"] != client.seat:
                wrong.append(f"action {client.action_count} is seat {entry['seat']}'s, seat {client.seat} decides")
                return None
            return game.action_from_json(entry["action"])

        problems = play(clients, choose, stop=lambda c: c.action_count >= len(actions))
        assert not problems and not wrong, problems + wrong
        assert host.call(lambda s: len(s.actions)) == len(actions)
        assert host.call(lambda s: s.state_hash()) == final
        if finished:
            assert all(c.wait(lambda c: c.is_over(), 30) for c in clients)
            assert {str(c.outcome()) for c in clients} == {str(host.call(lambda s: s.outcome()))}
        for c in clients:
            c.close()


@pytest.mark.parametrize("name, seats, seed", [("sdgf", 2, 7), ("zgundam", 3, 8), ("zgundam", 2, 9)])
def test_random_players_on_the_clients_play_the_local_game(name: str, seats: int, seed: int) -> None:
    local = played_locally(name, seats, seed)

    remote_bots = [RandomBot(local.game, s, seed) for s in range(seats)]

    def choose(client: RemoteSession) -> Action:
        seat = client.seat
        assert seat is not None
        decision = client.pending()
        seen = Seen(seat, decision.kind if decision else "", client.view(seat), client.legal_actions(),
                    client.log_for(seat))
        return remote_bots[seat].choose(seen)

    with hosting(new_session(name, seats, seed=seed)) as host:
        clients = [join(host) for _ in range(seats)]
        assert sorted(c.seat for c in clients) == list(range(seats))
        assert not play(clients, choose)
        assert host.call(lambda s: s.state_hash()) == local.state_hash()
        assert clients[0].wait(lambda c: c.is_over(), 30)
        assert clients[0].outcome() == local.outcome()
        for c in clients:
            c.close()


def test_a_monster_raid_shot_is_simulated_on_the_host_and_every_client_gets_its_frames() -> None:
    """The shooter sends only the shot's parameters (the ``Shoot`` action); the host's rules simulate it
    and every client, the spectator too, receives the same recorded frames and result."""
    session, actions, _ = golden_session(RAID)
    first_shot = next(i for i, e in enumerate(actions) if e["action"]["type"] == "Shoot")
    game = session.game
    with hosting(session) as host:
        clients = [join(host, seat=s) for s in range(session.seats)]
        watcher = join(host, spectator=True)

        def choose(client: RemoteSession) -> Action:
            return game.action_from_json(actions[client.action_count]["action"])

        assert not play(clients, choose, stop=lambda c: c.action_count > first_shot)
        assert all(c.wait(lambda c: c.action_count > first_shot, 30) for c in [*clients, watcher])
        shooter = actions[first_shot]["seat"]
        sent = json.loads(json.dumps(actions[first_shot]["action"]))
        assert set(sent) == {"type", "die", "method", "x", "y", "angle", "power", "spin", "loft", "launcher"}
        recorded = host.call(lambda s: s.view(None)["recorded_shot"])
        assert recorded is not None and recorded["result"]["frames"], "the host recorded no frames"
        for c in [*clients, watcher]:
            assert c.view(c.seat)["recorded_shot"] == recorded, f"seat {c.seat} got other frames than the host's"
        assert clients[shooter].view(shooter)["last_shot"] == host.call(lambda s: s.view(shooter)["last_shot"])
        for c in [*clients, watcher]:
            c.close()


def test_updates_after_the_first_carry_only_the_changed_view_entries() -> None:
    session, actions, _ = golden_session("sdgf-2-41-quick")
    with hosting(session) as host:
        clients = [join(host, seat=s) for s in range(2)]
        watcher = join(host, spectator=True, record=True)

        def choose(client: RemoteSession) -> Action:
            return session.game.action_from_json(actions[client.action_count]["action"])

        assert not play(clients, choose, stop=lambda c: c.action_count >= 10)
        assert watcher.wait(lambda c: c.action_count >= 10, 30)
        updates = [m for m in watcher.received or [] if m["type"] == "update"]
        assert "view_keep" not in updates[0] and all("view_keep" in m for m in updates[1:])
        assert any(m["view_keep"] for m in updates[1:])
        full, sent, whole = dict(updates[0]["view"]), 0, 0
        for m in updates[1:]:
            full = {**{k: full[k] for k in m["view_keep"]}, **m["view"]}
            sent += len(json.dumps(m["view"]))
            whole += len(json.dumps(full))
        assert sent < whole
        assert watcher.view(None) == host.call(lambda s: s.view(None))
        for c in [*clients, watcher]:
            c.close()
