"""Shooting dice on the practice table with posted mouse and key events through ``App.step``."""

import math

import pygame

from tabletop.physics import Board, board_polygon, lob_touchdown, simulate
from tabletop.physics.params import STAND_HEIGHT
from tabletop.games.monsterraid.attack_success import landed_on
from tabletop.ui.views.monsterraid.aim import MAX_COIN_MM, make_shot, throw_touchdown
from tabletop.ui.views.monsterraid.controller import ShootingController, copy_table, live_speed, same_result
from tabletop.ui.inputs import key_event
from tabletop.ui.views.monsterraid.practice import PracticeScene
from tabletop.ui.scenes.title import TitleScene

from ..conftest import click, press
from .helpers import drag, motion, open_practice, run_until_still, simple_table

SCALE_TOL_MM = 2.0  # one screen pixel is 1.25 mm at the default zoom


def test_launcher_entry_opens_the_practice_table(launcher, app):
    click(app, launcher.practice_button)
    assert isinstance(app.top, PracticeScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_rule_shoot_flick_by_slingshot_drag_makes_the_shot_of_the_drag(app):
    scene = open_practice(app, simple_table())
    ctl, widget = scene.ctl, scene.board
    tf = widget.transform()
    start = tf.to_screen(*ctl.position)
    end = (start[0] - 40, start[1] + 60)  # pulled down-left: the die goes up-right
    drag(app, start, end)
    record = ctl.record
    assert record is not None and record.shot.method == "flick" and record.shot.die == "sigurd-d6-1"
    px, py = tf.to_table(*end)
    expect_angle = math.atan2(ctl.position[1] - py, ctl.position[0] - px)
    full = widget.pull_mm()   # a full pull is the same reach of the hand on screen at every zoom
    expect_power = min(1.0, math.hypot(ctl.position[0] - px, ctl.position[1] - py) / full)
    assert abs(math.remainder(record.shot.angle - expect_angle, 2 * math.pi)) < 0.02
    assert abs(record.shot.power - expect_power) < SCALE_TOL_MM / full
    assert (record.shot.x, record.shot.y) == ctl.position
    rest = next(r for r in record.result.rests if r.die == "sigurd-d6-1")
    assert rest.moved and rest.shooter == "sigurd"
    run_until_still(app, scene)
    die = next(d for d in ctl.table.dice if d.id == "sigurd-d6-1")
    final = next(d for d in record.result.table.dice if d.id == "sigurd-d6-1")
    assert (die.x, die.y, die.face, die.in_play) == (final.x, final.y, final.face, final.in_play)
    assert die.y > ctl.position[1] + 100 and die.x > ctl.position[0]  # it went up-right


def test_rule_shoot_throw_lands_where_the_mouse_is(app):
    """The landing mark follows the mouse while the throw is aimed, and the throw comes down there."""
    scene = open_practice(app, simple_table())
    ctl, widget = scene.ctl, scene.board
    click(app, scene.method_buttons["throw"])
    assert ctl.method == "throw"
    tf = widget.transform()
    start = tf.to_screen(300.0, 300.0)
    aims = [(ctl.position[0] + 200.0, ctl.position[1] + 260.0), (ctl.position[0] - 150.0, ctl.position[1] + 420.0)]
    app.step([motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(int(v) for v in start), button=1)],
             1 / 60)
    for point in aims:   # the mark follows the mouse, wherever the press was
        for _ in range(3):
            app.step([motion(tf.to_screen(*point), (1, 0, 0))], 1 / 60)
        down = throw_touchdown(ctl.current_shot())
        assert math.hypot(down[0] - point[0], down[1] - point[1]) < 2 * SCALE_TOL_MM
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(int(v) for v in tf.to_screen(*aims[-1])), button=1)],
             1 / 60)
    run_until_still(app, scene)
    scene = open_practice(app, simple_table())
    ctl, widget = scene.ctl, scene.board
    click(app, scene.method_buttons["throw"])
    tf, end = widget.transform(), aims[0]
    drag(app, start, tf.to_screen(*end), wheel=1)  # the wheel while aiming a throw raises the lob
    record = ctl.record
    assert record.shot.method == "throw"
    assert abs(math.remainder(record.shot.angle - math.atan2(260.0, 200.0), 2 * math.pi)) < 0.02
    down = throw_touchdown(record.shot)
    assert math.hypot(down[0] - end[0], down[1] - end[1]) < 2 * SCALE_TOL_MM
    assert abs(record.shot.loft - 0.6) < 1e-9
    rest = next(r for r in record.result.rests if r.die == record.shot.die)
    assert rest.moved and not rest.lost
    run_until_still(app, scene)
    assert scene.board.summary is not None


