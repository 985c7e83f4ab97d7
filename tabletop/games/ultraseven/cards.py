"""Card data of 史上最大の侵略: loading and validating the TOML files in ``data/``.

Every card in the box is defined here: 72 play cards (45 invasion cards, 19
event cards, the episode-12 card, 7 information cards), 24 TDF cards
(7 members, 6 weapons, 11 capsule monsters), the Seven card and the counters.
``load_cards()`` reads the files once and reports every problem at once as a
``DataError``. The numbers are the project's own design.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabletop.core.errors import DataError, Problem
from tabletop.core.i18n import Text

DATA_DIR = Path(__file__).resolve().parent / "data"
FILES = ("invasion.toml", "play_other.toml", "tdf.toml")

#: The box's counts (rule 3.1 and the box contents list).
BOX = {"invasion": 45, "event": 19, "episode12": 1, "information": 7,
       "member": 7, "weapon": 6, "capsule": 11, "counter": 51}
CAPSULE_RESULTS = ("none", "chits-1", "chits-2", "chits-3", "damage+1")
EFFECT_FIELDS = ("recon", "attack", "transform", "weapons", "redeploys", "alien_ap")


@dataclass(frozen=True)
class InvasionCard:
    id: str
    episodes: str
    name: Text
    alien: Text
    area: str
    recon: int
    tdf_value: int | None      # None = 「－」 (rule 15.9)
    combat: int
    chits_hidden: int          # 暗躍時 (rule 7.3)
    chits_discovered: int      # 発覚時 (rule 7.3)
    hidden_cap: int            # 暗躍限界 (rule 7.4)
    condition: str = ""        # information card id (rule 8.5)
    special: bool = False      # one of the four cards of rule 21.2.1


@dataclass(frozen=True)
class EventCard:
    id: str
    name: Text
    text: Text
    kind: str = "event"        # "event" or "episode12"
    recon: int = 0
    attack: int = 0
    transform: int = 0
    weapons: int = 0
    redeploys: int = 0
    alien_ap: int = 0
    kurata: bool = False


@dataclass(frozen=True)
class InfoCard:
    id: str
    name: Text
    text: Text


@dataclass(frozen=True)
class Member:
    id: str
    name: Text
    recon: int
    combat: int
    captain: bool = False
    dan: bool = False
    kurata: bool = False


@dataclass(frozen=True)
class Weapon:
    id: str
    name: Text
    recon: int
    combat: int
    areas: tuple[str, ...]
    users: tuple[str, ...]
    hawk1: bool = False


@dataclass(frozen=True)
class Capsule:
    id: str
    kind: str
    name: Text
    table: tuple[str, ...]


@dataclass(frozen=True)
class Technique:
    id: str
    name: Text
    base: int
    extra: int

    @property
    def power(self) -> int:
        return self.base + self.extra


@dataclass(frozen=True)
class Seven:
    id: str
    name: Text
    emerium: int
    transformation: tuple[int, ...]

    def transformation_number(self, others: int) -> int:
        """Rule 16.3: the number by how many other members are present."""
        return self.transformation[min(others, len(self.transformation) - 1)]


@dataclass
class CardBook:
    """Every card and counter, by id, in file order."""

    areas: dict[str, Text] = field(default_factory=dict)
    invasion: dict[str, InvasionCard] = field(default_factory=dict)
    events: dict[str, EventCard] = field(default_factory=dict)   # includes the episode-12 card
    information: dict[str, InfoCard] = field(default_factory=dict)
    members: dict[str, Member] = field(default_factory=dict)
    weapons: dict[str, Weapon] = field(default_factory=dict)
    capsules: dict[str, Capsule] = field(default_factory=dict)
    capsule_kinds: dict[str, Text] = field(default_factory=dict)
    techniques: dict[str, Technique] = field(default_factory=dict)
    counters: dict[str, tuple[Text, int]] = field(default_factory=dict)
    seven: Seven | None = None

    def name(self, card: str) -> Text:
        """The name of any card id."""
        for table in (self.invasion, self.events, self.information, self.members,
                      self.weapons, self.capsules):
            if card in table:
                return table[card].name
        if self.seven is not None and card == self.seven.id:
            return self.seven.name
        return Text(card, card)

    def kind(self, card: str) -> str:
        if card in self.invasion:
            return "invasion"
        if card in self.events:
            return self.events[card].kind
        if card in self.information:
            return "information"
        if card in self.members:
            return "member"
        if card in self.weapons:
            return "weapon"
        if card in self.capsules:
            return "capsule"
        return "seven"

    def play_cards(self) -> list[str]:
        return [*self.invasion, *self.events, *self.information]

    def tdf_cards(self) -> list[str]:
        return [*self.members, *self.weapons, *self.capsules]


class _Reader:
    """Collects problems while reading entries, so all are reported at once."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def get(self, file: str, where: str, entry: dict, key: str, kind: type, default: Any = ...) -> Any:
        if key not in entry:
            if default is ...:
                self.problems.append(Problem(file, f"{where}.{key}", "is missing"))
                return kind() if kind in (int, str, bool) else None
            return default
        value = entry[key]
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            self.problems.append(Problem(file, f"{where}.{key}", f"must be an integer, not {value!r}"))
            return 0
        if kind is str and not isinstance(value, str):
            self.problems.append(Problem(file, f"{where}.{key}", f"must be text, not {value!r}"))
            return ""
        if kind is bool and not isinstance(value, bool):
            self.problems.append(Problem(file, f"{where}.{key}", f"must be true or false, not {value!r}"))
            return False
        if kind is list and not isinstance(value, list):
            self.problems.append(Problem(file, f"{where}.{key}", f"must be a list, not {value!r}"))
            return []
        return value

    def text(self, file: str, where: str, entry: dict, prefix: str) -> Text:
        ja = self.get(file, where, entry, f"{prefix}_ja", str)
        en = self.get(file, where, entry, f"{prefix}_en", str)
        for lang, value in (("ja", ja), ("en", en)):
            if isinstance(value, str) and not value.strip():
                self.problems.append(Problem(file, f"{where}.{prefix}_{lang}", "is empty"))
        return Text(ja, en)

    def problem(self, file: str, where: str, text: str) -> None:
        self.problems.append(Problem(file, where, text))


