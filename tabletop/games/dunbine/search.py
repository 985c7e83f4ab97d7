"""The search of the ``strong`` Dunbine player (``bots.StrongBot``): plans over the acting machine's movement.

``Planner`` searches every movement sequence (forward, turns, side slips; 6-8)
of the active machine for the rest of its thrust, breadth first, bounded by a
budget of expanded positions, keeping for each position the one with the most
action PP left. An end position is worth its best attack (``attack_value``,
11.9 permitting) plus ``plan_value`` (module ``plan_value``: the hit numbers
of the coming exchange with the real thrusts, so a thrust is also worth its
defence, 15.3-15.4). The enemy does not move during the own turn, so a plan is
exact for that machine. ``strong_act`` compares the best plan with attacking
now and planning the rest; a shot also costs ammunition, ``AMMO_COST`` divided
by the rounds left (11.4), so the last rounds wait for a better chance.
``strong_accelerate`` chooses each machine's thrust (4) by the best plan at
every affordable thrust.
Deterministic: no randomness.
"""

from __future__ import annotations

import copy
from typing import Any, Callable

from tabletop.core.errors import RulesError
from tabletop.core.game import Action
from tabletop.core.hexgrid import DIRECTIONS, Hex, distance

from . import actions as A
from . import combat, movement
from .bot_quick import W_OPP, W_THREAT, attack_value, enemies, quick_act, terms_at, transform_or_dock, weapons
from .plan_value import Menace, foes_in_play, plan_terms, plan_value
from .geometry import SLIP_OFFSETS, range_at
from .scenario import get_board
from .state import DunbineState


# -- strong: search over the active machine's movement -------------------------------------

MOVE_TURNS = (1, -1, 2, -2, 3)
AMMO_COST = 2.0     # value of a round of ammunition, divided by the rounds left (11.4)


def end_position_value(state: DunbineState, m, h: Hex, f: int, thrust: int, weights: tuple[float, float],
                       memo: Menace | None = None, foes: list | None = None) -> float:
    """``plan_value``: the exchange of fire the end position invites, with the real thrusts (14.1, 15)."""
    return plan_value(state, m, h, f, thrust, *weights, memo, foes)


def own_copy(state: DunbineState, uid: str) -> DunbineState:
    """A copy of ``state`` whose turn fields and machine ``uid`` may change; the other machines are shared.

    The search moves one machine at a time, so copying the whole battle for every plan
    would cost as much as the battle is large.
    """
    out = copy.copy(state)
    out.units = [copy.deepcopy(u) if u.id == uid else u for u in state.units]
    return out


