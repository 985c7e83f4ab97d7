"""What the players read: ``turn_label``, ``describe_action`` and prompt texts (ja/en).

``describe_choice`` and ``describe_use`` name a ``Choose`` option and a
``UseSkill`` from the game's data alone (no state), so the screen can label
the legal actions with them. What each seat sees is ``view.py``.
"""

from __future__ import annotations

from tabletop.core.i18n import Text

from .actions import Choose, Pass, PlaceEffect, PlaceMinion, Ready, Shoot, UseSkill
from .content import content
from .state import MonsterRaidState, Prompt

METHOD_NAMES = {"flick": Text("弾く", "flick"), "throw": Text("投げる", "throw"), "coin": Text("コイントス", "coin toss")}


def _name(adv_id: str) -> Text:
    return content().adventurer(adv_id).name


def turn_label(state: MonsterRaidState) -> Text:
    if state.phase == "over":
        ending = content().ending_for(state.wall)
        return Text(f"ゲーム終了　スコア{state.wall}（{ending.title.ja}）", f"Game over, score {state.wall} ({ending.title.en})")
    if state.phase == "placement":
        return Text(f"ステージ{state.stage}　【ターゲット】の配置", f"Stage {state.stage}: placing the targets")
    if state.phase == "stage_clear":
        return Text(f"ステージ{state.stage}クリア　成長", f"Stage {state.stage} cleared: growth")
    n = _name(state.turn)
    return Text(f"ステージ{state.stage} ラウンド{state.round}　{n.ja}の手番　城壁{state.wall}",
                f"Stage {state.stage} round {state.round}: {n.en}'s turn, wall {state.wall}")


def die_label(state: MonsterRaidState, die_id: str, shooter: str = "") -> Text:
    """A die as players name it: its owner and kind (「シグルドのd6」, "Sigurd's d6"), never its id;
    the shooter's own die by its kind alone ("Sigurd shoots their d6")."""
    die = next((d for d in state.dice if d.id == die_id), None)
    if die is None:
        return Text(die_id, die_id)
    if die.owner == shooter:
        if die.ultimate:
            return Text(f"奥義{die.kind}", f"their ultimate {die.kind}")
        return Text(die.kind, f"their {die.kind}")
    owner = content().adventurer(die.owner).name
    if die.ultimate:
        return Text(f"{owner.ja}の奥義{die.kind}", f"{owner.en}'s ultimate {die.kind}")
    return Text(f"{owner.ja}の{die.kind}", f"{owner.en}'s {die.kind}")


def prompt_text(state: MonsterRaidState, p: Prompt) -> Text:
    if p.kind == "seal":
        n = _name(p.adventurer)
        return Text(f"封印：{n.ja}は使用済みにするアクティブスキルを選ぶ", f"Seal: {n.en} chooses an active skill to tap")
    if p.kind == "phase_shift":
        d = die_label(state, p.die)
        return Text(f"フェイズシフト：{d.ja}を手元へ戻しますか？", f"Phase Shift: take {d.en} back to hand?")
    if p.kind == "fault":
        d = die_label(state, p.die)
        return Text(f"フォルト：{d.ja}のシュートをやり直しますか？（１回のシュートにつき１度だけ）",
                    f"Fault: shoot {d.en} again? (once per shot)")
    if p.kind == "growth" and mvp_growth(state, p):   # (it read "Growth: ..." again: a newcomer took it for a repeat)
        n = _name(p.adventurer)
        return Text(f"MVP：{n.ja}は手札からもう１枚スキルを並べる", f"MVP: {n.en} lays out one more skill from hand")
    if p.kind == "growth":
        n = _name(p.adventurer)
        return Text(f"成長：{n.ja}は手札からスキルを１枚選ぶ", f"Growth: {n.en} chooses a skill from hand")
    # what the MVP gets, said where it is chosen (a newcomer chose one with no idea why: rule 3)
    return Text("MVP：全員で１人選ぶ（なしも可）。MVPは手札からもう１枚スキルを並べる",
                "MVP: choose one together (or none); the MVP lays out one more skill")


