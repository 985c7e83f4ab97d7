"""Monster Raid (モンスターレイド, draft 11): the game contract.

A co-operative dexterity game: the four adventurers flick and throw dice onto
monster boards over three stages; the wall's damage is the score (lower is
better). Set-up (rule 準備), stages and rounds (rules 0-3) and the FAQ are
enforced here and in the modules this one calls.

``MonsterRaidGame(resolver=...)`` lets tests (and a future teaching mode) hand the
rules fixed shot outcomes; by default shots are resolved by the physics
through ``table_bridge.ShotRecorder``, which keeps the last shot's recorded
frames: the view's ``recorded_shot`` (never part of the state), which the
screen animates.
"""

from __future__ import annotations

import math
from typing import Mapping

from tabletop.core.bots import BotFactory
from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Context, Decision, Game, Handler, Outcome, rules_error
from tabletop.core.spec import GameSpec, Option
from tabletop.core.i18n import Text

from . import geometry, placement, presentation, rounds, skills
from . import metrics as raid_metrics
from .actions import ACTIONS, Choose, Pass, PlaceEffect, PlaceMinion, Ready, Shoot, UseSkill
from .content import content
from .rounds import Resolver
from .layout import free_edges as placement_free
from .state import AdventurerState, DieState, MonsterRaidState, SkillState
from .shoot import position_ok, shot_methods, target_outlines
from .table_bridge import ShotRecorder
from .view import view as seat_view

#: where each adventurer sits round the table (direction from the middle), clockwise
SEAT_DIRECTIONS = {"sigurd": math.pi / 2, "leaf": math.pi, "genjimaru": -math.pi / 2, "paola": 0.0}


