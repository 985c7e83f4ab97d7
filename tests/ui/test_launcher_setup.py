"""The launcher of issue 15, driven by posted input events (``tests.ui.posted``): "Continue"
resumes the latest autosave in one click, the last game and its whole set-up are remembered (a bad
remembered value is dropped alone), a Dunbine scenario shows its description, units, length and
map thumbnail, a game without dice has no dice chooser, Start covers no set-up row, long titles
wrap, and an unchanged game is not autosaved twice."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.core.dice import make_source
from tabletop.core.registry import find
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui import settings as settings_file
from tabletop.ui.app import App
from tabletop.ui.saves import Autosaver, autosaves
from tabletop.ui.scenes.title import GameCard, TitleScene
from tabletop.ui.text import resolve
from tabletop.ui.views.generic import GenericGameScene
from tabletop.ui.widgets import Chooser

from .posted import post_click, post_key, post_move, post_wheel


def card(scene, name):
    return next(c for c in scene.cards if c.game.spec.name == name)


def chooser(scene, caption_en):
    return next(w for w in scene.setup_widgets if isinstance(w, Chooser) and resolve(w.setup_caption, "en") == caption_en)


def rendered(app, text):
    return any(k[0] == text for k in app.text._surfaces)


def launch(app):
    app.open_launcher()
    app.step([], 0.016)
    return app.top


def pick(app, scene, name) -> None:
    """Choose a game the way a person does: scroll the list (wheel) until its card shows, click it."""
    target, box = card(scene, name), scene.game_list.rect
    for _ in range(20):
        if scene.game_list.shows(target):
            break
        post_wheel(app, box.center, -1 if target.rect.centery > box.centery else 1)
    post_click(app, target)
    assert scene.selected is find(target.game.name)  # the card is its manifest: chosen, the game is imported


def click_visible(app, scene, widget, part=None) -> None:
    """Scroll the set-up list until ``widget`` is whole in view, then click it (or one of its parts)."""
    box = scene.setup_list.rect
    for _ in range(20):
        if scene.setup_list.shows(widget):
            break
        post_wheel(app, box.center, -1 if widget.rect.centery > box.centery else 1)
    assert box.contains(widget.rect) and scene.setup_list.shows(widget)
    post_click(app, widget.parts()[part].center if part is not None else widget.rect.center)


def autosaved_duel(home, actions: int = 1) -> Session:
    discover()
    session = Session(find("demoduel"), 2, {"rounds": "5"}, make_source("seeded", 3))
    for _ in range(actions):
        session.apply(session.legal_actions()[0])
    Autosaver(session).save_now()
    return session


# -- Continue ---------------------------------------------------------------------------------------
def test_continue_is_offered_only_when_there_is_an_autosave(app):
    scene = launch(app)
    assert not scene.continue_button.visible


def test_continue_resumes_the_latest_autosave_in_one_click_and_says_which_game_and_turn(app, home):
    played = autosaved_duel(home, actions=3)
    scene = launch(app)
    button = scene.continue_button
    assert button.visible
    sub = resolve(button.sublabel, "ja")
    assert "デモ対戦" in sub and played.turn_label().ja in sub
    assert played.turn_label().en in resolve(button.sublabel, "en")
    app.step([], 0.016)
    assert rendered(app, sub)
    post_click(app, button)
    assert isinstance(app.top, GenericGameScene) or isinstance(app.scenes[-2], GenericGameScene)
    resumed = next(s for s in app.scenes if isinstance(s, GenericGameScene)).session
    assert resumed.actions == played.actions and resumed.options["rounds"] == "5"
    count = len(autosaves("demoduel"))
    app.quit()  # leaving the resumed game unchanged writes no copy of it
    assert len(autosaves("demoduel")) == count


def test_continue_skips_a_game_that_has_ended(app, home):
    """A newcomer's Continue opened a finished Ultra Seven game ("Turn 8 — Alien side won"): the newest autosave
    of a game still being played is offered; with only finished ones, no Continue (the load list keeps them)."""
    import os

    unfinished = autosaved_duel(home, actions=3)
    finished = Session(find("demoduel"), 2, {"rounds": "3"}, make_source("seeded", 5))
    for _ in range(500):
        if finished.is_over():
            break
        finished.apply(finished.legal_actions()[0])
    assert finished.is_over()
    saver = Autosaver(finished)
    saver.save_now()
    older = [p for _, p in autosaves("demoduel") if p != saver.last_path]
    os.utime(saver.last_path, (2_000_000_000, 2_000_000_000))   # the finished game is the newest file
    scene = launch(app)
    assert scene.continue_button.visible
    assert scene.continue_entry is not None and scene.continue_entry.path in older
    assert unfinished.turn_label().en in resolve(scene.continue_button.sublabel, "en")
    for path in older:
        path.unlink()
    assert not launch(app).continue_button.visible


def test_continue_skips_the_earlier_moments_of_a_game_continued_and_finished(app, home):
    """Dunbine on a real window: Continue, play to the end, back to the title, and Continue offered turn 5 of
    the game just lost. The game's earlier autosaves (from this run and from the run it was continued from,
    under another instance) are moments of an ended game: no Continue."""
    import os

    first = Session(find("demoduel"), 2, {"rounds": "3"}, make_source("seeded", 5))
    for _ in range(3):
        first.apply(first.legal_actions()[0])
    Autosaver(first).save_now()                        # the run that was quit mid-game
    earlier = autosaves("demoduel")[-1][1]
    resumed = Session.load(earlier)                    # Continue: a new run, a new instance
    saver = Autosaver(resumed)
    for _ in range(500):
        if resumed.is_over():
            break
        resumed.apply(resumed.legal_actions()[0])
        saver.after_change()
    assert resumed.is_over() and len({p.name.rsplit("-", 1)[0] for _, p in autosaves("demoduel")}) == 2
    os.utime(saver.last_path, (2_000_000_000, 2_000_000_000))   # the finished moment is the newest file
    assert not launch(app).continue_button.visible
    other = autosaved_duel(home, actions=3)            # another game still being played is offered
    scene = launch(app)
    assert scene.continue_button.visible and other.turn_label().en in resolve(scene.continue_button.sublabel, "en")


# -- remembered set-up ---------------------------------------------------------------------------
def test_the_launcher_remembers_the_last_game_and_its_whole_setup(app):
    scene = launch(app)
    pick(app, scene, "demoduel")
    click_visible(app, scene, chooser(scene, "Players"), 2)  # 3 seats
    click_visible(app, scene, chooser(scene, "Rounds"), 2)  # 5 rounds
    click_visible(app, scene, chooser(scene, "Dice"), 2)  # real dice
    level = scene.player_widgets[1].choices[1][0]  # the first computer level
    assert scene.players[:3] == ["human", level, level]  # a newcomer's set-up: you against the computer
    for _ in range(len(scene.player_widgets[2].choices)):  # seat 3: a second human
        if scene.players[2] == "human":
            break
        click_visible(app, scene, scene.player_widgets[2], 2)
    assert scene.players[2] == "human"
    post_key(app, pygame.K_RETURN)
    assert app.session().players == ["human", level, "human"]
    again = launch(app)  # back at the launcher later: the same game, set up the same way
    assert again.selected.spec.name == "demoduel" and card(again, "demoduel").selected
    assert (again.seats, again.options, again.dice_kind) == (3, {"rounds": "5"}, "manual")
    assert again.players[:3] == ["human", level, "human"]
    assert [w.value for w in again.player_widgets] == ["human", level, "human"]
    pick(app, again, "toyrace")
    pick(app, again, "demoduel")  # each game keeps its own set-up
    assert (again.seats, again.options) == (3, {"rounds": "5"})


def test_a_remembered_setup_survives_the_settings_file_and_bad_values_are_dropped_one_by_one(home):
    discover()
    f = home / "settings.json"
    home.mkdir(parents=True, exist_ok=True)
    f.write_text(json.dumps({"last_game": "demoduel", "setups": {
        "demoduel": {"seats": 99, "players": ["human", "no-such-level", 7, "human"],
                     "options": {"rounds": "5", "unknown": "x"}, "dice": "loaded"},
        "toyrace": "not a table"}}))
    remembered = settings_file.load(f)
    assert not remembered.problems  # the schema takes the shapes; the launcher checks the values
    pygame.display.init()
    pygame.font.init()
    app = App("ja", size=(1280, 800), settings=remembered)
    scene = launch(app)
    assert scene.selected.spec.name == "demoduel"
    assert scene.seats == 2  # 99 is not a seat count of this game: the default
    assert scene.options == {"rounds": "5"}  # the good option kept, the unknown one dropped
    level = scene.player_widgets[1].choices[1][0]
    assert scene.players[:4] == ["human", level, level, "human"]  # the bad ones: a newcomer's set-up
    assert scene.dice_kind == "seeded"
    pick(app, scene, "toyrace")  # a set-up that is not a table: the defaults
    assert scene.selected.spec.name == "toyrace" and scene.seats == 2
    f.write_text(json.dumps({"last_game": ["x"], "setups": []}))
    broken = settings_file.load(f)
    assert broken.last_game == "" and broken.setups == {} and len(broken.problems) == 2
    assert isinstance(launch(App("ja", size=(1280, 800), settings=broken)), TitleScene)


def test_a_remembered_deck_that_is_gone_falls_back_to_the_default_alone(home):
    discover()
    settings = settings_file.Settings()
    settings_file.remember_setup(settings, "sdgf", {"seats": 2, "players": ["human", "quick"],
                                                    "options": {"deck0": "saved:gone", "deck1": "neotopia"},
                                                    "dice": "seeded"})
    pygame.display.init()
    pygame.font.init()
    scene = launch(App("ja", size=(1280, 800), settings=settings))
    default = find("sdgf").spec.default_options()["deck0"]
    assert scene.options["deck0"] == default and scene.options["deck1"] == "neotopia"
    assert scene.players[:2] == ["human", "quick"]


# -- what a game says ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_dunbine_scenario_shows_its_description_units_length_and_map_thumbnail(app, lang):
    from tabletop.games.dunbine.scenario import load_scenario, scenario_files

    app.set_lang(lang)
    scene = launch(app)
    pick(app, scene, "dunbine")
    scenario = chooser(scene, "Scenario")
    seen = set()
    for _ in range(len(scenario.choices)):
        scn = load_scenario(scenario_files()[scenario.value])
        about = scn.description_ja if lang == "ja" else scn.description_en
        box = scene.details_box
        assert about and scene.details.about.get(lang) == about
        facts = [f.get(lang) for f in scene.details.facts]
        assert any(str(scn.turn_limit) in f for f in facts)
        assert any(("機" if lang == "ja" else "Units") in f for f in facts)
        thumb = box.thumbnail()
        assert thumb is not None and 0 < thumb.get_width() <= box.thumb_size()[0]
        right = thumb.get_at((thumb.get_width() * 9 // 10, thumb.get_height() // 2))[:3]
        assert right != (92, 140, 186)  # the whole map is drawn, not only its first chunk
        for w in scene.setup_widgets:  # each caption whole beside its value
            if isinstance(w, Chooser):
                need = max(app.text.size(resolve(w.caption, la), 18)[0] for la in ("ja", "en"))
                assert need <= w.parts()[0].x - w.rect.x - 12, resolve(w.caption, lang)
        app.step([], 0.016)
        for line, _, _ in box.lines(app.text, lang, box.text_width()):
            assert rendered(app, line)  # every line of the description and facts, none cut
        seen.add(about)
        click_visible(app, scene, scenario, 2)
    assert len(seen) == len(scenario.choices)


def test_other_games_show_their_summary(app):
    scene = launch(app)
    pick(app, scene, "demoduel")
    assert scene.details.about == find("demoduel").spec.summary and scene.details.thumbnail is None


def test_a_game_without_dice_offers_no_dice_chooser(app):
    discover()
    scene = launch(app)
    pick(app, scene, "sdgf")
    captions = [resolve(w.setup_caption, "en") for w in scene.setup_widgets if isinstance(w, Chooser)]
    assert "Dice" not in captions and captions[:3] == ["Players", "Player 1's deck", "Player 2's deck"]
    app.step([], 0.016)
    assert rendered(app, "シャッフルあり")  # its card's tag: shuffled decks, not dice
    pick(app, scene, "dunbine")
    assert "Dice" in [resolve(w.setup_caption, "en") for w in scene.setup_widgets if isinstance(w, Chooser)]


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_start_covers_no_setup_row_and_every_row_can_be_reached(app, size):
    discover()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 0.016)
    scene = launch(app)
    pick(app, scene, "sdgf")
    assert not scene.setup_list.rect.colliderect(scene.start_button.rect)  # rows are drawn clipped to the list
    click_visible(app, scene, scene.player_widgets[1], 2)  # player 2's row, scrolled to if need be
    assert scene.players[1] != "human"


def test_long_titles_wrap_and_are_never_cut(app):
    scene = launch(app)
    for lang in ("ja", "en"):
        app.set_lang(lang)
        app.step([], 0.016)
        for c in scene.cards:
            assert isinstance(c, GameCard)
            title = c.game.spec.title.get(lang)
            lines = app.text.wrap(title, 20, c.rect.w - 36, True)
            assert "".join(lines).replace(" ", "") == title.replace(" ", "")  # whole, not "…"
            assert c.row_height >= 8 + len(lines) * app.text.line_height(20) + 32
            # the card shows the titles whole: its tooltip tells what the game is instead of repeating them
            if c.game.spec.summary.get(lang):  # (a test's toy game has none)
                assert c.tooltip_text(lang) == c.game.spec.summary.get(lang) and title not in c.tooltip_text(lang)
        for c in scene.cards:  # the chosen game's title in the set-up panel wraps too
            post_click(app, c)
            width = scene.game_title.rect.w
            lines = app.text.wrap(c.game.spec.title.get(lang), scene.game_title.size, width, True)
            assert len(lines) * app.text.line_height(scene.game_title.size) <= scene.game_title.rect.h


# -- autosaves -------------------------------------------------------------------------------------
def test_an_unchanged_game_is_not_autosaved_again(home):
    session = autosaved_duel(home)
    assert len(autosaves("demoduel")) == 1
    Autosaver(session).save_now()  # another autosaver of the same game (quit, crash)
    Autosaver(session).save_now()
    assert len(autosaves("demoduel")) == 1
    session.apply(session.legal_actions()[0])
    Autosaver(session).save_now()
    assert len(autosaves("demoduel")) == 2


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_six_players_fit_in_two_columns_only_where_their_choices_stay_whole(app, size):
    discover()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 0.016)
    scene = launch(app)
    pick(app, scene, "zgundam")
    for _ in range(4):
        click_visible(app, scene, chooser(scene, "Players"), 2)
    assert scene.seats == 6
    columns = {w.rect.x for w in scene.player_widgets}
    assert len(columns) == (2 if size == (1280, 800) else 1)
    for widget in scene.player_widgets:
        middle = widget.parts()[1]
        for _, label in widget.choices:
            for lang in ("ja", "en"):
                assert app.text.size(resolve(label, lang), 18)[0] <= middle.w - 6, (resolve(label, lang), size)
        caption = max(app.text.size(resolve(widget.caption, lang), 18)[0] for lang in ("ja", "en"))
        assert caption <= widget.parts()[0].x - widget.rect.x - 12  # the chooser's room for its caption


def test_a_whole_setup_row_has_no_tooltip_repeating_it(app):
    """A set-up row that shows its caption and value whole gets no tooltip saying them again (one that cuts them
    shows them whole: ``test_widgets``' chooser test)."""
    discover()
    scene = launch(app)
    pick(app, scene, "sdgf")
    option = find("sdgf").spec.options[-1]
    row = next(w for w in scene.setup_widgets if isinstance(w, Chooser) and w.setup_caption == option.label)
    click_visible(app, scene, row, 1)
    click_visible(app, scene, row, 0)  # back to the first value
    post_move(app, row.rect.midleft)
    for _ in range(20):
        app.step([], 0.05)
    assert not row.cut                 # drawn whole at 1280x800
    assert scene.tooltip_text() == ""


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_every_setup_row_shows_its_caption_and_values_whole_beside_or_above(app, size):
    from tabletop.ui.scenes.title import CaptionAbove

    discover()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 0.016)
    scene = launch(app)
    for name in ("dunbine", "monsterraid", "sdgf", "ultraseven", "zgundam"):
        pick(app, scene, name)
        above = {id(i.chooser) for i in scene.setup_list.items if isinstance(i, CaptionAbove)}
        for w in scene.setup_widgets:
            if not isinstance(w, Chooser):
                continue
            for lang in ("ja", "en"):
                caption = app.text.size(resolve(w.setup_caption, lang), 18)[0]
                if id(w) in above:  # the caption on its own line(s), wrapped to the row's width
                    assert not resolve(w.caption, lang)
                else:
                    assert caption <= w.parts()[0].x - w.rect.x - 12, (name, resolve(w.setup_caption, lang))
                for _, label in w.choices:
                    wide = app.text.size(resolve(label, lang), 18)[0]
                    if wide > scene.setup_list.rect.w - 10 - 12 - 2 * 36 - 6:  # wider than any value box
                        assert id(w) in above  # it has the whole row; its tooltip has the whole text
                        continue
                    assert wide <= w.parts()[1].w - 6, (name, resolve(label, lang))


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_the_value_boxes_of_one_column_start_at_one_x(app, size):
    """Each chooser's values once took what its own caption left, so "Players", "Side 1", "Scenario" and "Dice"
    started their boxes at four x (650, 655, 664, 644 at 1280x800): the column's widest caption sets one x, and a box
    starts left of it only where its longest value needs the room."""
    discover()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 0.016)
    scene = launch(app)
    for name in ("dunbine", "monsterraid", "sdgf", "ultraseven", "zgundam"):
        pick(app, scene, name)
        beside = [w for w in [*scene.setup_widgets, *scene.player_widgets]
                  if isinstance(w, Chooser) and resolve(w.caption, "en")]
        starts: dict[tuple[int, int], set[int]] = {}
        for w in beside:
            longest = max(app.text.size(resolve(label, lang), 18)[0] for _, label in w.choices for lang in ("ja", "en"))
            if longest + 2 * 36 + 28 <= w.rect.w - max(
                    app.text.size(resolve(c.caption, lang), 18)[0] for c in beside
                    if (c.rect.x, c.rect.w) == (w.rect.x, w.rect.w) for lang in ("ja", "en")) - 12:
                starts.setdefault((w.rect.x, w.rect.w), set()).add(w.parts()[0].x)
        assert starts, name
        for place, xs in starts.items():
            assert len(xs) == 1, (name, size, place, xs)


def test_a_newcomer_plays_against_the_computer_and_sees_it_in_the_small_window(home):
    """No remembered set-up: every game starts as you against the computer (it was a human in every seat, so a
    newcomer played both sides), and the seats' choosers come right under the seat count: at 800x560 SD Gundam
    Force shows them without scrolling (they were below the decks and the house rule)."""
    discover()
    pygame.display.init()
    pygame.font.init()
    app = App("en", size=(800, 560))
    scene = launch(app)
    for name in ("dunbine", "sdgf", "ultraseven", "zgundam", "monsterraid"):
        pick(app, scene, name)
        seats = scene.players[:scene.seats]
        assert seats[0] == "human" and all(p != "human" for p in seats[1:]), (name, seats)
    pick(app, scene, "sdgf")   # no map or long description above its set-up: the seats show at once
    app.step([], 0.016)
    for widget in scene.player_widgets[:2]:
        assert scene.setup_list.rect.contains(widget.rect), (tuple(widget.rect), tuple(scene.setup_list.rect))
