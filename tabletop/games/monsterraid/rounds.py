"""The attack phase (rule 1 アタックフェイズ): turns, shots, passes, prompts.

Turns go clockwise from 竜騎士シグルド; in a turn an adventurer declares any
active skills and shoots one die (hand or ultimate), or passes when no die is
left in hand (an ultimate may remain; FAQ). Passing lasts to the round's end;
when all four have passed the round ends (``damage.round_end``).

A shot is resolved by the physics through the game's resolver; the rules
then read where every die came to rest: lost dice, dice on targets, dice on
effect cards (a die pushed by a crash onto a card counts as the shooter's,
rule クラッシュ), shifted boards and cards (left shifted until round end, FAQ).

A fault (フォルト, rule シュート; ruling R2, ``is_fault``) is decided here too:
the first fault of a shot is not applied yet and its shooter chooses
(「やり直しすることができます」, a ``fault`` prompt): ``redo`` leaves the table
as it was and the same die must be shot again; ``stand`` re-runs that very
shot (same inputs, same shot index) and applies it. A fault on the redo
stands as the shot.
"""

from __future__ import annotations

import math
from typing import Callable

from tabletop.core.game import Context, rules_error
from tabletop.core.i18n import Text

from . import effects, skills
from .actions import Choose, Shoot
from .content import METHODS, content
from .damage import round_end
from .layout import place_stage, roll_encounter
from .presentation import die_label
from .shots import ShotOutcome, ShotSpec, crashed_dice
from .state import FaultedShot, MonsterRaidState, Prompt, ShotRecord
from .shoot import shooting_position_ok

Resolver = Callable[[MonsterRaidState, ShotSpec, int, int], ShotOutcome]

RULE_TURN = "monsterraid 1 アタックフェイズ"
RULE_SHOOT = "monsterraid 1 シュート"
RULE_PASS = "monsterraid 1 パス"
RULE_FAULT = "monsterraid シュート"

#: The launcher pad (発射台) round the shot's start, mm: a flicked die that stays on it has fallen off it by accident.
LAUNCHER_RADIUS = 25.0
#: A flick weaker than this never left the launcher: a fault too.
MIN_FLICK_POWER = 0.05


def is_fault(spec: ShotSpec, outcome: ShotOutcome) -> bool:
    """Rule シュート (フォルト), ruling R2: a flick that did not leave the launcher pad.

    A flick faults when its power is below ``MIN_FLICK_POWER``, or when the
    shot die comes to rest (not lost) within ``LAUNCHER_RADIUS`` mm of where it
    started without having hit another die. Throws and coin tosses never fault.
    """
    if spec.method != "flick":
        return False
    if spec.power < MIN_FLICK_POWER:
        return True
    rest = next((r for r in outcome.rests if r.die == spec.die), None)
    if rest is None or rest.lost or rest.crashed_into or outcome.crash_chain.get(spec.die):
        return False
    return math.hypot(rest.x - spec.x, rest.y - spec.y) < LAUNCHER_RADIUS


def check_shot(state: MonsterRaidState, adv_id: str, action: Shoot) -> None:
    """Every condition of a shot (raises; changes nothing)."""
    adv = state.adventurer(adv_id)
    if adv.shots_left <= 0:
        raise rules_error(RULE_SHOOT, "この手番のシュートは終わっています。", "This turn's shot has been made.")
    if state.fault_die and action.die != state.fault_die:
        faulted = die_label(state, state.fault_die)
        raise rules_error(RULE_FAULT, f"フォルトしたサイコロ（{faulted.ja}）をシュートし直してください。",
                          f"Shoot the die that faulted ({faulted.en}) again.")
    if not state.has_die(action.die) or state.die(action.die).owner != adv_id:
        label = die_label(state, action.die)
        raise rules_error(RULE_SHOOT, f"{label.ja}は{content().adventurer(adv_id).name.ja}のサイコロではありません。",
                          f"{label.en} is not one of {content().adventurer(adv_id).name.en}'s dice.")
    die = state.die(action.die)
    if die.where not in ("hand", "slot"):
        raise rules_error(RULE_SHOOT, "手元に残っているサイコロか、未使用の奥義だけをシュートできます。",
                          "Only a die left in hand or an unused ultimate die can be shot.")
    if die not in skills.usable_dice(state, adv_id):
        raise rules_error("monsterraid FAQ 呪い", "呪い（ハード）により奥義をシュートできません。",
                          "Curse (hard): ultimate dice cannot be shot.")
    if action.method not in METHODS:
        raise rules_error(RULE_SHOOT, f"シュート方法{action.method}はありません（flick / throw / coin）。",
                          f"No shooting method {action.method} (flick / throw / coin).")
    if "explosion" in adv.armed and action.method != "coin":
        raise rules_error("monsterraid FAQ エクスプロージョン", "エクスプロージョンのシュートはコイントスで行います。",
                          "An Explosion shot is a coin toss.")
    if action.launcher and not content().adventurer(adv_id).launcher:
        raise rules_error("monsterraid 準備 2 発射台", "赤の女帝パオラは発射台を使用しません。",
                          "Paola the Crimson Empress does not use the launcher.")
    if action.launcher and action.method == "coin":
        raise rules_error("monsterraid FAQ エクスプロージョン", "コイントスは握りこぶしの親指から弾き出します（発射台は使いません）。",
                          "A coin toss starts from the thumb of a fist, not from the launcher.")
    for name, value in (("power", action.power), ("loft", action.loft)):
        if not 0.0 <= value <= 1.0:
            raise rules_error(RULE_SHOOT, f"{name}は0〜1です。", f"{name} must be between 0 and 1.")
    if not -1.0 <= action.spin <= 1.0:
        raise rules_error(RULE_SHOOT, "spinは-1〜1です。", "spin must be between -1 and 1.")
    if not shooting_position_ok(state, action.x, action.y):
        raise rules_error(RULE_SHOOT, "テーブルの上で、最も近い【ターゲット】からカード２枚分以上離してシュートしてください。",
                          "Shoot from the table, at least two cards' length from the nearest target.")


