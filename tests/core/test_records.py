"""``core.records``: ``Record`` and ``@record`` behave as the methods ``dataclass`` would generate (``__init__``,
equality, hash, repr, the frozen guards), without compiling any."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from tabletop.core.data import Field, Int, ListOf, Str, TextPair
from tabletop.core.records import MutableRecord, Record, mutable_record, record


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


def _made_fields() -> dict[str, object]:
    """One class body for both classes below (``dataclass`` takes each ``field`` over, so each gets its own)."""
    return {"__annotations__": {"name": "str", "size": "int", "note": "str", "items": "tuple[object, ...]",
                                "tags": "list[str]", "seen": "int", "late": "str"},
            "size": 0, "note": field(default="", compare=False, repr=False), "items": (),
            "tags": field(default_factory=list, compare=False, repr=False), "seen": field(default=-1, init=False),
            "late": field(default="l", kw_only=True)}


Made = record(type("Made", (Record,), _made_fields()))
MadeGenerated = dataclass(frozen=True)(type("MadeGenerated", (), _made_fields()))


CALLS = [(("a",), {}), (("a", 2), {}), (("a",), {"size": 3, "late": "x"}), (("b", 3, "m", (1, "x")), {"tags": ["t"]}),
         ((), {"name": "n", "items": (None,)})]
BAD_CALLS = [((), {}), (("a", 1, "n", (), [], 5), {}), (("a",), {"name": "b"}), (("a",), {"seen": 1}),
             (("a",), {"other": 1}), (("a", 1, "n", (), [], "late"), {})]


@pytest.mark.parametrize("args, kwargs", CALLS)
def test_a_record_is_made_and_behaves_as_the_generated_dataclass(args, kwargs):
    made, generated = Made(*args, **kwargs), MadeGenerated(*args, **kwargs)
    assert repr(made) == repr(generated).replace("MadeGenerated(", "Made(", 1)
    assert hash(made) == hash(generated)
    assert made == Made(*args, **kwargs)
    assert [getattr(made, f.name) for f in dataclasses.fields(Made)] == \
        [getattr(generated, f.name) for f in dataclasses.fields(MadeGenerated)]
    assert "tags" in kwargs or made.tags is not Made(*args, **kwargs).tags  # a new list each time (``default_factory``)
    assert repr(dataclasses.replace(made, size=9)) == \
        repr(dataclasses.replace(generated, size=9)).replace("MadeGenerated(", "Made(", 1)
    assert dataclasses.asdict(made) == dataclasses.asdict(generated)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'size'"):
        made.size = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'name'"):
        del made.name  # type: ignore[misc]


@pytest.mark.parametrize("args, kwargs", BAD_CALLS)
def test_a_record_refuses_the_arguments_the_generated_dataclass_refuses(args, kwargs):
    with pytest.raises(TypeError):
        MadeGenerated(*args, **kwargs)
    with pytest.raises(TypeError, match=r"Made\.__init__\(\)"):
        Made(*args, **kwargs)


def test_a_records_methods_are_not_compiled_nor_its_signature_read(monkeypatch):
    import inspect

    def refuse(*args, **kwargs):  # (``inspect.signature`` of a class without its own ``__init__`` compiles
        raise AssertionError("compiled")  # tokenize's expression to read ``object``'s text signature)

    monkeypatch.setattr(dataclasses, "_create_fn", refuse)
    monkeypatch.setattr(inspect, "signature", refuse)

    @record
    class Quick(Record):
        name: str
        size: int = 1

    @mutable_record
    class QuickChanging(MutableRecord):
        """Its own words."""

        items: list[int] = field(default_factory=list)

    assert Quick("a") == Quick(name="a", size=1) != Quick("a", 2)
    assert QuickChanging().items == [] and QuickChanging().items is not QuickChanging().items
    assert Quick.__doc__ == "Quick(name, size)" and QuickChanging.__doc__ == "Its own words."


def test_a_records_subclass_may_set_its_own_attributes_but_not_the_fields():
    class Sub(Made):
        pass

    sub = Sub("a")
    sub.extra = 1  # type: ignore[attr-defined]
    assert sub.extra == 1  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError):
        sub.name = "b"  # type: ignore[misc]


def test_post_init_runs_after_the_fields_are_set():
    seen = []

    @mutable_record
    class Checked(MutableRecord):
        name: str
        size: int = 2

        def __post_init__(self) -> None:
            seen.append((self.name, self.size))

    Checked("a", size=5)
    assert seen == [("a", 5)]


def test_a_record_must_subclass_its_base():
    with pytest.raises(TypeError):
        @record
        class Bare:
            name: str

    with pytest.raises(TypeError):
        @record
        class Changing2(MutableRecord):
            name: str

    with pytest.raises(TypeError):
        @mutable_record
        class Frozen2(Record):
            name: str
