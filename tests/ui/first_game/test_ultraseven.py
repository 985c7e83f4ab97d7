"""A first game of Ultra Seven, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, the TDF (a person) against the computer's
alien: buttons are found by their text and clicked with posted mouse events
(``Driver.play_step``); the test never asks the engine what to play. The whole
game is ``slow``; the opening (the first TDF turn) runs in ``make test``.
"""

from __future__ import annotations

import pytest


from .conftest import start_against_the_computer




def test_the_opening_of_a_first_ultraseven_game_by_clicks_on_what_the_screen_shows(driver):
    start_against_the_computer(driver, "Ultra Seven", "Alien side")
    played = [driver.play_step() for _ in range(20)]
    assert driver.shows("TDF") and driver.shows("Ultra Seven")
    assert "End deployment" in played, played
    assert "End reconnaissance" in played, played


@pytest.mark.slow
def test_a_whole_first_ultraseven_game_from_the_launcher_to_the_end_screen(driver):
    start_against_the_computer(driver, "Ultra Seven", "Alien side")
    played = driver.play_to_the_end(1500)
    assert played.count("End deployment") >= 2  # more than one turn was played
