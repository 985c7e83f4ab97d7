"""The Monster Raid bot's judgement: what a table is worth, and shots tried in the physics.

``utility(state)`` scores a table for the team (higher is better): the damage
each standing target will have at round end (capped at its HP, so overkill is
worth nothing; the dragon's damage is capped at half its HP while a minion is
expected to survive, rule ドラゴンの特別処理), the wall damage expected this
round from targets that will probably survive (the dice still in every hand
are shared out greedily to the targets they can finish, best wall-damage per
missing HP first), the dice still in hand, and the untapped active skills.
Effect cards act through the rules themselves: a candidate is applied to a
copy of the state by ``rounds.shoot`` with the physics as resolver, so
ダメージサイト, 火薬樽, 反撃, ブレス, 封印, 呪い, 再生, 鉄壁 and the passive
skills count exactly as the rules say.

Shots are planned with the physics (``tabletop.physics.simulate``) but with
the bot's own seed, and every die the shot moves is valued at its expected
face: the bot cannot see which face the table's seed would roll.
``ShotPlanner`` builds candidate shots (aim point on a board or a helpful
card, a direction, the nearest legal start, the power that stops the die
there: flicks by sliding friction, throws by the lob, its hops and slide),
ranks them by a cheap prior, simulates the best ones without noise, then the
few best again under the shooter's own aiming noise, and keeps the best mean.
All counts are fixed budgets (no wall clock); randomness only from the bot's
``random.Random``.
"""

from __future__ import annotations

import copy
import math
import random
from dataclasses import dataclass, replace

from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.core.errors import RulesError
from tabletop.physics.tumble import rolled_distance, speed_for_distance

from . import geometry, rounds
from .actions import Shoot
from .content import DIE_SIDES, WALL_DAMAGE, content
from .damage import has_skill, is_dragon, round_end_damage
from .effects import cursed
from .shots import ShotOutcome, ShotSpec
from .state import MonsterRaidState, TargetState
from .table_bridge import build_table, outcome_from_result

# --- physics constants the aiming uses (mirrors tabletop.physics.params) -------
G = 9810.0
FLICK_SPEED = 2400.0
THROW_SPEED = 3200.0
THROW_RELEASE = 30.0
EL_MIN, EL_MAX = 0.26, 1.31
RESTITUTION, STOP_SPEED, LANDING_FRICTION = 0.35, 250.0, 0.30
STAND_HEIGHT = 45.0

# --- the utility's weights ---------------------------------------------------
KILL = 4.0  # per wall point a probable survivor is expected to inflict this round
HAND = 0.9  # per expected damage point still in a hand
SKILL = 1.5  # per untapped active skill in play (a used or sealed skill costs this much)
CURSED_SKILL = 0.8  # lost per untapped active skill of a cursed adventurer
HIT_RATE = {"flick": 0.55, "throw": 0.75}


def mean_face(kind: str) -> float:
    return (DIE_SIDES[kind] + 1) / 2.0


def soul_mean(kind: str, floor: int) -> float:
    """E[max(face, floor)] for a fair die (ドラゴンソウル)."""
    n = DIE_SIDES[kind]
    return sum(max(f, floor) for f in range(1, n + 1)) / n


def die_potential(state: MonsterRaidState, owner: str, kind: str) -> float:
    methods = content().adventurer(owner).methods
    rate = max(HIT_RATE.get(m, 0.5) for m in methods)
    if owner == "sigurd" and has_skill(state, "sigurd", "dragon_soul"):
        return soul_mean(kind, content().skills["dragon_soul"].value) * rate
    return mean_face(kind) * rate


def _regeneration(state: MonsterRaidState, t: TargetState) -> int:
    if t.id in state.shadow_stitch:
        return 0
    value = content().effects["regeneration"].side(state.difficulty).value
    return sum(value for c in state.cards if c.board == t.id and c.kind == "regeneration"
               and any(d.where == "field" and c.id in d.on for d in state.dice))


def expected_damage(state: MonsterRaidState) -> dict[str, float]:
    """Each standing target's damage after this round's dice (and 再生), before destruction."""
    out: dict[str, float] = {}
    for t in state.live_targets():
        dmg, _ = round_end_damage(state, t)
        total = t.damage + dmg
        out[t.id] = total - min(_regeneration(state, t), total)
    return out


