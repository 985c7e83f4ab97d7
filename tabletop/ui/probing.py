"""The probe's machinery: every text and clickable widget a frame drew, and where, for checks and UI test
drivers. ``ui.probe`` is the hook the drawing code asks (``probe.ACTIVE``); this module is imported when a
probe is first made (``from tabletop.ui.probe import Probe`` imports it), never by the app itself.

Off by default and free when off: the drawing code asks ``probe.ACTIVE`` (None)
before it notes anything. ``with Probe() as p:`` turns it on for the block:

* every surface made with ``pygame.Surface(...)`` inside the block is a
  ``ProbeSurface``, whose ``blit`` notes what lands on it: a text surface (made
  by ``TextCache.render`` or a ``TextCache.font(...)``'s ``render``) becomes a
  ``Drawn`` (its ink box there), and a ``ProbeSurface`` blitted onto another
  brings its own notes along, moved and clipped, so text drawn on a panel or a
  card face that is later blitted to the screen is found on the screen;
* ``fill`` and a full, opaque blit forget what they cover; a full
  translucent blit (the veil under a dialog) and ``draw_tooltip`` start a new
  *layer*, so what is drawn over a screen is not taken for an overlap with it;
* ``TextCache.fit`` / ``wrap`` tell the probe the whole text and the width it
  had to fit, and widgets that know their box say so (``Probe.box``);
* buttons note themselves as ``Clickable`` (rect, whole label, enabled).

Create the app inside the block (its screen must be a ``ProbeSurface``) and
read a frame with ``p.texts(app.surface)`` / ``p.clickables(app.surface)``.
The text-fit check (``tests/ui/textfit``) and ``tests/ui/driver.py`` use it.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

import pygame

from tabletop.core.records import Record, record

from . import probe as hook

_REAL_SURFACE = pygame.Surface


@record
class Drawn(Record):
    """One text as drawn: ``shown`` may be ``full`` cut with "…"."""

    full: str
    shown: str
    rect: pygame.Rect  # its ink on the surface it was read from, after clipping
    whole: pygame.Rect  # its ink before any clipping
    box: pygame.Rect | None  # the box it was meant to fit, when the widget said so
    width: int | None  # the width it was fitted or wrapped to, when known
    widget: str  # "Class.method" (or "module.function") that drew it
    layer: int
    scrolled: bool  # drawn under a set_clip (a scroll list): cut on purpose

    @property
    def cut(self) -> bool:
        return self.shown != self.full


@record
class Clickable(Record):
    """A clickable widget as drawn: its rect and its whole label."""

    rect: pygame.Rect
    label: str
    widget: str
    layer: int
    enabled: bool


@record
class _Tag(Record):
    full: str
    shown: str
    box: pygame.Rect | None
    width: int | None
    widget: str


class _SurfaceMeta(type):
    """``isinstance(x, pygame.Surface)`` stays true for every surface while the probe runs."""

    def __instancecheck__(cls, obj: object) -> bool:
        return isinstance(obj, _REAL_SURFACE)

    def __subclasscheck__(cls, sub: type) -> bool:
        return issubclass(sub, _REAL_SURFACE)


class ProbeSurface(_REAL_SURFACE, metaclass=_SurfaceMeta):  # type: ignore[misc]
    """A surface that keeps what texts and buttons were drawn on it (see the module doc)."""

    drawn: list[Drawn]
    clicks: list[Clickable]
    layer: int
    parent: "ProbeSurface | None"
    at: tuple[int, int]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._start(None, (0, 0))

    def _start(self, parent: "ProbeSurface | None", at: tuple[int, int]) -> None:
        self.drawn, self.clicks, self.layer, self.parent, self.at = [], [], 0, parent, at

    def subsurface(self, *rect: Any) -> "ProbeSurface":  # type: ignore[override]
        """A subsurface: what is drawn on it is noted on this surface (it shares the pixels)."""
        child = super().subsurface(*rect)
        area = pygame.Rect(*rect)
        child._start(self, (area.x, area.y))
        return child

    def copy(self) -> "ProbeSurface":  # type: ignore[override]
        return self._keep(super().copy())

    def convert(self, *args: Any) -> "ProbeSurface":  # type: ignore[override]
        return self._keep(super().convert(*args))

    def convert_alpha(self, *args: Any) -> "ProbeSurface":  # type: ignore[override]
        return self._keep(super().convert_alpha(*args))

    def _keep(self, made: pygame.Surface) -> Any:
        """A copy of this surface (of this class: pygame keeps it) keeps what was drawn on it."""
        made._start(None, (0, 0))
        root, dx, dy, _ = self.root()
        own = root.get_rect() if root is self else self.get_rect().move(dx, dy)
        made.drawn = [replace(d, rect=d.rect.move(-dx, -dy), whole=d.whole.move(-dx, -dy),
                              box=d.box.move(-dx, -dy) if d.box else None)
                      for d in root.drawn if own.colliderect(d.rect)]
        made.clicks = [replace(c, rect=c.rect.move(-dx, -dy)) for c in root.clicks if own.colliderect(c.rect)]
        return made

    def root(self) -> tuple["ProbeSurface", int, int, pygame.Rect]:
        """The surface that owns the pixels, this one's offset in it and its clip there."""
        surf, dx, dy = self, 0, 0
        while surf.parent is not None:
            dx, dy = dx + surf.at[0], dy + surf.at[1]
            surf = surf.parent
        return surf, dx, dy, self.get_clip().move(dx, dy)

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        done = super().blit(source, dest, area, special_flags)
        if hook.ACTIVE is not None:
            hook.ACTIVE._blitted(self, source, dest, area)
        return done

    def blits(self, blit_sequence, doreturn=True):  # type: ignore[override]
        done = [self.blit(*item) for item in blit_sequence]
        return done if doreturn else None

    def fill(self, color, rect=None, special_flags=0):  # type: ignore[override]
        done = super().fill(color, rect, special_flags)
        if hook.ACTIVE is not None and not special_flags:
            self.forget(self.get_rect() if rect is None else pygame.Rect(rect))
        return done

    def forget(self, area: pygame.Rect) -> None:
        """Drop what lies wholly under ``area`` (painted over)."""
        root, dx, dy, _ = self.root()
        area = area.move(dx, dy)
        if area.contains(root.get_rect()):  # all of it, also what was drawn off its edges
            root.drawn, root.clicks = [], []
            return
        root.drawn = [d for d in root.drawn if not area.contains(d.rect)]
        root.clicks = [c for c in root.clicks if not area.contains(c.rect)]


