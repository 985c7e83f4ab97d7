"""The layout probe on a client's screen (``tabletop.ui.netplay``'s one-row band): at points of each
game's golden playthrough (``tests.ui.textfit.screens``), the seat that decides sees its game locally
(hot seat, curtain lifted) and as the client of a host on 127.0.0.1 serving the same position. No action
list scrolls on the client where it does not locally (the band takes no item's room), and the client's
frame holds the text-fit check (``tests/ui/textfit/known.py`` stays empty). At 800x560 the view has
less than the smallest window's height, so lists may scroll there, except Monster Raid's MVP list
(``MUST_FIT``), which fits whole on a client. The points where a list has the least room to spare at
1280x800, and the points where Z Gundam's side column was cramped (``CRAMPED``: Japanese at the hand
limit at 1280x800, a reaction at 800x560), run in ``make test``; every sample point is ``slow``."""

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
#: (game, size, lang, point) where Z Gundam's side column once had no room to spare on a client: the hand
#: limit in Japanese at 1280x800 (8 px short of a fifth row) and a reaction at 800x560 (the list over
#: Clear / Undo / Redo).
CRAMPED = (("zgundam", (1280, 800), "ja", 24), ("zgundam", (800, 560), "ja", 23))
#: game: the golden point whose list fits whole on a client at 800x560 too (Monster Raid's MVP choice).
MUST_FIT = {"monsterraid": 76}


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
                if content <= h_local and (size == SIZES[0] or MUST_FIT.get(game) == upto):
                    assert content <= h_client, f"{game} after {upto} actions at {size}: {h_client} < {content}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_no_action_list_scrolls_on_a_client_for_the_band_at_the_tightest_point(game, size, home):
    check(game, size, [TIGHTEST[game]], "en" if size == SIZES[0] else "ja")


@pytest.mark.parametrize("game, size, lang, upto", CRAMPED, ids=("ja-1280x800-hand-limit", "ja-800x560-reaction"))
def test_z_gundam_side_column_spares_the_band_where_it_was_cramped(game, size, lang, upto, home):
    check(game, size, [upto], lang)


def test_z_gundam_set_up_on_a_client_at_800x560_keeps_its_column_labels_apart(home):
    """Six seats set up (three ships a seat, no pair yet) on a client at 800x560: the other seats' thin rows, one strip a
    column under one line of labels, pushed every ship's first value off its strip and wrote its label over the next
    column's ('命中' over '対空'). A lined board whose strips push a value off is not taken, and a thin row with no pair
    gives its ships all but an empty frame: their names and four numbers show (``test_ship_columns``)."""
    check("zgundam", SIZES[1], [0], "ja")


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_monster_raid_mvp_list_fits_on_a_client_at_800x560(lang, home):
    check("monsterraid", SIZES[1], [MUST_FIT["monsterraid"]], lang)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ("en", "ja"))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_no_action_list_scrolls_on_a_client_for_the_band_at_any_sample_point(game, size, lang, home):
    check(game, size, [upto for upto, _ in sample_points(game)], lang)
