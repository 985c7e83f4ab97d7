"""The launcher, driven by constructed mouse and key events through App.step."""

import pygame

from tabletop.core.i18n import Text
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import resolve
from tabletop.ui.views.generic import GenericGameScene
from tabletop.ui.widgets import Chooser, PrivacyCurtain

from .conftest import button_labelled, click, frames, press


def card(scene, name):
    return next(c for c in scene.cards if c.game.spec.name == name)


def rendered(app, text):
    return any(k[0] == text for k in app.text._surfaces)


def test_launcher_lists_every_registered_game_with_both_titles(launcher, app):
    names = [c.game.spec.name for c in launcher.cards]
    assert {"toyrace", "demoduel"} <= set(names)
    assert rendered(app, "デモ対戦") and rendered(app, "Demo duel")
    assert rendered(app, "2〜4人")
    assert rendered(app, "テーブルトップ") and rendered(app, "Tabletop")


def test_clicking_a_game_shows_its_seats_options_and_dice_choosers(launcher, app):
    click(app, card(launcher, "demoduel"))
    assert launcher.selected.spec.name == "demoduel"
    captions = [resolve(w.caption, "en") for w in launcher.setup_widgets if isinstance(w, Chooser)]
    assert captions == ["Players", "Rounds", "Dice"]
    seats = launcher.setup_widgets[0]
    right = seats.parts()[2]
    click(app, right.center)
    click(app, right.center)
    assert launcher.seats == 4
    click(app, seats.parts()[0].center)
    assert launcher.seats == 3
    rounds = launcher.setup_widgets[1]
    click(app, rounds.parts()[2].center)
    assert launcher.options == {"rounds": "5"}


def test_language_switch_relabels_everything_at_once(launcher, app):
    start = launcher.start_button
    assert resolve(start.label, app.lang) == "ゲーム開始"
    click(app, launcher.lang_en)
    assert app.lang == "en"
    assert resolve(start.label, app.lang) == "Start game"
    frames(app)
    assert rendered(app, "Start game") and rendered(app, "Load game") and rendered(app, "Games")
    assert launcher.lang_en.selected and not launcher.lang_ja.selected
    click(app, launcher.lang_ja)
    assert app.lang == "ja" and resolve(launcher.quit_button.label, app.lang) == "終了"


def test_start_opens_the_generic_scene_behind_a_privacy_curtain(launcher, app):
    click(app, card(launcher, "demoduel"))
    click(app, launcher.setup_widgets[0].parts()[2].center)  # 3 seats
    for _ in range(len(launcher.player_widgets[1].choices)):  # seat 2: a second human at the screen
        if launcher.players[1] == "human":
            break
        click(app, launcher.player_widgets[1].parts()[2].center)
    click(app, launcher.start_button)
    assert isinstance(app.top, PrivacyCurtain)
    scene = app.scenes[-2]
    assert isinstance(scene, GenericGameScene)
    assert scene.session.seats == 3 and scene.session.dice.kind == "seeded"
    assert isinstance(app.scenes[0], TitleScene)


def test_return_key_starts_and_dice_chooser_selects_real_dice(launcher, app):
    click(app, card(launcher, "demoduel"))
    dice = launcher.setup_widgets[-1]
    click(app, dice.parts()[2].center)
    press(app, pygame.K_RETURN)
    assert app.session().dice.kind == "manual"


def test_load_button_opens_the_load_list_and_back_returns(launcher, app):
    click(app, launcher.load_button)
    assert isinstance(app.top, LoadScene)
    assert app.top.empty.visible
    click(app, button_labelled(app.top, "戻る"))
    assert app.top is launcher


def test_quit_button_stops_the_app(launcher, app):
    click(app, launcher.quit_button)
    assert not app.running and app.exit_code == 0


def test_window_close_stops_the_app(launcher, app):
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert not app.running


def test_resize_relayouts_inside_the_new_window(launcher, app):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=900, h=620, size=(900, 620))], 0.016)
    assert app.size == (900, 620)
    screen = pygame.Rect(0, 0, 900, 620)
    for w in (launcher.start_button, launcher.quit_button, launcher.lang_en, launcher.setup_panel):
        assert screen.contains(w.rect), w
    assert not launcher.start_button.rect.colliderect(launcher.game_list.rect)


