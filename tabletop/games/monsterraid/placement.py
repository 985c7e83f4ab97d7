"""The players' arrangement at stage start (rule 0 ターゲットの配置, エフェクトの設置).

The book lets the players lay the minions out "as they like", touching the
boss (or, when the boss has no room, a minion of their choice), and put a
blocked effect card on "any free edge they like". The app starts from its own
layout (``layout.place_stage``); in the placement phase the table may move a
minion (``PlaceMinion``) or a displaced effect card (``PlaceEffect``) and then
starts the round (``Ready``). Every move is checked here before it changes
anything.
"""

from __future__ import annotations

from tabletop.core.errors import RulesError
from tabletop.core.game import Context, rules_error

from . import geometry
from .actions import PlaceEffect, PlaceMinion
from .content import content
from .layout import RULE_EFFECTS, RULE_PLACEMENT, board_poly, free_edges, place_effect, remove_card
from .state import MonsterRaidState, TargetState


def _pose(anchor: TargetState, anchor_edge: int, t: TargetState, own_edge: int) -> tuple[float, float, float]:
    return geometry.attach_pose((anchor.x, anchor.y, anchor.angle, anchor.sides), anchor_edge, t.sides, own_edge)


def _fits(state: MonsterRaidState, t: TargetState, pose: tuple[float, float, float]) -> bool:
    poly = geometry.polygon(pose[0], pose[1], pose[2], t.sides)
    r = geometry.circumradius(t.sides)
    if not (r <= pose[0] <= state.table_width - r and r <= pose[1] <= state.table_height - r):
        return False
    return not any(geometry.overlap(poly, board_poly(o, home=True)) for o in state.targets
                   if o is not t and not o.raised and not o.destroyed)


def boss_has_room(state: MonsterRaidState, t: TargetState) -> bool:
    """Whether ``t`` could touch the boss; never a flying boss, apart on its stand (ruling R7a)."""
    boss = state.targets[0]
    if boss.raised:
        return False
    return any(_fits(state, t, _pose(boss, e, t, 0)) for e in range(boss.sides))


def _connected_after(state: MonsterRaidState, t: TargetState, pose: tuple[float, float, float]) -> bool:
    """Every ground minion still touches the boss or another minion once ``t`` stands at ``pose``."""
    polys = {}
    for o in state.targets:
        if o.raised or o.destroyed:
            continue
        polys[o.id] = geometry.polygon(*pose, o.sides) if o is t else board_poly(o, home=True)
    boss = state.targets[0].id
    for tid, poly in polys.items():
        if tid == boss:
            continue
        if not any(geometry.touching(poly, other) for oid, other in polys.items() if oid != tid):
            return False
    return True


def check_minion(state: MonsterRaidState, action: PlaceMinion) -> tuple[float, float, float]:
    """The new pose of the minion, or a ``RulesError`` saying why not."""
    names = {t.id for t in state.targets}
    if action.target not in names or state.target(action.target).role != "minion":
        raise rules_error(RULE_PLACEMENT, f"{action.target}はこのステージの取り巻きではありません。",
                          f"{action.target} is not a minion of this stage.")
    t = state.target(action.target)
    if t.raised:
        raise rules_error(RULE_PLACEMENT, "飛行【ターゲット】は土台の上に置きます。", "The flying target stays on the stand.")
    if action.anchor not in names or action.anchor == action.target or state.target(action.anchor).raised:
        raise rules_error(RULE_PLACEMENT, "接する相手はボスか、地上の他の取り巻きです。",
                          "It must touch the boss or another minion on the ground.")
    anchor = state.target(action.anchor)
    if not (0 <= action.anchor_edge < anchor.sides and 0 <= action.own_edge < t.sides):
        raise rules_error(RULE_PLACEMENT, "辺の番号が正しくありません。", "No such edge.")
    pose = _pose(anchor, action.anchor_edge, t, action.own_edge)
    if not _fits(state, t, pose):
        raise rules_error(RULE_PLACEMENT, "他の【ターゲット】と重なるか、テーブルからはみ出します。",
                          "It would overlap another target or leave the table.")
    if anchor.role != "boss" and boss_has_room(state, t):
        raise rules_error(RULE_PLACEMENT, "ボスに接して置ける間は、ボスに接するよう並べてください。",
                          "While it can touch the boss, it must be placed touching the boss.")
    if not _connected_after(state, t, pose):
        raise rules_error(RULE_PLACEMENT, "他の取り巻きがボスにも取り巻きにも接しなくなります。",
                          "Another minion would no longer touch the boss or a minion.")
    return pose


