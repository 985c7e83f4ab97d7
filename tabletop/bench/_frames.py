"""Animating frames measured in interleaved blocks, so that a machine that drifts cannot decide a comparison.

On a shared machine the same frames cost 1.4-2.5 ms in one minute and 3.1-5.5 ms in another
(docs/notes/frame-profile-s12.md): a single median per scene, each measured in its own minute, says
little. Here every scene is set up once, each on its own ``App`` (off-screen 1280x800), then measured in
rounds: a block of ``frames`` frames of each scene in turn (after a few unmeasured ones that warm its
caches again), round after round. A scene's figure is the median of its blocks' medians, with their
spread (lowest and highest block): scenes measured in the same minutes compare fairly.

Before and after a change (two source trees), in turn: ``python -m tabletop.bench._frames OLD NEW``
starts one worker process per tree (this file run as a script, with the tree first on ``PYTHONPATH``,
so each imports its own ``tabletop``), sets the scenes up in both, and asks them for blocks in turn
(A B, then B A in the next round, so neither always runs first). Only one process measures at a time.
Per scene it prints each tree's median of block medians with its spread and the median of the paired
differences (NEW - OLD in the same round) with the share of rounds NEW was faster. The same tree twice
(``OLD`` = ``NEW``) shows the noise floor. The load average is printed before and after.

The scenes: each game starts seeded with every seat a person (no computer moves between frames) and is
kept moving for every measured frame: the card table (Z Gundam, Ultra Seven, SDGF) swaps between its
real layout and one with the first card of the fullest hand gone into the first pile (it falls in, the
hand closes up) and back (a card dealt from the pile turns over on its way, the hand opens up), as in a
discard and a draw; every dice display of the scene rolls again whenever its dice have settled
(Dunbine, Z Gundam, Ultra Seven); Monster Raid's table scene has its first adventurer's first shot taken
(the default flick at the monsters) and replays it whenever the last playback is over. This file imports
only what every tree since session 12 has (the app, the registry, the session, the widgets), so an older
tree can be measured by it.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GAMES = (("dunbine", 2), ("zgundam", 3), ("ultraseven", 2), ("sdgf", 2), ("monsterraid", 2))
BLOCK_FRAMES = 60
WARM_FRAMES = 5
ROUNDS = 8


def shuffled(zones, every_row: bool = False):
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


def keep_moving(scene, real, every_row: bool = False) -> None:
    """Start the next tween when the last one is over (see the module doc)."""
    table = getattr(scene, "table", None)
    if table is not None and real is not None and not table.animating:
        table.set_zones(real if table.zones is not real else shuffled(real, every_row))
    for dice in _dice_of(scene):
        if not dice.tumbling:
            dice.show(dice.rolls or [(6, [3, 5]), (10, [7])])
    shots = getattr(scene, "ctl", None)  # Monster Raid: the last shot again (re-simulated here, not timed)
    if shots is not None and getattr(shots, "record", None) is not None and not shots.busy:
        shots.replay()


def first_shot(app, scene) -> None:
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


@dataclass
class Scene:
    """One game's main scene on its own app, kept moving (see the module doc)."""

    name: str
    app: object
    scene: object
    real: list | None  # the table's real layout (None: no card table)

    def step(self, every_row: bool = False, moving: bool = True) -> tuple[float, float]:
        """One frame (kept moving unless ``moving`` is False): its wall and CPU milliseconds."""
        if moving:
            keep_moving(self.scene, self.real, every_row)
        start, start_cpu = time.perf_counter(), time.process_time()
        self.app.step([], 1 / 60)  # type: ignore[attr-defined]
        return (time.perf_counter() - start) * 1000.0, (time.process_time() - start_cpu) * 1000.0

    def block(self, frames: int, every_row: bool = False, moving: bool = True,
              warm: int = WARM_FRAMES) -> tuple[float, float]:
        """The median wall and CPU milliseconds of ``frames`` frames, after ``warm`` unmeasured ones."""
        for _ in range(warm):
            self.step(every_row, moving)
        times = [self.step(every_row, moving) for _ in range(frames)]
        return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def open_scene(name: str, seats: int, lang: str = "ja") -> Scene:
    """``name``'s main scene, seeded, every seat a person, on a fresh app, its curtain lifted and its caches warm."""
    import pygame

    from tabletop.core import registry
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.ui import motion
    from tabletop.ui.app import App
    from tabletop.ui.inputs import click_events
    from tabletop.ui.widgets import PrivacyCurtain

    pygame.display.init()
    pygame.font.init()
    discover()
    motion.set_enabled(True)
    app = App(lang)
    session = Session(registry.find(name), seats, None, seed=1, players=["human"] * seats)
    scene = app.start_game(session)
    for _ in range(10):  # the seat at the screen lifts its curtain; warm the caches
        if isinstance(app.top, PrivacyCurtain):
            app.step(click_events((640, 400)), 1 / 60)
        while app.top is not scene and not isinstance(app.top, PrivacyCurtain):
            app.pop()
        app.step([], 1 / 60)
    if name == "monsterraid":
        first_shot(app, scene)
    table = getattr(scene, "table", None)
    return Scene(name, app, scene, list(table.zones) if table is not None else None)


