"""Undo on every game's screen follows the core policy (issue 15 item 1).

For each of the five games, through the game's own scene and posted Ctrl+Z key
events: in a hot-seat game, after seat A hands over and seat B acts, B's Undo
takes back B's own moves and never reaches A's; against a computer seat, once
the computer has moved, the human's Undo is disabled and refused. (The random
game up to the hand-over is worked out on the session alone, for speed; the
hand-over, the next seat's moves and the undos go through the scene.)
"""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.core.game import Action
from tabletop.core.session import new_session
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


def apply_random(app, scene, rng: random.Random) -> None:
    """The pending seat takes a random legal action through the scene."""
    assert scene.apply_action(rng.choice(scene.session.legal_actions()))
    lift(app)


def start(app, session):
    scene = app.start_game(session)
    scene.bot_pause = 0.0
    app.step([], 0.016)
    lift(app)
    return scene


def hand_over_plan(name: str) -> tuple[list[Action], int]:
    """Random legal actions until a seat that got control from another seat takes a move it may
    undo: the actions and the count at the hand-over (worked out on the session alone, fast)."""
    session = new_session(name, SEATS.get(name), seed=4)
    rng = random.Random(name)
    handed_at = 0
    for _ in range(400):
        before = session.pending().seat
        session.apply(rng.choice(session.legal_actions()))
        seat = session.pending().seat
        if seat != before:
            handed_at = len(session.actions)
        elif handed_at and session.can_undo(seat):
            return [session.game.action_from_json(a["action"]) for a in session.actions], handed_at
    pytest.fail("no seat took an undoable action after a hand-over")


@pytest.mark.parametrize("name", GAMES)
def test_hot_seat_undo_never_reaches_the_previous_seats_actions(app, name: str) -> None:
    actions, handed_at = hand_over_plan(name)
    session = new_session(name, SEATS.get(name), seed=4)
    for action in actions[:handed_at - 1]:  # the game so far, up to the hand-over
        session.apply(action)
    scene = start(app, session)
    previous = session.pending().seat
    assert scene.apply_action(actions[handed_at - 1])  # seat A's last move hands over to seat B
    lift(app)
    seat = session.pending().seat
    assert seat != previous and scene.viewer == seat and not undo_enabled(scene)
    taken = session.actions[-1]
    for action in actions[handed_at:]:  # seat B's own moves
        assert scene.apply_action(action)
        lift(app)
    assert session.pending().seat == seat and undo_enabled(scene)
    while undo_enabled(scene):
        count = len(session.actions)
        ctrl_z(app)
        lift(app)
        assert len(session.actions) == count - 1 and session.pending().seat == seat
    assert len(session.actions) == handed_at and session.actions[-1] == taken
    ctrl_z(app)
    assert len(session.actions) == handed_at and session.actions[-1] == taken
    assert scene.banner is not None and scene.banner_rule == "core undo" and "core" not in resolve(scene.banner[0], "en")


@pytest.mark.parametrize("name", GAMES)
def test_undo_is_disabled_once_the_computer_has_moved(app, name: str) -> None:
    scene = start(app, new_session(name, SEATS.get(name), seed=4, players=["human", "random"]))
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
    assert scene.banner is not None and scene.banner_rule == "core undo" and "core" not in resolve(scene.banner[0], "en")
