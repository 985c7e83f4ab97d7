"""Plain data for the Monster Raid dice table: dice, target boards, effect cards, shots, results.

Every class is a plain dataclass that round-trips through ``tabletop.core.serial``
(``to_json`` / ``from_json``). Units: millimetres, grams, seconds, radians; the
table's origin is one corner, x along its width, y along its height, angles
counter-clockwise from +x (a screen with y down mirrors them; physics does not care).
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Die kinds the game uses (サイコロ: 4, 6, 8, 12 and 20-sided).
DIE_KINDS = ("d4", "d6", "d8", "d12", "d20")

#: Board sizes by number of sides: 5 (S), 6 (M), 8 (L), 12 (LL).
BOARD_SIDES = (5, 6, 8, 12)


@dataclass
class Die:
    """One die on the table (or in a hand when ``in_play`` is false).

    ``face`` is the number showing on top; ``z`` is the height of the surface it
    rests on (0 on the table, the stand height on a flying target's board).
    """

    id: str
    kind: str  # "d4", "d6", "d8", "d12", "d20"
    owner: str
    x: float
    y: float
    angle: float = 0.0
    face: int = 1
    in_play: bool = True
    z: float = 0.0


@dataclass
class Board:
    """A target board (ターゲットボード): a regular polygon with 65 mm sides.

    Edge ``k`` has its outward normal at ``angle + 2*pi*k/sides``. ``raised`` puts
    the board on the stand (土台) of a flying target.
    """

    id: str
    sides: int  # 5 (S), 6 (M), 8 (L), 12 (LL)
    x: float
    y: float
    angle: float = 0.0
    raised: bool = False


@dataclass
class Card:
    """An effect card (エフェクトカード) lying flat against a board edge.

    ``angle`` is the direction of the card's long axis (pointing away from the
    board when attached); ``layer`` orders overlapping cards (higher is on top).
    """

    id: str
    board: str
    edge: int
    x: float
    y: float
    angle: float
    layer: int = 0
    length: float = 88.0
    width: float = 63.0


@dataclass
class Table:
    """The battlefield: a ``width`` x ``height`` mm table with boards, cards and dice."""

    width: float
    height: float
    boards: list[Board]
    cards: list[Card]
    dice: list[Die]
    launcher: tuple[float, float] | None = None


@dataclass(frozen=True)
class Shot:
    """One shot (シュート): how a die leaves the hand or the launcher.

    ``method`` is "flick" (弾く: slides from the launcher), "throw" (投げる: an
    underhand lob) or "coin" (the thumb toss of エクスプロージョン's FAQ).
    """

    die: str
    method: str  # "flick" | "throw" | "coin"
    x: float
    y: float
    angle: float  # radians, direction of travel
    power: float  # 0..1 (1.0 = the strongest shot the UI allows)
    spin: float = 0.0  # -1..1
    loft: float = 0.5  # throws: 0..1 height of the lob


@dataclass
class DieRest:
    """Where one die ended a shot (its pose is in ``ShotResult.table``).

    ``shooter``: the owner of the shot die for every die this shot moved, "" for
    dice it did not move. What a die counts for is the rules' question
    (Monster Raid: ``games.monsterraid.attack_success``).
    """

    die: str
    face: int
    lost: bool
    moved: bool
    crashed_into: list[str]
    shooter: str
    z: float = 0.0


@dataclass
class ShotResult:
    """A simulated shot: the table at rest afterwards and what every die did."""

    shot: Shot
    table: Table
    rests: list[DieRest]
    crash_chain: dict[str, list[str]]
    frames: list[list[tuple[str, float, float, float, float, int]]] = field(default_factory=list)
    pymunk_version: str = ""
    sim_time: float = 0.0
    steps: int = 0
    timed_out: bool = False
