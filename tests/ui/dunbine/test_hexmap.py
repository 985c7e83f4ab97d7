"""The hex map renderer and camera: tiles where Tiled puts them, zoom about the cursor."""

import pygame
import pytest
from hypothesis import given, strategies as st

from tabletop.games.dunbine.maps import load_map
from tabletop.resources import maps_dir
from tabletop.ui.hexmap.camera import Camera, ZOOM_LEVELS
from tabletop.ui.hexmap.render import CHUNK, MapRenderer


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


def test_chunks_are_kept_per_zoom_and_meet_without_a_gap(skirmish):
    renderer = MapRenderer(skirmish)
    half = renderer.chunk(0, 0, 0.5)
    assert renderer.chunk(0, 0, 0.5) is half
    assert half.get_size() == (renderer.side(0.5) // 2, renderer.side(0.5) // 2)
    assert renderer.side(1.0) == CHUNK and renderer.side(0.25) == 4 * CHUNK  # fewer, larger chunks far out
    w, h = skirmish.pixel_size()
    for zoom in ZOOM_LEVELS:
        cols, rows = renderer.grid(zoom)
        widths = sum(renderer.chunk(i, 0, zoom).get_width() for i in range(cols))
        heights = sum(renderer.chunk(0, j, zoom).get_height() for j in range(rows))
        assert (widths, heights) == (round(w * zoom), round(h * zoom)), zoom


def _whole_map_at_once(hexmap, renderer):
    """The map drawn the plain way: every tile of every layer onto one surface."""
    w, h = hexmap.pixel_size()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(renderer.background)
    for layer in hexmap.tile_layers():
        if not layer.visible or not layer.gids:
            continue
        for col, row in hexmap.draw_order():
            gid = layer.gid_at(col, row)
            if gid and gid in hexmap.tiles:
                surf.blit(renderer.tile(gid), hexmap.tile_position(gid, col, row, layer))
    return surf


def test_drawing_in_chunks_gives_the_same_pixels_as_drawing_the_whole_map(skirmish):
    renderer = MapRenderer(skirmish)
    whole = _whole_map_at_once(skirmish, renderer)
    chunked = renderer.base()
    assert chunked.get_size() == whole.get_size()
    for x in range(0, whole.get_width(), 7):
        for y in range(0, whole.get_height(), 11):
            assert chunked.get_at((x, y))[:3] == whole.get_at((x, y))[:3], (x, y)


def test_a_zoomed_frame_shows_the_map_scaled(skirmish):
    renderer = MapRenderer(skirmish)
    whole = _whole_map_at_once(skirmish, renderer)
    cam = Camera(x=123, y=77, zoom=0.5, view_w=640, view_h=400, map_w=whole.get_width(), map_h=whole.get_height())
    frame = pygame.Surface((640, 400))
    renderer.draw(frame, cam)
    scaled = pygame.transform.smoothscale(whole, (round(whole.get_width() * 0.5), round(whole.get_height() * 0.5)))
    diffs = []
    for x in range(3, 637, 13):
        for y in range(3, 397, 9):
            a = frame.get_at((x, y))
            b = scaled.get_at((x + round(123 * 0.5), y + round(77 * 0.5)))
            diffs.append(sum(abs(a[k] - b[k]) for k in range(3)) / 3)
    assert sum(diffs) / len(diffs) < 6


def test_a_300_by_300_map_draws_within_its_memory_budget(tmp_path):
    """Issue 10: a 300 x 300 map pans like a small one; drawn chunks stay within the budget."""
    from tests.hostile.test_big_map import big_map

    hexmap = load_map(big_map(tmp_path, 300, 300))
    renderer = MapRenderer(hexmap)
    renderer.budget = 24 * 1024 * 1024
    w, h = hexmap.pixel_size()
    frame = pygame.Surface((1280, 800))
    for zoom in (1.0, 0.25):
        cam = Camera(x=0, y=0, zoom=zoom, view_w=1280, view_h=800, map_w=w, map_h=h)
        for k in range(12):
            cam.x, cam.y = (w - 1280 / zoom) * k / 11, (h - 800 / zoom) * k / 11
            frame.fill((0, 0, 0))
            renderer.draw(frame, cam)
            assert renderer.kept_bytes() <= renderer.budget
            assert frame.get_at((640, 400))[:3] != (0, 0, 0)


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
    from tabletop.games.dunbine.maps import read_map
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
