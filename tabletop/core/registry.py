"""The registry of games by name.

Game packages call ``register`` when imported; ``tabletop.games.discover()``
imports them all. The core never imports a game itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import UnknownGame

if TYPE_CHECKING:
    from .game import Game

_GAMES: dict[str, "Game[Any]"] = {}


def register(game: "Game[Any]") -> "Game[Any]":
    """Register a game under its spec's name (idempotent for the same object)."""
    name = game.spec.name
    if name in _GAMES and type(_GAMES[name]) is not type(game):
        raise ValueError(f"two games registered as {name!r}")
    _GAMES[name] = game
    return game


def find(name: str) -> "Game[Any]":
    """The game registered as ``name``; ``UnknownGame`` names the choices if none."""
    try:
        return _GAMES[name]
    except KeyError:
        choices = ", ".join(sorted(_GAMES)) or "none"
        raise UnknownGame(f"unknown game {name!r} (registered games: {choices})") from None


def names() -> list[str]:
    return sorted(_GAMES)


def all_games() -> list["Game[Any]"]:
    return [_GAMES[n] for n in sorted(_GAMES)]
