"""The generic Tiled hex-map reader: any good map reads into layers, tiles and objects; every bad file
gets clear problems. What a map means to a game (Dunbine's zones and units) is tested with that game."""

from __future__ import annotations

import base64
import gzip
import os
import struct
import sys
import zlib

import pytest

from tabletop.core import hexgrid, tiled_xml
from tabletop.core.errors import MapError
from tabletop.core.hexgrid import Hex
from tabletop.core.tiled import HexMap, check_hexmap, draw_order, inside, load_hexmap, map_game, read_hexmap
from tests.maps.factory import H, W, csv_rows, edit, good_map, good_text, problem_helpers, terrain_layer_renamed_and_last


texts, has, assert_problem = problem_helpers(check_hexmap)


# -- a good map ------------------------------------------------------------------

def test_good_map_reads_geometry_properties_and_objects(tmp_path):
    path = good_map(tmp_path)
    m = load_hexmap(path)
    assert isinstance(m, HexMap) and check_hexmap(path) == []
    assert (m.width, m.height) == (W, H)
    assert m.properties["game"] == "dunbine" and m.properties["schema_version"] == 1
    assert map_game(path) == "dunbine"
    assert m.stagger_axis == "y" and m.stagger_index == "odd" and m.hexsidelength == 32
    units = m.layer("units")
    sho, todd = units.objects
    assert (sho.id, sho.name, sho.kind, sho.x, sho.y) == (3, "Sho", "point", 28, 32)
    assert sho.properties == {"facing": 0, "machine": "dunbine", "pilot": "sho", "side": "a", "thrust": 2}
    assert todd.properties["side"] == "b" and "thrust" not in todd.properties
    zone_a, zone_b = m.layer("zones").objects
    assert (zone_a.kind, zone_a.properties) == ("polygon", {"side": "a"})
    assert zone_b.outline() == [(1568, 0), (1680, 0), (1680, 300), (1568, 300)]
    assert {m.cell_of(h)[0] for h in m.cells_inside(zone_a.outline())} == {0, 1}
    assert sho.outline() is None
    assert m.on_map(m.hex_at(W - 1, H - 1))
    assert not m.on_map(hexgrid.from_offset(W, 0)) and not m.on_map(hexgrid.from_offset(0, -1))


def test_layers_in_document_order_with_roles_and_gids(tmp_path):
    m = load_hexmap(good_map(tmp_path))
    assert [(l.name, l.kind, l.role) for l in m.layers] == [
        ("terrain", "tile", "terrain"), ("landmarks", "tile", "decor"),
        ("deployment zones", "object", "zones"), ("units", "object", "units")]
    assert m.layer("decor").gid_at(15, 2) == 13 and m.layer("decor").gid_at(0, 0) == 0
    assert m.layer("terrain").gid_at(2, 0) == 3


def test_tile_images_for_the_renderer(tmp_path):
    m = load_hexmap(good_map(tmp_path))
    sky = m.tiles[1]
    assert os.path.basename(sky.path) == "byston_terrain.png" and sky.rect == (0, 0, 56, 64)
    assert m.tiles[2].rect == (56, 0, 56, 64)  # second tile of the sheet
    castle = m.tiles[13]
    assert os.path.basename(castle.path) == "landmark_castle.png"
    assert (castle.width, castle.height) == (56, 96) and castle.properties["terrain"] == "castle"
    # bottom-left anchoring: a 96 px tall image on a 64 px cell starts 32 px above the cell box
    x0, y0 = m.layout.cell_origin(15, 2)
    assert m.tile_position(13, 15, 2) == (x0, y0 - 32)
    assert m.tile_position(1, 15, 2) == (x0, y0)


