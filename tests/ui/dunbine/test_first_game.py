"""A first game against the computer, played with posted mouse clicks on the buttons shown (issue 15).

The short part (the first player turn of each side) runs in ``make test``;
the whole game, from the start to the end screen, is ``slow``.
"""

from __future__ import annotations

import pygame
import pytest

from .first_game import over, play
from .opening import start


@pytest.fixture
def d(app):
    pygame.display.set_mode((1280, 800))
    app.lang = "en"
    driver = start(app, players=["human", "quick"])
    driver.scene.bot_pause = 0.0
    return driver


def test_a_newcomer_plays_the_first_turn_against_the_computer_with_clicks_only(d):
    state = d.state
    clicks = play(d, 600, until=lambda d: state.turn >= 2 or over(d))
    assert state.turn >= 2 and not d.app.crashes
    assert "End allocation and turn" in clicks and "Forward" in clicks, clicks


@pytest.mark.slow
def test_a_newcomer_plays_a_whole_game_against_the_computer_to_the_end_screen(d):
    clicks = play(d, 6000)
    assert over(d), clicks[-20:]
    assert d.scene.session.is_over() and not d.app.crashes
