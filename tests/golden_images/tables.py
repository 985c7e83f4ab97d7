"""Shared set-up for the golden images of the table games: a seeded session of one person (seat 1)
against the quick computer, shown on a fresh app at its first screen, the pointer parked away from
anything that answers a hover."""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.core.dice import make_source
from tabletop.core.registry import find
from tabletop.core.session import Session

AWAY = (1270, 795)


def opening(game: str, seats: int, seed: int, options: dict | None = None) -> Callable[..., None]:
    """A ``Screen`` set-up: ``game`` with ``seats`` (the first a person, the others the quick computer)
    from ``seed``, on its first screen."""

    def setup(app) -> None:
        from tabletop.games import discover

        discover()
        players = ["human"] + ["quick"] * (seats - 1)
        session = Session(find(game), seats, dict(options or {}), make_source("seeded", seed), players=players)
        app.start_game(session)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=AWAY, rel=(0, 0), buttons=(0, 0, 0))], 0.05)
        for _ in range(3):
            app.step([], 0.05)

    return setup


def replayed(game: str, phase: str) -> Callable[..., None]:
    """A ``Screen`` set-up: the text-fit check's golden playthrough of ``game`` where it first reaches
    ``phase`` ("counter/counter", "over/over"), its curtain lifted by a click, the pointer parked."""

    def setup(app) -> None:
        from tabletop.ui.inputs import click_events
        from tabletop.ui.widgets import PrivacyCurtain
        from tests.ui.textfit.screens import replay, sample_points

        upto = next(n for n, p in sample_points(game) if p == phase)
        app.start_game(replay(game, upto))
        app.step([], 0.05)
        for _ in range(3):
            if not isinstance(app.top, PrivacyCurtain):
                break
            app.step(click_events((app.size[0] // 2, app.size[1] // 2)), 0.05)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=AWAY, rel=(0, 0), buttons=(0, 0, 0))], 0.05)
        for _ in range(6):
            app.step([], 0.2)  # dice and cards settle

    return setup
