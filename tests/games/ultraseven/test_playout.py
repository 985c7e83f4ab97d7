"""Random playouts to the end: card conservation, replay hashes, views that never leak."""

import json
import random

import pytest

from tabletop.core import serial
from tabletop.games.ultraseven import GAME
from tabletop.games.ultraseven.bots import POLICIES
from tabletop.games.ultraseven.state import UltraSevenState

from .helpers import new


def _check_views(s):
    """The TDF view and log never name a face-down card or its area."""
    st = s.state
    v = json.dumps(s.view(1), ensure_ascii=False)
    hidden = [c for a in st.areas for c in st.zones[f"inv:{a}"].cards if not st.zones[f"inv:{a}"].is_face_up(c)]
    hidden += st.zones["alien_hand"].cards + st.zones["deck"].cards
    for c in hidden:
        assert f'"{c}"' not in v, c
    assert '"target"' not in v


def run_games(mode, seeds, bots=("random", "random"), check_every=50):
    results = []
    for seed in seeds:
        s = new(mode, seed)
        rng = random.Random(seed)
        n = 0
        while s.pending() is not None and n < 20000:
            seat = s.pending().seat
            action = POLICIES[bots[seat]](GAME, s.state, rng)
            s.apply(action, seat)
            n += 1
            if n % check_every == 0:
                assert not s.state.table().check(s.state.expected)
                _check_views(s)
        assert s.pending() is None, f"seed {seed} did not finish"
        assert not s.state.table().check(s.state.expected)
        results.append(s)
    return results


def test_random_playouts_one_cour_to_the_end():
    # The fast suite plays 10; `make soak` plays thousands more in every mode (tests/soak).
    games = run_games("one_cour", range(10))
    winners = {s.state.winner for s in games}
    assert winners <= {0, 1}
    assert len(games) == 10
    for s in games[::5]:
        assert s.replay_hash() == s.state_hash()


def test_greedy_playouts_both_sides_can_win():
    games = run_games("one_cour", range(8), ("greedy", "greedy"), check_every=100)  # (seeds 1 and 7 are won by side 1)
    winners = [s.state.winner for s in games]
    assert winners.count(0) > 0 and winners.count(1) > 0


def test_state_round_trips_through_json():
    s = run_games("one_cour", [3])[0]
    data = serial.to_json(s.state)
    again = serial.from_json(UltraSevenState, json.loads(json.dumps(data)))
    assert serial.to_json(again) == data
    assert GAME.state_hash(again) == s.state_hash()


def test_save_and_load_mid_game(tmp_path):
    from tabletop.core.session import Session
    s = new("two_cour", 5)
    rng = random.Random(5)
    for _ in range(120):
        if s.pending() is None:
            break
        s.apply(POLICIES["greedy"](GAME, s.state, rng), s.pending().seat)
    path = s.save(tmp_path / "us.json")
    loaded = Session.load(path)
    assert loaded.state_hash() == s.state_hash() and not loaded.warnings


def test_describe_every_legal_action_in_both_languages():
    s = new("campaign", 2)
    rng = random.Random(2)
    seen = set()
    for _ in range(600):
        if s.pending() is None:
            break
        for a in s.legal_actions():
            for lang in ("ja", "en"):
                text = GAME.describe_action(s.state, a, lang)
                assert text and text != type(a).__name__
            seen.add(type(a).__name__)
        s.apply(POLICIES["greedy"](GAME, s.state, rng), s.pending().seat)
    assert len(seen) >= 15


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["one_cour", "two_cour", "campaign"])
def test_soak_random_playouts(mode):
    n = {"one_cour": 300, "two_cour": 60, "campaign": 20}[mode]
    games = run_games(mode, range(1000, 1000 + n), check_every=200)
    for s in games[:10]:
        assert s.replay_hash() == s.state_hash()


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["one_cour", "two_cour", "campaign"])
def test_soak_greedy_playouts(mode):
    games = run_games(mode, range(200, 230), ("greedy", "greedy"), check_every=200)
    assert {s.state.winner for s in games} == {0, 1}
