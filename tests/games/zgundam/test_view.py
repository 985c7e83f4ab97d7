"""Hidden hands, redacted logs, what the screen can draw, action labels and the turn banner."""

from __future__ import annotations

import json

from tabletop.core.session import Session
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam.actions import AttackMS, AttackShip, DeployPair, Discard, FinishDeploy, ShipAttack
from tabletop.games.zgundam.cards import catalogue
from tabletop.games.zgundam.state import hand

from .helpers import arranged, play

DECK = ["gaza_c-1", "gaza_c-2", "rick_dom", "barzam", "galbaldy", "asshimar", "gaplant", "byarlant"]


def test_hidden_hands_own_hand_and_only_counts_of_others():
    session = Session(GAME, 3, seed=2)
    for seat in range(3):
        v = session.view(seat)
        assert v["seats"][seat]["hand"] == session.state.cards(hand(seat))
        for other in range(3):
            if other != seat:
                assert v["seats"][other]["hand"] is None
                assert v["seats"][other]["hand_count"] == 8
                for cid in session.state.cards(hand(other)):
                    if cid not in session.state.cards(hand(seat)):
                        assert cid not in v["cards"]
    spectator = session.view(None)
    assert all(s["hand"] is None for s in spectator["seats"])
    json.dumps(spectator)


def test_hidden_hands_draws_are_redacted_in_the_log():
    session = Session(GAME, 2, seed=2)
    mine = [e for e in session.log_for(0) if e.kind == "deal" and "インスト 3" in e.rule]
    theirs = [e for e in session.log_for(1) if e.kind == "deal" and "インスト 3" in e.rule]
    own_cards = session.state.cards(hand(0))
    assert any(catalogue()[own_cards[0]].name.en in e.text.en for e in mine)
    assert all(e.visible_to is None or 1 in e.visible_to for e in session.log_for(1))
    redacted = [e for e in theirs if "P1" in e.text.en]
    assert redacted and all("8 action cards" in e.text.en for e in redacted)


def test_view_shows_every_zone_damage_pairs_decks_scores_and_last_combat():
    state = arranged(2, hand0=["nemo-1"], ready0=["zeta", "kamille"], ready1=["mk2", "emma"],
                     ships0=["argama"], ships1=["radish", "salamis_kai-1"], score1=["hizack-1"],
                     action_deck=list(DECK))
    state.damage["radish"] = 1
    play(state, AttackShip("zeta", "radish"), [1, 1, 6, 6, 6, 6, 6, 6, 6])
    v = GAME.view(state, 0)
    radish = next(s for s in v["seats"][1]["ships"] if s["id"] == "radish")
    assert radish == {"id": "radish", "damage": 3, "durability": 5, "remaining": 2}
    assert v["seats"][1]["ready"] == [{"ms": "mk2", "pilot": "emma"}]
    assert v["seats"][1]["points"] == 2 and v["seats"][1]["chips"] == {"2": 1}
    assert v["decks"] == {"ships": 24 - 3, "actions": len(state.cards("action_deck"))}
    assert v["discard"] == ["zeta", "kamille"]
    combat = v["last_combat"]
    assert combat["kind"] == "ms_ship" and [r["hits"] for r in combat["rolls"]] == [2, 0]
    assert combat["rolls"][0]["dice"] == [1, 1, 6, 6, 6, 6] and combat["result_en"]
    for cid in ("radish", "mk2", "emma", "hizack-1", "zeta", "argama"):
        assert cid in v["cards"]
    assert v["cards"]["radish"]["anti_air"] == 3 and v["cards"]["emma"]["ability"] == 4
    assert v["pending"]["seat"] == 1 and v["pending"]["kind"] == "action"
    json.dumps(v)


def test_view_pending_reaction_names_the_attack():
    state = arranged(2, hand1=["dummy_meteor-1"], ships0=["argama"], ships1=["radish"], action_deck=list(DECK))
    play(state, ShipAttack("argama", "radish"))
    v = GAME.view(state, 1)
    assert v["pending"]["seat"] == 1 and v["pending"]["kind"] == "react"
    assert v["pending"]["attack"] == {"kind": "ship_ship", "attacker": 0, "defender": 1, "card": "argama",
                                      "target": "radish"}
    assert "ダミー隕石" in v["pending"]["prompt"]["ja"] and "dummy meteor" in v["pending"]["prompt"]["en"]
    assert "対応" in GAME.turn_label(state).ja and "answering" in GAME.turn_label(state).en


def test_describe_action_in_japanese_and_english():
    state = arranged(2, hand0=["nemo-1", "fa"], ready0=["zeta", "kamille"], ready1=["mk2", "emma"],
                     ships0=["argama"], ships1=["radish"])
    assert GAME.describe_action(state, DeployPair("nemo-1", "fa"), "ja") == "戦闘準備：ネモ＋ファ・ユイリィ"
    assert GAME.describe_action(state, DeployPair("nemo-1", "fa"), "en") == "Make combat ready: Nemo with Fa Yuiry"
    assert GAME.describe_action(state, AttackMS("zeta", "mk2"), "en") == "MS attack: Zeta Gundam → Player 2's Gundam Mk-II"
    assert "プレイヤー2のラーディッシュ" in GAME.describe_action(state, ShipAttack("argama", "radish"), "ja")
    assert GAME.describe_action(state, FinishDeploy(), "en") == "Finish pairing"


def test_turn_label_follows_the_game():
    session = Session(GAME, 2, seed=4)
    assert GAME.turn_label(session.state).en == "Set-up: Player 1"
    while session.state.phase in ("setup_deploy", "setup_discard"):
        st = session.state
        session.apply(FinishDeploy() if st.phase == "setup_deploy" else Discard(st.cards(hand(st.current))[0]))
    label = GAME.turn_label(session.state)
    assert label.en.startswith("Turn 1: Player") and label.ja.startswith("第1手番")


def test_one_card_drawn_is_said_as_one_card():
    """The redacted draw read "P2 draws 1 card(s)." (newcomer playthrough, English): one card is "1 card"."""
    session = Session(GAME, 2, seed=1)
    session.set_position(arranged(2, hand0=["nemo-1"], hand1=DECK[4:8], ships0=["argama"], ships1=["radish"],
                                  action_deck=list(DECK[:4])))
    session.apply(Discard("nemo-1"))
    assert [e.text.en for e in session.log_for(0) if e.kind == "draw"] == ["P2 draws 1 card."]


def test_hidden_hands_draws_during_play_are_redacted_for_other_seats():
    session = Session(GAME, 2, seed=1)
    session.set_position(arranged(2, hand0=["nemo-1"], hand1=["nemo-2"], ships0=["argama"], ships1=["radish"],
                             action_deck=list(DECK)))
    session.apply(Discard("nemo-1"))
    drawn = [catalogue()[c].name.en for c in DECK[:4]]
    own = [e.text.en for e in session.log_for(1) if e.kind == "draw"]
    other = [e.text.en for e in session.log_for(0) if e.kind == "draw"]
    assert own and all(n in own[-1] for n in drawn)
    assert other == ["P2 draws 4 cards."]
    spectator = [e.text.en for e in session.log_for(None) if e.kind == "draw"]
    assert spectator == other
