"""GameScene: what every game screen shares, so views only draw their game.

* ``apply_action(action)`` sends an action for the pending seat through the
  session. ``NeedManualRoll`` (real dice) opens ``ManualDiceDialog``, hands the
  faces to ``session.dice.provide`` and applies again; a ``RulesError`` shows
  in the banner with its rule number (``exc.message(lang)``); nothing else is
  caught here (the app's crash handler takes the rest).
* ``undo()`` / ``redo()`` / ``save()``; Escape opens the in-game menu;
  Ctrl+Z / Ctrl+Y / Ctrl+S work unless a widget takes them first.
* After every change: autosave at turn end (``saves.Autosaver``), the privacy
  curtain when the pending seat changes in a game with hidden information,
  the end-of-game screen, and ``on_change(events)`` for the view to refresh.
* ``viewer``: the seat whose view is shown (the seat at the computer).
* ``help_text()``: per-game rules help for the menu (None = no help).
* ``draw_banner(surface, rect)``: the error / info banner; a rules error
  carries a "なぜ? / Why?" chip (and Ctrl+H) that opens the rules help at the
  cited rule (``scenes.help``).
* ``key_help()``: the scene's keys for the F1 / ? overlay (views may extend it).
"""

from __future__ import annotations

from typing import Sequence

import pygame

from tabletop.core.errors import NeedManualRoll, RulesError
from tabletop.core.game import Action, Event
from tabletop.core.i18n import Text, t
from tabletop.core.i18n import text as i18n_text

from .. import theme
from ..saves import Autosaver, save_game
from ..scene import Scene
from ..text import Label, key, resolve
from ..widgets import ManualDiceDialog, PrivacyCurtain


class GameScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.autosaver = Autosaver(session)
        self.banner: tuple[Label, str] | None = None  # (text, "error" | "info")
        decision = session.pending()
        hidden = self.game.spec.hidden_information
        self.shown_seat: int | None = None if hidden else (decision.seat if decision else None)
        self.curtain_up = False
        self.over_shown = False

    # -- who is at the computer ------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose view is drawn (None = spectator, e.g. after the game)."""
        decision = self.session.pending()
        if not self.game.spec.hidden_information:
            return decision.seat if decision else None
        if decision is None:
            return None
        return self.shown_seat

    def seat_name(self, seat: int | None) -> Text:
        if seat is None:
            return i18n_text("ui.spectator")
        label = self.game.spec.seat_label(seat)
        return label

    def enter(self) -> None:
        super().enter()
        self.on_change([])
        self.check_curtain()
        self.check_game_over()

    def resume(self) -> None:
        super().resume()
        self.on_change([])

    # -- actions ------------------------------------------------------------------------------
    def apply_action(self, action: Action) -> bool:
        """Apply ``action`` for the pending seat; True if it was applied."""
        decision = self.session.pending()
        seat = decision.seat if decision else None
        try:
            events = self.session.apply(action, seat)
        except NeedManualRoll as need:
            self.app.push(ManualDiceDialog(
                self.app, need.sides, need.count, need.who, need.why,
                on_done=lambda faces: self._provide_and_retry(faces, action)))
            return False
        except RulesError as exc:
            self.show_error(exc)
            return False
        self.banner = None
        self.changed(events)
        return True

    def _provide_and_retry(self, faces: Sequence[int], action: Action) -> None:
        self.session.dice.provide(faces)
        self.apply_action(action)

    def undo(self) -> None:
        try:
            self.session.undo()
        except RulesError as exc:
            self.show_error(exc)
            return
        self.banner = None
        self.changed([])

    def redo(self) -> None:
        try:
            self.session.redo()
        except RulesError as exc:
            self.show_error(exc)
            return
        self.banner = None
        self.changed([])

    def save(self) -> None:
        try:
            path = save_game(self.session)
        except OSError as exc:
            self.app.toast(Text(t("ui.save_failed", "ja", error=exc), t("ui.save_failed", "en", error=exc)), theme.ERROR)
            return
        self.app.toast(Text(t("ui.saved", "ja", name=path.name), t("ui.saved", "en", name=path.name)))
        self.last_save = path

    def changed(self, events: list[Event]) -> None:
        """Everything that follows a change of the session (see the module doc)."""
        self.autosaver.after_change()
        self.app.events_shown(events)  # dice / card sounds
        self.on_change(events)
        self.check_curtain()
        self.check_game_over()

    def on_change(self, events: list[Event]) -> None:
        """Views refresh their widgets here (``events`` = the new log events)."""

    def help_text(self) -> list | None:
        """Rules help lines for the in-game menu (labels); None = this view has none."""
        return None

    # -- curtain and end of game -------------------------------------------------------------
    def check_curtain(self) -> None:
        if not self.game.spec.hidden_information:
            return
        decision = self.session.pending()
        if decision is None or decision.seat == self.shown_seat or self.curtain_up:
            return
        seat = decision.seat
        self.curtain_up = True

        def lifted() -> None:
            self.shown_seat = seat
            self.curtain_up = False
            self.on_change([])

        self.app.push(PrivacyCurtain(self.app, self.seat_name(seat), on_ready=lifted))

    def check_game_over(self) -> None:
        if self.session.is_over() and not self.over_shown and not self.curtain_up:
            self.over_shown = True
            self.show_outcome()

    def show_outcome(self) -> None:
        from ..scenes.game_over import GameOverScene

        self.app.push(GameOverScene(self.app, self))

    # -- banner and input --------------------------------------------------------------------
    def show_error(self, exc: RulesError) -> None:
        self.banner = ((lambda lang, e=exc: e.message(lang)), "error")
        self.banner_rule = exc.rule

    # -- rules help at the cited rule ("why?") and the key list (see scenes.help) ----------------
    banner_rule = ""
    why_rect = pygame.Rect(0, 0, 0, 0)

    def why(self) -> None:
        from ..scenes.help import open_rules_help

        open_rules_help(self.app, self, self.banner_rule if self.banner else "")

    def key_help(self) -> list:
        from ..scenes.help import game_key_help

        return game_key_help()

    def notify(self, label: Label) -> None:
        self.banner = (label, "info")

    def handle(self, inp) -> bool:
        if super().handle(inp):
            return True
        if inp.kind == "key":
            if inp.shortcut == "escape":
                from ..scenes.menu import GameMenu

                self.app.push(GameMenu(self.app, self))
                return True
            actions = {"ctrl+z": self.undo, "ctrl+y": self.redo, "ctrl+s": self.save, "ctrl+h": self.why}
            if inp.shortcut in actions:
                actions[inp.shortcut]()
                return True
        if inp.kind == "click" and self.banner is not None and self.why_rect.collidepoint(inp.pos):
            self.why()
            return True
        if inp.kind == "click" and self.banner is not None and self.banner_rect.collidepoint(inp.pos):
            self.banner = None
            return True
        return False

    banner_rect = pygame.Rect(0, 0, 0, 0)

    def draw_banner(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The current banner (errors red, info green) in ``rect``; click dismisses it."""
        self.banner_rect = pygame.Rect(rect)
        if self.banner is None:
            return
        label, kind = self.banner
        fill, edge, colour = ((theme.ERROR_BG, theme.ERROR, theme.TEXT) if kind == "error"
                              else (theme.OK_BG, theme.ACCENT_HOVER, theme.TEXT))
        theme.panel(surface, rect, fill, edge)
        text = self.app.text
        room = rect.w - 140 - (170 if kind == "error" and self.banner_rule else 0)
        msg = text.fit(resolve(label, self.app.lang), theme.SIZE_BODY, room)
        s = text.render(msg, theme.SIZE_BODY, colour)
        surface.blit(s, s.get_rect(midleft=(rect.x + 14, rect.centery)))
        hint = text.render(key("ui.dismiss").get(self.app.lang) + " ×", theme.SIZE_SMALL, theme.TEXT_MUTED)
        hint_rect = surface.blit(hint, hint.get_rect(midright=(rect.right - 12, rect.centery)))
        self.why_rect = pygame.Rect(0, 0, 0, 0)
        if kind == "error" and self.banner_rule:
            from ..scenes.help import draw_why_chip

            self.why_rect = draw_why_chip(surface, self.app, rect, hint_rect.x - 12)
