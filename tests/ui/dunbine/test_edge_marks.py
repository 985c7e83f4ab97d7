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
    d.click(first.centre)
    d.frames(1)
    assert view.rect.collidepoint(view.hex_to_screen(seen.mover(off[0]).hex))   # the enemy is in view now
    assert off[0].id not in {m.uid for m in edgemarks.marks(scene)}
    assert view.camera.zoom >= edgemarks.LEAST_ZOOM
