"""Rule シュート, 攻撃成功: which boards and effect cards a die at rest counts for ("landed on").

The rule book: シュート後にサイコロが【ターゲット】の上に乗れば攻撃成功です。例えボードから
落ちていても、端にサイコロがほんの少しでもかかっていたら攻撃成功とします。Judged from the
die's BOTTOM FACE (a physics fact: ``tabletop.physics.die_bottom_polygon``), not its silhouette:

* a die is on a board or effect card when its bottom face touches it, even
  slightly (exactly touching counts);
* a d8/d12/d20 whose silhouette overhangs a board while its bottom face does
  not touch it is NOT on it (FAQ: the d8 whose tip hangs over the edge);
* a die straddling two boards, or a board and an effect card, or two cards,
  is on all of them (rule book and FAQ);
* where effect cards overlap only the top one counts at that spot (FAQ):
  surfaces stack as boards (bottom), then cards by ``layer`` and, for equal
  layers, by their order in ``Table.cards`` (later on top).

Dice resting on the raised board of a flying target (``tabletop.physics.die_is_upper``)
are judged against raised boards and their cards only; dice on the table against
the boards and cards lying on the table. ``landed_on`` works on a physics
``Table`` (after ``simulate``, or any table the screen draws); the table
bridge turns its answer into each ``Rest.on``. Only plane geometry from
``tabletop.physics`` is used; pure Python, no pymunk.
"""

from __future__ import annotations

import math

from tabletop.physics.dice import die_shape
from tabletop.physics.geometry import (AREA_EPS, Polygon, area, bounding_radius, difference, intersection,
                                       point_in_polygon, touches)
from tabletop.physics.layout import board_circumradius, board_polygon, card_polygon, die_bottom_polygon, die_is_upper
from tabletop.physics.model import Table

_BOARD_RANK = -(1 << 30)  # boards lie under every card and never cover each other


class Surfaces:
    """The boards and cards of a table as stacked surfaces, for repeated "on" queries."""

    def __init__(self, table: Table) -> None:
        raised = {b.id: b.raised for b in table.boards}
        # (level, rank, id, polygon, centre x, centre y, radius); rank orders the stack bottom to top.
        self.items: list[tuple[bool, tuple[int, int], str, Polygon, float, float, float]] = []
        for index, board in enumerate(table.boards):
            poly = board_polygon(board)
            self.items.append((board.raised, (_BOARD_RANK, index), board.id, poly, board.x, board.y,
                               board_circumradius(board.sides)))
        for index, card in enumerate(table.cards):
            poly = card_polygon(card)
            self.items.append((raised.get(card.board, False), (card.layer, index), card.id, poly,
                               card.x, card.y, bounding_radius(poly, card.x, card.y)))

    def under(self, face: Polygon, cx: float, cy: float, reach: float, upper: bool) -> list[str]:
        """Ids of the surfaces at one level that the polygon ``face`` rests on (sorted)."""
        near = [item for item in self.items if item[0] == upper
                and math.hypot(item[4] - cx, item[5] - cy) <= item[6] + reach + 1e-6]
        touched = [item for item in near if touches(face, item[3])]
        result = []
        for item in touched:
            rank = item[1]
            covers = [other[3] for other in touched if other[1] > rank and other[1][0] > _BOARD_RANK]
            if not covers:
                result.append(item[2])
                continue
            contact = intersection(face, item[3])
            if len(contact) < 3 or abs(area(contact)) <= AREA_EPS:
                # Touching along an edge or at a point: counts unless a higher card covers it all.
                if not contact or not any(all(point_in_polygon(px, py, cover) for px, py in contact)
                                          for cover in covers):
                    result.append(item[2])
                continue
            pieces = [contact]
            for cover in covers:
                pieces = [p for piece in pieces for p in difference(piece, cover)]
                if not pieces:
                    break
            if pieces:
                result.append(item[2])
        return sorted(result)


def landed_on(table: Table) -> dict[str, list[str]]:
    """What every die in play counts for: die id -> sorted ids of the boards and cards under its bottom face."""
    surfaces = Surfaces(table)
    result: dict[str, list[str]] = {}
    for die in table.dice:
        if not die.in_play:
            continue
        result[die.id] = surfaces.under(die_bottom_polygon(die), die.x, die.y, die_shape(die.kind).bottom_radius,
                                        die_is_upper(die))
    return result
