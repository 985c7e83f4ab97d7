"""Rule シュート: how each adventurer shoots and where a shot may start.

``shot_methods``: each adventurer shoots the way the book gives them (各キャラクター
毎に指定された方法で: Leaf flicks or throws); an armed エクスプロージョン is a coin toss
(FAQ, ruling R1). Where (最も近い【ターゲット】からカード２枚分以上離して): the start
must be on the table and two card lengths (``geometry.SHOOT_DISTANCE``, 176 mm) or more
from every standing target's board, measured to the board's outline seen from above (a raised board too); effect cards are not targets
for this distance (ruling R3). ``position_ok`` is the rule on any table (the
rules' state, a physics ``Table`` on the screen or the practice table);
``shooting_position_ok`` applies it to the rules' state. Pure Python.
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

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
    """The outlines of the standing targets' boards."""
    return [geometry.polygon(t.cx, t.cy, t.cangle, t.sides) for t in state.live_targets()]


def shooting_position_ok(state: MonsterRaidState, x: float, y: float) -> bool:
    """Rule シュート for the rules' state: may a shot start at ``(x, y)``?"""
    return position_ok(state.table_width, state.table_height, target_outlines(state), x, y)
