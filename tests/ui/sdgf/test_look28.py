"""Issue 16 (session 28), SD Gundam Force's look: zone labels over their cards, the enlarged card over the decision.

* A zone's label line began 3 px under its top and its cards ``zones.LABEL_SPACE`` (22) px under it: the label's ink
  (5 px under the line's top, 16-17 px high at 15 px) ended 1-3 px under the cards' tops and the lit ring round them
  (800x560, 1024x768, 1280x800 and 150 %: "Standby field (3)", "Player 1 (opponent): hand (5)", "Deck (27)"). The line
  begins ``zones.LABEL_TOP`` px from the top (``CardTable.label_top``): every label's ink ends above every card.
* The enlarged card under the pointer kept off the sidebar's buttons only: with a hand card chosen at 800x560 it lay
  over the standby field the decision asked to click. It keeps off the decision's panel, its buttons and every lit zone
  and card (``CardTable.lit_rects``), narrower (down to ``scene.ZOOM_LEAST`` px) where 230 px leave it no such place.
* Japanese counter summaries on the 80-94 px compact faces broke inside words: 「ダークホールの1」 / 「枚を…」,
  「ダークアクシズ幹」 / 「部が…」. ``text.wrap`` keeps a number with its counter (``text.COUNTERS``: 「1枚」, 「3枚目」)
  and a run of two kanji whole, and ends a line after a conditional's 「ば」; the salvage card's summary is shorter
  (「帰還の上3枚までデッキ下へ（SDなしで可）」) so that it still fits three lines at 80 px.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards.table import turned_rect
from tabletop.ui.views.sdgf.faces import face_for
from tabletop.ui.views.sdgf.scene import ZOOM_LEAST

from .conftest import click_at, hover_points, start
from .test_look23 import LANGS
from .test_look26 import face_prints

#: (window, UI scale): the smallest window, a middle one, the usual one and 150 % of it
WINDOWS = (((800, 560), 1.0), ((1024, 768), 1.0), ((1280, 800), 1.0), ((1280, 800), 1.5))
WINDOW_IDS = ["800x560", "1024x768", "1280x800", "150%"]


@pytest.fixture(autouse=True)
def no_crash():
    """Tests here make their own app (inside the probe or not); the package's ``no_crash`` needs the shared one."""
    yield


def _card_rects(table) -> list[tuple[str, pygame.Rect]]:
    """Every card at rest as drawn: a tile's strip, a turned card's box, a lit or chosen card with its ring."""
    out = []
    for slot in table.slots:
        rect = slot.rect if slot.strip else turned_rect(slot.rect, slot.angle + (-90.0 if slot.entry.tapped else 0.0))
        out.append((slot.zone, rect.inflate(4, 4) if slot.entry.selectable or slot.entry.selected else rect))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size, scale", WINDOWS, ids=WINDOW_IDS)
def test_every_zone_labels_ink_is_clear_of_every_card(probe, size, scale, lang):
    """The golden game at the start (every hand, deck and empty field), on turn 2 (standby cards, a battle) and later
    (tapped cards, returns, dark holes): no label's ink box meets a card or the ring of a lit card, anywhere on the
    table, and where the probe read a label's ink from the screen it is where ``label_ink`` says."""
    from tests.ui.textfit.screens import game_screens, new_app

    checked = read = 0
    for upto in (2, 18, 30):
        app, driver = new_app(probe, lang, size, scale)
        game_screens(driver, "sdgf", upto, "at", lambda name: None, extras=False)
        scene = app.top
        assert not app.crashes, app.crashes
        drawn = {(d.shown, d.rect.x, d.rect.y): d.rect for d in probe.texts(app.surface)}
        cards = _card_rects(scene.table)
        for zone in scene.table.zones:
            ink = scene.table.label_ink(zone, lang)
            if ink is None:
                continue
            checked += 1
            over = [(name, tuple(r)) for name, r in cards if r.colliderect(ink)]
            assert not over, (upto, zone.name, scene.table.label_text(zone, lang), tuple(ink), over)
            shown = scene.table._label(zone, lang)[3]
            if (shown, ink.x, ink.y) in drawn:
                read += 1
                assert drawn[(shown, ink.x, ink.y)] == ink
    assert checked >= 30 and read >= 1, (checked, read)


