"""The message shown after a scene crashed: what happened, where the report
is, and two ways on: back to the launcher or reload the last autosave."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import Text, t
from tabletop.core.session import Session

from .. import theme
from ..saves import latest_autosave
from ..scene import Scene
from ..text import key
from ..widgets import Button, Label


class CrashScene(Scene):
    def __init__(self, app, report: Path, autosave: Path | None, exc: BaseException | None = None) -> None:
        super().__init__(app)
        self.report = report
        self.autosave = autosave
        self.error_line = f"{type(exc).__name__}: {exc}" if exc is not None else ""
        self.problem: Text | None = None
        text_key = "ui.crash_text" if autosave else "ui.crash_text_nosave"
        self.title = Label(key("ui.crash_title"), size=theme.SIZE_TITLE, bold=True, colour=theme.WARNING)
        self.body = Label(key(text_key, path=str(report)), wrap=True)
        self.detail = Label(self.error_line, wrap=True, colour=theme.TEXT_MUTED, size=theme.SIZE_SMALL)
        self.problem_label = Label(lambda lang: self.problem.get(lang) if self.problem else "", wrap=True, colour=theme.ERROR)
        self.launcher = Button(key("ui.to_launcher"), self.app.open_launcher, style="primary", shortcut="escape")
        self.reload = Button(key("ui.reload_autosave"), self.reload_autosave, shortcut="ctrl+r",
                             enabled=lambda: latest_autosave() is not None)
        self.add(self.title, self.body, self.detail, self.problem_label, self.launcher, self.reload)

    def layout(self, size) -> None:
        w, h = size
        x, width = max(40, w // 8), w - 2 * max(40, w // 8)
        self.title.rect = pygame.Rect(x, h // 5, width, 70)
        self.body.rect = pygame.Rect(x, self.title.rect.bottom + 20, width, 90)
        self.detail.rect = pygame.Rect(x, self.body.rect.bottom + 10, width, 70)
        self.launcher.rect = pygame.Rect(x, self.detail.rect.bottom + 30, 280, 48)
        self.reload.rect = pygame.Rect(x + 300, self.detail.rect.bottom + 30, 340, 48)
        self.problem_label.rect = pygame.Rect(x, self.launcher.rect.bottom + 20, width, 80)

    def reload_autosave(self) -> None:
        path = latest_autosave()
        if path is None:
            self.problem = Text(t("ui.no_autosave", "ja"), t("ui.no_autosave", "en"))
            return
        try:
            session = Session.load(path)
        except TabletopError as exc:
            line = str(exc).splitlines()[0]
            self.problem = Text(t("ui.load_failed", "ja", error=line), t("ui.load_failed", "en", error=line))
            return
        self.app.start_game(session)
