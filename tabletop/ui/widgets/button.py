"""Button: a clickable label with hover, pressed and disabled looks.

``Button(label, on_click, shortcut="ctrl+z", tooltip=...)``: clicking it (or
pressing its shortcut while its scene is on top) calls ``on_click()``. The
shortcut is shown in the tooltip (``"Undo (Ctrl+Z)"``). ``style`` is
``"normal"``, ``"primary"`` (table green) or ``"quiet"`` (flat); ``selected``
draws it as the chosen item of a list. A label too wide for the button shrinks a
little and is then cut with "…"; hovering a cut label shows it whole. A one-line sublabel is cut at its size,
or shrunk first down to ``sub_least`` px where that is set (SD Gundam Force's low action rows). ``enabled`` may be a bool or a
callable re-checked every frame (e.g. ``scene.can_undo``). A click or
shortcut that presses it plays the "clack" effect through ``ui.play``; the
keyboard focus ring (``ui.focus``) presses it with Enter / Space.

``WrappedButton``: a list button whose label (and sublabel) wrap instead of being cut; the
layout calls ``fit_width`` with the list's width and the button takes the rows it needs.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import probe, theme
from ..inputs import display_shortcut
from ..text import Label, resolve
from .base import Widget


def _clack(ui: Any) -> None:
    """The click sound, through the app (``App.play``) when there is one."""
    play = getattr(ui, "play", None)
    if callable(play):
        play("clack")


class Button(Widget):
    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A subclass that draws itself is still noted as clickable while a probe runs."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("draw")
        if own is None:
            return

        def draw(self, surface: pygame.Surface, ui: Any, _own=own) -> None:
            _own(self, surface, ui)
            if probe.ACTIVE is not None:
                probe.ACTIVE.clickable(surface, self.rect, resolve(self.label, ui.lang), self.enabled)

        cls.draw = draw  # type: ignore[method-assign]

    def __init__(self, label: Label, on_click: Callable[[], Any] | None = None, rect=None, *,
                 shortcut: str = "", tooltip: Label = None, style: str = "normal",
                 size: int = theme.SIZE_LABEL, enabled: bool | Callable[[], bool] = True,
                 align: str = "center", sublabel: Label = None) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.sublabel = sublabel
        self.on_click = on_click
        self.shortcut = shortcut
        self.style = style
        self.size = size
        self.align = align
        self._enabled = enabled
        self.hovered = False
        self.down = False
        self.selected = False
        self.cut = False  # the label did not fit at the last draw: hovering shows it whole
        self.sub_least: int | None = None  # px: a one-line sublabel shrinks down to this before it is cut

    @property
    def enabled(self) -> bool:  # type: ignore[override]
        e = self._enabled
        return bool(e() if callable(e) else e)

    @enabled.setter
    def enabled(self, value) -> None:
        self._enabled = value

    def click(self) -> bool:
        if not self.enabled or not self.visible:
            return False
        if self.on_click is not None:
            self.on_click()
        return True

    def handle(self, inp, ui: Any) -> bool:
        if inp.kind == "motion":
            self.hovered = self.rect.collidepoint(inp.pos)
            return False
        if inp.kind == "press" and self.rect.collidepoint(inp.pos):
            self.down = self.enabled
            return True
        if inp.kind == "click":
            self.down = False
            if inp.button == 1 and self.rect.collidepoint(inp.pos):
                if self.enabled and self.visible:
                    _clack(ui)  # before the action, so its own sounds (dice, chime) follow
                self.click()
                return True
            return False
        if inp.kind == "drag_end":
            self.down = False
        if inp.kind == "key" and self.shortcut and inp.shortcut == self.shortcut:
            if not (self.enabled and self.visible):
                return False
            _clack(ui)
            return self.click()
        return False

    def find(self, pos):
        return self if self.rect.collidepoint(pos) and (self.tooltip or self.shortcut or self.cut) else None

    def tooltip_text(self, lang: str) -> str:
        label = resolve(self.label, lang)
        tip = resolve(self.tooltip, lang) or label
        if self.cut and label not in tip:
            tip = f"{label}\n{tip}"
        if self.shortcut:
            tip = f"{tip} ({display_shortcut(self.shortcut)})"
        return tip

    def colours(self) -> tuple[tuple, tuple, tuple | None]:
        """(fill, text colour, border) for the current state."""
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.TEXT_DISABLED, None
        if self.style == "primary":
            fill = theme.ACCENT_HOVER if self.hovered else theme.ACCENT
            return (fill, theme.TEXT_ON_ACCENT, None)
        if self.selected:
            return (theme.ACCENT_SOFT, theme.TEXT, theme.ACCENT_HOVER)
        if self.style == "quiet":
            return ((theme.PANEL_RAISED if self.hovered else theme.PANEL), theme.TEXT, None)
        fill = theme.BUTTON_DOWN if self.down else theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        return fill, theme.TEXT, theme.BORDER

    def _sub_lines(self, text: Any, sub: str, width: int, label_h: int) -> tuple[list[str], bool, int]:
        """The sublabel's lines: wrapped onto as many lines as the button's height holds under the label (one
        on a button of the usual height: shrunk down to ``sub_least`` px where that is set), the last cut with "…"
        only when even those are too few; whether it was cut; and the size they are drawn at."""
        room = (self.rect.h - label_h) // max(1, text.line_height(theme.SIZE_SMALL))
        if room <= 1:
            if self.sub_least is not None:
                shown, size = text.fit_line(sub, theme.SIZE_SMALL, width, smallest=self.sub_least)
                return [shown], shown != sub, size
            shown = text.fit(sub, theme.SIZE_SMALL, width)
            return [shown], shown != sub, theme.SIZE_SMALL
        lines = list(text.wrapped(sub, theme.SIZE_SMALL, width))
        if len(lines) <= room:
            return lines, False, theme.SIZE_SMALL
        rest = sub
        for line in lines[:room - 1]:
            rest = rest[len(line):].lstrip(" ") if rest.startswith(line) else rest
        return [*lines[:room - 1], text.fit(rest, theme.SIZE_SMALL, width)], True, theme.SIZE_SMALL

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        fill, colour, border = self.colours()
        theme.panel(surface, self.rect, fill, border)
        text = ui.text
        pad = min(theme.PAD, self.rect.w // 10)
        if probe.ACTIVE is not None:
            probe.ACTIVE.box(self.rect)
        whole = resolve(self.label, ui.lang)
        label, size = text.fit_line(whole, self.size, self.rect.w - 2 * pad)
        surf = text.render(label, size, colour)
        sub = resolve(self.sublabel, ui.lang)
        sub_lines, sub_cut, sub_size = (self._sub_lines(text, sub, self.rect.w - 2 * pad, surf.get_height()) if sub
                                        else ([], False, theme.SIZE_SMALL))
        self.cut = label != whole or sub_cut
        if probe.ACTIVE is not None:
            probe.ACTIVE.clickable(surface, self.rect, whole, self.enabled)
        if sub:
            subs = []
            for line in sub_lines:  # a loop, not a comprehension: the probe names the drawing function
                subs.append(text.render(line, sub_size, theme.TEXT_MUTED if self.enabled else theme.TEXT_DISABLED))
            total = surf.get_height() + sum(s.get_height() for s in subs)
            # the lines overlap by their blank leading (4 px); more, up to 8, where the button is shorter than
            # that leaves them (English small type at 800x560: a "(11.9)" sublabel's foot cut by the edge)
            overlap = min(8, max(4, total - self.rect.h))
            y = self.rect.centery - (total - overlap) // 2
            x = self.rect.x + pad if self.align == "left" else self.rect.centerx - surf.get_width() // 2
            surface.blit(surf, (x, y))
            y += surf.get_height() - overlap
            for sub_surf in subs:
                sx = self.rect.x + pad if self.align == "left" else self.rect.centerx - sub_surf.get_width() // 2
                surface.blit(sub_surf, (sx, y))
                y += sub_surf.get_height()
        else:
            if self.align == "left":
                pos = surf.get_rect(midleft=(self.rect.x + pad, self.rect.centery))
            else:
                pos = surf.get_rect(center=self.rect.center)
            surface.blit(surf, pos)
        if probe.ACTIVE is not None:
            probe.ACTIVE.box(None)


class WrappedButton(Button):
    """A list button whose label and text below it wrap instead of being cut: a growth option's
    skill text, a skill's use naming its die and target, a Z Gundam action naming its target.
    ``fit_width`` (the layout calls it with the list's width) sets ``row_height`` to the lines it
    needs, at least ``least`` px (its lines centred in that). ``words``: the label keeps a katakana
    word whole where it fits ("フォウ・" / "ムラサメ", not "フォウ・ムラサ" / "メ": a label of names)."""

    PAD = 10

    def __init__(self, *args: Any, least: int = 0, words: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.least = least
        self.words = words

    def _lines(self, ui: Any, width: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        room = max(20, width - 2 * self.PAD)
        label = ui.text.wrapped(resolve(self.label, ui.lang), self.size, room, words=self.words)
        sub = resolve(self.sublabel, ui.lang)
        return label, (ui.text.wrapped(sub, theme.SIZE_SMALL, room) if sub else ())

    def fit_width(self, ui: Any, width: int) -> None:
        label, sub = self._lines(ui, width)
        self.row_height = max(self.least, 10 + len(label) * ui.text.line_height(self.size)
                              + len(sub) * ui.text.line_height(theme.SIZE_SMALL))

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        fill, colour, border = self.colours()
        theme.panel(surface, self.rect, fill, border)
        label, sub = self._lines(ui, self.rect.w)
        lines = ([(x, self.size, colour) for x in label] +
                 [(x, theme.SIZE_SMALL, theme.TEXT_MUTED if self.enabled else theme.TEXT_DISABLED) for x in sub])
        y = self.rect.y + max(5, (self.least - sum(ui.text.line_height(size) for _, size, _ in lines)) // 2)
        for line, size, ink in lines:
            surface.blit(ui.text.render(line, size, ink), (self.rect.x + self.PAD, y))
            y += ui.text.line_height(size)
