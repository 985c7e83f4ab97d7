"""The side column's hint for a chosen group of actions (newcomer playthrough, English at 150 %): it read
"d) Combat ready：Drag an MS in your hand onto a pilot", a Japanese colon in English text."""

from __future__ import annotations

import pytest

from tabletop.ui.views.zgundam.selection import GROUPS

from .helpers import start


@pytest.mark.parametrize("group", GROUPS)
def test_a_groups_hint_is_punctuated_in_its_language(app, group):
    scene = start(app, seats=3)
    scene.selection.group = group
    en, ja = scene.hint_text("en"), scene.hint_text("ja")
    assert "：" not in en and ": " in en, en
    assert "：" in ja, ja


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_groups_hint_is_whole_at_150(probe, lang):
    """Issue 16: at 150 % the hint box held two lines and the third, "(or click both)", was lost: every group's hint
    (and the pick hints) fits the box's lines at its width."""
    from tabletop.ui import theme

    from .helpers import at_the_table

    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 4, seed=1, pair=True, scale=1.5)
    try:
        rows = scene.hint.rect.h // app.text.line_height(theme.SIZE_SMALL)
        for group in GROUPS + ("",):
            scene.selection.group = group
            lines = app.text.wrap(scene.hint_text(lang), theme.SIZE_SMALL, scene.hint.rect.w)
            assert len(lines) <= rows, (group, lines)
    finally:
        scene.selection.group = ""
        app.change_setting("ui_scale", 1.0)
