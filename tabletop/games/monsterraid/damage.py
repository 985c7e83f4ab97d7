"""Round end (rule 2 ラウンド終了) and the dragon (ドラゴンの特別処理).

In order (the project's ruling on the order is in docs/rulings/monsterraid.md):
1. each standing target takes the faces of the dice resting on it (a die on
   two targets counts for each), with the round-end effect cards (ダメージサイト,
   鉄壁, then 再生) and passive skills (ドラゴンソウル, 鷹の目, 紅蓮の加護);
2. targets whose damage reaches their HP are destroyed;
3. the dragon: while a minion stands, damage of half its HP or more heals
   back to half; then it too is checked;
4. the survivors charge the wall (S 1, M 2, L/LL 3) and take HP/4 (rounded
   down) themselves, which may destroy them; the dragon takes none;
5. dice go back to their owners (used ultimate dice leave the game), the
   destroyed targets leave with their effect cards, shifted boards and cards
   are put back, and the next round (or the stage clear) begins.
"""

from __future__ import annotations

from tabletop.core.game import Context

from .content import WALL_DAMAGE, content
from .effects import side_value
from .layout import remove_card
from .state import DieState, MonsterRaidState, Prompt, TargetState

RULE_DAMAGE = "monsterraid 2 ラウンド終了"
RULE_DRAGON = "monsterraid 2 ドラゴンの特別処理"
RULE_CLEAR = "monsterraid 3 ステージクリア"


def has_skill(state: MonsterRaidState, adv_id: str, skill_id: str) -> bool:
    adv = state.adventurer(adv_id)
    return any(s.id == skill_id and s.in_play for s in adv.skills)


def is_dragon(target: TargetState) -> bool:
    return content().targets[target.id].rank == "dragon"


def die_value_on_target(state: MonsterRaidState, die: DieState) -> int:
    """A die's face as damage to a target it rests on (ドラゴンソウル: at least 3 for Sigurd)."""
    if die.owner == "sigurd" and has_skill(state, "sigurd", "dragon_soul"):
        return max(die.face, content().skills["dragon_soul"].value)
    return die.face


def dice_on(state: MonsterRaidState, target_id: str) -> list[DieState]:
    return [d for d in state.dice if d.where == "field" and target_id in d.on]


def dice_on_card(state: MonsterRaidState, card_id: str) -> list[DieState]:
    return [d for d in state.dice if d.where == "field" and card_id in d.on]


def round_end_damage(state: MonsterRaidState, t: TargetState) -> tuple[int, list[str]]:
    """The damage a target takes from the dice at round end, and how it came about."""
    c = content()
    notes: list[str] = []
    on = dice_on(state, t.id)
    counted = {d.id: die_value_on_target(state, d) for d in on}
    stitched = t.id in state.shadow_stitch
    site_bonus = 0
    reduction = 0
    for card in state.cards:
        if card.board != t.id or stitched:
            continue
        here = dice_on_card(state, card.id)
        if not here:
            continue
        value = side_value(state, card.kind)
        if card.kind == "damage_site":
            if state.difficulty == "hard":
                # FAQ ダメージサイト (hard): one die of choice here, a straddling die may be it;
                # the app takes the highest face, the players' best choice.
                best = max(here, key=lambda d: (d.face, d.id))
                site_bonus += best.face
                notes.append(f"damage_site:{best.id}+{best.face}")
            else:
                # FAQ ダメージサイト (normal): no double count for a die also on the target.
                for d in here:
                    site_bonus += value * d.face
                    if d.id in counted:
                        counted.pop(d.id)
                    notes.append(f"damage_site:{d.id}x{value}")
        elif card.kind == "iron_wall":
            reduction += value
            notes.append(f"iron_wall:-{value}")
    total = max(0, sum(counted.values()) + site_bonus - reduction)
    if on and all(d.owner == "leaf" for d in on) and has_skill(state, "leaf", "hawk_eye"):
        total += c.skills["hawk_eye"].value
        notes.append("hawk_eye")
    if t.raised and has_skill(state, "paola", "crimson_aura"):
        paola = [d for d in on if d.owner == "paola"]
        if paola:
            total += c.skills["crimson_aura"].value * len(paola)
            notes.append("crimson_aura")
    return total, notes


def _regeneration(state: MonsterRaidState, t: TargetState) -> int:
    healed = 0
    if t.id in state.shadow_stitch:
        return 0
    for card in state.cards:
        if card.board == t.id and card.kind == "regeneration" and dice_on_card(state, card.id):
            healed += side_value(state, "regeneration")
    healed = min(healed, t.damage)
    t.damage -= healed
    return healed


