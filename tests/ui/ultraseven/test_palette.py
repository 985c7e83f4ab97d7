"""Issue 10: Ultra Seven's two sides (the alien, seat 0; the TDF, seat 1) take their colours from the
colour-vision palette and always show their shape (whose view it is, the zones of each side)."""

from tabletop.games.ultraseven.state import ALIEN, TDF
from tabletop.ui import palette
from tabletop.ui.views.ultraseven.scene import HEADER

from tests.ui.seat_marks import OTHER, Marks, standard_after, switch  # noqa: F401  (fixture)
from .helpers import click, lift, start

ALIEN_ZONES = {"alien_hand", "face_down"}
TDF_ZONES = {"base", "capsules", "seven", "tdf_hand"}
SHARED = {"deck", "discard", "removed", "events", "information"}


def check_view(app, scene, marks, seat):
    marks.frame(app)
    assert scene.viewer == seat
    header = [c for c, _, _ in marks.shown(app, seat) if c[1] < HEADER]
    assert len(header) == 1, "the header names whose view it is with that side's shape"
    zones = {z.name: z for z in scene.table.zones}
    assert all(zones[n].owner is None for n in SHARED)
    for side, names in ((ALIEN, ALIEN_ZONES), (TDF, TDF_ZONES)):
        shown = [c for c, _, _ in marks.shown(app, side)]
        for name in names & set(zones):
            zone = zones[name]
            assert zone.owner == side
            frame = zone.frame or zone.rect
            assert any(frame.collidepoint(c) and c[1] < frame.y + 25 for c in shown), (name, "label marker")
            backs = [s for s in scene.table.slots if s.zone == name and s.entry.face is None]
            assert all(any(b.rect.inflate(4, 4).collidepoint(c) for c in shown) for b in backs), (name, "backs")


def test_both_sides_views_follow_the_palette_setting_with_shapes(app, monkeypatch, standard_after):
    scene = start(app)
    marks = Marks(monkeypatch)
    for name in ("standard", OTHER):
        switch(app, name)
        check_view(app, scene, marks, ALIEN)
        header = next(c for c, _, _ in marks.calls if c[1] < HEADER)
        assert tuple(app.surface.get_at(header))[:3] == palette.palette(name)[ALIEN]
    click(app, scene.end_button.rect.center)  # the alien ends its actions: the TDF's view
    lift(app)
    for name in (OTHER, "standard"):
        switch(app, name)
        check_view(app, scene, marks, TDF)
        header = next(c for c, _, _ in marks.calls if c[1] < HEADER)
        assert tuple(app.surface.get_at(header))[:3] == palette.palette(name)[TDF]
