"""Motion: short eased tweens on the app's frame clock, and the app-wide "Animations" switch.

Every animation of the app (cards dealt, moved, turned over or falling into a pile
(``cards.moves``), dice tumbling (``widgets.dice``), Monster Raid shots played out)
reads two things from here:

* ``CLOCK``: the frame clock. ``App.step(events, dt)`` advances it by ``dt`` once per
  frame, before the frame's input, so time is the frames' time, never the wall's: a
  test that steps the app with a fixed ``dt`` sees the same animation frame by frame.
  ``busy()`` says a tween is still running (``App.step`` then keeps the loop awake).
* ``enabled()``: the "Animations" setting (``Settings.animations``, set by the app
  through ``set_enabled``). Off, ``tween`` returns None and everything appears at once.

A ``Tween`` runs at most ``MAX_TIME`` (250 ms). It is only a picture of a change that
has already happened: input goes to the final layout at once, so no animation ever
holds a click back.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from tabletop.core.records import MutableRecord, mutable_record

MAX_TIME = 0.25  # s: the longest tween


def ease_out(t: float) -> float:
    """Cubic ease-out: fast away, soft landing (cards moving, dealt, turned over)."""
    return 1.0 - (1.0 - t) ** 3


def ease_in(t: float) -> float:
    """Cubic ease-in: slow start, quicker as it goes (a card falling into a pile)."""
    return t * t * t


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out (a row closing up)."""
    return 4 * t * t * t if t < 0.5 else 1.0 - (-2 * t + 2) ** 3 / 2


class FrameClock:
    """Seconds of frames shown so far, advanced by ``App.step``; ``until``: when the last tween ends."""

    def __init__(self) -> None:
        self.now = 0.0
        self.until = 0.0

    def advance(self, dt: float) -> None:
        self.now += max(0.0, dt)

    def busy(self) -> bool:
        return self.now < self.until - 1e-9  # the same last bit as ``Tween.raw``


CLOCK = FrameClock()
_state = {"enabled": True}


def enabled() -> bool:
    """The "Animations" setting: False means everything appears at once."""
    return _state["enabled"]


def set_enabled(on: bool) -> None:
    """Turn animations on or off app-wide (``App`` does, from ``Settings.animations``)."""
    _state["enabled"] = bool(on)
    if not on:
        CLOCK.until = CLOCK.now


def busy() -> bool:
    """True while a tween started on ``CLOCK`` has not finished."""
    return CLOCK.busy()


@mutable_record
class Tween(MutableRecord):
    """A change of ``duration`` seconds from ``start`` on the frame clock, eased by ``ease``."""

    start: float
    duration: float
    ease: Callable[[float], float] = ease_out

    def raw(self) -> float:
        """The share of the time gone, 0..1."""
        gone = CLOCK.now - self.start
        if gone >= self.duration - 1e-9:  # frames of 1/60 s add up to 0.25 s give or take the last bit
            return 1.0
        return max(0.0, gone / self.duration)

    def progress(self) -> float:
        """The eased share, 0..1."""
        return self.ease(self.raw())

    @property
    def done(self) -> bool:
        return self.raw() >= 1.0


def tween(duration: float = MAX_TIME, ease: Callable[[float], float] = ease_out) -> Tween | None:
    """A tween starting now on the frame clock (at most ``MAX_TIME``); None while animations are off."""
    if not enabled():
        return None
    duration = min(MAX_TIME, max(0.0, duration))
    CLOCK.until = max(CLOCK.until, CLOCK.now + duration)
    return Tween(CLOCK.now, duration, ease)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    """The rectangle ``t`` of the way from ``a`` to ``b`` (centre and size)."""
    w = max(1, round(lerp(a.w, b.w, t)))
    h = max(1, round(lerp(a.h, b.h, t)))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(lerp(a.centerx, b.centerx, t)), round(lerp(a.centery, b.centery, t)))
    return rect


def turn_scale(t: float) -> float:
    """The width share of a card turning over at ``t`` (1 -> 0 at half way -> 1); the back shows before half way."""
    return abs(math.cos(math.pi * t))
