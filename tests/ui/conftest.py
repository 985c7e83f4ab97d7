"""UI test fixtures: a headless app, test games, click helpers, and a PNG of
the screen in ``test-failures/`` whenever a UI test fails."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.core import registry
from tests.core.toy import Race
from tests.ui.demo_game import DemoDuel



@pytest.fixture(autouse=True)
def test_games():
    """Register the test games for one test and take them out again afterwards,
    so other test folders see only the real games."""
    added = [g for g in (Race(), DemoDuel()) if g.spec.name not in registry.names()]
    for game in added:
        registry.register(game)
    yield
    for game in added:
        registry._GAMES.pop(game.spec.name, None)  # no public unregister in the core

FAILURES = Path(__file__).resolve().parents[2] / "test-failures"


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private user folder per test (saves, autosaves, logs)."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def probe(home):
    """A running probe (``tabletop.ui.probe``): an app made inside notes every text and button it draws."""
    from tabletop.ui.probe import Probe

    pygame.display.init()
    pygame.font.init()
    with Probe() as running:
        yield running


@pytest.fixture
def app(request, home):
    from tabletop.ui.app import App

    pygame.display.init()
    pygame.font.init()
    the_app = App("ja", size=(1280, 800))
    yield the_app
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        FAILURES.mkdir(exist_ok=True)
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid)
        pygame.image.save(the_app.surface, str(FAILURES / f"{name}.png"))


@pytest.fixture
def launcher(app):
    app.open_launcher()
    app.step([], 0.016)
    return app.top


def frames(app, n: int = 1, dt: float = 0.05) -> None:
    for _ in range(n):
        app.step([], dt)


def click(app, target, button: int = 1) -> None:
    """Click a widget (its centre) or a position, through raw pygame events."""
    from tabletop.ui.inputs import click_events

    pos = target.rect.center if hasattr(target, "rect") else tuple(target)
    app.step(click_events(pos, button), 0.016)


def press(app, key: int, mod: int = 0) -> None:
    from tabletop.ui.inputs import key_event

    app.step([key_event(key, mod)], 0.016)


def type_text(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)], 0.016)


def wheel(app, pos, dy: int) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False)], 0.016)


def button_labelled(scene, text: str, lang: str = "ja"):
    """The visible button (also inside scroll lists) whose label contains ``text``."""
    from tabletop.ui.text import resolve
    from tabletop.ui.widgets import Button, ScrollList

    found = []
    for w in scene.all_widgets():
        items = w.items if isinstance(w, ScrollList) else [w]
        for item in items:
            if isinstance(item, Button) and item.visible and text in resolve(item.label, lang):
                found.append(item)
    assert found, f"no button labelled {text!r} in {type(scene).__name__}"
    return found[0]
