"""Monster Raid's computer shooter: legal and acceptable actions, own methods, sense, determinism.

Games here are short (stage 1 or a few turns) with small budgets: these tests
assert behaviour, not balance (balance is measured by ``tabletop simulate``;
see docs/balance.md).
"""

from __future__ import annotations

import pytest

from tabletop.core.bots import bot_move, levels, make_bot
from tabletop.core import registry
from tabletop.core.errors import RulesError
from tabletop.core.session import new_session
from tabletop.games import discover
from tabletop.games.monsterraid import bot_plan
from tabletop.games.monsterraid.actions import Choose, Pass, Shoot, UseSkill
from tabletop.games.monsterraid.bots import MonsterRaidBot
from tabletop.games.monsterraid.content import content
from tabletop.games.monsterraid.rounds import check_shot
from tabletop.games.monsterraid.state import Prompt

SMALL = (4, 1, 2, 6, 1)  # candidates, finalists, noise samples, directions, shot-skill samples


def setup_module():
    discover()


def _session(seed, difficulty="normal", seats=4):
    return new_session("monsterraid", seats, {"difficulty": difficulty}, seed=seed, players=["quick"] * seats)


def _bots(game, seed, seats=4, level="quick", budget=SMALL, aim_error=None):
    return [MonsterRaidBot(game, seat, seed, level, aim_error, budget) for seat in range(seats)]


def _play(session, bots, until_stage=2, limit=400, check=None):
    """Play until the stage ``until_stage`` starts (or the game ends); return the actions."""
    actions = []
    while not session.is_over() and session.state.stage < until_stage and len(actions) < limit:
        decision = session.pending()
        action = bot_move(session, bots[decision.seat])
        if check:
            check(session, action)
        actions.append(action)
        session.apply(action, decision.seat)
    return actions


def _random_play(session, seed, until_stage=2, limit=800):
    bots = [make_bot(session.game, "random", seat, seed) for seat in range(session.seats)]
    return _play(session, bots, until_stage, limit)


def test_levels_are_registered():
    assert levels("monsterraid") == ["random", "quick", "strong"]
    game = registry.find("monsterraid")
    assert make_bot(game, "strong", 0, 1).aim_error < make_bot(game, "quick", 0, 1).aim_error


def test_rule_1_bot_plays_legal_actions_and_shoots_by_its_adventurers_methods():
    session = _session(3)
    game = session.game
    seen_methods = {}

    def check(s, action):
        state = s.state
        if isinstance(action, Shoot):
            adv = state.turn
            own = content().adventurer(adv).methods
            allowed = ("coin",) if "explosion" in state.adventurer(adv).armed else own
            assert action.method in allowed, (adv, action.method)
            assert not (action.launcher and not content().adventurer(adv).launcher)  # Paola: no launcher
            check_shot(state, adv, action)  # raises RulesError if the shot is not acceptable
            seen_methods.setdefault(adv, set()).add(action.method)
        else:
            assert action in s.legal_actions()

    actions = _play(session, _bots(game, 3), until_stage=2, check=check)
    assert any(isinstance(a, Shoot) for a in actions)
    assert seen_methods["paola"] <= {"throw", "coin"}
    assert seen_methods["sigurd"] <= {"flick"} and seen_methods["genjimaru"] <= {"flick"}


def test_rule_1_bot_passes_only_with_an_empty_hand():
    session = _session(4)
    passes = []

    def check(s, action):
        if isinstance(action, Pass):
            adv = s.state.turn
            assert not any(d.owner == adv and d.where == "hand" for d in s.state.dice)
            passes.append(adv)

    _play(session, _bots(session.game, 4), until_stage=2, check=check)
    assert passes
    # the figures the simulation report reads (metrics.py)
    figures = session.game.metrics(session.state)
    assert figures["score (wall damage)"] == session.state.wall == figures["score (normal)"]
    assert figures["ending: great_hero"] == 0.0  # not over yet
    assert len(figures["damage per round"]) == figures["rounds in stage 1"] >= 1
    shots = len(session.state.shot_marks)
    assert shots >= 10 and len(figures["landing x (mm)"]) <= shots
    assert 0.0 <= figures["hit rate (flick)"] <= 1.0 and 0.0 <= figures["hit rate (throw)"] <= 1.0


def test_bot_is_deterministic_for_a_seed():
    runs = []
    for _ in range(2):
        session = _session(5)
        runs.append(_play(session, _bots(session.game, 5), until_stage=2, limit=14))
    assert runs[0] == runs[1]
    session = _session(5)
    other = _play(session, _bots(session.game, 6), until_stage=2, limit=14)
    assert other != runs[0]  # another bot seed aims with another hand


