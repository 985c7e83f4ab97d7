"""Dice: notation, rolls, open-ended rolls, shuffles, and the three dice sources.

Every random result in a game comes from the session's ``DiceSource``:

* ``SeededSource`` (default): a small deterministic generator whose whole state
  is one integer, so it lives in the saved game and replays exactly;
* ``ScriptedSource``: a list of results, for tests and teaching;
* ``ManualSource``: players roll real dice and type the results in.

Every roll is recorded as a ``Roll`` (who rolled, why, the dice and results).
Shuffles draw from the same source, so they are logged and replayable too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Sequence, TypeVar

from .errors import NeedManualRoll, NotationError

T = TypeVar("T")

#: Dice the books use (2D6, 1D20, ...).
SUPPORTED_SIDES = (2, 3, 4, 6, 8, 10, 12, 20)

_NOTATION = re.compile(r"^\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$")
_MASK64 = (1 << 64) - 1


@dataclass(frozen=True)
class DiceSpec:
    """A parsed ``NdX[+M]``: ``count`` dice of ``sides`` faces plus ``modifier``."""

    count: int
    sides: int
    modifier: int = 0

    def __str__(self) -> str:
        mod = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.count}D{self.sides}{mod}"

    @property
    def minimum(self) -> int:
        return self.count + self.modifier

    @property
    def maximum(self) -> int:
        return self.count * self.sides + self.modifier


@lru_cache(maxsize=256)
def parse(notation: str) -> DiceSpec:
    """Read ``"2D6"``, ``"1d20"``, ``"d6"`` or ``"2d6+1"`` into a ``DiceSpec`` (cached: a spec is frozen, and
    a rollout reads the same few notations thousands of times)."""
    match = _NOTATION.match(notation or "")
    if not match:
        raise NotationError(f"cannot read dice notation {notation!r} (expected e.g. 2D6)")
    count = int(match.group(1)) if match.group(1) else 1
    sides = int(match.group(2))
    if sides not in SUPPORTED_SIDES:
        raise NotationError(f"{notation!r}: a d{sides} is not supported (use one of {SUPPORTED_SIDES})")
    if not 1 <= count <= 100:
        raise NotationError(f"{notation!r}: between 1 and 100 dice may be rolled at once")
    modifier = int(match.group(4) or 0) * (-1 if match.group(3) == "-" else 1)
    return DiceSpec(count, sides, modifier)


@dataclass(frozen=True)
class Roll:
    """One logged roll: who rolled, why, which dice, and every result."""

    who: str
    why: str
    sides: int
    results: tuple[int, ...]
    modifier: int = 0
    kind: str = "roll"  # "roll", "open", "shuffle", "choice"

    @property
    def total(self) -> int:
        return sum(self.results) + self.modifier

    def to_json(self) -> dict[str, Any]:
        return {"who": self.who, "why": self.why, "sides": self.sides,
                "results": list(self.results), "modifier": self.modifier, "kind": self.kind}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Roll":
        return cls(str(data["who"]), str(data["why"]), int(data["sides"]),
                   tuple(int(x) for x in data["results"]), int(data.get("modifier", 0)),
                   str(data.get("kind", "roll")))

    def describe(self) -> str:
        faces = "+".join(str(r) for r in self.results)
        mod = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.who}: {self.why}: d{self.sides} [{faces}]{mod} = {self.total}"


class DiceSource:
    """Where random results come from. Subclasses supply ``_die(sides, who, why)``."""

    kind = "abstract"

    def __init__(self) -> None:
        self.log: list[Roll] = []

    # -- the one primitive -------------------------------------------------
    def _die(self, sides: int, who: str, why: str) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def _dice(self, sides: int, count: int, who: str, why: str) -> list[int]:
        return [self._die(sides, who, why) for _ in range(count)]

    # -- rolls ---------------------------------------------------------------
    def roll(self, dice: str | DiceSpec | int, who: str, why: str, count: int = 1) -> Roll:
        """Roll ``dice`` (notation, spec, or number of sides with ``count``) and log it."""
        if isinstance(dice, str):
            spec = parse(dice)
        elif isinstance(dice, DiceSpec):
            spec = dice
        else:
            spec = DiceSpec(count, int(dice))
        results = tuple(self._dice(spec.sides, spec.count, who, why))
        record = Roll(who, why, spec.sides, results, spec.modifier)
        self.log.append(record)
        return record

    def open_roll(self, sides: int, again_on: Iterable[int], who: str, why: str,
                  limit: int = 50) -> Roll:
        """An open-ended roll: one die, and one more each time a face in ``again_on`` shows.

        Dunbine 18: the added dice keep going as long as the listed faces come up.
        ``limit`` bounds the chain so a scripted or manual source cannot loop forever.
        """
        again = frozenset(again_on)
        results = [self._die(sides, who, why)]
        while results[-1] in again and len(results) < limit:
            try:
                results.append(self._die(sides, who, why))
            except NeedManualRoll as need:
                need.so_far = tuple(results)  # a person asked for the added die is told why (the faces so far)
                raise
        record = Roll(who, why, sides, tuple(results), 0, "open")
        self.log.append(record)
        return record

    def randint(self, low: int, high: int, who: str, why: str) -> int:
        """A uniform integer in ``[low, high]`` (for choices that are not physical dice)."""
        span = high - low + 1
        if span < 1:
            raise ValueError(f"empty range {low}..{high}")
        value = low + self._below(span, who, why)
        self.log.append(Roll(who, why, span, (value - low + 1,), low - 1, "choice"))
        return value

    def _below(self, n: int, who: str, why: str) -> int:
        return self._die(n, who, why) - 1 if n > 1 else 0

    def shuffle(self, items: list[T], who: str, why: str) -> None:
        """Shuffle ``items`` in place (Fisher-Yates) and log the permutation's draws."""
        draws = []
        for i in range(len(items) - 1, 0, -1):
            j = self._below(i + 1, who, why)
            draws.append(j + 1)
            items[i], items[j] = items[j], items[i]
        self.log.append(Roll(who, why, 0, tuple(draws), 0, "shuffle"))

    def choice(self, items: Sequence[T], who: str, why: str) -> T:
        """One of ``items`` picked uniformly."""
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self.randint(0, len(items) - 1, who, why)]

    # -- persistence -----------------------------------------------------------
    def to_json(self) -> dict[str, Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def snapshot(self) -> dict[str, Any]:
        """The source's state (for undo / transactional apply)."""
        return self.to_json()

    def restore(self, data: dict[str, Any]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    @staticmethod
    def from_json(data: dict[str, Any]) -> "DiceSource":
        kind = data.get("kind")
        if kind == "seeded":
            src: DiceSource = SeededSource(int(data["seed"]))
            src.restore(data)
            return src
        if kind == "scripted":
            src = ScriptedSource(data.get("results", []))
            src.restore(data)
            return src
        if kind == "manual":
            src = ManualSource()
            src.restore(data)
            return src
        raise ValueError(f"unknown dice source kind {kind!r}")


def _splitmix64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & _MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return state, z ^ (z >> 31)


class SeededSource(DiceSource):
    """Deterministic dice from a seed (splitmix64, unbiased by rejection)."""

    kind = "seeded"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = int(seed)
        self.state = self.seed & _MASK64

    def _next64(self) -> int:
        self.state, out = _splitmix64(self.state)
        return out

    def _die(self, sides: int, who: str, why: str) -> int:
        if sides < 1:
            raise ValueError(f"a die needs at least one side, got {sides}")
        limit = (1 << 64) - ((1 << 64) % sides)
        while True:
            value = self._next64()
            if value < limit:
                return value % sides + 1

    def fork(self, *key: int | str) -> "SeededSource":
        """An independent source keyed by this seed and ``key`` (e.g. shot, die)."""
        mixed = self.seed & _MASK64
        for part in key:
            data = part if isinstance(part, int) else int.from_bytes(str(part).encode("utf-8")[:8].ljust(8, b"\0"), "little")
            mixed, _ = _splitmix64(mixed ^ (data & _MASK64))
            _, mixed = _splitmix64(mixed)
        return SeededSource(mixed)

    def to_json(self) -> dict[str, Any]:
        return {"kind": "seeded", "seed": self.seed, "state": self.state}

    def restore(self, data: dict[str, Any]) -> None:
        self.seed = int(data.get("seed", self.seed))
        self.state = int(data.get("state", self.seed)) & _MASK64


class ScriptedSource(DiceSource):
    """Results from a list, in order: each is the face of one die (tests, teaching)."""

    kind = "scripted"

    def __init__(self, results: Iterable[int] = ()) -> None:
        super().__init__()
        self.results = [int(r) for r in results]
        self.position = 0

    def _die(self, sides: int, who: str, why: str) -> int:
        if self.position >= len(self.results):
            raise IndexError(f"scripted dice ran out ({who}: {why}, d{sides})")
        value = self.results[self.position]
        if not 1 <= value <= sides:
            raise ValueError(f"scripted result {value} is not a face of a d{sides} ({who}: {why})")
        self.position += 1
        return value

    def extend(self, results: Iterable[int]) -> None:
        self.results.extend(int(r) for r in results)

    def to_json(self) -> dict[str, Any]:
        return {"kind": "scripted", "results": list(self.results), "position": self.position}

    def restore(self, data: dict[str, Any]) -> None:
        self.results = [int(r) for r in data.get("results", self.results)]
        self.position = int(data.get("position", 0))


class ManualSource(ScriptedSource):
    """Players roll real dice and type the results in.

    When no typed result is waiting, a roll raises ``NeedManualRoll``; the UI asks,
    calls ``provide`` and applies the action again. Typed results are kept, so a
    saved game replays them exactly.
    """

    kind = "manual"

    def _dice(self, sides: int, count: int, who: str, why: str) -> list[int]:
        waiting = len(self.results) - self.position
        if waiting < count:
            raise NeedManualRoll(sides, count - waiting, who, why)
        return super()._dice(sides, count, who, why)

    def _die(self, sides: int, who: str, why: str) -> int:
        if self.position >= len(self.results):
            raise NeedManualRoll(sides, 1, who, why)
        return super()._die(sides, who, why)

    def provide(self, results: Iterable[int]) -> None:
        """Typed-in results, used by the next rolls in order."""
        self.extend(results)

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        data["kind"] = "manual"
        return data


def make_source(kind: str, seed: int = 0, results: Iterable[int] = ()) -> DiceSource:
    """A new dice source by kind name: ``seeded``, ``scripted`` or ``manual``."""
    if kind == "seeded":
        return SeededSource(seed)
    if kind == "scripted":
        return ScriptedSource(results)
    if kind == "manual":
        return ManualSource(results)
    raise ValueError(f"unknown dice source {kind!r}")


def replay_source(data: dict[str, Any]) -> DiceSource:
    """A fresh source that gives the same results again from the start of a game."""
    fresh = dict(data)
    if data.get("kind") == "seeded":
        fresh["state"] = int(data["seed"])
    else:
        fresh["position"] = 0
    return DiceSource.from_json(fresh)

