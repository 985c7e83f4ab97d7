"""Issue 16: a hand card of the alien whose area already holds an invasion card gets no button, and a click on it
explained rule 8.4 only afterwards. The step panel says beforehand which hand cards cannot be placed now and why
(rule 8.4: the area is taken; rule 8.5: the information it waits for is not out)."""

from __future__ import annotations

import pytest

from tabletop.games.ultraseven.actions import PlaceInvasion
from tests.games.ultraseven.helpers import BOOK, clear_table, new, put, to_hand

from .helpers import start


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_step_panel_names_the_card_whose_area_is_taken(app, lang):
    app.set_lang(lang)
    s = new("campaign", seed=1)
    clear_table(s)
    put(s, "inv02")            # the City area is taken
    to_hand(s, "inv07")        # a City card in the hand: rule 8.4
    to_hand(s, "inv01")        # a Space card: placeable
    scene = start(app, s)
    assert s.pending().kind == "alien"
    legal = s.legal_actions()
    assert PlaceInvasion("inv01") in legal and PlaceInvasion("inv07") not in legal
    lines = [text for text, _ in scene.step_content(lang)[0]]
    blocked = [line for line in lines if BOOK.name("inv07").get(lang) in line]
    assert blocked and "8.4" in blocked[0], lines
    assert not any(BOOK.name("inv01").get(lang) in line for line in lines), lines
    rows = "".join(text for text, _, _ in scene.step_rows(lang, scene.stack.w))
    assert "8.4" in rows
