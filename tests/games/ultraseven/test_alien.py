"""Alien actions (rules 4-10) and the TDF's answer to revealed events (rules 6.4-6.7)."""

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.ultraseven.actions import (ApplyEvent, Draw, EndAlienActions, PlaceChit, PlaceInvasion,
                                                RemoveDamage, Reveal, SwapEvent, TakeEvent)
from tabletop.games.ultraseven.state import inv_zone

from .helpers import BOOK, clear_table, event_to_tdf_hand, new, put, to_hand


def top(s, card):
    with s.edit():
        s.state.table().move(card, "deck", index=0)


def test_rule_4_1_the_turn_starts_with_the_alien_then_tdf_deployment():
    s = new()
    assert s.pending().seat == 0 and s.pending().kind == "alien"
    s.apply(EndAlienActions(), 0)
    assert s.pending().seat == 1 and s.pending().kind == "deploy"


def test_rule_5_1_to_5_3_eight_ap_spent_freely_and_not_necessarily_all():
    s = new()
    clear_table(s)
    to_hand(s, "inv01")
    to_hand(s, "inv02")
    s.apply(PlaceInvasion("inv01"), 0)          # 2
    s.apply(PlaceInvasion("inv02"), 0)          # 4
    s.apply(PlaceChit("inv01"), 0)              # 5
    s.apply(PlaceChit("inv02"), 0)              # 6
    assert s.state.ap == 2
    s.apply(EndAlienActions(), 0)
    assert s.state.phase == "deploy"


def test_rule_5_1_not_enough_ap_is_refused_before_any_change():
    s = new()
    clear_table(s)
    put(s, "inv01", face_up=True, chits=4)
    with s.edit():
        s.state.ap = 2
    h = s.state_hash()
    with pytest.raises(RulesError) as e:
        s.apply(Reveal("inv01"))
    assert s.state_hash() == h and e.value.rule.startswith("ultraseven 9")
    with s.edit():
        s.state.ap = 0
    with pytest.raises(RulesError) as e:
        s.apply(Draw())
    assert e.value.rule == "ultraseven 6.2"


def test_rule_6_2_drawing_costs_two_ap_and_an_invasion_card_goes_to_hand():
    s = new()
    clear_table(s)
    top(s, "inv03")
    card = s.state.zones["deck"].cards[0]
    assert card in BOOK.invasion
    s.apply(Draw(), 0)
    assert s.state.ap == 6 and card in s.state.zones["alien_hand"].cards


def test_rule_6_3_hand_limit_eight_not_counting_cards_on_the_table():
    s = new()
    clear_table(s)
    ids = list(BOOK.invasion)[:9]
    for c in ids[:8]:
        to_hand(s, c)
    with pytest.raises(RulesError) as e:
        s.apply(Draw(), 0)
    assert e.value.rule == "ultraseven 6.3"
    s.apply(PlaceInvasion(ids[0]), 0)
    s.apply(Draw(), 0)       # 7 in hand + 1 on the table: drawing is allowed


def test_rule_6_4_information_is_revealed_at_once_and_stays():
    s = new()
    top(s, "info_pedan")
    s.apply(Draw(), 0)
    assert "info_pedan" in s.state.zones["information"].cards
    assert s.pending().seat == 0
    s.apply(EndAlienActions(), 0)
    # ... still in effect on later turns (rule 6.5)
    assert "info_pedan" in s.state.zones["information"].cards


def test_rule_6_4_an_event_is_revealed_at_once_and_the_tdf_decides_mid_turn():
    s = new()
    top(s, "ev_takenaka_1")
    s.apply(Draw(), 0)
    d = s.pending()
    assert d.seat == 1 and d.kind == "event"
    assert s.state.zones["revealed"].cards == ["ev_takenaka_1"]
    assert set(map(type, s.legal_actions())) == {TakeEvent, ApplyEvent}
    with pytest.raises(RulesError):
        s.apply(Draw(), 0)    # the alien waits for the TDF
    v = s.view(1)
    assert v["pending"]["event"]["id"] == "ev_takenaka_1"


