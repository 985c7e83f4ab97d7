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
