"""Issue 16, SD Gundam Force cards where the table is small (150 % UI scale, the 800x560 window), in both languages,
read from what the frame drew (the probe) in the golden game:

* a held card's Japanese name breaks between words ("ザコソルジャー" / "（マシンガン）", not "ザコソル" / "ジャー（マシ" /
  "ンガン）"), every held name whole;
* the opponent's return tile keeps its power chip under a name on three lines;
* a tapped standby tile is drawn turned (muted, its edge hatched), unlike an upright one;
* at 800x560 three battlefield tiles show each name whole ("グラップ…", "Zapper Za…" before) with its power labelled.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.core.i18n import Text
from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards.breaks import breaks_a_word
from tests.ui.sdgf.test_small import _whole_in

POWER = {"ja": "パワー", "en": "Power"}
POWER_TEXT = Text(POWER["ja"], POWER["en"])


@pytest.fixture(autouse=True)
def no_crash():
    """This module makes its own app inside the probe (the package's ``no_crash`` needs the shared one)."""
    yield


def _golden(probe, lang: str, upto: int, size=(1280, 800), scale: float = 1.5):
    """(app, scene, texts): the golden game after ``upto`` actions, as drawn."""
    from tests.ui.textfit.screens import game_screens, new_app

    app, driver = new_app(probe, lang, size, scale)
    game_screens(driver, "sdgf", upto, "at", lambda name: None, extras=False)
    assert not app.crashes, app.crashes
    return app, app.top, probe.texts(app.surface)


def _name_lines(slot, texts, name: str) -> list[str]:
    """The lines inside ``slot`` that spell ``name`` (spaces and hyphens aside), top to bottom."""
    inside = sorted((d for d in texts if slot.rect.contains(d.rect)), key=lambda d: (d.rect.y, d.rect.x))
    want = name.replace(" ", "")
    for start in range(len(inside)):
        run, spelled = [], ""
        for d in inside[start:]:
            spelled += d.shown.replace(" ", "").rstrip("-")
            run.append(d.shown)
            if not want.startswith(spelled):
                break
            if spelled == want:
                return run
    return []


def _says_power(scene, slot, shown: list[str], card, lang: str) -> None:
    """The tile says its card's power with its label; a strip of a battlefield stacked in strips
    (``zones.battle_strips``) its value last, the label written once over the strips (``column_heads``)."""
    zone = next(z for z in scene.table.zones if z.name == slot.zone)
    if zone.columns:
        assert shown[-1] == str(card.power), (lang, shown)
        assert [head for _, head in scene.table.column_heads(zone, lang)] == [POWER[lang]]
        return
    assert POWER[lang] in shown and shown[shown.index(POWER[lang]) + 1] == str(card.power), (lang, shown)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("upto", [18, 28, 54])
def test_held_names_break_between_words(probe, lang, upto):
    app, scene, texts = _golden(probe, lang, upto)
    seat = next(p for p in (0, 1) if scene.view["seats"][p]["hand"] and scene.view["seats"][p]["hand"][0])
    cards = {c["id"]: card_set()[c["card"]] for c in scene.view["seats"][seat]["hand"]}
    slots = [s for s in scene.table.slots if s.zone == f"hand{seat}"]
    assert len(slots) == len(cards) >= 4
    for slot in slots:
        name = cards[slot.entry.id].table_name.get(lang)
        lines = _name_lines(slot, texts, name)
        assert lines, f"{lang}: {name!r} not whole on its card: {[d.shown for d in texts if slot.rect.contains(d.rect)]}"
        if lang == "ja":
            assert not breaks_a_word(name, lines), f"{name!r} broken inside a word: {lines}"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_opponents_return_tile_keeps_its_power(probe, lang):
    """Late in the golden game the opponent's return field has "Captain Gundam (Light Rifle)" on top: a name on three
    lines in a low tile, which lost its power chip."""
    app, scene, texts = _golden(probe, lang, 54)
    top = next(s for s in scene.table.slots if s.zone.startswith("return") and s.rect.y < scene.geo["battle_info"].y)
    card = card_set()[next(c["card"] for p in (0, 1) for c in scene.view["seats"][p]["return_field"]
                           if c["id"] == top.entry.id)]
    assert card.is_sd, card.table_name.get(lang)
    shown = _whole_in(top, texts, card.table_name.get(lang), lang)
    lines = _name_lines(top, texts, card.table_name.get(lang))  # three lines; in Japanese four between words since the tiles'
    assert len(lines) >= 3 and not breaks_a_word(card.table_name.get(lang), lines), shown  # numbers shrink first (ff8b4d5)
    label = POWER[lang]
    assert label in shown and shown[shown.index(label) + 1] == str(card.power), (lang, shown)


@pytest.mark.parametrize("size, scale", [((800, 560), 1.0), ((1280, 800), 1.5)], ids=["800x560", "150%"])
def test_every_standby_tile_shows_its_power(probe, size, scale):
    """Issue 16: at 800x560 a tapped standby tile with an English name on three lines ("Captain Gundam (Light Rifle)")
    kept its "Tapped 1" chip and dropped its power (25 of the SD cards, tapped or able to go). Every SD card as a
    standby tile of the screen's size, tapped or able to go, in both languages, now shows its power."""
    from tabletop.ui.views.sdgf.faces import standby_tile_face

    for lang in ("ja", "en"):
        app, scene, _texts = _golden(probe, lang, 28, size, scale)
        tiles = {(s.rect.w, s.rect.h) for s in scene.table.slots if s.zone.startswith("standby") and s.strip}
        assert tiles, "the standby field shows tiles"
        cards = app.top.table.cards
        dropped = []
        for w, h in tiles:
            for cid, card in card_set().items():
                if not card.is_sd:
                    continue
                for turns, going in ((1, False), (2, False), (0, True)):
                    face = standby_tile_face(cid, cid, 0, turns, going)
                    at = next(i for i, (label, _) in enumerate(face.stats) if label == POWER_TEXT)
                    if len(cards.strip_anatomy(face, w, h, lang).numbers) <= at:
                        dropped.append((w, h, card.table_name.get(lang), turns, going))
        assert not dropped, f"{lang}: tiles without their power: {dropped}"


def _mean_colour(surface: pygame.Surface) -> tuple[float, float, float]:
    w, h = surface.get_size()
    pixels = [surface.get_at((x, y)) for x in range(0, w, 2) for y in range(0, h, 2)]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))  # type: ignore[return-value]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_tapped_standby_tile_looks_turned(probe, lang):
    """Turn 3 of the golden game (three standby cards tapped): each tapped tile is drawn turned (its colour muted
    towards grey, its left edge hatched), so that it differs from the same card upright by more than its chip."""
    app, scene, texts = _golden(probe, lang, 28)
    tapped = [s for s in scene.table.slots if s.zone.startswith("standby") and s.entry.tapped]
    assert len(tapped) >= 3
    cards = app.top.table.cards
    for slot in tapped:
        face = slot.entry.face
        assert face is not None and face.turned, slot.entry.id
        turned = cards.strip(face, slot.rect.w, slot.rect.h, lang)
        upright = cards.strip(replace(face, turned=False), slot.rect.w, slot.rect.h, lang)
        a, b = _mean_colour(turned), _mean_colour(upright)
        assert sum(abs(x - y) for x, y in zip(a, b)) >= 40, (slot.entry.id, a, b)
        edge = {tuple(turned.get_at((x, y)))[:3] for x in range(3, 8) for y in range(6, slot.rect.h - 6)}
        assert len(edge) >= 2, "the left edge is hatched"
        on_screen = [tuple(app.surface.get_at((slot.rect.x + x, slot.rect.y + y)))[:3] for x, y in sorted(
            (x, y) for x in range(3, 8) for y in range(6, slot.rect.h - 6))]
        assert on_screen == [tuple(turned.get_at((x, y)))[:3] for x, y in sorted(
            (x, y) for x in range(3, 8) for y in range(6, slot.rect.h - 6))], "the table shows the turned tile"
    upright_slots = [s for s in scene.table.slots if s.zone.startswith("battle") and s.strip]
    assert upright_slots and not any(s.entry.face.turned for s in upright_slots)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("upto", [18, 54])
