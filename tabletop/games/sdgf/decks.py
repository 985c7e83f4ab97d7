"""Decks: the 32-card construction rule, saved decks and the ready-made starters.

A deck is a list of card ids (one entry per copy). ``validate_deck`` returns
every problem as a ``Text`` (for the deck builder screen); an empty list means
the deck is legal (事前準備: デッキ枚数 32枚ちょうど, 同一カードは3枚まで).
Decks are stored as small TOML files: the starters in ``data/decks/``, the
player's own in ``user_dir()/decks``.

A game played with one of the player's own decks carries the deck itself: the
deck option's value is *pinned* when the game starts (``DeckOption``,
``pin``), ``saved:<stem>|{"name": [ja, en], "cards": {id: copies}}``, so the
save holds the cards, and loads whatever later happens to the deck file.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.data import Document, Field, Int, MapOf, Schema, TextPair, read_document
from tabletop.core.errors import DataError, Problem
from tabletop.core.i18n import Text

from .cards import DATA_DIR, card_set

DECK_SIZE = 32
MAX_COPIES = 3
STARTER_DIR = DATA_DIR / "decks"
SAVED_PREFIX = "saved:"
PINNED = "|"  # separates a pinned deck option's key from the deck it carries


@dataclass(frozen=True)
class Deck:
    """A named deck: ``key`` is its option value, ``cards`` one id per copy."""

    key: str
    name: Text
    cards: tuple[str, ...]
    starter: bool = True


def counts(cards: list[str] | tuple[str, ...]) -> dict[str, int]:
    """Copies of each card, in first-seen order."""
    out: dict[str, int] = {}
    for card in cards:
        out[card] = out.get(card, 0) + 1
    return out


def validate_deck(cards: list[str] | tuple[str, ...]) -> list[Text]:
    """Every reason the deck may not be played (empty list = a legal deck)."""
    known = card_set()
    problems: list[Text] = []
    n = len(cards)
    if n != DECK_SIZE:
        problems.append(Text(f"デッキは{DECK_SIZE}枚ちょうどです（今は{n}枚）。",
                             f"A deck must have exactly {DECK_SIZE} cards (this one has {n})."))
    for card, copies in counts(cards).items():
        if card not in known:
            problems.append(Text(f"「{card}」というカードはありません。", f"There is no card {card!r}."))
            continue
        if copies > MAX_COPIES:
            name = known[card].name
            problems.append(Text(f"「{name.ja}」が{copies}枚あります。同じカードは{MAX_COPIES}枚までです。",
                                 f"{name.en} appears {copies} times; at most {MAX_COPIES} copies of a card."))
    return problems


def deck_to_toml(name: Text, cards: list[str] | tuple[str, ...]) -> str:
    """The TOML text of a deck file."""
    lines = ["# A deck for the SD Gundam Force card game (tabletop).",
             f"name_ja = {json.dumps(name.ja, ensure_ascii=False)}",
             f"name_en = {json.dumps(name.en, ensure_ascii=False)}", "", "[cards]"]
    for card, copies in sorted(counts(cards).items()):
        lines.append(f"{json.dumps(card)} = {copies}")
    return "\n".join(lines) + "\n"


#: A deck file: its name and ``[cards]`` (card id = copies); read by the shared reader (core/data.py).
DECK = Schema(Field("name", TextPair()), Field("cards", MapOf(Int(low=1)), note="card id = copies"))


def parse_deck(doc: Document, key: str, starter: bool) -> Deck:
    """A deck from a parsed deck file; ``DataError`` lists every problem (format and rules)."""
    e = doc.root(DECK)
    cards = [card for card, copies in e["cards"].items() for _ in range(copies)]
    if e.has("cards"):
        for problem in validate_deck(cards):
            e.problem("cards", problem.en)
    doc.check()
    return Deck(key, e["name"], tuple(cards), starter)


def load_deck(path: Path, key: str | None = None, starter: bool = False) -> Deck:
    """Read one deck file (``DataError`` naming the file on any problem)."""
    return parse_deck(read_document(path), key or SAVED_PREFIX + Path(path).stem, starter)


def starter_decks() -> dict[str, Deck]:
    """The ready-made starter decks by key (sorted)."""
    return dict(_starters())


@lru_cache(maxsize=1)
def _starters() -> dict[str, Deck]:
    return {p.stem: load_deck(p, p.stem, True) for p in sorted(STARTER_DIR.glob("*.toml"))}


def user_deck_dir() -> Path:
    from tabletop.resources import user_dir

    return user_dir() / "decks"


#: ``user_deck_dir()`` by the environment it follows (finding it costs a ``mkdir`` and the home folder)
_FOLDERS: dict[tuple[str | None, ...], Path] = {}
#: decks saved by this program so far (a second save within the file system's clock tick shows too)
_SAVES = [0]


def deck_folder_stamp() -> tuple[str, int, int]:
    """What changes when the player's saved decks do, found without listing the folder: the folder
    (it follows ``TABLETOP_HOME`` and the system's data folder), its own modification time (a deck
    added, renamed or deleted changes it; ``save_deck`` writes beside the file and renames over it)
    and the saves made here. A deck file edited in place by another program keeps the stamp: its
    cards are read anew when a game starts with it (``find_deck``), its name with the next change."""
    env = (os.environ.get("TABLETOP_HOME"), os.environ.get("XDG_DATA_HOME"), os.environ.get("HOME"))
    folder = _FOLDERS.get(env)
    if folder is None:
        folder = _FOLDERS[env] = user_deck_dir()
    try:
        changed = os.stat(folder).st_mtime_ns
    except OSError:
        changed = -1
    return str(folder), changed, _SAVES[0]


def saved_decks(folder: Path | None = None) -> tuple[dict[str, Deck], list[Problem]]:
    """The player's saved decks that are legal, and the problems of those that are not."""
    folder = folder if folder is not None else user_deck_dir()
    decks: dict[str, Deck] = {}
    problems: list[Problem] = []
    if not folder.is_dir():
        return decks, problems
    for path in sorted(folder.glob("*.toml")):
        try:
            deck = load_deck(path)
        except DataError as exc:
            problems.extend(exc.problems)
            continue
        decks[deck.key] = deck
    return decks, problems


