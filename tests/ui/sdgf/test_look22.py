"""Issue 16 (session 22), SD Gundam Force's look: the small print left at 1280x800, 150 % UI scale and 800x560.

* The return field's top card (58-76 px faces) and the terrain (73 px) at 1280x800 printed their names and power at
  6-8 px: they are tiles there too (``geometry.PILE_TILES_BELOW``), every name whole at 10 px or more over its power.
* A dark hole of one or two cards at 1280x800 showed 80 px faces (the opponent's 60 px), their power at 7-8 px: one
  column of strips (``zones.HOLE_FACE_LEAST``), the power at 11 px or more.
* A full standby field in a small window shared its span evenly: "Commander Sazabi (as Zako Red)" at 7-8 px beside
  names that needed less. Where no share gives every name 10 px the tiles take the widths that give every name the
  largest size they can share (``zones._by_size``).
"""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards.render import TILE_H
from tabletop.ui.views.sdgf.zones import HAND_NAME_GOOD

from .conftest import start
from .test_small_print import _whole

#: Three long names of the data on one standby field, the first tapped and all able to go (three chips on it)
LONG_THREE = ("SDGF-25", "SDGF-33", "SDGF-31")
#: The least name size on such a field (ja and en) before this change / now: 800x560 7 / 8, 150 % 8 / 9; 150 % 10
#: since session 23 (an empty counter zone lends the fields its room, ``zones.lend_counter``); 800x560 9 since session 24
#: (63 px tiles, ``geometry.FIELD_TILE_H``)
LONG_LEAST = {(800, 560): 9, (896, 560): 10}


def long_standby(scene, terrain: str | None) -> None:
    """``LONG_THREE`` on each standby field, the first tapped, the battlefields empty, under ``terrain``."""
    for p in (0, 1):
        seat = scene.view["seats"][p]
        seat["standby"] = [dict(id=f"{p + 1}-9{k}", card=c, tapped=k == 0, turns_tapped=1)
                           for k, c in enumerate(LONG_THREE)]
        seat["battlefield"] = []
    scene.view["terrain"] = [dict(id="1-50", card=terrain)] if terrain else []
    scene.rebuild()


def _min_number(cards, face, w: int, h: int, lang: str) -> int:
    """The print size of the power on a strip w x h (its chip's text, ``render._draw_strip``)."""
    drawn = cards.strip_anatomy(face, w, h, lang)
    return min((max(7, (box.h + 4) // 2) for box in drawn.numbers), default=0)


def test_return_and_terrain_are_tiles_with_names_at_10_px_at_1280x800(app):
    """Every card of the data as the return field's top card (both sides) and every SD card as the terrain at
    1280x800: a tile, its name whole at 10 px or more over its power (the terrain: over its attribute), no word
    broken; the longest name (騎士ゼロ（スーパー・マジカル・バイオレット・トルネード）, printed short) as well."""
    scene = start(app)
    assert app.size == (1280, 800)
    bad = []
    for cid, card in card_set().items():
        for p in (0, 1):
            scene.view["seats"][p]["return_field"] = [dict(id=f"{p + 1}-70", card=cid)]
            scene.view["seats"][p]["return_count"] = 2
        scene.view["terrain"] = [dict(id="1-50", card=cid)] if card.is_sd else scene.view["terrain"]
        scene.rebuild()
        for s in scene.table.slots:
            if s.zone.startswith("return") or (s.zone == "terrain" and card.is_sd and s.entry.face is not None):
                assert s.strip and s.rect.h >= 40, (s.zone, s.rect)
                if not _whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, HAND_NAME_GOOD, numbers=True):
                    bad.append((s.zone, card.name.ja, s.rect.size))
    assert not bad, bad


def test_a_small_dark_hole_at_1280x800_prints_its_power_at_11_px(app):
    """Dark holes of one and two cards on both sides at 1280x800: strips as wide as the hole, every name whole with its
    power, the power at 11 px or more (80 px faces printed it at 7-8 px); or tiles (session 24), name and power at
    10 px or more."""
    scene = start(app)
    for n in (1, 2):
        for p in (0, 1):
            scene.view["seats"][p]["dark_hole"] = [dict(id=f"{p + 1}-6{k}", card=c)
                                                   for k, c in enumerate(("SDGF-17", "SDGF-03")[:n])]
            scene.view["seats"][p]["dark_hole_count"] = n
        scene.rebuild()
        for p in (0, 1):
            mine = [s for s in scene.table.slots if s.zone == f"darkhole{p}"]
            assert len(mine) == n
            for s in mine:
                assert s.strip and s.rect.w >= 150, (p, s.rect)
                if s.rect.h >= TILE_H:  # tiles since session 24 (test_look24): name and power at 10 px or more
                    assert _whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, HAND_NAME_GOOD, True)
                    continue
                assert scene.table.cards.strip_keeps(s.entry.face, s.rect.w, s.rect.h)
                assert all(_min_number(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, lang) >= 11
                           for lang in ("ja", "en"))


@pytest.mark.parametrize("size, scale", [((800, 560), 1.0), ((1280, 800), 1.5)], ids=["800x560", "150%"])
def test_a_full_standby_of_long_names_shares_its_span_by_what_they_need(app, size, scale):
    """Three long names on each standby field (the first tapped, all able to go), the battlefield empty: every tile
    prints its name whole over its power at ``LONG_LEAST`` px or more in both languages (an even share printed
    "Commander Sazabi (as Zako Red)" at 7 px at 800x560 and 8 px at 150 %), the tiles inside their zone, apart."""
    from tabletop.ui.app import App

    if size != app.size:
        app = App("ja", size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    scene = start(app)
    long_standby(scene, "SDGF-18")  # land: all three adapt ("can go")
    least = LONG_LEAST[app.size]
    for p in (0, 1):
        zone = next(z for z in scene.table.zones if z.name == f"standby{p}")
        tiles = sorted((s for s in scene.table.slots if s.zone == zone.name), key=lambda s: s.rect.x)
        assert len(tiles) == 3 and all(zone.rect.contains(s.rect) for s in tiles)
        assert all(a.rect.right < b.rect.x for a, b in zip(tiles, tiles[1:]))
        small = [(s.entry.face.title.en, s.rect.size) for s in tiles
                 if not _whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, least)]
        assert not small, small
