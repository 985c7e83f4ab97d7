"""Issue 16 (session 30), SD Gundam Force at 1280x800: the table's cards look like cards, not yellow bars.

* One card on the standby field was a flat yellow tile 540 x 100 px, two 265 px each: a table tile is now no wider than
  ``zones.TILE_WIDEST`` times its height (or a third of its zone), set from the zone's left (``zones.card_widths``);
  the zones keep their rects (their drop targets).
* A tile is painted as a card (``CardFace.card_tile``, ``cards.tilecard``): a frame in the seat's colour, the name on a
  band in the kind's colour, a light body with the kind line ("SD · SDG") and the power in an outlined box, its label
  beside a value larger than the plain tile's 10 px, and where the body has more room its "Adapt" badge row.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.ui.cards.face import frame_for
from tabletop.ui.cards.render import TILE_H
from tabletop.ui.views.sdgf import faces, zones

from .conftest import lift, start_probed
from .screenshots import settle

POWER = {"ja": "パワー", "en": "Power"}
ADAPT = {"ja": "適応", "en": "Adapt"}


def _formation(probe, lang: str):
    """(app, scene): the seeded game after its first action, one card (Hyper Captain) on the opponent's standby field."""
    app, _driver, scene = start_probed(probe, lang, (1280, 800), 1.0)
    scene.apply_action(scene.session.legal_actions()[0])
    lift(app)
    settle(app)
    return app, scene


def _standby_tile(scene):
    tiles = [s for s in scene.table.slots if s.zone.startswith("standby") and s.strip and s.entry.face is not None]
    assert len(tiles) == 1, [s.zone for s in tiles]
    return tiles[0]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_lone_standby_card_is_as_wide_as_a_card_from_the_zone_left(probe, lang):
    app, scene = _formation(probe, lang)
    slot = _standby_tile(scene)
    zone = next(z for z in scene.table.zones if z.name == slot.zone)
    assert slot.rect.h >= TILE_H
    assert zone.rect.w >= 500, "the zone is as wide as it was (its drop target)"
    assert slot.rect.w <= zones.TILE_WIDEST * slot.rect.h, (slot.rect, zone.rect)
    assert slot.rect.w <= 220 < zone.rect.w // 2, slot.rect  # 540 px before
    assert slot.rect.x == zone.rect.x + 2 and zone.rect.contains(slot.rect)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_table_tile_has_the_card_anatomy(probe, lang):
    """The frame is the seat's colour, a band of the SD kind's colour holds the name, the body under it is light and
    says the kind, and the power's box holds its label and a value printed larger than the plain tile's."""
    app, scene = _formation(probe, lang)
    slot = _standby_tile(scene)
    face = slot.entry.face
    assert face.card_tile and face.accent is not None
    style = frame_for(face.kind)
    surf, anatomy = scene.table.cards._draw_tile(face, slot.rect.w, slot.rect.h, lang, 0, 0)
    w, h = surf.get_size()
    assert tuple(surf.get_at((1, h // 2)))[:3] == face.accent, "the frame in the seat's colour"
    name = anatomy.name
    assert name.right < w - 10, (name, w)
    beside = ((name.right + w - 3) // 2, name.centery)  # right of the name's ink, in its band
    assert tuple(surf.get_at(beside))[:3] == style.band, "the name's band in the kind's colour"
    power = anatomy.numbers[0]
    assert tuple(surf.get_at((w // 2, power.y - 3)))[:3] == style.paper, "a light body under the band"
    assert anatomy.kind[0].startswith("SD") and anatomy.kind[1] >= 10, anatomy.kind
    assert power.bottom <= h - 3 and power.y > name.bottom, (power, name)
    assert tuple(surf.get_at((power.x, power.centery)))[:3] == face.accent, "the box outlined"
    # on the screen: the label and the value inside the box, the value's ink taller than a 10 px digit's (7 px)
    drawn = [d for d in probe.texts(app.surface) if power.move(slot.rect.topleft).contains(d.rect)]
    shown = [d.shown for d in drawn]
    assert POWER[lang] in shown and "9" in shown, shown
    value = next(d for d in drawn if d.shown == "9")
    assert value.rect.h >= 10, value.rect
    # the adapt row under the kind line, as on the held face ("Adapt" and its badges)
    assert anatomy.rows >= 1
    inside = [d.shown for d in probe.texts(app.surface) if slot.rect.contains(d.rect)]
    assert ADAPT[lang] in inside, inside


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_tapped_card_tile_stays_turned(probe, lang):
    """A tapped standby tile keeps its muted colours and hatched left edge in the card look."""
    app, scene = _formation(probe, lang)
    slot = _standby_tile(scene)
    card = zones.card_ids(scene.view)[slot.entry.id]
    face = faces.standby_tile_face(card, slot.entry.id, 0, 1, False)
    cards = scene.table.cards
    w, h = slot.rect.size
    turned, _ = cards._draw_tile(face, w, h, lang, 0, 0)
    upright, _ = cards._draw_tile(replace(face, turned=False), w, h, lang, 0, 0)
    spots = [(x, y) for x in range(0, w, 3) for y in range(0, h, 3)]
    means = [[sum(s.get_at(p)[i] for p in spots) / len(spots) for i in range(3)] for s in (turned, upright)]
    assert sum(abs(a - b) for a, b in zip(*means)) >= 40, means
    edge = {tuple(turned.get_at((x, y)))[:3] for x in range(4, 9) for y in range(8, h - 8)}
    assert len(edge) >= 2, "the left edge is hatched"