def mvp_growth(state: MonsterRaidState, p) -> bool:
    """Whether the growth prompt ``p`` is the MVP's one more skill (rule 3): this stage's MVP chosen, and it is theirs."""
    return p.kind == "growth" and len(state.mvp) >= state.stage and state.mvp[-1] == p.adventurer


def describe_action(state: MonsterRaidState, action, lang: str = "ja") -> str:
    c = content()
    ja = lang != "en"
    if isinstance(action, Shoot):
        m = METHOD_NAMES.get(action.method, Text(action.method, action.method)).get(lang)
        launcher = ("（発射台）" if ja else " (launcher)") if action.launcher else ""
        label = die_label(state, action.die).get(lang)
        if ja:
            return f"{label}をシュート：{m}{launcher}、強さ{action.power:.2f}"
        return f"Shoot {label}: {m}{launcher}, power {action.power:.2f}"
    if isinstance(action, Pass):
        return "パス（ラウンド終了まで）" if ja else "Pass (until the round ends)"
    if isinstance(action, UseSkill):
        return describe_use(action, lang)
    if isinstance(action, PlaceMinion):
        t = c.targets[action.target].name.get(lang) if action.target in c.targets else action.target
        a = c.targets[action.anchor].name.get(lang) if action.anchor in c.targets else action.anchor
        if ja:
            return f"{t}を{a}の辺{action.anchor_edge}に接して置く"
        return f"Place {t} against edge {action.anchor_edge} of {a}"
    if isinstance(action, PlaceEffect):
        return f"{action.card}を辺{action.edge}へ" if ja else f"Move {action.card} to edge {action.edge}"
    if isinstance(action, Ready):
        return "配置完了、ラウンド開始" if ja else "Placement done: start the round"
    if isinstance(action, Choose):
        return describe_choice(action.option, lang)
    return type(action).__name__


def describe_use(action: UseSkill, lang: str = "ja") -> str:
    """A skill use as the log and the menus name it: the skill, then its die, dice and targets."""
    s = content().skills.get(action.skill)
    name = s.name.get(lang) if s else action.skill
    extra = use_detail(action, lang)
    ja = lang != "en"
    detail = f"（{extra}）" if ja and extra else (f" ({extra})" if extra else "")
    return f"{name}を使用{detail}" if ja else f"Use {name}{detail}"


def use_detail(action: UseSkill, lang: str = "ja") -> str:
    """What tells one use of a skill from another: its die, dice and targets ("d4／ゴーレム"), "" for none."""
    c = content()
    ja = lang != "en"
    extra = []
    if action.die:
        extra.append(action.die)
    if action.dice:
        extra.append("+".join(action.dice))
    if action.target:
        extra.append(c.targets[action.target].name.get(lang) if action.target in c.targets else action.target)
    if action.targets:
        extra.append(("、" if ja else ", ").join(c.targets[t].name.get(lang) if t in c.targets else t
                                               for t in action.targets))
    return ("／" if ja else " / ").join(extra)


def describe_choice(option: str, lang: str = "ja") -> str:
    """The answer ``option`` to a prompt: a skill, an adventurer, or take back / leave / none / redo / stand."""
    c = content()
    ja = lang != "en"
    if option in c.skills:
        label = c.skills[option].name.get(lang)
    elif any(a.id == option for a in c.adventurers):
        label = c.adventurer(option).name.get(lang)
    else:
        label = {"return": Text("手元へ戻す", "take it back"), "keep": Text("そのまま", "leave it"),
                 "none": Text("なし", "none"), "redo": Text("やり直す", "shoot it again"),
                 "stand": Text("このまま成立させる", "let the shot stand")}.get(option, Text(option, option)).get(lang)
    return f"選択：{label}" if ja else f"Choose: {label}"