def place_minion(state: MonsterRaidState, action: PlaceMinion, ctx: Context) -> None:
    pose = check_minion(state, action)
    t = state.target(action.target)
    t.x, t.y, t.angle = pose
    t.cx, t.cy, t.cangle = pose
    relay_effects(state)
    name = content().targets[t.id].name
    ctx.log(f"{name.ja}を並べ直した。", f"{name.en} rearranged.", RULE_PLACEMENT)


def relay_effects(state: MonsterRaidState) -> None:
    """Take every effect card back and set them again on the icons' edges (or the first free edge)."""
    for card in list(state.cards):
        remove_card(state, card.id)
    state.card_serial = 0
    for t in state.targets:
        for edge, kind in content().targets[t.id].icons:
            place_effect(state, t.id, kind, edge)


def icon_edges(state: MonsterRaidState, board: str, kind: str) -> list[int]:
    return [e for e, k in content().targets[board].icons if k == kind]


def check_effect(state: MonsterRaidState, action: PlaceEffect) -> None:
    if not any(c.id == action.card for c in state.cards):
        raise rules_error(RULE_EFFECTS, f"エフェクトカード{action.card}はありません。", f"There is no effect card {action.card}.")
    card = state.card(action.card)
    if card.edge in icon_edges(state, card.board, card.kind):
        raise rules_error(RULE_EFFECTS, "アイコンのある辺に置かれたカードは動かせません。",
                          "A card on its icon's edge stays there.")
    if action.edge not in free_edges(state, card.board):
        raise rules_error(RULE_EFFECTS, "空いている辺にだけ置けます（重ならず、１辺に１枚）。",
                          "Only a free edge will do (no overlap, one card per edge).")


def place_effect_card(state: MonsterRaidState, action: PlaceEffect, ctx: Context) -> None:
    check_effect(state, action)
    card = state.card(action.card)
    t = state.target(card.board)
    x, y, angle = geometry.card_pose(t.x, t.y, t.angle, t.sides, action.edge)
    card.edge = action.edge
    card.x, card.y, card.angle = x, y, angle
    card.cx, card.cy, card.cangle = x, y, angle
    name = content().effects[card.kind].name
    ctx.log(f"{name.ja}を辺{action.edge}へ。", f"{name.en} moved to edge {action.edge}.", RULE_EFFECTS)


def placement_actions(state: MonsterRaidState) -> list:
    """Every legal minion move (own edge 0; other own edges give the same outline) and card move."""
    out: list = []
    for t in state.targets:
        if t.role != "minion" or t.raised:
            continue
        for anchor in state.targets:
            if anchor is t or anchor.raised:
                continue
            for edge in range(anchor.sides):
                action = PlaceMinion(t.id, anchor.id, edge, 0)
                try:
                    pose = check_minion(state, action)
                except RulesError:  # refused moves are simply not offered
                    continue
                if (round(pose[0], 6), round(pose[1], 6)) != (round(t.x, 6), round(t.y, 6)):
                    out.append(action)
    for card in state.cards:
        if card.edge in icon_edges(state, card.board, card.kind):
            continue
        for edge in free_edges(state, card.board):
            out.append(PlaceEffect(card.id, edge))
    return out
