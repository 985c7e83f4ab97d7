"""Save files on disk: the save's envelope, JSON read and written safely, and the turn a save shows.

* ``SAVE_FORMAT`` / ``SAVE_VERSION`` / ``SAVE_SCHEMA``: what the envelope of a save holds;
  ``check_save_envelope`` checks it and names the game (``core.session`` replays the rest);
* ``read_json``: a regular file of at most ``MAX_JSON_BYTES``, any problem one error naming the file
  (saves and the settings);
* ``write_json_atomic``: a temporary file in the same folder, fsync, then a rename over the target;
  ``remove_stale_temp_files`` removes the temporary files a killed write left behind;
* ``turn_text``: the turn a save records, for the load list and "Continue".

Apart from ``core.session`` so that reading the settings and listing the saves (the launcher's first
frame) does not import the session, the dice and the undo machinery.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Mapping

from . import registry
from .data import AnyJson, Bool, Field, Int, ListOf, MapOf, Schema, Str, Table, read_fields
from .errors import FileProblemError, SaveError, UnknownGame
from .i18n import Text

SAVE_FORMAT = "tabletop-save"
SAVE_VERSION = 1


#: The save's envelope: what every field may hold (types, ranges, lengths). The dice and the
#: actions are checked further by ``DiceSource.from_json`` and the replay; the turn, the hash
#: and the snapshot are only shown or compared, but all text in a save must be writable.
SAVE_SCHEMA = Schema(
    Field("format", Str(choices=(SAVE_FORMAT,))),
    Field("version", Int(low=1)),
    Field("game", Str(nonempty=True, max_len=64)),
    Field("seats", Int(low=1, high=64)),
    Field("players", ListOf(Str(max_len=64), max_len=64), default=None),
    Field("options", MapOf(Str(max_len=65536)), default=None),  # an option may carry what it names (a deck)
    Field("dice", Table(Schema(extra=True))),
    Field("actions", ListOf(AnyJson())),
    Field("turn", AnyJson(), default=None),
    Field("over", Bool(), default=False),
    Field("saved_at", Str(max_len=64), default=""),
    Field("state_hash", Str(max_len=256), default=""),
    Field("snapshot", AnyJson(), default=None),
    Field("notes", MapOf(AnyJson()), default=None),   # a screen's public choices (``Session.notes``); optional
    extra=True,
)


def check_save_envelope(data: Any, source: str = "<save>") -> str:
    """The name of the known game (registered or announced: it is not imported) of a save whose envelope
    matches ``SAVE_SCHEMA``; otherwise one ``SaveError`` naming ``source`` and the first bad field, checked
    in this order: the format, a newer format version, the game, then every other field."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError.single(source, "not a tabletop save file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError.single(source, "the save has no format version", "version")
    if version > SAVE_VERSION:
        raise SaveError.single(
            source, f"made by a newer tabletop (save format {version}; this version reads up to {SAVE_VERSION})")
    _, problems = read_fields(source, data, SAVE_SCHEMA)
    named = [p for p in problems if p.where == "game"]
    if named:
        raise SaveError.single(source, f"the save is damaged: {named[0].text}", "game")
    name = str(data.get("game"))
    if name not in registry.names():
        choices = ", ".join(registry.names()) or "none"
        raise SaveError.single(source, str(UnknownGame(f"unknown game {name!r} (registered games: {choices})")))
    if problems:
        raise SaveError.single(source, f"the save is damaged: {problems[0].text}", problems[0].where)
    return name


#: The largest save or settings file read (a save of a very long game is a few MiB).
MAX_JSON_BYTES = 64 * 1024 * 1024
#: How old a temporary file of ``write_json_atomic`` must be before it counts as left over
#: by a killed write (a write takes well under a second; a second instance may be writing).
STALE_TEMP_AGE = 120.0
# ``write_json_atomic``'s temporary files: ``.<target name>.<8 random characters>.tmp``.
_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")


def read_json(path: str | os.PathLike[str], error: type[FileProblemError] = SaveError,
              max_bytes: int = MAX_JSON_BYTES) -> Any:
    """Read a JSON file; any problem becomes one ``error`` naming the file.

    Only a regular file is read (a FIFO, a device or a symlink to one is refused
    without blocking), and at most ``max_bytes`` of it.
    """
    import json  # (not before the launcher's first frame: a new user folder has no settings file)

    p = Path(path)
    raw = read_regular(p, error, max_bytes)
    if not raw.strip():
        raise error.single(str(p), "the file is empty")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise error.single(str(p), "not UTF-8 text (damaged?)") from None
    except json.JSONDecodeError as exc:
        raise error.single(str(p), f"damaged or truncated JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise error.single(str(p), "nested too deeply to read (damaged?)") from None
    except ValueError as exc:  # e.g. a number too long to convert
        raise error.single(str(p), f"damaged JSON ({exc})") from None


def read_regular(p: Path, error: type[FileProblemError], max_bytes: int) -> bytes:
    """The bytes of ``p`` if it is a regular file of at most ``max_bytes``, else one ``error``."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer must not wait; it is refused below.
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise error.single(str(p), f"cannot be read ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            what = "a folder" if stat.S_ISDIR(info.st_mode) else "a pipe, device or socket"
            raise error.single(str(p), f"not a regular file ({what})")
        if info.st_size > max_bytes:
            raise error.single(str(p), f"too large ({info.st_size:,} bytes; the limit is {max_bytes:,})")
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:  # the file may grow while it is read
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:
            raise error.single(str(p), f"too large (over {max_bytes:,} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise error.single(str(p), f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> Path:
    """Write JSON via a temporary file in the same folder, fsync, then rename over.

    The text is encoded before any file is made, so data that cannot be written
    (a lone surrogate in a string) raises ``UnicodeEncodeError`` and leaves nothing
    behind. After a write, temporary files that a killed write left in the folder
    are removed (``remove_stale_temp_files``).
    """
    import json

    raw = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8")
    return write_bytes_atomic(path, raw)


def write_bytes_atomic(path: str | os.PathLike[str], raw: bytes) -> Path:
    """Write ``raw`` as ``write_json_atomic`` writes its text: a temporary file in the same folder (made
    with the folder when missing), fsync, rename over, then stale temporary files removed."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=str(target.parent))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    remove_stale_temp_files(target.parent)
    return target


def remove_stale_temp_files(folder: str | os.PathLike[str], age: float = STALE_TEMP_AGE) -> int:
    """Delete ``write_json_atomic``'s temporary files in ``folder`` older than ``age`` seconds
    (left by a write that was killed); other files are never touched. Returns how many went."""
    removed = 0
    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        if not _TEMP_NAME.match(name):
            continue
        file = os.path.join(folder, name)
        try:
            info = os.lstat(file)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > age:
                os.unlink(file)
                removed += 1
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def turn_text(data: Mapping[str, Any]) -> Text:
    """The ``turn`` entry of a save as ``Text`` (empty if absent)."""
    turn = data.get("turn") or {}
    if not isinstance(turn, Mapping):  # a damaged save: no turn to show
        turn = {}
    return Text.from_data(turn)
