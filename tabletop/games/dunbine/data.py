"""Machine cards (機体カード) and pilots (パイロット) of the Dunbine game, read from TOML.

``load_machines()`` / ``load_pilots()`` read ``data/machines.toml`` and
``data/pilots.toml``, check every field and raise one ``DataError`` listing
every problem (file, ``machine.field``, text). The results are frozen
dataclasses cached per process; ``catalog()`` returns both.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.core.errors import DataError, Problem

DATA_DIR = Path(__file__).resolve().parent / "data"
RANGES = ("FF", "FR", "FL", "BR", "BL", "BB")
KINDS = ("aura_battler", "wing_caliber")


@dataclass(frozen=True)
class Step:
    """One step of an acceleration table: pay ``pp`` to change thrust by up to ``change``."""

    pp: int
    change: int


@dataclass(frozen=True)
class TurnBand:
    """Turn table row: for thrust in [low, high], PP for 60/120/180 degrees (0 = forbidden)."""

    low: int
    high: int
    pp: tuple[int, int, int]


@dataclass(frozen=True)
class Weapon:
    id: str
    name_ja: str
    name_en: str
    hit: int
    power: int
    arc: frozenset[str]
    min_range: int
    max_range: int
    ammo: int


@dataclass(frozen=True)
class Sword:
    hit: int
    power: int
    arc: frozenset[str]


@dataclass(frozen=True)
class Mobility:
    """The movement part of a card (the Wing Caliber's docked card has its own, 10.4)."""

    min_thrust: int
    max_thrust: int
    heavy_max: int
    accel: tuple[Step, ...]
    decel: tuple[Step, ...]
    speed: tuple[tuple[int, int], ...]
    turn: tuple[TurnBand, ...]
    evasion: int

    def speed_modifier(self, thrust: int) -> int:
        """Attacker's speed modifier for |thrust| from the card's table (15.1, ruling R-15a)."""
        value = 0
        for start, mod in self.speed:
            if abs(thrust) >= start:
                value = mod
        return value

    def turn_pp(self, thrust: int, steps: int) -> int:
        """PP for a turn of ``steps`` x 60 degrees at ``thrust``; 0 if the card forbids it (7.4)."""
        k = min(abs(steps), 3)
        for band in self.turn:
            if band.low <= thrust <= band.high:
                return band.pp[k - 1]
        return 0


@dataclass(frozen=True)
class Machine:
    id: str
    name_ja: str
    name_en: str
    kind: str
    points: int
    mobility: Mobility
    armour: int
    durability: int
    block: int
    block_arc: frozenset[str]
    sword: Sword
    weapons: tuple[Weapon, ...]
    transforms_to: str = ""
    carries: bool = False
    docked: Mobility | None = None

    @property
    def min_thrust(self) -> int:
        return self.mobility.min_thrust

    @property
    def max_thrust(self) -> int:
        return self.mobility.max_thrust

    @property
    def evasion(self) -> int:
        return self.mobility.evasion

    @property
    def has_sword(self) -> bool:
        return bool(self.sword.arc) and self.sword.hit > 0

    def weapon(self, wid: str) -> Weapon | None:
        for w in self.weapons:
            if w.id == wid:
                return w
        return None


@dataclass(frozen=True)
class Pilot:
    id: str
    name_ja: str
    name_en: str
    pp: int
    aura: int
    aliases: tuple[str, ...] = ()


class _Checker:
    """Collects problems while reading one file."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def bad(self, where: str, text: str) -> None:
        self.problems.append(Problem(self.file, where, text))

    def int_(self, table: dict, key: str, where: str, low: int | None = None, high: int | None = None,
             default: Any = ...) -> int:
        value = table.get(key, default)
        if value is ...:
            self.bad(f"{where}.{key}", "missing")
            return 0
        if isinstance(value, bool) or not isinstance(value, int):
            self.bad(f"{where}.{key}", f"must be an integer, not {value!r}")
            return 0
        if low is not None and value < low:
            self.bad(f"{where}.{key}", f"must be at least {low}, not {value}")
        if high is not None and value > high:
            self.bad(f"{where}.{key}", f"must be at most {high}, not {value}")
        return value

    def str_(self, table: dict, key: str, where: str, default: Any = ...) -> str:
        value = table.get(key, default)
        if value is ...:
            self.bad(f"{where}.{key}", "missing")
            return ""
        if not isinstance(value, str):
            self.bad(f"{where}.{key}", f"must be a string, not {value!r}")
            return ""
        return value

    def pair(self, table: dict, key: str, where: str) -> tuple[int, int]:
        value = table.get(key)
        if (not isinstance(value, list) or len(value) != 2
                or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
            self.bad(f"{where}.{key}", f"must be [low, high] integers, not {value!r}")
            return (0, 0)
        if value[0] > value[1]:
            self.bad(f"{where}.{key}", f"low {value[0]} is above high {value[1]}")
        return (value[0], value[1])

    def arc(self, value: Any, where: str) -> frozenset[str]:
        if not isinstance(value, list):
            self.bad(where, f"must be a list of ranges ({', '.join(RANGES)} or F), not {value!r}")
            return frozenset()
        out: set[str] = set()
        for item in value:
            if item == "F":
                out.update(("FF", "FR", "FL"))
            elif item in RANGES:
                out.add(item)
            else:
                self.bad(where, f"unknown range {item!r} (use {', '.join(RANGES)} or F)")
        return frozenset(out)

    def steps(self, value: Any, where: str) -> tuple[Step, ...]:
        if not isinstance(value, list) or not 1 <= len(value) <= 3:
            self.bad(where, "must be a list of one to three [PP, thrust change] steps (4.2)")
            return ()
        out = []
        for i, step in enumerate(value):
            if (not isinstance(step, list) or len(step) != 2
                    or any(isinstance(v, bool) or not isinstance(v, int) or v < 1 for v in step)):
                self.bad(f"{where}[{i}]", f"must be [PP, change] with positive integers, not {step!r}")
                continue
            out.append(Step(step[0], step[1]))
        for a, b in zip(out, out[1:]):
            if not (b.pp > a.pp and b.change > a.change):
                self.bad(where, "steps must grow in both PP and thrust change")
        return tuple(out)

    def mobility(self, table: dict, where: str) -> Mobility:
        low, high = self.pair(table, "thrust", where)
        heavy = self.int_(table, "heavy_max", where)
        if not low <= heavy <= high:
            self.bad(f"{where}.heavy_max", f"must lie within thrust {low}..{high} (19.2.1)")
        speed_raw = table.get("speed")
        speed: list[tuple[int, int]] = []
        if not isinstance(speed_raw, list) or not speed_raw:
            self.bad(f"{where}.speed", "must be a list of [from |thrust|, modifier] (15.1)")
        else:
            for i, row in enumerate(speed_raw):
                if (not isinstance(row, list) or len(row) != 2
                        or any(isinstance(v, bool) or not isinstance(v, int) for v in row)):
                    self.bad(f"{where}.speed[{i}]", f"must be [from, modifier], not {row!r}")
                    continue
                speed.append((row[0], row[1]))
            if speed and [s for s, _ in speed] != sorted({s for s, _ in speed}):
                self.bad(f"{where}.speed", "thrust thresholds must rise")
        turn_raw = table.get("turn")
        bands: list[TurnBand] = []
        if not isinstance(turn_raw, list) or not turn_raw:
            self.bad(f"{where}.turn", "must list turn bands {thrust = [low, high], pp = [60, 120, 180]} (7.4)")
        else:
            for i, row in enumerate(turn_raw):
                w = f"{where}.turn[{i}]"
                if not isinstance(row, dict):
                    self.bad(w, "must be a table")
                    continue
                b_low, b_high = self.pair(row, "thrust", w)
                pp = row.get("pp")
                if (not isinstance(pp, list) or not 1 <= len(pp) <= 3
                        or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in pp)):
                    self.bad(f"{w}.pp", f"must be up to three PP costs (0 = forbidden), not {pp!r}")
                    continue
                padded = tuple(list(pp) + [0] * (3 - len(pp)))
                bands.append(TurnBand(b_low, b_high, padded))  # type: ignore[arg-type]
            covered = sorted(t for b in bands for t in range(b.low, b.high + 1))
            if covered != list(range(low, high + 1)):
                self.bad(f"{where}.turn", f"bands must cover thrust {low}..{high} exactly once")
        return Mobility(low, high, heavy, self.steps(table.get("accel"), f"{where}.accel"),
                        self.steps(table.get("decel"), f"{where}.decel"), tuple(speed), tuple(bands),
                        self.int_(table, "evasion", where, 0, 12))


def _read(path: Path, checker: _Checker) -> dict:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except OSError as exc:
        raise DataError.single(str(path), f"cannot be read ({exc.strerror or exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError.single(str(path), f"not valid TOML ({exc})") from None


def parse_machines(raw: dict, file: str) -> dict[str, Machine]:
    """Machines from parsed TOML; ``DataError`` with every problem at once."""
    c = _Checker(file)
    out: dict[str, Machine] = {}
    for mid, table in raw.items():
        if not isinstance(table, dict):
            c.bad(mid, "must be a table")
            continue
        kind = c.str_(table, "kind", mid)
        if kind and kind not in KINDS:
            c.bad(f"{mid}.kind", f"must be one of {', '.join(KINDS)}, not {kind!r}")
        mob = c.mobility(table, mid)
        weapons = []
        seen: set[str] = set()
        for i, w in enumerate(table.get("weapon", []) or []):
            where = f"{mid}.weapon[{i}]"
            if not isinstance(w, dict):
                c.bad(where, "must be a table")
                continue
            wid = c.str_(w, "id", where)
            if wid in seen or wid == "sword":
                c.bad(f"{where}.id", f"duplicate or reserved weapon id {wid!r}")
            seen.add(wid)
            lo, hi = c.pair(w, "range", where)
            if lo < 0:
                c.bad(f"{where}.range", "ranges cannot be negative")
            weapons.append(Weapon(wid, c.str_(w, "name_ja", where), c.str_(w, "name_en", where),
                                  c.int_(w, "hit", where, 0, 12), c.int_(w, "power", where, 0),
                                  c.arc(w.get("arc"), f"{where}.arc"), lo, hi, c.int_(w, "ammo", where, 1)))
            if not weapons[-1].arc:
                c.bad(f"{where}.arc", "a weapon needs at least one range")
        sword_raw = table.get("sword")
        if not isinstance(sword_raw, dict):
            c.bad(f"{mid}.sword", "missing (use hit = 0 and arc = [] for a machine without a sword)")
            sword_raw = {"hit": 0, "power": 0, "arc": []}
        sword = Sword(c.int_(sword_raw, "hit", f"{mid}.sword", 0, 12), c.int_(sword_raw, "power", f"{mid}.sword", 0),
                      c.arc(sword_raw.get("arc"), f"{mid}.sword.arc"))
        docked = None
        if "docked" in table:
            if not isinstance(table["docked"], dict):
                c.bad(f"{mid}.docked", "must be a table")
            else:
                docked = c.mobility(table["docked"], f"{mid}.docked")
        carries = table.get("carries", False)
        if not isinstance(carries, bool):
            c.bad(f"{mid}.carries", "must be true or false")
            carries = False
        if carries and docked is None:
            c.bad(f"{mid}.docked", "a machine that carries needs a docked card (10.4)")
        if carries and kind != "wing_caliber":
            c.bad(f"{mid}.carries", "only a Wing Caliber can carry (10.1)")
        known = {"name_ja", "name_en", "kind", "points", "thrust", "heavy_max", "armour", "durability", "evasion",
                 "block", "block_arc", "accel", "decel", "speed", "turn", "sword", "weapon", "transforms_to",
                 "carries", "docked"}
        for key in table:
            if key not in known:
                c.bad(f"{mid}.{key}", "unknown field")
        out[mid] = Machine(mid, c.str_(table, "name_ja", mid), c.str_(table, "name_en", mid), kind,
                           c.int_(table, "points", mid, 1), mob, c.int_(table, "armour", mid, 0),
                           c.int_(table, "durability", mid, 1), c.int_(table, "block", mid, 0, 12),
                           c.arc(table.get("block_arc", []), f"{mid}.block_arc"), sword, tuple(weapons),
                           c.str_(table, "transforms_to", mid, ""), carries, docked)
    for m in out.values():
        if m.transforms_to:
            other = out.get(m.transforms_to)
            if other is None:
                c.bad(f"{m.id}.transforms_to", f"no machine {m.transforms_to!r}")
            elif other.transforms_to != m.id:
                c.bad(f"{m.id}.transforms_to", f"{other.id} must transform back into {m.id}")
            else:
                if other.durability != m.durability:
                    c.bad(f"{m.id}.durability", "both forms of a transforming machine need the same durability")
                for t in (5, 11):
                    if not (m.min_thrust <= t <= m.max_thrust):
                        c.bad(f"{m.id}.thrust", "a transforming form must allow thrust 5-11 (9.3)")
                        break
                for w in m.weapons:
                    ow = other.weapon(w.id)
                    if ow is not None and ow.ammo != w.ammo:
                        c.bad(f"{m.id}.weapon.{w.id}", "a weapon kept by both forms needs the same ammunition")
    if c.problems:
        raise DataError(c.problems)
    return out


def parse_pilots(raw: dict, file: str) -> dict[str, Pilot]:
    """Pilots from parsed TOML (aliases resolve to the same pilot)."""
    c = _Checker(file)
    out: dict[str, Pilot] = {}
    for pid, table in raw.items():
        if not isinstance(table, dict):
            c.bad(pid, "must be a table")
            continue
        aliases = table.get("aliases", [])
        if not isinstance(aliases, list) or any(not isinstance(a, str) for a in aliases):
            c.bad(f"{pid}.aliases", "must be a list of ids")
            aliases = []
        for key in table:
            if key not in {"name_ja", "name_en", "pp", "aura", "aliases"}:
                c.bad(f"{pid}.{key}", "unknown field")
        out[pid] = Pilot(pid, c.str_(table, "name_ja", pid), c.str_(table, "name_en", pid),
                         c.int_(table, "pp", pid, 1, 40), c.int_(table, "aura", pid, 0, 20), tuple(aliases))
    for p in list(out.values()):
        for alias in p.aliases:
            if alias in raw:
                c.bad(f"{p.id}.aliases", f"alias {alias!r} is also a pilot id")
    if c.problems:
        raise DataError(c.problems)
    return out


@lru_cache(maxsize=None)
def load_machines(path: str | None = None) -> dict[str, Machine]:
    p = Path(path) if path else DATA_DIR / "machines.toml"
    return parse_machines(_read(p, _Checker(str(p))), p.name)


@lru_cache(maxsize=None)
def load_pilots(path: str | None = None) -> dict[str, Pilot]:
    p = Path(path) if path else DATA_DIR / "pilots.toml"
    return parse_pilots(_read(p, _Checker(str(p))), p.name)


def machine(mid: str) -> Machine:
    return load_machines()[mid]


def pilot(pid: str) -> Pilot:
    """A pilot by id or alias (``black_knight`` is ``bern``)."""
    pilots = load_pilots()
    if pid in pilots:
        return pilots[pid]
    for p in pilots.values():
        if pid in p.aliases:
            return p
    raise KeyError(pid)


def pilot_exists(pid: str) -> bool:
    try:
        pilot(pid)
    except KeyError:
        return False
    return True
