"""Issue 16 (session 29): with the shooting position at the table's far side the default view framed it and a full
pull round it, and the stage-1 boards shrank to 0.30 px/mm at 800x560 (0.32 at 150 %), cut at the view's side. Now
the view frames the boards (``RaidTable.default_view``), the position marked at the view's edge by an arrow that
points to it (``shooter``); a drag back from the mark pulls as from the die."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.core.i18n import t
from tabletop.games.monsterraid import geometry
from tabletop.physics import board_polygon, card_polygon
from tabletop.physics.dice import die_shape
from tabletop.ui.views.monsterraid import shooter
from tabletop.ui.views.monsterraid.render import FIT_LEAST_SCALE

from .helpers import drag, scaled_turn

FAR = (40.0, 1160.0)   # the table's far corner from the stage-1 boards (about 1600 x 1200 mm, boards near its middle)


def far_turn(app, size, scale: float):
    scene = scaled_turn(app, size, scale, seats=3)
    assert scene.board.ctl.set_position(*FAR)
    for _ in range(40):
        app.step([], 1 / 60)
    return scene


@pytest.mark.parametrize("size,scale", [((800, 560), 1.0), ((1280, 800), 1.5)])
def test_a_far_shooting_position_leaves_the_boards_large_and_marks_where_it_is(app, size, scale):
    scene = far_turn(app, size, scale)
    board = scene.board
    tf = board.transform()
    assert tf.scale > 0.55 > FIT_LEAST_SCALE   # was 0.30 (800x560) and 0.32 (150 %)
    table = board.ctl.table
    for poly in [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]:
        xs, ys = zip(*tf.poly(poly))
        assert tf.rect.contains(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    sx, sy = tf.to_screen(*FAR)
    assert not tf.rect.collidepoint(sx, sy)   # the position itself off the view...
    found = shooter.mark_at(tf, FAR)
    assert found is not None   # ...its mark inside the view's edge, pointing at it
    (mx, my), angle = found
    r = shooter.MARK_R
    assert tf.rect.contains(pygame.Rect(mx - r, my - r, 2 * r, 2 * r))
    assert math.cos(angle - math.atan2(sy - my, sx - mx)) > 0.99
    assert board.find((mx, my)) is board and board.tooltip_text(app.lang) == t("raid.shooter_mark", app.lang)


def test_a_near_shooting_position_is_framed_with_no_mark(app):
    scene = scaled_turn(app, (800, 560), 1.0, seats=3)
    tf = scene.board.transform()
    assert tf.rect.collidepoint(tf.to_screen(*scene.board.ctl.position)) and shooter.mark_at(tf, scene.ctl.position) is None


def test_a_drag_back_from_the_mark_shoots_towards_the_boards(app):
    scene = far_turn(app, (800, 560), 1.0)
    board = scene.board
    tf = board.transform()
    (mx, my), _angle = shooter.mark_at(tf, FAR)
    boards = board.ctl.table.boards
    bx, by = tf.to_screen(sum(b.x for b in boards) / len(boards), sum(b.y for b in boards) / len(boards))
    d = math.dist((mx, my), (bx, by))
    back = (mx - (bx - mx) / d * 60, my - (by - my) / d * 60)   # 60 px away from the boards
    drag(app, (mx, my), back)
    assert board.ctl.busy   # shot
    want = math.atan2(sum(b.y for b in boards) / len(boards) - FAR[1], sum(b.x for b in boards) / len(boards) - FAR[0])
    assert math.cos(board.ctl.aim.angle - want) > 0.99 and board.ctl.aim.power > 0.3


def test_the_games_own_position_stays_framed_with_one_far_board_left(app):
    """Stage 2 at 800x560, played from the launcher (session 29): the Griffon alone left up the table, the view
    framed it at 1.12 px/mm and left the game's own position out, the die off the view and Pass disabled: the first
    game never ended. The position where the game put it stays in view, with no mark."""
    scene = scaled_turn(app, (800, 560), 1.0, seats=3)
    board = scene.board
    table = board.ctl.table
    home = geometry.home_launcher(table.width, table.height)
    assert board.ctl.position == home
    lone = table.boards[0]
    lone.x, lone.y = table.width / 2, 150.0   # up the table, far from the launcher at its foot
    table.boards, table.cards = [lone], []
    board.default_view()
    tf = board.transform()
    sx, sy = tf.to_screen(*home)
    assert tf.rect.collidepoint(sx, sy) and shooter.mark_at(tf, home) is None
    die = die_shape(board.ctl.die_obj().kind).radius * tf.scale
    assert tf.rect.contains(pygame.Rect(sx - die, sy - die, 2 * die, 2 * die))   # the die to shoot whole in view
