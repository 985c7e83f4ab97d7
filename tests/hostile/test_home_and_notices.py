"""Issue 21.5 and 21.8: a save that cannot be written, and a user folder that cannot be used.

* An autosave that fails (full disk, read-only folder, a file where the folder should
  be) is shown on screen as a non-blocking notice naming the folder and the problem,
  once per kind of failure, in the app's language with the other beneath; the game goes on.
* A ``TABLETOP_HOME`` that cannot be created or written: the launcher and ``play`` start
  anyway, without saving, with one clear line on the console and a notice on screen.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pygame
import pytest

from tabletop.cli import main
from tabletop.core.session import Session
from tabletop.ui import app as app_module
from tabletop.ui.app import App
from tabletop.ui.saves import autosave_dir, home_problem, list_saves
from tabletop.ui.views.generic import GenericGameScene
from tests.ui.demo_game import Guard
from tests.ui.test_game_scene import lift

from .conftest import played_session

SHOTS = Path(__file__).resolve().parents[2] / "test-failures"


def play_a_turn(app: App) -> None:
    """One action that ends a turn (the decision passes to the other seat), then the curtain lifted."""
    scene = app.find_scene(GenericGameScene)
    assert scene is not None
    events = scene.session.apply(Guard(), scene.session.pending().seat)
    scene.changed(events)
    app.step([], 0.016)
    lift(app)


def no_space(self, path):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_is_shown_once_naming_the_folder_and_the_game_goes_on(app, monkeypatch):
    app.start_game(played_session(2))
    app.step([], 0.016)
    monkeypatch.setattr(Session, "save", no_space)
    for _ in range(3):
        play_a_turn(app)
    assert app.find_scene(GenericGameScene) is not None and not app.crashes  # the game goes on
    assert len(app.notices) == 1
    notice = app.notices[0]
    assert str(autosave_dir()) in notice.text.ja and "ディスクがいっぱいです" in notice.text.ja
    assert str(autosave_dir()) in notice.text.en and "the disk is full" in notice.text.en
    lines = [line for line, _, _ in notice.lines(app, 800)]
    assert "自動保存" in lines[0] and any("Autosave failed" in line for line in lines[1:])  # ja, en beneath
    app.notices.clear()  # dismissed: the same failure again is not shown again
    play_a_turn(app)
    assert not app.notices


def test_another_kind_of_failure_gets_its_own_notice(app, monkeypatch):
    app.start_game(played_session(2))
    monkeypatch.setattr(Session, "save", no_space)
    play_a_turn(app)
    autosave_dir().parent.mkdir(parents=True, exist_ok=True)
    monkeypatch.undo()
    autosave_dir().write_text("a file where the folder should be")
    play_a_turn(app)
    texts = [n.text.en for n in app.notices]
    assert len(texts) == 2 and "disk is full" in texts[0] and "a file is where the folder should be" in texts[1]


def test_a_notice_stops_nothing_and_a_click_on_it_closes_it(app, monkeypatch):
    app.lang = "en"
    app.start_game(played_session(2))
    monkeypatch.setattr(Session, "save", no_space)
    play_a_turn(app)
    notice = app.notices[0]
    from tests.ui.conftest import click

    before = app.top
    click(app, notice)
    assert not app.notices and app.top is before
    app.notice(notice.text)
    for _ in range(30):
        app.step([], 1.0)
    assert not app.notices  # gone by itself


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_screenshot_of_the_autosave_notice(app, monkeypatch, lang):
    """Rendered for a person to look at (``test-failures/notice-<lang>.png``)."""
    app.lang = lang
    app.start_game(played_session(2))
    monkeypatch.setattr(Session, "save", no_space)
    play_a_turn(app)
    app.step([], 0.016)
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"notice-{lang}.png"))
    rect = app.notices[0].rect
    assert rect.top >= 0 and rect.bottom < app.size[1] // 2 and rect.width <= app.size[0]


# -- the user folder (issue 21.8) -----------------------------------------------------------


@pytest.fixture
def home_is_a_file(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.write_text("not a folder")
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return home


def test_home_problem_names_the_folder_and_the_problem(home_is_a_file):
    problem = home_problem()
    assert problem is not None
    assert str(home_is_a_file) in problem.en and "a file is where the folder should be" in problem.en
    assert "without saving" in problem.en and str(home_is_a_file) in problem.ja and "保存" in problem.ja


def test_a_read_only_parent_is_a_problem_too(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "ro" / "home"))
    real_mkdir = Path.mkdir

    def read_only(self, *args, **kwargs):
        if str(self).startswith(str(tmp_path / "ro")):
            raise OSError(errno.EROFS, "Read-only file system", str(self))
        return real_mkdir(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", read_only)
    problem = home_problem()
    assert problem is not None and "read-only" in problem.en and str(tmp_path / "ro" / "home") in problem.en


def test_a_usable_home_is_no_problem(home):
    assert home_problem() is None and home.is_dir()
    assert not [p for p in os.listdir(home) if p.startswith(".tabletop-probe")]


def quit_after_first_frame(monkeypatch) -> list[App]:
    seen: list[App] = []
    step = App.step

    def once(self, events=(), dt=1 / 60):
        animating = step(self, events, dt)
        seen.append(self)
        self.quit()
        return animating

    monkeypatch.setattr(App, "step", once)
    return seen


@pytest.mark.parametrize("argv", [[], ["--lang", "en"], ["play", "demoduel"]])
def test_launcher_and_play_start_without_saving_when_home_cannot_be_used(home_is_a_file, monkeypatch, capsys, argv):
    seen = quit_after_first_frame(monkeypatch)
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(home_is_a_file) in err and "without saving" in err
    app = seen[0]
    assert not app.persist and app.saving_off and not app.crashes
    assert len(app.notices) == 1 and str(home_is_a_file) in app.notices[0].text.en
    assert home_is_a_file.read_text() == "not a folder"  # nothing written over it


def test_without_a_home_the_game_plays_on_and_the_load_list_is_empty(home_is_a_file, app):
    app.saving_off = True
    app.start_game(played_session(2))
    play_a_turn(app)
    assert app.find_scene(GenericGameScene) is not None and not app.notices and not app.crashes
    assert list_saves() == []
    app.quit()  # the quit autosave fails quietly on screen (the player was told at start-up)


def test_damaged_settings_are_a_notice_naming_file_field_and_the_copy_kept(home, monkeypatch):
    home.mkdir(parents=True)
    (home / "settings.json").write_text('{"lang": "en", "volume": 1' + "0" * 400 + "}")
    seen = quit_after_first_frame(monkeypatch)
    assert app_module.run_app() == 0
    text = seen[0].notices[0].text.en
    assert str(home / "settings.json") in text and "volume" in text and "settings.json.bad" in text
    assert (home / "settings.json.bad").exists() and seen[0].settings.lang == "en"


def test_text_that_cannot_be_written_is_a_notice_not_a_crash(app):
    """Issue 21.2, the other side: should a session ever hold a lone surrogate, its autosave
    fails with a notice (kind "text") and leaves no file; the game goes on."""
    session = played_session(2)
    session.players = ["\ud800", "human"]
    app.start_game(session)
    play_a_turn(app)
    assert app.find_scene(GenericGameScene) is not None and not app.crashes
    assert len(app.notices) == 1 and "text that cannot be written" in app.notices[0].text.en
    assert not autosave_dir().exists() or not os.listdir(autosave_dir())
