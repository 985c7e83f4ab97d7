"""The launcher's "Host a game" and "Join a game" (``tabletop.ui.scenes.network``), by posted clicks and
typing on what the screen shows; hosts listen on 127.0.0.1 only."""

from __future__ import annotations

from tabletop.net.address import room_code
from tabletop.net.client import RemoteSession
from tests.net.conftest import LOOPBACK, TIMEOUT, ready
from tests.ui.driver import Driver

from .conftest import hosted


def open_launcher(driver: Driver) -> None:
    driver.app.open_launcher()
    driver.frames(2)


def test_host_a_game_from_the_launcher_a_friend_joins_the_lobby_and_the_game_starts(driver, home):
    open_launcher(driver)
    driver.click("SD Gundam Force Card Game")
    driver.click("Host a game")
    assert driver.shows("Host a game: SD Gundam Force Card Game")
    scene = driver.app.top
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
        remote.wait(lambda c: c.revision != driver.app.top.play.seen_revision or ready(c), TIMEOUT)
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
        scene.joining[1].join(TIMEOUT)
        driver.frames(2)
        assert driver.shows("Wrong room password") and driver.shows("パスワードが違います")
        driver.click_at(scene.password.rect.center)
        driver.type("pw")
        driver.click("Join")
        scene.joining[1].join(TIMEOUT)
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
        driver.click_at(scene.seat_chooser.parts()[2].center)  # seat 1, which Cy holds
        driver.click("Join")
        scene.joining[1].join(TIMEOUT)
        driver.frames(2)
        assert driver.shows("Seat 1 is not free") and driver.shows("席1は空いていません")
