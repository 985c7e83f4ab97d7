"""Issue 16, SD Gundam Force card faces at the sizes the screens draw them, every card of the data in both languages:

* a held card (the hand at 1280x800, 800x560 and 150 % UI scale) shows its name whole, its power with its label and
  both captioned icon rows (adapt and terrain; a counter card its terrain row). Before: a 113 px card whose name
  took four lines ("キャプテン" / "ガンダム" / "（ライト" / "ライフル）") showed its rows only in the hover view, and 29
  cards of 56 lost them on the 55 px hand of the 800x560 window. Now the kind row gives way to the rows (the rarity
  goes to the end of the terrain row), then the name shrinks (whole, its words whole), then the power box lowers,
  then the name's lines close up, their ink a pixel apart (騎士ゼロ（スーパー・マジカル・バイオレット・トルネード）'s five
  6 px lines 7 px apart on the 55 px hand, where its rows were only in the hover view);
* a deck-builder card never breaks a katakana word of a name that has a break between words or before "（"
  ("ガンバイ" / "カー（サイ" / "ドカー）" and "デストロ" / "イヤードム" on its narrowest, 60 px, cards).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards import CardRenderer
from tabletop.ui.cards.breaks import breaks_a_word, split_lines, word_ends
from tabletop.ui.cards.render import table_name
from tabletop.ui.text import TextCache
from tabletop.ui.views.sdgf.faces import face_for
from tabletop.ui.views.sdgf.geometry import compute
from tabletop.ui.views.sdgf.zones import LABEL_SPACE
from tests.ui.card_ink import game_faces
from tests.ui.test_card_faces import shown_whole

#: the window the table is laid out in: 1280x800 at 100 %, the 800x560 window, 1280x800 at 150 % UI scale
WINDOWS = {"1280x800": (1280, 800), "800x560": (800, 560), "150 %": (853, 533)}
#: the deck builder's card widths: its narrowest (a small window at 150 %) and 1280x800, 800x560 and 150 %
BUILDER_WIDTHS = (60, 104, 107, 117)


@pytest.fixture(scope="module")
def cards():
    pygame.init()
    pygame.display.set_mode((320, 200))
    return CardRenderer(TextCache())


@pytest.fixture(autouse=True)
def no_crash():
    """No app here (the package's ``no_crash`` needs one)."""
    yield


def test_the_hand_widths_are_the_ones_measured():
    assert {where: compute(size).widths["hand"] for where, size in WINDOWS.items()} == \
        {"1280x800": 113, "800x560": 55, "150 %": 64}


@pytest.mark.parametrize("where", sorted(WINDOWS))
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_held_card_shows_its_whole_name_its_power_and_its_rows(cards, where, lang):
    width = compute(WINDOWS[where]).widths["hand"]
    bad = []
    for face in game_faces("sdgf"):
        anatomy = cards.anatomy(face, width, lang)
        rows = anatomy.rows
        if not shown_whole(face, anatomy, lang) or anatomy.stats < len(face.stats) or rows < len(face.icon_rows):
            bad.append((face.id, anatomy.lines, anatomy.stats, anatomy.rows))
    assert not bad, f"{len(bad)} cards at {width} px short of their name, power or rows: {bad}"


@pytest.mark.parametrize("where", sorted(WINDOWS))
def test_a_held_name_breaks_no_katakana_word(cards, where):
    """Issue 16: on the 55 px hand of the 800x560 window "デストロ" / "イヤードム", "プロ" / "フェッサー" and "ガンバイ" /
    "カー（サイ" / "ドカー）" were drawn: a seven-kana word is 48 px at 7 px on a 45 px line, and a word shrank only
    to 7 px before it was broken at 8. A word now shrinks whole down to 6 px first ("デストロイヤー" / "ドム")."""
    width = compute(WINDOWS[where]).widths["hand"]
    broken = {face.id: cards.anatomy(face, width, "ja").lines for face in game_faces("sdgf")
              if breaks_a_word(table_name(face, "ja"), list(cards.anatomy(face, width, "ja").lines))}
    assert not broken, broken


def test_a_rarity_that_makes_way_for_the_rows_goes_to_the_terrain_row(cards):
    """A card whose kind row gave way still shows its rarity: a chip at the end of its terrain row, under the rows'
    top and clear of the power box."""
    face = face_for("SDGF-02")  # キャプテンガンダム（ライトライフル）: four lines at 113 px
    anatomy = cards.anatomy(face, 113, "ja")
    assert anatomy.rows == 2 and len(anatomy.lines) == 4
    chip, power = sorted(anatomy.numbers, key=lambda r: r.w)
    assert len(anatomy.numbers) == 2 and chip.bottom <= power.y and chip.y > anatomy.name.bottom


@pytest.mark.parametrize("width", BUILDER_WIDTHS)
def test_deck_builder_names_keep_their_words(cards, width):
    broken = {}
    for face in game_faces("sdgf"):
        title, anatomy = table_name(face, "ja"), cards.anatomy(face, width, "ja")
        if not shown_whole(face, anatomy, "ja") or breaks_a_word(title, list(anatomy.lines)):
            broken[title] = anatomy.lines
    assert not broken, broken
    if width == 60:
        assert cards.anatomy(face_for("SDGF-11"), 60, "ja").lines == ("ガンバイカー", "（サイドカー）")
        assert cards.anatomy(face_for("SDGF-32"), 60, "ja").lines == ("デストロイヤー", "ドム")


def test_gunbiker_is_one_word_and_a_name_breaks_before_its_bracket():
    assert word_ends("ガンバイカー") == frozenset() and word_ends("デストロイヤードム") == {7}
    assert split_lines("ガンバイカー（サイドカー）", lambda line: len(line) <= 7, 3) == ["ガンバイカー", "（サイドカー）"]
    assert split_lines("ガンバイカー（サイドカー）", lambda line: len(line) <= 5, 3) is None  # no word broken (soft)


#: the return field's top card as a tile at 150 % and 800x560 (measured on the golden game): the viewer's, the other's
RETURN_TILES = ((68, 85), (68, 70))
#: The opponent's tile (70 px high: its row takes from the dark hole what the longest name needs, geometry.RETURN_TILE_ROW)
#: holds five lines of a name over the power at 7 px. Issue 16: the two longest names were cut there ("Captain Gun…",
#: "騎士ゼロ（ス…"); then a name went to 7 px whole over the power ("Captain Gundam" / "(Heavy Weapon)"), but
#: 騎士ゼロ（スーパー・マジカル・バイオレット・トルネード）, five lines even then, showed alone on the 57 px tile, without
#: its power; now every name shows with its power.


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_card_on_the_return_tile_shows_its_name_and_power(cards, lang):
    """The playthrough at 150 % in English (issue 16): the viewer's return tile read "Captain Gun…" and
    "騎士ゼロ（ス…"; a Latin name takes a fourth line where the tile is tall enough, as a Japanese one did, and either
    a fifth (``TILE_LINES``); "Gerbera's" / "" / "Invention" lost its empty line (``text.wrap``)."""
    bad = []
    for face in game_faces("sdgf"):
        for w, h in RETURN_TILES:
            anatomy = cards.strip_anatomy(face, w, h, lang)
            if not shown_whole(face, anatomy, lang) or (face.stats and anatomy.stats < 1):
                bad.append((w, h, anatomy.lines, anatomy.stats))
    assert not bad, bad


@pytest.mark.parametrize("size", RETURN_TILES, ids=["viewer", "opponent"])
def test_a_return_tile_breaks_no_word_of_a_name(cards, size):
    """Issue 16: the return tiles broke "キャプテンガン" / "ダム（ヘビー" / "ウェポン）" at 8 px (the numbers now get
    smaller, then a word shrinks whole to 7 px, first: "キャプテン" / "ガンダム" / "（ヘビー" / "ウェポン）") and "武者頑" /
    "駄無 爆" / "熱丸" (a Japanese name with a space breaks there, never inside its kanji)."""
    broken = {}
    for face in game_faces("sdgf"):
        lines = list(cards.strip_anatomy(face, *size, "ja").lines)
        if breaks_a_word(table_name(face, "ja"), lines):
            broken[face.id] = lines
    assert not broken, broken
    assert cards.strip_anatomy(face_for("SDGF-17"), *size, "ja").lines == ("武者頑駄無", "爆熱丸")
    assert "キャプテンガン" not in cards.strip_anatomy(face_for("SDGF-03"), *size, "ja").lines


def _name_sizes(cards, face, width: int, lang: str) -> set[int]:
    """The sizes a face ``width`` px wide draws its name's lines at."""
    drawn: list[tuple[str, int]] = []
    render = cards.text.render

    def noting(text, size, colour=(255, 255, 255), bold=False):
        if bold:
            drawn.append((text, size))
        return render(text, size, colour, bold)

    cards.text.render = noting
    try:
        lines = cards._draw_face(face, width, lang, False)[1].lines
    finally:
        cards.text.render = render
    return {size for text, size in drawn if text in lines}


#: Five lines of a name on the 55 px hand keep its icon rows only at 6 px (the hover view has it large).
SIX_PX = {("ja", "SDGF-15")}


@pytest.mark.parametrize("where", sorted(WINDOWS))
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_held_name_is_seven_px_or_more(cards, where, lang):
    """Issue 16: names were drawn at 6 px on the 55 px hand ("デストロイヤー" / "ドム", "プロフェッサー" / "ガーベラ",
    "(Super Magical" / "Violet Tornado)"): a seven-kana word at 7 px is 48 px on a 45 px line. A name that would go
    under 7 px comes up to a pixel from the band's edges (``render.NAME_EDGE``) instead."""
    width = compute(WINDOWS[where]).widths["hand"]
    small = {face.id: cards.anatomy(face, width, lang).lines for face in game_faces("sdgf")
             if (lang, face.id) not in SIX_PX and min(_name_sizes(cards, face, width, lang)) < 7}
    assert not small, small


@pytest.mark.parametrize("size", [(853, 533), (896, 560), (800, 560)])
def test_the_opponents_return_tile_shows_every_name_with_its_power(cards, size):
    """Issue 16: at 150 % of 1280x800 the opponent's return tile was 68 x 63 px, and 騎士ゼロ（スーパー・マジカル・
    バイオレット・トルネード） took five lines there without its power; a return row lower than ``RETURN_TILE_ROW``
    takes ``RETURN_WIDEN`` px from the deck beside it, the name on four lines over its power; since the return tile is
    ``RETURN_TILE_W`` px wide or more (the deck a narrow back and its count), every name at 10 px."""
    zone = compute(size)["opp_return"]
    top = zone.y + min(LABEL_SPACE, max(0, zone.h - 20))  # ``zones.tile_column``
    w, h = zone.w - 4, zone.bottom - 2 - top
    bad = []
    for face in game_faces("sdgf"):
        for lang in ("ja", "en"):
            anatomy = cards.strip_anatomy(face, w, h, lang)
            if not shown_whole(face, anatomy, lang) or (face.stats and anatomy.stats < 1):
                bad.append((table_name(face, lang), anatomy.lines, anatomy.stats))
    assert not bad, (w, h, bad)
    deck = compute(size)["opp_deck"]
    assert deck.w - 4 >= compute(size).widths["deck"] >= 30, deck  # the deck's back inside its frame


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_held_card_at_1280x800_prints_its_kind_row_at_10_px(cards, lang):
    """Issue 16: "SD · サポートメカ" printed at 7 px on a held card at 1280x800: the kind row prints at 10 px or more,
    with the kind's short word ("サポート", the hover view says it whole) or, on a counter card, "Counter" (its rarity
    is in the corner). A card whose long name leaves no room gives the row up for its icon rows, as before."""
    from tabletop.ui.cards.render import KIND_GOOD

    width = compute(WINDOWS["1280x800"]).widths["hand"]
    small = []
    for face in game_faces("sdgf"):
        words, size = cards.anatomy(face, width, lang).kind
        if size and (size < KIND_GOOD or face.kind_short is None or face.kind_short.get(lang) not in words):
            small.append((table_name(face, lang), words, size))
    assert not small, small
    assert sum(1 for face in game_faces("sdgf") if cards.anatomy(face, width, lang).kind[1]) >= 40


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_longest_name_has_a_short_form_at_table_size_and_is_whole_on_hover(cards, lang):
    """Issue 16: 騎士ゼロ（スーパー・マジカル・バイオレット・トルネード） (28 characters; the next longest has 18) printed at
    7 px on the 800x560 hand beside two names at 10, and as no name at all on an 86 x 62 standby tile in Japanese.
    At table size it prints its short form, 騎士ゼロ（SMVトルネード） / "Knight Zero (SMV Tornado)", at ``MIN_NAME`` px or
    more on the tiles the table draws (hand 116 x 50, standby 86 x 62, a return tile 93 x 40); the hover view says
    the whole name."""
    from tabletop.games.sdgf.cards import card_set
    from tabletop.ui.cards.render import MIN_NAME

    card = next(c for c in card_set().values() if c.name.ja.startswith("騎士ゼロ（スーパー"))
    assert card.short is not None and card.table_name == card.short
    assert len(card.short.get(lang)) < len(card.name.get(lang)) * 2 // 3
    face = face_for(card.id)
    for w, h in ((116, 50), (86, 62), (93, 40)):
        assert cards.strip_name_size(face, w, h, lang) >= MIN_NAME, (w, h)
        lines = cards.strip_anatomy(face, w, h, lang).lines
        assert "".join(lines).replace(" ", "") == card.short.get(lang).replace(" ", ""), lines
    hover = cards.anatomy(face, 230, lang, full=True)
    assert shown_whole(face, hover, lang, full=True) and "".join(hover.lines).replace(" ", "") == \
        card.name.get(lang).replace(" ", ""), hover.lines


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_wide_tile_prints_a_long_name_on_two_larger_lines(cards, lang):
    """Issue 16: the battlefield tiles at 1280x800 (190 x 100 px) printed "Captain Gundam (Soul Drive)" and "Bakunetsumaru
    and Entengo" on one line at 10 px beside "Gunperry" at 14: a name goes on two lines, between words, where that
    prints it ``render.TWO_LINES_GAIN`` px larger or more; every SD card's name there is 12 px or more, whole."""
    small = []
    for card in card_set().values():
        if card.is_sd:
            face = face_for(card.id)
            size, lines = cards._tile_choice(face, 190, 100, lang)[1][:2]
            name = table_name(face, lang)
            if size < 12 or "".join(lines).replace(" ", "") != name.replace(" ", "") or breaks_a_word(name, lines):
                small.append((name, size, lines))
    assert not small, small
    soul = next(c for c in card_set().values() if c.name.en == "Captain Gundam (Soul Drive)")
    assert cards._tile_choice(face_for(soul.id), 190, 100, "en")[1][:2] == (14, ["Captain Gundam", "(Soul Drive)"])
