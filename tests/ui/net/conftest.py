"""App screens on a game served by a host on 127.0.0.1 (issue 23): the driver of the scripted first
games (the app in English at 1280x800 under the probe), a host thread, and a client step that waits
(bounded) for the host instead of for the app clock."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from tabletop.core.bots import make_bot
from tabletop.core.session import new_session
from tabletop.net.client import RemoteSession
from tabletop.net.host import Host
from tests.net.conftest import FAST, LOOPBACK, TIMEOUT, ready, wait_any
from tests.ui.driver import Driver
from tests.ui.first_game.conftest import driver, test_games  # noqa: F401 - the fixtures, shared


@contextmanager
def hosted(name: str, players: list[str], seed: int = 3, **kwargs) -> Iterator[Host]:
    """A host on the loopback address serving a new game of ``name`` (``players``: "human" or a computer
    level per seat; the host plays the computer seats at once)."""
    session = new_session(name, len(players), seed=seed, players=players)
    bots = {seat: make_bot(session.game, level, seat, seat + 1) for seat, level in enumerate(players) if level != "human"}
    host = Host(session, bots=bots, limits=FAST, **kwargs)
    host.start(LOOPBACK, 0)
    try:
        yield host
    finally:
        host.stop()


def client_screen(driver: Driver, host: Host, **kwargs) -> RemoteSession:
    """Join ``host`` and open the game's screen on the client, as the launcher's "Join a game" does."""
    remote = RemoteSession(f"{LOOPBACK}:{host.port}", **kwargs).start(TIMEOUT)
    driver.app.start_game(remote)
    driver.frames(2)
    return remote


def net_step(driver: Driver, remote: RemoteSession, step=None, others: tuple[RemoteSession, ...] = ()) -> str:
    """One ``play_step`` (or ``step``) of the client's screen; when it only waits, wait (bounded) for the
    host's next update (one the screen has not taken yet), unless the seat may act already or one of
    ``others`` (clients the test moves itself) may: their move is what the screen waits for."""
    label = step() if step is not None else driver.play_step()
    play = getattr(driver.app.top, "play", None)
    if label == "wait" and play is not None:
        wait_any((remote, *others), lambda: remote.revision != play.seen_revision or ready(remote)
                 or any(map(ready, others)))
        driver.frames(1)
    return label
