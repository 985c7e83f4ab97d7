"""The session: transactional apply, undo policy, save/load, replay and hostile saves."""

import json
import os
from dataclasses import dataclass

import pytest
from hypothesis import given, settings, strategies as st

from tabletop.core import registry
from tabletop.core.dice import ManualSource, ScriptedSource
from tabletop.core.game import Action
from tabletop.core.errors import NeedManualRoll, NotYourDecision, RulesError, SaveError
from tabletop.core.savefile import SAVE_VERSION, write_json_atomic
from tabletop.core.session import Session, new_session

from .toy import Note, Race, Roll, Step


def race(seed=1, **kw):
    return new_session("toyrace", seed=seed, **kw)


def test_rejected_action_leaves_everything_unchanged():
    s = race()
    s.apply(Step())
    before = (s.state_hash(), len(s.events), len(s.actions), s.dice.to_json())
    with pytest.raises(RulesError) as info:
        s.apply(Note("x" * 50))
    assert info.value.rule == "toy 2"
    assert "長すぎ" in info.value.message("ja") and "too long" in info.value.message("en")
    assert (s.state_hash(), len(s.events), len(s.actions), s.dice.to_json()) == before


def test_action_from_the_wrong_seat_is_refused():
    s = race()
    with pytest.raises(NotYourDecision):
        s.apply(Step(), seat=1)


@dataclass(frozen=True)
class Peek(Action):
    """Look at a secret without handing the turn over (irreversible, like a card drawn)."""


class PeekRace(Race):
    """The toy race with an irreversible action that keeps the turn (for the undo policy)."""

    actions = (Roll, Step, Note, Peek)

    def apply(self, state, action, ctx):
        if isinstance(action, Peek):
            ctx.secret_revealed()
            state.notes[state.to_move] = "peeked"
            return
        super().apply(state, action, ctx)


def peek_race(players=None):
    return Session(PeekRace(), 2, seed=1, players=players)


def refusal(call, *args):
    with pytest.raises(RulesError) as info:
        call(*args)
    return info.value


def test_undo_and_redo_restore_the_exact_state():
    s = race()
    h0 = s.state_hash()
    s.apply(Note("plan"))
    h1 = s.state_hash()
    s.apply(Step())
    assert s.can_undo(1) is False  # seat 1 has the turn now, but the steps were seat 0's
    s = race()
    s.apply(Note("plan"))
    s.apply(Note("better plan"))
    s.undo(0)
    assert s.state_hash() == h1
    s.undo(0)
    assert s.state_hash() == h0
    s.redo(0)
    s.redo(0)
    assert s.state.notes[0] == "better plan"
    assert not s.can_redo(0)


def test_undo_takes_back_only_the_asking_seats_own_actions_since_it_got_control():
    s = race()
    s.apply(Note("plan"))
    s.apply(Step())  # seat 0 hands over to seat 1
    assert not s.can_undo(0) and not s.can_undo(1)
    why = refusal(s.undo, 1)
    assert why.rule == "core undo"
    assert why.en == "Only your own moves since you got control can be taken back."
    assert why.ja == "取り消せるのは、手番を受け取ってからの自分の行動だけです。"
    why = refusal(s.undo, 0)  # seat 0 no longer holds the decision
    assert why.rule == "core undo" and "decision now" in why.message("en") and "番です" in why.message("ja")
    s.apply(Note("reply"))
    assert s.can_undo(1)
    s.undo(1)
    assert s.state.notes[1] == "" and s.state.positions == [1, 0]
    assert not s.can_undo(1)  # the stack ends where seat 1 got control
    assert refusal(s.undo, 1).en == "Only your own moves since you got control can be taken back."


def test_another_seats_decision_closes_the_undo_stack():
    s = race()
    s.apply(Note("a"))
    s.apply(Step())      # seat 0 -> seat 1
    s.apply(Step())      # seat 1 -> seat 0: seat 1 decided, seat 0's earlier actions are closed
    s.apply(Note("b"))
    s.undo(0)
    assert s.state.notes[0] == "a" and not s.can_undo(0)


def test_a_computer_seats_actions_cannot_be_undone():
    s = race(players=["human", "random"])
    s.apply(Step())
    s.apply(Note("computer"))
    why = refusal(s.undo, 1)
    assert why.rule == "core undo" and "computer" in why.message("en") and "コンピューター" in why.message("ja")
    s.apply(Step())  # the computer hands back to the human
    assert not s.can_undo(0) and not s.can_undo(1)
    assert refusal(s.undo, 0).en == "Only your own moves since you got control can be taken back."


