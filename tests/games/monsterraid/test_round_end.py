"""Round end (rule 2): damage, destruction, the wall, self-damage, clean-up, the dragon; FAQ damage site."""

from __future__ import annotations

from tabletop.games.monsterraid.content import content

from .helpers import arrange, end_round, new_game, put


def fresh(boss="lizardman", minions=("goblin", "kobold", "slime"), difficulty="normal"):
    session, script = new_game(difficulty=difficulty)
    state = arrange(session, boss, minions)
    with session.edit():
        with session.edit():
            state.cards.clear()
    return session, state


def test_rule_2_damage_is_the_sum_of_faces_on_each_target():
    session, state = fresh()
    put(session, "leaf-n1-d4", ["lizardman"], 4)
    put(session, "genjimaru-n1-d6", ["lizardman"], 5)
    end_round(session)
    # + 4 + 5 = 9 dice damage; the survivor's self-damage HP // 4
    assert state.target("lizardman").damage == 9 + state.target("lizardman").hp // 4


def test_rule_2_a_straddling_die_counts_for_each_target():
    session, state = fresh()
    put(session, "genjimaru-n1-d6", ["lizardman", "slime"], 5)
    end_round(session)
    assert state.target("lizardman").damage == 5 + state.target("lizardman").hp // 4
    slime = state.target("slime")
    assert slime.damage == 5 + slime.hp // 4 and not slime.destroyed


def test_rule_2_destroyed_at_hp_and_survivors_hit_the_wall_by_size():
    session, state = fresh()
    with session.edit():
        state.target("lizardman").damage = state.target("lizardman").hp - 12  # the die brings it to exactly its HP
    put(session, "genjimaru-n4-d12", ["lizardman"], 12)
    end_round(session)
    assert state.target("lizardman").destroyed
    # goblin, kobold, slime (all S) survive: 1 each
    assert state.wall == 3


def test_rule_2_wall_damage_m_is_2_and_l_ll_are_3():
    from tabletop.games.monsterraid.content import WALL_DAMAGE
    assert WALL_DAMAGE == {"S": 1, "M": 2, "L": 3, "LL": 3}
    session, state = fresh("troll", ("orc", "goblin", "slime"))
    end_round(session)
    assert state.wall == 3 + 2 + 1 + 1


def test_rule_2_self_damage_hp_quarter_rounded_down_may_destroy():
    session, state = fresh()
    kobold = state.target("kobold")  # one short of its HP: the self-damage (HP // 4 >= 1) destroys it
    assert kobold.hp // 4 >= 1
    kobold.damage = kobold.hp - 1
    end_round(session)
    assert kobold.destroyed
    assert state.target("slime").damage == state.target("slime").hp // 4


def test_rule_2_dice_back_used_ultimate_out_of_the_game():
    session, state = fresh()
    put(session, "sigurd-u1-d12", ["lizardman"], 3)
    put(session, "sigurd-n1-d6", [], 3)
    with session.edit():
        state.die("leaf-n1-d4").where = "lost"
        state.die("leaf-n2-d4").where = "aside"
    end_round(session)
    assert state.die("sigurd-u1-d12").where == "gone"
    assert state.die("sigurd-u2-d20").where == "slot"
    for die in ("sigurd-n1-d6", "leaf-n1-d4", "leaf-n2-d4"):
        assert state.die(die).where == "hand"


def test_rule_2_destroyed_targets_leave_with_their_effect_cards():
    session, state = fresh()
    from tabletop.games.monsterraid import layout
    card = layout.place_effect(state, "goblin", "powder_keg")
    before = state.supply["powder_keg"]
    with session.edit():
        state.target("goblin").damage = state.target("goblin").hp
    end_round(session)
    assert state.target("goblin").destroyed
    assert card.id not in [c.id for c in state.cards]
    assert state.supply["powder_keg"] == before + 1
    assert "goblin" not in [b["id"] for b in session.view(0)["table"]["boards"]]


def test_rule_2_stage_continues_with_a_new_round_while_targets_stand():
    session, state = fresh()
    end_round(session)
    assert state.stage == 1 and state.round == 2 and state.phase == "attack"


def test_rule_2_dragon_takes_no_self_damage():
    session, state = fresh("dragon", ("minotaur", "chimera", "cyclops"))
    end_round(session)
    assert state.target("dragon").damage == 0
    assert state.target("minotaur").damage == state.target("minotaur").hp // 4


def test_rule_2_dragon_heals_to_half_while_a_minion_stands():
    session, state = fresh("dragon", ("minotaur", "chimera", "cyclops"))
    dragon = state.target("dragon")
    dragon.damage = dragon.hp - 10
    put(session, "genjimaru-u1-d20", ["dragon"], 20)
    end_round(session)
    assert dragon.damage == dragon.hp // 2 and not dragon.destroyed


