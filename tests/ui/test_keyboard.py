"""Every shell action by keyboard: the Tab focus ring, Enter / Space, arrows,
Escape, and the F1 / ? key help listing the scene's keys."""

import pygame

from tabletop.ui import focus
from tabletop.ui.scenes.help import KeyHelpOverlay, scene_keys
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import resolve
from tabletop.ui.widgets import Chooser, ManualDiceDialog

from .conftest import press
from .test_game_scene import start

SHIFT = pygame.KMOD_SHIFT


def tab_to(app, predicate, limit=60):
    for _ in range(limit):
        press(app, pygame.K_TAB)
        w = focus.focused(app.top)
        if w is not None and predicate(w):
            return w
    raise AssertionError("never focused")


def labelled(text):
    return lambda w: text in resolve(getattr(w, "label", getattr(w, "caption", "")), "ja")


def test_tab_ring_visits_every_button_and_chooser_of_the_launcher(launcher):
    app = launcher.app
    ring = focus.focusables(app.top)
    seen = []
    for _ in ring:
        press(app, pygame.K_TAB)
        seen.append(focus.focused(app.top))
    assert seen == ring and len(ring) >= 6
    press(app, pygame.K_TAB, SHIFT)
    assert focus.focused(app.top) is ring[-2]


def test_launcher_start_a_game_without_the_mouse(launcher):
    app = launcher.app
    card = tab_to(app, lambda w: getattr(w, "game", None) is not None and w.game.spec.name == "demoduel")
    press(app, pygame.K_RETURN)
    assert app.top.selected.spec.name == "demoduel"
    seats = tab_to(app, lambda w: isinstance(w, Chooser))
    press(app, pygame.K_RIGHT)
    assert app.top.seats == 3 and focus.focused(app.top) is seats
    tab_to(app, labelled("ゲーム開始"))
    press(app, pygame.K_SPACE)
    assert app.session() is not None and app.session().seats == 3
    assert card is not None


def test_arrows_move_in_lists_and_escape_goes_back(launcher):
    app = launcher.app
    press(app, pygame.K_TAB)
    first = focus.focused(app.top)
    press(app, pygame.K_DOWN)
    assert focus.focused(app.top) is not first
    press(app, pygame.K_UP)
    assert focus.focused(app.top) is first
    press(app, pygame.K_END)
    assert focus.focused(app.top) is focus.focusables(app.top)[-1]
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    assert isinstance(app.top, LoadScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_a_mouse_press_hides_the_ring(launcher):
    app = launcher.app
    press(app, pygame.K_TAB)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)], 0.016)
    assert focus.focused(app.top) is None


def test_ring_is_drawn_in_gold(launcher):
    app = launcher.app
    press(app, pygame.K_TAB)
    w = focus.focused(app.top)
    app.step([], 0.016)
    ring = w.rect.inflate(6, 6)
    edge = [tuple(app.surface.get_at((x, ring.y + 1)))[:3] for x in range(ring.x + 12, ring.right - 12, 7)]
    assert edge and all(c == (222, 184, 92) for c in edge)


def test_in_game_menu_and_settings_by_keyboard(app):
    start(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu)
    tab_to(app, labelled("設定"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    tab_to(app, lambda w: w is app.top.muted)
    press(app, pygame.K_RIGHT)
    assert app.settings.muted is True
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, GameMenu)


def test_manual_dice_dialog_keeps_its_own_tab_and_arrows(app):
    dialog = app.push(ManualDiceDialog(app, 6, 2, "赤", "攻撃"))
    press(app, pygame.K_TAB)
    assert dialog.focus == 1 and focus.focused(dialog) is None
    press(app, pygame.K_UP)
    assert dialog.values[1] == 1


def test_f1_and_question_mark_open_the_key_help_of_the_scene(launcher):
    app = launcher.app
    press(app, pygame.K_F1)
    overlay = app.top
    assert isinstance(overlay, KeyHelpOverlay) and isinstance(overlay.scene, TitleScene)
    rows = overlay.rows("en")
    keys = [k for _, k, _ in rows]
    assert "Ctrl+O" in keys and "Ctrl+Q" in keys and "Tab / Shift+Tab" in keys and "F1 / ?" in keys
    press(app, pygame.K_F1)
    assert isinstance(app.top, TitleScene)
    press(app, pygame.K_SLASH, SHIFT)
    assert isinstance(app.top, KeyHelpOverlay)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_game_scene_contributes_its_keys(app):
    scene = start(app)
    keys = {k for k, _ in scene_keys(scene)}
    assert {"Esc", "Ctrl+Z", "Ctrl+Y", "Ctrl+S", "Ctrl+H"} <= keys
    press(app, pygame.K_F1)
    assert isinstance(app.top, KeyHelpOverlay)
    app.step([], 0.016)


def test_every_shell_button_with_a_shortcut_shows_it_in_its_tooltip(launcher):
    app = launcher.app
    for w in focus.focusables(app.top):
        if getattr(w, "shortcut", ""):
            assert "(" in w.tooltip_text("ja")


def test_every_seat_and_setup_chooser_is_in_the_ring_in_rows_and_under_captions(app):
    """The players' choosers sit in rows (two columns for 3+ seats) and a chooser whose caption and values cannot
    share a row has its caption above it: the ring missed both, so a keyboard user could not choose who plays."""
    from tabletop.games import discover

    from .test_launcher_setup import launch, pick

    discover()
    app.resize((800, 560))
    scene = launch(app)
    for name, seats in (("ultraseven", 2), ("zgundam", 3)):
        pick(app, scene, name)
        scene._set_seats(seats)
        app.step([], 0.016)
        ring = focus.focusables(scene)
        for chooser in [*scene.player_widgets, *(w for w in scene.setup_widgets if isinstance(w, Chooser))]:
            assert chooser in ring, (name, resolve(chooser.setup_caption, "en"))
        seat = scene.player_widgets[-1]
        tab_to(app, lambda w: w is seat)           # Tab reaches the last seat, scrolled into view
        assert scene.setup_list.rect.contains(seat.rect), (name, tuple(seat.rect))
        before = scene.players[seats - 1]
        press(app, pygame.K_RIGHT)
        assert scene.players[seats - 1] != before
