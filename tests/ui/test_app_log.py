"""Why the app closed is in its log (session 27). In session 26 a game in a real window closed mid-turn right after an
autosave, with exit code 0 and no traceback: the app's own orderly quit on a quit event, which SDL makes of a SIGTERM
sent to the process (quitting autosaves first). Nothing said so; ``logs/app.log`` now does, and the interpreter's
own fatal errors go to ``logs/fault.log``."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame

from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.ui import applog

ROOT = Path(__file__).resolve().parents[2]


def log_lines(home: Path) -> list[str]:
    path = home / "logs" / "app.log"
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def running_game(home: Path):
    from tabletop.ui.app import App

    pygame.display.init()
    pygame.font.init()
    app = App("en", size=(800, 560), persist=True)
    app.start_game(Session(registry.find("toyrace"), 2))
    app.step([], 1 / 60)
    return app


def test_a_quit_event_from_outside_autosaves_and_the_log_says_so(home):
    app = running_game(home)
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    assert not app.running and app.exit_code == 0
    saved = sorted(p.name for p in (home / "autosave").glob("toyrace-*.json"))
    assert len(saved) == 1
    [line] = log_lines(home)
    assert "closed by a quit event from outside the window" in line and "SIGTERM" in line and saved[0] in line


def test_the_windows_close_button_is_one_close_in_the_log(home):
    app = running_game(home)
    app.step([pygame.event.Event(pygame.WINDOWCLOSE), pygame.event.Event(pygame.QUIT)], 1 / 60)
    assert not app.running
    [line] = log_lines(home)
    assert "closed by the window's close button" in line


def test_the_log_starts_again_past_its_size(home, monkeypatch):
    monkeypatch.setattr(applog, "MAX_BYTES", 100)
    for n in range(6):
        applog.note(f"line {n} " + "x" * 30)
    assert len(log_lines(home)) < 6 and (home / "logs" / "app.log.1").exists()


def test_a_sigterm_closes_a_running_game_in_order_and_the_log_names_it(tmp_path):
    """The real loop, asleep waiting for input: a SIGTERM closes it with exit code 0 after an autosave (SDL turns
    the signal into a quit event), and the log says a quit came from outside the window."""
    home = tmp_path / "home"
    env = {**os.environ, "TABLETOP_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONPATH": str(ROOT)}
    code = ("from tabletop.games import discover; discover()\n"
            "from tabletop.core import registry; from tabletop.core.session import Session\n"
            "from tabletop.ui.app import run_app\n"
            "raise SystemExit(run_app(lang='en', session=Session(registry.find('dunbine'), 2)))\n")
    app = subprocess.Popen([sys.executable, "-c", code], env=env, cwd=ROOT, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while not any("started" in line for line in log_lines(home)) and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(1.0)   # the first frames drawn: the loop sleeps in its wait for input
        app.send_signal(signal.SIGTERM)
        out, _ = app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 0, out
    closed = [line for line in log_lines(home) if "closed by" in line]
    assert len(closed) == 1 and "from outside the window" in closed[0] and "dunbine-" in closed[0], log_lines(home)
    assert list((home / "autosave").glob("dunbine-*.json"))
    assert (home / "logs" / "fault.log").exists()