def test_three_battlefield_tiles_whole_in_the_small_window(probe, lang, upto):
    """The smallest window (800x560, 100 %): three SD cards on a battlefield (long names such as
    "キャプテンガンダム（ソウルドライブ）" and "Zapper Zaku (FZ Machine Gun)") each show the name whole in their tile with
    the power labelled (they were 57 px wide: "グラップ…", "Zapper Za…")."""
    app, scene, texts = _golden(probe, lang, upto, (800, 560), 1.0)
    for p in (0, 1):
        slots = [s for s in scene.table.slots if s.zone == f"battle{p}"]
        cards = {c["id"]: card_set()[c["card"]] for c in scene.view["seats"][p]["battlefield"]}
        if len(cards) < 3:
            continue
        assert len(slots) == 3 and all(s.rect.w >= 64 for s in slots), [tuple(s.rect) for s in slots]
        for slot in slots:
            card = cards[slot.entry.id]
            shown = _whole_in(slot, texts, card.table_name.get(lang), lang)
            _says_power(scene, slot, shown, card, lang)
    assert sum(len(scene.view["seats"][p]["battlefield"]) >= 3 for p in (0, 1)) >= 1


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size, scale", [((800, 560), 1.0), ((1280, 800), 1.5)], ids=["800x560", "150%"])
@pytest.mark.parametrize("upto", [28, pytest.param(54, marks=pytest.mark.slow)])  # 54 in `make soak`
def test_the_longest_name_takes_the_tile_width_it_needs(probe, lang, size, scale, upto):
    """Issue 16: 騎士ゼロ（スーパー・マジカル・バイオレット・トルネード） on an 86 px standby tile broke "バイオ" / "レット", and on a
    battlefield tile it dropped its power. Turns 3 and 6 of the golden game (three battlefield tiles at 800x560) with
    that card first on each standby field and battlefield of two or more: the field rows keep 86 px (its tiles 62 px
    high, ``geometry.FIELD_TILE_H``) and its tile takes the width it needs (``zones.tile_columns``), its name whole, no word
    broken, over its power; the other tiles keep theirs too."""
    from tabletop.games.sdgf.cards import card_set as cards_of

    longest = next(c for c in cards_of().values() if c.name.ja.startswith("騎士ゼロ（スーパー"))
    app, scene, _ = _golden(probe, lang, upto, size, scale)
    changed = []
    for p in (0, 1):
        for kind in ("standby", "battlefield"):
            if len(scene.view["seats"][p][kind]) >= 2:
                scene.view["seats"][p][kind][0]["card"] = longest.id
                changed.append(scene.view["seats"][p][kind][0]["id"])
    assert len(changed) >= 2
    scene.rebuild()
    for _ in range(40):  # the tiles come to rest in their new places
        app.step([], 0.05)
    texts = probe.texts(app.surface)
    names = {c["id"]: cards_of()[c["card"]] for p in (0, 1) for k in ("standby", "battlefield")
             for c in scene.view["seats"][p][k]}
    for slot in scene.table.slots:
        if slot.entry.id not in names or not slot.strip:
            continue
        card = names[slot.entry.id]
        shown = _whole_in(slot, texts, card.table_name.get(lang), lang)
        lines = [line.strip() for line in _name_lines(slot, texts, card.table_name.get(lang))]
        assert lines and not breaks_a_word(card.table_name.get(lang), lines), (lang, shown)
        _says_power(scene, slot, shown, card, lang)


def test_a_standby_tile_drops_its_type_icon_where_it_costs_the_name_size(monkeypatch):
    """Three standby tiles at 150 % of 1280x800 (93 x 55 px each) printed "Commander Sazabi" / "(as Zako Red)" at 7 px
    beside the type icon (9 px without it; the icon went only where it cost the name a line): the name now takes the
    icon's room where that prints it larger."""
    from tabletop.ui.cards.render import CardRenderer
    from tabletop.ui.text import TextCache
    from tabletop.ui.views.sdgf.faces import face_for

    pygame.display.init()
    pygame.font.init()
    drawn: list[tuple[str, int]] = []
    original = TextCache.render

    def recording(self, text, size, colour=(255, 255, 255), bold=False):
        drawn.append((text, size))
        return original(self, text, size, colour, bold)

    monkeypatch.setattr(TextCache, "render", recording)
    renderer = CardRenderer(TextCache())
    sazabi = next(cid for cid, c in card_set().items() if c.name.en == "Commander Sazabi (as Zako Red)")
    renderer._draw_tile(face_for(sazabi), 93, 55, "en")
    sizes = {size for text, size in drawn if text in ("Commander Sazabi", "(as Zako Red)")}
    assert sizes and min(sizes) >= 9, drawn
