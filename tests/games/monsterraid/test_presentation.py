"""View, turn label and action descriptions (ja/en); registration and JSON forms."""

from __future__ import annotations

import json

from tabletop.core import registry
from tabletop.games.monsterraid.actions import Choose, Pass, Shoot, UseSkill

from .helpers import arrange, land, new_game, shoot


def test_registered_and_discoverable():
    import tabletop.games
    assert "monsterraid" in tabletop.games.discover()
    game = registry.find("monsterraid")
    assert game.spec.max_seats == 4 and game.spec.min_seats == 1
    assert [o.key for o in game.spec.options] == ["difficulty"]


def test_view_is_rich_and_json():
    session, script = new_game()
    arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    script.add(land(["lizardman"], 4))
    shoot(session, "sigurd-n1-d6")
    view = session.view(0)
    json.dumps(view, ensure_ascii=False)
    assert view["stage"] == 1 and view["round"] == 1 and view["turn"] == "leaf"
    sig = view["adventurers"][0]
    assert sig["field"] == ["sigurd-n1-d6"] and len(sig["hand"]) == 3
    assert [u["where"] for u in sig["ultimate"]] == ["slot", "slot"]
    assert sig["skills"][0]["tapped"] is False and len(sig["skill_hand"]) == 5
    liz = view["targets"][0]
    assert liz["hp"] == session.state.target("lizardman").hp and liz["damage"] == 0 and liz["dice_on"] == ["sigurd-n1-d6"]
    assert view["effect_cards"] and view["effect_cards"][0]["text"]["en"]
    assert view["table"]["dice"][0]["id"] == "sigurd-n1-d6"
    assert view["last_shot"]["hit"] == ["lizardman"]
    assert view["wall"] == 0


def test_turn_label_and_describe_action_in_both_languages():
    session, script = new_game()
    game, state = session.game, session.state
    label = game.turn_label(state)
    assert "シグルド" in label.ja and "Sigurd" in label.en
    shot = Shoot("sigurd-n1-d6", "flick", 1.0, 2.0, 0.0, 0.5, launcher=True)
    assert game.describe_action(state, shot, "ja") == "竜騎士シグルドのd6をシュート：弾く（発射台）、強さ0.50"
    assert game.describe_action(state, shot, "en") == "Shoot Sigurd the Dragon Knight's d6: flick (launcher), power 0.50"
    ult = Shoot("paola-u1-d20", "throw", 1.0, 2.0, 0.0, 0.25)
    assert game.describe_action(state, ult, "ja") == "赤の女帝パオラの奥義d20をシュート：投げる、強さ0.25"
    assert game.describe_action(state, Pass(), "en").startswith("Pass")
    assert game.describe_action(state, UseSkill("raimeisen", die="leaf-n1-d4"), "ja") == "雷鳴閃を使用（leaf-n1-d4）"
    assert game.describe_action(state, UseSkill("ice_wall", target="goblin"), "en") == "Use Ice Wall (Goblin)"
    assert game.describe_action(state, Choose("return"), "en") == "Choose: take it back"


def test_actions_round_trip_through_json():
    session, _ = new_game()
    game = session.game
    for action in (Shoot("a", "throw", 1.0, 2.0, 3.0, 0.4, 0.1, 0.6, False), Pass(),
                   UseSkill("meteor_swarm", dice=("a", "b"), target="t"), Choose("none")):
        assert game.action_from_json(json.loads(json.dumps(action.to_json()))) == action


def test_legal_actions_offer_shots_skills_and_pass_when_allowed():
    session, script = new_game()
    state = session.state
    legal = session.legal_actions()
    assert all(a.die.startswith("sigurd") for a in legal if isinstance(a, Shoot))
    assert Pass() not in legal
    for a in legal:
        if isinstance(a, Shoot):
            assert a.launcher  # Sigurd uses the launcher by default
    state.turn = "paola"
    assert all(not a.launcher and a.method == "throw" for a in session.legal_actions() if isinstance(a, Shoot))


def test_every_content_text_is_in_the_i18n_catalog():
    from tabletop.core import i18n
    import tabletop.games.monsterraid  # noqa: F401 - registers the texts
    assert i18n.text("monsterraid.skill.raimeisen").ja == "雷鳴閃"
    assert i18n.text("monsterraid.ending.forgive_us").en == "Forgive Us..."
    assert i18n.has("monsterraid.effect.damage_site.hard")


def test_legal_shots_aim_at_every_standing_target():
    session, script = new_game()
    state = session.state
    shots = [a for a in session.legal_actions() if isinstance(a, Shoot) and a.die == "sigurd-n1-d6"]
    assert len(shots) >= 2
    from tabletop.games.monsterraid.rounds import check_shot
    for a in shots:
        check_shot(state, "sigurd", a)  # each offered shot passes the rules' own check
