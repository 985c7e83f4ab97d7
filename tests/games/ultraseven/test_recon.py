"""Reconnaissance (rule 12), above all the secrecy of rule 12.8."""

import json

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, EndRecon, Recon

from .helpers import BOOK, activate, clear_table, dice, new, put

F, S, A = "m_furuhashi", "m_soga", "m_amagi"


def recon_ready(cards=(), members=((F, "city"),), face_up=False, chits=0):
    s = new()
    clear_table(s)
    for c in cards:
        put(s, c, face_up=face_up, chits=chits)
    s.apply(EndAlienActions(), 0)
    for m, a in members:
        s.apply(Deploy(m, a), 1)
    s.apply(EndDeployment(), 1)
    return s


def test_rule_12_2_only_where_members_are():
    s = recon_ready()
    with pytest.raises(RulesError) as e:
        s.apply(Recon("sea"), 1)
    assert e.value.rule == "ultraseven 12.2"
    assert [a for a in s.legal_actions() if isinstance(a, Recon)] == [Recon("city")]


def test_rule_12_2_each_area_once_per_turn():
    s = recon_ready()
    dice(s, 6, 6)
    s.apply(Recon("city"), 1)
    with pytest.raises(RulesError):
        s.apply(Recon("city"), 1)


def test_rule_12_1_not_against_a_face_up_card():
    s = recon_ready(["inv02"], face_up=True)
    with pytest.raises(RulesError) as e:
        s.apply(Recon("city"), 1)
    assert e.value.rule == "ultraseven 12.1"


def test_rule_12_3_the_total_is_members_and_weapons_and_is_announced():
    s = recon_ready(members=((F, "city"), (A, "city")))
    with s.edit():
        s.state.phase = "deploy"
    s.apply(Deploy("w_pointer", "city"), 1)
    s.apply(EndDeployment(), 1)
    dice(s, 6, 6)
    s.apply(Recon("city"), 1)
    total = BOOK.members[F].recon + BOOK.members[A].recon + BOOK.weapons["w_pointer"].recon
    assert s.view(1)["recon_results"][0]["total"] == total
    assert any(f"偵察値合計{total}" in e.text.ja for e in s.log_for(1))


def test_rule_12_3_takenaka_adds_two():
    s = recon_ready()
    activate(s, "ev_takenaka_1")
    assert s.view(1)["areas"][1]["recon_total"] == BOOK.members[F].recon + 2


@pytest.mark.parametrize("roll,found", [((3, 4), True), ((4, 4), False)])
def test_rule_12_4_to_12_7_target_is_total_plus_card_recon_plus_chits(roll, found):
    # inv02 (city): recon +1; Furuhashi recon 1; 5 chits -> target 1 + 1 + 5 = 7
    s = recon_ready(["inv02"], chits=5)
    assert BOOK.invasion["inv02"].recon == 1 and BOOK.members[F].recon == 1
    dice(s, *roll)
    s.apply(Recon("city"), 1)
    up = s.state.zones["inv:city"].is_face_up("inv02")
    assert up is found
    v = s.view(1)
    assert (v["areas"][1]["invasion"] is not None) is found


def test_rule_12_4_the_target_is_never_in_the_tdf_view_or_log():
    s = recon_ready(["inv02"], chits=5)
    dice(s, 6, 6)
    s.apply(Recon("city"), 1)
    v1 = json.dumps(s.view(1), ensure_ascii=False)
    assert '"target"' not in v1 and "判定値" not in " ".join(e.text.ja for e in s.log_for(1))
    v0 = s.view(0)
    assert v0["recon_results"][0]["target"] == 7
    assert any("判定値7" in e.text.ja for e in s.log_for(0))


def _failed_and_empty():
    """Two games alike for the TDF: city recon fails on a hidden card / city is empty."""
    failed = recon_ready(["inv02"], chits=2)          # a hidden card in the city: target 1+1+2 = 4
    empty = recon_ready(["inv24"], chits=2)           # the hidden card is at sea: the city is empty
    for s in (failed, empty):
        dice(s, 5, 6)                                  # 11 > 4: the recon fails
    return failed, empty


def test_rule_12_8_failure_and_empty_area_look_the_same_to_the_tdf():
    failed, empty = _failed_and_empty()
    before = len(failed.log_for(1)), len(empty.log_for(1))
    assert before[0] == before[1]
    failed.apply(Recon("city"), 1)
    empty.apply(Recon("city"), 1)
    log_f = [(e.text, e.rule, e.kind) for e in failed.log_for(1)[before[0]:]]
    log_e = [(e.text, e.rule, e.kind) for e in empty.log_for(1)[before[1]:]]
    assert log_f == log_e
    assert any("異常なし" in t.ja for t, _, _ in log_f)
    assert not any("失敗" in t.ja or "カードなし" in t.ja or "無い" in t.ja for t, _, _ in log_f)
    assert failed.view(1) == empty.view(1)
    assert failed.view(None) == empty.view(None)
    # whole logs and spectator logs too
    assert [e.text for e in failed.log_for(1)] == [e.text for e in empty.log_for(1)]
    assert [e.text for e in failed.log_for(None)] == [e.text for e in empty.log_for(None)]
    # the TDF's choices afterwards are the same as well
    assert failed.legal_actions() == empty.legal_actions()
    assert failed.pending() == empty.pending()
    assert failed.game.turn_label(failed.state) == empty.game.turn_label(empty.state)
    assert [failed.can_undo(s) for s in (0, 1)] == [empty.can_undo(s) for s in (0, 1)]
    # ... while the alien knows which it was
    assert failed.view(0)["recon_results"] != empty.view(0)["recon_results"]


def test_rule_12_8_identical_apart_from_the_roll():
    failed = recon_ready(["inv02"], chits=2)
    empty = recon_ready(["inv24"], chits=2)
    dice(failed, 6, 6)
    dice(empty, 5, 6)
    failed.apply(Recon("city"), 1)
    empty.apply(Recon("city"), 1)
    vf, ve = failed.view(1), empty.view(1)
    for v in (vf, ve):
        v["recon_results"][0].pop("roll")
    assert vf == ve
    lf = [e.text.ja for e in failed.log_for(1) if e.kind != "roll"]
    le = [e.text.ja for e in empty.log_for(1) if e.kind != "roll"]
    assert lf == le


def test_rule_12_8_empty_area_still_rolls():
    s = recon_ready()
    dice(s, 1, 1)
    s.apply(Recon("city"), 1)
    assert s.view(1)["recon_results"][0]["roll"] == 2
    assert s.view(1)["recon_results"][0]["found"] is None


def test_face_down_cards_show_no_area_to_the_tdf():
    s = recon_ready(["inv02", "inv24"], chits=1)
    v = s.view(1)
    assert all(a["invasion"] is None for a in v["areas"])
    assert [b["back"] for b in v["face_down"]] == [1, 2]
    assert all(set(b) == {"back", "chits", "damage", "chits_this_turn"} for b in v["face_down"])
    v0 = s.view(0)
    assert v0["areas"][1]["invasion"]["id"] == "inv02"


def test_end_recon_moves_on():
    s = recon_ready()
    s.apply(EndRecon(), 1)
    assert s.pending().kind == "redeploy"
