"""Enter on the growth screen with no row chosen says how to choose (``turn_keys``): at 800x560 that note's
bubble covered the third option (issue 16, a newcomer pass). It stands clear of every option, in every language,
at 800x560 and at 150 % UI scale."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.inputs import key_event

from .test_growth_columns import growth_with


@pytest.mark.parametrize("size, scale, lang", (((800, 560), 1.0, "ja"), ((800, 560), 1.0, "en"),
                                               ((1280, 800), 1.5, "ja"), ((1280, 800), 1.5, "en")))
def test_the_enter_hint_covers_no_growth_option(app, size, scale, lang):
    scene = growth_with(app, size, scale, lang, 3)
    done = len(scene.session.actions)
    app.step([key_event(pygame.K_RETURN, 0)], 1 / 60)
    app.step([], 1 / 60)
    assert len(scene.session.actions) == done   # nothing chosen unseen
    assert scene.banner is not None
    bubble = scene.banner_rect
    assert bubble.w > 0 and bubble.h > 0 and pygame.Rect((0, 0), app.surface.get_size()).contains(bubble)
    for option in scene.choices.items:
        assert not bubble.colliderect(option.rect), (bubble, option.rect)
