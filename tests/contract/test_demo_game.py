"""The demo game (``tests/contract/demo``, Pig) built only from docs/architecture.md's skeleton.

It is played through ``Session`` to the end, saved and loaded, played by its
bot, and its files are the ones the doc's table lists. If the skeleton in the
doc changes, this test and the demo change with it.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from tabletop.core.bots import RandomBot, seen_by
from tabletop.core import registry
from tabletop.core.dice import ScriptedSource, SeededSource
from tabletop.core.errors import DataError, RulesError
from tabletop.core.game import Action, Context
from tabletop.core.session import Session

from .demo import GAME
from .demo.actions import Hold, Roll
from .demo.bots import HoldBot
from .demo.data import read

DEMO = Path(__file__).parent / "demo"
ARCHITECTURE = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"


@pytest.fixture(autouse=True)
def registered():
    """Register Pig for one test (saves name their game) and take it out again afterwards."""
    registry.register(GAME)
    yield
    registry._GAMES.pop(GAME.spec.name, None)  # no public unregister in the core


def play(session: Session, bots: dict[int, object], limit: int = 2000) -> None:
    for _ in range(limit):
        decision = session.pending()
        if decision is None:
            return
        bot = bots[decision.seat]
        session.apply(bot.choose(seen_by(session, bot)), decision.seat)
    raise AssertionError("the game did not end")


def test_the_demo_has_the_files_of_the_documented_skeleton():
    doc = ARCHITECTURE.read_text(encoding="utf-8")
    table = doc.split("## The files of a game", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([a-z_]+(?:\.py|/))` \|(.*)$", table, flags=re.M)
    listed = [name for name, text in rows if "(optional)" not in text]
    assert {"__init__.py", "game.py", "state.py", "actions.py", "view.py", "bots.py", "data/"} <= set(listed)
    for name in listed:
        assert (DEMO / name.rstrip("/")).exists(), f"the demo game lacks {name}"


def test_a_game_plays_through_session_to_the_end_with_an_outcome():
    s = Session(GAME, 3, {"length": "short"}, dice=SeededSource(7))
    play(s, {seat: RandomBot(GAME, seat, 1) for seat in range(3)})
    out = GAME.outcome(s.state)
    assert out is not None and s.is_over()
    (winner,) = out.winners
    assert s.state.scores[winner] >= 30 == s.view(None)["target"]
    assert s.legal_actions() == [] and s.pending() is None


def test_rule_2_2_the_bust_face_loses_the_turn_total():
    s = Session(GAME, 2, dice=ScriptedSource([5, 4, 1]))
    for _ in range(3):
        s.apply(Roll(), 0)
    assert s.state.scores == [0, 0] and s.state.turn_total == 0 and s.state.to_move == 1
    assert any(e.rule == "pig 2.2" for e in s.events)


def test_rule_2_3_hold_banks_the_total_and_needs_one():
    s = Session(GAME, 2, dice=ScriptedSource([6, 3]))
    assert s.legal_actions() == [Roll()]
    before = s.state_hash()
    with pytest.raises(RulesError) as err:
        s.apply(Hold(), 0)
    assert err.value.rule == "pig 2.3" and s.state_hash() == before  # checked before anything changed
    s.apply(Roll(), 0)
    s.apply(Roll(), 0)
    s.apply(Hold(), 0)
    assert s.state.scores == [9, 0] and s.state.to_move == 1


def test_the_dispatcher_refuses_an_action_of_no_row_and_any_action_after_the_end():
    @dataclass(frozen=True)
    class Double(Action):
        pass

    s = Session(GAME, 2, dice=SeededSource(1))
    with pytest.raises(RulesError) as err:
        s.apply(Double(), 0)
    assert err.value.rule == "pig 2"
    s.state.winner = 0
    with pytest.raises(RulesError) as err:
        GAME.apply(s.state, Roll(), Context(SeededSource(1)))
    assert err.value.rule == "pig 3"


def test_neither_a_roll_nor_a_hold_that_hands_the_turn_over_can_be_undone():
    s = Session(GAME, 2, dice=ScriptedSource([4]))
    s.apply(Roll(), 0)
    assert not s.can_undo(0)
    s.apply(Hold(), 0)
    assert s.state.scores == [4, 0]
    assert not s.can_undo(0) and not s.can_undo(1)  # seat 1 has control now: seat 0's hold stands


def test_save_and_load_give_the_same_game(tmp_path):
    s = Session(GAME, 2, {"length": "short"}, dice=SeededSource(3))
    rng = random.Random(3)
    for _ in range(25):
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
    path = s.save(tmp_path / "pig.json")
    loaded = Session.load(path)
    assert loaded.state_hash() == s.state_hash() == s.replay_hash()
    assert loaded.state == s.state and [a for a in loaded.actions] == s.actions


def test_the_bot_plays_to_the_end_and_beats_random_play():
    assert GAME.bots() == {"quick": HoldBot}
    wins = 0
    for seed in range(20):
        s = Session(GAME, 2, {"length": "short"}, dice=SeededSource(seed))
        play(s, {0: HoldBot(GAME, 0, seed), 1: RandomBot(GAME, 1, seed)})
        wins += GAME.outcome(s.state).winners == (0,)
        assert set(GAME.metrics(s.state)) == {"turns", "busts", "winning_score"}
    assert wins >= 14


def test_data_problems_are_listed_at_once(tmp_path):
    bad = tmp_path / "pig.toml"
    bad.write_text("bust_face = 9\n[target]\nshort = 0\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        read(bad)
    assert [p.where for p in err.value.problems] == ["bust_face", "target.short"]
