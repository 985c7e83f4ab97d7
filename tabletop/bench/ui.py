"""UI figures: median frame time of the launcher and of the generic game scene.

Frames run through ``App.step`` on an off-screen 1280x800 surface (no flip),
each with one pointer movement so hover handling is included. The generic
scene shows a small built-in game with 30 legal actions and a 300-line log,
so the figure does not depend on which games are installed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from tabletop.bench import Figure, median_ms

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _bench_game():
    from tabletop.core.game import Action, Decision, Game, GameSpec
    from tabletop.core.i18n import Text

    @dataclass(frozen=True)
    class Pick(Action):
        n: int

    @dataclass
    class State:
        picks: list[int] = field(default_factory=list)
        to_move: int = 0

    class Counter(Game[State]):
        spec = GameSpec("benchcounter", Text("ベンチ", "Bench"), 2, 2, False, False)
        state_type = State
        actions = (Pick,)

        def setup(self, seats, options, ctx):
            return State()

        def pending(self, state):
            return Decision(state.to_move, "pick")

        def legal_actions(self, state):
            return [Pick(n) for n in range(30)]

        def apply(self, state, action, ctx):
            state.picks.append(action.n)
            state.to_move = 1 - state.to_move
            ctx.log(f"{action.n}を選んだ", f"picked {action.n}", "bench 1")

        def outcome(self, state):
            return None

        def view(self, state, seat):
            return {"picks": state.picks[-10:], "count": len(state.picks)}

        def describe_action(self, state, action, lang="ja"):
            return f"{action.n}を選ぶ" if lang == "ja" else f"Pick {action.n}"

    return Counter(), Pick


def run() -> list[Figure]:
    import pygame

    from tabletop.core.session import Session
    from tabletop.ui.app import App

    pygame.display.init()
    pygame.font.init()
    app = App("ja")
    app.open_launcher()
    moves = [pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + i % 400, 300), rel=(1, 0), buttons=(0, 0, 0))
             for i in range(2)]
    tick = [0]

    def frame() -> None:
        tick[0] += 1
        app.step([moves[tick[0] % 2]], 1 / 60)

    launcher, _ = median_ms(frame, repeat=200)
    game, pick = _bench_game()
    session = Session(game, 2)
    for i in range(300):
        session.apply(pick(i % 30))
    app.start_game(session)
    generic, _ = median_ms(frame, repeat=200)
    return [Figure("ui: launcher frame (median)", launcher, "ms", target=16.0),
            Figure("ui: generic game scene frame (median)", generic, "ms", target=16.0)]
