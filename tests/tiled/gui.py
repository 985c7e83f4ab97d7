"""The real Tiled 1.8 GUI, started non-interactively with the Dunbine project open, and driven with xdotool.

Tiled 1.8.2 takes a project on its command line (``tiled dunbine.tiled-project``), but on its own that is not
enough: the project a session loads is the one its *session file* names, and Tiled only chooses which session
file to use from the command line (``dunbine.tiled-session`` beside the project). A fresh session names no
project, so Tiled would start with the project's session but without the project (its property types, its
commands). ``write_session`` therefore writes that session file first (Tiled 1.8.2's keys, read in
``src/tiled/session.cpp`` and ``mapeditor.cpp``, paths relative to the session file):

- ``project``: the project to load; ``openFiles`` / ``activeFile``: the map to open;
- ``expandedProjectPaths``: the Project panel's folders shown open (``templates/``);
- ``fileStates[map]``: ``scale`` (zoom, 8 = 800 %), ``viewCenter`` (``{"x", "y"}`` in map pixels) and
  ``selectedLayer`` (the current layer's index, bottom layer 0).

``TiledGui`` starts ``Xvfb`` on a free display (``-displayfd``), and Tiled on it with a private ``HOME`` and
``XDG_*`` folders (so no preferences of the machine's user are read or written), the repository's Japanese font
(``FONTCONFIG_FILE``), and a ``PATH`` whose ``tabletop`` runs this checkout and appends what it prints to a log
(``command_wrapper``): the project's commands call ``tabletop``, and the test reads their output there.
The window is moved to 0,0 and sized ``SCREEN``; the click points below are for Tiled 1.8.2's default layout at
that size (Project panel left, Properties panel beside it, the map view in the middle, docks right).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOOLS = ("tiled", "Xvfb", "xdotool", "import")
SCREEN = (1600, 1000)

# Click points in Tiled 1.8.2's default layout with the window at 0,0 and SCREEN in size.
PROJECT_TREE = (127, 460)  # an empty part of the Project panel's tree (below the files)
MAP_VIEW = (918, 524)  # the middle of the map view
PROPERTIES_FIRST_ROW = (311, 143)  # the Properties panel's first row ("Map" or "Object"), its name column
CONSOLE_BUTTON = (14, 985)  # the status bar's Console button (bottom left)

WAIT = 90.0  # seconds: an upper bound for Tiled to react (a slow, loaded machine), never a measurement


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def wait_until(done: Callable[[], bool], what: str, timeout: float = WAIT) -> None:
    """Poll ``done`` until it holds; fail with ``what`` when it still does not after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not done():
        if time.monotonic() > end:
            raise AssertionError(f"Tiled did not get there: {what}")
        time.sleep(0.2)


def write_session(project: Path, map_path: Path, *, scale: float, view_center: tuple[float, float], layer: int) -> Path:
    """The session file Tiled 1.8.2 reads when started with ``project``: the project, ``map_path`` open in it."""
    folder = project.parent

    def rel(path: Path) -> str:
        return os.path.relpath(path, folder)

    session = {
        "project": rel(project),
        "openFiles": [rel(map_path)],
        "activeFile": rel(map_path),
        "expandedProjectPaths": [".", "templates"],
        "fileStates": {rel(map_path): {"scale": scale, "viewCenter": {"x": view_center[0], "y": view_center[1]},
                                       "selectedLayer": layer}},
    }
    path = folder / f"{project.stem}.tiled-session"
    path.write_text(json.dumps(session, indent=2), encoding="utf-8")
    return path


