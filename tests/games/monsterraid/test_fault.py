"""The fault (フォルト, rule 1 シュート; ruling R2): a flick that did not leave the launcher may be shot again, once."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.monsterraid.actions import Choose, Pass, UseSkill
from tabletop.games.monsterraid.rounds import LAUNCHER_RADIUS, is_fault
from tabletop.games.monsterraid.shots import Rest, ShotOutcome, ShotSpec

from .helpers import arrange, land, new_game, put, shoot


def setup_game():
    session, script = new_game()
    state = arrange(session, "lizardman", ["goblin", "kobold", "slime"])
    return session, script, state


def stays(dx=5.0, crashed=()):
    """The shot die comes to rest ``dx`` mm from its start (on the launcher pad), not lost."""
    def outcome(state, spec):
        rest = Rest(spec.die, [], 4, False, True, list(crashed), spec.x + dx, spec.y, 0.0)
        return ShotOutcome([rest], {}, {}, {spec.die: list(crashed)} if crashed else {})
    return outcome


def test_rule_shoot_fault_the_shooter_may_redo_a_faulted_flick():
    """Rule シュート (フォルト): 「１度だけやり直しすることができます」: a choice, here taken (ruling R2)."""
    session, script, state = setup_game()
    put(session, "leaf-n1-d4", ["goblin"], 2)
    table_before = ([(d.id, d.where, d.x, d.y, d.face) for d in state.dice],
                    [(t.id, t.cx, t.cy) for t in state.targets])
    index = state.shot_index
    script.add(stays())
    events = shoot(session, "sigurd-n1-d6", "flick")
    # the table is as it was and the shooter decides: redo or let it stand
    assert ([(d.id, d.where, d.x, d.y, d.face) for d in state.dice],
            [(t.id, t.cx, t.cy) for t in state.targets]) == table_before
    assert state.shot_index == index + 1  # the next simulation is a new one
    fault = [e for e in events if e.kind == "fault"]
    assert fault and fault[0].rule == "monsterraid シュート" and fault[0].data["again"] is True
    decision = session.pending()
    assert decision.kind == "fault" and decision.seat == state.adventurer("sigurd").seat
    assert session.legal_actions() == [Choose("redo"), Choose("stand")]
    view = session.view(None)["pending"]
    assert view["kind"] == "fault" and view["options"] == ["redo", "stand"] and view["die"] == "sigurd-n1-d6"
    with pytest.raises(RulesError) as err:
        shoot(session, "sigurd-n1-d6", "flick")  # the choice comes first
    with pytest.raises(RulesError) as err:
        session.apply(Choose("keep"))
    assert err.value.rule == "monsterraid シュート"
    state = session.state  # a refused action restores the session's state object
    session.apply(Choose("redo"))
    assert state.turn == "sigurd" and state.fault_die == "sigurd-n1-d6" and not state.faulted
    assert session.view(0)["fault"] == "sigurd-n1-d6"
    # only that die may be shot now: no other die, no pass, no skill
    assert {a.die for a in session.legal_actions()} == {"sigurd-n1-d6"}
    with pytest.raises(RulesError) as err:
        shoot(session, "sigurd-n2-d6", "flick")
    assert err.value.rule == "monsterraid シュート"
    with pytest.raises(RulesError):
        session.apply(Pass())
    with pytest.raises(RulesError):
        session.apply(UseSkill("dragons_eye"))
    state = session.state
    # the redo lands: the turn goes on
    script.add(land(["lizardman"], 5))
    shoot(session, "sigurd-n1-d6", "flick")
    assert state.fault_die == "" and state.die("sigurd-n1-d6").where == "field"
    assert state.turn == "leaf"


def test_rule_shoot_fault_the_shooter_may_let_a_faulted_flick_stand():
    """Rule シュート (フォルト): the redo is the shooter's to take or leave; left, the very same shot
    (same inputs, same shot index) is applied as it fell (ruling R2)."""
    session, script, state = setup_game()
    index = state.shot_index
    script.add(stays(), stays())
    shoot(session, "sigurd-n1-d6", "flick")
    first = script.calls[-1]
    session.apply(Choose("stand"))
    again = script.calls[-1]
    assert again[0] == first[0] and again[1:] == first[1:] == (state.physics_seed, index)
    die = state.die("sigurd-n1-d6")
    assert die.where == "field" and die.x == pytest.approx(first[0].x + 5.0)
    assert state.fault_die == "" and not state.faulted and not state.prompts
    assert state.turn == "leaf" and state.shot_index == index + 1


def test_rule_shoot_fault_a_fault_on_the_redo_stands():
    session, script, state = setup_game()
    script.add(stays(), stays(dx=3.0))
    shoot(session, "sigurd-n1-d6", "flick")
    session.apply(Choose("redo"))
    events = shoot(session, "sigurd-n1-d6", "flick")
    assert any(e.kind == "fault" and e.data["again"] is False for e in events)
    die = state.die("sigurd-n1-d6")
    assert die.where == "field" and state.fault_die == "" and not state.prompts
    assert state.turn == "leaf"  # the shot was made
    # the next shot gets its own choice again
    script.add(stays())
    shoot(session, "leaf-n1-d4", "flick")
    assert session.pending().kind == "fault" and state.turn == "leaf"


def test_rule_shoot_fault_bots_answer_the_choice():
    """Ruling R2: the computer players answer the fault's choice (quick and strong redo it)."""
    from tabletop.core.bots import bot_move, make_bot

    session, script, _state = setup_game()
    script.add(stays())
    shoot(session, "sigurd-n1-d6", "flick")
    seat = session.pending().seat
    for level in ("quick", "strong"):
        assert bot_move(session, make_bot(session.game, level, seat, 1)) == Choose("redo")
    assert bot_move(session, make_bot(session.game, "random", seat, 1)) in (Choose("redo"), Choose("stand"))


