"""Two app instances playing the same game (issue 21 item 4): their autosaves have
different names and neither deletes the other's; each keeps its own last ``KEEP``.
Two sessions in one process stand for the two instances (each session is an
autosave instance of its own)."""

from __future__ import annotations

import json
import os
import time

from tabletop.ui.saves import KEEP, STALE_AFTER, Autosaver, autosave_dir, autosaves, instance_of, latest_autosave
from tests.hostile.conftest import played_session


def test_two_instances_never_share_names_nor_delete_each_others_latest(home):
    first, second = Autosaver(played_session(2)), Autosaver(played_session(3))
    assert first.instance != second.instance
    written: list = []
    for _ in range(KEEP + 2):
        for saver in (first, second):
            game = saver.session  # a move before each save: an unchanged game is not autosaved again
            game.apply(game.legal_actions()[0], game.pending().seat)
            path = saver.save_now()
            assert path is not None and path not in written
            written.append(path)
            assert first.last_path is None or first.last_path.exists()
            assert second.last_path is None or second.last_path.exists()
    for saver in (first, second):
        mine = autosaves("demoduel", saver.instance)
        assert len(mine) == KEEP and mine[-1][1] == saver.last_path
    assert latest_autosave() == second.last_path


def test_every_autosaver_of_one_session_writes_to_its_instance(home):
    session = played_session(2)
    assert instance_of(session) == Autosaver(session).instance == Autosaver(session).instance
    paths = []
    for _ in range(3):
        paths.append(Autosaver(session).save_now())
        assert Autosaver(session).save_now() == paths[-1]  # unchanged: no second file
        session.apply(session.legal_actions()[0], session.pending().seat)
    assert [n for n, _ in autosaves("demoduel", instance_of(session))] == [1, 2, 3]
    assert len(set(paths)) == 3


def test_only_stale_files_of_other_instances_and_old_names_are_removed(home):
    folder = autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps(played_session(1).to_save())
    old = time.time() - STALE_AFTER - 60
    stale = [folder / "demoduel-3.json", folder / "demoduel-i1.2.3-9.json"]
    recent = [folder / "demoduel-4.json", folder / "demoduel-i1.2.4-1.json", folder / "other-i1.2.3-1.json"]
    for p in stale + recent:
        p.write_text(text, encoding="utf-8")
    for p in stale + [recent[2]]:
        os.utime(p, (old, old))
    Autosaver(played_session(2)).save_now()
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in recent)  # another game's files are never touched
