"""Combat (rules 14-17), Emerium energy (rule 18) and capsule monsters (rule 19)."""

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.ultraseven.actions import (Attack, DeclineTransform, EndAlienActions, EndCombatStep,
                                                EndDeployment, EndRecon, EndRedeployment, Fight, Transform,
                                                UseCapsule, Deploy)
from tabletop.games.ultraseven.state import BASE, inv_zone, tdf_zone

from .helpers import BOOK, activate, clear_table, deploy, dice, new, put

K, F, A, S, N, D, KU = ("m_kiriyama", "m_furuhashi", "m_amagi", "m_soga", "m_anne", "m_dan", "m_kurata")


def combat(card, cards_in_area, damage=0, chits=0, mode="campaign", events=(), rolls=()):
    """A game at the start of combat: ``card`` face up, ``cards_in_area`` deployed with it."""
    s = new(mode)
    clear_table(s)
    area = put(s, card, face_up=True, damage=damage, chits=chits)
    s.apply(EndAlienActions(), 0)
    for e in events:
        activate(s, e)
    for c in cards_in_area:
        deploy(s, c, area)
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    dice(s, *rolls)
    s.apply(EndRedeployment(), 1)
    return s, area


def test_rule_14_1_combat_only_where_a_face_up_card_meets_the_tdf():
    s = new()
    clear_table(s)
    put(s, "inv02", face_up=False)
    put(s, "inv24", face_up=True)
    s.apply(EndAlienActions(), 0)
    deploy(s, F, "city")
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(EndRedeployment(), 1)
    assert s.state.turn == 2      # no combat anywhere: next turn


def test_rule_15_2_each_member_attacks_once():
    s, _ = combat("inv24", [F, S])
    assert s.pending().kind == "attack"
    dice(s, 6)
    s.apply(Attack(F, ()), 1)
    with pytest.raises(RulesError) as e:
        s.apply(Attack(F, ()), 1)
    assert e.value.rule == "ultraseven 15.2"
    assert {a.member for a in s.legal_actions()} == {S}


def test_rule_15_3_hit_on_combat_plus_tdf_value_or_less():
    # inv21 TDF value -1; Furuhashi combat 3 -> needs 2 or less
    assert BOOK.invasion["inv21"].tdf_value == -1
    s, _ = combat("inv21", [F, S])
    dice(s, 3)
    s.apply(Attack(F, ()), 1)
    assert s.state.damage["inv21"] == 0
    dice(s, 2)
    s.apply(Attack(S, ()), 1)
    assert s.state.damage["inv21"] == 1


def test_rule_15_4_15_5_a_weapon_adds_to_one_member_only_and_only_its_users():
    s, _ = combat("inv21", [F, S, "w_hydranger"])
    assert Attack(F, ("w_hydranger",)) in s.legal_actions()
    dice(s, 4)     # 3 + 2 - 1 = 4
    s.apply(Attack(F, ("w_hydranger",)), 1)
    assert s.state.damage["inv21"] == 1
    with pytest.raises(RulesError) as e:
        s.apply(Attack(S, ("w_hydranger",)), 1)
    assert e.value.rule == "ultraseven 15.5"


def test_ruling_15_5_only_a_weapons_users_may_use_it():
    s, _ = combat("inv24", [N, S, "w_hydranger"])
    assert Attack(N, ("w_hydranger",)) not in s.legal_actions()
    with pytest.raises(RulesError):
        s.apply(Attack(N, ("w_hydranger",)), 1)


def test_rule_15_6_hawk_1_gives_plus_one_to_up_to_three_members():
    s, _ = combat("inv03", [K, F, S, A, "w_hawk1"])   # sea, card power 4
    for m in (K, F, S):
        dice(s, 6)
        s.apply(Attack(m, ("w_hawk1",)), 1)
    assert s.state.combat.hawk1_uses == 3
    assert Attack(A, ("w_hawk1",)) not in s.legal_actions()
    with pytest.raises(RulesError):
        s.apply(Attack(A, ("w_hawk1",)), 1)


