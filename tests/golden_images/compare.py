"""Golden images: screens rendered headless from seeded games, compared with stored PNGs within a tolerance.

A game's file ``tests/golden_images/test_<game>.py`` lists its screens and adds
one line to make them tests::

    SCREENS = (Screen("dunbine-start", start_screen), Screen("dunbine-attack", attack_screen))
    test_dunbine_screens = screen_test(SCREENS)

A ``Screen`` is a name and a ``setup(app)`` that drives a fresh ``App`` (in the
language under test, 1280x800, default settings, a private user folder) to the
screen with posted input or the session, from a seeded game. Every screen is
checked in both languages against ``png/<name>-<lang>.png``.

The comparison forgives what differs between machines, not what a change to the
screen would show: a pixel counts as different only when every channel differs
by more than ``TOLERANCE`` from the stored pixel *and* from its 8 neighbours
(font rasterisers differ by anti-aliasing and a pixel of hinting), and a screen
fails when more than ``MAX_SHARE`` of its pixels differ. On failure the actual
picture and a diff (the stored picture dimmed, differing pixels magenta) go to
``test-failures/`` and the message names them.

Re-record on purpose, after looking at the new pictures: ``make golden-images``
(``tools/record_golden_images.py``, which finds every game's ``SCREENS`` here).
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import pygame
import pytest

HERE = Path(__file__).resolve().parent
PNG = HERE / "png"
FAILURES = HERE.parents[1] / "test-failures"
SIZE = (1280, 800)
LANGS = ("ja", "en")
TOLERANCE = 48        # per channel, 0-255: anti-aliasing noise stays under it, a changed colour does not
SHIFT = 1             # pixels: a stored pixel this near with the same colour also matches
MAX_SHARE = 0.002     # of all pixels: 0.2 % (about 2000 px at 1280x800, a piece is ~2300)


@dataclass(frozen=True)
class Screen:
    """A screen to keep: its name (``<game>-<what>``) and how to reach it on a fresh app."""

    name: str
    setup: Callable[..., None]


def png_path(name: str, lang: str) -> Path:
    return PNG / f"{name}-{lang}.png"


def render(screen: Screen, lang: str, size: tuple[int, int] = SIZE) -> pygame.Surface:
    """``screen`` drawn headless by a fresh app in ``lang`` at ``size`` (a copy of its surface)."""
    from tabletop.ui import theme
    from tabletop.ui.app import App

    old_home = os.environ.get("TABLETOP_HOME")
    with tempfile.TemporaryDirectory(prefix="tabletop-golden-images-") as home:
        os.environ["TABLETOP_HOME"] = home
        try:
            pygame.display.init()
            pygame.font.init()
            if pygame.display.get_surface() is None or pygame.display.get_surface().get_size() != size:
                pygame.display.set_mode(size)
            app = App(lang, size=size)
            screen.setup(app)
            app.step([], 0.016)
            return app.surface.copy()
        finally:
            theme.set_palette("standard")
            theme.set_ui_scale(1.0)
            if old_home is None:
                os.environ.pop("TABLETOP_HOME", None)
            else:
                os.environ["TABLETOP_HOME"] = old_home


def _opaque(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), 0, 32)
    out.blit(surface, (0, 0))
    return out


def _abs_difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """|a - b| per channel (two saturating subtractions added)."""
    one, two = a.copy(), b.copy()
    one.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    two.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    one.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return one


def differing(actual: pygame.Surface, expected: pygame.Surface, tolerance: int = TOLERANCE,
              shift: int = SHIFT) -> pygame.mask.Mask:
    """The pixels of ``actual`` that match no pixel of ``expected`` within ``shift`` px and ``tolerance``."""
    a, e = _opaque(actual), _opaque(expected)
    w, h = a.get_size()
    same = pygame.mask.Mask((w, h))
    moved = pygame.Surface((w, h), 0, 32)
    for dx in range(-shift, shift + 1):
        for dy in range(-shift, shift + 1):
            moved.fill((255, 0, 255))           # pixels shifted in from outside never match
            moved.blit(e, (dx, dy))
            near = pygame.mask.from_threshold(_abs_difference(a, moved), (0, 0, 0), (tolerance + 1,) * 3 + (255,))
            same.draw(near, (0, 0))
    same.invert()
    return same


def diff_image(expected: pygame.Surface, mask: pygame.mask.Mask) -> pygame.Surface:
    """The stored picture dimmed, with the differing pixels in magenta."""
    out = _opaque(expected)
    out.fill((110, 110, 110), special_flags=pygame.BLEND_RGB_MULT)
    out.blit(mask.to_surface(setcolor=(255, 0, 255, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
    return out


def check(screen: Screen, lang: str, max_share: float = MAX_SHARE) -> None:
    """Fail the test unless ``screen`` in ``lang`` matches its stored PNG (see the module doc)."""
    stored = png_path(screen.name, lang)
    if not stored.exists():
        pytest.fail(f"no golden image {stored}: record it with `make golden-images`")
    actual = render(screen, lang)
    expected = pygame.image.load(str(stored))
    if actual.get_size() != expected.get_size():
        pytest.fail(f"{screen.name} ({lang}): size {actual.get_size()} but the golden image is {expected.get_size()}")
    mask = differing(actual, expected)
    share = mask.count() / (actual.get_width() * actual.get_height())
    if share > max_share:
        FAILURES.mkdir(exist_ok=True)
        got, diff = FAILURES / f"golden-{screen.name}-{lang}-actual.png", FAILURES / f"golden-{screen.name}-{lang}-diff.png"
        pygame.image.save(actual, str(got))
        pygame.image.save(diff_image(expected, mask), str(diff))
        box = mask.get_bounding_rects()
        pytest.fail(f"{screen.name} ({lang}) differs from {stored.name} in {share:.2%} of its pixels "
                    f"(allowed {max_share:.2%}; around {box[:3]}): see {got} and {diff}; "
                    "if the change is meant, look at them and run `make golden-images`")


def screen_test(screens: Sequence[Screen]) -> Callable[[str, str], None]:
    """A pytest test checking every screen of ``screens`` in both languages (assign it to a ``test_`` name)."""
    by_name = {s.name: s for s in screens}

    @pytest.mark.parametrize("lang", LANGS)
    @pytest.mark.parametrize("name", list(by_name))
    def test(name: str, lang: str) -> None:
        check(by_name[name], lang)

    return test


def record(screens: Sequence[Screen]) -> list[Path]:
    """Render ``screens`` in both languages into ``png/`` (overwriting); the files written."""
    PNG.mkdir(exist_ok=True)
    out = []
    for screen in screens:
        for lang in LANGS:
            path = png_path(screen.name, lang)
            pygame.image.save(render(screen, lang), str(path))
            out.append(path)
    return out
