"""Save files as the app sees them: folders, listing, manual saves and autosaves.

* ``saves_dir()`` = ``user_dir()/saves`` (the in-game menu's "save"),
  ``autosave_dir()`` = ``user_dir()/autosave``.
* ``list_saves()`` reads every ``*.json`` in both folders into ``SaveEntry``
  records (game title, turn via ``core.savefile.turn_text``, time); a damaged
  file becomes an entry with ``error`` set instead of stopping the listing.
* ``Autosaver`` writes ``autosave/<game>-<instance>-<n>.json`` at each turn
  end. ``<instance>`` (``i<pid>.<start ms>.<count>`` in hex) names the game in
  play: one per session, so two app instances (or two sessions in one process)
  never write the same name. Each keeps the last ``KEEP`` files of its own
  instance; another instance's files (and the old ``<game>-<n>.json`` ones) are
  removed only once they are older than ``STALE_AFTER``, so a running
  instance's latest autosave is never deleted by another.
  A write that fails (full disk, read-only folder, a file where the folder
  should be) stops nothing: it becomes a ``SaveProblem`` (kind = errno, the
  folder, the reason in both languages) for the app to show once per kind.
* ``home_problem()`` says why the user folder cannot be used (the app then runs
  without saving); ``clean_temp_files()`` removes at start-up what killed writes left.

Turn end, kept simple: after every applied action (and undo/redo) the
autosaver compares a marker ``(pending seat, session.turn_label())`` with
the one it saw last; when either changed (the decision passed to another
seat, or the game's own turn counter moved on) or the game just ended, it
saves. A mid-turn decision by another seat (a defender's reaction) therefore
also autosaves, which is harmless.

No duplicates: every autosave of a session notes what it wrote (state hash and
action count, ``last_autosave``); an unchanged game is not written again, by the
same ``Autosaver`` or another one of the same session (quitting, a crash, the deck
builder). A game loaded from an autosave (``adopt``) counts that file as its last
autosave, so opening "Continue" and leaving at once writes nothing new.
"""

from __future__ import annotations

import errno
import itertools
import json
import os
import re
import tempfile
import time
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from tabletop.core import registry
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import Text
from tabletop.core.records import MutableRecord, Record, mutable_record, record
from tabletop.core.savefile import check_save_envelope, read_json, remove_stale_temp_files, turn_text
from tabletop.resources import user_dir

if TYPE_CHECKING:  # the session is imported with the first game played or loaded, not by the launcher
    from tabletop.core.session import Session

KEEP = 5
STALE_AFTER = 7 * 24 * 3600  # seconds: another instance's autosaves older than this may be removed
_INSTANCE = re.compile(r"^(?P<game>.+)-(?P<instance>i[0-9a-f]+\.[0-9a-f]+\.[0-9a-f]+)-(?P<n>\d+)\.json$")
_NUMBERED = re.compile(r"^(?P<game>.+)-(?P<n>\d+)\.json$")  # before instances: <game>-<n>.json
_instances: "weakref.WeakKeyDictionary[Session, str]" = weakref.WeakKeyDictionary()
_started = itertools.count(1)
#: Per session: (state hash, action count, file) of its last autosave (``Autosaver.save_now``, ``adopt``).
_last_written: "weakref.WeakKeyDictionary[Session, tuple[str, int, str, Path]]" = weakref.WeakKeyDictionary()


def saves_dir() -> Path:
    return user_dir() / "saves"


def autosave_dir() -> Path:
    return user_dir() / "autosave"


@mutable_record
class SaveEntry(MutableRecord):
    """One file in the save folders, readable or not."""

    path: Path
    auto: bool
    game: str = ""
    title: Text = Text("", "")
    short_title: Text = Text("", "")  # the game in few words (its manifest's short title, else the title)
    turn: Text = Text("", "")
    time: str = ""
    mtime: float = 0.0
    error: str = ""
    over: bool = False     # the game in it has ended
    lineage: str = ""      # the game it is a moment of (name, dice seed, options): one game's autosaves share it

    @property
    def ok(self) -> bool:
        return not self.error


