"""Issue 16: a Z Gundam card at table size (88-130 px wide: another seat's ships, the seat's own at 100 %, a hand)
printed its kind and faction as one line of 7 px beside the points chip ("艦船 · 連邦軍"), or left the faction out
("艦船" alone: ティターンズ did not fit). The faction goes on a line of its own under the kind row
(``CardFace.subtitle_line``), as large as the number labels, the kind alone beside the points as large; a name
on three lines or more (a narrow card) keeps its size instead.

The kind row's ink is told by drawing it in pure red (``render.STAT_LABEL``, which the number labels use too: the
rows measured end above the first number box)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards import render
from tabletop.ui.cards.render import CardRenderer
from tabletop.ui.text import TextCache
from tests.ui.card_ink import game_faces


def _red(c: pygame.Color) -> bool:
    return c.r > 150 and c.g < 110 and c.b < 110


@pytest.fixture
def renderer(monkeypatch):
    pygame.init()
    monkeypatch.setattr(render, "STAT_LABEL", (255, 0, 0))
    return CardRenderer(TextCache())


def _runs(surface: pygame.Surface, top: int, bottom: int) -> list[tuple[int, int]]:
    """The width and height of the red ink of each line between ``top`` and ``bottom`` (rows 2 apart or less go
    together: the small ゥ of エゥーゴ)."""
    rows = {y: [x for x in range(surface.get_width()) if _red(surface.get_at((x, y)))] for y in range(top, bottom)}
    runs: list[list[int]] = []
    for y in (y for y in rows if rows[y]):
        if runs and y - runs[-1][-1] <= 2:
            runs[-1].append(y)
        else:
            runs.append([y])
    return [(max(max(rows[y]) for y in r) - min(min(rows[y]) for y in r) + 1, r[-1] - r[0] + 1) for r in runs]


@pytest.mark.parametrize("width", [88, 94, 104, 130])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_faction_has_a_line_of_its_own_on_a_table_size_card(renderer, lang, width):
    checked = 0
    for face in game_faces("zgundam"):
        if face.subtitle is None or not face.stats:
            continue
        surface = renderer.face(face, width, lang)
        anatomy = renderer.anatomy(face, width, lang)
        if len(anatomy.lines) > 2:  # a long name on a narrow card keeps its size: the faction's line gives way
            continue
        boxes = anatomy.numbers[1:] if face.corner else anatomy.numbers
        runs = _runs(surface, anatomy.name.bottom, min(b.top for b in boxes))
        assert len(runs) == 2, (face.id, lang, width, runs)  # the kind, then the faction under it
        wide = renderer.text.size(face.subtitle.get(lang), 9)[0]
        assert runs[-1][0] >= 0.78 * wide, (face.id, lang, width, runs, wide)  # 9 px print (its ink in its advance)
        checked += 1
    assert checked > 40
