"""The state of a game of 史上最大の侵略: zones of cards plus counters and the turn's bookkeeping.

Seat 0 is the alien side (星人側), seat 1 the TDF (地球防衛軍). Cards live in
``tabletop.core.zones`` zones kept in ``UltraSevenState.zones`` (so the state stays plain
data): the deck, both hands, one invasion slot per reconnaissance area
(``inv:<area>``, face down unless revealed), the TDF groups per area and the
base (``tdf:<area>``, ``tdf:base``), and the piles. Invasion chits and damage
are counters kept per invasion card.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields

from tabletop.core.zones import HIDDEN, OWNER, PUBLIC, Table, Zone

ALIEN = 0
TDF = 1
BASE = "base"
AP_PER_TURN = 8          # rule 5.1
ALIEN_HAND_LIMIT = 8     # rule 6.3
TDF_HAND_LIMIT = 3       # rule 6.7
WEAPONS_PER_TURN = 2     # rule 11.4
VICTORY_CHITS = 13       # rule 20.2
START_INVASION_HAND = 6  # rule 3.4
KIRIYAMA_LIMIT = 4       # rules 11.3 / 13.3: four or more members need the captain

PHASES = ("alien", "deploy", "recon", "redeploy", "combat", "over")
COMBAT_STEPS = ("attack", "transform", "failed", "melee", "tie", "forced_end")


def inv_zone(area: str) -> str:
    return f"inv:{area}"


def tdf_zone(area: str) -> str:
    return f"tdf:{area}"


@dataclass
class ReconResult:
    """One reconnaissance of this turn. ``found`` is the card turned face up ("" = 「異常なし」).

    ``target`` is the secret reconnaissance number (-1 when the area held no
    face-down card); only the alien's view shows it (rule 12.4)."""

    area: str
    total: int
    roll: int
    found: str = ""
    target: int = -1


@dataclass
class CombatState:
    """The combat being resolved in one area (rules 14-19)."""

    area: str
    card: str
    step: str = "attack"
    attacked: list[str] = field(default_factory=list)
    weapons_used: list[str] = field(default_factory=list)
    hawk1_uses: int = 0
    transformed: bool = False
    melee_rounds: int = 0


@dataclass
class UltraSevenState:
    mode: str = "one_cour"
    areas: list[str] = field(default_factory=list)
    zones: dict[str, Zone] = field(default_factory=dict)
    expected: list[str] = field(default_factory=list)
    turn: int = 1
    phase: str = "alien"
    ap: int = AP_PER_TURN
    ap_total: int = AP_PER_TURN
    chits: dict[str, int] = field(default_factory=dict)
    damage: dict[str, int] = field(default_factory=dict)
    chits_this_turn: dict[str, int] = field(default_factory=dict)
    flipped_this_turn: list[str] = field(default_factory=list)
    back_no: dict[str, int] = field(default_factory=dict)
    next_back: int = 1
    pending_event: str = ""
    revealed_names: list[str] = field(default_factory=list)
    played_this_step: int = 0
    redeploys_done: int = 0
    recon_results: list[ReconResult] = field(default_factory=list)
    combat_queue: list[str] = field(default_factory=list)
    combat: CombatState | None = None
    capsule_kinds_used: list[str] = field(default_factory=list)
    emerium: int = 130
    emerium_start: int = 130
    seven_dead: bool = False
    conditions_ignored: bool = False
    winner: int = -1
    win_reason: str = ""

    def __deepcopy__(self, memo: dict) -> "UltraSevenState":
        """A fast exact copy (the session snapshots the state before every action)."""
        new = copy.copy(self)
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, list):
                setattr(new, f.name, [copy.copy(v) if isinstance(v, ReconResult) else v for v in value])
            elif isinstance(value, dict) and f.name != "zones":
                setattr(new, f.name, dict(value))
        new.zones = {k: Zone(z.name, list(z.cards), z.ordered, z.face_up, z.visibility, z.owner, list(z.flipped))
                     for k, z in self.zones.items()}
        if self.combat is not None:
            c = self.combat
            new.combat = CombatState(c.area, c.card, c.step, list(c.attacked), list(c.weapons_used), c.hawk1_uses,
                                     c.transformed, c.melee_rounds)
        return new

    def fight(self) -> CombatState:
        """The combat under way, for the steps that run only during one (their checks made sure)."""
        assert self.combat is not None, "no combat under way"
        return self.combat

    def table(self) -> Table:
        """A ``Table`` over this state's zones (moves change the state)."""
        table = Table()
        table.zones = self.zones
        return table


def new_zones(areas: list[str]) -> dict[str, Zone]:
    """Every zone of the game, empty."""
    zones = [
        Zone("deck", face_up=False, visibility=HIDDEN),
        Zone("alien_hand", ordered=False, face_up=False, visibility=OWNER, owner=ALIEN),
        Zone("tdf_hand", ordered=False, visibility=PUBLIC, owner=TDF),
        Zone("revealed"), Zone("events_active"), Zone("information"), Zone("discard"),
        Zone("removed"), Zone("excluded", face_up=False, visibility=HIDDEN),
        *[Zone(inv_zone(a), face_up=False, visibility=OWNER, owner=ALIEN) for a in areas],
        *[Zone(tdf_zone(a), ordered=False, owner=TDF) for a in [*areas, BASE]],
        Zone("capsules", ordered=False, owner=TDF), Zone("capsules_used"),
        Zone("tdf_excluded", ordered=False), Zone("seven", owner=TDF),
    ]
    return {z.name: z for z in zones}
