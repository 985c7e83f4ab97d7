"""Issue 16 (session 25), SD Gundam Force's look: what was left of the small print.

* The deck builder's grid cards had empty paper between the kind row and the power: the attribute filters match adapt
  or terrain, and the grid did not say which a card had. A grid card shows its captioned rows (「適応」 / 「地形」,
  "Adapt" / "Terrain") with their badges, caption and glyph at 10 px (``CardFace.row_print``; the table's faces size
  them from the card's height, 7 px on the grid), its kind row kept where its name shrinks at most 2 px for them
  (session 26: down to 10 px, on every card, test_look26).
* The terrain tile at 800x560 and 150 % was 50 px under its zone's label: long names on one line at 8 px. The tile
  takes the label's room (its chip says "地形 陸" / "Terrain Land"): every name whole at 12 px, two lines at most.
* An empty standby field beside tiles (48 px) printed "Standby" at 9 px: 49 px, 10 px.
"""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards import CardFace
from tabletop.ui.cards.render import ROW_LEAST, row_leasts, table_name
from tabletop.ui.views.sdgf.faces import ADAPT, GRID_PRINT, TERRAIN, face_for, grid_face
from tabletop.ui.views.sdgf.zones import EMPTY_FIELD_W, ZONE_TEXT

from .conftest import start
from .test_deckbuilder import builder_at
from .test_deckbuilder_print import grid_prints
from .test_look23 import LANGS, _app
from .test_small_print import _whole

ALL_WINDOWS = [((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5)]
#: the least size of a terrain tile's name at 800x560 and 150 % (ja / en): 8 / 8 before, now
TERRAIN_LEAST = 12
#: the least size of an empty field's short label ("Standby"): 9 px before, now
LABEL_LEAST = 10


@pytest.mark.parametrize("size, scale", ALL_WINDOWS, ids=["1280x800", "800x560", "150%"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_grid_card_shows_its_captioned_attribute_rows(home, size, scale, lang):
    """Every card of the grid draws each of its rows (an SD card adapt and terrain, a counter card terrain) with its
    caption, in both languages and every window; its name keeps lines whole (a card that shrinks its name for its rows
    keeps at least 10 px)."""
    app, builder = builder_at(lang, size, scale)
    app.step([], 0.016)
    cards, w = builder.grid.cards, builder.grid_card_w
    short = []
    for cid, card in card_set().items():
        face = grid_face(cid)
        drawn = cards.anatomy(face, w, lang)
        assert len(face.icon_rows) == (2 if card.is_sd else 1)
        if drawn.rows != len(face.icon_rows):
            short.append((cid, drawn.rows))
        if "".join(drawn.lines).replace(" ", "").replace("-", "") != table_name(face, lang).replace(" ", "").replace("-", ""):
            short.append((cid, drawn.lines))
    assert not short, short
    assert not app.crashes


@pytest.mark.parametrize("size, scale", ALL_WINDOWS, ids=["1280x800", "800x560", "150%"])
def test_grid_captions_and_glyphs_print_at_10_px(home, size, scale):
    """The rows' captions and every attribute glyph (陸海空異) a grid card draws print at ``GRID_PRINT`` px or more (the
    table's faces size them from the card: 7 px on a 95 px card)."""
    for lang in LANGS:
        app, builder = builder_at(lang, size, scale)
        app.step([], 0.016)
        drawn, _ = grid_prints(builder, lang)
        marks = [(line, px) for line, px in drawn if line in ("陸", "海", "空", "異", ADAPT.get(lang), TERRAIN.get(lang))]
        assert {line for line, _ in marks} == {"陸", "海", "空", "異", ADAPT.get(lang), TERRAIN.get(lang)}
        assert min(px for _, px in marks) >= GRID_PRINT == 10, sorted(set(marks))


def test_row_print_is_opt_in():
    """A face without ``row_print`` keeps the shared least badge (the table's faces: their pictures unchanged); the grid
    face asks for badges whose glyph is 10 px (radius 8)."""
    assert row_leasts(face_for("SDGF-02"))[0] == ROW_LEAST
    assert row_leasts(grid_face("SDGF-02")) == (8, 10, 13)
    assert CardFace("x", "sd", face_for("SDGF-02").title).row_print == 0


@pytest.mark.parametrize("size, scale", [((800, 560), 1.0), ((1280, 800), 1.5)], ids=["800x560", "150%"])
def test_every_terrain_tile_prints_its_name_whole_at_12_px(app, size, scale):
    """Every card of the data as the terrain at 800x560 and 150 %: a tile filling its zone (no label over it: its chip
    says "地形" / "Terrain"), its name whole at ``TERRAIN_LEAST`` px or more on at most two lines over its attribute
    (10 px), in both languages (8 px on one line before)."""
    scene = start(_app(app, size, scale))
    bad = []
    for cid in card_set():
        scene.view["terrain"] = [dict(id="1-50", card=cid)]
        scene.rebuild()
        zone = next(z for z in scene.table.zones if z.name == "terrain")
        tile = next(s for s in scene.table.slots if s.zone == "terrain")
        assert zone.label is None and zone.rect.contains(tile.rect) and tile.rect.h >= 70, (zone.label, tile.rect)
        if not _whole(scene.table.cards, tile.entry.face, tile.rect.w, tile.rect.h, TERRAIN_LEAST):
            bad.append(cid)
        for lang in LANGS:
            cards, (w, h) = scene.table.cards, tile.rect.size
            if len(cards.strip_anatomy(tile.entry.face, w, h, lang).lines) > 2 or \
                    cards.tile_number_size(tile.entry.face, w, h, lang) < 10:
                bad.append((cid, lang))
    assert not bad, bad


def test_an_empty_terrain_zone_keeps_its_label(app):
    """Before a terrain is shown the zone says what it is for."""
    scene = start(_app(app, (800, 560), 1.0))
    scene.view["terrain"] = []
    scene.rebuild()
    zone = next(z for z in scene.table.zones if z.name == "terrain")
    assert zone.label == ZONE_TEXT["terrain"]


@pytest.mark.parametrize("size, scale", ALL_WINDOWS, ids=["1280x800", "800x560", "150%"])
def test_an_empty_standby_field_beside_tiles_prints_its_label_at_10_px(app, size, scale):
    """Each standby field empty, each battlefield three long names (the fields are tiles): the standby field is
    ``EMPTY_FIELD_W`` px, its short label whole at 10 px or more in both languages (9 px in 48 px before)."""
    scene = start(_app(app, size, scale))
    for p in (0, 1):
        seat = scene.view["seats"][p]
        seat["standby"] = []
        seat["battlefield"] = [dict(id=f"{p + 1}-8{k}", card=c) for k, c in enumerate(("SDGF-25", "SDGF-33", "SDGF-31"))]
    scene.rebuild()
    for p in (0, 1):
        zone = next(z for z in scene.table.zones if z.name == f"standby{p}")
        assert zone.rect.w == EMPTY_FIELD_W
        for lang in LANGS:
            _, label, _, shown, size_px = scene.table._label(zone, lang)
            assert shown == label and size_px >= LABEL_LEAST, (lang, label, shown, size_px)
