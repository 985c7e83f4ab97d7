"""The app's "Join a game" takes back the seat this computer held (``tabletop.net.seats``): the client
leaves (or its host restarts from its autosave) and joins again from the launcher with nothing but the
address typed, by posted clicks and typing; hosts listen on 127.0.0.1 only."""

from __future__ import annotations

import json
from collections import Counter

from tabletop.core.session import Session
from tabletop.net.address import room_code
from tabletop.net.client import RemoteSession
from tabletop.net.host import Host, read_tokens
from tabletop.net.seats import FILE_NAME, SeatTokens
from tests.net.conftest import FAST, LOOPBACK, TIMEOUT, ready
from tests.ui.driver import Driver

from .conftest import hosted, net_step


def join_from_the_launcher(driver: Driver, address: str) -> RemoteSession:
    """The launcher's "Join a game": ``address`` typed, "Join" clicked (first free seat); the game's client."""
    driver.app.open_launcher()
    driver.frames(2)
    driver.click("Join a game")
    scene = driver.app.top
    driver.click_at(scene.address.rect.center)
    driver.type(address)
    driver.click("Join")
    if scene.joining is not None:
        scene.joining.join(TIMEOUT)
    driver.frames(3)
    remote = driver.app.top.session
    assert isinstance(remote, RemoteSession), driver.shown()
    return remote


def game_texts(driver: Driver) -> list[str]:
    """What the game's view shows (above the network band, whose who-is-connected changes)."""
    band = driver.app.top.play.band_rect
    return sorted(t.shown for t in driver.texts() if t.rect.bottom <= band.top)


def same_screen(driver: Driver, before: list[str]) -> bool:
    """The game's view shows all it showed ``before`` (its recent-log panel, which had nothing new then,
    now lists the seat's log since this screen opened)."""
    missing = Counter(before) - Counter(game_texts(driver))
    return set(missing) <= {"(nothing new)"}


def test_join_again_from_the_launcher_gets_the_same_seat_and_view_after_a_drop_and_a_host_restart(driver, home):
    save = home / "autosave" / "net-sdgf.json"
    save.parent.mkdir(parents=True)
    with hosted("sdgf", ["human", "human"], autosave=save) as host:
        port = host.port
        friend = RemoteSession(f"{LOOPBACK}:{port}", seat=1, name="Bea").start(TIMEOUT)
        remote = join_from_the_launcher(driver, f"{LOOPBACK}:{port}")
        assert remote.seat == 0
        for _ in range(30):  # a few moves of both, until the friend decides (nothing changes meanwhile)
            remote.wait(lambda c: not c.busy(), TIMEOUT)  # the screen's last move has been taken by the host
            decision = remote.pending()
            if remote.action_count >= 3 and decision is not None and decision.seat == 1 and not remote.busy():
                break
            if remote.action_count < 3 and ready(friend) and friend.legal_actions():
                friend.apply(friend.legal_actions()[0])
                friend.wait(lambda c: not c.busy(), TIMEOUT)
            net_step(driver, remote, others=(friend,))  # the friend's turn ends the wait: the loop's top takes it
        remote.wait(lambda c: c.action_count == host.call(lambda s: len(s.actions)), TIMEOUT)
        driver.frames(3)
        view, shown = remote.view(0), game_texts(driver)
        assert SeatTokens().token_for(f"{LOOPBACK}:{port}") == remote.token
        driver.app.open_launcher()  # the client drops (leaves the screen)
        assert remote.status == "closed"
        again = join_from_the_launcher(driver, f"{LOOPBACK}:{port}")
        assert again.seat == 0 and again.token == remote.token  # without the token: watching (no seat is free)
        assert again.view(0) == view and same_screen(driver, shown)
        played = host.call(lambda s: s.state_hash())
        friend.close()
    driver.frames(2)  # the host stopped; the client is told
    restarted = Host(Session.load(save), tokens=read_tokens(save), limits=FAST)  # ``tabletop host --load``
    restarted.start(LOOPBACK, port)
    try:
        back = join_from_the_launcher(driver, room_code(LOOPBACK, port))  # the room code reads to the same address
        assert back.seat == 0 and restarted.call(lambda s: s.state_hash()) == played
        assert back.view(0) == view and same_screen(driver, shown)
        driver.app.open_launcher()
    finally:
        restarted.stop()


def test_a_token_the_host_does_not_know_is_forgotten_and_a_bad_store_is_said_not_raised(driver, home):
    store = home / FILE_NAME
    with hosted("sdgf", ["human", "human"]) as host:
        address = f"{LOOPBACK}:{host.port}"
        store.parent.mkdir(parents=True, exist_ok=True)
        store.write_text(json.dumps({address: {"1": "a-token-of-another-game"}}), encoding="utf-8")
        remote = join_from_the_launcher(driver, address)
        assert remote.seat == 0  # joined as new: the first free seat
        assert json.loads(store.read_text(encoding="utf-8")) == {address: {"0": remote.token}}
        driver.app.open_launcher()
        store.write_text("{not json", encoding="utf-8")
        remote = join_from_the_launcher(driver, address)
        assert remote.seat == 1  # seat 1 is still held by the token lost with the file
        assert "cannot be read" in driver.app.toast_text() and "joining as new" in driver.app.toast_text()
        assert json.loads(store.read_text(encoding="utf-8")) == {address: {"1": remote.token}}  # written anew
        driver.app.open_launcher()