def test_map_version_changes_when_a_file_changes(tmp_path):
    path = good_map(tmp_path)
    m = load_hexmap(path)
    assert not m.is_stale()
    assert str(tmp_path / "byston_terrain.tsx") in m.files and len(m.files) >= 4
    st = os.stat(tmp_path / "tiles" / "landmark_castle.png")
    os.utime(tmp_path / "tiles" / "landmark_castle.png", ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    assert m.is_stale()


def test_loading_does_not_import_pygame(tmp_path):
    import subprocess

    path = good_map(tmp_path)
    code = ("import sys; from tabletop.core.tiled import load_hexmap; load_hexmap(sys.argv[1]); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    r = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_draw_order_follows_tiled():
    y = hexgrid.Layout(56, 64, 32, "y", "odd")
    assert draw_order(y, 3, 2) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    x_odd = hexgrid.Layout(64, 56, 32, "x", "odd")  # odd columns are shifted down: drawn after
    assert draw_order(x_odd, 4, 1) == [(0, 0), (2, 0), (1, 0), (3, 0)]
    x_even = hexgrid.Layout(64, 56, 32, "x", "even")
    assert draw_order(x_even, 4, 1) == [(1, 0), (3, 0), (0, 0), (2, 0)]


@pytest.mark.parametrize("encoding", ["base64", "zlib", "gzip"])
def test_base64_layers_read_like_csv(tmp_path, encoding):
    path = good_map(tmp_path)
    gids = [1 + (c + r) % 3 for r in range(H) for c in range(W)]
    raw = struct.pack(f"<{len(gids)}I", *gids)
    comp = {"base64": raw, "zlib": zlib.compress(raw), "gzip": gzip.compress(raw)}[encoding]
    attrs = 'encoding="base64"' + ("" if encoding == "base64" else f' compression="{encoding}"')
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>', f"<data {attrs}>{base64.b64encode(comp).decode()}</data>")
    m = load_hexmap(path)
    assert m.layer("terrain").gids == [gids[r * W:(r + 1) * W] for r in range(H)]


def test_layers_found_by_role_not_by_position(tmp_path):
    path = terrain_layer_renamed_and_last(good_map(tmp_path))
    m = load_hexmap(path)
    assert [l.name for l in m.layers][-1] == "Ground (painted)"
    assert m.layer("terrain").name == "Ground (painted)" and m.layer("terrain").gid_at(0, 0) == 1


def test_rectangle_and_rotated_outlines(tmp_path):
    path = good_map(tmp_path)
    edit(path, '<polygon points="0,0 112,0 112,300 0,300"/>', "", 1)
    edit(path, 'name="deploy a" x="0" y="0"', 'name="deploy a" x="0" y="0" width="112" height="300"')
    m = load_hexmap(path)
    rect = m.layer("zones").objects[0]
    assert rect.kind == "rectangle" and rect.outline() == [(0, 0), (112, 0), (112, 300), (0, 300)]
    cells = m.cells_inside(rect.outline())
    assert {m.cell_of(h)[0] for h in cells} == {0, 1}
    # the same rectangle drawn rotated 90 degrees clockwise about its origin at (112, 0)
    edit(path, 'name="deploy a" x="0" y="0" width="112" height="300"',
         'name="deploy a" x="112" y="0" width="300" height="112" rotation="90"')
    turned = load_hexmap(path).layer("zones").objects[0]
    assert [(round(x, 6), round(y, 6)) for x, y in turned.outline()] == [(112, 0), (112, 300), (0, 300), (0, 0)]
    assert m.cells_inside(turned.outline()) == cells


def test_object_positions_include_the_layer_offset(tmp_path):
    path = edit(good_map(tmp_path), '<objectgroup id="4" name="units">', '<objectgroup id="4" name="units" offsetx="56">')
    m = load_hexmap(path)
    assert [(o.x, o.y) for o in m.layer("units").objects] == [(84, 32), (1708, 32)]


def test_zone_cells_are_those_whose_centre_is_inside_or_on_the_outline():
    square = [(0, 0), (10, 0), (10, 10), (0, 10)]
    assert inside((5, 5), square) and inside((10, 5), square) and inside((0, 0), square)
    assert not inside((10.6, 5), square) and not inside((-1, -1), square)
    tri = [(0, 0), (10, 0), (0, 10)]
    assert inside((2, 2), tri) and not inside((8, 8), tri)


def test_load_hexmap_raises_one_map_error_listing_all_problems(tmp_path):
    path = good_map(tmp_path)
    rows = csv_rows(W, H, lambda c, r: 0x80000000 | 1 if (c, r) == (3, 3) else (99 if (c, r) == (4, 4) else 1))
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>', f'<data encoding="csv">{rows}</data>')
    edit(path, '<property name="role" value="decor"/>', '<property name="role" type="int" value="2"/>')
    with pytest.raises(MapError) as exc:
        load_hexmap(path)
    text = str(exc.value)
    assert "flipped or rotated" in text and "belong to no tileset" in text and "'role' must be a string" in text
    assert len(exc.value.problems) == 3 and all(p.file == str(path) for p in exc.value.problems)


# -- hostile files -----------------------------------------------------------------

def test_missing_file(tmp_path):
    assert_problem(tmp_path / "nope.tmx", "file not found")


def test_a_directory(tmp_path):
    assert_problem(tmp_path, "is a folder")


def test_binary_garbage(tmp_path):
    p = tmp_path / "junk.tmx"
    p.write_bytes(bytes(range(256)) * 8)
    assert_problem(p, "not a readable XML map")


def test_empty_file(tmp_path):
    p = tmp_path / "empty.tmx"
    p.write_bytes(b"")
    assert_problem(p, "the file is empty")


def test_broken_xml(tmp_path):
    path = good_map(tmp_path)
    path.write_text(good_text()[:-200])
    assert_problem(path, "not a readable XML map (line")


def test_an_unknown_encoding_in_the_xml_declaration_is_a_clear_problem(tmp_path):
    """Found by the map fuzzing soak: a changed byte made encoding="UJF-8"."""
    path = good_map(tmp_path)
    path.write_text(good_text().replace('encoding="UTF-8"', 'encoding="UJF-8"', 1))
    assert_problem(path, "not a readable XML map (unknown encoding: UJF-8)")


def test_json_map(tmp_path):
    p = tmp_path / "m.tmx"
    p.write_text('{"type": "map", "orientation": "hexagonal"}')
    assert_problem(p, "looks like a JSON file")


def test_xml_that_is_not_a_map(tmp_path):
    p = tmp_path / "m.tmx"
    p.write_text('<?xml version="1.0"?><svg width="10"/>')
    assert_problem(p, "root element is <svg>")


def test_xml_entities_refused(tmp_path):
    p = tmp_path / "m.tmx"
    p.write_text('<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa">]><map>&a;</map>')
    assert_problem(p, "XML entities are not allowed")


@pytest.mark.parametrize("orientation", ["orthogonal", "isometric", "staggered"])
def test_non_hex_orientations(tmp_path, orientation):
    path = edit(good_map(tmp_path), 'orientation="hexagonal"', f'orientation="{orientation}"')
    assert_problem(path, f"the map is '{orientation}'; the game needs a hexagonal map")


def test_infinite_map(tmp_path):
    path = good_map(tmp_path)
    chunk = f'<chunk x="0" y="0" width="{W}" height="{H}">{csv_rows(W, H)}</chunk>'
    edit(path, 'infinite="0"', 'infinite="1"')
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>', f'<data encoding="csv">{chunk}</data>')
    assert_problem(path, "the map is infinite")
    assert_problem(path, "layer data in chunks")


def test_zstd_layer(tmp_path):
    path = good_map(tmp_path)
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>',
         '<data encoding="base64" compression="zstd">KLUv/WAAAQAAAA==</data>')
    assert_problem(path, "layer compression 'zstd' is not supported")


def test_xml_tile_elements_layer(tmp_path):
    path = good_map(tmp_path)
    tiles = "".join('<tile gid="1"/>' for _ in range(W * H))
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>', f"<data>{tiles}</data>")
    assert_problem(path, "layer data as XML <tile> elements is not supported")


def test_corrupt_base64_layer(tmp_path):
    path = good_map(tmp_path)
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>',
         '<data encoding="base64" compression="zlib">bm90IHpsaWI=</data>')
    assert_problem(path, "layer data cannot be decoded")


