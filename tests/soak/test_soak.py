"""The soak: random games of every game in every setting, every check (``driver.py``) on each.

``make soak`` (``pytest -m slow -n 2``) runs ``test_soak``: ``GAMES_PER_GAME`` (10,000) soak games
of each game at ``SOAK_SCALE=1``, spread evenly over the game's settings (``plans.py``) and cut into
test items of at most ``CHUNK`` games so that the two pytest-xdist workers share them out. A soak
game is defined in ``driver.py`` (a fresh seeded deal played to its end, or to ``Plan.cap`` actions
for Monster Raid, whose real dice physics is too slow for 10,000 whole games; Monster Raid also
plays ``WHOLE_GAMES`` whole games per setting). ``SOAK_SCALE`` multiplies the counts
(``SOAK_SCALE=0.01 make soak`` for a quick pass). With ``SOAK_REPORT=<file>`` every item appends
one JSON line of figures to that file (with the item's id and the commit it ran on); with
``SOAK_RESUME=1`` as well, the items that file already records for the same commit are skipped,
so a soak stopped part-way (a session's end, a reboot) goes on where it was. ``make test`` runs ``test_soak_sample``: the same checks on
a few games of each game.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import subprocess
import time
from pathlib import Path

import pytest

from .driver import count, soak
from .plans import PLANS, dunbine_scenarios

#: soak games per game at SOAK_SCALE=1, over all its settings
GAMES_PER_GAME = 10_000
#: at most this many games per test item
CHUNK = 250
#: Monster Raid: whole games (no cap) per setting at SOAK_SCALE=1, beside its capped ones
WHOLE_GAMES = 3


def _label(game: str, seats: int, options: dict) -> str:
    return "-".join([game, f"{seats}p", *options.values()])


def _cases():
    for game, (plan, settings) in PLANS.items():
        every = settings()
        n = count(math.ceil(GAMES_PER_GAME / len(every)))
        for seats, options in every:
            for first in range(0, n, CHUNK):
                games = min(CHUNK, n - first)
                yield pytest.param(game, seats, options, first, games, False,
                                   id=f"{_label(game, seats, options)}-{first}+{games}")
            if plan.cap is not None:
                yield pytest.param(game, seats, options, 0, count(WHOLE_GAMES), True,
                                   id=f"{_label(game, seats, options)}-whole")


CASES = list(_cases())


def _commit() -> str:
    """The commit the soak runs on (``+`` when the tree has changes), or ``""`` outside git."""
    root = Path(__file__).resolve().parents[2]
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True,
                              timeout=30).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                               capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""
    return head + ("+" if dirty else "")


def _done(report: str, commit: str) -> set[str]:
    """The items ``report`` records as finished on ``commit`` (a clean tree only)."""
    if not commit or commit.endswith("+"):
        return set()
    try:
        lines = Path(report).read_text(encoding="utf-8").splitlines()
    except OSError:
        return set()
    done = set()
    for line in lines:
        try:
            figures = json.loads(line)
        except ValueError:
            continue
        if isinstance(figures, dict) and figures.get("commit") == commit and isinstance(figures.get("item"), str):
            done.add(figures["item"])
    return done


@pytest.mark.slow
@pytest.mark.parametrize("game,seats,options,first,games,whole", CASES)
def test_soak(request, game, seats, options, first, games, whole):
    item = request.node.callspec.id
    report, commit = os.environ.get("SOAK_REPORT"), _commit()
    if report and os.environ.get("SOAK_RESUME") and item in _done(report, commit):
        pytest.skip(f"already in {report} for {commit}")
    plan, _ = PLANS[game]
    if whole:
        plan = dataclasses.replace(plan, cap=None)
    seeds = range(10_000 + first, 10_000 + first + games) if not whole else range(20_000, 20_000 + games)
    start = time.process_time()
    summaries = [soak(plan, seats, options, seed) for seed in seeds]
    figures = {"item": item, "commit": commit, "game": game, "setting": _label(game, seats, options), "whole": whole, "games": len(summaries),
               "cpu_s": round(time.process_time() - start, 2), "load": os.getloadavg()[0]}
    for s in summaries:
        for key, value in s.items():
            figures[key] = figures.get(key, 0) + value
    print(f"\nSOAK {json.dumps(figures)}")
    if report:
        with open(report, "a", encoding="utf-8") as f:
            f.write(json.dumps(figures) + "\n")
    assert len(summaries) == games and figures["steps"] >= games
    if whole or plan.cap is None:
        assert figures["over"] == games, "a whole game did not end"


#: the fast sample for ``make test``: (game, seats, options, seeds, stop_after)
SAMPLE = [
    ("zgundam", 2, {"end": "deck"}, range(2), None),
    ("zgundam", 5, {"end": "one_fleet"}, range(1), None),
    ("zgundam", 6, {"end": "last_fleet"}, range(1), None),
    ("sdgf", 2, {"deck0": "neotopia", "deck1": "dark_axis"}, range(2), None),
    ("sdgf", 2, {"deck0": "three_worlds", "deck1": "three_worlds"}, range(1), None),
    ("ultraseven", 2, {"mode": "one_cour"}, range(1), None),
    ("dunbine", 2, {"scenario": "skirmish"}, range(1), None),
    ("monsterraid", 1, {"difficulty": "hard"}, range(1), 25),   # real physics: the first 25 actions
]


@pytest.mark.parametrize("game,seats,options,seeds,stop_after", SAMPLE,
                         ids=[f"{g}-{s}p" for g, s, *_ in SAMPLE])
def test_soak_sample(game, seats, options, seeds, stop_after):
    """The soak's checks on a few games, with the swap, rejected-move and undo checks every few actions."""
    plan, _ = PLANS[game]
    plan = dataclasses.replace(plan, check_gap=min(plan.check_gap, 8))
    total: dict[str, int] = {}
    for seed in seeds:
        for key, value in soak(plan, seats, options, seed, stop_after=stop_after).items():
            if isinstance(value, int):
                total[key] = total.get(key, 0) + value
    assert total["steps"] > 0 and total["rejected"] > 0 and total["undo_checks"] > 0 and total["undone"] > 0
    if PLANS[game][0].new(seats, options, 0).game.spec.hidden_information:
        assert total["swaps"] > 0


