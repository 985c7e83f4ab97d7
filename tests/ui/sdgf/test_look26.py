"""Issue 16 (session 26), SD Gundam Force's look: what was left of the small print.

* The 1280x800 window's held cards (113 px faces) printed their 「適応」 / 「地形」 rows at 7 px and a counter card's
  effect at 7 px. The hand prints ``faces.held_face``: every word and glyph at ``HAND_PRINT`` (10) px, its kind row
  kept (its name shrinks for it, down to 10 px), a counter card's effect whole where it fits at 10 px without a word
  broken inside, else its summary (``Card.effect_summary``); the hover view prints the whole effect.
* The 800x560 window's battlefield of three long names (81 px tiles) printed them at 9 px: where tiles side by side
  would print a name under 10 px, the cards are name strips stacked under the label (``zones.battle_strips``), each
  name whole on one line at 10 px or more beside its power's value, "パワー" / "Power" written once over them at 10 px.
* Seven deck-builder grid cards gave their kind line (and one its "SR") way to their rows: a face that keeps its print
  (``row_print``) now shrinks its name on its own lines down to 10 px for it (it took fewer, smaller lines: 9 px),
  and drops the kind row's type icon before its words (「カウンター」 beside "SR").
* Windows between 800x560 and 1280x800 (1024x700: 88 px held faces, 1100x700: 95 px) kept the plain face, its rows
  at 7 px: held cards 95-107 px wide print ``faces.small_held_face`` (every print at ``SMALL_HAND_PRINT``, 9 px, the
  power's number without its label), narrower ones are tiles (names at 10 px over their power).
* The opponent's dark hole at 900x600 (30 px under its label) put a 13 px strip under its "ほか2枚" line:
  「ザコソルジャー（潜水）」 at 8 px, its power at 6. A small window's hole leaves that line out where the strips under
  it would print under 10 px (its label counts the rest: "ダークホール 3/10 +2").
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards import CardFace, CardRenderer
from tabletop.ui.text import TextCache
from tabletop.ui.cards.render import TILE_H
from tabletop.ui.views.sdgf.faces import (HAND_PRINT, POWER, RARITY_MARK, SMALL_HAND_PRINT, face_for, grid_face,
                                          held_face)
from tabletop.ui.views.sdgf.geometry import compute
from tabletop.ui.views.sdgf.zones import (HAND_NAME_GOOD, HAND_TILES_BELOW, HELD_PRINT_FROM, held_face_for,
                                          hidden_in_hole)
from tests.ui.test_card_faces import shown_whole

from .conftest import start
from .test_deckbuilder import builder_at
from .test_look23 import LANGS, _app, _hole, _hole_small_print
from .test_small_print import _whole


def face_prints(face: CardFace, width: int, lang: str, full: bool = False) -> list[tuple[str, int]]:
    """Every non-empty line ``face`` draws ``width`` px wide, with its size in px (drawn afresh: no cache)."""
    text, drawn = TextCache(), []
    cards = CardRenderer(text)
    measure = CardRenderer(TextCache())  # a line's opening bracket rendered to measure its lead is not print
    cards._lead = measure._lead

    def render(line, size, colour=(255, 255, 255), bold=False):
        if line:
            drawn.append((line, size))
        return TextCache.render(text, line, size, colour, bold)

    text.render = render
    cards.face(face, width, lang, full=full)
    return drawn


def _plain(text: str) -> str:
    return "".join(text.split())


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((320, 200))


@pytest.fixture(autouse=True)
def no_crash():
    """No app in most tests here (the package's ``no_crash`` needs one)."""
    yield


@pytest.mark.parametrize("lang", LANGS)
def test_every_held_card_at_1280x800_prints_everything_at_10_px_whole(lang):
    """Each card of the data as a held face of the 1280x800 window (113 px): every word and glyph at 10 px or more
    (rows, captions, kind row, power label, a counter card's effect: 7 px before), its name whole, both rows, its
    kind row and its power drawn, and a counter card's effect whole or its whole summary (no line left out)."""
    width = compute((1280, 800)).widths["hand"]
    assert width >= HELD_PRINT_FROM
    cards, bad = CardRenderer(TextCache()), []
    for cid, card in card_set().items():
        face = held_face(cid, cid)
        drawn = face_prints(face, width, lang)
        small = sorted({(px, line) for line, px in drawn if px < HAND_PRINT})
        anatomy = cards.anatomy(face, width, lang)
        if small or not shown_whole(face, anatomy, lang) or anatomy.rows < len(face.icon_rows) \
                or not anatomy.kind[0] or anatomy.stats < len(face.stats):
            bad.append((cid, small, anatomy.lines, anatomy.rows, anatomy.kind))
        if not card.is_sd:
            told = [_plain(card.effect_text().get(lang)), _plain(card.effect_summary().get(lang))]
            body = _plain("".join(line for line, _ in drawn))
            if not any(body.endswith(t) for t in told):
                bad.append((cid, body))
    assert not bad, bad
    assert min(px for cid in card_set() for _, px in face_prints(held_face(cid, cid), width, lang)) == HAND_PRINT


@pytest.mark.parametrize("lang", LANGS)
def test_the_hover_view_of_a_held_counter_card_prints_its_whole_effect(lang):
    """A held card whose face prints the summary shows the whole effect enlarged (``full``)."""
    cid = "SDGF-54"  # 「ガーベラの発明」: the longest effect
    card = card_set()[cid]
    width = compute((1280, 800)).widths["hand"]
    face = held_face(cid, cid)
    assert _plain(card.effect_summary().get(lang)) in _plain("".join(line for line, _ in face_prints(face, width, lang)))
    whole = _plain("".join(line for line, _ in face_prints(face, 260, lang, full=True)))
    assert _plain(card.effect_text().get(lang)) in whole


def test_body_short_is_opt_in():
    """A face that does not keep its print (``row_print``) never prints the summary; the table's other faces are
    ``face_for``'s, without one."""
    cid = "SDGF-54"
    face = held_face(cid, cid)
    assert face.body_short is not None and face_for(cid).body_short is None
    plain = CardFace(face.id, face.kind, face.title, body=face.body, body_short=face.body_short)
    drawn = _plain("".join(line for line, _ in face_prints(plain, 113, "ja")))
    assert _plain(card_set()[cid].effect_summary().ja) not in drawn


def test_effect_summaries_are_short_and_say_the_value():
    """Every counter card's summary is no longer than its effect and names the numbers it gives."""
    for card in card_set().values():
        if card.is_sd:
            continue
        for lang in LANGS:
            short, whole = _plain(card.effect_summary().get(lang)), _plain(card.effect_text().get(lang))
            assert 0 < len(short) <= len(whole), (card.id, short)
            assert all(str(v) in short for v in (card.value, card.cond_value) if v), (card.id, short)


@pytest.mark.parametrize("size, scale, held", [((1280, 800), 1.0, True), ((800, 560), 1.0, False),
                                               ((1280, 800), 1.5, False)], ids=["1280x800", "800x560", "150%"])
def test_the_hand_prints_held_faces_where_they_are_faces(app, size, scale, held):
    """The 1280x800 window's hand holds ``held_face``s (every print at 10 px); the 800x560 window's and 150 %'s hands
    are tiles (names at 10 px over their power, tests in test_small.py) of the plain faces."""
    scene = start(_app(app, size, scale))
    mine = [s for s in scene.table.slots if s.zone == f"hand{scene.me}" and s.entry.face is not None]
    assert mine
    assert all((s.entry.face.row_print == HAND_PRINT) == held for s in mine)


#: the names that want the widest battlefield tiles at 10 px (800x560: 116, 114 and 109 px at 63 px high)
WIDEST = ("SDGF-25", "SDGF-19", "SDGF-31")


def _battle_names(scene) -> list:
    """Each battlefield card whose tile or strip does not print its name whole at 10 px or more with its power, in
    either language (as the table draws it: tiles print their names at one size, ``name_max``; stacked strips print
    their power's value, its label written once over them at 10 px)."""
    bad = []
    for zone in scene.table.zones:
        if not zone.name.startswith("battle"):
            continue
        for s in (s for s in scene.table.slots if s.zone == zone.name):
            strip = s.rect.h < TILE_H
            fine = (scene.stacked_good if strip else scene.field_good)(s.entry, s.rect.w, s.rect.h)
            if not fine or not zone.rect.contains(s.rect) or strip and not zone.columns:
                bad.append((s.entry.face.id, tuple(s.rect)))
            for lang in LANGS:
                if 0 < scene.table.name_max(zone, lang) < 10:
                    bad.append((s.entry.face.id, lang, scene.table.name_max(zone, lang)))
                if strip and ([head for _, head in scene.table.column_heads(zone, lang)] != [POWER.get(lang)]
                              or zone.head_size < 10):
                    bad.append((zone.name, lang, scene.table.column_heads(zone, lang), zone.head_size))
    return bad


@pytest.mark.parametrize("size, scale", [((800, 560), 1.0), ((1280, 800), 1.5)], ids=["800x560", "150%"])
def test_every_battlefield_name_prints_whole_at_10_px(app, size, scale):
    """Each SD card of the data on a battlefield with the widest names (three and two cards, the standby fields
    empty: the rules keep three SD cards between the two fields): every name whole at 10 px or more with its power
    (800x560: three 81 px tiles printed long names at 9 px; they are 20 px strips now, ``zones.battle_strips``)."""
    scene = start(_app(app, size, scale))
    sd = [cid for cid, card in card_set().items() if card.is_sd]
    bad = []
    for cid in sd:
        for cards in ((cid, *WIDEST[:2]), (cid, WIDEST[1])):
            for p in (0, 1):
                seat = scene.view["seats"][p]
                seat["standby"] = []
                seat["battlefield"] = [dict(id=f"{p + 1}-8{k}", card=c) for k, c in enumerate(cards)]
            scene.rebuild()
            bad += [(cards, *b) for b in _battle_names(scene)]
    assert not bad, bad


def test_three_long_names_at_800x560_are_stacked_strips(app):
    """The case of issue 16: three long names on the 800x560 battlefield are strips under its label, one above the
    other, each as wide as the zone, names at 10 px or more beside the power."""
    scene = start(_app(app, (800, 560), 1.0))
    for p in (0, 1):
        scene.view["seats"][p]["standby"] = []
        scene.view["seats"][p]["battlefield"] = [dict(id=f"{p + 1}-8{k}", card=c) for k, c in
                                                 enumerate(("SDGF-37", "SDGF-33", "SDGF-25"))]
    scene.rebuild()
    zone = next(z for z in scene.table.zones if z.name == "battle0")
    rects = [s.rect for s in scene.table.slots if s.zone == "battle0"]
    assert len({r.x for r in rects}) == 1 and len({r.y for r in rects}) == 3 and all(r.w >= zone.rect.w - 4 for r in rects)
    assert not _battle_names(scene)


@pytest.mark.parametrize("size, scale", [((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5)],
                         ids=["1280x800", "800x560", "150%"])
def test_every_grid_card_keeps_its_kind_line_with_its_rarity(home, size, scale):
    """Every card of the deck builder's grid, in both languages: its kind line drawn (at 10 px or more) with its
    rarity letter in it, and both rows (1280x800: 「キャプテンガンダム（ライトライフル）」 and three more gave their kind
    line way to the rows, "Bakunetsumaru (Bakushin Armour)" lost its "SR"; 「ソウルドライブ」 had no room for
    「カウンター」 beside its icon and "SR")."""
    bad = []
    for lang in LANGS:
        app, builder = builder_at(lang, size, scale)
        app.step([], 0.016)
        width, cards = builder.grid_card_w, builder.grid.cards
        for cid, card in card_set().items():
            face = grid_face(cid)
            anatomy = cards.anatomy(face, width, lang)
            drawn = face_prints(face, width, lang)
            kind_row = [line for line, _ in drawn if line == anatomy.kind[0]]
            if not anatomy.kind[0] or anatomy.kind[1] < 10 or not kind_row or anatomy.rows < len(face.icon_rows) \
                    or (RARITY_MARK[card.rarity], 10) not in [(line, min(px, 10)) for line, px in drawn]:
                bad.append((lang, cid, anatomy.kind, anatomy.rows, anatomy.lines))
        assert not app.crashes
    assert not bad, bad


#: windows between 800x560 and 1280x800 (their held cards 55-113 px wide)
BETWEEN = ((800, 560), (900, 600), (960, 640), (1024, 700), (1024, 768), (1100, 700), (1152, 720), (1200, 750),
           (1280, 800))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", BETWEEN, ids=[f"{w}x{h}" for w, h in BETWEEN])
def test_every_held_face_between_the_sizes_prints_everything_at_9_px_whole(size, lang):
    """Each card of the data as the face the hand of a window ``size`` prints (``held_face_for``): where that is a
    face, every word and glyph at 9 px or more (7 px rows at 1100x700 before), its name whole, both rows and its power
    drawn, a counter card's effect or its summary whole; where its cards are narrower than ``HAND_TILES_BELOW`` they
    are tiles (tested in test_small.py)."""
    width = compute(size).widths["hand"]
    make = held_face_for(width)
    if width < HAND_TILES_BELOW:
        assert make is face_for
        return
    cards, bad = CardRenderer(TextCache()), []
    for cid, card in card_set().items():
        face = make(cid, cid, None)
        drawn = face_prints(face, width, lang)
        small = sorted({(px, line) for line, px in drawn if px < SMALL_HAND_PRINT})
        anatomy = cards.anatomy(face, width, lang)
        if small or not shown_whole(face, anatomy, lang) or anatomy.rows < len(face.icon_rows) \
                or anatomy.stats < len(face.stats):
            bad.append((cid, small, anatomy.lines, anatomy.rows))
        if not card.is_sd:
            told = [_plain(card.effect_text().get(lang)), _plain(card.effect_summary().get(lang))]
            if not any(_plain("".join(line for line, _ in drawn)).endswith(t) for t in told):
                bad.append((cid, drawn))
    assert not bad, bad


@pytest.mark.parametrize("size", BETWEEN[2:-1], ids=[f"{w}x{h}" for w, h in BETWEEN[2:-1]])
def test_the_hand_between_the_sizes_is_tiles_or_faces_that_keep_their_print(app, size):
    """The hand of each window between the two sizes: tiles (a name at 10 px over its power) or faces whose print
    is kept at 9 px or more (``row_print``), inside the hand; 1024x700 and 1100x700 held plain faces (7 px rows)."""
    scene = start(_app(app, size, 1.0))
    zone = next(z for z in scene.table.zones if z.name == f"hand{scene.me}")
    mine = [s for s in scene.table.slots if s.zone == zone.name and s.entry.face is not None]
    assert mine
    for s in mine:
        assert s.strip or s.entry.face.row_print >= SMALL_HAND_PRINT, (size, tuple(s.rect))
        assert not s.strip or _whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, HAND_NAME_GOOD,
                                     numbers=True), (size, tuple(s.rect))
        assert zone.rect.contains(s.rect), (size, tuple(s.rect), tuple(zone.rect))


#: the dark hole of the 900x600 picture (docs/screenshots/sdgf-small-ja.png), 「ザコソルジャー（潜水）」 the latest
HOLE_OF_THREE = ("SDGF-37", "SDGF-28", "SDGF-39")


@pytest.mark.parametrize("size", BETWEEN[:5], ids=[f"{w}x{h}" for w, h in BETWEEN[:5]])
def test_both_dark_holes_print_names_and_power_at_10_px(app, size):
    """Both dark holes of three cards in the small windows: every shown card's name whole at 10 px or more on one line
    of a strip (or over its power on a tile), its power at 10 px or more, inside the hole, the rest counted in its label
    (900x600: the opponent's 13 px strip printed 「ザコソルジャー（潜水）」 at 8 px and its power at 6)."""
    scene = start(_app(app, size, 1.0))
    for p in (0, 1):
        shown = _hole(scene, p, HOLE_OF_THREE)
        zone = next(z for z in scene.table.zones if z.name == f"darkhole{p}")
        assert shown and shown[-1].entry.face.title.ja == "ザコソルジャー（潜水）"
        assert not _hole_small_print(scene, shown), (p, _hole_small_print(scene, shown))
        assert all(zone.rect.contains(s.rect) for s in shown)
        hidden = len(HOLE_OF_THREE) - len(shown)
        assert not hidden or zone.label.en.endswith(f" +{hidden}") \
            or (hidden_in_hole(zone, scene.table.slots) or (0,))[0] == hidden