def read_entry(path: Path, auto: bool) -> SaveEntry:
    """What the load list shows for ``path`` (never raises for a bad file)."""
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    # to the second: a turn's several autosaves (one per decision) otherwise read as the same row
    entry = SaveEntry(path, auto, mtime=mtime, time=time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(mtime)))
    try:
        data = read_json(path)
        if not isinstance(data, dict) or data.get("format") != "tabletop-save":
            raise ValueError("not a tabletop save file")
        name = data.get("game")
        if isinstance(name, str) and name in registry.names():  # only a registered name is shown as is
            spec = registry.manifest(name).spec  # the game is not imported
            entry.game, entry.title, entry.short_title = name, spec.title, spec.short
        check_save_envelope(data, str(path))  # the same checks as loading: a bad field shows in red
        entry.turn = turn_text(data)
        entry.over = data.get("over") is True
        dice = data.get("dice")
        seed = dice.get("seed") if isinstance(dice, dict) else None
        if seed is not None:  # a game continued from an autosave keeps its seed and options under a new instance
            entry.lineage = f"{name}|{seed}|{json.dumps(data.get('options'), sort_keys=True, ensure_ascii=False)}"
        if data.get("saved_at"):
            entry.time = str(data["saved_at"])[:19]
    except (TabletopError, ValueError, OSError, TypeError, AttributeError, KeyError) as exc:
        problems = getattr(exc, "problems", None)
        if problems:  # the row already names the file: keep only what is wrong
            entry.error = "; ".join(f"{p.where}: {p.text}" if p.where else p.text for p in problems)
        else:
            entry.error = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return entry


def list_saves() -> list[SaveEntry]:
    """Manual saves then autosaves, newest first within each group (a folder that cannot be
    listed lists nothing)."""
    out = []
    for folder, auto in ((saves_dir(), False), (autosave_dir(), True)):
        try:
            paths = [p for p in folder.glob("*.json") if not p.name.startswith(".")] if folder.is_dir() else []
        except OSError:
            paths = []
        entries = [read_entry(p, auto) for p in paths]
        out.extend(sorted(entries, key=lambda e: (-e.mtime, e.path.name)))
    return out


def clean_temp_files() -> int:
    """Remove the temporary files that killed writes left in the user folder, ``saves/`` and
    ``autosave/`` (``core.savefile.remove_stale_temp_files``: only our own naming pattern, only
    older than ``STALE_TEMP_AGE``). Run at start-up; every write cleans its own folder too."""
    try:
        home = user_dir()
    except OSError:
        return 0
    return sum(remove_stale_temp_files(folder) for folder in (home, home / "saves", home / "autosave"))


def save_game(session: Session, folder: Path | None = None) -> Path:
    """A manual save: ``saves/<game>-<YYYYmmdd-HHMMSS>.json`` (a counter avoids clashes)."""
    folder = folder or saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = session.game.spec.name
    path = folder / f"{name}-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{name}-{stamp}-{n}.json"
        n += 1
    return session.save(path)


def _autosave_name(name: str) -> tuple[str, str, int] | None:
    """(game, instance, n) of an autosave file name (instance '' for the old ``<game>-<n>.json``)."""
    m = _INSTANCE.match(name)
    if m:
        return m.group("game"), m.group("instance"), int(m.group("n"))
    m = _NUMBERED.match(name)
    return (m.group("game"), "", int(m.group("n"))) if m else None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def autosaves(game: str | None = None, instance: str | None = None) -> list[tuple[int, Path]]:
    """Autosave files as (number, path), oldest first (by time, then number);
    all games if ``game`` is None, all instances if ``instance`` is None."""
    folder = autosave_dir()
    if not folder.is_dir():
        return []
    found = []
    for p in folder.glob("*.json"):
        parts = _autosave_name(p.name)
        if parts and (game is None or parts[0] == game) and (instance is None or parts[1] == instance):
            found.append((_mtime(p), parts[2], p))
    return [(n, p) for _, n, p in sorted(found, key=lambda item: (item[0], item[1], item[2].name))]


def latest_autosave() -> Path | None:
    """The most recently written autosave of any game."""
    files = [p for _, p in autosaves()]
    return max(files, key=lambda p: (_mtime(p), p.name)) if files else None


