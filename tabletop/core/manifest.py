"""What the launcher shows of a game, read without importing the game: its ``manifest.toml``.

Each game package holds a ``manifest.toml`` beside its ``__init__.py``::

    name = "zgundam"                      # the registry name (the package's and the spec's)
    title_ja = "..."                      # spec.title
    title_en = "..."
    short_title_ja = "..."                # spec.short_title (optional, both or neither): the game in few words
    short_title_en = "..."                # where the title does not fit whole ("Z Gundam")
    summary_ja = "..."                    # spec.summary
    summary_en = "..."
    min_seats = 2
    max_seats = 6
    chance = true
    hidden_information = true
    launcher_dice = true                  # whether the launcher offers a dice source (``rolls_dice``)
    levels = ["quick", "strong", "random"]  # the computer players (``core.bots.levels``)
    seat_labels = [{ ja = "プレイヤー1", en = "Player 1" }, ...]

    [[option]]                            # spec.options, in order
    key = "end"
    label_ja = "..."
    label_en = "..."
    default = "deck"
    dynamic = false                       # true: the game adds choices when imported (the player's maps, decks)
    choice = [{ key = "deck", ja = "...", en = "..." }, ...]

``tabletop.games.announce()`` reads them and announces each game to the registry,
which imports a game only when it is first asked for (``registry.find``); the
launcher draws its first frame from the manifests alone. ``tests/test_manifests.py``
holds every manifest equal to its game's spec, computer levels and dice flag (a
dynamic option's choices are those the game offers with no maps or decks of the
player's), so that the two never drift apart.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from .data import Bool, Field, Int, ListOf, Schema, Str, Table, TextPair, read_document
from .i18n import Text
from .records import Record, record
from .spec import GameSpec, Option

if TYPE_CHECKING:  # the launcher reads manifests without the rest of the contract
    from .game import Game

CHOICE = Schema(Field("key", Str(nonempty=True)), Field("text", TextPair(stem="")))
SEAT = Schema(Field("text", TextPair(stem="")))
OPTION = Schema(Field("key", Str(nonempty=True)), Field("label", TextPair()), Field("default", Str(nonempty=True)),
                Field("dynamic", Bool(), default=False), Field("choice", ListOf(Table(CHOICE), min_len=1)), id="key")
MANIFEST = Schema(
    Field("name", Str(nonempty=True)), Field("title", TextPair()), Field("short_title", TextPair(), default=None),
    Field("summary", TextPair()),
    Field("min_seats", Int(low=1)), Field("max_seats", Int(low=1)), Field("chance", Bool()),
    Field("hidden_information", Bool()), Field("launcher_dice", Bool()),
    Field("levels", ListOf(Str(nonempty=True), min_len=1, unique=True)),
    Field("seat_labels", ListOf(Table(SEAT)), default=()), Field("option", ListOf(Table(OPTION)), default=()))


@record
class Manifest(Record):
    """A game as the launcher knows it before it is imported."""

    spec: GameSpec               # name, titles, seats, chance, secrets, summary, options, seat labels (no data files)
    levels: tuple[str, ...]      # the computer levels, as ``core.bots.levels`` lists them
    launcher_dice: bool          # whether the launcher offers a dice source for it
    dynamic: frozenset[str] = frozenset()  # options whose choices the game completes when imported

    @property
    def name(self) -> str:
        return self.spec.name


def read_manifest(path: str | os.PathLike[str]) -> Manifest:
    """Read and check a ``manifest.toml``; ``DataError`` lists every problem."""
    doc = read_document(path)
    top = doc.root(MANIFEST)
    options = []
    for opt in top["option"]:
        choices = tuple((c["key"], c["text"]) for c in opt["choice"])
        if opt["default"] not in dict(choices):
            opt.problem("default", f"{opt['default']!r} is not one of the choices")
        options.append((Option(opt["key"], opt["label"], choices, opt["default"]), opt["dynamic"]))
    if top["min_seats"] > top["max_seats"]:
        top.problem("max_seats", "is less than min_seats")
    doc.check()
    seat_labels: tuple[Text, ...] = tuple(s["text"] for s in top["seat_labels"])
    spec = GameSpec(top["name"], top["title"], top["min_seats"], top["max_seats"], top["chance"],
                    top["hidden_information"], top["summary"], (), tuple(o for o, _ in options), seat_labels,
                    top["short_title"])
    return Manifest(spec, tuple(top["levels"]), top["launcher_dice"],
                    frozenset(o.key for o, dynamic in options if dynamic))



def manifest_of(game: Game[Any]) -> Manifest:
    """The manifest of a game registered without a ``manifest.toml`` (a test's toy game): its spec, its
    computer levels, and a dice source offered whenever it has chance."""
    from .bots import levels

    return Manifest(game.spec, tuple(levels(game.spec.name)), game.spec.chance)
