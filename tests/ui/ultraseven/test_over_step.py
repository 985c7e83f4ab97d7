"""Issue 16: the board viewed after the end screen ("View the board") says why the game ended and the way back.

A newcomer's whole one-cour game ended on turn 8; after "View the board" the step panel showed only "Turn 8 — Alien
side won", with no reason and no word of how to leave. It now shows the outcome ("14 invasion chits on a card in the
Sea area: 13 or more") and the way back (Menu → Back to launcher).
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.scene import OVER_HINT


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_board_after_the_end_says_why_and_the_way_back(app, lang):
    from tabletop.ui.inputs import click_events
    from tabletop.ui.widgets import PrivacyCurtain
    from tests.ui.textfit.screens import replay, sample_points

    app.set_lang(lang)
    upto = next(n for n, p in sample_points("ultraseven") if p == "over/over")
    session = replay("ultraseven", upto)
    scene = app.start_game(session)
    app.step([], 0.05)
    for _ in range(3):
        if not isinstance(app.top, PrivacyCurtain):
            break
        app.step(click_events((640, 400)), 0.05)
    assert session.is_over()
    shown = [text for text, _ in scene.step_content(lang)[0]]
    assert session.outcome().text.get(lang) in shown, shown
    assert OVER_HINT.get(lang) in shown, shown
    rows = " ".join(text for text, _, _ in scene.step_rows(lang, scene.step_rect.w))
    assert ("14" in rows and "13" in rows), rows
