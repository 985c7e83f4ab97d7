"""Maps made to hurt (issue 21, items 6, 9 and 10): each is refused with one ``MapError``
naming the file and the limit or the reason, before the costly work is done.

* a zlib/gzip layer that inflates far past what the map needs (a 352 KB file
  once took 1.33 GB before being refused),
* a zone polygon of 200,000 points (once kept ``map check`` busy past 180 s),
* 2,000 units a side (once 8.6 s),
* objects with NaN or infinite coordinates (once a bare ``ValueError``, and a
  crash when hot-reloaded during a game),
* a UTF-16 map with entities (got past the old ``<!ENTITY`` byte check) and
  the billion laughs.
"""

from __future__ import annotations

import base64
import gzip
import time
import tracemalloc
import zlib

import pytest

from tabletop.core import hexgrid, tiled_xml
from tabletop.core.errors import MapError
from tabletop.core.tiled import inside
from tabletop.games.dunbine.maps import load_map
from tests.maps.factory import H, W, csv_rows, edit, good_map

UNIT = '''  <object id="{id}" name="u{id}" x="{x}" y="32">
   <properties>
    <property name="facing" type="int" value="0"/>
    <property name="machine" value="dunbine"/>
    <property name="pilot" value="sho"/>
    <property name="side" value="{side}"/>
   </properties>
   <point/>
  </object>
'''