def parse_files(raw: dict[str, dict]) -> CardBook:
    """Build the card book from parsed TOML documents (by file name); DataError lists every problem."""
    r = _Reader()
    book = CardBook()
    ids: dict[str, str] = {}

    def new_id(file: str, where: str, cid: str) -> bool:
        if not cid:
            r.problem(file, f"{where}.id", "is missing or empty")
            return False
        if cid in ids:
            r.problem(file, f"{where}.id", f"{cid!r} is used twice (also in {ids[cid]})")
            return False
        ids[cid] = f"{file} {where}"
        return True

    tdf = raw.get("tdf.toml", {})
    for i, e in enumerate(tdf.get("area", [])):
        where = f"area[{i}]"
        aid = r.get("tdf.toml", where, e, "id", str)
        if new_id("tdf.toml", where, aid):
            book.areas[aid] = r.text("tdf.toml", where, e, "name")
    if len(book.areas) != 6:
        r.problem("tdf.toml", "area", f"the game has 6 reconnaissance areas (rule 3.5), found {len(book.areas)}")

    # -- play cards --------------------------------------------------------------
    f = "invasion.toml"
    for i, e in enumerate(raw.get(f, {}).get("invasion", [])):
        where = f"invasion[{i}]"
        cid = r.get(f, where, e, "id", str)
        where = f"invasion {cid or i}"
        tv = e.get("tdf_value")
        if tv == "-":
            tdf_value = None
        elif isinstance(tv, int) and not isinstance(tv, bool):
            tdf_value = tv
        else:
            r.problem(f, f"{where}.tdf_value", f"must be an integer or \"-\", not {tv!r}")
            tdf_value = 0
        card = InvasionCard(
            cid, r.get(f, where, e, "episodes", str), r.text(f, where, e, "name"),
            r.text(f, where, e, "alien"), r.get(f, where, e, "area", str),
            r.get(f, where, e, "recon", int), tdf_value, r.get(f, where, e, "combat", int),
            r.get(f, where, e, "chits_hidden", int), r.get(f, where, e, "chits_discovered", int),
            r.get(f, where, e, "hidden_cap", int), r.get(f, where, e, "condition", str, ""),
            r.get(f, where, e, "special", bool, False))
        if card.area not in book.areas:
            r.problem(f, f"{where}.area", f"{card.area!r} is not an area ({', '.join(book.areas)})")
        if card.combat < 0:
            r.problem(f, f"{where}.combat", "must be 0 or more")
        for key in ("chits_hidden", "chits_discovered", "hidden_cap"):
            if getattr(card, key) < 1:
                r.problem(f, f"{where}.{key}", "must be 1 or more")
        if card.hidden_cap >= 13:
            r.problem(f, f"{where}.hidden_cap", "must be below 13 (rule 20.2)")
        if new_id(f, where, cid):
            book.invasion[cid] = card

    f = "play_other.toml"
    other = raw.get(f, {})

    def event(where: str, e: dict, cid: str, kind: str) -> EventCard:
        values = {k: r.get(f, where, e, k, int, 0) for k in EFFECT_FIELDS}
        return EventCard(cid, r.text(f, where, e, "name"), r.text(f, where, e, "text"), kind,
                         kurata=r.get(f, where, e, "kurata", bool, False), **values)

    for i, e in enumerate(other.get("event", [])):
        base = r.get(f, f"event[{i}]", e, "id", str)
        where = f"event {base or i}"
        copies = r.get(f, where, e, "copies", int)
        if copies < 1:
            r.problem(f, f"{where}.copies", "must be 1 or more")
        for n in range(1, max(copies, 0) + 1):
            cid = f"{base}_{n}"
            if new_id(f, where, cid):
                book.events[cid] = event(where, e, cid, "event")
    ep12 = other.get("episode12")
    if not isinstance(ep12, dict):
        r.problem(f, "episode12", "is missing (the episode-12 card, rule 3.4)")
    else:
        cid = r.get(f, "episode12", ep12, "id", str)
        if new_id(f, "episode12", cid):
            book.events[cid] = event("episode12", ep12, cid, "episode12")
    for i, e in enumerate(other.get("information", [])):
        cid = r.get(f, f"information[{i}]", e, "id", str)
        where = f"information {cid or i}"
        if new_id(f, where, cid):
            book.information[cid] = InfoCard(cid, r.text(f, where, e, "name"), r.text(f, where, e, "text"))
    for cid, card in book.invasion.items():
        if card.condition and card.condition not in book.information:
            r.problem("invasion.toml", f"invasion {cid}.condition",
                      f"{card.condition!r} is not an information card")

    # -- TDF cards ---------------------------------------------------------------
    f = "tdf.toml"
    for i, e in enumerate(tdf.get("member", [])):
        cid = r.get(f, f"member[{i}]", e, "id", str)
        where = f"member {cid or i}"
        m = Member(cid, r.text(f, where, e, "name"), r.get(f, where, e, "recon", int),
                   r.get(f, where, e, "combat", int), r.get(f, where, e, "captain", bool, False),
                   r.get(f, where, e, "dan", bool, False), r.get(f, where, e, "kurata", bool, False))
        if new_id(f, where, cid):
            book.members[cid] = m
    for flag, rule in (("captain", "11.3"), ("dan", "16.1"), ("kurata", "11.6")):
        count = sum(1 for m in book.members.values() if getattr(m, flag))
        if count != 1:
            r.problem(f, "member", f"exactly one member must have {flag} = true (rule {rule}), found {count}")
    for i, e in enumerate(tdf.get("weapon", [])):
        cid = r.get(f, f"weapon[{i}]", e, "id", str)
        where = f"weapon {cid or i}"
        areas = tuple(r.get(f, where, e, "areas", list))
        users = tuple(r.get(f, where, e, "users", list))
        for a in areas:
            if a not in book.areas:
                r.problem(f, f"{where}.areas", f"{a!r} is not an area")
        if not areas:
            r.problem(f, f"{where}.areas", "is empty")
        for u in users:
            if u not in book.members:
                r.problem(f, f"{where}.users", f"{u!r} is not a member")
        if not users:
            r.problem(f, f"{where}.users", "is empty")
        w = Weapon(cid, r.text(f, where, e, "name"), r.get(f, where, e, "recon", int),
                   r.get(f, where, e, "combat", int), areas, users, r.get(f, where, e, "hawk1", bool, False))
        if new_id(f, where, cid):
            book.weapons[cid] = w
    if sum(1 for w in book.weapons.values() if w.hawk1) != 1:
        r.problem(f, "weapon", "exactly one weapon must be Ultra Hawk 1 (hawk1 = true, rule 15.6)")
    for i, e in enumerate(tdf.get("capsule_kind", [])):
        kid = r.get(f, f"capsule_kind[{i}]", e, "id", str)
        book.capsule_kinds[kid] = r.text(f, f"capsule_kind {kid}", e, "name")
    if sorted(book.capsule_kinds) != ["agira", "miclas", "windom"]:
        r.problem(f, "capsule_kind", "must be exactly miclas, windom and agira (rule 19.2)")
    for i, e in enumerate(tdf.get("capsule", [])):
        cid = r.get(f, f"capsule[{i}]", e, "id", str)
        where = f"capsule {cid or i}"
        kind = r.get(f, where, e, "kind", str)
        table = tuple(r.get(f, where, e, "table", list))
        if len(table) != 6:
            r.problem(f, f"{where}.table", f"needs 6 results (one per face of a die), has {len(table)}")
        for res in table:
            if res not in CAPSULE_RESULTS:
                r.problem(f, f"{where}.table", f"{res!r} is not one of {', '.join(CAPSULE_RESULTS)}")
        if kind not in book.capsule_kinds:
            r.problem(f, f"{where}.kind", f"{kind!r} is not a capsule monster kind")
        c = Capsule(cid, kind, book.capsule_kinds.get(kind, Text(kind, kind)), table)
        if new_id(f, where, cid):
            book.capsules[cid] = c
    for kind, need in (("miclas", 3), ("windom", 2), ("agira", 1)):
        have = sum(1 for c in book.capsules.values() if c.kind == kind)
        if have < need:
            r.problem(f, "capsule", f"two-cour play needs {need} {kind} cards (rule 21.3.3), found {have}")
    seven = tdf.get("seven")
    if not isinstance(seven, dict):
        r.problem(f, "seven", "is missing (the Seven card, rule 3.1)")
    else:
        sid = r.get(f, "seven", seven, "id", str)
        trans = tuple(r.get(f, "seven", seven, "transformation", list))
        if not trans or any(not isinstance(x, int) or x < 2 or x > 12 for x in trans):
            r.problem(f, "seven.transformation", "must be a list of numbers from 2 to 12 (rule 16.4)")
        emerium = r.get(f, "seven", seven, "emerium", int)
        if emerium != 130:
            r.problem(f, "seven.emerium", "the track starts at 130 (rule 3.2)")
        if new_id(f, "seven", sid):
            book.seven = Seven(sid, r.text(f, "seven", seven, "name"), emerium, trans)
    for i, e in enumerate(tdf.get("technique", [])):
        tid = r.get(f, f"technique[{i}]", e, "id", str)
        where = f"technique {tid or i}"
        t = Technique(tid, r.text(f, where, e, "name"), r.get(f, where, e, "base", int),
                      r.get(f, where, e, "extra", int))
        if t.extra < 1:
            r.problem(f, f"{where}.extra", "must be 1 or more (ruling 18.1: every technique costs energy)")
        if tid in book.techniques:
            r.problem(f, f"{where}.id", f"{tid!r} is used twice")
        book.techniques[tid] = t
    if not book.techniques:
        r.problem(f, "technique", "Seven needs at least one technique (rule 17.2)")
    for i, e in enumerate(tdf.get("counter", [])):
        cid = r.get(f, f"counter[{i}]", e, "id", str)
        where = f"counter {cid or i}"
        book.counters[cid] = (r.text(f, where, e, "name"), r.get(f, where, e, "count", int))

    # -- the box's counts --------------------------------------------------------
    counts = {"invasion": len(book.invasion),
              "event": sum(1 for c in book.events.values() if c.kind == "event"),
              "episode12": sum(1 for c in book.events.values() if c.kind == "episode12"),
              "information": len(book.information), "member": len(book.members),
              "weapon": len(book.weapons), "capsule": len(book.capsules),
              "counter": sum(n for _, n in book.counters.values())}
    for key, need in BOX.items():
        if counts[key] != need:
            r.problem("data", key, f"the box holds {need} {key} cards/counters, the data has {counts[key]}")
    specials = [c.id for c in book.invasion.values() if c.special]
    if len(specials) != 4:
        r.problem("invasion.toml", "special", f"rule 21.2.1 names four special cards, found {len(specials)}")
    if r.problems:
        raise DataError(r.problems)
    return book


def read_files(folder: Path = DATA_DIR) -> dict[str, dict]:
    """Parse the data files; unreadable files become DataError problems."""
    raw: dict[str, dict] = {}
    problems: list[Problem] = []
    for name in FILES:
        path = folder / name
        try:
            raw[name] = tomllib.loads(path.read_text(encoding="utf-8"))
        except OSError as exc:
            problems.append(Problem(str(path), "", f"cannot be read ({exc.strerror or exc})"))
        except tomllib.TOMLDecodeError as exc:
            problems.append(Problem(str(path), "", f"is not valid TOML ({exc})"))
    if problems:
        raise DataError(problems)
    return raw


@lru_cache(maxsize=None)
def load_cards() -> CardBook:
    """The card book from the bundled data (read once)."""
    return parse_files(read_files())
