"""One reader for the games' TOML data: parse, check against a declared schema, report every problem.

A game declares what its files hold as a ``Schema`` of ``Field``s, each with a
kind (``Int``, ``Str``, ``Bool``, ``ListOf``, ``Table``, ``MapOf``, ``Either``,
``TextPair``), required or with a default, and allowed values or ranges::

    TARGET = Schema(Field("id", Str(nonempty=True)), Field("name", TextPair()),
                    Field("size", Str(choices=("S", "M", "L"))), Field("hp", Int(low=1)),
                    Field("flying", Bool(), default=False), id="id")

    reader = DataReader()
    doc = reader.read(path)                      # None if unreadable (noted as a problem)
    targets = doc.entries("target", TARGET) if doc else []
    for t in targets:                            # Entry: checked values by field name
        if t["hp"] % 2:
            t.problem("hp", "must be even")      # the game's own rules, same format
    reader.check()                               # one DataError listing every problem

Every problem is a ``Problem(file, where, text, line)``: ``where`` names the
entry and field (``target dragon.size``, ``dunbine.weapon[1].arc``; an entry of
an array of tables whose schema has an ``id`` is named by it), ``line`` is the
line it is on. A problem stops nothing: the reader puts a harmless value in its
place (the default, an empty value, the first allowed choice) and reads on, so
that one ``DataError`` lists them all.

Line numbers: ``tomllib`` gives none, so ``LineIndex`` scans the source text
once (after ``tomllib`` has accepted it, so the scan may trust the syntax): it
notes the line of every table header (``[[machine]]`` number k is path
``("machine", k)``), every ``key =``, every array element and every key of an
inline table. A problem's line is that of its path, or of the nearest enclosing
path that has one (a missing field is reported on its entry's header line);
0 when the text is not known (data built in code).

Text fields: ``TextPair`` reads a ``Text`` stored as ``<stem>_ja``/``<stem>_en``
(or ``ja``/``en``) through ``Text.from_data`` (``core/i18n.py``).

Parses kept between runs: ``note_parsed(True)`` notes each file read (its text and data) until
``note_parsed(False)`` returns them; ``adopt_parsed`` takes such notes from an earlier run, and a file
read with the very same text gets that data instead of a parse (``ui.startstore`` keeps the launcher's
manifests so). ``tomllib`` is imported only when a file is parsed.

The module knows nothing of any game.
"""

from __future__ import annotations

import bisect
import math
import os
import re
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Iterator, Mapping

from tabletop.core.errors import DataError, Problem
from tabletop.core.i18n import Text, text_keys
from tabletop.core.records import Record, record

#: A path into a TOML document: table keys and array indexes, ``("machine", 2, "weapon", 0, "arc")``.
KeyPath = tuple[str | int, ...]

#: ``Field.default`` of a field that must be present.
REQUIRED: Any = object()


# -- line numbers ---------------------------------------------------------------------------------

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


