"""Z Gundam and Ultra Seven card print met in a newcomer's game (issue 16): on the hover view a stacked number's
label never runs into its value, the kind and faction under the name are not shrunk to small print, and a pair's
name strips in the combat-ready zone keep their number (the name goes on two lines instead).

The label ink is told from the value ink by drawing the labels in pure red (``render.STAT_LABEL``, which the kind
row's print uses too)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards import render
from tabletop.ui.cards.render import CardRenderer
from tabletop.ui.text import TextCache
from tests.ui.card_ink import game_faces

RED = (255, 0, 0)
ZOOM = {"zgundam": 240, "ultraseven": 250}  # the scenes' ``table.zoom_width``


def _red(c: pygame.Color) -> bool:
    return c.r > 150 and c.g < 110 and c.b < 110


def _dark(c: pygame.Color) -> bool:
    return c.r + c.g + c.b < 330 and abs(c.r - c.g) < 40 and abs(c.g - c.b) < 60


def _rows(surface: pygame.Surface, box: pygame.Rect, test) -> list[int]:
    return [y for y in range(box.y + 2, box.bottom - 2)
            if any(test(surface.get_at((x, y))) for x in range(box.x + 2, box.right - 2))]


@pytest.fixture
def renderer(monkeypatch):
    pygame.init()
    monkeypatch.setattr(render, "STAT_LABEL", RED)
    return CardRenderer(TextCache())


@pytest.mark.parametrize("game", sorted(ZOOM))
def test_a_stacked_numbers_label_stays_above_its_value_on_the_hover_view(renderer, game):
    """"対空攻撃力" over "2": the value was placed by its line box, the label's Japanese ink sits low in its own,
    and the two ran into each other on every ship, MS and pilot hovered (a row of ink shared by both)."""
    checked = 0
    for face in game_faces(game):
        for lang in ("ja", "en"):
            surface = renderer.face(face, ZOOM[game], lang, full=True)
            anatomy = renderer.anatomy(face, ZOOM[game], lang, full=True)
            boxes = anatomy.numbers[1:] if face.corner else anatomy.numbers
            for box in boxes:
                if box.h < 24:  # side by side, not stacked
                    continue
                label, value = _rows(surface, box, _red), _rows(surface, box, _dark)
                assert label and value, (face.id, lang, box)
                assert max(label) < min(value), (face.id, lang, box, max(label), min(value))
                checked += 1
    assert checked > 100


def test_the_kind_and_faction_on_the_hover_view_are_in_readable_print(renderer):
    """"パイロット · エゥーゴ" beside the points chip was fitted to one line at 9 px on a 240 px card; it goes on two
    lines instead, each as large as the ships' "艦船 · 連邦軍"."""
    for face in game_faces("zgundam"):
        if face.subtitle is None:
            continue
        for lang in ("ja", "en"):
            surface = renderer.face(face, ZOOM["zgundam"], lang, full=True)
            anatomy = renderer.anatomy(face, ZOOM["zgundam"], lang, full=True)
            corner = anatomy.numbers[0]  # the points chip, in the kind row
            row = pygame.Rect(corner.x - 200, corner.y, 200, corner.h).clip(surface.get_rect())
            rows = _rows(surface, pygame.Rect(row.x, anatomy.name.bottom, row.w,
                                              corner.bottom + 20 - anatomy.name.bottom), _red)
            runs: list[list[int]] = []
            for y in rows:
                if runs and y - runs[-1][-1] <= 2:
                    runs[-1].append(y)
                else:
                    runs.append([y])
            assert runs, (face.id, lang)
            assert min(r[-1] - r[0] + 1 for r in runs) >= 10, (face.id, lang, [r[-1] - r[0] + 1 for r in runs])


@pytest.mark.parametrize("width", [200, 250])
def test_a_pairs_strips_keep_their_number_with_a_long_name(renderer, width):
    """The combat-ready zone of a seat with four ships and two pairs at 1280x800 shows them as strips 26 px high:
    "ガンダムMk-II（ティターンズ仕様）" and "クワトロ・バジーナ（シャア・アズナブル）" lost 攻撃 4 / 能力 6 to a one-line name;
    the name goes on two lines and the number stays."""
    for face in game_faces("zgundam"):
        if len(face.stats) != 1:  # mobile suits and pilots
            continue
        for lang in ("ja", "en"):
            anatomy = renderer.strip_anatomy(face, width, 26, lang)
            assert anatomy.stats == 1, (face.id, lang, anatomy.lines)
            assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), anatomy.lines


@pytest.mark.parametrize("width", [88, 94, 104, 116])
def test_a_table_size_ships_hit_label_is_as_large_as_its_other_labels(renderer, width):
    """A ship face on the table (another seat's at 2-3 seats, the seat's own at 100 %) has its numbers two a row, label
    beside value: "命中" beside "≤3" shrank to 6 px (its value kept 13) where "対空" beside "5" kept 9. The value gives
    way first: every label at 8 px (``render.LABEL_KEEP``) or more from the face's floor width (``FACE_FLOOR_W``) up."""
    from tabletop.ui.views.zgundam.board import FACE_FLOOR_W

    assert width >= FACE_FLOOR_W
    sizes: list[tuple[str, int]] = []
    draw = renderer.text.render

    def noted(text, size, colour=None, *args, **kwargs):
        if colour == RED:
            sizes.append((text, size))
        return draw(text, size, colour, *args, **kwargs)

    renderer.text.render = noted
    ships = [face for face in game_faces("zgundam") if len(face.stats) == 4]
    assert ships
    for face in ships:
        for lang in ("ja", "en"):
            sizes.clear()
            renderer.face(face, width, lang)
            labels = {label.get(lang) for label, _ in face.stats}
            small = [(text, size) for text, size in sizes if text in labels and size < 8]
            assert not small, (face.id, lang, small)