# -- the checks find planted faults ---------------------------------------------------------------
def _short_game():
    """Z Gundam with the swap, rejected-move and undo checks every few actions."""
    plan, _ = PLANS["zgundam"]
    return dataclasses.replace(plan, check_gap=4)


def test_the_soak_finds_a_view_that_shows_the_other_hand_as_card_kinds(monkeypatch):
    """The issue's case: card ids never appear, only their kinds; the id check passes, the swap check does not."""
    from tabletop.games.zgundam.game import ZGundamGame as ZGundam

    from tests.contract.checks import kind_of
    honest = ZGundam.view

    def leaky(self, state, seat):
        view = honest(self, state, seat)
        kind = kind_of(state)
        others = [z for z in state.table().zones.values() if z.owner not in (None, seat) and z.name.startswith("hand")]
        view["their_kinds"] = sorted(kind(c) for z in others for c in z.cards)
        return view

    monkeypatch.setattr(ZGundam, "view", leaky)
    with pytest.raises(AssertionError, match="changes the view of seat"):
        for seed in range(3):
            soak(_short_game(), 2, {"end": "one_fleet"}, seed)


def test_the_soak_finds_a_refusal_that_is_not_a_rules_error(monkeypatch):
    from tabletop.core.errors import RulesError
    from tabletop.games.zgundam.game import ZGundamGame as ZGundam
    honest = ZGundam.apply

    def bare(self, state, action, ctx):
        try:
            return honest(self, state, action, ctx)
        except RulesError as e:
            raise ValueError(str(e)) from None

    monkeypatch.setattr(ZGundam, "apply", bare)
    with pytest.raises(AssertionError, match="not RulesError"):
        soak(_short_game(), 2, {"end": "one_fleet"}, 0)


def test_the_soak_finds_an_undo_that_does_not_restore_the_state(monkeypatch):
    from tabletop.core.session import Session
    monkeypatch.setattr(Session, "undo", lambda self, seat: self._undo.pop())
    with pytest.raises(AssertionError, match="undo"):
        for seed in range(3):
            soak(_short_game(), 2, {"end": "one_fleet"}, seed)


def test_the_soak_covers_every_setting():
    """Every scenario file, seat count and option value of every game is in the soak."""
    import itertools

    from .plans import _choices, _game
    covered = {(c.values[0], c.values[1], tuple(sorted(c.values[2].items()))) for c in CASES}
    for name in PLANS:
        game = _game(name)
        keys = [o.key for o in game.spec.options]
        for seats in range(game.spec.min_seats, game.spec.max_seats + 1):
            for values in itertools.product(*(_choices(game, k) for k in keys)):
                assert (name, seats, tuple(sorted(zip(keys, values)))) in covered, (name, seats, values)
    assert {o for c in CASES if c.values[0] == "dunbine" for o in [c.values[2]["scenario"]]} \
        == set(dunbine_scenarios()) and len(dunbine_scenarios()) >= 3


def test_a_resumed_soak_skips_only_the_items_its_report_records_for_the_same_clean_commit(tmp_path):
    from .test_soak import _done
    report = tmp_path / "soak.jsonl"
    report.write_text("\n".join([
        json.dumps({"item": "zgundam-2p-deck-0+250", "commit": "abc", "games": 250}),
        json.dumps({"item": "zgundam-2p-deck-250+250", "commit": "old", "games": 250}),
        json.dumps({"setting": "zgundam-2p-deck", "games": 250}),       # a line from before resuming
        "not json", json.dumps([1, 2]),
        json.dumps({"item": "sdgf-2p-x-0+250", "commit": "abc"})[:-5],  # cut by a kill mid-write
    ]) + "\n", encoding="utf-8")
    assert _done(str(report), "abc") == {"zgundam-2p-deck-0+250"}
    assert _done(str(report), "abc+") == set()           # changed files: nothing counts as done
    assert _done(str(report), "") == set()
    assert _done(str(tmp_path / "missing.jsonl"), "abc") == set()
    assert {c.id for c in CASES} >= {"zgundam-2p-deck-0+250"}
