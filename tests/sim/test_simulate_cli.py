"""``tabletop simulate``: one clear line for every bad option, processes for --jobs, charts in the
report, and the replay of a sample of the games re-checked."""

import json

import pytest

from tabletop.cli import main
from tabletop.sim import runner, stats


@pytest.mark.parametrize("argv, text", [
    (["simulate", "nosuchgame"], "nosuchgame"),
    (["simulate", "zgundam", "--players", "strong,wizard"], "no computer player 'wizard'"),
    (["simulate", "zgundam", "--seats", "9"], "takes 2-6 seats"),
    (["simulate", "zgundam", "--players", "quick,quick,quick", "--seats", "2"], "names 3 players for 2 seats"),
    (["simulate", "zgundam", "--option", "end"], "KEY=VALUE"),
    (["simulate", "zgundam", "--option", "end=never"], "end"),
    (["simulate", "zgundam", "--games", "0"], "--games"),
    (["simulate", "zgundam", "--jobs", "0"], "--jobs"),
    (["simulate", "zgundam", "--games", "many"], "invalid int value"),
    (["simulate", "zgundam", "--replay-every", "-1"], "--replay-every"),
])
def test_bad_options_give_one_clear_line(argv, text, capsys, tmp_path):
    try:
        code = main(argv + ["--out", str(tmp_path / "out"), "--quiet"])
    except SystemExit as exc:  # argparse's own errors
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2
    assert not (tmp_path / "out").exists()
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and text in lines[0], err


def test_main_returns_2_for_argparse_errors(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "zgundam", "--games", "many"])
    assert exc.value.code == 2


def test_out_must_be_a_folder(tmp_path, capsys):
    target = tmp_path / "file"
    target.write_text("x")
    assert main(["simulate", "zgundam", "--games", "1", "--out", str(target), "--quiet"]) == 2
    assert "is a file" in capsys.readouterr().err


def test_simulate_zgundam_writes_the_report_with_charts_and_replay_checks(tmp_path, capsys):
    out = tmp_path / "sim"
    code = main(["simulate", "zgundam", "--players", "quick,random", "--games", "4", "--jobs", "2",
                 "--replay-every", "2", "--out", str(out), "--quiet"])
    assert code == 0, capsys.readouterr().err
    data = json.loads((out / "summary.json").read_text())
    assert data["games"] == 4 and data["finished"] == 4 and data["errors"] == []
    assert data["replays"] == {"checked": 2, "ok": 2}
    assert set(data["by_player"]) == {"quick", "random"}
    assert {"turns", "start_player_won", "points"} <= set(data["metrics"])
    for chart in ("win_rates.svg", "scores.svg", "length.svg", "metric_turns.svg"):
        assert (out / chart).read_text().startswith("<svg"), chart
    report = (out / "report.md").read_text()
    assert "replays re-checked: 2/2" in report and "![win rates](win_rates.svg)" in report
    assert "seat 1 (quick)" in capsys.readouterr().out


def test_a_replay_mismatch_is_reported_as_an_error(monkeypatch):
    from tabletop.core.session import Session

    monkeypatch.setattr(Session, "state_hash", lambda self: str(id(self)))  # every session differs
    record = runner.play_one(runner.Job("zgundam", 2, ("random", "random"), (), 3, 0, 20000, True))
    assert record.replay_checked and record.replay_ok is False and record.error.startswith("replay:")
    assert stats.summarise([record])["errors"]


def test_a_crashing_bot_is_recorded_not_fatal(monkeypatch):
    from tabletop.core.bots import RandomBot

    def boom(self, seen):
        raise RuntimeError("bot bug")

    monkeypatch.setattr(RandomBot, "choose", boom)
    record = runner.play_one(runner.Job("zgundam", 2, ("random", "random"), (), 3, 0))
    assert "RuntimeError: bot bug" in record.error and not record.finished