def test_rule_15_6_hawk_1_adds_exactly_one():
    s, _ = combat("inv24", [N, "w_hawk1"])   # TDF value 0, Anne combat 1 -> 2 with Hawk 1
    dice(s, 2)
    s.apply(Attack(N, ("w_hawk1",)), 1)
    assert s.state.damage["inv24"] == 1


def test_rule_15_7_removed_only_when_damage_exceeds_combat_power():
    # inv24 combat 3, 2 damage already
    assert BOOK.invasion["inv24"].combat == 3
    s, area = combat("inv24", [F, S], damage=2)
    dice(s, 1)
    s.apply(Attack(F, ()), 1)
    assert s.state.damage["inv24"] == 3 and "inv24" in s.state.zones[inv_zone(area)].cards
    assert s.view(1)["combat"]["card"]["current_combat"] == 0     # equal: treated as 0
    dice(s, 1)
    s.apply(Attack(S, ()), 1)
    assert "inv24" in s.state.zones["removed"].cards


def test_rule_15_7_equal_case_fights_the_melee_at_power_zero():
    s, _ = combat("inv24", [D], damage=2)
    dice(s, 6)
    s.apply(Attack(D, ()), 1)
    assert s.pending().kind == "transform"
    dice(s, 1, 1)
    s.apply(Transform(), 1)
    dice(s, 1, 2)     # Seven 1 + 4 vs alien 2 + 0
    s.apply(Fight("hand_shot"), 1)
    assert "inv24" in s.state.zones["removed"].cards


def test_rule_15_8_damage_carries_over_turns():
    s, _ = combat("inv03", [F])
    dice(s, 1)
    s.apply(Attack(F, ()), 1)
    assert s.state.turn == 2 and s.state.damage["inv03"] == 1


def test_rule_15_9_dash_cards_cannot_be_attacked_by_the_tdf():
    s, _ = combat("inv33", [F, S])        # Shadowman: TDF value 「－」
    assert BOOK.invasion["inv33"].tdf_value is None
    assert s.state.turn == 2              # no attack and no Dan: combat over
    s2, _ = combat("inv33", [F, D])
    assert s2.pending().kind == "transform"


def test_manabe_event_adds_one_to_every_attack():
    s, _ = combat("inv21", [N], events=["ev_manabe_1"])   # Anne 1 + 1 - 1 = 1
    dice(s, 1)
    s.apply(Attack(N, ()), 1)
    assert s.state.damage["inv21"] == 1


def test_rule_16_1_16_2_transformation_is_optional_where_dan_is():
    s, _ = combat("inv03", [D], rolls=())
    dice(s, 6)
    s.apply(Attack(D, ()), 1)
    assert {type(a) for a in s.legal_actions()} >= {Transform, DeclineTransform}
    s.apply(DeclineTransform(), 1)
    assert s.state.turn == 2


@pytest.mark.parametrize("others,number", [(0, 10), (1, 9), (3, 7), (6, 4)])
def test_rule_16_3_number_by_the_other_members_present(others, number):
    pool = [K, F, A, S, N]
    members = [D, *pool[:others]]
    events = []
    if others == 6:
        members = [D, K, F, A, S, N, KU]
        events = ["ev_kurata_1"]
    s, area = combat("inv33", members, events=events) if others < 6 else combat("inv01", members, events=events)
    while s.pending().kind == "attack":
        dice(s, 6)
        s.apply(s.legal_actions()[0], 1)
    assert s.view(1)["combat"]["transformation_number"] == number


def test_rule_16_3_kurata_counts():
    s, _ = combat("inv43", [D, KU], events=["ev_kurata_1"])   # space, TDF value 「－」
    assert s.view(1)["combat"]["transformation_number"] == 9


def test_rule_16_4_roll_two_dice_at_or_under_the_number():
    s, _ = combat("inv33", [D])
    dice(s, 5, 6)
    s.apply(Transform(), 1)
    assert s.pending().kind == "failed"
    s.apply(EndCombatStep(), 1)
    s2, _ = combat("inv33", [D])
    dice(s2, 4, 6)
    s2.apply(Transform(), 1)
    assert s2.pending().kind == "melee"


