"""Issue 16 (session 23), SD Gundam Force's look: the small print left after session 22.

* The viewer's dark hole at 800x560 and 150 %: two 51 px tiles printed their power at 8 px under a name on two lines,
  and a hole of three showed 26 px strips whose names went on two lines of 10 px closed up (their ink about 8 px). Its
  return row is 91 px and 4 px above it (``geometry.OWN_RETURN_ROW``): two tiles 54 px high, name and power at 10 px
  (``SdgfScene.hole_fits``); a strip whose name takes two lines makes the hole tiles (``SdgfScene.hole_roomy``).
* The 1280x800 window's dark-hole strips are up to 30 px high (``zones.HOLE_STRIP_ROOMY``): a name on two lines at
  11 px (10 px closed up in 26 px strips).
* An empty counter zone lends the fields its width beyond 48 px where their tiles' names want more room
  (``zones.lend_counter``): a full standby field of long names at 150 % prints every name at 10 px (9 before).
* Field, return and terrain tiles print their names up to 18 px where they have the room (``CardFace.tile_name_max``,
  ``zones.TABLE_TILE_NAME_MAX``): the 1280x800 window's 177 px standby tiles printed them at 13-14 px.
* An English name on a face breaks before its bracket as the Japanese one does (``CardFace.bracket_lines``): the deck
  builder's "Knight" / "Zero (SMV" / "Tornado)" is "Knight Zero" / "(SMV" / "Tornado)".
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards import CardRenderer
from tabletop.ui.cards.render import TILE_H, TILE_NAME_MAX
from tabletop.ui.views.sdgf.faces import face_for
from tabletop.ui.views.sdgf.zones import EMPTY_COUNTER_W, HAND_NAME_GOOD, HOLE_STRIP_ROOMY, TABLE_TILE_NAME_MAX

from .conftest import start
from .test_look22 import LONG_THREE
from .test_small_print import _whole
from tabletop.ui.text import TextCache

LANGS = ("ja", "en")
WINDOWS = [((800, 560), 1.0), ((1280, 800), 1.5)]
#: the longest names of the data in a dark hole (two lines on a tile of the viewer's hole in both languages)
LONG_HOLE = ("SDGF-25", "SDGF-17", "SDGF-33")


@pytest.fixture
def cards(app):
    pygame.font.init()
    return CardRenderer(TextCache())


def _app(app, size, scale):
    from tabletop.ui.app import App

    if size != app.size or scale != 1.0:
        app = App("ja", size=size)
        if scale != 1.0:
            app.change_setting("ui_scale", scale)
    return app


def _hole(scene, p: int, cards: tuple[str, ...]) -> list:
    for q in (0, 1):
        scene.view["seats"][q]["dark_hole"] = [dict(id=f"{q + 1}-6{k}", card=c) for k, c in enumerate(cards)]
        scene.view["seats"][q]["dark_hole_count"] = len(cards)
    scene.rebuild()
    return [s for s in scene.table.slots if s.zone == f"darkhole{p}"]


def _hole_small_print(scene, shown, two_lines: int = 0) -> list:
    """The shown cards of a dark hole whose name or power prints under 10 px, or whose name takes two lines of a
    strip (``two_lines``: under that size on two lines)."""
    cards, bad = scene.table.cards, []
    for s in shown:
        face = s.entry.face
        if s.rect.h >= TILE_H:
            if not _whole(cards, face, s.rect.w, s.rect.h, HAND_NAME_GOOD, numbers=True):
                bad.append((face.title.en, tuple(s.rect)))
            continue
        for lang in LANGS:
            drawn = cards.strip_anatomy(face, s.rect.w, s.rect.h, lang)
            power = min(((box.h + 4) // 2 for box in drawn.numbers), default=99 if not face.stats else 0)
            least = (two_lines or 99) if len(drawn.lines) > 1 else HAND_NAME_GOOD
            if len(drawn.lines) > 2 or drawn.name_size < least or power < HAND_NAME_GOOD:
                bad.append((lang, drawn.lines, drawn.name_size, power, tuple(s.rect)))
    return bad


@pytest.mark.parametrize("size, scale", WINDOWS, ids=["800x560", "150%"])
def test_the_viewers_dark_hole_prints_names_and_power_at_10_px(app, size, scale):
    """A hole of two long names shows both as tiles, each name whole at 10 px or more over its power at 10 px (51 px
    tiles printed it at 8); a hole of three shows its latest two so, the third counted in its label (26 px strips
    put two lines of 10 px closed up)."""
    scene = start(_app(app, size, scale))
    shown = _hole(scene, 0, LONG_HOLE[:2])
    assert len(shown) == 2 and all(s.rect.h >= 54 for s in shown), [tuple(s.rect) for s in shown]
    assert not _hole_small_print(scene, shown)
    shown = _hole(scene, 0, LONG_HOLE)
    assert [s.entry.face.id for s in shown] == ["1-61", "1-62"]
    assert not _hole_small_print(scene, shown)
    zone = next(z for z in scene.table.zones if z.name == "darkhole0")
    assert zone.label.en.endswith(" +1") and all(zone.rect.contains(s.rect) for s in shown)


def test_the_larger_windows_dark_hole_sets_two_lines_of_a_name_apart(app):
    """At 1280x800 a hole of five long names on the viewer's side (three are tiles since session 24, ``test_look24``):
    strips ``HOLE_STRIP_ROOMY`` px high, a name on two lines at 11 px or more (26 px strips closed two lines of 10 px
    up), the power at 11 px or more; the opponent's hole (83 px) shows its latest as tiles."""
    scene = start(app)
    assert app.size == (1280, 800)
    shown = _hole(scene, 0, LONG_HOLE + ("SDGF-03", "SDGF-31"))
    cards = scene.table.cards
    assert len(shown) == 5
    for s in shown:
        assert s.strip and s.rect.h == HOLE_STRIP_ROOMY, tuple(s.rect)
        for lang in LANGS:
            drawn = cards.strip_anatomy(s.entry.face, s.rect.w, s.rect.h, lang)
            assert drawn.name_size >= (11 if len(drawn.lines) > 1 else 10), (drawn.lines, drawn.name_size)
            assert min((box.h + 4) // 2 for box in drawn.numbers) >= 11, drawn.numbers
    assert all(s.rect.h >= TILE_H for s in scene.table.slots if s.zone == "darkhole1")


@pytest.mark.slow
@pytest.mark.parametrize("size, scale", WINDOWS, ids=["800x560", "150%"])
def test_every_card_in_the_viewers_dark_hole_prints_at_10_px(app, size, scale):
    """Every card of the data in the viewer's dark hole after "Commander Sazabi (as Zako Red)", and as the third
    after two short names: whatever the hole shows prints its names and power at 10 px or more, a name on one line
    of a strip or over its power on a tile."""
    scene = start(_app(app, size, scale))
    bad = []
    for cid in card_set():
        for cards in (("SDGF-25", cid), ("SDGF-05", "SDGF-08", cid)):
            shown = _hole(scene, 0, cards)
            assert shown and shown[-1].entry.face.id == f"1-6{len(cards) - 1}"
            bad += [(cards, b) for b in _hole_small_print(scene, shown)]
    assert not bad, bad[:10]


@pytest.mark.parametrize("size, scale", [pytest.param(*WINDOWS[0], marks=pytest.mark.slow), WINDOWS[1]],
                         ids=["800x560", "150%"])
def test_an_empty_counter_zone_lends_the_fields_room_and_takes_it_back(app, size, scale):
    """A full standby field of long names, all tapped (session 24: with 63 px tiles one tapped among them gets 10 px
    without the loan), the battlefield and the counter zone empty: the counter zone is ``EMPTY_COUNTER_W`` px at the
    row's end, its label whole; once it holds a counter card it is as wide as before."""
    app = _app(app, size, scale)
    scene = start(app)
    from tabletop.ui.views.sdgf.geometry import compute

    before = compute(app.size)["own_counter"]
    for p in (0, 1):
        seat = scene.view["seats"][p]
        seat["standby"] = [dict(id=f"{p + 1}-9{k}", card=c, tapped=True, turns_tapped=1)
                           for k, c in enumerate(LONG_THREE)]
        seat["battlefield"], seat["counter_cards"] = [], []
    scene.rebuild()
    zones = {z.name: z for z in scene.table.zones}
    counter = zones["counter0"].rect
    assert counter.w == EMPTY_COUNTER_W and counter.right == before.right
    assert zones["battle0"].rect.right < counter.x and zones["standby0"].rect.right < zones["battle0"].rect.x
    for lang in LANGS:
        for name in ("counter0", "counter1", "battle0", "standby0"):
            _, label, _, shown, px = scene.table._label(zones[name], lang)
            assert shown == label and px >= 10, (name, label, shown, px)
    scene.view["seats"][0]["counter_cards"] = [dict(id="1-40", card="SDGF-43")]
    scene.rebuild()
    assert next(z for z in scene.table.zones if z.name == "counter0").rect == before


def test_field_tiles_at_1280x800_print_names_larger_on_no_more_lines(app):
    """Three standby cards and a battlefield card at 1280x800: each tile whose name takes one or two lines at 14 px
    (``TILE_NAME_MAX``, the most before: 13 px in a 265 px tile) prints it at 15 px or more, on no more lines, its
    power as large; none smaller."""
    scene = start(app)
    assert app.size == (1280, 800)
    for p in (0, 1):
        seat = scene.view["seats"][p]
        seat["standby"] = [dict(id=f"{p + 1}-9{k}", card=c, tapped=k == 0, turns_tapped=1)
                           for k, c in enumerate(("SDGF-03", "SDGF-31", "SDGF-08"))]
        seat["battlefield"] = [dict(id=f"{p + 1}-80", card="SDGF-25")]
    scene.rebuild()
    cards = scene.table.cards
    tiles = [s for s in scene.table.slots if s.zone[:-1] in ("standby", "battle") and s.strip]
    assert len(tiles) == 8
    larger = 0
    for s, lang in ((s, lang) for s in tiles for lang in LANGS):
        face = s.entry.face
        assert face.tile_name_max == TABLE_TILE_NAME_MAX
        big = cards._tile_choice(face, s.rect.w, s.rect.h, lang)[1]
        small = cards._tile_choice(replace(face, tile_name_max=0), s.rect.w, s.rect.h, lang)[1]
        assert small[0] <= TILE_NAME_MAX <= big[0], (face.title.en, tuple(s.rect), big[:2], small[:2])
        assert len(big[1]) <= len(small[1]) and big[2] >= small[2] and len(big[3]) == len(small[3])
        if len(small[1]) <= 2:  # (「キャプテン」 / 「ガンダム（ヘビー」 / 「ウェポン）」 takes four lines over 14 px)
            assert big[0] >= 15, (face.title.en, tuple(s.rect), big[:2], small[:2])
            larger += 1
    assert larger >= 8, larger


def test_a_face_without_a_tile_maximum_keeps_the_shared_one(cards):
    """Other games' tiles (no ``tile_name_max``) print no name over ``TILE_NAME_MAX`` px, however wide."""
    face = replace(face_for("SDGF-08"), tile_name_max=0)
    for lang in LANGS:
        assert cards._tile_choice(face, 300, 120, lang)[1][0] == TILE_NAME_MAX
        assert cards._tile_choice(replace(face, tile_name_max=18), 300, 120, lang)[1][0] == 18


@pytest.mark.parametrize("size, plain_breaks_inside", [((1280, 800), True), ((800, 560), False)])
def test_an_english_name_breaks_before_its_bracket_in_the_deck_builder(home, size, plain_breaks_inside):
    """The English deck builder printed "Knight" / "Zero (SMV" / "Tornado)" beside 「騎士ゼロ」 / 「（SMV」 /
    「トルネード）」: it breaks before the bracket too, on no more lines, as large or a pixel smaller; a face without
    ``bracket_lines`` (another game's) breaks as before (inside "Knight Zero" on the 95 px card of 1280x800; the
    105 px card of 800x560, three a row since issue 16's grid print, has room for "Knight Zero" either way)."""
    from .test_deckbuilder import builder_at

    app, builder = builder_at("en", size, 1.0)
    w = builder.grid_card_w
    cards = builder.grid.cards
    for cid, first in (("SDGF-15", "Knight Zero"), ("SDGF-16", "Knight Zero")):
        face = face_for(cid)
        lines = cards.anatomy(face, w, "en").lines
        before = cards.anatomy(replace(face, bracket_lines=False), w, "en").lines
        assert lines[0] == first and any(line.startswith("(") for line in lines), lines
        assert len(lines) <= len(before) and (before[0] != first) == plain_breaks_inside, before


def test_a_kept_tile_name_is_a_new_list(cards):
    """``_tile_name`` keeps its answers: the lines it returns are a copy (a caller may change them)."""
    first = cards._tile_name("Captain Gundam (Soul Drive)", 120, 60)
    first[1].append("x")
    assert cards._tile_name("Captain Gundam (Soul Drive)", 120, 60)[1] == first[1][:-1]
