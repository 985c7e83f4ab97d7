"""A counter on a card says on hover what it is (session 28, a newcomer at 150 %: the 12 px "D1" and the circled
"1" in an invasion card's margin said nothing of damage or chits), in both languages."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.ultraseven.helpers import card_on_table, open_small

WORDS = {"ja": {"D": "ダメージ1", "": "侵略チット5枚（ターン終了時13枚で勝利）"},
         "en": {"D": "Damage 1", "": "5 chits (13 at turn end wins)"}}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_damage_and_chit_counters_name_themselves_on_hover(home, lang):
    app, scene = open_small("150%", lang, card_on_table())  # inv01 face up: 5 chits, 1 damage
    spots = {m.label: box for slot, m, box in scene.table.counter_spots(lang) if slot.entry.id == "inv01"}
    assert set(spots) == {"D", ""}, spots
    k = app.scale  # (the window's px per the screen's)
    for label, box in spots.items():
        pos = (int(box.centerx * k), int(box.centery * k))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.05)
        app.step([], 1.0)  # (the tooltip's delay)
        assert scene.tooltip_text() == WORDS[lang][label], (label, box)
