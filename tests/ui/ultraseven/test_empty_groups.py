"""Issue 16 (session 29): an area's empty group column was an unlabelled box: a newcomer could not tell what goes
there. It is captioned "TDF group" (「TDFグループ」; "TDF" where that does not fit), whole, and the pointer resting on
it, or on a small board's folded column, says what goes there (``board.EMPTY_GROUP_HINT``)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import LANGS
from tabletop.ui.views.ultraseven.board import EMPTY_GROUP, EMPTY_GROUP_HINT, EMPTY_GROUP_SHORT
from tests.ui.ultraseven.helpers import nine_in_space, open_1280, open_small, six_in_space


def hover(app, scene, rect) -> str:
    k = getattr(app, "scale", 1)
    pos = (int((rect.centerx) * k), int((rect.bottom - 6) * k))
    for _ in range(3):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.5)
    return scene.tooltip_text()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("position", [nine_in_space, six_in_space])
def test_empty_group_columns_say_whose_they_are_at_1280(home, lang, position):
    app, scene = open_1280(lang, position())
    empty = [z for z in scene.table.zones if z.name.startswith("grp:") and not z.cards]
    assert len(empty) >= 4, [z.name for z in empty]
    for zone in empty:
        assert zone.label in (EMPTY_GROUP, EMPTY_GROUP_SHORT), (zone.name, zone.label)
        assert scene.table.label_text(zone, lang) == zone.label.get(lang)
        assert scene.table.cut_label_at(((zone.frame or zone.rect).x + 1, (zone.frame or zone.rect).y + 1), lang) \
            is None, zone.name  # (whole)
    assert any(z.label == EMPTY_GROUP for z in empty)
    assert hover(app, scene, empty[0].frame or empty[0].rect) == EMPTY_GROUP_HINT.get(lang)
    full = next(z for z in scene.table.zones if z.name == "grp:space")
    assert full.label is not None and full.label.get(lang) not in (EMPTY_GROUP.get(lang), EMPTY_GROUP_SHORT.get(lang))


@pytest.mark.parametrize("lang", LANGS)
def test_folded_columns_say_what_goes_there_at_800x560(home, lang):
    app, scene = open_small("800x560", lang, six_in_space())
    folded = [z for z in scene.table.zones if z.name.startswith("grp:") and z.name[4:] in scene.board.folded]
    assert folded, [z.name for z in scene.table.zones]
    assert hover(app, scene, folded[0].frame) == EMPTY_GROUP_HINT.get(lang)
