"""The generic game scene: makes any registered game playable.

Top bar: the game's title, ``session.turn_label()`` and the menu. Left column:
whose decision is pending (seat, kind, prompt), every ``legal_actions`` entry
as a button labelled with ``session.describe_action`` (scrollable), undo / redo.
Middle: the viewer's ``view`` summarised as indented ``key: value`` lines and a
dice display of the last roll events (``kind == "roll"``, data sides/results).
Right: the log as the viewer may see it (``session.log_for``). Everything
else (manual dice, rules-error banner, curtain, autosave, end of game, menu)
comes from ``views.base.GameScene``.
"""

from __future__ import annotations

import json
from functools import partial

import pygame

from tabletop.core.game import Event
from tabletop.core.i18n import t

from .. import theme
from ..text import key
from ..widgets import Button, DiceDisplay, Label, LogPanel, Panel, ScrollList
from .base import GameScene

MAX_LOG = 400
MAX_VALUE = 160


def summarise(view, indent: int = 0, out: list[str] | None = None, depth: int = 0) -> list[str]:
    """A JSON view as readable ``key: value`` lines (nested dicts indented)."""
    out = [] if out is None else out
    pad = "  " * indent
    if isinstance(view, dict):
        for k, v in view.items():
            if isinstance(v, dict) and v and depth < 3:
                out.append(f"{pad}{k}:")
                summarise(v, indent + 1, out, depth + 1)
            elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v) and depth < 3:
                out.append(f"{pad}{k}: ({len(v)})")
                for i, item in enumerate(v[:30]):
                    out.append(f"{pad}  [{i + 1}]")
                    summarise(item, indent + 2, out, depth + 1)
            else:
                out.append(f"{pad}{k}: {short(v)}")
    else:
        out.append(f"{pad}{short(view)}")
    return out


def short(value) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= MAX_VALUE else text[:MAX_VALUE - 1] + "…"


def roll_faces(events: list[Event]) -> list[tuple[int, list[int]]]:
    """(sides, results) of the roll events among ``events``."""
    out = []
    for e in events:
        if e.kind == "roll" and e.data.get("sides") and e.data.get("results"):
            out.append((int(e.data["sides"]), [int(r) for r in e.data["results"]]))
    return out