def test_no_undo_past_a_die_roll_or_a_secret():
    s = peek_race()
    s.apply(Note("a"))
    s.apply(Peek())
    assert not s.can_undo(0)
    why = refusal(s.undo, 0)
    assert why.rule == "core undo" and "die roll" in why.message("en") and "ダイス" in why.message("ja")
    s.apply(Note("b"))
    s.undo(0)
    assert s.state.notes[0] == "peeked" and not s.can_undo(0)
    assert "die roll" in refusal(s.undo, 0).message("en")
    s = race()
    s.apply(Step())
    s.apply(Roll())
    assert not s.can_undo(0) and not s.can_undo(1)


def test_redo_follows_the_same_policy():
    s = race(players=["human", "random"])
    s.apply(Note("plan"))
    s.undo(0)
    assert s.can_redo(0) and not s.can_redo(1)
    why = refusal(s.redo, 1)
    assert why.rule == "core redo" and "computer" in why.message("en")
    s.redo(0)
    assert s.state.notes[0] == "plan" and not s.can_redo(0)
    assert refusal(s.redo, 0).en == "There is nothing to redo."
    s = race()
    s.apply(Note("plan"))
    s.undo(0)
    assert refusal(s.redo, 1).rule == "core redo"  # seat 1 does not hold the decision


def test_redo_is_dropped_by_a_new_action():
    s = race()
    s.apply(Note("plan"))
    s.undo(0)
    s.apply(Note("hello"))
    assert not s.can_redo(0)


def test_a_finished_games_moves_stand():
    s = race()
    for _ in range(9):
        s.apply(Step())
        s.apply(Step())
    s.apply(Step())  # seat 0 reaches 10
    assert s.is_over()
    why = refusal(s.undo, 0)
    assert why.rule == "core undo" and why.en == "The game is over; its moves stand."


def test_undo_for_a_seat_the_game_does_not_have_is_refused():
    s = race()
    s.apply(Note("plan"))
    assert not s.can_undo(2) and not s.can_redo(-1)
    assert refusal(s.undo, 2).en == "This game has no seat 2."


def test_log_is_redacted_per_seat():
    s = race()
    s.apply(Note("secret plan"))
    own = [e.text.en for e in s.log_for(0)]
    other = [e.text.en for e in s.log_for(1)]
    assert "wrote a note" in own and "wrote a note" not in other and "a note" in other
    assert s.view(1)["note"] == ""


def play(s, n):
    for i in range(n):
        if s.is_over():
            break
        s.apply(Roll() if i % 3 else Step())


def test_save_load_round_trip_gives_the_same_hash(tmp_path):
    s = race(seed=99)
    play(s, 9)
    path = s.save(tmp_path / "game.json")
    loaded = Session.load(path)
    assert loaded.state_hash() == s.state_hash()
    assert loaded.actions == s.actions
    assert not loaded.warnings


def test_a_screens_notes_go_with_the_save_and_a_save_without_them_loads(tmp_path):
    """``Session.notes`` (a screen's public choices: Monster Raid's shooting position moved without a shot) are
    saved and read back; they change no state nor hash; a save without them (made before them) loads with none,
    and an empty set writes no field (the save as before)."""
    s = race(seed=7)
    play(s, 4)
    assert "notes" not in s.to_save()
    before = s.state_hash()
    s.notes["place"] = [1.5, 2.0]
    assert s.state_hash() == before
    loaded = Session.load(s.save(tmp_path / "game.json"))
    assert loaded.notes == {"place": [1.5, 2.0]} and loaded.state_hash() == before and not loaded.warnings
    data = s.to_save()
    del data["notes"]
    assert Session.from_save(data).notes == {}
    data["notes"] = [1, 2]   # not a table: the save is damaged
    with pytest.raises(SaveError, match="notes"):
        Session.from_save(data)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 12))
def test_replay_reproduces_the_state_hash(seed, n):
    s = race(seed=seed)
    play(s, n)
    assert s.replay_hash() == s.state_hash()


def test_manual_dice_replay_from_the_typed_results():
    s = Session(registry.find("toyrace"), 2, dice=ManualSource())
    with pytest.raises(NeedManualRoll):
        s.apply(Roll())
    assert s.actions == []
    s.dice.provide([4])
    s.apply(Roll())
    assert s.state.positions[0] == 4
    assert s.replay_hash() == s.state_hash()


def test_scripted_dice():
    s = Session(registry.find("toyrace"), 2, dice=ScriptedSource([6, 6, 6]))
    s.apply(Roll())
    s.apply(Roll())
    assert s.state.positions == [6, 6]


