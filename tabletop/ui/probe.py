"""Probe: the hook the drawing code asks, whether a probe notes every text and clickable widget drawn.

Off by default and free when off: the drawing code asks ``probe.ACTIVE`` (None) before it notes anything,
and ``TextCache`` makes its fonts of ``font_class()``. ``with Probe() as p:`` turns it on for the block;
the probe itself (``Probe``, ``Drawn``, ``Clickable``, ``ProbeSurface``: see ``ui.probing``) is imported
when first asked for here (``from tabletop.ui.probe import Probe``), so the app's start never imports it.
The text-fit check (``tests/ui/textfit``) and ``tests/ui/driver.py`` use it.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

import pygame

if TYPE_CHECKING:
    from .probing import Clickable, Drawn, Probe, ProbeSurface

#: The running probe, or None (the default: nothing is noted).
ACTIVE: "Probe | None" = None


def font_class() -> type[pygame.font.Font]:
    """The class ``TextCache`` makes fonts of: noting ones while the probe runs."""
    if ACTIVE is None:
        return pygame.font.Font
    from .probing import _ProbeFont

    return _ProbeFont


@contextmanager
def unnoted() -> Iterator[None]:
    """Measuring only: the wraps and fits made in the block are not noted, since nothing of them is drawn (a noted
    wrap no drawing follows would stand for the next drawing of the same line, at another width)."""
    running = ACTIVE
    if running is None:
        yield
        return
    running.muted += 1
    try:
        yield
    finally:
        running.muted -= 1


def __getattr__(name: str) -> Any:
    """The probe's machinery (``ui.probing``), imported when first asked for."""
    if name.startswith("__"):
        raise AttributeError(name)
    from . import probing

    try:
        return getattr(probing, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


__all__ = ["ACTIVE", "Clickable", "Drawn", "Probe", "ProbeSurface", "font_class", "unnoted"]
