"""Issue 16, what a newcomer meets on the Monster Raid screen: how hard to shoot (the power the physics says
stops the die on the aimed board), a Pass button that stays in one place, placement badges clear of names, and
a name tag for a sliver of a board at the view's edge."""

from __future__ import annotations

import pygame

from tabletop.games.monsterraid.attack_success import landed_on
from tabletop.physics import simulate
from tabletop.ui.views.monsterraid.aim import flick_reach, make_shot
from tabletop.ui.views.monsterraid.controller import copy_table

from ..conftest import click, press
from .helpers import open_game


def _first_turn(app, seats: int = 1):
    scene = open_game(app, seats=seats)
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    return scene


def test_a_first_turn_aims_at_a_power_that_stops_the_die_on_the_aimed_board(app):
    """Enter at the first turn's power (it was 50 %, short of every board) rests the die on the board its
    heading crosses: the guidance is the simulation's, checked here by the simulation of the real table."""
    scene = _first_turn(app)
    ctl = scene.ctl
    die = ctl.die_obj()
    reach = flick_reach(ctl.table, die.kind, *ctl.position, ctl.aim.angle)
    assert reach is not None, "the first turn's heading crosses a board"
    assert reach.low <= ctl.aim.power <= reach.high
    assert abs(ctl.aim.power - reach.best) < 1e-9
    shot = make_shot(die.id, "flick", *ctl.position, ctl.aim.angle, ctl.aim.power)
    result = simulate(copy_table(ctl.table), shot, 1, 0)
    assert reach.board in landed_on(result.table).get(die.id, []), (reach, landed_on(result.table))


def test_the_power_bar_marks_the_powers_that_reach_the_aimed_board(app):
    """The table's power bar beside the die shows the span of powers that stop on the aimed board (its marks
    are the widget's ``reach_marks``), and the span follows the heading."""
    scene = _first_turn(app)
    widget = scene.board
    tf = widget.transform()
    marks = widget.reach_marks(tf)
    assert marks is not None
    bar, span, name = marks
    assert bar.top <= span.top < span.bottom <= bar.bottom and name
    scene.ctl.turn(3.0)   # away from every board: no mark
    assert widget.reach_marks(widget.transform()) is None
