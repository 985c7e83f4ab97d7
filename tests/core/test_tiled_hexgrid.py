"""Property tests: hexgrid's offsets and pixels agree with Tiled's semantics in all four stagger settings.

``Layout`` itself is checked against ``tmxrasterizer`` pixel for pixel in
``test_tiled_real.py``; here the axial side is checked against that layout:
offset <-> axial round trips, the six neighbours are exactly the six nearest
cell centres, Tiled's own neighbour functions (``HexagonalRenderer::topLeft``
and friends in Tiled 1.8), distances equal breadth-first steps, and
``pixel_to_cell`` inverts the layout.
"""

from __future__ import annotations

import math
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core import hexgrid
from tabletop.core.hexgrid import Hex

STAGGERS = [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")]
coords = st.integers(min_value=-200, max_value=200)
stagger = st.sampled_from(STAGGERS)


def layout(axis: str, index: str) -> hexgrid.Layout:
    return hexgrid.Layout(56, 64, 32, axis, index) if axis == "y" else hexgrid.Layout(64, 56, 32, axis, index)


def tiled_neighbours(col: int, row: int, axis: str, index: str) -> set[tuple[int, int]]:
    """Tiled 1.8's HexagonalRenderer neighbour functions (topLeft, topRight, ...), transcribed."""
    if axis == "y":
        s = hexgrid._shifted(row, index)
        top_left = (col, row - 1) if s else (col - 1, row - 1)
        top_right = (col + 1, row - 1) if s else (col, row - 1)
        bottom_left = (col, row + 1) if s else (col - 1, row + 1)
        bottom_right = (col + 1, row + 1) if s else (col, row + 1)
        return {top_left, top_right, bottom_left, bottom_right, (col - 1, row), (col + 1, row)}
    s = hexgrid._shifted(col, index)
    top_left = (col - 1, row) if s else (col - 1, row - 1)
    top_right = (col + 1, row) if s else (col + 1, row - 1)
    bottom_left = (col - 1, row + 1) if s else (col - 1, row)
    bottom_right = (col + 1, row + 1) if s else (col + 1, row)
    return {top_left, top_right, bottom_left, bottom_right, (col, row - 1), (col, row + 1)}


@given(coords, coords, stagger)
def test_offset_axial_round_trip(col, row, st_):
    h = hexgrid.from_offset(col, row, *st_)
    assert hexgrid.to_offset(h, *st_) == (col, row)


@given(coords, coords, stagger)
def test_axial_offset_round_trip(q, r, st_):
    assert hexgrid.from_offset(*hexgrid.to_offset(Hex(q, r), *st_), *st_) == Hex(q, r)


@given(coords, coords, stagger)
def test_neighbours_are_tileds_neighbours(col, row, st_):
    h = hexgrid.from_offset(col, row, *st_)
    ours = {hexgrid.to_offset(n, *st_) for n in hexgrid.neighbors(h)}
    assert ours == tiled_neighbours(col, row, *st_)


@given(st.integers(-30, 30), st.integers(-30, 30), stagger)
def test_neighbours_are_the_six_nearest_cell_centres(col, row, st_):
    lay = layout(*st_)
    cx, cy = lay.cell_center(col, row)
    around = [(c, r) for c in range(col - 2, col + 3) for r in range(row - 2, row + 3) if (c, r) != (col, row)]
    around.sort(key=lambda cr: math.dist((cx, cy), lay.cell_center(*cr)))
    nearest = set(around[:6])
    # the seventh is clearly farther: the six are well defined
    assert math.dist((cx, cy), lay.cell_center(*around[6])) > 1.3 * math.dist((cx, cy), lay.cell_center(*around[5]))
    h = hexgrid.from_offset(col, row, *st_)
    assert {hexgrid.to_offset(n, *st_) for n in hexgrid.neighbors(h)} == nearest


@given(st.integers(-20, 20), st.integers(-20, 20), st.integers(0, 5), stagger)
def test_direction_angle_points_at_the_neighbour_on_screen(col, row, d, st_):
    lay = layout(*st_)
    h = hexgrid.from_offset(col, row, *st_)
    (x0, y0), (x1, y1) = lay.hex_center(h), lay.hex_center(hexgrid.neighbor(h, d))
    angle = math.degrees(math.atan2(-(y1 - y0), x1 - x0)) % 360  # y up, counter-clockwise
    delta = (angle - lay.direction_angle(d) + 180) % 360 - 180
    assert abs(delta) < 5  # Tiled's cells are not exactly regular; the direction is still unmistakable


@settings(max_examples=30, deadline=None)  # no clock in tests: the default 200 ms deadline failed under load
@given(st.integers(0, 11), st.integers(0, 9), st.integers(0, 11), st.integers(0, 9), stagger)
def test_distance_equals_breadth_first_steps_on_a_map(c1, r1, c2, r2, st_):
    w, h = 12, 10
    start, goal = hexgrid.from_offset(c1, r1, *st_), hexgrid.from_offset(c2, r2, *st_)
    seen, queue = {start: 0}, deque([start])
    while queue:
        cur = queue.popleft()
        for n in hexgrid.neighbors(cur):
            col, row = hexgrid.to_offset(n, *st_)
            if 0 <= col < w and 0 <= row < h and n not in seen:
                seen[n] = seen[cur] + 1
                queue.append(n)
    # on a rectangular map a shortest path never needs to leave it
    assert seen[goal] == hexgrid.distance(start, goal)


@given(st.integers(0, 40), st.integers(0, 40), st.floats(-0.3, 0.3), st.floats(-0.3, 0.3), stagger)
def test_pixel_to_cell_inverts_the_layout(col, row, fx, fy, st_):
    lay = layout(*st_)
    cx, cy = lay.cell_center(col, row)
    # any point well inside the hexagon (30% of the tile from the centre) belongs to the cell
    assert lay.pixel_to_cell(cx + fx * lay.tw * 0.9, cy + fy * lay.side) == (col, row)


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_map_size_covers_every_cell_exactly(axis, index):
    lay = layout(axis, index)
    w, h = 7, 5
    corners = [p for c in range(w) for r in range(h) for p in lay.corners(c, r)]
    assert lay.map_size(w, h) == (max(x for x, _ in corners), max(y for _, y in corners))
    assert min(x for x, _ in corners) == 0 and min(y for _, y in corners) == 0
