"""Monster Raid's computer shooter (levels ``quick`` and ``strong``, offered by ``MonsterRaidGame.bots``).

One ``RaidBot`` per seat runs that seat's adventurers. Monster Raid has no
hidden information, so the bot reads the whole state (``full_information``).

* Placement (rule 0): the app's layout is kept (``Ready``).
* A turn: first the active skills that pay now (each legal ``UseSkill`` is
  applied to a copy and valued by ``bot_plan.utility``; a used skill costs
  its place among the untapped ones), with a few timing rules where the gain
  lies in the future (ドラゴンズブラッド early in a stage, マーキングアロー on
  the target most in need, アイスウォール on the worst survivor once the
  hand is nearly empty). Then the die: the largest in hand (ブレス and 反撃
  take the largest), or, with the hand empty, an ultimate (奥義) when it
  matters: in stage 3 once the dragon is exposed or the stage drags on,
  earlier only to finish a target worth 2+ wall and keeping one for the
  dragon. The shot is planned in the physics (``bot_plan.ShotPlanner``) by
  the adventurer's own methods (Sigurd and Genjimaru flick, Paola throws,
  Leaf either); shot skills (竜呪, ドラゴンダイブ, サムライコンビネーション,
  落花傷, フェイズシフト, エクスプロージョン) are declared when the planned shot
  gains more with them than the skill is worth; シャープシューティング replaces
  the shot when a placed 1 beats it. The shot actually made carries the
  shooter's aiming noise (``aim_error``: angle in radians, power 1.2x that
  relative), drawn from the bot's seed: a human-like hand.
* Prompts: 封印 taps the least useful skill, フェイズシフト takes back a die
  that missed, growth and MVP follow a fixed ranking of the skills.
* With no die in hand and no ultimate worth shooting: ``Pass``.

Deterministic: every choice comes from ``random.Random(seed, seat)`` and fixed
iteration budgets; no wall clock.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.core.bots import Bot
from tabletop.core.dice import SeededSource
from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Context, Game
from tabletop.core.i18n import Text

from . import bot_plan, skills
from .actions import Choose, Pass, Ready, Shoot, UseSkill
from .bot_plan import Aim, Noise, ShotPlanner, perturb, utility
from .content import DIE_SIDES, WALL_DAMAGE, content
from .damage import is_dragon
from .effects import boards_under, cards_under
from .state import MonsterRaidState

#: Skills ranked by how much they help (growth, MVP, which one a 封印 taps last).
SKILL_RANK = ("dragon_dive", "mumyoken", "meteor_swarm", "dragons_blood", "ice_wall", "dragon_scale",
              "marking_arrow", "raimeisen", "samurai_combination", "mana_recharge", "storm_arrow",
              "shadow_stitch", "dragons_eye", "rakkasho", "meikyo_shisui", "sharp_shooting", "explosion",
              "dragon_curse", "phase_shift", "double_shot")
SHOT_SKILLS = ("dragon_dive", "samurai_combination", "rakkasho", "dragon_curse", "explosion", "phase_shift")
#: Skills whose worth lies in the rest of the round: declared by timing rules, not by the table's value.
TIMED = ("dragons_blood", "marking_arrow", "ice_wall", "double_shot")

LEVELS = {
    # level: (aim_error, candidates, finalists, noise samples, directions, shot-skill samples)
    "quick": (0.09, 10, 2, 2, 6, 1),
    "strong": (0.05, 24, 4, 4, 10, 2),
}


def _rank(skill_id: str) -> int:
    return SKILL_RANK.index(skill_id) if skill_id in SKILL_RANK else len(SKILL_RANK)


class RaidBot:
    """The decisions of the Monster Raid computer player (``MonsterRaidBot`` adds ``tabletop.core.bots.Bot``)."""

    full_information = True
    game: Game[Any]  # given by tabletop.core.bots.Bot, the other base of MonsterRaidBot
    rng: random.Random

    def setup(self, level: str, aim_error: float | None = None, budget: tuple[int, ...] | None = None) -> None:
        """``aim_error``: the hand's noise (None: the level's); ``budget``: (candidates, finalists,
        noise samples, directions, shot-skill samples) instead of the level's."""
        err, cands, finals, samples, dirs, skill_samples = LEVELS[level]
        if budget is not None:
            cands, finals, samples, dirs, skill_samples = budget
        self.aim_error = err if aim_error is None else aim_error
        self.noise = Noise.of(self.aim_error)
        self.planner = ShotPlanner(self.game, self.rng, self.noise, cands, finals, samples, dirs)
        self.skill_samples = skill_samples
        self.planned: tuple[int, str, Shoot] | None = None

    # -- the contract --------------------------------------------------------
    def choose(self, seen: Any) -> Action:
        state: MonsterRaidState = seen.state
        legal = list(seen.legal)
        if state is None:
            return legal[0]
        if seen.kind == "placement":
            return next((a for a in legal if isinstance(a, Ready)), legal[0])
        if state.prompts:
            return self._answer(state, legal)
        action = self._turn(state, legal)
        return action

    # -- prompts -------------------------------------------------------------
    def _answer(self, state: MonsterRaidState, legal: list[Action]) -> Action:
        prompt = state.prompts[0]
        options = [a.option for a in legal if isinstance(a, Choose)]
        if prompt.kind == "seal":  # tap the least useful
            return Choose(max(options, key=lambda s: (_rank(s), s)))
        if prompt.kind == "phase_shift":
            die = state.die(prompt.die)
            missed = die.where != "field" or not boards_under(state, die)
            bad = any(state.card(c).kind in ("curse", "regeneration") for c in cards_under(state, die))
            return Choose("return" if (missed or bad) and "return" in options else "keep")
        if prompt.kind == "fault":  # a faulted flick lies by the launcher, far from every target: redo it
            return Choose("redo")
        if prompt.kind == "growth":
            return Choose(min(options, key=lambda s: (_rank(s), s)))
        if prompt.kind == "mvp":
            best, key = "none", (len(SKILL_RANK) + 1, "")
            for adv in state.adventurers:
                if adv.id not in options:
                    continue
                left = [s.id for s in adv.skills if not s.in_play]
                k = (min(_rank(s) for s in left), adv.id)
                if k < key:
                    best, key = adv.id, k
            return Choose(best)
        return legal[0]

    # -- a turn --------------------------------------------------------------
    def _turn(self, state: MonsterRaidState, legal: list[Action]) -> Action:
        adv_id = state.turn
        adv = state.adventurer(adv_id)
        if self.planned and self.planned[0] == state.shot_index and self.planned[1] == adv_id:
            shot = self.planned[2]
            self.planned = None
            if shot in legal or self._acceptable(state, adv_id, shot):
                return shot
        skill = self._now_skill(state, adv_id, legal)
        if skill is not None:
            return skill
        hand = [d for d in state.dice if d.owner == adv_id and d.where == "hand"]
        usable = skills.usable_dice(state, adv_id)
        if adv.shots_left <= 0 or not usable:
            return next((a for a in legal if isinstance(a, Pass)), legal[0])
        if hand:
            die = max(hand, key=lambda d: (DIE_SIDES[d.kind], d.id))
        else:
            die = self._ultimate(state, adv_id, [d for d in usable if d.where == "slot"])
            if die is None:
                return next((a for a in legal if isinstance(a, Pass)), legal[0])
        methods = self._methods(state, adv_id)
        weights = bot_plan.target_weights(state, die.kind, adv_id)
        aim, value = self.planner.plan(state, adv_id, die.id, methods, weights)
        if aim is None:
            return self._fallback(legal, die.id)
        sharp = self._sharp_shooting(state, adv_id, legal, value)
        if sharp is not None:
            return sharp
        armed = self._shot_skill(state, adv_id, aim, legal)
        shot = perturb(aim.shot, self.noise.draw(self.rng))
        if armed is not None:
            if armed.skill == "explosion":
                shot = replace_method(shot, "coin")
            self.planned = (state.shot_index, adv_id, shot)
            return armed
        return shot

    def _methods(self, state: MonsterRaidState, adv_id: str) -> list[str]:
        if "explosion" in state.adventurer(adv_id).armed:
            return ["coin"]
        return list(content().adventurer(adv_id).methods)

    def _acceptable(self, state: MonsterRaidState, adv_id: str, shot: Shoot) -> bool:
        from .rounds import check_shot
        try:
            check_shot(state, adv_id, shot)
        except RulesError:
            return False
        return True

    def _fallback(self, legal: list[Action], die_id: str) -> Action:
        shots = [a for a in legal if isinstance(a, Shoot)]
        return next((a for a in shots if a.die == die_id), shots[0] if shots else legal[0])

    # -- which ultimate, if any ----------------------------------------------
    def _ultimate(self, state: MonsterRaidState, adv_id: str, slot: list) -> Any:
        if not slot:
            return None
        slot = sorted(slot, key=lambda d: (-DIE_SIDES[d.kind], d.id))
        live = state.live_targets()
        damage = bot_plan.expected_damage(state)
        potential = bot_plan.hand_potential(state)
        if state.stage >= 3:
            dragon = next((t for t in live if is_dragon(t)), None)
            minions = [t for t in live if t.role == "minion"]
            if dragon is None or not minions or state.round >= 3:
                return slot[0]
            chance = bot_plan.kill_chances(state, damage, potential)
            if all(chance[m.id] > 0.5 for m in minions):
                return slot[0]
            # a minion may still be finished with it
            for m in minions:
                need = m.hp - damage[m.id]
                if 0 < need <= bot_plan.mean_face(slot[-1].kind) + 2:
                    return slot[-1]
            return None
        used = sum(1 for d in state.dice if d.owner == adv_id and d.ultimate and d.where != "slot")
        if used >= 1 or len(slot) < 2:
            return None  # keep one for the dragon
        for t in live:
            need = t.hp - damage[t.id]
            if WALL_DAMAGE[t.size] >= 2 and 0 < need <= bot_plan.mean_face(slot[-1].kind) + 2 and \
                    not (is_dragon(t)):
                return slot[-1]
        return None

    # -- active skills -------------------------------------------------------
    def _now_skill(self, state: MonsterRaidState, adv_id: str, legal: list[Action]) -> UseSkill | None:
        c = content()
        uses = [a for a in legal if isinstance(a, UseSkill) and c.skills[a.skill].use == "now"]
        if not uses:
            return None
        timed = self._timed_skill(state, adv_id, uses)
        if timed is not None:
            return timed
        base = utility(state)
        best, best_gain = None, 0.25
        for a in self._extra_uses(state, adv_id, uses):
            if a.skill in TIMED:
                continue
            gain = self._skill_value(state, adv_id, a) - base
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def _extra_uses(self, state: MonsterRaidState, adv_id: str, uses: list[UseSkill]) -> list[UseSkill]:
        """The legal uses plus メテオスォーム on the dice that missed only."""
        out = list(uses)
        if any(a.skill == "meteor_swarm" for a in uses):
            missed = tuple(d.id for d in state.field_dice() if d.owner == adv_id and not boards_under(state, d))
            if missed:
                for t in state.live_targets():
                    out.append(UseSkill("meteor_swarm", dice=missed, target=t.id))
        return out

    def _skill_value(self, state: MonsterRaidState, adv_id: str, action: UseSkill) -> float:
        after = bot_plan.clone(state)
        try:
            skills.check(after, adv_id, action)
            skills.resolve(after, adv_id, action, Context(SeededSource(0)))
        except RulesError:
            return -1e9
        return utility(after)

    def _timed_skill(self, state: MonsterRaidState, adv_id: str, uses: list[UseSkill]) -> UseSkill | None:
        adv = state.adventurer(adv_id)
        live = state.live_targets()
        by_skill: dict[str, list[UseSkill]] = {}
        for a in uses:
            by_skill.setdefault(a.skill, []).append(a)
        hand = [d for d in state.dice if d.owner == adv_id and d.where == "hand"]
        first_turn = adv.shots_this_round == 0
        flicks_left = sum(1 for d in state.dice if d.where == "hand" and d.owner in ("sigurd", "leaf", "genjimaru"))
        need = sum(max(0, t.hp - t.damage) for t in live)
        if "dragons_blood" in by_skill and first_turn and flicks_left >= 8 and need >= 12:
            return by_skill["dragons_blood"][0]
        if "marking_arrow" in by_skill and first_turn and hand:
            weights = bot_plan.target_weights(state, "d6", adv_id)
            ranked = sorted((t for t in live if not t.raised), key=lambda t: (-weights[t.id], t.id))
            for t in ranked:
                options = [a for a in by_skill["marking_arrow"] if a.target == t.id]
                if options and t.hp - t.damage >= 8:
                    return self._facing(state, adv_id, options)
        if "ice_wall" in by_skill and len(hand) <= 1:
            damage = bot_plan.expected_damage(state)
            chance = bot_plan.kill_chances(state, damage, bot_plan.hand_potential(state))
            worst = sorted(live, key=lambda t: (-(WALL_DAMAGE[t.size] * (1 - chance[t.id])), t.id))
            if worst and WALL_DAMAGE[worst[0].size] * (1 - chance[worst[0].id]) >= 1.5:
                return next(a for a in by_skill["ice_wall"] if a.target == worst[0].id)
        return None

    def _facing(self, state: MonsterRaidState, adv_id: str, options: list[UseSkill]) -> UseSkill:
        """Of the マーキングアロー edges, the one whose card lies furthest from the other targets."""
        from . import geometry

        def room(a: UseSkill) -> float:
            t = state.target(a.target)
            x, y, _ = geometry.card_pose(t.cx, t.cy, t.cangle, t.sides, a.edge if a.edge >= 0 else 0)
            return min((((o.cx - x) ** 2 + (o.cy - y) ** 2) ** 0.5 for o in state.live_targets() if o is not t),
                       default=1e9)
        return max(options, key=lambda a: (room(a), -a.edge))

    def _sharp_shooting(self, state: MonsterRaidState, adv_id: str, legal: list[Action], shot_value: float) -> UseSkill | None:
        uses = [a for a in legal if isinstance(a, UseSkill) and a.skill == "sharp_shooting"]
        if not uses:
            return None
        hand = [d for d in state.dice if d.owner == adv_id and d.where == "hand"]
        if not hand:
            return None
        smallest = min(hand, key=lambda d: (DIE_SIDES[d.kind], d.id)).id
        best, best_value = None, shot_value + 0.5
        for a in uses:
            if a.die != smallest:
                continue
            v = self._skill_value(state, adv_id, a)
            if v > best_value:
                best, best_value = a, v
        return best

    def _shot_skill(self, state: MonsterRaidState, adv_id: str, aim: Aim, legal: list[Action]) -> UseSkill | None:
        c = content()
        uses = [a for a in legal if isinstance(a, UseSkill) and a.skill in SHOT_SKILLS]
        best, best_gain = None, 0.5
        for a in uses:
            if a.skill == "explosion" and state.die(aim.shot.die).kind not in ("d12", "d20"):
                continue
            if a.skill == "phase_shift":
                gain = 0.0 if not state.die(aim.shot.die).ultimate else bot_plan.SKILL + 0.6
            else:
                gain = self.planner.armed_gain(state, adv_id, aim, a.skill, self.skill_samples)
            if gain > best_gain + (0.0 if c.skills[a.skill].use == "shot" else 1.0):
                best, best_gain = a, gain
        return best


def replace_method(shot: Shoot, method: str) -> Shoot:
    from dataclasses import replace

    return replace(shot, method=method, launcher=False if method == "coin" else shot.launcher)


class MonsterRaidBot(RaidBot, Bot):
    """The computer player: ``level`` quick or strong, optional ``aim_error`` and ``budget``."""

    level = "strong"
    label = Text("つよい", "Strong")

    def __init__(self, game, seat: int, seed: int = 0, level: str = "strong", aim_error: float | None = None,
                 budget: tuple[int, ...] | None = None) -> None:
        Bot.__init__(self, game, seat, seed)
        self.level = level
        self.label = Text("かんたん", "Easy") if level == "quick" else Text("つよい", "Strong")
        self.setup(level, aim_error, budget)



class QuickBot(MonsterRaidBot):
    """The ``quick`` level: a shakier hand and a smaller search."""

    def __init__(self, game: Game[Any], seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed, "quick")


class StrongBot(MonsterRaidBot):
    """The ``strong`` level."""

    def __init__(self, game: Game[Any], seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed, "strong")
