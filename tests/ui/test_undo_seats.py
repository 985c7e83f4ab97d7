"""Undo on every game's screen follows the core policy (issue 15 item 1).

For each of the five games, through the game's own scene and posted Ctrl+Z key
events: in a hot-seat game, after seat A hands over and seat B acts, B's Undo
takes back B's own moves and never reaches A's; against a computer seat, once
the computer has moved, the human's Undo is disabled and refused.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.core.session import new_session
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.text import resolve
from tabletop.ui.views.dunbine.handover import HandOver
from tabletop.ui.views.zgundam.scene import RecapDialog
from tabletop.ui.widgets import PrivacyCurtain

from .conftest import click, press

GAMES = ["dunbine", "ultraseven", "zgundam", "sdgf", "monsterraid"]
SEATS = {"monsterraid": 2}

games.discover()


def lift(app) -> None:
    """Click through what a game shows between seats, as the next player does: the privacy
    curtain, Dunbine's hand-over prompt, Z Gundam's recap (their OK buttons)."""
    for _ in range(6):
        if isinstance(app.top, PrivacyCurtain):
            click(app, (640, 400))
        elif isinstance(app.top, (HandOver, RecapDialog)):
            click(app, app.top.ok_button)
        else:
            break
    app.step([], 0.016)


def undo_enabled(scene) -> bool:
    """What the screen offers: its Undo button (where it has one) agrees with ``can_undo``."""
    offered = scene.can_undo()
    button = getattr(scene, "undo_button", None)
    if button is not None:
        assert button.enabled == offered
    return offered


def ctrl_z(app) -> None:
    press(app, pygame.K_z, pygame.KMOD_LCTRL)


def apply_random(app, scene, rng: random.Random) -> bool:
    """The pending seat takes a random legal action through the scene; False if the game is over."""
    session = scene.session
    if session.pending() is None or isinstance(app.top, GameOverScene):
        return False
    legal = session.legal_actions()
    assert scene.apply_action(rng.choice(legal))
    lift(app)
    return True


def start(app, name: str, players=None):
    session = new_session(name, SEATS.get(name), seed=4, players=players)
    scene = app.start_game(session)
    scene.bot_pause = 0.0
    app.step([], 0.016)
    lift(app)
    return scene


@pytest.mark.parametrize("name", GAMES)
def test_hot_seat_undo_never_reaches_the_previous_seats_actions(app, name: str) -> None:
    scene = start(app, name)
    session = scene.session
    rng = random.Random(name)
    handed_at = 0  # the action count when the seat now deciding got control from another seat
    for _ in range(400):
        before = session.pending().seat
        if not apply_random(app, scene, rng):
            pytest.fail("the game ended before a seat could undo after a hand-over")
        seat = session.pending().seat
        if seat != before:  # a hand-over: the new seat cannot take back the previous seat's action
            assert scene.viewer == seat and not undo_enabled(scene)
            handed_at = len(session.actions)
        elif handed_at and session.can_undo(seat):
            break
    else:
        pytest.fail("no seat took an undoable action after a hand-over")
    previous = session.actions[handed_at - 1]
    assert previous["seat"] != seat
    assert scene.viewer == seat and undo_enabled(scene)
    while undo_enabled(scene):
        count = len(session.actions)
        ctrl_z(app)
        lift(app)
        assert len(session.actions) == count - 1 and session.pending().seat == seat
    assert len(session.actions) >= handed_at and session.actions[handed_at - 1] == previous
    count = len(session.actions)
    ctrl_z(app)
    assert len(session.actions) == count and session.actions[handed_at - 1] == previous
    assert scene.banner is not None and "core undo" in resolve(scene.banner[0], "en")


@pytest.mark.parametrize("name", GAMES)
def test_undo_is_disabled_once_the_computer_has_moved(app, name: str) -> None:
    scene = start(app, name, players=["human", "random"])
    session = scene.session
    rng = random.Random(name)
    for _ in range(400):
        decision = session.pending()
        assert decision is not None, "the game ended before the computer moved"
        if decision.seat == 0:
            apply_random(app, scene, rng)
            continue
        while scene.computer_turn():
            if scene.thinking is not None:
                scene.thinking.done.wait(5)
            app.step([], 0.1)
            lift(app)
        break
    else:
        pytest.fail("the computer never got a decision")
    assert any(a["seat"] == 1 for a in session.actions) and session.actions[-1]["seat"] == 1
    assert session.pending() is not None and session.pending().seat == 0
    assert not undo_enabled(scene) and not session.can_undo(0) and not session.can_undo(1)
    lift(app)
    count = len(session.actions)
    assert app.top is scene, app.top
    ctrl_z(app)
    assert len(session.actions) == count and session.actions[-1]["seat"] == 1
    assert scene.banner is not None and "core undo" in resolve(scene.banner[0], "en")