class LineIndex:
    """The line of every table, key and array element of a TOML text (1-based), by ``KeyPath``.

    A light structural scan, not a parser: it assumes text that ``tomllib``
    has accepted and stops quietly at anything it does not expect.
    """

    def __init__(self, text: str) -> None:
        self.lines: dict[KeyPath, int] = {}
        self._s = text
        self._i = 0
        self._newlines = [m.start() for m in re.finditer("\n", text)]
        self._arrays: dict[KeyPath, int] = {}
        try:
            self._scan()
        except (IndexError, ValueError):
            pass  # a text tomllib accepted does not get here; keep what was found

    def line_of(self, path: KeyPath) -> int:
        """The line of ``path``, or of its nearest enclosing path that has one; 0 if none."""
        for end in range(len(path), 0, -1):
            line = self.lines.get(path[:end])
            if line is not None:
                return line
        return 0

    # the scan

    def _line(self) -> int:
        return bisect.bisect_left(self._newlines, self._i) + 1

    def _note(self, path: KeyPath, first: bool = False) -> None:
        if first:
            self.lines.setdefault(path, self._line())
        else:
            self.lines[path] = self._line()

    def _skip(self, newlines: bool) -> None:
        s = self._s
        while self._i < len(s):
            c = s[self._i]
            if c in " \t" or (newlines and c in "\r\n"):
                self._i += 1
            elif c == "#":
                end = s.find("\n", self._i)
                self._i = len(s) if end < 0 else end
            else:
                return

    def _scan(self) -> None:
        s = self._s
        table: KeyPath = ()
        while True:
            self._skip(newlines=True)
            if self._i >= len(s):
                return
            if s[self._i] == "[":
                array = s.startswith("[[", self._i)
                self._i += 2 if array else 1
                keys = self._keys()
                table = self._header(keys, array)
                self._i = s.index("]", self._i) + (2 if array else 1)
            else:
                start = self._i
                keys = self._keys()
                self._skip(newlines=False)
                if not keys or s[self._i] != "=":
                    self._i = max(self._i, start + 1)
                    continue
                path = table + keys
                self._note(path)
                self._i += 1
                self._skip(newlines=False)
                self._value(path)

    def _header(self, keys: KeyPath, array: bool) -> KeyPath:
        resolved: KeyPath = ()
        for j, key in enumerate(keys):
            resolved += (key,)
            if array and j == len(keys) - 1:
                index = self._arrays.get(resolved, -1) + 1
                self._arrays[resolved] = index
                self._note(resolved, first=True)
                resolved += (index,)
                self._note(resolved)
            else:
                if j < len(keys) - 1 and resolved in self._arrays:
                    resolved += (self._arrays[resolved],)
                self._note(resolved, first=j < len(keys) - 1)
        return resolved

    def _keys(self) -> KeyPath:
        """A dotted key, up to ``=`` or ``]``."""
        s = self._s
        keys: list[str] = []
        while True:
            self._skip(newlines=False)
            c = s[self._i]
            if c in "\"'":
                start = self._i
                self._string()
                raw = s[start + 1:self._i - 1]
                if c == '"' and "\\" in raw:
                    import json  # (escapes in a key are rare: not imported at start)

                    try:
                        raw = str(json.loads(f'"{raw}"'))
                    except ValueError:
                        pass
                keys.append(raw)
            else:
                m = _BARE_KEY.match(s, self._i)
                if m is None:
                    return tuple(keys)
                keys.append(m.group())
                self._i = m.end()
            self._skip(newlines=False)
            if self._i < len(s) and s[self._i] == ".":
                self._i += 1
                continue
            return tuple(keys)

    def _string(self) -> None:
        s = self._s
        quote = s[self._i]
        if s.startswith(quote * 3, self._i):
            self._i += 3
            while not s.startswith(quote * 3, self._i):
                self._i += 2 if quote == '"' and s[self._i] == "\\" else 1
                if self._i >= len(s):
                    raise ValueError("unterminated string")
            self._i += 3
            for _ in range(2):  # up to two quotes may end the content: """a""""
                if self._i < len(s) and s[self._i] == quote:
                    self._i += 1
            return
        self._i += 1
        while s[self._i] != quote:
            self._i += 2 if quote == '"' and s[self._i] == "\\" else 1
        self._i += 1

    def _value(self, path: KeyPath) -> None:
        s = self._s
        c = s[self._i]
        if c in "\"'":
            self._string()
        elif c == "[":
            self._i += 1
            index = 0
            while True:
                self._skip(newlines=True)
                if s[self._i] == "]":
                    self._i += 1
                    return
                self._note(path + (index,))
                self._value(path + (index,))
                self._skip(newlines=True)
                if s[self._i] == ",":
                    self._i += 1
                    index += 1
        elif c == "{":
            self._i += 1
            while True:
                self._skip(newlines=True)
                if s[self._i] == "}":
                    self._i += 1
                    return
                sub = path + self._keys()
                self._note(sub)
                self._skip(newlines=False)
                self._i += 1  # "="
                self._skip(newlines=False)
                self._value(sub)
                self._skip(newlines=True)
                if s[self._i] == ",":
                    self._i += 1
        else:
            start = self._i
            while self._i < len(s) and s[self._i] not in ",]}#\r\n":
                self._i += 1
            if self._i == start:
                raise ValueError("no value")


# -- documents, entries and where problems go ------------------------------------------------------


