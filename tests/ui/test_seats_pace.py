"""Seats in any game (views.base, issue 15 items 3 and 4), on the generic screen with the test games:
computer moves at a pace a person can follow (the app clock, skipped by Space or a click), the
computers' previous move in the box, the acting person's own roll before the curtain, the neutral
view while computers play between two people. Driven by posted input events; no real-time waits
(a computer's choice is awaited through its thread's event, the pause through the frames' dt)."""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session, new_session
from tabletop.core import registry
from tabletop.ui.text import resolve
from tabletop.ui.views.base import BOT_PAUSE
from tabletop.ui.widgets import PrivacyCurtain, RollResult
from tests.core.toy import Roll
from tests.ui.conftest import app, button_labelled, click, home, test_games  # noqa: F401  (fixtures)
from tests.ui.demo_game import Attack, Guard

from .seats_drive import drawn_strings, handovers, settle, space


def _started(app, session):
    scene = app.start_game(session)
    app.step([], 0.0)
    return scene


def _wait_choice(scene) -> None:
    """Until the computer seat's choice is known (its thread's event; the pause is the app clock's)."""
    if scene.thinking is None:
        scene.app.step([], 0.0)  # the next computer decision starts in the frame after a move
    assert scene.thinking is not None
    assert scene.thinking.done.wait(10)


def test_a_computer_move_waits_its_pause_on_the_app_clock_and_space_plays_it_now(app):
    session = new_session("toyrace", 2, seed=3, players=["random", "human"])
    scene = _started(app, session)
    scene.bots[0].choose = lambda seen: Roll()
    _wait_choice(scene)
    app.step([], BOT_PAUSE / 3)
    app.step([], BOT_PAUSE / 3)
    assert session.actions == []  # chosen, but still announced
    strings = drawn_strings(app)
    assert any("考え中" in s for s in strings) and any("早送り" in s for s in strings)
    space(app)
    assert [a["seat"] for a in session.actions] == [0]
    assert not handovers(app) and scene.viewer == 1  # a lone human: never a curtain, always its view
    click(app, button_labelled(scene, "Roll"))
    assert [a["seat"] for a in session.actions] == [0, 1] and not handovers(app)  # no panel: the view stays
    _wait_choice(scene)
    app.step([], BOT_PAUSE * 0.9)
    assert len(session.actions) == 2
    app.step([], BOT_PAUSE * 0.2)  # the pause is over: played without any input
    assert len(session.actions) == 3 and not handovers(app)


def test_with_the_pace_turned_off_in_the_settings_screen_a_computer_move_is_played_at_once(app):
    app.open_launcher()
    click(app, button_labelled(app.top, "設定"))
    settings = app.top
    click(app, settings.pace.parts()[2].center)  # ▶: at once
    assert app.settings.computer_pace is False
    assert "すぐに指す" in drawn_strings(app)
    app.set_lang("en")
    assert "At once" in drawn_strings(app) and "Computer's moves" in drawn_strings(app)
    app.set_lang("ja")
    session = new_session("toyrace", 2, seed=3, players=["random", "human"])
    scene = _started(app, session)
    scene.bots[0].choose = lambda seen: Roll()
    _wait_choice(scene)
    app.step([], 0.0)  # no time passes on the app clock, no input: played all the same
    assert [a["seat"] for a in session.actions] == [0]


def test_a_click_on_the_box_plays_the_waiting_computer_move(app):
    session = new_session("toyrace", 2, seed=3, players=["random", "human"])
    scene = _started(app, session)
    scene.bots[0].choose = lambda seen: Roll()
    _wait_choice(scene)
    app.step([], 0.01)
    assert scene.spinner_rect is not None and session.actions == []
    click(app, scene.spinner_rect.center)
    assert [a["seat"] for a in session.actions] == [0]


def test_the_box_shows_the_computers_previous_move(app):
    session = Session(registry.find("demoduel"), 3, dice=ScriptedSource([3, 4, 6, 6, 2, 2] * 10),
                      players=["human", "random", "random"])
    scene = _started(app, session)
    scene.bots[1].choose = lambda seen: Attack()
    scene.bots[2].choose = lambda seen: Guard()
    click(app, button_labelled(scene, "守る"))
    _wait_choice(scene)
    space(app)  # the first computer attacks (2D6)...
    assert [a["seat"] for a in session.actions] == [0, 1]
    _wait_choice(scene)  # ...and while the second one thinks, its line is in the box
    line = scene.last_move_line("ja")
    assert "2D6" in line
    assert line in drawn_strings(app)
    app.set_lang("en")
    assert scene.last_move_line("en") in drawn_strings(app)


def test_the_acting_person_sees_its_own_roll_then_the_curtain_then_the_next_seat_reads_it(app):
    session = Session(registry.find("demoduel"), 2, dice=ScriptedSource([3, 4, 6, 6] * 10))
    scene = _started(app, session)
    assert isinstance(app.top, PrivacyCurtain) and app.top.report is None  # the first person takes the screen
    click(app, (640, 400))
    click(app, button_labelled(scene, "攻撃する"))
    curtain = app.top
    assert isinstance(curtain, PrivacyCurtain) and curtain.report is not None and not curtain.opaque
    assert curtain.report.rolls == [(6, [3, 4])]
    assert scene.viewer == 0 and scene.actions.items == []  # the roller's own screen, nothing to do on it
    strings = drawn_strings(app)
    assert "赤：結果" in strings and "続ける" in strings
    assert any("2D6" in s for s in strings)
    click(app, (640, 400))
    assert app.top is curtain and curtain.report is None and curtain.opaque  # now the curtain proper
    assert "赤：結果" not in drawn_strings(app)
    click(app, (640, 400))
    assert app.top is scene and scene.viewer == 1
    assert any("2D6" in resolve(label, "ja") for label, _ in scene.log.entries)  # the public result


def test_a_move_without_dice_goes_straight_to_the_curtain(app):
    session = Session(registry.find("demoduel"), 2, dice=ScriptedSource([3, 4] * 10))
    scene = _started(app, session)
    click(app, (640, 400))
    click(app, button_labelled(scene, "守る"))
    assert isinstance(app.top, PrivacyCurtain) and app.top.report is None and app.top.opaque


def test_two_people_and_a_computer_the_roll_then_the_neutral_view_then_one_curtain(app):
    session = Session(registry.find("demoduel"), 3, dice=ScriptedSource([5, 2] * 30),
                      players=["human", "random", "human"])
    scene = _started(app, session)
    scene.bots[1].choose = lambda seen: Guard()
    click(app, (640, 400))  # the first person takes the screen
    assert scene.viewer == 0
    click(app, button_labelled(scene, "攻撃する"))
    panel = app.top
    assert isinstance(panel, RollResult) and panel.report.rolls == [(6, [5, 2])]
    assert scene.viewer == 0 and not any(isinstance(s, PrivacyCurtain) for s in app.scenes)
    assert scene.thinking is None  # the computer waits until the roll has been seen
    assert "続ける" in drawn_strings(app)
    space(app)
    assert app.top is scene and scene.viewer is None  # the neutral view: nobody's secret number

    def neutral(s) -> None:
        shown = " ".join(resolve(label, "en") for label, _ in s.view_panel.entries)
        assert s.viewer is None and "secret: 1" not in shown and "secret: 7" not in shown

    assert settle(app, scene, neutral) == 1
    curtain = app.top
    assert isinstance(curtain, PrivacyCurtain) and curtain.report is None  # a computer's roll: no panel
    assert resolve(curtain.seat, "en") == "Green"
    click(app, (640, 400))
    assert scene.viewer == 2 and not handovers(app)
