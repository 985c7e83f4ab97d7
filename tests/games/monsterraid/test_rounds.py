"""The attack phase (rule 1): turns, shots, passes, lost dice, crashes, effect activation, FAQ."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.monsterraid.actions import Choose, Pass, Shoot, UseSkill
from tabletop.games.monsterraid.shots import Rest, ShotOutcome

from .helpers import arrange, empty_hand, land, new_game, pushed, shoot


def setup_game(**kw):
    session, script = new_game(**kw)
    state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    return session, script, state


def test_rule_1_turns_go_clockwise_from_sigurd_one_shot_each():
    session, script, state = setup_game()
    order = []
    for die in ("sigurd-n1-d6", "leaf-n1-d4", "genjimaru-n1-d6", "paola-n1-d4", "sigurd-n2-d6"):
        order.append(state.turn)
        script.add(land(["lizardman"], 2))
        shoot(session, die)
    assert order == ["sigurd", "leaf", "genjimaru", "paola", "sigurd"]


def test_rule_1_only_own_dice_from_hand_or_ultimate():
    session, script, state = setup_game()
    with pytest.raises(RulesError):
        shoot_action = session.game.sample_shot(state, "sigurd", "leaf-n1-d4", "flick")
        session.apply(shoot_action)
    assert not script.calls


def test_rule_1_pass_only_with_an_empty_hand():
    session, script, state = setup_game()
    with pytest.raises(RulesError) as err:
        session.apply(Pass())
    assert err.value.rule == "monsterraid 1 パス"
    assert Pass() not in session.legal_actions()


def test_faq_pass_with_ultimate_left_then_no_skills():
    session, script, state = setup_game()
    empty_hand(session, "sigurd")
    with session.edit():
        state.adventurer("sigurd").skills[1].in_play = True  # dragons_blood
    assert Pass() in session.legal_actions()
    session.apply(Pass())
    assert state.adventurer("sigurd").passed
    assert state.die("sigurd-u1-d12").where == "slot"
    # the pass lasts: Sigurd never gets a turn again this round, so no skill either
    from tabletop.games.monsterraid import skills
    with pytest.raises(RulesError) as err:
        skills.check(state, "sigurd", UseSkill("dragons_blood"))
    assert err.value.rule == "monsterraid FAQ パス後のスキル"


def test_rule_1_round_ends_when_all_have_passed():
    session, script, state = setup_game()
    for adv in ("sigurd", "leaf", "genjimaru", "paola"):
        empty_hand(session, adv)
    for _ in range(4):
        session.apply(Pass())
    assert state.round == 2
    assert state.turn == "sigurd"
    assert all(not a.passed for a in state.adventurers)
    # hand dice are back, unused ultimates still on the card
    assert state.die("leaf-n1-d4").where == "hand" and state.die("leaf-u1-d12").where == "slot"


def test_rule_1_passed_adventurers_are_skipped_until_round_end():
    session, script, state = setup_game()
    empty_hand(session, "sigurd")
    session.apply(Pass())
    for die in ("leaf-n1-d4", "genjimaru-n1-d6", "paola-n1-d4"):
        script.add(land([], 1))
        shoot(session, die)
    assert state.turn == "leaf"


def test_rule_1_shooting_methods_and_faq_other_methods_allowed():
    session, script, state = setup_game()
    script.add(land(["lizardman"], 3))
    shoot(session, "sigurd-n1-d6", method="throw")  # FAQ: other methods are allowed
    assert state.last_shot.method == "throw"
    legal = session.legal_actions()
    assert {a.method for a in legal if isinstance(a, Shoot)} == {"flick", "throw"}  # Leaf: either


def test_faq_launcher_less_flick_is_allowed():
    session, script, state = setup_game()
    script.add(land(["lizardman"], 4))
    shoot(session, "sigurd-n1-d6", launcher=False)
    assert state.die("sigurd-n1-d6").where == "field"
    assert script.calls[0][0].launcher is False


def test_rule_prep_2_paola_never_uses_the_launcher():
    session, script, state = setup_game()
    with session.edit():
        state.turn = "paola"
    with pytest.raises(RulesError) as err:
        shoot(session, "paola-n1-d4", launcher=True)
    assert err.value.rule == "monsterraid 準備 2 発射台"


def test_rule_1_shot_inputs_seed_and_index_reach_the_physics():
    session, script, state = setup_game()
    script.add(land([], 1), land([], 1))
    shoot(session, "sigurd-n1-d6")
    shoot(session, "leaf-n1-d4")
    assert [c[2] for c in script.calls] == [0, 1]
    assert all(c[1] == state.physics_seed for c in script.calls)


def test_rule_1_lost_die_is_not_on_the_battlefield_and_comes_back():
    session, script, state = setup_game()
    script.add(land([], 6, lost=True))
    shoot(session, "sigurd-n1-d6")
    d = state.die("sigurd-n1-d6")
    assert d.where == "lost"
    assert "sigurd-n1-d6" not in [x["id"] for x in session.view(0)["table"]["dice"]]


def test_faq_d8_overhang_counts_only_when_the_bottom_face_touches():
    # the physics reports "on" by the bottom face; a tip over the board without contact is not on it
    session, script, state = setup_game()
    liz = state.target("lizardman")
    outcome = ShotOutcome([Rest("sigurd-n3-d8", [], 8, False, True, [], liz.cx + 60, liz.cy, 0.0)])
    script.add(outcome)
    shoot(session, "sigurd-n3-d8")
    assert state.last_shot.hit == []
    from tabletop.games.monsterraid.damage import round_end_damage
    assert round_end_damage(state, liz)[0] == 0


def test_rule_crash_pushed_dice_keep_their_new_place_and_face():
    session, script, state = setup_game()
    script.add(land(["lizardman"], 5))
    shoot(session, "sigurd-n1-d6")
    script.add(lambda st, spec: land(["goblin"], 2, crashed=["sigurd-n1-d6"],
                                     others=[pushed(st, "sigurd-n1-d6", on=["kobold"], face=1)])(st, spec))
    shoot(session, "leaf-n1-d4")
    d = state.die("sigurd-n1-d6")
    assert d.on == ["kobold"] and d.face == 1
    assert state.last_shot.crashed == ["sigurd-n1-d6"]


def test_rule_crash_pushed_die_on_an_effect_card_counts_as_the_shooters():
    session, script, state = setup_game()
    keg = next(c for c in state.cards if c.kind == "powder_keg")  # on the goblin
    script.add(land(["lizardman"], 5))
    shoot(session, "sigurd-n1-d6")
    script.add(lambda st, spec: land([], 2, crashed=["sigurd-n1-d6"],
                                     others=[pushed(st, "sigurd-n1-d6", on=[keg.id])])(st, spec))
    before = state.target(keg.board).damage
    shoot(session, "leaf-n1-d4")
    assert state.target(keg.board).damage == before + 4
    assert keg.id in state.last_shot.triggered


def pushed_onto(effect: str):
    """Sigurd's d6 lands on the lizardman, then Leaf's shot pushes it onto the lizardman's ``effect`` card
    (every skill in play). Returns the session, its script, the state and the card."""
    session, script, state = setup_game()
    from tabletop.games.monsterraid import layout
    with session.edit():
        state.cards.clear()
        card = layout.place_effect(state, "lizardman", effect)
        for a in state.adventurers:
            for s in a.skills:
                s.in_play = True
    script.add(land(["lizardman"], 5))
    shoot(session, "sigurd-n1-d6")
    script.add(lambda st, spec: land([], 2, crashed=["sigurd-n1-d6"],
                                     others=[pushed(st, "sigurd-n1-d6", on=[card.id])])(st, spec))
    shoot(session, "leaf-n1-d4")
    return session, script, state, card


def test_faq_seal_by_a_pushed_die_applies_to_the_shooter():
    session, script, state, seal = pushed_onto("seal")
    assert state.prompts[0].kind == "seal" and state.prompts[0].adventurer == "leaf"
    assert session.pending().seat == state.adventurer("leaf").seat
    session.apply(Choose("storm_arrow"))
    leaf = state.adventurer("leaf")
    assert next(s for s in leaf.skills if s.id == "storm_arrow").tapped
    assert state.turn == "genjimaru"


def test_faq_curse_by_a_pushed_die_applies_to_the_owner():
    session, script, state, curse = pushed_onto("curse")
    from tabletop.games.monsterraid import effects, skills
    assert effects.cursed(state, "sigurd") and not effects.cursed(state, "leaf")
    # Genjimaru (not cursed) may use a skill; Sigurd later may not
    session.apply(UseSkill("rakkasho"))
    with pytest.raises(RulesError) as err:
        skills.check(state, "sigurd", UseSkill("dragons_blood"))
    assert err.value.rule == "monsterraid FAQ 呪い"


def test_faq_curse_hard_side_also_blocks_ultimate_dice():
    session, script, state = setup_game(difficulty="hard")
    from tabletop.games.monsterraid import layout
    with session.edit():
        state.cards.clear()
        curse = layout.place_effect(state, "lizardman", "curse")
    script.add(land([curse.id], 5))
    shoot(session, "sigurd-n1-d6")
    with session.edit():
        state.turn = "sigurd"
        state.adventurer("sigurd").shots_left = 1
    with pytest.raises(RulesError) as err:
        shoot(session, "sigurd-u1-d12")
    assert err.value.rule == "monsterraid FAQ 呪い"


def test_faq_shifted_boards_and_cards_stay_until_round_end_then_go_back():
    session, script, state = setup_game()
    liz = state.target("lizardman")
    card = state.cards[0]
    home = (liz.x, liz.y, liz.angle)
    script.add(land(["lizardman"], 3, boards={"lizardman": (liz.x + 7, liz.y - 3, 0.1)},
                    cards={card.id: (card.cx + 5, card.cy, card.cangle)}))
    shoot(session, "sigurd-n1-d6")
    assert (liz.cx, liz.cy) == (home[0] + 7, home[1] - 3)
    view = session.view(0)
    assert next(t for t in view["targets"] if t["id"] == "lizardman")["shifted"]
    for adv in ("sigurd", "leaf", "genjimaru", "paola"):
        empty_hand(session, adv)
    with session.edit():
        state.adventurer("sigurd").passed = False
    for _ in range(4):
        session.apply(Pass())
    assert (liz.cx, liz.cy, liz.cangle) == home
    assert (card.cx, card.cy, card.cangle) == (card.x, card.y, card.angle)


def test_faq_die_on_two_effect_cards_activates_both():
    session, script, state = setup_game()
    from tabletop.games.monsterraid import layout
    with session.edit():
        state.cards.clear()
        k1 = layout.place_effect(state, "goblin", "powder_keg")
        k2 = layout.place_effect(state, "kobold", "powder_keg")
    script.add(land([k1.id, k2.id], 3))
    shoot(session, "sigurd-n1-d6")
    assert state.target("goblin").damage == 4 and state.target("kobold").damage == 4


def test_faq_overlapping_cards_only_the_top_one_activates():
    # the physics reports only the top card of an overlap; the rules activate only what is reported
    session, script, state = setup_game()
    from tabletop.games.monsterraid import layout
    with session.edit():
        state.cards.clear()
        k1 = layout.place_effect(state, "goblin", "powder_keg")
        k2 = layout.place_effect(state, "kobold", "powder_keg")
        k2.layer = 1
    script.add(land([k2.id], 3, cards={k1.id: (k2.cx, k2.cy, k2.cangle)}))
    shoot(session, "sigurd-n1-d6")
    assert state.target("kobold").damage == 4 and state.target("goblin").damage == 0


def test_faq_card_shifted_off_its_target_stays_connected():
    session, script, state = setup_game()
    keg = next(c for c in state.cards if c.kind == "powder_keg")
    script.add(land([keg.id], 3, cards={keg.id: (keg.cx + 200, keg.cy + 200, 0.0)}))
    shoot(session, "sigurd-n1-d6")
    assert state.target(keg.board).damage == 4


def test_rule_1_effect_void_when_the_die_leaves_before_its_timing():
    session, script, state = setup_game()
    regen = next(c for c in state.cards if c.kind == "regeneration")  # slime
    slime = state.target("slime")
    paola = state.adventurer("paola")
    with session.edit():
        slime.damage = slime.hp - 2  # the 3 collected by Meteor Swarm destroy it unless regenerated
        state.turn = "paola"
        for s in paola.skills:
            s.in_play = True
    script.add(land([regen.id], 3))
    shoot(session, "paola-n1-d4", method="throw")
    # Meteor Swarm collects the die from the card before round end: no regeneration
    with session.edit():
        state.turn = "paola"
    session.apply(UseSkill("meteor_swarm", dice=("paola-n1-d4",), target="slime"))
    assert slime.damage == slime.hp + 1
    for adv in ("sigurd", "leaf", "genjimaru", "paola"):
        empty_hand(session, adv)
    for _ in range(4):
        session.apply(Pass())
    assert slime.destroyed  # HP + 1 >= HP, no 3 removed by regeneration


def test_rule_1_a_die_already_on_a_card_does_not_trigger_it_again():
    session, script, state = setup_game()
    keg = next(c for c in state.cards if c.kind == "powder_keg")
    script.add(land([keg.id], 3))
    shoot(session, "sigurd-n1-d6")
    script.add(lambda st, spec: land(["lizardman"], 2,
                                     others=[Rest("sigurd-n1-d6", [keg.id], 3, False, False, [],
                                                  keg.cx, keg.cy, 0.0)])(st, spec))
    shoot(session, "leaf-n1-d4")
    assert state.target(keg.board).damage == 4


def test_rule_1_immediate_effects_counter_and_breath():
    session, script, state = setup_game()
    from tabletop.games.monsterraid import layout
    with session.edit():
        state.cards.clear()
        counter = layout.place_effect(state, "lizardman", "counter")
        breath = layout.place_effect(state, "goblin", "breath")
    script.add(land(["lizardman", counter.id], 6))
    shoot(session, "sigurd-n1-d6")
    assert state.die("sigurd-n1-d6").where == "aside"
    script.add(land([breath.id], 2))
    shoot(session, "leaf-n1-d4")
    aside = [d.id for d in state.dice if d.owner == "leaf" and d.where == "aside"]
    assert aside == ["leaf-n5-d8"]  # the largest die in hand


def test_ruling_R23_a_die_across_counter_and_a_later_card_fires_both():
    """FAQ (エフェクトカードに跨って): a die across two effect cards activates both, even when 反撃
    takes the die away; the cards share one timing (ruling R23)."""
    session, script, state = setup_game()
    from tabletop.games.monsterraid import layout
    with session.edit():
        state.cards.clear()
        counter = layout.place_effect(state, "lizardman", "counter")
        keg = layout.place_effect(state, "lizardman", "powder_keg")
        assert counter.kind < keg.kind  # the later kind fires after 反撃 has removed the die
        damage = state.target("lizardman").damage
    script.add(land([counter.id, keg.id], 6))
    events = shoot(session, "sigurd-n1-d6")
    assert state.die("sigurd-n1-d6").where == "aside"  # 反撃
    assert state.target("lizardman").damage == damage + 4  # 火薬樽 (normal: 4) fires too
    assert {counter.id, keg.id} <= set(state.last_shot.triggered)
    assert any("反撃" in e.rule for e in events)
