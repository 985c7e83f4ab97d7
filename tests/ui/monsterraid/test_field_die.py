"""An ultimate die out on the battlefield, in its adventurer's panel (session 26, a newcomer's pass in a real window):
English printed a lone "F" in an empty ring (a guess: field? fault?); the die itself is now drawn there, faded (its
kind and owner read, it is not in hand), with 場 over it in Japanese."""

from __future__ import annotations

import pytest

from tabletop.ui.inputs import click_events

from .helpers import open_game


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_an_ultimate_die_on_the_battlefield_shows_as_itself_faded(home, lang):
    from tabletop.ui.app import App
    from tabletop.ui.probe import Probe

    with Probe() as probe:
        app = App(lang, size=(1280, 800))
        app.resize((800, 560))
        scene = open_game(app, seats=1, seed=5)
        c = scene.ready_btn.rect.center
        app.step(click_events((int(c[0] * app.scale), int(c[1] * app.scale))), 1 / 60)
        state = scene.session.state
        die = next(d for d in state.dice if d.owner == "leaf" and d.ultimate)
        with scene.session.edit():
            die.where, die.x, die.y = "field", 800.0, 700.0
        scene.refresh()
        app.step([], 1 / 60)
        panel = scene.adv_rects[1]
        marks = {d.full for d in probe.texts(app.surface) if panel.colliderect(d.whole)}
    assert "F" not in marks and ("場" in marks) == (lang == "ja")
