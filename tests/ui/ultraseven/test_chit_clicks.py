"""Issue 16: the alien's selected invasion card keeps its buttons still through its actions.

A newcomer put a chit on a card and clicked "Place chit" again: the card had been let go at the chit, the list under
the pointer was the hand's, and the second click drew a card. Where the card reached its chit limit the chit button went
and the next one ("Turn face up", 3 AP) came under the pointer. The card now stays selected through its own actions, and
an action no longer open keeps its place (flat); a click on it changes nothing and gives the rule.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import card_on_table, card_pos, click, open_1280, open_small


def _click(app, pos) -> None:
    """A click at ``pos`` on the logical screen (the window's pixels under a UI scale: ``App.to_logical``)."""
    k = app.scale
    click(app, (int(pos[0] * k + k / 2), int(pos[1] * k + k / 2)))


def _rects(scene) -> list[tuple[int, int, int, int]]:
    return [tuple(item.rect) for item in scene.actions.items]


@pytest.mark.parametrize("where, lang", [("150%", "ja"), ("1280", "en")])
def test_repeated_clicks_on_place_chit_only_place_chits(home, where, lang):
    session = card_on_table()
    app, scene = open_1280(lang, session) if where == "1280" else open_small(where, lang, session)
    card = "inv24"  # face down at sea, three chits on it
    _click(app, card_pos(scene, card))
    assert scene.selected == card
    chit = next(i for i in scene.actions.items if "chit" in i.tooltip_text("en") or "チット" in i.tooltip_text("ja"))
    pos, rects = chit.rect.center, _rects(scene)
    state = session.state
    placed = refused = 0
    for _ in range(7):
        ap, chits, hand = state.ap, state.chits.get(card, 0), len(state.zones["alien_hand"])
        _click(app, pos)
        app.step([], 0.05)
        assert scene.selected == card, "the card stays selected through its own actions"
        assert _rects(scene) == rects, "no button moved"
        assert len(state.zones["alien_hand"]) == hand and state.phase == "alien"
        if state.chits.get(card, 0) == chits + 1:
            assert state.ap == ap - 1
            placed += 1
        else:  # the chit refused: nothing else done, the rule said (7.3 the turn's limit, 7.4 the hidden cap)
            assert (state.ap, state.chits.get(card, 0)) == (ap, chits)
            assert scene.banner is not None and scene.banner[1] == "error"
            assert any(f"7.{n}" in scene.banner[0](lang) for n in (2, 3, 4)), scene.banner[0](lang)
            refused += 1
    assert placed >= 1 and refused >= 1, (placed, refused)
