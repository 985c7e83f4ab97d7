"""``tabletop host`` and ``tabletop join`` as commands: a host and two joined computer players finish a
game on 127.0.0.1; a joiner remembers its seat token for the address."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import main

from .conftest import TIMEOUT

ROOT = Path(__file__).parents[2]
#: A whole game played by three processes: a guard against a hang, not a speed check (on a loaded machine the
#: joined players' games took over ``TIMEOUT``, 65-70 s, and failed).
GAME_TIMEOUT = 4 * TIMEOUT


def tabletop(*args: str, home: Path, out: int | object = subprocess.PIPE,
             stdin: int | None = None) -> subprocess.Popen[str]:
    env = {**os.environ, "TABLETOP_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "tabletop", *args], cwd=ROOT, env=env, text=True,
                            stdout=out, stderr=subprocess.PIPE, stdin=stdin)  # type: ignore[arg-type]


@pytest.mark.slow  # a whole game by three processes (20-70 s): make soak; the protocol's games are in-process tests
def test_host_and_two_joined_computer_players_finish_a_game(tmp_path: Path) -> None:
    host = tabletop("host", "sdgf", "--bind", "127.0.0.1", "--port", "0", "--seed", "5", "--pace", "0", home=tmp_path)
    try:
        assert host.stdout is not None
        lines = [host.stdout.readline() for _ in range(2)]
        address = lines[1].split("tabletop join ")[1].split()[0]
        assert address.startswith("127.0.0.1:")
        files = [(tmp_path / f"join{i}.txt").open("w", encoding="utf-8") for i in range(2)]
        joins = [tabletop("--lang", "en", "join", address, "--bot", "random", "--name", f"p{i}", home=tmp_path,
                          out=files[i]) for i in range(2)]
        for p, f in zip(joins, files):
            p.communicate(timeout=GAME_TIMEOUT)
            f.close()
        outs = [(tmp_path / f"join{i}.txt").read_text(encoding="utf-8") for i in range(2)]
        assert [p.returncode for p in joins] == [0, 0], outs
        ends = {out.strip().splitlines()[-1] for out in outs}
        assert len(ends) == 1 and next(iter(ends)).startswith("== "), ends
        seats = json.loads((tmp_path / "net-seats.json").read_text(encoding="utf-8"))
        assert list(seats) == [address] and sorted(seats[address]) == ["0", "1"]
        saves = list((tmp_path / "autosave").glob("net-sdgf-*.json"))
        assert len(saves) == 1 and (saves[0].with_name(saves[0].name + ".tokens")).is_file()
    finally:
        host.send_signal(signal.SIGINT)
        host.communicate(timeout=TIMEOUT)
    assert host.returncode == 0


@pytest.mark.parametrize("args", [["host", "sdgf", "--seats", "9"], ["host", "sdgf", "--computer", "x"],
                                  ["host", "sdgf", "--computer", "7"], ["host", "sdgf", "--option", "nonsense"],
                                  ["join", "127.0.0.1:notaport"], ["join", ":80"]])
def test_bad_host_and_join_arguments_give_one_line(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err


def test_a_person_plays_a_seat_from_the_terminal(tmp_path: Path) -> None:
    """``tabletop join`` without ``--bot``: the numbered legal actions, a number typed per decision
    (here always 1, and once a wrong answer and a chat line), until the game ends."""
    from tabletop.core.session import new_session

    from .conftest import hosting, join, play

    with hosting(new_session("sdgf", 2, seed=12)) as host:
        person = tabletop("--lang", "en", "join", f"127.0.0.1:{host.port}", "--seat", "1", home=tmp_path,
                          out=(tmp_path / "person.txt").open("w", encoding="utf-8"), stdin=subprocess.PIPE)
        assert person.stdin is not None
        person.stdin.write("say hi\nnonsense\n" + "1\n" * 400)
        person.stdin.close()
        other = join(host, seat=1)
        assert not play([other], lambda c: c.legal_actions()[-1])
        person.wait(TIMEOUT)
        out = (tmp_path / "person.txt").read_text(encoding="utf-8")
        assert person.returncode == 0, out
        assert "  1. " in out and "? a number, u, r, say TEXT or q" in out
        assert "Player 1 (here), Player 2 (here)" in out
        assert out.strip().splitlines()[-1] == f"== {host.call(lambda s: s.outcome()).text.en}"
        assert "hi" in [text for _, _, text in other.chat]
        other.close()


@pytest.mark.slow  # a whole game by three processes (20-70 s): make soak; the protocol's games are in-process tests
def test_a_computer_seat_on_the_host_and_a_joined_player_finish_a_game(tmp_path: Path) -> None:
    host = tabletop("host", "zgundam", "--bind", "127.0.0.1", "--port", "0", "--seed", "2", "--pace", "0",
                    "--computer", "2:random", home=tmp_path)
    try:
        assert host.stdout is not None
        address = [host.stdout.readline() for _ in range(2)][1].split("tabletop join ")[1].split()[0]
        with (tmp_path / "join.txt").open("w", encoding="utf-8") as out:
            joined = tabletop("--lang", "en", "join", address, "--bot", "random", home=tmp_path, out=out)
            joined.communicate(timeout=GAME_TIMEOUT)
        text = (tmp_path / "join.txt").read_text(encoding="utf-8")
        assert joined.returncode == 0 and text.strip().splitlines()[-1].startswith("== "), text
        save = next((tmp_path / "autosave").glob("net-zgundam-*.json"))
        assert json.loads(save.read_text(encoding="utf-8"))["players"] == ["human", "random"]
    finally:
        host.send_signal(signal.SIGINT)
        host.communicate(timeout=TIMEOUT)
