"""Issue 10: SD Gundam Force seats take their colours from the colour-vision palette and always show
their shape (zone labels, card backs, the player to act)."""

from tabletop.games.sdgf.cards import card_set
from tabletop.ui import palette
from tabletop.ui.views.sdgf.faces import face_for
from tabletop.ui.views.sdgf.zones import back_colour

from tests.ui.seat_marks import OTHER, Marks, standard_after, switch  # noqa: F401  (fixture)
from .conftest import start


def seat_zones(scene, seat):
    return [z for z in scene.table.zones if z.name != "terrain" and z.name.endswith(str(seat))]


def test_seat_zones_cards_and_backs_follow_the_palette_setting_with_shapes(app, monkeypatch, standard_after):
    scene = start(app)
    marks = Marks(monkeypatch)
    seen = {}
    for name in ("standard", OTHER):
        switch(app, name)
        marks.frame(app)  # the palette changed under the scene: it rebuilds its zones with the new colours
        for seat in (0, 1):
            colour = palette.palette(name)[seat]
            zones = seat_zones(scene, seat)
            assert len(zones) == 7 and all(z.owner == seat for z in zones)
            assert all(z.back_colour == back_colour(seat) for z in zones)
            faces = [s.entry.face for s in scene.table.slots if s.zone in {z.name for z in zones}
                     and s.entry.face is not None and s.entry.face.kind == "sd"]
            assert all(f.accent == colour for f in faces)  # SD cards framed in the seat's colour
            assert faces or seat != scene.me  # (the other seat's cards are still hidden at the start)
            sd = next(c for c in card_set().values() if c.is_sd)
            assert face_for(sd.id, "x", seat).accent == colour
            shown = marks.shown(app, seat)
            labelled = [z for z in zones if any((z.frame or z.rect).collidepoint(c) for c, _, _ in shown)]
            assert len(labelled) >= 5, f"seat {seat} under {name}: its zones show its shape"
            backs = [s for s in scene.table.slots if s.zone in {z.name for z in zones} and s.entry.face is None]
            assert backs and any(b.rect.collidepoint(c) for b in backs for c, _, _ in shown)
        seen[name] = (back_colour(0), back_colour(1))
    assert seen["standard"] != seen[OTHER]


def test_the_player_to_act_is_named_with_their_shape(app, monkeypatch, standard_after):
    scene = start(app)
    marks = Marks(monkeypatch)
    for name in ("standard", OTHER):
        switch(app, name)
        marks.frame(app)
        seat = scene.session.pending().seat
        assert any(scene.who_mark.rect.collidepoint(c) for c, _, _ in marks.shown(app, seat))
