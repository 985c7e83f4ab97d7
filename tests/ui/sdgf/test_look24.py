"""Issue 16 (session 24), SD Gundam Force's look: the small print left after session 23.

* The opponent's dark hole at 1280x800 is 82 px under its label: a hole of five showed two 30 px strips under a line
  "ほか3枚（クリックで一覧）", names on two lines and the line at 9-10 px. Where its strips leave cards off the table
  or print a name under 10 px (11 on two lines), its latest cards are tiles (``zones.HOLE_TILES_LOW``), each name and
  its power at 10 px or more, the rest counted in its label ("ダークホール 5/10 +3"); the hole is 107 px
  (``geometry.HOLE_TWO_TILES``) so two tiles are 41 px, their power at 10 px (40 px printed it at 9).
* A field of tiles printed each name as large as its own tile let it: a full standby field at 800x560 put "Commander
  Sazabi (as Zako Red)" at 8 px beside names at 9, at 150 % a battlefield 10, 12 and 13 px side by side. A field's
  tiles now share by the largest size every name gets and print them all at it (``zones._by_size``,
  ``ZoneSpec.even_names``); field rows are 87 px (``geometry.FIELD_TILE_H``, 86 before): 63 px tiles put a full
  standby field of long names at 9 px at 800x560 (8 before).
"""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards.render import TILE_H
from tabletop.ui.views.sdgf.zones import HOLE_TILE_MOST, HOLE_TWO_LINES, hidden_in_hole

from .conftest import start
from .test_look22 import long_standby
from .test_look23 import LANGS, WINDOWS, _app, _hole, _hole_small_print
from .test_small_print import _whole

#: the hole of the finding: five cards, the latest "Hyper Captain" and "Guneagle"
FIVE = ("SDGF-25", "SDGF-17", "SDGF-33", "SDGF-05", "SDGF-08")


def _label_says_the_rest(scene, shown, n: int) -> bool:
    zone = next(z for z in scene.table.zones if z.name == "darkhole1")
    hidden = n - len(shown)
    label = zone.label.en.endswith(f" +{hidden}") if hidden else not zone.label.en.endswith("+")
    return label and hidden_in_hole(zone, scene.table.slots) is None and all(zone.rect.contains(s.rect) for s in shown)


def test_the_opponents_hole_of_five_at_1280x800_is_two_tiles(app):
    """The finding's hole: its latest two as tiles 41 px high or more, names and power at 10 px, "+3" in its label and
    no "+3 more" line over them."""
    scene = start(app)
    assert app.size == (1280, 800)
    shown = _hole(scene, 1, FIVE)
    assert [s.entry.face.id for s in shown] == ["2-63", "2-64"]
    assert all(s.rect.h >= 41 for s in shown), [tuple(s.rect) for s in shown]
    assert not _hole_small_print(scene, shown, HOLE_TWO_LINES)
    assert _label_says_the_rest(scene, shown, 5)


def test_the_opponents_short_hole_at_1280x800_keeps_its_strips(app):
    """A hole of two short names shows both as strips (their power at 15 px), nothing counted."""
    scene = start(app)
    shown = _hole(scene, 1, ("SDGF-07", "SDGF-08"))
    assert len(shown) == 2 and all(s.rect.h < TILE_H for s in shown), [tuple(s.rect) for s in shown]
    assert not _hole_small_print(scene, shown, HOLE_TWO_LINES) and _label_says_the_rest(scene, shown, 2)


@pytest.mark.slow
def test_every_card_in_the_opponents_hole_at_1280x800_prints_at_10_px(app):
    """Every card of the data as the opponent's latest, alone, after a long name and after two short ones: whatever
    the hole shows prints its names and power at 10 px or more (11 on two lines of a strip), the rest counted in its
    label."""
    scene = start(app)
    bad = []
    for cid in card_set():
        for cards in ((cid,), ("SDGF-25", cid), ("SDGF-05", "SDGF-08", cid)):
            shown = _hole(scene, 1, cards)
            assert shown and shown[-1].entry.face.id == f"2-6{len(cards) - 1}"
            bad += [(cards, b) for b in _hole_small_print(scene, shown, HOLE_TWO_LINES)]
            if not _label_says_the_rest(scene, shown, len(cards)):
                bad.append((cards, "label"))
    assert not bad, bad[:10]


#: the least one size of a full standby field of long names (ja and en), before / now: 800x560 8 (uneven: 8-9) / 9
EVEN_LEAST = {(800, 560): 9, (896, 560): 10}


def _field_sizes(scene, zone_name: str, lang: str) -> tuple[int, list[int]]:
    """(the zone's one size, each tile's own size) as the card table draws them."""
    table = scene.table
    zone = next(z for z in table.zones if z.name == zone_name)
    own = [table.cards.strip_name_size(s.entry.face, s.rect.w, s.rect.h, lang, side=True)
           for s in table.slots if s.zone == zone_name]
    return table.name_max(zone, lang), own


