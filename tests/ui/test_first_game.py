"""A first game of SD Gundam Force, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, a person against the computer: the test
reads the frame through the probe (``tests/ui/driver.py``), finds buttons by
their text and posts real mouse events at them. It never asks the engine what
to play: on its turn it clicks the first action the screen offers. The whole
game is ``slow``; the opening (set-up to the first battle's end) runs in
``make test``.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import t
from tabletop.games import discover
from tabletop.ui.app import App
from tabletop.ui.probe import Probe
from tests.ui.driver import Driver

#: Buttons of the screen's frame, not moves: the script leaves them alone.
CHROME = ("menu", "undo", "redo", "decks", "deck builder", "log", "full log", "show", "hide")


@pytest.fixture
def driver(home):
    pygame.display.init()
    pygame.font.init()
    discover()
    with Probe() as probe:
        app = App("en", size=(1280, 800))
        yield Driver(app, probe)


def start_against_the_computer(driver: Driver) -> None:
    driver.app.open_launcher()
    driver.frames(2)
    driver.click("SD Gundam Force Card Game")
    assert driver.find("Player 2: Human")  # the seat chooser, by its caption and value
    driver.click("Player 2: Human")  # the chooser steps to the computer
    assert driver.find("Player 2: Computer")
    driver.click("Start game", frames=4)


def play_one_step(driver: Driver) -> str:
    """One thing a person would do now: lift the curtain, wait for the computer, or click a move."""
    if driver.shows(t("ui.curtain_hint", "en")):
        driver.click_at(driver.app.surface.get_rect().center)
        return "curtain"
    clicks = driver.clickables()
    top = max((c.layer for c in clicks), default=0)
    moves = [c for c in clicks if c.enabled and c.layer == top
             and not c.label.strip().lower().startswith(CHROME)]
    if driver.shows("Thinking") or not moves:
        driver.frames(2, 0.4)
        return "wait"
    driver.click_at(moves[0].rect.center)
    return moves[0].label


def test_the_opening_of_a_first_game_by_clicks_on_what_the_screen_shows(driver):
    start_against_the_computer(driver)
    assert driver.shows("Formation")
    played = [play_one_step(driver) for _ in range(40)]
    assert "Deploy to standby" in played
    assert any(label.startswith("Calculation") for label in played), played


@pytest.mark.slow
def test_a_whole_first_game_from_the_launcher_to_the_end_screen(driver):
    start_against_the_computer(driver)
    for _ in range(3000):
        if driver.shows(t("ui.game_over", "en")) and driver.shows(t("ui.to_launcher", "en")):
            break
        play_one_step(driver)
    assert driver.shows(t("ui.game_over", "en")), driver.shown()
    driver.click(t("ui.to_launcher", "en"))
    assert driver.find("Start game")  # back at the launcher
