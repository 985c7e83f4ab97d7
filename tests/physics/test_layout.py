"""Board and card outlines, free edges, the shooting distance, and the landed-on judgement.

Rule book references: シュート (攻撃成功: the bottom face touching a board "even
slightly"; straddling two targets or a target and an effect card counts for both;
two card lengths from the nearest target), エフェクトの設置 (one card per edge, no
overlapping), and the FAQ (the d8 overhang ruling; overlapping effect cards: only
the top one counts where they overlap).
"""

import math

import pytest

from tabletop.physics import (Board, Card, Die, Table, attach_card, board_polygon, card_polygon,
                              die_bottom_polygon, die_silhouette_polygon, free_edges, rests_on,
                              shooting_position_ok)
from tabletop.physics.geometry import separation, touches
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


def test_shoot_at_least_two_card_lengths_from_nearest_target():
    """シュート: 最も近い【ターゲット】からカード２枚分以上離して."""
    board = Board("b", 6, 600.0, 450.0)
    table = _table([board])
    edge_x = 600.0 + board_apothem(6)
    ok, distance = shooting_position_ok(table, edge_x + 176.0, 450.0)
    assert ok and distance == pytest.approx(176.0)
    ok, distance = shooting_position_ok(table, edge_x + 170.0, 450.0)
    assert not ok and distance == pytest.approx(170.0)
    assert shooting_position_ok(table, 600.0, 450.0) == (False, 0.0)
    assert shooting_position_ok(_table([]), 1.0, 1.0) == (True, math.inf)


# -- landed on ------------------------------------------------------------------------

def _hex_board():
    return Board("b", 6, 600.0, 450.0)  # edge 0 is the vertical line x = 600 + apothem


EDGE_X = 600.0 + board_apothem(6)


def test_faq_d8_overhanging_tip_is_not_on_the_board():
    """FAQ: a d8 whose tip is over the board but whose bottom face does not touch it is NOT on it."""
    radius = 16.0 / math.sqrt(3.0)
    # angle 0: the hexagon vertex pointing at the board (180 deg) belongs to no bottom-face corner
    die = Die("d", "d8", "p", EDGE_X + radius - 2.0, 450.0, 0.0)
    table = _table([_hex_board()], dice=[die])
    assert touches(die_silhouette_polygon(die), board_polygon(table.boards[0]))
    assert not touches(die_bottom_polygon(die), board_polygon(table.boards[0]))
    assert rests_on(table) == {"d": []}


def test_faq_d8_bottom_face_touching_slightly_is_on_the_board():
    """Rule book: ほんの少しでもかかっていたら攻撃成功 — a bottom-face corner over the edge counts."""
    radius = 16.0 / math.sqrt(3.0)
    # turned 60 degrees: a bottom-face corner now points at the board, 0.5 mm over the edge
    die = Die("d", "d8", "p", EDGE_X + radius - 0.5, 450.0, math.pi / 3.0)
    table = _table([_hex_board()], dice=[die])
    assert rests_on(table) == {"d": ["b"]}
    # exactly touching counts as touching
    die.x = EDGE_X + radius
    assert rests_on(table) == {"d": ["b"]}
    die.x = EDGE_X + radius + 0.01
    assert rests_on(table) == {"d": []}


@pytest.mark.parametrize("kind,silhouette_r,bottom_r", [("d12", 11.70, 7.23), ("d20", 10.74, 6.64)])
def test_faq_overhang_ruling_for_d12_and_d20(kind, silhouette_r, bottom_r):
    die = Die("d", kind, "p", EDGE_X + (silhouette_r + bottom_r) / 2.0, 450.0, math.pi)
    table = _table([_hex_board()], dice=[die])
    assert touches(die_silhouette_polygon(die), board_polygon(table.boards[0]))
    assert rests_on(table) == {"d": []}
    die.x = EDGE_X + bottom_r - 0.5
    assert rests_on(table) == {"d": ["b"]}


def test_die_straddling_two_targets_is_on_both():
    """シュート: ２つの【ターゲット】に跨って乗った場合も、両方に対して乗っている."""
    boss = _hex_board()
    minion = board_against(boss, 0, "m", 5)
    die = Die("d", "d6", "p", EDGE_X, 450.0, 0.3)
    assert rests_on(_table([boss, minion], dice=[die])) == {"d": ["b", "m"]}


def test_die_straddling_target_and_effect_card_is_on_both():
    """シュート: 【ターゲット】とエフェクトカードに跨って乗った場合も両方."""
    board = _hex_board()
    card = attach_card(board, 0, "c")
    die = Die("d", "d4", "p", EDGE_X + 1.0, 450.0, 0.0)
    assert rests_on(_table([board], [card], [die])) == {"d": ["b", "c"]}
    die.x = EDGE_X + 30.0
    assert rests_on(_table([board], [card], [die])) == {"d": ["c"]}


def _overlapping_cards():
    low = Card("low", "b", 0, 300.0, 300.0, 0.0, layer=0)   # x 256..344, y 268.5..331.5
    high = Card("high", "b", 1, 360.0, 300.0, 0.0, layer=1)  # x 316..404
    return low, high


def test_faq_overlapping_effect_cards_only_top_counts_where_they_overlap():
    """FAQ: 重なっている部分に乗った場合、上になっている方のエフェクトカードのみ起動."""
    low, high = _overlapping_cards()
    board = Board("b", 6, 100.0, 700.0)
    inside_overlap = Die("o", "d6", "p", 330.0, 300.0)
    only_low = Die("l", "d6", "p", 280.0, 300.0)
    across = Die("x", "d6", "p", 316.0, 300.0)  # half on the low card alone, half on the overlap
    only_high = Die("h", "d6", "p", 380.0, 300.0)
    table = _table([board], [low, high], [inside_overlap, only_low, across, only_high])
    assert rests_on(table) == {"o": ["high"], "l": ["low"], "x": ["high", "low"], "h": ["high"]}
    # swap the layers: now the other card is on top over the overlap
    low.layer, high.layer = 2, 1
    assert rests_on(table)["o"] == ["low"]
    # equal layers: the later card in Table.cards lies on top
    low.layer = high.layer = 0
    assert rests_on(table)["o"] == ["high"]


def test_faq_die_straddling_two_effect_cards_is_on_both():
    """FAQ: ２枚のエフェクトカードに跨って乗っている場合は、両方とも起動."""
    board = _hex_board()
    a = Card("a", "b", 0, 300.0, 300.0, 0.0)
    b = Card("b2", "b", 1, 388.0, 300.0, 0.0)  # touching end to end at x = 344
    die = Die("d", "d20", "p", 344.0, 300.0)
    assert rests_on(_table([board], [a, b], [die])) == {"d": ["a", "b2"]}


def test_raised_board_counts_only_for_dice_up_on_the_stand():
    flyer = Board("fly", 8, 400.0, 400.0, raised=True)
    card = attach_card(flyer, 2, "wing")
    up = Die("up", "d6", "p", 400.0, 400.0, z=STAND_HEIGHT)
    under = Die("under", "d6", "p", 410.0, 380.0)
    on_card = Die("c", "d6", "p", card.x, card.y, z=STAND_HEIGHT)
    hand = Die("hand", "d6", "p", 400.0, 400.0, in_play=False)
    assert rests_on(_table([flyer], [card], [up, under, on_card, hand])) == {
        "up": ["fly"], "under": [], "c": ["wing"]}


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
