"""A die that comes to rest counting for a board is shown whole (issue 16, a newcomer pass: round 4 in Japanese at
800x560, a die at the view's foot was half cut). The default view frames such dice (``RaidTable.playing_area``); a
view the player zoomed and panned stays theirs but glides the least way that shows the die whole, at their zoom."""

from __future__ import annotations

import pytest

from tabletop.ui.views.monsterraid.render import die_drawn_rect

from tests.games.monsterraid.helpers import put

from .helpers import scaled_turn


def settle(app, frames: int = 32) -> None:   # the glide takes 0.45 s (``viewease.SECONDS``)
    for _ in range(frames):
        app.step([], 1 / 60)


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_a_die_come_to_rest_on_a_board_at_the_views_foot_glides_into_view(app, lang):
    app.set_lang(lang)
    scene = scaled_turn(app, (800, 560), 1.0, seats=2)
    widget = scene.board
    session = scene.session
    target = next(tg for tg in scene.view_data["targets"] if not tg.get("destroyed"))
    board = next(b for b in widget.ctl.table.boards if b.id == target["id"])
    widget.zoom_at(widget.transform().rect.center, 1.6)   # the player's own view: zoomed in, then panned
    tf = widget.transform()
    bx, by = tf.to_screen(board.x, board.y)
    widget.pan(0, tf.rect.bottom - by)   # the board's middle on the view's foot
    zoom = widget.zoom
    settle(app, 5)
    assert not widget.auto_view
    die = put(session, "sigurd-n1-d6", [board.id], 5)   # a shot's die comes to rest there
    scene.refresh()
    app.step([], 1 / 60)
    die = next(d for d in widget.ctl.table.dice if d.id == die.id)
    tf = widget.transform()
    assert die.id in scene.counts_for()
    before = die_drawn_rect(tf, die)
    assert not tf.rect.contains(before) and tf.rect.colliderect(before)   # half cut by the view's foot
    settle(app)
    tf = widget.transform()
    after = die_drawn_rect(tf, die)
    assert tf.rect.contains(after), (after, tf.rect)
    assert widget.zoom == zoom and not widget.auto_view   # the player's zoom kept
    assert after.bottom >= tf.rect.bottom - 40   # the least move: the die just inside the foot