def test_rule_2_dragon_below_half_keeps_its_damage():
    session, state = fresh("dragon", ("minotaur", "chimera", "cyclops"))
    dragon = state.target("dragon")
    put(session, "genjimaru-u1-d20", ["dragon"], 20)
    end_round(session)
    assert dragon.damage == 20


def test_rule_2_dragon_without_minions_does_not_heal_and_falls():
    session, state = fresh("dragon", ("minotaur", "chimera", "cyclops"))
    for m in ("minotaur", "chimera", "cyclops"):
        with session.edit():
            state.target(m).destroyed = True
    dragon = state.target("dragon")
    dragon.damage = dragon.hp - 10
    put(session, "genjimaru-u1-d20", ["dragon"], 20)
    end_round(session)
    assert dragon.destroyed


def test_rule_2_dragon_heals_when_minions_survive_the_dice_even_if_some_fall():
    session, state = fresh("dragon", ("minotaur", "chimera", "cyclops"))
    with session.edit():
        state.target("minotaur").damage = state.target("minotaur").hp
        state.target("chimera").damage = state.target("chimera").hp
    dragon = state.target("dragon")
    dragon.damage = dragon.hp - 1
    end_round(session)
    assert dragon.damage == dragon.hp // 2  # the cyclops still stands


def test_faq_damage_site_normal_no_double_count():
    session, state = fresh("troll", ("orc", "goblin", "slime"))
    from tabletop.games.monsterraid import layout
    site = layout.place_effect(state, "troll", "damage_site")
    put(session, "genjimaru-n1-d6", ["troll", site.id], 5)
    from tabletop.games.monsterraid.damage import round_end_damage
    assert round_end_damage(state, state.target("troll"))[0] == 10  # twice the face, once only
    put(session, "leaf-n1-d4", [site.id], 3)
    assert round_end_damage(state, state.target("troll"))[0] == 16


def test_faq_damage_site_hard_straddling_die_may_be_the_chosen_die():
    session, state = fresh("troll", ("orc", "goblin", "slime"), difficulty="hard")
    from tabletop.games.monsterraid import layout
    site = layout.place_effect(state, "troll", "damage_site")
    put(session, "genjimaru-n1-d6", ["troll", site.id], 5)
    put(session, "leaf-n1-d4", [site.id], 3)
    from tabletop.games.monsterraid.damage import round_end_damage
    # on the target: 5; the site's one chosen die: the straddling 5 (the best choice)
    assert round_end_damage(state, state.target("troll"))[0] == 10


def test_faq_regeneration_removes_damage_tokens_at_round_end():
    session, state = fresh("troll", ("orc", "goblin", "slime"))
    from tabletop.games.monsterraid import layout
    troll = state.target("troll")
    with session.edit():
        regen = layout.place_effect(state, "troll", "regeneration")
        troll.damage = 10
    put(session, "leaf-n1-d4", [regen.id], 1)
    end_round(session)
    assert troll.damage == 10 - 3 + troll.hp // 4
    session2, state2 = fresh("troll", ("orc", "goblin", "slime"), difficulty="hard")
    with session2.edit():
        regen2 = layout.place_effect(state2, "troll", "regeneration")
        state2.target("troll").damage = 10
    put(session2, "leaf-n1-d4", [regen2.id], 1)
    end_round(session2)
    assert state2.target("troll").damage == 10 - 5 + state2.target("troll").hp // 4


def test_faq_mumyoken_damage_can_be_regenerated_before_destruction():
    session, state = fresh("troll", ("orc", "goblin", "slime"))
    from tabletop.games.monsterraid import layout
    regen = layout.place_effect(state, "troll", "regeneration")
    troll = state.target("troll")
    troll.damage = 17
    put(session, "leaf-n1-d4", [regen.id], 1)
    put(session, "paola-n1-d4", ["troll"], 1)  # 18 = HP, but regeneration takes 3 first
    with session.edit():
        state.ice_wall = ["troll"]  # keep it from the wall so only the dice and regeneration count
    end_round(session)
    assert not troll.destroyed and troll.damage == 15


def test_rule_2_iron_wall_reduces_dice_damage():
    session, state = fresh("golem", ("orc", "goblin", "slime"))
    from tabletop.games.monsterraid import layout
    wall = layout.place_effect(state, "golem", "iron_wall")
    put(session, "leaf-n1-d4", [wall.id], 1)
    put(session, "genjimaru-n1-d6", ["golem"], 6)
    from tabletop.games.monsterraid.damage import round_end_damage
    assert round_end_damage(state, state.target("golem"))[0] == 4


def test_rule_2_view_previews_round_end_damage():
    session, state = fresh()
    put(session, "genjimaru-n1-d6", ["lizardman"], 6)
    t = next(t for t in session.view(0)["targets"] if t["id"] == "lizardman")
    assert t["round_end_preview"] == 6 and t["dice_on"] == ["genjimaru-n1-d6"]
    assert content().targets["lizardman"].hp("normal") == t["hp"]
