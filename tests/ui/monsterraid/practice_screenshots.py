"""Render the practice table before, during and after a shot to ``docs/screenshots/raid-*.png``.

    SDL_VIDEODRIVER=dummy python -m tests.ui.monsterraid.practice_screenshots [OUTDIR]

Writes raid-setup.png (set-up mode), raid-before.png (aiming a flick),
raid-during.png (mid-shot), raid-after.png (highlights and the result list),
raid-throw-en.png (a throw's aim in English), raid-crowded-*.png (the benchmark's
table with a flying target: a lob at it) and raid-small.png (900x620).
"""

from __future__ import annotations

import math
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[3]


def scatter(scene) -> None:
    """Put a few dice of every owner on the table around the targets (as after some shots)."""
    spots = [("leaf-d4-1", 520, 420, 0.4, 3), ("genjimaru-d8-1", 690, 610, 0.2, 6), ("paola-d20-1", 600, 330, 0.9, 17),
             ("sigurd-d8-1", 470, 640, 1.1, 5), ("genjimaru-d12-1", 760, 470, 0.0, 11), ("leaf-d6-1", 600, 250, 0.3, 4)]
    for ident, x, y, angle, face in spots:
        die = next(d for d in scene.ctl.table.dice if d.id == ident)
        die.x, die.y, die.angle, die.face, die.in_play = float(x), float(y), angle, face, True


def main(argv: list[str]) -> int:
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-shots-"))
    from tabletop.physics import lob_touchdown
    from tabletop.physics.params import STAND_HEIGHT
    from tabletop.ui.app import App
    from tabletop.ui.views.monsterraid.practice import PracticeScene

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()

    def shot(app, name: str) -> None:
        path = out / name
        pygame.image.save(app.surface, str(path))
        print(path)

    app = App("ja")
    app.open_launcher()
    scene = app.push(PracticeScene(app, seed=11))
    scatter(scene)
    scene.editor.selected = ("board", "boss")
    app.step([], 1 / 60)
    shot(app, "raid-setup.png")
    scene.set_mode("shoot")
    board = scene.board
    board.zoom_at(board.rect.center, 1.6)
    board.centre = (600.0, 340.0)
    target = next(d for d in scene.ctl.table.dice if d.id == "leaf-d6-1")
    x0, y0 = scene.ctl.position
    scene.ctl.set_aim(math.atan2(target.y - y0, target.x - x0) + 0.02, 0.8)
    scene.ctl.aim.spin = 0.4
    app.step([], 1 / 60)
    shot(app, "raid-before.png")
    board.shoot()
    for _ in range(14):
        app.step([], 1 / 60)
    shot(app, "raid-during.png")
    while scene.ctl.busy:
        app.step([], 1 / 60)
    app.step([], 1 / 60)
    shot(app, "raid-after.png")

    app.set_lang("en")
    scene.ctl.set_method("throw")
    scene.ctl.set_aim(math.radians(95), 0.45)
    app.step([], 1 / 60)
    shot(app, "raid-throw-en.png")

    crowd = App("ja")
    crowd.open_launcher()
    s3 = crowd.push(PracticeScene(crowd, seed=11, layout="crowded"))
    s3.set_mode("shoot")
    s3.ctl.set_method("throw")
    flyer = next(b for b in s3.ctl.table.boards if b.raised)
    x0, y0 = s3.ctl.position
    s3.ctl.aim.loft = 0.8
    s3.ctl.set_aim(math.atan2(flyer.y - y0, flyer.x - x0), 0.5)
    for step in range(101):  # the weakest lob whose touchdown at the stand's height is the flyer's centre
        s3.ctl.aim.power = step / 100
        spot = lob_touchdown(s3.ctl.current_shot(), STAND_HEIGHT)
        if spot is not None and math.hypot(spot[0] - x0, spot[1] - y0) >= math.hypot(flyer.x - x0, flyer.y - y0):
            break
    s3.board.zoom_at(s3.board.transform().to_screen(flyer.x + 150, flyer.y - 150), 1.8)
    crowd.step([], 1 / 60)
    shot(crowd, "raid-crowded-aim.png")
    s3.board.shoot()
    for _ in range(24):
        crowd.step([], 1 / 60)
    shot(crowd, "raid-crowded-during.png")
    s3.ctl.skip()
    crowd.step([], 1 / 60)
    shot(crowd, "raid-crowded-after.png")

    small = App("en", size=(900, 620))
    small.open_launcher()
    s2 = small.push(PracticeScene(small, seed=11))
    scatter(s2)
    s2.set_mode("shoot")
    small.step([], 1 / 60)
    shot(small, "raid-small.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
