"""Stage start (rule 0 ステージ開始): the encounter rolls, the targets' placement, effect cards.

* The boss by 1D6 in its rank (the dragon in stage 3), then three different
  minions by 1D6, re-rolling repeats.
* The boss in the middle of the battlefield; each minion touching the boss,
  or a minion when the boss has no room left. A flying target goes on the
  stand apart from the others; with several, only the highest rank (then the
  highest encounter number) flies, the rest are placed like the others. A
  flying boss can touch no minion, so the minions touch each other, the first
  one in the middle (ruling R7a).
* Effect cards on edges that carry an icon, never overlapping another target
  or card; when the icon's edge is taken, on a free edge; one card per edge.
"""

from __future__ import annotations

import math

from tabletop.core.game import Context

from . import geometry
from .content import SIZES, content
from .state import EffectCardState, MonsterRaidState, TargetState

RULE_ENCOUNTER = "monsterraid 0 ボス、取り巻きの決定方法"
RULE_PLACEMENT = "monsterraid 0 ターゲットの配置"
RULE_EFFECTS = "monsterraid 0 エフェクトの設置"
RANK_ORDER = {"C": 0, "B": 1, "A": 2, "dragon": 3}


def roll_encounter(state: MonsterRaidState, ctx: Context) -> tuple[str, list[str]]:
    """The boss and three different minions of the current stage."""
    c = content()
    stage = c.stages[state.stage - 1]
    if stage.boss == "dragon":
        boss = c.dragon
        ctx.log("ボスはドラゴン（固定）。", "The boss is the dragon (fixed).", RULE_ENCOUNTER)
    else:
        n = ctx.roll("1D6", "Encounter table", f"stage {state.stage} boss (rank {stage.boss})", rule=RULE_ENCOUNTER,
                     why_ja=f"ステージ{state.stage}のボス（{stage.boss}ランク）", who_ja="遭遇表").total
        boss = c.encounters[stage.boss][n]
    minions: list[str] = []
    while len(minions) < 3:
        n = ctx.roll("1D6", "Encounter table", f"stage {state.stage} minion (rank {stage.minions})", rule=RULE_ENCOUNTER,
                     why_ja=f"ステージ{state.stage}の取り巻き（{stage.minions}ランク）", who_ja="遭遇表").total
        tid = c.encounters[stage.minions][n]
        if tid in minions or tid == boss:
            ctx.log(f"{c.targets[tid].name.ja}は既に選ばれているので振り直し。",
                    f"{c.targets[tid].name.en} is already chosen: roll again.", RULE_ENCOUNTER)
            continue
        minions.append(tid)
    return boss, minions


def encounter_number(target_id: str) -> int:
    """Where a target stands in the encounter table (the dragon after all others)."""
    c = content()
    for rank, row in c.encounters.items():
        for n, tid in row.items():
            if tid == target_id:
                return n
    return 7


def flying_choice(target_ids: list[str]) -> str | None:
    """Of the flying targets, the one that goes on the stand (highest rank, then highest number)."""
    c = content()
    flyers = [t for t in target_ids if c.targets[t].flying]
    if not flyers:
        return None
    return max(flyers, key=lambda t: (RANK_ORDER[c.targets[t].rank], encounter_number(t)))


def place_stage(state: MonsterRaidState, boss: str, minions: list[str], ctx: Context | None = None) -> None:
    """Put the stage's targets on the battlefield and their effect cards on their edges."""
    c = content()
    state.targets = []
    state.cards = []
    cx, cy = state.table_width / 2, state.table_height / 2
    on_stand = flying_choice([boss] + minions)
    for tid, role in [(boss, "boss")] + [(m, "minion") for m in minions]:
        d = c.targets[tid]
        state.targets.append(TargetState(tid, role, d.hp(state.difficulty), d.size, SIZES[d.size], d.flying,
                                         raised=(tid == on_stand)))
    boss_t = state.targets[0]
    _set_pose(boss_t, cx, cy, 0.0)
    ground = [t for t in state.targets[1:] if not t.raised]
    if boss_t.raised and ground:
        # ruling R7a: a flying boss is apart on its stand, so no minion can touch it; the
        # first minion takes the middle and the others touch the minions
        _set_pose(ground[0], cx, cy, 0.0)
        ground = ground[1:]
    for i, t in enumerate(ground):
        _attach_minion(state, t, i, len(ground))
    for t in state.targets:
        if t.raised:
            _place_on_stand(state, t)
    if ctx is not None:
        for t in state.targets:
            where = (("土台の上", "on the stand") if t.raised else ("中央", "in the centre") if (t.x, t.y) == (cx, cy)
                     else ("取り巻きに接して", "touching a minion") if boss_t.raised else ("ボスに接して", "touching the boss"))
            ctx.log(f"{c.targets[t.id].name.ja}（{'ボス' if t.role == 'boss' else '取り巻き'}、HP{t.hp}）を{where[0]}に配置。",
                    f"{c.targets[t.id].name.en} ({t.role}, HP {t.hp}) placed {where[1]}.", RULE_PLACEMENT)
    for t in state.targets:
        for edge, kind in c.targets[t.id].icons:
            card = place_effect(state, t.id, kind, edge)
            if ctx is not None and card is None:
                ctx.log(f"{c.targets[t.id].name.ja}の{c.effects[kind].name.ja}は置ける辺がなく配置されません。",
                        f"{c.effects[kind].name.en} of {c.targets[t.id].name.en} has no free edge and is not placed.",
                        RULE_EFFECTS)


