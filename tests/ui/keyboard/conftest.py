"""Keyboard-only play: every test here drives ``App.step`` with KEYDOWN and TEXTINPUT events only.

``keys_only`` wraps ``App.step`` so that any other event type (a mouse event
slipping in through a helper) fails the test at once. The launcher's seed
comes from ``os.urandom``: it is fixed here so each test plays the same deal.
"""

from __future__ import annotations

import os

import pygame
import pytest

ALLOWED = {pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT}


@pytest.fixture
def kb(app, monkeypatch):
    """The app, opened at the launcher, that accepts nothing but key events."""
    monkeypatch.setattr(os, "urandom", lambda n: bytes(range(7, 7 + n)))
    real_step = app.step

    def step(events, dt):
        for e in events:
            assert e.type in ALLOWED, f"not a keyboard event: {pygame.event.event_name(e.type)}"
        return real_step(events, dt)

    monkeypatch.setattr(app, "step", step)
    app.open_launcher()
    app.step([], 0.016)
    return app
