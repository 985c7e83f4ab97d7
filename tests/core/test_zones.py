"""Zones and decks: moves, draws, shuffles, visibility and card conservation."""

from hypothesis import given, strategies as st

from tabletop.core.dice import SeededSource
from tabletop.core.zones import HIDDEN, OWNER, PUBLIC, Table, Zone

CARDS = [f"c{i}" for i in range(20)]


def make_table():
    return Table([Zone("deck", list(CARDS), face_up=False, visibility=HIDDEN),
                  Zone("hand0", visibility=OWNER, owner=0), Zone("hand1", visibility=OWNER, owner=1),
                  Zone("row", face_up=False, visibility=PUBLIC), Zone("discard", ordered=False)])


def test_draw_moves_from_the_top():
    table = make_table()
    assert table.draw("deck", "hand0", 3) == ["c0", "c1", "c2"]
    assert table["deck"].cards[0] == "c3"
    assert table.check(CARDS) == []


def test_hands_are_seen_by_their_owner_only():
    table = make_table()
    table.draw("deck", "hand0", 2)
    assert table["hand0"].view(0)["cards"] == ["c0", "c1"]
    assert table["hand0"].view(1)["cards"] == [None, None]
    assert table["deck"].view(0)["cards"][0] is None


def test_face_down_row_with_one_card_turned_up():
    table = make_table()
    table.draw("deck", "row", 2)
    table["row"].turn("c1", True)
    assert table["row"].view(1)["cards"] == [None, "c1"]
    table.move("c1", "discard")
    assert table["row"].flipped == []
    assert table.check(CARDS) == []


@given(st.integers(0, 10**9), st.lists(st.tuples(st.sampled_from(["deck", "hand0", "hand1", "row", "discard"]),
                                                 st.sampled_from(["deck", "hand0", "hand1", "row", "discard"])),
                                       max_size=60))
def test_cards_are_never_lost_or_duplicated(seed, moves):
    table = make_table()
    dice = SeededSource(seed)
    table.shuffle("deck", dice)
    for src, dst in moves:
        if table[src].cards:
            table.move(table[src].cards[0], dst, src=src)
    assert table.check(CARDS) == []
    assert sorted(table.all_cards()) == sorted(CARDS)


def test_check_reports_loss_and_duplicates():
    table = make_table()
    table["hand0"].cards.append("c0")
    table["deck"].cards.remove("c5")
    problems = table.check(CARDS)
    assert any("c0" in p and "both" in p for p in problems)
    assert any("c5" in p and "lost" in p for p in problems)


def test_table_round_trips_through_json():
    table = make_table()
    table.draw("deck", "row", 3)
    table["row"].turn("c2", True)
    again = Table.from_json(table.to_json())
    assert again.to_json() == table.to_json()
