"""Machine cards, pilots and scenarios: content and load-time validation."""

from __future__ import annotations

import pytest

from tabletop.core.data import Document
from tabletop.core.errors import DataError
from tabletop.games.dunbine import data
from tabletop.games.dunbine.scenario import (SCENARIO_DIR, Placement, check_units, get_board, load_scenario,
                                             scenario_files, scenario_sides, scenario_units)
from tabletop.games.dunbine.geometry import Board
from tabletop.core.hexgrid import Hex

REQUIRED_MACHINES = ["dunbine", "billbine", "drumlo", "bastole", "leprechaun", "zwarth", "dana_oshee", "bozune",
                     "botune", "garaba", "bilanbee", "wing_caliber"]
REQUIRED_PILOTS = ["sho", "marvel", "todd", "bern", "galalia", "ni", "keen", "jerril", "fei_chen_kwan",
                   "musee_poe", "riml", "tokamak", "foizon"]


def test_machines_load_with_required_ids():
    machines = data.load_machines()
    assert len(machines) >= 12
    for mid in REQUIRED_MACHINES:
        assert mid in machines, mid
        assert machines[mid].name_ja and machines[mid].name_en


def test_data_files_carry_the_numbers_header():
    for name in ("machines.toml", "pilots.toml"):
        text = (data.DATA_DIR / name).read_text(encoding="utf-8")
        assert "Numbers: the tabletop project's own design" in text


def test_rule_9_1_billbine_has_two_forms_and_the_wing_caliber_carries():
    m = data.load_machines()
    assert m["billbine"].transforms_to == "billbine_wc"
    assert m["billbine_wc"].transforms_to == "billbine"
    assert m["billbine_wc"].carries and m["billbine_wc"].docked is not None
    assert m["wing_caliber"].carries and m["wing_caliber"].docked is not None
    assert m["wing_caliber"].min_thrust > 0  # 2.5.1: no zero thrust


def test_pilots_load_with_required_ids_and_black_knight_is_bern():
    pilots = data.load_pilots()
    assert len(pilots) >= 12
    for pid in REQUIRED_PILOTS:
        assert pid in pilots
    assert data.pilot("black_knight") is data.pilot("bern")
    assert "黒騎士" in data.pilot("bern").name_ja


def test_bad_machine_data_reports_every_problem_at_once():
    raw = {"broken": {"name_ja": "x", "name_en": "x", "kind": "tank", "points": 0, "thrust": [5, 2],
                      "heavy_max": 9, "armour": "thick", "durability": 10, "evasion": 1, "block": 0,
                      "accel": [[2, 1], [1, 3]], "decel": [[1, 2]], "speed": [[0, 0]],
                      "turn": [{"thrust": [0, 1], "pp": [1]}], "sword": {"hit": 5, "power": 3, "arc": ["XX"]},
                      "weapon": [{"id": "gun", "name_ja": "g", "name_en": "g", "hit": 5, "power": 1,
                                  "arc": [], "range": [0, 3], "ammo": 0}],
                      "colour": "red"}}
    with pytest.raises(DataError) as info:
        data.parse_machines(Document("machines.toml", raw))
    wheres = {p.where for p in info.value.problems}
    for expected in ("broken.kind", "broken.points", "broken.thrust", "broken.armour", "broken.accel",
                     "broken.sword.arc[0]", "broken.weapon[0].arc", "broken.weapon[0].ammo", "broken.colour"):
        assert expected in wheres, (expected, wheres)
    assert all(p.file == "machines.toml" for p in info.value.problems)


def test_bad_pilot_data_reports_every_problem():
    with pytest.raises(DataError) as info:
        data.parse_pilots(Document("pilots.toml", {"a": {"name_ja": "a", "pp": "x", "aura": -1}}))
    wheres = {p.where for p in info.value.problems}
    assert {"a.name_en", "a.pp", "a.aura"} <= wheres


def test_three_scenarios_ship_and_load():
    for sid in ("skirmish", "forest_clash", "great_battle"):
        scn = load_scenario(SCENARIO_DIR / f"{sid}.scenario.toml")
        assert scn.turn_limit > 0 and len(scn.sides) == 2 and scn.units
    big = load_scenario(SCENARIO_DIR / "great_battle.scenario.toml")
    assert big.width >= 60 and big.height >= 40
    assert len([u for u in big.units if u.side == "na"]) >= 4


