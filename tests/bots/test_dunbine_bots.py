"""Dunbine computer players: legal play, the defender's answers, determinism, strength, metrics."""

from __future__ import annotations

import pytest

from tabletop.core import registry
from tabletop.core.bots import bot_move, levels, make_bot
from tabletop.core.session import new_session
from tabletop.games import discover
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine import bot_quick, bots, combat
from tests.games.dunbine.helpers import GAME, state, unit

discover()
DUNBINE = registry.find("dunbine")


def _play(players, seed, scenario="skirmish", budget=80, max_steps=6000):
    """Play one game; returns the session and the decision kinds each seat answered."""
    s = new_session("dunbine", 2, {"scenario": scenario}, seed=seed, players=list(players))
    seats = []
    for seat, level in enumerate(players):
        b = make_bot(DUNBINE, level, seat, seed)
        if isinstance(b, bots.StrongBot):
            b.budget = budget
        seats.append(b)
    kinds: list[set[str]] = [set(), set()]
    steps = 0
    while not s.is_over() and steps < max_steps:
        d = s.pending()
        action = bot_move(s, seats[d.seat])
        assert action in s.legal_actions(), (d.kind, action)
        kinds[d.seat].add(d.kind)
        s.apply(action, d.seat)
        steps += 1
    assert s.is_over(), "the game did not end"
    return s, kinds


def test_levels_are_registered():
    assert levels("dunbine") == ["random", "quick", "strong"]


@pytest.mark.parametrize("players", [("quick", "strong"), ("strong", "quick")])
def test_bots_play_only_legal_actions_and_answer_the_defender_decisions(players):
    s, kinds = _play(players, seed=3)
    for seat in (0, 1):
        assert "defend" in kinds[seat] and "allocation" in kinds[seat]
    assert s.state.tally.attacks[0] + s.state.tally.attacks[1] > 0


def test_strong_bot_is_deterministic_for_a_seed():
    a, _ = _play(("strong", "quick"), seed=11)
    b, _ = _play(("strong", "quick"), seed=11)
    assert a.state_hash() == b.state_hash() and a.actions == b.actions


def test_strong_beats_random_over_a_handful_of_seeded_games():
    wins = 0
    for seed, players in ((21, ("strong", "random")), (22, ("random", "strong")), (23, ("strong", "random"))):
        s, _ = _play(players, seed=seed)
        outcome = DUNBINE.outcome(s.state)
        wins += players.index("strong") in outcome.winners
    assert wins >= 2


def test_rule_12_response_turn_against_an_attack_from_the_rear():
    # b's Drumlo attacks a's Dunbine from its BB range; a turns to face it (12) and then evades (16).
    sho = unit("sho", 0, "dunbine", "sho", 10, 10, facing=0, thrust=4, response_pp=3, defence_pp=1)
    todd = unit("todd", 1, "drumlo", "todd", 7, 10, facing=0, thrust=4, since_attack=4)
    st = state(sho, todd, current=1, active="todd")
    GAME.apply(st, A.Attack("todd", "sho", "triple_mg"), _ctx())
    turns = 0
    while isinstance(choice := bot_quick.choose(st), A.ResponseTurn):
        assert choice in GAME.legal_actions(st)
        GAME.apply(st, choice, _ctx())
        turns += 1
    assert turns >= 1 and combat.attacker_range(st, todd, sho) not in bot_quick.REAR
    assert choice == A.Defend("evade")


def test_rule_16_block_chosen_when_it_gives_the_lower_hit_number():
    sho = unit("sho", 0, "billbine", "sho", 10, 10, facing=3, thrust=2)   # block 4 > evasion 3
    todd = unit("todd", 1, "drumlo", "todd", 9, 10, facing=0, thrust=2, since_attack=4)
    st = state(sho, todd, current=1, active="todd")
    GAME.apply(st, A.Attack("todd", "sho", "sword"), _ctx())
    assert bot_quick.choose(st) == A.Defend("block")


