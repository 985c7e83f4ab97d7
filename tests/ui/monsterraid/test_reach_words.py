"""The words beside the power bar's gold bracket (issue 16, a newcomer pass, stage 1 in English): a full-power flick's
aim read "stops on Golem" and the die went past the boards. The bracket holds the powers that stop a lone die on the
board (``aim.flick_reach``); the words said so whatever the power. They now say "likely stops on" only with the
power inside the bracket, else which powers do."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from tabletop.core.i18n import t
from tabletop.physics import simulate
from tabletop.ui.views.monsterraid.aim import board_polygon

from .helpers import scaled_turn


def _rests_on(table, die_id: str, board_id: str) -> bool:
    die = next(d for d in table.dice if d.id == die_id)
    board = next(b for b in table.boards if b.id == board_id)
    return _inside(board_polygon(board), die.x, die.y)


def _inside(poly, x: float, y: float) -> bool:
    sign = 0
    for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):
        cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        if cross:
            if sign and (cross > 0) != (sign > 0):
                return False
            sign = cross
    return True


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_the_bracket_words_promise_only_the_powers_in_it(app, lang):
    app.set_lang(lang)
    scene = scaled_turn(app, (800, 560), 1.0, seats=2)
    widget, ctl = scene.board, scene.board.ctl
    reach = widget.reach()
    assert reach is not None and reach.high < 1.0
    name = widget.board_title(reach.board, lang)
    shot = ctl.current_shot()
    full = simulate(ctl.table, replace(shot, power=1.0), 1, 0).table
    assert not _rests_on(full, shot.die, reach.board)   # full power goes past the board: the case seen
    ctl.aim.power = 1.0
    words = widget.reach_words(lang)
    low, high = math.ceil(reach.low * 100), math.floor(reach.high * 100)   # stage 1's Golem: 71-81 %
    assert 0 < low < high < 100
    assert words == t("raid.stops_at", lang, name=name, low=low, high=high)
    assert t("raid.stops_on", lang, name=name) not in words
    ctl.aim.power = reach.best
    assert widget.reach_words(lang) == t("raid.stops_on", lang, name=name)
    assert _rests_on(simulate(ctl.table, replace(shot, power=reach.best), 1, 0).table, shot.die, reach.board)
