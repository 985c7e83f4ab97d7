"""Card names readable at table size (issue 16): the ink of every card's name, measured from the rendered face.

For every card in the data of Z Gundam, SD Gundam Force and Ultra Seven, the face is drawn at the width its game
shows cards on the table at 1280x800 (the narrowest of its hand and table zones) in both languages, and the height
of the name's ink (``card_ink.name_ink``: the tallest line, top of the highest glyph to the lowest descender) must
reach the floor of docs/art.md ("Type"). The hover view (230 px, the whole card) holds a larger floor
(checked on each game's longest names, the ones that wrap or shrink).

Ultra Seven's screens are measured too: on both seats' screens (the alien with eight cards in hand, the TDF with
two-card groups), in both languages, every card drawn as a card (not a name strip) is at least the table width and
its name reaches the floor.

At 800x560 (``SMALL``) the floor is the one the screens meet today (docs/art.md, "Type"): every card of the data at
the narrowest card width of each game's screens, and on Ultra Seven's and SDGF's screens every card drawn as a card
is at least that wide, or a thumbnail (under ``THUMBNAIL`` px: one name line, whole in the hover view).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards import CardRenderer
from tabletop.ui.cards.render import TILE_H
from tabletop.ui.text import TextCache
from tests.ui.card_ink import game_faces as faces
from tests.ui.card_ink import name_ink

#: game: (the narrowest table-size card at 1280x800 in px, the least ink of a name on it in px)
TABLE = {"zgundam": (88, 10), "sdgf": (95, 10), "ultraseven": (80, 9)}
HOVER = (230, 14)
#: (game, language): a lower floor at 1280x800 where a name is set a size or two smaller to keep its katakana words
#: whole (Z Gundam's "カクリコン・" / "カクーラー" at 11 px, 9 px of ink, not "カクリコ" / "ン・カクー" / "ラー" at 13).
WORD_FLOOR = {("zgundam", "ja"): 9}
#: game: (the narrowest card drawn at 800x560 that is not a thumbnail, in px; the least ink of a name on it, px).
#: Z Gundam's: its six-seat ship rows (its layout is the zglayout work's; only the faces are checked here).
SMALL = {"zgundam": (65, 5), "sdgf": (55, 5), "ultraseven": (48, 5)}
THUMBNAIL = 44


@pytest.fixture(scope="module")
def cards():
    pygame.init()
    pygame.display.set_mode((320, 200))
    return CardRenderer(TextCache())


@pytest.mark.parametrize("size", ["1280x800", "800x560"])
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game", sorted(TABLE))
def test_every_name_reaches_the_ink_floor_at_table_size(cards, game, lang, size):
    width, floor = (TABLE if size == "1280x800" else SMALL)[game]
    if size == "1280x800":
        floor = WORD_FLOOR.get((game, lang), floor)
    low = []
    for face in faces(game):
        ink = name_ink(cards.face(face, width, lang), face)
        if not ink or max(ink) < floor:
            low.append((face.title.get(lang), ink))
    assert not low, f"{game} names under {floor} px of ink on a {width} px card: {low}"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_name_is_large_in_the_hover_view(cards, lang):
    width, floor = HOVER
    for game in TABLE:  # the longest names: the ones that must wrap or shrink
        for face in sorted(faces(game), key=lambda f: -len(f.title.get(lang)))[:8]:
            ink = name_ink(cards.face(face, width, lang, full=True), face)
            assert ink and max(ink) >= floor, (game, face.title.get(lang), ink)


def test_the_ink_is_read_from_the_band_alone(cards):
    """The measure sees one line for a short name, two for a wrapped one, and nothing of the kind row or numbers."""
    short = next(f for f in faces("zgundam") if f.title.en == "Argama")
    assert len(name_ink(cards.face(short, 108, "en"), short)) == 1
    long = next(f for f in faces("zgundam") if f.title.en.startswith("Gundam Mk-II"))
    assert len(name_ink(cards.face(long, 108, "en"), long)) >= 2


def _ultraseven_screens(lang: str, size: tuple[int, int]):
    """(seat name, the scene) for the alien's turn with eight cards in hand, then the TDF's with two-card groups."""
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions
    from tabletop.ui.app import App
    from tests.games.ultraseven.helpers import clear_table, new, put, to_hand
    from tests.ui.ultraseven.helpers import start

    s = new("campaign", seed=7)
    clear_table(s)
    put(s, "inv02", chits=2)
    put(s, "inv24", chits=3)
    put(s, "inv01", face_up=True, chits=5, damage=1)
    for card in ("inv05", "inv10", "inv33", "inv43", "inv17", "inv03", "inv04", "inv06"):
        to_hand(s, card)
    yield "alien", start(App(lang, size=size), s)
    s.apply(EndAlienActions(), 0)
    for card, area in (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_anne", "underground"),
                       ("m_furuhashi", "city"), ("w_pointer", "city")):
        s.apply(Deploy(card, area), 1)
    yield "tdf", start(App(lang, size=size), s)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ultraseven_cards_on_both_seats_screens_are_table_size(home, cards, lang):
    """Issue 16: the alien's hand and the area cards were drawn at 74 and 62 px (English names at 7-8 px of ink);
    now every card on either seat's screen at 1280x800 is at least the table width and its name reaches the floor.
    The areas' invasion cards are tiles at least as wide since session 23 (``ultraseven/test_invasion_tiles.py``), the
    alien's hand and Seven since session 24 (``ultraseven/test_print_1280.py``), the groups' members since session 28
    (``ultraseven/test_large_tiles.py``)."""
    width, floor = TABLE["ultraseven"]
    for seat, scene in _ultraseven_screens(lang, (1280, 800)):
        tiles = [slot for slot in scene.table.slots if slot.entry.face is not None and
                 slot.zone.split(":")[0] in ("inv", "alien_hand", "seven", "grp")]
        assert tiles and all(slot.strip and slot.rect.w >= width for slot in tiles), (seat, [s.rect for s in tiles])
        assert {slot.zone.split(":")[0] for slot in tiles} >= ({"inv", "seven", "alien_hand"} if seat == "alien" else
                                                               {"inv", "seven", "grp"}), seat
        shown = [slot for slot in scene.table.slots if slot.entry.face is not None and not slot.strip]
        narrow = [(slot.zone, slot.entry.id, slot.rect.w) for slot in shown if slot.rect.w < width]
        assert not narrow, f"{seat}: cards under {width} px: {narrow}"
        low = []
        for slot in shown:
            ink = name_ink(cards.face(slot.entry.face, slot.rect.w, lang), slot.entry.face)
            if not ink or max(ink) < floor:
                low.append((slot.entry.face.title.get(lang), ink))
        assert not low, f"{seat}: names under {floor} px of ink: {low}"


def _sdgf_screens(lang: str, size: tuple[int, int]):
    """SDGF's table for the first seat (formation) and the second (counter: cards on both fields)."""
    from tabletop.ui.app import App
    from tests.ui.sdgf.conftest import start
    from tests.ui.sdgf.screenshots import play_until

    app = App(lang, size=size)
    scene = start(app)
    scene.apply_action(scene.session.legal_actions()[0])
    play_until(app, scene, "formation")
    yield "first", scene
    play_until(app, scene, "counter")
    yield "second", scene


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game", ["ultraseven", "sdgf"])
def test_cards_at_800x560_are_at_least_the_small_width(home, game, lang):
    """Every card drawn as a card on the screens at 800x560 is at least ``SMALL``'s width (or a thumbnail), so the
    floor checked on every card of the data holds on screen. Ultra Seven's table cards are tiles there (the name
    whole over its numbers: tests/ui/ultraseven/test_small.py), and SD Gundam Force's held cards (tiles in two rows,
    tests/ui/sdgf/test_small_print.py); what either still draws as cards is at least that wide."""
    width = SMALL[game][0]
    screens = _ultraseven_screens if game == "ultraseven" else _sdgf_screens
    widths = []
    for seat, scene in screens(lang, (800, 560)):
        shown = [slot for slot in scene.table.slots if slot.entry.face is not None and not slot.strip]
        tiles = [slot for slot in scene.table.slots if slot.strip and slot.rect.h >= TILE_H]
        assert shown or tiles, seat
        widths += [(seat, slot.zone, slot.rect.w) for slot in shown if slot.rect.w >= THUMBNAIL]
    assert all(w >= width for _, _, w in widths), f"{game}: cards under {width} px at 800x560: {widths}"
