"""An eased move of the Monster Raid table's view from one framing to the next (``ShootingWidget``).

The newcomer pass (issue 16, round two): the view kept the framing it had when the targets were placed after
monsters fell, and a new framing came as a jump. Now, when what is in play changes (a board falls, a die comes to
rest out on the table) the default view is worked out at once (its layout: the aim panel's place) and the zoom and
the centre glide there over ``SECONDS`` (the zoom in equal ratios, the centre in a straight line, both eased in and
out). The glide waits while a shot is in flight or the player is aiming (``paused``): the view never moves under
a pull. A zoom or pan by the player ends it where it is.

A view the player zoomed or panned is theirs, but a die that comes to rest counting for a board or card half
beyond its edge (issue 16: round 4 at 800x560, a die at the view's foot half cut) is shown: the view glides the
least way that shows every such die whole, at the player's zoom (``reveal_shift``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

SECONDS = 0.45


@dataclass
class ViewEase:
    """A glide from ``start`` to ``end``, each (zoom, centre x, centre y) with the centre in table mm."""

    start: tuple[float, float, float]
    end: tuple[float, float, float]
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= SECONDS

    def step(self, dt: float) -> tuple[float, float, float]:
        """Advance ``dt`` seconds: the view (zoom, x, y) now."""
        self.elapsed = min(SECONDS, self.elapsed + max(0.0, dt))
        u = self.elapsed / SECONDS
        s = u * u * (3 - 2 * u)   # eased in and out
        (z0, x0, y0), (z1, x1, y1) = self.start, self.end
        zoom = math.exp(math.log(z0) + (math.log(z1) - math.log(z0)) * s)
        return zoom, x0 + (x1 - x0) * s, y0 + (y1 - y0) * s


def standing(table) -> tuple[str, ...]:
    """The ids of the boards still on the table (one falling is a new framing even after the player zoomed)."""
    return tuple(sorted(b.id for b in table.boards))


def reveal_shift(view: pygame.Rect, boxes: list[pygame.Rect]) -> tuple[int, int] | None:
    """The least move (px, right and down) of ``view`` that holds every one of ``boxes`` (the counting dice as
    drawn) wholly; None when they are all in it already or together wider or taller than it."""
    out = [b for b in boxes if not view.contains(b)]
    if not out:
        return None
    want = boxes[0].unionall(boxes[1:]) if len(boxes) > 1 else pygame.Rect(boxes[0])
    if want.w > view.w or want.h > view.h:
        return None

    def along(lo: int, hi: int, start: int, end: int) -> int:
        return lo - start if lo < start else (hi - end if hi > end else 0)

    return along(want.left, want.right, view.left, view.right), along(want.top, want.bottom, view.top, view.bottom)
