"""Skills (rule 1 スキルの適用): passive always on; active declared in one's own turn.

An active skill is declared in the adventurer's own turn before passing (FAQ:
not after), once per stage (it is tapped until the stage clear); several may
be declared in one turn. ``use`` says how it works:

* ``shot``: armed for this turn's next shot and applied when it stops
  (竜呪, ドラゴンダイブ, サムライコンビネーション, 落花傷, フェイズシフト, エクスプロージョン);
* ``now``: resolved at once;
* ``instead``: replaces this turn's shot (シャープシューティング).

``check`` raises ``RulesError`` before anything changes; ``resolve`` applies.
Damage a skill deals during the round is put on the target at once, but a
target is destroyed only at round end (FAQ 無明剣).
"""

from __future__ import annotations

from tabletop.core.game import Context, rules_error

from . import geometry
from .actions import UseSkill
from .content import DIE_SIDES, content
from .damage import dice_on
from .presentation import die_label
from .effects import boards_under, cards_under, cursed, set_aside
from .layout import board_poly, free_edges, place_effect, remove_card
from .shots import ShotOutcome, ShotSpec, crashed_dice
from .state import DieState, MonsterRaidState, Prompt

RULE_SKILL = "monsterraid 1 スキルの適用"


def _faq(name: str) -> str:
    return f"monsterraid FAQ {name}"


def usable_dice(state: MonsterRaidState, adv_id: str) -> list[DieState]:
    """Dice the adventurer may shoot now: in hand, or an unused ultimate (not under hard 呪い)."""
    out = [d for d in state.dice if d.owner == adv_id and d.where == "hand"]
    ultimate_ok = not (state.difficulty == "hard" and cursed(state, adv_id))
    out += [d for d in state.dice if d.owner == adv_id and d.where == "slot" and ultimate_ok]
    return out


def _live(state: MonsterRaidState, target_id: str, rule: str) -> None:
    if not state.has_target(target_id):
        raise rules_error(rule, f"{target_id or '（未指定）'}は【バトルフィールド】の【ターゲット】ではありません。",
                          f"{target_id or '(none)'} is not a target on the battlefield.")


def _own_die(state: MonsterRaidState, adv_id: str, die_id: str, rule: str) -> DieState:
    if not state.has_die(die_id) or state.die(die_id).owner != adv_id:
        raise rules_error(rule, f"{die_id or '（未指定）'}は自分のサイコロではありません。", f"{die_id or '(none)'} is not one of your dice.")
    return state.die(die_id)


def meikyo_choices(state: MonsterRaidState, die: DieState) -> list[str]:
    """Targets a die on effect cards may be moved onto (明鏡止水; FAQ: either, with two cards)."""
    out: list[str] = []
    for card_id in cards_under(state, die):
        board = state.card(card_id).board
        if state.has_target(board) and board not in out:
            out.append(board)
    return out


def raimeisen_targets(state: MonsterRaidState, die: DieState) -> list[str]:
    """Targets the die rests on or lies within one edge length of (雷鳴閃)."""
    out = []
    for t in state.live_targets():
        if t.id in die.on or geometry.point_distance(die.x, die.y, board_poly(t)) <= geometry.EDGE:
            out.append(t.id)
    return out


