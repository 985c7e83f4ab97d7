"""Issue 20 figures: work that must grow linearly, each beside its bare baseline where there is one.

* Dunbine ``strong`` acceleration phase with 4, 12, 24 and 48 machines a side
  (``_seeded.battle``: the map grows with them): CPU per machine stays flat;
  slowest decision under 1 s CPU.
* Map load (``dunbine.maps.read_map``) of generated maps of 100², 200² and 300²
  cells whose deployment zones grow with the map (``_bigmap``) and of every
  shipped map, beside a bare ``pytmx.TiledMap`` load of the same file: repeated
  loads (the two in turn), and each shipped map's first load in a fresh process
  beside bare pytmx's first load there (with the game's machine and pilot tables
  read in it, and read before).
* A map's first frame (1280x800, new renderer) at 100² and 300² cells: the
  same cost, as only the squares in view are indexed and drawn.
* The unit checks (``scenario.check_units``) of 2,000 machines a side.
* The launcher's first frame from a fresh process, as ``run_app`` makes it
  (``ui.app.open_app``; no game imported: the manifests), beside a bare pygame window's: with what an
  earlier start kept (``ui.startstore``), and a player's first start.
* A Dunbine step (legal actions + apply) through ``Session`` beside the bare
  rules step, over the same seeded random game played both ways in lockstep
  (computer seats, and human seats, whose undo points are rebuilt from the checkpoint).

CPU time throughout (``time.process_time``): on a shared machine wall time
measures the load as much as the work.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from tabletop.bench import Figure, cpu_s, median_cpu_ms

PHASE_UNITS = (4, 12, 24, 48)
MAP_SIZES = (100, 200, 300)
MANY_UNITS = 2000


def _acceleration() -> list[Figure]:
    from tabletop.bench._seeded import acceleration_phase

    out = []
    for n in PHASE_UNITS:
        times, _digest = acceleration_phase(n)
        out += [Figure(f"dunbine strong acceleration, {n} a side: CPU per machine", sum(times) / n * 1000, "ms"),
                Figure(f"dunbine strong acceleration, {n} a side: slowest decision CPU", max(times) * 1000, "ms",
                       1000.0)]
    return out


def _maps() -> list[Figure]:
    from tabletop.bench._bigmap import write_big_map
    from tabletop.core.tiled import import_pytmx
    from tabletop.games.dunbine.maps import read_map
    from tabletop.resources import maps_dir

    pytmx = import_pytmx()
    out = []
    with tempfile.TemporaryDirectory() as folder:
        for n in MAP_SIZES:
            path = write_big_map(Path(folder), n, n, grow_zones=True, units=2)
            bare = median_cpu_ms(lambda: pytmx.TiledMap(str(path)), 3)
            load = median_cpu_ms(lambda: read_map(path), 3)
            out.append(Figure(f"dunbine map load {n}x{n}, zones grow with the map", load, "ms", 1000.0 if n == 300 else None,
                              baseline=bare, baseline_name="bare pytmx"))
    for path in sorted(maps_dir().glob("*.tmx")):
        bare_runs, load_runs = [], []
        for _ in range(31):  # in turn, so that a change in the machine's load falls on both alike
            bare_runs.append(cpu_s(lambda: pytmx.TiledMap(str(path))) * 1000)
            load_runs.append(cpu_s(lambda: read_map(path)) * 1000)
        bare, load = statistics.median(bare_runs), statistics.median(load_runs)
        out.append(Figure(f"dunbine map load {path.stem} (repeat)", load, "ms", baseline=bare,
                          baseline_name="bare pytmx repeat"))
        out.append(Figure(f"dunbine map load {path.stem} (repeat): ratio to bare pytmx", load / bare, "x", 2.0))
    return out + _maps_first()


#: A fresh process: the first bare pytmx load of a map, then the first ``read_map`` of it, CPU ms of each.
#: ``argv[1]``: the map; ``argv[2]``: "warm" to read the game's machine and pilot tables before (the game reads
#: them once per process, for every map alike: a player's first map finds them read when the game is set up).
_FIRST_LOAD = """
import sys, time
from tabletop.core.tiled import import_pytmx
from tabletop.games.dunbine import data, maps
pytmx = import_pytmx()
if sys.argv[2] == "warm":
    data.load_machines(), data.load_pilots()
