"""What the players see: ``view``, ``turn_label``, ``describe_action`` and prompt texts.

Monster Raid has no hidden information (skill hands are public, rule 準備 1),
so every seat sees the same view: stage and round, whose turn, each
adventurer's dice (hand, ultimate, battlefield, unusable, used), skills with
their tap state, the targets with HP and damage, the effect cards with their
current side's text, the wall's damage, the pending prompt, the last shot,
and the physics table as plain data.
"""

from __future__ import annotations

from tabletop.core.i18n import Text

from .actions import Choose, Pass, PlaceEffect, PlaceMinion, Ready, Shoot, UseSkill
from .content import WALL_DAMAGE, content
from .damage import round_end_damage
from .effects import cursed
from .layout import free_edges
from .state import MonsterRaidState, Prompt
from .table_bridge import table_dict

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


def prompt_text(state: MonsterRaidState, p: Prompt) -> Text:
    if p.kind == "seal":
        n = _name(p.adventurer)
        return Text(f"封印：{n.ja}は使用済みにするアクティブスキルを選ぶ", f"Seal: {n.en} chooses an active skill to tap")
    if p.kind == "phase_shift":
        return Text(f"フェイズシフト：{p.die}を手元へ戻しますか？", f"Phase Shift: take {p.die} back to hand?")
    if p.kind == "growth":
        n = _name(p.adventurer)
        return Text(f"成長：{n.ja}は手札からスキルを１枚選ぶ", f"Growth: {n.en} chooses a skill from hand")
    return Text("MVP：全員で相談してMVPの冒険者を選ぶ（なしも可）", "MVP: choose an adventurer together (or none)")


def view(state: MonsterRaidState, seat: int | None) -> dict:
    c = content()
    adventurers = []
    for adv in state.adventurers:
        a = c.adventurer(adv.id)
        mine = [d for d in state.dice if d.owner == adv.id]
        adventurers.append({
            "id": adv.id, "name": {"ja": a.name.ja, "en": a.name.en}, "seat": adv.seat, "colour": a.colour,
            "methods": list(a.methods), "launcher": a.launcher, "passed": adv.passed, "turn": adv.id == state.turn,
            "cursed": cursed(state, adv.id), "armed": list(adv.armed), "shots_left": adv.shots_left,
            "hand": [{"id": d.id, "kind": d.kind} for d in mine if d.where == "hand"],
            "ultimate": [{"id": d.id, "kind": d.kind, "where": d.where} for d in mine if d.ultimate],
            "field": [d.id for d in mine if d.where == "field"],
            "lost": [d.id for d in mine if d.where == "lost"],
            "unusable": [d.id for d in mine if d.where == "aside"],
            "skills": [_skill_view(s.id, s.in_play, s.tapped) for s in adv.skills if s.in_play],
            "skill_hand": [_skill_view(s.id, s.in_play, s.tapped) for s in adv.skills if not s.in_play],
        })
    targets = []
    for t in state.targets:
        d = c.targets[t.id]
        preview = round_end_damage(state, t)[0] if not t.destroyed else 0
        targets.append({
            "id": t.id, "name": {"ja": d.name.ja, "en": d.name.en}, "rank": d.rank, "role": t.role, "size": t.size,
            "sides": t.sides, "hp": t.hp, "damage": t.damage, "destroyed": t.destroyed, "flying": t.flying,
            "raised": t.raised, "wall_damage": WALL_DAMAGE[t.size], "round_end_preview": preview,
            "dice_on": [x.id for x in state.dice if x.where == "field" and t.id in x.on],
            "free_edges": free_edges(state, t.id) if not t.destroyed else [],
            "x": t.cx, "y": t.cy, "angle": t.cangle, "shifted": (t.cx, t.cy, t.cangle) != (t.x, t.y, t.angle),
        })
    cards = []
    for card in state.cards:
        e = c.effects[card.kind]
        side = e.side(state.difficulty)
        cards.append({
            "id": card.id, "kind": card.kind, "name": {"ja": e.name.ja, "en": e.name.en}, "timing": e.timing,
            "text": {"ja": side.text.ja, "en": side.text.en}, "board": card.board, "edge": card.edge,
            "dice_on": [x.id for x in state.dice if x.where == "field" and card.id in x.on],
            "x": card.cx, "y": card.cy, "angle": card.cangle, "layer": card.layer,
        })
    pending = None
    if state.prompts:
        p = state.prompts[0]
        t = prompt_text(state, p)
        from .rounds import prompt_options
        pending = {"kind": p.kind, "adventurer": p.adventurer, "die": p.die, "text": {"ja": t.ja, "en": t.en},
                   "options": prompt_options(state)}
    label = turn_label(state)
    out = {
        "game": "monsterraid", "seat": seat, "difficulty": state.difficulty, "stage": state.stage,
        "round": state.round, "phase": state.phase, "turn": state.turn,
        "turn_seat": state.adventurer(state.turn).seat, "label": {"ja": label.ja, "en": label.en},
        "wall": state.wall, "adventurers": adventurers, "targets": targets, "effect_cards": cards,
        "effect_supply": dict(state.supply), "pending": pending,
        "round_effects": {"dragons_blood": state.dragons_blood, "ice_wall": list(state.ice_wall),
                          "shadow_stitch": list(state.shadow_stitch)},
        "last_shot": {"adventurer": state.last_shot.adventurer, "die": state.last_shot.die,
                      "method": state.last_shot.method, "hit": list(state.last_shot.hit),
                      "crashed": list(state.last_shot.crashed), "triggered": list(state.last_shot.triggered)},
        "mvp": list(state.mvp), "table": table_dict(state), "fault": state.fault_die,
    }
    if state.phase == "over":
        ending = c.ending_for(state.wall)
        out["ending"] = {"id": ending.id, "score": state.wall, "title": {"ja": ending.title.ja, "en": ending.title.en},
                         "scene": {"ja": ending.scene.ja, "en": ending.scene.en}}
    return out


