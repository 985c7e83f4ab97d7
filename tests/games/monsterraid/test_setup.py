"""Set-up (rule 準備 1-3) and stage start (rule 0): adventurers, dice, skills, encounters, placement."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.monsterraid import geometry, layout
from tabletop.games.monsterraid.content import content
from tabletop.games.monsterraid.layout import board_poly, card_poly

from .helpers import arrange, new_game


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_rule_prep_1_all_four_adventurers_whatever_the_seats(seats):
    session, _ = new_game(seats=seats)
    advs = session.state.adventurers
    assert [a.id for a in advs] == ["sigurd", "leaf", "genjimaru", "paola"]
    assert [a.seat for a in advs] == [i % seats for i in range(4)]
    assert {a.seat for a in advs} == set(range(seats))


def test_rule_prep_1_own_colour_dice_hand_and_ultimate_on_card():
    session, _ = new_game()
    state = session.state
    for a in content().adventurers:
        hand = [d.kind for d in state.dice if d.owner == a.id and d.where == "hand"]
        slot = [d.kind for d in state.dice if d.owner == a.id and d.where == "slot"]
        assert hand == list(a.dice) and slot == list(a.ultimate)
        assert all(d.ultimate for d in state.dice if d.where == "slot")
    colours = {a.colour for a in content().adventurers}
    assert len(colours) == 4
    kinds = {d.kind for d in state.dice}
    assert kinds == {"d4", "d6", "d8", "d12", "d20"}


def test_rule_prep_1_initial_skill_in_play_others_in_public_hand():
    session, _ = new_game()
    view = session.view(None)
    for adv in view["adventurers"]:
        assert len(adv["skills"]) == 1 and len(adv["skill_hand"]) == 5
        assert content().skills[adv["skills"][0]["id"]].initial
    # public: another seat sees the same hands
    assert session.view(0)["adventurers"] == session.view(3)["adventurers"]


def test_rule_prep_2_launcher_and_wall_in_place():
    session, _ = new_game()
    view = session.view(0)
    assert view["table"]["launcher"] is not None
    assert view["wall"] == 0
    paola = content().adventurer("paola")
    assert paola.launcher is False and paola.methods == ("throw",)


@pytest.mark.parametrize("difficulty", ["normal", "hard"])
def test_rule_prep_3_difficulty_picks_the_effect_card_side(difficulty):
    session, _ = new_game(difficulty=difficulty)
    view = session.view(0)
    assert view["difficulty"] == difficulty
    for card in view["effect_cards"]:
        side = content().effects[card["kind"]].side(difficulty)
        assert card["text"]["ja"] == side.text.ja
    assert content().effects["regeneration"].normal.value != content().effects["regeneration"].hard.value


def test_rule_0_stage_1_boss_rank_b_and_three_different_rank_c_minions_with_rerolls():
    # physics seed, boss 1D6 = 4 (troll), minions 2, 2 (re-roll), 5, 2 (re-roll), 6
    session, _ = new_game(rolls=(1, 4, 2, 2, 5, 2, 6))
    state = session.state
    assert [t.id for t in state.targets] == ["troll", "kobold", "orc", "dire_wolf"]
    assert state.targets[0].role == "boss"
    assert any("振り直し" in e.text.ja for e in session.events)


def test_rule_0_stage_ranks_and_the_dragon():
    stages = content().stages
    assert [(s.boss, s.minions) for s in stages] == [("B", "C"), ("A", "B"), ("dragon", "A")]
    session, _ = new_game()
    state = session.state
    state.stage = 3
    from tabletop.core.dice import ScriptedSource
    from tabletop.core.game import Context
    ctx = Context(ScriptedSource([1, 2, 3]))
    boss, minions = layout.roll_encounter(state, ctx)
    assert boss == "dragon" and minions == ["minotaur", "chimera", "cyclops"]


def _touching(a, b):
    return geometry.polygon_distance(board_poly(a), board_poly(b)) <= 1.0


@pytest.mark.parametrize("boss,minions", [("lizardman", ["goblin", "kobold", "slime"]),
                                          ("dragon", ["minotaur", "chimera", "cyclops"]),
                                          ("goblin", ["hydra", "cyclops", "minotaur"])])
def test_rule_0_minions_touch_the_boss_or_a_minion_never_overlapping(boss, minions):
    session, _ = new_game()
    state = arrange(session, boss, minions)
    b = state.targets[0]
    assert (b.x, b.y) == (state.table_width / 2, state.table_height / 2)
    ground = [t for t in state.targets if not t.raised]
    for i, t in enumerate(ground):
        for u in ground[i + 1:]:
            assert not geometry.overlap(board_poly(t), board_poly(u))
    for t in ground[1:]:
        assert _touching(t, b) or any(_touching(t, m) for m in ground[1:] if m is not t)


def test_rule_0_minion_goes_to_a_minion_only_when_the_boss_has_no_room():
    session, _ = new_game()
    state = arrange(session, "goblin", ["hydra", "cyclops", "minotaur"])
    b = state.targets[0]
    assert any(not _touching(t, b) for t in state.targets[1:])
    for t in state.targets[1:]:
        if not _touching(t, b):
            # no boss edge could take it
            for edge in range(b.sides):
                pose = geometry.attach_pose((b.x, b.y, b.angle, b.sides), edge, t.sides, 0)
                poly = geometry.polygon(*pose, t.sides)
                assert any(geometry.overlap(poly, board_poly(o)) for o in state.targets if o is not t)


def test_rule_0_flying_target_on_the_stand_apart_from_the_others():
    session, _ = new_game()
    state = arrange(session, "lizardman", ["giant_bat", "goblin", "kobold"])
    bat = state.target("giant_bat")
    assert bat.raised
    for t in state.targets:
        if t is not bat:
            assert geometry.polygon_distance(board_poly(t), board_poly(bat)) > 50
    assert session.view(0)["table"]["boards"][1]["raised"] is True


def test_rule_0_several_flying_only_highest_rank_then_number_on_the_stand():
    session, _ = new_game()
    # stage-2 like: boss griffon (B, flying, #6) with harpy (B, flying, #3): the griffon flies
    state = arrange(session, "wyvern", ["harpy", "griffon", "ogre"])
    raised = [t.id for t in state.targets if t.raised]
    assert raised == ["wyvern"]  # rank A beats rank B
    state = arrange(session, "ogre", ["harpy", "griffon", "troll"])
    assert [t.id for t in state.targets if t.raised] == ["griffon"]  # same rank: higher number
    harpy = state.target("harpy")
    assert not harpy.raised and _touching(harpy, state.targets[0]) or any(
        _touching(harpy, m) for m in state.targets[1:] if m is not harpy)


def test_rule_0_effect_cards_on_icon_edges_one_per_edge_never_overlapping():
    session, _ = new_game()
    state = arrange(session, "dragon", ["minotaur", "chimera", "cyclops"])
    cards = state.cards
    assert cards
    seen = set()
    for c in cards:
        assert (c.board, c.edge) not in seen
        seen.add((c.board, c.edge))
        for t in state.targets:
            if t.id != c.board:
                assert not geometry.overlap(card_poly(c), board_poly(t))
        for other in cards:
            if other is not c:
                assert not geometry.overlap(card_poly(c), card_poly(other))


def test_rule_0_effect_card_moves_to_a_free_edge_when_its_edge_is_blocked():
    session, _ = new_game()
    state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    # the lizardman's icons are on edges 1 and 4; a minion touches edge 0 and 4 is the goblin's? check each
    liz = state.target("lizardman")
    for edge, kind in content().targets["lizardman"].icons:
        placed = [c for c in state.cards if c.board == "lizardman" and c.kind == kind]
        assert len(placed) == 1
        blocked = any(geometry.overlap(geometry.card_polygon(*geometry.card_pose(liz.x, liz.y, liz.angle, liz.sides, edge)),
                                       board_poly(t)) for t in state.targets if t is not liz)
        if blocked:
            assert placed[0].edge != edge
        else:
            assert placed[0].edge == edge


def test_rule_0_no_card_left_in_the_box_means_no_card():
    session, _ = new_game()
    supply = {e.id: e.copies for e in content().effects.values()}
    supply["regeneration"] = 0
    state = arrange(session, "dragon", ["minotaur", "chimera", "hydra"], supply=supply)
    assert not [c for c in state.cards if c.kind == "regeneration"]


def test_rule_0_free_edges_exclude_taken_and_covered_edges():
    session, _ = new_game()
    state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    liz = state.target("lizardman")
    free = layout.free_edges(state, "lizardman")
    taken = {c.edge for c in state.cards if c.board == "lizardman"}
    assert not taken & set(free)
    assert len(free) < liz.sides


def test_rule_shoot_must_start_two_cards_from_the_nearest_target():
    session, script = new_game()
    state = session.state
    b = state.targets[0]
    from tabletop.games.monsterraid.actions import Shoot
    with pytest.raises(RulesError) as err:
        session.apply(Shoot("sigurd-n1-d6", "flick", b.cx + 100, b.cy, 3.14, 0.5))
    assert err.value.rule == "monsterraid 1 シュート"
    assert not script.calls
