"""Dunbine, Z Gundam and Ultra Seven played through a client's app screen (issue 23): a host on
127.0.0.1 runs the game with a computer seat; the app, as the client of the other seat, is driven by
posted clicks on what its screen shows, as the scripted first games do locally (``tests/ui/first_game``).
The whole games are ``slow``; the openings run in ``make test``. Each ends with the hash of the same
seeded game played locally with the host's actions (the games are deterministic given the actions)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator

import pytest

from tabletop.core.session import new_session
from tabletop.net.client import RemoteSession
from tabletop.net.host import Host
from tests.ui.driver import CHROME, Driver
from tests.ui.first_game.test_dunbine import Newcomer
from tests.ui.first_game.test_zgundam import TABS

from .conftest import client_screen, hosted, net_step

SEED = 3


def computer_seat(name: str, label: str, seats: int = 2) -> list[str]:
    """The players of a game of ``name`` whose seat labelled ``label`` (as the launcher says it) is a
    computer and the others people."""
    from tabletop.core import registry

    spec = registry.find(name).spec
    return ["quick" if spec.seat_label(s).en == label else "human" for s in range(seats)]


def human_seat(players: list[str]) -> int:
    return players.index("human")


def stepper(name: str, driver: Driver) -> Callable[[], str]:
    """What a newcomer clicks next on the game's screen (the first games' scripts)."""
    if name == "dunbine":
        return Newcomer(driver).step
    if name == "zgundam":
        return lambda: driver.play_step(CHROME, TABS)
    return driver.play_step


def same_as_locally(host: Host, name: str, players: list[str]) -> bool:
    """The host's game has the hash of the same seeded game played at one computer with the actions the
    host took (both read at one moment of the host)."""
    hashed, actions = host.call(lambda s: (s.state_hash(), list(s.actions)))
    local = new_session(name, len(players), seed=SEED, players=players)
    for entry in actions:
        local.apply(local.game.action_from_json(entry["action"]), entry["seat"])
    return bool(actions) and local.state_hash() == hashed


GAMES = {  # game: (the computer's seat as the launcher names it, the opening's steps, a label it clicks)
    "dunbine": ("Side 2", 60, "End acceleration"),
    "zgundam": ("Player 2", 30, "Finish pairing"),
    "ultraseven": ("Alien side", 20, "End deployment"),
}


@contextmanager
def played_on_the_client(driver: Driver, name: str, steps: int) -> Iterator[tuple[Host, RemoteSession, list[str]]]:
    """A host of ``name`` with its computer seat, the app as the client of the person's seat, and up to
    ``steps`` newcomer's steps on the client's screen (fewer if the game ends): the host, the client and
    the labels clicked."""
    players = computer_seat(name, GAMES[name][0])
    with hosted(name, players, seed=SEED) as host:
        remote = client_screen(driver, host, seat=human_seat(players), name="Ann")
        assert remote.seat == human_seat(players) and driver.shows("Ann")
        step = stepper(name, driver)
        yield host, remote, [net_step(driver, remote, step) for _ in range(steps) if not driver.game_over()]
        assert same_as_locally(host, name, players)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_opening_of_a_game_on_the_client_screen_against_the_hosts_computer(driver, home, name):
    _, steps, clicked = GAMES[name]
    with played_on_the_client(driver, name, steps) as (host, remote, played):
        assert clicked in played, played
        assert 0 < remote.action_count <= host.call(lambda s: len(s.actions))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_game_on_the_client_screen_against_the_hosts_computer_ends_as_locally(driver, home, name):
    with played_on_the_client(driver, name, 8000) as (host, remote, played):
        assert driver.game_over(), played[-30:]
        assert remote.is_over() and host.call(lambda s: s.is_over())
