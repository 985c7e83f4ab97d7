"""Bots and the simulation command, on the toy race game."""

import json

from tabletop.core.bots import bot_move, levels, make_bot
from tabletop.core import registry
from tabletop.core.session import new_session
from tabletop.sim import report, runner, stats
from tests.core.toy import Race


def setup_module():
    registry.register(Race())


def test_random_bot_only_plays_legal_actions():
    s = new_session("toyrace", seed=2)
    bots = [make_bot(s.game, "random", seat, 1) for seat in range(2)]
    while not s.is_over():
        seat = s.pending().seat
        action = bot_move(s, bots[seat])
        assert action in s.legal_actions()
        s.apply(action, seat)
    assert "random" in levels("toyrace")


def test_wilson_interval_brackets_the_rate():
    lo, hi = stats.wilson(50, 100)
    assert lo < 0.5 < hi and 0.39 < lo and hi < 0.61


def test_simulation_report(tmp_path):
    records = runner.run("toyrace", 2, ["random", "random"], 12, seed=5, jobs=1, progress=False)
    assert len(records) == 12 and all(r.finished for r in records)
    summary = stats.summarise(records)
    assert abs(sum(row["wins"] for row in summary["seats"]) + summary["draws"] - 12) < 1e-9
    path = report.write(tmp_path, "race", summary, records)
    assert path.exists() and (tmp_path / "win_rates.svg").read_text().startswith("<svg")
    data = json.loads((tmp_path / "summary.json").read_text())
    assert data["games"] == 12 and len(data["records"]) == 12


def test_seeds_make_games_reproducible():
    a = runner.run("toyrace", 2, ["random", "random"], 3, seed=9, progress=False)
    b = runner.run("toyrace", 2, ["random", "random"], 3, seed=9, progress=False)
    assert [r.state_hash for r in a] == [r.state_hash for r in b]
