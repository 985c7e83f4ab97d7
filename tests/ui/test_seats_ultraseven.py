"""Ultra Seven seats (issue 15 items 3 and 4), driven by posted mouse events: one person against the
computer never sees a curtain or a result panel (its own view stays); between two people a capsule
monster that ends the TDF's turn shows the TDF its roll first, then the curtain, and the alien reads
the result in its "since your last turn" recap."""

from __future__ import annotations


from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.games.ultraseven.actions import (Attack, Deploy, EndAlienActions, EndDeployment, EndRecon,
                                               EndRedeployment)
from tabletop.ui.widgets import PrivacyCurtain
from tests.games.ultraseven.helpers import clear_table, new, put
from tests.ui.conftest import app, button_labelled, home, test_games  # noqa: F401  (fixtures)
from tests.ui.ultraseven.helpers import card_pos, click

from .seats_drive import SHOTS, drawn_strings, handovers, settle, shot



def _capsule_ends_the_turn(players=None) -> Session:
    """The TDF's only combat: Dan missed, the invader one damage from removal, a capsule monster to use."""
    s = new("campaign", seed=1)
    if players is not None:
        s.players = list(players)
    clear_table(s)
    put(s, "inv02", face_up=True, chits=4)
    s.apply(EndAlienActions(), 0)
    s.apply(Deploy("m_dan", "city"), 1)
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(EndRedeployment(), 1)
    s.dice = ScriptedSource([6])
    s.apply(Attack("m_dan", ()), 1)
    with s.edit():
        s.state.damage["inv02"] = 3  # combat power 3: one more removes it (15.7)
    s.dice = ScriptedSource([5] * 20)  # Miclas: damage +1
    return s


def _use_capsule(app, scene, session) -> None:
    capsule = session.state.zones["capsules"].cards[0]
    click(app, card_pos(scene, capsule, "capsules"))


def test_two_people_the_tdf_sees_its_capsule_roll_then_the_curtain_then_the_alien_reads_it(app):
    session = _capsule_ends_the_turn()
    scene = app.start_game(session)
    app.step([], 0.0)
    click(app, (640, 400))  # the TDF takes the screen
    assert scene.viewer == 1 and session.pending().kind == "transform"
    _use_capsule(app, scene, session)
    curtain = app.top
    assert isinstance(curtain, PrivacyCurtain) and curtain.report is not None and not curtain.opaque
    assert session.pending().seat == 0 and curtain.report.rolls == [(6, [5])]
    assert scene.viewer == 1  # the TDF's own screen under its result
    strings = drawn_strings(app)
    assert "続ける" in strings and any("ミクラス" in s for s in strings)
    shot(app, SHOTS / "ultraseven_capsule_result_1280x800_ja.png")
    click(app, (640, 400))
    assert curtain.opaque and not any("ミクラス" in s for s in drawn_strings(app))
    click(app, (640, 400))
    assert app.top is scene and scene.viewer == 0 and scene.show_recap
    assert any("ミクラス" in e.line("ja") for e in scene.recap)  # the public result, after the curtain


def test_two_people_the_melee_that_ends_the_turn_shows_both_dice_to_the_tdf_first(app):
    session = _capsule_ends_the_turn()
    session.dice = ScriptedSource([2, 2] + [6, 1] * 10)  # Dan transforms; Seven 6 against the invader's 1
    scene = app.start_game(session)
    app.step([], 0.0)
    click(app, (640, 400))
    click(app, button_labelled(scene, "変身判定").rect.center)
    assert session.pending().kind == "melee" and not isinstance(app.top, PrivacyCurtain)  # the TDF goes on
    click(app, button_labelled(scene, "ハンドショット").rect.center)
    curtain = app.top
    assert isinstance(curtain, PrivacyCurtain) and curtain.report is not None and session.pending().seat == 0
    assert curtain.report.rolls == [(6, [6]), (6, [1])]  # Seven's die and the invader's, each shown
    assert any("セブンの勝ち" in line("ja") for line in curtain.report.lines)
    app.set_lang("en")
    assert "Continue" in drawn_strings(app)
    click(app, (640, 400))
    click(app, (640, 400))
    assert scene.viewer == 0 and any("17.4" in e.rule for e in scene.recap)


def test_one_person_against_the_computer_never_sees_a_curtain_nor_a_result_panel(app):
    session = _capsule_ends_the_turn(players=["quick", "human"])
    scene = app.start_game(session)
    app.step([], 0.0)
    assert not handovers(app) and scene.viewer == 1
    _use_capsule(app, scene, session)
    assert session.pending().seat == 0 and not handovers(app)  # the computer alien plays next...
    assert scene.viewer == 1 and scene.thinking is not None  # ...at once, on the TDF's own screen
    assert settle(app, scene, lambda s: not handovers(app) and s.viewer == 1 or _fail("hand-over")) >= 1
    assert not handovers(app) and session.pending().seat == 1 and scene.viewer == 1
    for _ in range(60):  # the TDF's turn by clicks: every step ended with its button
        if session.pending().seat != 1:
            break
        assert not handovers(app)
        if scene.end_button.visible:
            click(app, scene.end_button.rect.center)
        else:
            click(app, scene.actions.items[0].rect.center)
    assert not handovers(app)
    assert settle(app, scene) >= 1 and not handovers(app) and scene.viewer == 1


def _fail(what: str) -> bool:
    raise AssertionError(what)
