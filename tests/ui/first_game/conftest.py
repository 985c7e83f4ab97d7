"""Scripted first games: the app under the probe, driven by ``Driver``, in each language (ja, en) and
window (1280x800, the small 800x560); a PNG of the screen in ``test-failures/`` when such a test fails.

A test takes the ``driver`` fixture through ``@OPENINGS`` (the openings that run in ``make test``:
Japanese in the small window, English in the large one) or ``@WHOLE`` (the whole games, ``slow``: all
four combinations). The script finds what it clicks by the text in the app's language: the shell's
strings by their catalog keys, a game's title and seat names from its manifest, a game's own words as
``Text`` (Japanese, English) the way its screen writes them, never through the engine. With
``FIRST_GAME_SHOTS=DIR`` set, each whole game saves its end screen as ``DIR/<game>-<lang>-<w>x<h>.png``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pygame
import pytest

from tabletop.core import registry
from tabletop.core.i18n import Text, t
from tabletop.core.manifest import read_manifest
from tabletop.games import discover
from tabletop.ui.app import App
from tabletop.ui.probe import Probe
from tabletop.ui.scenes.title import PLAYER_LABELS, PLAYER_LABELS_SHORT
from tests.ui.conftest import FAILURES
from tests.ui.driver import Driver

LARGE, SMALL = (1280, 800), (800, 560)


def _combo(lang: str, size: tuple[int, int]) -> object:
    return pytest.param((lang, size), id=f"{lang}-{size[0]}x{size[1]}")


#: The openings (fast, in ``make test``): a Japanese newcomer in the small window, an English one in the large.
OPENINGS = pytest.mark.parametrize("driver", [_combo("ja", SMALL), _combo("en", LARGE)], indirect=True)
#: The whole games (``slow``): both languages in both windows.
WHOLE = pytest.mark.parametrize("driver", [_combo(lang, size) for lang in ("ja", "en") for size in (LARGE, SMALL)],
                                indirect=True)

GAMES = Path(__file__).resolve().parents[3] / "tabletop" / "games"


@pytest.fixture(autouse=True)
def test_games():
    """The launcher lists only the real games here, as a newcomer sees it: test games that other test
    folders registered in this pytest worker (a toy race, a demo) are taken out for the test and put back."""
    discover()
    others = {name: game for name, game in registry._GAMES.items()  # no public unregister in the core
              if not type(game).__module__.startswith("tabletop.games.")}
    for name in others:
        registry._GAMES.pop(name)
    yield
    registry._GAMES.update(others)


@pytest.fixture
def driver(request, home):
    lang, size = getattr(request, "param", ("en", LARGE))
    pygame.display.init()
    pygame.font.init()
    discover()
    with Probe() as probe:
        app = App(lang, size=size)
        driver = Driver(app, probe)
        yield driver
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.passed and lang == "ja":
        english = sorted({c.label for c in driver.clicked if english_only(c.label)})
        assert not english, f"a Japanese newcomer clicked buttons written only in English: {english}"
    if rep is not None and rep.failed:
        FAILURES.mkdir(exist_ok=True)
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid)
        pygame.image.save(app.surface, str(FAILURES / f"{name}.png"))


def english_only(label: str) -> bool:
    """``label`` has an English word and no Japanese (a number, a degree or a name like "P1" is neither)."""
    return bool(re.search(r"[A-Za-z]{3,}", label)) and not re.search(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]", label)


def end_shot(driver: Driver, game: str) -> Path | None:
    """Where the whole game saves its end screen (``FIRST_GAME_SHOTS``), or None."""
    folder = os.environ.get("FIRST_GAME_SHOTS")
    w, h = driver.app.surface.get_size()
    return Path(folder) / f"{game}-{driver.app.lang}-{w}x{h}.png" if folder else None


def title_of(game: str) -> Text:
    """The game's title as the launcher lists it (its manifest)."""
    return read_manifest(GAMES / game / "manifest.toml").spec.title


def open_game(driver: Driver, game: str) -> None:
    """From the launcher: the game's card in the list, scrolled to with the wheel when the window is too
    short to list it, then clicked."""
    driver.app.open_launcher()
    driver.frames(2)
    driver.press(driver.scroll_to(driver.say(title_of(game)), t("ui.games", driver.app.lang), below=60))


def start(driver: Driver) -> None:
    """Start game, as the launcher shows it."""
    driver.click(t("ui.start", driver.app.lang), frames=4)


def _rows_below(driver: Driver) -> int:
    """How far under the set-up panel's heading its rows begin (the pointer goes there to turn the wheel: the
    "Players" caption scrolls out of sight with the rows)."""
    heading = next(d.rect for d in driver.texts() if d.shown == t("ui.setup", driver.app.lang))
    return driver.app.top.setup_list.rect.top + 8 - heading.centery


def start_against_the_computer(driver: Driver, game: str, seat: int) -> None:
    """From the launcher: the game by its title, the computer in ``seat`` and the person in the other seat
    (each seat's chooser, "Player 2: Computer (easy)", scrolled to in the set-up panel when it lies below the
    fold, read and stepped by clicks until it says so; a newcomer's set-up already has the computer in every seat
    but the first), then Start game, as a first-time player does it."""
    lang = driver.app.lang
    open_game(driver, game)
    spec = read_manifest(GAMES / game / "manifest.toml").spec
    every = [driver.say(labels[p]) for labels in (PLAYER_LABELS, PLAYER_LABELS_SHORT) for p in labels]
    for s in range(2):
        name = driver.say(spec.seat_label(s))
        wanted = {f"{name}: {driver.say(labels['quick' if s == seat else 'human'])}"
                  for labels in (PLAYER_LABELS, PLAYER_LABELS_SHORT)}
        for _ in range(len(PLAYER_LABELS) + 1):
            chooser = driver.scroll_to(tuple(f"{name}: {v}" for v in every), t("ui.setup", lang), below=_rows_below(driver))
            if chooser.label in wanted:
                break
            driver.press(chooser)  # the chooser (by its caption and value) steps to the next player
        assert any(c.label in wanted for c in driver.clickables()), (s, wanted)
    start(driver)
