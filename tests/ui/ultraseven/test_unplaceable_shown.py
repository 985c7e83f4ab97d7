"""At 150 % the alien's step panel shows why a hand card cannot be placed without a scroll (session 28: under the
hint's five lines the reason was cut at the fold, 「今は置けない（そのエリアに…」, the whole only in a tooltip over
the board's title and Space), in both languages."""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.panels import unplaceable_lines
from tests.ui.ultraseven.helpers import card_on_table, open_small


def one_unplaceable():
    """``card_on_table``'s alien, the hand also holding a deck card of an area that already has an invasion card."""
    from tests.games.ultraseven.helpers import to_hand

    s = card_on_table()
    taken = {a["id"] for a in s.view(0)["areas"] if a["invasion"] is not None}
    book = s.game.book
    to_hand(s, next(c for c in s.state.zones["deck"].cards if c in book.invasion and book.invasion[c].area in taken))
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_reason_a_card_has_no_button_shows_unscrolled(home, lang):
    app, scene = open_small("150%", lang, one_unplaceable())
    warned = unplaceable_lines(scene.view, lang)
    assert warned, "no card that cannot be placed"
    rows = [row for row, _, _ in scene.step_rows(lang, scene.step_rect.w)]
    shown = "".join(rows[scene.step_offset:scene.step_offset + scene.step_shown])
    for line in warned:
        assert "".join(line.split()) in "".join(shown.split()), (line, rows[:scene.step_shown], scene.step_shown)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_selected_table_card_shows_no_cut_hand_note(home, lang):
    """Session 30, a newcomer at 150 % (ja): with a card on the table selected, the step panel's two rows over its buttons
    read 「星人側アクション」 / 「今は置けない（そのエリアに」, a cut note about the hand. While a card on the table is
    selected the note goes (it comes back with the card deselected); no row shown ends inside it."""
    from tests.ui.ultraseven.helpers import card_pos, click

    app, scene = open_small("150%", lang, one_unplaceable())
    warned = unplaceable_lines(scene.view, lang)
    assert warned
    x, y = card_pos(scene, "inv24", "inv:sea")
    click(app, (int(x * app.scale), int(y * app.scale)))
    app.step([], 0.3)
    assert scene.selected == "inv24"
    rows = [row for row, _, _ in scene.step_rows(lang, scene.step_rect.w)]
    whole = "".join("".join(rows).split())
    assert not any("".join(line.split()) in whole for line in warned), rows
    shown = rows[scene.step_offset:scene.step_offset + scene.step_shown]
    assert not any(row.strip() and row.strip() in "".join(warned) for row in shown), shown
    scene.deselect()
    rows = [row for row, _, _ in scene.step_rows(lang, scene.step_rect.w)]
    assert all("".join(line.split()) in "".join("".join(rows).split()) for line in warned)
