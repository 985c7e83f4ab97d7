"""Random playouts to the end: card conservation, invariants and replay hashes."""

import random

import pytest

from tabletop.core.session import new_session
from tabletop.games.sdgf.state import COUNTER, FORMATION, OVER


def check_invariants(st, everything: list[str]) -> None:
    """Card conservation and the zone limits, in any state before the end (also used by the soak)."""
    problems = st.table().check(everything)
    assert not problems, problems
    assert not set(st.zone("darkhole", 0).cards) & set(st.zone("return", 0).cards)
    assert all(len(st.zone("standby", p).cards) <= 3 for p in (0, 1))
    assert all(len(st.zone("darkhole", p).cards) < 10 for p in (0, 1))
    if st.phase in (FORMATION, COUNTER):
        assert len(st.zone("hand", st.actor).cards) == 6


def playout(seed: int, check_replay: bool = True) -> dict:
    options = {}
    decks = ["neotopia", "dark_axis", "three_worlds"]
    rng = random.Random(seed)
    options = {"deck0": rng.choice(decks), "deck1": rng.choice(decks)}
    if seed % 3 == 0:  # every third game with the house rule 開始準備-2 (second player mills one)
        options["first_player_aid"] = "second_mills"
    s = new_session("sdgf", options=options, seed=seed)
    everything = sorted(s.state.card_of)
    steps = 0
    while not s.is_over():
        check_invariants(s.state, everything)
        actions = s.legal_actions()
        assert actions and s.pending() is not None
        s.apply(rng.choice(actions), s.pending().seat)
        steps += 1
        assert steps < 2000
    st = s.state
    assert st.phase == OVER and not st.table().check(everything)
    out = s.game.outcome(st)
    assert out.winners in ((0,), (1,))
    loser = 1 - out.winners[0]
    if st.end_reason == "dark_hole":
        assert len(st.zone("darkhole", loser).cards) >= 10
    else:
        assert st.end_reason == "deck_out" and not st.zone("deck", loser).cards
    if check_replay:
        assert s.replay_hash() == s.state_hash()
    return {"reason": st.end_reason, "turns": st.turn, "steps": steps}


def test_random_playouts_40_games_to_the_end():
    """(40 games in make test, both endings among them: 34 by deck out, 6 by the dark hole; the soak below plays 500.)"""
    results = [playout(seed, check_replay=seed % 4 == 0) for seed in range(40)]
    reasons = {r["reason"] for r in results}
    assert reasons == {"dark_hole", "deck_out"}   # both victory conditions happen in play


@pytest.mark.slow
def test_random_playouts_soak_500_games():
    for seed in range(1000, 1500):
        playout(seed)


def _probe_actions(st, rng):
    """Random actions of every type, legal or not."""
    from tabletop.games.sdgf.actions import Calculate, DarkHoleDiscard, Deploy, Discard, PlayCounter, RevealTerrain
    cards = sorted(st.card_of)
    pick = lambda: rng.choice(cards)  # noqa: E731
    return [Deploy(pick()), DarkHoleDiscard(pick()), RevealTerrain(), PlayCounter(pick()),
            PlayCounter(pick(), pick()), Discard(pick()), Calculate()]


def test_rule_legal_actions_are_exactly_what_apply_accepts():
    """Every action outside legal_actions raises RulesError and leaves the state untouched."""
    from tabletop.core.dice import SeededSource
    from tabletop.core.errors import RulesError
    from tabletop.core.game import Context

    rng = random.Random(77)
    refused = 0
    for seed in range(10):
        s = new_session("sdgf", seed=seed)
        while not s.is_over():
            legal = s.legal_actions()
            for action in _probe_actions(s.state, rng):
                if action in legal:
                    continue
                before = s.state_hash()
                with pytest.raises(RulesError):
                    s.game.apply(s.state, action, Context(SeededSource(0)))
                assert s.state_hash() == before
                refused += 1
            s.apply(rng.choice(legal))
    assert refused > 500
