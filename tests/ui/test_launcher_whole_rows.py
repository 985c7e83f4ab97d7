"""The launcher's two lists show whole rows only (issue 16, session 28): at 1280x800 and 150 % UI scale the set-up
panel held the game's details, the seat count and half a chooser ("Player 1" cut through its caption), and a turn of
the wheel left the details box half hidden at the top ("Units: House Gibun / Na…"); the game list showed half a card
under the fold. Now every text drawn in either list is whole at every turn of the wheel, a tab at a list's edge says
more rows lie that way, and a click on it brings the next row in."""

from __future__ import annotations

import pytest

from tests.ui.driver import Driver
from tests.ui.test_launcher_small import _launcher

#: (language, window, UI scale): 150 % at 1280x800 and the smallest window, both languages.
CASES = [("ja", (1280, 800), 1.5), ("en", (1280, 800), 1.5), ("ja", (800, 560), 1.0), ("en", (800, 560), 1.0)]


def _cut_texts(driver: Driver, region) -> list[str]:
    """The texts drawn inside ``region`` (or crossing its edge) that are not shown whole."""
    return [d.shown for d in driver.texts() if d.rect.colliderect(region) and (d.rect != d.whole
                                                                             or not region.contains(d.rect))]


@pytest.mark.parametrize("lang,size,scale", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES])
def test_the_set_up_rows_and_game_cards_show_whole_at_every_turn_of_the_wheel(probe, lang, size, scale):
    _, driver, scene = _launcher(probe, lang, size, scale)
    for name in ("dunbine", "ultraseven"):
        card = next(c for c in scene.cards if c.game.name == name)
        while not scene.game_list.shows(card):
            driver.wheel(scene.game_list.rect.center, -1)
        driver.click_at(card.rect.center)
        listed = scene.setup_list
        assert scene.selected.spec.name == name and listed.tabs() == (None, listed.tabs()[1])  # its top first
        assert listed.tabs()[1] is not None  # the rows need scrolling here
        seen: list[str] = []
        for _ in range(len(listed.items) + 1):
            assert not _cut_texts(driver, listed.rect), _cut_texts(driver, listed.rect)
            seen += [d.shown for d in driver.texts() if listed.rect.contains(d.rect)]
            if listed.offset == listed.max_offset():
                break
            spot = (listed.rect.x + 4, listed.rect.y + 6)  # the rows' left edge: on no chooser's arrows
            driver.wheel(spot, -1)
        assert listed.offset == listed.max_offset() and listed.tabs()[1] is None and listed.tabs()[0] is not None
        for widget in scene.player_widgets:  # every seat's chooser came into view whole on the way down
            assert any(driver.say(widget.caption) in shown for shown in seen), (widget.caption, seen)
    assert not _cut_texts(driver, scene.game_list.rect)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_click_on_the_more_tab_brings_the_next_row_up(probe, lang):
    _, driver, scene = _launcher(probe, lang, (1280, 800), 1.5)
    listed = scene.setup_list
    top, foot = listed.tabs()
    assert top is None and foot is not None and scene.app.surface.get_rect().contains(foot)
    hidden = next(i for i in listed.items if not listed.shows(i))  # the first row under the fold
    driver.click_at(foot.center)
    assert listed.offset > 0 and listed.shows(hidden)
    up = listed.tabs()[0]
    assert up is not None  # rows above now: a tab at the top brings them back
    assert not any(listed.shows(i) and any(t is not None and i.rect.colliderect(t) for t in listed.tabs())
                   for i in listed.items)  # a tab never lies on a shown row
    driver.click_at(up.center)
    assert listed.shows(listed.items[0]) and listed.tabs()[0] is None


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_set_up_title_and_details_take_the_room_of_the_language_shown(probe, lang):
    """Ultra Seven at 150 % (newcomer pass, session 28): the title reserved the English title's two lines under the
    Japanese one of one line, and the details the longer language's lines, so blank bands pushed the seats' rows
    below the fold. Each now takes the lines of the language shown; switching language lays them out again."""
    _, driver, scene = _launcher(probe, lang, (1280, 800), 1.5)
    card = next(c for c in scene.cards if c.game.name == "ultraseven")
    while not scene.game_list.shows(card):
        driver.wheel(scene.game_list.rect.center, -1)
    driver.click_at(card.rect.center)
    title = [d.rect for d in driver.texts() if scene.game_title.rect.contains(d.rect)]
    assert title and scene.game_title.rect.bottom - max(r.bottom for r in title) < scene.app.text.line_height(
        scene.game_title.size)  # no blank line under the title
    scene.setup_list.reveal(scene.details_box)  # (English: under the set-up rows, the players first; session 30)
    driver.frames(1)
    assert scene.setup_list.shows(scene.details_box)
    details = [d.rect for d in driver.texts() if scene.details_box.rect.contains(d.rect)]
    assert details and scene.details_box.rect.bottom - max(r.bottom for r in details) <= 12  # nor under the details
