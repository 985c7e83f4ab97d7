"""Monster Raid actions (frozen dataclasses; JSON form ``{"type": ..., ...}``).

* ``Shoot`` carries the shot's inputs (the die, the method and where, which
  way and how hard it leaves the hand or the launcher); ``apply`` runs the
  physics on them, so replaying the inputs gives the same table exactly.
* ``Pass`` ends the adventurer's part in the round (rule 1 アタックフェイズ).
* ``UseSkill`` declares an active skill in one's own turn (rule 1 スキルの適用);
  the fields a skill does not use stay empty.
* ``Choose`` answers a pending prompt (growth, MVP, 封印, フェイズシフト).
* ``PlaceMinion``, ``PlaceEffect`` and ``Ready`` belong to the placement at
  stage start (rule 0): move a minion edge to edge against the boss (or a
  minion), move a displaced effect card to a free edge, start the round.
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
    edge: int = -1  # マーキングアロー: the free edge chosen (-1: the lowest free edge)


@dataclass(frozen=True)
class Choose(Action):
    option: str


@dataclass(frozen=True)
class PlaceMinion(Action):
    target: str
    anchor: str
    anchor_edge: int
    own_edge: int = 0


@dataclass(frozen=True)
class PlaceEffect(Action):
    card: str
    edge: int


@dataclass(frozen=True)
class Ready(Action):
    pass


ACTIONS = (Shoot, Pass, UseSkill, Choose, PlaceMinion, PlaceEffect, Ready)
