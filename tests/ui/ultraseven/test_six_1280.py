"""Issue 16 (session 28): at 1280x800 a group of six was one column of 194 x 17 px strips printing its numbers at 8 px.
Where its column holds them so (``board.large_pairs``) it is two columns of three side tiles, each 95 x 36 px: every
name whole and every number shown, at 9 px or more, both languages."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tests.ui.ultraseven.helpers import open_1280, side_columns_whole, six_in_city, six_in_space

SIXES = {"space": six_in_space, "city": six_in_city}


@pytest.mark.parametrize("area", SIXES)
@pytest.mark.parametrize("lang", LANGS)
def test_six_are_two_columns_of_side_tiles(home, lang, area):
    app, scene = open_1280(lang, SIXES[area]())
    least = side_columns_whole(scene, f"grp:{area}", lang, 6, 2, 3)
    assert least >= 9, least
