"""Another seat's ships as card faces where its row has room (issue 16).

At 2 seats in a 1280x800 window the other seat's row is as tall as a card: its ships
used to show as name strips because four of them did not fit side by side at the
row's card width. A row of large cards now shrinks to the face's floor width
(``board.FACE_FLOOR_W``, docs/art.md "Type") before it turns to strips, so they show
as faces with their names whole. A posted click on the seat's own ship, then on
the other seat's ship, attacks it (rule (2)-c, ship against ship): the attack waits for the other seat's answer.
"""

from __future__ import annotations

import pytest

from tabletop.games.zgundam import actions as A
from tabletop.ui.views.zgundam.board import FACE_FLOOR_W
from tests.ui.driver import _norm

from .helpers import at_the_table, name_rect, name_shown


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_other_seats_ships_are_faces_with_whole_names_and_a_click_targets_one(probe, lang):
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 2, seed=2, pair=True)
    other = 1 - me
    theirs = [s for s in scene.table.slots if s.zone == f"ships{other}"]
    assert len(theirs) >= 3
    for slot in theirs:
        assert not slot.strip and slot.rect.w >= FACE_FLOOR_W, (slot.entry.id, slot.rect)
        assert _norm(name_shown(probe, scene, slot, lang)) == _norm(slot.entry.face.title.get(lang)), slot.entry.id
    mine = next(s for s in scene.table.slots if s.zone == f"ships{me}")
    driver.click_at(name_rect(probe, scene, mine, lang).center)
    assert scene.selection.picked == [mine.entry.id]
    target = theirs[0]
    assert any(isinstance(a, A.ShipAttack) and a.target == target.entry.id for a in scene.actions_now)
    driver.click_at(name_rect(probe, scene, target, lang).center)
    attack = scene.session.view(me)["pending"]["attack"]
    assert (attack["card"], attack["target"]) == (mine.entry.id, target.entry.id)
