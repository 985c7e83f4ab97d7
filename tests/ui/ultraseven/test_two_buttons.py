"""Issue 16: where the action list scrolls at 150 % UI scale, it shows at least two whole buttons.

A newcomer's alien at 150 % clicked a face-down card on the table: the step panel kept its text and the list under it
showed one button ("Place chit"), "Turn face up" hidden below it with only a scroll bar saying so. The list now keeps
two buttons whole, the step panel scrolling its text (arrows, the whole text on hover) where it has to.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import card_on_table, card_pos, click, open_small


def _label(item, lang: str) -> str:
    return item.label(lang) if callable(item.label) else item.label.get(lang)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_selected_card_shows_two_buttons_at_150(home, lang):
    app, scene = open_small("150%", lang, card_on_table())
    click(app, card_pos(scene, "inv24", "inv:sea"))
    app.step([], 0.1)
    items = scene.actions.items
    whole = [i for i in items if i.visible and scene.actions.rect.contains(i.rect)]
    labels = [_label(i, lang) for i in items]
    assert len(items) >= 2, labels
    assert len(whole) >= 2, (lang, labels, [_label(i, lang) for i in whole], tuple(scene.actions.rect))
