"""SD Gundam Force's action list at 150 % (issue 16): an SD card's power that does not fit beside its name goes
beside the verb ("Discard (no counter) · power 5"), so the button keeps two lines and the list shows two actions,
not one three-line action over blank room ("Captain Gundam (Light Rifle)" / "(power 5)" filled it)."""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.views.sdgf.scene import ACTION_H

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
    if lang == "ja":  # two names here wrap in Japanese ("グラップラーグフ" / "（ヒートサーベル）"): 72 + 6 + 72 > 143
        return
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
    if lang == "en":  # English names all fit one line here: no row is taller than a verb over a name
        assert [b.row_height for b in rows.items] == [ACTION_H] * len(rows.items)


def test_the_row_heights_follow_the_language_shown(app):
    app.set_lang("ja")
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    play_until(app, scene, "counter")
    app.step([], 0.016)
    ja = [b.row_height for b in scene.actions.items]
    app.set_lang("en")
    app.step([], 0.016)
    en = [b.row_height for b in scene.actions.items]
    assert max(ja) > ACTION_H and en == [ACTION_H] * len(en)  # a Japanese name on two lines; English on one
    for button in scene.actions.items:
        button.draw(app.surface, app)
        assert not button.cut
