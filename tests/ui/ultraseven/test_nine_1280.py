"""Issue 16 (session 29): at 1280x800 the largest group, nine in Space, was two columns of 81 x 17 px strips printing
names and numbers at 8 px. Where its row gives it the width (``board.grid_groups``) it is three columns of side tiles
36 px high, each column as wide as its members take (``board.grid_need``): every name whole and every number shown at
10 px, both languages, before and after its reconnaissance."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tests.ui.ultraseven.helpers import nine_in_space, open_1280, side_columns_whole


@pytest.mark.parametrize("reconned", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_nine_in_space_are_three_columns_at_ten(home, lang, reconned):
    app, scene = open_1280(lang, nine_in_space(reconned))
    least = side_columns_whole(scene, "grp:space", lang, 9, 3, 3)
    assert least >= 10, least
    zone = next(z for z in scene.table.zones if z.name == "grp:space")
    others = [z.frame or z.rect for z in scene.table.zones if z.name in ("inv:city", "grp:city", "inv:mountain")]
    assert not any(zone.frame.colliderect(r) for r in others)
