"""The 120 cards of the Z Gundam tactical card game, read from TOML and validated.

Four files in ``data/``: ``pilots.toml`` (31 pilot cards, ability 能力値),
``mobile_suits.toml`` (35 MS cards, attack 攻撃力), ``ships.toml`` (24 ship
cards: anti-air 対空攻撃力, anti-ship 対艦攻撃力, durability 耐久力, anti-ship
hit number 対艦命中数) and ``specials.toml`` (30 special cards in six kinds).
Kinds with ``copies > 1`` give card ids ``<key>-1``, ``<key>-2``...; a single
copy keeps the bare key. Every problem in every file is reported at once as a
``DataError`` (file, entry.field, text).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.errors import DataError, Problem
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

_FILES = {PILOT: ("pilots.toml", "pilot"), MS: ("mobile_suits.toml", "mobile_suit"),
          SHIP: ("ships.toml", "ship"), SPECIAL: ("specials.toml", "special")}
_NUMBERS = {
    PILOT: {"ability": (1, 6)},
    MS: {"attack": (1, MAX_DICE)},
    SHIP: {"anti_air": (1, MAX_DICE), "anti_ship": (1, MAX_DICE), "durability": (1, 10),
           "anti_ship_hit": (1, 6)},
    SPECIAL: {},
}


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


def _check_entries(kind: str, file: str, entries: object, problems: list[Problem]) -> list[Card]:
    cards: list[Card] = []
    table = _FILES[kind][1]
    if not isinstance(entries, list):
        problems.append(Problem(file, table, f"expected [[{table}]] entries"))
        return cards
    keys: set[str] = set()
    for index, entry in enumerate(entries):
        where = f"{table}[{index}]"
        if not isinstance(entry, dict):
            problems.append(Problem(file, where, "not a table"))
            continue
        key = entry.get("key")
        if not isinstance(key, str) or not key or not key.replace("_", "").isalnum():
            problems.append(Problem(file, f"{where}.key", "needs a key of letters, digits and _"))
            key = f"?{index}"
        elif key in keys:
            problems.append(Problem(file, f"{key}.key", "used twice"))
        keys.add(key)
        where = key
        bad = False
        for lang in ("ja", "en"):
            if not isinstance(entry.get(lang), str) or not entry[lang].strip():
                problems.append(Problem(file, f"{where}.{lang}", "needs a name"))
                bad = True
        numbers: dict[str, int] = {}
        for name, (low, high) in _NUMBERS[kind].items():
            value = entry.get(name)
            if isinstance(value, bool) or not isinstance(value, int):
                problems.append(Problem(file, f"{where}.{name}", "needs a whole number"))
                bad = True
            elif not low <= value <= high:
                problems.append(Problem(file, f"{where}.{name}", f"{value} is not within {low}-{high}"))
                bad = True
            else:
                numbers[name] = value
        copies = entry.get("copies", 1)
        if kind == PILOT and copies != 1:
            problems.append(Problem(file, f"{where}.copies", "a pilot is one person: one card"))
            bad = True
        if isinstance(copies, bool) or not isinstance(copies, int) or copies < 1:
            problems.append(Problem(file, f"{where}.copies", "needs a whole number of 1 or more"))
            bad = True
        effect = ""
        text = Text("", "")
        if kind == SPECIAL:
            effect = entry.get("effect", "")
            if effect not in EFFECTS:
                problems.append(Problem(file, f"{where}.effect", f"{effect!r} is not one of {', '.join(EFFECTS)}"))
                bad = True
            text = Text(str(entry.get("text_ja", "")), str(entry.get("text_en", "")))
            if not text.ja or not text.en:
                problems.append(Problem(file, f"{where}.text_ja/text_en", "a special card needs its text in ja and en"))
                bad = True
        known = {"key", "ja", "en", "copies", "faction", "effect", "text_ja", "text_en", *_NUMBERS[kind]}
        for extra in sorted(set(entry) - known):
            problems.append(Problem(file, f"{where}.{extra}", "unknown field"))
        if bad:
            continue
        for n in range(copies):
            card_id = key if copies == 1 else f"{key}-{n + 1}"
            cards.append(Card(card_id, kind, key, Text(entry["ja"], entry["en"]), str(entry.get("faction", "")),
                              effect=effect, text=text, **numbers))
    return cards


def load_cards(data_dir: Path = DATA_DIR) -> dict[str, Card]:
    """Read and validate the four card files; ``DataError`` lists every problem."""
    problems: list[Problem] = []
    cards: dict[str, Card] = {}
    for kind, (name, table) in _FILES.items():
        path = data_dir / name
        file = str(path)
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except OSError as exc:
            problems.append(Problem(file, "", f"cannot be read ({exc.strerror or exc})"))
            continue
        except tomllib.TOMLDecodeError as exc:
            problems.append(Problem(file, "", f"not valid TOML ({exc})"))
            continue
        found = _check_entries(kind, file, data.get(table), problems)
        for card in found:
            if card.id in cards:
                problems.append(Problem(file, f"{card.key}.key", f"card id {card.id} is used in another file too"))
            cards[card.id] = card
        if not any(p.file == file for p in problems) and len(found) != COUNTS[kind]:
            problems.append(Problem(file, table, f"{len(found)} cards, the game has {COUNTS[kind]} (コンポーネント)"))
    if problems:
        raise DataError(problems)
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
