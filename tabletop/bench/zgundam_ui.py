"""Z Gundam table figures: how long a move takes to show on the crowded tables.

A six-seat game (every seat a person, hot seat) on an off-screen window, at 1280x800 with UI scale 150 % and at
800x560: the seat's first view (the game started and the curtain lifted: every board laid out cold) and then, move
after move (random legal moves, seeded), the CPU time from the move to its frame on screen, the curtain lifted and
the recap closed where the seat changes: each layout of the table tries up to three boards and measures every strip
of them (``views.zgundam.board``). Each move's figure is given beside its bare baseline in the same run, the rules
applying the same move (``Session.apply``).
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Any

from tabletop.bench import Figure

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SEATS = 6
MOVES = 40
TABLES = (((1280, 800), 1.5, "1280x800 at 150 %"), ((800, 560), 1.0, "800x560"))


def _to_the_table(app, scene) -> None:
    """Return pressed until the seat's table is on top (the curtain lifted, the recap closed)."""
    import pygame

    for _ in range(8):
        if app.top is scene:
            return
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)], 1 / 60)


def _table(size: tuple[int, int], scale: float) -> tuple[float, list[float], list[float]]:
    """(the first view's CPU ms, each move's CPU ms to its frame, each move's bare rules CPU ms)."""
    from tabletop.core import registry
    from tabletop.core.dice import SeededSource
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.ui.app import App

    discover()
    app = App("ja", size=size)
    app.change_setting("ui_scale", scale)
    try:
        session = Session(registry.find("zgundam"), SEATS, None, dice=SeededSource(3))
        bare = Session(registry.find("zgundam"), SEATS, None, dice=SeededSource(3))
        start = time.process_time()
        scene: Any = app.start_game(session)  # the Z Gundam scene (``apply_action``)
        app.step([], 1 / 60)
        _to_the_table(app, scene)
        first = (time.process_time() - start) * 1000.0
        rng = random.Random(5)
        shown, rules = [], []
        for _ in range(MOVES):
            if session.is_over():
                break
            action = rng.choice(session.legal_actions())
            start = time.process_time()
            bare.apply(action)
            rules.append((time.process_time() - start) * 1000.0)
            start = time.process_time()
            scene.apply_action(action)
            app.step([], 1 / 60)
            _to_the_table(app, scene)
            shown.append((time.process_time() - start) * 1000.0)
        return first, shown, rules
    finally:
        app.change_setting("ui_scale", 1.0)


def run() -> list[Figure]:
    import pygame

    pygame.display.init()
    pygame.font.init()
    out = []
    for size, scale, name in TABLES:
        first, shown, rules = _table(size, scale)
        out.append(Figure(f"zgundam_ui: six seats {name}, first view (CPU)", first, "ms"))
        out.append(Figure(f"zgundam_ui: six seats {name}, a move shown (CPU, median)", statistics.median(shown), "ms",
                          baseline=statistics.median(rules), baseline_name="the rules applying it",
                          spread=(min(shown), max(shown))))
    return out
