"""The app shell: the scene stack hooks, crash handling, and the real loop."""

import pygame

from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.core.dice import ScriptedSource
from tabletop.ui import app as app_module
from tabletop.ui.crash import logs_dir
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.crash import CrashScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.views.generic import GenericGameScene
from tabletop.ui.widgets import PrivacyCurtain

from .conftest import button_labelled, click


class Recorder(Scene):
    def __init__(self, app, name, log):
        super().__init__(app)
        self.name, self.log = name, log

    def enter(self):
        self.log.append(f"enter {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")


def test_stack_hooks_in_order(app):
    log = []
    app.push(Recorder(app, "a", log))
    app.push(Recorder(app, "b", log))
    app.replace(Recorder(app, "c", log))
    app.pop()
    app.reset(Recorder(app, "d", log))
    assert log == ["enter a", "pause a", "enter b", "exit b", "enter c", "exit c", "resume a", "exit a", "enter d"]


def test_only_the_top_scene_gets_inputs_and_draw_changes_nothing(app):
    got = []

    class Catcher(Scene):
        def handle(self, inp):
            got.append((self, inp.kind))
            return True

    low = app.push(Catcher(app))
    high = app.push(Catcher(app))
    click(app, (10, 10))
    assert {s for s, _ in got} == {high}
    assert app.top is high and low in app.scenes


def start_game(app):
    session = Session(registry.find("demoduel"), 2, dice=ScriptedSource([1, 2, 3, 4] * 10))
    scene = app.start_game(session)
    while isinstance(app.top, PrivacyCurtain):
        click(app, (640, 400))
    return scene


def test_a_crash_in_a_scene_autosaves_writes_a_report_and_shows_the_message(app, monkeypatch):
    scene = start_game(app)
    click(app, button_labelled(scene, "守る"))
    while isinstance(app.top, PrivacyCurtain):
        click(app, (640, 400))
    actions = len(scene.session.actions)

    original = GenericGameScene.update
    fail = [True]

    def broken(self, dt):
        if fail[0]:
            raise RuntimeError("boom in update")
        return original(self, dt)

    monkeypatch.setattr(GenericGameScene, "update", broken)
    assert app.step([], 0.016) is False
    crash = app.top
    assert isinstance(crash, CrashScene) and len(app.scenes) == 1
    report = logs_dir() / "crash-1.log"
    assert app.crashes == [report]
    text = report.read_text(encoding="utf-8")
    assert "RuntimeError: boom in update" in text and "Traceback" in text
    assert "game: demoduel" in text and '"type": "Guard"' in text and "tabletop 0.1.0" in text
    assert crash.autosave is not None and crash.autosave.exists()
    fail[0] = False
    click(app, crash.reload)
    while isinstance(app.top, PrivacyCurtain):
        click(app, (640, 400))
    assert isinstance(app.top, GenericGameScene) and len(app.top.session.actions) == actions


def test_crash_scene_back_to_launcher(app, monkeypatch):
    app.open_launcher()

    original = TitleScene.draw_content
    fail = [True]

    def broken(self, surface):
        if fail[0]:
            raise ValueError("bad draw")
        original(self, surface)

    monkeypatch.setattr(TitleScene, "draw_content", broken)
    app.step([], 0.016)
    crash = app.top
    assert isinstance(crash, CrashScene) and crash.autosave is None
    assert not crash.reload.enabled  # no autosave exists
    fail[0] = False
    click(app, crash.launcher)
    assert isinstance(app.top, TitleScene)
    assert (logs_dir() / "crash-1.log").exists()


def test_second_crash_gets_a_new_report_number(app, monkeypatch):
    app.open_launcher()
    fail = [True]
    original = TitleScene.update

    def broken(self, dt):
        if fail[0]:
            fail[0] = False
            raise ZeroDivisionError("once")
        return original(self, dt)

    monkeypatch.setattr(TitleScene, "update", broken)
    app.step([], 0.016)
    click(app, app.top.launcher)
    fail[0] = True
    app.step([], 0.016)
    assert [p.name for p in app.crashes] == ["crash-1.log", "crash-2.log"]


def test_run_app_opens_the_window_and_returns_the_exit_code(home, monkeypatch):
    frames = []
    original = app_module.App.step

    def step_then_quit(self, events=(), dt=1 / 60):
        busy = original(self, events, dt)
        frames.append((type(self.top).__name__, pygame.display.get_caption()[0], self.size))
        self.quit(0)
        return busy

    monkeypatch.setattr(app_module.App, "step", step_then_quit)
    assert app_module.run_app(lang="en") == 0
    assert frames == [("TitleScene", "tabletop", (1280, 800))]


def test_run_app_with_a_session_opens_the_game(home, monkeypatch):
    seen = []
    original = app_module.App.step

    def step_then_quit(self, events=(), dt=1 / 60):
        busy = original(self, events, dt)
        seen.append([type(s).__name__ for s in self.scenes])
        self.quit(3)
        return busy

    monkeypatch.setattr(app_module.App, "step", step_then_quit)
    session = Session(registry.find("toyrace"), 2)
    assert app_module.run_app(lang="ja", session=session) == 3
    assert seen == [["TitleScene", "GenericGameScene", "PrivacyCurtain"]]