def test_rule_6_5_an_applied_event_lasts_this_turn_only():
    s = new()
    top(s, "ev_takenaka_1")
    s.apply(Draw(), 0)
    s.apply(ApplyEvent(), 1)
    assert s.state.zones["events_active"].cards == ["ev_takenaka_1"]
    assert s.view(1)["effects"]["recon"] == 2
    for a in ("EndAlienActions", "EndDeployment", "EndRecon", "EndRedeployment"):
        s.apply(next(x for x in s.legal_actions() if type(x).__name__ == a))
    assert s.state.turn == 2 and "ev_takenaka_1" in s.state.zones["discard"].cards
    assert s.view(1)["effects"]["recon"] == 0


def test_rule_6_5_an_alien_ap_event_adds_ap_at_once():
    s = new()
    top(s, "ev_diversion_1")
    s.apply(Draw(), 0)
    s.apply(ApplyEvent(), 1)
    assert s.state.ap == 8 - 2 + 2


def test_rule_6_6_the_tdf_takes_the_event_into_its_hand_instead():
    s = new()
    top(s, "ev_jamming_1")
    s.apply(Draw(), 0)
    s.apply(TakeEvent(), 1)
    assert s.state.zones["tdf_hand"].cards == ["ev_jamming_1"]
    assert not s.state.zones["events_active"].cards
    assert s.view(1)["effects"]["recon"] == 0
    assert s.pending().seat == 0


def test_rule_6_7_hand_of_three_swaps_and_the_swapped_card_applies():
    s = new()
    for c in ("ev_takenaka_1", "ev_manabe_1", "ev_anne_1"):
        event_to_tdf_hand(s, c)
    top(s, "ev_kurata_1")
    s.apply(Draw(), 0)
    acts = s.legal_actions()
    assert TakeEvent() not in acts and SwapEvent("ev_manabe_1") in acts
    with pytest.raises(RulesError) as e:
        s.apply(TakeEvent(), 1)
    assert e.value.rule == "ultraseven 6.7"
    s.apply(SwapEvent("ev_manabe_1"), 1)
    assert sorted(s.state.zones["tdf_hand"].cards) == ["ev_anne_1", "ev_kurata_1", "ev_takenaka_1"]
    assert s.state.zones["events_active"].cards == ["ev_manabe_1"]


def test_rule_6_7_hand_never_exceeds_three():
    s = new()
    for c in ("ev_takenaka_1", "ev_manabe_1", "ev_anne_1"):
        event_to_tdf_hand(s, c)
    top(s, "ev_kurata_1")
    s.apply(Draw(), 0)
    s.apply(ApplyEvent(), 1)
    assert len(s.state.zones["tdf_hand"]) == 3


def test_episode_12_card_is_treated_as_an_event():
    s = new()
    top(s, "ep12")
    s.apply(Draw(), 0)
    assert s.pending().kind == "event"
    s.apply(ApplyEvent(), 1)
    assert s.state.ap == 8 - 2 + 3


def test_rule_7_1_chits_only_on_cards_on_the_table():
    s = new()
    clear_table(s)
    to_hand(s, "inv01")
    with pytest.raises(RulesError) as e:
        s.apply(PlaceChit("inv01"), 0)
    assert e.value.rule == "ultraseven 7.1"


def test_rule_7_3_chits_per_turn_face_down_and_face_up():
    s = new()
    clear_table(s)
    put(s, "inv01")                     # hidden 1 per turn
    put(s, "inv02", face_up=True)       # discovered 3 per turn
    rate = BOOK.invasion["inv02"].chits_discovered
    assert BOOK.invasion["inv01"].chits_hidden == 1 and rate > 1
    s.apply(PlaceChit("inv01"), 0)
    with pytest.raises(RulesError) as e:
        s.apply(PlaceChit("inv01"), 0)
    assert e.value.rule == "ultraseven 7.3"
    assert "At most 1 chit a turn on this card." in str(e.value.en), e.value.en  # (not "1 chit(s)")
    for _ in range(rate):
        s.apply(PlaceChit("inv02"), 0)
    with pytest.raises(RulesError) as e:
        s.apply(PlaceChit("inv02"), 0)
    assert f"At most {rate} chits a turn on this card." in str(e.value.en), e.value.en
    assert s.state.chits == {"inv01": 1, "inv02": rate}


def test_rule_7_3_the_limit_is_per_turn():
    s = new()
    clear_table(s)
    put(s, "inv01")
    s.apply(PlaceChit("inv01"), 0)
    for a in ("EndAlienActions", "EndDeployment", "EndRecon", "EndRedeployment"):
        s.apply(next(x for x in s.legal_actions() if type(x).__name__ == a))
    s.apply(PlaceChit("inv01"), 0)
    assert s.state.chits["inv01"] == 2


