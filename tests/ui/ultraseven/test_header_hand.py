"""The Ultra Seven header and the alien's hand, driven by posted events: the header's words stay off the
buttons and a name cut in the smallest window shows whole on hover (the side's name its short form, "TDF",
whole); every held card's name reads whole
(no card over another) and clicking one places that card."""

from __future__ import annotations

import pytest

from tabletop.ui.app import App
from tests.ui.driver import Driver, _norm
from tests.ui.textfit.screens import replay, sample_points

from .helpers import lift, start


def _header_texts(d: Driver, scene) -> list:
    return [t for t in d.texts() if t.rect.bottom <= 54 and t.widget == "Label.draw"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_header_keeps_off_the_buttons_and_a_cut_name_shows_whole_on_hover(probe, lang):
    app = App(lang, size=(800, 560))
    d = Driver(app, probe)
    upto = next(n for n, p in sample_points("ultraseven") if p == "deploy/deploy")  # the TDF's view
    scene = app.start_game(replay("ultraseven", upto))
    lift(app)
    d.frames(2)
    buttons = [c.rect for c in d.clickables() if c.rect.bottom <= 54]
    header = _header_texts(d, scene)
    assert {_norm(scene.game.spec.title.get(lang))} <= {_norm(t.full) for t in header}
    for t in header:
        assert t.rect.collidelist(buttons) == -1, f"{t.full!r} lies under a button"
    cut = [t for t in header if t.cut]
    for t in cut:
        d.hover(t.rect.center)
        d.frames(3, 0.25)
        assert d.shows(t.full), f"{t.full!r} is not whole on hover"
    assert not app.crashes


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_side_shown_whole_in_the_smallest_window(probe, lang):
    """The TDF's view at 800x560: "Terrestrial Defense ···" was cut after the turn; the side's short form ("TDF")
    shows whole where its name has no room, the name itself where it has ("地球防衛軍（ＴＤＦ）")."""
    app = App(lang, size=(800, 560))
    d = Driver(app, probe)
    upto = next(n for n, p in sample_points("ultraseven") if p == "deploy/deploy")
    scene = app.start_game(replay("ultraseven", upto))
    lift(app)
    d.frames(2)
    side = {"ja": "地球防衛軍（ＴＤＦ）", "en": "TDF"}[lang]
    shown = [t for t in _header_texts(d, scene) if _norm(t.full) == _norm(side)]
    assert shown and not any(t.cut for t in shown), f"{lang}: {[(t.shown, t.full) for t in _header_texts(d, scene)]}"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_card_in_the_alien_hand_shows_its_name_and_a_click_places_it(probe, lang):
    app = App(lang, size=(1280, 800))
    d = Driver(app, probe)
    scene = start(app)
    d.still()
    hand = [s for s in scene.table.slots if s.zone == "alien_hand"]
    assert len(hand) >= 5
    texts = d.texts()
    book = scene.game.book
    for slot in hand:
        assert slot.angle == 0 and slot.rect.collidelist([o.rect for o in hand if o is not slot]) == -1
        inside = [t for t in texts if slot.rect.contains(t.rect)]
        name = book.name(slot.entry.id).get(lang)
        assert _norm(name) in _norm("".join(t.shown for t in inside)), f"{name!r} is not whole on its card"
    card = hand[0].entry.id
    d.click_at(hand[0].rect.center)
    area = book.invasion[card].area
    assert [s.zone for s in scene.table.slots if s.entry.id == card] == [f"inv:{area}"]
    assert not app.crashes
