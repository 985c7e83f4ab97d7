"""The placement phase by mouse (rule 0 ターゲットの配置, エフェクトの設置).

A minion dragged on the table goes to the legal spot (``PlaceMinion`` from
``legal_actions``) whose centre is nearest the drop point, within
``SNAP_MM``; an effect card goes to the free edge (``PlaceEffect``) nearest
the drop point. The rules' own ``check_minion`` gives each move's pose, so
what is previewed is exactly what ``apply`` will do.
"""

from __future__ import annotations

import math

from tabletop.core.errors import RulesError
from tabletop.games.monsterraid import geometry
from tabletop.games.monsterraid.actions import PlaceEffect, PlaceMinion
from tabletop.games.monsterraid.placement import check_minion

SNAP_MM = 160.0  # a drop farther than this from every legal spot is refused


def thing_at(state, x: float, y: float) -> tuple[str, str] | None:
    """("card" | "target", id) under the table point (x, y); cards lie above boards."""
    for card in sorted(state.cards, key=lambda c: -c.layer):
        if geometry.point_in_polygon(x, y, geometry.card_polygon(card.cx, card.cy, card.cangle)):
            return "card", card.id
    for t in state.live_targets():
        if geometry.point_in_polygon(x, y, geometry.polygon(t.cx, t.cy, t.cangle, t.sides)):
            return "target", t.id
    return None


def minion_spots(state, legal, target_id: str) -> list[tuple[PlaceMinion, tuple[float, float, float]]]:
    out = []
    for action in legal:
        if isinstance(action, PlaceMinion) and action.target == target_id:
            try:
                out.append((action, check_minion(state, action)))
            except RulesError:
                continue
    return out


def card_spots(state, legal, card_id: str) -> list[tuple[PlaceEffect, tuple[float, float, float]]]:
    card = state.card(card_id)
    board = state.target(card.board)
    out = []
    for action in legal:
        if isinstance(action, PlaceEffect) and action.card == card_id:
            out.append((action, geometry.card_pose(board.x, board.y, board.angle, board.sides, action.edge)))
    return out


def nearest(spots, x: float, y: float, limit: float = SNAP_MM):
    """The (action, pose) whose pose centre is nearest (x, y), or None beyond ``limit`` mm."""
    best = None
    for action, pose in spots:
        d = math.hypot(pose[0] - x, pose[1] - y)
        if d <= limit and (best is None or d < best[0]):
            best = (d, action, pose)
    return (best[1], best[2]) if best else None
