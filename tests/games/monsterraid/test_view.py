"""``view.py``: what the screen needs besides what the players read (issue 19: the screen reads only the view)."""

from __future__ import annotations

import json

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.games.monsterraid.actions import PlaceEffect, PlaceMinion
from tabletop.games.monsterraid.game import MonsterRaidGame
from tabletop.games.monsterraid.placement import check_minion
from tabletop.games.monsterraid.shots import ShotSpec
from tabletop.games.monsterraid.table_bridge import build_table, table_from_dict

from .helpers import arrange, land, new_game, shoot


def _same(a, b) -> bool:
    return (a.width, a.height, a.launcher, a.boards, a.cards, a.dice) == (b.width, b.height, b.launcher, b.boards,
                                                                         b.cards, b.dice)


def test_every_die_in_the_rules_order_and_json():
    session, _script = new_game()
    view = session.view(0)
    json.dumps(view, ensure_ascii=False)
    state = session.state
    assert [d["id"] for d in view["dice"]] == [d.id for d in state.dice]
    assert [d["index"] for d in view["dice"]] == list(range(len(state.dice)))
    paola = next(d for d in view["dice"] if d["id"] == "paola-u1-d20")
    assert paola["ultimate"] and paola["where"] == "slot" and paola["kind"] == "d20"


def test_rule_shoot_the_turns_methods_and_dice_hand_first():
    session, _script = new_game()
    shooting = session.view(0)["shooting"]
    state = session.state
    assert shooting["adventurer"] == "sigurd" and shooting["methods"] == ["flick"] and shooting["launcher"]
    ids = [d["id"] for d in shooting["dice"]]
    assert ids[:4] == [d.id for d in state.dice if d.owner == "sigurd" and d.where == "hand"]
    assert all(state.die(i).ultimate for i in ids[4:]) and ids[4:]
    assert shooting["seed"] == state.physics_seed and shooting["shot_index"] == state.shot_index
    state.adventurer("sigurd").armed.append("explosion")
    assert session.view(0)["shooting"]["methods"] == ["coin"]


def test_ruling_r2_after_a_fault_only_that_die():
    session, _script = new_game()
    session.state.fault_die = "sigurd-n2-d6"
    assert [d["id"] for d in session.view(0)["shooting"]["dice"]] == ["sigurd-n2-d6"]


def test_the_screens_table_is_the_rules_table():
    session, script = new_game()
    arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    script.add(land(["lizardman"], 4))
    shoot(session, "sigurd-n1-d6")
    state, view = session.state, session.view(0)
    assert _same(table_from_dict(view["table"]), build_table(state))
    die = view["shooting"]["dice"][0]
    spec = ShotSpec(die["id"], "flick", 600.0, 60.0, 1.2, 0.5, launcher=True)
    screen, rules = table_from_dict(view["table"], spec, die), build_table(state, spec)
    assert _same(screen, rules) and rules.launcher == (600.0, 60.0)
    assert [d.id for d in rules.dice] == [d.id for d in state.dice if d.where == "field" or d.id == die["id"]]


def test_rule_0_placement_poses_are_the_rules_own():
    session = Session(MonsterRaidGame(), 2, {}, dice=ScriptedSource([1, 1, 1, 2, 3]))
    state = session.state
    view = session.view(0)
    legal = session.legal_actions()
    minions = [a for a in legal if isinstance(a, PlaceMinion)]
    assert len(view["placement"]["minions"]) == len(minions) > 0
    for entry, action in zip(view["placement"]["minions"], minions):
        assert (entry["target"], entry["anchor"], entry["anchor_edge"], entry["own_edge"]) == (
            action.target, action.anchor, action.anchor_edge, action.own_edge)
        assert tuple(entry["pose"]) == check_minion(state, action)
    assert len(view["placement"]["cards"]) == len([a for a in legal if isinstance(a, PlaceEffect)])
    from .helpers import ready

    ready(session)
    assert session.view(0)["placement"] == {"minions": [], "cards": []}


def test_rule_3_the_ending_says_whether_the_town_was_saved():
    session, _script = new_game()
    state = session.state
    assert "ending" not in session.view(0)
    state.phase, state.wall = "over", 0
    ending = session.view(0)["ending"]
    outcome = session.game.outcome(state)
    assert ending["saved"] is bool(outcome.winners) is True
    state.wall = 999
    assert session.view(0)["ending"]["saved"] is False
