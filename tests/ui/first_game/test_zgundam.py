"""A first game of Z Gundam, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, two seats: a person against the computer.
Buttons are found by their text and clicked with posted mouse events
(``Driver.play_step``); the test never asks the engine what to play. The
table's mode tabs ("a Card", "b MS", ...) are the frame, not moves: the script
leaves them alone. The whole game is ``slow``; the opening runs in ``make test``.
"""

from __future__ import annotations

import pytest

from tests.ui.driver import CHROME

from .conftest import start_against_the_computer

#: The mode tabs, shown as their key letter and name.
TABS = r"^[a-e] \S"




def test_the_opening_of_a_first_zgundam_game_by_clicks_on_what_the_screen_shows(driver):
    start_against_the_computer(driver, "Z Gundam", "Player 2")
    played = [driver.play_step(CHROME, TABS) for _ in range(30)]
    assert played[0] == "Finish pairing", played  # the set-up, then the first turns
    assert any(label.startswith(("MS attack", "Ship battle", "Discard")) for label in played), played


@pytest.mark.slow
def test_a_whole_first_zgundam_game_from_the_launcher_to_the_end_screen(driver):
    start_against_the_computer(driver, "Z Gundam", "Player 2")
    driver.play_to_the_end(2000, lambda: driver.play_step(CHROME, TABS))