class MonsterRaidGame(Game[MonsterRaidState]):
    spec = GameSpec(
        "monsterraid", Text("モンスターレイド", "Monster Raid"), 1, 4, chance=True, hidden_information=False,
        summary=Text("サイコロを弾き、投げてモンスターを撃破し、町を守る協力ゲーム。",
                     "Flick and throw dice at monsters to save the town, together."),
        data_files=("adventurers.toml", "skills.toml", "targets.toml", "effects.toml", "encounters.toml",
                    "endings.toml"),
        options=(Option("difficulty", Text("難易度", "Difficulty"),
                        (("normal", Text("ノーマル", "Normal")), ("hard", Text("ハード", "Hard"))), "normal"),),
        short_title=Text("モンスターレイド", "Monster Raid"),
    )
    state_type = MonsterRaidState
    actions = ACTIONS

    def __init__(self, resolver: Resolver | None = None) -> None:
        self.resolver: Resolver = resolver or ShotRecorder()

    # -- set-up -----------------------------------------------------------------
    def setup(self, seats: int, options: Mapping[str, str], ctx: Context) -> MonsterRaidState:
        """Rule 準備: all four adventurers (fewer players run several), dice, skills, the wall."""
        c = content()
        difficulty = options.get("difficulty", "normal")
        state = MonsterRaidState(difficulty=difficulty, seats=seats)
        for i, a in enumerate(c.adventurers):
            state.adventurers.append(AdventurerState(
                a.id, i % seats, skills=[SkillState(s.id, in_play=s.initial) for s in c.skills_of(a.id)]))
            for j, kind in enumerate(a.dice):
                state.dice.append(DieState(f"{a.id}-n{j + 1}-{kind}", kind, a.id, False, "hand"))
            for j, kind in enumerate(a.ultimate):
                state.dice.append(DieState(f"{a.id}-u{j + 1}-{kind}", kind, a.id, True, "slot"))
        state.supply = {e.id: e.copies for e in c.effects.values()}
        state.launcher = list(geometry.home_launcher(state.table_width, state.table_height))
        state.physics_seed = ctx.randint(0, 2 ** 31 - 1, "physics", "seed of the dice table")
        state.turn = state.adventurers[0].id
        ctx.log(f"難易度：{'ハード' if difficulty == 'hard' else 'ノーマル'}。",
                f"Difficulty: {difficulty}.", "monsterraid 準備 3")
        rounds.start_stage(state, ctx)
        return state

    # -- whose decision ---------------------------------------------------------
    def pending(self, state: MonsterRaidState) -> Decision | None:
        if state.phase == "over":
            return None
        if state.phase == "placement":
            return Decision(0, "placement", Text("【ターゲット】の配置を確認（取り巻きとエフェクトカードは動かせます）",
                                                 "Check the targets' placement (minions and effect cards may be moved)"))
        if state.prompts:
            p = state.prompts[0]
            seat = state.adventurer(p.adventurer).seat if p.adventurer else 0
            return Decision(seat, p.kind, presentation.prompt_text(state, p))
        adv = state.adventurer(state.turn)
        name = content().adventurer(adv.id).name
        return Decision(adv.seat, "turn", Text(f"{name.ja}の手番", f"{name.en}'s turn"))

    def legal_actions(self, state: MonsterRaidState) -> list[Action]:
        if state.phase == "over":
            return []
        if state.phase == "placement":
            return [Ready()] + placement.placement_actions(state)
        if state.prompts:
            return [Choose(o) for o in rounds.prompt_options(state)]
        adv_id = state.turn
        adv = state.adventurer(adv_id)
        out: list[Action] = []
        found: dict[str, tuple[float, float, float] | None] = {}   # a target's shooting position, found once
        outlines = target_outlines(state)
        if state.fault_die:  # ruling R2: the die whose fault is redone is shot again, nothing else
            die = state.die(state.fault_die)
            for method in self._methods(state, adv_id):
                for target in state.live_targets():
                    shot = self.sample_shot(state, adv_id, die.id, method, target.id, found=found, outlines=outlines)
                    if shot is not None and shot not in out:
                        out.append(shot)
            return out
        if adv.shots_left > 0:
            for die in skills.usable_dice(state, adv_id):
                for method in self._methods(state, adv_id):
                    for target in state.live_targets():
                        shot = self.sample_shot(state, adv_id, die.id, method, target.id, found=found,
                                                outlines=outlines)
                        if shot is not None and shot not in out:
                            out.append(shot)
        if not any(d.owner == adv_id and d.where == "hand" for d in state.dice):
            out.append(Pass())
        out.extend(self._skill_actions(state, adv_id))
        return out

    def _methods(self, state: MonsterRaidState, adv_id: str) -> list[str]:
        return shot_methods(state, adv_id)

    def sample_shot(self, state: MonsterRaidState, adv_id: str, die_id: str, method: str,
                    target_id: str | None = None, *, found: dict[str, tuple[float, float, float] | None] | None = None,
                    outlines: list | None = None) -> Shoot | None:
        """A shot from the adventurer's side aimed at a target (the boss by default).

        ``legal_actions`` offers one per usable die, own method and standing
        target; any other shot inputs are legal when ``apply``'s checks pass.
        ``found`` keeps each target's position for the other dice and methods of one
        ``legal_actions`` (the position depends on the target and the side alone), ``outlines`` the targets'.
        """
        live = state.live_targets()
        if not live:
            return None
        target = state.target(target_id) if target_id else live[0]
        found = {} if found is None else found
        if target.id not in found:
            found[target.id] = self._shot_position(state, adv_id, target,
                                                   target_outlines(state) if outlines is None else outlines)
        spot = found[target.id]
        if spot is None:
            return None
        x, y, angle = spot
        launcher = method != "coin" and content().adventurer(adv_id).launcher
        return Shoot(die_id, method, x, y, angle, 0.5, launcher=launcher)

    @staticmethod
    def _shot_position(state: MonsterRaidState, adv_id: str, target, outlines: list) -> tuple[float, float, float] | None:
        """The first place on the adventurer's side of ``target``, out from it, where a shot may start (シュート)."""
        base = SEAT_DIRECTIONS.get(adv_id, 0.0)
        for turn in (0.0, math.pi / 4, -math.pi / 4, math.pi / 2, -math.pi / 2, math.pi):
            direction = base + turn
            start = geometry.apothem(target.sides) + geometry.SHOOT_DISTANCE + 2.0  # margin for rounding
            for step in range(0, 60):
                dist = start + 15.0 * step
                x = round(target.cx + dist * math.cos(direction), 1)
                y = round(target.cy + dist * math.sin(direction), 1)
                if position_ok(state.table_width, state.table_height, outlines, x, y):
                    return x, y, round(direction + math.pi, 4)
        return None

    def _skill_actions(self, state: MonsterRaidState, adv_id: str) -> list[Action]:
        out: list[Action] = []
        adv = state.adventurer(adv_id)
        live = [t.id for t in state.live_targets()]
        mine_field = [d.id for d in state.dice if d.owner == adv_id and d.where == "field"]
        for s in adv.skills:
            candidates: list[UseSkill] = []
            sid = s.id
            if sid == "dragons_eye":
                mine = [t for t in live if any(d.owner == adv_id and t in d.on for d in state.field_dice())]
                candidates = [UseSkill(sid, targets=tuple(mine))] + [UseSkill(sid, targets=(t,)) for t in mine]
            elif sid == "sharp_shooting":
                candidates = [UseSkill(sid, die=d.id, target=t) for d in skills.usable_dice(state, adv_id) for t in live]
            elif sid == "marking_arrow":
                candidates = [UseSkill(sid, target=t, edge=e) for t in live for e in placement_free(state, t)] or \
                    [UseSkill(sid, target=t) for t in live]
            elif sid in ("shadow_stitch", "ice_wall"):
                candidates = [UseSkill(sid, target=t) for t in live]
            elif sid == "meikyo_shisui":
                candidates = [UseSkill(sid, die=d, target=t) for d in mine_field
                              for t in skills.meikyo_choices(state, state.die(d))]
            elif sid == "raimeisen":
                candidates = [UseSkill(sid, die=d.id) for d in state.field_dice()]
            elif sid == "mumyoken":
                candidates = [UseSkill(sid, die=d.id, target=t) for d in state.dice
                              if d.owner == adv_id and d.where == "hand" for t in live]
            elif sid == "meteor_swarm":
                if mine_field:
                    candidates = [UseSkill(sid, dice=tuple(mine_field), target=t) for t in live]
            elif sid == "mana_recharge":
                candidates = [UseSkill(sid, die=d.id) for d in state.dice if d.owner == adv_id and d.where == "aside"]
            else:
                candidates = [UseSkill(sid)]
            for cand in candidates:
                try:
                    skills.check(state, adv_id, cand)
                except RulesError:  # a candidate that the rules refuse is simply not offered
                    continue
                out.append(cand)
        return out

    # -- applying: the action table (Game.apply), with the figures for ``metrics`` noted ----
    def apply(self, state: MonsterRaidState, action: Action, ctx: Context) -> None:
        before = raid_metrics.mark(state)
        super().apply(state, action, ctx)
        raid_metrics.note(state, action, before)

    def bots(self) -> Mapping[str, BotFactory]:
        """``quick`` and ``strong`` (``bots.py``)."""
        from .bots import QuickBot, StrongBot

        return {"quick": QuickBot, "strong": StrongBot}

    def metrics(self, state: MonsterRaidState) -> dict:
        """Figures for ``tabletop simulate`` (see ``metrics.py``)."""
        return raid_metrics.metrics(state)

    def action_table(self, state: MonsterRaidState) -> Mapping[type[Action], Handler]:
        if state.phase == "over":
            raise rules_error("monsterraid 3 ゲーム終了", "ゲームは終了しています。", "The game is over.")
        if state.phase == "placement":
            return PLACEMENT
        return PROMPT if state.prompts else TURN

    def refuse(self, state: MonsterRaidState, action: Action) -> RulesError:
        if state.phase == "placement":
            return rules_error("monsterraid 0 ターゲットの配置", "まず【ターゲット】の配置を終えてください。",
                               "Finish placing the targets first.")
        if type(action) in PLACEMENT:
            return rules_error("monsterraid 0 ターゲットの配置", "配置はステージ開始時だけです。",
                               "Placement happens only at stage start.")
        if state.prompts:
            return rules_error("monsterraid 決定待ち", "先に選択を済ませてください。", "Make the pending choice first.")
        if isinstance(action, Choose):
            return rules_error("monsterraid 決定待ち", "今は選ぶことはありません。", "There is nothing to choose now.")
        return rules_error("monsterraid", f"{type(action).__name__}はこのゲームの行動ではありません。",
                           f"{type(action).__name__} is not an action of this game.")

    # -- the end ----------------------------------------------------------------
    def outcome(self, state: MonsterRaidState) -> Outcome | None:
        if state.phase != "over":
            return None
        c = content()
        ending = c.ending_for(state.wall)
        index = [e.id for e in c.endings].index(ending.id)
        winners = tuple(range(state.seats)) if index < 3 else ()
        text = Text(f"スコア{state.wall}：{ending.title.ja}", f"Score {state.wall}: {ending.title.en}")
        return Outcome(winners, text, tuple(float(state.wall) for _ in range(state.seats)))

    # -- presentation -------------------------------------------------------------
    def view(self, state: MonsterRaidState, seat: int | None) -> dict:
        data = seat_view(state, seat)
        recorder = self.resolver if isinstance(self.resolver, ShotRecorder) else None
        # the frames of the last shot, as the rules simulated it (open information; not in the state)
        data["recorded_shot"] = recorder.recorded(state.physics_seed, state.shot_index) if recorder else None
        return data

    def turn_label(self, state: MonsterRaidState) -> Text:
        return presentation.turn_label(state)

    def describe_action(self, state: MonsterRaidState, action: Action, lang: str = "ja") -> str:
        return presentation.describe_action(state, action, lang)