class Planner:
    """Breadth-first search over the active machine's remaining movement (6-8, 11.9)."""

    def __init__(self, state: DunbineState, budget: int, weights: tuple[float, float] = (W_OPP, W_THREAT),
                 memo: Menace | None = None) -> None:
        self.weights = weights
        self.state = own_copy(state, state.active)
        self.budget = budget
        self.board = get_board(state.board)
        self.m = m = self.state.unit(state.active)
        self.origin = (m.q, m.r, m.facing, m.spent, m.action_pp, m.slipped,
                       m.turned_here, m.since_attack, m.from_q, m.from_r, m.entered)
        # Only this machine moves during the search: the exchanges stay the same, and the enemies
        # that can count are those within its remaining movement (``foes_in_play``), and their part
        # of every end position's value is worked out once (``plan_terms``). ``memo``: exchanges
        # already worked out in the same position (``memo_exchange``), by another planner.
        moves = max(0, movement.remaining(m))
        self.memo: Menace = {} if memo is None else memo
        self.foes = foes_in_play(self.state, m, m.thrust, m.hex, moves, self.memo)
        self.terms = plan_terms(self.state, m, m.thrust, self.memo, self.foes)
        self._terms_at: dict[tuple[int, int, int], float] = {}   # (q, r, facing): ``terms_at`` there
        self.targets = [(t.q, t.r, t) for t in enemies(self.state, m.side) if distance(m.hex, t.hex) <= 8 + moves]
        self._target_hexes = {(q, r) for q, r, _t in self.targets}
        # What the rules allow the machine depends on its thrust spent, PP and flags, not on
        # where it is: each answer (turn/slip cost or None, weapons ready) is asked once.
        self._allowed: dict[tuple, Any] = {}
        # The best attack from an end position (``_best_attack``) depends only on where the
        # machine is, its facing and which weapons are ready (the thrust, ammunition and attack
        # PP do not change during the search), and, in a target's hex, on how it entered (13.9).
        self._attacks: dict[tuple, float] = {}
        # The moves the search tries, made once (the actions are frozen): the thrust to spend
        # (``movement.remaining``), a step forward, the turns and the side slips (6-8).
        self.total = abs(m.thrust)
        self.forward = A.Forward(m.id)
        self.turns = [(s, A.Turn(m.id, s)) for s in MOVE_TURNS]
        self.slips = [(side, SLIP_OFFSETS[side], A.SideSlip(m.id, side)) for side in ("FR", "FL", "BR", "BL")]

    def _ask(self, key: tuple, rule: Callable[[], Any]) -> Any:
        """The rule's answer for ``key`` (None if it refuses), worked out the first time only."""
        try:
            answer = self._allowed[key] = rule()
        except RulesError:
            answer = self._allowed[key] = None
        return answer

    def _set(self, node: tuple) -> None:
        m = self.m
        (m.q, m.r, m.facing, m.spent, m.action_pp, m.slipped, m.turned_here, m.since_attack,
         m.from_q, m.from_r, m.entered) = node

    def _children(self, node: tuple) -> list[tuple[Action, tuple]]:
        q, r, f, spent, pp, slipped, turned, since, _fq, _fr, entered = node
        out: list[tuple[Action, tuple]] = []
        on_map = self.board.hexes   # a (q, r) tuple is equal to, and hashes as, the Hex (q, r)
        if self.total - spent >= 1:
            dq, dr = DIRECTIONS[f]
            if (q + dq, r + dr) in on_map:
                out.append((self.forward, (q + dq, r + dr, f, spent + 1, pp, slipped, False, since + 1, q, r,
                                           entered + 1000)))
        allowed = self._allowed
        for s, turn in self.turns:
            turn_key = ("turn", s, turned, spent, pp)
            if turn_key in allowed:
                cost = allowed[turn_key]
            else:
                self._set(node)
                cost = self._ask(turn_key, lambda: movement.turn_pp(self.state, self.m, s))
            if cost is None:
                continue
            need = movement.TURN_THRUST[abs(s)]
            out.append((turn, (q, r, (f + s) % 6, spent + need, pp - cost, slipped, True, since + need,
                               node[8], node[9], entered)))
        for side, offset, slip in self.slips:
            slip_key = ("slip", side, slipped, spent, pp)
            if slip_key in allowed:
                cost = allowed[slip_key]
            else:
                self._set(node)
                cost = self._ask(slip_key, lambda: movement.slip_cost(self.state, self.m, side)[0])
            if cost is None:
                continue
            dq, dr = DIRECTIONS[(f + offset) % 6]   # ``slip_destination``
            if (q + dq, r + dr) in on_map:
                out.append((slip, (q + dq, r + dr, f, spent + 2, pp - cost, True, False, since + 2,
                                   q, r, entered + 1000)))
        return out

    def end_value(self, node: tuple) -> float:
        """Best attack value at the end position (if the thrust rule allows one) + position value."""
        q, r, f = node[0], node[1], node[2]
        key = ("ready", node[7], node[4])   # since_attack, action_pp (11.8, 11.9)
        ready = self._allowed.get(key)
        if ready is None:
            self._set(node)
            m, st = self.m, self.state
            ready = tuple((wid, lo, hi, arc) for wid, _hit, _power, arc, lo, hi in weapons(m)
                          if combat.weapon_unready(st, m, wid) is None)
            self._allowed[key] = ready
        best = 0.0
        if ready:
            akey: tuple = (q, r, f, ready)
            if (q, r) in self._target_hexes:
                akey += (node[8], node[9], node[10])   # from_q, from_r, entered (13.9)
            found = self._attacks.get(akey)
            if found is None:
                self._set(node)
                found = self._attacks[akey] = self._best_attack(q, r, ready)
            best = found
        tkey = (q, r, f)
        terms = self._terms_at.get(tkey)
        if terms is None:
            terms = self._terms_at[tkey] = terms_at(self.board, Hex(q, r), f, self.m.thrust, self.terms,
                                                    *self.weights)
        return best + terms

    def _best_attack(self, q: int, r: int, ready: tuple) -> float:
        """The best ``attack_value`` of the ``ready`` weapons on the targets, the machine set at (q, r)."""
        m, st = self.m, self.state
        best = 0.0
        # A weapon that cannot attack anything (11.4, 11.5, 11.8, 11.9: not ``ready``), or a target
        # outside its range (11.3, 11.5) or, in another hex, outside its arc (11.3, 11.5; 13.9 only
        # moves machines in the same hex), is refused by check_attack whatever else holds: skip those early.
        for tq, tr, t in self.targets:
            dq, dr = tq - q, tr - r
            d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
            if d > 8:
                continue
            rng = range_at(dq, dr, m.facing)
            for wid, lo, hi, arc in ready:
                if not lo <= d <= hi or (d and rng not in arc):
                    continue
                try:
                    combat.check_attack(st, m, t, wid)
                except RulesError:
                    continue
                best = max(best, attack_value(st, A.Attack(m.id, t.id, wid)))
        return best

    def best(self) -> tuple[float, Action | None]:
        """(value, first action) of the best complete movement from here; None = stay (no thrust left)."""
        start = self.origin
        total = abs(self.m.thrust)
        frontier: list[tuple[tuple, Action | None]] = [(start, None)]
        seen = {self._key(start): start[4]}
        best_val, best_first = float("-inf"), None
        expanded = 0
        while frontier:
            nxt: list[tuple[tuple, Action | None]] = []
            for node, first in frontier:
                if node[3] >= total or expanded >= self.budget:
                    v = self.end_value(node)
                    if v > best_val:
                        best_val, best_first = v, first
                    continue
                expanded += 1
                kids = self._children(node)
                if not kids:
                    v = self.end_value(node) - 5.0   # stuck: cannot spend the thrust (should not happen)
                    if v > best_val:
                        best_val, best_first = v, first
                for action, child in kids:
                    key = self._key(child)
                    if key in seen and seen[key] >= child[4]:
                        continue
                    seen[key] = child[4]
                    nxt.append((child, first or action))
            frontier = nxt
        self._set(self.origin)
        return best_val, best_first

    @staticmethod
    def _key(node: tuple) -> tuple:
        return node[0], node[1], node[2], node[3], node[5], node[6], min(node[7], 6)