class Document:
    """One TOML document: its data, its lines and the problems found in it.

    ``file`` is how problems name it. ``problems`` may be shared with other
    documents (``DataReader`` does), so that one ``DataError`` lists them all.
    """

    def __init__(self, file: str, data: Mapping[str, Any], text: str | None = None,
                 problems: list[Problem] | None = None) -> None:
        self.file = file
        self.data = data
        self._text = text
        self._index: LineIndex | None = None
        self.problems: list[Problem] = problems if problems is not None else []

    @property
    def index(self) -> LineIndex | None:
        """The lines of the text, scanned when first asked for (only a problem needs a line); None without it."""
        if self._index is None and self._text is not None:
            self._index = LineIndex(self._text)
        return self._index

    def line_of(self, path: KeyPath) -> int:
        index = self.index
        return index.line_of(path) if index is not None else 0

    def problem(self, where: str, text: str, path: KeyPath = ()) -> None:
        """Note a problem at ``where`` (an entry and field); its line is that of ``path``."""
        self.problems.append(Problem(self.file, where, text, self.line_of(path)))

    def check(self) -> None:
        """Raise one ``DataError`` listing every problem noted so far, if any."""
        if self.problems:
            raise DataError(list(self.problems))

    def root(self, schema: Schema) -> Entry:
        """The whole document as one entry (a file of top-level keys)."""
        return schema.read(self.data, _Place(self, (), ""))

    def table(self, key: str, schema: Schema, required: bool = True, note: str = "") -> Entry | None:
        """The table ``[key]``; None if it is absent (a problem if ``required``) or not a table."""
        place = _Place(self, (key,), key)
        value = self.data.get(key)
        if value is None:
            if required:
                _Place(self, (key,), key, note).bad("is missing")
            return None
        if not isinstance(value, dict):
            _Place(self, (key,), key, note).bad(f"must be a table, not {value!r}")
            return None
        return schema.read(value, place)

    def tables(self, schema: Schema) -> dict[str, Entry]:
        """Every top-level table as an entry named by its key (``[dunbine]``, ``[sho]``...)."""
        out: dict[str, Entry] = {}
        for key, value in self.data.items():
            place = _Place(self, (key,), key)
            if not isinstance(value, dict):
                place.bad(f"must be a table, not {value!r}")
                continue
            out[key] = schema.read(value, place)
        return out

    def entries(self, key: str, schema: Schema, required: bool = True) -> list[Entry]:
        """The array of tables ``[[key]]``, each checked against ``schema``.

        With ``schema.id`` an entry is named by that field (``target dragon``)
        and an id used twice is a problem; otherwise by its index (``stage[0]``).
        """
        value = self.data.get(key)
        if value is None:
            if required:
                self.problem(key, f"has no [[{key}]] entries")
            return []
        if not isinstance(value, list):
            self.problem(key, f"must be [[{key}]] entries, not {value!r}", (key,))
            return []
        out: list[Entry] = []
        seen: set[str] = set()
        for i, item in enumerate(value):
            ident = item.get(schema.id) if schema.id and isinstance(item, dict) else None
            named = isinstance(ident, str) and ident != ""
            place = _Place(self, (key, i), f"{key} {ident}" if named else f"{key}[{i}]")
            if not isinstance(item, dict):
                place.bad(f"must be a table, not {item!r}")
                continue
            entry = schema.read(item, place)
            if named and schema.unique:
                if ident in seen:
                    entry.problem(schema.id, f"{ident!r} is used twice")
                seen.add(str(ident))
            out.append(entry)
        return out


class _Place:
    """Where a value is: its document, path and name in messages; problems there go to the document.

    A plain class with slots, not a record: one is made for every value read, and nothing compares,
    hashes or changes them."""

    __slots__ = ("doc", "path", "label", "note", "quiet")

    def __init__(self, doc: Document, path: KeyPath, label: str, note: str = "", quiet: bool = False) -> None:
        self.doc = doc
        self.path = path
        self.label = label
        self.note = note
        self.quiet = quiet

    def __repr__(self) -> str:
        return f"_Place(doc={self.doc!r}, path={self.path!r}, label={self.label!r}, note={self.note!r}, quiet={self.quiet!r})"

    def bad(self, text: str) -> None:
        if not self.quiet:
            self.doc.problem(self.label, f"{text} ({self.note})" if self.note else text, self.path)

    def key(self, key: str, note: str = "") -> _Place:
        """The place of a key of this table (a field's note is its own: a table's note stays with it)."""
        return _Place(self.doc, self.path + (key,), f"{self.label}.{key}" if self.label else key, note, self.quiet)

    def index(self, i: int) -> _Place:
        return _Place(self.doc, self.path + (i,), f"{self.label}[{i}]", self.note, self.quiet)

    def silent(self) -> _Place:
        return _Place(self.doc, self.path, self.label, self.note, True)


