"""Dunbine's Tiled project, templates and starting maps (issue 22 items 1, 2, 5, 7): generated from the
game's data and shipped as generated; maps that use the templates and the typed properties (as Tiled
writes them) load as the plain maps do, pass ``map check`` and play."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.games.dunbine import tiled_project
from tabletop.games.dunbine.data import load_machines, load_pilots
from tabletop.games.dunbine.maps import check_map, load_map
from tabletop.resources import maps_dir
from tests.maps.factory import edit, good_map


def test_the_shipped_project_and_templates_are_what_the_game_data_generates():
    for rel, text in tiled_project.files().items():
        assert (maps_dir() / rel).read_text(encoding="utf-8") == text, f"{rel}: run `tabletop map project`"
    assert main(["map", "project", "--check"]) == 0


def test_project_check_names_a_stale_file(tmp_path, capsys):
    tiled_project.write(tmp_path)
    (tmp_path / "templates" / "zone.tx").write_text("old", encoding="utf-8")
    assert main(["map", "project", str(tmp_path), "--check"]) == 2
    assert "zone.tx: differs from the game's data" in capsys.readouterr().out


def test_the_project_types_every_machine_pilot_side_and_facing():
    project = json.loads(tiled_project.project_text())
    types = {t["name"]: t for t in project["propertyTypes"]}
    assert types["machine"]["values"] == list(load_machines()) and types["pilot"]["values"] == list(load_pilots())
    assert types["side"]["values"] == ["a", "b"] and types["side"]["storageType"] == "string"
    assert types["facing"]["storageType"] == "int" and len(types["facing"]["values"]) == 6
    unit = {m["name"]: m for m in types["unit"]["members"]}
    assert set(unit) == {"side", "machine", "pilot", "facing"}
    assert all(m["propertyType"] == name for name, m in unit.items()) and unit["facing"]["type"] == "int"
    assert [m["name"] for m in types["zone"]["members"]] == ["side"]
    assert sorted(t["id"] for t in project["propertyTypes"]) == list(range(1, len(types) + 1))


def test_the_project_commands_check_and_play_the_current_map():
    commands = {c["name"]: c for c in tiled_project.project()["commands"]}
    assert commands["Check map"]["command"] == "tabletop"
    assert commands["Check map"]["arguments"] == "map check %mapfile"
    assert commands["Play this map"]["arguments"] == "map play %mapfile"
    assert all(c["saveBeforeExecute"] and c["showOutput"] for c in commands.values())


# -- maps as Tiled writes them with the project ------------------------------------------

UNIT_SHO = '''    <property name="facing" type="int" value="0"/>
    <property name="machine" value="dunbine"/>
    <property name="pilot" value="sho"/>
    <property name="side" value="a"/>
    <property name="thrust" type="int" value="2"/>'''


def test_a_unit_typed_through_the_unit_class_property_reads_with_the_class_defaults(tmp_path):
    path = edit(good_map(tmp_path), UNIT_SHO, '''    <property name="unit" type="class" propertytype="unit">
     <properties>
      <property name="machine" propertytype="machine" value="billbine"/>
     </properties>
    </property>
    <property name="thrust" type="int" value="2"/>''')
    m = load_map(path)
    sho = next(p for p in m.placements if p.object_id == 3)
    assert (sho.side, sho.machine, sho.pilot, sho.facing, sho.thrust) == ("a", "billbine", "sho", 0, 2)
    assert check_map(path) == []


def test_a_tiled_1_9_object_of_class_unit_gets_the_members_tiled_shows(tmp_path):
    path = edit(good_map(tmp_path), 'tiledversion="1.8.2"', 'tiledversion="1.10.2"')
    edit(path, '<object id="3" name="Sho"', '<object id="3" name="Sho" class="unit"')
    edit(path, UNIT_SHO, '    <property name="thrust" type="int" value="2"/>')
    sho = next(p for p in load_map(path).placements if p.object_id == 3)
    assert (sho.side, sho.machine, sho.pilot, sho.facing) == ("a", "dunbine", "sho", 0)


def test_a_tiled_1_8_object_of_type_unit_gets_no_defaults(tmp_path):
    path = edit(good_map(tmp_path), '<object id="3" name="Sho"', '<object id="3" name="Sho" type="unit"')
    edit(path, UNIT_SHO, '    <property name="thrust" type="int" value="2"/>')
    assert any("unit needs a string property 'machine'" in p.text for p in check_map(path))


def test_enum_values_stored_as_numbers_or_names(tmp_path):
    path = edit(good_map(tmp_path), UNIT_SHO, '''    <property name="facing" propertytype="facing" value="3: west / north-west"/>
    <property name="machine" type="int" propertytype="machine" value="1"/>
    <property name="pilot" type="int" propertytype="pilot" value="0"/>
    <property name="side" type="int" propertytype="side" value="0"/>''')
    sho = next(p for p in load_map(path).placements if p.object_id == 3)
    assert (sho.side, sho.machine, sho.pilot, sho.facing) == ("a", list(load_machines())[1], "sho", 3)


def skirmish_from_templates(folder: Path) -> Path:
    """The shipped skirmish with every unit and zone turned into a template instance, as Tiled 1.8 writes one:
    the template's file, the instance's own name, position, shape and the properties it changed."""
    path = folder / "skirmish.tmx"
    text = path.read_text(encoding="utf-8")

    def unit(m: re.Match[str]) -> str:
        head, body = m.group(1), m.group(2)
        side = re.search(r'name="side" value="(\w)"', body).group(1)
        keep = "".join(line.replace(" value=", f' propertytype="{key}" value=') + "\n"
                       for line in body.splitlines() for key in ("machine", "pilot") if f'name="{key}"' in line)
        head = head.replace(' type="unit"', f' template="templates/unit_{side}.tx"')
        return f"{head}\n   <properties>\n{keep}   </properties>\n  </object>"

    text = re.sub(r'(<object id="\d+" name="[^"]*" type="unit" x="\d+" y="\d+">)\n   <properties>\n(.*?)'
                  r'   </properties>\n   <point/>\n  </object>', unit, text, flags=re.S)
    text = re.sub(r'type="zone"', 'template="templates/zone.tx"', text)
    path.write_text(text, encoding="utf-8")
    assert text.count("template=") == 6 and "<point/>" not in text
    return path


@pytest.fixture
def maps_copy(tmp_path):
    folder = tmp_path / "maps"
    shutil.copytree(maps_dir(), folder, ignore=shutil.ignore_patterns("tools", "__pycache__"))
    return folder


def test_a_map_made_from_the_templates_reads_as_the_plain_map_checks_and_plays(maps_copy, monkeypatch, capsys):
    from tabletop.core.session import new_session
    from tabletop.games.dunbine import scenario

    before = load_map(maps_copy / "skirmish.tmx")
    path = skirmish_from_templates(maps_copy)
    after = load_map(path)
    assert after.placements == before.placements and after.zones == before.zones
    assert main(["map", "check", str(path)]) == 0 and "ok" in capsys.readouterr().out
    monkeypatch.setattr(scenario, "_maps_dir", lambda: maps_copy)
    s = new_session("dunbine", options={"scenario": "skirmish"}, seed=5)
    assert [u.pilot for u in s.state.units] == [p.pilot for p in before.placements]
    for _ in range(5):
        s.apply(s.legal_actions()[0], s.pending().seat)


# -- tabletop map new -------------------------------------------------------------------

def test_map_new_writes_a_checked_map_with_its_tilesets_templates_and_project(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    assert main(["map", "new", "first", "--size", "30x12"]) == 0
    folder = tmp_path / "home" / "maps"
    path = folder / "first.tmx"
    assert capsys.readouterr().out.strip() == str(path)
    for rel in ("byston_terrain.tsx", "byston_landmarks.tsx", "tiles", *tiled_project.files()):
        assert (folder / rel).exists(), rel
    assert check_map(path) == []
    m = load_map(path)
    assert (m.width, m.height) == (30, 12) and [p.side for p in m.placements] == ["a", "b"]
    assert main(["map", "new", "first"]) == 2 and "exists" in capsys.readouterr().out


def test_map_new_at_a_path_and_its_refusals(tmp_path, capsys):
    assert main(["map", "new", str(tmp_path / "own" / "big.tmx"), "--size", "40x30"]) == 0
    assert check_map(tmp_path / "own" / "big.tmx") == []
    assert main(["map", "new", str(tmp_path / "small.tmx"), "--size", "10x10"]) == 2
    assert "at least 26x4 hexes" in capsys.readouterr().out
    assert main(["map", "new", str(tmp_path / "bad.tmx"), "--size", "wide"]) == 2
    assert "size must be WxH" in capsys.readouterr().out


def test_map_new_names_its_units_as_the_players_see_them(tmp_path):
    assert main(["map", "new", str(tmp_path / "n.tmx")]) == 0
    names = [p.name for p in load_map(tmp_path / "n.tmx").placements]
    assert names == ["ショウ・ザマのダンバイン / Sho Zama's Dunbine", "トッド・ギネスのドラムロ / Todd Guinness's Drumlo"]


# -- tabletop map play (Tiled's "Play this map") ---------------------------------------------

def test_map_play_opens_a_good_scenario_map_in_the_app(monkeypatch):
    import tabletop.ui.app as app

    opened = []
    monkeypatch.setattr(app, "run_app", lambda session=None, **kw: opened.append(session) or 0)
    assert main(["map", "play", str(maps_dir() / "skirmish.tmx"), "--seed", "4"]) == 0
    assert opened[0].game.spec.name == "dunbine" and opened[0].options["scenario"].startswith("skirmish@")


def test_map_play_refuses_a_map_with_problems_or_without_a_scenario(tmp_path, monkeypatch, capsys):
    import tabletop.ui.app as app

    monkeypatch.setattr(app, "run_app", lambda **kw: pytest.fail("the app must not open"))
    path = edit(good_map(tmp_path), 'type="int" value="0"', 'type="int" value="9"')
    assert main(["map", "play", str(path)]) == 2
    assert "facing must be" in capsys.readouterr().out
    edit(path, 'type="int" value="9"', 'type="int" value="0"')
    assert main(["map", "play", str(path)]) == 2
    assert "only a map in your maps folder (tabletop map new NAME) or a shipped map" in capsys.readouterr().out


def test_map_play_opens_a_map_of_the_user_maps_folder_without_a_scenario_file(tmp_path, monkeypatch, capsys):
    import tabletop.ui.app as app

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    opened = []
    monkeypatch.setattr(app, "run_app", lambda session=None, **kw: opened.append(session) or 0)
    assert main(["map", "new", "duel", "--size", "30x12"]) == 0
    path = tmp_path / "home" / "maps" / "duel.tmx"
    assert main(["map", "play", str(path), "--seed", "2"]) == 0
    state = opened[0].state
    assert opened[0].options["scenario"].startswith("user:duel@") and state.board == "scenario:user:duel"
    assert (state.turn_limit, state.victory) == (8, "annihilation")  # the defaults (docs/maps.md)


# -- a map's scenario settings as typed map properties (issue 22 item 4) -------------------------------

TITLE = '<property name="title_en" value="Test"/>'


def test_a_map_without_scenario_settings_is_played_with_the_defaults(tmp_path):
    from tabletop.games.dunbine.maps import scenario_of_map

    scn = scenario_of_map(good_map(tmp_path))
    assert (scn.turn_limit, scn.victory, scn.defaulted) == (8, "annihilation", ("turn_limit", "victory"))
    assert scn.title_en == "Test" and [s.id for s in scn.sides] == ["a", "b"]


def test_scenario_settings_as_plain_typed_map_properties(tmp_path):
    from tabletop.games.dunbine.maps import scenario_of_map

    path = edit(good_map(tmp_path), TITLE, TITLE + '\n  <property name="turn_limit" type="int" value="12"/>'
                '\n  <property name="victory" propertytype="victory" value="points"/>'
                '\n  <property name="victory_ja" value="得点"/>\n  <property name="victory_en" value="Points"/>')
    assert check_map(path) == []
    scn = scenario_of_map(path)
    assert (scn.turn_limit, scn.victory, scn.victory_en, scn.defaulted) == (12, "points", "Points", ())


def test_scenario_settings_as_a_property_of_class_scenario_with_its_defaults(tmp_path):
    """Tiled writes the members a map maker set; the others are at the class's defaults (the project's)."""
    from tabletop.games.dunbine.maps import scenario_of_map

    path = edit(good_map(tmp_path), TITLE, TITLE + '\n  <property name="scenario" type="class" propertytype="scenario">'
                '\n   <properties>\n    <property name="turn_limit" type="int" value="5"/>\n   </properties>'
                '\n  </property>\n  <property name="victory" type="int" propertytype="victory" value="1"/>')
    scn = scenario_of_map(path)
    assert (scn.turn_limit, scn.victory, scn.defaulted) == (5, "points", ())  # victory stored as its index


def test_bad_scenario_settings_are_map_problems(tmp_path):
    path = edit(good_map(tmp_path), TITLE, TITLE + '\n  <property name="turn_limit" type="int" value="0"/>'
                '\n  <property name="victory" value="glory"/>\n  <property name="victory_ja" value="栄光"/>')
    texts = [p.text for p in check_map(path)]
    assert any(t.startswith("turn_limit must be an int property of at least 1, not 0") for t in texts)
    assert any(t.startswith("victory must be one of points, annihilation, not 'glory'") for t in texts)
    assert any(t.startswith("give both victory_ja and victory_en, or neither") for t in texts)


def test_the_project_types_the_scenario_settings():
    types = {t["name"]: t for t in tiled_project.property_types()}
    assert types["victory"]["values"] == ["annihilation", "points"]
    members = {m["name"]: m for m in types["scenario"]["members"]}
    assert members["turn_limit"] == {"name": "turn_limit", "type": "int", "value": 8}
    assert members["victory"]["propertyType"] == "victory" and "map" in types["scenario"]["useAs"]


def test_ruling_a_scenario_file_beside_the_map_wins_over_its_scenario_properties(tmp_path, monkeypatch):
    """docs/maps.md: with a <name>.scenario.toml beside it, the map's scenario properties are not read."""
    from tabletop.core.session import new_session

    home = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    assert main(["map", "new", "duel", "--size", "30x12"]) == 0
    tmx = home / "maps" / "duel.tmx"
    edit(tmx, '<property name="title_en" value="duel"/>', '<property name="title_en" value="duel"/>\n'
         '  <property name="turn_limit" type="int" value="3"/>')
    assert new_session("dunbine", options={"scenario": "user:duel"}).state.turn_limit == 3
    (home / "maps" / "duel.scenario.toml").write_text(
        'title_ja = "決闘"\ntitle_en = "Duel"\nmap = "duel.tmx"\nturn_limit = 6\nvictory = "points"\n', encoding="utf-8")
    assert main(["map", "check", str(tmx)]) == 0
    state = new_session("dunbine", options={"scenario": "user:duel"}).state
    assert (state.turn_limit, state.victory, state.title_en) == (6, "points", "Duel")