def test_wrong_cell_count(tmp_path):
    path = good_map(tmp_path)
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>', '<data encoding="csv">1,2,3</data>')
    assert_problem(path, f"layer data has 3 cells, the map needs {W * H}")


def test_missing_tileset(tmp_path):
    path = good_map(tmp_path)
    os.remove(tmp_path / "byston_landmarks.tsx")
    assert_problem(path, "tileset file 'byston_landmarks.tsx' not found")


def test_missing_tile_image(tmp_path):
    path = good_map(tmp_path)
    os.remove(tmp_path / "tiles" / "landmark_tower.png")
    assert_problem(path, "image 'tiles/landmark_tower.png' not found")


def test_broken_tileset(tmp_path):
    path = good_map(tmp_path)
    (tmp_path / "byston_terrain.tsx").write_text("<tileset name='x'><image")
    assert_problem(path, "not a readable XML tileset")


@pytest.mark.parametrize("ref", ["../outside.tsx", "/etc/passwd", "sub/../../x.tsx"])
def test_paths_never_leave_the_map_folder(tmp_path, ref):
    inner = tmp_path / "inner"
    inner.mkdir()
    path = good_map(inner)
    (tmp_path / "outside.tsx").write_text((inner / "byston_landmarks.tsx").read_text())
    edit(path, 'source="byston_landmarks.tsx"', f'source="{ref}"')
    ok1, found = has(path, "points outside the map's folder")
    ok2, _ = has(path, "is an absolute path")
    assert ok1 or ok2, found


