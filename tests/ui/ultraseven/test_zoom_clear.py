"""Session 29's newcomer pass (1280x800, English): a member dropped in the Mountains was enlarged, the pointer resting
where it fell, over the step panel, Undo and the status. The enlarged card now keeps off the step panel, the action
list and the buttons (``UltraSevenScene.zoom_keeps_clear``), over the board instead."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import LANGS
from tests.ui.ultraseven.helpers import SMALL_SIZES, card_pos, open_1280, open_small, six_in_space


@pytest.mark.parametrize("size", ["1280x800", *SMALL_SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_the_enlarged_card_keeps_off_the_step_and_buttons(home, lang, size):
    app, scene = open_1280(lang, six_in_space()) if size == "1280x800" else open_small(size, lang, six_in_space())
    k = getattr(app, "scale", 1)
    x, y = card_pos(scene, "m_amagi", "grp:mountain")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x * k), int(y * k)), rel=(0, 0), buttons=(0, 0, 0))], 0.3)
    app.step([], 0.3)
    zoom = scene.table.zoom_rect
    assert zoom is not None and zoom.w >= 200, zoom
    kept = [scene.step_rect, scene.actions.rect, scene.undo_button.rect, scene.end_button.rect, scene.menu_button.rect]
    assert not any(zoom.colliderect(r) for r in kept), (zoom, kept)
    assert not zoom.collidepoint((x, y))
