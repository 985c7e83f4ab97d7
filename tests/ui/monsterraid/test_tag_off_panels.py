"""A newcomer's stage 1, round 4, at 800x560 in Japanese (issue 16): the lone Giant Bat at the view's foot, a die on
it, had its name tag over its dice half under the aim panel in the lower-left corner ("ントバット 9/12"). A board's
tag is never drawn under a panel: where one line has no place off them, it folds onto the two lines its board's face
breaks the name into ("ジャイアント" / "バット 9/12") beside the panel."""

from __future__ import annotations

import pytest

from tabletop.ui.inputs import click_events
from tabletop.ui.views.monsterraid.table import CALLOUT_SIZE

from tests.games.monsterraid.helpers import arrange, put

from .helpers import open_game


def _lone_bat(app, lang: str):
    """Stage 1 round 4 (two players), the Giant Bat alone with 9 damage at the table's near right, a die on it."""
    app.set_lang(lang)
    app.resize((800, 560))
    scene = open_game(app, seats=2, seed=5)
    arrange(scene.session, "golem", ["giant_bat", "kobold", "orc"])
    scene.refresh()
    app.step([], 1 / 60)
    app.step(click_events(scene.ready_btn.rect.center), 1 / 60)
    state = scene.session.state
    with scene.session.edit():
        state.round = 4
        for target in state.targets:
            target.destroyed = target.id != "giant_bat"
            if target.id == "giant_bat":
                target.damage, target.x, target.cx, target.y, target.cy = 9, 800.0, 800.0, 200.0, 200.0
        state.cards[:] = []
    put(scene.session, "sigurd-n1-d6", ["giant_bat"], 3)
    scene.refresh()
    scene.board.reset_view()
    for _ in range(40):   # the view's glide
        app.step([], 1 / 60)
    return scene


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_lone_boards_tag_over_its_dice_keeps_off_the_aim_panel(app, lang):
    scene = _lone_bat(app, lang)
    board = scene.board
    tf, table = board.transform(), board.ctl.table
    panels = board.panels_over_table()
    assert panels, "the aim panel lies over the table at 800x560"
    tags, names = board.callouts(tf, table, board.labels(lang), app)
    drawn = [(c.ident, c.rect) for c in tags] + board.over_tags(tf, table, app)
    bat = [box for ident, box in drawn if ident == "giant_bat"]
    assert bat, drawn   # the bat is named
    for box in bat:
        assert box.collidelist(panels) < 0, (box, panels)
        assert tf.rect.contains(box), (box, tf.rect)
    words = names["giant_bat"].replace("\n", "")
    assert words.replace(" ", "") == ("ジャイアントバット9/12" if lang == "ja" else "GiantBat9/12"), names["giant_bat"]
    lines = names["giant_bat"].split("\n")
    assert all(app.text.size(line, CALLOUT_SIZE, True)[0] <= bat[0].w for line in lines)
    if lang == "ja" and len(lines) > 1:   # folded between the name's words, the HP after them
        assert lines == ["ジャイアント", "バット 9/12"], lines
