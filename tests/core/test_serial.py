"""JSON round trips of dataclass state and the canonical hash."""

import enum
from dataclasses import dataclass, field

from hypothesis import given, strategies as st

from tabletop.core import serial


class Phase(enum.Enum):
    MOVE = "move"
    FIGHT = "fight"


@dataclass(frozen=True)
class Pos:
    q: int
    r: int


@dataclass
class Unit:
    name: str
    pos: Pos
    hp: float
    tags: tuple[str, ...] = ()
    target: str | None = None


@dataclass
class State:
    units: dict[str, Unit] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    phase: Phase = Phase.MOVE
    scores: dict[int, int] = field(default_factory=dict)


names = st.text(min_size=1, max_size=8)
units = st.builds(Unit, names, st.builds(Pos, st.integers(), st.integers()),
                  st.floats(allow_nan=False, allow_infinity=False), st.tuples(names), st.none() | names)


@given(st.dictionaries(names, units, max_size=5), st.lists(names, max_size=5), st.sampled_from(Phase),
       st.dictionaries(st.integers(0, 5), st.integers(), max_size=3))
def test_state_round_trips_exactly(us, order, phase, scores):
    state = State(us, order, phase, scores)
    data = serial.to_json(state)
    again = serial.from_json(State, data)
    assert again == state
    assert serial.state_hash(again) == serial.state_hash(state)


def test_hash_ignores_key_order_but_not_values():
    assert serial.state_hash({"a": 1, "b": 2}) == serial.state_hash({"b": 2, "a": 1})
    assert serial.state_hash({"a": 1}) != serial.state_hash({"a": 2})


def test_from_json_rejects_wrong_types():
    import pytest

    with pytest.raises((TypeError, ValueError, KeyError)):
        serial.from_json(Unit, {"name": "x", "pos": {"q": "one", "r": 2}, "hp": 1.0})
    with pytest.raises((TypeError, ValueError, KeyError)):
        serial.from_json(Unit, {"name": "x"})
