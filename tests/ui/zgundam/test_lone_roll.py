"""A lone person against the computers sees the dice and outcome of its own roll before they play (docs/ui.md
UI-6): in a newcomer's game the colony laser's result was gone from the battle panel 0.6 s later, replaced by the
computers' next battle."""

from __future__ import annotations

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.widgets import RollResult
from tests.ui.conftest import app, click, home, test_games  # noqa: F401  (fixtures)
from tests.ui.seats_drive import settle
from tests.ui.test_seats_zgundam import _human_move
from tests.ui.zgundam.helpers import repair_by_clicks


def test_a_lone_persons_repair_roll_is_shown_before_the_computers_play(app):
    discover()
    session = Session(registry.find("zgundam"), 3, dice=SeededSource(3), players=["human", "quick", "quick"])
    scene = app.start_game(session)
    app.step([], 0.0)
    for _ in range(200):  # to the person's first turn
        if session.pending().seat in scene.bots:
            settle(app, scene)
            continue
        if session.state.phase == "action" and session.state.current == 0:
            break
        _human_move(app, scene)
    assert session.state.phase == "action" and session.pending().seat == 0 and app.top is scene
    repair_by_clicks(app, scene, 0)
    panel = app.top
    assert isinstance(panel, RollResult) and panel.report.rolls  # the person's own dice and outcome
    assert session.state.last_combat.kind == "repair" and session.pending().seat in scene.bots
    moves = len(session.actions)
    for _ in range(20):  # the computers wait for the person's click
        app.step([], 0.5)
    assert len(session.actions) == moves and app.top is panel
    click(app, (640, 400))
    assert app.top is scene
    assert settle(app, scene) >= 1  # then they play
