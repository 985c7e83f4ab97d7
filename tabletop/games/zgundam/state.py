"""The state of a Z Gundam card game: zones of cards, damage markers, phase, combat record.

Every card is in exactly one ``Zone`` (``tabletop.core.zones``):

* ``ship_deck`` and ``action_deck`` (face down, 山札), ``discard`` (場に流す: the
  discard pile, face up);
* per seat ``hand<N>`` (only its owner sees the faces), ``ships<N>`` (the ship
  row, 艦船を横一列), ``ready<N>`` (combat-ready MS/pilot pairs, 戦闘準備完了:
  stored as MS, pilot, MS, pilot...) and ``score<N>`` (cards taken as points).

Damage markers (ポイントマーカー) are a count per ship id in ``damage``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.zones import HIDDEN, OWNER, PUBLIC, Table, Zone

from .cards import MS, PILOT, SHIP, SPECIAL, Card, catalogue

# Phases (what the pending decision is about).
SETUP_DEPLOY = "setup_deploy"     # インスト 6: pairing MS and pilots
SETUP_DISCARD = "setup_discard"   # インスト 7: discarding to 4
ACTION = "action"                 # ルール (2): one of the actions a-e
REACT = "react"                   # the attacked seat answers an MS or ship attack (ruling R5)
HAND_LIMIT = "hand_limit"         # ruling: the hand limit of 4 at the end of a turn
OVER = "over"

#: End conditions (ゲームの終了), chosen at the start (option ``end``).
END_DECK = "deck"            # (1) the central action cards have run out
END_ONE_FLEET = "one_fleet"  # (2) one player has lost all ships
END_LAST_FLEET = "last_fleet"  # (3) all players but one have lost all ships

HAND_SIZE = 5       # ルール (1)
HAND_LIMIT_SIZE = 4  # インスト 7
DEAL_ACTIONS = 8    # インスト 3


def ships_dealt(seats: int) -> int:
    """インスト 2: four ships each for 2-4 players, three for 5-6."""
    return 4 if seats <= 4 else 3


def hand(seat: int) -> str:
    return f"hand{seat}"


def ships(seat: int) -> str:
    return f"ships{seat}"


def ready(seat: int) -> str:
    return f"ready{seat}"


def score(seat: int) -> str:
    return f"score{seat}"


SHIP_DECK, ACTION_DECK, DISCARD = "ship_deck", "action_deck", "discard"


@dataclass
class CombatRoll:
    """One side's dice in a battle: who rolled, for which card, and how many hit."""

    seat: int
    card: str
    dice: list[int]
    hit_number: int
    hits: int


@dataclass
class CombatReport:
    """The last battle or special card resolved, for the screen and the log."""

    kind: str        # ms_ms, ms_ship, ship_ship, explosion, repair, colony_laser, ceasefire, dummy_meteor
    attacker: int
    defender: int
    rule: str
    rolls: list[CombatRoll] = field(default_factory=list)
    result_ja: str = ""
    result_en: str = ""
    destroyed: list[str] = field(default_factory=list)


@dataclass
class PendingAttack:
    """An attack waiting for the defender's answer (dummy meteor or ceasefire)."""

    kind: str        # "ms_ms" or "ship_ship"
    attacker: int
    defender: int
    card: str        # the attacking MS or ship
    target: str      # the target MS or ship


@dataclass
class ZGundamState:
    """The whole game; plain data that round-trips through ``tabletop.core.serial``."""

    seats: int
    end: str
    zones: dict[str, Zone] = field(default_factory=dict)
    damage: dict[str, int] = field(default_factory=dict)
    phase: str = SETUP_DEPLOY
    current: int = 0
    start_player: int = 0
    turn: int = 0
    pending_attack: PendingAttack | None = None
    last_combat: CombatReport | None = None
    ended_by: str = ""

    def table(self) -> Table:
        """A ``Table`` over this state's zones (the zones are shared, not copied)."""
        t = Table()
        t.zones = self.zones
        return t

    def cards(self, zone: str) -> list[str]:
        return self.zones[zone].cards

    def pairs(self, seat: int) -> list[tuple[str, str]]:
        """Combat-ready (MS, pilot) pairs of ``seat``, in the order they were made."""
        row = self.zones[ready(seat)].cards
        return [(row[i], row[i + 1]) for i in range(0, len(row) - 1, 2)]

    def pilot_of(self, seat: int, ms: str) -> str:
        row = self.zones[ready(seat)].cards
        return row[row.index(ms) + 1]

    def owner_of_ready(self, ms: str) -> int | None:
        for seat in range(self.seats):
            row = self.zones[ready(seat)].cards
            if ms in row and row.index(ms) % 2 == 0:
                return seat
        return None

    def owner_of_ship(self, ship: str) -> int | None:
        for seat in range(self.seats):
            if ship in self.zones[ships(seat)].cards:
                return seat
        return None

    def has_fleet(self, seat: int) -> bool:
        return bool(self.zones[ships(seat)].cards)


def new_zones(seats: int) -> dict[str, Zone]:
    """Every zone of a game for ``seats`` players, all empty."""
    zones = [Zone(SHIP_DECK, face_up=False, visibility=HIDDEN),
             Zone(ACTION_DECK, face_up=False, visibility=HIDDEN),
             Zone(DISCARD, visibility=PUBLIC)]
    for seat in range(seats):
        zones += [Zone(hand(seat), ordered=False, face_up=False, visibility=OWNER, owner=seat),
                  Zone(ships(seat), owner=seat), Zone(ready(seat), owner=seat),
                  Zone(score(seat), ordered=False, owner=seat)]
    return {z.name: z for z in zones}


def card(card_id: str) -> Card:
    return catalogue()[card_id]


def is_kind(card_id: str, kind: str) -> bool:
    return catalogue()[card_id].kind == kind


def is_effect(card_id: str, effect: str) -> bool:
    c = catalogue()[card_id]
    return c.kind == SPECIAL and c.effect == effect


def points(state: ZGundamState, seat: int) -> int:
    """勝敗の判定: MS attack + pilot ability + ship durability x 3 over the cards taken."""
    return sum(card(c).points for c in state.zones[score(seat)].cards)


def all_card_ids() -> list[str]:
    return list(catalogue())


__all__ = ["ZGundamState", "CombatRoll", "CombatReport", "PendingAttack", "new_zones", "points", "card",
           "is_kind", "is_effect", "MS", "PILOT", "SHIP", "SPECIAL"]