def test_faq_coin_toss_by_drag(app):
    scene = open_practice(app, simple_table())
    ctl = scene.ctl
    press(app, pygame.K_m)
    press(app, pygame.K_m)
    assert ctl.method == "coin"
    tf = scene.board.transform()
    drag(app, tf.to_screen(300.0, 300.0), tf.to_screen(300.0, 450.0))
    assert ctl.record.shot.method == "coin"
    assert abs(ctl.record.shot.power - 150.0 / MAX_COIN_MM) < SCALE_TOL_MM / MAX_COIN_MM
    assert abs(ctl.record.shot.angle - math.pi / 2) < 0.02


def test_rule_shoot_refuses_a_shooting_position_closer_than_two_cards(app):
    scene = open_practice(app, simple_table())
    ctl, widget = scene.ctl, scene.board
    before = ctl.position
    press(app, pygame.K_p)
    tf = widget.transform()
    click(app, tf.to_screen(600.0, 420.0))  # ~100 mm below the board
    assert ctl.position == before
    assert "(シュート)" in ctl.message_text("ja") and "176" in ctl.message_text("ja")
    assert "two card lengths" in ctl.message_text("en")
    assert app.text.render(ctl.message_text("ja"), 18) is not None
    # dragging the launcher ring close to the board is refused too; far enough is accepted
    ring = tf.to_screen(before[0] + 28.0, before[1])
    drag(app, ring, tf.to_screen(628.0, 400.0))
    assert ctl.position == before and ctl.message_kind == "error" and ctl.record is None
    drag(app, ring, tf.to_screen(328.0, 200.0))
    assert math.hypot(ctl.position[0] - 300.0, ctl.position[1] - 200.0) < 3.0
    assert ctl.message is None
    # off the table
    assert not ctl.set_position(-10.0, 50.0) and "テーブルの上" in ctl.message_text("ja")


def test_replay_is_identical_to_the_shot_and_slowed_down(app):
    scene = open_practice(app, simple_table())
    ctl = scene.ctl
    ctl.set_aim(math.atan2(480.0, 40.0), 0.9)
    press(app, pygame.K_RETURN)
    record = ctl.record
    n_live = run_until_still(app, scene)
    after = copy_table(ctl.table)
    press(app, pygame.K_r)
    assert ctl.busy and ctl.playback.replay and ctl.playback.speed == 0.5
    assert ctl.replay_identical is True
    assert ctl.playback.frames == record.result.frames
    again = simulate(copy_table(record.before), record.shot, record.seed, record.index, record_frames=True)
    assert same_result(again, record.result)
    n_replay = run_until_still(app, scene)
    real_time = len(record.result.frames) - 1   # display frames at 60 a second
    assert n_live >= real_time - 1              # the live shot: real time or slower
    assert n_replay >= 2 * real_time - 2        # half speed
    assert [(d.id, d.x, d.y, d.face) for d in ctl.table.dice] == [(d.id, d.x, d.y, d.face) for d in after.dice]
    press(app, pygame.K_t)
    assert ctl.replay_speed == 0.25
    press(app, pygame.K_r)
    assert run_until_still(app, scene) >= 4 * real_time - 4


