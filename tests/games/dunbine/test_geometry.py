"""Ranges (13): six sectors, their boundary hexes, F, and the same-hex rule 13.9."""

from __future__ import annotations

from tabletop.core.hexgrid import DIRECTIONS, Hex, neighbor
from tabletop.games.dunbine.geometry import FRONT, range_at, range_of, straight_ahead, turn_by
from tabletop.games.dunbine import combat

from .helpers import state, unit

O = Hex(0, 0)


def test_rule_13_1_edge_neighbours_fall_in_their_own_range():
    assert range_of(O, 0, neighbor(O, 0)) == "FF"
    assert range_of(O, 0, neighbor(O, 1)) == "FL"
    assert range_of(O, 0, neighbor(O, 5)) == "FR"
    assert range_of(O, 0, neighbor(O, 2)) == "BL"
    assert range_of(O, 0, neighbor(O, 4)) == "BR"
    assert range_of(O, 0, neighbor(O, 3)) == "BB"


def test_rule_13_3_hexes_on_the_ff_boundary_are_ff():
    assert range_of(O, 0, Hex(2, -1)) == "FF"   # +30 degrees line through a corner
    assert range_of(O, 0, Hex(1, 1)) == "FF"    # -30 degrees line
    assert range_of(O, 0, Hex(4, -2)) == "FF"


def test_rule_13_4_hexes_on_the_bb_boundary_are_bb():
    assert range_of(O, 0, Hex(-1, -1)) == "BB"  # +150 degrees
    assert range_of(O, 0, Hex(-2, 1)) == "BB"   # -150 degrees


def test_rule_13_7_side_boundary_hexes_are_fr_and_fl():
    assert range_of(O, 0, Hex(1, -2)) == "FL"   # +90 degrees, between FL and BL
    assert range_of(O, 0, Hex(-1, 2)) == "FR"   # -90 degrees, between FR and BR


def test_rule_13_2_ranges_turn_with_the_facing():
    for facing in range(6):
        for h in (Hex(2, -1), Hex(1, -2), Hex(-1, -1), Hex(3, 1), Hex(-2, 5)):
            assert range_of(O, facing, turn_by(h, facing)) == range_of(O, 0, h)


def test_turn_by_follows_the_direction_numbering():
    for i in range(6):
        assert turn_by(DIRECTIONS[0], i) == DIRECTIONS[i]
        assert range_of(O, i, neighbor(O, i)) == "FF"
        assert range_of(O, i, neighbor(O, (i + 1) % 6)) == "FL"


def test_range_at_is_the_range_of_the_target_turned_back_by_the_facing():
    """The written-out rotation of ``range_at`` against ``turn_by``, every hex within 7 and every facing."""
    seen = set()
    for facing in range(-6, 12):
        for dq in range(-7, 8):
            for dr in range(-7, 8):
                rel = turn_by(Hex(dq, dr), -facing)
                assert range_at(dq, dr, facing) == range_at(rel.q, rel.r, 0)
                assert range_of(Hex(3, -2), facing, Hex(3 + dq, -2 + dr)) == range_at(dq, dr, facing)
                seen.add(range_at(dq, dr, facing))
    assert seen == {"FF", "FL", "FR", "BL", "BR", "BB"}


def test_rule_13_8_f_is_ff_fr_fl():
    assert FRONT == {"FF", "FR", "FL"}


def test_rule_14_4_straight_ahead_row():
    assert straight_ahead(O, 0, Hex(5, 0))
    assert not straight_ahead(O, 0, Hex(5, -1))
    assert straight_ahead(O, 2, Hex(0, -3))


def test_rule_13_9_same_hex_later_arrival_counts_from_where_it_came():
    a = unit("a", 0, "dunbine", "sho", 10, 10, facing=0, entered=5, from_q=9, from_r=10)
    b = unit("b", 1, "drumlo", "todd", 10, 10, facing=3, entered=2, from_q=11, from_r=10)
    st = state(a, b)
    # a entered later: it counts as being at (9, 10), west of b.
    assert combat.positions(st, a, b) == (Hex(9, 10), Hex(10, 10))
    assert combat.target_range(st, a, b) == "FF"   # b is ahead (east) of a
    assert combat.attacker_range(st, a, b) == "FF"  # b faces west, towards a
    b.facing = 0
    assert combat.attacker_range(st, a, b) == "BB"
