"""Issue 16, the SD Gundam Force zones still hard to read where the table is small (150 % UI scale in a 1280x800
window, and the 800x560 window), in both languages, read from what the frame drew (the probe) in the golden game:

* a counter card is a tile as wide as its zone, its name whole over its order played as a labelled chip ("順番 1" /
  "Order 1"), nothing over its print (it was a 34 px card, its name at 6 px under a "#1" badge);
* every strip the viewer's dark hole shows has its name whole and its power labelled: four strips 20 px high showed
  "Captain Gundam (Heavy Weapon)" and "Musha Gundam Bakunetsumaru" without their power (the name at 8 px, 110 px,
  against the 104 px the power chip leaves); its latest cards show so (tiles, names at 10 px), the others counted;
* no dark hole's strip covers its label ("Dark hole 6/10": the opponent's one strip covered its foot).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import Text
from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards.face import CardFace
from tabletop.ui.cards.layout import CardEntry, ZoneSpec
from tabletop.ui.cards.render import TILE_H
from tabletop.ui.views.sdgf.zones import TILE_LEAST_W, hidden_in_hole, tile_columns
from tests.ui.sdgf.test_small import _whole_in
from tests.ui.sdgf.test_small_cards import _golden
from tests.ui.sdgf.test_small_print import _whole

SMALL = [((800, 560), 1.0), ((1280, 800), 1.5)]
ORDER = {"ja": "順番", "en": "Order"}
POWER = {"ja": "パワー", "en": "Power"}


@pytest.fixture(autouse=True)
def no_crash():
    """This module makes its own app inside the probe (the package's ``no_crash`` needs the shared one)."""
    yield


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size,scale", SMALL)
def test_counter_cards_are_tiles_with_name_and_order(probe, lang, size, scale):
    """The golden game's second battle: a counter card on each side (played first and second)."""
    app, scene, texts = _golden(probe, lang, 28, size, scale)
    plays = [pl["id"] for pl in (scene.view.get("battle") or {}).get("plays", [])]
    slots = [s for s in scene.table.slots if s.zone.startswith("counter")]
    assert len(slots) == 2
    zones = {z.name: z for z in scene.table.zones}
    for slot in slots:
        zone = zones[slot.zone]
        assert slot.strip and slot.rect.w >= zone.rect.w - 6, (lang, tuple(slot.rect), tuple(zone.rect))
        assert not slot.entry.markers, slot.entry.markers
        item = next(c for p in (0, 1) for c in scene.view["seats"][p]["counter_cards"] if c["id"] == slot.entry.id)
        shown = _whole_in(slot, texts, card_set()[item["card"]].name.get(lang), lang)
        label = ORDER[lang]
        assert label in shown and shown[shown.index(label) + 1] == str(plays.index(slot.entry.id) + 1), (lang, shown)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size,scale", SMALL)
@pytest.mark.parametrize("upto,least", [(44, 2), (56, 2)])
def test_dark_hole_strips_keep_name_and_power(probe, lang, size, scale, upto, least):
    """After 44 golden actions the viewer's dark hole holds four cards (long names such as "Captain Gundam (Heavy
    Weapon)"); after 56 (seat 2 the viewer) nine: at least ``least`` strips, the latest cards, each whole, the others
    counted in its label (four strips printed names at 6 to 8 px, issue 16: now two tiles, their names at 10 px or more,
    tests/ui/sdgf/test_small_print.py)."""
    app, scene, texts = _golden(probe, lang, upto, size, scale)
    me = scene.me
    hole = scene.view["seats"][me]["dark_hole"]
    zone = next(z for z in scene.table.zones if z.name == f"darkhole{me}")
    slots = [s for s in scene.table.slots if s.zone == zone.name]
    assert len(slots) >= min(least, len(hole))
    assert [s.entry.id for s in slots] == [c["id"] for c in hole][-len(slots):]
    more = hidden_in_hole(zone, slots)  # the others counted above the strips, or at the end of its label
    assert len(slots) == len(hole) or zone.label.en.endswith(f" +{len(hole) - len(slots)}") or \
        (more is not None and more[0] == len(hole) - len(slots)), zone.label
    for slot in slots:
        assert slot.strip and zone.rect.contains(slot.rect), (lang, tuple(slot.rect))
        card = card_set()[next(c["card"] for c in hole if c["id"] == slot.entry.id)]
        shown = _whole_in(slot, texts, card.name.get(lang), lang)
        label = POWER[lang]
        assert label in shown and shown[shown.index(label) + 1] == str(card.power), (lang, shown)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size,scale", SMALL)
def test_dark_hole_strips_clear_of_its_label(probe, lang, size, scale):
    """Each dark hole's strips start at or under its label's baseline (as ``CardTable._draw_zone_frame`` sets the
    label; its descenders aside): the opponent's one strip, 20 px under the top of a 40 px zone, covered the foot of
    "Dark hole 6/10" by 4 px."""
    from tabletop.ui import theme

    app, scene, texts = _golden(probe, lang, 44, size, scale)
    line_h = app.text.line_height(theme.SIZE_SMALL)
    for zone in scene.table.zones:
        if not zone.name.startswith("darkhole"):
            continue
        _, label, x, shown, at = scene.table._label(zone, lang)
        line = app.text.render(shown, at)
        baseline = zone.rect.y + 3 + (line_h - line.get_height()) // 2 + app.text.font(at).get_ascent()
        strips = [s for s in scene.table.slots if s.zone == zone.name]
        assert strips and shown == label
        assert min(s.rect.y for s in strips) >= baseline, (lang, label, baseline, [tuple(s.rect) for s in strips])


def test_a_cancelled_counter_tile_says_so_in_a_chip():
    """A cancelled counter card's tile says "無効" / "cancelled" in a chip after its order (the tag the scene draws over
    a card would cover a tile's name; it draws it only on cards, ``draw_tags``)."""
    from tabletop.ui.views.sdgf.faces import CANCELLED, ORDER, counter_tile_face

    card = next(c.id for c in card_set().values() if not c.is_sd)
    assert counter_tile_face(card, "1-01", 0, 2, True).stats == ((ORDER, "2"), ("", CANCELLED))
    assert counter_tile_face(card, "1-01", 0, None, False).stats == ()


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size,scale", SMALL)
def test_long_labels_keep_their_sides_marker(probe, lang, size, scale):
    """Every side's zone 80 px wide or more has its seat's marker before its whole label: "ダークホール 9/10",
    "バトルフィールド" and "反撃カード" lost theirs (the label too long for both at 15 px); they shrink a little
    (``ZoneSpec.marker_first``) and a narrow counter zone says "反撃"."""
    app, scene, texts = _golden(probe, lang, 56, size, scale)
    table = scene.table
    checked = 0
    for zone in table.zones:
        frame = zone.frame or zone.rect
        if zone.owner is None or frame.w < 80 or zone.name[:4] in ("deck", "retu"):
            continue
        _, label, x, shown, at = table._label(zone, lang)
        assert x != frame.x + 6 and shown == label and at >= 12, (lang, zone.name, label, shown, at)
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size,scale", SMALL)
def test_opponents_one_strip_keeps_a_long_name_and_its_power(probe, lang, size, scale):
    """After 44 golden actions the opponent's dark hole (one row beside its return tile) shows its latest card,
    "Grappler Gouf (Heat Saber)": its name whole with its power (an 18 px strip showed the name alone)."""
    app, scene, texts = _golden(probe, lang, 44, size, scale)
    opp = 1 - scene.me
    hole = scene.view["seats"][opp]["dark_hole"]
    slots = [s for s in scene.table.slots if s.zone == f"darkhole{opp}"]
    assert [s.entry.id for s in slots] == [hole[-1]["id"]]
    card = card_set()[hole[-1]["card"]]
    assert len(card.name.en) > 20
    shown = _whole_in(slots[0], texts, card.name.get(lang), lang)
    assert POWER[lang] in shown and shown[shown.index(POWER[lang]) + 1] == str(card.power), (lang, shown)


def test_a_hole_of_nine_short_names_shows_its_latest_four():
    """The line saying how many are off the table is shorter than a strip: a hole of nine in the 800x560 window
    (150 x 124 px) whose latest four keep their power at 19 px shows those four (a strip's height for the line left
    three), the line above them; names that need 23 px still show three."""
    import pygame

    from tabletop.ui.cards.layout import CardEntry, CardSlot, ZoneSpec
    from tabletop.ui.views.sdgf.zones import LABEL_SPACE, hidden_in_hole, hole_column

    zone = ZoneSpec("darkhole0", pygame.Rect(10, 426, 150, 124), [CardEntry(f"1-{i:02}") for i in range(9)],
                    label_space=LABEL_SPACE, strips=True)
    for need, shown in ((19, 4), (23, 3)):
        slots = [CardSlot(zone.name, i, pygame.Rect(12 + 74 * (i % 2), 448 + 25 * (i // 2), 72, 24), e, strip=True)
                 for i, e in enumerate(zone.cards)]
        hole_column(slots, [zone], keeps=lambda e, w, h, need=need: h >= need)
        assert [s.entry.id for s in slots] == [e.id for e in zone.cards[-shown:]]
        assert all(s.rect.h >= need and zone.rect.contains(s.rect) for s in slots)
        found = hidden_in_hole(zone, slots)
        assert found is not None and found[0] == 9 - shown and found[1].bottom < slots[0].rect.y


def test_one_column_of_five_strips_too_low_for_a_power_goes_to_the_latest_that_keep_it():
    """A newcomer's hole of five at 800x560 (one column of strips 19 px high, laid out by the card table) showed
    "Captain Gundam (Light Rifle)" without its power: the strips that do not all keep their power are laid out again,
    the latest that keep it shown, the others counted above."""
    import pygame

    from tabletop.ui.cards.layout import CardEntry, CardSlot, ZoneSpec
    from tabletop.ui.views.sdgf.zones import LABEL_SPACE, hidden_in_hole, hole_column

    zone = ZoneSpec("darkhole0", pygame.Rect(10, 426, 150, 124), [CardEntry(f"1-{i:02}") for i in range(5)],
                    label_space=LABEL_SPACE, strips=True)
    slots = [CardSlot(zone.name, i, pygame.Rect(12, 448 + 20 * i, 146, 19), e, strip=True)
             for i, e in enumerate(zone.cards)]
    hole_column(slots, [zone], keeps=lambda e, w, h: h >= 23 or e.id in ("1-01", "1-03"))
    assert [s.entry.id for s in slots] == ["1-02", "1-03", "1-04"]
    assert all(s.rect.h >= 23 for s in slots)
    found = hidden_in_hole(zone, slots)
    assert found is not None and found[0] == 2


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("upto", [44, 56])
def test_dark_holes_at_1280x800_show_every_strips_power(probe, lang, upto):
    """At 1280x800 (100 %) a crowded dark hole was two columns of 19 px strips: the opponent's six after 44 golden
    actions showed "Grappler Gouf" and "Zapper Zaku" with no power, the viewer's nine after 56 likewise. Each hole now
    shows its latest cards in one column, each name whole with its power, the oldest counted above ("+3 more"); the
    opponent's low hole (session 24) its latest one or two as tiles, the others counted in its label."""
    app, scene, texts = _golden(probe, lang, upto, (1280, 800), 1.0)
    for seat in (0, 1):
        hole = scene.view["seats"][seat]["dark_hole"]
        zone = next(z for z in scene.table.zones if z.name == f"darkhole{seat}")
        slots = [s for s in scene.table.slots if s.zone == zone.name]
        tiles = bool(slots) and slots[0].rect.h >= TILE_H
        assert len(hole) < 5 or len(slots) >= 2 or tiles, (seat, len(slots))
        assert [s.entry.id for s in slots] == [c["id"] for c in hole][-len(slots):]
        for slot in slots:
            if not slot.strip:
                continue
            assert zone.rect.contains(slot.rect) and slot.rect.h >= 17, (lang, tuple(slot.rect))
            card = card_set()[next(c["card"] for c in hole if c["id"] == slot.entry.id)]
            shown = _whole_in(slot, texts, card.name.get(lang), lang)
            label = POWER[lang]
            assert label in shown and shown[shown.index(label) + 1] == str(card.power), (lang, shown)
        if len(slots) < len(hole):
            more = [d.shown for d in texts if zone.rect.contains(d.rect) and str(len(hole) - len(slots)) in d.shown]
            assert not tiles or zone.label.en.endswith(f" +{len(hole) - len(slots)}"), zone.label
            assert more or tiles, (lang, seat, [d.shown for d in texts if zone.rect.contains(d.rect)])


def test_a_hole_of_two_60_px_faces_becomes_strips_with_name_and_power():
    """At 150 % of 1280x800 (and 800x560) the viewer's dark hole of two showed two 60 px faces, "Musha Gundam
    Bakunetsu-maru" broken at 7 px over a tiny power (the faces were 2 px wider than where strips began): faces
    narrower than ``HOLE_FACE_LEAST`` go in one column of strips, each as wide as the zone, the name with its power."""
    import pygame

    from tabletop.ui.cards.layout import CardEntry, ZoneSpec, layout_zone
    from tabletop.ui.views.sdgf.faces import face_for
    from tabletop.ui.views.sdgf.zones import LABEL_SPACE, hole_column

    zone = ZoneSpec("darkhole0", pygame.Rect(10, 422, 150, 128),
                    [CardEntry("1-01", face_for("SDGF-17")), CardEntry("1-02", face_for("SDGF-06"))], None, "row", 60,
                    label_space=LABEL_SPACE, strips=True)
    slots = layout_zone(zone, None)
    hole_column(slots, [zone], keeps=lambda e, w, h: h >= 19)
    assert [s.entry.id for s in slots] == ["1-01", "1-02"]
    assert all(s.strip and s.rect.w >= zone.rect.w - 4 and s.rect.h >= 19 and zone.rect.contains(s.rect) for s in slots)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("upto", [44, 56])
def test_dark_hole_names_at_1280x800_print_at_10_px(probe, lang, upto):
    """Issue 16: the viewer's hole of ten at 1280x800 showed five strips 23 px high, "キャプテンガンダム（ヘビーウェポン）"
    on two lines of 8 px: the hole's strips print every name at ``HOLE_NAME_GOOD`` px or more (fewer, taller strips; the
    oldest counted above them)."""
    from tabletop.ui.views.sdgf.zones import HOLE_NAME_GOOD

    app, scene, texts = _golden(probe, lang, upto, (1280, 800), 1.0)
    small = []
    for seat in (0, 1):
        for slot in (s for s in scene.table.slots if s.zone == f"darkhole{seat}" and s.strip):
            # as the strip is drawn: every number, the name whole at 10 px or more, in both languages; a tile (the
            # opponent's low hole) its name and its power at 10 px or more
            if slot.rect.h >= TILE_H:
                keeps = _whole(scene.table.cards, slot.entry.face, slot.rect.w, slot.rect.h, HOLE_NAME_GOOD, True)
            else:
                keeps = scene.table.cards.strip_keeps(slot.entry.face, slot.rect.w, slot.rect.h, HOLE_NAME_GOOD)
            if not keeps:
                small.append((seat, slot.entry.face.title.get(lang), tuple(slot.rect)))
    assert not small, small


def test_two_long_names_never_leave_a_third_tile_without_width():
    """A standby field of three tiles where two cards each need most of the zone for their names (the 800x560 first
    game crashed: the third tile's share came out below zero): the tiles stay even, none narrower than the least."""
    face = CardFace("x", "sd", Text("名", "name"))
    zone = ZoneSpec("standby0", pygame.Rect(10, 20, 300, 60), [CardEntry(str(i), face) for i in range(3)],
                    mode="tile")
    need = {"0": 190, "1": 190, "2": 10}  # each long name alone fits beside two least tiles; together they cannot
    asked: list[int] = []  # the widths a tile was tried at (the scene's draws it: below 1 px pygame raised)

    def fits(entry: CardEntry, w: int, h: int) -> bool:
        asked.append(w)
        return w >= need[entry.id or ""]

    tiles = tile_columns(zone, fits)
    assert min(asked) >= TILE_LEAST_W, sorted(asked)[:3]
    assert all(t.w >= TILE_LEAST_W for t in tiles), [tuple(t) for t in tiles]
    assert len({t.w for t in tiles}) == 1 and tiles[-1].right <= zone.rect.right
    need = {"0": 190, "1": 10, "2": 10}  # one long name: it takes its width, the others share the rest
    tiles = tile_columns(zone, fits)
    assert tiles[0].w == 190 and all(t.w >= TILE_LEAST_W for t in tiles[1:]) and tiles[-1].right <= zone.rect.right