def shoot(state: MonsterRaidState, adv_id: str, action: Shoot, ctx: Context, resolver: Resolver) -> None:
    check_shot(state, adv_id, action)
    spec = ShotSpec(action.die, action.method, action.x, action.y, action.angle, action.power, action.spin,
                    action.loft, action.launcher)
    outcome = resolver(state, spec, state.physics_seed, state.shot_index)
    ctx.secret_revealed()  # a physics shot: no undo past it
    state.shot_index += 1
    if action.launcher:
        state.launcher = [action.x, action.y]
    if is_fault(spec, outcome):
        die = die_label(state, spec.die)
        if not state.fault_die:
            # Ruling R2: the outcome waits (the table stays as it was) while the shooter chooses.
            state.faulted = [FaultedShot(spec.die, spec.method, spec.x, spec.y, spec.angle, spec.power, spec.spin,
                                         spec.loft, spec.launcher, state.shot_index - 1)]
            state.prompts.insert(0, Prompt("fault", adv_id, spec.die))
            ctx.log(f"フォルト：{die.ja}のシュートをやり直すか、このまま成立させるかを選ぶ（やり直しは１回のシュートにつき１度だけ）。",
                    f"Fault: shoot {die.en} again or let the shot stand (one redo per shot).",
                    RULE_FAULT, kind="fault", die=spec.die, again=True)
            return
        ctx.log(f"２度目のフォルト：{die.ja}のシュートはそのまま成立。",
                f"A second fault: the shot of {die.en} stands.", RULE_FAULT, kind="fault",
                die=spec.die, again=False)
    state.fault_die = ""
    apply_outcome(state, adv_id, spec, outcome, ctx)


def apply_outcome(state: MonsterRaidState, adv_id: str, spec: ShotSpec, outcome: ShotOutcome, ctx: Context) -> None:
    """Read the table after a shot and apply what it means."""
    c = content()
    adv = state.adventurer(adv_id)
    before = {d.id: list(d.on) for d in state.dice if d.where == "field"}
    shot_die = state.die(spec.die)
    shot_die.where, shot_die.x, shot_die.y, shot_die.angle, shot_die.on = "field", spec.x, spec.y, spec.angle, []
    shot_die.z = 0.0
    shot_die.placed = False
    known = {t.id for t in state.live_targets()} | {x.id for x in state.cards}
    moved: list[str] = []
    for rest in outcome.rests:
        if not state.has_die(rest.die):
            continue
        d = state.die(rest.die)
        if d.where != "field":
            continue  # only dice on the battlefield take part
        if rest.lost:
            d.where, d.on = "lost", []
        else:
            d.x, d.y, d.angle, d.z, d.face = rest.x, rest.y, rest.angle, rest.z, rest.face
            d.on = [x for x in rest.on if x in known]
        if rest.moved or d.id == spec.die:
            d.shot_by = adv_id
            d.placed = False
            moved.append(d.id)
    for tid, (x, y, a) in outcome.boards.items():
        if state.has_target(tid):
            t = state.target(tid)
            t.cx, t.cy, t.cangle = x, y, a
    for cid, (x, y, a) in outcome.cards.items():
        if any(k.id == cid for k in state.cards):
            k = state.card(cid)
            k.cx, k.cy, k.cangle = x, y, a
    arrivals = []
    for die_id in moved:
        d = state.die(die_id)
        for card_id in effects.cards_under(state, d):
            if card_id not in before.get(die_id, []):
                arrivals.append((die_id, card_id))
    hit = effects.boards_under(state, shot_die)
    state.last_shot = ShotRecord(adv_id, spec.die, spec.method, list(hit), crashed_dice(outcome, spec.die), [])
    die = die_label(state, spec.die, shooter=adv_id)
    landed = _landing(state, hit, effects.cards_under(state, shot_die))
    ctx.log(f"{c.adventurer(adv_id).name.ja}のシュート：{die.ja}（{shot_die.face}）→ {landed.ja}",
            f"{c.adventurer(adv_id).name.en} shoots {die.en} ({shot_die.face}) → {landed.en}",
            RULE_SHOOT, kind="shot")
    effects.apply_immediate(state, adv_id, arrivals, ctx)
    first = adv.shots_this_round == 0
    skills.after_shot(state, adv_id, spec, outcome, first, ctx)
    adv.shots_left -= 1
    adv.shots_this_round += 1
    finish_turn(state, ctx)


