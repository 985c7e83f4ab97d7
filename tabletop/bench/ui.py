"""UI figures: median frame time of the launcher and of the generic game scene, and of every
game's main scene while it animates (issue 16, target 4 ms).

Frames run through ``App.step`` on an off-screen 1280x800 surface (no flip),
each with one pointer movement so hover handling is included. The generic
scene shows a small built-in game with 30 legal actions and a 300-line log,
so the figure does not depend on which games are installed.

"While animating" (``animating_scenes``): each game's main scene, seeded, every seat a person,
kept moving for every measured frame as ``_frames`` describes (cards dealt and discarded, dice
rolled again, Monster Raid's first shot replayed). The five scenes are set up side by side, each on
its own app, and measured in interleaved blocks (``_frames.interleaved``: 8 rounds of 60 frames of
each in turn), so that the machine's drift of minute to minute falls on all of them alike; each
figure is the median of the scene's block medians, printed with the lowest and highest block. The
launcher has nothing to animate and is measured as is. Wall and CPU medians are both given (the
machine is shared), and each game scene's CPU median at rest just before, so the cost of the
animation itself shows. A last figure per card game has every row of the table reversed on top
(all its cards sliding at once: more than any move). Before and after a change, two source trees
are compared in turn by ``python -m tabletop.bench._frames OLD NEW``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from tabletop.bench import Figure, _frames, median_ms

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _bench_game():
    from tabletop.core.game import Action, Decision, Game
    from tabletop.core.spec import GameSpec
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
            Figure("ui: generic game scene frame (median)", generic, "ms", target=16.0),
            *animating_scenes(app)]


ANIMATING_TARGET = 4.0  # ms: the median frame of a scene while it animates (issue 16)
ANIMATING_FRAMES = 240
GAMES = _frames.GAMES


def animating_scenes(app) -> list[Figure]:
    """Median wall and CPU time of a frame of the launcher and each game's main scene while it animates:
    the scenes in interleaved blocks (``_frames.interleaved``), each figure the median of its blocks' medians
    with their spread."""
    import statistics

    app.open_launcher()
    launcher = _frames.Scene("launcher", app, app.top, None)
    launcher.block(10, moving=False, warm=0)
    wall, cpu = launcher.block(ANIMATING_FRAMES, moving=False, warm=0)
    out = [Figure("ui: launcher frame while animating (median)", wall, "ms", target=ANIMATING_TARGET),
           Figure("ui: launcher frame while animating, CPU time (median)", cpu, "ms", target=ANIMATING_TARGET)]
    scenes = [_frames.open_scene(name, seats) for name, seats in GAMES]
    still = {s.name: s.block(ANIMATING_FRAMES, moving=False, warm=0)[1] for s in scenes}
    crowd = {s.name: s.block(ANIMATING_FRAMES, every_row=True)[1] for s in scenes if s.real is not None}
    blocks = _frames.interleaved(scenes, _frames.ROUNDS, _frames.BLOCK_FRAMES)
    for s in scenes:
        b = blocks[s.name]
        out.append(Figure(f"ui: {s.name} frame while animating (median)", statistics.median(b.wall), "ms",
                          target=ANIMATING_TARGET, spread=(min(b.wall), max(b.wall))))
        out.append(Figure(f"ui: {s.name} frame while animating, CPU time (median)", statistics.median(b.cpu), "ms",
                          target=ANIMATING_TARGET, spread=(min(b.cpu), max(b.cpu))))
        out.append(Figure(f"ui: {s.name} frame at rest, CPU time (median)", still[s.name], "ms"))
    for name, cpu in crowd.items():
        out.append(Figure(f"ui: {name} frame with every row sliding, CPU time (median)", cpu, "ms"))
    return out
