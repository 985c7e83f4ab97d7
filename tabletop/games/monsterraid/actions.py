"""Monster Raid actions (frozen dataclasses; JSON form ``{"type": ..., ...}``).

* ``Shoot`` carries the shot's inputs (the die, the method and where, which
  way and how hard it leaves the hand or the launcher); ``apply`` runs the
  physics on them, so replaying the inputs gives the same table exactly.
* ``Pass`` ends the adventurer's part in the round (rule 1 アタックフェイズ).
* ``UseSkill`` declares an active skill in one's own turn (rule 1 スキルの適用);
  the fields a skill does not use stay empty.
* ``Choose`` answers a pending prompt (growth, MVP, 封印, フェイズシフト).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.game import Action


@dataclass(frozen=True)
class Shoot(Action):
    die: str
    method: str  # flick | throw | coin
    x: float
    y: float
    angle: float
    power: float  # 0..1
    spin: float = 0.0
    loft: float = 0.5
    launcher: bool = False  # shoot from the launcher (発射台) standing at (x, y)


@dataclass(frozen=True)
class Pass(Action):
    pass


@dataclass(frozen=True)
class UseSkill(Action):
    skill: str
    die: str = ""
    target: str = ""
    dice: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class Choose(Action):
    option: str


ACTIONS = (Shoot, Pass, UseSkill, Choose)
