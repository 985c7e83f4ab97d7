"""Game screens on a ``RemoteSession`` (issue 23, ``tabletop.ui.netplay``): a host thread on 127.0.0.1
and the app as its client, driven by posted clicks on what the screen shows (``tests.ui.driver``)."""

from __future__ import annotations

import pygame

from tabletop.core.i18n import t
from tabletop.ui.netplay import HOST_SAVES, WAITING_FOR_HOST
from tabletop.ui.saves import autosave_dir

from tests.net.conftest import TIMEOUT
from tests.ui.first_game.test_monsterraid import shoot

from .conftest import client_screen, hosted, net_step


def test_a_whole_sdgf_game_played_on_the_client_screen_against_the_hosts_computer(driver, home):
    with hosted("sdgf", ["human", "quick"]) as host:
        remote = client_screen(driver, host, name="Ann")
        assert driver.shows("Player 1 Ann") and driver.shows("Player 2 · CPU")  # who is connected
        played = [net_step(driver, remote) for _ in range(600) if not driver.game_over()]
        assert driver.game_over(), played[-20:]
        assert "Deploy to standby" in played
        final = host.call(lambda s: s.state_hash())
        assert remote.is_over() and host.call(lambda s: s.is_over()), final
        assert not any(autosave_dir().glob("*.json")) if autosave_dir().exists() else True  # the host saves
        driver.click(t("ui.to_launcher", "en"))
        assert driver.find("Start game")
        assert remote.status == "closed"  # leaving the screen left the game


def test_the_client_waits_for_the_host_and_saves_nothing_itself(driver, home):
    with hosted("sdgf", ["human", "quick"]) as host:
        remote = client_screen(driver, host)
        scene = driver.app.top
        assert scene.viewer == remote.seat == 0 and scene.bots == {} and scene.human_seats() == [0]
        host.stop()  # the host goes: a move sent now is never answered
        remote.wait(lambda c: c.status != "playing" or c.problem is not None, 30)
        driver.frames(2)
        assert "host" in driver.shown().lower()  # the bar says the connection is lost / the host is gone
        driver.key(pygame.K_s, pygame.KMOD_CTRL)
        assert driver.shows(HOST_SAVES.en)
        assert WAITING_FOR_HOST.en  # the text exists in both languages
        assert WAITING_FOR_HOST.ja


def test_monsterraid_on_a_client_the_shooter_aims_here_the_host_simulates_and_the_frames_play_here(driver, home):
    """The opening of a Monster Raid game on a client: Ready, then two shots by drags on the client's
    table; each goes to the host (``Shoot``), whose update brings the recorded frames the table animates."""
    with hosted("monsterraid", ["human"]) as host:
        remote = client_screen(driver, host)
        assert driver.shows("Placing the targets")
        driver.click("Ready", frames=2)
        remote.wait(lambda c: c.action_count == 1 and not c.busy(), TIMEOUT)
        driver.frames(2)
        scene = driver.app.top
        for n in range(2, 4):
            seen = remote.revision
            assert driver.shows("Flick ·")
            shot = shoot(driver)
            assert shot, driver.shown()
            remote.wait(lambda c, seen=seen: c.revision != seen and not c.busy(), TIMEOUT)
            driver.frames(1)
            assert scene.ctl.record is not None and scene.ctl.record.index == n - 2  # the host's frames, animated here
            for _ in range(40):
                if not scene.ctl.busy:
                    break
                driver.frames(1, 0.5)
            assert host.call(lambda s: len(s.actions)) == n == remote.action_count
        shots = host.call(lambda s: [a for a in s.actions if a["action"]["type"] == "Shoot"])
        assert len(shots) == 2