def strong_act(state: DunbineState, actions: list[Action], budget: int,
               weights: tuple[float, float] = (W_OPP, W_THREAT)) -> Action:
    m = state.unit(state.active)
    if m.passenger or m.carrier:
        return quick_act(state, actions)
    special = transform_or_dock(state, m, actions)
    if special is not None:
        return special
    if movement.remaining(m):
        value, choice = Planner(state, budget, weights).best()
    else:   # no movement left: any attack happens now or never
        value, choice = end_position_value(state, m, m.hex, m.facing, m.thrust, weights), None
    for a in (x for x in actions if isinstance(x, A.Attack)):
        after = own_copy(state, a.unit)
        u = after.unit(a.unit)
        u.action_pp -= combat.SWORD_PP if a.weapon == "sword" else combat.SHOOT_PP
        u.since_attack = 0
        u.attack_pp = max(0, u.attack_pp - 1)
        if a.weapon != "sword":
            u.ammo[a.weapon] -= 1
        now = attack_value(state, a)
        if a.weapon != "sword" and AMMO_COST:
            now -= AMMO_COST / max(1, m.ammo.get(a.weapon, 1))
        rest, _ = Planner(after, budget // 2, weights).best() if movement.remaining(m) else (
            end_position_value(state, m, m.hex, m.facing, m.thrust, weights), None)
        if now + rest > value + 1e-9:
            value, choice = now + rest, a
    if choice is None:
        if A.EndActivation(m.id) in actions:
            return A.EndActivation(m.id)
        return quick_act(state, actions)
    return choice


def strong_accelerate(state: DunbineState, actions: list[Action], budget: int,
                      weights: tuple[float, float] = (W_OPP, W_THREAT), done: set | None = None) -> Action:
    """4: for each own machine, the thrust whose best movement plan (``Planner``) is worth most.

    The enemy machines do not move in the own turn, so the plan of each thrust
    is exact for that machine (the others' moves are not considered).
    """
    done = set() if done is None else done
    memo: Menace = {}   # every trial is of the same position: the exchanges are the same (``memo_exchange``)
    for u in state.units:
        if u.side != state.current or not u.in_play or u.carrier or u.changed_thrust or u.passenger:
            continue
        if (state.turn, u.id) in done:
            continue
        options = [a for a in actions if isinstance(a, A.ChangeThrust) and a.unit == u.id]
        cands: list[tuple[int, A.ChangeThrust | None]] = [(0, None)]
        for option in options:
            cost = movement.accel_cost(state, u, option.thrust)
            if cost <= 3 and u.action_pp - cost >= 4:
                cands.append((cost, option))
        best_val, best = float("-inf"), None
        for cost, a in cands:
            trial = own_copy(state, u.id)
            m = trial.unit(u.id)
            if a is not None:
                m.thrust, m.action_pp = a.thrust, m.action_pp - cost
            trial.phase, trial.active = "action", m.id
            m.spent, m.since_attack, m.slipped = 0, 0, False
            if m.thrust == 0:
                planner = Planner(trial, 1, weights, memo)
                value = planner.end_value(planner.origin)
            else:
                value, _first = Planner(trial, max(50, budget // len(cands)), weights, memo).best()
            value -= 0.05 * cost
            if value > best_val + 1e-9:
                best_val, best = value, a
        done.add((state.turn, u.id))
        if best is not None:
            return best
    return A.EndAcceleration()


__all__ = ["Planner", "strong_act", "strong_accelerate"]
