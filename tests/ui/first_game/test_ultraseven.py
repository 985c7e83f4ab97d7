"""A first game of Ultra Seven, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, the TDF (a person) against the computer's alien, in each language
and window (``conftest``): buttons are found by their text and clicked with posted mouse events
(``Driver.play_step``); the test never asks the engine what to play. The whole game is ``slow``; the
opening (the first TDF turn) runs in ``make test``.
"""

from __future__ import annotations

import pytest

from tabletop.core.i18n import Text

from .conftest import OPENINGS, WHOLE, end_shot, start_against_the_computer

ALIEN = 0  # the seat the computer takes: the alien side
SEVEN = Text("ウルトラセブン", "Ultra Seven")
END_DEPLOYMENT = Text("配置終了", "End deployment")
END_RECON = Text("偵察終了", "End reconnaissance")


@OPENINGS
def test_the_opening_of_a_first_ultraseven_game_by_clicks_on_what_the_screen_shows(driver):
    start_against_the_computer(driver, "ultraseven", ALIEN)
    played = [driver.play_step() for _ in range(20)]
    assert driver.shows("TDF") and driver.shows(driver.say(SEVEN))
    assert driver.say(END_DEPLOYMENT) in played, played
    assert driver.say(END_RECON) in played, played


@pytest.mark.slow
@WHOLE
def test_a_whole_first_ultraseven_game_from_the_launcher_to_the_end_screen(driver):
    start_against_the_computer(driver, "ultraseven", ALIEN)
    played = driver.play_to_the_end(1500, shot=end_shot(driver, "ultraseven"))
    assert played.count(driver.say(END_DEPLOYMENT)) >= 2  # more than one turn was played
