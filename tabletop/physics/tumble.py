"""How each kind of die tumbles: the rimless wheel (McGeer 1990) built from the die's own solid.

Seen from the side, a die tipping over an edge is a rimless wheel: a regular
polygon whose spokes run from the centre to the edges it pivots on. For a
regular polyhedron with edge ``a`` the spoke is the midradius ``rho``, the
height of the centre on a face is the inradius ``r``, and the wheel turns by
``2*alpha = pi - dihedral`` per edge-over (``cos(alpha) = r / rho``). With the
moment of inertia about the centre ``I = k*m*a^2`` (every regular solid's is
isotropic) and about the pivot edge ``I_e = I + m*rho^2`` (all per unit mass
below):

* energy kept per edge-over: angular momentum about the new edge is conserved
  through the impact, ``omega+ = eta * omega-`` with
  ``eta = 1 - rho^2 (1 - cos(2 alpha)) / i_e``; the energy kept is ``eta^2``;
* energy needed to tip: lifting the centre from ``r`` to ``rho``,
  ``e_tip = g * rho * (1 - cos(alpha))``;
* one edge-over moves the centre by ``step = 2 * rho * sin(alpha)``;
* catching an edge: a die sliding at ``v`` whose leading edge catches turns
  about it with ``omega = v * r / i_e`` (angular momentum about the edge); it
  stays on the edge only while ``omega^2 * rho <= g * cos(alpha)`` (else it would
  hop off it), so edges catch at ``v <= catch_speed = (i_e / r) * sqrt(g cos(alpha) / rho)``
  and the die tips only when ``v >= tip_speed = sqrt(2 * e_tip * i_e) / r``.

``sim`` uses these numbers inside the pymunk world (no second engine): a die
slides under Coulomb friction until it is slow enough for an edge to catch,
then tumbles (table friction off, planar speed ``omega * rho``), losing
``1 - eta`` of its speed at each edge-over, and rocks to rest on the face where
it can no longer lift its centre. A tetrahedron (d4) cannot tip from a catch
(``tip_speed > catch_speed``): it slides. See docs/physics.md.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import params
from .dice import DIE_SIZES

_PHI = (1.0 + math.sqrt(5.0)) / 2.0

#: Each regular solid's (inradius / a, midradius / a, I / (m a^2), dihedral angle): textbook values.
SOLIDS: dict[str, tuple[float, float, float, float]] = {
    "d4": (1.0 / math.sqrt(24.0), 1.0 / math.sqrt(8.0), 1.0 / 20.0, math.acos(1.0 / 3.0)),
    "d6": (0.5, 1.0 / math.sqrt(2.0), 1.0 / 6.0, math.pi / 2.0),
    "d8": (1.0 / math.sqrt(6.0), 0.5, 1.0 / 10.0, math.acos(-1.0 / 3.0)),
    "d12": (0.5 * math.sqrt(2.5 + 5.5 / math.sqrt(5.0)), (3.0 + math.sqrt(5.0)) / 4.0,
            (95.0 + 39.0 * math.sqrt(5.0)) / 300.0, math.acos(-1.0 / math.sqrt(5.0))),
    "d20": (_PHI * _PHI / (2.0 * math.sqrt(3.0)), _PHI / 2.0, _PHI * _PHI / 10.0, math.acos(-math.sqrt(5.0) / 3.0)),
}


@dataclass(frozen=True)
class Tumble:
    """One kind's rimless wheel (mm, s; energies per gram of die)."""

    kind: str
    inradius: float
    midradius: float
    alpha: float  # half the turn per edge-over
    edge_inertia: float  # i_e = I / m + rho^2, mm^2
    keep: float  # eta: angular (and planar) speed kept per edge-over
    step: float  # centre travel per edge-over, mm
    tip_energy: float  # g rho (1 - cos alpha), mm^2/s^2
    catch_speed: float  # sliding speed below which an edge can catch, mm/s
    tip_speed: float  # sliding speed needed to tip over a caught edge, mm/s

    @property
    def catches(self) -> bool:
        """Whether a caught edge can ever tip this die (false for the d4: it slides)."""
        return self.tip_speed <= self.catch_speed

    @property
    def roll_speed(self) -> float:
        """Planar speed of the centre (omega * rho) right after catching an edge at ``catch_speed``."""
        return self.catch_speed * self.inradius * self.midradius / self.edge_inertia

    def tumbling_speed(self, sliding: float) -> float:
        """Planar speed once an edge caught a die sliding at ``sliding`` mm/s."""
        return sliding * self.inradius * self.midradius / self.edge_inertia

    @property
    def over_speed(self) -> float:
        """Least tumbling planar speed that lifts the centre over the next edge."""
        return self.midradius * math.sqrt(2.0 * self.tip_energy / self.edge_inertia)

    def tips_from(self, sliding: float) -> int:
        """Edge-overs after an edge catches a die sliding at ``sliding`` (0 if it cannot tip)."""
        if not self.tip_speed <= sliding <= self.catch_speed:
            return 0
        speed, tips = self.tumbling_speed(sliding), 0
        while speed >= self.over_speed:
            tips += 1
            speed *= self.keep
        return tips


