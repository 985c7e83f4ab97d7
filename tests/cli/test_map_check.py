"""``tabletop map check``: one line per problem, exit 0 when fine and 2 otherwise, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.core import registry
from tabletop.core.errors import Problem
from tabletop.core.game import Game
from tabletop.core.spec import GameSpec
from tabletop.core.i18n import Text
from tabletop.games import discover
from tabletop.resources import maps_dir
from tests.maps.factory import edit, good_map


def run(capsys, *args: str) -> tuple[int, list[str], str]:
    code = main(["map", "check", *args])
    out = capsys.readouterr()
    return code, [l for l in out.out.splitlines() if l], out.err


def test_shipped_maps_and_scenarios_pass(capsys):
    files = sorted(str(p) for p in maps_dir().iterdir() if p.name.endswith((".tmx", ".scenario.toml")))
    code, lines, err = run(capsys, *files)
    assert code == 0, lines
    assert lines == [f"{f}: ok" for f in files] and err == ""


def test_good_map_quiet_prints_nothing(capsys, tmp_path):
    code, lines, _ = run(capsys, "-q", str(good_map(tmp_path)))
    assert code == 0 and lines == []


def test_every_problem_on_its_own_line_prefixed_by_the_file(capsys, tmp_path):
    path = good_map(tmp_path)
    edit(path, '<property name="game" value="dunbine"/>', "")
    edit(path, 'type="int" value="0"', 'type="int" value="9"')
    code, lines, err = run(capsys, str(path))
    assert code == 2 and err == ""
    assert 2 <= len(lines) <= 3 and all(l.startswith(f"{path}:") for l in lines)
    assert any("not a Dunbine map" in l for l in lines) and any("facing must be" in l for l in lines)
    # an object's problem: FILE:LINE: of its <object> element, with its layer, id and name
    line = next(l for l in lines if "facing must be" in l)
    number = path.read_text().splitlines().index(next(t for t in path.read_text().splitlines() if '<object id="3"' in t))
    assert line.startswith(f"{path}:{number + 1}: layer 'units' object 3 'Sho': ")


def hostile_files(tmp_path):
    """Every kind of file the world may throw at the checker, made on the spot."""
    out = {}
    garbage = tmp_path / "garbage.tmx"
    garbage.write_bytes(os.urandom(64) + b"\x00\xff" * 100)
    out["binary garbage"] = garbage
    out["a directory"] = tmp_path
    out["a missing file"] = tmp_path / "missing.tmx"
    for name, old, new in [
        ("orthogonal", 'orientation="hexagonal"', 'orientation="orthogonal"'),
        ("isometric", 'orientation="hexagonal"', 'orientation="isometric"'),
        ("infinite", 'infinite="0"', 'infinite="1"'),
        ("zstd", '<data encoding="csv">', '<data encoding="base64" compression="zstd">'),
        ("missing tileset", 'source="byston_terrain.tsx"', 'source="nowhere.tsx"'),
        ("other game", '<property name="game" value="dunbine"/>', '<property name="game" value="tuxemon"/>'),
        ("broken xml", "</map>", "</ma"),
    ]:
        folder = tmp_path / name.replace(" ", "_")
        folder.mkdir()
        out[name] = edit(good_map(folder), old, new)
    plain = tmp_path / "plain"
    plain.mkdir()
    p = good_map(plain)
    text = p.read_text()
    start, end = text.index(" <properties>"), text.index(" </properties>") + len(" </properties>\n")
    p.write_text(text[:start] + text[end:])
    out["no game properties"] = p
    return out


@pytest.mark.parametrize("kind", ["binary garbage", "a directory", "a missing file", "orthogonal", "isometric",
                                  "infinite", "zstd", "missing tileset", "other game", "broken xml",
                                  "no game properties"])
def test_hostile_files_get_messages_not_tracebacks(capsys, tmp_path, kind):
    path = hostile_files(tmp_path)[kind]
    code, lines, err = run(capsys, str(path))
    assert code == 2
    assert lines and all(l.startswith(f"{path}: ") for l in lines), lines
    assert "Traceback" not in err and err == ""


def test_many_files_at_once_exit_2_if_any_is_bad(capsys, tmp_path):
    good = good_map(tmp_path)
    code, lines, _ = run(capsys, str(good), str(tmp_path / "missing.tmx"))
    assert code == 2
    assert lines[0] == f"{good}: ok" and lines[1].startswith(f"{tmp_path / 'missing.tmx'}: file not found")


def test_scenario_file_checked_beside_the_map(capsys, tmp_path):
    path = good_map(tmp_path)
    (tmp_path / "m.scenario.toml").write_text('title_ja = "試験"\ntitle_en = "Test"\nmap = "m.tmx"\n'
                                              'turn_limit = 0\nvictory = "annihilation"\n')
    code, lines, _ = run(capsys, str(path))
    assert code == 2 and lines == [f"{tmp_path / 'm.scenario.toml'}:4: turn_limit: must be at least 1, not 0"], lines


@pytest.mark.parametrize("body, fragment", [
    ('title_ja = "x"\n', "m.scenario.toml: title_en: is missing"),
    ('title_ja = "x"\ntitle_en = "x"\nmap = "m.tmx"\nturn_limit = 3\nvictory = "v"\n',
     ":5: victory: must be one of points, annihilation, not 'v'"),
    ('title_ja = "x"\ntitle_en = "x"\nmap = "m.tmx"\nturn_limit = 3\nvictory = "points"\nlimit = 3\n',
     ":6: limit: unknown field"),
    ('title_ja = "x"\ntitle_en = "x"\nmap = "../m.tmx"\nturn_limit = 3\nvictory = "v"\n', "must be a file name in the same folder"),
    ('title_ja = "x"\ntitle_en = "x"\nmap = "gone.tmx"\nturn_limit = 3\nvictory = "v"\n', "map 'gone.tmx' not found"),
    ("this is = not [ toml", ":1: is not valid TOML"),
])
def test_bad_scenario_files(capsys, tmp_path, body, fragment):
    good_map(tmp_path)
    s = tmp_path / "m.scenario.toml"
    s.write_text(body)
    code, lines, _ = run(capsys, str(s))
    assert code == 2 and any(fragment in l for l in lines), lines


def test_usage_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["map", "check"])
    assert exc.value.code == 2
    assert main(["map"]) == 2


def test_console_command_runs_headless(tmp_path):
    """The real command in a fresh process: same output, and pygame is never imported."""
    path = good_map(tmp_path)
    code = ("import sys; from tabletop.cli import main; rc = main(['map', 'check', sys.argv[1]]); "
            "assert 'pygame' not in sys.modules; sys.exit(rc)")
    r = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.strip() == f"{path}: ok", r.stdout + r.stderr


def test_scenario_beside_a_map_must_name_it(capsys, tmp_path):
    path = good_map(tmp_path)
    (tmp_path / "m.scenario.toml").write_text('title_ja = "試験"\ntitle_en = "Test"\nmap = "other.tmx"\n'
                                              'turn_limit = 5\nvictory = "annihilation"\n')
    code, lines, _ = run(capsys, str(path))
    assert code == 2 and any("names 'other.tmx', but it lies beside 'm.tmx'" in l for l in lines), lines


def test_scenario_of_a_bad_map_says_so(capsys, tmp_path):
    path = edit(good_map(tmp_path), 'orientation="hexagonal"', 'orientation="isometric"')
    s = tmp_path / "m.scenario.toml"
    s.write_text('title_ja = "試験"\ntitle_en = "Test"\nmap = "m.tmx"\nturn_limit = 5\nvictory = "annihilation"\n')
    code, lines, _ = run(capsys, str(s))
    assert code == 2 and lines == [f"{s}:3: map: map 'm.tmx' has problems (run: tabletop map check m.tmx) "
                                   "/ マップに問題があります"]
    code, lines, _ = run(capsys, str(path))
    assert code == 2 and len(lines) == 1 and "isometric" in lines[0]


# -- the owning game answers (tabletop.games registry; Game.reads_maps / Game.check_map) ---------------

class MapGame(Game):
    """A stand-in game played on maps: it says what it was asked about."""

    spec = GameSpec("hexworld", Text("ヘックス", "Hexworld"), 1, 1, chance=False, hidden_information=False)
    reads_maps = True

    def check_map(self, path):
        return [Problem(str(path), "map.properties", "hexworld checked this map")]


@pytest.fixture
def second_map_game(monkeypatch):
    """A second installed game with maps beside Dunbine (the registry restored afterwards)."""
    discover()
    monkeypatch.setitem(registry._GAMES, "hexworld", MapGame())


def test_the_game_a_map_names_checks_it(capsys, tmp_path, second_map_game):
    path = edit(good_map(tmp_path), 'value="dunbine"', 'value="hexworld"')
    code, lines, _ = run(capsys, str(path))
    assert code == 2 and lines == [f"{path}: map.properties: hexworld checked this map"]
    (tmp_path / "d").mkdir()
    code, lines, _ = run(capsys, str(good_map(tmp_path / "d")))
    assert code == 0, lines  # a Dunbine map is still Dunbine's


def test_with_several_map_games_a_map_naming_none_of_them_says_so(capsys, tmp_path, second_map_game):
    path = edit(good_map(tmp_path), 'value="dunbine"', 'value="tuxemon"')
    code, lines, _ = run(capsys, str(path))
    assert code == 2 and len(lines) == 1 and "map property game is 'tuxemon'" in lines[0], lines
    assert "games with maps: dunbine, hexworld" in lines[0]
    text = path.read_text()
    start, end = text.index(" <properties>"), text.index(" </properties>") + len(" </properties>\n")
    path.write_text(text[:start] + text[end:])
    code, lines, _ = run(capsys, str(path))
    assert code == 2 and len(lines) == 1 and "does not say which game it is for" in lines[0], lines
    code, lines, _ = run(capsys, str(tmp_path / "missing.tmx"))  # the file's own problem comes first
    assert code == 2 and lines == [f"{tmp_path / 'missing.tmx'}: file not found / ファイルが見つかりません"]


def test_only_games_that_read_maps_are_asked():
    from tabletop.cli.map import map_games

    assert [g.spec.name for g in map_games()] == ["dunbine"]
    assert not Game.reads_maps and Game().check_map(Path("any.tmx")) == []
