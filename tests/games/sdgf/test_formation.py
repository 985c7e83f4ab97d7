"""開始準備, 勝利条件 and 編成フェイズ."""

import pytest

from tabletop.core.errors import RulesError
from tabletop.core.serial import state_hash
from tabletop.core.session import new_session
from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.actions import DarkHoleDiscard, Deploy, RevealTerrain
from tabletop.games.sdgf.state import COUNTER, FORMATION, OVER, SORTIE

from .helpers import act, build, find, ids

LAND = "SDGF-06"     # Gunbiker, land, power 4
COUNTER_CARD = "SDGF-45"  # Shute's Cheer


def test_rule_開始準備_shuffle_deal_five_and_first_player():
    s = new_session("sdgf", seed=5)
    st = s.state
    tp = st.turn_player
    assert st.first_player == tp
    # the turn player has drawn the first card of the 編成フェイズ: 5 + 1
    assert len(st.zone("hand", tp).cards) == 6
    assert len(st.zone("hand", 1 - tp).cards) == 5
    assert len(st.zone("deck", tp).cards) == 32 - 6
    assert len(st.zone("deck", 1 - tp).cards) == 32 - 5
    assert s.pending().seat == tp and s.pending().kind == "formation"
    # the first player is decided at random (both seats happen over seeds)
    firsts = {new_session("sdgf", seed=k).state.first_player for k in range(12)}
    assert firsts == {0, 1}


def test_rule_開始準備_2_house_rule_second_player_mills_top_card_only_when_chosen():
    """Ruling 開始準備-2: an option, off by default; with it the second player's top card goes to return."""
    assert GAME.spec.default_options()["first_player_aid"] == "book"
    for seed in range(6):
        book = new_session("sdgf", seed=seed)
        aided = new_session("sdgf", options={"first_player_aid": "second_mills"}, seed=seed)
        fp = aided.state.first_player
        assert fp == book.state.first_player
        second = 1 - fp
        # the book: nothing milled; every card is in a deck or a hand
        assert all(not book.state.zone("return", p).cards for p in (0, 1))
        # the house rule: the second player's former top card is face up in their return field
        assert aided.state.zone("return", second).cards == [book.state.zone("deck", second).cards[0]]
        assert aided.state.zone("deck", second).cards == book.state.zone("deck", second).cards[1:]
        assert not aided.state.zone("return", fp).cards
        assert aided.state.zone("deck", fp).cards == book.state.zone("deck", fp).cards
        # the hands are still five (six for the turn player, who has drawn for the 編成フェイズ)
        assert len(aided.state.zone("hand", second).cards) == 5
        assert len(aided.state.zone("hand", fp).cards) == 6
        # the milled card is public: the first player sees it
        seen = GAME.view(aided.state, fp)["seats"][second]["return_field"]
        assert [e["id"] for e in seen] == aided.state.zone("return", second).cards
    with pytest.raises(ValueError):
        new_session("sdgf", options={"first_player_aid": "first_draws_four"}, seed=0)


def test_rule_開始準備_no_mulligan_action_exists():
    names = {cls.__name__ for cls in GAME.actions}
    assert not any("mulligan" in n.lower() for n in names)


def test_rule_編成フェイズ_alternate_draw_and_deploy_from_turn_player():
    hand = [LAND] * 5
    s = build({"hand": hand, "deck": [LAND] * 6}, {"hand": hand, "deck": [LAND] * 6}, turn_player=1)
    order = []
    while s.phase == FORMATION:
        seat = s.actor
        assert len(s.zone("hand", seat).cards) == 6       # drew first
        assert len(s.zone("hand", 1 - seat).cards) == 5
        order.append(seat)
        act(s, Deploy(s.zone("hand", seat).cards[0]))
        assert len(s.zone("hand", seat).cards) == 5       # hand always five
    assert order == [1, 0, 1, 0, 1, 0]
    assert [len(s.zone("standby", p).cards) for p in (0, 1)] == [3, 3]
    assert s.phase == SORTIE and s.actor == 1


def test_rule_編成フェイズ_leftover_standby_cards_count_toward_three():
    s = build({"hand": [LAND] * 5, "deck": [LAND] * 6, "standby": [LAND, LAND]},
              {"hand": [LAND] * 5, "deck": [LAND] * 6}, turn_player=0)
    order = []
    while s.phase == FORMATION:
        order.append(s.actor)
        act(s, Deploy(s.zone("hand", s.actor).cards[0]))
    # player 1 needs one card, player 2 three: after P1 is full, P2 goes on alone
    assert order == [0, 1, 1, 1]


