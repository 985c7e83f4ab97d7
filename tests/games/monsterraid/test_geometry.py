"""The rules' plane geometry agrees with the physics' (poses, outlines, touching, overlap).

``tabletop.games.monsterraid.geometry`` delegates to ``tabletop.physics`` where
both compute the same thing; these tests pin that agreement (every board size
in the data, cards set by the rules, boards joined by the rules) and the places
where the rules keep their own test on purpose, so the two cannot drift apart.
"""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from tabletop.games.monsterraid import geometry
from tabletop.games.monsterraid.content import content
from tabletop.physics import geometry as plane
from tabletop.physics import layout
from tabletop.physics.model import BOARD_SIDES, Board

SIZES = sorted({t.sides for t in content().targets.values()})
POSES = [(0.0, 0.0, 0.0), (812.5, 433.0, 0.7), (-120.0, 955.25, -2.9), (400.0, 400.0, math.pi)]


def close(p, q, tol=1e-9):
    return len(p) == len(q) and all(math.hypot(a[0] - b[0], a[1] - b[1]) <= tol for a, b in zip(p, q))


def test_the_data_uses_the_board_sizes_the_physics_knows():
    assert SIZES and set(SIZES) <= set(BOARD_SIDES)


def test_rule_components_board_and_card_sizes_are_the_physics_ones():
    assert geometry.EDGE == layout.BOARD_EDGE == 65.0
    assert (geometry.CARD_LENGTH, geometry.CARD_WIDTH) == (layout.CARD_LENGTH, layout.CARD_WIDTH) == (88.0, 63.0)
    assert geometry.SHOOT_DISTANCE == 176.0
    for n in SIZES:
        assert geometry.apothem(n) == layout.board_apothem(n)
        assert geometry.circumradius(n) == layout.board_circumradius(n)


@pytest.mark.parametrize("sides", SIZES)
def test_rule_components_board_outline_matches_the_physics_board(sides):
    for x, y, angle in POSES:
        poly = geometry.polygon(x, y, angle, sides)
        assert close(poly, layout.board_polygon(Board("b", sides, x, y, angle)))
        # The documented convention: edge k faces angle + 2*pi*k/n, its corners at that +- pi/n.
        r = geometry.circumradius(sides)
        for k in range(sides):
            phi = geometry.edge_direction(sides, angle, k)
            assert close([poly[k], poly[(k + 1) % sides]],
                         [(x + r * math.cos(phi - math.pi / sides), y + r * math.sin(phi - math.pi / sides)),
                          (x + r * math.cos(phi + math.pi / sides), y + r * math.sin(phi + math.pi / sides))])
        assert plane.area(poly) > 0  # anticlockwise


@pytest.mark.parametrize("sides", SIZES)
def test_rule_effect_placement_card_pose_matches_the_physics_attach_card(sides):
    for x, y, angle in POSES:
        board = Board("b", sides, x, y, angle)
        board_poly = geometry.polygon(x, y, angle, sides)
        for edge in range(sides):
            pose = geometry.card_pose(x, y, angle, sides, edge)
            card = layout.attach_card(board, edge, "c")
            assert pose == (card.x, card.y, card.angle)
            poly = geometry.card_polygon(*pose)
            assert close(poly, layout.card_polygon(card))
            # Flush on its edge, outside the board: touching, never overlapping, by both tests.
            assert geometry.touching(poly, board_poly) and plane.touches(poly, board_poly)
            assert not geometry.overlap(poly, board_poly) and not plane.overlaps(poly, board_poly)
            assert geometry.polygon_distance(poly, board_poly) == pytest.approx(0.0, abs=1e-9)