def test_tooltip_shows_the_shortcut_after_hovering(launcher, app):
    start = launcher.start_button
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start.rect.center, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    assert launcher.tooltip_text() == ""
    frames(app, 10, 0.05)
    assert launcher.tooltip_text() == "ゲーム開始 (Enter)"


def test_a_tooltip_leaves_with_the_widget_the_layout_moved_from_under_a_still_pointer(launcher, app):
    """At start-up the pointer rests mid-window while the set-up panel fills in: the row first under it moves
    down, and its tooltip must not then appear over whatever lies there now (seen on Xvfb: "Players: 2" over the
    scenario's description)."""
    start = launcher.start_button
    pos = start.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=900, h=620, size=(900, 620))], 0.016)
    assert not start.rect.collidepoint(pos)          # the layout took the button from under the pointer
    frames(app, 10, 0.05)
    text = launcher.tooltip_text()
    assert "ゲーム開始" not in text
    now = launcher.widget_at(pos)
    assert text == (now.tooltip_text(app.lang) if now is not None else "")


def test_a_tooltip_leaves_with_a_widget_the_set_up_panel_replaced(launcher, app):
    """The first frame's set-up rows come from the game's manifest; once the game is imported the panel is
    built again with new rows. A tooltip of a row that is gone must not show over what lies there now."""
    seats = next(w for w in launcher.setup_widgets if isinstance(w, Chooser))
    seats.tooltip = Text("人数", "Players")          # a row with a tooltip (whole rows have none of their own)
    pos = seats.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    old = seats.tooltip_text(app.lang)
    launcher.rebuild_setup()                         # new rows; the old one keeps its rect under the pointer
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=900, h=620, size=(900, 620))], 0.016)
    assert all(w is not seats for w in launcher.setup_widgets) and seats.rect.collidepoint(pos)
    now = launcher.widget_at(pos)
    assert now is None or now.tooltip_text(app.lang) != old      # the new rows lie elsewhere
    frames(app, 25, 0.05)                            # the old row's delay, then the new one's
    assert launcher.tooltip_text() == (now.tooltip_text(app.lang) if now is not None else "")


def test_game_cards_are_drawn_again_only_on_hover_or_a_language_switch(launcher, app, monkeypatch):
    """Issue 16 (frame time): a frame at rest blits the cards kept from the last; hovering a card or
    switching the language draws what changed."""
    from tabletop.ui.scenes.title import GameCard

    painted: list[str] = []
    real = GameCard.paint
    monkeypatch.setattr(GameCard, "paint", lambda self, *a: painted.append(self.game.name) or real(self, *a))
    frames(app, 3)
    painted.clear()
    frames(app, 5)
    assert painted == []
    card = launcher.cards[0]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(1, 0), buttons=(0, 0, 0))], 0.016)
    frames(app, 2)
    assert painted == [card.game.name]
    painted.clear()
    app.set_lang("en")
    frames(app, 2)
    assert card.game.name in painted  # every card in view, in the new language


def test_a_click_dismisses_the_tooltip_until_the_pointer_reaches_another_widget(launcher, app):
    """Seen on Xvfb: a game card's tooltip (its summary) stayed up after the click that chose the game, over the
    set-up rows it had just opened. A click dismisses it; moving on the same card keeps it away (and the loop may
    idle); another widget's tooltip comes after its own delay."""
    card = launcher.cards[1]
    pos = card.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    frames(app, 10, 0.05)
    assert launcher.tooltip_text()
    click(app, pos)
    frames(app, 10, 0.05)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 5, pos[1]), rel=(5, 0), buttons=(0, 0, 0))], 0.016)
    frames(app, 10, 0.05)
    assert launcher.tooltip_text() == "" and not app.timer_pending()
    other = launcher.cards[0].rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=other, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    frames(app, 10, 0.05)
    assert launcher.tooltip_text()