def test_rule_編成フェイズ_only_sd_cards_go_to_standby():
    s = build({"hand": [COUNTER_CARD] * 4 + [LAND], "deck": [LAND] * 6}, {"hand": [LAND] * 5, "deck": [LAND] * 6})
    card = find(s, 0, "hand", COUNTER_CARD)
    before = state_hash(s)
    with pytest.raises(RulesError) as err:
        act(s, Deploy(card), legal=False)
    assert err.value.rule == "sdgf 編成フェイズ"
    assert state_hash(s) == before
    assert all(isinstance(a, Deploy) and s.card_of[a.card] == LAND for a in GAME.legal_actions(s))


def test_rule_編成フェイズ_counter_only_hand_sends_one_card_to_dark_hole():
    s = build({"hand": [COUNTER_CARD] * 5, "deck": [COUNTER_CARD, LAND, LAND, LAND]},
              {"hand": [LAND] * 5, "deck": [LAND] * 6})
    assert GAME.pending(s).kind == "formation"
    actions = GAME.legal_actions(s)
    assert actions and all(isinstance(a, DarkHoleDiscard) for a in actions)
    act(s, actions[0])
    assert ids(s, 0, "darkhole") == [COUNTER_CARD]
    assert ids(s, 0, "return") == []
    assert len(s.zone("hand", 0).cards) == 5 and len(s.zone("standby", 0).cards) == 0
    # the alternation goes on: player 2 deploys, then player 1 draws again and deploys
    assert s.actor == 1
    act(s, Deploy(s.zone("hand", 1).cards[0]))
    assert s.actor == 0 and GAME.pending(s).kind == "formation"


def test_rule_編成フェイズ_dark_hole_discard_refused_with_an_sd_card_in_hand():
    s = build({"hand": [COUNTER_CARD] * 4 + [LAND], "deck": [LAND] * 6}, {"hand": [LAND] * 5, "deck": [LAND] * 6})
    with pytest.raises(RulesError) as err:
        act(s, DarkHoleDiscard(find(s, 0, "hand", COUNTER_CARD)), legal=False)
    assert err.value.rule == "sdgf ruling 編成フェイズ-2"  # the ruling that decides it
    assert s.zone("darkhole", 0).cards == []


def test_rule_勝利条件_tenth_dark_hole_card_loses_at_that_moment():
    s = build({"hand": [COUNTER_CARD] * 5, "deck": [COUNTER_CARD] * 6, "darkhole": [LAND] * 9},
              {"hand": [LAND] * 5, "deck": [LAND] * 6})
    act(s, DarkHoleDiscard(s.zone("hand", 0).cards[0]))
    assert s.phase == OVER and s.winner == 1 and s.end_reason == "dark_hole"
    assert GAME.pending(s) is None and GAME.legal_actions(s) == []
    out = GAME.outcome(s)
    assert out.winners == (1,) and "ダークホール" in out.text.ja


def test_rule_勝利条件_deck_running_out_loses_at_that_moment():
    # player 2's deck holds one card: drawing it empties the deck and ends the game
    s = build({"hand": [LAND] * 5, "deck": [LAND] * 6}, {"hand": [LAND] * 5, "deck": [LAND], "filler": 0})
    act(s, Deploy(s.zone("hand", 0).cards[0]))
    assert s.phase == OVER and s.winner == 0 and s.end_reason == "deck_out"
    assert "デッキが尽きた" in GAME.outcome(s).text.ja


def test_rule_勝利条件_revealing_the_last_card_as_terrain_loses():
    s = build({"hand": [LAND] * 5, "deck": [LAND], "filler": 0, "standby": [LAND] * 3},
              {"hand": [LAND] * 5, "standby": [LAND] * 3})
    assert s.phase == SORTIE
    act(s, RevealTerrain())
    assert s.phase == OVER and s.winner == 1 and s.end_reason == "deck_out"


def test_rule_勝利条件_actions_after_the_end_are_refused():
    s = build({"hand": [COUNTER_CARD] * 5, "deck": [COUNTER_CARD] * 6, "darkhole": [LAND] * 9},
              {"hand": [LAND] * 5, "deck": [LAND] * 6})
    act(s, DarkHoleDiscard(s.zone("hand", 0).cards[0]))
    with pytest.raises(RulesError):
        act(s, RevealTerrain(), legal=False)


def test_rule_手札_hand_always_five_between_steps():
    s = new_session("sdgf", seed=11)
    import random
    rng = random.Random(3)
    while not s.is_over():
        st = s.state
        if st.phase in (FORMATION, COUNTER):
            assert len(st.zone("hand", st.actor).cards) == 6
            assert len(st.zone("hand", 1 - st.actor).cards) == 5
        else:
            assert [len(st.zone("hand", p).cards) for p in (0, 1)] == [5, 5]
        s.apply(rng.choice(s.legal_actions()))
