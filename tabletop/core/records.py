"""``Record`` and ``@record``: frozen dataclasses whose methods are not compiled at import.

Python 3.11's ``dataclass`` writes the source of every method it adds and compiles it, class by class:
six methods for a frozen class (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``,
``__delattr__``), about half a millisecond of start-up a class. The value classes the launcher makes
before its first frame (the data reader's kinds and fields, the manifests, the specs, the problems,
the settings) are declared

    @record
    class Int(Record, Kind): ...

``record`` (``mutable_record`` for a class whose fields change) lets ``dataclass`` find the fields
(``dataclasses.fields``, ``replace``, ``asdict`` work as on any dataclass) without adding a method,
then gives the class an ``__init__`` and, for ``record``, the two frozen guards made from closures,
not from compiled source. ``Record`` gives ``__eq__``, ``__hash__`` and ``__repr__`` once for all.
They behave as the generated ones: the same arguments (positional or by name, defaults and
``default_factory``, ``field(init=False)``, ``__post_init__``), equal when of the very same class with
equal fields (those with ``compare``, in order), the hash of those fields' tuple, ``Int(low=1, high=None)``,
and ``FrozenInstanceError`` on assigning a field. ``dataclass_transform`` tells type checkers they are
dataclasses (frozen for ``record``). The generated ``__init__`` is faster per call (about 2x): classes made
in hot loops (actions, events, states, ``i18n.Text``, the data reader's places) do not use these.
"""

from __future__ import annotations

import dataclasses
from reprlib import recursive_repr
from typing import Any, Callable, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)

#: The compared and the shown fields' names, by class (found once per class).
_COMPARED: dict[type, tuple[str, ...]] = {}
_SHOWN: dict[type, tuple[str, ...]] = {}


def _names(kind: type, kept: dict[type, tuple[str, ...]], compared: bool) -> tuple[str, ...]:
    names = kept.get(kind)
    if names is None:
        names = kept[kind] = tuple(f.name for f in dataclasses.fields(kind) if (f.compare if compared else f.repr))
    return names


class Record:
    """Dataclass equality, hash and repr for ``@record`` classes (and ``@dataclass(frozen=True, eq=False,
    repr=False)`` ones)."""

    __slots__ = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in _names(type(self), _COMPARED, True))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    @recursive_repr()
    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in _names(type(self), _SHOWN, False))
        return f"{type(self).__qualname__}({shown})"


class MutableRecord(Record):
    """The same for ``@mutable_record`` classes whose fields change (settings, list entries):
    equal and shown as above, and, like a dataclass with ``eq`` that is not frozen, not hashable."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]


def _init(cls: type, frozen: bool) -> Callable[..., None]:
    """An ``__init__`` taking the fields as the generated one does, without compiling one."""
    name = f"{cls.__qualname__}.__init__()"
    everything = [f for f in dataclasses.fields(cls)]
    taken = [f for f in everything if f.init]
    positional = tuple(f.name for f in taken if not f.kw_only)
    accepted = frozenset(f.name for f in taken)
    # (name, taken as an argument, default, default factory), in the fields' order
    steps = tuple((f.name, f.init, f.default, f.default_factory) for f in everything
                  if f.init or f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING)
    missing = dataclasses.MISSING
    post_init = hasattr(cls, "__post_init__")
    put: Callable[[object, str, Any], None] = object.__setattr__ if frozen else setattr

    def __init__(self: object, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(positional):
            raise TypeError(f"{name} takes {len(positional) + 1} positional arguments but {len(args) + 1} were given")
        given = dict(zip(positional, args))
        for key, value in kwargs.items():
            if key not in accepted:
                raise TypeError(f"{name} got an unexpected keyword argument {key!r}")
            if key in given:
                raise TypeError(f"{name} got multiple values for argument {key!r}")
            given[key] = value
        for field_name, is_argument, default, factory in steps:
            if is_argument and field_name in given:
                put(self, field_name, given[field_name])
            elif default is not missing:
                put(self, field_name, default)
            elif factory is not missing:
                put(self, field_name, factory())
            else:
                lacking = [f for f, arg, d, m in steps if arg and f not in given and d is missing and m is missing]
                raise TypeError(f"{name} missing {len(lacking)} required argument{'s' if len(lacking) > 1 else ''}: "
                                + " and ".join(repr(f) for f in lacking))
        if post_init:
            self.__post_init__()  # type: ignore[attr-defined]

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _frozen_guards(cls: type) -> None:
    """``__setattr__`` and ``__delattr__`` refusing the fields (and anything on the class itself), as
    ``dataclass(frozen=True)`` writes them."""
    names = frozenset(f.name for f in dataclasses.fields(cls))
    owner: type = cls

    def __setattr__(self: object, name: str, value: object) -> None:
        if self.__class__ is owner or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(owner, self).__setattr__(name, value)  # type: ignore[arg-type]  # (mypy: self is an instance of owner)

    def __delattr__(self: object, name: str) -> None:
        if self.__class__ is owner or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(owner, self).__delattr__(name)  # type: ignore[arg-type]

    __setattr__.__qualname__ = f"{cls.__qualname__}.__setattr__"
    __delattr__.__qualname__ = f"{cls.__qualname__}.__delattr__"
    cls.__setattr__ = __setattr__  # type: ignore[assignment]
    cls.__delattr__ = __delattr__  # type: ignore[assignment]


def _make(cls: T, frozen: bool) -> T:
    for method in ("__init__", "__setattr__", "__delattr__") if frozen else ("__init__",):
        if method in cls.__dict__:
            raise TypeError(f"{cls.__qualname__} defines {method}, which a record makes")
    kind: type = cls
    if not issubclass(kind, Record) or frozen == issubclass(kind, MutableRecord):
        raise TypeError(f"{cls.__qualname__} must subclass {'Record' if frozen else 'MutableRecord'}")
    undocumented = not cls.__doc__
    if undocumented:  # else ``dataclass`` writes one from ``inspect.signature``, which (with no ``__init__`` of its
        cls.__doc__ = cls.__name__  # own yet) parses ``object``'s text signature: tokenize's large expression compiled
    dataclasses.dataclass(cls, init=False, repr=False, eq=False)  # the fields only (in place): nothing compiled
    cls.__init__ = _init(cls, frozen)  # type: ignore[misc]
    if undocumented:  # as ``dataclass`` would write it: the class called with its fields
        cls.__doc__ = f"{cls.__name__}({', '.join(f.name for f in dataclasses.fields(cls))})"
    if frozen:
        _frozen_guards(cls)
    return cls


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def record(cls: T) -> T:
    """A frozen dataclass (with ``Record``'s equality, hash and repr) whose methods are not compiled."""
    return _make(cls, True)


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def mutable_record(cls: T) -> T:
    """A dataclass whose fields change (with ``MutableRecord``'s equality and repr), nothing compiled."""
    return _make(cls, False)