def latest_unfinished() -> SaveEntry | None:
    """The newest readable autosave of a game still being played (the launcher's "Continue": a game that
    has ended is not offered, nor an earlier moment of it, whichever instance wrote that; the load list
    still has them)."""
    files = sorted((p for _, p in autosaves()), key=lambda p: (_mtime(p), p.name), reverse=True)
    seen: set[str] = set()
    for path in files:
        entry = read_entry(path, True)
        if not (entry.ok and entry.game):
            continue
        if entry.lineage:
            if entry.lineage in seen:
                continue  # an earlier moment of a game whose newest autosave came first
            seen.add(entry.lineage)
        if not entry.over:
            return entry
    return None


def instance_of(session: Session) -> str:
    """The autosave instance of a session: the same for every ``Autosaver`` of it, unique to it."""
    token = _instances.get(session)
    if token is None:
        token = f"i{os.getpid():x}.{time.time_ns() // 1_000_000:x}.{next(_started):x}"
        _instances[session] = token
    return token


def _fingerprint(session: Session) -> tuple[str, int, str]:
    """What makes two autosaves of a session the same game: its state hash, its action count and its screen's notes
    (``Session.notes``: a shooting position moved without a shot is saved on quitting)."""
    notes = getattr(session, "notes", None)
    return session.state_hash(), len(session.actions), json.dumps(notes, sort_keys=True) if notes else ""


def last_autosave(session: Session) -> Path | None:
    """The file of the session's last autosave while it still holds the game as it is now, else None."""
    noted = _last_written.get(session)
    if noted is None or noted[:3] != _fingerprint(session) or not noted[3].is_file():
        return None
    return noted[3]


def adopt(session: Session, path: Path) -> None:
    """Count ``path`` (the autosave ``session`` was just loaded from) as its last autosave."""
    _last_written[session] = (*_fingerprint(session), path)


#: Why a folder cannot be written, by errno: (Japanese, English).
_WHY = {
    errno.ENOSPC: ("ディスクがいっぱいです", "the disk is full"),
    errno.EDQUOT: ("ディスクの割り当てを使い切りました", "the disk quota is used up"),
    errno.EROFS: ("読み取り専用です", "it is read-only"),
    errno.EACCES: ("書き込む権限がありません", "there is no permission to write there"),
    errno.EPERM: ("書き込む権限がありません", "there is no permission to write there"),
    errno.EEXIST: ("フォルダの場所にファイルがあります", "a file is where the folder should be"),
    errno.ENOTDIR: ("フォルダの場所にファイルがあります", "a file is where the folder should be"),
}


@record
class SaveProblem(Record):
    """Why a save could not be written: ``kind`` groups failures of one cause (the player is
    told once per kind), ``text`` says it in both languages, naming the folder."""

    kind: str
    folder: Path
    why: Text

    @property
    def text(self) -> Text:
        return Text(f"自動保存できませんでした: {self.folder} — {self.why.ja}。ゲームはそのまま続きます"
                    "（直るまで自動保存されません）。",
                    f"Autosave failed: {self.folder}: {self.why.en}. The game goes on "
                    "(without autosaves until this is fixed).")


def why_not_written(exc: BaseException) -> tuple[str, Text]:
    """The kind of a write failure and its reason in both languages."""
    if isinstance(exc, UnicodeEncodeError):
        return "text", Text("書き込めない文字があります", "the game holds text that cannot be written")
    if isinstance(exc, OSError) and exc.errno in _WHY:
        ja, en = _WHY[exc.errno]
        return errno.errorcode[exc.errno], Text(ja, en)
    if isinstance(exc, OSError):
        reason = exc.strerror or type(exc).__name__
        kind = errno.errorcode.get(exc.errno, type(exc).__name__) if exc.errno else type(exc).__name__
        return kind, Text(reason, reason)
    return type(exc).__name__, Text(str(exc), str(exc))


def home_problem() -> Text | None:
    """Why the user folder (``TABLETOP_HOME``) cannot hold saves and settings, or None.

    Checked at start-up by creating the folder and a probe file in it; the app then runs
    without saving and says so.
    """
    home = user_dir()
    try:
        home.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".tabletop-probe-", dir=home)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        _, why = why_not_written(exc)
        return Text(f"フォルダ {home} を使えません（{why.ja}）。保存・自動保存・設定の記録をせずに起動します。",
                    f"Cannot use the folder {home} ({why.en}): the app runs without saving games or settings.")
    return None


