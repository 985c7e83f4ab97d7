"""The turn, ルール (1)-(3), and the hand limit ruling."""

from __future__ import annotations

import pytest

from tabletop.core.errors import NotYourDecision, RulesError
from tabletop.core.session import Session
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import (AttackShip, DeployPair, Discard, Pass, PlayCeasefire, PlaySupply,
                                            ShipAttack)
from tabletop.games.zgundam.state import (ACTION, ACTION_DECK, DISCARD, HAND_LIMIT, SHIP_DECK, hand, ready, ships)

from .helpers import arranged, check, play

DECK = ["gaza_c-1", "gaza_c-2", "rick_dom", "barzam", "galbaldy", "asshimar", "gaplant", "byarlant", "messala",
        "bolinoak"]


def test_rule_1_next_player_draws_up_to_five():
    state = arranged(2, hand0=["repair-1", "repair-2"], hand1=["zeta", "kamille"], action_deck=DECK,
                     ships0=["argama"], ships1=["radish"])
    play(state, Discard("repair-1"))
    assert state.current == 1 and state.phase == ACTION
    assert sorted(state.cards(hand(1))) == sorted(["zeta", "kamille", "gaza_c-1", "gaza_c-2", "rick_dom"])
    check(state)


def test_rule_1_ruling_r4_supply_drawn_is_used_at_once_and_replaced():
    state = arranged(2, hand0=["repair-1"], hand1=["zeta", "kamille", "fa"],
                     action_deck=["supply-1", "nemo-1", "nemo-2"], ship_deck=["radish"], ships0=["argama"],
                     ships1=["alexandria"])
    play(state, Discard("repair-1"))
    assert state.cards(ships(1)) == ["alexandria", "radish"]
    assert "supply-1" in state.cards(DISCARD)
    assert sorted(state.cards(hand(1))) == sorted(["zeta", "kamille", "fa", "nemo-1", "nemo-2"])


def test_rule_2_ruling_r15_exactly_one_action_one_pair_then_the_turn_passes():
    state = arranged(2, hand0=["zeta", "kamille", "nemo-1", "fa"], hand1=["gm2-1"], action_deck=DECK,
                     ships0=["argama"], ships1=["radish"])
    play(state, DeployPair("zeta", "kamille"))
    assert state.current == 1  # one pair (d) is the whole turn
    assert state.cards(ready(0)) == ["zeta", "kamille"]
    assert "nemo-1" in state.cards(hand(0))


def test_rule_2_the_five_kinds_of_action_are_offered():
    state = arranged(2, hand0=["zeta", "kamille", "supply-1", "nemo-1", "fa"], ready0=["mk2", "emma"],
                     ships0=["argama"], ships1=["radish"], ready1=["gm2-1", "bask"])
    names = {type(a).__name__ for a in GAME.legal_actions(state)}
    assert names == {"PlaySupply", "AttackMS", "AttackShip", "ShipAttack", "DeployPair", "Discard"}


def test_rule_2_b_ships_attack_only_ships_and_ms_only_enemies():
    state = arranged(2, ready0=["mk2", "emma"], ships0=["argama", "radish"], ships1=["alexandria"],
                     ready1=["gm2-1", "bask"])
    with pytest.raises(RulesError) as info:
        play(state, ShipAttack("argama", "gm2-1"))
    assert info.value.rule == "zgundam (2)-c"
    with pytest.raises(RulesError):
        play(state, ShipAttack("argama", "radish"))
    with pytest.raises(RulesError) as info:
        play(state, AttackShip("mk2", "argama"))
    assert info.value.rule == "zgundam (2)-b-2"
    with pytest.raises(RulesError):
        play(state, AttackShip("gm2-1", "argama"))  # not your MS


def test_rule_2_e_discard_one_card():
    state = arranged(2, hand0=["zeta", "kamille", "nemo-1"], action_deck=DECK, ships0=["argama"], ships1=["radish"])
    play(state, Discard("nemo-1"))
    assert state.cards(DISCARD) == ["nemo-1"] and state.current == 1


