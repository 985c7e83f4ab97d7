"""The network band of a client's game screen (``tabletop.ui.netplay``): who is connected and the chat,
in a place of its own below the game's view; a host on 127.0.0.1, the app as the client of one seat and
a second client for the other, driven by posted clicks and typing."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import t
from tabletop.net.client import RemoteSession
from tests.net.conftest import LOOPBACK, TIMEOUT
from tests.ui.textfit.check import problems

from .conftest import client_screen, hosted


def band_of(driver):
    scene = driver.app.top
    return scene, scene.play


def test_chat_typed_on_the_client_screen_reaches_the_table_and_the_band_shows_the_last_lines(driver, home):
    with hosted("ultraseven", ["human", "human"]) as host:
        remote = client_screen(driver, host, seat=0, name="Aki")
        friend = RemoteSession(f"{LOOPBACK}:{host.port}", seat=1, name="Ben").start(TIMEOUT)
        scene, play = band_of(driver)
        driver.frames(2)
        assert driver.shows(t("ui.net_chat_hint", "en")) and t("ui.net_chat_hint", "ja") != t("ui.net_chat_hint", "en")
        driver.click_at(play.chat_field.rect.center)
        assert play.chat_field.focused
        driver.type("all good? a")  # "a" would open All actions: typed into the chat line, it is only text
        assert driver.app.top is scene and play.chat_field.value == "all good? a"
        driver.key(pygame.K_RETURN)
        assert play.chat_field.value == "" and play.chat_field.focused  # sent; the line stays for more
        assert friend.wait(lambda c: any(said == "all good? a" for _, _, said in c.chat), TIMEOUT)
        assert list(friend.chat)[-1][:2] == (0, "Aki")
        friend.say("yes, go on")
        assert remote.wait(lambda c: len(c.chat) == 2, TIMEOUT)
        driver.frames(2)
        assert driver.shows("Aki: all good? a") and driver.shows("Ben: yes, go on")  # the last lines, side by side
        driver.key(pygame.K_ESCAPE)
        assert not play.chat_field.focused and driver.app.top is scene  # Escape leaves the line only
        driver.key(pygame.K_RETURN)
        assert len(remote.chat) == 2  # nothing typed, nothing sent
        friend.close()


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_band_has_a_place_of_its_own_and_whole_names_on_hover(driver, home, lang, size):
    driver.app.set_lang(lang)
    driver.app.resize(size)
    with hosted("ultraseven", ["human", "human"]) as host:
        remote = client_screen(driver, host, seat=0, name="Aki Moroboshi of the Ultra Garrison HQ")
        friend = RemoteSession(f"{LOOPBACK}:{host.port}", seat=1, name="Ben").start(TIMEOUT)
        remote.wait(lambda c: bool(c.table()) and c.table()[1]["connected"], TIMEOUT)
        driver.frames(2)
        scene, play = band_of(driver)
        band = play.band_rect
        w, h = driver.app.size
        assert band is not None and band.bottom == h and band.w == w
        for widget in scene.all_widgets():  # nothing of the game's view reaches into the band
            if widget.visible and widget.rect is not None and widget.rect.w and widget.rect.h:
                assert widget.rect.bottom <= band.top, widget
        found = problems(driver, f"net-band-{lang}-{w}x{h}")  # the text-fit probe on this frame
        assert not [p for p in found if "draw_band" in p.widget or "draw_band" in p.detail]
        assert any(cut for _, _, cut in play.spots) or w > 800  # the long name is cut in a small window
        for rect, whole, cut in play.spots:
            assert band.contains(rect)
            if cut:  # a name cut to fit: the whole of it when the pointer rests on it
                driver.hover(rect.center, frames=2)
                assert driver.shows(whole), whole
        friend.close()