def transformed(card="inv33", members=(D,), **kw):
    s, area = combat(card, list(members), **kw)
    dice(s, 1, 1)
    s.apply(Transform(), 1)
    assert s.pending().kind == "melee"
    return s, area


def test_rule_17_2_a_technique_must_be_chosen():
    s, _ = transformed()
    assert all(isinstance(a, Fight) for a in s.legal_actions())
    with pytest.raises(RulesError):
        s.apply(EndCombatStep(), 1)


def test_rule_17_4_1_seven_wins_and_removes_the_card():
    s, _ = transformed()        # Shadowman combat 2
    dice(s, 4, 2)               # Hand Shot 4 + 4 = 8 vs 2 + 2 = 4
    s.apply(Fight("hand_shot"), 1)
    assert "inv33" in s.state.zones["removed"].cards
    assert s.state.emerium == 130 - BOOK.techniques["hand_shot"].extra


def test_rule_17_4_2_seven_beaten_the_melee_ends():
    s, _ = transformed()
    dice(s, 1, 6)               # 4 + 1 = 5 vs 2 + 6 = 8
    s.apply(Fight("hand_shot"), 1)
    assert s.pending().kind == "forced_end"
    s.apply(EndCombatStep(), 1)
    assert "inv33" in s.state.zones[inv_zone("insiders")].cards and s.state.turn == 2


def test_rule_17_4_3_a_tie_may_be_fought_again_at_the_tdfs_choice():
    s, _ = transformed()
    assert BOOK.invasion["inv33"].combat == 3
    dice(s, 5, 6)               # 4 + 5 = 9 vs 3 + 6 = 9
    s.apply(Fight("hand_shot"), 1)
    assert s.pending().kind == "tie"
    assert EndCombatStep() in s.legal_actions()
    dice(s, 6, 1)
    s.apply(Fight("eye_slugger"), 1)
    assert "inv33" in s.state.zones["removed"].cards
    assert s.state.emerium == 130 - 1 - 2


def test_rule_17_4_3_the_tdf_may_stop_after_a_tie():
    s, _ = transformed()
    dice(s, 4, 6)
    s.apply(Fight("hand_shot"), 1)
    s.apply(EndCombatStep(), 1)
    assert s.state.turn == 2


def test_rule_17_3_damage_lowers_the_aliens_melee_power():
    s, _ = transformed("inv43", (D,), damage=0)   # Robot Chief combat 4, 「－」
    assert s.view(1)["combat"]["card"]["current_combat"] == 4 == BOOK.invasion["inv43"].combat
    s2, _ = combat("inv03", [D], damage=4)       # combat 5, 4 damage
    dice(s2, 6)
    s2.apply(Attack(D, ()), 1)                   # a miss
    assert s2.view(1)["combat"]["card"]["current_combat"] == 1
    dice(s2, 1, 1)
    s2.apply(Transform(), 1)
    dice(s2, 1, 3)                               # Seven 4 + 1 = 5 vs 1 + 3 = 4
    s2.apply(Fight("hand_shot"), 1)
    assert "inv03" in s2.state.zones["removed"].cards


def test_rule_18_1_each_technique_spends_its_extra_power():
    s, _ = transformed()
    dice(s, 1, 6)
    s.apply(Fight("wide_shot"), 1)
    assert s.state.emerium == 130 - 6


def test_rule_18_2_18_3_seven_dies_at_zero_and_the_game_goes_on():
    s, _ = transformed()
    with s.edit():
        s.state.emerium = 2
    dice(s, 1, 6)
    s.apply(Fight("eye_slugger"), 1)
    assert s.state.emerium == 0 and s.state.seven_dead
    assert s.state.winner == -1 and s.pending() is not None        # the game goes on
    assert D in s.state.zones[tdf_zone(BASE)].cards
    assert s.pending().kind == "alien"                             # no capsule monster after death
    s.apply(EndAlienActions(), 0)
    with pytest.raises(RulesError) as e:
        s.apply(Deploy(D, "city"), 1)
    assert e.value.rule == "ultraseven 18.2"
    assert not any(isinstance(a, Deploy) and a.card == D and a.area != BASE for a in s.legal_actions())


