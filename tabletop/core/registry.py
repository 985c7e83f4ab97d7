"""The registry of games by name.

Game packages call ``register`` when imported. ``tabletop.games.announce()`` reads
each game's ``manifest.toml`` (``core.manifest``) and announces the game with the
way to import it: ``manifests()`` and ``names()`` answer from the manifests, and
``find`` imports an announced game the first time it is asked for (the launcher's
first frame imports none). ``tabletop.games.discover()`` imports them all. The core
never imports a game itself: it calls the loader it was given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .errors import UnknownGame

if TYPE_CHECKING:
    from .game import Game
    from .manifest import Manifest

_GAMES: dict[str, "Game[Any]"] = {}
_MANIFESTS: dict[str, "Manifest"] = {}
_LOADERS: dict[str, Callable[[], object]] = {}


def register(game: "Game[Any]") -> "Game[Any]":
    """Register a game under its spec's name (idempotent for the same object)."""
    name = game.spec.name
    if name in _GAMES and type(_GAMES[name]) is not type(game):
        raise ValueError(f"two games registered as {name!r}")
    _GAMES[name] = game
    return game


def announce(manifest: "Manifest", load: Callable[[], object]) -> None:
    """Make a game known by its manifest; ``load()`` imports it (and so registers it) when first needed."""
    _MANIFESTS[manifest.name] = manifest
    _LOADERS[manifest.name] = load


def find(name: str) -> "Game[Any]":
    """The game registered as ``name`` (imported now if it was only announced); ``UnknownGame`` names
    the choices if none."""
    if name not in _GAMES and name in _LOADERS:
        _LOADERS[name]()
    try:
        return _GAMES[name]
    except KeyError:
        choices = ", ".join(names()) or "none"
        raise UnknownGame(f"unknown game {name!r} (registered games: {choices})") from None


def loaded(name: str) -> bool:
    """Whether the game ``name`` has been imported (registered), not only announced."""
    return name in _GAMES


def names() -> list[str]:
    """Every game registered or announced."""
    return sorted(set(_GAMES) | set(_MANIFESTS))


def all_games() -> list["Game[Any]"]:
    """Every game, each imported if it was only announced."""
    return [find(n) for n in names()]


def manifests() -> list["Manifest"]:
    """What the launcher shows of every game, without importing any: the announced manifests, and for a
    game registered without one (a test's toy game) a manifest made from the game itself."""
    from .manifest import manifest_of

    return [_MANIFESTS[n] if n in _MANIFESTS else manifest_of(_GAMES[n]) for n in names()]


def manifest(name: str) -> "Manifest":
    """The manifest of one game (as ``manifests``); ``UnknownGame`` if there is no such game."""
    if name in _MANIFESTS:
        return _MANIFESTS[name]
    from .manifest import manifest_of

    return manifest_of(find(name))