def test_a_folder_whose_name_begins_like_the_maps_is_outside_it(tmp_path):
    """The folder check is made on the real paths' text: ``inner2`` beside ``inner`` is not inside it, a
    symlink inside the folder to a file outside it points outside, a folder is not a file."""
    inner = tmp_path / "inner"
    inner.mkdir()
    path = good_map(inner)
    (tmp_path / "inner2").mkdir()
    (tmp_path / "inner2" / "l.tsx").write_text((inner / "byston_landmarks.tsx").read_text())
    edit(path, 'source="byston_landmarks.tsx"', 'source="../inner2/l.tsx"')
    assert_problem(path, "points outside the map's folder")
    os.symlink(tmp_path / "inner2" / "l.tsx", inner / "link.tsx")
    edit(path, 'source="../inner2/l.tsx"', 'source="link.tsx"')
    assert_problem(path, "points outside the map's folder")
    (inner / "folder.tsx").mkdir()
    edit(path, 'source="link.tsx"', 'source="folder.tsx"')
    assert_problem(path, "tileset file 'folder.tsx' not found")
    edit(path, 'source="folder.tsx"', 'source="."')
    assert_problem(path, "tileset file '.' not found")


def test_tileset_image_outside_the_folder(tmp_path):
    path = good_map(tmp_path)
    edit(tmp_path / "byston_terrain.tsx", 'source="tiles/byston_terrain.png"', 'source="../byston_terrain.png"')
    assert_problem(path, "points outside the map's folder")


def test_a_map_names_its_game_in_a_map_property(tmp_path):
    path = good_map(tmp_path)
    edit(path, 'value="dunbine"', 'value="gundam"')
    assert map_game(path) == "gundam" and check_hexmap(path) == []  # which game is not the reader's business
    edit(path, '<property name="game" value="gundam"/>', '<property name="game">multi\nline</property>')
    assert map_game(path) == "multi\nline"
    text = path.read_text()
    start, end = text.index(" <properties>"), text.index(" </properties>") + len(" </properties>\n")
    path.write_text(text[:start] + text[end:])
    assert map_game(path) is None
    junk = tmp_path / "junk.tmx"
    junk.write_bytes(bytes(range(256)))
    assert map_game(junk) is None and map_game(tmp_path / "missing.tmx") is None and map_game(tmp_path) is None
    svg = tmp_path / "x.tmx"
    svg.write_text('<svg><properties><property name="game" value="dunbine"/></properties></svg>')
    assert map_game(svg) is None


def test_odd_tile_size_and_bad_stagger(tmp_path):
    path = good_map(tmp_path)
    edit(path, 'tilewidth="56"', 'tilewidth="57"')
    edit(path, 'staggeraxis="y"', 'staggeraxis="z"')
    assert_problem(path, "tilewidth 57 is odd")
    assert_problem(path, "stagger axis 'z' must be x or y")


def test_hexside_longer_than_the_tile(tmp_path):
    path = edit(good_map(tmp_path), 'hexsidelength="32"', 'hexsidelength="64"')
    assert_problem(path, "hex side 64 must be shorter")


def test_flipped_tiles_and_unknown_gids(tmp_path):
    path = good_map(tmp_path)
    flipped = 0x80000000 | 1
    rows = csv_rows(W, H, lambda c, r: flipped if (c, r) == (3, 3) else (99 if (c, r) == (4, 4) else 1))
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>', f'<data encoding="csv">{rows}</data>')
    assert_problem(path, "1 cells hold flipped or rotated tiles")
    assert_problem(path, "tiles [99] belong to no tileset")


