"""A seat's side marker as a widget: its palette colour and shape beside a name drawn by a panel.

Scenes draw their panels as widgets, over ``draw_content``; a ``SeatMark`` placed
after such a panel puts the seat's marker (``theme.draw_side_marker``) on top of
it, so a name such as "Player 1" is never told by colour alone. ``seat`` is a
callable returning the seat index, or None to draw nothing.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import theme
from ..widgets.base import Widget


class SeatMark(Widget):
    """The side marker of ``seat()`` centred in ``rect`` (radius from the rect's height)."""

    def __init__(self, seat: Callable[[], int | None]) -> None:
        super().__init__()
        self.seat = seat

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        seat = self.seat()
        if seat is None or self.rect.h <= 0:
            return
        theme.draw_side_marker(surface, self.rect.center, max(4, min(self.rect.w, self.rect.h) // 2 - 1), seat)
