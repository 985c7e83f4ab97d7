"""The text-fit check on every screen (issue 15, "No text cut off, anywhere").

Every shell screen in both languages, at 1280x800 and at the smallest window,
at UI scale 100 % and 150 %; every game at sampled points of a golden
playthrough (its first phases and its end) with its curtain, key list, menu and
rules help, and the final table behind the end screen's "View the board" (``END_BOARDS``: the games
whose end table is checked at every combination, 150 % too). A finding fails the test unless ``known.KNOWN`` lists it (work in
progress elsewhere); the full walk over every phase reached is ``slow``.
"""

from __future__ import annotations

import pytest

from tabletop.ui.probe import Probe

from .check import Problem, problems, unknown
from .screens import (COMBOS, MIN_SIZE, PLAYTHROUGHS, combo_id, game_screens, launcher_with_autosave, new_app, sample_points,
                      shell_screens)

FAST_COMBOS = [c for c in COMBOS if c[2] == 1.0]  # 150 % runs in the slow walk (and the shell below)
END_BOARDS = ("ultraseven", "zgundam")


def _walk(probe: Probe, combo, walk) -> list[Problem]:
    app, driver = new_app(probe, *combo)
    found: list[Problem] = []
    walk(driver, lambda name: found.extend(problems(driver, name)))
    return unknown(found)


def _say(found: list[Problem], combo) -> str:
    return f"{len(found)} text problems at {combo_id(*combo)}:\n" + "\n".join(map(str, found[:40]))


@pytest.mark.parametrize("combo", COMBOS, ids=[combo_id(*c) for c in COMBOS])
def test_shell_screens_fit(probe, combo):
    found = _walk(probe, combo, shell_screens)
    assert not found, _say(found, combo)


@pytest.mark.parametrize("combo", COMBOS, ids=[combo_id(*c) for c in COMBOS])
def test_launcher_with_an_autosave_fits(probe, combo):
    """The launcher with "Continue", every game's card scrolled into view (the wheel) and chosen."""
    found = _walk(probe, combo, launcher_with_autosave)
    assert not found, _say(found, combo)


def _opening_cases():
    """Every game at every 100 % combination; ``make test`` runs two a game (one per language and size:
    ja at 1280x800 with en at the smallest window, or the other way round, alternating by game), the rest
    are ``slow`` (the per-game openings were 67 s of CPU, Monster Raid's alone 20 s)."""
    for i, game in enumerate(sorted(PLAYTHROUGHS)):
        for combo in FAST_COMBOS:
            lang, size, _scale = combo
            diagonal = (lang == "ja") == (size != MIN_SIZE)
            marks = () if diagonal == (i % 2 == 0) else (pytest.mark.slow,)
            yield pytest.param(game, combo, id=f"{game}-{combo_id(*combo)}", marks=marks)


@pytest.mark.parametrize(("game", "combo"), list(_opening_cases()))
def test_game_opening_fits(probe, game, combo):
    """The opening screen with its key list, menu and rules help, and the end screen."""
    points = sample_points(game)

    def walk(driver, visit):
        game_screens(driver, game, points[0][0], points[0][1], visit)
        game_screens(driver, game, points[-1][0], points[-1][1], visit, extras=False)

    found = _walk(probe, combo, walk)
    assert not found, _say(found, combo)


@pytest.mark.parametrize("combo", COMBOS, ids=[combo_id(*c) for c in COMBOS])
@pytest.mark.parametrize("game", END_BOARDS)
def test_end_board_fits(probe, game, combo):
    """The end screen, then "View the board" clicked: the final table as every seat left it."""
    upto, phase = sample_points(game)[-1]
    seen: list[str] = []

    def walk(driver, visit):
        def noted(name: str) -> None:
            seen.append(name)
            visit(name)

        game_screens(driver, game, upto, phase, noted, extras=False, board=True)

    found = _walk(probe, combo, walk)
    assert f"{game}:{phase}:board" in seen, seen
    assert not found, _say(found, combo)


@pytest.mark.slow
@pytest.mark.parametrize("combo", COMBOS, ids=[combo_id(*c) for c in COMBOS])
@pytest.mark.parametrize("game", sorted(PLAYTHROUGHS))
def test_every_phase_fits(probe, game, combo):
    def walk(driver, visit):
        for upto, phase in sample_points(game):
            game_screens(driver, game, upto, phase, visit, extras=False)

    found = _walk(probe, combo, walk)
    assert not found, _say(found, combo)
