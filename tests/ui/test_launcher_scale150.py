"""The launcher at 1280x800 and 150 % UI scale (issue 16, session 30). The set-up panel showed Dunbine's details and
the seat count over a 110 px blank, the players' rows only after scrolling; the game list, scrolled to its end,
showed Z Gundam's card alone over a card-high blank. Now the players show whole at once (the details' first
sentences over them, the rest under the options), the list's last page holds its last two cards, and every
seat's chooser says its player whole."""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tabletop.ui.scenes.title import GameCard, first_players, sentences
from tabletop.ui.text import resolve
from tests.ui.test_launcher_small import _launcher

#: (language, window, UI scale): 150 % at 1280x800 in both languages, and the smallest window kept as good.
CASES = [("ja", (1280, 800), 1.5), ("en", (1280, 800), 1.5), ("ja", (800, 560), 1.0), ("en", (800, 560), 1.0)]
IDS = [f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES]


def _choose(driver, scene, name: str) -> None:
    card = next(c for c in scene.cards if c.game.name == name)
    while not scene.game_list.shows(card):
        driver.wheel(scene.game_list.rect.center, -1)
    driver.click_at(card.rect.center)
    assert scene.selected.spec.name == name


def test_sentences_keep_their_stops():
    assert sentences("ラース・ワウ上空での小さな遭遇戦。機体が少なく、向きます。") == ["ラース・ワウ上空での小さな遭遇戦。", "機体が少なく、向きます。"]
    assert sentences("A small fight. Few units, e.g. two.") == ["A small fight.", "Few units, e.g. two."]
    assert sentences("No stop at all") == ["No stop at all"]


@pytest.mark.parametrize("lang,size,scale", CASES, ids=IDS)
@pytest.mark.parametrize("name", ["dunbine", "ultraseven"])
def test_the_players_show_whole_without_scrolling_and_no_row_high_blank(probe, lang, size, scale, name):
    _, driver, scene = _launcher(probe, lang, size, scale)
    _choose(driver, scene, name)
    listed = scene.setup_list
    assert listed.offset == 0
    for widget in scene.player_widgets:  # who plays whom, before "Start game"
        assert listed.shows(widget), f"{driver.say(widget.caption)} not shown: {widget.rect} in {listed.rect}"
        assert listed.rect.contains(widget.rect)
    shown = [item for item in listed.items if listed.shows(item)]
    room_bottom = listed.rect.bottom - (listed.TAB_ROOM if listed.tabs()[1] is not None else 0)
    blank = room_bottom - max(item.rect.bottom for item in shown)
    assert blank < 42, f"a {blank} px blank above the more tab"  # less than a chooser's row (ROW_H)
    # the details' sentences and facts all come into view whole on the way down, none lost to the split
    about = scene.details.about.get(lang)
    seen: list[str] = []
    for _ in range(len(listed.items) + 1):
        seen += [d.shown for d in driver.texts() if listed.rect.contains(d.rect) and d.rect == d.whole]
        if listed.offset == listed.max_offset():
            break
        driver.wheel((listed.rect.x + 4, listed.rect.y + 6), -1)
    said = ("" if lang == "ja" else " ").join(seen)
    for sentence in sentences(about):
        assert sentence.replace(" ", "") in said.replace(" ", ""), (sentence, seen)
    for fact in scene.details.facts:
        assert fact.get(lang).replace(" ", "") in said.replace(" ", "")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_game_list_shows_whole_cards_and_its_last_page_holds_two(probe, lang):
    _, driver, scene = _launcher(probe, lang, (1280, 800), 1.5)
    box = scene.game_list
    first = [c.game.name for c in scene.cards if box.shows(c)]
    assert len(first) >= 3, first  # three 59-79 px cards at the top (two 85 px ones before)
    for _ in range(len(scene.cards) + 1):
        for card in scene.cards:
            if not box.shows(card):
                continue
            assert box.rect.contains(card.rect)
            inside = [d for d in driver.texts() if card.rect.colliderect(d.rect)]
            for d in inside:  # titles, subtitle and chips whole, inside the card, none over another
                assert d.rect == d.whole and d.shown == d.full and card.rect.contains(d.rect), d.shown
                assert not any(o is not d and o.rect.colliderect(d.rect) for o in inside), d.shown
            tags = card.tags(lang)
            assert all(any(d.shown == tag for d in inside) for tag in tags), (tags, [d.shown for d in inside])
        if box.offset == box.max_offset():
            break
        driver.wheel(box.rect.center, -1)
    last = [c.game.name for c in scene.cards if box.shows(c)]
    assert last[-2:] == ["ultraseven", "zgundam"], last  # not Z Gundam's card alone over a card-high blank


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_compact_card_puts_its_chips_beside_a_short_subtitle(probe, lang):
    app, _driver, scene = _launcher(probe, lang, (1280, 800), 1.5)
    dunbine = next(c for c in scene.cards if c.game.name == "dunbine")
    assert dunbine.tags_beside and dunbine.row_height == 59
    wide = GameCard(dunbine.game, lambda: None)
    wide.measure(app.text, scene.game_list.rect.w, lang, compact=False)
    assert not wide.tags_beside and wide.row_height >= 80  # the roomy window keeps the chips' own row


@pytest.mark.parametrize("lang,size,scale", CASES[:2], ids=IDS[:2])
@pytest.mark.parametrize("name", ["monsterraid", "zgundam"])
def test_every_seats_chooser_says_its_player_whole_at_three_seats_and_more(probe, lang, size, scale, name):
    app, driver, scene = _launcher(probe, lang, size, scale)
    _choose(driver, scene, name)
    for seats in range(3, scene.selected.spec.max_seats + 1):
        scene._set_seats(seats)
        driver.frames(1)
        assert len(scene.player_widgets) == seats
        for seat, widget in enumerate(scene.player_widgets):
            scene.setup_list.reveal(widget)
            driver.frames(1)
            assert scene.setup_list.shows(widget)
            middle = widget.parts()[1]
            label = widget.value_label(lang)
            assert label and not widget.cut, (seat, label)
            assert app.text.size(label, theme.SIZE_BODY)[0] <= middle.w - 6  # at full size, not shrunk
            want = dict(widget.choices)[first_players(scene.selected)[seat]]
            assert label == resolve(want, lang)
