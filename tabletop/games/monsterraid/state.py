"""Monster Raid state: plain dataclasses that round-trip through ``tabletop.core.serial``.

The state holds the rules' side of the table (adventurers, dice, targets,
effect cards, the wall) and everything the physics needs to rebuild the
table for the next shot (positions of dice, boards and cards, the launcher,
the physics seed and the shot counter).

Where a die is (``DieState.where``):
  hand   - in its owner's hand (normal-attack dice)
  slot   - an unused ultimate (奥義) die on the adventurer card
  field  - on the battlefield (``on`` lists the boards/cards under it)
  lost   - fell off the table this round (not on the battlefield; rule シュート)
  aside  - made unusable until round end (反撃, ブレス, 無明剣)
  gone   - a used ultimate die, out of the game (rule 2)
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class DieState:
    id: str
    kind: str
    owner: str
    ultimate: bool = False
    where: str = "hand"
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    z: float = 0.0
    face: int = 1
    on: list[str] = field(default_factory=list)
    placed: bool = False  # put by hand (シャープシューティング), not shot
    shot_by: str = ""  # adventurer whose shot last moved it


@dataclass
class SkillState:
    id: str
    in_play: bool = False  # beside the adventurer card; otherwise in the public hand
    tapped: bool = False


@dataclass
class AdventurerState:
    id: str
    seat: int
    passed: bool = False
    skills: list[SkillState] = field(default_factory=list)
    armed: list[str] = field(default_factory=list)  # shot skills declared for this turn's shot
    shots_left: int = 1  # shots still allowed in this turn
    shots_this_round: int = 0


@dataclass
class TargetState:
    id: str
    role: str  # boss | minion
    hp: int
    size: str
    sides: int
    flying: bool
    damage: int = 0
    destroyed: bool = False
    raised: bool = False  # on the stand
    x: float = 0.0  # home position (put back at round end, FAQ ずれ)
    y: float = 0.0
    angle: float = 0.0
    cx: float = 0.0  # current position (may be shifted by shots)
    cy: float = 0.0
    cangle: float = 0.0


@dataclass
class EffectCardState:
    id: str
    kind: str
    board: str  # the target it is connected to
    edge: int
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    cx: float = 0.0
    cy: float = 0.0
    cangle: float = 0.0
    layer: int = 0


@dataclass
class Prompt:
    """A decision the game waits for: growth, MVP, 封印's choice, フェイズシフト's choice, a fault's redo."""

    kind: str  # growth | mvp | seal | phase_shift | fault
    adventurer: str = ""
    die: str = ""


@dataclass
class FaultedShot:
    """A flick that faulted, waiting for its shooter's choice (rule シュート, ruling R2): its inputs
    and the shot index it was simulated with, so letting it stand re-runs exactly that shot."""

    die: str = ""
    method: str = ""
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    power: float = 0.0
    spin: float = 0.0
    loft: float = 0.5
    launcher: bool = False
    index: int = 0


@dataclass
class ShotRecord:
    """What the last shot did, for the view and the log."""

    adventurer: str = ""
    die: str = ""
    method: str = ""
    hit: list[str] = field(default_factory=list)
    crashed: list[str] = field(default_factory=list)
    triggered: list[str] = field(default_factory=list)


@dataclass
class MonsterRaidState:
    difficulty: str = "normal"
    seats: int = 1
    stage: int = 1
    round: int = 1
    phase: str = "attack"  # placement | attack | stage_clear | over
    turn: str = "sigurd"
    adventurers: list[AdventurerState] = field(default_factory=list)
    dice: list[DieState] = field(default_factory=list)
    targets: list[TargetState] = field(default_factory=list)
    cards: list[EffectCardState] = field(default_factory=list)
    supply: dict[str, int] = field(default_factory=dict)  # effect cards left in the box
    card_serial: int = 0
    wall: int = 0
    table_width: float = 1600.0
    table_height: float = 1200.0
    launcher: list[float] = field(default_factory=list)  # [x, y] or []
    physics_seed: int = 0
    shot_index: int = 0
    fault_die: str = ""  # a die whose faulted shot is being redone: it must be shot again (rule シュート, ruling R2)
    faulted: list[FaultedShot] = field(default_factory=list)  # the faulted flick awaiting redo / stand (0 or 1)
    # round-long effects
    dragons_blood: bool = False
    ice_wall: list[str] = field(default_factory=list)
    shadow_stitch: list[str] = field(default_factory=list)
    prompts: list[Prompt] = field(default_factory=list)
    mvp: list[str] = field(default_factory=list)  # MVP per cleared stage ("" = none)
    last_shot: ShotRecord = field(default_factory=ShotRecord)
    round_log: list[str] = field(default_factory=list)  # short lines of the last round end
    # figures for the simulation report (metrics.py); the rules never read them
    shot_marks: list[list[float]] = field(default_factory=list)  # per shot: method, x, y, mm to a target, hit
    round_marks: list[list[int]] = field(default_factory=list)  # per round end: stage, round, dice damage, wall

    # -- look-ups -------------------------------------------------------------
    def adventurer(self, adv_id: str) -> AdventurerState:
        for adv in self.adventurers:
            if adv.id == adv_id:
                return adv
        raise KeyError(adv_id)

    def die(self, die_id: str) -> DieState:
        for d in self.dice:
            if d.id == die_id:
                return d
        raise KeyError(die_id)

    def target(self, target_id: str) -> TargetState:
        for t in self.targets:
            if t.id == target_id:
                return t
        raise KeyError(target_id)

    def card(self, card_id: str) -> EffectCardState:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def live_targets(self) -> list[TargetState]:
        return [t for t in self.targets if not t.destroyed]

    def field_dice(self) -> list[DieState]:
        return [d for d in self.dice if d.where == "field"]

    def has_die(self, die_id: str) -> bool:
        return any(d.id == die_id for d in self.dice)

    def has_target(self, target_id: str) -> bool:
        return any(t.id == target_id and not t.destroyed for t in self.targets)