def test_rule_shoot_fault_a_weak_flick_is_a_fault_wherever_it_ends():
    spec = ShotSpec("d", "flick", 100.0, 100.0, 0.0, 0.04)
    far = ShotOutcome([Rest("d", ["boss"], 3, False, True, [], 400.0, 100.0)])
    assert is_fault(spec, far)


def test_rule_shoot_fault_not_when_it_left_the_pad_hit_a_die_or_was_thrown():
    spec = ShotSpec("d", "flick", 100.0, 100.0, 0.0, 0.5)
    near = ShotOutcome([Rest("d", [], 3, False, True, [], 100.0 + LAUNCHER_RADIUS - 1, 100.0)])
    assert is_fault(spec, near)
    assert not is_fault(spec, ShotOutcome([Rest("d", [], 3, False, True, [], 100.0 + LAUNCHER_RADIUS + 1, 100.0)]))
    assert not is_fault(spec, ShotOutcome([Rest("d", [], 3, False, True, ["x"], 101.0, 100.0)]))
    assert not is_fault(spec, ShotOutcome([Rest("d", [], 3, True, True, [], 100.0, 100.0)]))
    throw = ShotSpec("d", "throw", 100.0, 100.0, 0.0, 0.01)
    assert not is_fault(throw, near)


def test_rule_shoot_fault_prompt_log_and_refusal_name_the_die_as_players_do():
    """Issue 15: no internal names in prompts or logs: 「竜騎士シグルドのd6」, never ``sigurd-n1-d6``."""
    session, script, state = setup_game()
    script.add(stays())
    events = shoot(session, "sigurd-n1-d6", "flick")
    prompt = session.view(None)["pending"]
    texts = [e.text.ja for e in events] + [e.text.en for e in events]
    texts += [session.pending().prompt.ja, session.pending().prompt.en] if session.pending().prompt else []
    texts += [str(v) for k, v in prompt.items() if k in ("text_ja", "text_en", "prompt_ja", "prompt_en")]
    session.apply(Choose("redo"))
    with pytest.raises(RulesError) as err:
        shoot(session, "sigurd-n2-d6", "flick")
    texts += [err.value.message("ja"), err.value.message("en")]
    assert not [t for t in texts if "sigurd-n" in t], texts
    assert any("シグルドのd6" in t for t in texts) and any("Sigurd the Dragon Knight's d6" in t for t in texts), texts
