"""Card names readable at table size (issue 16): the ink of every card's name, measured from the rendered face.

For every card in the data of Z Gundam, SD Gundam Force and Ultra Seven, the face is drawn at the width its game
shows cards on the table at 1280x800 (the narrowest of its hand and table zones) in both languages, and the height
of the name's ink (``card_ink.name_ink``: the tallest line, top of the highest glyph to the lowest descender) must
reach the floor of docs/art.md ("Type"). The hover view (230 px, the whole card) holds a larger floor
(checked on each game's longest names, the ones that wrap or shrink).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards import CardRenderer
from tabletop.ui.text import TextCache
from tests.ui.card_ink import game_faces as faces
from tests.ui.card_ink import name_ink

#: game: (the narrowest table-size card at 1280x800 in px, the least ink of a name on it in px)
TABLE = {"zgundam": (88, 10), "sdgf": (95, 10), "ultraseven": (80, 9)}
HOVER = (230, 14)


@pytest.fixture(scope="module")
def cards():
    pygame.init()
    pygame.display.set_mode((320, 200))
    return CardRenderer(TextCache())


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game", sorted(TABLE))
def test_every_name_reaches_the_ink_floor_at_table_size(cards, game, lang):
    width, floor = TABLE[game]
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