def _landing(state: MonsterRaidState, boards: list[str], cards: list[str]) -> Text:
    """Where a shot die came to rest, for the log: the targets it hits, the effect cards it lies on
    (they act: at once or at the round's end), or a miss only when it lies on neither."""
    c = content()
    parts: list[Text] = []
    if boards:
        parts.append(Text("、".join(c.targets[t].name.ja for t in boards) + "に命中",
                          "hits " + ", ".join(c.targets[t].name.en for t in boards)))
    if cards:
        names = [c.effects[state.card(k).kind].name for k in cards]
        parts.append(Text("エフェクトカード「" + "」「".join(n.ja for n in names) + "」の上",
                          "lands on the effect card " + ", ".join(n.en for n in names)))
    if not parts:
        return Text("失敗（何にも乗らなかった）", "misses (on nothing)")
    return Text("、".join(p.ja for p in parts), "; ".join(p.en for p in parts))


def finish_turn(state: MonsterRaidState, ctx: Context) -> None:
    """Hand the turn on once the shot and its prompts are done (the same adventurer keeps a second shot)."""
    if state.prompts or state.phase != "attack":
        return
    adv = state.adventurer(state.turn)
    if adv.shots_left > 0 and skills.usable_dice(state, adv.id) and not adv.passed:
        return
    next_turn(state, ctx)


def next_turn(state: MonsterRaidState, ctx: Context) -> None:
    """Clockwise to the next adventurer who has not passed; the round ends when all have."""
    order = [a.id for a in state.adventurers]
    i = order.index(state.turn)
    for k in range(1, len(order) + 1):
        cand = state.adventurer(order[(i + k) % len(order)])
        if not cand.passed:
            state.turn = cand.id
            cand.shots_left = 1
            cand.armed = []
            return
    round_end(state, ctx)
    if state.phase == "attack":
        first = state.adventurers[0]
        first.shots_left = 1


def pass_turn(state: MonsterRaidState, adv_id: str, ctx: Context) -> None:
    check_no_fault(state)
    if any(d.owner == adv_id and d.where == "hand" for d in state.dice):
        raise rules_error(RULE_PASS, "手元にサイコロが残っている間はパスできません。",
                          "You cannot pass while dice are left in your hand.")
    adv = state.adventurer(adv_id)
    adv.passed = True
    adv.armed = []
    adv.shots_left = 0
    name = content().adventurer(adv_id).name
    ctx.log(f"{name.ja}はパス（ラウンド終了まで）。", f"{name.en} passes (until the round ends).", RULE_PASS)
    next_turn(state, ctx)


def check_no_fault(state: MonsterRaidState) -> None:
    """After choosing to redo a fault the same die must be shot again before anything else (ruling R2)."""
    if state.fault_die:
        raise rules_error(RULE_FAULT, f"フォルトしたサイコロ（{state.fault_die}）をシュートし直してください。",
                          f"Shoot the die that faulted ({state.fault_die}) again first.")


