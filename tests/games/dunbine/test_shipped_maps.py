"""The maps that ship in ``maps/``: sizes, scenario files, ids, and rule 2.6 on every one of them."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tabletop.core import hexgrid
from tabletop.games.dunbine.maps import check_scenario, closest, load_map, terrain_of
from tabletop.resources import maps_dir

MACHINES = {"dunbine", "billbine", "drumlo", "bastole", "leprechaun", "zwarth", "dana_oshee", "bozune", "botune",
            "garaba", "bilanbee", "wing_caliber"}
PILOTS = {"sho", "marvel", "todd", "bern", "galalia", "ni", "keen", "jerril", "fei_chen_kwan", "musee_poe", "riml",
          "tokamak"}
SHIPPED = {"skirmish": (30, 20), "forest_clash": (44, 30), "great_battle": (64, 44)}


def test_every_map_in_the_folder_is_known_and_has_a_scenario():
    tmx = sorted(p.stem for p in maps_dir().glob("*.tmx"))
    assert tmx == sorted(SHIPPED)
    for name in tmx:
        assert (maps_dir() / f"{name}.scenario.toml").is_file()
    assert max(w * h for w, h in SHIPPED.values()) >= 60 * 40


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_shipped_map_loads_with_its_size_and_both_sides(name):
    m = load_map(maps_dir() / f"{name}.tmx")
    assert (m.width, m.height) == SHIPPED[name]
    assert all(m.cells.values()), "every cell has a terrain"
    assert {p.side for p in m.placements} == {"a", "b"}
    for key in ("title_ja", "title_en", "side_a_ja", "side_a_en", "side_b_ja", "side_b_en"):
        assert m.properties[key]
    assert m.properties["side_a_ja"] == "ギブン家／ナの国" and m.properties["side_b_ja"] == "ドレイク軍"


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_shipped_map_ids_are_the_games_ids(name):
    m = load_map(maps_dir() / f"{name}.tmx")
    for p in m.placements:
        assert p.machine in MACHINES and p.pilot in PILOTS and 0 <= p.facing <= 5
    pilots = [p.pilot for p in m.placements]
    assert len(pilots) == len(set(pilots)), "a pilot flies one machine"


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_rule_2_6_shipped_deployments_at_least_20_hexes_apart(name):
    m = load_map(maps_dir() / f"{name}.tmx")
    assert closest(m.zones["a"], m.zones["b"])[0] >= 20
    a = [p.hex for p in m.placements if p.side == "a"]
    b = [p.hex for p in m.placements if p.side == "b"]
    assert min(hexgrid.distance(x, y) for x in a for y in b) >= 20


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_scenario_file_keys(name):
    path = maps_dir() / f"{name}.scenario.toml"
    assert check_scenario(path) == []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["map"] == f"{name}.tmx"
    assert isinstance(data["turn_limit"], int) and data["turn_limit"] >= 1
    assert data["victory"] == "annihilation" and data["victory_ja"] and data["victory_en"]
    assert data["title_ja"] == load_map(maps_dir() / data["map"]).properties["title_ja"]


def test_tilesets_are_external_and_every_tile_has_a_terrain():
    m = load_map(maps_dir() / "skirmish.tmx")
    text = (maps_dir() / "skirmish.tmx").read_text(encoding="utf-8")
    assert "<tileset firstgid=\"1\" source=\"byston_terrain.tsx\"/>" in text
    assert all(terrain_of(t) for t in m.tiles.values())
    assert all(Path(t.path).is_file() for t in m.tiles.values())
    assert all(Path(f).resolve().is_relative_to(maps_dir().resolve()) for f in m.files)
