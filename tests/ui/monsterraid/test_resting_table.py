"""The table view at rest is kept (``views.monsterraid.resting``): every change a player makes shows at once.

Each step below changes what the view shows (the aim, the die, the method, the shooting position, a message, the
zoom, a shot played out, the language, the window); the frame drawn with the kept view must be the very frame
drawn anew.
"""

from __future__ import annotations

import math

import pygame

from tests.ui.conftest import click
from tests.ui.monsterraid.helpers import open_game, run_shot


def frames_agree(app, scene) -> None:
    """The scene drawn with its kept table, then drawn anew: the same pixels; and the next frame keeps it."""
    kept = pygame.Surface(app.surface.get_size(), 0, app.surface)
    scene.draw(kept)
    scene.board._kept.clear()
    fresh = pygame.Surface(app.surface.get_size(), 0, app.surface)
    scene.draw(fresh)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert "widget" in scene.board._kept._kept      # at rest: kept for the frames after


def test_the_kept_table_shows_every_change_at_once(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    ctl = scene.ctl
    assert not ctl.busy and ctl.die is not None
    frames_agree(app, scene)
    steps = [
        lambda: ctl.set_aim(ctl.aim.angle + 0.4, 0.8),
        lambda: ctl.change_spin(0.5),
        lambda: ctl.cycle_die(),
        lambda: ctl.set_method("throw") or ctl.change_loft(0.2),
        lambda: ctl.set_method("flick"),
        lambda: setattr(ctl, "position", (ctl.position[0] + 30.0, ctl.position[1])),
        lambda: ctl.say("A message over the table", "error"),
        lambda: ctl.say(None),
        lambda: setattr(scene.board, "zoom", scene.board.zoom * 1.25),
    ]
    for step in steps:
        app.step([], 1 / 60)            # kept at the old state
        step()
        frames_agree(app, scene)
    ctl.set_aim(math.pi / 2, 0.6)
    scene.board.shoot()
    run_shot(app, scene)                # dice moved, a summary with its links
    app.step([], 1 / 60)
    frames_agree(app, scene)
    app.lang = "en" if app.lang == "ja" else "ja"
    frames_agree(app, scene)
    app.resize((800, 560))
    app.step([], 1 / 60)
    frames_agree(app, scene)
