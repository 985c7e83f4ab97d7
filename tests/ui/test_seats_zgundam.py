"""Z Gundam seats (issue 15 items 3 and 4), driven by posted mouse events: two people and four computers
play on the neutral view (no person's hand face up) with one curtain per change of person; a lone
person never sees a curtain; the repairing seat sees its own roll before the curtain, the next seat
reads it in its recap."""

from __future__ import annotations


from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.views.zgundam.scene import RecapDialog
from tabletop.ui.widgets import PrivacyCurtain, RollResult
from tests.ui.conftest import app, click, home, test_games  # noqa: F401  (fixtures)
from tests.ui.zgundam.helpers import (click_button, click_card, drag, drawn_face_ids, hand, lift, point_on,
                                     repair_by_clicks, zone_point)
from tests.ui.zgundam.test_play import setup_seat_by_clicks

from .seats_drive import SHOTS, drawn_strings, handovers, settle, shot



def _start(app, players, seed):
    discover()
    session = Session(registry.find("zgundam"), len(players), dice=SeededSource(seed), players=players)
    scene = app.start_game(session)
    app.step([], 0.0)
    return scene


def _human_move(app, scene) -> None:
    """One decision of the person at the screen, by clicks: set-up, no reaction, the hand limit, or
    e) a discard that ends the turn."""
    session = scene.session
    phase, seat = session.state.phase, session.pending().seat
    if phase.startswith("setup"):
        setup_seat_by_clicks(app, scene)
    elif phase == "react":
        click_button(app, scene, "反応しない")
    elif phase == "hand_limit":
        click_card(app, scene, hand(scene, seat)[0])
        click(app, zone_point(scene, "discard"))
    else:
        drag(app, point_on(scene, hand(scene, seat)[0]), zone_point(scene, "discard"))


def test_two_people_and_four_computers_play_on_the_neutral_view_with_one_curtain_per_person(app):
    scene = _start(app, ["human", "human", "quick", "quick", "quick", "quick"], seed=4)
    session = scene.session
    curtains: list[int] = []  # every hand-over, also those the set-up helper clicks through
    handed_over = scene.handed_over
    scene.handed_over = lambda seat: (curtains.append(seat), handed_over(seat))
    checked = {"frames": 0}

    def neutral(s) -> None:
        assert s.viewer is None and not s.curtain_up
        assert all(seat["hand"] is None for seat in s.view_data["seats"])  # nobody's hand in the view...
        assert not drawn_face_ids(s) & (set(hand(s, 0)) | set(hand(s, 1)))  # ...nor face up on the table
        checked["frames"] += 1
        if checked["frames"] == 3:
            shot(app, SHOTS / "zgundam_neutral_1280x800_ja.png")

    turns = {0: 0, 1: 0}
    for _ in range(400):
        if min(turns.values()) >= 2 or session.is_over():
            break
        top = app.top
        if isinstance(top, PrivacyCurtain):
            assert top.report is None or top.report.rolls
            click(app, (640, 400))
            continue
        if isinstance(top, (RecapDialog, RollResult)):
            click(app, top.ok_button if isinstance(top, RecapDialog) else (640, 400))
            continue
        assert top is scene
        decision = session.pending()
        if decision.seat in scene.bots:
            assert settle(app, scene, neutral) >= 1
            continue
        assert scene.viewer == decision.seat and scene.at_computer()
        if session.state.phase == "action":
            turns[decision.seat] += 1
        _human_move(app, scene)
    assert min(turns.values()) >= 2 and checked["frames"] >= 4
    assert set(curtains) == {0, 1}  # never a curtain for a computer seat
    assert all(a != b for a, b in zip(curtains, curtains[1:]))  # only when the person changes
    assert len(curtains) < sum(turns.values()) + 2  # not one per turn: the same person goes on


def test_one_person_against_computers_never_sees_a_curtain(app):
    scene = _start(app, ["quick", "human", "quick"], seed=5)
    session = scene.session
    turns = 0
    for _ in range(300):
        if turns >= 2 or session.is_over():
            break
        assert not handovers(app)
        if session.pending().seat in scene.bots:
            settle(app, scene)
            continue
        assert scene.viewer == 1 and scene.at_computer()
        turns += session.state.phase == "action"
        _human_move(app, scene)
    assert turns >= 2 and not handovers(app)


def test_the_repairing_seat_sees_its_roll_before_the_curtain_and_the_next_seat_reads_it(app):
    scene = _start(app, ["human", "human"], seed=2)
    lift(app)
    for _ in range(2):
        setup_seat_by_clicks(app, scene)
    session = scene.session
    seat = session.state.current
    other = 1 - seat
    repair_by_clicks(app, scene, seat)
    curtain = app.top
    assert isinstance(curtain, PrivacyCurtain) and curtain.report is not None and not curtain.opaque
    assert session.state.last_combat.kind == "repair" and session.pending().seat == other
    assert scene.viewer == seat  # the repairing seat's own screen under its result
    assert curtain.report.rolls and "続ける" in drawn_strings(app)
    shot(app, SHOTS / "zgundam_repair_result_1280x800_ja.png")
    rolled = [line("ja") for line in curtain.report.lines]
    click(app, (640, 400))
    assert curtain.opaque and scene.viewer == seat
    click(app, (640, 400))
    recap = app.top
    assert isinstance(recap, RecapDialog) and scene.viewer == other
    recap_text = " ".join(str(line[0]("ja")) for line in recap.lines)
    assert any(r.split(" (")[0] in recap_text for r in rolled if "D6" in r)  # the public result
