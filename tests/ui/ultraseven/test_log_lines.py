"""Issue 16: at 150 % UI scale (a 1280x800 window) the Ultra Seven log shows at least four lines, in the app's small
type on the screen (it showed two), in both languages, and the step panel keeps its height."""

from __future__ import annotations

import math

import pytest

from tabletop.ui import theme
from tests.ui.ultraseven.helpers import crowded, start

LOG_LINES = 4  # (``scene.LOG_LINES``)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_log_shows_four_lines_at_150(probe, lang):
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    app.change_setting("ui_scale", 1.5)
    scene = start(app, crowded())
    scene.toggle_recap()  # the full log: more lines than the panel holds
    app.step([], 0.3)
    log = scene.log
    assert len(log.wrapped(app)) > LOG_LINES
    body = log.body()
    drawn = [d for d in probe.texts(app.surface) if d.widget.startswith("LogPanel") and body.colliderect(d.rect)]
    assert log.visible_count(app) >= LOG_LINES
    # every row drawn but the top one where it would hold the tail of an entry cut by the panel's top (``whole_entries``)
    assert len(drawn) >= LOG_LINES - 1, f"{lang}: the log shows {len(drawn)} lines: {[d.shown for d in drawn]}"
    assert all(body.contains(d.whole) for d in drawn), [(d.shown, tuple(d.whole)) for d in drawn]
    assert log.size >= math.ceil(theme.SIZE_SMALL / theme.ui_scale())  # the small type on the screen
    assert scene.step_rect.h >= 92  # the step panel keeps its least height (its text scrolls beyond, as before)
