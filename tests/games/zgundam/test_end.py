"""ゲームの終了 (the three end conditions, option ``end``) and 勝敗の判定 (scoring)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import AttackShip, Discard, ShipAttack
from tabletop.games.zgundam.state import ACTION, ACTION_DECK, DISCARD, OVER, hand

from .helpers import arranged, battle, play


def test_end_option_offers_the_three_conditions_chosen_at_the_start():
    option = GAME.spec.options[0]
    assert option.key == "end"
    assert [c for c, _ in option.choices] == ["deck", "one_fleet", "last_fleet"]
    with pytest.raises(ValueError):
        GAME.spec.check_options({"end": "never"})


def test_end_1_ruling_r14_game_ends_after_the_turn_in_which_the_action_deck_runs_out():
    state = arranged(2, end="deck", hand0=["nemo-1"], hand1=["nemo-2"], ships0=["argama"], ships1=["radish"],
                     action_deck=["zeta"])
    for cid in list(state.cards(ACTION_DECK))[1:]:
        state.table().move(cid, DISCARD)
    play(state, Discard("nemo-1"))
    assert state.current == 1 and state.phase == ACTION and state.cards(ACTION_DECK) == []
    assert "zeta" in state.cards(hand(1))   # the last card is drawn, the discard pile is not reshuffled
    play(state, Discard("nemo-2"))
    assert state.phase == OVER and state.ended_by == "deck"
    assert GAME.pending(state) is None and GAME.legal_actions(state) == []
    with pytest.raises(RulesError):
        play(state, Discard("zeta"))


def three_players(end):
    state = arranged(3, end=end, ready0=["the_o", "scirocco"], ready2=["nemo-1", "fa"],
                     ships0=["argama"], ships1=["salamis_kai-1"], ships2=["radish"], hand1=["gm2-1"],
                     hand2=["gm2-2"], action_deck=["gaza_c-1", "gaza_c-2", "rick_dom", "barzam", "galbaldy",
                                                   "asshimar", "gaplant", "byarlant"])
    state.damage["salamis_kai-1"] = 2
    return state


def test_end_2_game_ends_at_once_when_one_player_has_lost_all_ships():
    state = three_players("one_fleet")
    play(state, AttackShip("the_o", "salamis_kai-1"), [1] + [6] * 6 + [6, 6])
    assert state.phase == OVER and state.ended_by == "one_fleet"
    outcome = GAME.outcome(state)
    assert outcome.scores == (9.0, 0.0, 0.0) and outcome.winners == (0,)


def test_end_3_ruling_r8_play_goes_on_until_only_one_player_has_ships():
    state = three_players("last_fleet")
    play(state, AttackShip("the_o", "salamis_kai-1"), [1] + [6] * 6 + [6, 6])
    assert state.phase == ACTION and state.current == 1     # ruling R8: a fleetless player still plays
    play(state, Discard("gm2-1"))
    assert state.current == 2
    state.damage["radish"] = 4
    state.current = 0
    battle(state, ShipAttack("argama", "radish"), [1, 6, 6, 6, 6, 6])
    assert state.phase == OVER and state.ended_by == "last_fleet"
    assert GAME.outcome(state).winners == (0,)


def test_scoring_sums_ms_attack_pilot_ability_and_ship_durability_times_3():
    state = arranged(2, ships0=["argama"], ships1=["radish"], score0=["zeta", "kamille", "salamis_kai-1"],
                     score1=["the_o", "scirocco", "repair-1"])
    state.phase = OVER
    outcome = GAME.outcome(state)
    assert outcome.scores == (6 + 6 + 3 * 3, 7 + 6 + 0)
    assert outcome.winners == (0,)


def test_ruling_r10_equal_points_share_the_win():
    state = arranged(3, ships0=["argama"], score0=["zeta"], score2=["kamille"])
    state.phase = OVER
    assert GAME.outcome(state).winners == (0, 2)


def test_ruling_r7_discard_pile_reshuffled_when_the_deck_runs_out_under_end_2_and_3():
    state = arranged(2, end="one_fleet", hand0=["nemo-1"], ships0=["argama"], ships1=["radish"])
    table = state.table()
    for cid in list(state.cards(ACTION_DECK)):
        table.move(cid, DISCARD)
    n = len(state.cards(DISCARD)) + 1
    # A Fisher-Yates shuffle of n cards reads n - 1 dice; all ones.
    play(state, Discard("nemo-1"), [1] * (n - 1))
    assert len(state.cards(hand(1))) == 5
    assert len(state.cards(ACTION_DECK)) == n - 5 and state.cards(DISCARD) == []
