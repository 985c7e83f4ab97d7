"""Issue 16 (session 29), Dunbine: at a turn's start no machine of the side to move is cut by the map view's edge.

``frame_side`` framed the acting machine with room for its plate and left the side's other machines where that put
them: at zoom 0.7 on an 800x560 window a machine stood half outside the view (over a played great battle at 0.7,
pieces of the side to move cut at its turns and actions: 7 at 1280x800, 23 at 800x560; skirmish 1 at 800x560; now
0, 2 and 0). Now the camera pans, never zooms, by the least that brings each piece wholly in (or wholly out, where
an edge mark points to it), the acting machine still ``PLATE_ROOM`` px inside the edge (``framing.keep_whole``).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.hexgrid import Hex

from tabletop.ui.views.dunbine import framing
from tabletop.ui.views.dunbine.counters import piece_size
from tabletop.ui.views.dunbine.scene import PLATE_ROOM

from .opening import accelerate_all, start


def _pieces(view, hexes) -> list[pygame.Rect]:
    """Each machine's piece as drawn, in the map view's coordinates."""
    side = piece_size(view.layout, view.camera.zoom)
    out = []
    for h in hexes:
        x, y = view.camera.to_screen(*view.layout.hex_center(h))
        out.append(pygame.Rect(round(x) - side // 2, round(y) - side // 2, side, side))
    return out


def _cut(view, hexes) -> list[pygame.Rect]:
    area = pygame.Rect(0, 0, view.rect.w, view.rect.h)
    return [r for r in _pieces(view, hexes) if r.colliderect(area) and not area.contains(r)]


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_the_side_to_move_is_shown_whole_at_zoom_0_7(app, size):
    """The skirmish's action phase at 0.7, the camera left by the last player with Sho's Dunbine half over the top
    edge of the view: the hand-over's framing brings it in whole and keeps Marvel's (acting) with its plate room."""
    app.resize(size)
    d = start(app)
    scene = d.scene
    accelerate_all(d, 6)
    scene.home_zoom = 0.7   # the game's first zoom where the side is spread wide (the great battle at 1280x800)
    seen, view = scene.seen, scene.mapview
    mine = [seen.mover(u).hex for u in seen.side_units(seen.current)]
    acting = seen.mover(seen.find(seen.active)).hex
    other = next(h for h in mine if h != acting)
    camera = view.camera
    camera.zoom = 0.7
    ox, oy = view.layout.hex_center(other)
    ax, _ = view.layout.hex_center(acting)
    camera.x, camera.y = min(ox, ax) - 120 / camera.zoom, oy   # the other machine's centre on the top edge
    assert _cut(view, [other]) and view.shows(acting, PLATE_ROOM)
    scene.frame_side(seen.current)
    assert camera.zoom == 0.7
    assert not _cut(view, mine), _pieces(view, mine)
    area = pygame.Rect(0, 0, view.rect.w, view.rect.h)
    assert all(area.contains(r) for r in _pieces(view, mine))   # both whole, not one pushed out
    assert view.shows(acting, PLATE_ROOM)


def test_a_piece_that_cannot_come_in_whole_goes_wholly_out(app):
    """Two machines too far apart for both to be whole with the acting one's plate room: the one cut by the top edge
    leaves the view whole, the acting one keeps its room."""
    app.resize((800, 560))
    view = start(app).scene.mapview
    camera, layout = view.camera, view.layout
    camera.zoom = 0.7
    half = piece_size(layout, camera.zoom) // 2
    low = view.rect.h - PLATE_ROOM  # the acting machine's centre at most this far down
    acting = layout.pixel_to_hex(camera.map_w / 2, camera.map_h / 2)
    ax, ay = layout.hex_center(acting)

    def gap(h: Hex) -> tuple[float, float]:
        x, y = layout.hex_center(h)
        return (ax - x) * camera.zoom, (ay - y) * camera.zoom

    far = next(h for dr in range(1, 40) for dq in range(-20, 21) if (h := Hex(acting.q + dq, acting.r - dr))
               and abs(gap(h)[0]) < 100 and low - half - framing.PAD + 1 < gap(h)[1] < low + half)
    top = low - gap(far)[1] - 1     # the far machine's centre this far below the top edge: its piece is cut
    camera.x = ax - view.rect.w / 2 / camera.zoom
    camera.y = layout.hex_center(far)[1] - top / camera.zoom
    assert _cut(view, [far]) and view.shows(acting, PLATE_ROOM)
    assert framing.keep_whole(view, [acting, far], [acting], PLATE_ROOM)
    assert not _cut(view, [acting, far]) and view.shows(acting, PLATE_ROOM)
    area = pygame.Rect(0, 0, view.rect.w, view.rect.h)
    assert not _pieces(view, [far])[0].colliderect(area)   # wholly out: its edge mark points to it
