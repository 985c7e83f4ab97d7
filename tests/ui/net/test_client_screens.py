"""Game screens on a ``RemoteSession`` (issue 23, ``tabletop.ui.netplay``): a host thread on 127.0.0.1
and the app as its client, driven by posted clicks on what the screen shows (``tests.ui.driver``)."""

from __future__ import annotations

import pygame

from tabletop.core.i18n import t
from tabletop.ui.netplay import HOST_SAVES, WAITING_FOR_HOST
from tabletop.ui.saves import autosave_dir

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
