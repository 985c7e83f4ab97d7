"""Issue 16: where the action list scrolls at 150 % UI scale, it shows at least two whole buttons under a selected card,
and a line saying how many more there are where nothing is selected.

A newcomer's alien at 150 % clicked a face-down card on the table: the step panel kept its text and the list under it
showed one button ("Place chit"), "Turn face up" hidden below it with only a scroll bar saying so. The list now keeps
two buttons whole, the step panel scrolling its text (arrows, the whole text on hover) where it has to.
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.scene import STEP_PAD, STEP_ROW
from tests.ui.ultraseven.helpers import card_on_table, card_pos, click, open_small


def _label(item, lang: str) -> str:
    return item.label(lang) if callable(item.label) else item.label.get(lang)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_selected_card_shows_two_buttons_at_150(home, lang):
    app, scene = open_small("150%", lang, card_on_table())
    x, y = card_pos(scene, "inv24", "inv:sea")   # logical pixels; events come in the window's
    k = app.scale
    click(app, (int(x * k + k / 2), int(y * k + k / 2)))
    app.step([], 0.1)
    assert scene.selected == "inv24", scene.selected   # (the click at logical pixels selected inv01)
    items = scene.actions.items
    whole = [i for i in items if i.visible and scene.actions.rect.contains(i.rect)]
    labels = [_label(i, lang) for i in items]
    assert len(items) >= 2, labels
    assert len(whole) >= 2, (lang, labels, [_label(i, lang) for i in whole], tuple(scene.actions.rect))
    # here the step panel keeps two rows over all three (chit, turn face up, deselect): every one whole
    assert len(whole) == len(items), (lang, labels, [_label(i, lang) for i in whole], tuple(scene.actions.rect))
    assert scene.step_rect.h >= 2 * STEP_ROW + 2 * STEP_PAD, tuple(scene.step_rect)
    # and clickable: a click on "Place chit" places one, the card stays selected and "Turn face up" stays whole where
    # it was; a click on it (window pixels) turns the card face up
    reveal = items[1]
    at = tuple(reveal.rect)
    chits = _entry(scene, "inv24")["chits"]
    click(app, (int(items[0].rect.centerx * k), int(items[0].rect.centery * k)))
    app.step([], 0.1)
    assert _entry(scene, "inv24")["chits"] == chits + 1 and scene.selected == "inv24"
    reveal = scene.actions.items[1]
    assert tuple(reveal.rect) == at and scene.actions.rect.contains(reveal.rect), (at, tuple(reveal.rect))
    click(app, (int(reveal.rect.centerx * k), int(reveal.rect.centery * k)))
    app.step([], 0.1)
    assert _entry(scene, "inv24")["face_up"], [_label(i, lang) for i in scene.actions.items]


def _entry(scene, card: str) -> dict:
    return next(a["invasion"] for a in scene.view["areas"] if a.get("invasion") and a["invasion"]["id"] == card)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_unselected_scrolling_list_says_how_many_more_at_150(home, lang):
    """With nothing selected (the alien's opening) the step panel keeps its hint whole and the list may show one whole
    button ("Draw a card"); the six hand cards' buttons below it had only a 5 px bar saying so. A line under the list
    now says how many more there are and how to reach them, whole, over no button and none of the step's text, and a
    click on it scrolls on."""
    from tabletop.core.session import Session
    from tabletop.games.ultraseven import GAME

    app, scene = open_small("150%", lang, Session(GAME, 2, {"mode": "one_cour"}, seed=3))
    items = scene.actions.items
    rect = scene.actions.rect
    whole = [i for i in items if i.visible and rect.contains(i.rect)]
    assert scene.actions.content_height() > rect.h, "the opening's list should scroll at 150 %"
    if len(whole) >= 2:
        return
    cue = scene.list_cue
    assert cue is not None, (lang, [_label(i, lang) for i in whole])
    from tabletop.ui.views.ultraseven.scene import STEP_PAD, STEP_ROW

    text_foot = scene.step_rect.y + STEP_PAD + len(scene.step_rows(lang, scene.step_rect.w)) * STEP_ROW
    assert scene.stack.contains(cue) and not cue.colliderect(rect) and cue.y >= text_foot, \
        (tuple(cue), tuple(rect), tuple(scene.step_rect), text_foot)  # over no button and none of the step's text
    assert not cue.colliderect(scene.end_button.rect), (tuple(cue), tuple(scene.end_button.rect))
    words = scene.cue_text(lang)
    hidden = len(items) - len(whole)
    assert str(hidden) in words, (words, hidden)
    assert app.text.size(words, 15)[0] <= cue.w - 20, words  # whole, inside the step panel's frame
    assert not scene.step_cut  # the hint whole
    first = whole[0]
    k = app.scale  # (events come in the window's pixels)
    click(app, (int(cue.centerx * k + k / 2), int(cue.centery * k + k / 2)))
    app.step([], 0.1)
    assert scene.actions.offset > 0 and not rect.contains(first.rect), "a click on the cue scrolls the list"