def test_keyboard_only_shot(app):
    scene = open_practice(app, simple_table())
    ctl = scene.ctl
    press(app, pygame.K_TAB)
    assert ctl.die == "leaf-d8-1"
    for _ in range(5):
        press(app, pygame.K_LEFT)  # +10 degrees
    for _ in range(4):
        press(app, pygame.K_UP)  # +20 %
    press(app, pygame.K_MINUS)
    press(app, pygame.K_q)
    press(app, pygame.K_RETURN)
    record = ctl.record
    assert record is not None and record.shot.die == "leaf-d8-1" and record.shot.method == "flick"
    assert abs(record.shot.angle - math.radians(100.0)) < 1e-9
    assert abs(record.shot.power - 0.65) < 1e-9 and abs(record.shot.spin - 0.1) < 1e-9
    press(app, pygame.K_SPACE)  # skips the animation
    assert not ctl.busy
    die = next(d for d in ctl.table.dice if d.id == "leaf-d8-1")
    assert die.in_play and die.y > 300.0


def test_rule_shoot_fault_is_retried_once_then_stands(app):
    scene = open_practice(app, simple_table())
    ctl = scene.ctl
    ctl.set_aim(math.pi / 2, 0.02)  # hardly pulled: the die stays on the launcher
    press(app, pygame.K_RETURN)
    assert ctl.record.fault
    run_until_still(app, scene)
    assert ctl.record.retried and "フォルト" in ctl.message_text("ja")
    die = next(d for d in ctl.table.dice if d.id == "sigurd-d6-1")
    assert not die.in_play  # back in hand: the shot is taken again
    assert ctl.die == "sigurd-d6-1"
    press(app, pygame.K_RETURN)
    run_until_still(app, scene)
    assert ctl.record.fault and not ctl.record.retried and "2回目" in ctl.message_text("ja")
    die = next(d for d in ctl.table.dice if d.id == "sigurd-d6-1")
    assert die.in_play  # the second fault stands


def test_throws_never_fault_and_a_strong_flick_is_no_fault():
    ctl = ShootingController(simple_table(), seed=3)
    ctl.set_method("throw")
    ctl.set_aim(math.pi / 2, 0.01)
    assert not ctl.shoot().fault
    ctl.skip()
    ctl.set_method("flick")
    ctl.set_aim(math.pi / 2, 0.6)
    assert not ctl.shoot().fault


def test_the_animation_plays_the_frames_that_decided_the_shot(app):
    scene = open_practice(app, simple_table())
    ctl = scene.ctl
    ctl.set_aim(math.atan2(480.0, 40.0), 0.9)
    app.step([key_event(pygame.K_RETURN)], 1 / 60)
    frames = ctl.record.result.frames
    speed = ctl.playback.speed
    assert speed == live_speed(frames)
    seen = []
    while ctl.busy:
        table, frame = ctl.shown_frame()
        seen.append((ctl.playback.t, frame))
        app.step([], 1 / 60)
    assert abs(seen[0][0] - speed) < 1e-9  # the shot's first step ran in the frame that released it
    for n, (t, frame) in enumerate(seen):
        assert abs(t - speed * (n + 1)) < 1e-6
        i = min(len(frames) - 1, int(t))
        if abs(t - i) < 1e-9 or i == len(frames) - 1:
            assert frame == frames[i]
            continue
        after = {e[0]: e for e in frames[i + 1]}
        for die, x, y, _a, _z, face in frame:   # between the two recorded frames around it, the earlier face
            a = next(e for e in frames[i] if e[0] == die)
            b = after.get(die, a)
            assert min(a[1], b[1]) - 1e-9 <= x <= max(a[1], b[1]) + 1e-9
            assert min(a[2], b[2]) - 1e-9 <= y <= max(a[2], b[2]) + 1e-9 and face == a[5]


def test_after_a_shot_dice_that_count_and_crashes_are_listed(app):
    scene = open_practice(app, simple_table())
    ctl = scene.ctl
    # straight at the lying d20, hard enough to push it onto the board
    target = next(d for d in ctl.table.dice if d.id == "paola-d20-1")
    ctl.set_aim(math.atan2(target.y - ctl.position[1], target.x - ctl.position[0]), 0.75)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_SPACE)
    app.step([], 1 / 60)
    summary = scene.board.summary
    record = ctl.record
    assert summary is not None
    rests = {r.die: r for r in record.result.rests}
    on = landed_on(record.result.table)  # rule 攻撃成功
    assert summary.on == {d: on[d] for d, r in rests.items() if on.get(d) and not r.lost}
    assert summary.crashed == {d: r.crashed_into for d, r in rests.items() if r.crashed_into}
    assert "sigurd-d6-1" in summary.crashed and "paola-d20-1" in summary.crashed["sigurd-d6-1"]
    assert summary.pushed.get("paola-d20-1") == "sigurd"
    labels = scene.board.labels("ja")
    for die, targets in summary.on.items():
        assert die in labels.die_highlight and all(t in labels.board_highlight for t in targets)
    lines = [entry[0] for entry in scene.results.entries]
    texts = [line("en") if callable(line) else str(line) for line in lines]
    assert any("crashed into" in s for s in texts) and any("moved by Sigurd" in s for s in texts)


