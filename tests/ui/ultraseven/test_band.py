"""A client's network band comes out of Ultra Seven's log, not its step panel or action list (session 21).

On a client the view is laid out in the window less the band (``ui.netplay``). Ultra Seven's melee after 27 actions of
the golden playthrough at 1280x800 showed its six buttons whole locally (the step panel keeping two rows) and 34 px of
them on a client. The side column is now sized for the window and the band taken from the log (down to its title and
a line), so the status, step, list, end button and dice panels are where they are locally.
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.scene import LOG_LEAST_LINES, LOG_TOP
from tests.ui.textfit.screens import replay
from tests.ui.ultraseven.helpers import open_1280, open_small


def _column(scene) -> list[tuple[int, int, int, int]]:
    return [tuple(r) for r in (scene.status_rect, scene.step_rect, scene.actions.rect, scene.end_button.rect,
                               scene.dice.rect)]


@pytest.mark.parametrize("where, lang, band", [("1280", "en", 26), ("800x560", "ja", 34)])
def test_the_band_comes_out_of_the_log(home, where, lang, band):
    session = replay("ultraseven", 27)
    app, scene = open_1280(lang, session) if where == "1280" else open_small(where, lang, session)
    w, h = app.size
    local, log_h = _column(scene), scene.log.rect.h
    scene.layout((w, h - band))  # as ``play.table_size`` lays a client's view out
    assert _column(scene) == local
    assert scene.log.rect.h == log_h - band
    assert scene.log.rect.bottom == h - band - 8  # (the view's margin over the band)
    assert scene.log.rect.h >= LOG_TOP + LOG_LEAST_LINES * app.text.line_height(scene.log.size)
    if where == "1280":  # the melee's six buttons whole, as locally
        assert scene.actions.content_height() <= scene.actions.rect.h
