"""Issue 16: a tall tile printed a one-word Japanese name on one line at 8 px ("アレキサンドリア" on the seat's own
78 x 121 px taken tile at 800x560 and at 150 %, its five numbers at 10 px below and 30 px free). Where the tile is tall
enough, such a name goes on two lines at ``TILE_NAME_GOOD`` or more and ``TWO_LINES_GAIN`` px larger, broken on a
mora boundary (``CardRenderer._two_broken``); a low tile keeps one line."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.zgundam.view import card_info
from tabletop.ui.cards.render import TILE_NAME_GOOD, TWO_LINES_GAIN, CardRenderer
from tabletop.ui.text import TextCache
from tabletop.ui.views.zgundam.faces import taken_face


@pytest.fixture
def renderer():
    pygame.init()
    return CardRenderer(TextCache())


def _taken(card_id: str):
    return taken_face({**card_info(card_id), "points": 18})


def test_alexandria_on_the_tall_taken_tile_is_two_larger_lines(renderer):
    face = _taken("alexandria")
    icon, (size, lines, number_size, chips) = renderer._tile_choice(face, 78, 121, "ja")
    assert lines == ["アレキ", "サンドリア"] and size >= max(TILE_NAME_GOOD, 8 + TWO_LINES_GAIN), (size, lines)
    assert len(chips) == len(face.stats) and number_size == 10  # (every number kept, as large as before)
    surface, anatomy = renderer._draw_tile(face, 78, 121, "ja")
    assert anatomy.stats == len(face.stats) and not any(anatomy.name.colliderect(box) for box in anatomy.numbers)


def test_a_low_tile_keeps_the_name_on_one_line(renderer):
    """A tile with no room for two lines at ``TILE_NAME_GOOD`` over its numbers keeps the one line (no word broken)."""
    face = _taken("alexandria")
    _, (size, lines, _, chips) = renderer._tile_choice(face, 78, 82, "ja")
    assert lines == ["アレキサンドリア"], (size, lines)