def hand_potential(state: MonsterRaidState) -> float:
    """Expected damage the dice still in hand this round can add (ultimates count in stage 3)."""
    total = 0.0
    for d in state.dice:
        if d.where == "hand" and not state.adventurer(d.owner).passed:
            total += die_potential(state, d.owner, d.kind)
        elif d.where == "slot" and state.stage >= 3:
            total += 0.7 * die_potential(state, d.owner, d.kind)
    return total


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def kill_chances(state: MonsterRaidState, damage: dict[str, float], potential: float) -> dict[str, float]:
    """A smooth chance that each target falls this round, sharing ``potential`` out greedily."""
    live = state.live_targets()
    need = {t.id: max(0.0, t.hp - damage[t.id]) for t in live}
    order = sorted((t for t in live if need[t.id] > 0 and not is_dragon(t)),
                   key=lambda t: (-WALL_DAMAGE[t.size] / need[t.id], t.id))
    order += [t for t in live if need[t.id] > 0 and is_dragon(t)]
    extra = {t.id: 0.0 for t in live}
    left = potential
    for t in order:
        give = min(left, need[t.id] * 1.1)
        extra[t.id] = give
        left -= give
        if left <= 0:
            break
    chance = {}
    for t in live:
        if damage[t.id] >= t.hp:
            chance[t.id] = 1.0  # falls with what is on it already: more dice there are wasted
        else:
            chance[t.id] = _sigmoid((damage[t.id] + extra[t.id] - t.hp + 0.5) / 2.0)
    minions = [chance[t.id] for t in live if t.role == "minion"]
    for t in live:
        if is_dragon(t) and minions:
            chance[t.id] *= math.prod(minions)
    return chance


def utility(state: MonsterRaidState) -> float:
    """What the table is worth to the team (see the module docstring)."""
    live = state.live_targets()
    damage = expected_damage(state)
    potential = hand_potential(state)
    chance = kill_chances(state, damage, potential)
    minions_survive = [1.0 - chance[t.id] for t in live if t.role == "minion"]
    keep_minion = 1.0 - math.prod(1.0 - p for p in minions_survive) if minions_survive else 0.0
    value = 0.0
    for t in live:
        cap = t.hp
        if is_dragon(t) and keep_minion > 0.5:
            cap = t.hp // 2
        value += min(damage[t.id], cap) + 0.1 * max(0.0, min(damage[t.id], t.hp) - cap)
        if t.id not in state.ice_wall:
            value -= KILL * WALL_DAMAGE[t.size] * (1.0 - chance[t.id])
    value += HAND * potential
    c = content()
    for adv in state.adventurers:
        open_skills = sum(1 for s in adv.skills if s.in_play and not s.tapped and c.skills[s.id].active)
        value += open_skills * (SKILL - (CURSED_SKILL if cursed(state, adv.id) else 0.0))
    return value


# --- aiming ------------------------------------------------------------------
def flick_power(distance: float, kind: str = "d6") -> float:
    """The flick power that brings a die of ``kind`` to rest ``distance`` mm away: it slides, then tumbles
    over its edges (the physics' closed form, ``tabletop.physics.tumble``)."""
    return speed_for_distance(kind, distance) / FLICK_SPEED


def throw_travel(power: float, loft: float, surface: float = 0.0, kind: str = "d6") -> float:
    """How far (mm) a throw travels: the lob, its hops (restitution, landing friction), the slide and tumble."""
    speed = power * THROW_SPEED
    el = EL_MIN + loft * (EL_MAX - EL_MIN)
    vz, vh = speed * math.sin(el), speed * math.cos(el)
    disc = vz * vz + 2.0 * G * (THROW_RELEASE - surface)
    if disc < 0:
        return -1.0
    t = (vz + math.sqrt(disc)) / G
    x = vh * t
    impact = math.sqrt(disc)
    for _ in range(20):
        vh -= min(vh, LANDING_FRICTION * (1.0 + RESTITUTION) * impact)
        bounce = RESTITUTION * impact
        if bounce < STOP_SPEED:
            break
        x += vh * 2.0 * bounce / G
        impact = bounce
    return x + rolled_distance(kind, vh)


