"""Rule シュート: how each adventurer shoots and where a shot may start.

``shot_methods``: each adventurer shoots the way the book gives them (各キャラクター
毎に指定された方法で: Leaf flicks or throws); an armed エクスプロージョン is a coin toss
(FAQ, ruling R1). Where (最も近い【ターゲット】からカード２枚分以上離して): the start
must be on the table and two card lengths (``geometry.SHOOT_DISTANCE``, 176 mm) or more
from every standing target, measured to its outline seen from above (a raised board too).
An effect card is part of its target (rule 0 エフェクトの設置: 配置されたエフェクトカードは
そのターゲットの一部となり), so the distance is to the nearest board or effect card
(ruling R3). ``position_ok`` is the rule on any outlines (the rules' state through
``target_outlines``, a physics ``Table`` on the screen or the practice table through
``table_outlines``); ``shooting_position_ok`` applies it to the rules' state. Pure Python.
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Sequence

from tabletop.physics.layout import board_polygon, card_polygon

from . import geometry
from .content import content
from .state import MonsterRaidState

Point = tuple[float, float]


def shot_methods(state: MonsterRaidState, adv_id: str) -> list[str]:
    """The ways ``adv_id`` shoots now: its own methods, or only the coin toss with エクスプロージョン armed."""
    if "explosion" in state.adventurer(adv_id).armed:
        return ["coin"]
    return list(content().adventurer(adv_id).methods)


def on_table(width: float, height: float, x: float, y: float) -> bool:
    """True when ``(x, y)`` lies on the ``width`` x ``height`` table (its edge included)."""
    return 0.0 <= x <= width and 0.0 <= y <= height


def nearest_target_distance(x: float, y: float, outlines: Iterable[Sequence[Point]]) -> float:
    """Distance (mm) from ``(x, y)`` to the nearest target board outline (inf without targets)."""
    return min((geometry.point_distance(x, y, list(poly)) for poly in outlines), default=math.inf)


def position_ok(width: float, height: float, outlines: Iterable[Sequence[Point]], x: float, y: float) -> bool:
    """Rule シュート: a shot may start at ``(x, y)`` (on the table, two cards from the nearest target)."""
    return on_table(width, height, x, y) and nearest_target_distance(x, y, outlines) >= geometry.SHOOT_DISTANCE


def target_outlines(state: MonsterRaidState) -> list[list[Point]]:
    """The outlines of the standing targets: their boards and their effect cards (ruling R3)."""
    live = state.live_targets()
    standing = {t.id for t in live}
    return ([geometry.polygon(t.cx, t.cy, t.cangle, t.sides) for t in live]
            + [geometry.card_polygon(c.cx, c.cy, c.cangle) for c in state.cards if c.board in standing])


def table_outlines(table: Any) -> list[list[Point]]:
    """The same outlines on a physics ``Table``: every board and effect card on it (ruling R3)."""
    return [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]


def shooting_position_ok(state: MonsterRaidState, x: float, y: float) -> bool:
    """Rule シュート for the rules' state: may a shot start at ``(x, y)``?"""
    return position_ok(state.table_width, state.table_height, target_outlines(state), x, y)