def test_role_must_be_text(tmp_path):
    path = edit(good_map(tmp_path), '<property name="role" value="decor"/>', '<property name="role" type="int" value="3"/>')
    assert_problem(path, "property 'role' must be a string")
    m, _problems = read_hexmap(path)
    assert m.layers[1].role == ""


def test_any_role_is_read_what_it_means_is_the_games(tmp_path):
    path = edit(good_map(tmp_path), '<property name="role" value="decor"/>', '<property name="role" value="scenery"/>')
    assert check_hexmap(path) == [] and load_hexmap(path).layer("scenery").name == "landmarks"


def test_layers_without_a_role_are_found_by_the_names_given(tmp_path):
    path = edit(good_map(tmp_path), '<property name="role" value="decor"/>', "")
    m = load_hexmap(path)
    assert m.layer("decor") is None and m.layer("decor", "tile", ("decor", "landmarks")).name == "landmarks"
    assert m.layer("decor", "object", ("decor", "landmarks")) is None


def test_a_missing_template_or_one_outside_the_maps_folder_is_a_problem(tmp_path):
    path = edit(good_map(tmp_path), '<object id="3" name="Sho"', '<object id="3" template="unit.tx" name="Sho"')
    assert_problem(path, "template 'unit.tx' not found")
    edit(path, 'template="unit.tx"', 'template="../unit.tx"')
    (tmp_path.parent / "unit.tx").write_text('<template><object type="unit"><point/></object></template>')
    assert_problem(path, "points outside the map's folder")


def test_property_named_like_an_attribute_is_reported_not_raised(tmp_path):
    path = edit(good_map(tmp_path), '<property name="machine" value="dunbine"/>',
                '<property name="machine" value="dunbine"/><property name="name" value="x"/>')
    found = texts(path)
    assert found and any("pytmx cannot read the map" in t for t in found), found


def test_tiled_example_hex_maps_give_messages(tmp_path):
    """A real hex map from Tiled's own examples uses rotated tiles."""
    examples = "/usr/share/doc/tiled/examples"
    if not os.path.isdir(examples):
        pytest.skip("Tiled's examples are not installed")
    found = texts(os.path.join(examples, "test_hexagonal_tile_60x60x30.tmx"))
    assert any("flipped or rotated" in t for t in found)


def test_hexmap_neighbours_stay_on_map(tmp_path):
    m = load_hexmap(good_map(tmp_path))
    inner = m.hex_at(5, 3)
    assert all(m.on_map(n) for n in hexgrid.neighbors(inner))
    corner = m.hex_at(0, 0)
    assert sum(m.on_map(n) for n in hexgrid.neighbors(corner)) == 2  # east and south-east (odd-r)
    assert corner == Hex(0, 0)


def test_groups_and_image_layers_keep_document_order_and_effective_offsets(tmp_path):
    path = good_map(tmp_path)
    text = path.read_text()
    start, end = text.index(' <layer id="1"'), text.index(' <layer id="2"')
    layer = text[start:end]
    text = text.replace(layer, ' <group id="7" name="ground" offsetx="4" offsety="-2" opacity="0.5" visible="0">\n'
                        + layer.replace('<layer id="1"', '<layer id="1" offsetx="1" opacity="0.5"') + " </group>\n"
                        ' <imagelayer id="8" name="backdrop"><image source="tiles/landmark_castle.png"/></imagelayer>\n')
    path.write_text(text)
    m = load_hexmap(path)
    assert [(l.name, l.kind, l.group) for l in m.layers] == [
        ("ground", "group", ""), ("terrain", "tile", "ground"), ("backdrop", "image", ""),
        ("landmarks", "tile", ""), ("deployment zones", "object", ""), ("units", "object", "")]
    terrain = m.layer("terrain")
    assert terrain.offset == (5, -2) and terrain.opacity == 0.25 and terrain.visible is False
    assert m.layers[2].image == str(tmp_path / "tiles" / "landmark_castle.png")
    x0, y0 = m.layout.cell_origin(3, 1)
    assert m.tile_position(1, 3, 1, terrain) == (x0 + 5, y0 - 2)