def test_throw_touchdown_is_on_a_raised_board_when_the_lob_comes_down_over_it():
    shot = make_shot("sigurd-d6-1", "throw", 100.0, 100.0, 0.0, 0.6, loft=0.8)
    low = throw_touchdown(shot)
    high = lob_touchdown(shot, STAND_HEIGHT)
    assert low[2] == 0.0 and high[0] < low[0]
    flyer = Board("flyer", 8, high[0], high[1], 0.0, raised=True)
    assert throw_touchdown(shot, [board_polygon(flyer)]) == (high[0], high[1], STAND_HEIGHT)
    table = simple_table()
    table.boards, table.cards = [flyer], []
    result = simulate(table, shot, 5, 0)
    rest = next(r for r in result.rests if r.die == "sigurd-d6-1")
    assert rest.z == STAND_HEIGHT and "flyer" in landed_on(result.table)[rest.die]  # where the preview said it comes down


def test_an_embedding_screen_limits_methods_and_dice_and_gets_the_result():
    seen = []
    calls = []

    def simulator(table, shot, seed, index):
        calls.append((seed, index))
        return simulate(table, shot, seed, index, record_frames=True)

    ctl = ShootingController(simple_table(), seed=99, shot_index=4, methods=("throw",),
                             eligible=lambda table: ["leaf-d8-1"], simulator=simulator, on_result=seen.append)
    assert ctl.method == "throw" and not ctl.set_method("flick") and ctl.die == "leaf-d8-1"
    ctl.cycle_die()
    assert ctl.die == "leaf-d8-1"
    ctl.set_aim(math.pi / 2, 0.4)
    record = ctl.shoot()
    assert calls == [(99, 4)] and seen == []
    while ctl.update(1 / 60):
        pass
    assert seen == [record] and ctl.shot_index == 5


def test_wheel_while_pulling_the_slingshot_sets_spin(app):
    scene = open_practice(app, simple_table())
    tf = scene.board.transform()
    start = tf.to_screen(*scene.ctl.position)
    drag(app, start, (start[0], start[1] + 50), wheel=-1)
    assert abs(scene.ctl.record.shot.spin + 0.1) < 1e-9 and scene.board.zoom == 1.0


def test_rule_shoot_a_die_off_the_table_is_listed_as_lost(app):
    scene = open_practice(app, simple_table())
    ctl = scene.ctl
    ctl.set_aim(-math.pi / 2, 0.6)  # straight off the near edge
    press(app, pygame.K_RETURN)
    press(app, pygame.K_SPACE)
    app.step([], 1 / 60)
    assert scene.board.summary.lost == ["sigurd-d6-1"]
    texts = [entry[0]("en") for entry in scene.results.entries if callable(entry[0])]
    assert any(s.startswith("Lost dice: Sigurd d6") for s in texts)
    die = next(d for d in ctl.table.dice if d.id == "sigurd-d6-1")
    assert not die.in_play  # recovered to the hand


def test_clicking_a_die_in_the_hand_chooses_it(app):
    scene = open_practice(app, simple_table())
    slots = dict(scene.board.hand_slots())
    assert set(slots) == {"sigurd-d6-1", "leaf-d8-1"}
    click(app, slots["leaf-d8-1"].center)
    assert scene.ctl.die == "leaf-d8-1"
    tf = scene.board.transform()
    click(app, tf.to_screen(640.0, 420.0))  # the d20 lying on the table can be chosen too
    assert scene.ctl.die == "paola-d20-1"