@pytest.mark.parametrize("content,needle", [
    (b"", "empty"),
    (b"{\"format\": \"tabletop-save\", \"version\": 1, \"game\": \"toyra", "truncated"),
    (b"\xff\xfe\x00garbage", "UTF-8"),
    (b"[1, 2, 3]", "not a tabletop save"),
    (json.dumps({"format": "tabletop-save", "version": SAVE_VERSION + 1}).encode(), "newer"),
    (json.dumps({"format": "tabletop-save", "version": 1, "game": "nosuchgame"}).encode(), "unknown game"),
    (json.dumps({"format": "tabletop-save", "version": 1, "game": "toyrace", "seats": 2}).encode(), "damaged"),
])
def test_hostile_saves_give_one_clear_message(tmp_path, content, needle):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as info:
        Session.load(path)
    text = str(info.value)
    assert "bad.json" in text and needle in text
    assert "\n" not in text


def test_hand_edited_save_with_an_illegal_action_names_it_and_its_rule(tmp_path):
    s = race()
    s.apply(Step())
    data = s.to_save()
    data["actions"].append({"seat": 1, "action": {"type": "Note", "text": "x" * 40}})
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as info:
        Session.load(path)
    assert "action 2" in str(info.value) and "toy 2" in str(info.value)
    partial = Session.from_save(data, "edited.json", stop_at_bad_action=True)
    assert partial.state.positions == [1, 0] and partial.warnings


def test_unknown_action_type_in_a_save(tmp_path):
    s = race()
    data = s.to_save()
    data["actions"] = [{"seat": 0, "action": {"type": "Teleport"}}]
    with pytest.raises(SaveError) as info:
        Session.from_save(data, "x.json")
    assert "Teleport" in str(info.value)


def test_hash_mismatch_is_reported_as_a_warning():
    s = race()
    s.apply(Step())
    data = s.to_save()
    data["state_hash"] = "0" * 16
    loaded = Session.from_save(data)
    assert loaded.warnings and loaded.state_hash() == s.state_hash()


def test_atomic_save_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "keep.json"
    write_json_atomic(path, {"v": 1})

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_json_atomic(path, {"v": 2})
    assert json.loads(path.read_text()) == {"v": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]


class CarelessRace(Race):
    """The toy race whose "boom" note rolls a die and moves a piece before it is refused."""

    def apply(self, state, action, ctx):
        if isinstance(action, Note) and action.text == "boom":
            state.positions[state.to_move] += ctx.roll("1D6", "boom", "boom").total
            state.notes[0] = "half done"
            raise RulesError("toy 3", "途中で失敗。", "Failed half way.")
        super().apply(state, action, ctx)


def _everything(s: Session):
    from tabletop.core import serial
    return (s.state_hash(), serial.to_json(s.state), len(s.events), list(s.actions), s.dice.to_json(),
            len(s.dice.log))


@pytest.mark.parametrize("players", [["random", "random"], ["human", "random"]])
def test_a_failed_action_long_after_the_last_copy_of_the_state_leaves_everything_unchanged(players):
    # Computer seats' actions are not copied one by one: the state is rebuilt from the
    # checkpoint (CHECKPOINT_EVERY) by replaying the actions since with their dice.
    from tabletop.core.session import CHECKPOINT_EVERY
    s = Session(CarelessRace(), 2, seed=3, players=players)
    for i in range(CHECKPOINT_EVERY + 7):
        s.apply(Roll() if i % 67 == 5 else Note(f"n{i}"))
        before = _everything(s)
        with pytest.raises(RulesError):
            s.apply(Note("boom"))
        assert _everything(s) == before
    assert s.replay_hash() == s.state_hash()


def test_manual_dice_typed_since_the_last_copy_of_the_state_are_kept_by_a_failed_action():
    s = Session(CarelessRace(), 2, dice=ManualSource(), players=["random", "random"])
    for i in range(40):
        if i % 13 == 1:
            s.dice.provide([2])
            s.apply(Roll())
        else:
            s.apply(Note(f"n{i}"))
    before = _everything(s)
    with pytest.raises(NeedManualRoll):
        s.apply(Roll())
    assert _everything(s) == before
    s.dice.provide([3, 1])
    with pytest.raises(RulesError):
        s.apply(Note("boom"))
    s.apply(Roll())
    assert s.replay_hash() == s.state_hash()