def _set_pose(t: TargetState, x: float, y: float, angle: float) -> None:
    t.x, t.y, t.angle = x, y, angle
    t.cx, t.cy, t.cangle = x, y, angle


def board_poly(t: TargetState, home: bool = False) -> list[tuple[float, float]]:
    if home:
        return geometry.polygon(t.x, t.y, t.angle, t.sides)
    return geometry.polygon(t.cx, t.cy, t.cangle, t.sides)


def card_poly(card: EffectCardState) -> list[tuple[float, float]]:
    return geometry.card_polygon(card.cx, card.cy, card.cangle)


def _fits(state: MonsterRaidState, t: TargetState, pose: tuple[float, float, float]) -> bool:
    poly = geometry.polygon(pose[0], pose[1], pose[2], t.sides)
    r = geometry.circumradius(t.sides)
    if not (r <= pose[0] <= state.table_width - r and r <= pose[1] <= state.table_height - r):
        return False
    for other in state.targets:
        if other is t or other.destroyed or other.raised or not _placed(other):
            continue
        if geometry.overlap(poly, board_poly(other)):
            return False
    return True


def _placed(t: TargetState) -> bool:
    return (t.role == "boss" and not t.raised) or (t.x, t.y) != (0.0, 0.0)


def _attach_minion(state: MonsterRaidState, t: TargetState, index: int, count: int) -> None:
    """Touch the boss, spreading minions round it; else touch a placed minion (rule 0 配置).

    A flying boss is on its stand, apart (ruling R7a): the minions touch each other.
    """
    boss = state.targets[0]
    start = round(index * boss.sides / max(count, 1))
    anchors = ([] if boss.raised else [boss]) + [m for m in state.targets[1:] if _placed(m) and not m.raised]
    for anchor in anchors:
        for k in range(anchor.sides):
            edge = (start + k) % anchor.sides if anchor is boss else k
            pose = geometry.attach_pose((anchor.x, anchor.y, anchor.angle, anchor.sides), edge, t.sides, 0)
            if _fits(state, t, pose):
                _set_pose(t, *pose)
                return
    raise AssertionError(f"no room to place {t.id}")  # cannot happen on a 1600 x 1200 table


def _place_on_stand(state: MonsterRaidState, t: TargetState) -> None:
    """The stand goes apart from the other targets, inside the table."""
    boss = state.targets[0]
    ground = [o for o in state.targets if not o.raised]
    reach = max(math.hypot(o.x - boss.x, o.y - boss.y) + geometry.circumradius(o.sides) for o in ground)
    r = geometry.circumradius(t.sides)
    dist = reach + r + 80.0
    best = None
    for k in range(8):
        a = -math.pi / 2 + k * math.pi / 4
        x, y = boss.x + dist * math.cos(a), boss.y + dist * math.sin(a)
        if r + 20 <= x <= state.table_width - r - 20 and r + 20 <= y <= state.table_height - r - 20:
            best = (x, y)
            break
    if best is None:
        best = (boss.x, r + 20)
    _set_pose(t, best[0], best[1], 0.0)


def free_edges(state: MonsterRaidState, target_id: str) -> list[int]:
    """Edges of a target where an effect card fits: none there yet, no overlap (rule 0, rule 1 スキル)."""
    t = state.target(target_id)
    free = []
    for edge in range(t.sides):
        if any(c.board == target_id and c.edge == edge for c in state.cards):
            continue
        pose = geometry.card_pose(t.cx, t.cy, t.cangle, t.sides, edge)
        poly = geometry.card_polygon(*pose)
        # things meet only at the same height: a flying target's cards up on the stand (as the physics)
        if any(geometry.overlap(poly, board_poly(o)) for o in state.live_targets()
               if o is not t and o.raised == t.raised):
            continue
        if any(geometry.overlap(poly, card_poly(c)) for c in state.cards
               if state.has_target(c.board) and state.target(c.board).raised == t.raised):
            continue
        free.append(edge)
    return free


def place_effect(state: MonsterRaidState, target_id: str, kind: str, edge: int | None = None) -> EffectCardState | None:
    """Attach an effect card from the box: on ``edge`` if free, else the lowest free edge.

    Returns None when the box has no such card left or the target has no free
    edge (the effect is then void, rule 1 スキルの適用).
    """
    if state.supply.get(kind, 0) <= 0:
        return None
    free = free_edges(state, target_id)
    if not free:
        return None
    chosen = edge if edge in free else free[0]
    t = state.target(target_id)
    home = geometry.card_pose(t.x, t.y, t.angle, t.sides, chosen)  # where it goes back at round end
    now = geometry.card_pose(t.cx, t.cy, t.cangle, t.sides, chosen)  # against the board as it lies now
    state.card_serial += 1
    card = EffectCardState(f"{kind}-{state.card_serial}", kind, target_id, chosen, *home, *now)
    state.cards.append(card)
    state.supply[kind] -= 1
    return card


def remove_card(state: MonsterRaidState, card_id: str) -> None:
    """Take an effect card off the battlefield and back into the box; dice on it stay where they are."""
    card = state.card(card_id)
    state.cards.remove(card)
    state.supply[card.kind] = state.supply.get(card.kind, 0) + 1
    for d in state.dice:
        if card_id in d.on:
            d.on.remove(card_id)
