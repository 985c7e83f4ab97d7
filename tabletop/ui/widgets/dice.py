"""DiceDisplay: dice faces drawn as pips (d6) or numbers, with a short tumble that settles.

``show(rolls, animate=True)`` takes a list of ``(sides, results)`` (e.g. from
log events of kind ``"roll"``: ``event.data["sides"]``, ``event.data["results"]``).
The roll plays on the frame clock (the ``dt`` of ``update``): for ``TUMBLE_TIME -
SETTLE_TIME`` seconds the faces flicker, wobble and hop; for the last ``SETTLE_TIME``
each die shows its real result and settles (its tilt and a slight lift easing to
rest, a gold ring around it), then the results stay on screen, square and readable, until the next roll.
With animations off (``tabletop.ui.motion.enabled``) the results show at once.
``draw_die`` draws one die and may be reused by game views.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from .. import motion, theme
from ..text import Label, resolve
from .base import Widget

TUMBLE_TIME = 0.5   # s: the whole roll, settling included
SETTLE_TIME = 0.15  # s: the last part, real faces coming to rest
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def draw_die(surface: pygame.Surface, text, rect: pygame.Rect, sides: int, face: int,
             angle: float = 0.0, dim: bool = False) -> None:
    """One die: a d6 with pips, other dice as a rounded tile with the number and 'dN'."""
    size = rect.w
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, size, size).inflate(-4, -4)
    face_colour = theme.DIE_FACE if not dim else (190, 186, 178)
    pygame.draw.rect(tile, face_colour, body, border_radius=max(4, size // 6))
    pygame.draw.rect(tile, theme.DIE_EDGE, body, 2, border_radius=max(4, size // 6))
    if sides == 6 and face in PIPS:
        r = max(2, size // 11)
        for fx, fy in PIPS[face]:
            colour = (180, 40, 40) if face == 1 else theme.DIE_PIP
            pygame.draw.circle(tile, colour, (int(body.x + fx * body.w), int(body.y + fy * body.h)), r)
    else:
        num = text.render(str(face), max(12, size // 2), theme.DIE_PIP, True)
        tile.blit(num, num.get_rect(center=(size // 2, size // 2 - size // 12)))
        tag = text.render(f"d{sides}", max(9, size // 5), (110, 104, 92))
        tile.blit(tag, tag.get_rect(center=(size // 2, size - size // 5)))
    if angle:
        tile = pygame.transform.rotate(tile, angle)
    surface.blit(tile, tile.get_rect(center=rect.center))


class DiceDisplay(Widget):
    def __init__(self, rect=None, *, title: Label = None, die_size: int = 52, empty: Label = None) -> None:
        super().__init__(rect)
        self.title = title
        self.empty = empty  # shown before the first roll
        self.die_size = die_size
        self.rolls: list[tuple[int, list[int]]] = []
        self.time_left = 0.0
        self._clock = 0.0

    def show(self, rolls: Sequence[tuple[int, Sequence[int]]], animate: bool = True) -> None:
        self.rolls = [(int(s), [int(r) for r in res]) for s, res in rolls if s]
        self.time_left = TUMBLE_TIME if animate and self.rolls and motion.enabled() else 0.0
        self._clock = 0.0

    @property
    def tumbling(self) -> bool:
        return self.time_left > 0

    @property
    def settling(self) -> bool:
        """The last part of a roll: the real results shown, coming to rest."""
        return 0 < self.time_left <= SETTLE_TIME

    def update(self, dt: float) -> bool:
        if not motion.enabled():  # turned off mid-roll: the results at once
            self.time_left = 0.0
        if self.time_left <= 0:
            return False
        self.time_left = max(0.0, self.time_left - dt)
        self._clock += dt
        return True

    def faces(self) -> list[tuple[int, int, bool]]:
        """(sides, face shown, is a kept result) for every die, in order."""
        out = []
        tick = int(self._clock * 24)
        for ri, (sides, results) in enumerate(self.rolls):
            for di, value in enumerate(results):
                if self.tumbling and not self.settling:
                    shown = (value + tick * (di + 3) + ri * 7) % sides + 1
                    out.append((sides, shown, False))
                else:
                    out.append((sides, value, True))
        return out

    def tilt(self, index: int, kept: bool) -> tuple[float, int]:
        """Die ``index``'s tilt (degrees) and lift (px) in this frame: wobbling and hopping while it
        tumbles, easing to rest on its real face while it settles, square and down afterwards.
        Game views that draw their own rows of dice from ``faces()`` may use it too."""
        if not kept:
            return 18 * math.sin(self._clock * 30 + index * 1.7), int(6 * abs(math.sin(self._clock * 22 + index)))
        if self.settling:
            rest = motion.ease_out(1.0 - self.time_left / SETTLE_TIME)
            return (1.0 - rest) * 14 * (1 if index % 2 else -1), int((1.0 - rest) * 5)
        return 0.0, 0

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        theme.panel(surface, self.rect, theme.PANEL, theme.BORDER)
        title = resolve(self.title, ui.lang)
        top = self.rect.y + 8
        if title:
            surface.blit(ui.text.render(title, theme.SIZE_SMALL, theme.TEXT_MUTED), (self.rect.x + 12, top - 2))
            top += 24
        faces = self.faces()
        size = min(self.die_size, self.rect.h - (top - self.rect.y) - 10)
        if not faces and self.empty is not None:
            msg = ui.text.fit(resolve(self.empty, ui.lang), theme.SIZE_SMALL, self.rect.w - 24)
            surface.blit(ui.text.render(msg, theme.SIZE_SMALL, theme.TEXT_DISABLED), (self.rect.x + 12, top + 4))
        if size < 12 or not faces:
            return
        per_row = max(1, (self.rect.w - 20) // (size + 8))
        faces = faces[: per_row * max(1, (self.rect.bottom - top) // (size + 8))]
        for i, (sides, face, kept) in enumerate(faces):
            row, col = divmod(i, per_row)
            x = self.rect.x + 12 + col * (size + 8)
            y = top + row * (size + 8)
            angle, lift = self.tilt(i, kept)
            draw_die(surface, ui.text, pygame.Rect(x, y - lift, size, size), sides, face, angle)
            if kept and self.settling:  # a gold ring as each die comes to rest: the eye goes to the result
                pygame.draw.rect(surface, theme.GOLD, pygame.Rect(x, y - lift, size, size).inflate(2, 2), 2,
                                 border_radius=max(4, size // 6))
        if not self.tumbling and len(self.rolls) == 1:  # one roll's sum; two rolls (two sides) are never added
            total = sum(self.rolls[0][1])
            if len(faces) > 1:
                label = ui.text.render(f"= {total}", theme.SIZE_HEADING, theme.GOLD, True)
                last = len(faces) - 1
                row, col = divmod(last, per_row)
                x = self.rect.x + 12 + (col + 1) * (size + 8)
                if x + label.get_width() < self.rect.right - 6:
                    surface.blit(label, label.get_rect(midleft=(x, top + row * (size + 8) + size // 2)))
