"""The strong TDF's search (issue 9): it overrules the quick TDF only on a clear sampled
advantage, and its playout score keeps the Emerium the 「－」 cards still to come need (rule 15.9)."""

from __future__ import annotations

import random

from tabletop.core import registry
from tabletop.core.session import new_session
from tabletop.games import discover
from tabletop.games.ultraseven.players import DASH_COST
from tabletop.games.ultraseven.search import MARGIN, dash_left, evaluate, evaluate_tdf, pick, sample_world
from tabletop.games.ultraseven.state import TDF, inv_zone

discover()
GAME = registry.find("ultraseven")
BOOK = GAME.book


def test_pick_keeps_the_quick_choice_on_ties_and_noise():
    assert pick([[0.5, 0.6, 0.4], [0.5, 0.6, 0.4]], 1.0) == 0
    # a higher mean that the paired differences do not support (mean 0.05, large spread)
    noisy = [[0.5] * 6, [0.5 + d for d in (0.9, -0.6, 0.5, -0.5, 0.3, -0.3)]]
    assert sum(noisy[1]) / 6 - 0.5 > MARGIN
    assert pick(noisy, 1.0) == 0
    # without the standard-error test (z = 0) the same numbers overrule it
    assert pick(noisy, 0.0) == 1


def test_pick_takes_a_clear_paired_advantage_and_the_largest_one():
    base = [0.2, 0.5, 0.8, 0.3]
    better = [b + 0.1 + 0.01 * i for i, b in enumerate(base)]
    best = [b + 0.2 for b in base]
    assert pick([base, better], 1.0) == 1
    assert pick([base, better, best], 1.0) == 2
    # a gain below the flat margin never overrules, however steady
    assert pick([base, [b + MARGIN / 2 for b in base]], 1.0) == 0
    # a candidate that failed in a world (scored -10) does not win
    assert pick([base, [b + 0.3 for b in base[:3]] + [-10.0]], 1.0) == 0


def _world(seed: int = 3):
    session = new_session("ultraseven", 2, {"mode": "one_cour"}, seed=seed)
    return sample_world(GAME, session.view(TDF), TDF, random.Random(seed))


def test_rule_15_9_tdf_score_values_emerium_within_the_dash_reserve_twice():
    st = next(w for w in map(_world, range(40)) if dash_left(GAME, w) > 0)
    need = DASH_COST * dash_left(GAME, st)
    assert dash_left(GAME, st) > 0
    # counted from the sampled world's deck, hand and table
    manual = sum(1 for zn in ("deck", "alien_hand", *[inv_zone(a) for a in st.areas])
                 for c in st.zones[zn].cards if c in BOOK.invasion and BOOK.invasion[c].tdf_value is None)
    assert dash_left(GAME, st) == manual
    # mid-game: a plain card of the deck on the table with 8 chits (the score is away from its floor)
    plain = next(c for c in st.zones["deck"].cards if c in BOOK.invasion and BOOK.invasion[c].tdf_value is not None)
    st.zones["deck"].cards.remove(plain)
    area = next(a for a in st.areas if not st.zones[inv_zone(a)].cards)
    st.zones[inv_zone(area)].cards.append(plain)
    st.chits[plain] = 8
    st.emerium = need
    assert evaluate_tdf(GAME, st) < evaluate(GAME, st)
    # Emerium spent inside the reserve raises the alien's chances more than the same spent beyond it

    def value(emerium):
        st.emerium = emerium
        return evaluate_tdf(GAME, st)

    spent_beyond = value(need + 3) - value(need + 6)
    spent_inside = value(need - 3) - value(need)
    assert spent_beyond > 0
    assert spent_inside > 1.5 * spent_beyond


def test_tdf_score_agrees_with_evaluate_once_the_game_is_decided():
    st = _world()
    st.winner = 0
    assert evaluate_tdf(GAME, st) == evaluate(GAME, st) == 1.0
