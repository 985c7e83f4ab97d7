"""Issue 16 (session 29): at 150 % the alien's busy view printed its hand cards' numbers only on hover (its strips keep
their names), so choosing which card to place meant hovering each. Each "Place ... face down" button of the action list
now says the card's chits hidden / discovered and its hidden cap (``place.PlaceButton``) where that takes it no more
lines, in the buttons' small type: 9 px or more on the screen. Nothing else moves: the step panel keeps its rows."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.games.ultraseven.actions import PlaceInvasion
from tabletop.ui.text import resolve
from tabletop.ui.views.ultraseven.place import PlaceButton
from tests.ui.ultraseven.helpers import SMALL_SIZES, alien_busy, open_small


@pytest.mark.parametrize("size", SMALL_SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_place_buttons_say_the_cards_key_numbers(home, lang, size):
    app, scene = open_small(size, lang, alien_busy())
    scene.toggle_every()
    app.step([], 0.3)
    book = scene.game.book
    placing = [b for b in scene.actions.items if isinstance(b, PlaceButton) and b.facts is not None]
    legal = [a for a in scene.legal if isinstance(a, PlaceInvasion)]
    assert legal and len(placing) == len(legal), [resolve(b.label, lang) for b in scene.actions.items]
    words = ("暗/発", "限界") if lang == "ja" else ("H/D", "Cap")
    told = 0
    for button, action in zip(placing, legal):
        card = book.invasion[action.card]
        assert resolve(button.label, lang) == scene.session.describe_action(action, lang)  # (the session's words)
        plain = app.text.wrapped(resolve(button.label, lang), button.size, button.rect.w - 2 * button.PAD, words=True)
        lines, _ = button._lines(app, button.rect.w)
        assert len(lines) <= len(plain), (lines, plain)
        shown = " ".join(lines)
        if f"{words[0]} {card.chits_hidden}/{card.chits_discovered}" in shown:
            assert f"{words[1]} {card.hidden_cap}" in shown and card.name.get(lang) in shown, shown
            told += 1
        assert button.size * app.scale >= 9, button.size
    assert told == len(placing), told


@pytest.mark.parametrize("lang", LANGS)
def test_every_deployment_row_says_the_cards_numbers_at_150(home, lang):
    """At 150 % the TDF's base beside four face-down cards prints names alone: in the list of every action each
    deployment row says the card's numbers on a line of its own, 9 px or more (rows with a card selected are that card's
    alone, and keep the session's words)."""
    from tabletop.games.ultraseven.actions import Deploy
    from tabletop.ui.views.ultraseven.faces import face_for
    from tests.ui.ultraseven.helpers import full_base

    app, scene = open_small("150%", lang, full_base())
    scene.toggle_every()
    app.step([], 0.3)
    deploying = [a for a in scene.legal if isinstance(a, Deploy) and a.area != "base"]
    rows = [b for b in scene.actions.items if isinstance(b, PlaceButton) and b.facts is not None]
    assert deploying and len(rows) == len(deploying), (len(rows), len(deploying))
    for button, action in zip(rows, deploying):
        lines, _ = button._lines(app, button.rect.w)
        face = face_for(action.card)
        numbers = [resolve(v, lang) for _, v in face.stats]
        said = scene.session.describe_action(action, lang)
        assert "".join(lines[:-1]).replace(" ", "") == said.replace(" ", ""), lines  # (the session's words, then)
        assert all(v in lines[-1] for v in numbers) and resolve(face.stats[0][0], lang) in lines[-1], lines
        assert button.size * app.scale >= 9