@pytest.mark.parametrize("anchor_sides", SIZES)
def test_rule_setup_attach_pose_sets_boards_edge_to_edge_as_the_physics_sees_them(anchor_sides):
    x, y, angle = 700.0, 500.0, 0.4
    anchor_poly = geometry.polygon(x, y, angle, anchor_sides)
    for sides in SIZES:
        for anchor_edge in range(anchor_sides):
            own_edge = (anchor_edge * 5 + 1) % sides
            pose = geometry.attach_pose((x, y, angle, anchor_sides), anchor_edge, sides, own_edge)
            poly = geometry.polygon(*pose, sides)
            # The two edges face each other and share their midpoint.
            normals = (layout.edge_normal(Board("a", anchor_sides, x, y, angle), anchor_edge),
                       layout.edge_normal(Board("b", sides, *pose), own_edge))
            assert math.cos(normals[0] - normals[1]) == pytest.approx(-1.0)
            mid_a = [(anchor_poly[anchor_edge][i] + anchor_poly[(anchor_edge + 1) % anchor_sides][i]) / 2 for i in (0, 1)]
            mid_b = [(poly[own_edge][i] + poly[(own_edge + 1) % sides][i]) / 2 for i in (0, 1)]
            assert math.dist(mid_a, mid_b) < 1e-9
            assert geometry.touching(poly, anchor_poly) and plane.touches(poly, anchor_poly)
            assert not geometry.overlap(poly, anchor_poly) and not plane.overlaps(poly, anchor_poly)


def _hexes(gap):
    """Two hexagons side by side, ``gap`` mm apart (negative: pushed into each other)."""
    d = 2 * geometry.apothem(6) + gap
    return geometry.polygon(0.0, 0.0, 0.0, 6), geometry.polygon(d, 0.0, math.pi, 6)


@pytest.mark.parametrize("gap, touching, overlapping", [
    (0.0, True, False),     # flush: touching, not overlapping
    (-0.3, True, False),    # pushed in less than EPS: still only touching
    (-2.0, True, True),     # pushed in more than EPS: overlapping
    (0.8, True, False),     # a hand's gap under 1 mm counts as touching for the rules
    (3.0, False, False),
])
def test_rule_setup_touching_and_overlap_decisions(gap, touching, overlapping):
    a, b = _hexes(gap)
    assert geometry.touching(a, b) is touching
    assert geometry.overlap(a, b) is overlapping
    assert plane.overlaps(a, b, geometry.EPS) is overlapping
    # The physics' touching is contact only; the rules' 1 mm allowance is their own.
    assert plane.touches(a, b) is (gap <= 0.0)
    assert geometry.polygon_distance(a, b) == pytest.approx(max(gap, 0.0), abs=1e-9)


def test_rule_setup_touching_measures_corner_to_corner_distance_not_the_sat_gap():
    # Two squares corner to corner along the diagonal: SAT separation 0.9 mm, true distance 0.9*sqrt(2).
    a = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]
    b = [(p[0] + 10.9, p[1] + 10.9) for p in a]
    assert plane.separation(a, b) == pytest.approx(0.9)
    assert geometry.polygon_distance(a, b) == pytest.approx(0.9 * math.sqrt(2))
    assert not geometry.touching(a, b)


def test_rule_shoot_point_distance_and_point_in_polygon_agree_with_the_physics_off_the_outline():
    for sides in SIZES:
        poly = geometry.polygon(300.0, 200.0, 0.25, sides)
        for i in range(200):  # a spiral of points inside and outside, none exactly on the outline
            reach = 260.0 * (i % 7) / 6.0
            px, py = 300.0 + reach * math.cos(i * 2.399), 200.0 + reach * math.sin(i * 2.399)
            assert geometry.point_distance(px, py, poly) == plane.distance_to_polygon(px, py, poly)
            assert geometry.point_in_polygon(px, py, poly) is plane.point_in_polygon(px, py, poly)


def test_rule_sharp_shooting_point_on_the_outline_is_decided_half_open_by_the_rules():
    # Kept on purpose (see geometry.point_in_polygon): the physics counts the whole outline as inside.
    square = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]
    assert geometry.point_in_polygon(0.0, 5.0, square) and geometry.point_in_polygon(5.0, 0.0, square)
    assert not geometry.point_in_polygon(10.0, 5.0, square) and not geometry.point_in_polygon(5.0, 10.0, square)
    assert all(plane.point_in_polygon(x, y, square) for x, y in ((0.0, 5.0), (5.0, 0.0), (10.0, 5.0), (5.0, 10.0)))


def test_the_rules_geometry_imports_without_pymunk():
    code = ("import sys, tabletop.games.monsterraid.geometry, tabletop.games.monsterraid; "
            "sys.exit(1 if 'pymunk' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
