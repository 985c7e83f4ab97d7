"""A shot plays at a speed the eye can follow, a click or Space skips it, dice are seen tipping over edges
(issue 16 Motion, issue 18 "the screen shows the tumbling"); through ``App.step`` with posted events."""

from __future__ import annotations

import pygame

from tabletop.physics import Shot, simulate
from tabletop.physics.scenes import raid_table
from tabletop.ui.views.monsterraid.controller import (FRAME_RATE, SHORTEST_SHOT, SLOWEST, Playback, copy_table,
                                                       live_speed, tip_spans)

from ..conftest import click
from .helpers import key, open_game, run_shot


def _shot_frames():
    table = raid_table(1)[0]
    die = table.dice[0]
    result = simulate(table, Shot(die.id, "flick", 800.0, 100.0, 1.5708, 0.6), 1, 0, record_frames=True)
    return table, die, result


def test_a_short_shot_plays_slower_than_real_time_and_a_long_one_in_real_time():
    short = [[]] * 13                  # 0.2 s simulated
    assert live_speed(short) == SLOWEST
    assert (len(short) - 1) / FRAME_RATE / live_speed(short) >= 0.5
    middle = [[]] * 31                 # 0.5 s: slowed to last SHORTEST_SHOT
    assert abs((len(middle) - 1) / FRAME_RATE / live_speed(middle) - SHORTEST_SHOT) < 1e-9
    assert live_speed([[]] * 181) == 1.0


def test_tips_come_from_the_recorded_faces_and_end_on_the_frame_the_face_changed():
    table, die, result = _shot_frames()
    faces = [next(e[5] for e in frame if e[0] == die.id) for frame in result.frames]
    changes = [k for k in range(1, len(faces)) if faces[k] != faces[k - 1]]
    assert changes, "the flick tumbles at the end"
    spans = tip_spans(table, result.frames)[die.id]
    assert [end for _start, end, _h, _f in spans] == changes
    assert [face for *_rest, face in spans] == [faces[k] for k in changes]
    start, end, heading, face = spans[0]
    pb = Playback(copy_table(table), result.frames)
    pb.t = (start + end) / 2
    phase, shown_heading, next_face = pb.tips()[die.id]
    assert abs(phase - 0.5) < 1e-9 and shown_heading == heading and next_face == face
    pb.t = end                         # the edge-over is done: the recorded face is on top, or the next tip starts
    shown = pb.tips().get(die.id)
    assert shown is None or (shown[0] == 0.0 and shown[2] != face)


def test_a_click_on_the_table_skips_the_shot(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    key(app, pygame.K_RETURN)          # shoot with the default aim
    assert scene.ctl.busy and not scene.ctl.playback.replay
    assert scene.ctl.playback.speed <= 1.0
    shots = len(scene.ctl.records)
    centre = scene.board.table_rect().center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)], 1 / 60)
    assert not scene.ctl.busy
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)], 1 / 60)
    assert len(scene.ctl.records) == shots   # the click did nothing else (no shot, no new die picked)


def test_space_skips_the_slow_replay(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    key(app, pygame.K_RETURN)
    run_shot(app, scene)
    click(app, scene.replay_btn)
    assert scene.ctl.busy and scene.ctl.playback.replay and scene.ctl.playback.speed == 0.5
    key(app, pygame.K_SPACE)
    assert not scene.ctl.busy




def test_with_animations_off_a_shot_shows_its_end_at_once_and_a_replay_still_plays(app):
    """UI-7: the "Animations" setting off shows a shot's result at the next frame; the replay is asked for, so it plays."""
    app.change_setting("animations", False)
    try:
        scene = open_game(app)
        click(app, scene.ready_btn)
        key(app, pygame.K_RETURN)          # shoot with the default aim
        shots = len(scene.ctl.records)
        app.step([], 1 / 60)
        assert not scene.ctl.busy and len(scene.ctl.records) == shots
        click(app, scene.replay_btn)
        assert scene.ctl.busy and scene.ctl.playback.replay
        app.step([], 1 / 60)
        assert scene.ctl.busy
    finally:
        app.change_setting("animations", True)
