"""Issue 16 (session 29), Dunbine at map zoom 0.7: the active machine's name plate clear of its turn markers.

At 0.7 (the least zoom that shows name plates, ``scene.HOME_ZOOM``) the two lower turn markers of the acting
machine crossed the top of its plate ("ダンバイン/マーベル"). Now the plate goes out past them (``counters._clear_of``)
and the thrust-left badge keeps clear of them too. Measured from what the real scene draws.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.views.dunbine import mapdraw

from .opening import accelerate_all, start


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
@pytest.mark.parametrize("zoom", [0.7, 1.0])
def test_the_acting_machines_plate_and_badge_clear_its_turn_markers(app, monkeypatch, size, zoom):
    app.resize(size)
    d = start(app)
    scene = d.scene
    accelerate_all(d, 6)
    scene.mapview.camera.zoom = zoom
    scene.mapview.centre_on(scene.seen.mover(scene.seen.find(scene.seen.active)).hex)
    drawn: list[list[tuple[str, pygame.Rect]]] = []
    real = mapdraw.draw_counters

    def keep(surface, ui, seen, view, selected, marks, occupied, *rest):
        centres = real(surface, ui, seen, view, selected, marks, occupied, *rest)
        drawn.append(occupied)
        return centres

    monkeypatch.setattr(mapdraw, "draw_counters", keep)
    d.frames(2, 0.05)
    assert drawn
    active = scene.seen.active
    markers = scene.turn_markers()
    assert len(markers) >= 4, markers  # a machine at thrust 6 may turn every way
    # each marker as drawn: a triangle of radius r with a dark edge 2 px further out
    rings = [pygame.Rect(int(p[0] - r - 2), int(p[1] - r - 2), int(2 * r + 5), int(2 * r + 5)) for _t, p, r in markers]
    own = [r for who, r in drawn[-1] if who == active]
    piece, plate = own[0], own[1]
    assert plate.w > piece.w // 2 and plate.collidelist(rings) < 0, (plate, rings)
    assert plate.top - piece.bottom <= 2 * max(r.h for r in rings), (plate, piece)  # still by its machine
    badge = [r for who, r in drawn[-1] if who == ""]
    assert badge and badge[-1].collidelist(rings) < 0, (badge, rings)
