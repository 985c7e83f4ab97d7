"""Dunbine screen figures: frame time while panning the largest map with every unit on it.

The great_battle scenario (64x40 hexes, 12 machines) runs in the real game
scene through ``App.step`` on an off-screen 1280x800 surface (dummy SDL
driver, no flip). Each measured frame carries one drag-motion event that pans
the map (back and forth so the view stays on the map), at zoom 1.0 and at
zoom 0.5 (most of the map and every counter in view), and with a weapon's arc
overlay shown. A 300 x 300 map (90,000 hexes, made from the skirmish map)
is panned through its ``MapRenderer`` at zoom 1 and 0.25, after its first
frame (tile index and visible chunks drawn) is timed. The process's CPU time per frame is given beside wall time:
on a machine shared with other work, wall time is inflated by waiting for
the CPU (e.g. 6.4 ms wall for 2.4 ms CPU at a load of 15 on 2 cores).
"""

from __future__ import annotations

import os
import statistics
import time

from tabletop.bench import Figure

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAMES = 300
TARGET_MS = 4.0


def _pan_frames(app, scene, frames: int) -> tuple[float, float]:
    import pygame

    view = scene.mapview
    cx, cy = view.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(cx, cy), rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=1)], 1 / 60)
    wall, cpu = [], []
    x, step = cx, 9
    for i in range(frames):
        if not view.rect.x + 150 < x + step < view.rect.right - 150:
            step = -step
        x += step
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, cy), rel=(step, 0), buttons=(1, 0, 0))
        s, sc = time.perf_counter(), time.process_time()
        app.step([event], 1 / 60)
        cpu.append((time.process_time() - sc) * 1000.0)
        wall.append((time.perf_counter() - s) * 1000.0)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, cy), button=1)], 1 / 60)
    return statistics.median(wall), statistics.median(cpu)


def run() -> list[Figure]:
    import pygame

    from tabletop.core import registry
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.ui.app import App
    from tabletop.ui.views.dunbine import make_scene

    discover()
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    app = App("ja", size=(1280, 800))
    app.open_launcher()
    session = Session(registry.find("dunbine"), 2, {"scenario": "great_battle"}, seed=1)
    scene = app.push(make_scene(app, session))
    units = len([u for u in session.state.units if u.in_play])
    out = []
    for zoom in (1.0, 0.5):
        scene.mapview.camera.zoom_at(*scene.mapview.rect.center, zoom)
        for _ in range(10):
            app.step([], 1 / 60)
        wall, cpu = _pan_frames(app, scene, FRAMES)
        out.append(Figure(f"great_battle pan frame, zoom {zoom:g} ({units} units), median", wall, "ms", TARGET_MS))
        out.append(Figure(f"great_battle pan frame, zoom {zoom:g}, CPU time median", cpu, "ms", TARGET_MS))
    # the action phase with a weapon chosen: arc fill, ranges and move highlights drawn every frame
    from tabletop.games.dunbine import actions as A
    scene.apply_action(A.EndAcceleration())
    while app.top is not scene:
        app.pop()
    m = session.state.find(session.state.active)
    if m is not None:
        scene.choose_weapon(*scene.weapon_choices()[-1])
        scene.mapview.centre_on(m.hex)
        scene.mapview.camera.zoom_at(*scene.mapview.rect.center, 1.0)
        wall, cpu = _pan_frames(app, scene, FRAMES // 2)
        out.append(Figure("great_battle pan frame with a weapon's arc overlay, median", wall, "ms", TARGET_MS))
        out.append(Figure("great_battle pan frame with a weapon's arc overlay, CPU time median", cpu, "ms",
                          TARGET_MS))
    out.extend(_big_map())
    return out


def _big_map(size: int = 300) -> list[Figure]:
    """First frame and panning on a ``size`` x ``size`` map (issue 10: huge maps stay usable)."""
    import tempfile
    from pathlib import Path

    import pygame

    from tabletop.bench._bigmap import write_big_map
    from tabletop.games.dunbine.maps import load_map
    from tabletop.ui.hexmap.camera import Camera
    from tabletop.ui.hexmap.render import MapRenderer

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        hexmap = load_map(write_big_map(Path(tmp), size, size))
        out.append(Figure(f"{size}x{size} map: load and check", (time.perf_counter() - start) * 1000, "ms"))
        w, h = hexmap.pixel_size()
        frame = pygame.Surface((1280, 800)).convert()
        renderer = MapRenderer(hexmap)
        for zoom in (1.0, 0.25):
            cam = Camera(x=w / 3, y=h / 3, zoom=zoom, view_w=1280, view_h=800, map_w=w, map_h=h)
            start = time.perf_counter()
            renderer.draw(frame, cam)
            out.append(Figure(f"{size}x{size} map: first frame at zoom {zoom:g}", (time.perf_counter() - start) * 1000,
                              "ms"))
            wall = []
            for i in range(FRAMES):
                cam.pan(9 if (i // 60) % 2 == 0 else -9, 4)
                s = time.perf_counter()
                renderer.draw(frame, cam)
                wall.append((time.perf_counter() - s) * 1000.0)
            out.append(Figure(f"{size}x{size} map: pan frame at zoom {zoom:g} (median)", statistics.median(wall), "ms",
                              TARGET_MS))
            out.append(Figure(f"{size}x{size} map: pan frame at zoom {zoom:g} (95th percentile)",
                              sorted(wall)[int(0.95 * len(wall))], "ms"))
        out.append(Figure(f"{size}x{size} map: memory held by drawn chunks", renderer.kept_bytes() / 2 ** 20, "MiB"))
    return out
