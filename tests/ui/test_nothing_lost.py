"""Nothing lost: autosave every turn and on quit, the last few kept, the load
list with game / turn / time, and a failure in draw or handle autosaves, logs
and shows the message."""

import json

import pygame

from tabletop.core.session import Session
from tabletop.ui.crash import logs_dir
from tabletop.ui.saves import KEEP, autosave_dir, autosaves, list_saves
from tabletop.ui.scenes.crash import CrashScene
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.views.generic import GenericGameScene

from .conftest import button_labelled, click, press
from .test_game_scene import lift, start


def play_turns(app, scene, n):
    for _ in range(n):
        click(app, button_labelled(scene, "守る"))
        lift(app)


def test_quit_autosaves_the_running_game(app):
    scene = start(app)  # no turn has ended: no autosave yet
    assert not autosaves("demoduel")
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert not app.running
    files = autosaves("demoduel")
    assert len(files) == 1
    again = Session.load(files[-1][1])
    assert again.actions == scene.session.actions


def test_quit_right_after_a_turn_end_autosave_writes_no_duplicate(app):
    scene = start(app)
    play_turns(app, scene, 1)
    before = autosaves("demoduel")
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert autosaves("demoduel") == before  # the game is as the turn-end autosave holds it
    assert Session.load(before[-1][1]).actions == scene.session.actions


def test_back_to_launcher_autosaves_too(app):
    start(app)
    press(app, pygame.K_ESCAPE)
    count = len(autosaves("demoduel"))
    click(app, button_labelled(app.top, "タイトルへ戻る"))
    assert isinstance(app.top, TitleScene) and len(autosaves("demoduel")) == count + 1


def test_only_the_last_few_autosaves_are_kept_and_listed_with_game_turn_time(app):
    scene = start(app, options={"rounds": "5"})
    play_turns(app, scene, KEEP + 3)
    numbers = [n for n, _ in autosaves("demoduel")]
    assert len(numbers) == KEEP and numbers == sorted(numbers) and numbers[-1] > KEEP
    entries = [e for e in list_saves() if e.auto]
    assert len(entries) == KEEP
    for e in entries:
        assert e.ok and e.title.en == "Demo duel" and e.turn.en.startswith("Round") and len(e.time) == 19  # to the second
    app.push(LoadScene(app))
    app.step([], 0.016)
    assert len(app.top.rows) == KEEP


def test_autosave_files_are_complete_json_never_left_half_written(app):
    scene = start(app)
    play_turns(app, scene, 2)
    for _, path in autosaves("demoduel"):
        json.loads(path.read_text(encoding="utf-8"))
    assert not [p for p in autosave_dir().iterdir() if p.name.endswith(".tmp")]


def test_a_failure_in_draw_autosaves_logs_and_shows_the_message(app, monkeypatch):
    scene = start(app)
    play_turns(app, scene, 1)
    actions = list(scene.session.actions)

    original = GenericGameScene.draw_content
    fail = [True]

    def broken(self, surface):
        if fail[0]:
            raise RuntimeError("boom in draw")
        original(self, surface)

    monkeypatch.setattr(GenericGameScene, "draw_content", broken)
    app.step([], 0.016)
    crash = app.top
    assert isinstance(crash, CrashScene) and crash.autosave is not None
    assert Session.load(crash.autosave).actions == actions
    report = (logs_dir() / "crash-1.log").read_text(encoding="utf-8")
    assert "boom in draw" in report and "scene: GenericGameScene" in report and "draw_content" in report
    app.step([], 0.016)  # the crash screen itself draws fine
    fail[0] = False
    click(app, crash.reload)
    lift(app)
    assert app.session().actions == actions


def test_a_failure_in_handle_autosaves_logs_and_shows_the_message(app, monkeypatch):
    scene = start(app)
    play_turns(app, scene, 1)

    def broken(self, inp):
        raise KeyError("boom in handle")

    monkeypatch.setattr(GenericGameScene, "handle", broken)
    press(app, pygame.K_a)
    crash = app.top
    assert isinstance(crash, CrashScene) and crash.autosave is not None and crash.autosave.exists()
    report = (logs_dir() / "crash-1.log").read_text(encoding="utf-8")
    assert "boom in handle" in report and "game: demoduel" in report
    click(app, crash.launcher)
    assert isinstance(app.top, TitleScene)
