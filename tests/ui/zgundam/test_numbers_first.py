"""Issue 16: at UI scale 150 % with 5-6 seats the other seats' thin rows (~480 px of table) left numbers out: mid-game
in English a seat's ships showed 0-1 of their four, and pairs with long names (ボリノーク・サマーン, Bolinoak Sammahn)
showed none. Z Gundam's faces now keep their numbers first (``CardFace.numbers_first``): a strip keeps every number
(with its icon where the words do not fit) and prints its name smaller, on two lines, or in a short form of at least
``SHORT_LEAST`` characters ("Bolinoak…", "ボリノーク…"); the board weighs a number left out as ``NUMBER_WEIGHT`` names
in a short form. SDGF's and Ultra Seven's faces do not opt in: their strips are drawn as before.

``tools/zgundam_strips.py --seats 5,6`` (seeds 1-5, ja and en) counted numbers left out: set-up 177 -> 16, mid-game
(``--moves 40``) 170 -> 24.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.ui.cards.render import FIRST_NUMBER_H, FIRST_NUMBER_LEAST, SHORT_LEAST
from tabletop.ui.cards.table import _reserved
from tabletop.ui.views.zgundam.board import shown_numbers
from tabletop.ui.views.zgundam.faces import face_for

from .helpers import at_the_table
from .test_icon_chips import cards  # noqa: F401  (the card renderer fixture)

BOLINOAK = {"id": "bolinoak", "kind": "ms", "name": {"ja": "ボリノーク・サマーン", "en": "Bolinoak Sammahn"}, "attack": 3}
HIZACK = {"id": "hizack", "kind": "ms", "name": {"ja": "ハイザック", "en": "Hizack"}, "attack": 2}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_long_name_gives_way_to_its_number(cards, lang):
    """A pair's strip 70 px wide (six seats, 150 %): the number stays, the name goes short at its words; a face that
    does not opt in (SDGF, Ultra Seven) leaves the number out as before."""
    face = face_for(BOLINOAK)
    assert face.numbers_first
    anatomy = cards.strip_anatomy(face, 70, 19, lang)
    assert anatomy.stats == 1
    shown = "".join(anatomy.lines)
    assert shown.endswith("…") and len(shown) - 1 >= SHORT_LEAST, shown
    assert face.title.get(lang).startswith(shown.rstrip("…")), shown
    assert cards.strip_anatomy(replace(face, numbers_first=False), 70, 19, lang).stats == 0


def test_a_short_form_says_which_card_it_is(cards):
    """Where not even ``SHORT_LEAST`` characters fit beside the numbers, the strip leaves a number out rather than
    print a name nobody can read ("ハイ…"); a little wider, the number stays beside "ハイザ…"; wider still, beside the
    whole name (its number printed smaller, ``FIRST_NUMBER_LEAST``: at 67 px it was "ハイザ…" beside "★ 2")."""
    face = face_for(HIZACK)
    narrow = cards.strip_anatomy(face, 55, 19, "ja")
    assert narrow.lines == ("ハイザック",) and narrow.stats == 0
    wider = cards.strip_anatomy(face, 62, 19, "ja")
    assert wider.lines == ("ハイザ…",) and wider.stats == 1
    whole = cards.strip_anatomy(face, 67, 19, "ja")
    assert whole.lines == ("ハイザック",) and whole.stats == 1


def lost_numbers(scene, me: int, lang: str) -> list[tuple[str, str, int]]:
    """(zone, card, numbers left out) of every other seat's ship and pair strip that leaves a number out."""
    table = scene.table
    out = []
    for slot in table.slots:
        face = slot.entry.face
        if face is None or not slot.strip or not slot.zone.startswith(("ships", "ready")) or \
                slot.zone in (f"ships{me}", f"ready{me}"):
            continue
        zone = table._zone(slot.zone)
        assert zone is not None
        anatomy = table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                            _reserved(slot.entry, zone), table.name_max(zone, lang), zone.side,
                                            zone.columns)
        if shown_numbers(anatomy) < len(face.stats):
            out.append((slot.zone, face.id, len(face.stats) - shown_numbers(anatomy)))
    return out


