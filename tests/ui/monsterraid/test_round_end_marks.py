"""The round end's marks ('+12', '×', '→2') stay on their boards (issue 16): with the boss hemmed in by its
minions and effect cards, '+12' for the Golem went out beyond its tag, nearer the Orc than the Golem."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.views.monsterraid.table import attached, distance_to_outline

from ..conftest import click
from .helpers import all_pass, key, open_game
from tests.games.monsterraid.helpers import put


def marks_through_the_round_end(app, scene):
    """Two sixes on every live target, everyone passes; each step's marks: (board, mark, box, outlines)."""
    session = scene.session
    hand = [d.id for d in session.state.dice if d.where == "hand"]
    for target in [t.id for t in session.state.live_targets()]:
        for _ in range(2):
            if hand:
                put(session, hand.pop(0), [target], 6)
    scene.refresh()
    all_pass(app, scene, click)
    assert scene.anim is not None
    for _ in range(20):
        if scene.anim is None:
            return
        app.step([], 1 / 60)
        board = scene.board
        tf = board.transform()
        outlines = board.outlines(tf, board.ctl.table)
        for ident, mark, box in board.mark_boxes(tf, app):
            yield ident, mark, box, outlines
        key(app, pygame.K_SPACE)


@pytest.mark.parametrize("size, seed", [((1280, 800), 5), ((1280, 800), 4), ((800, 560), 5)])
def test_each_mark_is_on_its_own_board(app, size, seed):
    app.resize(size)
    scene = open_game(app, seats=4, seed=seed)
    click(app, scene.ready_btn)
    seen = 0
    for ident, mark, box, outlines in marks_through_the_round_end(app, scene):
        seen += 1
        assert attached(box, outlines[ident]), (ident, mark, box)
        own = distance_to_outline(*box.center, outlines[ident])
        nearest = min(((distance_to_outline(*box.center, poly), other) for other, poly in outlines.items()
                       if other != ident), default=(float("inf"), ""))
        assert own <= nearest[0], (ident, mark, box, own, nearest)
    assert seen >= 4
