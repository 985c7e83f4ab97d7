"""Set-up (rule 3) and short play (rule 21)."""

import pytest

from tabletop.games.ultraseven.state import BASE, tdf_zone

from .helpers import BOOK, new


def test_rule_3_1_tdf_receives_members_weapons_capsules_and_seven():
    s = new("campaign")
    z = s.state.zones
    assert sorted(z[tdf_zone(BASE)].cards) == sorted([*BOOK.members, *BOOK.weapons])
    assert sorted(z["capsules"].cards) == sorted(BOOK.capsules)
    assert z["seven"].cards == ["seven"]


def test_rule_3_2_emerium_starts_at_130():
    assert new("campaign").state.emerium == 130


@pytest.mark.parametrize("seed", range(8))
def test_rule_3_4_alien_draws_to_six_invasion_cards_and_returns_the_rest(seed):
    s = new("campaign", seed)
    z = s.state.zones
    hand = z["alien_hand"].cards
    assert len(hand) == 6 and all(c in BOOK.invasion for c in hand)
    assert len(z["deck"]) == 72 - 6
    assert all(c in z["deck"].cards for c in [*BOOK.events, *BOOK.information])
    assert not z["excluded"].cards
    assert not s.state.table().check(s.state.expected)


def test_rule_3_4_the_returned_cards_are_shuffled_back():
    # with many seeds, the top of the deck is not always an invasion card
    tops = {BOOK.kind(new("campaign", seed).state.zones["deck"].cards[0]) for seed in range(20)}
    assert "event" in tops or "information" in tops


def test_rule_21_2_one_cour_deck_of_18():
    for seed in range(6):
        s = new("one_cour", seed)
        st = s.state
        cards = st.zones["deck"].cards + st.zones["alien_hand"].cards
        assert len(cards) == 18
        assert sum(1 for c in cards if c in BOOK.events) == 5
        assert sum(1 for c in cards if c in BOOK.invasion and BOOK.invasion[c].special) == 1
        assert sum(1 for c in cards if c in BOOK.invasion and not BOOK.invasion[c].special) == 12
        assert not any(c in BOOK.information for c in cards)
        assert st.emerium == 37 and st.conditions_ignored
        kinds = sorted(BOOK.capsules[c].kind for c in st.zones["capsules"].cards)
        assert kinds == ["agira", "miclas", "windom"]
        assert len(st.zones["excluded"]) == 72 - 18
        assert not st.table().check(st.expected)


def test_rule_21_2_1_the_draws_are_random():
    decks = {tuple(sorted(new("one_cour", seed).state.zones["deck"].cards
                          + new("one_cour", seed).state.zones["alien_hand"].cards)) for seed in range(5)}
    assert len(decks) > 1


def test_rule_21_3_two_cour_deck_of_43():
    for seed in range(4):
        st = new("two_cour", seed).state
        cards = st.zones["deck"].cards + st.zones["alien_hand"].cards
        assert len(cards) == 43
        assert sum(1 for c in cards if c in BOOK.events) == 10
        assert sum(1 for c in cards if c in BOOK.invasion and BOOK.invasion[c].special) == 2
        assert sum(1 for c in cards if c in BOOK.invasion and not BOOK.invasion[c].special) == 24
        assert sum(1 for c in cards if c in BOOK.information) == 7
        assert st.emerium == 75 and not st.conditions_ignored
        kinds = sorted(BOOK.capsules[c].kind for c in st.zones["capsules"].cards)
        assert kinds == ["agira", "miclas", "miclas", "miclas", "windom", "windom"]


def test_campaign_uses_every_card():
    st = new("campaign").state
    assert len(st.zones["deck"]) + len(st.zones["alien_hand"]) == 72
    assert len(st.zones["capsules"]) == 11 and not st.conditions_ignored


def test_mode_option_is_validated():
    from tabletop.core.session import Session
    from tabletop.games.ultraseven import GAME
    with pytest.raises(ValueError):
        Session(GAME, 2, {"mode": "three_cour"})


def test_rule_19_2_21_3_3_capsule_names_and_counts_as_the_book_gives_them():
    """Rules 19.2, 21.2.3, 21.3.3: ミクラス・ウィンダム・アギラ (the book's spelling); the short plays'
    capsule counts are the book's own numbers (21.2.3: one each; 21.3.3: 3, 2, 1), no errata."""
    from tabletop.games.ultraseven.setup import CAPSULES

    assert {k: v.ja for k, v in BOOK.capsule_kinds.items()} == {"miclas": "ミクラス", "windom": "ウィンダム",
                                                                 "agira": "アギラ"}
    assert CAPSULES == {"one_cour": {"miclas": 1, "windom": 1, "agira": 1},
                        "two_cour": {"miclas": 3, "windom": 2, "agira": 1}}
    s = new("two_cour")
    kinds = [BOOK.capsules[c].kind for c in s.state.zones["capsules"].cards]
    assert sorted(kinds) == ["agira", "miclas", "miclas", "miclas", "windom", "windom"]