class GenericGameScene(GameScene):
    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.menu_button = Button(key("ui.menu"), self.open_menu, shortcut="", size=theme.SIZE_BODY,
                                  tooltip=key("ui.menu_hint"))
        self.pending_panel = Panel()
        self.pending_label = Label(self.pending_text, wrap=True, size=theme.SIZE_LABEL, bold=True)
        self.prompt_label = Label(self.prompt_text, wrap=True, colour=theme.TEXT_MUTED)
        self.actions_title = Label(key("ui.actions"), size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.actions = ScrollList(item_height=42, gap=6)
        self.no_actions = Label(self.no_actions_text, colour=theme.TEXT_MUTED, wrap=True)
        self.result_button = Button(key("ui.show_result"), self.show_outcome, style="primary")
        self.undo_button = Button(key("ui.undo"), self.undo, shortcut="ctrl+z", enabled=self.can_undo)
        self.redo_button = Button(key("ui.redo"), self.redo, shortcut="ctrl+y", enabled=self.can_redo)
        self.view_panel = LogPanel(title=self.view_title, follow=False)
        self.dice = DiceDisplay(title=key("ui.dice"), empty=key("ui.no_roll"))
        self.log = LogPanel(title=key("ui.log"))
        self.add(self.menu_button, self.pending_panel, self.pending_label, self.prompt_label, self.actions_title,
                 self.actions, self.no_actions, self.result_button, self.undo_button, self.redo_button,
                 self.view_panel, self.dice, self.log)
        self.dice.show(roll_faces(session.log_for(self.viewer))[-1:], animate=False)

    # -- texts ------------------------------------------------------------------------------
    def pending_text(self, lang: str) -> str:
        decision = self.session.pending()
        if decision is None:
            return t("ui.game_over", lang)
        return t("ui.pending", lang, seat=self.game.seat_name(decision.seat, lang), kind=decision.kind)

    def prompt_text(self, lang: str) -> str:
        decision = self.session.pending()
        if decision is None:
            return ""
        prompt = decision.prompt.get(lang) if decision.prompt else ""
        return f"{prompt}  ({decision.kind})" if prompt else decision.kind

    def no_actions_text(self, lang: str) -> str:
        return "" if self.session.is_over() else t("ui.no_actions", lang)

    def view_title(self, lang: str) -> str:
        return t("ui.view", lang, seat=self.seat_name(self.viewer).get(lang))

    def open_menu(self) -> None:
        from ..scenes.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    # -- refresh ----------------------------------------------------------------------------------
    def on_change(self, events: list[Event]) -> None:
        session, game = self.session, self.game
        decision = session.pending()
        at_computer = decision is not None and (not game.spec.hidden_information or decision.seat == self.shown_seat)
        buttons = []
        if at_computer:
            for action in session.legal_actions():
                buttons.append(Button(partial(session.describe_action, action),
                                      lambda a=action: self.apply_action(a), align="left", size=theme.SIZE_BODY))
        self.actions.set_items(buttons)
        self.no_actions.visible = not buttons and not session.is_over()
        self.result_button.visible = session.is_over()
        viewer = self.viewer
        self.view_panel.set_lines(summarise(session.view(viewer)) if (viewer is not None or session.is_over()) else [])
        lines = []
        for event in session.log_for(viewer)[-MAX_LOG:]:
            colour = theme.GOLD if event.kind == "roll" else theme.TEXT
            lines.append(((lambda lang, e=event: e.line(lang)), colour))
        self.log.set_lines(lines)
        rolls = roll_faces(events)
        if rolls:
            self.dice.show(rolls, animate=True)

    # -- layout and drawing ---------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        m = 16
        top = 76
        self.menu_button.rect = pygame.Rect(w - m - 130, 18, 130, 40)
        self.banner_area = pygame.Rect(m, top, w - 2 * m, 40)
        body_top = top + 52
        col_w = (w - 4 * m) // 3
        left = pygame.Rect(m, body_top, col_w, h - body_top - m)
        mid = pygame.Rect(left.right + m, body_top, col_w, h - body_top - m)
        right = pygame.Rect(mid.right + m, body_top, w - mid.right - 2 * m, h - body_top - m)
        self.pending_panel.rect = pygame.Rect(left.x, left.y, left.w, 96)
        self.pending_label.rect = pygame.Rect(left.x + 14, left.y + 12, left.w - 28, 32)
        self.prompt_label.rect = pygame.Rect(left.x + 14, left.y + 46, left.w - 28, 44)
        self.actions_title.rect = pygame.Rect(left.x, self.pending_panel.rect.bottom + 12, left.w, 22)
        bottom = left.bottom - theme.BUTTON_HEIGHT
        half = (left.w - 10) // 2
        self.undo_button.rect = pygame.Rect(left.x, bottom, half, theme.BUTTON_HEIGHT)
        self.redo_button.rect = pygame.Rect(left.x + half + 10, bottom, left.w - half - 10, theme.BUTTON_HEIGHT)
        list_top = self.actions_title.rect.bottom + 6
        self.actions.rect = pygame.Rect(left.x, list_top, left.w, bottom - list_top - 12)
        self.actions.place()
        self.no_actions.rect = pygame.Rect(left.x + 4, list_top + 4, left.w - 8, 60)
        self.result_button.rect = pygame.Rect(left.x, list_top, left.w, 48)
        dice_h = 120
        self.view_panel.rect = pygame.Rect(mid.x, mid.y, mid.w, mid.h - dice_h - m)
        self.dice.rect = pygame.Rect(mid.x, mid.bottom - dice_h, mid.w, dice_h)
        self.log.rect = right

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        text, lang = self.app.text, self.app.lang
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, 66))
        pygame.draw.line(surface, theme.ACCENT, (0, 66), (w, 66), 2)
        spec = self.game.spec
        title = text.render(spec.title.get(lang), theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(title, (16, 14))
        x = 16 + title.get_width() + 16
        turn = self.session.turn_label().get(lang)
        if turn:
            s = text.render(text.fit(turn, theme.SIZE_LABEL, self.menu_button.rect.x - x - 20), theme.SIZE_LABEL, theme.GOLD)
            surface.blit(s, s.get_rect(midleft=(x, 14 + title.get_height() // 2)))
        hint = text.render(key("ui.menu_hint").get(lang), theme.SIZE_SMALL, theme.TEXT_MUTED)
        surface.blit(hint, hint.get_rect(midright=(self.menu_button.rect.x - 14, self.menu_button.rect.centery)))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_banner(surface, self.banner_area)  # over the widgets when it grows
