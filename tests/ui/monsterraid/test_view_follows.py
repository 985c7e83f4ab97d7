"""The newcomer pass (issue 16, round two): after monsters fell the table's view kept its framing, the boards still
standing small. When a board falls the view fits what is still in play, even after the player zoomed, gliding
there (``viewease``): no jump, and it waits while the player aims (a pull on the die) or a shot is in flight."""

from __future__ import annotations

import math

import pygame

from tabletop.ui.views.monsterraid import viewease

from ..conftest import click
from .helpers import motion, open_game


def fitted(board) -> tuple[float, float, float]:
    """The default view's (zoom, x, y) now, the board's view left as it was."""
    kept = (board.zoom, board.centre, board.auto_view, board._view_for, board.hud_in_corners, board.hud_beside,
            board.ease)
    board.default_view()
    out = board.view_now()
    (board.zoom, board.centre, board.auto_view, board._view_for, board.hud_in_corners, board.hud_beside,
     board.ease) = kept
    return out


def fell(scene, keep: str) -> None:
    """Every minion but ``keep`` destroyed and the effect cards gone: the boss and one minion stand."""
    with scene.session.edit() as state:
        for t in state.targets:
            if t.role == "minion" and t.id != keep:
                t.destroyed, t.damage = True, t.hp
        state.cards.clear()
    scene.refresh()


def test_the_view_glides_to_fit_the_boards_still_standing_and_waits_while_the_player_aims(app):
    app.resize((1280, 800))
    scene = open_game(app, seats=3)
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    board = scene.board
    with scene.session.edit() as state:
        state.cards.clear()
    scene.refresh()
    for _ in range(40):
        app.step([], 1 / 60)
    board.zoom_at(board.rect.center, 0.8)   # the player zoomed out: the view no longer follows by itself
    app.step([], 1 / 60)
    assert not board.auto_view
    start = board.view_now()
    boss = next(t.id for t in scene.session.state.targets if t.role == "boss")
    fell(scene, keep=next(t.id for t in scene.session.state.targets if t.role == "minion"))
    assert board.ctl.table.boards and boss in viewease.standing(board.ctl.table)
    app.step([], 1 / 60)
    end = fitted(board)
    assert end[0] > start[0] * 1.1   # fewer boards: the fit is closer
    now = board.view_now()
    assert board.ease is not None and start[0] < now[0] < end[0]   # under way, not a jump
    # the player presses on the die and pulls: the view waits
    die = board.transform().to_screen(*board.ctl.position)
    app.step([motion(die), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, die)), button=1)], 1 / 60)
    app.step([motion((die[0], die[1] - 30), (1, 0, 0))], 1 / 60)
    held = board.view_now()
    for _ in range(20):
        app.step([motion((die[0], die[1] - 31), (1, 0, 0))], 1 / 60)
    assert board.drag and board.view_now() == held
    app.step([motion((die[0], die[1] - 31)), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(die[0]),
                                                                                       int(die[1] - 31)), button=1)],
             1 / 60)
    assert board.ctl.busy   # released: the die is shot
    while board.ctl.busy:   # a shot in flight: the view still waits
        assert board.view_now() == held
        app.step([], 1 / 60)
    for _ in range(60):
        app.step([], 1 / 60)
    z, x, y = board.view_now()
    goal = fitted(board)
    assert board.ease is None and math.isclose(z, goal[0], rel_tol=1e-6) and math.dist((x, y), goal[1:]) < 1e-3


def _gliding(app, scene) -> None:
    """Sigurd's first turn with the cards gone, then every minion but one falls: the view glides to the closer fit."""
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    with scene.session.edit() as state:
        state.cards.clear()
    scene.refresh()
    for _ in range(40):
        app.step([], 1 / 60)
    fell(scene, keep=next(t.id for t in scene.session.state.targets if t.role == "minion"))
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    assert scene.board.ease is not None and scene.board.ease.elapsed < viewease.SECONDS


def test_home_during_a_glide_ends_it_at_the_fit(app):
    """Commit e5368b0b: a direct default view (Home, a new stage) ends a glide under way. Before, the glide went on
    from where it was: the frame after Home stepped the view back to the middle of the glide."""
    from tabletop.ui.inputs import key_event

    app.resize((1280, 800))
    scene = open_game(app, seats=3)
    _gliding(app, scene)
    board = scene.board
    goal = fitted(board)
    assert abs(math.log(board.view_now()[0] / goal[0])) > 0.01   # mid-glide: not at the fit yet
    app.step([key_event(pygame.K_HOME)], 1 / 60)
    for _ in range(3):   # the frames after Home: at the fit at once, and kept there
        z, x, y = board.view_now()
        assert board.ease is None
        assert math.isclose(z, goal[0], rel_tol=1e-9) and math.dist((x, y), goal[1:]) < 1e-6
        app.step([], 1 / 60)


def test_a_drag_released_over_the_menu_does_not_hold_the_glide(app):
    """Commit e5368b0b: only a drag the app still holds pauses the glide. A pull on the die whose release went to the
    game menu (Esc pressed mid-pull) left the table's drag set: the view waited for ever, the boards still small."""
    from tabletop.ui.inputs import key_event

    app.resize((1280, 800))
    scene = open_game(app, seats=3)
    board = scene.board
    click(app, scene.ready_btn)
    for _ in range(3):
        app.step([], 1 / 60)
    die = board.transform().to_screen(*board.ctl.position)
    at = (int(die[0]), int(die[1]))
    app.step([motion(at), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)], 1 / 60)
    app.step([motion((at[0], at[1] - 30), (1, 0, 0))], 1 / 60)
    assert board.drag == "sling"
    app.step([key_event(pygame.K_ESCAPE)], 1 / 60)   # the menu opens over the scene mid-pull
    assert app.top is not scene
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(at[0], at[1] - 30), button=1)], 1 / 60)
    app.step([key_event(pygame.K_ESCAPE)], 1 / 60)   # back to the game: the release never reached the table
    assert app.top is scene and board.drag == "sling" and not app.translator.dragging and not board.ctl.busy
    start = board.view_now()
    fell(scene, keep=next(t.id for t in scene.session.state.targets if t.role == "minion"))
    for _ in range(60):
        app.step([], 1 / 60)
    z, x, y = board.view_now()
    goal = fitted(board)
    assert z > start[0] * 1.1   # the view followed the fall: the boards still standing larger
    assert board.ease is None and math.isclose(z, goal[0], rel_tol=1e-6) and math.dist((x, y), goal[1:]) < 1e-3
