"""Dice notation, sources, open-ended rolls and shuffles."""

import pytest
from hypothesis import given, strategies as st

from tabletop.core.dice import (DiceSource, DiceSpec, ManualSource, ScriptedSource, SeededSource,
                                SUPPORTED_SIDES, parse, replay_source)
from tabletop.core.errors import NeedManualRoll, NotationError


@pytest.mark.parametrize("text,spec", [
    ("2D6", DiceSpec(2, 6)), ("1d20", DiceSpec(1, 20)), ("d6", DiceSpec(1, 6)),
    ("3D4+2", DiceSpec(3, 4, 2)), ("2d10-1", DiceSpec(2, 10, -1)), (" 1 D 8 ", DiceSpec(1, 8)),
])
def test_parse_notation_as_the_books_write_it(text, spec):
    assert parse(text) == spec


@pytest.mark.parametrize("bad", ["", "2D7", "0d6", "d", "6", "2x6", "101d6", "2D6+"])
def test_parse_rejects_bad_notation_with_a_clear_message(bad):
    with pytest.raises(NotationError) as info:
        parse(bad)
    assert isinstance(info.value, ValueError)


@given(st.integers(1, 100), st.sampled_from(SUPPORTED_SIDES), st.integers(-50, 50))
def test_notation_round_trips(count, sides, mod):
    spec = DiceSpec(count, sides, mod)
    assert parse(str(spec)) == spec


@given(st.integers(0, 2**64), st.sampled_from(SUPPORTED_SIDES), st.integers(1, 20))
def test_seeded_rolls_stay_on_the_faces_and_sum(seed, sides, count):
    src = SeededSource(seed)
    roll = src.roll(sides, "p", "test", count)
    assert len(roll.results) == count
    assert all(1 <= r <= sides for r in roll.results)
    assert roll.total == sum(roll.results)
    assert src.log == [roll]


def test_seeded_source_is_deterministic_and_restorable():
    a, b = SeededSource(42), SeededSource(42)
    assert [a.roll("2D6", "x", "y").results for _ in range(20)] == [b.roll("2D6", "x", "y").results for _ in range(20)]
    snap = a.snapshot()
    first = a.roll("1D20", "x", "y").results
    a.restore(snap)
    assert a.roll("1D20", "x", "y").results == first


def test_seeded_source_is_roughly_uniform():
    src = SeededSource(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[src.roll(6, "x", "y").results[0] - 1] += 1
    assert all(850 < c < 1150 for c in counts)


def test_every_roll_is_logged_with_who_and_why():
    src = SeededSource(1)
    src.roll("2D6", "Sho", "hit roll")
    record = src.log[-1]
    assert (record.who, record.why, record.sides, len(record.results)) == ("Sho", "hit roll", 6, 2)
    assert "Sho" in record.describe() and "hit roll" in record.describe()


def test_open_roll_adds_dice_while_the_listed_faces_show():
    src = ScriptedSource([6, 5, 6, 6, 2, 3])
    roll = src.open_roll(6, {5, 6}, "a", "damage")
    assert roll.results == (6, 5, 6, 6, 2)
    assert roll.total == 25
    assert src.open_roll(6, {6}, "a", "damage").results == (3,)


def test_open_roll_without_faces_is_a_single_die():
    src = ScriptedSource([6])
    assert src.open_roll(6, set(), "a", "damage").results == (6,)


def test_scripted_source_rejects_impossible_faces_and_running_out():
    src = ScriptedSource([7])
    with pytest.raises(ValueError):
        src.roll(6, "a", "b")
    with pytest.raises(IndexError):
        ScriptedSource([]).roll(6, "a", "b")


def test_manual_source_asks_then_uses_typed_results():
    src = ManualSource()
    with pytest.raises(NeedManualRoll) as info:
        src.roll("2D6", "Sho", "hit")
    assert (info.value.sides, info.value.count) == (6, 2)
    src.provide([3, 4])
    assert src.roll("2D6", "Sho", "hit").total == 7


@given(st.integers(0, 2**32), st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation(seed, items):
    shuffled = list(items)
    SeededSource(seed).shuffle(shuffled, "t", "shuffle")
    assert sorted(shuffled) == sorted(items)


def test_sources_round_trip_through_json():
    for src in (SeededSource(9), ScriptedSource([1, 2, 3]), ManualSource([4])):
        src.roll(6, "a", "b")
        copy = DiceSource.from_json(src.to_json())
        assert copy.to_json() == src.to_json()
        again = replay_source(src.to_json())
        assert again.roll(6, "a", "b").results[0] == (DiceSource.from_json(replay_source(src.to_json()).to_json())
                                                       .roll(6, "a", "b").results[0])


def test_fork_gives_independent_deterministic_streams():
    base = SeededSource(5)
    a1 = base.fork(3, "die-1").roll(20, "x", "y").results
    a2 = SeededSource(5).fork(3, "die-1").roll(20, "x", "y").results
    streams = {tuple(SeededSource(5).fork(3, f"die-{i}").roll(20, "x", "y", 5).results) for i in range(10)}
    assert a1 == a2
    assert len(streams) == 10
