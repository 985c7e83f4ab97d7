"""The screen never crashes: random clicks, wheel and keys in every phase, and a whole game."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.games.dunbine import bot_quick
from tabletop.ui.scenes.game_over import GameOverScene

from .opening import accelerate_all, start


@pytest.fixture
def d(app):
    pygame.display.set_mode((1280, 800))
    return start(app)


def _noise(d, rng, n):
    w, h = d.app.size
    for _ in range(n):
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.7:
            d.click(pos, 1 if rng.random() < 0.85 else 3)
        elif r < 0.85:
            d.move(pos)
            d.app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)], 0.016)
        else:
            key = rng.choice((pygame.K_LEFT, pygame.K_UP, pygame.K_PLUS, pygame.K_MINUS, pygame.K_RETURN))
            d.app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 0.016)
        if not d.scene or d.app.top is None:
            break


def test_random_clicks_in_every_phase_never_crash(d):
    rng = random.Random(7)
    _noise(d, rng, 120)                          # acceleration (and whatever the clicks led to)
    while d.app.top is not d.scene:              # close menus / dialogs the noise opened
        d.app.pop()
    if d.state.phase == "acceleration":
        accelerate_all(d, 6)
    _noise(d, rng, 120)
    assert not d.app.crashes


@pytest.mark.slow
def test_a_whole_game_through_the_scene_ends_on_the_result_screen(d):
    for _ in range(5000):
        if d.scene.session.is_over():
            break
        d.lift()
        d.scene.apply_action(bot_quick.choose(d.scene.session.state))
        d.frames(1, 0.02)                        # draw every state the game passes through
    d.frames(2)
    assert d.scene.session.is_over()
    assert isinstance(d.app.top, GameOverScene)
    assert not d.app.crashes
