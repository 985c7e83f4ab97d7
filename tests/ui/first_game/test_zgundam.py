"""A first game of Z Gundam, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, two seats: a person against the computer, in each language and
window (``conftest``). Buttons are found by their text and clicked with posted mouse events
(``Driver.play_step``); the test never asks the engine what to play. The table's mode tabs ("a Card",
"b MS", ...) are the frame, not moves: the script leaves them alone. The whole game is ``slow``; the
opening runs in ``make test``.
"""

from __future__ import annotations

import pytest

from tabletop.core.i18n import Text
from tests.ui.driver import CHROME

from .conftest import OPENINGS, WHOLE, end_shot, start_against_the_computer

#: The mode tabs, shown as their key letter and name.
TABS = r"^[a-e] \S"
FINISH_PAIRING = Text("戦闘準備を終える", "Finish pairing")
#: Words of the turn's moves: an MS attack, a ship battle, a discard.
TURN_MOVES = (Text("MS攻撃", "MS attack"), Text("艦対艦", "Ship battle"), Text("を捨てる", "Discard"))


@OPENINGS
def test_the_opening_of_a_first_zgundam_game_by_clicks_on_what_the_screen_shows(driver):
    start_against_the_computer(driver, "zgundam", 1)
    played = [driver.play_step(CHROME, TABS) for _ in range(30)]
    assert played[0] == driver.say(FINISH_PAIRING), played  # the set-up, then the first turns
    assert any(driver.say(words) in label for label in played for words in TURN_MOVES), played


@pytest.mark.slow
@WHOLE
def test_a_whole_first_zgundam_game_from_the_launcher_to_the_end_screen(driver):
    start_against_the_computer(driver, "zgundam", 1)
    driver.play_to_the_end(2000, lambda: driver.play_step(CHROME, TABS), shot=end_shot(driver, "zgundam"))