def test_missing_image_layer_image(tmp_path):
    path = edit(good_map(tmp_path), " </objectgroup>\n</map>",
                ' </objectgroup>\n <imagelayer id="9" name="sky"><image source="clouds.png"/></imagelayer>\n</map>')
    assert_problem(path, "image 'clouds.png' not found")


def test_absurd_map_size_is_refused_quickly(tmp_path):
    path = good_map(tmp_path)
    text = path.read_text()
    path.write_text(text.replace(f'width="{W}" height="{H}"', 'width="100000" height="100000"'))
    assert_problem(path, "the map has 100000 x 100000 cells")


def test_map_without_any_layer_reads(tmp_path):
    p = tmp_path / "bare.tmx"
    p.write_text('<map version="1.8" orientation="hexagonal" width="4" height="4" tilewidth="56" tileheight="64" '
                 'hexsidelength="32" staggeraxis="y" staggerindex="odd" infinite="0"/>')
    m = load_hexmap(p)
    assert (m.width, m.height, m.layers, m.properties) == (4, 4, [], {}) and map_game(p) is None


@pytest.mark.parametrize("axis,index,size", [("y", "odd", (56, 64, 32)), ("y", "even", (56, 64, 32)),
                                             ("x", "odd", (64, 56, 32)), ("x", "even", (64, 56, 32))])
def test_zone_cells_found_line_by_line_are_those_of_a_test_per_cell(axis, index, size):
    # cells_inside tests only the stretches of each line of centres that the outline's edges bound;
    # the result is that of ``inside`` at every cell centre, outlines through centres and edges included.
    import random

    rng = random.Random(7)
    m = HexMap("x.tmx", 30, 24, hexgrid.Layout(*size, axis, index), {})
    w, h = m.pixel_size()
    centres = [m.layout.cell_center(c, r) for r in range(m.height) for c in range(m.width)]
    outlines = [[(0, 0), (w, 0), (w, h), (0, h)], [(-40, -40), (w / 3, -40), (w / 3, h + 40), (-40, h + 40)]]
    for _ in range(40):
        n = rng.randint(3, 9)
        pts = [rng.choice(centres) if rng.random() < 0.3 else (rng.uniform(-60, w + 60), rng.uniform(-60, h + 60))
               for _ in range(n)]
        outlines.append(pts)
    for outline in outlines:
        expected = {m.hex_at(c, r) for r in range(m.height) for c in range(m.width)
                    if inside(m.layout.cell_center(c, r), outline)}
        assert m.cells_inside(outline) == expected


def test_a_kept_tileset_is_read_again_when_its_bytes_change(tmp_path):
    """Tileset trees are kept per process (``tiled_xml._KEPT``), but a file edited in the same clock tick, even
    to the same size, is parsed again: the kept tree is given only for the very same bytes."""
    path = good_map(tmp_path)
    first, problems = read_hexmap(path)
    assert first is not None and not problems
    edit(tmp_path / "byston_landmarks.tsx", "landmark_castle.png", "landmark_castlf.png")  # same length
    again, problems = read_hexmap(path)
    assert again is None and any("landmark_castlf.png" in p.text for p in problems)


def _pytmx_reading(tm):
    """What the map's reader takes from pytmx (and what pytmx found), comparable."""
    tiles = {g: {k: repr(v) if k == "colliders" else v for k, v in p.items()} for g, p in tm.tile_properties.items()}
    return (tm.images, dict(tm.tiledgidmap), tiles, tm.properties,
            [(ts.firstgid, ts.source, ts.name, ts.offset, ts.width, ts.height, ts.tilewidth, ts.tileheight,
              ts.tilecount, ts.properties) for ts in tm.tilesets],
            [(type(l).__name__, getattr(l, "id", None), l.name, l.properties) for l in tm.layers])


def _shipped_maps():
    from tabletop.resources import maps_dir

    return sorted(maps_dir().glob("*.tmx"))


