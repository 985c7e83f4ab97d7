"""The final table (session 26, a newcomer's pass in a real window): "look at the table" after the ending showed
the stage's last boards gone and a lone shooting position's ring, as if a shot were still to come. Once the game
is over the ring is not drawn."""

from __future__ import annotations

from tabletop.ui.inputs import click_events

from .helpers import open_game


def test_no_launcher_ring_on_the_final_table(app, monkeypatch):
    scene = open_game(app)
    c = scene.ready_btn.rect.center
    app.step(click_events((int(c[0] * app.scale), int(c[1] * app.scale))), 1 / 60)
    board = scene.board
    assert board.launcher_shown()
    with scene.session.edit():
        scene.session.state.phase = "over"
    scene.refresh()
    assert not board.launcher_shown()
    import tabletop.ui.views.monsterraid.widget as widget

    drawn = []
    monkeypatch.setattr(widget, "draw_launcher", lambda *a, **k: drawn.append(a))
    board.draw(app.surface, app)
    assert drawn == []
