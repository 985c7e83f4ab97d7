"""Ultra Seven, one person (the TDF) against the computer's alien: after the computer's turn the
log panel opens on "since your last turn", what the computer did as the TDF may see it (public
information only: no face-down card is named), the shape SD Gundam Force's recap has
(``views.recap.SinceLastTurn``). The TDF's turn is played by posted clicks on what the screen offers."""

from __future__ import annotations

import json

from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.ui.text import resolve
from tests.ui.seats_drive import drawn_strings, handovers, settle

from .helpers import click

BOOK = GAME.book


def _tdf_turn_by_clicks(app, scene) -> int:
    """The TDF's turn, each step ended by its button (else the first action listed); returns the TDF's
    log length when the decision left it."""
    session = scene.session
    for _ in range(80):
        decision = session.pending()
        if decision is None or decision.seat != 1:
            break
        click(app, (scene.end_button if scene.end_button.visible else scene.actions.items[0]).rect.center)
    return len(session.log_for(1))


def _hidden_from_the_tdf(session) -> set[str]:
    """The alien's cards the TDF's view does not name (its hand, its face-down invasion cards)."""
    shown = json.dumps(session.view(1), ensure_ascii=False)
    zones = [z for name, z in session.state.zones.items() if name == "alien_hand" or name.startswith("inv:")]
    return {c for z in zones for c in z.cards if c not in shown}


def test_one_person_reads_what_the_computer_did_since_its_last_turn(app):
    session = Session(GAME, 2, {"mode": "one_cour"}, seed=3, players=["quick", "human"])
    scene = app.start_game(session)
    app.step([], 0.0)
    settle(app, scene)  # the computer's first alien turn
    assert session.pending().seat == 1 and scene.viewer == 1 and not handovers(app)
    for turn in range(2):
        mark = _tdf_turn_by_clicks(app, scene)
        assert session.pending().seat == 0 and not scene.show_recap  # the TDF acted: its full log
        assert settle(app, scene) >= 1 and not handovers(app)
        assert session.pending().seat == 1 and scene.viewer == 1
        recap = session.log_for(1)[mark:]
        assert recap and scene.show_recap and scene.recap == recap, turn  # exactly the computer's turn
        lines = [e.line("ja") for e in recap]
        assert [resolve(label, "ja") for label, _ in scene.log.entries] == lines
        hidden = _hidden_from_the_tdf(session)
        assert hidden  # the alien holds cards the TDF may not see...
        for card in hidden:  # ...and the recap names none of them
            assert not any(BOOK.name(card).ja in line or BOOK.name(card).en in
                           e.line("en") for line, e in zip(lines, recap)), card
        strings = drawn_strings(app)
        assert "前回の手番以降" in strings
        app.set_lang("en")
        assert "Since your last turn" in drawn_strings(app)
        app.set_lang("ja")
    click(app, scene.recap_button.rect.center)  # the full log on request
    assert not scene.show_recap and len(scene.log.entries) > len(scene.recap)
