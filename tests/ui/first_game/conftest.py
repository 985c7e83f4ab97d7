"""Scripted first games: the app in English at 1280x800 under the probe, driven by ``Driver``;
a PNG of the screen in ``test-failures/`` when such a test fails."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.core import registry
from tabletop.games import discover
from tabletop.ui.app import App
from tabletop.ui.probe import Probe
from tests.ui.conftest import FAILURES
from tests.ui.driver import Driver


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
    pygame.display.init()
    pygame.font.init()
    discover()
    with Probe() as probe:
        app = App("en", size=(1280, 800))
        yield Driver(app, probe)
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        FAILURES.mkdir(exist_ok=True)
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid)
        pygame.image.save(app.surface, str(FAILURES / f"{name}.png"))


def start_against_the_computer(driver: Driver, title: str, seat: str) -> None:
    """From the launcher: the game by its ``title``, the ``seat`` chooser ("Player 2") stepped from Human to
    Computer by a click, then Start game, as a first-time player does it."""
    driver.app.open_launcher()
    driver.frames(2)
    driver.click(title)
    assert driver.find(f"{seat}: Human")  # the seat chooser, by its caption and value
    driver.click(f"{seat}: Human")  # the chooser steps to the computer
    assert driver.find(f"{seat}: Computer")
    driver.click("Start game", frames=4)