def test_rule_18_2_no_capsule_monsters_after_death():
    s, _ = transformed()
    with s.edit():
        s.state.seven_dead = True
    from tabletop.games.ultraseven import combat as cb
    with pytest.raises(RulesError) as e:
        cb.check_capsule(BOOK, s.state, "cap_miclas_1")
    assert e.value.rule == "ultraseven 18.2"


def test_rule_19_1_capsules_before_the_transformation_roll():
    s, _ = combat("inv33", [D], chits=5)
    assert UseCapsule("cap_miclas_1") in s.legal_actions()
    dice(s, 3)                                   # cap_miclas_1 face 3: chits -1
    s.apply(UseCapsule("cap_miclas_1"), 1)
    assert s.state.chits["inv33"] == 4 and s.pending().kind == "transform"


def test_rule_19_1_capsules_on_a_failed_transformation():
    s, _ = combat("inv33", [D], chits=5)
    dice(s, 6, 6)
    s.apply(Transform(), 1)
    assert UseCapsule("cap_windom_1") in s.legal_actions()
    dice(s, 5)                                   # cap_windom_1 face 5: chits -3
    s.apply(UseCapsule("cap_windom_1"), 1)
    assert s.state.chits["inv33"] == 2


def test_rule_19_1_capsules_when_the_melee_is_forced_to_end():
    s, _ = transformed(chits=3)
    dice(s, 1, 6)
    s.apply(Fight("hand_shot"), 1)
    assert UseCapsule("cap_agira_1") in s.legal_actions()
    dice(s, 2)                                   # cap_agira_1 face 2: chits -1
    s.apply(UseCapsule("cap_agira_1"), 1)
    assert s.state.chits["inv33"] == 2


def test_rule_19_2_one_of_each_kind_per_turn():
    s, _ = combat("inv33", [D], chits=8)
    dice(s, 1)
    s.apply(UseCapsule("cap_miclas_1"), 1)
    assert not any(isinstance(a, UseCapsule) and BOOK.capsules[a.card].kind == "miclas" for a in s.legal_actions())
    with pytest.raises(RulesError) as e:
        s.apply(UseCapsule("cap_miclas_2"), 1)
    assert e.value.rule == "ultraseven 19.2"
    dice(s, 1)
    s.apply(UseCapsule("cap_windom_1"), 1)
    dice(s, 6, 6)
    s.apply(Transform(), 1)                      # failed: a new timing, but the turn's limit holds
    acts = [a for a in s.legal_actions() if isinstance(a, UseCapsule)]
    assert acts and all(BOOK.capsules[a.card].kind == "agira" for a in acts)


def test_rule_19_3_only_in_dans_area():
    s, _ = combat("inv33", [F])
    assert s.state.turn == 2          # no Dan: no transformation, no capsule timing


def test_rule_19_5_capsules_are_single_use():
    s, _ = combat("inv33", [D], chits=8)
    dice(s, 1)
    s.apply(UseCapsule("cap_miclas_1"), 1)
    assert "cap_miclas_1" in s.state.zones["capsules_used"].cards
    assert "cap_miclas_1" not in s.state.zones["capsules"].cards


def test_rule_19_6_2_capsule_damage_can_remove_the_card():
    assert BOOK.invasion["inv33"].combat == 3
    s, _ = combat("inv33", [D], damage=3)        # combat 3, damage 3
    dice(s, 5)                                   # cap_miclas_1 face 5: damage +1 -> 4 > 3
    s.apply(UseCapsule("cap_miclas_1"), 1)
    assert "inv33" in s.state.zones["removed"].cards


