"""Paired comparison of simulation runs (tabletop.sim.paired)."""

import json

import pytest

from tabletop.sim.paired import compare, load_records, mcnemar_exact, share


def _rec(seed, players, winners, scores):
    return {"seed": seed, "players": players, "winners": winners, "scores": scores, "finished": True}


def test_mcnemar_exact_matches_the_binomial_tail():
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(5, 5) == 1.0
    # 9 against 1: 2 * P(X <= 1) for X ~ Bin(10, 1/2) = 2 * 11 / 1024
    assert mcnemar_exact(9, 1) == pytest.approx(22 / 1024)
    assert mcnemar_exact(1, 9) == mcnemar_exact(9, 1)


def test_share_splits_a_tied_win():
    rec = _rec(1, ["a", "b"], [0, 1], [5, 5])
    assert share(rec, 0) == 0.5 and share(rec, 1) == 0.5
    assert share(_rec(1, ["a", "b"], [1], [3, 5]), 0) == 0.0


def test_compare_pairs_games_by_seed_and_scores_the_players_seats():
    a = [_rec(1, ["strong", "quick"], [0], [10, 4]),
         _rec(2, ["quick", "strong"], [1], [2, 8]),
         _rec(3, ["strong", "quick"], [1], [1, 9]),
         _rec(9, ["strong", "quick"], [0], [9, 0])]          # no partner in b: left out
    b = [_rec(3, ["quick", "quick"], [1], [0, 7]),
         _rec(2, ["quick", "quick"], [0], [6, 4]),
         _rec(1, ["quick", "quick"], [0, 1], [5, 5])]
    r = compare(a, b, "strong")
    assert r.games == 3
    assert r.wins_a == pytest.approx(2 / 3)
    assert r.wins_b == pytest.approx(0.5 / 3)
    assert r.mean_diff == pytest.approx((0.5 + 1 + 0) / 3)
    assert (r.only_a, r.only_b) == (1, 0)   # seed 2; seed 1 was a shared win in b, so not discordant
    assert r.margin_a == pytest.approx((6 + 6 - 8) / 3)
    assert r.margin_b == pytest.approx((0 - 2 - 7) / 3)


def test_load_records_reads_folders_and_files(tmp_path):
    one = tmp_path / "one"
    one.mkdir()
    (one / "summary.json").write_text(json.dumps({"records": [_rec(1, ["a"], [0], [1])]}))
    two = tmp_path / "two.json"
    two.write_text(json.dumps({"records": [_rec(2, ["a"], [0], [1])]}))
    assert [r["seed"] for r in load_records([one, two])] == [1, 2]


def test_the_paired_runs_tool_prints_the_comparison(tmp_path, capsys):
    import runpy
    from pathlib import Path

    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    (a / "summary.json").write_text(json.dumps({"records": [_rec(1, ["strong", "quick"], [0], [9, 3]),
                                                            _rec(2, ["strong", "quick"], [0], [7, 6])]}))
    (b / "summary.json").write_text(json.dumps({"records": [_rec(1, ["quick", "quick"], [1], [2, 5]),
                                                            _rec(2, ["quick", "quick"], [0], [8, 1])]}))
    tool = runpy.run_path(str(Path(__file__).parents[2] / "tools" / "paired_runs.py"))
    assert tool["main"](["strong", str(a), "--", str(b)]) == 0
    out = capsys.readouterr().out
    assert "2 seat-games paired by seed" in out
    assert "won only with strong: 1; won only in the baseline: 0" in out
    assert tool["main"](["strong", str(a)]) == 2  # no baseline: the usage
