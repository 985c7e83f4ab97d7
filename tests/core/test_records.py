"""``core.records.Record`` behaves as the methods ``dataclass`` would generate (equality, hash, repr)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from tabletop.core.data import Field, Int, ListOf, Str, TextPair
from tabletop.core.records import MutableRecord, Record


@dataclass(frozen=True, eq=False, repr=False)
class Light(Record):
    name: str
    size: int = 0
    note: str = field(default="", compare=False, repr=False)
    items: tuple[object, ...] = ()


@dataclass(frozen=True)
class Generated:
    name: str
    size: int = 0
    note: str = field(default="", compare=False, repr=False)
    items: tuple[object, ...] = ()


@dataclass(frozen=True, eq=False, repr=False)
class OtherLight(Light):
    """The same fields in a subclass: never equal to a ``Light`` (nor is a generated dataclass's subclass)."""


@pytest.mark.parametrize("args", [("a",), ("a", 2), ("a", 2, "n"), ("b", 3, "m", (1, "x")), ("日本", -1, "", (None,))])
def test_a_record_compares_hashes_and_shows_as_the_generated_dataclass(args):
    light, generated = Light(*args), Generated(*args)
    assert repr(light) == repr(generated).replace("Generated(", "Light(", 1)
    assert hash(light) == hash(generated)
    assert light == Light(*args) and not light != Light(*args)
    assert light == dataclasses.replace(light, note="other")  # not compared, as in the generated __eq__
    assert light != dataclasses.replace(light, size=light.size + 1)
    assert light != OtherLight(*args)  # the very same class only
    assert light.__eq__(generated) is NotImplemented
    assert {light: 1}[Light(*args)] == 1


def test_a_record_stays_frozen():
    light = Light("a")
    with pytest.raises(dataclasses.FrozenInstanceError):
        light.size = 3  # type: ignore[misc]


def test_the_data_readers_kinds_are_records():
    assert Int(1, 5) == Int(1, 5) != Int(1, 6)
    assert repr(Int(1, 5)) == "Int(low=1, high=5)"
    assert hash(Field("a", Str())) == hash(Field("a", Str()))
    assert repr(ListOf(Int())).startswith("ListOf(item=Int(low=None, high=None)")
    assert TextPair("t") == TextPair("t") and Int() != Str()


@dataclass(eq=False, repr=False)
class Changing(MutableRecord):
    name: str
    items: list[int] = field(default_factory=list)


@dataclass
class GeneratedChanging:
    name: str
    items: list[int] = field(default_factory=list)


def test_a_mutable_record_compares_and_shows_as_the_generated_dataclass_and_is_not_hashable():
    changing, generated = Changing("a", [1]), GeneratedChanging("a", [1])
    assert repr(changing) == repr(generated).replace("GeneratedChanging(", "Changing(", 1)
    assert changing == Changing("a", [1]) != Changing("a", [2])
    changing.items.append(2)
    changing.name = "b"
    assert changing == Changing("b", [1, 2])
    with pytest.raises(TypeError):
        hash(changing)
    with pytest.raises(TypeError):
        hash(generated)
