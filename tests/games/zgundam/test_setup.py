"""Set-up, インスト 1-8."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.core.session import Session
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import DeployPair, Discard, FinishDeploy
from tabletop.games.zgundam.cards import MS, PILOT, SHIP, catalogue
from tabletop.games.zgundam.state import (ACTION, ACTION_DECK, DISCARD, SETUP_DEPLOY, SETUP_DISCARD, SHIP_DECK,
                                          hand, ready, ships)

from .helpers import arranged, check, fresh, play


def kinds(cards):
    return {catalogue()[c].kind for c in cards}


def test_insto_1_ship_cards_and_action_cards_are_separate_decks():
    state = fresh(3)
    assert kinds(state.cards(SHIP_DECK)) == {SHIP}
    assert SHIP not in kinds(state.cards(ACTION_DECK))
    check(state)


@pytest.mark.parametrize("seats,each", [(2, 4), (3, 4), (4, 4), (5, 3), (6, 3)])
def test_insto_2_four_ships_for_2_to_4_players_three_for_5_to_6(seats, each):
    state = fresh(seats)
    for s in range(seats):
        assert len(state.cards(ships(s))) == each
        assert kinds(state.cards(ships(s))) == {SHIP}


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_insto_3_4_eight_action_cards_each_and_the_rest_as_central_decks(seats):
    state = fresh(seats)
    for s in range(seats):
        assert len(state.cards(hand(s))) == 8
    each = 4 if seats <= 4 else 3
    assert len(state.cards(SHIP_DECK)) == 24 - each * seats
    assert len(state.cards(ACTION_DECK)) == 96 - 8 * seats
    assert state.zones[SHIP_DECK].face_up is False and state.zones[ACTION_DECK].face_up is False


def test_insto_6_any_pairing_and_any_number_of_pairs():
    state = arranged(2, phase=SETUP_DEPLOY, hand0=["the_o", "nemo-1", "gm2-1", "astonaige", "kamille", "fa",
                                                   "repair-1", "supply-1"])
    # An MS may go with any pilot: a GM II with Kamille, The O with Astonaige.
    play(state, DeployPair("gm2-1", "kamille"))
    play(state, DeployPair("the_o", "astonaige"))
    assert state.pairs(0) == [("gm2-1", "kamille"), ("the_o", "astonaige")]
    assert DeployPair("nemo-1", "fa") in GAME.legal_actions(state)
    play(state, DeployPair("nemo-1", "fa"))
    assert len(state.pairs(0)) == 3
    play(state, FinishDeploy())
    assert state.current == 1 and state.phase == SETUP_DEPLOY  # 2 cards left: no discard needed
    check(state)


def test_insto_6_a_pair_is_one_ms_and_one_pilot_from_the_hand():
    state = arranged(2, phase=SETUP_DEPLOY, hand0=["zeta", "mk2", "kamille", "repair-1"])
    with pytest.raises(RulesError) as info:
        play(state, DeployPair("zeta", "mk2"))
    assert info.value.rule == "zgundam インスト 6"
    with pytest.raises(RulesError):
        play(state, DeployPair("the_o", "kamille"))  # not in the hand
    assert state.cards(ready(0)) == []


def test_insto_6_no_pairs_at_all_is_allowed():
    state = arranged(2, phase=SETUP_DEPLOY, hand0=["zeta", "kamille", "repair-1", "repair-2"])
    play(state, FinishDeploy())
    assert state.current == 1 and state.pairs(0) == []


def test_insto_7_discard_down_to_four():
    state = arranged(2, phase=SETUP_DEPLOY, hand0=["zeta", "kamille", "repair-1", "repair-2", "explosion-1",
                                                   "nemo-1", "hizack-1", "fa"])
    play(state, DeployPair("zeta", "kamille"))
    play(state, FinishDeploy())
    assert state.phase == SETUP_DISCARD and state.current == 0
    with pytest.raises(RulesError) as info:
        play(state, FinishDeploy())
    assert info.value.rule == "zgundam インスト 7"
    play(state, Discard("nemo-1"))
    assert state.phase == SETUP_DISCARD
    play(state, Discard("hizack-1"))
    assert len(state.cards(hand(0))) == 4
    assert state.phase == SETUP_DEPLOY and state.current == 1
    assert state.cards(DISCARD) == ["nemo-1", "hizack-1"]


def test_insto_7_discarding_a_supply_card_may_replenish_ships():
    state = arranged(2, phase=SETUP_DISCARD, hand0=["supply-1", "supply-2", "repair-1", "repair-2", "zeta"],
                     ships0=["argama"], ship_deck=["radish"])
    assert Discard("supply-1", True) in GAME.legal_actions(state)
    assert Discard("repair-1", True) not in GAME.legal_actions(state)
    play(state, Discard("supply-1", True))
    assert state.cards(ships(0)) == ["argama", "radish"]
    assert "supply-1" in state.cards(DISCARD)
    check(state)


def test_insto_7_supply_is_optional_and_needs_a_ship_deck():
    state = arranged(2, phase=SETUP_DISCARD, hand0=["supply-1", "supply-2", "repair-1", "repair-2", "zeta", "nemo-1"],
                     ships0=["argama"])
    for cid in list(state.cards(SHIP_DECK)):
        state.table().move(cid, ships(1))
    with pytest.raises(RulesError):
        play(state, Discard("supply-1", True))
    play(state, Discard("supply-1"))  # discarded without supply
    assert state.cards(ships(0)) == ["argama"]
    with pytest.raises(RulesError):
        play(state, Discard("repair-1", True))


def test_insto_8_ruling_r13_start_player_is_drawn_and_play_goes_clockwise():
    session = Session(GAME, 3, seed=5)
    # Each seat finishes set-up without pairing and discards down to 4.
    while session.state.phase in (SETUP_DEPLOY, SETUP_DISCARD):
        if session.state.phase == SETUP_DEPLOY:
            session.apply(FinishDeploy())
        else:
            session.apply(Discard(session.state.cards(hand(session.state.current))[0]))
    state = session.state
    assert state.phase == ACTION and state.current == state.start_player and state.turn == 1
    assert any("インスト 8" in e.rule for e in session.events)
    first = state.current
    session.apply(Discard(state.cards(hand(first))[0]))
    assert session.state.current == (first + 1) % 3


def test_insto_8_start_player_uses_the_dice_source():
    state = arranged(2, phase=SETUP_DEPLOY, current=1, hand1=["zeta"])
    ctx_dice = [2]  # randint(0, 1) reads one d2: face 2 -> seat 1
    play(state, FinishDeploy(), ctx_dice)
    assert state.start_player == 1 and state.current == 1 and state.phase == ACTION


def test_setup_deals_through_the_dice_source_and_replays():
    a = Session(GAME, 4, seed=9)
    b = Session(GAME, 4, seed=9)
    assert a.state_hash() == b.state_hash()
    c = Session(GAME, 4, seed=10)
    assert a.state_hash() != c.state_hash()


def test_insto_6_pairing_at_set_up_can_be_undone_but_not_past_the_deal():
    session = Session(GAME, 2, seed=7)
    assert not session.can_undo(0)
    st = session.state
    ms = next((c for c in st.cards(hand(0)) if catalogue()[c].kind == MS), None)
    pilot = next((c for c in st.cards(hand(0)) if catalogue()[c].kind == PILOT), None)
    if ms is None or pilot is None:
        pytest.skip("this deal has no pair")
    before = session.state_hash()
    session.apply(DeployPair(ms, pilot))
    assert session.can_undo(0) and not session.can_undo(1)
    session.undo(0)
    assert session.state_hash() == before
