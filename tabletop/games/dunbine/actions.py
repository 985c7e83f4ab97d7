"""The Dunbine actions (JSON form ``{"type": "Forward", "unit": "sho"}``; see docs/games/dunbine.md)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.game import Action


@dataclass(frozen=True)
class ChangeThrust(Action):
    """Acceleration phase: set a machine's thrust (4)."""
    unit: str
    thrust: int


@dataclass(frozen=True)
class EndAcceleration(Action):
    """End the acceleration phase; the action phase begins (3)."""


@dataclass(frozen=True)
class Forward(Action):
    """Move one hex forward (6.4 ①)."""
    unit: str


@dataclass(frozen=True)
class Backward(Action):
    """Move one hex back (6.4 ①, 6.6)."""
    unit: str


@dataclass(frozen=True)
class Turn(Action):
    """Turn by ``steps`` x 60 degrees (+ = counter-clockwise/left; 3 = 180) (7)."""
    unit: str
    steps: int


@dataclass(frozen=True)
class SideSlip(Action):
    """Side slip to the FR, FL, BR or BL hex without turning (8)."""
    unit: str
    to: str


@dataclass(frozen=True)
class Transform(Action):
    """Billbine: Aura Battler <-> Wing Caliber (9)."""
    unit: str


@dataclass(frozen=True)
class Dock(Action):
    """Wing Caliber and Aura Battler in one hex combine (10.2-10.3)."""
    unit: str
    partner: str


@dataclass(frozen=True)
class Separate(Action):
    """A docked pair separates (10.2, 10.5-10.6)."""
    unit: str


@dataclass(frozen=True)
class Attack(Action):
    """Declare an attack with a weapon id or ``"sword"`` (11)."""
    unit: str
    target: str
    weapon: str


@dataclass(frozen=True)
class EndActivation(Action):
    """The active machine has spent its whole thrust and ends its action (6.2, 5.3)."""
    unit: str


@dataclass(frozen=True)
class SpendAura(Action):
    """Put aura power into a track at the moment of use (20)."""
    unit: str
    item: str
    amount: int


@dataclass(frozen=True)
class ResponseTurn(Action):
    """Defender: turn against a declared attack, paid from response PP (12)."""
    unit: str
    steps: int


@dataclass(frozen=True)
class Defend(Action):
    """Defender: ``evade``, ``block`` or ``none`` (16)."""
    kind: str


@dataclass(frozen=True)
class AuraDone(Action):
    """No (more) aura power before this roll (20.2-20.3)."""


@dataclass(frozen=True)
class ChooseVictim(Action):
    """Attacker picks which machine of a docked pair takes a sword hit (21.6)."""
    unit: str


@dataclass(frozen=True)
class SetPP(Action):
    """PP allocation phase: set one track; the rest stays in action PP (22)."""
    unit: str
    item: str
    value: int


@dataclass(frozen=True)
class EndTurn(Action):
    """End the PP allocation phase and the player turn (3, 22)."""


ALL = (ChangeThrust, EndAcceleration, Forward, Backward, Turn, SideSlip, Transform, Dock, Separate, Attack,
       EndActivation, SpendAura, ResponseTurn, Defend, AuraDone, ChooseVictim, SetPP, EndTurn)
