"""The strong player: determinized Monte Carlo search over the quick player's best candidates.

For one decision: the quick player's scores pick up to ``candidates`` actions;
then ``iterations`` rollouts in all are shared out over them. Each round
samples a full state consistent with the seat's view (``bot_knowledge.determinize``:
the other hands and both decks dealt at random from the cards the seat has not
seen) and one dice seed, and plays every candidate from that same sample with
the same dice (common random numbers, so the comparison is fair), continuing
with the quick policy for every seat for ``horizon`` turns or to the end. A
rollout is worth the seat's points and material minus the others' (the leading
rival's and the average rival's, blended). The search
is bounded by iterations, not by the clock, so a decision is reproducible: the
random numbers come from the bot's seed and the decision's place in the game.
"""

from __future__ import annotations

import random

from tabletop.core.dice import SeededSource
from tabletop.core.game import Action
from tabletop.core.search import QuietContext, paired_gain

from . import bot_quick
from .bot_knowledge import clone, determinize
from .cards import catalogue
from .game import ZGundamGame
from .state import OVER, SETUP_DEPLOY, SETUP_DISCARD, ZGundamState, hand, points, ready, ships

apply_action = ZGundamGame().apply
WIN_BONUS = 15.0


def material(state: ZGundamState, seat: int) -> float:
    """A small value for what a seat still has in play (units that can still score)."""
    cat = catalogue()
    row = state.cards(ready(seat))
    pairs = sum(cat[c].attack + cat[c].ability for c in row)
    fleet = sum(cat[s].durability - state.damage.get(s, 0) for s in state.cards(ships(seat)))
    return 0.3 * pairs + 0.4 * fleet + 0.2 * len(state.cards(hand(seat)))


#: How much the leading rival weighs against the average rival at 3-6 seats. Only first place wins
#: (勝敗の判定), but a rollout ends long before the game does and the leader may change: weighing the
#: leader alone (1.0) measured worse at 4 seats (0.22 against three quick players, 60 games; see
#: docs/balance.md) than this even blend.
LEADER_WEIGHT = 0.5


def evaluate(state: ZGundamState, seat: int) -> float:
    """The seat's points and material minus the others' (the leader's and the average, blended).

    At 2 seats this is the plain difference.
    """
    over = state.phase == OVER
    worth = [points(state, s) + (0.0 if over else material(state, s)) for s in range(state.seats)]
    others = [w for s, w in enumerate(worth) if s != seat]
    value = worth[seat] - LEADER_WEIGHT * max(others) - (1.0 - LEADER_WEIGHT) * sum(others) / len(others)
    if over:
        pts = [points(state, s) for s in range(state.seats)]
        best = max(pts)
        if pts[seat] == best:
            value += WIN_BONUS / pts.count(best)
    return value


def rollout(state: ZGundamState, seat: int, first: Action, dice_seed: int, horizon: int) -> float:
    """Play ``first`` then the quick policy for everyone for ``horizon`` turns; the value for ``seat``."""
    dice = SeededSource(dice_seed)
    ctx = QuietContext(dice)
    apply_action(state, first, ctx)
    stop = state.turn + horizon
    steps = 0
    while state.phase != OVER and state.turn <= stop and steps < 400:
        apply_action(state, bot_quick.rollout_action(state), ctx)
        steps += 1
    return evaluate(state, seat)


def decision_rng(seed: int, seat: int, view: dict, log_length: int) -> random.Random:
    """Random numbers for one decision, from the bot's seed and where the game is (reproducible)."""
    pending = view.get("pending") or {}
    return random.Random(f"zgundam-strong:{seed}:{seat}:{view['turn']}:{view['phase']}:{log_length}:"
                         f"{pending.get('kind')}:{len(view['discard'])}:{view['decks']['actions']}")


#: Rollouts per decision by seat count (more seats make each rollout longer): 0.36-0.41 s of CPU at the 95th
#: percentile on this 2-core machine (decisions measured one at a time, see tabletop/bench/ai.py and
#: docs/performance.md).
ITERATIONS = {2: 720, 3: 480, 4: 360, 5: 300, 6: 240}


def pick_candidates(scored: list, limit: int) -> list[Action]:
    """The quick player's best actions, plus the best of each other kind of action (up to ``limit``)."""
    chosen: list[Action] = [a for _, _, a in scored[:max(1, limit - 3)]]
    kinds = {type(a) for a in chosen}
    for _, _, a in scored:
        if len(chosen) >= limit:
            break
        if type(a) not in kinds:
            chosen.append(a)
            kinds.add(type(a))
    return chosen


#: How sure the search must be before it overrules the quick player's choice: the mean paired
#: difference (same samples, same dice) must exceed this many standard errors.
CONFIDENCE = 1.0


def search(view: dict, seat: int, legal: list[Action], rng: random.Random, iterations: int | None = None,
           candidates: int = 7, horizon: int | None = None) -> tuple[Action, list[tuple[Action, float]]]:
    """The best action by rollouts, and (candidate, mean advantage over the quick choice) per candidate.

    Candidate 0 is the quick player's choice. Rounds of rollouts are spent in
    phases (successive halving): every remaining candidate gets the same samples
    (determinization and dice), then the worse half of the challengers is
    dropped. A challenger replaces the quick choice only if its mean paired
    advantage is positive by ``CONFIDENCE`` standard errors, so noise in a few
    rollouts never makes the strong player worse than the quick one.
    """
    base = determinize(view, None)
    if len(legal) == 1 or base.phase in (SETUP_DEPLOY, SETUP_DISCARD):
        return bot_quick.best_action(base, seat, legal), []
    scored = bot_quick.score_actions(base, seat, legal)
    chosen = pick_candidates(scored, candidates)
    if len(chosen) == 1:
        return chosen[0], []
    budget = iterations if iterations is not None else ITERATIONS.get(base.seats, 40)
    turns = horizon if horizon is not None else 2 * base.seats
    diffs: list[list[float]] = [[] for _ in chosen]  # paired differences to candidate 0
    challengers = list(range(1, len(chosen)))
    phases = max(1, len(challengers).bit_length())
    spent = 0
    for phase in range(phases):
        per_round = len(challengers) + 1
        rounds = max(1, (budget // phases) // per_round)
        for _ in range(rounds):
            if spent + per_round > budget and spent:
                break
            sample = determinize(view, rng)
            dice_seed = rng.getrandbits(63)
            base_value = rollout(clone(sample), seat, chosen[0], dice_seed, turns)
            spent += 1
            for k in challengers:
                diffs[k].append(rollout(clone(sample), seat, chosen[k], dice_seed, turns) - base_value)
                spent += 1
        if phase < phases - 1 and len(challengers) > 1:
            challengers.sort(key=lambda k: (-paired_gain(diffs[k])[0], k))
            challengers = sorted(challengers[:max(1, len(challengers) // 2)])
    best, best_mean = 0, 0.0
    for k in challengers:
        m, se = paired_gain(diffs[k])
        if m > best_mean and m > CONFIDENCE * se:
            best, best_mean = k, m
    return chosen[best], [(a, paired_gain(d)[0]) for a, d in zip(chosen, diffs)]
