"""TDF deployment (rule 11), event cards from the hand (11.7) and redeployment (rule 13)."""

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.ultraseven.actions import (Deploy, EndAlienActions, EndDeployment, EndRecon, PlayEvent,
                                                Redeploy, TakeEvent)
from tabletop.games.ultraseven.state import BASE, tdf_zone

from .helpers import activate, event_to_tdf_hand, new

K, F, A, S, N, D, KU = ("m_kiriyama", "m_furuhashi", "m_amagi", "m_soga", "m_anne", "m_dan", "m_kurata")


def deploy_phase(mode="campaign"):
    s = new(mode)
    s.apply(EndAlienActions(), 0)
    return s


def test_rule_11_2_members_go_to_any_area_and_back_to_base():
    s = deploy_phase()
    s.apply(Deploy(F, "sea"), 1)
    assert F in s.state.zones[tdf_zone("sea")].cards
    s.apply(Deploy(F, "city"), 1)
    s.apply(Deploy(F, BASE), 1)
    assert F in s.state.zones[tdf_zone(BASE)].cards


def test_rule_11_3_four_members_need_kiriyama():
    s = deploy_phase()
    for m in (F, A, S):
        s.apply(Deploy(m, "city"), 1)
    with pytest.raises(RulesError) as e:
        s.apply(Deploy(N, "city"), 1)
    assert e.value.rule == "ultraseven 11.3"
    assert Deploy(N, "city") not in s.legal_actions()
    s.apply(Deploy(K, "city"), 1)
    s.apply(Deploy(N, "city"), 1)
    with pytest.raises(RulesError) as e:          # the captain may not leave four behind
        s.apply(Deploy(K, "sea"), 1)
    assert e.value.rule == "ultraseven 11.3"


def test_rule_11_3_the_base_area_is_exempt():
    s = deploy_phase()
    assert len([c for c in s.state.zones[tdf_zone(BASE)].cards]) >= 4
    s.apply(Deploy(K, "city"), 1)         # six members left in the base without the captain: fine
    assert s.pending().kind == "deploy"


def test_rule_11_4_at_most_two_weapons_per_turn():
    s = deploy_phase()
    s.apply(Deploy(F, "mountain"), 1)
    s.apply(Deploy("w_pointer", "mountain"), 1)
    s.apply(Deploy("w_magma", "mountain"), 1)
    with pytest.raises(RulesError) as e:
        s.apply(Deploy("w_hawk3", "mountain"), 1)
    assert e.value.rule == "ultraseven 11.4"
    s.apply(Deploy("w_pointer", BASE), 1)       # taking one back frees the slot
    s.apply(Deploy("w_hawk3", "mountain"), 1)


def test_rule_11_4_yamaoka_event_allows_one_more_weapon():
    s = deploy_phase()
    activate(s, "ev_yamaoka_1")
    s.apply(Deploy(F, "mountain"), 1)
    for w in ("w_pointer", "w_magma", "w_hawk3"):
        s.apply(Deploy(w, "mountain"), 1)


def test_rule_11_5_a_weapon_needs_its_user_in_the_area():
    s = deploy_phase()
    s.apply(Deploy(N, "sea"), 1)
    with pytest.raises(RulesError) as e:
        s.apply(Deploy("w_hydranger", "sea"), 1)    # Anne does not use the Hydranger
    assert e.value.rule == "ultraseven 11.5"
    s.apply(Deploy(S, "sea"), 1)
    s.apply(Deploy("w_hydranger", "sea"), 1)
    with pytest.raises(RulesError) as e:            # its only user may not walk away
        s.apply(Deploy(S, "city"), 1)
    assert e.value.rule == "ultraseven 11.5"


def test_weapon_area_limits_at_deployment():
    s = deploy_phase()
    s.apply(Deploy(F, "space"), 1)
    with pytest.raises(RulesError) as e:
        s.apply(Deploy("w_hydranger", "space"), 1)
    assert e.value.rule == "ultraseven 13.4"


def test_rule_11_6_kurata_only_on_an_event_turn_and_only_in_space():
    s = deploy_phase()
    with pytest.raises(RulesError) as e:
        s.apply(Deploy(KU, "space"), 1)
    assert e.value.rule == "ultraseven 11.6"
    activate(s, "ev_kurata_1")
    with pytest.raises(RulesError) as e:
        s.apply(Deploy(KU, "city"), 1)
    assert e.value.rule == "ultraseven 11.6"
    s.apply(Deploy(KU, "space"), 1)


def test_ruling_U_17a_kurata_counts_toward_the_four_members_and_is_not_kiriyama():
    """Rules 3.1, 11.3, 16.3, ruling U-17a: Capt. Kurata is one of the seven member cards, so he is
    one of the "four members" in Space; only Capt. Kiriyama lets four or more share an area."""
    s = deploy_phase()
    activate(s, "ev_kurata_1")
    for m in (F, A, KU):
        s.apply(Deploy(m, "space"), 1)
    with pytest.raises(RulesError) as e:
        s.apply(Deploy(S, "space"), 1)              # Kurata + three: a fourth member without Kiriyama
    assert e.value.rule == "ultraseven 11.3"
    assert Deploy(S, "space") not in s.legal_actions()
    s.apply(Deploy(K, "space"), 1)
    s.apply(Deploy(S, "space"), 1)


