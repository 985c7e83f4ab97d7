"""The newcomer pass (issue 16, round two): on turn 2 both enemy machines were off the map view while the player
moved towards them. Each enemy machine off the view now has a marker at the view's edge (``edgemarks``), inside
the view, pointing at it, with its distance in hexes; a click on it brings the enemy into view."""

from __future__ import annotations

import math

import pytest

from tabletop.core.hexgrid import distance
from tabletop.ui.views.dunbine import edgemarks

from .opening import accelerate_all, first_turn, start


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_enemies_off_the_view_have_a_marker_at_its_edge_that_brings_them_in(app, size):
    app.resize(size)
    d = start(app)
    first_turn(d)
    accelerate_all(d, 4)        # the second side's action phase: its first machine acts
    scene, seen = d.scene, d.scene.seen
    active = seen.find(seen.active)
    assert active is not None
    view = scene.mapview
    view.camera.zoom = 1.0      # the view on the acting machine: the enemies are off it
    x, y = view.layout.hex_center(seen.mover(active).hex)   # the machine right of the view's centre, the enemies
    view.camera.centre_on(x - view.rect.w * 0.35 / view.camera.zoom, y)   # off its left edge, beyond its moves
    d.frames(1)
    enemies = [u for u in seen.units if u.in_play and not u.carrier and u.side != active.side]
    off = [u for u in enemies if not view.rect.collidepoint(view.hex_to_screen(seen.mover(u).hex))]
    assert off, "the test needs an enemy off the view"
    marks = {m.uid: m for m in edgemarks.marks(scene)}
    moves = {t.hex for t in scene.targets}
    assert not any(view.hex_at(m.centre) in moves for m in marks.values())   # never over a hex to move to
    assert set(marks) == {u.id for u in off}   # one marker per enemy off the view, none for those in it
    for u in off:
        m = marks[u.id]
        assert view.rect.contains(m.rect), (m.rect, view.rect)   # the marker and its arrow inside the view
        px, py = view.hex_to_screen(seen.mover(u).hex)
        aim = math.atan2(py - m.centre[1], px - m.centre[0])
        assert abs(math.remainder(aim - math.atan2(m.toward[1], m.toward[0]), math.tau)) < 0.05   # it points at it
        assert m.hexes == distance(seen.mover(active).hex, seen.mover(u).hex)
    rects = [m.rect.inflate(-2 * edgemarks.ARROW, -2 * edgemarks.ARROW) for m in marks.values()]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])   # discs apart
    first = marks[off[0].id]
    camera = view.camera

    def centre() -> tuple[float, float]:   # the map point at the view's centre
        return camera.to_map(camera.view_w / 2, camera.view_h / 2)

    before = centre()
    d.click(first.centre)
    moved = centre()
    d.frames(40)
    goal = centre()
    assert not view.gliding
    assert view.rect.collidepoint(view.hex_to_screen(seen.mover(off[0]).hex))   # the enemy is in view now
    assert off[0].id not in {m.uid for m in edgemarks.marks(scene)}
    assert view.camera.zoom >= edgemarks.LEAST_ZOOM
    # eased, not a jump: the frames of the click went part of the way (the arrow keys' pan)
    whole = math.dist(before, goal) * view.camera.zoom
    assert whole > 100 and 0 < math.dist(before, moved) * view.camera.zoom < 0.6 * whole


def _second_side_acting(app, size):
    """The opening at ``size``: the second side's action phase, its first machine acting (driver, scene, seen, the
    acting machine, the map view)."""
    app.resize(size)
    d = start(app)
    first_turn(d)
    accelerate_all(d, 4)
    scene, seen = d.scene, d.scene.seen
    active = seen.find(seen.active)
    assert active is not None
    return d, scene, seen, active, scene.mapview


def _two_enemies_off_the_left_edge(app, size, apart: bool):
    """The second side's first machine acting at the view's right edge, both enemies off the view's left edge
    (beyond the machine's moves, even at 800x560): in hexes next to each other (``apart``) or stacked in one hex."""
    from tabletop.core.hexgrid import Hex

    d, scene, seen, active, view = _second_side_acting(app, size)
    enemies = [u for u in seen.units if u.in_play and not u.carrier and u.side != active.side][:2]
    enemies.sort(key=lambda u: view.hex_to_screen(seen.mover(u).hex)[0])   # the one further off the view first
    left = seen.mover(enemies[0]).hex
    assert not view.rect.collidepoint(view.hex_to_screen(left))
    with scene.session.edit() as s:   # the other beside it (one hex down the map) or in its hex
        h = Hex(left.q, left.r + (1 if apart else 0))
        s.unit(enemies[1].id).q, s.unit(enemies[1].id).r = h.q, h.r
    scene.on_change([])
    view.camera.zoom = 1.0
    x, y = view.layout.hex_center(seen.mover(active).hex)
    view.camera.centre_on(x - view.rect.w * 0.45 / view.camera.zoom, y)
    d.frames(1)
    return d, scene, [u.id for u in enemies]


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_two_markers_on_one_edge_are_each_clickable(app, size):
    """Issue 16: two enemies off one edge in neighbouring hexes put their markers 6 px apart, each arrow over the
    other's disc. Now their click areas (disc and arrow) stand apart, and each answers a click on its disc and its arrow."""
    d, scene, uids = _two_enemies_off_the_left_edge(app, size, apart=True)
    view = scene.mapview
    marks = edgemarks.marks(scene)
    assert sorted(m.uid for m in marks) == sorted(uids)
    a, b = marks
    assert not a.rect.colliderect(b.rect) and view.rect.contains(a.rect) and view.rect.contains(b.rect)
    for m in marks:
        assert edgemarks.mark_at(scene, m.centre) == m
        assert edgemarks.mark_at(scene, (round(m.tip()[0] - m.toward[0] * 3), round(m.tip()[1] - m.toward[1] * 3))) == m


def test_machines_stacked_off_the_view_share_one_marker_that_names_them_all(app):
    d, scene, uids = _two_enemies_off_the_left_edge(app, (1280, 800), apart=False)
    marks = edgemarks.marks(scene)
    assert len(marks) == 1 and {marks[0].uid, *marks[0].more} == set(uids)


def test_the_acting_machine_off_the_view_has_a_marker_that_brings_the_view_back(app):
    """The newcomer pass at 800x560 (session 29): a click on an enemy's marker 22 hexes away showed the enemy, the
    acting machine then off the view with no marker and no key to bring it back. Its own marker (a dot, no
    distance) glides the view back to it."""
    d, scene, seen, active, view = _second_side_acting(app, (800, 560))
    enemy = max((u for u in seen.units if u.in_play and not u.carrier and u.side != active.side),
                key=lambda u: distance(seen.mover(u).hex, seen.mover(active).hex))
    view.centre_on(seen.mover(enemy).hex)   # looking at the enemy: the acting machine off the view
    d.frames(1)
    here = seen.mover(active).hex
    assert not view.rect.collidepoint(view.hex_to_screen(here))
    own = [m for m in edgemarks.marks(scene) if m.own]
    assert [m.uid for m in own] == [active.id] and own[0].hexes is None and view.rect.contains(own[0].rect)
    assert edgemarks.mark_at(scene, own[0].centre) == own[0]
    d.click(own[0].centre)
    d.frames(40)
    assert view.rect.collidepoint(view.hex_to_screen(here)) and not any(m.own for m in edgemarks.marks(scene))