@pytest.mark.parametrize("lang,seed,moves", [("en", 3, 40), ("ja", 3, 40), ("en", 3, 0), ("ja", 5, 0)])
def test_six_seats_at_150_every_number_shown(probe, lang, seed, moves):
    """Six seats at 150 %: mid-game (40 moves by quick computers) and set-up tables on which every other seat's ship
    and pair strip shows all its numbers (before, seed 3 mid-game: en lost 8, ja 12; set-up: en seed 3 lost 34, ja seed
    5 lost 37)."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 6, seed, pair=True, scale=1.5, moves=moves)
    try:
        assert lost_numbers(scene, me, lang) == []
    finally:
        app.change_setting("ui_scale", 1.0)


AUDHUMLA = {"id": "audhumla", "kind": "ship", "name": {"ja": "アウドムラ", "en": "Audhumla"}, "anti_air": 4,
            "anti_ship": 2, "durability": 5, "anti_ship_hit": 2}
MAGELLAN = {"id": "magellan_kai", "kind": "ship", "name": {"ja": "マゼラン改", "en": "Magellan Kai"}, "anti_air": 2,
            "anti_ship": 5, "durability": 5, "anti_ship_hit": 3}


@pytest.mark.parametrize("info,lang,w", [(AUDHUMLA, "en", 162), (MAGELLAN, "en", 162), (AUDHUMLA, "ja", 150),
                                         (MAGELLAN, "ja", 150), (MAGELLAN, "ja", 162)])
def test_a_lone_ship_keeps_its_name_beside_smaller_numbers(cards, info, lang, w):
    """Another seat's lone ship in a strip 20 px high (six seats, 150 %) printed its four numbers at half the strip's
    height and its name short ("Audh…", "Magel…", "マゼラ…"; in Japanese 162 px wide it left 命中 out beside the whole
    name): the numbers print as on a ``FIRST_NUMBER_H`` strip (or a ``FIRST_NUMBER_LEAST`` one where that prints the name
    larger: ``test_a_small_name_takes_smaller_numbers``), all four, beside the whole name."""
    face = face_for(info)
    anatomy = cards.strip_anatomy(face, w, 20, lang)
    assert anatomy.lines == (face.title.get(lang),) and anatomy.stats == 4
    assert all(box.h in (FIRST_NUMBER_H - 4, FIRST_NUMBER_LEAST - 4) for box in anatomy.numbers)


@pytest.mark.parametrize("info,w,size", [(AUDHUMLA, 150, 9), (MAGELLAN, 150, 9), (MAGELLAN, 162, 11)])
def test_a_small_name_takes_smaller_numbers(cards, info, w, size):
    """Beside four numbers printed as on a ``FIRST_NUMBER_H`` strip a ship's whole name printed under
    ``FIRST_NAME_GOOD`` (six seats at 150 %: "アウドムラ" and "マゼラン改" at 8 px 150 px wide, 9 px 162 px wide): the numbers
    print as on a ``FIRST_NUMBER_LEAST`` strip (7 px values) where that prints the name larger, all four kept."""
    anatomy = cards.strip_anatomy(face_for(info), w, 20, "ja")
    assert anatomy.lines == (info["name"]["ja"],) and anatomy.stats == 4
    assert anatomy.name_size >= size and all(box.h == FIRST_NUMBER_LEAST - 4 for box in anatomy.numbers)


def test_a_whole_name_keeps_its_numbers_print(cards):
    """Where the name is whole at its size beside them, the numbers keep half the strip's height (the hand's and the
    seat's own strips draw as before)."""
    anatomy = cards.strip_anatomy(face_for(AUDHUMLA), 240, 20, "en")
    assert anatomy.lines == ("Audhumla",) and anatomy.stats == 4
    assert all(box.h == 20 - 4 for box in anatomy.numbers)


@pytest.mark.parametrize("w", [160, 177, 190])
def test_a_lone_ship_keeps_its_name_whole_on_one_line(cards, w):
    """Another seat's lone ship in a strip 26 px high (six seats at 150 %, 1280x800) printed 「アウ」 / 「ドムラ」, a word
    broken over two lines at 9-10 px, or its name at 8 px beside a type icon: the name stays whole on one line (the
    numbers' icons and their smaller print give it the room, the type icon gives way) at 9 px or more, every number
    kept."""
    anatomy = cards.strip_anatomy(face_for(AUDHUMLA), w, 26, "ja")
    assert anatomy.lines == ("アウドムラ",) and anatomy.stats == 4
    assert anatomy.name_size >= 9


@pytest.mark.parametrize("card,lang,w", [("jamitov", "en", 88), ("mk2", "en", 82), ("kamille", "ja", 95)])
def test_a_name_that_fits_beside_smaller_numbers_is_whole(cards, card, lang, w):
    """Six seats at 150 %: a pair's strip 82-88 px wide printed its name in a short form beside its number ("Jamitov…",
    "Gundam…") where the whole name fits beside the number printed as on a ``FIRST_NUMBER_LEAST`` strip: the name is
    whole, the number kept (tools/zgundam_strips.py --seats 6, seeds 1-5, ja and en: short forms 71 -> 45)."""
    from tabletop.games.zgundam.view import card_info

    face = face_for(card_info(card))
    anatomy = cards.strip_anatomy(face, w, 20, lang)
    assert anatomy.lines == (face.title.get(lang),) and anatomy.stats == 1