def test_rule_22_allocation_leaves_action_pp_and_ends_the_turn():
    sho = unit("sho", 0, "dunbine", "sho", 10, 10, facing=0, thrust=4)
    todd = unit("todd", 1, "drumlo", "todd", 16, 10, facing=3, thrust=4)
    st = state(sho, todd, phase="allocation", current=0)
    for _ in range(20):
        a = bot_quick.choose(st)
        assert a in GAME.legal_actions(st)
        if isinstance(a, A.EndTurn):
            break
        GAME.apply(st, a, _ctx())
    assert sho.attack_pp == 2 and sho.defence_pp >= 2 and sho.response_pp == 1
    assert sho.action_pp >= 8


def test_rule_14_attack_value_grows_with_the_chance_to_hit():
    sho = unit("sho", 0, "dunbine", "sho", 10, 10, facing=0, thrust=4, action_pp=10)
    todd = unit("todd", 1, "drumlo", "todd", 13, 10, facing=0, thrust=4)
    st = state(sho, todd)
    low = bot_quick.attack_value(st, A.Attack("sho", "todd", "aura_shot"))
    sho.attack_pp = 3
    high = bot_quick.attack_value(st, A.Attack("sho", "todd", "aura_shot"))
    assert 0 < low < high


def test_rule_11_4_strong_keeps_its_last_round_for_a_better_shot():
    # A long shot (hit number 4 on a fast Bastole) is worth a round of six, not the last round (11.4).
    from tabletop.games.dunbine import search
    choices = {}
    for ammo in (1, 6):
        sho = unit("sho", 0, "dunbine", "sho", 10, 10, facing=0, thrust=0, action_pp=10,
                   ammo={"aura_shot": ammo, "wire_claw": 0})
        todd = unit("todd", 1, "bastole", "todd", 16, 10, facing=3, thrust=10, defence_pp=2)
        st = state(sho, todd)
        legal = GAME.legal_actions(st)
        assert A.Attack("sho", "todd", "aura_shot") in legal
        choices[ammo] = search.strong_act(st, legal, 200)
    assert choices[6] == A.Attack("sho", "todd", "aura_shot")
    assert choices[1] == A.EndActivation("sho")


def test_rule_15_plan_value_counts_the_own_thrust_as_a_defence_and_a_handicap():
    # 15.3-15.4: a fast target is harder to hit; 15.1: a fast attacker hits less. The strong
    # player's plan value sees both, so a thrust is worth its defence in the enemy's turn.
    from tabletop.games.dunbine.plan_value import exchange, plan_value
    todd = unit("todd", 0, "bastole", "todd", 10, 10, facing=0, thrust=4)
    sho = unit("sho", 1, "dunbine", "sho", 13, 10, facing=3, thrust=5)
    st = state(todd, sho)
    slow_threat, reach = exchange(st, sho, sho.thrust, todd, 2)
    fast_threat, _ = exchange(st, sho, sho.thrust, todd, 9)
    assert reach == 6 and fast_threat < slow_threat
    assert exchange(st, todd, 9, sho, sho.thrust)[0] < exchange(st, todd, 2, sho, sho.thrust)[0]
    # the same hex and facing, only the thrust differs: the threat term prefers it fast, the opportunity term slow
    assert plan_value(st, todd, todd.hex, 0, 9, 0.0, 0.45) > plan_value(st, todd, todd.hex, 0, 2, 0.0, 0.45)
    assert plan_value(st, todd, todd.hex, 0, 9, 0.5, 0.0) < plan_value(st, todd, todd.hex, 0, 2, 0.5, 0.0)


def test_metrics_report_hits_damage_machines_down_and_turns():
    s, _ = _play(("quick", "quick"), seed=5)
    m = DUNBINE.metrics(s.state)
    t = s.state.tally
    assert m["attacks"] == sum(t.attacks) > 0 and m["hits"] == sum(t.hits)
    assert m["hit_rate"] == pytest.approx(sum(t.hits) / sum(t.attacks))
    assert len(m["hit_numbers"]) == m["attacks"] and len(m["damage_per_hit"]) == m["hits"]
    downs = [sum(1 for u in s.state.units if u.side != side and not u.in_play) for side in (0, 1)]
    assert [m["shot_down_by_side0"], m["shot_down_by_side1"]] == downs
    assert m["turns"] == s.state.turn


def _ctx():
    from tabletop.core.dice import SeededSource
    from tabletop.core.game import Context
    return Context(SeededSource(1))
