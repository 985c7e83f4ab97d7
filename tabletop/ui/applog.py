"""The app's own log: when it started and why it closed, for a window that closed with no crash report.

``note(line)`` appends a timed line to ``user_dir()/logs/app.log`` (kept under ``MAX_BYTES``: the older half goes to
``app.log.1``); writing it never stops the app. ``catch_faults()`` has the interpreter write a fatal error of its own
(a segmentation fault in a C library, an abort) to ``logs/fault.log`` with every thread's traceback
(``faulthandler``): such a close leaves no Python traceback and no crash report.

Session 26: a game closed mid-turn right after an autosave with no traceback and exit code 0. That is the app's own
orderly quit on a quit event: SDL turns a SIGTERM (or SIGINT) sent to the process into one, and quitting autosaves
first. Which close it was is now in the log (``QUIT_WHY``)."""

from __future__ import annotations

import faulthandler
import os
import time
from pathlib import Path
from typing import IO

from tabletop import __version__

from .crash import logs_dir

#: The log's size (bytes) past which it starts again, the old one kept as ``app.log.1``.
MAX_BYTES = 256 * 1024
#: Why the app quits, by the input that asked (``inputs.Input.text`` of a "quit"), as the log says it.
QUIT_WHY = {
    "window": "the window's close button",
    "signal": "a quit event from outside the window (SDL makes one of a SIGTERM or SIGINT sent to the app, or of "
              "the system logging out)",
}
_faults: dict[str, IO[str]] = {}   # the open fault file (faulthandler writes to it until the process ends)


def log_path() -> Path:
    return logs_dir() / "app.log"


def note(line: str) -> None:
    """Append ``line`` with the time and the process id to the app's log; a log that cannot be written is skipped."""
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_BYTES:
            path.replace(path.with_name(path.name + ".1"))
        with path.open("a", encoding="utf-8") as out:
            out.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} [{os.getpid()}] {line}\n")
    except OSError:
        pass


def started(size: tuple[int, int]) -> None:
    note(f"started: tabletop {__version__}, window {size[0]}x{size[1]}")


def catch_faults() -> Path | None:
    """Write the interpreter's fatal errors to ``logs/fault.log`` (appended); None when it cannot be opened."""
    path = logs_dir() / "fault.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        out = _faults.get("file")
        if out is None or out.closed:
            out = _faults["file"] = path.open("a", encoding="utf-8")
        faulthandler.enable(out, all_threads=True)
    except (OSError, ValueError):
        return None
    return path
