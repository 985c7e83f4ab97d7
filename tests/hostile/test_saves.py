"""Hostile save files: truncated, garbled, from a newer version, hand-edited
(including illegal actions), pointing elsewhere. None of them crashes the
app; each is refused with a clear message, and an illegal action can be
loaded up to."""

import json
import os

import pytest

from tabletop.core.errors import SaveError
from tabletop.core.savefile import SAVE_VERSION
from tabletop.core.session import Session
from tabletop.ui.saves import autosave_dir, diagnose, list_saves, read_entry, saves_dir
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.views.generic import GenericGameScene
from tests.ui.conftest import click
from tests.ui.test_game_scene import lift

from .conftest import played_session, rewrite


def refused(path, *words):
    with pytest.raises(SaveError) as info:
        Session.load(path)
    text = str(info.value)
    for word in words:
        assert word in text, text
    assert str(path) in text  # the message names the file
    return text


@pytest.mark.parametrize("keep", [0.0, 0.1, 0.5, 0.9, 0.999])
def test_truncated_save_is_refused_and_listed_as_damaged(save_file, home, keep):
    raw = save_file.read_bytes()
    target = saves_dir() / "cut.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(raw[:int(len(raw) * keep)])
    refused(target, "empty" if keep == 0 else "truncated")
    entry = read_entry(target, auto=False)
    assert not entry.ok and entry.error


@pytest.mark.parametrize("garbage", [b"\x00\xff\xfe" * 100, "セーブ".encode("shift_jis"), b"PK\x03\x04zipzip",
                                     b"[" * 50000, b"null", b"[]", b'"tabletop-save"', b"1e999999",
                                     b'{"format": "tabletop-save", "version": ' + b"1" * 5000 + b"}"])
def test_garbled_save_is_refused(tmp_path, garbage):
    path = tmp_path / "g.json"
    path.write_bytes(garbage)
    refused(path)


def test_save_from_a_newer_version_says_so(save_file):
    rewrite(save_file, lambda d: d.update(version=SAVE_VERSION + 1))
    refused(save_file, "newer")


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(game="no_such_game"), ["no_such_game"]),
    (lambda d: d.update(game="../../etc/passwd"), []),
    (lambda d: d.update(seats="two"), ["damaged"]),
    (lambda d: d.update(seats=99), ["seats", "from 1 to 64"]),
    (lambda d: d.update(seats=7), ["set the game up"]),
    (lambda d: d.update(actions={"a": 1}), ["damaged"]),
    (lambda d: d.pop("dice"), ["damaged"]),
    (lambda d: d.update(dice=None), ["damaged"]),
    (lambda d: d["dice"].update(results=[float("inf")]), ["damaged"]),
    (lambda d: d.update(options=1), ["options", "must be a table"]),
    (lambda d: d.update(dice={"kind": "loaded"}), ["damaged"]),
    (lambda d: d.update(options={"rounds": "999"}), ["set the game up"]),
    (lambda d: d.update(version="1"), ["version"]),
    (lambda d: d.update(format="something-else"), ["not a tabletop save"]),
])
def test_hand_edited_fields_are_refused_with_a_reason(save_file, change, words):
    rewrite(save_file, change)
    refused(save_file, *words)


def test_a_turn_that_is_not_a_label_still_lists(save_file):
    rewrite(save_file, lambda d: d.update(turn=1))
    entry = read_entry(save_file, auto=False)
    assert entry.ok and entry.turn.en == ""


def test_a_changed_snapshot_or_hash_is_ignored_in_favour_of_the_replay(save_file):
    honest = Session.load(save_file).state_hash()
    rewrite(save_file, lambda d: d.update(state_hash="0" * 16, snapshot={"scores": [999, 999]}))
    session = Session.load(save_file)
    assert session.state_hash() == honest and session.warnings and "replayed game is used" in session.warnings[0]


def illegal_bet(data):
    data["actions"][2]["action"]["amount"] = 3  # seat 0 has 1 point: rule demo 3.1 forbids betting 3


