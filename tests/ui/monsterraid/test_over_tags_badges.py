"""The newcomer pass at 800x560 (issue 16, session 29): stage 2's placement (a game played from the launcher, one
player, saved as ``data/stage2-placement.json``) put the tags over three cards at the table's top under the
number badges: 'Dama②e Site', 'Coun①t⑤ttack'. A tag over its card now keeps off the badges as it keeps off the
other tags."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.core.session import Session

SAVE = Path(__file__).parent / "data" / "stage2-placement.json"


def test_tags_over_cards_keep_off_the_number_badges(app):
    import tabletop.games.monsterraid  # noqa: F401  (registers the game the save names)

    app.resize((800, 560))
    app.set_lang("en")
    scene = app.start_game(Session.load(SAVE))
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    assert scene.session.state.phase == "placement" and scene.session.state.stage == 2
    board = scene.board
    tf = board.transform()
    over = board.over_tags(tf, board.ctl.table, app)
    assert len(over) >= 2   # the cards at the top have their tags over them
    r = board.badge_radius(app.text, tf)
    badges = [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y, _n, _held in board.badge_circles(app.text, tf)]
    assert len(badges) == 5
    for _ident, box in over:
        assert tf.rect.contains(box) and box.collidelist(badges) < 0
