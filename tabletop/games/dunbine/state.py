"""The Dunbine game state: units (machine + pilot + display), the attack in progress, phases.

Plain dataclasses that round-trip through ``tabletop.core.serial``. A unit's
fields mirror the display (ディスプレイ, 2.5): thrust, action PP, aura power,
attack/defence/power/barrier/response PP, ammunition and damage.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.hexgrid import Hex

from . import data

PHASES = ("acceleration", "action", "allocation", "over")
PP_ITEMS = ("attack", "defence", "power", "barrier", "response")


@dataclass
class Unit:
    id: str
    side: int
    machine: str
    pilot: str
    q: int
    r: int
    facing: int
    thrust: int
    action_pp: int
    aura: int
    attack_pp: int = 0
    defence_pp: int = 0
    power_pp: int = 0
    barrier_pp: int = 0
    response_pp: int = 0
    damage: int = 0
    ammo: dict[str, int] = field(default_factory=dict)
    status: str = "ok"            # ok | down (撃墜) | withdrawn (left the map, ruling R-6a)
    carrier: str = ""             # the Wing Caliber carrying this machine (10)
    passenger: str = ""           # the Aura Battler this Wing Caliber carries
    from_q: int | None = None     # hex it came from when it entered its hex (13.9)
    from_r: int | None = None
    entered: int = 0              # order of that entry (higher = later)
    # per player-turn
    changed_thrust: bool = False  # 4.5
    activation: str = "waiting"   # waiting | active | done
    spent: int = 0                # thrust spent this turn (6.2)
    since_attack: int = 0         # thrust spent since activation start or last attack (11.9)
    slipped: bool = False         # 8.2
    turned_here: bool = False     # rulings R-7a, R-19a: turned in this hex (cleared on entering a hex)

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)

    @property
    def in_play(self) -> bool:
        return self.status == "ok"

    @property
    def card(self) -> data.Machine:
        return data.machine(self.machine)

    @property
    def base(self) -> data.Pilot:
        return data.pilot(self.pilot)

    @property
    def heavy(self) -> bool:
        """Heavy damage (大破): damage above half the durability (19.1)."""
        return 2 * self.damage > self.card.durability

    def total_pp(self) -> int:
        return (self.action_pp + self.attack_pp + self.defence_pp + self.power_pp + self.barrier_pp
                + self.response_pp)


@dataclass
class Attack:
    """An attack being resolved (11-18, 21); the defender decides in the middle of it."""

    attacker: str
    target: str                   # the machine attacked (the carrier for a docked pair)
    weapon: str                   # weapon id or "sword"
    distance: int
    step: str = "respond"         # respond | attacker_aura | defender_aura | victim | attacker_power | defender_barrier
    defence: str = ""             # evade | block | none
    defender: str = ""            # unit whose defence rate and defence PP count (21.3/21.4)
    responses: int = 0
    hit_number: int = 0
    hit_roll: int = 0
    victim: str = ""


@dataclass
class Tally:
    """Attack statistics for ``metrics`` (simulation reports); no rule reads them."""

    attacks: list[int] = field(default_factory=lambda: [0, 0])   # per attacking side
    hits: list[int] = field(default_factory=lambda: [0, 0])
    hit_numbers: list[int] = field(default_factory=list)          # every hit number rolled against
    damage: list[int] = field(default_factory=list)               # damage of every hit


@dataclass
class SideInfo:
    id: str
    name_ja: str
    name_en: str


@dataclass
class Result:
    winners: list[int]
    text_ja: str
    text_en: str
    scores: list[int] = field(default_factory=list)


@dataclass
class DunbineState:
    scenario: str
    board: str                    # board key (scenario map or "rect:WxH")
    title_ja: str
    title_en: str
    sides: list[SideInfo]
    units: list[Unit]
    turn_limit: int
    victory: str                  # "points" | "annihilation"
    first: int = 0
    current: int = 0
    turn: int = 1
    phase: str = "acceleration"
    active: str = ""
    attack: Attack | None = None
    entries: int = 0
    result: Result | None = None
    tally: Tally = field(default_factory=Tally)

    def unit(self, uid: str) -> Unit:
        for u in self.units:
            if u.id == uid:
                return u
        raise KeyError(uid)

    def find(self, uid: str) -> Unit | None:
        for u in self.units:
            if u.id == uid:
                return u
        return None

    def side_units(self, side: int) -> list[Unit]:
        return [u for u in self.units if u.side == side and u.in_play]
