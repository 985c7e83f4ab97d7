"""The launcher in the smallest window with an autosave (issue 15), driven by posted input events:
"Continue" shows whole, every game's card can be scrolled into view whole with the wheel and a
click on it opens that game's set-up, and a click on "Continue" opens the saved game."""

from __future__ import annotations

import json

import pytest

from tabletop.core.i18n import t
from tabletop.ui.app import App
from tabletop.ui.cards.breaks import breaks_a_word
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.views.base import GameScene
from tests.ui.driver import Driver
from tests.ui.textfit.screens import autosave

#: (language, window, UI scale): the smallest window and 1280x800 at 150 %, in both languages.
CASES = [("ja", (800, 560), 1.0), ("en", (800, 560), 1.0), ("ja", (1280, 800), 1.5), ("en", (1280, 800), 1.5)]


def _launcher(probe, lang: str, size: tuple[int, int], scale: float) -> tuple[App, Driver, TitleScene]:
    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    driver = Driver(app, probe)
    app.open_launcher()
    driver.frames(2)
    assert isinstance(app.top, TitleScene)
    return app, driver, app.top


def _lines_of(title: str, drawn: list[str]) -> list[str]:
    """The run of ``drawn`` lines that spells ``title`` (spaces at the breaks dropped); empty if none does."""
    bare = title.replace(" ", "")
    for start in range(len(drawn)):
        for end in range(start + 1, len(drawn) + 1):
            if "".join(drawn[start:end]).replace(" ", "") == bare:
                return drawn[start:end]
    return []


@pytest.mark.parametrize("lang,size,scale", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES])
def test_every_game_card_scrolls_into_view_whole_under_continue_and_opens_its_setup(probe, lang, size, scale):
    autosave()
    app, driver, scene = _launcher(probe, lang, size, scale)
    window, box = app.surface.get_rect(), scene.game_list.rect
    assert scene.continue_button.visible and window.contains(scene.continue_button.rect)
    assert scene.continue_button.rect.bottom < box.top  # above the list, never under it
    assert any(box.contains(card.rect) for card in scene.cards)  # a whole card shows at once
    for card in scene.cards:
        for _ in range(20):  # the wheel over the list, as a person looks for a card below the fold
            if box.contains(card.rect) and scene.game_list.shows(card):
                break
            driver.wheel(box.center, -1 if card.rect.centery > box.centery else 1)
        title = card.game.spec.title.get(lang)
        assert box.contains(card.rect) and scene.game_list.shows(card), f"{title!r} not whole in the list: {card.rect} in {box}"
        assert window.contains(scene.continue_button.rect)  # Continue stays whole while the list scrolls
        assert driver.find(title).rect.collidepoint(card.rect.center)  # drawn there, under its own title
        drawn = [d.shown for d in sorted(driver.texts(), key=lambda d: d.rect.y) if card.rect.contains(d.rect)]
        for both in card.game.spec.title.ja, card.game.spec.title.en:  # no word broken ("タクティカ" / "ル")
            lines = _lines_of(both, drawn)
            assert lines and not breaks_a_word(both, lines), f"{both!r} drawn as {drawn}"
        driver.click_at(card.rect.center)
        assert app.top is scene and scene.selected is not None and scene.selected.spec.name == card.game.name
        assert scene.game_title.label == card.game.spec.title  # the set-up panel is this game's
        assert scene.start_button.enabled


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_continue_at_800x560_opens_the_saved_game(probe, lang):
    saved = autosave()
    app, driver, scene = _launcher(probe, lang, (800, 560), 1.0)
    driver.click(t("ui.continue", lang))
    resumed = next(s for s in app.scenes if isinstance(s, GameScene)).session
    assert resumed.game.spec.name == "zgundam" and resumed.actions == saved.actions


#: The windows where "Continue" has the game and turn beneath it (smaller ones: one bar, the parts beside the label).
SIZES = [("ja", (1280, 800), 1.0), ("en", (1280, 800), 1.0), ("ja", (1024, 768), 1.0), ("en", (1024, 768), 1.0)]


@pytest.mark.parametrize("game", ["sdgf", "monsterraid", "ultraseven", "dunbine", "zgundam"])
@pytest.mark.parametrize("lang,size,scale", SIZES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in SIZES])
def test_continue_line_keeps_its_words_whole(probe, game, lang, size, scale):
    """The game and turn under "Continue" wrap between words: "ター" / "ン" never (a newcomer's SDGF save)."""
    autosave(game, 12)
    app, driver, scene = _launcher(probe, lang, size, scale)
    button = scene.continue_button
    assert not button.compact
    whole = scene.continue_text(lang)
    lines = list(button.lines(app.text, lang, button.rect.w))
    assert "".join("".join(lines).split()) == "".join(whole.split()), lines  # every character drawn
    assert not breaks_a_word(whole, lines), f"{whole!r} drawn as {lines}"


@pytest.mark.parametrize("lang,size,scale", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES])
def test_every_seats_name_is_whole_in_the_set_up(probe, lang, size, scale):
    """800x560: Ultra Seven's second seat read "Terrestrial Defense F…" beside its values. A seat whose name
    and values cannot share a row has its name above them, as the game's options do (``CaptionAbove``)."""
    import pygame

    app, driver, scene = _launcher(probe, lang, size, scale)
    for card in scene.cards:
        scene.select(card.game)
        driver.frames(1)
        scratch = pygame.Surface(app.surface.get_size())
        for item in scene.setup_list.items:
            item.draw(scratch, app)
        for widget in scene.player_widgets:
            assert not widget.cut, (card.game.name, widget.caption, widget.rect)


