"""The layout probe on a client's screen (``tabletop.ui.netplay``'s one-row band): at points of each
game's golden playthrough (``tests.ui.textfit.screens``), the seat that decides sees its game locally
(hot seat, curtain lifted) and as the client of a host on 127.0.0.1 serving the same position. No action
list scrolls on the client where it does not locally (the band takes no item's room; Z Gundam in
Japanese aside, ``CRAMPED``), and the client's
frame holds the text-fit check (``tests/ui/textfit/known.py`` stays empty). At 800x560 the view has
less than the smallest window's height, so lists may scroll there (Monster Raid's MVP list does; the
text check holds). The points where a list has the least room to spare at 1280x800 run in
``make test``; every sample point is ``slow``."""

from __future__ import annotations

import pygame
import pytest

from tabletop.net.client import RemoteSession
from tabletop.net.host import Host
from tabletop.ui.probe import Probe
from tabletop.ui.widgets import PrivacyCurtain, ScrollList, TextDialog
from tests.net.conftest import FAST, LOOPBACK, TIMEOUT
from tests.ui.driver import Driver
from tests.ui.textfit.check import frame_problems, unknown
from tests.ui.textfit.screens import new_app, replay, sample_points

GAMES = ("dunbine", "monsterraid", "sdgf", "ultraseven", "zgundam")
SIZES = ((1280, 800), (800, 560))
#: Per game, the golden point whose action list has the least room to spare locally at 1280x800.
TIGHTEST = {"dunbine": 3, "monsterraid": 4, "sdgf": 0, "ultraseven": 245, "zgundam": 24}


def lists(driver: Driver) -> list[tuple[int, int]]:
    """(height, content height) of each scroll list of the game's screen that has items."""
    scene = driver.app.top
    found = [w for w in scene.all_widgets() if isinstance(w, ScrollList)]
    found += [v for v in vars(scene).values() if isinstance(v, ScrollList) and v not in found]
    return [(sl.rect.h, sl.content_height()) for sl in found if sl.items]


def local_lists(driver: Driver, game: str, upto: int) -> list[tuple[int, int]]:
    driver.app.start_game(replay(game, upto))
    driver.frames(3)
    for _ in range(3):
        if isinstance(driver.app.top, PrivacyCurtain):
            driver.click_at(driver.app.surface.get_rect().center, frames=3)
    driver.frames(3, 0.2)
    if isinstance(driver.app.top, TextDialog):  # Z Gundam's "since your last turn" after the curtain
        driver.click_at(driver.app.top.ok_button.rect.center, frames=3)
    found = lists(driver)
    driver.app.open_launcher()
    return found


def client_frame(driver: Driver, game: str, upto: int, screen: str) -> tuple[list[tuple[int, int]], list]:
    """The client's lists and text-fit findings at that point (the seat that decides; seat 1 once over)."""
    session = replay(game, upto)
    decision = session.pending()
    host = Host(session, limits=FAST)
    host.start(LOOPBACK, 0)
    try:
        remote = RemoteSession(f"{LOOPBACK}:{host.port}", seat=decision.seat if decision else 0).start(TIMEOUT)
        driver.app.start_game(remote)
        driver.frames(6, 0.2)
        found, problems = lists(driver), unknown(frame_problems(driver, screen))
        driver.app.open_launcher()
        return found, problems
    finally:
        host.stop()


def check(game: str, size: tuple[int, int], points: list[int], lang: str) -> None:
    pygame.display.init()
    pygame.font.init()
    with Probe() as probe:
        app, driver = new_app(probe, lang, size, 1.0)
        for upto in points:
            here = local_lists(driver, game, upto)
            there, problems = client_frame(driver, game, upto, f"net:{game}:{upto}:{lang}-{size[0]}x{size[1]}")
            assert not problems, "\n".join(map(str, problems))
            assert len(here) == len(there), (upto, here, there)
            for (h_local, content), (h_client, content_client) in zip(here, there):
                assert content == content_client, (upto, here, there)
                if content <= h_local and size == SIZES[0]:  # fits locally: fits on the client too
                    assert content <= h_client, f"{game} after {upto} actions at {size}: {h_client} < {content}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_no_action_list_scrolls_on_a_client_for_the_band_at_the_tightest_point(game, size, home):
    check(game, size, [TIGHTEST[game]], "en" if size == SIZES[0] else "ja")


#: Z Gundam's side column in Japanese has 8 px to spare at the hand limit (1280x800): with the band its
#: action list shows four rows where the window shows five (any band over 8 px does that); at 800x528 one
#: row does not fit above Clear / Undo / Redo under a reaction's prompt. Its layout
#: (``views/zgundam/scene.py``) is the zgui work's: these cases are expected to fail until it spares the room.
CRAMPED = pytest.mark.xfail(strict=True, reason="Z Gundam's side column has no room to spare")


def cases() -> list:
    """(game, size, lang) of the whole check, Z Gundam's cramped ones marked."""
    out = []
    for game in GAMES:
        for size in SIZES:
            for lang in ("en", "ja"):
                cramped = game == "zgundam" and (size == SIZES[1] or lang == "ja")
                out.append(pytest.param(game, size, lang, marks=CRAMPED if cramped else ()))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("game, size, lang", cases())
def test_no_action_list_scrolls_on_a_client_for_the_band_at_any_sample_point(game, size, lang, home):
    check(game, size, [upto for upto, _ in sample_points(game)], lang)
