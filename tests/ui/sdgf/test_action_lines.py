"""SD Gundam Force's action list in a small window (issue 15, "No text cut off"): each button names its card
whole, on two lines (or more) where the name is long, at 800x560 in both languages; the effect of a counter card
is in the button's tooltip, not cut on the button."""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.actions import Discard, PlayCounter
from tabletop.games.sdgf.cards import card_set
from tabletop.ui.views.sdgf.scene import ACTION_H
from tabletop.ui.widgets import Button

from .conftest import start
from .screenshots import play_until


def _drawn_lines(app, scene) -> list[Button]:
    """Every action button drawn once where the list placed it: the ones drawn cut."""
    cut = []
    for button in scene.actions.items:
        button.draw(app.surface, app)
        if button.cut:
            cut.append(button)
    return cut


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_action_line_is_whole_at_800x560(app, lang):
    app.set_lang(lang)
    app.resize((800, 560))
    scene = start(app)
    seen = 0
    for phase in ("formation", "counter"):
        play_until(app, scene, phase)
        app.step([], 0.016)
        cut = _drawn_lines(app, scene)
        assert not cut, [(b.label, b.sublabel(lang) if callable(b.sublabel) else b.sublabel) for b in cut]
        seen += sum(1 for b in scene.actions.items if b.sublabel is not None)
    assert seen >= 6


def test_a_long_card_name_takes_two_lines_and_the_effect_goes_to_the_tooltip(app):
    app.resize((800, 560))
    scene = start(app)
    play_until(app, scene, "counter")
    longest = max(card_set().values(), key=lambda c: len(c.name.ja))
    counter = next(c for c in card_set().values() if not c.is_sd and c.effect)
    mine = dict(scene.card_of)
    inst = next(iter(mine))
    for card, action in ((longest, Discard(inst)), (counter, PlayCounter(inst))):
        scene.card_of[inst] = card.id
        scene.legal = [action]
        scene.selected = None
        scene.rebuild()
        button = scene.actions.items[0]
        for lang in ("ja", "en"):
            app.set_lang(lang)
            button.draw(app.surface, app)
            assert not button.cut, (card.name.get(lang), button.rect)
            tip = button.tooltip(lang)
            assert card.name.get(lang) in tip
            if not card.is_sd:
                assert card.effect_text().get(lang) in tip
        if card is longest:
            assert button.row_height > ACTION_H  # two lines (or more) for its name
    scene.card_of.update(mine)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("small", ["800x560", "150 %"])
def test_the_card_less_actions_are_whole_in_a_small_window(app, lang, small):
    """The playthrough at 150 % in English (issue 16): "Reveal the terrain from the top of you…" was cut; a card-less
    action too long for a line puts its tail on a second line ("Reveal the terrain" / "from the top of your deck")."""
    from tabletop.games.sdgf.actions import Calculate, RevealTerrain

    app.set_lang(lang)
    if small == "800x560":
        app.resize((800, 560))
    else:
        app.change_setting("ui_scale", 1.5)
    scene = start(app)
    scene.legal = [RevealTerrain(), Calculate()]
    scene.selected = None
    scene.rebuild()
    app.step([], 0.016)
    cut = _drawn_lines(app, scene)
    assert not cut, [b.label for b in cut]
