"""The 120 cards of the Z Gundam tactical card game, read from TOML and validated.

Four files in ``data/``: ``pilots.toml`` (31 pilot cards, ability 能力値),
``mobile_suits.toml`` (35 MS cards, attack 攻撃力), ``ships.toml`` (24 ship
cards: anti-air 対空攻撃力, anti-ship 対艦攻撃力, durability 耐久力, anti-ship
hit number 対艦命中数) and ``specials.toml`` (30 special cards in six kinds).
Kinds with ``copies > 1`` give card ids ``<key>-1``, ``<key>-2``...; a single
copy keeps the bare key. The files are read by the shared reader
(``core/data.py``) against the schemas in ``FILES``; every problem in every
file is reported at once as a ``DataError`` (file, line, entry.field, text).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.data import DataReader, Document, Field, Int, Schema, Str, TextPair
from tabletop.core.i18n import Text

DATA_DIR = Path(__file__).parent / "data"

PILOT, MS, SHIP, SPECIAL = "pilot", "ms", "ship", "special"

#: Components (『コンポーネント』): how many cards of each kind the box holds.
COUNTS = {PILOT: 31, MS: 35, SHIP: 24, SPECIAL: 30}
#: The game has seven dice, so no card rolls more than seven at once.
MAX_DICE = 7
EFFECTS = ("repair", "dummy_meteor", "ceasefire", "explosion", "supply", "colony_laser")
#: Score chips (得点チップ 80枚): 1x24, 2x16, 3-7 x8 each. Points are kept as numbers;
#: ``chips_for`` shows them as chips for the screen.
CHIPS = {1: 24, 2: 16, 3: 8, 4: 8, 5: 8, 6: 8, 7: 8}
DICE = 7

@dataclass(frozen=True)
class Card:
    """One physical card; numbers that do not apply to its kind are 0."""

    id: str
    kind: str
    key: str
    name: Text
    faction: str = ""
    ability: int = 0
    attack: int = 0
    anti_air: int = 0
    anti_ship: int = 0
    durability: int = 0
    anti_ship_hit: int = 0
    effect: str = ""
    text: Text = Text("", "")

    @property
    def points(self) -> int:
        """Its worth in a score pile: MS attack, pilot ability, ship durability x 3 (勝敗の判定)."""
        if self.kind == MS:
            return self.attack
        if self.kind == PILOT:
            return self.ability
        if self.kind == SHIP:
            return self.durability * 3
        return 0


# -- the files' schemas (core/data.py reads and checks them) ---------------------------------------

_KEY = Field("key", Str(nonempty=True))
_NAME = Field("name", TextPair(stem=""))  # ja = "...", en = "..."
_COPIES = Field("copies", Int(low=1), default=1)
_FACTION = Field("faction", Str(), default="")
#: Per kind: the file, its array of tables, the schema, and the numbers a card of that kind carries.
FILES: dict[str, tuple[str, str, Schema, tuple[str, ...]]] = {
    PILOT: ("pilots.toml", "pilot", Schema(
        _KEY, _NAME, Field("ability", Int(low=1, high=6)),
        Field("copies", Int(low=1, high=1), default=1, note="a pilot is one person: one card"), _FACTION,
        id="key"), ("ability",)),
    MS: ("mobile_suits.toml", "mobile_suit", Schema(
        _KEY, _NAME, Field("attack", Int(low=1, high=MAX_DICE)), _COPIES, _FACTION, id="key"), ("attack",)),
    SHIP: ("ships.toml", "ship", Schema(
        _KEY, _NAME, Field("anti_air", Int(low=1, high=MAX_DICE)), Field("anti_ship", Int(low=1, high=MAX_DICE)),
        Field("durability", Int(low=1, high=10)), Field("anti_ship_hit", Int(low=1, high=6)), _COPIES, _FACTION,
        id="key"), ("anti_air", "anti_ship", "durability", "anti_ship_hit")),
    SPECIAL: ("specials.toml", "special", Schema(
        _KEY, _NAME, Field("effect", Str(choices=EFFECTS)), _COPIES, _FACTION, Field("text", TextPair()),
        id="key"), ()),
}


def _cards(kind: str, doc: Document, known: dict[str, Card]) -> list[Card]:
    """The cards of one file, added to ``known`` (the other files' cards); kinds with ``copies > 1``
    give ids ``<key>-1``, ``<key>-2``..."""
    _, table, schema, numbers = FILES[kind]
    cards: list[Card] = []
    for e in doc.entries(table, schema):
        key = e["key"]
        if key and not key.replace("_", "").isalnum():
            e.problem("key", "needs a key of letters, digits and _")
        for n in range(e["copies"]):
            card = Card(key if e["copies"] == 1 else f"{key}-{n + 1}", kind, key, e["name"], e["faction"],
                        effect=e.get("effect", ""), text=e.get("text", Text("", "")),
                        **{name: e[name] for name in numbers})
            if card.id in known:
                e.problem("key", f"card id {card.id} is used in another file too")
            known[card.id] = card
            cards.append(card)
    return cards


def load_cards(data_dir: Path = DATA_DIR) -> dict[str, Card]:
    """Read and validate the four card files; ``DataError`` lists every problem."""
    reader = DataReader()
    cards: dict[str, Card] = {}
    for kind, (name, table, _, _) in FILES.items():
        doc = reader.read(data_dir / name)
        if doc is None:
            continue
        before = len(reader.problems)
        found = _cards(kind, doc, cards)
        if len(reader.problems) == before and len(found) != COUNTS[kind]:
            doc.problem(table, f"{len(found)} cards, the game has {COUNTS[kind]} (コンポーネント)", (table,))
    reader.check()
    return cards


@lru_cache(maxsize=1)
def catalogue() -> dict[str, Card]:
    """The shipped cards (loaded once)."""
    return load_cards()


def chips_for(points: int) -> dict[int, int]:
    """Points shown as score chips (largest first), e.g. 23 -> {7: 3, 2: 1}."""
    out: dict[int, int] = {}
    left = points
    for value in sorted(CHIPS, reverse=True):
        if left >= value:
            out[value], left = divmod(left, value)
    return out
