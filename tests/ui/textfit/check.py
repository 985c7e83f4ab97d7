"""The text-fit check: what is wrong with the texts of the frame the app last drew.

``problems(driver, screen)`` reads the frame through the probe and returns one
``Problem`` per finding:

* ``wider``: a text drawn wider than the box (or the width) it was meant to fit;
* ``cut``: a text cut with "…" whose whole text does not show when the pointer
  rests on it (the check hovers it and reads the tooltip, then moves away);
* ``off-window``: a text running off the window, or cut by the edge of the
  panel it was drawn on (scroll lists, which clip on purpose, aside);
* ``overlap``: two texts, or a text and a button it is not inside, covering
  each other in the same layer (a tooltip or a dialog is a layer above);
* ``crash``: the screen crashed instead of drawing (the app's crash report).

``KNOWN`` (``known.py``) lists the findings that other work will fix; ``unknown``
keeps the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui.probe import Drawn
from tests.ui.driver import Driver, _norm

from .known import KNOWN

SLACK = 2  # pixels of anti-aliasing and bearing


@dataclass(frozen=True)
class Problem:
    screen: str
    kind: str
    text: str
    widget: str
    detail: str

    def __str__(self) -> str:
        return f"{self.screen}: {self.kind}: {self.text!r} ({self.widget}) {self.detail}"


def _wider(d: Drawn) -> str:
    if d.box is not None:
        room = d.box.inflate(2 * SLACK, 0)
        if d.whole.left < room.left or d.whole.right > room.right:
            return f"ink {d.whole} outside its box {d.box}"
    elif d.width is not None and d.whole.w > d.width + SLACK:
        return f"{d.whole.w} px wide for {d.width}"
    return ""


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    both = a.clip(b)
    return both.w > SLACK and both.h > SLACK


def frame_problems(driver: Driver, screen: str) -> list[Problem]:
    """Everything but the hover test, on the last frame."""
    texts = driver.texts()
    # a die resting on the Monster Raid table lies over a board's words as a real die would: not a layout fault
    clicks = [c for c in driver.clickables() if not c.widget.endswith("draw_die")]
    if getattr(driver.app.top, "opaque", True) is False and texts:  # an overlay: only what it drew
        top = max(d.layer for d in texts)
        texts = [d for d in texts if d.layer == top]
        clicks = [c for c in clicks if c.layer == top]
    window = driver.app.surface.get_rect()
    found: list[Problem] = []

    def add(kind: str, d: Drawn, detail: str) -> None:
        found.append(Problem(screen, kind, d.full, d.widget, detail))

    for report in driver.app.crashes:  # the screen did not draw at all
        tail = report.read_text(encoding="utf-8").strip().splitlines()[-1:] if report.exists() else []
        found.append(Problem(screen, "crash", str(report.name), type(driver.app.top).__name__, " ".join(tail)))
    driver.app.crashes.clear()

    for d in texts:
        why = _wider(d)
        if why:
            add("wider", d, why)
        if not window.contains(d.rect if d.scrolled else d.whole):  # a scroll list shows only its clip
            add("off-window", d, f"ink {d.whole} in a window {window.size}")
        elif d.rect != d.whole and not d.scrolled:
            add("off-window", d, f"cut by its panel's edge: {d.rect.w}x{d.rect.h} of {d.whole.w}x{d.whole.h} shown")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if a.layer == b.layer and a.full != b.full and _overlap(a.rect, b.rect):
                found.append(Problem(screen, "overlap", a.full, a.widget,
                                     f"with {b.full!r} ({b.widget}) at {a.rect.clip(b.rect)}"))
        for c in clicks:
            if c.layer == a.layer and _overlap(a.rect, c.rect) and not c.rect.inflate(2, 2).contains(a.rect):
                found.append(Problem(screen, "overlap", a.full, a.widget,
                                     f"with the button {c.label!r} at {c.rect}"))
    return found


def hover_problems(driver: Driver, screen: str) -> list[Problem]:
    """Hover every text cut with "…": its whole text must show (a tooltip)."""
    found: list[Problem] = []
    seen: set[str] = set()
    texts = driver.texts()
    if getattr(driver.app.top, "opaque", True) is False and texts:
        texts = [d for d in texts if d.layer == max(t.layer for t in texts)]
    for d in [d for d in texts if d.cut and d.rect.w and d.rect.h]:
        if d.full in seen or is_known(Problem(screen, "cut", d.full, d.widget, "")):
            continue
        seen.add(d.full)
        before = {(t.shown, tuple(t.rect)) for t in driver.texts()}
        driver.hover(d.rect.center)
        driver.frames(3, 0.25)  # past the tooltip delay
        shown = _norm("".join(t.shown for t in driver.texts() if (t.shown, tuple(t.rect)) not in before))
        if _norm(d.full) not in shown:
            found.append(Problem(screen, "cut", d.full, d.widget, f"shown as {d.shown!r}, not whole on hover"))
        driver.hover((1, driver.app.surface.get_height() - 2), frames=2)
    return found


def problems(driver: Driver, screen: str) -> list[Problem]:
    return frame_problems(driver, screen) + hover_problems(driver, screen)


def is_known(problem: Problem) -> bool:
    """Listed in ``KNOWN``: a part of the text, or "@Widget.method" for all a widget draws."""
    return any(problem.screen.startswith(where) and problem.kind == kind
               and (problem.widget == what[1:] if what.startswith("@") else what in problem.text)
               for where, kind, what in KNOWN)


def unknown(found: list[Problem]) -> list[Problem]:
    return [p for p in found if not is_known(p)]
