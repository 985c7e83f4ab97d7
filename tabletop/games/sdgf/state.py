"""The state of the SD Gundam Force card game (its actions are in ``actions.py``).

The cards' positions live in ``zones`` (``tabletop.core.zones.Zone`` objects,
wrapped in a ``Table`` while rules run). Each seat has a deck (デッキ), a hand
(手札), a standby field (待機フィールド), a battlefield (バトルフィールド), a
counter-card slot (反撃カード), a return field (帰還フィールド, the ordinary
discard pile) and a dark hole (ダークホール, the defeat pile). The terrain card
(出撃カード) shown this sortie lies in the shared ``terrain`` zone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.zones import Table, Zone

# phases (フェイズ)
FORMATION = "formation"     # 編成フェイズ
SORTIE = "sortie"           # 出撃フェイズ
COUNTER = "counter"         # 反撃フェイズ (the 効果フェイズ is computed on entering it)
CALCULATION = "calculation"  # 計算フェイズ
OVER = "over"

ZONE_KINDS = ("deck", "hand", "standby", "battle", "counter", "return", "darkhole")
# where set-up puts each zone in ``SdgfState.zones`` (a fast path for ``zone``; it checks the name)
_ZONE_INDEX = {**{f"{k}{seat}": seat * len(ZONE_KINDS) + i for seat in (0, 1) for i, k in enumerate(ZONE_KINDS)},
               "terrain": 2 * len(ZONE_KINDS)}


def zone_name(kind: str, seat: int) -> str:
    return f"{kind}{seat}"


@dataclass
class CounterPlay:
    """A counter card played this battle; resolved in the 計算フェイズ."""

    seat: int
    card: str
    target: str = ""
    cancelled: bool = False


@dataclass
class BattleReport:
    """What the last 計算フェイズ decided (for the screens and the log)."""

    turn: int
    totals: list[int]
    result: list[str]          # per seat: "win" | "loss" | "draw"
    to_dark_hole: list[list[str]]
    to_return: list[list[str]]
    one_sided: bool = False


@dataclass
class SdgfState:
    zones: list[Zone]
    card_of: dict[str, str]            # card instance -> card definition id
    decks: list[str]                   # each seat's deck option (a player's own deck pinned: decks.pin)
    first_player: int = 0
    turn: int = 1
    turn_player: int = 0
    phase: str = FORMATION
    actor: int = 0                     # the seat that must decide now
    tapped: dict[str, int] = field(default_factory=dict)   # standby card -> turn it was tapped
    revealer: int = 0                  # the seat revealing terrain in the 出撃フェイズ
    terrain_history: list[str] = field(default_factory=list)  # terrain cards shown this sortie
    one_sided: int = -1                # seat whose standby went to the dark hole (-1: none)
    base: list[int] = field(default_factory=lambda: [0, 0])
    bonus: list[int] = field(default_factory=lambda: [0, 0])
    bonus_kind: list[str] = field(default_factory=lambda: ["", ""])
    counter_order: list[int] = field(default_factory=list)
    counter_step: int = 0
    plays: list[CounterPlay] = field(default_factory=list)
    last_battle: BattleReport | None = None
    winner: int | None = None
    end_reason: str = ""               # "dark_hole" | "deck_out"

    def table(self) -> Table:
        """A ``Table`` over this state's zones (moves change the state)."""
        table = Table()
        table.zones = {z.name: z for z in self.zones}  # the names are unique by construction (set-up)
        if len(table.zones) != len(self.zones):
            return Table(self.zones)  # raises on the duplicate name
        return table

    def zone(self, kind: str, seat: int | None = None) -> Zone:
        name = kind if seat is None else f"{kind}{seat}"
        zones = self.zones
        i = _ZONE_INDEX.get(name)
        if i is not None and i < len(zones) and zones[i].name == name:  # the usual layout (set-up order)
            return zones[i]
        for z in zones:
            if z.name == name:
                return z
        raise KeyError(name)
