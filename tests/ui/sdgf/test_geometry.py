"""The SD Gundam Force table's geometry at every window the app supports: no zone runs under the sidebar
(the counter zone kept its label room at 800x560 by narrowing the battlefield)."""

from __future__ import annotations

import pytest

from tabletop.ui.views.sdgf import geometry
from tabletop.ui.views.sdgf.zones import SHORT_BELOW, zone_label

#: the smallest window, 1280x800 at 150 % (its logical screen), 1280x800, a large window
SIZES = ((800, 560), (896, 560), (1280, 800), (1920, 1080))
ZONES = ("standby", "battle", "counter", "hand", "deck", "return", "darkhole")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_zone_stays_on_the_table_and_out_of_the_sidebar(size):
    g = geometry.compute(size)
    for side in ("opp", "own"):
        for name in ZONES:
            rect = g[f"{side}_{name}"]
            assert g["main"].contains(rect), f"{side}_{name} {rect} leaves the table {g['main']}"
            assert not rect.colliderect(g["sidebar"]), f"{side}_{name} runs under the sidebar"
        assert g[f"{side}_counter"].w >= geometry.COUNTER_MIN_W
        assert g[f"{side}_battle"].right < g[f"{side}_counter"].x


def test_a_narrow_battlefield_names_its_kind_shortly():
    g = geometry.compute((800, 560))
    assert g["own_battle"].w < SHORT_BELOW
    label = {"ja": "P1", "en": "P1"}
    assert zone_label("battle", label, True, g["own_battle"].w).en == "Battle"
    assert zone_label("battle", label, True, geometry.compute((1280, 800))["own_battle"].w).en == "Battlefield"
