"""The launcher's "Host a game" and "Join a game" (``tabletop.ui.scenes.network``), by posted clicks and
typing on what the screen shows; hosts listen on 127.0.0.1 only."""

from __future__ import annotations

from tabletop.core.session import Session
from tabletop.net.address import room_code
from tabletop.net.client import RemoteSession
from tabletop.net.host import Host, read_tokens, tokens_file
from tests.net.conftest import FAST, LOOPBACK, TIMEOUT, ready, wait_any
from tests.ui.driver import Driver

from .conftest import hosted


def open_launcher(driver: Driver) -> None:
    driver.app.open_launcher()
    driver.frames(2)


def joined(scene) -> None:
    """Wait (bounded) for the join scene's connecting thread, if the click's frames did not see it end."""
    joining = scene.joining
    if joining is not None:
        joining.join(TIMEOUT)


def open_a_room(driver: Driver):
    """The launcher's "Host a game" for SD Gundam Force on the loopback address, by posted clicks and
    typing (a port of 0 is refused aloud first); the host scene with its room open."""
    open_launcher(driver)
    driver.click("SD Gundam Force Card Game")
    driver.click("Host a game")
    assert driver.shows("Host a game: SD Gundam Force Card Game")
    scene = driver.app.top
    assert scene.roles == ["here", "remote"]  # the launcher's newcomer set-up (vs the computer) hosts for a friend
    for _ in range(3):  # the listen-address chooser's arrow, to "this computer only" (loopback)
        if scene.bind != LOOPBACK:
            driver.click_at(scene.bind_chooser.parts()[2].center)
    assert driver.shows("This computer only")
    driver.click_at(scene.port.rect.center)
    for _ in range(4):
        driver.key(8)  # backspace: the port field empties
    driver.type("0")
    driver.click("Open the room")
    assert driver.shows("port is a number")  # 0 is refused aloud
    driver.key(8)
    driver.click_at(scene.port.rect.center)
    driver.type(str(18000 + (id(scene) % 2000)))
    driver.click("Open the room")
    assert scene.host is not None and driver.shows("Room code")
    assert driver.shows(room_code(LOOPBACK, scene.host.port))
    return scene


def test_host_a_game_from_the_launcher_a_friend_joins_the_lobby_and_the_game_starts(driver, home):
    scene = open_a_room(driver)
    friend = RemoteSession(f"{LOOPBACK}:{scene.host.port}", name="Bea").start(TIMEOUT)
    assert friend.seat == 1
    friend.wait(lambda c: bool(c.table()) and c.table()[1]["connected"], TIMEOUT)
    driver.frames(2)
    assert driver.shows("Bea")  # the lobby lists who joined
    host = scene.host
    driver.click("Start game", frames=3)
    remote = driver.app.top.session
    assert isinstance(remote, RemoteSession) and remote.seat == 0
    clicked = []
    for _ in range(40):  # moves: this computer's by clicks on its screen, the friend's from its client
        if len(clicked) >= 2:
            break
        if friend.legal_actions() and not friend.busy():
            friend.apply(friend.legal_actions()[0])
            friend.wait(lambda c: not c.busy(), TIMEOUT)
        label = driver.play_step()
        if label != "wait":
            clicked.append(label)
        # the screen's next update, or the friend's turn (which the friend takes at the loop's top)
        wait_any((remote, friend), lambda: remote.revision != driver.app.top.play.seen_revision or ready(remote)
                 or ready(friend))
    assert len(clicked) >= 2, driver.shown() and host.call(lambda s: len(s.actions)) == remote.action_count
    friend.close()
    driver.app.open_launcher()  # leaving the game stops the host this app runs
    assert remote.status == "closed"


def test_join_a_game_by_its_room_code_or_address_and_refusals_in_both_languages(driver, home):
    with hosted("sdgf", ["human", "human"], password="pw") as host:
        open_launcher(driver)
        driver.click("Join a game")
        scene = driver.app.top
        driver.click_at(scene.address.rect.center)
        driver.type(room_code(LOOPBACK, host.port))
        driver.click_at(scene.name.rect.center)
        driver.type("Cy")
        driver.click("Join")
        joined(scene)
        driver.frames(2)
        assert driver.shows("Wrong room password") and driver.shows("パスワードが違います")
        driver.click_at(scene.password.rect.center)
        driver.type("pw")
        driver.click("Join")
        joined(scene)
        driver.frames(3)
        remote = driver.app.top.session
        assert isinstance(remote, RemoteSession) and remote.seat == 0
        assert host.table()[0]["name"] == "Cy"
        driver.app.open_launcher()
        driver.frames(1)
        driver.click("Join a game")
        scene = driver.app.top
        driver.click_at(scene.address.rect.center)
        driver.type(f"{LOOPBACK}:{host.port}")
        driver.click_at(scene.password.rect.center)
        driver.type("pw")
        friend = RemoteSession(f"{LOOPBACK}:{host.port}", seat=1, password="pw", name="Dee").start(TIMEOUT)
        for _ in range(2):
            driver.click_at(scene.seat_chooser.parts()[2].center)  # seat 2, which Dee holds
        driver.click("Join")
        joined(scene)
        driver.frames(2)
        assert driver.shows("Seat 2 is not free") and driver.shows("席2は空いていません")
        friend.close()


def test_a_game_hosted_from_the_app_keeps_the_seat_tokens_so_players_rejoin_after_a_host_restart(driver, home):
    scene = open_a_room(driver)
    host = scene.host
    friend = RemoteSession(f"{LOOPBACK}:{host.port}", name="Bea").start(TIMEOUT)
    driver.click("Start game", frames=3)
    own = driver.app.top.session
    assert host.autosave is not None
    kept = read_tokens(host.autosave)  # written beside the autosave, as ``tabletop host`` does
    assert kept == {0: own.token, 1: friend.token}
    assert tokens_file(host.autosave).stat().st_mode & 0o077 == 0  # readable by this user only
    for _ in range(20):  # a few moves, so the autosave holds a game under way
        if host.call(lambda s: len(s.actions)) >= 2:
            break
        for client in (own, friend):
            if client.legal_actions():
                client.apply(client.legal_actions()[0])
                client.wait(lambda c: not c.busy(), TIMEOUT)
        driver.frames(1)
    played = host.call(lambda s: s.state_hash())
    port, autosave = host.port, host.autosave
    driver.app.open_launcher()  # the host's app leaves the game: its host stops
    assert own.status == "closed"
    assert friend.wait(lambda c: c.status == "closed", TIMEOUT)  # told that the host stopped
    again = Host(Session.load(autosave), tokens=read_tokens(autosave), limits=FAST)
    again.start(LOOPBACK, port)  # what ``tabletop host --load`` of that autosave does
    try:
        back = {seat: RemoteSession(f"{LOOPBACK}:{port}", token=kept[seat]).start(TIMEOUT) for seat in (1, 0)}
        assert {seat: client.seat for seat, client in back.items()} == {1: 1, 0: 0}  # their own seats again
        assert again.call(lambda s: s.state_hash()) == played
        assert back[0].action_count == back[1].action_count == again.call(lambda s: len(s.actions)) >= 2
        for client in back.values():
            client.close()
    finally:
        friend.close()
        again.stop()