def _skill_view(skill_id: str, in_play: bool, tapped: bool) -> dict:
    s = content().skills[skill_id]
    return {"id": s.id, "name": {"ja": s.name.ja, "en": s.name.en}, "kind": s.kind, "use": s.use,
            "in_play": in_play, "tapped": tapped, "text": {"ja": s.text.ja, "en": s.text.en}}


def describe_action(state: MonsterRaidState, action, lang: str = "ja") -> str:
    c = content()
    ja = lang != "en"
    if isinstance(action, Shoot):
        m = METHOD_NAMES.get(action.method, Text(action.method, action.method)).get(lang)
        launcher = ("（発射台）" if ja else " (launcher)") if action.launcher else ""
        die = next((d for d in state.dice if d.id == action.die), None)
        if die is None:
            label = action.die
        else:
            owner = c.adventurer(die.owner).name.get(lang)
            kind = ("奥義" if ja else "ultimate ") + die.kind if die.ultimate else die.kind
            label = f"{owner}の{kind}" if ja else f"{owner}'s {kind}"
        if ja:
            return f"{label}をシュート：{m}{launcher}、強さ{action.power:.2f}"
        return f"Shoot {label}: {m}{launcher}, power {action.power:.2f}"
    if isinstance(action, Pass):
        return "パス（ラウンド終了まで）" if ja else "Pass (until the round ends)"
    if isinstance(action, UseSkill):
        s = c.skills.get(action.skill)
        name = s.name.get(lang) if s else action.skill
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
        detail = f"（{'／'.join(extra)}）" if ja and extra else (f" ({' / '.join(extra)})" if extra else "")
        return f"{name}を使用{detail}" if ja else f"Use {name}{detail}"
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
        opt = action.option
        if opt in c.skills:
            label = c.skills[opt].name.get(lang)
        elif any(a.id == opt for a in c.adventurers):
            label = c.adventurer(opt).name.get(lang)
        else:
            label = {"return": Text("手元へ戻す", "take it back"), "keep": Text("そのまま", "leave it"),
                     "none": Text("なし", "none")}.get(opt, Text(opt, opt)).get(lang)
        return f"選択：{label}" if ja else f"Choose: {label}"
    return type(action).__name__
