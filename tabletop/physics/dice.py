"""Die shapes seen from above: the silhouette that collides and the bottom face that decides "on".

A die lies on one face; every face-down pose of a die is congruent, so one
footprint per kind (turned by the die's angle) is exact. Sizes are those of
common gaming dice (edge lengths in mm), masses from resin at 1.18 g/cm^3.

| kind | edge | silhouette | bottom face |
|------|------|------------|-------------|
| d4   | 18   | triangle (the bottom face itself) | triangle |
| d6   | 16   | square (the bottom face itself)   | square |
| d8   | 16   | hexagon R = a/sqrt(3)             | triangle on alternate vertices |
| d12  | 8.5  | decagon R = a*phi/(2 sin 36)      | pentagon R = a/(2 sin 36) |
| d20  | 11.5 | hexagon R = 0.9342 a              | triangle R = a/sqrt(3) |

The d8/d12/d20 bottom face is much smaller than the silhouette: a tip hanging
over a board edge is not "on" it (Monster Raid FAQ, the d8 ruling).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from .geometry import Polygon, area, mean_radius_regular, regular_polygon

#: Edge length of each die kind in millimetres (realistic gaming dice).
DIE_SIZES: dict[str, float] = {"d4": 18.0, "d6": 16.0, "d8": 16.0, "d12": 8.5, "d20": 11.5}

#: Faces of each kind.
DIE_FACES: dict[str, int] = {"d4": 4, "d6": 6, "d8": 8, "d12": 12, "d20": 20}

#: Density of resin dice, g/mm^3.
DENSITY = 1.18e-3

_PHI = (1.0 + math.sqrt(5.0)) / 2.0
_SIN36 = math.sin(math.pi / 5.0)


@dataclass(frozen=True)
class DieShape:
    """A die kind's footprints (local coordinates, angle 0), height, mass and spin arm."""

    kind: str
    edge: float
    silhouette: tuple[tuple[float, float], ...]
    bottom: tuple[tuple[float, float], ...]
    height: float  # distance between the resting face and the top (mm)
    mass: float  # g
    spin_arm: float  # mean distance from the centre over the bottom face (mm)

    @cached_property
    def radius(self) -> float:
        """Circumradius of the silhouette."""
        return max(math.hypot(x, y) for x, y in self.silhouette)

    @cached_property
    def bottom_radius(self) -> float:
        return max(math.hypot(x, y) for x, y in self.bottom)


def _shape(kind: str) -> DieShape:
    a = DIE_SIZES[kind]
    if kind == "d4":
        r = a / math.sqrt(3.0)
        sil = bottom = regular_polygon(3, r, math.pi / 2.0)
        height, volume, arm = a * math.sqrt(2.0 / 3.0), a ** 3 / (6.0 * math.sqrt(2.0)), mean_radius_regular(3, r)
    elif kind == "d6":
        r = a / math.sqrt(2.0)
        sil = bottom = regular_polygon(4, r, math.pi / 4.0)
        height, volume, arm = a, a ** 3, mean_radius_regular(4, r)
    elif kind == "d8":
        r = a / math.sqrt(3.0)
        sil = regular_polygon(6, r, 0.0)
        bottom = regular_polygon(3, r, 0.0)
        height, volume, arm = a * math.sqrt(2.0 / 3.0), math.sqrt(2.0) / 3.0 * a ** 3, mean_radius_regular(3, r)
    elif kind == "d12":
        rf = a / (2.0 * _SIN36)
        sil = regular_polygon(10, rf * _PHI, 0.0)
        bottom = regular_polygon(5, rf, 0.0)
        height = 2.0 * a * 1.1135163644116066  # twice the inradius
        volume, arm = (15.0 + 7.0 * math.sqrt(5.0)) / 4.0 * a ** 3, mean_radius_regular(5, rf)
    elif kind == "d20":
        rf = a / math.sqrt(3.0)
        sil = regular_polygon(6, 0.9341723589627157 * a, 0.0)
        bottom = regular_polygon(3, rf, 0.0)
        height = 2.0 * a * 0.7557613140761708
        volume, arm = 5.0 * (3.0 + math.sqrt(5.0)) / 12.0 * a ** 3, mean_radius_regular(3, rf)
    else:
        raise ValueError(f"unknown die kind {kind!r} (expected one of {sorted(DIE_SIZES)})")
    assert area(sil) > 0 and area(bottom) > 0
    return DieShape(kind, a, tuple(sil), tuple(bottom), height, volume * DENSITY, arm)


#: Footprints of every die kind.
DIE_SHAPES: dict[str, DieShape] = {kind: _shape(kind) for kind in DIE_SIZES}


def die_shape(kind: str) -> DieShape:
    """The footprints of a die kind (``ValueError`` for an unknown kind)."""
    try:
        return DIE_SHAPES[kind]
    except KeyError:
        raise ValueError(f"unknown die kind {kind!r} (expected one of {sorted(DIE_SIZES)})") from None


def die_silhouette(kind: str) -> Polygon:
    """The top-view outline of a die at angle 0 (local mm coordinates)."""
    return list(die_shape(kind).silhouette)


def die_bottom_face(kind: str) -> Polygon:
    """The face a die rests on, at angle 0 (local mm coordinates)."""
    return list(die_shape(kind).bottom)