def round_end(state: MonsterRaidState, ctx: Context) -> None:
    """Rule 2: damage, destruction, the dragon, the wall, clean-up; then the next round or stage clear."""
    c = content()
    live = state.live_targets()
    state.round_log = []
    for t in live:
        dmg, notes = round_end_damage(state, t)
        t.damage += dmg
        name = c.targets[t.id].name
        counted = [d.id for d in dice_on(state, t.id)]
        counted += [d.id for card in state.cards if card.board == t.id for d in dice_on_card(state, card.id)
                    if d.id not in counted and card.kind == "damage_site" and t.id not in state.shadow_stitch]
        ctx.log(f"{name.ja}に{dmg}ダメージ（計{t.damage}/{t.hp}）。", f"{name.en} takes {dmg} damage ({t.damage}/{t.hp}).",
                RULE_DAMAGE, kind="round_end", step="damage", target=t.id, amount=dmg, total=t.damage, hp=t.hp,
                dice=counted, notes=list(notes))
        healed = _regeneration(state, t)
        if healed:
            ctx.log(f"再生：{name.ja}のダメージを{healed}取り除く。", f"Regeneration: {healed} damage removed from {name.en}.",
                    "monsterraid FAQ 再生", kind="round_end", step="regeneration", target=t.id, amount=healed,
                    total=t.damage, hp=t.hp)
        state.round_log.append(f"{t.id}:+{dmg}-{healed}")
    dragons = [t for t in live if is_dragon(t)]
    for t in live:
        if not is_dragon(t):
            _check(state, t, ctx)
    for dragon in dragons:
        minions_left = [m for m in live if m.role == "minion" and not m.destroyed]
        if minions_left and 2 * dragon.damage >= dragon.hp:
            dragon.damage = dragon.hp // 2
            ctx.log(f"取り巻きが残っているため、ドラゴンのダメージは半分（{dragon.damage}）まで回復。",
                    f"A minion still stands: the dragon heals back to half its HP in damage ({dragon.damage}).", RULE_DRAGON,
                    kind="round_end", step="dragon", target=dragon.id, total=dragon.damage, hp=dragon.hp)
        _check(state, dragon, ctx)
    _charge_wall(state, [t for t in live if not t.destroyed], ctx)
    _clean_up(state, ctx)


def _check(state: MonsterRaidState, t: TargetState, ctx: Context) -> None:
    if not t.destroyed and t.damage >= t.hp:
        t.destroyed = True
        name = content().targets[t.id].name
        ctx.log(f"{name.ja}を撃破！", f"{name.en} is destroyed!", RULE_DAMAGE, kind="round_end", step="destroyed",
                target=t.id, total=t.damage, hp=t.hp)


def _charge_wall(state: MonsterRaidState, survivors: list[TargetState], ctx: Context) -> None:
    c = content()
    total = 0
    chargers = [t for t in survivors if t.id not in state.ice_wall]
    for t in chargers:
        total += WALL_DAMAGE[t.size]
    if total and has_skill(state, "sigurd", "dragon_scale"):
        total = max(0, total - c.skills["dragon_scale"].value)
    if chargers:
        state.wall += total
        ctx.log(f"城壁に{total}ダメージ（計{state.wall}）。", f"The wall takes {total} damage (total {state.wall}).",
                RULE_DAMAGE, kind="round_end", step="wall", amount=total, wall=state.wall,
                chargers=[[t.id, WALL_DAMAGE[t.size]] for t in chargers])
    for t in chargers:
        if is_dragon(t):
            continue  # rule ドラゴンの特別処理: no self-damage
        t.damage += t.hp // 4
        name = c.targets[t.id].name
        ctx.log(f"{name.ja}は突撃の反動で{t.hp // 4}ダメージ（計{t.damage}/{t.hp}）。",
                f"{name.en} takes {t.hp // 4} damage from its charge ({t.damage}/{t.hp}).", RULE_DAMAGE,
                kind="round_end", step="self", target=t.id, amount=t.hp // 4, total=t.damage, hp=t.hp)
        _check(state, t, ctx)


def _clean_up(state: MonsterRaidState, ctx: Context) -> None:
    for d in state.dice:
        if d.where in ("field", "lost", "aside"):
            d.where = "gone" if d.ultimate else "hand"
        d.on = []
        d.placed = False
        d.shot_by = ""
        d.x = d.y = d.angle = d.z = 0.0
    for t in state.targets:
        if t.destroyed:
            for card in [x for x in state.cards if x.board == t.id]:
                remove_card(state, card.id)
        t.cx, t.cy, t.cangle = t.x, t.y, t.angle  # FAQ ずれ: put back at round end
    for card in state.cards:
        card.cx, card.cy, card.cangle = card.x, card.y, card.angle
    state.dragons_blood = False
    state.ice_wall = []
    state.shadow_stitch = []
    for adv in state.adventurers:
        adv.passed = False
        adv.armed = []
        adv.shots_left = 1
        adv.shots_this_round = 0
    state.turn = state.adventurers[0].id
    if not state.live_targets():
        _stage_clear(state, ctx)
    else:
        state.round += 1


def _stage_clear(state: MonsterRaidState, ctx: Context) -> None:
    c = content()
    for adv in state.adventurers:
        for s in adv.skills:
            s.tapped = False
    ctx.log(f"ステージ{state.stage}クリア！", f"Stage {state.stage} cleared!", RULE_CLEAR)
    if state.stage >= len(c.stages):
        state.phase = "over"
        ending = c.ending_for(state.wall)
        ctx.log(f"ゲーム終了。スコア{state.wall}：{ending.title.ja}", f"Game over. Score {state.wall}: {ending.title.en}",
                "monsterraid 3 エンディング")
        return
    state.phase = "stage_clear"
    for adv in state.adventurers:
        if any(not s.in_play for s in adv.skills):
            state.prompts.append(Prompt("growth", adv.id))
    state.prompts.append(Prompt("mvp"))