def test_rule_19_6_1_chits_never_go_below_zero():
    s, _ = combat("inv33", [D], chits=1)
    dice(s, 5)                                   # cap_windom_1 face 5: chits -3
    s.apply(UseCapsule("cap_windom_1"), 1)
    assert s.state.chits["inv33"] == 0


def test_short_play_capsules_are_limited():
    s, _ = combat("inv33", [D], mode="one_cour")
    caps = sorted(a.card for a in s.legal_actions() if isinstance(a, UseCapsule))
    assert caps == ["cap_agira_1", "cap_miclas_1", "cap_windom_1"]


def test_combat_runs_area_by_area():
    s = new()
    clear_table(s)
    put(s, "inv24", face_up=True)     # sea
    put(s, "inv02", face_up=True)     # city
    s.apply(EndAlienActions(), 0)
    deploy(s, F, "sea")
    deploy(s, S, "city")
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(EndRedeployment(), 1)
    assert s.state.combat.area == "city" and s.state.combat_queue == ["sea"]
    dice(s, 6)
    s.apply(Attack(S, ()), 1)
    assert s.state.combat.area == "sea"


def test_rule_14_2_tdf_attack_first_then_melee():
    s, _ = combat("inv03", [D, F])
    assert s.pending().kind == "attack"
    for m in (D, F):
        dice(s, 6)
        s.apply(Attack(m, ()), 1)
    assert s.pending().kind == "transform"


def test_rule_19_4_capsules_are_optional():
    s, _ = combat("inv33", [D], chits=5)
    dice(s, 1, 1)
    s.apply(Transform(), 1)            # straight to the roll, no capsule
    assert s.pending().kind == "melee" and len(s.state.zones["capsules"]) == 11


def test_ruling_U_15a_one_weapon_per_member_hawk_1_included():
    """Rules 15.4-15.6, ruling U-15a: a member adds one weapon's power (Ultra Hawk 1's +1 counts as that
    member's weapon); Furuhashi with Hawk 1 and Magma Riser would hit on 8 or less, certain on a d6."""
    s, _ = combat("inv16", [F, S, "w_hawk1", "w_magma"])   # mountain: both weapons may go there
    legal = {a for a in s.legal_actions() if isinstance(a, Attack) and a.member == F}
    assert legal == {Attack(F, ()), Attack(F, ("w_hawk1",)), Attack(F, ("w_magma",))}
    with pytest.raises(RulesError) as e:
        s.apply(Attack(F, ("w_hawk1", "w_magma")), 1)
    assert e.value.rule == "ultraseven 15.5"
    assert all(len(a.weapons) <= 1 for a in s.legal_actions() if isinstance(a, Attack))
    # the two weapons still go to two members: Magma Riser to Furuhashi, Hawk 1's +1 to Soga
    dice(s, 6)
    s.apply(Attack(F, ("w_magma",)), 1)
    assert Attack(S, ("w_hawk1",)) in s.legal_actions()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rule_17_4_the_melee_roll_names_the_invasion_card_not_its_alien(lang):
    """Issue 16: the alien's melee roll read "Alien Cool: melee ..." where the book has the invasion card roll (rule
    17.3-17.4: its combat power less damage, plus a die); the card is face up, so every seat may read its name."""
    s, _ = transformed()        # inv33, face up in combat
    dice(s, 5, 6)
    events = s.apply(Fight("hand_shot"), 1)
    rolls = [e for e in events if e.kind == "roll" and e.rule == "ultraseven 17.4"]
    assert len(rolls) == 2
    card, alien = BOOK.name("inv33").get(lang), BOOK.invasion["inv33"].alien.get(lang)
    assert rolls[1].data[f"who_{lang}"] == card and card != alien
    for seat in (0, 1, None):  # the same row for both sides and a spectator: nothing secret in it
        shown = [e for e in s.log_for(seat) if e.kind == "roll" and e.rule == "ultraseven 17.4"]
        assert shown[-1].data[f"who_{lang}"] == card
        assert shown[-1].text.get(lang).startswith(card), shown[-1].text.get(lang)
