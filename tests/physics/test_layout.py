"""Board and card outlines, free edges, dice in the way of a shot's start.

Rule book references: エフェクトの設置 (one card per edge, no overlapping). The
landed-on judgement and the shooting distance are rules: see
tests/games/monsterraid/test_attack_success.py and test_shoot.py.
"""

import math

import pytest

from tabletop.physics import (Board, Die, Table, attach_card, board_polygon, card_polygon,
                              free_edges)
from tabletop.physics.geometry import separation
from tabletop.physics.layout import board_apothem
from tabletop.physics.params import STAND_HEIGHT
from tabletop.physics.scenes import board_against


def _table(boards, cards=(), dice=()):
    return Table(1200.0, 900.0, list(boards), list(cards), list(dice))


@pytest.mark.parametrize("sides", [5, 6, 8, 12])
def test_components_board_sides_are_65mm(sides):
    board = Board("b", sides, 300.0, 200.0, 0.4)
    poly = board_polygon(board)
    assert len(poly) == sides
    for k in range(sides):
        (x1, y1), (x2, y2) = poly[k], poly[(k + 1) % sides]
        assert math.hypot(x2 - x1, y2 - y1) == pytest.approx(65.0)
        # edge k faces outwards at angle + 2*pi*k/sides
        mx, my = (x1 + x2) / 2 - 300.0, (y1 + y2) / 2 - 200.0
        assert math.atan2(my, mx) == pytest.approx(math.remainder(0.4 + 2 * math.pi * k / sides, 2 * math.pi))


def test_unknown_board_size_is_rejected():
    with pytest.raises(ValueError):
        board_polygon(Board("b", 7, 0.0, 0.0))


@pytest.mark.parametrize("sides,edge", [(5, 0), (6, 3), (8, 5), (12, 11)])
def test_effect_card_lies_outside_against_its_edge(sides, edge):
    board = Board("b", sides, 500.0, 400.0, 0.25)
    card = attach_card(board, edge, "fire", layer=2)
    assert (card.board, card.edge, card.layer) == ("b", edge, 2)
    gap = separation(card_polygon(card), board_polygon(board))
    assert gap == pytest.approx(0.0, abs=1e-6)  # touching, not overlapping
    assert math.hypot(card.x - 500.0, card.y - 400.0) == pytest.approx(board_apothem(sides) + 44.0)


def test_board_against_shares_a_whole_edge():
    boss = Board("boss", 12, 600.0, 450.0)
    minion = board_against(boss, 3, "m", 5, own_edge=2)
    a, b = board_polygon(boss), board_polygon(minion)
    assert separation(a, b) == pytest.approx(0.0, abs=1e-6)
    assert {(round(x, 6), round(y, 6)) for x, y in (a[3], a[4])} == \
        {(round(x, 6), round(y, 6)) for x, y in (b[2], b[3])}


def test_effect_setup_free_edges_skip_taken_and_blocked_edges():
    """エフェクトの設置: one card per edge; never overlapping another target or effect card."""
    boss = Board("boss", 6, 600.0, 450.0)
    minion = board_against(boss, 0, "m", 6)  # the minion's edge 0 lies on the boss's edge 0
    table = _table([boss, minion])
    assert free_edges(table, "boss") == [1, 2, 3, 4, 5]
    assert free_edges(table, "m") == [1, 2, 3, 4, 5]
    # the boss's edge-1 card reaches over the minion's edge 5: a card there would overlap it
    table.cards.append(attach_card(boss, 1, "c1"))
    assert free_edges(table, "m") == [1, 2, 3, 4]
    assert separation(card_polygon(attach_card(minion, 5, "?")), card_polygon(table.cards[0])) < -0.5
    # an edge with a card is taken (no overwriting: 新しいエフェクトカードで上書きすることはできません)
    table.cards.append(attach_card(minion, 4, "c2"))
    assert free_edges(table, "m") == [1, 2, 3]
    assert free_edges(table, "boss") == [2, 3, 4, 5]
    # removing a card frees its edge again
    table.cards.pop()
    assert free_edges(table, "m") == [1, 2, 3, 4]
    with pytest.raises(KeyError):
        free_edges(table, "nobody")


def test_dice_in_the_way_of_a_shot_start():
    from tabletop.physics import dice_in_the_way
    sitting = Die("a", "d6", "q", 100.0, 100.0)
    up = Die("u", "d6", "q", 100.0, 100.0, z=STAND_HEIGHT)  # up on a stand: not in the way
    gone = Die("g", "d6", "q", 100.0, 100.0, in_play=False)
    shooter = Die("s", "d8", "p", 0.0, 0.0, in_play=False)
    t = _table([], dice=[sitting, up, gone, shooter])
    assert dice_in_the_way(t, "s", 110.0, 100.0) == ["a"]
    assert dice_in_the_way(t, "s", 100.0 + 8.0 + 9.24 + 0.01, 100.0) == []  # touching is not in the way
    with pytest.raises(KeyError):
        dice_in_the_way(t, "zz", 0.0, 0.0)