class Entry(Mapping[str, Any]):
    """A checked table: its values by field name, and where it is for further problems."""

    def __init__(self, place: _Place, values: dict[str, Any], raw: Mapping[str, Any]) -> None:
        self._place = place
        self._values = values
        self.raw = raw

    @property
    def doc(self) -> Document:
        return self._place.doc

    @property
    def path(self) -> KeyPath:
        return self._place.path

    @property
    def label(self) -> str:
        """How messages name the entry (``target dragon``, ``dunbine.sword``)."""
        return self._place.label

    @property
    def line(self) -> int:
        return self.doc.line_of(self.path)

    def has(self, key: str) -> bool:
        """Whether the file gives ``key`` (not just a default)."""
        return key in self.raw

    def problem(self, field: str | None, text: str) -> None:
        """Note a problem with this entry's ``field`` (None: the entry as a whole)."""
        (self._place.key(field) if field else self._place).bad(text)

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"Entry({self.label!r}, {self._values!r})"


# -- kinds of values --------------------------------------------------------------------------------


class Kind(Record, ABC):
    """A kind of value: ``check`` notes what is wrong and returns the value to use."""

    @abstractmethod
    def describe(self) -> str:
        """The kind in words, for messages (``a whole number``)."""

    @abstractmethod
    def accepts(self, value: object) -> bool:
        """Whether ``value`` has this kind's type (ranges and choices aside)."""

    @abstractmethod
    def empty(self, place: _Place) -> Any:
        """The value used in place of a missing or unusable one."""

    def check(self, value: object, place: _Place) -> Any:
        if not self.accepts(value):
            place.bad(f"must be {self.describe()}, not {value!r}")
            return self.empty(place)
        return self.refine(value, place)

    def refine(self, value: Any, place: _Place) -> Any:
        """Check a value of the right type further; return what to use."""
        return value


