"""One contract test for every registered game: random playouts at every seat count and option.

Every game that ``tabletop.games.discover()`` registers is played with random
legal actions (``checks.Playout``) at every seat count of its spec and every
combination of option choices, and each part of the contract is one test per
game (see ``checks`` for what each category checks). The playouts of a game
run once per test process and serve all its tests.

The fast suite plays short games (``FAST``); ``make soak`` plays longer ones
with more seeds (``SLOW``, marked ``slow``). Known violations are listed in
``KNOWN`` with their issue; they are strict xfails, so a fix makes them pass
and the entry must then go. The long playouts tolerate those and the ones in
``KNOWN_IN_LONG_PLAYOUTS``.
"""

from __future__ import annotations

from functools import cache

import pytest

from tabletop import games
from tabletop.core import registry

from .checks import Budget, Findings, check_game

FAST = Budget(seeds=1, steps=60)
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


def params(category: str) -> list[object]:
    return [pytest.param(name, id=name, marks=[pytest.mark.xfail(strict=True, reason=KNOWN[name, category])]
                         if (name, category) in KNOWN else []) for name in GAMES]


def expect_none(name: str, category: str) -> None:
    found = findings(name)
    assert found.counts[category] == 0, found.report(category)


@pytest.mark.parametrize("name", params("decisions"))
def test_pending_seat_has_legal_actions_and_every_legal_action_is_taken(name: str) -> None:
    expect_none(name, "decisions")


@pytest.mark.parametrize("name", params("views"))
def test_every_view_is_json_data(name: str) -> None:
    expect_none(name, "views")


@pytest.mark.parametrize("name", params("illegal"))
def test_illegal_action_is_refused_and_changes_nothing(name: str) -> None:
    expect_none(name, "illegal")


@pytest.mark.parametrize("name", params("hidden"))
def test_views_do_not_change_when_hidden_cards_are_swapped(name: str) -> None:
    expect_none(name, "hidden")


@pytest.mark.parametrize("name", params("save"))
def test_save_load_round_trips(name: str) -> None:
    expect_none(name, "save")


@pytest.mark.parametrize("name", params("replay"))
def test_replay_gives_the_same_hash(name: str) -> None:
    expect_none(name, "replay")


@pytest.mark.parametrize("name", params("undo"))
def test_undo_restores_the_state_and_never_crosses_dice_or_cards_shown(name: str) -> None:
    expect_none(name, "undo")


@pytest.mark.parametrize("name", params("undo_shown"))
def test_a_card_shown_to_another_seat_is_taken_back_only_within_its_players_control(name: str) -> None:
    expect_none(name, "undo_shown")


@pytest.mark.parametrize("name", params("undo_seats"))
def test_undo_takes_back_only_the_deciding_seats_own_actions_since_it_got_control(name: str) -> None:
    expect_none(name, "undo_seats")


def test_every_game_is_covered() -> None:
    assert GAMES, "no game registered"
    assert all(findings(name).playouts for name in GAMES)


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_long_playouts_keep_the_contract(name: str) -> None:
    found = findings(name, slow=True)
    broken = [c for c in found.counts if found.counts[c] and (name, c) not in KNOWN | KNOWN_IN_LONG_PLAYOUTS]
    assert not broken, "\n".join(found.report(c) for c in broken)
