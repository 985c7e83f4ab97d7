"""The real Tiled (1.8) as the judge of what Dunbine reads from the shipped maps: placements and zones.

Skipped where ``tiled`` is not installed (``.ci/run`` installs it); the helpers
and the generic reading are in ``tests/core/test_tiled_real.py``.
"""

from __future__ import annotations

import pytest

from tabletop.core.tiled import inside
from tabletop.games.dunbine.maps import load_map
from tests.core.test_tiled_real import SHIPPED, copy_maps, export_json, props, tiled


@pytest.fixture
def maps_copy(tmp_path):
    return copy_maps(tmp_path)


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_placements_and_zones_read_by_tiled_as_by_us(maps_copy, name):
    data = export_json(maps_copy, name)
    m = load_map(maps_copy / f"{name}.tmx")
    units = next(l for l in data["layers"] if props(l).get("role") == "units")
    assert len(units["objects"]) == len(m.placements)
    for obj, p in zip(units["objects"], m.placements):
        assert obj["point"] is True
        assert (obj["id"], obj["name"]) == (p.object_id, p.name)
        assert p.hex == m.layout.pixel_to_hex(obj["x"], obj["y"])
        pr = props(obj)
        assert (pr["side"], pr["machine"], pr["pilot"], pr["facing"], pr.get("thrust")) == (
            p.side, p.machine, p.pilot, p.facing, p.thrust)
    zones = next(l for l in data["layers"] if props(l).get("role") == "zones")
    assert {props(o)["side"] for o in zones["objects"]} == {"a", "b"}
    for obj in zones["objects"]:
        poly = [(obj["x"] + p["x"], obj["y"] + p["y"]) for p in obj["polygon"]]
        covered = sorted(m.hex_at(c, r) for r in range(m.height) for c in range(m.width)
                         if inside(m.layout.cell_center(c, r), poly))
        assert covered == m.zones[props(obj)["side"]]


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_maps_survive_a_resave_by_tiled(maps_copy, name):
    """Open in Tiled 1.8 and save again: the game reads the same terrain, zones and units."""
    before = load_map(maps_copy / f"{name}.tmx")
    r = tiled("--export-map", "tmx", f"{name}.tmx", f"{name}.resaved.tmx", cwd=maps_copy)
    assert r.returncode == 0, r.stderr
    after = load_map(maps_copy / f"{name}.resaved.tmx")
    assert after.cells == before.cells and after.zones == before.zones
    assert after.placements == before.placements and after.properties == before.properties
