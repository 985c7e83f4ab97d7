"""The soak: random playouts of every game in every setting, every check at every step.

``make soak`` (``pytest -m slow``) runs ``test_soak``; ``SOAK_SCALE`` multiplies
its game counts (``SOAK_SCALE=0.1 make soak`` for a quick pass, ``SOAK_SCALE=4``
overnight). ``make test`` runs ``test_soak_sample``: the same checks on a few
games of each game. What the checks are: ``driver.py``; the settings: ``plans.py``.
"""

from __future__ import annotations

import pytest

from .driver import count, soak
from .plans import PLANS, dunbine_scenarios

#: games per setting at SOAK_SCALE=1 (Monster Raid runs real dice physics: ~20-40 s a game)
GAMES_PER_SETTING = {"zgundam": 40, "sdgf": 120, "ultraseven": {"one_cour": 120, "two_cour": 40, "campaign": 20},
                     "dunbine": 60, "monsterraid": 3}


def _cases():
    for game, (_, settings) in PLANS.items():
        for seats, options in settings():
            base = GAMES_PER_SETTING[game]
            if isinstance(base, dict):
                base = base[options["mode"]]
            label = "-".join([game, f"{seats}p", *options.values()])
            yield pytest.param(game, seats, options, base, id=label)


CASES = list(_cases())


@pytest.mark.slow
@pytest.mark.parametrize("game,seats,options,base", CASES)
def test_soak(game, seats, options, base):
    plan, _ = PLANS[game]
    n = count(base)
    summaries = [soak(plan, seats, options, seed) for seed in range(10_000, 10_000 + n)]
    steps = sum(s["steps"] for s in summaries)
    saves = sum(s["saves"] for s in summaries)
    print(f"\nSOAK {game} seats={seats} {options}: {n} games, {steps} actions, {saves} mid-game save/load")
    assert len(summaries) == n and steps >= n


#: the fast sample for ``make test``: (game, seats, options, seeds, stop_after)
SAMPLE = [
    ("zgundam", 2, {"end": "deck"}, range(2), None),
    ("zgundam", 5, {"end": "one_fleet"}, range(1), None),
    ("zgundam", 6, {"end": "last_fleet"}, range(1), None),
    ("sdgf", 2, {"deck0": "neotopia", "deck1": "dark_axis"}, range(2), None),
    ("sdgf", 2, {"deck0": "three_worlds", "deck1": "three_worlds"}, range(1), None),
    ("ultraseven", 2, {"mode": "one_cour"}, range(2), None),
    ("dunbine", 2, {"scenario": "skirmish"}, range(1), None),
    ("monsterraid", 2, {"difficulty": "hard"}, range(1), 25),   # real physics: the first 25 actions
]


@pytest.mark.parametrize("game,seats,options,seeds,stop_after", SAMPLE,
                         ids=[f"{g}-{s}p" for g, s, *_ in SAMPLE])
def test_soak_sample(game, seats, options, seeds, stop_after):
    plan, _ = PLANS[game]
    for seed in seeds:
        summary = soak(plan, seats, options, seed, stop_after=stop_after)
        assert summary["steps"] > 0


def test_the_soak_covers_every_setting():
    """Every scenario file, seat count and option value of every game is in the soak."""
    import itertools

    from .plans import _choices, _game
    covered = {(c.values[0], c.values[1], tuple(sorted(c.values[2].items()))) for c in CASES}
    for name in PLANS:
        game = _game(name)
        keys = [o.key for o in game.spec.options]
        for seats in range(game.spec.min_seats, game.spec.max_seats + 1):
            for values in itertools.product(*(_choices(game, k) for k in keys)):
                assert (name, seats, tuple(sorted(zip(keys, values)))) in covered, (name, seats, values)
    assert {o for c in CASES if c.values[0] == "dunbine" for o in [c.values[2]["scenario"]]} \
        == set(dunbine_scenarios()) and len(dunbine_scenarios()) >= 3
