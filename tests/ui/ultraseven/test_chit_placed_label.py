"""Issue 16: the alien's "Place chit" button says before the click that this turn's chit is on the card.

The button of a face-down card whose one chit of the turn (rule 7.3) was placed still said "(1 AP, 3 more to its cap)"
and only the click explained why not. Its label now says "1 a turn: placed" ("1ターン1枚: 置いた") in the quiet style.
"""

from __future__ import annotations

import pytest

from tabletop.games.ultraseven.actions import PlaceChit
from tabletop.ui.text import resolve
from tests.ui.ultraseven.helpers import card_on_table, card_pos, click, open_1280, open_small

PLACED = {"ja": "1ターン1枚: 置いた", "en": "1 a turn: placed"}
CAP = {"ja": "限界まであと", "en": "more to its cap"}


@pytest.mark.parametrize("where, lang", [("150%", "ja"), ("1280", "en")])
def test_chit_button_says_the_turns_chit_is_placed(home, where, lang):
    session = card_on_table()
    app, scene = open_1280(lang, session) if where == "1280" else open_small(where, lang, session)
    card = "inv24"  # face down at sea: one chit a turn, three on it of its cap
    k = app.scale

    def chit_label() -> tuple[str, str]:
        item = next(i for i in scene.actions.items if "inv24" not in resolve(i.label, lang) and
                    ("チット" in resolve(i.label, lang) or "chit" in resolve(i.label, lang)))
        return resolve(item.label, lang), item.style

    pos = card_pos(scene, card)
    click(app, (int(pos[0] * k + k / 2), int(pos[1] * k + k / 2)))
    assert scene.selected == card
    label, style = chit_label()
    assert CAP[lang] in label and PLACED[lang] not in label and style == "primary", label
    scene.apply_action(PlaceChit(card))
    app.step([], 0.05)
    assert session.state.chits_this_turn[card] == 1
    label, style = chit_label()
    assert PLACED[lang] in label, label
    assert CAP[lang] not in label and "1 AP" not in label and "1AP" not in label, label
    assert style == "quiet", style
