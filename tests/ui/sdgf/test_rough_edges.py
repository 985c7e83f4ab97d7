"""SD Gundam Force rough edges (issue 15), driven by posted input events (``pygame.event.post``,
then the app's frame, as the real loop does): the "since your last turn" panel follows the turns
against the computer and shows the newest line, the full log opens at the newest entry, a tooltip
goes with the layout that made it, Esc on the curtain opens the game menu, and the deck-name
field takes Ctrl+A and shows its 40-character limit."""

from __future__ import annotations

import pygame

from tabletop.core.dice import make_source
from tabletop.core.registry import find
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.views.sdgf.deckbuilder import DeckBuilderScene
from tabletop.ui.views.sdgf.scene import SdgfScene
from tabletop.ui.widgets import PrivacyCurtain

from ..posted import post, post_click, post_key, post_move, post_text
from .conftest import lift, start


def against_the_computer(app, seed: int = 7) -> SdgfScene:
    discover()
    session = Session(find("sdgf"), 2, {}, make_source("seeded", seed), players=["human", "quick"])
    scene = app.start_game(session)
    scene.bot_pause = 0.0
    app.step([], 0.016)
    return scene


def until_human(app, scene, limit: int = 400) -> None:
    """Frames until the computer has played and the human seat decides again."""
    for _ in range(limit):
        decision = scene.session.pending()
        if decision is None or (decision.seat == 0 and scene.thinking is None):
            app.step([], 0.016)
            return
        if scene.thinking is not None:
            scene.thinking.done.wait(10)
        app.step([], 0.05)
    raise AssertionError("the computer never handed the decision back")


def shown_lines(app, scene) -> list[str]:
    return [line for line, _ in scene.log.wrapped(app)]


def test_since_your_last_turn_follows_every_turn_against_the_computer_and_shows_the_newest(app):
    scene = against_the_computer(app)
    until_human(app, scene)
    assert any("開始準備" in line for line in shown_lines(app, scene))  # the opening, at first
    computer_turns = 0
    for _ in range(80):
        if scene.session.is_over() or scene.session.state.turn >= 5:
            break
        post_click(app, scene.actions.items[0].rect.center)  # the first action the sidebar offers
        mine = len(scene.session.log_for(0))  # the log right after this seat's own move
        handed = scene.session.pending() is not None and scene.session.pending().seat == 1
        until_human(app, scene)
        if scene.session.is_over():
            break
        log, recap = scene.session.log_for(0), scene.recap[0]
        assert recap == log[len(log) - len(recap):]  # the newest lines of the seat's log...
        if handed:  # ...exactly those since the decision left this seat: the computer's moves
            computer_turns += 1
            assert recap == log[mine:] and recap
        app.step([], 0.016)
        assert scene.log.offset == scene.log.max_offset(app)  # scrolled to the newest line
        assert shown_lines(app, scene)[-1] and recap[-1].line("ja").endswith(shown_lines(app, scene)[-1])
    assert scene.session.state.turn >= 3 and computer_turns >= 3
    assert not any("開始準備" in line for line in shown_lines(app, scene))  # no longer the opening lines


def test_the_full_log_opens_at_the_newest_entry(app):
    scene = start(app, seed=7)
    for _ in range(6):
        scene.apply_action(scene.session.legal_actions()[0])
        lift(app)
    post_click(app, scene.log_toggle.rect.center)  # the full log, read back to the start...
    app.step([], 0.016)
    post_move(app, scene.log.rect.center)
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False))
    assert scene.log.offset == 0
    post_click(app, scene.log_toggle.rect.center)  # ...closed, then opened again
    app.step([], 0.016)
    post_click(app, scene.log_toggle.rect.center)
    assert scene.full_log
    app.step([], 0.016)
    assert scene.log.max_offset(app) > 0 and scene.log.offset == scene.log.max_offset(app)
    newest = scene.session.log_for(scene.viewer)[-1].line("ja")
    assert newest.endswith(shown_lines(app, scene)[-1])