def _probed(surf: object) -> bool:
    """A surface that keeps notes (``isinstance`` says yes to every surface while the probe runs)."""
    return type(surf) is ProbeSurface and hasattr(surf, "drawn")


class _ProbeFont(pygame.font.Font):
    """A font whose rendered lines are noted as text (fonts made by ``TextCache.font``)."""

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        surf = super().render(text, antialias, color, bgcolor, wraplength)
        if hook.ACTIVE is not None and text:
            hook.ACTIVE.tag(surf, str(text))
        return surf


def _offset(dest: Any) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect):
        return dest.x, dest.y
    return int(dest[0]), int(dest[1])


def _who(depth: int = 3) -> str:
    """The drawing widget: the first caller outside this module and ``text.py``."""
    frame = sys._getframe(depth)
    while frame is not None:
        name = frame.f_code.co_filename
        if not (name.endswith(("probe.py", "probing.py")) or name.endswith("text.py")):
            owner = frame.f_locals.get("self")
            if owner is not None:
                return f"{type(owner).__name__}.{frame.f_code.co_name}"
            module = frame.f_globals.get("__name__", "?").rsplit(".", 1)[-1]
            return f"{module}.{frame.f_code.co_name}"
        frame = frame.f_back  # type: ignore[assignment]
    return "?"


