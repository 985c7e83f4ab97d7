"""The strong players choose exactly what they chose before they were made faster (issue 20).

The digests were recorded with the players as they were before the speed-ups (commit
fade05a; the Z Gundam 3, 5 and 6 seat cases at 4f338ed, before its rollout policy stopped
building every legal action): the same seeded games must choose the same actions and reach
the same state.
Record new values only when a bot's behaviour changes on purpose (or, for the state alone with the same
actions, when the log's wording does: zgundam-2 and zgundam-3-36 in session 20, the discard naming its pilot):
``python -m tabletop.bench._seeded <case>``.
"""

from __future__ import annotations

import pytest

from tabletop.bench._seeded import CASES, acceleration_phase, play

FAST = {
    "dunbine-skirmish": {"steps": 189, "actions": "597abf5723f3e0e0", "state": "02e5a8442e666c9c"},
    # Recorded before the rollout policy stopped building every legal action (session 7).
    "zgundam-6-36": {"steps": 36, "actions": "80f1bd47abdbbe26", "state": "a0703ed08c69dbf1"},
}
SLOW = {
    "zgundam-4-40": {"steps": 40, "actions": "1878497b27f8581f", "state": "f690bf5c6e2fcf2c"},
    "dunbine-great_battle-600": {"steps": 600, "actions": "cc4ae4ec5b4bfaf5", "state": "e0aa6fba36b1d1b3"},
    "zgundam-4": {"steps": 114, "actions": "c61e4747e0f477ba", "state": "7258603a16cb7b44"},
    "zgundam-2": {"steps": 101, "actions": "05c5b9d82f50281e", "state": "cf6fdd4f68ff9fbf"},
    "zgundam-3-36": {"steps": 36, "actions": "1fa818ef3d22d62d", "state": "3787faecb2917660"},
    "zgundam-5-36": {"steps": 36, "actions": "171eb71fb1636fee", "state": "fe006d3ba6ea2034"},
}
#: Dunbine acceleration phases with n machines a side: the digest of side 0's choices.
PHASES = {4: "e14b3c87f146046a", 12: "33c3b40776f7f925"}
#: The same with 24 and 48 a side, recorded at 8f0a851 (session 11, before the planner's
#: enemy terms were worked out once per plan).
PHASES_SLOW = {24: "92c6b02adda5240e", 48: "f67a4c66acd20dc4"}


@pytest.mark.parametrize("name", sorted(FAST))
def test_seeded_strong_games_choose_as_before(name):
    assert play(*CASES[name]) == FAST[name]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SLOW))
def test_seeded_strong_games_choose_as_before_long(name):
    assert play(*CASES[name]) == SLOW[name]


@pytest.mark.parametrize("n", sorted(PHASES))
def test_dunbine_strong_acceleration_phase_chooses_as_before(n):
    _times, digest = acceleration_phase(n)
    assert digest == PHASES[n]


@pytest.mark.slow
@pytest.mark.parametrize("n", sorted(PHASES_SLOW))
def test_dunbine_strong_acceleration_phase_chooses_as_before_long(n):
    _times, digest = acceleration_phase(n)
    assert digest == PHASES_SLOW[n]