class Autosaver:
    """Autosaves a session at each turn end (see the module doc for "turn end").

    A save that cannot be written never stops the game: it is noted in ``errors`` and
    handed to ``on_problem`` (the app shows it once per kind, ``App.report_save_problem``).
    """

    def __init__(self, session: Session, on_problem: Callable[[SaveProblem], None] | None = None) -> None:
        self.session = session
        self.instance = instance_of(session)
        self.marker = self._marker()
        self.last_path: Path | None = None
        self.errors: list[str] = []
        self.on_problem = on_problem

    def _marker(self) -> tuple:
        decision = self.session.pending()
        label = self.session.turn_label()
        return (decision.seat if decision else None, label.ja, label.en)

    def after_change(self) -> Path | None:
        """Call after every applied action, undo or redo; saves if a turn ended."""
        marker = self._marker()
        if marker == self.marker:
            return None
        self.marker = marker
        return self.save_now()

    def save_now(self) -> Path | None:
        """Write this instance's next ``<game>-<instance>-<n>.json``, then prune (``prune``); an
        unchanged game is not written again (``last_autosave``): its last file is returned."""
        same = last_autosave(self.session)
        if same is not None:
            self.last_path = same
            return same
        name = self.session.game.spec.name
        folder = autosave_dir()
        try:
            own = autosaves(name, self.instance)
            n = max((k for k, _ in own), default=0) + 1
            path = self.session.save(folder / f"{name}-{self.instance}-{n}.json")
        except (OSError, UnicodeEncodeError) as exc:
            self.errors.append(str(exc))
            if self.on_problem is not None:
                kind, why = why_not_written(exc)
                self.on_problem(SaveProblem(kind, folder, why))
            return None
        self.last_path = path
        _last_written[self.session] = (*_fingerprint(self.session), path)
        self.prune(name)
        return path

    def prune(self, name: str) -> None:
        """Keep this instance's last ``KEEP`` autosaves of the game; remove another instance's only
        when older than ``STALE_AFTER`` (so another running instance's latest is never touched)."""
        own = sorted(autosaves(name, self.instance))
        doomed = [p for _, p in own[:-KEEP]]
        stale = time.time() - STALE_AFTER
        others = set(autosaves(name)) - set(own)
        doomed += [p for _, p in others if _mtime(p) < stale]
        for old in doomed:
            try:
                os.unlink(old)
            except OSError:
                pass


@mutable_record
class BadAction(MutableRecord):
    """Where a hand-edited or damaged save's replay stops (``diagnose``)."""

    index: int  # 1-based number of the first action that cannot be replayed
    rule: str  # the rule it breaks ("" when the entry is damaged rather than illegal)
    why: Text  # the reason, in both languages
    session: Session  # the game replayed up to just before that action

    @property
    def where(self) -> Text:
        return Text(f"{self.index}手目", f"action {self.index}")


def diagnose(path: Path) -> BadAction | None:
    """If ``path`` fails to load only because of a bad action, say which and why.

    The save is replayed up to the first action that breaks a rule or cannot be
    read (``Session.from_save(..., stop_at_bad_action=True)``); that action is
    then tried once more on the partial game to get the rule's own message in
    Japanese and English. None when the save loads, or fails for another
    reason (unreadable, unknown game, newer format).
    """
    from tabletop.core.errors import RulesError
    from tabletop.core.session import Session

    try:
        data = read_json(path)
        session = Session.from_save(data, str(path), stop_at_bad_action=True)
    except (TabletopError, ValueError, OSError):
        return None
    if not session.warnings:
        return None
    applied = len(session.actions)
    actions = data.get("actions") if isinstance(data, dict) else None
    if not isinstance(actions, list) or applied >= len(actions):
        return None
    entry = actions[applied]
    index = applied + 1
    try:
        probe = Session.from_save(data | {"actions": actions[:applied]}, str(path))
        action = probe.game.action_from_json(entry["action"])
        probe.apply(action, entry.get("seat"))
    except RulesError as exc:
        return BadAction(index, exc.rule, Text(exc.message("ja"), exc.message("en")), session)
    except (TabletopError, KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
        text = f"{type(exc).__name__}: {exc}"
        return BadAction(index, "", Text(f"記録が壊れています ({text})", f"the entry is damaged ({text})"), session)
    return None
