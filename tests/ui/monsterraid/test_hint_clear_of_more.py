"""The newcomer pass at 800x560 (issue 16, session 29): after dice missed far down the table the view said 'More:
right-drag or Shift+arrows' in its top-left corner, and the ultimate die's hint ('An ultimate die: Shift+Enter
shoots it (Ctrl+P passes)') stood over it, the 'More' words cut at 'Shif'. The hint now keeps off the 'More' hint
and its arrows as it keeps off the boards' tags."""

from __future__ import annotations

import pygame

from tests.games.monsterraid.helpers import empty_hand

from ..conftest import click
from .helpers import key, open_game
from .test_missed_dice import MISSES, WIDE, shoot_misses


def test_the_ultimate_hint_keeps_off_the_more_hint(app):
    app.resize((800, 560))
    app.set_lang("en")
    scene = open_game(app, seed=0)
    click(app, scene.ready_btn)
    board = scene.board
    for _ in shoot_misses(app, scene, MISSES + WIDE):
        if board.more_marks(board.transform(), app)[1] is not None:
            break
    tf = board.transform()
    tips, more, _label, _size = board.more_marks(tf, app)
    assert more is not None   # the view says there is more
    empty_hand(scene.session, scene.session.state.turn)
    scene.refresh()
    app.step([], 1 / 60)
    assert board.is_ultimate(scene.ctl.die)
    key(app, pygame.K_RETURN)
    found = scene.guard_hint_box()
    assert found is not None
    box, _words, _size = found
    tf = board.transform()
    tips, more, _label, _size = board.more_marks(tf, app)
    assert tf.rect.contains(box) and not box.colliderect(more)
    assert not any(box.collidepoint(p) for points in tips for p in points)


def test_no_more_arrow_stands_on_a_tag(app):
    """The same pass: after a die missed, the 'more' arrow at the view's foot stood on the tag over a card there
    ('▼amage Site', 'Kobold 0▼12'): a tag over its card keeps off the arrows and the 'More' hint too."""
    from tabletop.ui.views.monsterraid.callouts import bounds

    app.resize((800, 560))
    app.set_lang("en")
    scene = open_game(app, seed=0)
    click(app, scene.ready_btn)
    board = scene.board
    seen = 0
    for _ in shoot_misses(app, scene, MISSES):
        tf = board.transform()
        tips, more, _label, _size = board.more_marks(tf, app)
        table = board.ctl.table
        tags = [c.rect for c in board.callouts(tf, table, board.labels("en"), app)[0]]
        tags += [box for _ident, box in board.over_tags(tf, table, app)]
        seen += len(tips)
        for points in tips:
            assert bounds(points).collidelist(tags) < 0
        assert more is None or more.collidelist(tags) < 0
    assert seen   # the view did say there was more
