"""Drawing the dice table and turning mouse drags into shots."""

import math

import pygame
import pytest
from hypothesis import given, strategies as st

from tabletop.physics import Board, Die, Table, attach_card, lob_touchdown, simulate
from tabletop.ui.views.monsterraid.aim import MAX_DRAG_MM, flick_from_drag, make_shot, throw_to
from tabletop.ui.views.monsterraid.render import Labels, TableTransform, draw_table
from tabletop.ui.text import TextCache


@given(st.floats(0, 900), st.floats(0, 600))
def test_transform_round_trips(x, y):
    tf = TableTransform(900, 600, pygame.Rect(10, 20, 1000, 700))
    sx, sy = tf.to_screen(x, y)
    bx, by = tf.to_table(sx, sy)
    assert abs(bx - x) < 1e-6 and abs(by - y) < 1e-6


def test_transform_flips_y_so_up_is_up():
    tf = TableTransform(900, 600, pygame.Rect(0, 0, 900, 600))
    assert tf.to_screen(0, 600)[1] < tf.to_screen(0, 0)[1]


def test_slingshot_shoots_away_from_the_pull():
    angle, power = flick_from_drag(100, 100, 100, 100 - MAX_DRAG_MM / 2)
    assert abs(angle - math.pi / 2) < 1e-9 and abs(power - 0.5) < 1e-9
    assert flick_from_drag(0, 0, -500, 0)[1] == 1.0


def test_a_throw_aimed_at_a_point_comes_down_on_it():
    angle, power = throw_to(0, 0, 300, 300, 0.5)
    assert abs(angle - math.pi / 4) < 1e-9 and 0 < power < 1
    landing = lob_touchdown(make_shot("d", "throw", 0, 0, angle, power, loft=0.5))
    assert landing is not None and math.hypot(landing[0] - 300, landing[1] - 300) < 1.0
    assert throw_to(0, 0, 1e5, 0, 0.5) == (0.0, 1.0)   # beyond reach: full power


@pytest.fixture(scope="module")
def text():
    pygame.init()
    pygame.display.set_mode((64, 64))
    return TextCache()


def test_a_recorded_shot_is_drawn_frame_by_frame(text):
    board = Board("b", 6, 450, 350)
    table = Table(900, 600, [board], [attach_card(board, 0, "c")], [Die("s", "d6", "sigurd", 450, 80)],
                  launcher=(450, 60))
    result = simulate(table, make_shot("s", "flick", 450, 80, math.pi / 2, 0.5), 1, 0, record_frames=True)
    surface = pygame.Surface((1000, 700))
    tf = TableTransform(900, 600, surface.get_rect())
    shots = set()
    for frame in result.frames[:: max(1, len(result.frames) // 5)]:
        surface.fill((0, 0, 0))
        draw_table(surface, tf, result.table, text, Labels(boards={"b": ["ゴブリン", "HP 8"]}), frame=frame)
        shots.add(pygame.image.tobytes(surface, "RGB"))
    assert len(shots) > 1  # the die visibly moves
