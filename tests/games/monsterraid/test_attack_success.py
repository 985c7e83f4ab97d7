"""Rule シュート, 攻撃成功: what a die at rest counts for (``attack_success.landed_on``).

Rule book: the bottom face touching a board "even slightly" (ほんの少しでもかかっていたら攻撃成功);
straddling two targets, or a target and an effect card, counts for both. FAQ: the d8
overhang ruling; overlapping effect cards: only the top one counts where they overlap;
two effect cards straddled: both. A raised board counts only for dice up on its stand.
"""

import math

import pytest

from tabletop.games.monsterraid.attack_success import landed_on
from tabletop.physics import (Board, Card, Die, Table, attach_card, board_polygon, die_bottom_polygon,
                              die_silhouette_polygon)
from tabletop.physics.geometry import touches
from tabletop.physics.layout import board_apothem
from tabletop.physics.params import STAND_HEIGHT
from tabletop.physics.scenes import board_against


def _table(boards, cards=(), dice=()):
    return Table(1200.0, 900.0, list(boards), list(cards), list(dice))


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
    assert landed_on(table) == {"d": []}


def test_faq_d8_bottom_face_touching_slightly_is_on_the_board():
    """Rule book: ほんの少しでもかかっていたら攻撃成功 — a bottom-face corner over the edge counts."""
    radius = 16.0 / math.sqrt(3.0)
    # turned 60 degrees: a bottom-face corner now points at the board, 0.5 mm over the edge
    die = Die("d", "d8", "p", EDGE_X + radius - 0.5, 450.0, math.pi / 3.0)
    table = _table([_hex_board()], dice=[die])
    assert landed_on(table) == {"d": ["b"]}
    # exactly touching counts as touching
    die.x = EDGE_X + radius
    assert landed_on(table) == {"d": ["b"]}
    die.x = EDGE_X + radius + 0.01
    assert landed_on(table) == {"d": []}


@pytest.mark.parametrize("kind,silhouette_r,bottom_r", [("d12", 11.70, 7.23), ("d20", 10.74, 6.64)])
def test_faq_overhang_ruling_for_d12_and_d20(kind, silhouette_r, bottom_r):
    die = Die("d", kind, "p", EDGE_X + (silhouette_r + bottom_r) / 2.0, 450.0, math.pi)
    table = _table([_hex_board()], dice=[die])
    assert touches(die_silhouette_polygon(die), board_polygon(table.boards[0]))
    assert landed_on(table) == {"d": []}
    die.x = EDGE_X + bottom_r - 0.5
    assert landed_on(table) == {"d": ["b"]}


def test_die_straddling_two_targets_is_on_both():
    """シュート: ２つの【ターゲット】に跨って乗った場合も、両方に対して乗っている."""
    boss = _hex_board()
    minion = board_against(boss, 0, "m", 5)
    die = Die("d", "d6", "p", EDGE_X, 450.0, 0.3)
    assert landed_on(_table([boss, minion], dice=[die])) == {"d": ["b", "m"]}


def test_die_straddling_target_and_effect_card_is_on_both():
    """シュート: 【ターゲット】とエフェクトカードに跨って乗った場合も両方."""
    board = _hex_board()
    card = attach_card(board, 0, "c")
    die = Die("d", "d4", "p", EDGE_X + 1.0, 450.0, 0.0)
    assert landed_on(_table([board], [card], [die])) == {"d": ["b", "c"]}
    die.x = EDGE_X + 30.0
    assert landed_on(_table([board], [card], [die])) == {"d": ["c"]}


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
    assert landed_on(table) == {"o": ["high"], "l": ["low"], "x": ["high", "low"], "h": ["high"]}
    # swap the layers: now the other card is on top over the overlap
    low.layer, high.layer = 2, 1
    assert landed_on(table)["o"] == ["low"]
    # equal layers: the later card in Table.cards lies on top
    low.layer = high.layer = 0
    assert landed_on(table)["o"] == ["high"]


def test_faq_die_straddling_two_effect_cards_is_on_both():
    """FAQ: ２枚のエフェクトカードに跨って乗っている場合は、両方とも起動."""
    board = _hex_board()
    a = Card("a", "b", 0, 300.0, 300.0, 0.0)
    b = Card("b2", "b", 1, 388.0, 300.0, 0.0)  # touching end to end at x = 344
    die = Die("d", "d20", "p", 344.0, 300.0)
    assert landed_on(_table([board], [a, b], [die])) == {"d": ["a", "b2"]}


def test_raised_board_counts_only_for_dice_up_on_the_stand():
    flyer = Board("fly", 8, 400.0, 400.0, raised=True)
    card = attach_card(flyer, 2, "wing")
    up = Die("up", "d6", "p", 400.0, 400.0, z=STAND_HEIGHT)
    under = Die("under", "d6", "p", 410.0, 380.0)
    on_card = Die("c", "d6", "p", card.x, card.y, z=STAND_HEIGHT)
    hand = Die("hand", "d6", "p", 400.0, 400.0, in_play=False)
    assert landed_on(_table([flyer], [card], [up, under, on_card, hand])) == {
        "up": ["fly"], "under": [], "c": ["wing"]}


