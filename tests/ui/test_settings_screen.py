"""Settings are wired in: the screen from launcher and menu, each setting applied
at once, remembered between runs; UI scale, palette and window size work."""

import json

import pygame

from tabletop.ui import motion
from tabletop.ui import settings as st
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import resolve

from .conftest import button_labelled, click, press
from .test_game_scene import start


def persisting_app(home, **kw):
    pygame.display.init()
    pygame.font.init()
    return App(None, size=(1280, 800), settings=st.load(), persist=True, **kw)


def test_settings_screen_from_the_launcher_changes_and_remembers_everything(home):
    app = persisting_app(home)
    app.open_launcher()
    click(app, button_labelled(app.top, "設定"))
    scene = app.top
    assert isinstance(scene, SettingsScene)
    click(app, scene.lang.parts()[2].center)  # ▶: English
    assert app.lang == "en"
    scene.palette.set("tritanopia")
    scene.volume.set(0.3)
    scene.muted.set(True)
    scene.dice.set("manual")
    scene.pace.set(False)
    scene.animations.set(False)
    assert not motion.enabled()  # applied at once
    scene.scale.set(1.25)
    scene.window.set([1440, 900])
    saved = json.loads((home / "settings.json").read_text())
    assert saved == {"lang": "en", "ui_scale": 1.25, "volume": 0.3, "muted": True, "palette": "tritanopia",
                     "dice_source": "manual", "window": [1440, 900], "computer_pace": False, "animations": False,
                     "last_game": "", "setups": {}}
    assert theme.palette_name() == "tritanopia"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    # the next run starts with them
    again = persisting_app(home)
    again.open_launcher()
    assert again.lang == "en" and again.settings.volume == 0.3 and again.top.dice_kind == "manual"
    assert again.settings.computer_pace is False
    assert again.settings.animations is False and not motion.enabled()
    motion.set_enabled(True)
    theme.set_palette("standard")
    theme.set_ui_scale(1.0)


def test_settings_from_the_in_game_menu_and_back(app):
    start(app)
    press(app, pygame.K_ESCAPE)
    click(app, button_labelled(app.top, "設定"))
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu)


def test_ui_scale_enlarges_everything_and_maps_the_pointer(app):
    app.open_launcher()
    app.step([], 0.016)
    quit_at_1 = app.top.quit_button.rect.copy()
    app.change_setting("ui_scale", 1.25)
    try:
        assert app.scale == 1.25 and app.size == (1024, 640) and app.window.get_size() == (1280, 800)
        quit_button = app.top.quit_button
        # the button is drawn 1.25x larger on the window, and a click on its window position works
        window_pos = (int(quit_button.rect.centerx * 1.25), int(quit_button.rect.centery * 1.25))
        app.step([], 0.016)
        assert quit_button.rect.h * 1.25 > quit_at_1.h
        click(app, window_pos)
        assert not app.running
    finally:
        theme.set_ui_scale(1.0)


def test_ui_scale_never_makes_the_logical_screen_smaller_than_the_minimum(app):
    app.change_setting("ui_scale", 2.0)
    try:
        assert app.size[0] >= 800 and app.size[1] >= 560 and app.scale < 2.0
        screen = app.push(SettingsScene(app))
        assert "143 %" in screen.note_text("en")
        app.pop()
        app.resize((1920, 1200))
        assert app.scale == 2.0 and app.size == (960, 600)
        assert app.settings.window == [1920, 1200]
    finally:
        app.change_setting("ui_scale", 1.0)
    assert app.surface is app.window


def test_a_small_scale_shows_more(app):
    app.change_setting("ui_scale", 0.8)
    try:
        app.open_launcher()
        app.step([], 0.016)
        assert app.size == (1600, 1000)
    finally:
        app.change_setting("ui_scale", 1.0)


def test_read_only_home_keeps_settings_for_the_run(home, monkeypatch):
    app = persisting_app(home)

    def refuse(*a, **k):
        raise OSError("read-only")

    monkeypatch.setattr(st, "save", refuse)
    app.change_setting("volume", 0.2)
    assert app.settings.volume == 0.2


def test_run_app_starts_with_the_remembered_settings_and_keeps_them_and_the_game(home, monkeypatch):
    from tabletop.core import registry
    from tabletop.core.session import Session
    from tabletop.ui import app as app_module
    from tabletop.ui.saves import autosaves

    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"lang": "en", "window": [1024, 640], "palette": "protanopia"}))
    seen = []
    original = app_module.App.step

    def step_then_quit(self, events=(), dt=1 / 60):
        busy = original(self, events, dt)
        seen.append((self.lang, self.window.get_size(), theme.palette_name()))
        self.quit(0)
        return busy

    monkeypatch.setattr(app_module.App, "step", step_then_quit)
    session = Session(registry.find("toyrace"), 2)
    try:
        assert app_module.run_app(session=session) == 0
    finally:
        theme.set_palette("standard")
    assert seen == [("en", (1024, 640), "protanopia")]
    assert json.loads((home / "settings.json").read_text())["window"] == [1024, 640]
    assert autosaves("toyrace")  # quitting autosaved the game


def test_the_saved_note_puts_each_sentence_on_its_own_line(app):
    """Run on, the Japanese note left 「す。」 alone on its second line at 1280x800."""
    for lang in ("ja", "en"):
        app.set_lang(lang)
        screen = app.push(SettingsScene(app))
        app.step([], 0.016)
        lines = screen.saved_note.lines(app)
        assert lines == screen.note_text(lang).split("\n"), lines
        assert all(len(line) > 8 for line in lines)
        app.pop()


def test_the_value_boxes_make_one_column(app):
    """Each chooser took its own longest value's width, so 「コンピューターの手」's box started 77 px left of the others at
    150 %: every box is as wide as the widest where its caption keeps its room (at every scale here, all of them)."""
    try:
        for scale in (1.0, 1.5):
            app.change_setting("ui_scale", scale)
            screen = app.push(SettingsScene(app))
            app.step([], 0.016)
            starts = {c.parts()[0].x for c in screen.choosers}
            assert len(starts) == 1, (scale, starts)
            for c in screen.choosers:
                for lang in ("ja", "en"):
                    caption = app.text.size(resolve(c.caption, lang), theme.SIZE_BODY)[0]
                    assert caption <= c.parts()[0].x - c.rect.x - 12, resolve(c.caption, lang)
                    for _, label in c.choices:
                        assert app.text.size(resolve(label, lang), theme.SIZE_BODY)[0] <= c.parts()[1].w - 6
            app.pop()
    finally:
        theme.set_ui_scale(1.0)
