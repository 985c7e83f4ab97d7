"""Pig's two actions; their JSON form is ``{"type": "Roll"}`` / ``{"type": "Hold"}``."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.game import Action


@dataclass(frozen=True)
class Roll(Action):
    """Rule 2.1: roll 1D6 and add it to the turn total (a bust face loses it, 2.2)."""


@dataclass(frozen=True)
class Hold(Action):
    """Rule 2.3: add the turn total to the score and pass the turn."""


ALL = (Roll, Hold)