def test_bot_beats_a_random_shooter_on_stage_one():
    """Over a handful of seeded stage 1s the bot lets far less through the wall than random play.

    With the tumbling dice of issue 18 the bot lets 17 through against random play's 26 over these
    seeds (0.65); the bound was 0.6 on two seeds with the old sliding dice."""
    bot_wall = random_wall = 0
    for seed in (11, 12, 13):
        session = _session(seed)
        _play(session, _bots(session.game, seed))
        bot_wall += session.state.wall
        session = _session(seed)
        _random_play(session, seed)
        random_wall += session.state.wall
    assert bot_wall < random_wall
    assert bot_wall <= 0.7 * random_wall


@pytest.mark.slow
def test_bot_beats_a_random_shooter_over_whole_games():
    bot_wall = random_wall = 0
    for seed in (21, 22):
        session = _session(seed)
        _play(session, _bots(session.game, seed), until_stage=99, limit=3000)
        assert session.is_over()
        bot_wall += session.state.wall
        session = _session(seed)
        _random_play(session, seed, until_stage=99, limit=6000)
        random_wall += session.state.wall
    assert bot_wall <= 0.6 * random_wall


def test_prompts_get_sensible_legal_answers():
    session = _session(7)
    game = session.game
    bot = _bots(game, 7)[0]
    _play(session, [bot] * 4, until_stage=2, limit=1)  # past the placement
    state = session.state
    sig = state.adventurer("sigurd")
    with session.edit():
        for s in sig.skills:
            s.in_play = s.id in ("dragon_soul", "dragon_dive", "dragons_eye")
        state.prompts.append(Prompt("seal", "sigurd"))
    action = bot_move(session, bot)
    assert action in session.legal_actions()
    assert action == Choose("dragons_eye")  # the less useful of the two is sealed
    session.apply(action, session.pending().seat)
    with session.edit():
        state.prompts.append(Prompt("growth", "genjimaru"))
    action = bot_move(session, bot)
    assert action in session.legal_actions() and action == Choose("mumyoken")
    with session.edit():
        state.prompts.clear()
        state.prompts.append(Prompt("mvp"))
    action = bot_move(session, bot)
    assert action in session.legal_actions() and action.option != "none"


def test_utility_values_finishing_a_target_and_not_overkill():
    session = _session(8)
    _play(session, _bots(session.game, 8), until_stage=2, limit=1)
    state = session.state
    live = state.live_targets()
    low, high = live[1], live[2]
    low.damage = low.hp - 2  # about to fall
    dead = live[3]
    dead.damage = dead.hp + 5  # will fall anyway
    weights = bot_plan.target_weights(state, "d6", "sigurd")
    assert weights[dead.id] < 0.1  # no dice wasted on it
    per_wall_low = weights[low.id]
    assert per_wall_low > 0.5 and per_wall_low > weights[dead.id]
    assert high.id in weights


def test_shot_planner_hits_a_lone_board_with_a_throw_and_a_flick():
    session = _session(9)
    game = session.game
    _play(session, _bots(game, 9), until_stage=2, limit=1)
    state = session.state
    import random

    from tabletop.games.monsterraid.bot_plan import Noise, ShotPlanner
    planner = ShotPlanner(game, random.Random(1), Noise.of(0.0), 8, 2, 1, 8)
    boss = state.live_targets()[0]
    weights = {boss.id: 1.0}
    for adv, method in (("sigurd", "flick"), ("paola", "throw")):
        die = next(d for d in state.dice if d.owner == adv and d.where == "hand")
        aim, _ = planner.plan(state, adv, die.id, [method], weights)
        assert aim is not None and aim.shot.method == method
        after = planner.after(state, adv, aim.shot, 3)
        assert after is not None and after.die(die.id).on, (adv, method)


def test_bot_skill_uses_are_legal_and_taps_the_skill():
    session = _session(10)
    game = session.game
    bots = _bots(game, 10)
    used = []

    def check(s, action):
        if isinstance(action, UseSkill):
            assert action in s.legal_actions() or _skill_ok(s, action)
            used.append(action.skill)

    with session.edit() as state:  # every skill in play from the start
        for adv in state.adventurers:
            for sk in adv.skills:
                sk.in_play = True
    _play(session, bots, until_stage=2, check=check)
    assert used  # the bot does use skills


def _skill_ok(session, action):
    from tabletop.games.monsterraid import skills
    try:
        skills.check(session.state, session.state.turn, action)
    except RulesError:
        return False
    return True