@dataclass
class Blocks:
    """One scene's block medians (milliseconds), in the order measured."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def add(self, wall: float, cpu: float) -> None:
        self.wall.append(wall)
        self.cpu.append(cpu)


def interleaved(scenes: list[Scene], rounds: int = ROUNDS, frames: int = BLOCK_FRAMES) -> dict[str, Blocks]:
    """Every scene's blocks, measured in turn round after round (see the module doc)."""
    out = {s.name: Blocks() for s in scenes}
    for _ in range(rounds):
        for s in scenes:
            out[s.name].add(*s.block(frames))
    return out


def load() -> str:
    """The 1, 5 and 15 minute load averages ("?" where the system does not say)."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


# -- two trees in turn ---------------------------------------------------------------------------------------

def _worker() -> int:
    """Run as a script by ``compare``: set every scene up, then answer ``block <name> <frames>`` lines with
    the block's medians as one JSON line, until ``quit``."""
    scenes = {name: open_scene(name, seats) for name, seats in GAMES}
    print(json.dumps({"ready": list(scenes)}), flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] == "quit":
            break
        wall, cpu = scenes[words[1]].block(int(words[2]))
        print(json.dumps({"wall": wall, "cpu": cpu}), flush=True)
    return 0


class Worker:
    """One tree's worker process (see ``_worker``)."""

    def __init__(self, tree: str) -> None:
        env = dict(os.environ, PYTHONPATH=os.path.abspath(tree), PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.tree = tree
        self.proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.names = self._answer()["ready"]

    def _answer(self) -> dict:
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the worker for {self.tree} stopped (exit code {self.proc.wait()})")
            if line.startswith("{"):  # (anything else a library printed is passed over)
                return json.loads(line)

    def block(self, name: str, frames: int) -> tuple[float, float]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"block {name} {frames}\n")
        self.proc.stdin.flush()
        found = self._answer()
        return found["wall"], found["cpu"]

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.close()
        self.proc.wait()


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):6.2f} ({min(values):.2f}-{max(values):.2f})"


def compare(old: str, new: str, rounds: int = ROUNDS, frames: int = BLOCK_FRAMES) -> None:
    """Print each scene's CPU figures for trees ``old`` and ``new`` measured in turn (see the module doc)."""
    print(f"load average {load()}: setting up {old} and {new}", flush=True)
    workers = [Worker(old), Worker(new)]
    try:
        names = [n for n in workers[0].names if n in workers[1].names]
        blocks = [{n: Blocks() for n in names} for _ in workers]
        for r in range(rounds):
            for name in names:
                for i in ((0, 1) if r % 2 == 0 else (1, 0)):
                    blocks[i][name].add(*workers[i].block(name, frames))
            print(f"  round {r + 1}/{rounds} (load average {load()})", flush=True)
    finally:
        for w in workers:
            w.close()
    print(f"CPU ms per frame while animating, median of {rounds} blocks of {frames} frames (lowest-highest block); "
          f"load average {load()}")
    print(f"  {'scene':<12} {'old':>22} {'new':>22} {'new - old, paired':>26}  new faster")
    for name in names:
        a, b = blocks[0][name].cpu, blocks[1][name].cpu
        diff = [y - x for x, y in zip(a, b)]
        faster = sum(1 for d in diff if d < 0)
        print(f"  {name:<12} {spread(a):>22} {spread(b):>22} {spread(diff):>26}  {faster}/{len(diff)}")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--worker"]:
        here = os.path.dirname(os.path.abspath(__file__))  # run as a script: its folder's modules are no top-level ones
        sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
        return _worker()
    if len(argv) < 2:
        print(__doc__)
        return 2
    rounds = int(argv[2]) if len(argv) > 2 else ROUNDS
    compare(argv[0], argv[1], rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