def test_rule_11_7_events_from_hand_up_to_three_no_two_of_a_name():
    s = deploy_phase()
    for c in ("ev_takenaka_1", "ev_takenaka_2", "ev_manabe_1"):
        event_to_tdf_hand(s, c)
    s.apply(PlayEvent("ev_takenaka_1"), 1)
    with pytest.raises(RulesError) as e:
        s.apply(PlayEvent("ev_takenaka_2"), 1)
    assert e.value.rule == "ultraseven 11.7"
    s.apply(PlayEvent("ev_manabe_1"), 1)
    v = s.view(1)
    assert v["effects"]["recon"] == 2 and v["effects"]["attack"] == 1
    assert "ev_takenaka_1" in [c["id"] for c in v["events_active"]]


def test_rule_11_7_not_a_card_named_like_the_event_the_alien_revealed():
    s = new()
    event_to_tdf_hand(s, "ev_takenaka_2")
    with s.edit():
        s.state.table().move("ev_takenaka_1", "deck", index=0)
    from tabletop.games.ultraseven.actions import Draw
    s.apply(Draw(), 0)
    s.apply(TakeEvent(), 1)       # even taken into the hand, it was revealed this turn
    s.apply(EndAlienActions(), 0)
    with pytest.raises(RulesError) as e:
        s.apply(PlayEvent("ev_takenaka_2"), 1)
    assert e.value.rule == "ultraseven 11.7"
    assert PlayEvent("ev_takenaka_2") not in s.legal_actions()


def test_rule_11_7_played_cards_are_discarded():
    s = deploy_phase()
    event_to_tdf_hand(s, "ev_anne_1")
    s.apply(PlayEvent("ev_anne_1"), 1)
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "EndRedeployment"), 1)
    assert "ev_anne_1" in s.state.zones["discard"].cards


def to_redeploy(s):
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)


def test_rule_13_1_one_group_moves_to_another_area():
    s = deploy_phase()
    s.apply(Deploy(F, "mountain"), 1)
    s.apply(Deploy("w_pointer", "mountain"), 1)
    s.apply(Deploy(S, "city"), 1)
    to_redeploy(s)
    s.apply(Redeploy("mountain", "city"), 1)
    assert sorted(s.state.zones[tdf_zone("city")].cards) == sorted([F, "w_pointer", S])
    with pytest.raises(RulesError) as e:
        s.apply(Redeploy("city", "mountain"), 1)
    assert e.value.rule == "ultraseven 13.1"


def test_rule_13_1_scramble_event_allows_a_second_group():
    s = deploy_phase()
    activate(s, "ev_scramble_1")
    s.apply(Deploy(F, "mountain"), 1)
    s.apply(Deploy(S, "city"), 1)
    to_redeploy(s)
    s.apply(Redeploy("mountain", "sea"), 1)
    s.apply(Redeploy("city", "space"), 1)


def test_rule_13_3_kiriyama_rule_when_groups_merge_except_in_base():
    s = deploy_phase()
    for m in (F, A):
        s.apply(Deploy(m, "city"), 1)
    for m in (S, N):
        s.apply(Deploy(m, "sea"), 1)
    to_redeploy(s)
    with pytest.raises(RulesError) as e:
        s.apply(Redeploy("sea", "city"), 1)
    assert e.value.rule == "ultraseven 13.3"
    s.apply(Redeploy("sea", BASE), 1)


def test_rule_13_4_weapon_restriction_applies_to_the_whole_group():
    s = deploy_phase()
    s.apply(Deploy(S, "sea"), 1)
    s.apply(Deploy("w_hydranger", "sea"), 1)
    to_redeploy(s)
    with pytest.raises(RulesError) as e:
        s.apply(Redeploy("sea", "city"), 1)
    assert e.value.rule == "ultraseven 13.4"
    assert Redeploy("sea", "city") not in s.legal_actions()
    assert Redeploy("sea", BASE) in s.legal_actions()


def test_ruling_11_6_kuratas_group_stays_in_space():
    s = deploy_phase()
    activate(s, "ev_kurata_1")
    s.apply(Deploy(KU, "space"), 1)
    to_redeploy(s)
    with pytest.raises(RulesError) as e:
        s.apply(Redeploy("space", "city"), 1)
    assert e.value.rule == "ultraseven 11.6"


def test_deployment_returns_to_base_at_the_end_of_the_turn():
    s = deploy_phase()
    s.apply(Deploy(F, "mountain"), 1)
    to_redeploy(s)
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "EndRedeployment"), 1)
    assert s.state.turn == 2 and F in s.state.zones[tdf_zone(BASE)].cards


def test_wrong_step_actions_are_refused():
    s = new()
    with pytest.raises(RulesError) as e:
        s.apply(Deploy(F, "city"))
    assert e.value.rule == "ultraseven 4.1"
    from tabletop.core.errors import NotYourDecision
    with pytest.raises(NotYourDecision):
        s.apply(EndAlienActions(), 1)
