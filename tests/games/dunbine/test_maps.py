"""Dunbine's Tiled maps (``maps.py``): terrain, deployment zones, placements, map properties and rule 2.6.

The generic reading of a map and every hostile file are tested in ``tests/core/test_tiled.py``;
here each Dunbine convention of ``docs/maps.md`` is one visible edit away from a good map.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from tabletop.core import hexgrid
from tabletop.core.errors import MapError
from tabletop.core.hexgrid import Hex
from tabletop.games.dunbine.maps import DunbineMap, check_map, closest, load_map, read_map, terrain_of
from tabletop.games.dunbine.scenario import Placement
from tests.maps.factory import H, W, edit, good_map, problem_helpers, terrain_layer_renamed_and_last


texts, has, assert_problem = problem_helpers(check_map)


def test_good_map_loads_cells_zones_and_placements(tmp_path):
    m = load_map(good_map(tmp_path))
    assert isinstance(m, DunbineMap)
    assert (m.width, m.height) == (W, H)
    assert len(m.cells) == W * H
    assert m.cells[m.hex_at(0, 0)] == "sky"  # gid 1
    assert m.cells[m.hex_at(1, 0)] == "high_sky"  # gid 2
    assert m.properties["game"] == "dunbine" and m.properties["schema_version"] == 1
    assert m.stagger_axis == "y" and m.stagger_index == "odd" and m.hexsidelength == 32
    sho, todd = m.placements
    assert (sho.name, sho.side, sho.machine, sho.pilot, sho.facing, sho.thrust) == ("Sho", "a", "dunbine", "sho", 0, 2)
    assert sho.hex == hexgrid.from_offset(0, 0) and todd.hex == hexgrid.from_offset(29, 0)
    assert todd.thrust is None and todd.facing == 3
    assert isinstance(sho, Placement) and (sho.object_id, todd.object_id) == (3, 4)  # the scenario's own Placement
    assert m.terrain(m.hex_at(0, 0)) == "sky" and terrain_of(m.tiles[13]) == "castle"
    assert m.zones["a"] == sorted(m.zones["a"]) and m.zones["a"]
    cols_a = {m.cell_of(h)[0] for h in m.zones["a"]}
    cols_b = {m.cell_of(h)[0] for h in m.zones["b"]}
    assert cols_a == {0, 1} and cols_b == {27, 28, 29}  # column 27's odd-row centres lie on the outline
    assert all(m.on_map(h) for h in m.zones["a"] + m.zones["b"])
    assert not m.on_map(hexgrid.from_offset(W, 0)) and not m.on_map(hexgrid.from_offset(0, -1))


def test_layers_found_by_role_not_by_position(tmp_path):
    path = terrain_layer_renamed_and_last(good_map(tmp_path))
    m = load_map(path)
    assert [l.name for l in m.layers][-1] == "Ground (painted)"
    assert m.layer("terrain").name == "Ground (painted)" and m.cells[m.hex_at(0, 0)] == "sky"


def test_rectangle_and_rotated_zones(tmp_path):
    path = good_map(tmp_path)
    edit(path, '<polygon points="0,0 112,0 112,300 0,300"/>', "", 1)
    edit(path, 'name="deploy a" x="0" y="0"', 'name="deploy a" x="0" y="0" width="112" height="300"')
    m = load_map(path)
    assert {m.cell_of(h)[0] for h in m.zones["a"]} == {0, 1}
    # the same rectangle drawn rotated 90 degrees clockwise about its origin at (112, 0)
    edit(path, 'name="deploy a" x="0" y="0" width="112" height="300"',
         'name="deploy a" x="112" y="0" width="300" height="112" rotation="90"')
    m2 = load_map(path)
    assert m2.zones["a"] == m.zones["a"]


def test_load_map_raises_one_map_error_listing_all_problems(tmp_path):
    path = good_map(tmp_path)
    edit(path, '<property name="game" value="dunbine"/>', "")
    edit(path, '<property name="facing" type="int" value="0"/>', '<property name="facing" type="int" value="7"/>')
    with pytest.raises(MapError) as exc:
        load_map(path)
    text = str(exc.value)
    assert "not a Dunbine map" in text and "facing must be a whole number 0-5" in text
    # The bad unit is dropped, so the units check may add that a side has no units left.
    assert 2 <= len(exc.value.problems) <= 3 and all(p.file == str(path) for p in exc.value.problems)


def test_map_from_another_game(tmp_path):
    path = good_map(tmp_path)
    text = path.read_text()
    start, end = text.index(" <properties>"), text.index(" </properties>") + len(" </properties>\n")
    path.write_text(text[:start] + text[end:])
    assert_problem(path, "not a Dunbine map")
    assert_problem(path, "text map properties missing or empty: title_ja, title_en")


def test_other_game_and_newer_schema(tmp_path):
    path = good_map(tmp_path)
    edit(path, 'value="dunbine"', 'value="gundam"')
    edit(path, 'type="int" value="1"', 'type="int" value="2"')
    assert_problem(path, "map property game is 'gundam'")
    assert_problem(path, "schema_version 2 is newer than this game reads")


def test_schema_version_must_be_an_int_property(tmp_path):
    path = edit(good_map(tmp_path), '<property name="schema_version" type="int" value="1"/>',
                '<property name="schema_version" value="1"/>')
    assert_problem(path, "schema_version must be an int property")


def test_missing_layers(tmp_path):
    path = good_map(tmp_path)
    for role in ("terrain", "zones", "units"):
        edit(path, f'<property name="role" value="{role}"/>', '<property name="role" value="decor"/>')
    edit(path, 'name="terrain"', 'name="ground"')
    edit(path, 'name="deployment zones"', 'name="areas"')
    edit(path, 'name="units"', 'name="pieces"')
    for fragment in ("no terrain tile layer", "no deployment zone layer", "no unit layer"):
        assert_problem(path, fragment)


def test_unknown_role(tmp_path):
    path = edit(good_map(tmp_path), '<property name="role" value="decor"/>', '<property name="role" value="scenery"/>')
    assert_problem(path, "unknown role 'scenery'")


def test_two_layers_with_one_role(tmp_path):
    path = edit(good_map(tmp_path), '<property name="role" value="decor"/>', '<property name="role" value="terrain"/>')
    assert_problem(path, '2 layers have role "terrain" (terrain, landmarks)')


def test_zone_without_side_and_of_the_wrong_kind(tmp_path):
    path = good_map(tmp_path)
    edit(path, '<property name="side" value="b"/>\n   </properties>\n   <polygon points="0,0 112,0 112,300 0,300"/>',
         '<property name="side" value="b"/>\n   </properties>\n   <ellipse/>')
    edit(path, '<property name="side" value="a"/>', '<property name="side" value="c"/>')
    assert_problem(path, "zone needs a property side")
    assert_problem(path, "a zone must be a polygon or a rectangle, not a ellipse")
    assert_problem(path, "no deployment zone for side a")


def test_zone_off_the_map_and_covering_nothing(tmp_path):
    path = good_map(tmp_path)
    edit(path, 'name="deploy b" x="1568" y="0"', 'name="deploy b" x="1650" y="0"')
    edit(path, 'points="0,0 112,0 112,300 0,300"/>\n  </object>\n </objectgroup>',
         'points="0,0 112,0 112,300 0,300"/>\n  </object>\n </objectgroup>'.replace("112,", "200,"))
    edit(path, 'points="0,0 112,0 112,300 0,300"', 'points="0,0 4,0 4,4 0,4"', 1)
    edit(path, 'name="deploy a" x="0" y="0"', 'name="deploy a" x="1" y="1"')
    assert_problem(path, "zone reaches more than a cell off the map")
    assert_problem(path, "zone covers no cell centre")


def test_rule_2_6_zones_at_least_20_hexes_apart(tmp_path):
    path = edit(good_map(tmp_path), 'name="deploy b" x="1568" y="0"', 'name="deploy b" x="1120" y="0"')
    assert_problem(path, "deployment zones are only 18 hexes apart")
    edit(path, 'x="1652" y="32"', 'x="980" y="32"')  # cell (17, 0): 17 hexes from Sho at (0, 0)
    assert_problem(path, "only 17 hexes from enemy Todd; sides start at least 20 apart (2.6)")
    rule = [t for t in texts(path) if "2.6" in t]
    assert len(rule) == 2, rule  # the zones and the units, each said once


def test_rule_2_6_closest_pair_within_a_limit_is_the_one_of_every_pair():
    """``closest(a, b, limit)`` looks only at the hexes of ``b`` near each hex of ``a`` and skips a hex of ``a``
    that every one of them lies ``best`` or more from: the same distance and pair (first in ``a``'s order, then
    ``b``'s) as comparing every pair, or ``(limit, ())`` when no pair is nearer than ``limit``."""
    import random

    rng = random.Random(5)
    for _ in range(400):
        span = rng.choice([5, 15, 30, 60])
        a = [Hex(rng.randint(-span, span), rng.randint(-span, span)) for _ in range(rng.randint(0, 30))]
        b = [Hex(rng.randint(-span, span) + rng.randint(-30, 30), rng.randint(-span, span))
             for _ in range(rng.randint(0, 30))]
        d, pair = closest(a, b)
        for limit in (1, 3, 7, 20):
            assert closest(a, b, limit) == ((d, pair) if pair and d < limit else (limit, ()))


def test_rule_2_6_exactly_20_hexes_is_allowed(tmp_path):
    path = good_map(tmp_path)
    # zone b: x 1190..1220 holds only the even-row centres of column 21 (x 1204): 20 hexes from column 1
    edit(path, 'name="deploy b" x="1568" y="0"', 'name="deploy b" x="1190" y="0"')
    edit(path, 'points="0,0 112,0 112,300 0,300"/>\n  </object>\n </objectgroup>',
         'points="0,0 30,0 30,300 0,300"/>\n  </object>\n </objectgroup>')
    edit(path, 'x="1652" y="32"', 'x="1204" y="32"')
    m = load_map(path)
    assert closest(m.zones["a"], m.zones["b"])[0] == 20


def test_units_outside_their_zone_off_the_map_and_malformed(tmp_path):
    path = good_map(tmp_path)
    edit(path, 'name="Sho" x="28" y="32"', 'name="Sho" x="600" y="32"')
    edit(path, '<property name="machine" value="drumlo"/>', "")
    assert_problem(path, "is outside side a's deployment zone")
    assert_problem(path, "unit needs a string property 'machine'")
    edit(path, '<property name="thrust" type="int" value="2"/>', '<property name="thrust" value="fast"/>')
    assert_problem(path, "thrust must be a whole number")
    edit(path, 'name="Sho" x="600" y="32"', 'name="Sho" x="-300" y="32"')
    assert_problem(path, "unit is off the map")


def test_units_must_be_points(tmp_path):
    path = edit(good_map(tmp_path), "<point/>", "", 1)
    assert_problem(path, "a unit must be a point object, not a rectangle")


def test_map_without_any_layer(tmp_path):
    p = tmp_path / "bare.tmx"
    p.write_text('<map version="1.8" orientation="hexagonal" width="4" height="4" tilewidth="56" tileheight="64" '
                 'hexsidelength="32" staggeraxis="y" staggerindex="odd" infinite="0"/>')
    for fragment in ("no terrain tile layer", "no deployment zone layer", "no unit layer", "not a Dunbine map"):
        assert_problem(p, fragment)


def test_tiled_example_hex_maps_give_messages(tmp_path):
    """Real hex maps from Tiled's own examples: not Dunbine maps, and one uses rotated tiles."""
    examples = "/usr/share/doc/tiled/examples"
    if not os.path.isdir(examples):
        pytest.skip("Tiled's examples are not installed")
    found = texts(os.path.join(examples, "test_hexagonal_tile_60x60x30.tmx"))
    assert any("flipped or rotated" in t for t in found) and any("not a Dunbine map" in t for t in found)


def test_layers_without_a_role_are_found_by_their_usual_names(tmp_path):
    path = good_map(tmp_path)
    for role in ("terrain", "decor", "zones", "units"):
        edit(path, f'<property name="role" value="{role}"/>', "")
    m = load_map(path)
    assert [l.role for l in m.layers] == ["", "", "", ""]
    assert m.cells[m.hex_at(0, 0)] == "sky" and len(m.placements) == 2 and m.zones["a"]


def test_a_terrain_layer_inside_a_group(tmp_path):
    path = good_map(tmp_path)
    text = path.read_text()
    start, end = text.index(' <layer id="1"'), text.index(' <layer id="2"')
    layer = text[start:end]
    path.write_text(text.replace(layer, ' <group id="7" name="ground" offsetx="4" offsety="-2">\n' + layer + " </group>\n"))
    m = load_map(path)
    assert m.layer("terrain").group == "ground" and m.cells[m.hex_at(0, 0)] == "sky"


def test_unit_positions_include_the_layer_offset(tmp_path):
    path = edit(good_map(tmp_path), '<objectgroup id="4" name="units">', '<objectgroup id="4" name="units" offsetx="56">')
    m, problems = read_map(path)
    assert [p.name for p in m.placements] == ["Sho"] and m.placements[0].hex == hexgrid.from_offset(1, 0)
    assert "Todd': unit is off the map" in " ".join(str(p) for p in problems)  # one cell east of the last column


def test_the_units_own_check_names_unknown_machines_and_pilots(tmp_path):
    """Which machines and pilots exist is ``scenario.check_units``'; the map check runs it on the placements."""
    path = good_map(tmp_path)
    edit(path, '<property name="machine" value="dunbine"/>', '<property name="machine" value="tank"/>')
    edit(path, '<property name="pilot" value="todd"/>', '<property name="pilot" value="nobody"/>')
    assert_problem(path, "no machine 'tank'")
    assert_problem(path, "no pilot 'nobody'")
    assert all(p.file == str(path) for p in check_map(path))


def test_the_game_check_survives_broken_data_files(tmp_path, monkeypatch):
    from tabletop.core.errors import DataError, Problem
    from tabletop.games.dunbine import data

    def broken():
        raise DataError([Problem("machines.toml", "dunbine.kind", "must be one of ...")])

    monkeypatch.setattr(data, "load_machines", broken)
    path = good_map(tmp_path)
    assert [(p.file, p.where) for p in check_map(path)] == [(str(path), "dunbine.kind")]


# -- a save remembers the map it was played on (issue 21 item 7) ---------------------------

def _game_on_a_copied_map(tmp_path, monkeypatch):
    """A skirmish played a few actions on a copy of the shipped maps, and its save."""
    import shutil

    from tabletop.core.session import new_session
    from tabletop.games.dunbine import scenario

    folder = tmp_path / "maps"
    shutil.copytree(Path(__file__).resolve().parents[3] / "maps", folder)
    monkeypatch.setattr(scenario, "_maps_dir", lambda: folder)
    s = new_session("dunbine", options={"scenario": "skirmish"}, seed=3)
    for _ in range(3):
        s.apply(s.legal_actions()[0], s.pending().seat)
    return s, s.save(tmp_path / "game.json"), folder


def test_a_save_records_the_map_and_loads_while_it_is_unchanged(tmp_path, monkeypatch):
    from tabletop.core.session import Session
    from tabletop.games.dunbine.scenario import CARRY, PIN, scenario_hash, unpack

    s, path, folder = _game_on_a_copied_map(tmp_path, monkeypatch)
    pinned, _, carried = s.options["scenario"].partition(CARRY)
    assert pinned == "skirmish" + PIN + scenario_hash("skirmish")[0]
    names = sorted(name for name, _ in unpack(carried))  # the save carries the map itself
    assert names == ["byston_landmarks.tsx", "byston_terrain.tsx", "skirmish.scenario.toml", "skirmish.tmx"]
    assert dict(unpack(carried))["skirmish.tmx"] == (folder / "skirmish.tmx").read_bytes()
    again = Session.load(path)
    assert again.state_hash() == s.state_hash() and not again.warnings
    assert again.state.board == "scenario:skirmish" and again.view(0)["map_notice"] is None


def _edit_the_map(folder: Path, edit_what: str) -> None:
    """Edit a copied map as a map maker would: every unit moved one column left, or a line added."""
    target = folder / edit_what
    if edit_what == "skirmish.tmx":
        text = target.read_text(encoding="utf-8")
        moved = re.sub(r'(<object id="\d+" name="[^"]*" type="unit" x=")(\d+(?:\.\d+)?)"',
                       lambda m: f'{m.group(1)}{float(m.group(2)) - 56:g}"', text)
        assert moved != text
        target.write_text(moved, encoding="utf-8")
    else:
        with open(target, "a", encoding="utf-8") as f:
            f.write("\n<!-- edited in Tiled -->\n" if not edit_what.endswith(".toml") else "\n# edited\n")


@pytest.mark.parametrize("edit_what", ["skirmish.tmx", "byston_terrain.tsx", "skirmish.scenario.toml"])
def test_issue_21_item_7_a_save_whose_map_was_edited_plays_on_the_saved_map_and_says_so(tmp_path, monkeypatch,
                                                                                        edit_what):
    from tabletop.core.session import Session, new_session
    from tabletop.games.dunbine.scenario import PIN, scenario_hash

    s, path, folder = _game_on_a_copied_map(tmp_path, monkeypatch)
    saved = s.options["scenario"].split(PIN)[1][:16]
    _edit_the_map(folder, edit_what)
    assert scenario_hash("skirmish")[0] != saved
    again = Session.load(path)
    assert again.state_hash() == s.state_hash() and not again.warnings  # the same game, on the same map
    assert [(u.id, u.q, u.r) for u in again.state.units] == [(u.id, u.q, u.r) for u in s.state.units]
    assert again.state.board == f"scenario:skirmish{PIN}{saved}"
    notice = again.view(0)["map_notice"]
    assert notice and "map it was saved with" in notice[1] and "skirmish" in notice[1]
    assert any("map it was saved with" in e.text.en for e in again.events)  # in the game's log too
    assert again.view(0)["map"].endswith("skirmish.tmx") and saved in again.view(0)["map"]
    for _ in range(3):  # and it plays on
        again.apply(again.legal_actions()[0], again.pending().seat)
    assert Session.from_save(again.to_save()).state_hash() == again.state_hash()
    fresh = new_session("dunbine", options={"scenario": "skirmish"}, seed=3)  # a new game is on the edited map
    assert fresh.state.board == "scenario:skirmish" and fresh.view(0)["map_notice"] is None
    if edit_what == "skirmish.tmx":
        start = Session.from_save(s.to_save() | {"actions": [], "state_hash": ""})
        assert [(u.q, u.r) for u in fresh.state.units] != [(u.q, u.r) for u in start.state.units]


def test_a_save_whose_map_is_gone_plays_on_the_map_it_carries(tmp_path, monkeypatch):
    from tabletop.core.session import Session

    s, path, folder = _game_on_a_copied_map(tmp_path, monkeypatch)
    for f in folder.glob("skirmish.*"):
        f.unlink()
    again = Session.load(path)
    assert again.state_hash() == s.state_hash()
    assert "map it was saved with" in again.view(0)["map_notice"][1]  # the built-in skirmish is another one


def test_a_save_carrying_a_damaged_map_is_refused(tmp_path, monkeypatch):
    from tabletop.core.errors import SaveError
    from tabletop.core.session import Session
    from tabletop.games.dunbine.scenario import CARRY, pack

    s, _, folder = _game_on_a_copied_map(tmp_path, monkeypatch)
    _edit_the_map(folder, "skirmish.tmx")
    pinned = s.options["scenario"].partition(CARRY)[0]
    for carried in ("not base64!", pack([("skirmish.tmx", b"<map/>")]), pack([("../evil.tmx", b"")])):
        data = s.to_save()
        data["options"]["scenario"] = pinned + CARRY + carried
        with pytest.raises(SaveError) as info:
            Session.from_save(data)
        assert "the map kept in the save" in str(info.value)


@pytest.mark.parametrize("edit_what", ["skirmish.tmx", "byston_terrain.tsx", "skirmish.scenario.toml"])
def test_a_save_pinned_without_its_map_whose_map_was_edited_is_refused_naming_the_map(tmp_path, monkeypatch,
                                                                                       edit_what):
    """Saves made after the hash was pinned but before the files were carried cannot be rebuilt."""
    from tabletop.core.errors import SaveError
    from tabletop.core.session import Session
    from tabletop.games.dunbine.scenario import CARRY

    s, _, folder = _game_on_a_copied_map(tmp_path, monkeypatch)
    data = s.to_save()
    data["options"]["scenario"] = data["options"]["scenario"].partition(CARRY)[0]
    _edit_the_map(folder, edit_what)
    with pytest.raises(SaveError) as info:
        Session.from_save(data, "game.json")
    text = str(info.value)
    assert str(folder / "skirmish.tmx") in text and "changed since this game was saved" in text
    assert "Start a new game" in text and text.count("\n") == 0


def test_an_old_save_without_the_map_hash_loads_as_before(tmp_path, monkeypatch):
    from tabletop.core.session import Session

    s, path, _ = _game_on_a_copied_map(tmp_path, monkeypatch)
    data = s.to_save()
    data["options"]["scenario"] = "skirmish"
    assert Session.from_save(data).state_hash() == s.state_hash()


def test_a_scenario_description_is_not_part_of_the_pinned_hash(tmp_path):
    """Descriptions are shown in the launcher only: adding or editing one never orphans a save (the
    pinned hash reads the scenario without its description lines), while any other line does."""
    from tabletop.games.dunbine.scenario import _pinned_bytes

    plain = tmp_path / "a.scenario.toml"
    plain.write_text('title_en = "A"\nturn_limit = 8\n', encoding="utf-8")
    described = tmp_path / "b.scenario.toml"
    described.write_text('title_en = "A"\ndescription_ja = "説明"\n  description_en = "Text"\nturn_limit = 8\n',
                         encoding="utf-8")
    changed = tmp_path / "c.scenario.toml"
    changed.write_text('title_en = "A"\nturn_limit = 9\n', encoding="utf-8")
    assert _pinned_bytes(plain) == _pinned_bytes(described)
    assert _pinned_bytes(plain) != _pinned_bytes(changed)
