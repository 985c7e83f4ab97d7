"""Victory (rule 20), checked at the end of every turn."""

from tabletop.games.ultraseven.actions import (Attack, EndAlienActions, EndDeployment, EndRecon,
                                                EndRedeployment, PlaceChit, UseCapsule)

from .helpers import clear_table, deploy, dice, new, put

D, F = "m_dan", "m_furuhashi"


def end_turn(s):
    for name in ("EndAlienActions", "EndDeployment", "EndRecon", "EndRedeployment"):
        s.apply(next(a for a in s.legal_actions() if type(a).__name__ == name))


def test_rule_20_2_thirteen_chits_in_an_area_wins_for_the_alien():
    s = new()
    clear_table(s)
    put(s, "inv24", face_up=True, chits=11)
    s.apply(PlaceChit("inv24"), 0)
    s.apply(PlaceChit("inv24"), 0)
    assert s.state.winner == -1          # not before the victory check (rule 4.1 step 6)
    end_turn(s)
    o = s.game.outcome(s.state)
    assert o is not None and o.winners == (0,) and s.pending() is None
    assert "13" in o.text.ja


def test_rule_20_2_chits_removed_before_the_check_do_not_win():
    s = new()
    clear_table(s)
    put(s, "inv33", face_up=True, chits=12)     # insiders, TDF value 「－」
    s.apply(PlaceChit("inv33"), 0)
    s.apply(EndAlienActions(), 0)
    deploy(s, D, "insiders")
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(EndRedeployment(), 1)
    dice(s, 3)                                  # cap_miclas_1 face 3: chits -1
    s.apply(UseCapsule("cap_miclas_1"), 1)
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "DeclineTransform"), 1)
    assert s.state.winner == -1 and s.state.turn == 2


def test_rule_20_3_removing_every_invasion_card_wins_for_the_tdf():
    s = new("one_cour")
    st = s.state
    t = st.table()
    for z in ("deck", "alien_hand"):
        for c in list(st.zones[z].cards):
            if c in s.game.book.invasion:
                t.move(c, "removed", src=z)
    clear_table(s)
    put(s, "inv24", face_up=True, damage=s.game.book.invasion["inv24"].combat)
    s.apply(EndAlienActions(), 0)
    deploy(s, F, "sea")
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(EndRedeployment(), 1)
    dice(s, 1)
    s.apply(Attack(F, ()), 1)
    o = s.game.outcome(s.state)
    assert o is not None and o.winners == (1,)


def test_rule_20_3_cards_left_in_deck_or_hand_keep_the_game_going():
    s = new("one_cour")
    clear_table(s)
    end_turn(s)
    assert s.state.winner == -1        # invasion cards are still in the deck


def test_rule_20_1_the_check_happens_every_turn():
    s = new()
    for _ in range(3):
        end_turn(s)
    assert s.state.turn == 4 and s.game.turn_label(s.state).ja.startswith("ターン4")
