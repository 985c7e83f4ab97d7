"""Helpers for the Monster Raid screen tests: a real session on screen, set-ups of the battlefield, steps."""

from __future__ import annotations

import pygame

from tabletop.core.session import Session
from tabletop.games.monsterraid.game import MonsterRaidGame
from tabletop.ui.views.monsterraid.scene import MonsterRaidScene

from tests.games.monsterraid.helpers import arrange, empty_hand, put  # noqa: F401  (re-exported)


def open_game(app, seats: int = 2, seed: int = 5, difficulty: str = "normal") -> MonsterRaidScene:
    """A new Monster Raid session (real physics) shown in the app, still in the placement phase."""
    session = Session(MonsterRaidGame(), seats, {"difficulty": difficulty}, seed=seed)
    scene = app.start_game(session)
    app.step([], 1 / 60)
    assert isinstance(scene, MonsterRaidScene)
    return scene


def phase_shift_decision(app, click) -> MonsterRaidScene:
    """A game past placement where Paola's d4 on the field must answer a phase shift (FAQ)."""
    from tabletop.games.monsterraid.state import Prompt

    scene = open_game(app)
    click(app, scene.ready_btn)
    state = scene.session.state
    die = state.die("paola-n1-d4")
    die.where, die.on = "field", []
    state.prompts.append(Prompt("phase_shift", "paola", die.id))
    scene.refresh()
    app.step([], 1 / 60)
    return scene


def run_shot(app, scene, limit: int = 3000) -> int:
    n = 0
    while scene.ctl.busy and n < limit:
        app.step([], 1 / 60)
        n += 1
    assert not scene.ctl.busy
    app.step([], 1 / 60)
    return n


def all_pass(app, scene, click) -> None:
    """Every adventurer still in the round empties the hand and presses Pass (through the screen)."""
    state = scene.session.state
    start = (state.stage, state.round)
    for _ in range(8):
        state = scene.session.state
        if state.phase != "attack" or state.prompts or (state.stage, state.round) != start:
            return
        empty_hand(state, state.turn)
        scene.refresh()
        app.step([], 1 / 60)
        assert scene.pass_btn.visible and scene.pass_btn.enabled
        click(app, scene.pass_btn)
        if scene.anim is not None:
            return


def key(app, k: int) -> None:
    from tabletop.ui.inputs import key_event

    app.step([key_event(k)], 1 / 60)


SPACE = pygame.K_SPACE
