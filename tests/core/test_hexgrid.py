"""Hex geometry: axial/cube, distances, lines, rings, rotation, Tiled offsets."""

from collections import deque

import pytest
from hypothesis import given, strategies as st

from tabletop.core.hexgrid import (DIRECTIONS, Hex, Layout, direction_between, distance, from_offset,
                                   line, neighbor, neighbors, ring, rotate, spiral, to_offset)

STAGGERS = [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")]
coords = st.integers(-60, 60)
hexes = st.builds(Hex, coords, coords)


@given(hexes, hexes)
def test_distance_is_a_metric(a, b):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)


def test_distance_matches_breadth_first_search():
    start = Hex(0, 0)
    seen = {start: 0}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        if seen[h] == 6:
            continue
        for n in neighbors(h):
            if n not in seen:
                seen[n] = seen[h] + 1
                todo.append(n)
    for h, d in seen.items():
        assert distance(start, h) == d


@given(hexes)
def test_neighbours_are_at_distance_one_in_all_six_directions(h):
    ns = neighbors(h)
    assert len(set(ns)) == 6
    assert all(distance(h, n) == 1 for n in ns)
    assert [direction_between(h, neighbor(h, d)) for d in range(6)] == list(range(6))


@given(hexes, hexes)
def test_line_is_contiguous_and_as_long_as_the_distance(a, b):
    cells = line(a, b)
    assert cells[0] == a and cells[-1] == b
    assert len(cells) == distance(a, b) + 1
    assert all(distance(p, q) == 1 for p, q in zip(cells, cells[1:]))


@given(hexes, st.integers(0, 8))
def test_rings_and_spirals(center, radius):
    r = ring(center, radius)
    assert len(r) == (1 if radius == 0 else 6 * radius)
    assert all(distance(center, h) == radius for h in r)
    assert len(set(spiral(center, radius))) == 1 + 3 * radius * (radius + 1)


@given(hexes, hexes, st.integers(0, 12))
def test_rotation_keeps_distance_and_six_steps_is_identity(h, c, steps):
    assert distance(rotate(h, steps, c), c) == distance(h, c)
    assert rotate(h, 6, c) == h
    assert rotate(rotate(h, steps, c), -steps, c) == h


def test_rotation_by_one_step_turns_each_direction_to_the_next():
    for d in range(6):
        assert rotate(DIRECTIONS[d], 1) == DIRECTIONS[(d + 1) % 6]


@pytest.mark.parametrize("axis,index", STAGGERS)
@given(col=st.integers(-50, 200), row=st.integers(-50, 200))
def test_offset_round_trip(axis, index, col, row):
    h = from_offset(col, row, axis, index)
    assert to_offset(h, axis, index) == (col, row)


@pytest.mark.parametrize("axis,index", STAGGERS)
def test_offset_neighbours_touch_in_pixels(axis, index):
    """Axial neighbours are exactly the cells whose centres are one hex apart in Tiled's layout."""
    layout = Layout(64, 56, 32, axis, index) if axis == "y" else Layout(56, 64, 32, axis, index)
    for col in range(4):
        for row in range(4):
            h = from_offset(col, row, axis, index)
            cx, cy = layout.cell_center(col, row)
            for n in neighbors(h):
                nx, ny = layout.hex_center(n)
                d = ((nx - cx) ** 2 + (ny - cy) ** 2) ** 0.5
                assert 40 < d < 66, (col, row, n, d)
            assert layout.pixel_to_cell(cx, cy) == (col, row)


def test_known_offset_values_from_the_tiled_notes():
    assert from_offset(0, 1, "y", "odd") == Hex(0, 1)
    assert from_offset(0, 1, "y", "even") == Hex(-1, 1)
    assert from_offset(1, 0, "x", "odd") == Hex(1, 0)
    assert from_offset(1, 0, "x", "even") == Hex(1, -1)


def test_layout_matches_tiled_integer_formulas():
    lay = Layout(65, 57, 32, "y", "odd")  # Tiled rounds sizes down to even
    assert (lay.tw, lay.th) == (64, 56)
    assert lay.cell_origin(0, 1) == (32, 44)
    assert lay.cell_origin(2, 2) == (128, 88)
    lay_x = Layout(56, 64, 32, "x", "even")
    assert lay_x.cell_origin(0, 0) == (0, 32)
    assert lay_x.cell_origin(1, 0) == (44, 0)