@record
class Int(Kind):
    """A whole number (not true/false), optionally within ``low``..``high``."""

    low: int | None = None
    high: int | None = None

    def describe(self) -> str:
        return "a whole number"

    def accepts(self, value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    def empty(self, place: _Place) -> Any:
        return 0

    def refine(self, value: Any, place: _Place) -> Any:
        low, high = self.low, self.high
        if (low is not None and value < low) or (high is not None and value > high):
            if low is not None and high is not None:
                place.bad(f"must be from {low} to {high}, not {value}")
            elif low is not None:
                place.bad(f"must be at least {low}, not {value}")
            else:
                place.bad(f"must be at most {high}, not {value}")
        return value


@record
class Number(Kind):
    """A finite number, whole or decimal (not true/false), optionally within ``low``..``high``;
    read as a float. Out of range (a 400-digit integer too) reads as the nearest bound."""

    low: float | None = None
    high: float | None = None

    def describe(self) -> str:
        return "a number"

    def accepts(self, value: object) -> bool:
        return isinstance(value, (int, float)) and not isinstance(value, bool)

    def empty(self, place: _Place) -> Any:
        return float(self.low) if self.low is not None else 0.0

    def refine(self, value: Any, place: _Place) -> Any:
        if isinstance(value, float) and not math.isfinite(value):
            place.bad(f"must be a finite number, not {value!r}")
            return self.empty(place)
        low, high = self.low, self.high
        if low is not None and value < low:  # compared exactly: a huge int never becomes a float
            place.bad(f"must be at least {low}, not {_short(value)}")
            return float(low)
        if high is not None and value > high:
            place.bad(f"must be at most {high}, not {_short(value)}")
            return float(high)
        try:
            return float(value)
        except OverflowError:
            place.bad(f"is too large ({_short(value)})")
            return self.empty(place)


def _short(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters (a 400-digit number in a message)."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit - 12]}... ({len(text)} characters)"


def _valid_unicode(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (JSON can hold lone surrogates, ``"\\ud800"``)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@record
class Str(Kind):
    """Text, optionally one of ``choices`` (a bad choice reads as the first), not blank,
    or at most ``max_len`` characters. Text that is not valid Unicode (a lone surrogate,
    possible in JSON) is a problem and reads as empty."""

    choices: tuple[str, ...] = ()
    nonempty: bool = False
    max_len: int | None = None

    def describe(self) -> str:
        return f"one of {', '.join(self.choices)}" if self.choices else "text"

    def accepts(self, value: object) -> bool:
        return isinstance(value, str)

    def empty(self, place: _Place) -> Any:
        return self.choices[0] if self.choices else ""

    def refine(self, value: Any, place: _Place) -> Any:
        if self.choices and value not in self.choices:
            place.bad(f"must be {self.describe()}, not {_short(value)}")
            return self.empty(place)
        if not _valid_unicode(value):
            place.bad(f"is not valid Unicode text ({_short(value)})")
            return self.empty(place)
        if self.nonempty and not value.strip():
            place.bad("is empty")
        if self.max_len is not None and len(value) > self.max_len:
            place.bad(f"is longer than {self.max_len} characters ({len(value)})")
            return value[:self.max_len]
        return value


@record
class Bool(Kind):
    """``true`` or ``false``."""

    def describe(self) -> str:
        return "true or false"

    def accepts(self, value: object) -> bool:
        return isinstance(value, bool)

    def empty(self, place: _Place) -> Any:
        return False


@record
class ListOf(Kind):
    """A list of ``item``s (a tuple when read), ``min_len``..``max_len`` long, optionally without repeats."""

    item: Kind
    min_len: int = 0
    max_len: int | None = None
    unique: bool = False

    def describe(self) -> str:
        return "a list"

    def accepts(self, value: object) -> bool:
        return isinstance(value, list)

    def empty(self, place: _Place) -> Any:
        return ()

    def refine(self, value: Any, place: _Place) -> Any:
        n, low, high = len(value), self.min_len, self.max_len
        if n < low or (high is not None and n > high):
            items = "item" if (high if high is not None else low) == 1 else "items"
            if high is None:
                place.bad(f"needs at least {low} {items}, has {n}")
            elif low == high:
                place.bad(f"needs {low} {items}, has {n}")
            else:
                place.bad(f"needs {low} to {high} {items}, has {n}")
        out = []
        for i, item in enumerate(value):
            if self.unique and item in value[:i]:
                place.index(i).bad(f"{item!r} is listed twice")
            out.append(self.item.check(item, place.index(i)))
        return tuple(out)


@record
class Table(Kind):
    """A table checked against ``schema``; read as an ``Entry``."""

    schema: Schema

    def describe(self) -> str:
        return "a table"

    def accepts(self, value: object) -> bool:
        return isinstance(value, dict)

    def empty(self, place: _Place) -> Any:
        return self.schema.read({}, place.silent())

    def refine(self, value: Any, place: _Place) -> Any:
        return self.schema.read(value, place)


@record
class MapOf(Kind):
    """A table of free keys to values of one kind (``"SDGF-01" = 2``); read as a dict."""

    value: Kind

    def describe(self) -> str:
        return "a table"

    def accepts(self, value: object) -> bool:
        return isinstance(value, dict)

    def empty(self, place: _Place) -> Any:
        return {}

    def refine(self, value: Any, place: _Place) -> Any:
        out = {}
        for key, item in value.items():
            out[key] = self.value.check(item, place.key(key))
        return out


@record
class Either(Kind):
    """A value that one of ``kinds`` takes without a problem (``Either((Int(), Str(choices=("-",))))``)."""

    kinds: tuple[Kind, ...]

    def describe(self) -> str:
        return " or ".join(k.describe() for k in self.kinds)

    def accepts(self, value: object) -> bool:
        return any(k.accepts(value) for k in self.kinds)

    def empty(self, place: _Place) -> Any:
        return self.kinds[0].empty(place)

    def refine(self, value: Any, place: _Place) -> Any:
        for kind in self.kinds:
            if kind.accepts(value):
                trial = _Place(Document(place.doc.file, {}), place.path, place.label)
                result = kind.refine(value, trial)
                if not trial.doc.problems:
                    return result
        place.bad(f"must be {self.describe()}, not {value!r}")
        return self.empty(place)


@record
class AnyJson(Kind):
    """Any JSON value, checked only for text that cannot be written back (a lone surrogate):
    for the parts of a JSON file that another reader checks (a save's actions)."""

    def describe(self) -> str:
        return "a JSON value"

    def accepts(self, value: object) -> bool:
        return True

    def empty(self, place: _Place) -> Any:
        return None

    def refine(self, value: Any, place: _Place) -> Any:
        stack: list[tuple[Any, _Place]] = [(value, place)]
        while stack:
            item, at = stack.pop()
            if isinstance(item, str):
                if not _valid_unicode(item):
                    at.bad(f"is not valid Unicode text ({_short(item)})")
                    return self.empty(place)
            elif isinstance(item, dict):
                for key, sub in item.items():
                    stack.append((key, at))
                    stack.append((sub, at.key(str(key)) if _valid_unicode(str(key)) else at))
            elif isinstance(item, list):
                stack.extend((sub, at.index(i)) for i, sub in enumerate(item))
        return value


@record
class TextPair(Record):
    """A field's kind: a ``Text`` stored under two keys, ``<stem>_ja`` and ``<stem>_en`` (``ja``/``en`` for
    ``stem=""``), read with ``Text.from_data``.

    The stem is the field's name unless given. Both parts must be text, and not blank if ``nonempty``.
    """

    stem: str | None = None
    nonempty: bool = True

    def keys(self, name: str) -> tuple[str, str]:
        return text_keys(self.stem if self.stem is not None else name)

    def read(self, table: Mapping[str, Any], name: str, place: _Place, required: bool, default: Any) -> Any:
        keys = self.keys(name)
        if not required and not any(k in table for k in keys):
            return default
        part = Str(nonempty=self.nonempty)
        for key in keys:
            if key not in table:
                place.key(key, place.note).bad("is missing")
            else:
                part.check(table[key], place.key(key, place.note))
        return Text.from_data(table, self.stem if self.stem is not None else name)


# -- schemas ------------------------------------------------------------------------------------------


@record
class Field(Record):
    """One field of a table: its name, kind, default (``REQUIRED`` = must be given) and a note.

    ``note`` (a rule reference, a hint) is added to every problem with the field and with
    the items of its list (``accel: needs 1 to 3 items, has 4 (4.2)``), not to the fields
    of a table it holds.
    """

    name: str
    kind: Kind | TextPair
    default: Any = REQUIRED
    note: str = ""

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    @property
    def keys(self) -> tuple[str, ...]:
        """The keys it takes in the file (two for a ``TextPair``)."""
        return self.kind.keys(self.name) if isinstance(self.kind, TextPair) else (self.name,)

    def read(self, table: Mapping[str, Any], place: _Place) -> Any:
        if isinstance(self.kind, TextPair):
            sub = place if not self.note else _Place(place.doc, place.path, place.label, self.note, place.quiet)
            return self.kind.read(table, self.name, sub, self.required, self.default)
        at = place.key(self.name, self.note)
        if self.name not in table:
            if self.required:
                at.bad("is missing")
                return self.kind.empty(at)
            return self.default
        return self.kind.check(table[self.name], at)


class Schema:
    """The fields of a table. ``id``: the field naming an entry of an array of tables
    (unique unless ``unique=False``); ``extra``: whether keys not declared are allowed."""

    def __init__(self, *fields: Field, id: str = "", unique: bool = True, extra: bool = False) -> None:
        self.fields: tuple[Field, ...] = fields
        self.id = id
        self.unique = unique
        self.extra = extra
        self.keys = frozenset(k for f in fields for k in f.keys)

    def read(self, table: Mapping[str, Any], place: _Place) -> Entry:
        values = {f.name: f.read(table, place) for f in self.fields}
        if not self.extra:
            for key in table:
                if key not in self.keys:
                    place.key(key).bad("unknown field")
        return Entry(place, values, table)


# -- reading files --------------------------------------------------------------------------------------


_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")


class Parsed:
    """TOML files' texts and data by file name, and how many of them were parsed (not adopted)."""

    __slots__ = ("files", "fresh")

    def __init__(self, files: dict[str, tuple[str, Any]] | None = None) -> None:
        self.files = files if files is not None else {}
        self.fresh = 0


#: Files an earlier run parsed (``adopt_parsed``): one whose text is the very same is not parsed again.
_ADOPTED: dict[str, tuple[str, Any]] = {}
#: While noting (``note_parsed``), each file read: its text and data.
_NOTED: Parsed | None = None


def adopt_parsed(kept: Parsed) -> None:
    """Take the texts and data of ``kept`` as parsed: a file read with the very same text gets that data
    (once) instead of a parse. ``ui.startstore`` keeps the launcher's manifests so between runs, and the
    game packages ship theirs (``tabletop.games._manifests``). A file already adopted keeps the first one
    (what the user folder kept comes first)."""
    for file, entry in kept.files.items():
        _ADOPTED.setdefault(file, entry)


def adopted(file: str) -> bool:
    """Whether a parse of ``file`` has been adopted and not yet taken."""
    return file in _ADOPTED


def note_parsed(on: bool) -> Parsed:
    """Start (``on``) or stop noting the files read; returns what was noted since the start."""
    global _NOTED
    noted = _NOTED if _NOTED is not None else Parsed()
    _NOTED = Parsed() if on else None
    if not on:
        _ADOPTED.clear()
    return noted


class DataReader:
    """Reads TOML files for one load and collects the problems of all of them.

    ``read(path)`` gives a ``Document`` (or None, the problem noted) whose
    problems go to this reader; ``check()`` raises them as one ``DataError``.
    """

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def read(self, path: str | os.PathLike[str]) -> Document | None:
        """Parse one file; problems name it by ``str(path)``."""
        path = Path(path)
        file = str(path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            self.problem(file, "", f"cannot be read ({exc.strerror or exc})")
            return None
        except UnicodeDecodeError as exc:
            self.problem(file, "", f"is not UTF-8 text ({exc.reason})")
            return None
        kept = _ADOPTED.pop(file, None)
        if kept is not None and kept[0] == text:
            data = kept[1]
        else:
            import tomllib  # (not before the launcher's first frame when its manifests were kept)

            try:
                data = tomllib.loads(text)
            except tomllib.TOMLDecodeError as exc:
                m = _TOML_LINE.search(str(exc))
                self.problem(file, "", f"is not valid TOML ({exc})", int(m.group(1)) if m else 0)
                return None
            if _NOTED is not None:
                _NOTED.fresh += 1
        if _NOTED is not None:
            _NOTED.files[file] = (text, data)
        return Document(file, data, text, self.problems)

    def document(self, file: str, data: Mapping[str, Any], text: str | None = None) -> Document:
        """A document of data already parsed (lines known only with its ``text``)."""
        return Document(file, data, text, self.problems)

    def problem(self, file: str, where: str, text: str, line: int = 0) -> None:
        """Note a problem that belongs to no one entry (the box's counts across files)."""
        self.problems.append(Problem(file, where, text, line))

    def check(self) -> None:
        """Raise one ``DataError`` listing every problem noted so far, if any."""
        if self.problems:
            raise DataError(list(self.problems))


def read_document(path: str | os.PathLike[str]) -> Document:
    """One file read alone: its ``Document``, or ``DataError`` if it cannot be read or parsed."""
    reader = DataReader()
    doc = reader.read(path)
    reader.check()
    assert doc is not None
    return doc


def read_fields(file: str, data: Mapping[str, Any], schema: Schema) -> tuple[dict[str, Any], list[Problem]]:
    """Each field of ``schema`` read from ``data`` (JSON or TOML already parsed) on its own:
    a value with a problem is replaced by the field's default (the kind's empty value for a
    required field), so that one bad value never costs the others. Keys that the schema
    does not declare are ignored. Returns the values by field name and the problems, at most
    one per field."""
    problems: list[Problem] = []
    values: dict[str, Any] = {}
    for f in schema.fields:
        doc = Document(file, data)
        value = f.read(data, _Place(doc, (), ""))
        if doc.problems:
            first = doc.problems[0]
            if len(doc.problems) > 1:  # one problem per field: ``window: window[0]: ...; window[1]: ...``
                text = "; ".join(f"{p.where}: {p.text}" if p.where != f.name else p.text for p in doc.problems)
                first = Problem(file, f.name, text)
            problems.append(first)
            if not f.required:
                value = f.default
        values[f.name] = value
    return values, problems


__all__ = ["REQUIRED", "AnyJson", "Bool", "DataReader", "Document", "Either", "Entry", "Field", "Int", "KeyPath", "Kind",
           "LineIndex", "ListOf", "MapOf", "Number", "Parsed", "Schema", "Str", "Table", "TextPair", "adopt_parsed", "adopted",
           "note_parsed", "read_document", "read_fields"]
