"""SD Gundam Force's action list at 150 % (issue 16): an SD card's power that does not fit beside its name goes
beside the verb ("Discard (no counter) · power 5"), so the button keeps two lines and the list shows two actions,
not one three-line action over blank room ("Captain Gundam (Light Rifle)" / "(power 5)" filled it). Since session 29
the list's rows are low (``geometry.ACTION_LOW_H``), the name on one line in type down to ``text.MIN_SHRINK`` of its
size, in Japanese too (``test_look29``)."""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui import theme
from tabletop.ui.views.sdgf.geometry import ACTION_LOW_H

from .conftest import start
from .screenshots import play_until


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_list_shows_two_actions_wherever_it_is_scrolled_at_150_percent(app, lang):
    """English: two whole rows at every scroll position; both languages: no power on a line of its own."""
    app.set_lang(lang)
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    play_until(app, scene, "counter")
    app.step([], 0.016)
    rows = scene.actions
    assert len(rows.items) >= 4
    for button in rows.items:  # no line holds a power alone: the verb line took it
        assert "\n" not in button.sublabel(lang), button.sublabel(lang)
    for item in rows.items:
        rows.reveal(item)
        shown = [i for i in rows.items if rows.shows(i)]
        assert len(shown) >= 2, (item.sublabel(lang), [i.row_height for i in rows.items], rows.rect)
    for button in rows.items:  # every row still names its card and, for an SD card, its power
        card = card_set()[scene.card_of[scene.legal[rows.items.index(button)].card]]
        words = button.label.get(lang) + button.sublabel(lang)
        assert card.name.get(lang) in words.replace("\n", "")
        if card.is_sd:
            assert str(card.power) in words
    # every name fits one line here (in smaller type where it must, session 29): no row is taller than a verb over a
    # name, and those are the low list's rows
    assert [b.row_height for b in rows.items] == [ACTION_LOW_H] * len(rows.items)


def test_the_rows_follow_the_language_shown(app):
    """A language changed in the menu builds the rows again: each row measured in the language it shows (a Japanese
    name on one line in smaller type, 「グラップラーグフ（ヒートサーベル）」), none cut, none taller than it must be."""
    app.set_lang("ja")
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    play_until(app, scene, "counter")
    app.step([], 0.016)
    for lang in ("ja", "en"):
        app.set_lang(lang)
        app.step([], 0.016)
        assert [b.row_height for b in scene.actions.items] == [ACTION_LOW_H] * len(scene.actions.items)
        for button in scene.actions.items:
            button.draw(app.surface, app)
            assert not button.cut and button.sub_least is not None, button.sublabel(lang)
            assert app.text.size(button.sublabel(lang), button.sub_least)[0] <= button.rect.w - 2 * theme.PAD
