"""``Record``: the equality, hashing and ``repr`` of a frozen dataclass, written once for all of them.

Python 3.11's ``dataclass`` writes the source of every method it adds and compiles it, class by class:
six methods for a frozen class (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``,
``__delattr__``), about half a millisecond of start-up a class. The value classes the launcher makes
before its first frame (the data reader's kinds and fields, the manifests, the problems) are declared

    @dataclass(frozen=True, eq=False, repr=False)
    class Int(Record, Kind): ...

so ``dataclass`` compiles only ``__init__`` and the two frozen guards, and ``Record`` gives the other
three, behaving exactly as the generated ones: equal when of the very same class with equal fields
(those with ``compare``, in order), the hash of those fields' tuple, and ``Int(low=1, high=None)``.
Classes made in hot loops (actions, events, states) keep the generated methods, which are faster.
"""

from __future__ import annotations

import dataclasses
from reprlib import recursive_repr

#: The compared and the shown fields' names, by class (found once per class).
_COMPARED: dict[type, tuple[str, ...]] = {}
_SHOWN: dict[type, tuple[str, ...]] = {}


def _names(kind: type, kept: dict[type, tuple[str, ...]], compared: bool) -> tuple[str, ...]:
    names = kept.get(kind)
    if names is None:
        names = kept[kind] = tuple(f.name for f in dataclasses.fields(kind) if (f.compare if compared else f.repr))
    return names


class Record:
    """Dataclass equality, hash and repr for ``@dataclass(frozen=True, eq=False, repr=False)`` classes."""

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
    """The same for ``@dataclass(eq=False, repr=False)`` classes whose fields change (settings, list entries):
    equal and shown as above, and, like a dataclass with ``eq`` that is not frozen, not hashable."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]
