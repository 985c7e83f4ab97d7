"""The project's rulings where the book is silent (docs/rulings/monsterraid.md), one test each."""

from __future__ import annotations

from tabletop.games.monsterraid import layout
from tabletop.games.monsterraid.actions import Choose, UseSkill
from tabletop.games.monsterraid.damage import round_end_damage
from tabletop.games.monsterraid.rounds import prompt_options

from .helpers import arrange, end_round, land, new_game, put, shoot


def fresh():
    session, script = new_game()
    state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    state.cards.clear()
    return session, script, state


def test_ruling_r9_dice_on_an_effect_card_alone_do_not_damage_its_target():
    session, script, state = fresh()
    keg = layout.place_effect(state, "goblin", "powder_keg")
    put(state, "genjimaru-n1-d6", [keg.id], 6)
    assert round_end_damage(state, state.target("goblin"))[0] == 0


def test_ruling_r13_the_last_two_endings_are_a_defeat():
    session, script, state = fresh()
    state.phase, state.wall = "over", 27
    assert session.game.outcome(state).winners == ()
    state.wall = 26
    assert session.game.outcome(state).winners == (0, 1, 2, 3)


def test_ruling_r14_storm_arrow_and_phase_shift_put_an_ultimate_back_on_the_card():
    session, script, state = fresh()
    for a in state.adventurers:
        for s in a.skills:
            s.in_play = True
    state.turn = "leaf"
    state.die("leaf-u1-d12").where = "lost"
    session.apply(UseSkill("storm_arrow"))
    assert state.die("leaf-u1-d12").where == "slot"
    state.turn = "paola"
    session.apply(UseSkill("phase_shift"))
    script.add(land([], 5))
    shoot(session, "paola-u1-d20", method="throw")
    session.apply(Choose("return"))
    assert state.die("paola-u1-d20").where == "slot"


def test_ruling_r6_the_mvp_is_entered_from_the_first_seat():
    session, script, state = fresh()
    for t in state.targets:
        t.damage = t.hp
    end_round(session)
    while session.pending().kind == "growth":
        session.apply(Choose(prompt_options(session.state)[0]))
    assert session.pending().kind == "mvp" and session.pending().seat == 0


def test_ruling_r10_a_shot_cannot_be_undone():
    session, script, state = fresh()
    script.add(land(["lizardman"], 3))
    shoot(session, "sigurd-n1-d6")
    assert not session.can_undo(0)


def test_ruling_r22_largest_die_by_faces_then_id():
    from tabletop.games.monsterraid.effects import largest_in_hand
    session, script, state = fresh()
    assert [d.id for d in largest_in_hand(state, "sigurd", 2)] == ["sigurd-n3-d8", "sigurd-n4-d8"]