@pytest.mark.parametrize("game", ["sdgf", "zgundam", "ultraseven", "dunbine", "monsterraid"])
@pytest.mark.parametrize("lang,size,scale", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES])
def test_the_compact_continue_names_the_game_whole_and_its_turn_on_two_readable_lines(probe, game, lang, size, scale):
    """The one-bar "Continue" of a short window: the game beside the label and its turn on a line under it across the
    bar, two lines, at 11 px or more, inside the bar, both whole: the game by its whole title where that fits, else by
    its short title (issue 16: "Mobile Suit Z Gundam Tactical…" / 「機動戦士Ζガンダム…」 now "Z Gundam" /
    「Ζガンダム」), never cut with "…"; the whole title in the tooltip."""
    from tabletop.core import registry
    from tabletop.ui.scenes.title import COMPACT_SIZES

    autosave(game, 12)
    app, driver, scene = _launcher(probe, lang, size, scale)
    button = scene.continue_button
    assert button.compact
    spec = registry.manifest(game).spec
    laid = button.compact_layout(app.text, lang, button.rect.w)
    title, turn = scene.continue_parts(lang)
    assert title == spec.title.get(lang) and scene.continue_short(lang) == spec.short.get(lang)
    assert len(laid) == 2 and all(px >= min(COMPACT_SIZES) >= 11 for _words, px in laid)
    (shown_title, title_px), (shown_turn, _px) = laid
    assert shown_turn == turn   # the turn whole, on one line: "House Gibun / Na Kingdom" unbroken
    room = button.compact_room(app.text, lang, button.rect.w)
    if app.text.size(title, min(COMPACT_SIZES))[0] <= room:
        assert shown_title == title   # the whole title wherever it fits
    else:
        assert shown_title == spec.short.get(lang) != title, shown_title   # else the short one, whole
    assert "…" not in shown_title and app.text.size(shown_title, title_px)[0] <= room
    drawn = [d for d in driver.texts() if d.shown in (shown_title, shown_turn) and button.rect.colliderect(d.rect)]
    assert len(drawn) == 2 and all(button.rect.contains(d.rect) and not d.cut for d in drawn), drawn
    assert title in scene.continue_tip(lang) and turn in scene.continue_tip(lang)   # the whole title on hover
    title_box, turn_box = (next(d.rect for d in drawn if d.shown == words) for words in (shown_title, shown_turn))
    assert turn_box.top >= title_box.bottom - 2 and turn_box.left < title_box.left   # under it, from the label's left
    assert title_box.left > button.rect.x + button.label_width(app.text, lang)   # the game beside the label
    assert title_box.right <= button.rect.right - 6   # inside the bar's padding, not up to its border
    assert any(scene.game_list.rect.contains(card.rect) for card in scene.cards)  # a whole card still shows



def test_an_autosave_takes_its_games_short_title_from_the_manifest_by_name(probe):
    """A save file holds the game's name, not its title: the entry takes the title and the short title from the
    game's manifest (an autosave written before short titles existed is the same file)."""
    from tabletop.core.i18n import Text
    from tabletop.ui.saves import latest_unfinished

    autosave("zgundam", 3)
    entry = latest_unfinished()
    assert entry is not None and entry.game == "zgundam"
    saved = json.loads(entry.path.read_text(encoding="utf-8"))
    assert saved["game"] == "zgundam" and not [k for k in saved if "title" in k]   # only the name is saved
    assert entry.short_title == Text("Ζガンダム", "Z Gundam")
    assert entry.title == Text("機動戦士Ζガンダム タクティカル・カード・ゲーム", "Mobile Suit Z Gundam Tactical Card Game")


@pytest.mark.parametrize("lang,cut", [("ja", "機動戦士Ζガンダム…"), ("en", "Mobile Suit Z Gundam Tactical…")], ids=["ja", "en"])
def test_without_a_short_title_the_compact_continue_falls_back_to_the_whole_title_cut_after_a_word(
        probe, monkeypatch, lang, cut):
    """A game whose manifest gives no short title (a game added later, a player's own): the entry's short title is
    the whole title, and the compact bar then cuts it after a whole word, as the last resort (the tooltip whole); an
    entry holding no short title at all falls back to the whole title too."""
    import dataclasses

    from tabletop.core import registry
    from tabletop.core.i18n import Text

    real = registry.manifest

    def without_short(name: str):
        found = real(name)
        return dataclasses.replace(found, spec=dataclasses.replace(found.spec, short_title=None))

    monkeypatch.setattr(registry, "manifest", without_short)
    autosave("zgundam", 3)
    app, driver, scene = _launcher(probe, lang, (800, 560), 1.0)
    title = scene.continue_parts(lang)[0]
    assert scene.continue_entry.short_title.get(lang) == title == scene.continue_short(lang)
    button = scene.continue_button
    assert button.compact_layout(app.text, lang, button.rect.w)[0] == (cut, 11)
    drawn = next(d for d in driver.texts() if d.shown == cut and button.rect.colliderect(d.rect))
    assert button.rect.contains(drawn.rect) and drawn.cut and drawn.full == title   # the probe knows it was cut
    scene.continue_entry.short_title = Text("", "")   # an entry that holds none
    assert scene.continue_short(lang) == title