@pytest.mark.parametrize("terrain", [None, "SDGF-18"], ids=["formation", "all-can-go"])
@pytest.mark.parametrize("size, scale", WINDOWS, ids=["800x560", "150%"])
def test_a_full_standby_field_prints_its_names_at_one_size(app, size, scale, terrain):
    """Three long names on each standby field (the first tapped; with a land terrain all able to go, a chip more):
    every tile prints its name at the zone's one size, ``EVEN_LEAST`` px or more, whole over its power, in both
    languages."""
    app = _app(app, size, scale)
    scene = start(app)
    long_standby(scene, terrain)
    least = EVEN_LEAST[app.size]
    for p in (0, 1):
        tiles = [s for s in scene.table.slots if s.zone == f"standby{p}"]
        assert len(tiles) == 3 and all(s.rect.h >= 63 for s in tiles), [tuple(s.rect) for s in tiles]
        for lang in LANGS:
            one, own = _field_sizes(scene, f"standby{p}", lang)
            assert one >= least and min(own) == one, (lang, one, own)
        assert all(_whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, least) for s in tiles)


def test_a_battlefield_of_three_prints_its_names_at_one_size(app):
    """At 150 % the opponent's battlefield of "Zapper Zaku", "Destroyer Dom" and "Grappler Gouf (Heat Saber)"
    printed them at 10, 12 and 13 px (ja): one size now, the largest all three get, 12 px."""
    app = _app(app, (1280, 800), 1.5)
    scene = start(app)
    for p in (0, 1):
        seat = scene.view["seats"][p]
        seat["standby"] = []
        seat["battlefield"] = [dict(id=f"{p + 1}-8{k}", card=c) for k, c in enumerate(("SDGF-28", "SDGF-32", "SDGF-31"))]
    scene.rebuild()
    for lang in LANGS:
        one, own = _field_sizes(scene, "battle1", lang)
        assert len(own) == 3 and one >= 12 and min(own) == one, (lang, one, own)


@pytest.mark.parametrize("cards", [("SDGF-25",), ("SDGF-35", "SDGF-28", "SDGF-36"), ("SDGF-25", "SDGF-17", "SDGF-33")],
                         ids=["one", "three-short", "three-long"])
def test_the_viewers_tall_hole_at_1280x800_shows_few_cards_as_tiles(app, cards):
    """The viewer's 249 px hole at 1280x800 with one to three cards: every card a tile (three 30 px strips at its foot
    printed 「ザコソルジャー」 / 「（潜水）」 beside the power at 9-10 px), no higher than ``HOLE_TILE_MOST`` px, its name
    and power at 10 px or more, nothing counted."""
    scene = start(app)
    shown = _hole(scene, 0, cards)
    zone = next(z for z in scene.table.zones if z.name == "darkhole0")
    assert len(shown) == len(cards) and all(TILE_H <= s.rect.h <= HOLE_TILE_MOST for s in shown), \
        [tuple(s.rect) for s in shown]
    assert not _hole_small_print(scene, shown) and all(zone.rect.contains(s.rect) for s in shown)
    assert not zone.label.en.endswith(f" +{len(cards)}")


def test_a_name_that_fits_one_line_at_the_fields_size_keeps_one_line(app):
    """At 800x560 a battlefield of "Zapper Zaku", "Destroyer Dom" and "Grappler Gouf (Heat Saber)" printed them at 9 px
    in 81 x 63 px tiles: 「ザッパーザク」 fits one line at that size and keeps it (the zone's one size under 10 px set it
    as 「ザッパー」 / 「ザク」, ``render._tile_name_of(whole_line=)``). Session 26: that battlefield is strips, each name
    on one line at 10 px or more (``zones.battle_strips``); a tile of that size still keeps the line."""
    scene = start(_app(app, (800, 560), 1.0))
    for p in (0, 1):
        seat = scene.view["seats"][p]
        seat["standby"] = []
        seat["battlefield"] = [dict(id=f"{p + 1}-8{k}", card=c) for k, c in enumerate(("SDGF-28", "SDGF-32", "SDGF-31"))]
    scene.rebuild()
    table = scene.table
    zone = next(z for z in table.zones if z.name == "battle1")
    first = next(s for s in table.slots if s.zone == "battle1" and s.index == 0)
    assert zone.columns and first.rect.h < 40
    assert table.cards.strip_anatomy(first.entry.face, first.rect.w, first.rect.h, "ja", side=True,
                                     columns=True).lines == ("ザッパーザク",)
    drawn = table.cards.strip_anatomy(first.entry.face, 81, 63, "ja", zone.back_colour, 0, 9, True)
    assert drawn.lines == ("ザッパーザク",), drawn.lines
