"""Issue 16, a newcomer pass (session 29) at 1280x800: the transformation's list showed "Transform (2D6, 8 or less)" over
a blank 42 px, the ten capsule monsters below it said by a 10 px arrow in the list's bar only (the next button did not
fit whole, and the line saying how many more there are went only under two whole buttons). The line now goes under
the one button where the list shows no more without it: the gap says "▼ 10 more below (wheel or click)", and a click
on it brings the next button in."""

from __future__ import annotations

import copy

import pytest

from tabletop.core.bots import bot_move, make_bot
from tabletop.core.dice import SeededSource
from tabletop.core.i18n import LANGS
from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.ui.inputs import click_events
from tests.ui.ultraseven.helpers import open_1280

SEED = 3


@pytest.fixture(scope="module")
def transformation():
    """The first transformation decision of a seeded game of the quick computer players with six buttons or more."""
    s = Session(GAME, 2, {"mode": "campaign"}, dice=SeededSource(SEED))
    bots = [make_bot(GAME, "quick", seat, SEED) for seat in range(2)]
    while not (s.pending().kind == "transform" and len(s.legal_actions()) >= 6):
        assert len(s.actions) < 300, "the seeded game no longer reaches a transformation"
        decision = s.pending()
        s.apply(bot_move(s, bots[decision.seat]), decision.seat)
    return copy.deepcopy(s.state)


@pytest.mark.parametrize("lang", LANGS)
def test_a_list_showing_one_button_says_how_many_more(probe, lang, transformation):
    session = Session(GAME, 2, {"mode": "campaign"}, seed=SEED)
    session.set_position(copy.deepcopy(transformation))
    app, scene = open_1280(lang, session)
    actions = scene.actions
    assert actions.max_offset() > 0  # (the list scrolls)
    shown = [item for item in actions.items if actions.shows(item)]
    hidden = len(actions.items) - len(shown)
    assert hidden >= 4 and shown
    cue = scene.shown_cue()
    assert cue is not None, "no line says there are more buttons"
    last = max(item.rect.bottom for item in shown)
    assert last <= cue.top <= last + 2 and not any(cue.colliderect(item.rect) for item in shown)  # (right under)
    app.step([], 0.05)
    words = f"▼ ほかに{hidden}件（ホイール・クリックで）" if lang == "ja" else f"▼ {hidden} more below (wheel or click)"
    drawn = [d for d in probe.texts(app.surface) if d.full == words]
    cues = [d.shown for d in probe.texts(app.surface) if "▼" in d.shown]
    assert drawn and not drawn[0].cut and cue.inflate(0, 4).contains(drawn[0].rect), cues
    first = shown[0]
    app.step(click_events(cue.center), 0.05)
    assert not actions.shows(first) and actions.shows(actions.items[1])  # (one button on)
    moved = scene.shown_cue()  # (the line follows the last whole button, or gives way to the bar's arrows)
    assert moved is None or not any(moved.colliderect(item.rect) for item in actions.items if actions.shows(item))
