"""The real Tiled (1.8) on the maps the project's tools make: a map made by ``tabletop map new`` and the shipped
skirmish laid out with the templates (as Tiled writes template instances). Tiled opens and exports them (TMX and
JSON), and the game reads each export to the same map.

Skipped where ``tiled`` is not installed (``.ci/run`` installs it). Tiled 1.8.2's command line has no
``--project`` and does not load a project when exporting, so enum-typed values come back as plain strings
(their ``propertytype`` dropped) and a class-typed value loses its members: the game reads both the same,
and class-typed values are tested without Tiled (``test_tiled_project.py``).
"""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.games.dunbine.maps import check_map, load_map
from tests.core.test_tiled_real import copy_maps, props, tiled
from tests.maps.test_tiled_project import skirmish_from_templates


def same_map(a, b) -> None:
    assert a.cells == b.cells and a.zones == b.zones and a.placements == b.placements
    assert a.properties == b.properties and (a.width, a.height, a.layout) == (b.width, b.height, b.layout)


@pytest.fixture
def folder(tmp_path):
    folder = copy_maps(tmp_path)
    skirmish_from_templates(folder)
    assert main(["map", "new", str(folder / "fresh.tmx"), "--size", "32x14"]) == 0
    return folder


@pytest.mark.parametrize("name", ["skirmish", "fresh"])
def test_tiled_resaves_template_maps_and_the_game_reads_the_same(folder, name):
    before = load_map(folder / f"{name}.tmx")
    r = tiled("--export-map", "tmx", f"{name}.tmx", f"{name}.resaved.tmx", cwd=folder)
    assert r.returncode == 0 and "error" not in r.stderr.lower(), r.stderr
    text = (folder / f"{name}.resaved.tmx").read_text(encoding="utf-8")
    assert 'template="templates/unit_a.tx"' in text and 'template="templates/zone.tx"' in text
    assert check_map(folder / f"{name}.resaved.tmx") == []
    same_map(load_map(folder / f"{name}.resaved.tmx"), before)


@pytest.mark.parametrize("name", ["skirmish", "fresh"])
def test_tiled_json_export_of_template_instances_matches_our_reading(folder, name):
    r = tiled("--export-map", "json", f"{name}.tmx", f"{name}.json", cwd=folder)
    assert r.returncode == 0, r.stderr
    data = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    m = load_map(folder / f"{name}.tmx")
    units = next(l for l in data["layers"] if props(l).get("role") == "units")
    assert len(units["objects"]) == len(m.placements)
    for obj, p in zip(units["objects"], m.placements):
        side = obj["template"].rsplit("unit_", 1)[1][0]
        assert obj["template"] == f"templates/unit_{side}.tx" and (obj["id"], side) == (p.object_id, p.side)
        assert p.hex == m.layout.pixel_to_hex(obj["x"], obj["y"])
        assert {k: v for k, v in props(obj).items()} == {"machine": p.machine, "pilot": p.pilot}


def test_tiled_exports_the_templates_maps_with_their_templates_unchanged(folder):
    before = {t.name: t.read_text(encoding="utf-8") for t in (folder / "templates").iterdir()}
    r = tiled("--export-map", "tmx", "fresh.tmx", "fresh.again.tmx", cwd=folder)
    assert r.returncode == 0, r.stderr
    assert {t.name: t.read_text(encoding="utf-8") for t in (folder / "templates").iterdir()} == before


def test_tiled_resaves_a_maps_scenario_properties_and_the_game_plays_the_same(folder):
    """A map's scenario settings typed as Tiled writes them (int, and the ``victory`` enum) survive Tiled."""
    from tabletop.games.dunbine.maps import scenario_of_map
    from tests.maps.factory import edit

    edit(folder / "fresh.tmx", '<property name="title_en" value="fresh"/>', '<property name="title_en" value="fresh"/>\n'
         '  <property name="turn_limit" type="int" value="5"/>\n'
         '  <property name="victory" propertytype="victory" value="points"/>')
    r = tiled("--export-map", "tmx", "fresh.tmx", "fresh.resaved.tmx", cwd=folder)
    assert r.returncode == 0, r.stderr
    scn = scenario_of_map(folder / "fresh.resaved.tmx")
    assert (scn.turn_limit, scn.victory, scn.defaulted) == (5, "points", ())
    assert check_map(folder / "fresh.resaved.tmx") == []
