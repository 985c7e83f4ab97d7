"""Where things lie on the table: board, card and die outlines, free edges, dice in the way.

Plane geometry of the things on the table only (no rules): the outline of a
board or card, a die's bottom face and silhouette in table coordinates, whether
a die rests up on a raised board (``die_is_upper``). The Monster Raid rules
build "landed on" (``games.monsterraid.attack_success``) and the shooting
distance (``games.monsterraid.shoot``) from these.
"""

from __future__ import annotations

import math

from .dice import die_shape
from .geometry import Polygon, overlaps, regular_polygon, transform
from .model import BOARD_SIDES, Board, Card, Die, Table
from . import params

#: Side of every target board (mm): 1辺は6.5cm.
BOARD_EDGE = 65.0
#: Standard effect card (mm).
CARD_LENGTH = 88.0
CARD_WIDTH = 63.0


def board_circumradius(sides: int) -> float:
    """Circumradius (mm) of a board with ``sides`` sides of 65 mm."""
    return BOARD_EDGE / (2.0 * math.sin(math.pi / sides))


def board_apothem(sides: int) -> float:
    """Centre-to-edge distance (mm) of a board with ``sides`` sides of 65 mm."""
    return BOARD_EDGE / (2.0 * math.tan(math.pi / sides))


def _check_board(board: Board) -> None:
    if board.sides not in BOARD_SIDES:
        raise ValueError(f"board {board.id!r}: {board.sides} sides (expected one of {BOARD_SIDES})")


def board_local_polygon(sides: int) -> Polygon:
    """A board's outline at angle 0 around its centre: edge k's outward normal at 2*pi*k/sides."""
    return regular_polygon(sides, board_circumradius(sides), -math.pi / sides)


def board_outline(x: float, y: float, angle: float, sides: int) -> Polygon:
    """The outline of a board with ``sides`` sides centred on ``(x, y)`` at ``angle`` (no checks)."""
    return transform(board_local_polygon(sides), x, y, angle)


def board_polygon(board: Board) -> list[tuple[float, float]]:
    """The board's outline in table coordinates, counter-clockwise; edge k joins vertices k and k+1."""
    _check_board(board)
    return board_outline(board.x, board.y, board.angle, board.sides)


def _card_rectangle(length: float, width: float) -> Polygon:
    hl, hw = length / 2.0, width / 2.0
    return [(-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw)]


def card_local_polygon(card: Card) -> Polygon:
    return _card_rectangle(card.length, card.width)


def card_outline(x: float, y: float, angle: float, length: float = CARD_LENGTH,
                 width: float = CARD_WIDTH) -> Polygon:
    """The outline of a card centred on ``(x, y)``, its long axis at ``angle``, counter-clockwise."""
    return transform(_card_rectangle(length, width), x, y, angle)


def card_polygon(card: Card) -> list[tuple[float, float]]:
    """The card's outline in table coordinates, counter-clockwise."""
    return card_outline(card.x, card.y, card.angle, card.length, card.width)


def normal_direction(angle: float, sides: int, edge: int) -> float:
    """Outward normal (radians) of edge ``edge`` of a board with ``sides`` sides at ``angle`` (no checks)."""
    return angle + 2.0 * math.pi * edge / sides


def edge_normal(board: Board, edge: int) -> float:
    """Direction (radians) of the outward normal of a board edge."""
    _check_board(board)
    if not 0 <= edge < board.sides:
        raise ValueError(f"board {board.id!r} has edges 0..{board.sides - 1}, not {edge}")
    return normal_direction(board.angle, board.sides, edge)


def card_pose_on_edge(x: float, y: float, angle: float, sides: int, edge: int) -> tuple[float, float, float]:
    """Centre and angle of a card set against ``edge`` of a board posed at ``(x, y, angle)`` (no checks)."""
    normal = normal_direction(angle, sides, edge)
    reach = board_apothem(sides) + CARD_LENGTH / 2.0
    return x + reach * math.cos(normal), y + reach * math.sin(normal), normal


def attach_card(board: Board, edge: int, card_id: str, layer: int = 0) -> Card:
    """An effect card set against ``edge`` of ``board``, outside it, short side along the edge."""
    edge_normal(board, edge)  # checks the board and the edge
    cx, cy, normal = card_pose_on_edge(board.x, board.y, board.angle, board.sides, edge)
    return Card(card_id, board.id, edge, cx, cy, normal, layer)


def _board(table: Table, board_id: str) -> Board:
    for board in table.boards:
        if board.id == board_id:
            return board
    raise KeyError(f"no board {board_id!r} on the table")


def free_edges(table: Table, board_id: str) -> list[int]:
    """Edges of a board where an effect card may still go (エフェクトの設置).

    An edge is free when no card is attached to it and a card there would not
    overlap another target or effect card (touching is allowed). Cards of a
    raised board only meet other things at the stand's height.
    """
    board = _board(table, board_id)
    taken = {card.edge for card in table.cards if card.board == board_id}
    level = board.raised
    others: list[Polygon] = [board_polygon(b) for b in table.boards if b.id != board_id and b.raised == level]
    board_of = {b.id: b for b in table.boards}
    for card in table.cards:
        owner = board_of.get(card.board)
        if owner is not None and owner.raised == level:
            others.append(card_polygon(card))
    free = []
    for edge in range(board.sides):
        if edge in taken:
            continue
        poly = card_polygon(attach_card(board, edge, "?"))
        if not any(overlaps(poly, other) for other in others):
            free.append(edge)
    return free


def die_bottom_polygon(die: Die) -> Polygon:
    """The die's bottom face in table coordinates."""
    return transform(die_shape(die.kind).bottom, die.x, die.y, die.angle)


def die_silhouette_polygon(die: Die) -> Polygon:
    """The die's top-view outline in table coordinates."""
    return transform(die_shape(die.kind).silhouette, die.x, die.y, die.angle)


def dice_in_the_way(table: Table, die_id: str, x: float, y: float) -> list[str]:
    """Ids of dice on the table that the die ``die_id`` would overlap if set down at ``(x, y)``.

    For the UI and rules before a shot: a die started on top of another is pushed
    apart violently by the solver, so such a start should be refused or moved.
    """
    die = next((d for d in table.dice if d.id == die_id), None)
    if die is None:
        raise KeyError(f"no die {die_id!r} on the table")
    probe = Die(die.id, die.kind, die.owner, x, y, die.angle)
    mine = die_silhouette_polygon(probe)
    reach = die_shape(die.kind).radius
    blocked = []
    for other in table.dice:
        if other.id == die_id or not other.in_play or die_is_upper(other):
            continue
        if math.hypot(other.x - x, other.y - y) > reach + die_shape(other.kind).radius:
            continue
        if overlaps(mine, die_silhouette_polygon(other), depth=0.0):
            blocked.append(other.id)
    return sorted(blocked)


def die_is_upper(die: Die) -> bool:
    """True when the die rests on a raised board (its z at the stand's height)."""
    return die.z >= params.STAND_HEIGHT - 1e-6
