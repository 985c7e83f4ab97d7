"""The actions of 史上最大の侵略 (frozen dataclasses; JSON form ``{"type": ..., ...}``).

Alien side (rules 5-10): Draw, PlaceChit, PlaceInvasion, Reveal, RemoveDamage, EndAlienActions.
TDF on an event the alien revealed (rules 6.6-6.7): TakeEvent, ApplyEvent, SwapEvent.
TDF deployment and redeployment (rules 11, 13): Deploy, PlayEvent, EndDeployment,
Redeploy, EndRedeployment. Reconnaissance (rule 12): Recon, EndRecon.
Combat (rules 14-19): Attack, UseCapsule, Transform, DeclineTransform, Fight, EndCombatStep.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.game import Action


@dataclass(frozen=True)
class Draw(Action):
    """Rule 6: draw one card (2 AP)."""


@dataclass(frozen=True)
class PlaceChit(Action):
    """Rule 7: one invasion chit on a card on the table (1 AP)."""

    card: str


@dataclass(frozen=True)
class PlaceInvasion(Action):
    """Rule 8: an invasion card from the hand, face down in its area (2 AP)."""

    card: str


@dataclass(frozen=True)
class Reveal(Action):
    """Rule 9: turn a face-down card at its hidden cap face up (3 AP)."""

    card: str


@dataclass(frozen=True)
class RemoveDamage(Action):
    """Rule 10: remove one damage from a card (3 AP)."""

    card: str


@dataclass(frozen=True)
class EndAlienActions(Action):
    """Rule 5.3: stop acting (AP need not be used up)."""


@dataclass(frozen=True)
class TakeEvent(Action):
    """Rule 6.6: the TDF takes the revealed event into its hand instead of applying it."""


@dataclass(frozen=True)
class ApplyEvent(Action):
    """Rule 6.5: the revealed event applies this turn."""


@dataclass(frozen=True)
class SwapEvent(Action):
    """Rule 6.7: with three cards in hand, take the revealed event and apply ``card`` from the hand."""

    card: str


@dataclass(frozen=True)
class Deploy(Action):
    """Rule 11: put a member or weapon card in an area (or back to the base)."""

    card: str
    area: str


@dataclass(frozen=True)
class PlayEvent(Action):
    """Rule 11.7: play an event card from the TDF hand."""

    card: str


@dataclass(frozen=True)
class EndDeployment(Action):
    """End of the TDF deployment step."""


@dataclass(frozen=True)
class Recon(Action):
    """Rule 12: reconnaissance in one area."""

    area: str


@dataclass(frozen=True)
class EndRecon(Action):
    """End of the reconnaissance step."""


@dataclass(frozen=True)
class Redeploy(Action):
    """Rule 13: move the whole group in ``source`` to ``target``."""

    source: str
    target: str


@dataclass(frozen=True)
class EndRedeployment(Action):
    """End of the redeployment step; combat follows."""


@dataclass(frozen=True)
class Attack(Action):
    """Rule 15: one member attacks, with the weapons given to them."""

    member: str
    weapons: tuple[str, ...] = ()


@dataclass(frozen=True)
class UseCapsule(Action):
    """Rule 19: use a capsule monster card in Dan's area."""

    card: str


@dataclass(frozen=True)
class Transform(Action):
    """Rule 16: Dan tries to transform into Ultra Seven."""


@dataclass(frozen=True)
class DeclineTransform(Action):
    """Rule 16.2: Dan does not transform."""


@dataclass(frozen=True)
class Fight(Action):
    """Rule 17: a melee round with the chosen technique."""

    technique: str


@dataclass(frozen=True)
class EndCombatStep(Action):
    """Let a capsule-monster timing pass, or stop after a tied melee (rule 17.4.3)."""


ALL_ACTIONS = (Draw, PlaceChit, PlaceInvasion, Reveal, RemoveDamage, EndAlienActions,
               TakeEvent, ApplyEvent, SwapEvent, Deploy, PlayEvent, EndDeployment,
               Recon, EndRecon, Redeploy, EndRedeployment, Attack, UseCapsule, Transform,
               DeclineTransform, Fight, EndCombatStep)
