"""Issue 16: the mouse wheel scrolls the action list by whole buttons.

A newcomer's game at 150 % (TDF against the computer, Japanese): a turn of the wheel moved the list 48 px, leaving half
a button at its top (the buttons are 34 px and 4 px apart, some on two lines). Each turn now brings the next (or the
previous) button's top to the list's top, down to the last and back to the first.
"""

from __future__ import annotations

import pytest

from tabletop.ui.inputs import Input
from tests.ui.ultraseven.helpers import open_small


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_wheel_scrolls_whole_buttons_at_150(home, lang):
    from tabletop.core.session import Session
    from tabletop.games.ultraseven import GAME

    app, scene = open_small("150%", lang, Session(GAME, 2, {"mode": "one_cour"}, seed=3))
    scene.list_every = True  # every legal action listed (key A): a list that scrolls
    scene.refresh()
    app.step([], 0.1)
    lst = scene.actions
    assert lst.max_offset() > 0, "the list does not scroll"
    tops = []
    for dy in [-1] * (len(lst.items) + 1) + [1] * (len(lst.items) + 1):
        scene.handle(Input("wheel", lst.rect.center, dy=dy))
        app.step([], 0.016)
        tops.append(lst.offset)
        shown = [i for i in lst.items if i.rect.bottom > lst.rect.y and i.rect.y < lst.rect.bottom]
        assert shown[0].rect.y >= lst.rect.y or lst.offset == lst.max_offset(), \
            f"{lang}: half a button at the list's top after a wheel turn: {tuple(shown[0].rect)} in {tuple(lst.rect)}"
    assert max(tops) == lst.max_offset() and tops[-1] == 0, tops
