"""Side / owner colours that stay apart for every kind of colour vision.

Each palette gives six side styles ``(colour, shape)``: the colours are
chosen (by a max-min search over a colour grid) so that every pair stays
clearly different (CIELAB ΔE ≥ ``MIN_DELTA_E``) for typical vision AND the
vision the palette is named after, simulated with the Machado et al.
(2009) matrices (``simulate``); and every side ALSO has its own shape
(``SHAPES``), so nothing relies on colour alone. Game views call
``side_style(index)`` for a seat's colour and shape and ``draw_side_marker``
to draw the shape; the setting (``settings.palette``) picks the palette with
``set_palette``.

=================  ===========================================================
``standard``       the shell's own colours (easy for typical colour vision)
``deuteranopia``   pink / blue / yellow / sky / ochre / cream: green-blind vision
``protanopia``     cream / violet / rose / red / yellow / cyan: red-blind vision
``tritanopia``     taupe / mint / red / magenta / periwinkle / ivory: blue-yellow
``high_contrast``  saturated colours that stay ≥ 30 ΔE apart for ALL four visions
=================  ===========================================================
"""

from __future__ import annotations

import math

import pygame

SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")
MIN_DELTA_E = 30.0
MIN_DELTA_E_TABLE = 20.0  # every side colour against the table and panel colours

_PALETTES: dict[str, tuple[tuple[int, int, int], ...]] = {
    "standard": ((66, 135, 245), (226, 87, 76), (76, 175, 80), (240, 196, 60), (171, 97, 214), (236, 240, 241)),
    "deuteranopia": ((215, 60, 120), (0, 120, 255), (255, 255, 0), (120, 215, 255), (170, 120, 0), (255, 255, 170)),
    "protanopia": ((255, 255, 170), (215, 0, 255), (255, 0, 120), (255, 0, 0), (255, 255, 0), (0, 255, 255)),
    "tritanopia": ((170, 120, 120), (0, 255, 170), (255, 0, 0), (255, 0, 215), (120, 120, 255), (255, 255, 215)),
    "high_contrast": ((60, 255, 170), (215, 0, 255), (215, 255, 0), (120, 120, 120), (255, 0, 0), (255, 170, 255)),
}
PALETTE_NAMES = tuple(_PALETTES)
VISION = {"standard": "normal", "deuteranopia": "deuteranopia", "protanopia": "protanopia",
          "tritanopia": "tritanopia", "high_contrast": "normal"}

_current = "standard"


def set_palette(name: str) -> str:
    """Use palette ``name`` (unknown names fall back to ``standard``); returns the name used."""
    global _current
    _current = name if name in _PALETTES else "standard"
    return _current


def palette_name() -> str:
    return _current


def palette(name: str | None = None) -> tuple[tuple[int, int, int], ...]:
    return _PALETTES[name or _current]


def side_style(index: int, name: str | None = None) -> tuple[tuple[int, int, int], str]:
    """(colour, shape) of side / seat ``index`` (0-based) in the current palette.

    Past six sides the colours repeat with the shapes shifted, so the pair
    (colour, shape) stays unique up to 36 sides.
    """
    colours = palette(name)
    n = len(colours)
    i = int(index)
    return colours[i % n], SHAPES[(i + i // n) % len(SHAPES)]


def side_colour(index: int) -> tuple[int, int, int]:
    return side_style(index)[0]


def ink_on(colour) -> tuple[int, int, int]:
    """Text colour readable on ``colour``: near-black on light colours, near-white on dark ones."""
    r, g, b = colour[:3]
    return (20, 20, 24) if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (250, 250, 250)


def shape_points(shape: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The polygon of ``shape`` (empty for the circle)."""
    cx, cy = center
    r = radius

    def ring(count: int, start: float, rad: float) -> list[tuple[float, float]]:
        return [(cx + rad * math.cos(start + 2 * math.pi * k / count), cy + rad * math.sin(start + 2 * math.pi * k / count))
                for k in range(count)]

    if shape == "square":
        s = r * 0.85
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return ring(3, -math.pi / 2, r * 1.1)
    if shape == "diamond":
        return ring(4, -math.pi / 2, r * 1.1)
    if shape == "hexagon":
        return ring(6, 0, r)
    if shape == "star":
        outer, inner = ring(5, -math.pi / 2, r * 1.15), ring(5, -math.pi / 2 + math.pi / 5, r * 0.5)
        return [p for pair in zip(outer, inner) for p in pair]
    return []


def draw_side_marker(surface: pygame.Surface, center: tuple[int, int], radius: int, index: int,
                     outline: tuple[int, int, int] = (10, 17, 24)) -> pygame.Rect:
    """Draw side ``index``'s shape filled with its colour, with a dark outline."""
    colour, shape = side_style(index)
    points = shape_points(shape, center, radius)
    if not points:
        rect = pygame.draw.circle(surface, colour, center, radius)
        pygame.draw.circle(surface, outline, center, radius, max(1, radius // 6))
        return rect
    rect = pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, max(1, radius // 6))
    return rect


# -- colour-vision simulation (for the tests and the settings preview) ---------------
_MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(colour, vision: str) -> tuple[float, float, float]:
    """How ``colour`` looks with ``vision`` (``normal`` or one of the three dichromacies)."""
    if vision not in _MACHADO:
        return tuple(float(v) for v in colour[:3])  # type: ignore[return-value]
    lin = [_to_linear(v) for v in colour[:3]]
    m = _MACHADO[vision]
    return tuple(_to_srgb(sum(m[r][k] * lin[k] for k in range(3))) for r in range(3))  # type: ignore[return-value]


def lab(colour) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_to_linear(v) for v in colour[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a, b, vision: str = "normal") -> float:
    """CIE76 distance between two colours as seen with ``vision``."""
    la, lb = lab(simulate(a, vision)), lab(simulate(b, vision))
    return math.dist(la, lb)


def min_distance(name: str, vision: str | None = None, against=()) -> float:
    """The smallest ΔE between two sides of palette ``name`` (and the ``against`` colours)."""
    vision = vision or VISION[name]
    colours = list(palette(name))
    pairs = [(a, b) for i, a in enumerate(colours) for b in colours[i + 1:]]
    pairs += [(a, c) for a in colours for c in against]
    return min(delta_e(a, b, vision) for a, b in pairs)
