"""Machine cards (機体カード) and pilots (パイロット) of the Dunbine game, read from TOML.

``load_machines()`` / ``load_pilots()`` read ``data/machines.toml`` and
``data/pilots.toml`` with the shared reader (``core/data.py``) against the
schemas ``MACHINE`` and ``PILOT`` below, check the cards' own rules (turn
bands, transforming forms...) and raise one ``DataError`` listing every
problem (file, line, ``machine.field``, text). The results are frozen
dataclasses cached per process.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.data import Bool, Document, Entry, Field, Int, ListOf, Schema, Str, Table, TextPair, read_document

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


# -- the files' schemas (core/data.py reads and checks them) ---------------------------------------

ARC = ListOf(Str(choices=(*RANGES, "F")))  # "F" = FF + FR + FL
PAIR = ListOf(Int(), min_len=2, max_len=2)  # [low, high]
STEPS = ListOf(ListOf(Int(low=1), min_len=2, max_len=2), min_len=1, max_len=3)  # [PP, thrust change]
TURN_BAND = Schema(Field("thrust", PAIR), Field("pp", ListOf(Int(low=0), min_len=1, max_len=3), note="0 = forbidden"))
MOBILITY_FIELDS = (
    Field("thrust", PAIR),
    Field("heavy_max", Int(), note="19.2.1"),
    Field("accel", STEPS, note="4.2"),
    Field("decel", STEPS, note="4.3"),
    Field("speed", ListOf(PAIR, min_len=1), note="[from |thrust|, modifier], 15.1"),
    Field("turn", ListOf(Table(TURN_BAND), min_len=1), note="7.4"),
    Field("evasion", Int(low=0, high=12)),
)
MOBILITY = Schema(*MOBILITY_FIELDS)
WEAPON = Schema(Field("id", Str(nonempty=True)), Field("name", TextPair()), Field("hit", Int(low=0, high=12)),
                Field("power", Int(low=0)), Field("arc", ListOf(ARC.item, min_len=1)),
                Field("range", ListOf(Int(low=0), min_len=2, max_len=2)), Field("ammo", Int(low=1)))
SWORD = Schema(Field("hit", Int(low=0, high=12)), Field("power", Int(low=0)), Field("arc", ARC))
MACHINE = Schema(
    Field("name", TextPair()),
    Field("kind", Str(choices=KINDS)),
    Field("points", Int(low=1)),
    *MOBILITY_FIELDS,
    Field("armour", Int(low=0)),
    Field("durability", Int(low=1)),
    Field("block", Int(low=0, high=12)),
    Field("block_arc", ARC, default=()),
    Field("sword", Table(SWORD), note="use hit = 0 and arc = [] for a machine without a sword"),
    Field("weapon", ListOf(Table(WEAPON)), default=()),
    Field("transforms_to", Str(), default=""),
    Field("carries", Bool(), default=False),
    Field("docked", Table(MOBILITY), default=None),
)
PILOT = Schema(Field("name", TextPair()), Field("pp", Int(low=1, high=40)), Field("aura", Int(low=0, high=20)),
               Field("aliases", ListOf(Str(nonempty=True)), default=()))


def _arc(items: tuple[str, ...]) -> frozenset[str]:
    return frozenset(r for item in items for r in (("FF", "FR", "FL") if item == "F" else (item,)))


def _pair(entry: Entry, field: str) -> tuple[int, int]:
    value = entry[field]
    if len(value) != 2:
        return (0, 0)
    if value[0] > value[1]:
        entry.problem(field, f"low {value[0]} is above high {value[1]}")
    return (value[0], value[1])


def _steps(entry: Entry, field: str) -> tuple[Step, ...]:
    out = tuple(Step(pp, change) for pp, change in (s for s in entry[field] if len(s) == 2))
    if any(not (b.pp > a.pp and b.change > a.change) for a, b in zip(out, out[1:])):
        entry.problem(field, "steps must grow in both PP and thrust change")
    return out


def _mobility(entry: Entry) -> Mobility:
    """The movement part of a card (the machine's own, or its docked card's)."""
    low, high = _pair(entry, "thrust")
    if not low <= entry["heavy_max"] <= high:
        entry.problem("heavy_max", f"must lie within thrust {low}..{high} (19.2.1)")
    speed = tuple(tuple(row) for row in entry["speed"] if len(row) == 2)
    if speed and [s for s, _ in speed] != sorted({s for s, _ in speed}):
        entry.problem("speed", "thrust thresholds must rise")
    bands = []
    for band in entry["turn"]:
        b_low, b_high = _pair(band, "thrust")
        bands.append(TurnBand(b_low, b_high, tuple(list(band["pp"]) + [0] * (3 - len(band["pp"])))))
    covered = sorted(t for b in bands for t in range(b.low, b.high + 1))
    if bands and covered != list(range(low, high + 1)):
        entry.problem("turn", f"bands must cover thrust {low}..{high} exactly once")
    return Mobility(low, high, entry["heavy_max"], _steps(entry, "accel"), _steps(entry, "decel"),
                    speed, tuple(bands), entry["evasion"])


def parse_machines(doc: Document) -> dict[str, Machine]:
    """Machines from a parsed ``machines.toml``; ``DataError`` with every problem at once."""
    entries = doc.tables(MACHINE)
    out: dict[str, Machine] = {}
    for mid, e in entries.items():
        weapons = []
        seen: set[str] = set()
        for w in e["weapon"]:
            if w["id"] in seen or w["id"] == "sword":
                w.problem("id", f"duplicate or reserved weapon id {w['id']!r}")
            seen.add(w["id"])
            low, high = _pair(w, "range")
            weapons.append(Weapon(w["id"], w["name"].ja, w["name"].en, w["hit"], w["power"], _arc(w["arc"]),
                                  low, high, w["ammo"]))
        sword = e["sword"]
        docked = _mobility(e["docked"]) if e["docked"] is not None else None
        if e["carries"] and docked is None:
            e.problem("docked", "a machine that carries needs a docked card (10.4)")
        if e["carries"] and e["kind"] != "wing_caliber":
            e.problem("carries", "only a Wing Caliber can carry (10.1)")
        out[mid] = Machine(mid, e["name"].ja, e["name"].en, e["kind"], e["points"], _mobility(e), e["armour"],
                           e["durability"], e["block"], _arc(e["block_arc"]),
                           Sword(sword["hit"], sword["power"], _arc(sword["arc"])), tuple(weapons),
                           e["transforms_to"], e["carries"], docked)
    for m in out.values():
        e = entries[m.id]
        if m.transforms_to:
            other = out.get(m.transforms_to)
            if other is None:
                e.problem("transforms_to", f"no machine {m.transforms_to!r}")
            elif other.transforms_to != m.id:
                e.problem("transforms_to", f"{other.id} must transform back into {m.id}")
            else:
                if other.durability != m.durability:
                    e.problem("durability", "both forms of a transforming machine need the same durability")
                if not (m.min_thrust <= 5 and 11 <= m.max_thrust):
                    e.problem("thrust", "a transforming form must allow thrust 5-11 (9.3)")
                for w, w_entry in zip(m.weapons, e["weapon"]):
                    ow = other.weapon(w.id)
                    if ow is not None and ow.ammo != w.ammo:
                        w_entry.problem("ammo", "a weapon kept by both forms needs the same ammunition")
    doc.check()
    return out


def parse_pilots(doc: Document) -> dict[str, Pilot]:
    """Pilots from a parsed ``pilots.toml`` (aliases resolve to the same pilot)."""
    entries = doc.tables(PILOT)
    out = {pid: Pilot(pid, e["name"].ja, e["name"].en, e["pp"], e["aura"], e["aliases"]) for pid, e in entries.items()}
    for p in out.values():
        for alias in p.aliases:
            if alias in doc.data:
                entries[p.id].problem("aliases", f"alias {alias!r} is also a pilot id")
    doc.check()
    return out


@lru_cache(maxsize=None)
def load_machines(path: str | None = None) -> dict[str, Machine]:
    return parse_machines(read_document(path or DATA_DIR / "machines.toml"))


@lru_cache(maxsize=None)
def load_pilots(path: str | None = None) -> dict[str, Pilot]:
    return parse_pilots(read_document(path or DATA_DIR / "pilots.toml"))


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
