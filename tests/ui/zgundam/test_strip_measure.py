"""Issue 16 (speed): a six-seat board measures thousands of name strips while it looks for its layout; the card renderer
now measures a strip without drawing it (``CardRenderer._strip_plan``, which ``strip`` draws). The measured anatomy must
be the drawn one, to the pixel: every Z Gundam card (ships, mobile suits, pilots, specials), in both languages, as worded
chips and as columns, with room kept for markers, at the heights and widths the six-seat rows use.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.zgundam.cards import catalogue
from tabletop.games.zgundam.view import card_info
from tabletop.ui.cards import render
from tabletop.ui.cards.render import TILE_H, CardRenderer
from tabletop.ui.text import TextCache
from tabletop.ui.views.zgundam.faces import face_for

#: (width, height, markers, columns): a pair's narrow strip, a thin row's ship strips with a damage marker, a lined row's
#: columns, the seat's own strip
SHAPES = ((55, 17, 0, False), (70, 19, 0, False), (96, 17, 1, False), (140, 22, 1, True), (120, 26, 0, True),
          (240, 26, 0, False))


@pytest.fixture(scope="module")
def faces():
    return [face_for(card_info(card_id)) for card_id in sorted(catalogue())]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_strip_measured_is_the_strip_drawn(faces, lang):
    """Each strip's anatomy as measured (``strip_anatomy`` on a fresh renderer) equals the one drawing it gave: the
    name's rect and lines, every number's box, the numbers' count, icons and the name's size."""
    pygame.display.init()
    pygame.font.init()
    text = TextCache()
    measured, drawn = CardRenderer(text), CardRenderer(text)
    assert len(faces) > 40
    differ = []
    for face in faces:
        for w, h, markers, columns in SHAPES:
            got = measured.strip_anatomy(face, w, h, lang, markers=markers, columns=columns)
            surf = drawn.strip(face, w, h, lang, markers=markers, columns=columns)
            assert surf.get_size() == (w, h)
            want = drawn.strip_anatomy(face, w, h, lang, markers=markers, columns=columns)  # (kept by ``strip``)
            if got != want:
                differ.append((face.title.get(lang), w, h, got, want))
    assert not differ, differ[:3]


def test_measuring_a_strip_draws_nothing(faces, monkeypatch):
    """Measuring the name strips of every card at the six-seat rows' sizes makes no surface (a 40-move six-seat game
    measured ~29000 strips, each drawn only to be measured); drawing one still does."""
    pygame.display.init()
    pygame.font.init()
    made = []

    class Counted(pygame.Surface):
        def __init__(self, *args, **kwargs):
            made.append(args[0] if args else None)
            super().__init__(*args, **kwargs)

    renderer = CardRenderer(TextCache())
    for face in faces:  # (the fonts and icons loaded first: they are not the strips)
        renderer.strip(face, 200, 20, "ja")
    monkeypatch.setattr(render.pygame, "Surface", Counted)
    for lang in ("ja", "en"):
        for face in faces:
            for w, h, markers, columns in SHAPES:
                assert h < TILE_H
                anatomy = renderer.strip_anatomy(face, w + 1, h, lang, markers=markers, columns=columns)
                assert anatomy.name.w <= w + 1
    assert made == []
    renderer.strip(faces[0], 77, 19, "en")
    assert made == [(77, 19)]