def refusal(path) -> str:
    """The text of the one ``MapError`` loading ``path`` raises (it must name the file)."""
    with pytest.raises(MapError) as info:
        load_map(path)
    text = str(info.value)
    assert str(path) in text
    return text


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_a_layer_that_inflates_to_gigabytes_is_refused_before_inflating(tmp_path, compression):
    path = good_map(tmp_path)
    bomb = b"\0" * (64 * 1024 * 1024)  # 64 MiB of zeros: a few dozen KB compressed
    packed = zlib.compress(bomb, 9) if compression == "zlib" else gzip.compress(bomb, 9)
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>',
         f'<data encoding="base64" compression="{compression}">{base64.b64encode(packed).decode()}</data>')
    tracemalloc.start()
    try:
        text = refusal(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert f"limit {4 * W * H} bytes" in text
    assert peak < 16 * 1024 * 1024, f"{peak} bytes at the peak"


def test_a_cut_short_compressed_layer_is_a_problem_not_a_crash(tmp_path):
    path = good_map(tmp_path)
    packed = zlib.compress(b"\1\0\0\0" * (W * H))[:-8]
    edit(path, f'<data encoding="csv">{csv_rows(W, H)}</data>',
         f'<data encoding="base64" compression="zlib">{base64.b64encode(packed).decode()}</data>')
    assert "cannot be decoded" in refusal(path)


def test_a_zone_of_200000_points_is_refused_at_once(tmp_path):
    path = good_map(tmp_path)
    points = " ".join(f"{i % 112},{i % 300}" for i in range(200_000))
    edit(path, '<polygon points="0,0 112,0 112,300 0,300"/>', f'<polygon points="{points}"/>')
    start = time.perf_counter()
    text = refusal(path)
    assert time.perf_counter() - start < 10
    assert "200000 points" in text and f"limit {tiled_xml.MAX_POINTS}" in text


def test_2000_units_a_side_are_refused_at_once(tmp_path):
    path = good_map(tmp_path)
    units = "".join(UNIT.format(id=10 + i, x=28 if i % 2 else 1652, side="ab"[i % 2]) for i in range(4000))
    edit(path, ' </objectgroup>\n</map>', units + ' </objectgroup>\n</map>')
    start = time.perf_counter()
    text = refusal(path)
    assert time.perf_counter() - start < 10
    assert f"limit {tiled_xml.MAX_OBJECTS}" in text
    assert text.count(f"limit {tiled_xml.MAX_OBJECTS}") == 1


@pytest.mark.parametrize("axis", ["y", "x"])
def test_zone_cells_from_the_bounding_box_are_those_of_the_whole_map(tmp_path, axis):
    hexmap = load_map(good_map(tmp_path))
    if axis == "x":
        hexmap.layout = hexgrid.Layout(64, 56, 32, "x", "even")
    w, h = hexmap.pixel_size()
    outlines = [o.outline() for o in hexmap.layer("zones").objects]
    outlines += [[(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)], [(300.0, 90.0), (420.0, 60.0), (380.0, 250.0)],
                 [(w - 50.0, h - 40.0), (w + 90.0, h - 40.0), (w + 90.0, h + 80.0)]]
    for outline in outlines:
        every = {hexmap.hex_at(c, r) for r in range(hexmap.height) for c in range(hexmap.width)
                 if inside(hexmap.layout.cell_center(c, r), outline)}
        assert hexmap.cells_inside(outline) == every


@pytest.mark.parametrize("attr,value", [("x", "nan"), ("y", "inf"), ("x", "-Infinity"), ("rotation", "NaN")])
def test_non_finite_object_numbers_are_one_map_error(tmp_path, attr, value):
    path = good_map(tmp_path)
    edit(path, '<object id="3" name="Sho" x="28" y="32">',
         f'<object id="3" name="Sho" x="28" y="32" {attr}="{value}">'.replace(f' {attr}="28"', "").replace(
             f' {attr}="32"', ""))
    assert "finite number" in refusal(path)


def test_non_finite_polygon_points_are_one_map_error(tmp_path):
    path = good_map(tmp_path)
    edit(path, '<polygon points="0,0 112,0 112,300 0,300"/>', '<polygon points="0,0 nan,0 112,inf 0,300"/>')
    assert "finite x,y" in refusal(path)


def test_hot_reloading_a_map_with_nan_keeps_the_game_and_shows_the_problem(tmp_path):
    pygame = pytest.importorskip("pygame")
    from tabletop.ui.views.dunbine.mapview import MapView

    path = good_map(tmp_path)
    pygame.display.init()
    pygame.display.set_mode((400, 300))
    seen: list[str | None] = []
    view = MapView(load_map(path), on_problem=seen.append)
    time.sleep(0.01)
    edit(path, '<object id="3" name="Sho" x="28" y="32">', '<object id="3" name="Sho" x="nan" y="32">')
    assert view.check_reload() is False
    assert seen and "finite number" in seen[0]


ENTITIES = ('<?xml version="1.0" encoding="UTF-16"?>\n<!DOCTYPE map [<!ENTITY a "aaaa">]>\n'
            '<map version="1.10" orientation="hexagonal">&a;</map>\n')
LAUGHS = ('<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n'
          + "".join(f' <!ENTITY lol{i} "{("&lol" + str(i - 1) + ";") * 10 if i > 1 else "&lol;" * 10}">\n'
                    for i in range(1, 10))
          + ']>\n<map>&lol9;</map>\n')


@pytest.mark.parametrize("text,encoding", [(ENTITIES, "utf-16"), (ENTITIES.replace("UTF-16", "UTF-16BE"), "utf-16-be"),
                                           (LAUGHS, "utf-8"), (LAUGHS, "utf-16")],
                         ids=["utf16-entity", "utf16be-entity", "billion-laughs", "billion-laughs-utf16"])
def test_entities_are_refused_whatever_the_encoding(tmp_path, text, encoding):
    path = tmp_path / "evil.tmx"
    path.write_bytes(text.encode(encoding))
    start = time.perf_counter()
    problems = refusal(path)
    assert time.perf_counter() - start < 2
    assert "XML entities are not allowed" in problems
    assert problems.count("\n") == 0  # one line: the file and the reason


def test_two_wide_zones_are_measured_apart_quickly(tmp_path):
    from tabletop.games.dunbine.maps import read_map
    from tests.maps.factory import copy_tilesets, good_text

    copy_tilesets(tmp_path)
    path = tmp_path / "wide.tmx"
    text = good_text(160, 80).replace('x="1568" y="0"', 'x="6048" y="0"')
    wide = '<polygon points="0,0 4480,0 4480,3900 0,3900"/>'
    path.write_text(text.replace('<polygon points="0,0 112,0 112,300 0,300"/>', wide), encoding="utf-8")
    start = time.perf_counter()
    hexmap, problems = read_map(path)  # zones of 70 x 80 and 38 x 80 hexes, 24 columns apart
    seconds = time.perf_counter() - start
    assert hexmap is not None and len(hexmap.zones["a"]) > 5000 and len(hexmap.zones["b"]) > 2500
    assert not [p for p in problems if "deployment zones are only" in p.text]
    assert seconds < 5  # every pair of hexes: 9.6 s on the 2-core machine; the edges: 0.3 s


# The reader refuses any DTD before the C parser sees the file (``tiled_xml._check_prolog``): a DTD declares
# nothing Tiled writes, and is refused whatever it holds, wherever in the prolog it stands and whatever the
# encoding.
DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'
DTDS = {
    "bare-doctype": ("<!DOCTYPE map>\n", "utf-8"),
    "empty-internal-subset": ("<!DOCTYPE map []>\n", "utf-8"),
    "system-dtd": ('<!DOCTYPE map SYSTEM "http://example.invalid/map.dtd">\n', "utf-8"),
    "public-dtd": ('<!DOCTYPE map PUBLIC "-//Example//Map//EN" "map.dtd">\n', "utf-8"),
    "attribute-default": ('<!DOCTYPE map [<!ATTLIST map staggerindex CDATA "even">]>\n', "utf-8"),
    "external-entity": ('<!DOCTYPE map [<!ENTITY x SYSTEM "secret.txt">]>\n', "utf-8"),
    "parameter-entity": ('<!DOCTYPE map [<!ENTITY % p SYSTEM "secret.txt"> %p;]>\n', "utf-8"),
    "after-comment-and-pi": ("<!-- made by hand --><?tiled x?>\n<!DOCTYPE map>\n", "utf-8"),
    "after-utf8-bom": ("<!DOCTYPE map>\n", "utf-8-sig"),
    "utf16-with-bom": ("<!DOCTYPE map>\n", "utf-16"),
    "utf16-without-bom": ("<!DOCTYPE map>\n", "utf-16-le"),
    "latin1": ("<!DOCTYPE map>\n", "latin-1"),
}


@pytest.mark.parametrize("name", DTDS)
def test_a_dtd_is_refused_even_without_entities(tmp_path, name):
    doctype, encoding = DTDS[name]
    (tmp_path / "secret.txt").write_text("SECRET", encoding="utf-8")
    path = good_map(tmp_path)
    text = path.read_text(encoding="utf-8")
    assert text.startswith(DECL)
    body = text[len(DECL):].replace("</map>", "&x;</map>") if "ENTITY x" in doctype else text[len(DECL):]
    label = {"utf-8-sig": "UTF-8", "utf-16-le": "UTF-16", "latin-1": "ISO-8859-1"}.get(encoding, encoding.upper())
    path.write_bytes((DECL.replace("UTF-8", label) + doctype + body).encode(encoding, "xmlcharrefreplace"))
    problems = refusal(path)
    assert "DTD or XML entities are not allowed" in problems and "SECRET" not in problems
    assert problems.count("\n") == 0


def test_the_same_map_without_the_dtd_loads(tmp_path):
    """The maps of ``test_a_dtd_is_refused_even_without_entities`` are refused for their DTD alone."""
    path = good_map(tmp_path)
    text = path.read_text(encoding="utf-8")
    for encoding, label in (("utf-8-sig", "UTF-8"), ("utf-16", "UTF-16"), ("utf-16-le", "UTF-16"),
                            ("latin-1", "ISO-8859-1")):
        path.write_bytes(text.replace("UTF-8", label, 1).encode(encoding, "xmlcharrefreplace"))
        assert load_map(path).width == W


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
@pytest.mark.parametrize("where", ["content", "attribute"])
def test_an_entity_without_a_dtd_is_an_unreadable_map(tmp_path, where, encoding):
    path = good_map(tmp_path)
    text = path.read_text(encoding="utf-8").replace("UTF-8", encoding.upper(), 1)
    text = (text.replace("</map>", "&a;</map>") if where == "content"
            else text.replace('name="game"', 'name="&a;"'))
    path.write_bytes(text.encode(encoding))
    problems = refusal(path)
    assert "not a readable XML map" in problems and "undefined entity" in problems


def test_a_dtd_after_the_map_element_is_an_unreadable_map(tmp_path):
    path = good_map(tmp_path)
    path.write_text(path.read_text(encoding="utf-8") + '<!DOCTYPE map [<!ENTITY a "aaaa">]>\n', encoding="utf-8")
    assert "junk after document element" in refusal(path)


def test_a_tileset_with_a_dtd_is_refused_even_once_read(tmp_path):
    """The tilesets go through the same reader, and a tileset kept from an earlier read is parsed again
    (and refused) once its bytes change."""
    path = good_map(tmp_path)
    load_map(path)
    tsx = tmp_path / "byston_terrain.tsx"
    text = tsx.read_text(encoding="utf-8")
    tsx.write_text(text.replace("<tileset", '<!DOCTYPE tileset [<!ENTITY a "a">]>\n<tileset', 1), encoding="utf-8")
    problems = refusal(path)
    assert "byston_terrain.tsx" in problems and "DTD or XML entities are not allowed in a tileset" in problems


def test_a_template_with_a_dtd_is_refused(tmp_path):
    template = tmp_path / "unit.tx"
    template.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE template>\n'
                        '<template><object name="u"><point/></object></template>\n', encoding="utf-8")
    seen: list[str] = []
    assert tiled_xml.parse_xml_file(template, lambda where, text: seen.append(text), "template") is None
    assert seen == ["a DTD or XML entities are not allowed in a template file / DTD や XML エンティティは使えません"]


def test_a_long_comment_before_the_map_is_read_in_growing_pieces(tmp_path):
    """The DTD check gives expat the file in growing pieces: expat reads a token cut between two pieces again
    from its start, so a prolog of one long comment given 64 bytes at a time took the square of its length
    (minutes for this one); now it loads like any map."""
    path = good_map(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("<map ", "<!--" + "x" * (1 << 20) + "-->\n<map ", 1), encoding="utf-8")
    assert load_map(path).width == W
