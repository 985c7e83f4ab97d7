"""A first game of SD Gundam Force, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, a person against the computer, in each language and window
(``conftest``): the test reads the frame through the probe (``tests/ui/driver.py``), finds buttons by
their text and posts real mouse events at them. It never asks the engine what to play: on its turn it
clicks the first action the screen offers (``Driver.play_step``). The whole game is ``slow``; the
opening (set-up to the first battle's end) runs in ``make test``.
"""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.actions import Deploy
from tabletop.ui.views.sdgf.panels import PHASE_STEPS
from tabletop.ui.views.sdgf.scene import VERBS

from .conftest import OPENINGS, WHOLE, end_shot, start_against_the_computer

STEPS = dict(PHASE_STEPS)


@OPENINGS
def test_the_opening_of_a_first_game_by_clicks_on_what_the_screen_shows(driver):
    start_against_the_computer(driver, "sdgf", 1)
    assert driver.shows(driver.say(STEPS["formation"]))
    played = [driver.play_step() for _ in range(40)]
    assert driver.say(VERBS[Deploy]) in played, played
    assert any(label.startswith(driver.say(STEPS["calculation"])) for label in played), played


@pytest.mark.slow
@WHOLE
def test_a_whole_first_game_from_the_launcher_to_the_end_screen(driver):
    start_against_the_computer(driver, "sdgf", 1)
    driver.play_to_the_end(3000, shot=end_shot(driver, "sdgf"))