def check(state: MonsterRaidState, adv_id: str, action: UseSkill) -> None:
    """Every condition of declaring ``action`` now (raises; changes nothing)."""
    c = content()
    adv = state.adventurer(adv_id)
    if action.skill not in c.skills:
        raise rules_error(RULE_SKILL, f"スキル{action.skill}はありません。", f"There is no skill {action.skill}.")
    sdef = c.skills[action.skill]
    mine = next((s for s in adv.skills if s.id == action.skill), None)
    if mine is None or not mine.in_play:
        raise rules_error(RULE_SKILL, f"{sdef.name.ja}は{c.adventurer(adv_id).name.ja}の場にありません。",
                          f"{sdef.name.en} is not in play for {c.adventurer(adv_id).name.en}.")
    if not sdef.active:
        raise rules_error(RULE_SKILL, f"{sdef.name.ja}はパッシブスキルです（常に適用）。",
                          f"{sdef.name.en} is passive (always applies).")
    if mine.tapped:
        raise rules_error(RULE_SKILL, f"{sdef.name.ja}はこのステージで使用済みです。",
                          f"{sdef.name.en} has been used this stage.")
    if adv.passed:
        raise rules_error("monsterraid FAQ パス後のスキル", "パスした後はスキルを使用できません。",
                          "After passing you cannot use skills.")
    if cursed(state, adv_id):
        raise rules_error("monsterraid FAQ 呪い", "呪いの上に自分のサイコロがあるため、アクティブスキルを使用できません。",
                          "A die of yours rests on a Curse: you cannot use active skills.")
    sid = action.skill
    if sdef.use in ("shot", "instead"):
        if sid in adv.armed:
            raise rules_error(RULE_SKILL, "既に宣言しています。", "Already declared.")
        if adv.shots_left <= 0 or not usable_dice(state, adv_id):
            raise rules_error(RULE_SKILL, "この手番にはもうシュートできません。", "You cannot shoot again this turn.")
    if sid == "dragons_eye":
        for tid in action.targets:
            _live(state, tid, _faq("ドラゴンズアイ"))
            if not any(d.owner == adv_id for d in dice_on(state, tid)):
                raise rules_error(_faq("ドラゴンズアイ"), f"{tid}の上に自分のサイコロがありません。",
                                  f"None of your dice rests on {tid}.")
        if len(set(action.targets)) != len(action.targets):
            raise rules_error(_faq("ドラゴンズアイ"), "同じ【ターゲット】を２度選んでいます。", "A target is chosen twice.")
    elif sid == "sharp_shooting":
        die = _own_die(state, adv_id, action.die, _faq("シャープシューティング"))
        if die not in usable_dice(state, adv_id):
            raise rules_error(_faq("シャープシューティング"), "手元のサイコロか未使用の奥義を選んでください。",
                              "Choose a die in your hand or an unused ultimate die.")
        _live(state, action.target, _faq("シャープシューティング"))
    elif sid in ("marking_arrow", "shadow_stitch", "ice_wall"):
        _live(state, action.target, RULE_SKILL)
        if sid == "marking_arrow" and action.edge != -1 and action.edge not in free_edges(state, action.target):
            raise rules_error(RULE_SKILL, f"辺{action.edge}は空いていません（重なり・既存のカード）。",
                              f"Edge {action.edge} is not free (overlap or a card already there).")
    elif sid == "meikyo_shisui":
        die = _own_die(state, adv_id, action.die, _faq("明鏡止水"))
        choices = meikyo_choices(state, die) if die.where == "field" else []
        if not choices:
            raise rules_error(_faq("明鏡止水"), "そのサイコロはエフェクトカードの上にありません。",
                              "That die is not resting on an effect card.")
        if action.target not in choices and not (action.target == "" and len(choices) == 1):
            raise rules_error(_faq("明鏡止水"), f"移動先は{'、'.join(choices)}から選んでください。",
                              f"Move it onto one of: {', '.join(choices)}.")
    elif sid == "raimeisen":
        if not state.has_die(action.die) or state.die(action.die).where != "field":
            raise rules_error(_faq("雷鳴閃"), "【バトルフィールド】内に残っているサイコロを選んでください。",
                              "Choose a die still on the battlefield.")
    elif sid == "mumyoken":
        die = _own_die(state, adv_id, action.die, _faq("無明剣"))
        if die.where != "hand":
            raise rules_error(_faq("無明剣"), "手元のサイコロを選んでください。", "Choose a die in your hand.")
        _live(state, action.target, _faq("無明剣"))
    elif sid == "meteor_swarm":
        if not action.dice or len(set(action.dice)) != len(action.dice):
            raise rules_error(_faq("メテオスォーム"), "回収するサイコロを（重複なく）選んでください。",
                              "Choose the dice to collect (each once).")
        for die_id in action.dice:
            if _own_die(state, adv_id, die_id, _faq("メテオスォーム")).where != "field":
                raise rules_error(_faq("メテオスォーム"), f"{die_id}は【バトルフィールド】にありません。",
                                  f"{die_id} is not on the battlefield.")
        _live(state, action.target, _faq("メテオスォーム"))
    elif sid == "mana_recharge":
        if _own_die(state, adv_id, action.die, RULE_SKILL).where != "aside":
            raise rules_error(RULE_SKILL, "使用不能になっている自分のサイコロを選んでください。",
                              "Choose one of your dice that was made unusable.")