def test_a_tooltip_goes_when_the_layout_that_made_it_changes(app):
    scene = against_the_computer(app)
    until_human(app, scene)
    button = scene.actions.items[0]
    post_move(app, button.rect.center)
    for _ in range(20):
        app.step([], 0.05)
    assert scene.tooltip_text()  # the action's whole description
    post_click(app, button.rect.center)
    until_human(app, scene)
    assert button not in scene.actions.items
    assert scene.tooltip_text() == ""  # the old button's tooltip went with it


def test_esc_on_the_curtain_opens_the_game_menu_and_hides_the_table(app):
    scene = start(app, seed=7)
    scene.apply_action(scene.session.legal_actions()[0])  # the other seat's turn: the curtain
    assert isinstance(app.top, PrivacyCurtain)
    curtain = app.top
    post_key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu) and app.top.game_scene is scene
    assert app.scenes[-2] is curtain  # the menu is drawn over the curtain, not over the table
    post_key(app, pygame.K_ESCAPE)  # "resume" closes the menu: back to the curtain
    assert app.top is curtain
    post_click(app, (app.size[0] // 2, app.size[1] // 2))
    assert app.top is scene


def test_deck_name_field_selects_all_with_ctrl_a_and_shows_its_limit(app):
    scene = start(app, seed=7)
    post_click(app, scene.deck_button.rect.center)
    builder = app.top
    assert isinstance(builder, DeckBuilderScene)
    field = builder.name
    post_click(app, field.rect.center)
    assert field.focused
    post_text(app, "First name")
    post_key(app, pygame.K_a, pygame.KMOD_CTRL)
    assert field.all_selected
    post_text(app, "Zeta")
    assert field.value == "Zeta"  # typing replaced the selection
    post_key(app, pygame.K_a, pygame.KMOD_CTRL)
    post_key(app, pygame.K_BACKSPACE)
    assert field.value == ""
    post_text(app, "x" * 45)
    assert field.value == "x" * 40 and field.refused
    assert "40" in builder.message[0].ja and "40" in builder.message[0].en
    app.step([], 0.016)
    assert any(k[0] == "40/40" for k in app.text._surfaces)  # the counter in the box
    post_key(app, pygame.K_BACKSPACE)
    assert field.value == "x" * 39 and not field.refused


def test_the_header_names_the_turn_whole_in_the_smallest_window(app):
    from tabletop.ui.app import MIN_SIZE

    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=MIN_SIZE[0], h=MIN_SIZE[1], size=MIN_SIZE)], 0.016)
    scene = start(app, seed=7)
    for lang in ("ja", "en"):
        app.set_lang(lang)
        app.text._surfaces.clear()
        scene.kept.clear()  # the header is kept between frames: drawn anew, so its texts are rendered
        app.step([], 0.016)
        turn = scene.view["turn_label"][lang]
        drawn = {k[0] for k in app.text._surfaces}
        whole = turn.replace(" ", "")
        assert turn in drawn or any((a + b).replace(" ", "") == whole for a in drawn if whole.startswith(
            a.replace(" ", "")) for b in drawn), turn  # on one line, or on two


def test_once_a_hand_card_is_chosen_the_prompt_says_where_to_click_next(app):
    """A newcomer's playthrough (150 %, English): after clicking a hand card the prompt still said "Click a
    highlighted hand card to choose it", so the next step (a highlighted zone or a button) was a guess. Once a card is
    chosen the hint says so, and it goes back when the choice is cancelled with a right-click."""
    from tabletop.ui.views.sdgf.scene import T_HINT, T_HINT_CHOSEN

    app.lang = "en"
    scene = against_the_computer(app)
    until_human(app, scene)
    while isinstance(app.top, PrivacyCurtain):
        lift(app)
    assert T_HINT.en in scene.prompt_text("en")
    post_key(app, pygame.K_1)
    assert scene.selected is not None
    assert T_HINT_CHOSEN.en in scene.prompt_text("en") and T_HINT.en not in scene.prompt_text("en")
    post_click(app, (5, 5), button=3)
    assert scene.selected is None and T_HINT.en in scene.prompt_text("en")