BAD_SCENARIO = """\
title_ja = "試験"
title_en = "Test"
width = 30
height = 12
turn_limit = 5
victory = "points"
sides = [
  { id = "a", name_ja = "甲", name_en = "A" },
  { id = "b", name_ja = "乙" },
]

[[unit]]
name = "one"
side = "a"
machine = "tank"
pilot = "sho"
cell = [2, 5]
facing = 7

[[unit]]
name = "two"
side = "c"
machine = "drumlo"
pilot = "todd"
cell = [40, 5, 1]
thrust = "fast"
colour = "red"
"""


def test_scenario_problems_name_file_line_and_field(tmp_path):
    """One reader, one format: every problem of a scenario file, its keys' and its units' (rules 1.2, 2.6),
    as file:line: field: problem (``core/data.py``)."""
    path = tmp_path / "bad.scenario.toml"
    path.write_text(BAD_SCENARIO, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert [str(p) for p in info.value.problems] == [
        f"{path}:9: sides[1].name_en: is missing",
        f"{path}:18: unit[0].facing: must be from 0 to 5, not 7",
        f"{path}:25: unit[1].cell: needs 2 items, has 3 ([column, row] as in Tiled)",
        f"{path}:26: unit[1].thrust: must be a whole number, not 'fast'",
        f"{path}:27: unit[1].colour: unknown field",
        f"{path}:22: unit[1].side: 'c' is not one of the sides a, b",
        f"{path}:15: unit[0].machine: no machine 'tank' (known: {', '.join(sorted(data.load_machines()))})",
    ]
    fixed = (BAD_SCENARIO.replace("[40, 5, 1]", "[40, 5]").replace('"fast"', "30").replace('colour = "red"\n', "")
             .replace('"c"', '"b"').replace("facing = 7", "facing = 0").replace('"tank"', '"dunbine"')
             .replace('name_ja = "乙" }', 'name_ja = "乙", name_en = "B" }'))
    path.write_text(fixed, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert [str(p) for p in info.value.problems] == [
        f"{path}:25: unit[1].cell: [40, 5] is not on the 30x12 map",
        f"{path}:26: unit[1].thrust: 30 is outside Drumlo's thrust -2..8",
    ]
    path.write_text(fixed.replace("[40, 5]", "[6, 5]").replace("thrust = 30\n", ""), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert [str(p) for p in info.value.problems] == [
        f"{path}:12: unit[0]: only 4 hexes from enemy two; sides start at least 20 apart (2.6)"]
    path.write_text(fixed.replace("[40, 5]", "[28, 5]").replace("thrust = 30\n", ""), encoding="utf-8")
    scn = load_scenario(path)
    assert [(u.name, u.side, u.hex, u.facing, u.thrust) for u in scn.units] == [
        ("one", "a", Board.rectangle(30, 12).cell(2, 5), 0, None), ("two", "b", Board.rectangle(30, 12).cell(28, 5), 0, None)]
    assert [(s.id, s.name_en) for s in scn.sides] == [("a", "A"), ("b", "B")]


def test_map_check_of_a_scenario_file_runs_the_same_reader(tmp_path):
    """``tabletop map check`` on a scenario file reports what ``load_scenario`` does, then the map beside it."""
    from tabletop.games.dunbine.maps import check_scenario

    path = tmp_path / "bad.scenario.toml"
    path.write_text(BAD_SCENARIO, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    problems = check_scenario(path)
    assert problems[:-1] == info.value.problems
    assert str(problems[-1]) == (f"{path}: map: must name the .tmx beside this file (has None) "
                                 "/ 同じフォルダーの .tmx を指定してください")


def test_scenario_option_boards_and_units_in_any_configuration():
    """With or without maps/ and tiled.py: every listed scenario gives a board, two sides and units."""
    files = scenario_files()
    for sid in ("skirmish", "forest_clash", "great_battle"):
        assert sid in files
        key = f"scenario:{sid}"
        board = get_board(key)
        units = scenario_units(key)
        sides = scenario_sides(key)
        assert len(sides) == 2 and all(board.on_map(u.hex) for u in units)
    big = get_board("scenario:great_battle")
    assert big.width >= 60 and big.height >= 40
    assert min(sum(1 for u in scenario_units("scenario:great_battle") if u.side == s.id)
               for s in scenario_sides("scenario:great_battle")) >= 4


def test_rule_2_6_check_units_reports_every_problem():
    board = Board.rectangle(40, 20)
    units = [Placement("a", "x", "dunbine", "sho", board.cell(5, 5), 0, None),
             Placement("b", "y", "tank", "nobody", board.cell(15, 5), 7, 99),
             Placement("c", "y", "drumlo", "todd", Hex(500, 500), 0, 30)]
    problems = check_units(units, board.on_map, "m.tmx")
    text = "\n".join(str(p) for p in problems)
    assert "no machine 'tank'" in text
    assert "no pilot 'nobody'" in text
    assert "not on the map" in text
    assert "must be 0-5" in text
    assert "outside Drumlo's thrust" in text
    assert "at least 20 apart (2.6)" in text


def test_check_units_accepts_a_good_set_up_of_map_placements():
    """The map check runs ``check_units`` on a map's placements (``maps.py``); a good set-up passes."""
    board = Board.rectangle(50, 20)
    placements = [Placement("a", "x", "dunbine", "sho", board.cell(2, 5), 0, None, object_id=3),
                  Placement("b", "y", "drumlo", "todd", board.cell(40, 5), 3, 0, object_id=4)]
    assert check_units(placements, board.on_map, "maps/x.tmx") == []


def test_rule_1_2_a_scenario_has_two_sides():
    board = Board.rectangle(80, 20)
    units = [Placement("a", "x", "dunbine", "sho", board.cell(2, 5), 0, None),
             Placement("b", "y", "drumlo", "todd", board.cell(40, 5), 3, None),
             Placement("c", "z", "drumlo", "galalia", board.cell(78, 5), 3, None)]
    assert any("exactly two sides" in p.text and "(1.2)" in p.text for p in check_units(units, board.on_map, "m.tmx"))


def test_ruling_2a_named_pilots_fly_one_machine_soldiers_many():
    board = Board.rectangle(60, 20)
    units = [Placement("a", "x", "dunbine", "sho", board.cell(2, 5), 0, None),
             Placement("a2", "x", "billbine", "sho", board.cell(2, 7), 0, None),
             Placement("b", "y", "drumlo", "drake_soldier", board.cell(40, 5), 3, None),
             Placement("b2", "y", "drumlo", "drake_soldier", board.cell(40, 7), 3, None)]
    problems = check_units(units, board.on_map, "m.tmx")
    assert [p.where for p in problems] == ["unit.a2.pilot"]


def test_rule_2_5_4_billbine_forms_share_one_ammunition_pool():
    from tabletop.games.dunbine.game import new_unit
    u = new_unit("b", 0, "billbine", "sho", 0, 0, 0)
    assert u.ammo == {"aura_cannon": 4, "sword_rifle": 6, "wire_claw": 2}


def test_a_damaged_copy_of_machines_toml_names_file_line_and_field(tmp_path):
    text = (data.DATA_DIR / "machines.toml").read_text(encoding="utf-8")
    damaged = text.replace("[billbine]\nname_ja = \"ビルバイン\"\nname_en = \"Billbine\"\nkind = \"aura_battler\"\npoints = 14",
                           "[billbine]\nname_ja = \"ビルバイン\"\nname_en = \"Billbine\"\nkind = \"aura_battler\"\npoints = \"many\"")
    assert damaged != text
    path = tmp_path / "machines.toml"
    path.write_text(damaged, encoding="utf-8")
    with pytest.raises(DataError) as info:
        data.load_machines(str(path))
    [problem] = info.value.problems
    line = damaged.splitlines().index('points = "many"') + 1
    assert (problem.file, problem.line, problem.where) == (str(path), line, "billbine.points")
    assert str(problem) == f"{path}:{line}: billbine.points: must be a whole number, not 'many'"
