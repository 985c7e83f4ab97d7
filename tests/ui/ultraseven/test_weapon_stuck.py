"""Session 29's newcomer pass (1280x800, English): in the TDF's deployment a click on Ultra Hawk 1 in the base selected
it and lit no area, with no word why. The step panel now says it over the hint (``UltraSevenScene.weapon_stuck``): first
deploy one of its crew (rule 11.5), or two weapons are out this turn (11.4); the line goes once an area takes it."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.games.ultraseven.actions import Deploy
from tests.ui.ultraseven.helpers import card_pos, click, full_base, open_1280


@pytest.mark.parametrize("lang", LANGS)
def test_a_weapon_no_area_takes_says_why(home, lang):
    s = full_base()
    app, scene = open_1280(lang, s)
    click(app, card_pos(scene, "w_hawk1", "base"))
    assert scene.selected == "w_hawk1"
    lines = [line for line, _ in scene.step_content(lang)[0]]
    name = scene.game.book.name("w_hawk1").get(lang)
    why = next((line for line in lines if line.startswith(name)), None)
    assert why is not None and "11.5" in why, lines
    rows = " ".join(row for row, _, _ in scene.step_rows(lang, scene.step_rect.w))
    assert "11.5" in rows and not scene.step_cut, rows  # (shown whole)
    click(app, card_pos(scene, "w_hawk1", "base"))  # (let go)
    scene.apply_action(Deploy("m_kiriyama", "space"))
    app.step([], 0.3)
    click(app, card_pos(scene, "w_hawk1", "base"))
    assert scene.selected == "w_hawk1" and scene.weapon_stuck() is None
    assert not any(line.startswith(name) for line, _ in scene.step_content(lang)[0])
