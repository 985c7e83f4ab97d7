"""Pig's state: a plain dataclass that ``tabletop.core.serial`` saves and hashes as it is."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PigState:
    target: int                      # the score that wins (rule 3)
    scores: list[int]                # banked points per seat
    to_move: int = 0                 # the seat whose turn it is (rule 1: player 1 first)
    turn_total: int = 0              # points rolled this turn, not yet held (rule 2.1)
    turn: int = 1                    # turns played, counting from 1
    busts: list[int] = field(default_factory=list)  # turns lost to the bust face, per seat
    winner: int | None = None        # set when a score reaches the target (rule 3)
