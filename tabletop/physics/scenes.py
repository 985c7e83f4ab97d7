"""Ready-made battlefields: boards set edge to edge, and the benchmark's crowded table.

``board_against`` puts a new board flush against an edge of another (the rule
book's 取り巻きをボスに接するよう並べて); ``raid_table`` builds a full table for
benchmarks and soak tests from a seed, without touching any random state.
"""

from __future__ import annotations

import math

from tabletop.core.dice import SeededSource

from .dice import DIE_SHAPES
from .layout import attach_card, board_apothem, edge_normal, free_edges
from .model import Board, Die, Shot, Table


def board_against(board: Board, edge: int, board_id: str, sides: int, own_edge: int = 0) -> Board:
    """A new board whose edge ``own_edge`` lies exactly on ``edge`` of ``board`` (edges are all 65 mm)."""
    normal = edge_normal(board, edge)
    reach = board_apothem(board.sides) + board_apothem(sides)
    angle = normal + math.pi - 2.0 * math.pi * own_edge / sides
    return Board(board_id, sides, board.x + reach * math.cos(normal), board.y + reach * math.sin(normal),
                 math.remainder(angle, 2.0 * math.pi))


def raid_table(seed: int = 1, dice: int = 21, width: float = 1200.0, height: float = 900.0) -> tuple[Table, Shot]:
    """A crowded battlefield: 7 boards around an LL boss, a flying target on its stand,
    6 effect cards, ``dice`` dice of every kind spread around, and a strong flick into it."""
    boss = Board("boss", 12, width / 2.0, height / 2.0)
    boards = [boss]
    for index, (edge, sides) in enumerate(((0, 6), (2, 5), (4, 8), (6, 6), (8, 5), (10, 6))):
        boards.append(board_against(boss, edge, f"minion{index + 1}", sides))
    flyer = Board("flyer", 8, width * 0.2, height * 0.75, 0.3, raised=True)
    boards.append(flyer)
    table = Table(width, height, boards, [], [], launcher=(width * 0.5, 60.0))
    cards = []
    for board_id in ("minion1", "minion2", "minion3", "minion4", "minion5", "flyer"):
        board = next(b for b in table.boards if b.id == board_id)
        edges = free_edges(table, board_id)
        if edges:
            card = attach_card(board, edges[len(edges) // 2], f"effect-{board_id}")
            cards.append(card)
            table.cards.append(card)
    src = SeededSource(seed)
    kinds = sorted(DIE_SHAPES)
    placed: list[Die] = []
    owners = ("sigurd", "leaf", "genjimaru", "paola")
    for index in range(dice - 1):
        kind = kinds[index % len(kinds)]
        for _ in range(200):
            angle = src.randint(0, 3599, "scene", "angle") / 3600.0 * 2.0 * math.pi
            dist = 80.0 + src.randint(0, 300, "scene", "distance")
            x = boss.x + dist * math.cos(angle)
            y = boss.y + dist * math.sin(angle)
            if all(math.hypot(x - d.x, y - d.y) > 26.0 for d in placed):
                break
        placed.append(Die(f"die{index:02d}", kind, owners[index % 4], x, y,
                          src.randint(0, 359, "scene", "turn") * math.pi / 180.0,
                          src.randint(1, 4, "scene", "face")))
    shooter = Die("shot", "d6", "sigurd", width / 2.0, 60.0, in_play=False)
    table.dice = placed + [shooter]
    start = (width / 2.0, 60.0)
    target = min(placed, key=lambda d: (math.hypot(d.x - start[0], d.y - start[1]), d.id))
    aim = math.atan2(target.y - start[1], target.x - start[0])
    return table, Shot("shot", "flick", start[0], start[1], aim, 0.9, 0.2)
