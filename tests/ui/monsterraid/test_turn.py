"""A turn on the Monster Raid screen, through ``App.step`` with posted mouse events: placement, a flicked shot, pass."""

from __future__ import annotations

import math

from tabletop.games.monsterraid.actions import PlaceMinion, Ready, Shoot
from tabletop.games.monsterraid.placement import check_minion
from tabletop.ui.views.monsterraid.aim import MAX_DRAG_MM

from ..conftest import click
from .helpers import open_game, run_shot, drag


def test_rule_0_placement_drag_a_minion_to_a_legal_spot_then_ready(app):
    scene = open_game(app)
    session = scene.session
    state = session.state
    assert state.phase == "placement" and scene.ready_btn.visible
    moves = [a for a in session.legal_actions() if isinstance(a, PlaceMinion)]
    assert moves, "this seed's layout offers a minion move"
    move = moves[0]
    minion = state.target(move.target)
    pose = check_minion(state, move)
    tf = scene.board.transform()
    drag(app, tf.to_screen(minion.cx, minion.cy), tf.to_screen(pose[0], pose[1]), steps=6)
    state = session.state
    last = session.actions[-1]["action"]
    assert last["type"] == "PlaceMinion" and last["target"] == move.target
    moved = state.target(move.target)
    assert math.hypot(moved.x - pose[0], moved.y - pose[1]) < 1e-6
    # dropping far from every legal spot is refused with the rule shown
    n = len(session.actions)
    boss = state.targets[0]
    drag(app, tf.to_screen(moved.cx, moved.cy), tf.to_screen(boss.cx, boss.cy + 560), steps=6)
    assert len(session.actions) == n and scene.banner is not None and scene.banner[1] == "error"
    assert "monsterraid 0" in scene.banner[0]("en")
    click(app, scene.ready_btn)
    assert session.state.phase == "attack"
    assert session.actions[-1]["action"]["type"] == "Ready"


def test_rule_1_a_turn_flick_shot_by_drag_is_applied_exactly_as_simulated(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    session = scene.session
    assert session.state.turn == "sigurd" and scene.board.enabled
    ctl = scene.ctl
    assert ctl.methods == ("flick",)  # Sigurd flicks only
    assert ctl.die == "sigurd-n1-d6" and set(ctl.eligible()) == {d.id for d in session.state.dice
                                                                 if d.owner == "sigurd" and d.where in ("hand", "slot")}
    tf = scene.board.transform()
    start = tf.to_screen(*ctl.position)
    end = (start[0] + 4, start[1] - 40)  # pulled towards the table's edge: the die goes in, towards the targets
    drag(app, start, end)
    record = ctl.record
    assert record is not None and ctl.busy
    expect_power = min(1.0, math.hypot(*(a - b for a, b in zip(ctl.position, tf.to_table(*end)))) / MAX_DRAG_MM)
    assert abs(record.shot.power - expect_power) < 0.03
    run_shot(app, scene)
    action = session.actions[-1]
    assert action["action"]["type"] == "Shoot" and action["action"]["die"] == "sigurd-n1-d6"
    # the rules' own simulation put the die exactly where the animation left it
    final = next(d for d in record.result.table.dice if d.id == "sigurd-n1-d6")
    die = session.state.die("sigurd-n1-d6")
    assert (die.x, die.y, die.face) == (final.x, final.y, final.face)
    assert session.state.turn == "leaf" and session.state.shot_index == 1
    # the next player is shown: Leaf belongs to player 2 of 2
    assert scene.mouse_seat() == 1 and "2" in scene.seat_text(scene.mouse_seat(), "ja")
    assert set(scene.ctl.methods) == {"flick", "throw"}


def test_rule_1_pass_button_explains_why_it_is_not_allowed(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    assert scene.pass_btn.visible and not scene.pass_btn.enabled
    assert "パス" in scene.pass_why.label("ja") and "Pass" in scene.pass_why.label("en")
    n = len(scene.session.actions)
    click(app, scene.pass_btn)
    assert len(scene.session.actions) == n


def test_ruling_r2_a_fault_is_the_rules_the_screen_lets_the_same_die_be_shot_again(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    session = scene.session
    ctl = scene.ctl
    tf = scene.board.transform()
    start = tf.to_screen(*ctl.position)
    ctl.aim.power = 0.0
    # a tiny pull: power below the rules' minimum, a fault
    drag(app, start, (start[0], start[1] - 4), steps=2)
    if ctl.record is None:  # too small a drag to count as one: shoot from the keyboard with no power
        ctl.aim.power = 0.01
        scene.board.shoot()
    run_shot(app, scene)
    state = session.state
    assert state.fault_die == "sigurd-n1-d6" and state.turn == "sigurd"
    assert state.die("sigurd-n1-d6").where == "hand"  # the table is as it was
    assert scene.ctl.eligible() == ["sigurd-n1-d6"] and not scene.ctl.faults
    assert scene.banner is not None and "フォルト" in scene.banner[0].get("ja")
    assert isinstance(session.game.action_from_json(session.actions[-1]["action"]), Shoot)
    assert not any(isinstance(a, Ready) for a in session.legal_actions())


def test_rule_1_leaf_may_throw_paola_only_throws(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    session = scene.session
    state = session.state
    state.turn = "leaf"  # Sigurd's shot is another test's; here Leaf's turn comes at once
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.method_btns["throw"].visible and not scene.method_btns["coin"].visible
    click(app, scene.method_btns["throw"])
    assert scene.ctl.method == "throw"
    tf = scene.board.transform()
    boss = state.targets[0]
    start = tf.to_screen(*scene.ctl.position)
    drag(app, start, tf.to_screen(boss.cx, boss.cy), steps=6)
    assert scene.ctl.record is not None and scene.ctl.record.shot.method == "throw"
    run_shot(app, scene)
    last = session.actions[-1]["action"]
    assert last["type"] == "Shoot" and last["method"] == "throw" and last["die"].startswith("leaf-")
    assert session.state.turn == "genjimaru"
    session.state.turn = "paola"
    scene.refresh()
    assert scene.ctl.methods == ("throw",) and scene.ctl.method == "throw"
    assert [m for m, b in scene.method_btns.items() if b.visible] == ["throw"]