def _ready(game: MonsterRaidGame, state: MonsterRaidState, a: Ready, ctx: Context) -> None:
    state.phase = "attack"
    ctx.log(f"ステージ{state.stage} ラウンド{state.round}開始。", f"Stage {state.stage} round {state.round} begins.",
            "monsterraid 1 アタックフェイズ")


def _use_skill(game: MonsterRaidGame, state: MonsterRaidState, a: UseSkill, ctx: Context) -> None:
    rounds.check_no_fault(state)
    skills.check(state, state.turn, a)
    skills.resolve(state, state.turn, a, ctx)
    if content().skills[a.skill].use == "instead":
        rounds.finish_turn(state, ctx)


#: stage start (rule 0 ターゲットの配置): class -> handler
PLACEMENT: dict[type[Action], Handler] = {
    PlaceMinion: lambda g, s, a, ctx: placement.place_minion(s, a, ctx),
    PlaceEffect: lambda g, s, a, ctx: placement.place_effect_card(s, a, ctx),
    Ready: _ready,
}
#: a choice the rules wait for (a prompt)
PROMPT: dict[type[Action], Handler] = {Choose: lambda g, s, a, ctx: rounds.choose(s, a, ctx, g.resolver)}
#: an adventurer's turn (rule 1 アタックフェイズ)
TURN: dict[type[Action], Handler] = {
    Shoot: lambda g, s, a, ctx: rounds.shoot(s, s.turn, a, ctx, g.resolver),
    Pass: lambda g, s, a, ctx: rounds.pass_turn(s, s.turn, ctx),
    UseSkill: _use_skill,
}


__all__ = ["MonsterRaidGame"]