def test_the_state_cannot_be_assigned():
    from tabletop.core.errors import TabletopError
    s = race()
    with pytest.raises(TabletopError, match="set_position"):
        s.state = s.state


@pytest.mark.parametrize("players", [["random", "random"], ["human", "human"]])
def test_an_edited_position_survives_failed_actions_and_undo(players):
    from tabletop.core.session import CHECKPOINT_EVERY
    s = Session(CarelessRace(), 2, seed=5, players=players)
    for i in range(5):
        s.apply(Note(f"a{i}"))
    with s.edit() as state:
        state.positions = [7, 3]
    for i in range(CHECKPOINT_EVERY // 2):
        s.apply(Note(f"b{i}"))
        before = _everything(s)
        with pytest.raises(RulesError):
            s.apply(Note("boom"))
        assert _everything(s) == before
    assert s.state.positions == [7, 3]
    if players[0] == "human":
        seat = s.pending().seat
        s.apply(Note("c"), seat)
        s.undo(seat)
        assert s.state.positions == [7, 3]


def test_nothing_before_an_edit_can_be_undone():
    s = race()
    s.apply(Note("x"))
    assert s.can_undo(0)
    with s.edit() as state:
        state.positions = [2, 2]
    assert not s.can_undo(0)
    s.apply(Note("y"))
    s.undo(0)
    assert (s.state.positions, s.state.notes[0]) == ([2, 2], "x")
    assert not s.can_undo(0)


def test_an_edit_block_that_raises_leaves_the_session_as_it_was():
    s = race()
    s.apply(Step())
    before = _everything(s)
    with pytest.raises(ValueError):
        with s.edit() as state:
            state.positions[0] = 9
            raise ValueError("changed my mind")
    assert _everything(s) == before


def test_a_change_in_place_outside_apply_is_caught(monkeypatch):
    from tabletop.core.errors import TabletopError
    monkeypatch.setattr(Session, "check_edits", True)
    s = race()
    s.apply(Step())
    s.state.positions[0] = 9
    with pytest.raises(TabletopError, match="changed in place"):
        s.apply(Step())


def _count_checkpoints(monkeypatch) -> list[int]:
    """Count the session's copies of the state (``Session._checkpoint``)."""
    calls: list[int] = []
    original = Session._checkpoint

    def counted(self):
        calls.append(len(self.actions))
        return original(self)

    monkeypatch.setattr(Session, "_checkpoint", counted)
    return calls


def test_a_human_seats_actions_are_not_copied_one_by_one(monkeypatch):
    # Undo rebuilds the state from the checkpoint by replaying reversible actions: a human seat's
    # action takes a copy only when a die, a draw or a secret lies between the checkpoint and now.
    calls = _count_checkpoints(monkeypatch)
    s = Session(PeekRace(), 2, seed=1, players=["human", "human"])
    for i in range(8):
        s.apply(Note(f"n{i}"))
        s.apply(Step())
    assert calls == [0]
    s.apply(Peek())  # a secret: the next human action copies the state once
    s.apply(Note("after the secret"))
    s.apply(Note("and another"))
    assert calls == [0, 17]
    s.undo(0)
    assert s.state.notes[0] == "after the secret"


def test_undo_rebuilds_a_long_run_of_one_seat_past_the_checkpoint_interval():
    from tabletop.core.session import CHECKPOINT_EVERY
    s = Session(PeekRace(), 2, seed=4, players=["human", "random"])
    s.apply(Roll())
    s.apply(Step())  # seat 1 (a computer) hands back
    hashes = []
    for i in range(CHECKPOINT_EVERY + 20):
        hashes.append(s.state_hash())
        s.apply(Note(f"m{i}"), 0)
    end = s.state_hash()
    for expected in reversed(hashes):
        s.undo(0)
        assert s.state_hash() == expected
    assert not s.can_undo(0)
    for _ in hashes:
        s.redo(0)
    assert s.state_hash() == end
    assert s.replay_hash() == end


def test_undo_after_a_secret_and_computer_actions_goes_back_exactly():
    s = Session(PeekRace(), 2, seed=2, players=["human", "random"])
    for i in range(12):
        s.apply(Step() if i % 2 else Note(f"c{i}"))
    s.apply(Peek())  # irreversible (seat 1, a computer, or seat 0: whoever holds the turn)
    if s.pending().seat == 1:
        s.apply(Step())
    before = s.state_hash()
    s.apply(Note("mine"), 0)
    s.apply(Note("mine again"), 0)
    s.undo(0)
    s.undo(0)
    assert s.state_hash() == before
    assert not s.can_undo(0)
