"""Clicks and drops turned into legal actions (``views.zgundam.selection``, no pygame)."""

from tabletop.games.zgundam import actions as A
from tabletop.ui.views.zgundam.selection import Selection, complete, dropped, group_of, matching, things

TURN = [
    A.PlayRepair("repair-1", "argama", 1), A.PlayRepair("repair-1", "argama", 2),
    A.PlayFullRepair("repair-1", "repair-2", "argama"),
    A.PlayExplosion("explosion-1", "amuro", "alexandria"), A.PlayExplosion("explosion-1", "kamille", "alexandria"),
    A.PlayColonyLaser("colony_laser-1", 1), A.PlayColonyLaser("colony_laser-1", 2),
    A.AttackMS("zeta", "hizack"), A.AttackShip("zeta", "alexandria"),
    A.ShipAttack("argama", "alexandria"),
    A.DeployPair("nemo", "amuro"), A.DeployPair("nemo", "kamille"),
    A.Discard("repair-1"), A.Discard("nemo"), A.Discard("amuro"),
]


def test_rule_2_groups_a_to_e():
    assert [group_of(a) for a in TURN] == list("aaaaaaabbcddeee")
    assert group_of(A.NoReaction()) == group_of(A.FinishDeploy()) == group_of(A.Pass()) == ""


def test_things_name_cards_and_the_target_seat():
    assert things(A.PlayColonyLaser("colony_laser-1", 2)) == ("colony_laser-1", "seat:2")
    assert things(A.Discard("x", True)) == ("x",)
    assert things(A.PlayRepair("repair-1", "argama", 2)) == ("repair-1", "argama")


def test_rule_2_b_ms_then_target_completes_the_attack():
    sel = Selection()
    assert sel.click(TURN, "zeta") is None
    assert sel.highlight(TURN) == {"hizack", "alexandria"}
    assert sel.click(TURN, "hizack") == A.AttackMS("zeta", "hizack")
    assert sel.picked == []


def test_rule_2_a_explosion_needs_card_pilot_and_ship():
    sel = Selection()
    sel.click(TURN, "explosion-1")
    assert sel.click(TURN, "alexandria") is None  # two pilots could do it
    assert {type(a) for a in sel.candidates(TURN)} == {A.PlayExplosion}
    assert sel.click(TURN, "kamille") == A.PlayExplosion("explosion-1", "kamille", "alexandria")


def test_ruling_r12_repair_points_are_chosen_from_the_list():
    sel = Selection()
    sel.click(TURN, "repair-1")
    assert sel.click(TURN, "argama") is None
    assert set(sel.candidates(TURN)) == {TURN[0], TURN[1], TURN[2]}
    assert sel.click(TURN, "repair-2") == TURN[2]  # both repair cards: the full repair


def test_ruling_r11_colony_laser_targets_a_seat():
    sel = Selection()
    sel.click(TURN, "colony_laser-1")
    assert sel.highlight(TURN) == {"seat:1", "seat:2"}
    assert sel.click(TURN, "seat:2") == A.PlayColonyLaser("colony_laser-1", 2)


def test_a_single_card_is_never_played_by_one_click_except_as_an_answer():
    sel = Selection()
    assert sel.click(TURN, "amuro") is None  # discard? pair? explosion? -> listed, not played
    assert len(sel.candidates(TURN)) > 1
    answers = [A.PlayCeasefire("ceasefire-1"), A.NoReaction()]
    assert Selection().click(answers, "ceasefire-1", instant=True) == answers[0]
    assert Selection().click([A.Discard("nemo")], "nemo") is None


def test_clicking_an_unrelated_card_starts_a_new_selection():
    sel = Selection()
    sel.click(TURN, "zeta")
    sel.click(TURN, "nemo")  # no action uses both: start again from nemo
    assert sel.picked == ["nemo"]
    sel.click(TURN, "nemo")
    assert sel.picked == []
    sel.click(TURN, "no-such-card")
    assert sel.picked == []


def test_group_filter_limits_the_choices():
    sel = Selection()
    sel.set_group("e")
    assert all(isinstance(a, A.Discard) for a in sel.candidates(TURN))
    sel.set_group("e")
    assert sel.group == ""


def test_drops_on_piles():
    setup = [A.Discard("supply-1"), A.Discard("supply-1", True), A.Discard("nemo")]
    assert dropped(setup, "supply-1", "discard") == [A.Discard("supply-1")]
    assert dropped(setup, "supply-1", "ship_deck") == [A.Discard("supply-1", True)]
    assert dropped([A.PlaySupply("supply-2")], "supply-2", "ship_deck") == [A.PlaySupply("supply-2")]
    assert dropped(TURN, "zeta", "alexandria") == [A.AttackShip("zeta", "alexandria")]
    assert complete(TURN, ["nemo", "amuro"]) == A.DeployPair("nemo", "amuro")
    assert matching(TURN, ["nemo"], "d") == [A.DeployPair("nemo", "amuro"), A.DeployPair("nemo", "kamille")]
