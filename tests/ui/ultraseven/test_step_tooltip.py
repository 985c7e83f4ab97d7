"""Issue 16 (session 29): the step panel's whole text, shown on hover where the panel scrolls, opened at the top left
of the window, over the title and the Space area. The hovered text's box is now the tooltip's anchor
(``panels.CutTexts``): the box opens beside the step panel, level with it, over neither the title nor Space nor the
panel itself."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import LANGS
from tests.ui.ultraseven.helpers import SMALL_SIZES, card_on_table, open_small


@pytest.mark.parametrize("size", SMALL_SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_step_panels_whole_text_opens_beside_it(home, monkeypatch, lang, size):
    from tabletop.ui.widgets import tooltip

    app, scene = open_small(size, lang, card_on_table())
    assert scene.step_cut  # (the panel scrolls: its whole text is on hover)
    boxes: list[pygame.Rect] = []
    drawn = tooltip.draw_tooltip

    def record(*args, **kwargs):
        boxes.append(drawn(*args, **kwargs))
        return boxes[-1]

    monkeypatch.setattr(tooltip, "draw_tooltip", record)
    step = scene.step_rect
    k = getattr(app, "scale", 1)
    pos = (int((step.x + 40) * k), int((step.y + 30) * k))
    for _ in range(3):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.5)
    assert scene.tooltip_text().startswith(scene.step_content(lang)[0][0][0]), scene.tooltip_text()
    box = boxes[-1]
    assert not box.colliderect(step), (box, step)
    assert box.right <= step.left and box.top < step.bottom and box.bottom > step.top, (box, step)
    assert not box.colliderect(scene.title_label.rect), (box, scene.title_label.rect)
    assert not box.colliderect(scene.board.areas["space"]), (box, scene.board.areas["space"])