def resolve(state: MonsterRaidState, adv_id: str, action: UseSkill, ctx: Context) -> None:
    """Apply a declared skill (``check`` has passed). Sharp Shooting's turn end is the caller's."""
    c = content()
    adv = state.adventurer(adv_id)
    sdef = c.skills[action.skill]
    next(s for s in adv.skills if s.id == action.skill).tapped = True
    ctx.log(f"{c.adventurer(adv_id).name.ja}：{sdef.name.ja}を使用。", f"{c.adventurer(adv_id).name.en} uses {sdef.name.en}.",
            RULE_SKILL)
    sid = action.skill
    if sdef.use == "shot":
        adv.armed.append(sid)
    elif sid == "dragons_blood":
        state.dragons_blood = True
    elif sid == "dragons_eye":
        for tid in action.targets:
            for card in [x for x in state.cards if x.board == tid]:
                remove_card(state, card.id)
    elif sid == "sharp_shooting":
        die = state.die(action.die)
        t = state.target(action.target)
        inside = geometry.point_in_polygon(action.x, action.y, board_poly(t))
        die.x, die.y = (action.x, action.y) if inside else (t.cx, t.cy)
        die.where, die.face, die.on, die.placed, die.shot_by = "field", 1, [t.id], True, adv_id
        die.angle = die.z = 0.0
        adv.shots_left -= 1
        adv.shots_this_round += 1
    elif sid == "storm_arrow":
        for d in state.dice:
            failed = d.where == "lost" or (d.where == "field" and not boards_under(state, d) and not cards_under(state, d))
            if d.owner == adv_id and failed:
                d.where = "slot" if d.ultimate else "hand"
                d.on = []
    elif sid == "marking_arrow":
        if place_effect(state, action.target, "damage_site", action.edge if action.edge >= 0 else None) is None:
            ctx.log("置ける辺かカードがないため、配置されません。", "No free edge or card left: nothing is placed.", RULE_SKILL)
    elif sid == "double_shot":
        adv.shots_left += sdef.value
    elif sid == "shadow_stitch":
        state.shadow_stitch.append(action.target)
    elif sid == "ice_wall":
        state.ice_wall.append(action.target)
    elif sid == "meikyo_shisui":
        die = state.die(action.die)
        dest = action.target or meikyo_choices(state, die)[0]
        t = state.target(dest)
        die.x, die.y, die.on = t.cx, t.cy, [dest]
    elif sid == "raimeisen":
        for tid in raimeisen_targets(state, state.die(action.die)):
            _damage(state, tid, sdef.value, sdef.name, ctx)
    elif sid == "mumyoken":
        die = state.die(action.die)
        set_aside(die)
        _damage(state, action.target, DIE_SIDES[die.kind] // sdef.value, sdef.name, ctx)
    elif sid == "meteor_swarm":
        total = 0
        for die_id in action.dice:
            d = state.die(die_id)
            total += d.face
            d.where = "gone" if d.ultimate else "hand"
            d.on = []
        _damage(state, action.target, total * sdef.value, sdef.name, ctx)
    elif sid == "mana_recharge":
        d = state.die(action.die)
        d.where = "slot" if d.ultimate else "hand"


def _damage(state: MonsterRaidState, target_id: str, amount: int, source, ctx: Context) -> None:
    if amount <= 0 or not state.has_target(target_id):
        return
    t = state.target(target_id)
    t.damage += amount
    name = content().targets[target_id].name
    ctx.log(f"{source.ja}：{name.ja}に{amount}ダメージ（計{t.damage}/{t.hp}）。",
            f"{source.en}: {amount} damage to {name.en} ({t.damage}/{t.hp}).", RULE_SKILL)


def after_shot(state: MonsterRaidState, adv_id: str, spec: ShotSpec, outcome: ShotOutcome, first_shot: bool,
               ctx: Context) -> None:
    """Skills that apply once a shot has stopped (armed skills, ドラゴンズブラッド, 居合)."""
    c = content()
    adv = state.adventurer(adv_id)
    die = state.die(spec.die)
    on = boards_under(state, die)
    armed = list(adv.armed)
    if "dragon_dive" in armed and on:
        die.face = DIE_SIDES[die.kind]
        label = die_label(state, die.id)
        ctx.log(f"ドラゴンダイブ：{label.ja}の目は{die.face}に。", f"Dragon Dive: {label.en} now shows {die.face}.", RULE_SKILL)
    if state.dragons_blood and spec.method == "flick":
        for tid in on:
            _damage(state, tid, c.skills["dragons_blood"].value, c.skills["dragons_blood"].name, ctx)
    if first_shot and any(s.id == "iai" and s.in_play for s in adv.skills):
        for tid in on:
            _damage(state, tid, c.skills["iai"].value, c.skills["iai"].name, ctx)
    if "dragon_curse" in armed:
        n = len(crashed_dice(outcome, die.id))
        for tid in on:
            _damage(state, tid, n * c.skills["dragon_curse"].value, c.skills["dragon_curse"].name, ctx)
    if "samurai_combination" in armed:
        for tid in on:
            _damage(state, tid, len(dice_on(state, tid)) * c.skills["samurai_combination"].value,
                    c.skills["samurai_combination"].name, ctx)
    if "explosion" in armed:
        for tid in on:
            _damage(state, tid, die.face * c.skills["explosion"].value, c.skills["explosion"].name, ctx)
    if "rakkasho" in armed:
        for t in state.live_targets():
            _damage(state, t.id, c.skills["rakkasho"].value, c.skills["rakkasho"].name, ctx)
    if "phase_shift" in armed and die.where in ("field", "lost"):
        state.prompts.append(Prompt("phase_shift", adv_id, die.id))
    adv.armed = []