def _chosen(size, scale: float, lang: str):
    """(app, scene): a new game's formation, the last SD card of the viewer's hand clicked (chosen to deploy)."""
    from tabletop.ui.app import App

    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    scene = start(app)
    hand = [s for s in scene.table.slots if s.zone == f"hand{scene.me}" and s.entry.selectable]
    click_at(app, (hand[-1].rect.centerx * scale, hand[-1].rect.centery * scale))
    for _ in range(10):
        app.step([], 0.05)
    assert scene.selected == hand[-1].entry.id
    return app, scene


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size, scale", WINDOWS, ids=WINDOW_IDS)
def test_the_enlarged_card_covers_nothing_the_decision_asks_to_click(size, scale, lang):
    """A card chosen in the formation: the standby field is lit to be clicked, and so are the hand's other SD cards.
    With the pointer on each face-up card (its left edge, middle, right edge) the enlarged card covers none of them, nor
    the decision's panel, its action buttons, undo/redo or the header's buttons; it is ``ZOOM_LEAST`` px wide or more
    and whole on the screen. At 800x560 there is no such place for it at 230 px: it is narrower there."""
    app, scene = _chosen(size, scale, lang)
    g = scene.geo
    standby = next(z for z in scene.table.zones if z.name == f"standby{scene.me}")
    assert standby.selectable
    lit = scene.table.lit_rects()
    assert standby.rect in lit and len(lit) >= 3, lit
    keep = lit + [g["prompt"], g["actions"], g["undo_row"], scene.menu_button.rect, scene.deck_button.rect]
    widths, hovered = set(), 0
    for slot, pos in hover_points(scene):
        scene.hover = pos
        scene.table.zoom_rect = None
        scene.draw(app.surface)
        zoom = scene.table.zoom_rect
        assert zoom is not None, (slot.zone, pos)
        hovered += 1
        covered = [tuple(r) for r in keep if zoom.colliderect(r)]
        assert not covered, (slot.entry.id, pos, tuple(zoom), covered)
        assert pygame.Rect(0, 0, *app.size).contains(zoom), tuple(zoom)
        assert not zoom.collidepoint(pos)
        widths.add(zoom.w - 5)
    assert hovered >= 12
    assert min(widths) >= ZOOM_LEAST, widths
    if size == (800, 560):
        assert min(widths) < scene.table.zoom_width, widths


def test_the_narrowest_enlarged_card_prints_every_line_at_9_px_or_more():
    """Every card of the data enlarged ``ZOOM_LEAST`` px wide, in both languages: no line under 9 px (at 170 px eight
    faces had a line at 7-8 px)."""
    pygame.init()
    pygame.display.set_mode((320, 200))
    small = [(cid, lang, line, px) for cid in card_set() for lang in LANGS
             for line, px in face_prints(face_for(cid, cid, None), ZOOM_LEAST, lang, full=True) if px < 9]
    assert not small, small


def test_a_number_keeps_its_counter_and_a_two_kanji_word_stays_whole():
    """``text.wrap`` at every width: 「1枚」, 「3枚目」, 「２体」 and the two-kanji words (「幹部」, 「帰還」) are never parted
    (「ダークホールの1」 / 「枚を…」 and 「ダークアクシズ幹」 / 「部が…」 on the 80 px compact faces), and a conditional's
    「ば」 is a particle a line may end after (「幹部がいれば」 / 「さらに+4」, not 「…さら」 / 「に+4」)."""
    from tabletop.ui.linebreak import _particle
    from tabletop.ui.linetokens import tokenize
    from tabletop.ui.text import wrap

    whole = ("1枚", "3枚目", "２体", "幹部", "帰還", "自軍", "合計")
    for text in ("ダークホールの1枚を帰還させる（SDなしで可）", "最後に帰還した3枚目までデッキ下へ", "自軍のSD２体につき+2",
                 "自軍の合計+2。ダークアクシズ幹部がいればさらに+4"):
        for width in range(4, len(text)):
            lines = wrap(text, width, len)
            assert "".join(lines) == text, (width, lines)
            parted = [w for w in whole if w in text and not any(w in line for line in lines)]
            assert not parted, (width, lines, parted)
    assert wrap("ダークアクシズ幹部がいればさらに+4", 8, len) == ["ダークアクシズ", "幹部がいれば", "さらに+4"]
    assert _particle(tokenize("いればさらに"), 3) and _particle(tokenize("なければならない"), 4)
    assert not _particle(tokenize("いちばんの"), 3) and not _particle(tokenize("選ばれた"), 2)  # no conditional's 「ば」


