"""UI figures: median frame time of the launcher and of the generic game scene, and of every
game's main scene while it animates (issue 16, target 4 ms).

Frames run through ``App.step`` on an off-screen 1280x800 surface (no flip),
each with one pointer movement so hover handling is included. The generic
scene shows a small built-in game with 30 legal actions and a 300-line log,
so the figure does not depend on which games are installed.

"While animating" (``animating_scenes``): each game starts seeded with every seat a
person (no computer moves between frames) and is kept moving for every measured frame:
the card table (Z Gundam, Ultra Seven, SDGF) swaps between its real layout and one with
the first card of the fullest hand gone into the first pile (it falls in, the hand closes
up) and back (a card dealt from the pile turns over on its way, the hand opens up), as in a
discard and a draw; every dice display of the scene rolls again whenever its dice have
settled (Dunbine, Z Gundam, Ultra Seven); Monster Raid's table scene has its first
adventurer's first shot taken (the default flick at the monsters) and replays it whenever the last
playback is over (the dice flying, tumbling and settling from its recorded frames; the practice
table's crowd of dice: ``raid_ui``). The launcher has nothing to animate and is measured as is.
Wall and CPU medians are both given (the machine is shared), and each game scene's CPU median at
rest just before, so the cost of the animation itself shows. A last figure per card game has
every row of the table reversed on top (all its cards sliding at once: more than any move).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from tabletop.bench import Figure, median_ms

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
GAMES = (("dunbine", 2), ("zgundam", 3), ("ultraseven", 2), ("sdgf", 2), ("monsterraid", 2))


def _shuffled(zones, every_row: bool = False):
    """The same zones with the fullest hand's first card gone into the first pile (and each row
    reversed, ``every_row``)."""
    import dataclasses

    out = [dataclasses.replace(z, cards=list(reversed(z.cards)) if every_row and z.mode in ("row", "fan")
                               else list(z.cards)) for z in zones]
    rows = [z for z in out if z.mode in ("row", "fan") and any(c.id for c in z.cards)]
    piles = [z for z in out if z.mode == "pile"]
    if rows and piles:
        hand = max(rows, key=lambda z: len(z.cards))
        hand.cards = [c for c in hand.cards if c is not next(c for c in hand.cards if c.id)]
        pile = piles[0]
        pile.count = (pile.count if pile.count is not None else len(pile.cards)) + 1
    return out


def _dice_of(scene):
    from tabletop.ui.widgets.dice import DiceDisplay

    found = [w for w in vars(scene).values() if isinstance(w, DiceDisplay)]
    combat = getattr(scene, "combat", None)
    if combat is not None and isinstance(getattr(combat, "dice", None), DiceDisplay):
        found.append(combat.dice)
    return found


def _keep_moving(scene, real, every_row: bool = False) -> None:
    """Start the next tween when the last one is over (see the module doc)."""
    table = getattr(scene, "table", None)
    if table is not None and real is not None and not table.animating:
        table.set_zones(real if table.zones is not real else _shuffled(real, every_row))
    for dice in _dice_of(scene):
        if not dice.tumbling:
            dice.show(dice.rolls or [(6, [3, 5]), (10, [7])])
    shots = getattr(scene, "ctl", None)  # Monster Raid: the last shot again (re-simulated here, not timed)
    if shots is not None and getattr(shots, "record", None) is not None and not shots.busy:
        shots.replay()


def _first_shot(app, scene) -> None:
    """Monster Raid: placement done (Ready) and the first adventurer's default shot taken and played out."""
    import pygame

    from tabletop.ui.inputs import click_events

    app.step(click_events(scene.ready_btn.rect.center), 1 / 60)
    app.step([], 1 / 60)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
    while scene.ctl.busy:
        app.step([], 1 / 60)
    for _ in range(10):
        app.step([], 1 / 60)


def animating_scenes(app) -> list[Figure]:
    """Median wall and CPU time of a frame of the launcher and each game's main scene while it animates."""
    import statistics
    import time

    from tabletop.core import registry
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.ui import motion
    from tabletop.ui.inputs import click_events
    from tabletop.ui.widgets import PrivacyCurtain

    discover()
    motion.set_enabled(True)

    def measure(before=lambda: None) -> tuple[float, float]:
        wall, cpu = [], []
        for _ in range(ANIMATING_FRAMES):
            before()
            start, start_cpu = time.perf_counter(), time.process_time()
            app.step([], 1 / 60)
            cpu.append((time.process_time() - start_cpu) * 1000.0)
            wall.append((time.perf_counter() - start) * 1000.0)
        return statistics.median(wall), statistics.median(cpu)

    app.open_launcher()
    for _ in range(10):
        app.step([], 1 / 60)
    results = [("launcher", *measure(), None)]
    crowd: list[tuple[str, float]] = []
    for name, seats in GAMES:
        session = Session(registry.find(name), seats, None, seed=1, players=["human"] * seats)
        scene = app.start_game(session)
        for _ in range(10):  # the seat at the screen lifts its curtain; warm the caches
            if isinstance(app.top, PrivacyCurtain):
                app.step(click_events((640, 400)), 1 / 60)
            while app.top is not scene and not isinstance(app.top, PrivacyCurtain):
                app.pop()
            app.step([], 1 / 60)
        if name == "monsterraid":
            _first_shot(app, scene)
        table = getattr(scene, "table", None)
        real = list(table.zones) if table is not None else None
        _wall, still = measure()
        results.append((name, *measure(lambda: _keep_moving(scene, real)), still))
        if real is not None:
            crowd.append((name, measure(lambda: _keep_moving(scene, real, every_row=True))[1]))
    out = []
    for name, wall, cpu, still in results:
        out.append(Figure(f"ui: {name} frame while animating (median)", wall, "ms", target=ANIMATING_TARGET))
        out.append(Figure(f"ui: {name} frame while animating, CPU time (median)", cpu, "ms",
                          target=ANIMATING_TARGET))
        if still is not None:  # the same scene with nothing moving: what the animation itself costs
            out.append(Figure(f"ui: {name} frame at rest, CPU time (median)", still, "ms"))
    for name, cpu in crowd:
        out.append(Figure(f"ui: {name} frame with every row sliding, CPU time (median)", cpu, "ms"))
    return out