def test_rule_7_4_face_down_cap_stops_chits():
    s = new()
    clear_table(s)
    put(s, "inv01", chits=BOOK.invasion["inv01"].hidden_cap)
    with pytest.raises(RulesError) as e:
        s.apply(PlaceChit("inv01"), 0)
    assert e.value.rule == "ultraseven 7.4"


def test_rule_7_5_no_chits_on_a_card_just_turned_up_but_chits_then_reveal_is_fine():
    s = new()
    clear_table(s)
    cap = BOOK.invasion["inv01"].hidden_cap
    put(s, "inv01", chits=cap - 1)
    s.apply(PlaceChit("inv01"), 0)          # reaches the cap
    s.apply(Reveal("inv01"), 0)             # then turned face up: allowed
    with s.edit():
        s.state.ap = 8
    with pytest.raises(RulesError) as e:
        s.apply(PlaceChit("inv01"), 0)
    assert e.value.rule == "ultraseven 7.5"


def test_rule_8_3_cards_are_placed_face_down_in_their_area():
    s = new()
    clear_table(s)
    to_hand(s, "inv08")
    s.apply(PlaceInvasion("inv08"), 0)
    z = s.state.zones[inv_zone("city")]
    assert z.cards == ["inv08"] and not z.is_face_up("inv08")
    assert s.state.ap == 6


def test_rule_8_4_one_invasion_card_per_area():
    s = new()
    clear_table(s)
    put(s, "inv02")                 # city
    to_hand(s, "inv08")             # city too
    with pytest.raises(RulesError) as e:
        s.apply(PlaceInvasion("inv08"), 0)
    assert e.value.rule == "ultraseven 8.4"
    assert PlaceInvasion("inv08") not in s.legal_actions()


def test_rule_8_5_invasion_condition_needs_its_information():
    s = new("campaign")
    clear_table(s)
    to_hand(s, "inv14")
    with pytest.raises(RulesError) as e:
        s.apply(PlaceInvasion("inv14"), 0)
    assert e.value.rule == "ultraseven 8.5"
    with s.edit():
        s.state.table().move("info_pedan", "information")
    s.apply(PlaceInvasion("inv14"), 0)


def test_rule_21_2_4_one_cour_ignores_invasion_conditions():
    s = new("one_cour")
    clear_table(s)
    to_hand(s, "inv14")
    s.apply(PlaceInvasion("inv14"), 0)


def test_rule_9_1_only_a_face_down_card_at_its_cap_may_be_revealed_for_three_ap():
    s = new()
    clear_table(s)
    cap = BOOK.invasion["inv01"].hidden_cap
    put(s, "inv01", chits=cap - 1)
    with pytest.raises(RulesError) as e:
        s.apply(Reveal("inv01"), 0)
    assert e.value.rule == "ultraseven 9.1"
    with s.edit():
        s.state.chits["inv01"] = cap
    s.apply(Reveal("inv01"), 0)
    assert s.state.ap == 5 and s.state.zones[inv_zone("space")].is_face_up("inv01")
    with pytest.raises(RulesError):
        s.apply(Reveal("inv01"), 0)


def test_rule_10_removing_damage_three_ap_each_without_limit():
    s = new()
    clear_table(s)
    put(s, "inv03", face_up=True, damage=3)
    s.apply(RemoveDamage("inv03"), 0)
    s.apply(RemoveDamage("inv03"), 0)
    assert s.state.damage["inv03"] == 1 and s.state.ap == 2
    with s.edit():
        s.state.ap = 8
    s.apply(RemoveDamage("inv03"), 0)
    with pytest.raises(RulesError) as e:
        s.apply(RemoveDamage("inv03"), 0)
    assert e.value.rule == "ultraseven 10.1"


def test_alien_actions_are_logged_hidden_from_the_tdf():
    s = new()
    clear_table(s)
    to_hand(s, "inv08")
    s.apply(PlaceInvasion("inv08"), 0)
    s.apply(PlaceChit("inv08"), 0)
    tdf_log = " ".join(e.text.ja + e.text.en for e in s.log_for(1))
    assert "メトロン" not in tdf_log and "Metron" not in tdf_log and "狙われた街" not in tdf_log
    assert "都市" not in tdf_log[-200:]
    alien_log = " ".join(e.text.ja for e in s.log_for(0))
    assert "狙われた街" in alien_log