class Probe:
    """Notes texts and clickables while active (a context manager; see the module doc)."""

    def __init__(self) -> None:
        self._tags: dict[int, tuple[pygame.Surface, _Tag]] = {}
        self._cuts: dict[str, list[tuple[str, int]]] = {}  # per line shown, its fits in the order they were made
        self._lines: dict[str, tuple[str, int]] = {}
        self.current_box: pygame.Rect | None = None
        self._before: Probe | None = None
        self.muted = 0  # inside ``probe.unnoted()``: measuring, wraps and fits not noted

    # -- on / off ------------------------------------------------------------------------
    def __enter__(self) -> "Probe":
        self._before = hook.ACTIVE
        hook.ACTIVE = self
        pygame.Surface = ProbeSurface  # type: ignore[misc]
        return self

    def __exit__(self, *exc: object) -> None:
        hook.ACTIVE = self._before
        if hook.ACTIVE is None:
            pygame.Surface = _REAL_SURFACE  # type: ignore[misc]

    # -- what the drawing code tells the probe ----------------------------------------------
    def fitted(self, shown: str, full: str, width: int) -> None:
        """``TextCache.fit`` cut ``full`` to ``shown`` for ``width`` (or kept it whole)."""
        if self.muted:
            return
        fits = self._cuts.setdefault(shown, [])  # two zones may fit the same label to two widths before drawing
        if not fits or fits[-1] != (full, width):  # (a text fitted twice in a row for one drawing: noted once)
            fits.append((full, width))

    def wrapped(self, lines: list[str] | tuple[str, ...], full: str, width: int) -> None:
        """``TextCache.wrap`` broke ``full`` into ``lines`` for ``width``."""
        if self.muted:
            return
        for line in lines:
            self._lines.setdefault(line, (full, width))

    def box(self, rect: pygame.Rect | None) -> None:
        """The box the next texts are meant to fit (None: no box known)."""
        self.current_box = pygame.Rect(rect) if rect is not None else None

    def tag(self, surf: pygame.Surface, shown: str) -> None:
        """``surf`` is the rendered line ``shown``."""
        fits = self._cuts.get(shown)
        # the first fit of that text the drawn line keeps to goes with it, else the first (two zones' labels fitted to
        # two widths, then drawn in another order or from the render cache: SDGF's two 「ダークホール 0/10」, one at
        # 15 px in 243 px and one at 14 px in 119 px, read as the larger drawn into 119)
        at = next((i for i, (_, width) in enumerate(fits) if surf.get_width() <= width), 0) if fits else 0
        cut = fits.pop(at) if fits else None
        if fits is not None and not fits:
            del self._cuts[shown]
        full, width = cut or self._lines.pop(shown, None) or (shown, None)
        if full != shown and not shown.endswith("…"):
            full = shown  # a wrapped line: the line itself is what must fit
        self._tags[id(surf)] = (surf, _Tag(full, shown, self.current_box, width, _who()))

    def clickable(self, surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool = True) -> None:
        """A clickable widget drawn on ``surface``."""
        if _probed(surface):
            shown = pygame.Rect(rect).clip(surface.get_clip())  # a scroll list clips its rows: only the visible part
            if not shown.w or not shown.h:
                return
            root, dx, dy, _ = surface.root()
            made = Clickable(shown.move(dx, dy), label, _who(2), root.layer, enabled)
            if not any(c.rect == made.rect and c.label == label for c in root.clicks[-3:]):
                root.clicks.append(made)

    def new_layer(self, surface: pygame.Surface) -> None:
        """What follows is drawn over the rest (a tooltip, a pop-up)."""
        if _probed(surface):
            surface.root()[0].layer += 1

    # -- blits -------------------------------------------------------------------------------
    def _blitted(self, child: ProbeSurface, source: pygame.Surface, dest: Any, area: Any) -> None:
        target, dx, dy, clip = child.root()
        x, y = _offset(dest)
        region = pygame.Rect(area) if area is not None else source.get_rect()
        dx, dy = dx + x - region.x, dy + y - region.y
        scrolled = clip != target.get_rect()
        shown = region.move(dx, dy).clip(clip)
        found = self._tags.get(id(source))
        if found is not None and found[0] is source:
            tag = found[1]
            ink = source.get_bounding_rect().move(dx, dy)
            if ink.w and ink.h:
                target.drawn.append(Drawn(tag.full, tag.shown, ink.clip(shown), ink, tag.box, tag.width,
                                          tag.widget, target.layer, scrolled))
            return
        if _probed(source) and (source.drawn or source.clicks):
            cover = source.get_bounding_rect().move(dx, dy).clip(shown)
            target.drawn = [d for d in target.drawn if d.layer != target.layer or not cover.colliderect(d.rect)]
            for d in source.drawn:
                rect = d.rect.move(dx, dy).clip(shown)
                if rect.w and rect.h:
                    target.drawn.append(replace(d, rect=rect, whole=d.whole.move(dx, dy),
                                                box=d.box.move(dx, dy) if d.box else None,
                                                layer=target.layer, scrolled=d.scrolled or scrolled))
            for c in source.clicks:
                target.clicks.append(replace(c, rect=c.rect.move(dx, dy), layer=target.layer))
            return
        own = child.get_rect().move(*child.root()[1:3])
        if shown.contains(own) and shown.w:
            if source.get_flags() & pygame.SRCALPHA or source.get_alpha() is not None:
                if own == target.get_rect():
                    target.layer += 1  # a veil over everything: a dialog comes
            else:
                target.forget(own)

    # -- reading a frame ---------------------------------------------------------------------
    def texts(self, surface: pygame.Surface) -> list[Drawn]:
        return list(getattr(surface, "drawn", []))

    def clickables(self, surface: pygame.Surface) -> list[Clickable]:
        return list(getattr(surface, "clicks", []))
