"""Render the practice table before, during and after a shot to ``docs/screenshots/raid-*.png``.

    SDL_VIDEODRIVER=dummy python -m tests.ui.raid.screenshots [OUTDIR]

Writes raid-setup.png (set-up mode), raid-before.png (aiming a flick),
raid-during.png (mid-shot), raid-after.png (highlights and the result list),
raid-throw-en.png (a throw's aim in English) and raid-small.png (900x620).
"""

from __future__ import annotations

import math
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

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
    from tabletop.ui.app import App
    from tabletop.ui.raid.practice import PracticeScene

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
