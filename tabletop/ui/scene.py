"""Scenes and the scene stack's contract.

A scene is one screen (launcher, game, menu, dialog). The app keeps a stack:
``push`` pauses the scene below, ``pop`` resumes it, ``replace`` swaps the top.
Hooks: ``enter`` (pushed), ``pause`` (covered), ``resume`` (uncovered),
``exit`` (removed). Every frame the top scene gets ``handle(input)`` for each
semantic input, then every scene gets ``update(dt)``, then scenes are drawn
from the topmost opaque one upwards. ``draw`` never changes game state.

The base class dispatches inputs to ``self.widgets`` (topmost first), feeds
keyboard shortcuts to buttons, and shows a widget's tooltip after the pointer
rests on it. ``Overlay`` is a non-opaque modal scene (menus, dialogs) that
shades what is underneath.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Iterable

import pygame

from . import theme
from .inputs import Input

if TYPE_CHECKING:  # pragma: no cover
    from .app import App
    from .widgets.base import Widget

TOOLTIP_DELAY = 0.45


class Scene:
    """One screen. Subclasses build widgets in ``build`` and place them in ``layout``."""

    opaque = True
    background = theme.BG

    def __init__(self, app: "App") -> None:
        self.app = app
        self.widgets: list["Widget"] = []
        self._hover: "Widget | None" = None
        self._hover_time = 0.0
        self._pointer = (-1, -1)

    # -- hooks -----------------------------------------------------------------
    def enter(self) -> None:
        self.layout(self.app.size)

    def pause(self) -> None:
        self._hover = None

    def resume(self) -> None:
        self.layout(self.app.size)

    def exit(self) -> None:
        pass

    def layout(self, size: tuple[int, int]) -> None:
        """Place widgets for a screen of ``size`` (called on enter, resume and resize)."""

    # -- frame -----------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        """Offer ``inp`` to the widgets; True if one used it."""
        if inp.pointer:
            self._pointer = inp.pos
            if inp.kind == "motion":
                found = self.widget_at(inp.pos)
                if found is not self._hover:
                    self._hover, self._hover_time = found, 0.0
            elif inp.kind == "press" and self._hover is not None:
                # a click says the player has read enough: the tooltip goes and stays away until the pointer
                # reaches another widget (a game card's summary stayed over the set-up it had just opened)
                self._hover_time = -math.inf
        for widget in reversed(self.all_widgets()):
            if widget.visible and widget.handle(inp, self.app):
                return True
        return False

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; True while something moves."""
        moving = False
        for widget in self.all_widgets():
            if widget.visible and widget.update(dt):
                moving = True
        if self._hover is not None:
            before = self._hover_time
            self._hover_time += dt
            if self._hover_time >= TOOLTIP_DELAY and self.widget_at(self._pointer) is not self._hover:
                # the layout moved or replaced the widget under a still pointer (asked only while its tooltip
                # is due or shown): the tooltip goes with it, and what lies there now waits its own delay
                self._hover, self._hover_time = self.widget_at(self._pointer), 0.0
            elif before < TOOLTIP_DELAY <= self._hover_time:
                moving = True  # one more frame to show the tooltip
        return moving

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque:
            surface.fill(self.background)
        self.draw_content(surface)
        for widget in self.all_widgets():
            if widget.visible:
                widget.draw(surface, self.app)
        self.draw_tooltip(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Scene-specific drawing under the widgets."""

    # -- helpers ---------------------------------------------------------------
    def all_widgets(self) -> list["Widget"]:
        return self.widgets

    def widget_at(self, pos: tuple[int, int]) -> "Widget | None":
        for widget in reversed(self.all_widgets()):
            if widget.visible:
                found = widget.find(pos)
                if found is not None:
                    return found
        return None

    def tooltip_due(self) -> bool:
        """A hovered widget's tooltip is still waiting for its delay."""
        return self._hover is not None and 0.0 <= self._hover_time < TOOLTIP_DELAY  # (-inf: dismissed by a click)

    def tooltip_text(self) -> str:
        if self._hover is None or self._hover_time < TOOLTIP_DELAY:
            return ""
        return self._hover.tooltip_text(self.app.lang)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        text = self.tooltip_text()
        if text:
            from .widgets.tooltip import draw_tooltip

            hover = self._hover
            assert hover is not None
            draw_tooltip(surface, self.app.text, text, self._pointer, anchor=hover.rect, avoid=self._buttons_besides(hover))

    def _buttons_besides(self, hover: "Widget") -> list[pygame.Rect]:
        """The rects of the visible buttons other than ``hover`` (a scroll list's shown items included):
        what a tooltip should leave in sight."""
        from .widgets.button import Button

        rects: list[pygame.Rect] = []
        for widget in self.all_widgets():
            if not widget.visible:
                continue
            items = getattr(widget, "items", None)
            inner = [i for i in items if isinstance(i, Button)] if isinstance(items, list) else []
            for w in inner or [widget]:
                if w is not hover and w.visible and isinstance(w, Button) and w.rect.w and w.rect.h:
                    rects.append(w.rect.clip(widget.rect) if inner else w.rect)
        return [r for r in rects if r.w and r.h]

    def add(self, *widgets: "Widget") -> None:
        self.widgets.extend(widgets)

    def remove(self, widgets: Iterable["Widget"]) -> None:
        gone = set(map(id, widgets))
        self.widgets = [w for w in self.widgets if id(w) not in gone]

    def close(self) -> None:
        """Take this scene off the stack (if it is on top)."""
        if self.app.top is self:
            self.app.pop()


class Overlay(Scene):
    """A modal scene drawn over the one below, which it shades."""

    opaque = False
    shade_alpha = 150

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, self.shade_alpha)
        super().draw(surface)

    def handle(self, inp: Input) -> bool:
        super().handle(inp)
        return True  # modal: nothing reaches the scene below