def _body_lines(drawn: list[tuple[str, int]], text: str) -> list[tuple[str, int]]:
    """The last lines of ``drawn`` that spell ``text`` (spaces aside): a face's body, printed last."""
    want, got, lines = _plain(text), "", []
    for line, px in reversed(drawn):
        lines.insert(0, (line, px))
        got = _plain(line) + got
        if len(got) >= len(want):
            break
    return lines if got == want else []


def _plain(text: str) -> str:
    return "".join(text.split())


def _parted_words(text: str, lines: list[str]) -> list[str]:
    """Where ``lines`` break ``text`` (its paragraphs' own breaks aside) between a number and its counter or ordinal,
    inside a run of two kanji, or inside a katakana word or against the kinsoku rules (``breaks_a_word``)."""
    from tabletop.ui.cards.breaks import breaks_a_word
    from tabletop.ui.linetokens import COUNTERS

    def kanji(ch: str) -> bool:
        return "\u4e00" <= ch <= "\u9fff"

    bad, flat, at = [], _plain(text), 0
    ends, n = set(), 0
    for paragraph in text.split("\n"):
        n += len(_plain(paragraph))
        ends.add(n)
    for line in lines[:-1]:
        at = flat.index(_plain(line), at) + len(_plain(line))
        if at in ends:
            continue
        a, b = flat[at - 1], flat[at]
        pair = kanji(a) and kanji(b) and not (at >= 2 and kanji(flat[at - 2])) and not (at + 1 < len(flat) and kanji(flat[at + 1]))
        if a.isdigit() and b in COUNTERS or a in COUNTERS and b == "目" or pair:
            bad.append(f"{a}/{b}")
    paragraphs = text.split("\n")
    if breaks_a_word(" ".join(paragraphs), [line.strip() for line in lines]):
        bad.append("a word")
    return bad


@pytest.mark.parametrize("lang", LANGS)
def test_every_counter_cards_text_on_a_compact_face_keeps_its_words(lang):
    """Each counter card on the held faces 80-94 px wide (the 960x640 to 1024x768 windows' compact faces, 1100x700's
    small ones): its summary or effect whole at 9 px or more, and no line break inside a word (「1」 / 「枚」, 「幹」 /
    「部」, 「バトルフィール」 / 「ド」). 「最後に帰還した3枚までデッキ下へ（SDなしで可）」 with 「3枚」 whole took four
    lines where three fit at 80-84 px (the whole effect, cut, went in its place): the shorter summary takes three."""
    from tabletop.ui.views.sdgf.zones import held_face_for

    pygame.init()
    pygame.display.set_mode((320, 200))
    bad = []
    for cid, card in card_set().items():
        if card.is_sd:
            continue
        told = (card.effect_summary().get(lang), card.effect_text().get(lang))
        for width in range(80, 95, 2):
            drawn = face_prints(held_face_for(width)(cid, cid, None), width, lang)
            body = next(((found, text) for text in told if (found := _body_lines(drawn, text))), None)
            if body is None:
                bad.append((cid, width, "not whole", drawn))
                continue
            lines, text = body
            small = [px for _, px in lines if px < 9]
            parted = _parted_words(text, [line for line, _ in lines])
            if small or parted:
                bad.append((cid, width, small, parted, [line for line, _ in lines]))
    assert not bad, bad
