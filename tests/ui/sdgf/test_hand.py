"""The SD Gundam Force hand at 1280x800, driven by posted events: every held card's name reads whole
(no card lies over another), and clicking a card picks that card (its actions list its name)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.app import App
from tabletop.ui.probe import Probe
from tests.ui.driver import Driver, _norm

from .conftest import start


@pytest.fixture(params=["ja", "en"])
def driven(request, home):
    pygame.display.init()
    pygame.font.init()
    with Probe() as probe:
        app = App(request.param, size=(1280, 800))
        yield start(app), Driver(app, probe)
        assert not app.crashes, f"the app crashed: {app.crashes}"


def _hand(scene) -> list:
    return [s for s in scene.table.slots if s.zone == f"hand{scene.me}"]


def _name(scene, instance: str, lang: str) -> str:
    return card_set()[scene.card_of[instance]].name.get(lang)


def test_every_held_card_shows_its_whole_name_and_none_lies_over_another(driven):
    scene, d = driven
    d.still()
    hand = _hand(scene)
    assert len(hand) >= 5
    texts = d.texts()
    for slot in hand:
        others = [o.rect for o in hand if o is not slot]
        assert slot.angle == 0 and slot.rect.collidelist(others) == -1, "held cards stand upright and apart"
        inside = [t for t in texts if slot.rect.contains(t.rect)]
        assert not any(t.cut for t in inside), [t.shown for t in inside if t.cut]
        name = _name(scene, slot.entry.id, d.app.lang)
        assert _norm(name) in _norm("".join(t.shown for t in inside)), f"{name!r} is not whole on its card"


def test_clicking_a_held_card_picks_that_card(driven):
    scene, d = driven
    d.still()
    cancel = "選択をやめる" if d.app.lang == "ja" else "Cancel the choice"
    picked = 0
    for slot in _hand(scene):
        if not slot.entry.selectable:
            continue
        name = _name(scene, slot.entry.id, d.app.lang)
        d.click_at(slot.rect.center)
        actions = "".join(t.shown for t in d.texts() if t.widget == "Button.draw")
        assert _norm(name) in _norm(actions), f"clicking {name!r} did not list its actions"
        d.click(cancel)
        picked += 1
    assert picked >= 3