start = time.process_time(); pytmx.TiledMap(sys.argv[1]); middle = time.process_time()
maps.read_map(sys.argv[1]); end = time.process_time()
print((middle - start) * 1000, (end - middle) * 1000)
"""


def _compiled_env(cache: str) -> dict[str, str]:
    """The environment of a measured child process: headless, keeping its compiled bytecode in ``cache`` (as an
    installed app does; ``PYTHONDONTWRITEBYTECODE``, set on some machines, would make every start compile the
    sources again, which is no part of a player's start)."""
    import os

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPYCACHEPREFIX": cache}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _maps_first() -> list[Figure]:
    """Each shipped map's first load in a fresh process beside bare pytmx's first load of the same file there
    (median of 5, the bytecode compiled before: ``_compiled_env``): nothing kept yet (tilesets, the game's
    tables), then with the game's tables read before;
    with the tables read before, also the median of each process's own ratio (bare pytmx's first load moves
    a lot between processes on a loaded machine), held against the 2x target."""
    import subprocess
    import sys

    from tabletop.resources import maps_dir

    out = []
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-pyc-") as cache:
        env = _compiled_env(cache)

        def first_load(path: Path, tables: str) -> tuple[float, float]:
            done = subprocess.run([sys.executable, "-c", _FIRST_LOAD, str(path), tables], capture_output=True,
                                  text=True, check=True, env=env)
            bare, load = (float(v) for v in done.stdout.split()[-2:])
            return bare, load

        paths = sorted(maps_dir().glob("*.tmx"))
        first_load(paths[0], "warm")  # compile once, as an installed app's bytecode is
        measured = {(path, tables): [first_load(path, tables) for _ in range(5)]
                    for path in paths for tables in ("cold", "warm")}
    for path in paths:
        for tables in ("cold", "warm"):
            runs = measured[path, tables]
            bare, load = statistics.median(b for b, _ in runs), statistics.median(l for _, l in runs)
            label = "the game's tables read in it" if tables == "cold" else "the game's tables read before"
            out.append(Figure(f"dunbine map load {path.stem} (first in a process, {label})", load, "ms",
                              baseline=bare, baseline_name="bare pytmx first"))
            if tables == "warm":
                out.append(Figure(f"dunbine map load {path.stem} (first in a process, {label}): ratio to bare "
                                  "pytmx, median of each process's", statistics.median(l / b for b, l in runs), "x", 2.0))
    return out


def _first_frame() -> list[Figure]:
    """CPU ms of a map's first 1280x800 frame (a new renderer, tiles loaded) at 100² and 300² cells."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from tabletop.bench._bigmap import write_big_map
    from tabletop.core.tiled import load_hexmap
    from tabletop.ui.hexmap.camera import Camera
    from tabletop.ui.hexmap.render import MapRenderer

    pygame.init()
    screen = pygame.Surface((1280, 800))
    out, first = [], None
    with tempfile.TemporaryDirectory() as folder:
        for n in (100, 300):
            hexmap = load_hexmap(write_big_map(Path(folder), n, n))
            w, h = hexmap.pixel_size()
            value = median_cpu_ms(lambda: MapRenderer(hexmap).draw(screen, Camera(map_w=w, map_h=h)), 3)
            first = first or value
            out.append(Figure(f"map first frame 1280x800, {n}x{n} cells", value, "ms",
                              baseline=first if n != 100 else None, baseline_name="the same at 100x100"))
    return out


def _units() -> list[Figure]:
    from tabletop.core.hexgrid import Hex
    from tabletop.games.dunbine.scenario import Placement, check_units

    placed = []
    for side, machine, pilot, facing, q0 in (("a", "dunbine", "drake_soldier", 0, 0), ("b", "bastole", "rau_soldier", 3, 90)):
        for i in range(MANY_UNITS):
            placed.append(Placement(f"{side}{i}", side, machine, pilot, Hex(q0 + i % 60, 2 * (i // 60) - (i % 60) // 2),
                                    facing, None, len(placed)))
    spent = cpu_s(lambda: check_units(placed, lambda h: True, "bench"))
    return [Figure(f"dunbine unit checks, {MANY_UNITS} a side", spent * 1000, "ms", 1000.0)]


def _paired_steps(players: list[str], seed: int) -> tuple[list[float], list[float]]:
    """CPU ms of each step (legal actions + apply) of one seeded random great_battle game, played twice in
    lockstep: by the bare rules and through a Session with ``players``. Both make the same choices with the
    same dice, and each step is timed bare then through the session, so a change in the machine's load
    falls on both alike."""
    from tabletop.core import registry
    from tabletop.core.dice import SeededSource
    from tabletop.core.game import Context
    from tabletop.core.session import Session

    game = registry.find("dunbine")
    rng_bare, rng_session = random.Random(seed), random.Random(seed)
    dice = SeededSource(seed)
    state = game.setup(2, {"scenario": "great_battle"}, Context(dice))
    s = Session(game, 2, {"scenario": "great_battle"}, seed=seed, players=players)
    bare, session = [], []
    while game.outcome(state) is None:
        start = time.process_time()
        game.apply(state, rng_bare.choice(game.legal_actions(state)), Context(dice))
        middle = time.process_time()
        s.apply(rng_session.choice(s.legal_actions()))
        session.append((time.process_time() - middle) * 1000)
        bare.append((middle - start) * 1000)
    if not s.is_over() or s.state_hash() != game.state_hash(state):
        raise AssertionError("the session's game and the bare game went apart")
    return bare, session


def _session() -> list[Figure]:
    out = []
    for label, players in (("computer seats", ["random", "random"]), ("human seats", ["human", "human"])):
        bare, session = [], []
        for seed in (1, 2, 3):
            b, s = _paired_steps(players, seed)
            bare += b
            session += s
        value, base = statistics.mean(session), statistics.mean(bare)
        out.append(Figure(f"dunbine session step, {label} (mean)", value, "ms",
                          baseline=base, baseline_name="bare rules step"))
        out.append(Figure(f"dunbine session step, {label}: ratio to the bare rules step", value / base, "x", 1.3))
    return out


#: A fresh process to a bare pygame window's first frame (the baseline) ...
_BARE_WINDOW = """
import time, pygame
pygame.display.init(); pygame.font.init()
screen = pygame.display.set_mode((1280, 800)); screen.fill((0, 0, 0)); pygame.display.flip()
print(time.process_time())
"""
#: ... and to the launcher's first frame, as ``run_app`` makes it (``open_app``: the games announced, the user
#: folder checked, the settings read, the window opened, the launcher laid out; the chosen game is imported after
#: the first frame). ``TABLETOP_HOME`` is a fresh folder.
_LAUNCHER = """
import gc, sys, time
gc.disable()  # as ``tabletop.cli.main`` does before it imports the app (``open_app`` collects again)
import pygame
from tabletop.ui.app import open_app
app = open_app("ja")
app._frame([], 1 / 60); pygame.display.flip()
print(time.process_time(), sum(1 for m in sys.modules if m.startswith("tabletop.games.") and not m.startswith("tabletop.games._")), flush=True)
app._run_after_frame()  # as ``App.step`` does after the first frame: the chosen game imported, the text kept
"""


def _launcher() -> list[Figure]:
    """CPU from a fresh process to the first frame of the launcher, beside a bare pygame window's (median of 7).

    The processes keep their compiled bytecode (in a temporary ``PYTHONPYCACHEPREFIX``, warmed by one run
    of each), as an installed app does: without it (``PYTHONDONTWRITEBYTECODE``) every start compiles the
    app's sources again, which is most of the time measured and no part of a player's start. The warming
    run also leaves what the launcher keeps between runs in its user folder (``ui.startstore``: the
    manifests parsed, the text measured and drawn), as a player's first start does for the next; the
    first start itself (a new user folder each time, nothing kept: the manifests' parses and the first
    frame's text come with the package) is the third figure."""
    import os
    import subprocess
    import sys

    def cpu_ms(code: str, env: dict[str, str]) -> float:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
        first = out.stdout.strip().splitlines()[-1].split()
        if len(first) > 1 and first[1] != "0":
            raise AssertionError(f"the launcher's first frame imported {first[1]} game modules")
        return float(first[0]) * 1000

    with tempfile.TemporaryDirectory(prefix="tabletop-bench-pyc-") as cache, \
            tempfile.TemporaryDirectory(prefix="tabletop-bench-home-") as home:
        env = {**_compiled_env(cache), "TABLETOP_HOME": home}
        cpu_ms(_BARE_WINDOW, env), cpu_ms(_LAUNCHER, env)  # compile once (and keep the start)
        runs, first = [], []
        for i in range(7):  # in turn: the load falls on all alike
            runs.append((cpu_ms(_BARE_WINDOW, env), cpu_ms(_LAUNCHER, env)))
            first.append(cpu_ms(_LAUNCHER, {**env, "TABLETOP_HOME": os.path.join(home, f"new-{i}")}))
    bare = statistics.median(b for b, _ in runs)
    launcher = statistics.median(l for _, l in runs)
    new = statistics.median(first)
    return [Figure("launcher first frame (fresh process, CPU)", launcher, "ms", baseline=bare,
                   baseline_name="bare pygame window"),
            Figure("launcher first frame: ratio to a bare pygame window", launcher / bare, "x", 1.5),
            Figure("launcher first frame, a player's first start (nothing kept yet)", new, "ms", baseline=bare,
                   baseline_name="bare pygame window")]


def run() -> list[Figure]:
    from tabletop.games import discover

    launcher = _launcher()  # first: in fresh processes, before this one imports the games
    discover()
    return launcher + _acceleration() + _maps() + _first_frame() + _units() + _session()


if __name__ == "__main__":
    for f in run():
        print(f"{f.name}: {f.value:.3f} {f.unit}" + ("" if f.ratio is None else f" ({f.ratio:.2f}x {f.baseline_name})"))
