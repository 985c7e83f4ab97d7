"""Card data of 史上最大の侵略: loading and validating the TOML files in ``data/``.

Every card in the box is defined here: 72 play cards (45 invasion cards, 19
event cards, the episode-12 card, 7 information cards), 24 TDF cards
(7 members, 6 weapons, 11 capsule monsters), the Seven card and the counters.
``load_cards()`` reads the files once with the shared reader (``core/data.py``)
against the schemas below and reports every problem at once as a
``DataError`` (file, line, entry.field, problem). The numbers are the
project's own design.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from tabletop.core.data import Bool, DataReader, Document, Either, Entry, Field, Int, ListOf, Schema, Str, TextPair
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
    short: Text | None = None  # the name a crowded row of a small table prints (``short_ja`` / ``short_en``)


@dataclass(frozen=True)
class InfoCard:
    id: str
    name: Text
    text: Text
    short: Text | None = None  # the name a crowded row of a small table prints, by the alien or place it tells of


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


# -- the files' schemas (core/data.py reads and checks them) ---------------------------------------

ID = Field("id", Str(nonempty=True))
NAME = Field("name", TextPair())
TEXT = Field("text", TextPair())
#: A name's short form for a crowded row of a small table (issue 16); the hover view and the log keep the whole name.
SHORT = Field("short", TextPair(), default=None, note="a short form of the name")
EFFECTS = (*(Field(k, Int(), default=0) for k in EFFECT_FIELDS), Field("kurata", Bool(), default=False))
AREA = Schema(ID, NAME, id="id", unique=False)
INVASION = Schema(
    ID, Field("episodes", Str(nonempty=True)), NAME, Field("alien", TextPair()), Field("area", Str()),
    Field("recon", Int()), Field("tdf_value", Either((Int(), Str(choices=("-",)))), note="「－」 is \"-\", rule 15.9"),
    Field("combat", Int(low=0)), Field("chits_hidden", Int(low=1)), Field("chits_discovered", Int(low=1)),
    Field("hidden_cap", Int(low=1, high=12), note="rule 20.2"), Field("condition", Str(), default=""),
    Field("special", Bool(), default=False), id="id", unique=False)
EVENT = Schema(ID, Field("copies", Int(low=1)), NAME, SHORT, TEXT, *EFFECTS, id="id", unique=False)
EPISODE12 = Schema(ID, Field("copies", Int(low=1, high=1), default=1), NAME, SHORT,
                   Field("alien", TextPair(), default=Text("", "")), TEXT, *EFFECTS)
INFORMATION = Schema(ID, NAME, SHORT, TEXT, id="id", unique=False)
MEMBER = Schema(ID, NAME, Field("recon", Int()), Field("combat", Int()), Field("captain", Bool(), default=False),
                Field("dan", Bool(), default=False), Field("kurata", Bool(), default=False), id="id", unique=False)
WEAPON = Schema(ID, NAME, Field("recon", Int()), Field("combat", Int()), Field("areas", ListOf(Str(), min_len=1)),
                Field("users", ListOf(Str(), min_len=1)), Field("hawk1", Bool(), default=False), id="id", unique=False)
CAPSULE_KIND = Schema(ID, NAME, id="id")
CAPSULE = Schema(ID, Field("kind", Str()),
                 Field("table", ListOf(Str(choices=CAPSULE_RESULTS), min_len=6, max_len=6), note="one per face of a die"),
                 id="id", unique=False)
SEVEN = Schema(ID, NAME, Field("emerium", Int()),
               Field("transformation", ListOf(Int(low=2, high=12), min_len=1), note="rule 16.4"))
TECHNIQUE = Schema(ID, NAME, Field("base", Int()),
                   Field("extra", Int(low=1), note="ruling 18.1: every technique costs energy"), id="id")
COUNTER = Schema(ID, NAME, Field("count", Int(low=0)), id="id")


def parse_files(docs: Mapping[str, Document]) -> CardBook:
    """Build the card book from the parsed files (by file name); ``DataError`` lists every problem.

    The documents of one ``read_files`` share their problems, so the error lists those of all three files.
    """
    book = CardBook()
    ids: dict[str, str] = {}

    def new_id(e: Entry, cid: str) -> bool:
        """Card ids are unique across all the files."""
        if cid in ids:
            e.problem("id", f"{cid!r} is used twice (also in {ids[cid]})")
            return False
        ids[cid] = f"{Path(e.doc.file).name} {e.label}"
        return True

    tdf, inv, other = docs["tdf.toml"], docs["invasion.toml"], docs["play_other.toml"]
    for e in tdf.entries("area", AREA):
        if new_id(e, e["id"]):
            book.areas[e["id"]] = e["name"]
    if len(book.areas) != 6:
        tdf.problem("area", f"the game has 6 reconnaissance areas (rule 3.5), found {len(book.areas)}", ("area",))

    # -- play cards --------------------------------------------------------------
    invasion = {}
    for e in inv.entries("invasion", INVASION):
        tdf_value = None if e["tdf_value"] == "-" else e["tdf_value"]
        card = InvasionCard(e["id"], e["episodes"], e["name"], e["alien"], e["area"], e["recon"], tdf_value,
                            e["combat"], e["chits_hidden"], e["chits_discovered"], e["hidden_cap"], e["condition"],
                            e["special"])
        if card.area not in book.areas:
            e.problem("area", f"{card.area!r} is not an area ({', '.join(book.areas)})")
        if new_id(e, card.id):
            book.invasion[card.id] = card
            invasion[card.id] = e

    def event(e: Entry, cid: str, kind: str) -> EventCard:
        return EventCard(cid, e["name"], e["text"], kind, kurata=e["kurata"], short=shorter(e),
                         **{k: e[k] for k in EFFECT_FIELDS})

    for e in other.entries("event", EVENT):
        for n in range(1, max(e["copies"], 0) + 1):
            cid = f"{e['id']}_{n}"
            if new_id(e, cid):
                book.events[cid] = event(e, cid, "event")
    ep12 = other.table("episode12", EPISODE12, note="the episode-12 card, rule 3.4")
    if ep12 is not None and new_id(ep12, ep12["id"]):
        book.events[ep12["id"]] = event(ep12, ep12["id"], "episode12")
    for e in other.entries("information", INFORMATION):
        if new_id(e, e["id"]):
            book.information[e["id"]] = InfoCard(e["id"], e["name"], e["text"], shorter(e))
    for cid, card in book.invasion.items():
        if card.condition and card.condition not in book.information:
            invasion[cid].problem("condition", f"{card.condition!r} is not an information card")

    # -- TDF cards ---------------------------------------------------------------
    for e in tdf.entries("member", MEMBER):
        if new_id(e, e["id"]):
            book.members[e["id"]] = Member(e["id"], e["name"], e["recon"], e["combat"], e["captain"], e["dan"],
                                           e["kurata"])
    for flag, rule in (("captain", "11.3"), ("dan", "16.1"), ("kurata", "11.6")):
        count = sum(1 for m in book.members.values() if getattr(m, flag))
        if count != 1:
            tdf.problem("member", f"exactly one member must have {flag} = true (rule {rule}), found {count}", ("member",))
    for e in tdf.entries("weapon", WEAPON):
        for a in e["areas"]:
            if a not in book.areas:
                e.problem("areas", f"{a!r} is not an area")
        for u in e["users"]:
            if u not in book.members:
                e.problem("users", f"{u!r} is not a member")
        if new_id(e, e["id"]):
            book.weapons[e["id"]] = Weapon(e["id"], e["name"], e["recon"], e["combat"], e["areas"], e["users"],
                                           e["hawk1"])
    if sum(1 for w in book.weapons.values() if w.hawk1) != 1:
        tdf.problem("weapon", "exactly one weapon must be Ultra Hawk 1 (hawk1 = true, rule 15.6)", ("weapon",))
    for e in tdf.entries("capsule_kind", CAPSULE_KIND):
        book.capsule_kinds[e["id"]] = e["name"]
    if sorted(book.capsule_kinds) != ["agira", "miclas", "windom"]:
        tdf.problem("capsule_kind", "must be exactly miclas, windom and agira (rule 19.2)", ("capsule_kind",))
    for e in tdf.entries("capsule", CAPSULE):
        kind = e["kind"]
        if kind not in book.capsule_kinds:
            e.problem("kind", f"{kind!r} is not a capsule monster kind")
        if new_id(e, e["id"]):
            book.capsules[e["id"]] = Capsule(e["id"], kind, book.capsule_kinds.get(kind, Text(kind, kind)), e["table"])
    for kind, need in (("miclas", 3), ("windom", 2), ("agira", 1)):
        have = sum(1 for c in book.capsules.values() if c.kind == kind)
        if have < need:
            tdf.problem("capsule", f"two-cour play needs {need} {kind} cards (rule 21.3.3), found {have}", ("capsule",))
    seven = tdf.table("seven", SEVEN, note="the Seven card, rule 3.1")
    if seven is not None:
        if seven["emerium"] != 130:
            seven.problem("emerium", "the track starts at 130 (rule 3.2)")
        if new_id(seven, seven["id"]):
            book.seven = Seven(seven["id"], seven["name"], seven["emerium"], seven["transformation"])
    for e in tdf.entries("technique", TECHNIQUE):
        book.techniques[e["id"]] = Technique(e["id"], e["name"], e["base"], e["extra"])
    if not book.techniques:
        tdf.problem("technique", "Seven needs at least one technique (rule 17.2)")

    for e in tdf.entries("counter", COUNTER):
        book.counters[e["id"]] = (e["name"], e["count"])

    # -- the box's counts --------------------------------------------------------
    counts = {"invasion": len(book.invasion),
              "event": sum(1 for c in book.events.values() if c.kind == "event"),
              "episode12": sum(1 for c in book.events.values() if c.kind == "episode12"),
              "information": len(book.information), "member": len(book.members),
              "weapon": len(book.weapons), "capsule": len(book.capsules),
              "counter": sum(n for _, n in book.counters.values())}
    for key, need in BOX.items():
        if counts[key] != need:
            doc = inv if key == "invasion" else tdf if key in ("member", "weapon", "capsule", "counter") else other
            doc.problem(key, f"the box holds {need} {key} cards/counters, the data has {counts[key]}", (key,))
    specials = [c.id for c in book.invasion.values() if c.special]
    if len(specials) != 4:
        inv.problem("special", f"rule 21.2.1 names four special cards, found {len(specials)}", ("invasion",))
    for doc in docs.values():
        doc.check()
    return book


def shorter(e: Entry) -> Text | None:
    """An entry's short name (``short_ja`` / ``short_en``), each shorter than the name in its language; a problem of
    the entry where one is not."""
    short = e["short"]
    if short is None:
        return None
    for lang in ("ja", "en"):
        if len(short.get(lang)) >= len(e["name"].get(lang)):
            e.problem(f"short_{lang}", f"{short.get(lang)!r} must be shorter than name_{lang} {e['name'].get(lang)!r}")
    return short


def read_files(folder: Path = DATA_DIR) -> dict[str, Document]:
    """Parse the data files (sharing one list of problems); unreadable files raise one ``DataError``."""
    reader = DataReader()
    docs = {name: reader.read(folder / name) for name in FILES}
    reader.check()
    return {name: doc for name, doc in docs.items() if doc is not None}


@lru_cache(maxsize=None)
def load_cards() -> CardBook:
    """The card book from the bundled data (read once)."""
    return parse_files(read_files())
