"""The hex map renderer and camera: tiles where Tiled puts them, zoom about the cursor."""

import pygame
import pytest
from hypothesis import given, strategies as st

from tabletop.core.tiled import load_map
from tabletop.resources import maps_dir
from tabletop.ui.hexmap.camera import Camera, ZOOM_LEVELS
from tabletop.ui.hexmap.render import MapRenderer


@pytest.fixture(scope="module")
def skirmish():
    pygame.init()
    pygame.display.set_mode((64, 64))
    return load_map(maps_dir() / "skirmish.tmx")


def test_every_tile_is_drawn_at_its_tiled_position(skirmish):
    renderer = MapRenderer(skirmish)
    base = renderer.base()
    assert base.get_size() == skirmish.pixel_size()
    layer = skirmish.tile_layers()[0]
    checked = 0
    for col, row in [(0, 0), (5, 3), (12, 7), (29, 19)]:
        gid = layer.gid_at(col, row)
        tile = renderer.tile(gid)
        x, y = skirmish.tile_position(gid, col, row, layer)
        cx, cy = skirmish.layout.cell_center(col, row)
        # the centre pixel of the cell comes from this tile unless a later layer covers it
        tx, ty = int(cx - x), int(cy - y)
        if any(l.gid_at(col, row) for l in skirmish.tile_layers()[1:]):
            continue
        assert base.get_at((int(cx), int(cy)))[:3] == tile.get_at((tx, ty))[:3]
        checked += 1
    assert checked >= 2


def test_zoom_levels_are_cached(skirmish):
    renderer = MapRenderer(skirmish)
    half = renderer.at_zoom(0.5)
    assert renderer.at_zoom(0.5) is half
    assert abs(half.get_width() - skirmish.pixel_size()[0] * 0.5) <= 1


@given(st.floats(0, 1280), st.floats(0, 800), st.integers(-4, 4))
def test_zoom_keeps_the_point_under_the_cursor(sx, sy, steps):
    cam = Camera(x=40000, y=30000, zoom=1.0, view_w=1280, view_h=800, map_w=100000, map_h=100000)
    before = cam.to_map(sx, sy)
    cam.step_zoom(sx, sy, steps)
    after = cam.to_map(sx, sy)
    assert cam.zoom in ZOOM_LEVELS
    assert abs(before[0] - after[0]) < 1e-6 and abs(before[1] - after[1]) < 1e-6


def test_pan_moves_the_view_by_screen_pixels():
    cam = Camera(x=100, y=100, zoom=2.0, view_w=800, view_h=600, map_w=10000, map_h=10000)
    cam.pan(40, -20)
    assert (cam.x, cam.y) == (80, 110)


@pytest.mark.parametrize("axis,index", [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")])
def test_every_stagger_setting_draws_tiles_where_tiled_puts_them(tmp_path, skirmish, axis, index):
    import shutil

    dest = tmp_path / "maps"
    shutil.copytree(maps_dir(), dest)
    path = dest / "skirmish.tmx"
    text = path.read_text(encoding="utf-8")
    text = text.replace('staggeraxis="y"', f'staggeraxis="{axis}"').replace('staggerindex="odd"',
                                                                          f'staggerindex="{index}"')
    path.write_text(text, encoding="utf-8")
    from tabletop.core.tiled import read_map
    hexmap, _problems = read_map(path)      # placements may now break the map's own checks; drawing must not
    assert hexmap is not None and hexmap.layout.stagger_axis == axis and hexmap.layout.stagger_index == index
    renderer = MapRenderer(hexmap)
    base = renderer.base()
    assert base.get_size() == hexmap.pixel_size()
    layer = hexmap.tile_layers()[0]
    checked = 0
    for col, row in [(3, 3), (4, 4), (10, 7), (11, 8), (20, 12)]:
        gid = layer.gid_at(col, row)
        if not gid or any(l.gid_at(col, row) for l in hexmap.tile_layers()[1:]):
            continue
        x, y = hexmap.tile_position(gid, col, row, layer)
        cx, cy = hexmap.layout.cell_center(col, row)
        # a neighbour drawn later may cover the cell's rim, never its centre pixel
        tile = renderer.tile(gid)
        assert base.get_at((int(cx), int(cy)))[:3] == tile.get_at((int(cx - x), int(cy - y)))[:3]
        checked += 1
    assert checked >= 3
