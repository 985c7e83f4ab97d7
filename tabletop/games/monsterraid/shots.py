"""What the rules hand to the physics for one shot, and what they get back.

``ShotSpec`` is a shot's inputs; ``ShotOutcome`` is where everything came to
rest. The table bridge turns a physics ``ShotResult`` into a ``ShotOutcome``;
tests hand the rules a ``ShotOutcome`` of their own through the game's
``resolver`` (see ``MonsterRaidGame(resolver=...)``), so every rule can be checked
with fixed results.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ShotSpec:
    die: str
    method: str
    x: float
    y: float
    angle: float
    power: float
    spin: float = 0.0
    loft: float = 0.5
    launcher: bool = False


@dataclass
class Rest:
    """One die after the shot: where it is, what it rests on, its face."""

    die: str
    on: list[str] = field(default_factory=list)  # board ids and card ids (top card only)
    face: int = 1
    lost: bool = False
    moved: bool = True
    crashed_into: list[str] = field(default_factory=list)
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    z: float = 0.0  # height (a die on a raised board rests up on the stand)


@dataclass
class ShotOutcome:
    rests: list[Rest] = field(default_factory=list)
    boards: dict[str, tuple[float, float, float]] = field(default_factory=dict)  # shifted boards
    cards: dict[str, tuple[float, float, float]] = field(default_factory=dict)  # shifted cards
    crash_chain: dict[str, list[str]] = field(default_factory=dict)


def crashed_dice(outcome: ShotOutcome, shot_die: str) -> list[str]:
    """Every die hit by the shot die, directly or through a chain of crashes (竜呪, FAQ)."""
    chain = dict(outcome.crash_chain)
    for rest in outcome.rests:
        if rest.crashed_into and rest.die not in chain:
            chain[rest.die] = list(rest.crashed_into)
    seen: list[str] = []
    todo = list(chain.get(shot_die, []))
    while todo:
        die = todo.pop(0)
        if die == shot_die or die in seen:
            continue
        seen.append(die)
        todo.extend(chain.get(die, []))
    return seen
