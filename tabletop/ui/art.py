"""Our own vector art (``assets/art/**.svg``) as pygame surfaces: loaded at a size, recoloured, turned, cached.

pygame-ce rasterises SVG itself (``pygame.image.load_sized_svg``), so the art
stays crisp at every zoom and UI scale: each size is rendered from the vector
file, never scaled from a bitmap. Three things a screen asks for:

* ``surface(name, size, colours=..., turn=...)``: the file ``assets/art/<name>``
  rendered to a ``size`` (w, h) surface with per-pixel alpha;
* ``colours``: stand-in colours replaced before rendering. Art that takes a
  side's colour paints with the stand-ins ``SIDE`` (the side's colour) and
  ``SIDE_DARK`` (its shade); ``side_colours(rgb)`` gives the mapping for a side;
* ``turn``: degrees clockwise about the picture's centre, applied in the vector
  file (``<g transform="rotate(...)">``), so a turned piece is as sharp as an
  upright one.

Results are kept in one bounded ``SurfaceCache`` keyed by everything above, and
the file texts in a dict (the files are small and few). ``names(folder)`` lists
the files of a folder; ``clear()`` empties both caches (tests, hot reload).
"""

from __future__ import annotations

import io
from pathlib import Path

import pygame

from ..resources import asset
from .surfacecache import SurfaceCache

SIDE = "#ff00ff"        # stand-in for the side's colour in the art files
SIDE_DARK = "#800080"   # stand-in for the side's shade
_SOURCES: dict[str, str] = {}
_IMAGES: SurfaceCache[pygame.Surface] = SurfaceCache(800)


def art_dir() -> Path:
    """The folder of our vector art (``assets/art``)."""
    return asset("art")


def path(name: str) -> Path:
    """The file of ``name`` (a path under ``assets/art``, e.g. ``dunbine/dunbine.svg``)."""
    return art_dir() / name


def names(folder: str) -> list[str]:
    """The SVG files of ``assets/art/<folder>`` as names for ``surface`` (sorted)."""
    return sorted(f"{folder}/{p.name}" for p in (art_dir() / folder).glob("*.svg"))


def exists(name: str) -> bool:
    return path(name).is_file()


def source(name: str) -> str:
    """The SVG text of ``name`` (read once)."""
    found = _SOURCES.get(name)
    if found is None:
        found = _SOURCES[name] = path(name).read_text(encoding="utf-8")
    return found


def hex_colour(rgb: tuple[int, ...]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*(max(0, min(255, int(c))) for c in rgb[:3]))


def shade(rgb: tuple[int, ...], factor: float = 0.55) -> tuple[int, int, int]:
    """``rgb`` darkened towards black (``factor`` of its brightness kept)."""
    return (int(rgb[0] * factor), int(rgb[1] * factor), int(rgb[2] * factor))


def side_colours(rgb: tuple[int, ...]) -> tuple[tuple[str, str], ...]:
    """The stand-in replacements that paint a piece in a side's colour ``rgb``."""
    return ((SIDE, hex_colour(rgb)), (SIDE_DARK, hex_colour(shade(rgb))))


def prepared(text: str, colours: tuple[tuple[str, str], ...] = (), turn: float = 0.0) -> str:
    """``text`` with the stand-in colours replaced and its drawing turned ``turn`` degrees about the centre."""
    for old, new in colours:
        text = text.replace(old, new).replace(old.upper(), new)
    if turn % 360:
        head_end = text.index(">", text.index("<svg")) + 1
        tail = text.rindex("</svg>")
        box = _view_box(text[:head_end])
        cx, cy = box[0] + box[2] / 2, box[1] + box[3] / 2
        text = (f'{text[:head_end]}<g transform="rotate({turn % 360:.2f} {cx:g} {cy:g})">'
                f"{text[head_end:tail]}</g>{text[tail:]}")
    return text


def _view_box(head: str) -> tuple[float, float, float, float]:
    start = head.index('viewBox="') + len('viewBox="')
    x, y, w, h = (float(v) for v in head[start:head.index('"', start)].replace(",", " ").split())
    return x, y, w, h


def render(text: str, size: tuple[int, int]) -> pygame.Surface:
    """SVG ``text`` rasterised to a ``size`` surface with per-pixel alpha."""
    img = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), size)
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


def surface(name: str, size: tuple[int, int], colours: tuple[tuple[str, str], ...] = (),
            turn: float = 0.0) -> pygame.Surface:
    """``assets/art/<name>`` at ``size`` (w, h), stand-in ``colours`` replaced, turned ``turn``° clockwise (cached).

    The surface is shared: callers blit it and never draw on it.
    """
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, w, h, colours, round(turn % 360, 1))
    found = _IMAGES.find(key)
    if found is None:
        found = _IMAGES.put(key, render(prepared(source(name), colours, turn), (w, h)))
    return found


def clear() -> None:
    """Forget every file text and rendered surface (the files changed, or a test wants a cold cache)."""
    _SOURCES.clear()
    _IMAGES.clear()
