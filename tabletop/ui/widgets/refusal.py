"""The refusal bar: why the rules said no (or a short remark), readable in full.

A game scene shows one bar at a time (``GameScene.banner``) in an area its
layout chooses. ``RefusalBar.draw(surface, ui, area, main, other, ...)`` lays
the bar out and draws it:

* ``main``, the whole sentence in the app's language, wrapped (never cut);
* ``other``, the same in the other language, beneath it in smaller muted type;
* on the right the "なぜ? / Why? (Ctrl+H)" chip (``why`` given: a rules error
  that names its rule) and the "閉じる × / Dismiss ×" chip; when the area is
  too narrow for text beside them they go in a row under the text.

The bar is as wide as ``area`` and as tall as its text needs (never shorter
than ``area``; at most ``MAX_SHARE`` of the screen). It grows downwards from
an area in the upper half of the screen and upwards from one in the lower half.

The bar is drawn over the board, so it takes the pointer first: ``hit(inp)``
says what a pointer input on it means - ``"why"``, ``"dismiss"`` (the dismiss
chip or anywhere else on the bar), ``""`` (swallowed: a press, a wheel turn,
hovering, a drag that starts on the bar, with its moves and its end) - or
None when the input is not the bar's (the board underneath gets it).
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..text import key

PAD = 10
GAP = 8
MAX_SHARE = 0.5      # the bar never covers more than this share of the screen's height
NARROW = 280         # below this text width beside the chips, the chips go under the text


class RefusalBar:
    """One rules refusal or remark, wrapped, in both languages (see the module doc)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.why_rect = pygame.Rect(0, 0, 0, 0)
        self.dismiss_rect = pygame.Rect(0, 0, 0, 0)
        self.shown: tuple[list[str], list[str]] = ([], [])  # the lines drawn: main, other language
        self._dragging = False

    def clear(self) -> None:
        """Nothing shown: the bar takes no input until it is drawn again."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.why_rect = pygame.Rect(0, 0, 0, 0)
        self.dismiss_rect = pygame.Rect(0, 0, 0, 0)

    # -- input ------------------------------------------------------------------------------
    def hit(self, inp: Any) -> str | None:
        """What the pointer input ``inp`` does on the bar (see the module doc)."""
        if not inp.pointer:
            return None
        if inp.kind in ("drag_move", "drag_end"):
            if not self._dragging:
                return None
            if inp.kind == "drag_end":
                self._dragging = False
            return ""
        pos = inp.start if inp.kind == "drag_start" else inp.pos
        if not self.rect.collidepoint(pos):
            return None
        if inp.kind == "drag_start":
            self._dragging = True
            return ""
        if inp.kind == "click" and inp.button == 1:
            return "why" if self.why_rect.collidepoint(pos) else "dismiss"
        return ""

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: Any, area: pygame.Rect, main: str, other: str = "",
             why: str = "", kind: str = "error", pointer: tuple[int, int] = (-1, -1)) -> pygame.Rect:
        """Lay the bar out in ``area`` and draw it; returns its rect.

        ``why`` is the why chip's label ("" = no chip); ``kind`` "error" (red) or "info" (green)."""
        text = ui.text
        chips = self._chips(ui, why)
        main_lines, other_lines, beside, chip_h, text_h, height = self._laid(text, chips, area, main, other,
                                                                             surface.get_height())
        body_lh, small_lh = text.line_height(theme.SIZE_BODY), text.line_height(theme.SIZE_SMALL)
        rect = pygame.Rect(area.x, area.y, area.w, height)
        self.shown = (main_lines, other_lines)
        if area.centery > surface.get_height() // 2:
            rect.bottom = area.bottom
        self.rect = rect

        fill, edge = (theme.ERROR_BG, theme.ERROR) if kind == "error" else (theme.OK_BG, theme.ACCENT_HOVER)
        theme.panel(surface, rect, fill, edge)
        content_h = text_h + (0 if beside else chip_h + GAP)
        y = rect.y + max(PAD, (rect.h - content_h) // 2)
        for line in main_lines:
            surface.blit(text.render(line, theme.SIZE_BODY, theme.TEXT), (rect.x + PAD + 4, y))
            y += body_lh
        if other_lines:
            y += 2
            for line in other_lines:
                surface.blit(text.render(line, theme.SIZE_SMALL, theme.TEXT_MUTED), (rect.x + PAD + 4, y))
                y += small_lh

        if beside:
            row_y = rect.y + (rect.h - chip_h) // 2 if rect.h <= area.h else rect.y + PAD
        else:
            row_y = y + GAP
        x = rect.right - PAD
        rects = []
        for s in reversed(chips):
            chip = pygame.Rect(0, row_y, s.get_width() + 18, chip_h)
            chip.right = x
            x = chip.x - GAP
            rects.append(chip)
        rects.reverse()
        for s, chip, is_why in zip(chips, rects, [bool(why)] + [False] * len(chips)):
            hover = chip.collidepoint(pointer)
            if is_why:
                theme.panel(surface, chip, theme.BUTTON_HOVER if hover else theme.BUTTON, theme.GOLD, radius=chip.h // 2)
            else:
                theme.panel(surface, chip, theme.BUTTON if hover else fill, theme.BORDER, radius=chip.h // 2)
            surface.blit(s, s.get_rect(center=chip.center))
        self.why_rect = rects[0] if why else pygame.Rect(0, 0, 0, 0)
        self.dismiss_rect = rects[-1]
        return rect

    def height(self, ui: Any, area: pygame.Rect, main: str, other: str = "", why: str = "", screen_h: int = 0) -> int:
        """The height ``draw`` would give the bar in ``area`` (a view choosing where it stands clear of its rows)."""
        return self._laid(ui.text, self._chips(ui, why), area, main, other, screen_h)[5]

    @staticmethod
    def _laid(text: Any, chips: list, area: pygame.Rect, main: str, other: str,
              screen_h: int) -> tuple[list[str], list[str], bool, int, int, int]:
        """(main lines, other lines, chips beside the text, chip height, text height, bar height) in ``area``."""
        chips_w = sum(s.get_width() + 18 for s in chips) + GAP * (len(chips) - 1)
        chip_h = max(s.get_height() for s in chips) + 8
        beside = area.w - chips_w - 3 * PAD >= NARROW
        width = area.w - 2 * PAD - (chips_w + PAD if beside else 0)
        main_lines = list(text.wrapped(main, theme.SIZE_BODY, width))
        other_lines = list(text.wrapped(other, theme.SIZE_SMALL, width)) if other and other != main else []
        body_lh, small_lh = text.line_height(theme.SIZE_BODY), text.line_height(theme.SIZE_SMALL)
        text_h = len(main_lines) * body_lh + (2 + len(other_lines) * small_lh if other_lines else 0)
        limit = max(area.h, int(screen_h * MAX_SHARE))
        height = min(limit, max(area.h, text_h + 2 * PAD + (0 if beside else chip_h + GAP)))
        while text_h + 2 * PAD + (0 if beside else chip_h + GAP) > height and (other_lines or len(main_lines) > 1):
            lines = other_lines or main_lines  # more than the screen holds (no rule's sentence is): trim, marked
            lines.pop()
            if lines:
                lines[-1] = lines[-1].rstrip("…") + "…"
            text_h = len(main_lines) * body_lh + (2 + len(other_lines) * small_lh if other_lines else 0)
        return main_lines, other_lines, beside, chip_h, text_h, height

    def _chips(self, ui: Any, why: str) -> list[pygame.Surface]:
        text = ui.text
        out = []
        if why:
            out.append(text.render(why, theme.SIZE_SMALL, theme.TEXT, True))
        out.append(text.render(f"{key('ui.dismiss').get(ui.lang)} ×", theme.SIZE_SMALL, theme.TEXT_MUTED))
        return out