def test_illegal_action_replay_stops_and_names_the_rule(save_file):
    rewrite(save_file, illegal_bet)
    refused(save_file, "action 3", "demo 3.1")
    bad = diagnose(save_file)
    assert bad.index == 3 and bad.rule == "demo 3.1"
    assert "3.1" in bad.why.ja and "bet more points" in bad.why.en
    assert len(bad.session.actions) == 2


def test_damaged_action_entry_is_reported_as_damaged(save_file):
    rewrite(save_file, lambda d: d["actions"][1].update(action={"type": "Teleport"}))
    bad = diagnose(save_file)
    assert bad.index == 2 and bad.rule == "" and "damaged" in bad.why.en and len(bad.session.actions) == 1


def test_diagnose_is_none_for_good_and_for_unreadable_saves(save_file, tmp_path):
    assert diagnose(save_file) is None
    junk = tmp_path / "junk.json"
    junk.write_text("{")
    assert diagnose(junk) is None


def test_load_screen_offers_load_up_to_the_bad_action(app, save_file):
    target = saves_dir() / "edited.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(save_file.read_bytes())
    rewrite(target, illegal_bet)
    app.open_launcher()
    scene = app.push(LoadScene(app))
    app.step([], 0.016)
    assert not scene.partial.visible
    click(app, scene.rows[0])
    assert scene.partial.visible and "3.1" in scene.message.en and "action 3" in scene.message.en
    assert "3手目" in scene.message.ja
    click(app, scene.partial)
    lift(app)
    game = app.find_scene(GenericGameScene)
    assert game is not None and len(game.session.actions) == 2
    assert "action 3" in app.toast_text() or "3手目" in app.toast_text()


def test_load_list_survives_every_kind_of_bad_file(app, save_file):
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "good.json").write_bytes(save_file.read_bytes())
    (folder / "empty.json").write_bytes(b"")
    (folder / "binary.json").write_bytes(os.urandom(300))
    (folder / "deep.json").write_bytes(b"[" * 100000)
    (folder / "future.json").write_text(json.dumps({"format": "tabletop-save", "version": 999, "game": "demoduel"}))
    (folder / "dir.json").mkdir()
    entries = {e.path.name: e for e in list_saves()}
    assert entries["good.json"].ok
    for name in ("empty.json", "binary.json", "deep.json", "dir.json"):
        assert not entries[name].ok, name
    app.open_launcher()
    scene = app.push(LoadScene(app))
    for row in scene.rows:
        click(app, row)
        app.step([], 0.016)
        if app.top is not scene:
            break
    assert app.find_scene(LoadScene) is not None or app.session() is not None


def test_paths_inside_a_save_are_never_used(app, save_file):
    """A save names a game, not a file: the game name is looked up in the registry and
    every file the app writes is named from the registered game's own name."""
    rewrite(save_file, lambda d: d.update(players=["../../evil", "/etc/passwd"]))
    session = Session.load(save_file)
    from tabletop.ui.saves import Autosaver, save_game

    auto = Autosaver(session).save_now()
    manual = save_game(session)
    assert auto.parent == autosave_dir() and manual.parent == saves_dir()
    assert auto.name.startswith("demoduel-") and manual.name.startswith("demoduel-")


def test_a_save_that_cannot_be_written_is_reported_not_fatal(app, monkeypatch):
    from tabletop.ui.saves import Autosaver

    session = played_session()
    saver = Autosaver(session)
    autosave_dir().parent.mkdir(parents=True, exist_ok=True)
    autosave_dir().write_text("a file where the folder should be")
    assert saver.save_now() is None and saver.errors


