"""Issue 21.12: a write killed with ``kill -9`` leaves ``.<name>.<random>.tmp``; such files
are removed at start-up and by the next write into the same folder, once they are older
than ``STALE_TEMP_AGE`` (a younger one may belong to a write still going on)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from tabletop.core.savefile import STALE_TEMP_AGE, remove_stale_temp_files, write_json_atomic
from tabletop.ui.saves import Autosaver, autosave_dir, clean_temp_files, saves_dir

from .conftest import played_session

OLD = time.time() - STALE_TEMP_AGE - 60


def leftovers(folder, old: int = 3, young: int = 1):
    """Temporary files as a killed write leaves them, some old, some young, and files not ours."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {"old": [], "young": [], "other": []}
    for i in range(old + young):
        f = folder / f".demoduel-{i}.json.ab{i}cd_ef.tmp"
        f.write_text('{"half": ')
        if i < old:
            os.utime(f, (OLD, OLD))
            made["old"].append(f)
        else:
            made["young"].append(f)
    for name in (".notes.tmp", "mine.tmp", ".x.json.ABCDEFGH.tmp", "demoduel-1.json"):
        f = folder / name
        f.write_text("not ours")
        os.utime(f, (OLD, OLD))
        made["other"].append(f)
    return made


def test_the_next_autosave_removes_old_temporary_files_only(home):
    made = leftovers(autosave_dir())
    assert Autosaver(played_session()).save_now() is not None
    assert not any(f.exists() for f in made["old"])
    assert all(f.exists() for f in made["young"] + made["other"])


def test_start_up_cleans_the_user_folder_saves_and_autosaves(home):
    made = [leftovers(folder) for folder in (home, saves_dir(), autosave_dir())]
    assert clean_temp_files() == 9
    for m in made:
        assert not any(f.exists() for f in m["old"]) and all(f.exists() for f in m["young"] + m["other"])


def test_a_folder_or_symlink_with_the_pattern_is_left_alone(tmp_path):
    folder = tmp_path / ".a.json.abcdefgh.tmp"
    folder.mkdir()
    link = tmp_path / ".b.json.abcdefgh.tmp"
    link.symlink_to(tmp_path / "elsewhere")
    os.utime(folder, (OLD, OLD))
    assert remove_stale_temp_files(tmp_path) == 0 and folder.exists() and link.is_symlink()


WRITER = """
import sys, itertools
from tabletop.core.savefile import write_json_atomic
data = {"actions": [{"seat": 0, "action": {"type": "guard"}}] * 20000}
for n in itertools.count():
    write_json_atomic(sys.argv[1], dict(data, n=n))
"""


def test_writes_killed_with_sigkill_leave_nothing_once_cleaned(tmp_path):
    """The issue's scenario, small: kill a writing process repeatedly, then the next write
    (once the leftovers are old) leaves only the complete file."""
    target = tmp_path / "autosave" / "demoduel-1.json"
    target.parent.mkdir()
    for _ in range(6):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=os.getcwd())
        time.sleep(0.5)
        proc.kill()
        proc.wait()
    for f in target.parent.iterdir():
        os.utime(f, (OLD, OLD))
    write_json_atomic(target, {"n": "last"})
    assert [f.name for f in target.parent.iterdir()] == ["demoduel-1.json"]
