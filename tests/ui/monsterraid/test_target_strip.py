"""The targets' strip under the table (issue 16): a target's card too small for the card renderer to print its
words whole is a tile (no word on it, hover shows the card); at 150 % the 32 px cards printed "メージ" for "ダメージ"
between the edges of its box and "ゴーレ" for the Golem's title."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.views.monsterraid.panels import FACE_WORDS_W


def target_cards(scene) -> list[pygame.Rect]:
    """The targets' card rectangles in the strip, as hovered (their faces' ids start with "target-")."""
    return [r for r, face in scene.hovers if face.id.startswith("target-")]


@pytest.mark.parametrize("lang, scale, seats", [("ja", 1.5, 1), ("en", 1.5, 1), ("ja", 1.0, 2)])
def test_no_word_on_a_target_card_is_cut(home, lang, scale, seats):
    from tabletop.ui.app import App
    from tabletop.ui.probe import Probe

    from .helpers import open_game

    with Probe() as probe:
        app = App(lang, size=(1280, 800))
        app.change_setting("ui_scale", scale)
        scene = open_game(app, seats=seats)
        app.step([], 1 / 60)
        cards = target_cards(scene)
        assert len(cards) == len(scene.view_data["targets"])
        on_cards = [d for d in probe.texts(app.surface) if any(c.colliderect(d.whole) for c in cards)
                    and not d.widget.endswith("draw_enlarged")]
        for d in on_cards:
            card = next(c for c in cards if c.colliderect(d.whole))
            assert not d.cut and d.rect == d.whole and card.contains(d.whole), (d.full, d.shown, d.whole, card)
        if scale > 1:   # the small cards are tiles: at most their size letter on them
            assert all(c.w < FACE_WORDS_W for c in cards)
            assert {d.full for d in on_cards} <= {"S", "M", "L"}, {d.full for d in on_cards}
