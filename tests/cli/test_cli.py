"""The `tabletop` command: help, version, games, replay, and one-line errors with exit 2."""

import json
import os
import subprocess
import sys

import pytest

from tabletop import __version__
from tabletop.cli import main


def run(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True,
                          timeout=120, env=env)


def test_help_lists_the_subcommands():
    out = run("--help")
    assert out.returncode == 0
    for word in ("play", "replay", "games"):
        assert word in out.stdout


def test_version():
    out = run("--version")
    assert out.returncode == 0 and __version__ in out.stdout


def test_games_lists_registered_games():
    out = run("games")
    assert out.returncode == 0
    for line in out.stdout.splitlines():
        assert "seats" in line


def test_unknown_game_is_one_line_and_exit_2():
    out = run("play", "no-such-game")
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1
    assert "no-such-game" in out.stderr


@pytest.mark.parametrize("args", [["--bogus"], ["play"], ["play", "x", "--seed", "abc"], ["nosuchcommand"]])
def test_bad_arguments_are_one_line_and_exit_2(args):
    out = run(*args)
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1


def test_replay_of_a_damaged_save_is_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    out = run("replay", str(bad))
    assert out.returncode == 2
    assert "bad.json" in out.stderr and "Traceback" not in out.stderr


def test_replay_prints_the_final_state(tmp_path, capsys):
    from tabletop.core import registry
    from tabletop.core.session import Session
    from tests.core.toy import Race, Roll

    registry.register(Race())
    s = Session(registry.find("toyrace"), 2, seed=3)
    for _ in range(4):
        s.apply(Roll())
    path = s.save(tmp_path / "race.json")
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["state_hash"] == s.state_hash() and data["actions"] == 4
    assert main(["replay", str(path)]) == 0
    assert s.state_hash() in capsys.readouterr().out