def throw_power(distance: float, loft: float, surface: float = 0.0, kind: str = "d6") -> float | None:
    """The power that makes a throw of a die of ``kind`` travel ``distance`` (None when out of reach)."""
    if throw_travel(1.0, loft, surface, kind) < distance:
        return None
    lo, hi = 0.05, 1.0
    for _ in range(30):
        mid = (lo + hi) / 2
        if throw_travel(mid, loft, surface, kind) < distance:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@dataclass(frozen=True)
class Aim:
    """An intended shot: where it starts, which way, how hard; and what it aims at."""

    shot: Shoot
    target: str
    point: tuple[float, float]
    prior: float


@dataclass(frozen=True)
class Noise:
    """A shooter's aiming error (standard deviations): angle (rad), power and loft (relative/absolute)."""

    angle: float
    power: float
    loft: float

    @staticmethod
    def of(aim_error: float) -> "Noise":
        return Noise(aim_error, 1.2 * aim_error, 0.6 * aim_error)

    def draw(self, rng: random.Random) -> tuple[float, float, float]:
        return rng.gauss(0.0, self.angle), rng.gauss(0.0, self.power), rng.gauss(0.0, self.loft)


def perturb(shot: Shoot, delta: tuple[float, float, float]) -> Shoot:
    da, dp, dl = delta
    return replace(shot, angle=round(shot.angle + da, 5), power=round(min(1.0, max(0.0, shot.power * (1.0 + dp))), 5),
                   loft=round(min(1.0, max(0.0, shot.loft + dl)), 5))


class _Starts:
    """Fast shooting-position checks for one decision (rule シュート: two cards from every target and its cards)."""

    def __init__(self, state: MonsterRaidState) -> None:
        self.width, self.height = state.table_width, state.table_height
        live = state.live_targets()
        standing = {t.id for t in live}
        # a target's boards and its effect cards (part of it, ruling R3): centre, inner and outer radius, outline
        self.boards = [(t.cx, t.cy, geometry.apothem(t.sides), geometry.circumradius(t.sides),
                        geometry.polygon(t.cx, t.cy, t.cangle, t.sides)) for t in live]
        self.boards += [(c.cx, c.cy, geometry.CARD_WIDTH / 2, math.hypot(geometry.CARD_WIDTH, geometry.CARD_LENGTH) / 2,
                         geometry.card_polygon(c.cx, c.cy, c.cangle)) for c in state.cards if c.board in standing]
        self.dice = [(d.x, d.y) for d in state.field_dice() if d.z == 0.0]

    def ok(self, x: float, y: float) -> bool:
        if not (0.0 <= x <= self.width and 0.0 <= y <= self.height):
            return False
        limit = geometry.SHOOT_DISTANCE
        for cx, cy, apothem, radius, poly in self.boards:
            dc = math.hypot(x - cx, y - cy)
            if dc - radius >= limit:
                continue
            if dc - apothem < limit or geometry.point_distance(x, y, poly) < limit:
                return False
        return all(math.hypot(dx - x, dy - y) > 28.0 for dx, dy in self.dice)


def clone(state: MonsterRaidState) -> MonsterRaidState:
    """A copy deep enough for ``rounds.shoot`` and ``skills.resolve`` (much faster than deepcopy)."""
    out = copy.copy(state)
    out.dice = [replace(d, on=list(d.on)) for d in state.dice]
    out.targets = [copy.copy(t) for t in state.targets]
    out.cards = [copy.copy(c) for c in state.cards]
    out.adventurers = [replace(a, skills=[copy.copy(s) for s in a.skills], armed=list(a.armed))
                       for a in state.adventurers]
    out.supply = dict(state.supply)
    out.launcher = list(state.launcher)
    out.ice_wall = list(state.ice_wall)
    out.shadow_stitch = list(state.shadow_stitch)
    out.prompts = [copy.copy(p) for p in state.prompts]
    out.faulted = [copy.copy(f) for f in state.faulted]
    out.mvp = list(state.mvp)
    out.round_log = list(state.round_log)
    out.last_shot = copy.deepcopy(state.last_shot)
    out.shot_marks = []
    out.round_marks = []
    return out