@pytest.mark.parametrize("where", ["shipped", "subfolder"])
def test_pytmx_reads_the_parsed_tilesets_as_it_reads_their_files(tmp_path, monkeypatch, where):
    """The external tilesets are given to pytmx as ``tiled_xml`` parsed them (``tiled._inline_tileset``), their
    image paths made relative to the map as pytmx makes them for a file: pytmx reads the same, without opening
    the .tsx files again. ``subfolder``: the tilesets in a folder of their own (paths joined to it)."""
    import itertools
    import xml.etree.ElementTree as ET

    from tabletop.core import tiled, tiled_xml

    if where == "shipped":
        paths = _shipped_maps()
    else:
        (tmp_path / "sets").mkdir()
        inner = good_map(tmp_path / "sets")
        paths = [tmp_path / "m.tmx"]
        paths[0].write_text(inner.read_text(encoding="utf-8").replace('source="byston', 'source="sets/byston'),
                            encoding="utf-8")
        inner.unlink()
        assert check_hexmap(paths[0]) == []
    for path in paths:
        raw, problems = tiled_xml.read_tmx(path)
        assert raw is not None and not problems
        used = [list(dict.fromkeys(itertools.chain.from_iterable(l.gids or []))) for l in raw.layers
                if l.kind == "tile"]
        from_files = tiled._pytmx_map(path, raw.root, used)
        real_parse = ET.parse
        with monkeypatch.context() as patched:
            patched.setattr(ET, "parse", lambda *a, **k: pytest.fail(f"pytmx parsed {a[0]} again"))
            given = tiled._pytmx_map(path, raw.root, used, raw.tilesets)
        assert ET.parse is real_parse
        assert _pytmx_reading(given) == _pytmx_reading(from_files)
        assert len(given.tilesets) == 2 and all(ts.tree is not None for ts in raw.tilesets)


def test_a_tileset_pytmx_would_read_otherwise_embedded_is_left_to_it(tmp_path):
    """Collision shapes (an ``objectgroup`` pytmx would take for a map layer if embedded), a tile ``path``
    property (rewritten by pytmx for a file only): pytmx reads such a tileset from its file, as before."""
    import itertools

    from tabletop.core import tiled, tiled_xml

    path = good_map(tmp_path)
    cases = {
        "collision": ('<tile id="0">', '<tile id="0"><objectgroup id="9"><object id="1" x="0" y="0" width="4" '
                                       'height="4"/></objectgroup>'),
        "path": ('<tile id="0">\n  <properties>', '<tile id="0">\n  <properties><property name="path" value="a.png"/>'),
    }
    for case, (old, new) in cases.items():
        tsx = tmp_path / "byston_terrain.tsx"
        text = tsx.read_text(encoding="utf-8")
        edit(tsx, old, new)
        raw, problems = tiled_xml.read_tmx(path)
        assert raw is not None and not problems, case
        el = raw.root.find("tileset")
        assert tiled._inline_tileset(el, raw.tilesets[0].tree) is None, case
        assert tiled._inline_tileset(raw.root.findall("tileset")[1], raw.tilesets[1].tree) is not None
        used = [list(dict.fromkeys(itertools.chain.from_iterable(l.gids or []))) for l in raw.layers
                if l.kind == "tile"]
        given = tiled._pytmx_map(path, raw.root, used, raw.tilesets)
        assert _pytmx_reading(given) == _pytmx_reading(tiled._pytmx_map(path, raw.root, used)), case
        assert [(e.attrib, len(e)) for e in raw.root.findall("tileset")] == [  # the map's tree is left as it was
            ({"firstgid": "1", "source": "byston_terrain.tsx"}, 0), ({"firstgid": "13", "source": "byston_landmarks.tsx"}, 0)]
        tsx.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("text", ["\n1,2,3,\n4,5,6\n", "1,2,3", " 1 , 2 ,3 ", "1,,2", "1,2,3,", "1\n2,3", "0,+4,00,-1",
                                  "7,7,7,7", "1_0,２", "", "\n", "1,x", ","])
def test_csv_gids_are_each_entry_as_int_reads_it(text):
    """``_csv_gids`` (each distinct entry read once) gives what reading every entry gives, or the same error."""
    def every_entry(t):
        try:
            return list(map(int, t.split(",")))
        except ValueError:
            return [int(v) for v in t.replace("\n", "").split(",") if v.strip()]

    def outcome(read):
        try:
            return read(text)
        except ValueError as exc:
            return f"ValueError: {exc}"

    assert outcome(tiled_xml._csv_gids) == outcome(every_entry)
