"""Crash reports: what went wrong inside a scene, written for a bug report.

``write_report(exc, session)`` writes ``user_dir()/logs/crash-<n>.log`` with
the traceback, the app and Python versions, the game and its options, the
last actions of the session and the pending decision. The app calls it from
``App.step`` when a scene raises, after autosaving the running game.
"""

from __future__ import annotations

import json
import platform
import re
import time
import traceback
from pathlib import Path
from typing import Any

from tabletop import __version__
from tabletop.resources import user_dir

LAST_ACTIONS = 20


def logs_dir() -> Path:
    return user_dir() / "logs"


def next_report_path() -> Path:
    folder = logs_dir()
    folder.mkdir(parents=True, exist_ok=True)
    numbers = [int(m.group(1)) for p in folder.glob("crash-*.log") if (m := re.match(r"crash-(\d+)\.log$", p.name))]
    return folder / f"crash-{max(numbers, default=0) + 1}.log"


def report_text(exc: BaseException, session: Any = None, scene: str = "", autosave: Path | None = None) -> str:
    lines = [f"tabletop {__version__} crash report",
             f"time: {time.strftime('%Y-%m-%d %H:%M:%S')}",
             f"python: {platform.python_version()} on {platform.platform()}"]
    try:
        import pygame

        lines.append(f"pygame-ce: {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})")
    except Exception:  # noqa: BLE001  # pragma: no cover - reporting must not fail
        pass
    lines.append(f"scene: {scene}")
    if session is not None:
        try:
            lines.append(f"game: {session.game.spec.name} seats={session.seats} options={json.dumps(session.options, ensure_ascii=False)}")
            lines.append(f"dice: {session.dice.kind}")
            lines.append(f"pending: {session.pending()!r}")
            lines.append(f"actions so far: {len(session.actions)}; last {LAST_ACTIONS}:")
            for entry in session.actions[-LAST_ACTIONS:]:
                lines.append("  " + json.dumps(entry, ensure_ascii=False, sort_keys=True))
        except Exception as inner:  # noqa: BLE001  # pragma: no cover - reporting must not fail
            lines.append(f"(could not describe the session: {inner!r})")
    if autosave is not None:
        lines.append(f"autosave: {autosave}")
    lines.append("")
    lines.append("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    return "\n".join(lines)


def write_report(exc: BaseException, session: Any = None, scene: str = "", autosave: Path | None = None) -> Path:
    path = next_report_path()
    path.write_text(report_text(exc, session, scene, autosave), encoding="utf-8")
    return path