def write_raw(path, change):
    """Like ``rewrite`` but with JSON escapes kept (a lone surrogate is written as ``\\ud800``)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")
    return path


@pytest.mark.parametrize("change, field", [
    (lambda d: d.update(players=["\ud800", "human"]), "players[0]"),
    (lambda d: d.update(options={"rounds": "\udfff"}), "options.rounds"),
    (lambda d: d["actions"][1]["action"].update(note="a\ud800b"), "actions[1].action.note"),
    (lambda d: d.update(saved_at="\ud800"), "saved_at"),
    (lambda d: d.update(game="\ud800"), "game"),
])
def test_a_lone_surrogate_in_a_save_is_refused_naming_file_and_field(save_file, home, change, field):
    """Issue 21.2: a player name "\\ud800" (valid JSON) loaded, and then nothing could be saved."""
    write_raw(save_file, change)
    text = refused(save_file, field, "not valid Unicode")
    assert "\n" not in text  # one problem, one line
    entry = read_entry(save_file, auto=False)
    assert not entry.ok and field in entry.error
    entry.error.encode("utf-8")  # the load list can draw the message


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(players=["x" * 65, "human"]), ["players[0]", "longer than 64"]),
    (lambda d: d.update(players="human"), ["players", "must be a list"]),
    (lambda d: d.update(players=["human"] * 65), ["players", "65"]),
    (lambda d: d.update(options={"rounds": 5}), ["options.rounds", "must be text"]),
    (lambda d: d.update(seats=10 ** 400), ["seats", "from 1 to 64"]),
    (lambda d: d.update(seats=True), ["seats", "whole number"]),
    (lambda d: d.update(version=True), ["version"]),
    (lambda d: d.update(game=""), ["game", "empty"]),
    (lambda d: d.update(state_hash=["x"]), ["state_hash", "must be text"]),
])
def test_the_save_envelope_is_checked_against_its_schema(save_file, change, words):
    rewrite(save_file, change)
    text = refused(save_file, *words)
    assert "\n" not in text


def test_a_session_holding_unwritable_text_never_leaves_a_temporary_file(tmp_path):
    """Defence in depth for issue 21.2: the text is encoded before any file is made."""
    from tabletop.core.savefile import write_json_atomic

    target = write_json_atomic(tmp_path / "a.json", {"players": ["ok"]})
    with pytest.raises(UnicodeEncodeError):
        write_json_atomic(target, {"players": ["\ud800"]})
    assert json.loads(target.read_text()) == {"players": ["ok"]} and os.listdir(tmp_path) == ["a.json"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_named_as_a_save_is_refused_without_waiting(home, save_file):
    """Issue 21.11: the load list (and loading) hung on a FIFO called ``x.json``."""
    saves_dir().mkdir(parents=True)
    fifo = saves_dir() / "pipe.json"
    os.mkfifo(fifo)
    (saves_dir() / "good.json").write_bytes(save_file.read_bytes())
    refused(fifo, "not a regular file")
    rows = {e.path.name: e for e in list_saves()}
    assert not rows["pipe.json"].ok and "not a regular file" in rows["pipe.json"].error and rows["good.json"].ok


def test_a_symlink_to_dev_zero_as_a_save_is_refused(home):
    """Issue 21.11: a symlink to /dev/zero was read until memory ran out."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("needs /dev/zero")
    autosave_dir().mkdir(parents=True)
    link = autosave_dir() / "demoduel-1.json"
    link.symlink_to("/dev/zero")
    refused(link, "not a regular file")
    assert not read_entry(link, auto=True).ok


def test_a_save_over_the_size_limit_is_refused_unread(tmp_path, monkeypatch):
    from tabletop.core import savefile

    path = tmp_path / "big.json"
    with path.open("wb") as fh:
        fh.truncate(savefile.MAX_JSON_BYTES + 1)  # sparse: costs no disk
    refused(path, "too large")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_load_screens_message_is_whole_above_its_buttons_in_a_small_window(app, save_file, lang):
    """A refused save's message in an 800x560 window: a band across the window above the buttons, every
    line inside it (between the buttons it ran past the window's foot), the list shortened to make room."""
    target = saves_dir() / "edited.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(save_file.read_bytes())
    rewrite(target, illegal_bet)
    app.lang = lang
    app.resize((800, 560))
    app.open_launcher()
    scene = app.push(LoadScene(app))
    app.step([], 0.016)
    click(app, scene.rows[0])
    app.step([], 0.016)
    label, window = scene.msg_label.rect, app.surface.get_rect()
    lines = app.text.wrapped(scene.message.get(lang), scene.msg_label.size, label.w)
    assert len(lines) * app.text.line_height(scene.msg_label.size) <= label.h
    assert window.contains(label) and label.bottom <= scene.back.rect.top and label.bottom <= scene.partial.rect.top
    assert scene.list.rect.bottom <= label.top