def _tumble(kind: str) -> Tumble:
    a = DIE_SIZES[kind]
    r_a, rho_a, k, dihedral = SOLIDS[kind]
    r, rho = r_a * a, rho_a * a
    alpha = (math.pi - dihedral) / 2.0
    assert abs(math.cos(alpha) - r / rho) < 1e-9, kind  # the solid's own geometry agrees with itself
    i_e = k * a * a + rho * rho
    g = params.GRAVITY
    keep = 1.0 - rho * rho * (1.0 - math.cos(2.0 * alpha)) / i_e
    tip_energy = g * rho * (1.0 - math.cos(alpha))
    catch = i_e / r * math.sqrt(g * math.cos(alpha) / rho)
    tip = math.sqrt(2.0 * tip_energy * i_e) / r
    return Tumble(kind, r, rho, alpha, i_e, keep, 2.0 * rho * math.sin(alpha), tip_energy, catch, tip)


#: The rimless wheel of every die kind.
TUMBLES: dict[str, Tumble] = {kind: _tumble(kind) for kind in DIE_SIZES}


def next_face(kind: str, faces: int, face: int, roll: int) -> int:
    """The top face after one edge-over, from ``roll`` (a seeded number in 0..faces-3 or 0..faces-2).

    A tip puts a face next to the old top on top. The table seen from above does
    not track the numbering around the die, so which neighbour is chosen is the
    seeded roll: any face but the old top and (numbers on opposite faces add up
    to faces + 1) its opposite; a d4 reads its number at the top vertex, any
    of the other three.
    """
    if kind == "d4":
        choices = [f for f in range(1, faces + 1) if f != face]
    else:
        choices = [f for f in range(1, faces + 1) if f != face and f != faces + 1 - face]
    return choices[roll % len(choices)]


def rolled_distance(kind: str, speed: float) -> float:
    """How far (mm) a lone die sliding on the table at ``speed`` mm/s goes before it rests (closed form).

    It slides (Coulomb) down to the catch speed, then tumbles ``tips_from`` edge-overs of
    ``step`` mm; a die that cannot tip slides ``v^2 / (2 mu g)``.
    """
    model = TUMBLES[kind]
    mu_g = params.MU_DIE * params.GRAVITY
    if model.catches and speed >= model.tip_speed:
        caught = min(speed, model.catch_speed)
        return (speed * speed - caught * caught) / (2.0 * mu_g) + model.tips_from(caught) * model.step
    return speed * speed / (2.0 * mu_g)


def speed_for_distance(kind: str, distance: float) -> float:
    """A sliding speed (mm/s) that brings a lone die of ``kind`` to rest ``distance`` mm on (``rolled_distance``
    inverted; for distances within the last tumble, the slower slide that stops there)."""
    model = TUMBLES[kind]
    mu_g = params.MU_DIE * params.GRAVITY
    distance = max(0.0, distance)
    if model.catches:
        rolled = model.tips_from(model.catch_speed) * model.step
        if distance > rolled:
            return math.sqrt(2.0 * mu_g * (distance - rolled) + model.catch_speed ** 2)
    return math.sqrt(2.0 * mu_g * distance)
