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
    with session.edit():
        state.cards.clear()
    return session, script, state


def test_ruling_r9_dice_on_an_effect_card_alone_do_not_damage_its_target():
    session, script, state = fresh()
    keg = layout.place_effect(state, "goblin", "powder_keg")
    put(session, "genjimaru-n1-d6", [keg.id], 6)
    assert round_end_damage(state, state.target("goblin"))[0] == 0


def test_ruling_r13_the_last_two_endings_are_a_defeat():
    session, script, state = fresh()
    state.phase, state.wall = "over", 27
    assert session.game.outcome(state).winners == ()
    state.wall = 26
    assert session.game.outcome(state).winners == (0, 1, 2, 3)


def test_ruling_r14_storm_arrow_and_phase_shift_put_an_ultimate_back_on_the_card():
    session, script, state = fresh()
    with session.edit():
        for a in state.adventurers:
            for s in a.skills:
                s.in_play = True
        state.turn = "leaf"
        state.die("leaf-u1-d12").where = "lost"
    session.apply(UseSkill("storm_arrow"))
    assert state.die("leaf-u1-d12").where == "slot"
    with session.edit():
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


def test_ruling_r4_the_turn_order_is_fixed_whatever_the_seats():
    """Rule 1 (シグルドから時計回り), ruling R4: the order round the table is fixed by the adventurers,
    not by where the players sit: Sigurd, Leaf, Genjimaru, Paola, with any number of seats."""
    for seats in (1, 2, 3):
        session, script = new_game(seats=seats)
        state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
        order = []
        for die in ("sigurd-n1-d6", "leaf-n1-d4", "genjimaru-n1-d6", "paola-n1-d4"):
            order.append(state.turn)
            script.add(land(["lizardman"], 2))
            shoot(session, die)
        assert order == ["sigurd", "leaf", "genjimaru", "paola"] and state.turn == "sigurd"


def test_ruling_r7b_minions_are_placed_edge_to_edge():
    """Rule 0 (接するよう並べ), ruling R7b: "touching" is a full edge against a full edge, never a corner."""
    from tabletop.games.monsterraid import geometry
    from tabletop.games.monsterraid.actions import PlaceMinion
    from tabletop.games.monsterraid.layout import board_poly
    from tabletop.games.monsterraid.placement import check_minion

    session, _script = new_game()
    state = arrange(session, "troll", ["goblin", "kobold", "slime"])
    with session.edit():
        state.phase = "placement"

    def flush(a, b):  # two corners of ``a`` lie on ``b``'s outline: an edge against an edge
        return sum(geometry.point_distance(x, y, board_poly(b)) <= 1.0 for x, y in board_poly(a)) >= 2

    for t in state.targets[1:]:
        assert any(flush(t, o) for o in state.targets if o is not t)
    moves = [a for a in session.legal_actions() if isinstance(a, PlaceMinion)]
    assert moves
    for move in moves:
        pose = check_minion(state, move)
        anchor = state.target(move.anchor)
        assert pose == geometry.attach_pose((anchor.x, anchor.y, anchor.angle, anchor.sides), move.anchor_edge,
                                            state.target(move.target).sides, move.own_edge)


def test_ruling_r15_hard_damage_site_takes_the_highest_die():
    """FAQ ダメージサイト (hard), ruling R15: "one die of your choice" is always the highest face."""
    session, _script = new_game(difficulty="hard")
    state = arrange(session, "troll", ["orc", "goblin", "slime"])
    site = layout.place_effect(state, "troll", "damage_site")
    put(session, "leaf-n1-d4", [site.id], 2)
    put(session, "paola-n1-d4", [site.id], 4)
    put(session, "genjimaru-n1-d6", [site.id], 3)
    assert round_end_damage(state, state.target("troll"))[0] == 4


def test_ruling_r24_the_table_is_1600_by_1200_mm():
    """準備 2 (テーブルの中央スペース), ruling R24: the table is 1600 x 1200 mm; a shot must start on it."""
    from tabletop.games.monsterraid.shoot import shooting_position_ok
    from tabletop.games.monsterraid.table_bridge import build_table

    session, _script = new_game()
    state = session.state
    assert (state.table_width, state.table_height) == (1600.0, 1200.0)
    table = build_table(state)
    assert (table.width, table.height) == (1600.0, 1200.0)
    assert shooting_position_ok(state, 1600.0, 1200.0) and not shooting_position_ok(state, 1600.5, 1200.0)


def test_ruling_r25_a_throw_may_start_anywhere_two_cards_from_the_targets():
    """Rule シュート (投げる: 発射台付近から), ruling R25: a throw is not tied to the launcher's surroundings;
    any start on the table two card lengths from every target will do."""
    from dataclasses import replace

    session, script = new_game()
    state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    for _ in range(3):  # to Paola, who throws and has no launcher
        script.add(land(["lizardman"], 2))
        shoot(session, next(d.id for d in state.dice if d.owner == state.turn and d.where == "hand"))
    assert state.turn == "paola"
    shot = session.game.sample_shot(state, "paola", "paola-n1-d4", "throw")
    far = replace(shot, x=40.0, y=40.0)  # a corner of the table, far from any launcher
    assert abs(far.x - state.launcher[0]) + abs(far.y - state.launcher[1]) > 600
    script.add(land(["lizardman"], 2))
    session.apply(far)
    assert state.die("paola-n1-d4").where == "field"
