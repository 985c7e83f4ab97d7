"""A ``Button`` whose look is drawn once per (label, state, size) and then only blitted.

The Dunbine side panel has some thirty buttons on screen; drawing their
rounded panels and fitting their labels every frame costs more than the whole
map, so each look is kept as an image (behaviour is exactly ``Button``'s).
"""

from __future__ import annotations

from typing import Any

import pygame

from ...text import resolve
from ...widgets import Button

_LOOKS: dict[tuple, pygame.Surface] = {}


class FastButton(Button):
    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        fill, colour, border = self.colours()
        key = (resolve(self.label, ui.lang), resolve(self.sublabel, ui.lang), fill, colour, border,
               self.rect.size, self.size, self.align, id(ui.text))
        img = _LOOKS.get(key)
        if img is None:
            if len(_LOOKS) > 800:
                _LOOKS.clear()
            img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            saved = self.rect
            self.rect = pygame.Rect(0, 0, saved.w, saved.h)
            try:
                super().draw(img, ui)
            finally:
                self.rect = saved
            _LOOKS[key] = img
        surface.blit(img, self.rect)