def fault_choice(state: MonsterRaidState, adv_id: str, option: str, ctx: Context, resolver: Resolver) -> None:
    """The shooter's answer to a fault (ruling R2): ``redo`` the shot once, or let it ``stand``."""
    shot = state.faulted.pop()
    die = die_label(state, shot.die)
    if option == "redo":
        state.fault_die = shot.die
        ctx.log(f"フォルト：{die.ja}をもう一度シュートする。", f"Fault: {die.en} is shot again.", RULE_FAULT)
        return
    ctx.log(f"フォルト：{die.ja}のシュートはそのまま成立。", f"Fault: the shot of {die.en} stands.", RULE_FAULT)
    spec = ShotSpec(shot.die, shot.method, shot.x, shot.y, shot.angle, shot.power, shot.spin, shot.loft, shot.launcher)
    apply_outcome(state, adv_id, spec, resolver(state, spec, state.physics_seed, shot.index), ctx)


def choose(state: MonsterRaidState, action: Choose, ctx: Context, resolver: Resolver) -> None:
    """Answer the first pending prompt."""
    c = content()
    prompt = state.prompts[0]
    options = prompt_options(state)
    if action.option not in options:
        raise rules_error(_prompt_rule(prompt.kind), f"選べるのは{'、'.join(options)}です。",
                          f"Choose one of: {', '.join(options)}.")
    state.prompts.pop(0)
    if prompt.kind == "fault":
        fault_choice(state, prompt.adventurer, action.option, ctx, resolver)
        return  # the shot (if it stands) hands the turn on itself
    if prompt.kind == "seal":
        adv = state.adventurer(prompt.adventurer)
        next(s for s in adv.skills if s.id == action.option).tapped = True
        ctx.log(f"封印：{c.skills[action.option].name.ja}を使用済みに。", f"Seal: {c.skills[action.option].name.en} tapped.",
                "monsterraid FAQ 封印")
    elif prompt.kind == "phase_shift":
        if action.option == "return":
            d = state.die(prompt.die)
            d.where = "slot" if d.ultimate else "hand"
            d.on = []
            label = die_label(state, d.id)
            ctx.log(f"フェイズシフト：{label.ja}を手元へ戻す。", f"Phase Shift: {label.en} back to hand.", "monsterraid FAQ フェイズシフト")
    elif prompt.kind == "growth":
        adv = state.adventurer(prompt.adventurer)
        next(s for s in adv.skills if s.id == action.option).in_play = True
        ctx.log(f"{c.adventurer(adv.id).name.ja}が成長：{c.skills[action.option].name.ja}。",
                f"{c.adventurer(adv.id).name.en} grows: {c.skills[action.option].name.en}.", "monsterraid 3 ステージクリア")
    elif prompt.kind == "mvp":
        state.mvp.append("" if action.option == "none" else action.option)
        if action.option != "none":
            ctx.log(f"MVP：{c.adventurer(action.option).name.ja}。", f"MVP: {c.adventurer(action.option).name.en}.",
                    "monsterraid 3 ステージクリア")
            state.prompts.insert(0, Prompt("growth", action.option))
    if state.phase == "stage_clear" and not state.prompts:
        start_next_stage(state, ctx)
    elif state.phase == "attack":
        finish_turn(state, ctx)


def prompt_options(state: MonsterRaidState) -> list[str]:
    prompt = state.prompts[0]
    if prompt.kind == "seal":
        return effects.untapped_actives(state, prompt.adventurer)
    if prompt.kind == "phase_shift":
        return ["return", "keep"]
    if prompt.kind == "fault":
        return ["redo", "stand"]
    if prompt.kind == "growth":
        return [s.id for s in state.adventurer(prompt.adventurer).skills if not s.in_play]
    if prompt.kind == "mvp":
        return [a.id for a in state.adventurers if any(not s.in_play for s in a.skills)] + ["none"]
    return []


def _prompt_rule(kind: str) -> str:
    return {"seal": "monsterraid FAQ 封印", "phase_shift": "monsterraid FAQ フェイズシフト", "fault": RULE_FAULT}.get(
        kind, "monsterraid 3 ステージクリア")


def start_stage(state: MonsterRaidState, ctx: Context) -> None:
    """Roll and lay out the stage's targets; the table may then rearrange them (``placement``)."""
    boss, minions = roll_encounter(state, ctx)
    place_stage(state, boss, minions, ctx)
    state.phase = "placement"


def start_next_stage(state: MonsterRaidState, ctx: Context) -> None:
    state.stage += 1
    state.round = 1
    state.phase = "attack"
    state.turn = state.adventurers[0].id
    for adv in state.adventurers:
        adv.shots_left = 1
    ctx.log(f"ステージ{state.stage}開始。", f"Stage {state.stage} begins.", "monsterraid 0 ステージ開始")
    start_stage(state, ctx)