def _blockers(state: MonsterRaidState, x0: float, y0: float, x1: float, y1: float) -> int:
    """Dice on the table lying across a flick's straight path."""
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy or 1.0
    n = 0
    for d in state.field_dice():
        if d.z != 0.0:
            continue
        t = ((d.x - x0) * dx + (d.y - y0) * dy) / length2
        if 0.05 < t < 0.95 and math.hypot(d.x - (x0 + t * dx), d.y - (y0 + t * dy)) < 20.0:
            n += 1
    return n


class ShotPlanner:
    """Candidate shots for one die, tried in the physics with the bot's seed; the best mean wins."""

    def __init__(self, game, rng: random.Random, noise: Noise, candidates: int, finalists: int, samples: int,
                 directions: int) -> None:
        self.game = game
        self.rng = rng
        self.noise = noise
        self.candidates = candidates
        self.finalists = finalists
        self.samples = samples
        self.directions = directions
        self.sims = 0

    # -- the physics with the bot's own seed --------------------------------
    def resolver(self, seed: int):
        def resolve(state: MonsterRaidState, spec: ShotSpec, _seed: int, index: int) -> ShotOutcome:
            from tabletop.physics import simulate
            from tabletop.physics.model import Shot

            self.sims += 1
            table = build_table(state, spec)
            shot = Shot(spec.die, spec.method, spec.x, spec.y, spec.angle, spec.power, spec.spin, spec.loft)
            outcome = outcome_from_result(simulate(table, shot, seed, index))
            for rest in outcome.rests:  # the bot cannot know the faces: each moved die counts its mean
                if rest.moved:
                    # a mean, not a whole face: the estimate stands in for the unknown roll
                    rest.face = mean_face(state.die(rest.die).kind)  # type: ignore[assignment]
            return outcome
        return resolve

    def after(self, state: MonsterRaidState, adv_id: str, shot: Shoot, seed: int,
              armed: tuple[str, ...] = ()) -> MonsterRaidState | None:
        """A copy of the state after ``shot`` (``armed`` skills declared first); None if refused."""
        copy_state = clone(state)
        adv = copy_state.adventurer(adv_id)
        for sid in armed:
            if sid not in adv.armed:
                adv.armed.append(sid)
                next(s for s in adv.skills if s.id == sid).tapped = True
        try:
            rounds.shoot(copy_state, adv_id, shot, Context(SeededSource(seed)), self.resolver(seed))
        except RulesError:
            return None
        return copy_state

    def value(self, state: MonsterRaidState, adv_id: str, shot: Shoot, seed: int, armed: tuple[str, ...] = ()) -> float:
        after = self.after(state, adv_id, shot, seed, armed)
        return -1e9 if after is None else utility(after)

    # -- candidates ----------------------------------------------------------
    def aims(self, state: MonsterRaidState, adv_id: str, die_id: str, methods: list[str],
             weights: dict[str, float]) -> list[Aim]:
        """Every geometric candidate: aim points x directions x methods, with a cheap prior."""
        c = content()
        die = state.die(die_id)
        launcher = c.adventurer(adv_id).launcher
        out: list[Aim] = []
        starts = _Starts(state)
        offset = self.rng.random() * 2 * math.pi / self.directions
        for t in state.live_targets():
            w = weights.get(t.id, 0.0)
            if w <= 0.0:
                continue
            points = [(t.cx, t.cy, geometry.apothem(t.sides), 1.0)]
            for card in state.cards:
                if card.board == t.id and card.kind in ("damage_site", "powder_keg") and \
                        c.effects[card.kind].side(state.difficulty).value > 0:
                    points.append((card.cx, card.cy, 28.0, 1.3 if card.kind == "damage_site" else 1.1))
            for method in methods:
                if method == "flick" and t.raised:
                    continue  # a sliding die meets the stand's column, never the raised board
                surface = STAND_HEIGHT if t.raised else 0.0
                for ax, ay, radius, bonus in points:
                    for k in range(self.directions):
                        phi = offset + 2 * math.pi * k / self.directions
                        ux, uy = math.cos(phi), math.sin(phi)
                        for dist in range(150, 900, 12):
                            x, y = ax - dist * ux, ay - dist * uy
                            if starts.ok(x, y):
                                break
                        else:
                            continue
                        x, y = round(x, 1), round(y, 1)
                        if method == "flick":
                            power, loft = flick_power(dist, die.kind), 0.5
                            if power > 1.0:
                                continue
                            blocked = _blockers(state, x, y, ax, ay)
                        else:
                            loft = 0.85
                            thrown = throw_power(dist, loft, surface, die.kind)
                            if thrown is None:
                                loft = 0.55
                                thrown = throw_power(dist, loft, surface, die.kind)
                            if thrown is None:
                                continue
                            power = thrown
                            blocked = 0
                        spread = dist * self.noise.angle + 2.0 * dist * self.noise.power * (0.5 if method == "throw" else 1.0)
                        hit = min(1.0, radius / max(1.0, spread)) * (0.45 ** blocked)
                        shot = Shoot(die.id, method, x, y, round(phi, 5), round(power, 5), 0.0, loft,
                                     launcher=launcher and method != "coin")
                        out.append(Aim(shot, t.id, (ax, ay), w * bonus * hit))
        out.sort(key=lambda a: (-a.prior, a.shot.x, a.shot.y, a.shot.angle))
        return out

    def plan(self, state: MonsterRaidState, adv_id: str, die_id: str, methods: list[str],
             weights: dict[str, float]) -> tuple[Aim | None, float]:
        """The best candidate by its mean value under the shooter's own noise, and that value."""
        aims = self.aims(state, adv_id, die_id, methods, weights)
        if not aims:
            return None, -1e9
        # keep variety: at most a few candidates per target in the first round
        chosen: list[Aim] = []
        per_target: dict[str, int] = {}
        cap = max(2, self.candidates // max(1, len(weights)) + 1)
        for a in aims:
            if len(chosen) >= self.candidates:
                break
            if per_target.get(a.target, 0) >= cap:
                continue
            per_target[a.target] = per_target.get(a.target, 0) + 1
            chosen.append(a)
        seed = self.rng.randrange(1 << 30)
        first = [(self.value(state, adv_id, a.shot, seed), i) for i, a in enumerate(chosen)]
        first.sort(key=lambda p: (-p[0], p[1]))
        finalists = [chosen[i] for _, i in first[:self.finalists]]
        deltas = [self.noise.draw(self.rng) for _ in range(self.samples)]
        seeds = [self.rng.randrange(1 << 30) for _ in range(self.samples)]
        best, best_value = None, -1e18
        for a in finalists:
            vals = [self.value(state, adv_id, perturb(a.shot, d), s) for d, s in zip(deltas, seeds)]
            mean = sum(vals) / len(vals)
            if mean > best_value:
                best, best_value = a, mean
        return best, best_value

    def armed_gain(self, state: MonsterRaidState, adv_id: str, aim: Aim, skill: str, samples: int) -> float:
        """Mean gain of declaring the shot skill ``skill`` before ``aim`` (common noise and seeds)."""
        gain = 0.0
        for _ in range(samples):
            delta, seed = self.noise.draw(self.rng), self.rng.randrange(1 << 30)
            shot = perturb(aim.shot, delta)
            if skill == "explosion":
                armed_shot = replace(shot, method="coin", launcher=False)
            else:
                armed_shot = shot
            gain += self.value(state, adv_id, armed_shot, seed, (skill,)) - self.value(state, adv_id, shot, seed)
        return gain / samples


def target_weights(state: MonsterRaidState, die_kind: str, owner: str) -> dict[str, float]:
    """How much the utility rises when this die's expected face lands on each target alone."""
    damage = expected_damage(state)
    potential = hand_potential(state)
    face = die_potential(state, owner, die_kind) / max(HIT_RATE.values())
    base = _target_score(state, damage, potential)
    out = {}
    for t in state.live_targets():
        bumped = dict(damage)
        bumped[t.id] += face
        out[t.id] = max(0.05, _target_score(state, bumped, potential) - base)
    return out


def _target_score(state: MonsterRaidState, damage: dict[str, float], potential: float) -> float:
    chance = kill_chances(state, damage, potential)
    value = 0.0
    for t in state.live_targets():
        value += min(damage[t.id], t.hp) - KILL * WALL_DAMAGE[t.size] * (1.0 - chance[t.id])
    return value
