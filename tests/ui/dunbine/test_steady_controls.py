"""The controls keep their places from one machine to the next (session 26, a newcomer's pass in a real window):
the display board was as tall as the selected machine's board, and Marvel's name on two lines moved every move
button 24 px down from where it was for Sho; clicking "forward" where it had been hit the panel's title. The board
is now as tall as the tallest of the machines on the map, and a step forward does not move it either (at 800x560
the board lost a line after the first step and every button rose 18 px under the pointer)."""

from __future__ import annotations

import pytest

from .opening import accelerate_all, start


@pytest.mark.parametrize("lang, size", [("ja", (1280, 800)), ("en", (800, 560))])
def test_the_move_buttons_stay_put_from_machine_to_machine(app, lang, size):
    app.set_lang(lang)
    app.resize(size)
    d = start(app)
    accelerate_all(d, 6)
    state = d.state
    places = []
    while state.phase == "action" and state.attack is None and len(places) < 2:
        forward = d.button("前進" if lang == "ja" else "Forward")
        places.append((state.active, forward.rect.topleft, d.scene.board.rect.h))
        for _ in range(abs(state.unit(state.active).thrust)):
            here = d.button("前進" if lang == "ja" else "Forward").rect
            assert here.topleft == forward.rect.topleft, (here, forward.rect)   # each step: it has not moved
            d.click(here.center)
        d.press("行動終了" if lang == "ja" else "End action")
        d.lift()
    assert len(places) == 2 and places[0][0] != places[1][0]
    assert places[0][1:] == places[1][1:], places