def test_ruling_r3_hand_limit_four_at_the_end_of_the_turn():
    state = arranged(2, hand0=["zeta", "kamille", "nemo-1", "fa", "repair-1"], ready0=["mk2", "emma"],
                     ships0=["argama"], ships1=["radish"], action_deck=DECK)
    play(state, AttackShip("mk2", "radish"), [6, 6, 6, 6, 6, 6, 6])  # 4 misses vs 3 anti-air misses
    assert state.phase == HAND_LIMIT and state.current == 0
    assert all(type(a).__name__ == "Discard" for a in GAME.legal_actions(state))
    with pytest.raises(RulesError) as info:
        play(state, Pass())
    assert info.value.rule == "zgundam インスト 7"
    play(state, Discard("repair-1"))
    assert state.current == 1 and state.phase == ACTION


def test_ruling_r3_hand_limit_discard_does_not_supply():
    state = arranged(2, hand0=["zeta", "kamille", "nemo-1", "fa", "supply-1"], ready0=["mk2", "emma"],
                     ships0=["argama"], ships1=["radish"], action_deck=DECK)
    play(state, AttackShip("mk2", "radish"), [6] * 7)
    with pytest.raises(RulesError):
        play(state, Discard("supply-1", True))


def test_rule_3_turns_go_clockwise_across_seats():
    state = arranged(4, hand0=["nemo-1"], hand1=["nemo-2"], hand2=["gm2-1"], hand3=["gm2-2"],
                     ships0=["argama"], ships1=["radish"], ships2=["alexandria"], ships3=["jupitris"],
                     action_deck=DECK * 0 + ["hizack-1", "hizack-2", "marasai-1", "marasai-2", "fa", "katz",
                                              "zeta", "mk2", "methuss", "the_o", "psycho", "qubeley",
                                              "kamille", "emma", "amuro", "jerid"])
    order = []
    for _ in range(5):
        order.append(state.current)
        play(state, Discard(state.cards(hand(state.current))[0]))
    assert order == [0, 1, 2, 3, 0]


def test_rule_2_a_ruling_r4_supply_card_kept_from_the_deal_can_be_played():
    state = arranged(2, hand0=["supply-1", "zeta"], ship_deck=["radish"], ships0=["argama"], ships1=["jupitris"],
                     action_deck=DECK)
    play(state, PlaySupply("supply-1"))
    assert state.cards(ships(0)) == ["argama", "radish"] and state.current == 1


def test_rule_2_a_supply_needs_a_ship_in_the_deck():
    state = arranged(2, hand0=["supply-1", "zeta"], ships0=["argama"], ships1=["jupitris"])
    for cid in list(state.cards(SHIP_DECK)):
        state.table().move(cid, ships(1))
    with pytest.raises(RulesError):
        play(state, PlaySupply("supply-1"))
    assert all(not isinstance(a, PlaySupply) for a in GAME.legal_actions(state))


def test_reactions_are_not_turn_actions():
    state = arranged(2, hand0=["ceasefire-1"], ships0=["argama"], ships1=["jupitris"])
    with pytest.raises(RulesError) as info:
        play(state, PlayCeasefire("ceasefire-1"))
    assert info.value.rule == "zgundam (2)-a"


def test_ruling_r9_pass_only_when_nothing_else_can_be_done():
    state = arranged(2, ships1=["jupitris"], ready1=["zeta", "kamille"])
    for cid in list(state.cards(ACTION_DECK)):
        state.table().move(cid, DISCARD)
    assert GAME.legal_actions(state) == [Pass()]
    state2 = arranged(2, hand0=["nemo-1"], ships1=["jupitris"])
    with pytest.raises(RulesError):
        play(state2, Pass())


def test_rejected_action_leaves_the_state_unchanged_and_wrong_seat_is_refused():
    session = Session(GAME, 2, seed=3)
    before = session.state_hash()
    with pytest.raises(RulesError):
        session.apply(DeployPair("nonexistent", "kamille"))
    assert session.state_hash() == before
    with pytest.raises(NotYourDecision):
        session.apply(Discard(session.state.cards(hand(1))[0]), seat=1)
    assert session.state_hash() == before
