"""What a seat sees: ``view(state, seat)``, plain JSON data, everything the screen draws and asks from.

Monster Raid has no hidden information (skill hands are public, rule 準備 1),
so every seat sees the same view: stage and round, whose turn, each
adventurer's dice (hand, ultimate, battlefield, unusable, used), skills with
their tap state, the targets with HP and damage, the effect cards with their
current side's text, the wall's damage, the pending prompt, the last shot,
and the physics table as plain data. For the screen, besides:

* ``dice``: every die in the rules' order (``index``: the order the physics
  steps them), with kind, owner, ultimate, where and face;
* ``shooting``: the adventurer whose turn it is, the methods they shoot with
  now (rule シュート), the dice they may shoot (after a fault only that die,
  ruling R2; else hand first, then ultimate dice), the physics seed and the
  next shot's index, so that the screen can show the very shot ``apply`` makes
  (``table_bridge.table_from_dict``);
* ``placement``: in the placement phase (rule 0), where each legal
  ``PlaceMinion`` and ``PlaceEffect`` would put the minion or card (its pose);
* ``ending``: with ``saved``, whether the town was saved (ruling R13).
"""

from __future__ import annotations

from tabletop.core import i18n

from .actions import PlaceEffect, PlaceMinion
from .content import WALL_DAMAGE, content
from .damage import round_end_damage
from .effects import cursed
from .geometry import card_pose
from .layout import free_edges
from .placement import check_minion, placement_actions
from .presentation import mvp_growth, prompt_text, turn_label
from .shoot import shot_methods
from .skills import usable_dice
from .state import MonsterRaidState
from .table_bridge import die_dict, table_dict


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
        ptext = prompt_text(state, p)
        from .rounds import prompt_options
        pending = {"kind": p.kind, "adventurer": p.adventurer, "die": p.die, "text": {"ja": ptext.ja, "en": ptext.en},
                   "options": prompt_options(state), "mvp": mvp_growth(state, p)}
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
        "dice": [_die_view(state, i) for i in range(len(state.dice))],
        "shooting": _shooting(state),
        "placement": _placement(state),
    }
    if state.phase == "over":
        ending = c.ending_for(state.wall)
        from .game import MonsterRaidGame  # the outcome's own rule (ruling R13), not a copy of it

        outcome = MonsterRaidGame().outcome(state)
        out["ending"] = {"id": ending.id, "score": state.wall, "title": {"ja": ending.title.ja, "en": ending.title.en},
                         "scene": {"ja": ending.scene.ja, "en": ending.scene.en},
                         "saved": bool(outcome and outcome.winners)}
    return out


def _skill_view(skill_id: str, in_play: bool, tapped: bool) -> dict:
    s = content().skills[skill_id]
    return {"id": s.id, "name": {"ja": s.name.ja, "en": s.name.en}, "kind": s.kind, "use": s.use,
            "in_play": in_play, "tapped": tapped, "text": {"ja": s.text.ja, "en": s.text.en}}


def _die_view(state: MonsterRaidState, index: int) -> dict:
    d = state.dice[index]
    return {"id": d.id, "kind": d.kind, "owner": d.owner, "ultimate": d.ultimate, "where": d.where, "face": d.face,
            "index": index}


def _shooting(state: MonsterRaidState) -> dict:
    """The turn's shooting: whose, how, which dice (rule シュート, ruling R2), and the physics' seed and shot index."""
    if state.fault_die:
        dice = [state.fault_die]
    else:
        usable = usable_dice(state, state.turn)
        dice = [d.id for d in usable if not d.ultimate] + [d.id for d in usable if d.ultimate]
    index = {d.id: i for i, d in enumerate(state.dice)}
    return {"adventurer": state.turn, "methods": shot_methods(state, state.turn),
            "launcher": content().adventurer(state.turn).launcher,
            "dice": [die_dict(state, index[d]) for d in dice],
            "seed": state.physics_seed, "shot_index": state.shot_index}


def _placement(state: MonsterRaidState) -> dict:
    """Rule 0: the pose every legal placement move gives (empty outside the placement phase)."""
    minions, cards = [], []
    if state.phase == "placement":
        for action in placement_actions(state):
            if isinstance(action, PlaceMinion):
                minions.append({"target": action.target, "anchor": action.anchor, "anchor_edge": action.anchor_edge,
                                "own_edge": action.own_edge, "pose": list(check_minion(state, action))})
            elif isinstance(action, PlaceEffect):
                board = state.target(state.card(action.card).board)
                cards.append({"card": action.card, "edge": action.edge,
                              "pose": list(card_pose(board.x, board.y, board.angle, board.sides, action.edge))})
    return {"minions": minions, "cards": cards}


# The English of the words in Monster Raid's rule citations (the log's "(rule 1 Shooting)").
i18n.register_rule_terms("monsterraid", {
    "準備": "Set-up", "発射台": "launch pad", "ステージ開始": "Stage start",
    "ボス、取り巻きの決定方法": "Choosing the boss and minions", "ターゲットの配置": "Placing the targets",
    "エフェクトの設置": "Effect cards", "アタックフェイズ": "Attack phase", "スキルの適用": "Using skills",
    "シュート": "Shooting", "エフェクトの起動": "Effects going off", "クラッシュ": "Crashes", "パス": "Pass",
    "ラウンド終了": "End of the round", "ドラゴンの特別処理": "The dragon", "ステージクリア": "Stage cleared",
    "ゲーム終了": "End of the game", "エンディング": "Endings", "決定待ち": "Waiting for a decision",
    "エクスプロージョン": "Explosion", "パス後のスキル": "Skills after passing", "フェイズシフト": "Phase Shift",
    "ブレス": "Breath", "再生": "Regeneration", "反撃": "Counterattack", "呪い": "Curse", "封印": "Seal",
})
