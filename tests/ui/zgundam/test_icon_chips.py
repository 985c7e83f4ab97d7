"""Icon chips: a Z Gundam name strip too narrow for its numbers' words prints a small drawn icon for each word rather
than leave a number out (issue 16: "every number with its label or icon").

``CardFace.stat_icons`` opts a face in (SDGF and Ultra Seven set none: their strips are drawn as before); the strip
keeps its words wherever they fit, and the hover view names every icon the strip printed under the enlarged card
(``CardRenderer.icon_legend``). The help says what each icon means in both languages. The board weighs its splits by the worded strips
(``board._zone_short``), so the icons never move width between ships and pairs and only add numbers: at six seats,
150 %, seeds 1-5 (``tools/zgundam_strips.py``) the other seats' strips lose ja 6 pairs / 125 numbers, en 11 / 45,
against 6 / 158 and 13 / 50 before.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.resources import asset, docs_dir
from tabletop.ui.cards.render import CardRenderer
from tabletop.ui.cards.table import _reserved
from tabletop.ui.text import TextCache
from tabletop.ui.views.zgundam.faces import face_for, taken_face

from .helpers import at_the_table

PILOT = {"id": "yazan", "kind": "pilot", "name": {"ja": "ヤザン", "en": "Yazan"}, "ability": 4}
SHIP = {"id": "magellan", "kind": "ship", "name": {"ja": "マゼラン改", "en": "Magellan Kai"}, "anti_air": 2,
        "anti_ship": 3, "durability": 5, "anti_ship_hit": 4, "faction": "titans"}
#: the glyph or word the help gives each icon
HELP_WORDS = {"ja": ("↑", "→", "盾", "◎", "爆発", "★"), "en": ("↑", "→", "shield", "◎", "burst", "★")}


@pytest.fixture
def cards():
    pygame.display.init()
    pygame.font.init()
    return CardRenderer(TextCache())


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_narrow_strip_keeps_its_number_with_an_icon(cards, lang):
    """A pilot's strip 55 px wide loses 能力 4 with its word; with the star it keeps the number and the whole name (70 px
    wide it keeps the word, its type icon giving way: the name prints at 9-10 px, not 8). A strip with room keeps the
    word, and a face without icons (another game's) is drawn as before."""
    pilot = face_for(PILOT)
    assert cards.strip_anatomy(replace(pilot, stat_icons=()), 55, 17, lang).stats == 0
    narrow = cards.strip_anatomy(pilot, 55, 17, lang)
    assert narrow.stats == 1 and narrow.icons == ("ability",)
    assert "".join(narrow.lines) == pilot.title.get(lang)
    wide = cards.strip_anatomy(pilot, 140, 17, lang)
    assert wide.stats == 1 and wide.icons == ()
    plain = replace(pilot, stat_icons=())
    assert cards.strip_anatomy(plain, 55, 17, lang).icons == ()
    assert cards.strip_anatomy(plain, 140, 17, lang) == wide
    assert pygame.image.tobytes(cards.strip(plain, 140, 17, lang), "RGBA") == \
        pygame.image.tobytes(cards.strip(pilot, 140, 17, lang), "RGBA")


def test_a_ship_strip_keeps_more_numbers_with_icons(cards):
    """A ship's strip 150 px wide in Japanese showed 1 of its 4 worded numbers beside マゼラン改; with icons, all."""
    ship = face_for(SHIP)
    assert cards.strip_anatomy(replace(ship, stat_icons=()), 150, 17, "ja").stats < 4
    iconic = cards.strip_anatomy(ship, 150, 17, "ja")
    assert iconic.stats == 4 and iconic.icons == ("antiair", "antiship", "hull", "hit")
    boxes = sorted(iconic.numbers, key=lambda r: r.x)
    assert all(a.right <= b.x for a, b in zip(boxes, boxes[1:])) and boxes[0].x >= iconic.name.right
    assert taken_face({**SHIP, "points": 9}).stat_icons == ("", "antiair", "antiship", "hull", "hit")


def test_every_icon_is_our_art_and_named_in_the_help():
    for key in ("attack", "ability", "antiair", "antiship", "hull", "hit"):
        assert asset("art", "cards", f"stat-{key}.svg").is_file(), key
    for lang, words in HELP_WORDS.items():
        text = (docs_dir() / "help" / f"zgundam.{lang}.md").read_text(encoding="utf-8")
        line = next(ln for ln in text.splitlines() if "★" in ln)
        assert all(w in line for w in words), (lang, line)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hovering_a_strip_with_icons_names_them(probe, lang):
    """Six seats at 150 %: every strip that printed icons, hovered, shows the enlarged card with a legend under it
    naming each icon (its number's full name and value); a strip with words has none."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 6, seed=1, pair=True, scale=1.5)
    try:
        table = scene.table
        iconic = worded = 0
        for slot in table.slots:
            face = slot.entry.face
            if not slot.strip or face is None or not face.stat_icons:
                continue
            legend = table._icon_legend(slot, lang)
            zone = table._zone(slot.zone)
            anatomy = table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                                _reserved(slot.entry, zone), table.name_max(zone, lang),
                                                bool(zone.side), bool(zone.columns))
            if anatomy.icons:
                iconic += 1
                assert legend is not None and legend.get_width() == table.zoom_width
                assert legend.get_height() >= len(anatomy.icons) * 15
            else:
                worded += anatomy.stats > 0
                assert legend is None
        assert iconic and worded
    finally:
        app.change_setting("ui_scale", 1.0)
