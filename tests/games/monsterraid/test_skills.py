"""Skills (rule 1 スキルの適用) and every skill the FAQ names."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.monsterraid import layout
from tabletop.games.monsterraid.actions import Choose, UseSkill
from tabletop.games.monsterraid.damage import round_end_damage

from .helpers import arrange, end_round, land, new_game, pushed, put, shoot


def fresh(difficulty="normal"):
    session, script = new_game(difficulty=difficulty)
    state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    with session.edit():
        with session.edit():
            state.cards.clear()
        for a in state.adventurers:
            for s in a.skills:
                s.in_play = True
    return session, script, state


def turn_of(session, adv):
    with session.edit() as state:
        state.turn = adv
        state.adventurer(adv).shots_left = 1


def test_rule_1_active_skill_once_per_stage_tapped():
    session, script, state = fresh()
    session.apply(UseSkill("dragons_blood"))
    sk = next(s for s in state.adventurer("sigurd").skills if s.id == "dragons_blood")
    assert sk.tapped
    with pytest.raises(RulesError) as err:
        session.apply(UseSkill("dragons_blood"))
    assert err.value.rule == "monsterraid 1 スキルの適用"
    end_round(session)
    assert sk.tapped  # still tapped next round: only the stage clear untaps


def test_rule_1_several_active_skills_in_one_turn():
    session, script, state = fresh()
    session.apply(UseSkill("dragons_blood"))
    session.apply(UseSkill("dragon_dive"))
    session.apply(UseSkill("dragon_curse"))
    assert state.adventurer("sigurd").armed == ["dragon_dive", "dragon_curse"]
    assert state.turn == "sigurd"


def test_rule_1_passive_skills_cannot_be_declared():
    session, script, state = fresh()
    with pytest.raises(RulesError):
        session.apply(UseSkill("dragon_soul"))


def test_rule_1_skills_not_in_play_cannot_be_used():
    session, script, state = fresh()
    with session.edit():
        next(s for s in state.adventurer("sigurd").skills if s.id == "dragons_eye").in_play = False
    with pytest.raises(RulesError):
        session.apply(UseSkill("dragons_eye"))


def test_rule_1_only_in_ones_own_turn():
    session, script, state = fresh()
    with pytest.raises(RulesError):
        session.apply(UseSkill("storm_arrow"))  # Leaf's skill in Sigurd's turn


def test_faq_dragon_soul_minimum_only_for_dice_on_a_target_at_round_end():
    session, script, state = fresh()
    put(session, "sigurd-n1-d6", ["lizardman"], 1)
    assert round_end_damage(state, state.target("lizardman"))[0] == 3
    # knocked off the target before round end: no guarantee
    with session.edit():
        state.die("sigurd-n1-d6").on = []
    assert round_end_damage(state, state.target("lizardman"))[0] == 0


def test_faq_dragons_blood_applies_to_both_targets_a_flicked_die_straddles():
    session, script, state = fresh()
    session.apply(UseSkill("dragons_blood"))
    script.add(land(["goblin", "kobold"], 2))
    shoot(session, "sigurd-n1-d6")
    assert state.target("goblin").damage == 2 and state.target("kobold").damage == 2


def test_faq_dragons_blood_not_for_thrown_dice():
    session, script, state = fresh()
    session.apply(UseSkill("dragons_blood"))
    script.add(land(["goblin"], 2))
    shoot(session, "sigurd-n1-d6", method="throw")
    assert state.target("goblin").damage == 0


def test_faq_dragons_blood_not_for_sharp_shooting():
    session, script, state = fresh()
    session.apply(UseSkill("dragons_blood"))
    script.add(land([], 1))
    shoot(session, "sigurd-n1-d6")
    session.apply(UseSkill("sharp_shooting", die="leaf-n1-d4", target="goblin"))
    assert state.target("goblin").damage == 0
    assert state.die("leaf-n1-d4").on == ["goblin"] and state.die("leaf-n1-d4").face == 1
    assert state.turn == "genjimaru"  # placing replaced the shot


def test_faq_dragons_eye_per_target_optional():
    session, script, state = fresh()
    g = layout.place_effect(state, "goblin", "counter")
    k = layout.place_effect(state, "kobold", "regeneration")
    put(session, "sigurd-n1-d6", ["goblin", "kobold"], 3)
    session.apply(UseSkill("dragons_eye", targets=("kobold",)))
    ids = [c.id for c in state.cards]
    assert g.id in ids and k.id not in ids


def test_faq_dragons_eye_only_targets_with_your_die():
    session, script, state = fresh()
    with session.edit():
        layout.place_effect(state, "goblin", "counter")
    with pytest.raises(RulesError) as err:
        session.apply(UseSkill("dragons_eye", targets=("goblin",)))
    assert err.value.rule == "monsterraid FAQ ドラゴンズアイ"


def test_faq_dragon_curse_counts_chain_crashes():
    session, script, state = fresh()
    put(session, "leaf-n1-d4", [], 1)
    put(session, "paola-n1-d4", [], 1)
    session.apply(UseSkill("dragon_curse"))
    script.add(lambda st, spec: land(["lizardman"], 2, crashed=["leaf-n1-d4"],
                                     others=[pushed(st, "leaf-n1-d4", crashed=["paola-n1-d4"]),
                                             pushed(st, "paola-n1-d4")])(st, spec))
    shoot(session, "sigurd-n1-d6")
    assert state.target("lizardman").damage == 2 * 2  # two crashed dice, 2 each


def test_rule_1_dragon_dive_turns_the_die_to_its_highest_face():
    session, script, state = fresh()
    session.apply(UseSkill("dragon_dive"))
    script.add(land(["lizardman"], 2))
    shoot(session, "sigurd-n3-d8")
    assert state.die("sigurd-n3-d8").face == 8


def test_rule_2_dragon_scale_guard_reduces_the_wall_damage():
    session, script, state = fresh()
    end_round(session)
    assert state.wall == 2 + 1 + 1 + 1 - 1


def test_faq_sharp_shooting_an_ultimate_shows_1():
    session, script, state = fresh()
    turn_of(session, "leaf")
    session.apply(UseSkill("sharp_shooting", die="leaf-u2-d20", target="lizardman"))
    d = state.die("leaf-u2-d20")
    assert d.where == "field" and d.face == 1 and d.on == ["lizardman"]
    end_round(session)
    assert d.where == "gone"


def test_faq_storm_arrow_returns_failed_dice_even_lost_ones_not_unusable_ones():
    session, script, state = fresh()
    turn_of(session, "leaf")
    put(session, "leaf-n1-d4", [], 2)
    with session.edit():
        state.die("leaf-n2-d4").where = "lost"
    put(session, "leaf-n3-d6", ["goblin"], 3)
    with session.edit():
        state.die("leaf-n4-d6").where = "aside"  # 反撃/ブレス
    session.apply(UseSkill("storm_arrow"))
    assert state.die("leaf-n1-d4").where == "hand"
    assert state.die("leaf-n2-d4").where == "hand"
    assert state.die("leaf-n3-d6").where == "field"
    assert state.die("leaf-n4-d6").where == "aside"


def test_rule_1_marking_arrow_uses_a_free_edge_and_is_void_without_one():
    session, script, state = fresh()
    turn_of(session, "leaf")
    before = layout.free_edges(state, "lizardman")
    session.apply(UseSkill("marking_arrow", target="lizardman"))
    site = [c for c in state.cards if c.kind == "damage_site"]
    assert len(site) == 1 and site[0].edge in before
    session2, script2, state2 = fresh()
    turn_of(session2, "leaf")
    with session2.edit():
        state2.supply["damage_site"] = 0
    session2.apply(UseSkill("marking_arrow", target="lizardman"))
    assert not state2.cards
    assert any("配置されません" in e.text.ja for e in session2.events)


def test_rule_1_double_shot_gives_a_second_shot_in_the_turn():
    session, script, state = fresh()
    turn_of(session, "leaf")
    session.apply(UseSkill("double_shot"))
    script.add(land([], 1), land([], 1))
    shoot(session, "leaf-n1-d4")
    assert state.turn == "leaf"
    shoot(session, "leaf-n2-d4")
    assert state.turn == "genjimaru"


def test_rule_1_shadow_stitch_stops_round_end_effects():
    session, script, state = fresh()
    regen = layout.place_effect(state, "lizardman", "regeneration")
    turn_of(session, "leaf")
    session.apply(UseSkill("shadow_stitch", target="lizardman"))
    liz = state.target("lizardman")
    liz.damage = 6
    put(session, "paola-n1-d4", [regen.id], 1)
    end_round(session)
    assert liz.damage == 6 + liz.hp // 4  # no 3 removed; the survivor's self-damage


def test_rule_1_hawk_eye_bonus_when_only_leafs_dice():
    session, script, state = fresh()
    put(session, "leaf-n1-d4", ["goblin"], 2)
    assert round_end_damage(state, state.target("goblin"))[0] == 4
    put(session, "paola-n1-d4", ["goblin"], 1)
    assert round_end_damage(state, state.target("goblin"))[0] == 3


def test_rule_1_iai_first_shot_each_round():
    session, script, state = fresh()
    turn_of(session, "genjimaru")
    script.add(land(["goblin"], 2), land(["goblin"], 2))
    shoot(session, "genjimaru-n1-d6")
    assert state.target("goblin").damage == 2
    turn_of(session, "genjimaru")
    shoot(session, "genjimaru-n2-d8")
    assert state.target("goblin").damage == 2


def test_faq_samurai_combination_straddling_counts_for_each_target():
    session, script, state = fresh()
    turn_of(session, "genjimaru")
    with session.edit():
        state.adventurer("genjimaru").shots_this_round = 1  # no Iai
    put(session, "leaf-n1-d4", ["goblin"], 1)
    session.apply(UseSkill("samurai_combination"))
    script.add(land(["goblin", "kobold"], 3))
    shoot(session, "genjimaru-n1-d6")
    assert state.target("goblin").damage == 2  # the shot die + Leaf's
    assert state.target("kobold").damage == 1  # the straddling die counts as one here too


def test_faq_rakkasho_applies_hit_or_miss():
    session, script, state = fresh()
    turn_of(session, "genjimaru")
    session.apply(UseSkill("rakkasho"))
    script.add(land([], 3, lost=True))
    shoot(session, "genjimaru-n1-d6")
    assert all(t.damage == 1 for t in state.targets)


def test_faq_meikyo_shisui_choose_the_target_with_two_cards():
    session, script, state = fresh()
    g = layout.place_effect(state, "goblin", "counter")
    k = layout.place_effect(state, "kobold", "breath")
    turn_of(session, "genjimaru")
    put(session, "genjimaru-n1-d6", [g.id, k.id], 4)
    with pytest.raises(RulesError):
        session.apply(UseSkill("meikyo_shisui", die="genjimaru-n1-d6", target="slime"))
    state = session.state  # a refused action restores the session's state object
    session.apply(UseSkill("meikyo_shisui", die="genjimaru-n1-d6", target="kobold"))
    d = state.die("genjimaru-n1-d6")
    assert d.on == ["kobold"]
    assert round_end_damage(state, state.target("kobold"))[0] == 4


def test_faq_raimeisen_not_a_fallen_die():
    session, script, state = fresh()
    turn_of(session, "genjimaru")
    with session.edit():
        state.die("leaf-n1-d4").where = "lost"
    with pytest.raises(RulesError) as err:
        session.apply(UseSkill("raimeisen", die="leaf-n1-d4"))
    assert err.value.rule == "monsterraid FAQ 雷鳴閃"


def test_faq_raimeisen_die_on_a_target_and_that_target_is_hit():
    session, script, state = fresh()
    turn_of(session, "genjimaru")
    put(session, "leaf-n1-d4", ["slime"], 2)
    session.apply(UseSkill("raimeisen", die="leaf-n1-d4"))
    assert state.target("slime").damage == 2
    # the slime touches the lizardman, whose board is within 65 mm of the die at the slime's centre
    from tabletop.games.monsterraid.skills import raimeisen_targets
    assert "slime" in raimeisen_targets(state, state.die("leaf-n1-d4"))


def test_faq_mumyoken_damage_at_once_destruction_only_at_round_end():
    session, script, state = fresh()
    turn_of(session, "genjimaru")
    goblin = state.target("goblin")
    with session.edit():
        goblin.damage = goblin.hp - 6
    session.apply(UseSkill("mumyoken", die="genjimaru-n4-d12", target="goblin"))
    assert goblin.damage == goblin.hp and not goblin.destroyed  # 12 / 2 = 6 at once, destroyed later
    assert state.die("genjimaru-n4-d12").where == "aside"
    end_round(session)
    assert goblin.destroyed


def test_faq_phase_shift_hit_or_miss():
    for on, lost in ((["goblin"], False), ([], True)):
        session, script, state = fresh()
        turn_of(session, "paola")
        session.apply(UseSkill("phase_shift"))
        script.add(land(on, 3, lost=lost))
        shoot(session, "paola-n1-d4", method="throw")
        assert state.prompts[0].kind == "phase_shift"
        session.apply(Choose("return"))
        assert state.die("paola-n1-d4").where == "hand"
        assert state.turn == "sigurd"


def test_faq_explosion_is_a_coin_toss():
    session, script, state = fresh()
    turn_of(session, "paola")
    session.apply(UseSkill("explosion"))
    throw = session.game.sample_shot(state, "paola", "paola-n3-d12", "throw")
    with pytest.raises(RulesError) as err:
        session.apply(throw)
    assert err.value.rule == "monsterraid FAQ エクスプロージョン"
    state = session.state
    script.add(land(["lizardman"], 9))
    shoot(session, "paola-n3-d12")
    assert script.calls[0][0].method == "coin"
    assert state.target("lizardman").damage == 9


def test_faq_meteor_swarm_collects_dice_on_effect_cards_too():
    session, script, state = fresh()
    regen = layout.place_effect(state, "lizardman", "regeneration")
    turn_of(session, "paola")
    put(session, "paola-n1-d4", [regen.id], 4)
    put(session, "paola-u1-d20", ["goblin"], 17)
    session.apply(UseSkill("meteor_swarm", dice=("paola-n1-d4", "paola-u1-d20"), target="lizardman"))
    assert state.target("lizardman").damage == 21
    assert state.die("paola-n1-d4").where == "hand"
    assert state.die("paola-u1-d20").where == "gone"


def test_faq_counter_and_breath_dice_not_back_by_storm_arrow_but_by_mana_recharge():
    session, script, state = fresh()
    turn_of(session, "leaf")
    with session.edit():
        state.die("leaf-n5-d8").where = "aside"
    session.apply(UseSkill("storm_arrow"))
    assert state.die("leaf-n5-d8").where == "aside"
    turn_of(session, "paola")
    with session.edit():
        state.die("paola-n3-d12").where = "aside"
    session.apply(UseSkill("mana_recharge", die="paola-n3-d12"))
    assert state.die("paola-n3-d12").where == "hand"


def test_rule_1_ice_wall_keeps_a_target_from_the_wall():
    session, script, state = fresh()
    turn_of(session, "paola")
    session.apply(UseSkill("ice_wall", target="lizardman"))
    end_round(session)
    assert state.wall == 1 + 1 + 1 - 1  # three S minions, Dragon-Scale Guard
    assert state.target("lizardman").damage == 0


def test_rule_1_crimson_aura_on_a_flying_target():
    session, script = new_game()
    state = arrange(session, "lizardman", ["giant_bat", "goblin", "kobold"])
    put(session, "paola-n1-d4", ["giant_bat"], 1)
    assert round_end_damage(state, state.target("giant_bat"))[0] == 1 + 2


def test_faq_seal_normal_one_of_choice_hard_all():
    session, script, state = fresh(difficulty="hard")
    with session.edit():
        seal = layout.place_effect(state, "lizardman", "seal")
    script.add(land([seal.id], 2))
    shoot(session, "sigurd-n1-d6")
    assert all(s.tapped for s in state.adventurer("sigurd").skills if s.id in
               ("dragons_blood", "dragons_eye", "dragon_curse", "dragon_dive"))
    assert not state.prompts


def test_rule_0_a_removed_effect_card_frees_its_edge_for_a_new_one():
    session, script, state = fresh()
    with session.edit():
        counter = layout.place_effect(state, "goblin", "counter")
    edge = counter.edge
    put(session, "sigurd-n1-d6", ["goblin"], 3)
    session.apply(UseSkill("dragons_eye", targets=("goblin",)))
    assert edge in layout.free_edges(state, "goblin")
    card = layout.place_effect(state, "goblin", "damage_site", edge)
    assert card.edge == edge


def test_rule_1_marking_arrow_on_a_chosen_free_edge_only():
    session, script, state = fresh()
    turn_of(session, "leaf")
    free = layout.free_edges(state, "lizardman")
    blocked = next(e for e in range(6) if e not in free)
    with pytest.raises(RulesError):
        session.apply(UseSkill("marking_arrow", target="lizardman", edge=blocked))
    session.apply(UseSkill("marking_arrow", target="lizardman", edge=free[-1]))
    assert [c.edge for c in session.state.cards if c.kind == "damage_site"] == [free[-1]]


def test_faq_card_added_to_a_shifted_board_goes_back_with_it_at_round_end():
    session, script, state = fresh()
    liz = state.target("lizardman")
    script.add(land([], 1, boards={"lizardman": (liz.x + 10, liz.y, 0.0)}))
    shoot(session, "sigurd-n1-d6")
    session.apply(UseSkill("marking_arrow", target="lizardman"))
    card = next(c for c in state.cards if c.kind == "damage_site")
    assert card.cx != card.x  # lies against the shifted board now
    end_round(session)
    from tabletop.games.monsterraid import geometry
    assert (card.cx, card.cy) == (card.x, card.y)
    assert (card.x, card.y, card.angle) == geometry.card_pose(liz.x, liz.y, liz.angle, liz.sides, card.edge)
