"""The in-game menu (Escape): resume, save, load, undo, redo, rules help,
settings, language, back to launcher. It works on any ``views.base.GameScene``.

Rules help opens ``scenes.help.RulesHelpScene`` with the view's
``help_text()`` lines and the game's docs and rulings; it is offered when
either exists. "Back to launcher" autosaves first, so leaving never loses
the game."""

from __future__ import annotations

import pygame

from .. import theme
from ..scene import Overlay
from ..text import key
from ..widgets import Button

BUTTON_W = 340


class GameMenu(Overlay):
    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.buttons = [
            Button(key("ui.resume"), self.close, shortcut="escape"),
            Button(key("ui.save"), self.save, shortcut="ctrl+s"),
            Button(key("ui.load"), self.load, shortcut="ctrl+o"),
            Button(key("ui.undo"), self.undo, shortcut="ctrl+z", enabled=game_scene.can_undo),
            Button(key("ui.redo"), self.redo, shortcut="ctrl+y", enabled=game_scene.can_redo),
            Button(key("ui.rules_help"), self.help, shortcut="h", enabled=self.has_help,
                   tooltip=lambda lang: "" if self.has_help() else key("ui.no_help").get(lang)),
            Button(key("ui.settings"), self.settings, shortcut="ctrl+,"),
            Button(key("ui.switch_lang"), self.switch_lang, shortcut="ctrl+l"),
            Button(key("ui.to_launcher"), self.to_launcher),
        ]
        self.buttons[0].style = "primary"
        self.add(*self.buttons)
        self.box = pygame.Rect(0, 0, 0, 0)

    def layout(self, size) -> None:
        w, h = size
        n = len(self.buttons)
        step = min(theme.BUTTON_HEIGHT + 10, (h - 20 - 90) // n)  # closer rows on a short window, never off it
        button_h = min(theme.BUTTON_HEIGHT, step - 4)
        box_h = 80 + step * n + 10
        self.box = pygame.Rect(0, 0, BUTTON_W + 60, box_h)
        self.box.center = (w // 2, h // 2)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.box.x + 30, self.box.y + 70 + i * step, BUTTON_W, button_h)

    def draw_content(self, surface) -> None:
        theme.panel(surface, self.box, theme.PANEL_RAISED, theme.ACCENT, radius=12, width=2)
        title = self.app.text.render(key("ui.menu").get(self.app.lang), theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + 18)))

    def save(self) -> None:
        self.close()
        self.game_scene.save()

    def load(self) -> None:
        from .load import LoadScene

        self.close()
        self.app.push(LoadScene(self.app))

    def undo(self) -> None:
        self.close()  # back to the board (a curtain may follow if the seat changes)
        self.game_scene.undo()

    def redo(self) -> None:
        self.close()
        self.game_scene.redo()

    def has_help(self) -> bool:
        from .help import has_rules_help

        return has_rules_help(self.game_scene.game.spec.name, self.game_scene.help_text())

    def help(self) -> None:
        from .help import RulesHelpScene

        game = self.game_scene.game
        self.app.push(RulesHelpScene(self.app, game.spec.name, self.game_scene.help_text(), title=game.spec.title))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def to_launcher(self) -> None:
        self.app.autosave_on_quit()
        self.app.open_launcher()

    def switch_lang(self) -> None:
        self.app.set_lang("en" if self.app.lang == "ja" else "ja")
