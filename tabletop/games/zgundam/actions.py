"""The actions of the Z Gundam card game (frozen dataclasses with a JSON form).

Set-up (インスト 6-7): ``DeployPair``, ``FinishDeploy``, ``Discard``.
A turn's one action (ルール (2)):
  a) special card: ``PlayRepair``, ``PlayFullRepair``, ``PlayExplosion``,
     ``PlaySupply``, ``PlayColonyLaser``;
  b) ``AttackMS`` (MS against MS, (2)-b-1), ``AttackShip`` (MS against ship, (2)-b-2);
  c) ``ShipAttack`` (ship against ship, (2)-c);
  d) ``DeployPair`` (a new combat-ready pair);
  e) ``Discard`` (one card from the hand).
Reactions of the attacked seat: ``PlayCeasefire``, ``PlayDummyMeteor``, ``NoReaction``.
End of turn (hand limit ruling): ``Discard``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.game import Action


@dataclass(frozen=True)
class DeployPair(Action):
    """Make an MS and a pilot from the hand combat ready (戦闘準備完了)."""

    ms: str
    pilot: str


@dataclass(frozen=True)
class FinishDeploy(Action):
    """End the set-up pairing (インスト 6)."""


@dataclass(frozen=True)
class Discard(Action):
    """Discard one card from the hand; ``supply`` uses a discarded supply card at set-up (インスト 7)."""

    card: str
    supply: bool = False


@dataclass(frozen=True)
class PlayRepair(Action):
    """One repair card: roll one die, at least ``points`` (6 if more than 6) repairs that much."""

    card: str
    ship: str
    points: int


@dataclass(frozen=True)
class PlayFullRepair(Action):
    """Two repair cards: the ship is repaired to its full durability without a roll."""

    first: str
    second: str
    ship: str


@dataclass(frozen=True)
class PlayExplosion(Action):
    """Explosion with a pilot from the hand against another player's ship."""

    card: str
    pilot: str
    ship: str


@dataclass(frozen=True)
class PlaySupply(Action):
    """A supply card kept in the hand: take one ship from the ship deck."""

    card: str


@dataclass(frozen=True)
class PlayColonyLaser(Action):
    """Colony laser against every ship and MS of the player ``target``."""

    card: str
    target: int


@dataclass(frozen=True)
class AttackMS(Action):
    """(2)-b-1: the combat-ready MS ``ms`` attacks the enemy combat-ready MS ``target``."""

    ms: str
    target: str


@dataclass(frozen=True)
class AttackShip(Action):
    """(2)-b-2: the combat-ready MS ``ms`` attacks the enemy ship ``ship``."""

    ms: str
    ship: str


@dataclass(frozen=True)
class ShipAttack(Action):
    """(2)-c: the ship ``ship`` attacks the enemy ship ``target``."""

    ship: str
    target: str


@dataclass(frozen=True)
class PlayCeasefire(Action):
    """The attacked seat avoids an MS-against-MS battle (停戦信号)."""

    card: str


@dataclass(frozen=True)
class PlayDummyMeteor(Action):
    """The attacked seat avoids a ship-against-ship battle (ダミー隕石)."""

    card: str


@dataclass(frozen=True)
class NoReaction(Action):
    """The attacked seat lets the battle go ahead."""


@dataclass(frozen=True)
class Pass(Action):
    """Only when nothing else is possible (ruling R9): the turn passes."""


ALL_ACTIONS = (DeployPair, FinishDeploy, Discard, PlayRepair, PlayFullRepair, PlayExplosion, PlaySupply,
               PlayColonyLaser, AttackMS, AttackShip, ShipAttack, PlayCeasefire, PlayDummyMeteor, NoReaction,
               Pass)