def slug(name: str) -> str:
    """A file-name-safe stem for a deck name."""
    stem = re.sub(r"[^\w\-]+", "_", name, flags=re.UNICODE).strip("_")
    return stem or "deck"


def save_deck(name: Text, cards: list[str] | tuple[str, ...], folder: Path | None = None,
              stem: str | None = None) -> Deck:
    """Write a legal deck to the saved-deck folder; ``DataError`` if it breaks a rule."""
    problems = validate_deck(cards)
    if problems:
        raise DataError([Problem("deck", "cards", p.en) for p in problems])
    folder = folder if folder is not None else user_deck_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem or slug(name.en or name.ja)}.toml"
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text(deck_to_toml(name, cards), encoding="utf-8")
    tmp.replace(path)
    _SAVES[0] += 1
    return load_deck(path)


_SAVED_CACHE: dict[str, tuple[tuple, dict[str, Deck]]] = {}


def all_decks(folder: Path | None = None) -> dict[str, Deck]:
    """Starters first, then legal saved decks: the choices of the deck options.

    The saved decks are read again only when a file in the folder changes, so a
    launcher may ask for the options every frame.
    """
    folder = folder if folder is not None else user_deck_dir()
    try:
        signature = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in sorted(folder.glob("*.toml")))
    except OSError:
        signature = ()
    cached = _SAVED_CACHE.get(str(folder))
    if cached is None or cached[0] != signature:
        cached = (signature, saved_decks(folder)[0])
        _SAVED_CACHE[str(folder)] = cached
    out = dict(starter_decks())
    out.update(cached[1])
    return out


def pin(deck: Deck) -> str:
    """The option value that carries ``deck`` itself: its key, name and cards (in their order)."""
    body = {"name": [deck.name.ja, deck.name.en], "cards": counts(deck.cards)}
    return deck.key + PINNED + json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def plain_key(value: str) -> str:
    """The deck key of an option value, pinned or not (``saved:My_Deck``)."""
    return value.partition(PINNED)[0]


def unpin(value: str) -> Deck:
    """The deck a pinned option value carries; ``DataError`` if it is damaged or breaks a rule."""
    key, _, text = value.partition(PINNED)
    try:
        body = json.loads(text)
        ja, en = body["name"]
        cards = tuple(card for card, copies in body["cards"].items() for _ in range(int(copies)))
        name = Text(str(ja), str(en))
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise DataError.single("deck", f"the deck {key!r} kept in the save is damaged ({exc})") from None
    problems = validate_deck(cards)
    if problems:
        raise DataError.single("deck", f"the deck {key!r} kept in the save breaks a rule: "
                                       + "; ".join(p.en for p in problems))
    return Deck(key, name, cards, starter=False)


def find_deck(key: str, folder: Path | None = None) -> Deck:
    """The deck an option names, or carries when pinned (``DataError`` if it is gone or broken)."""
    if PINNED in key:
        return unpin(key)
    starters = starter_decks()
    if key in starters:
        return starters[key]
    if key.startswith(SAVED_PREFIX):
        folder = folder if folder is not None else user_deck_dir()
        return load_deck(folder / f"{key[len(SAVED_PREFIX):]}.toml")
    raise DataError.single("decks", f"no deck {key!r}")


def deck_summary(cards: list[str] | tuple[str, ...]) -> dict:
    """Figures a deck builder shows: card types, rarities, attribute coverage, average power."""
    known = card_set()
    real = [known[c] for c in cards if c in known]
    sd = [c for c in real if c.is_sd]
    attrs = ("land", "sea", "sky", "other")
    return {
        "total": len(cards),
        "sd": len(sd),
        "counter": len(real) - len(sd),
        "unknown": len(cards) - len(real),
        "rarity": {r: sum(1 for c in real if c.rarity == r) for r in ("common", "rare", "soul_rare")},
        "kinds": {k: sum(1 for c in sd if c.kind == k) for k in sorted({c.kind for c in sd})},
        # SD cards able to advance on each attribute, and cards showing it as terrain
        "adapt": {a: sum(1 for c in sd if a in c.adapt) for a in attrs},
        "terrain": {a: sum(1 for c in real if a in c.terrain) for a in attrs},
        "average_power": round(sum(c.power for c in sd) / len(sd), 2) if sd else 0.0,
        "problems": [{"ja": p.ja, "en": p.en} for p in validate_deck(cards)],
    }
