"""Drives the Dunbine screen with posted mouse events only (tests, screenshots, bench).

``Driver(app)`` finds buttons by their label and clicks their centre, clicks
hex centres on the map view, hovers, lifts hand-over prompts. Every input is
a raw pygame event through ``App.step``.
"""

from __future__ import annotations

import pygame

from tabletop.core.hexgrid import neighbor
from tabletop.ui.inputs import click_events
from tabletop.ui.text import resolve


class Driver:
    def __init__(self, app) -> None:
        self.app = app

    @property
    def scene(self):
        from tabletop.ui.views.dunbine.scene import DunbineScene

        return self.app.find_scene(DunbineScene)

    @property
    def state(self):
        return self.scene.session.state

    def frames(self, n: int = 1, dt: float = 0.05) -> None:
        for _ in range(n):
            self.app.step([], dt)

    def window(self, pos) -> tuple[int, int]:
        """A point of the logical screen (where scenes lay out) in window pixels (the UI scale)."""
        k = self.app.scale
        return int(round(pos[0] * k)), int(round(pos[1] * k))

    def click(self, pos, button: int = 1) -> None:
        self.app.step(click_events(self.window(pos), button), 0.016)
        self.app.step([], 0.016)

    def move(self, pos) -> None:
        self.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=self.window(pos), rel=(0, 0), buttons=(0, 0, 0))],
                      0.016)

    def button(self, text: str, lang: str | None = None, exact: bool = False):
        lang = lang or self.app.lang
        top = self.app.top
        widgets = list(getattr(top, "controls", [])) + list(top.widgets)
        for b in widgets:
            if not (b.visible and hasattr(b, "on_click") and hasattr(b, "label")):
                continue
            label = resolve(b.label, lang)
            if (label == text) if exact else (text in label):
                return b
        labels = [resolve(b.label, lang) for b in widgets if hasattr(b, "label")]
        raise AssertionError(f"no button {text!r} on {type(top).__name__}: {labels}")

    def shown(self) -> list[tuple[str, str, object]]:
        """What the screen offers to click now: (label, sublabel, button) of every visible, enabled
        button of the top scene, read from the view's button objects (their labels and rects)."""
        lang, top = self.app.lang, self.app.top
        widgets = list(getattr(top, "controls", [])) + list(top.widgets)
        return [(resolve(b.label, lang), resolve(getattr(b, "sublabel", None), lang), b) for b in widgets
                if b.visible and getattr(b, "on_click", None) is not None and hasattr(b, "label")
                and getattr(b, "enabled", True) and b.rect.w > 0]

    def press(self, text: str, exact: bool = False) -> None:
        self.click(self.button(text, exact=exact).rect.center)

    def has_button(self, text: str) -> bool:
        try:
            self.button(text)
        except AssertionError:
            return False
        return True

    def hex_pos(self, h):
        """Where hex ``h`` is on screen, panning there first (by dragging the map) if it is out of view."""
        view = self.scene.mapview
        if not view.shows(h, 30):
            x, y = view.hex_to_screen(h)
            cx, cy = view.rect.center
            for _ in range(20):
                dx, dy = max(-300, min(300, cx - x)), max(-200, min(200, cy - y))
                start = self.window(view.rect.center)
                end = self.window((view.rect.centerx + dx, view.rect.centery + dy))
                self.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                               pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(end[0] - start[0], end[1] - start[1]),
                                                  buttons=(1, 0, 0)),
                               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], 0.016)
                if view.shows(h, 30):
                    break
                x, y = view.hex_to_screen(h)
        return view.hex_to_screen(h)

    def click_hex(self, h, button: int = 1) -> None:
        self.click(self.hex_pos(h), button)

    def click_turn(self, steps: int) -> None:
        """Click the turn marker of the active machine for ``steps`` x 60 degrees."""
        scene = self.scene
        for t, p, _r in scene.turn_markers():
            if t.actions[0].steps == steps:
                self.move((int(p[0]) + scene.mapview.rect.x, int(p[1]) + scene.mapview.rect.y))
                self.click((int(p[0]) + scene.mapview.rect.x, int(p[1]) + scene.mapview.rect.y))
                return
        raise AssertionError(f"no turn marker for {steps}")

    def banner(self) -> str:
        b = self.scene.banner
        return resolve(b[0], self.app.lang) if b else ""

    def lift(self) -> int:
        """Click "I have the mouse" on every hand-over prompt; returns how many."""
        from tabletop.ui.views.dunbine.handover import HandOver

        n = 0
        while isinstance(self.app.top, HandOver):
            self.click(self.app.top.ok_button.rect.center)
            n += 1
        return n

    def select(self, uid: str) -> None:
        """Click the unit's hex until it is selected (cycling through a stack)."""
        u = self.state.unit(uid)
        for _ in range(6):
            self.click_hex(u.hex)
            if self.scene.selected == uid:
                return
        raise AssertionError(f"could not select {uid}")

    def forward_hex(self, uid: str, k: int):
        u = self.state.unit(uid)
        h = u.hex
        for _ in range(k):
            h = neighbor(h, u.facing)
        return h
