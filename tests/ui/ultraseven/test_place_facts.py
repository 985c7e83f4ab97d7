"""Issue 16 (session 29): at 150 % the alien's busy view printed its hand cards' numbers only on hover (its strips keep
their names), so choosing which card to place meant hovering each. Each "Place ... face down" button now says the
card's chits hidden / discovered and its hidden cap (``UltraSevenScene.action_label``), in the buttons' small type:
9 px or more on the screen."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.games.ultraseven.actions import PlaceInvasion
from tests.ui.ultraseven.helpers import alien_busy, open_small


@pytest.mark.parametrize("lang", LANGS)
def test_place_buttons_say_the_cards_key_numbers(home, lang):
    app, scene = open_small("150%", lang, alien_busy())
    scene.toggle_every()
    app.step([], 0.3)
    book = scene.game.book
    placing = [b for b in scene.actions.items if any(
        isinstance(a, PlaceInvasion) and b.label(lang) == scene.action_label(a)(lang) for a in scene.legal)]
    assert placing, [b.label for b in scene.actions.items]
    for a in (a for a in scene.legal if isinstance(a, PlaceInvasion)):
        card = book.invasion[a.card]
        said = scene.action_label(a)(lang)
        assert said.startswith(scene.session.describe_action(a, lang)), said
        words = ("暗/発", "限界") if lang == "ja" else ("H/D", "Cap")
        assert f"{words[0]} {card.chits_hidden}/{card.chits_discovered}" in said, said
        assert f"{words[1]} {card.hidden_cap}" in said, said
    for button in placing:
        assert button.size * app.scale >= 9, button.size