def command_wrapper(bin_dir: Path, log: Path) -> Path:
    """A ``tabletop`` command for Tiled's ``PATH``: runs this checkout's ``tabletop``, prints what it printed (for
    Tiled's Console) and appends to ``log`` the command line, that output and ``exit N``; the process id of the
    command running is in ``pid_file(log)`` (to find the app's window, and to end it)."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    path = bin_dir / "tabletop"
    out = log.parent / "command.out"
    path.write_text(
        "#!/bin/sh\n"
        f"echo \"tabletop $*\" >> '{log}'\n"
        f"PYTHONPATH='{REPO}' '{sys.executable}' -m tabletop \"$@\" > '{out}' 2>&1 &\n"
        f"echo $! > '{pid_file(log)}'\n"
        "wait $!; status=$?\n"
        f"tee -a '{log}' < '{out}'\n"
        f"echo \"exit $status\" >> '{log}'\n"
        "exit $status\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def pid_file(log: Path) -> Path:
    return log.with_suffix(".pid")


class TiledGui:
    """``Xvfb`` and Tiled on it, started with ``project`` (after ``write_session``); a context manager that stops
    both. ``shots``: the folder for ``shot``'s screenshots."""

    def __init__(self, project: Path, home: Path, shots: Path) -> None:
        self.project, self.home, self.shots = project, home, shots
        self.procs: list[subprocess.Popen[bytes]] = []
        self.env: dict[str, str] = {}
        self.window = ""

    def __enter__(self) -> TiledGui:
        self.shots.mkdir(parents=True, exist_ok=True)
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
                                 "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
        self.procs.append(xvfb)
        os.close(write)
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        if not display:
            self.__exit__(None, None, None)
            raise RuntimeError("Xvfb did not start")
        runtime = self.home / "runtime"
        runtime.mkdir(parents=True, exist_ok=True)
        runtime.chmod(0o700)
        fonts = self.home / "fonts.conf"
        fonts.write_text(
            '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
            '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
            f"  <dir>{REPO / 'assets' / 'fonts'}</dir>\n  <cachedir>{self.home / 'fontcache'}</cachedir>\n"
            "</fontconfig>\n", encoding="utf-8")
        self.env = {
            "PATH": f"{self.home / 'bin'}{os.pathsep}/usr/bin{os.pathsep}/bin", "DISPLAY": f":{display}",
            "HOME": str(self.home), "XDG_CONFIG_HOME": str(self.home / "config"),
            "XDG_DATA_HOME": str(self.home / "data"), "XDG_CACHE_HOME": str(self.home / "cache"),
            "XDG_RUNTIME_DIR": str(runtime), "FONTCONFIG_FILE": str(fonts), "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "xcb", "TABLETOP_HOME": os.environ.get("TABLETOP_HOME", str(self.home)),
        }
        log = (self.home / "tiled.log").open("wb")
        self.procs.append(subprocess.Popen(["tiled", self.project.name], cwd=self.project.parent, env=self.env,
                                           stdout=log, stderr=subprocess.STDOUT))
        log.close()
        try:
            self.window = self.find_window("--name", r"\(dunbine\)")  # "fresh.tmx (dunbine) — Tiled"
            self.xdotool("windowmove", "--sync", self.window, "0", "0")
            self.xdotool("windowsize", "--sync", self.window, str(SCREEN[0]), str(SCREEN[1]))
        except BaseException:
            self.__exit__(None, None, None)  # no `with` body runs: stop Tiled and Xvfb here
            raise
        time.sleep(1.0)  # Tiled lays its docks out again after the resize
        return self

    def __exit__(self, *exc: object) -> None:
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=30)

    def xdotool(self, *args: str, timeout: float = 30.0) -> str:
        r = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=timeout)
        assert r.returncode == 0, f"xdotool {' '.join(args)}: {r.stderr}"
        return r.stdout

    def find_window(self, *how: str) -> str:
        """The id of the first shown window that ``xdotool search *how`` finds, once there is one (``--name RE``:
        by its title, which xdotool 3.2016 does not match for every window; ``--pid N``: by its process)."""
        return self.xdotool("search", "--sync", "--onlyvisible", *how, timeout=WAIT).split()[0]

    def click(self, x: int, y: int) -> None:
        self.xdotool("mousemove", "--sync", str(x), str(y))
        self.xdotool("click", "1")
        time.sleep(0.5)

    def key(self, *keys: str) -> None:
        for k in keys:
            self.xdotool("key", k)
            time.sleep(0.3)
        time.sleep(0.3)

    def type(self, text: str) -> None:
        self.xdotool("type", "--delay", "60", text)
        time.sleep(0.5)

    def shot(self, name: str) -> Path:
        """A screenshot of the whole screen (``import -window root``) as ``shots/name.png``."""
        path = self.shots / f"{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, check=True, timeout=60,
                       capture_output=True)
        return path
