"""One contract test for every registered game: random playouts at every seat count and option.

Every game that ``tabletop.games.discover()`` registers is played with random
legal actions (``checks.Playout``), and every part of the contract (``CONTRACT``;
see ``checks`` for how each category is checked) is checked in one test per game,
so that one process plays a game's playouts.

The fast suite plays short games (``FAST``) in a covering few settings (every seat
count and every option choice at least once); ``make soak`` plays longer ones with
more seeds at every seat count and every combination of option choices (``SLOW``,
marked ``slow``). Known violations are listed in
``KNOWN`` with their issue; they must still occur, so a fix fails the test until
the entry goes. The long playouts tolerate those and the ones in
``KNOWN_IN_LONG_PLAYOUTS``.
"""

from __future__ import annotations

from functools import cache

import pytest

from tabletop import games
from tabletop.core import registry

from .checks import CATEGORIES, Budget, Findings, check_game, covering_settings

FAST = Budget(seeds=1, steps=60, every_setting=False)
SLOW = Budget(seeds=4, steps=600, hidden_every=3, illegal_every=5, undo_chain_every=20, save_every=100)

#: (game, category) -> why it fails today.
KNOWN: dict[tuple[str, str], str] = {
}

#: Violations that only the long playouts (``make soak``) meet; the fast tests do not reach them.
KNOWN_IN_LONG_PLAYOUTS: dict[tuple[str, str], str] = {
}


def game_names() -> list[str]:
    """The games of ``tabletop.games`` (not toy games that tests register on the side)."""
    games.discover()
    return [g.spec.name for g in registry.all_games() if type(g).__module__.startswith("tabletop.games.")]


GAMES = game_names()


@cache
def findings(name: str, slow: bool = False) -> Findings:
    return check_game(registry.find(name), SLOW if slow else FAST)


#: What each category of the contract says (``checks`` holds how each is checked).
CONTRACT: dict[str, str] = {
    "decisions": "the pending seat has legal actions, and every legal action is taken",
    "views": "every view is JSON data",
    "illegal": "an illegal action is refused and changes nothing",
    "hidden": "views do not change when hidden cards are swapped",
    "save": "save and load round-trip",
    "replay": "a replay gives the same hash",
    "undo": "undo restores the state and never crosses dice or cards shown",
    "undo_shown": "a card shown to another seat is taken back only within its player's control",
    "undo_seats": "undo takes back only the deciding seat's own actions since it got control",
}


def test_the_contract_names_every_category() -> None:
    assert tuple(CONTRACT) == CATEGORIES


def test_games_are_registered() -> None:
    assert GAMES, "no game registered"


@pytest.mark.parametrize("name", GAMES)
def test_every_game_keeps_every_part_of_the_contract(name: str) -> None:
    """One test per game, so that one process plays its playouts (``findings`` is cached per process, and
    xdist spreads a module's tests over its workers); each part of ``CONTRACT`` is checked in turn."""
    found = findings(name)
    assert found.playouts == len(covering_settings(registry.find(name))) * FAST.seeds
    broken = [c for c in CATEGORIES if found.counts[c] and (name, c) not in KNOWN]
    fixed = [c for c in CATEGORIES if not found.counts[c] and (name, c) in KNOWN]
    assert not broken, "\n".join(f"{CONTRACT[c]}: {found.report(c)}" for c in broken)
    assert not fixed, f"{name} now keeps {fixed}: take them out of KNOWN"


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_long_playouts_keep_the_contract(name: str) -> None:
    found = findings(name, slow=True)
    broken = [c for c in found.counts if found.counts[c] and (name, c) not in KNOWN | KNOWN_IN_LONG_PLAYOUTS]
    assert not broken, "\n".join(found.report(c) for c in broken)
