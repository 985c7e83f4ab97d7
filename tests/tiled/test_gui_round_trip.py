"""The Tiled round trip of docs/maps.md, through the real Tiled 1.8 GUI: ``tabletop map new`` writes a map into
the user maps folder; Tiled opens it with the project; a unit is placed from the ``unit_a.tx`` template and
its pilot picked from the ``pilot`` drop-down; Ctrl+S saves; File > Commands > Check map runs the
project's command, and Play this map opens the app on it; the map Tiled wrote passes ``tabletop map check``
and a Dunbine session plays it as ``user:fresh``.

The GUI test is slow (Xvfb and Tiled start, each step waits for Tiled) and is skipped where Tiled, Xvfb,
xdotool or ImageMagick's ``import`` is missing (``.ci/run`` installs them). Its screenshots go to
``$TILED_GUI_SHOTS`` (default ``/tmp/tiledgui``). The fast tests check, without Tiled, what the GUI test relies on:
the session file that opens the project, the project's first command, and the unit exactly as Tiled 1.8.2 wrote
it in that test.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.core.session import new_session
from tabletop.games.dunbine.maps import check_map, load_map
from tests.maps.factory import edit
from tests.tiled.gui import (CONSOLE_BUTTON, MAP_VIEW, PROJECT_TREE, PROPERTIES_FIRST_ROW, TiledGui, command_wrapper,
                             missing_tools, pid_file, wait_until, write_session)

UNITS_LAYER = 3  # terrain 0, landmarks 1, deployment zones 2, units 3 (the layers of ``tabletop map new``)
# Zone a of a new map is the two left columns (x 0-112 px): at 800 % centred on it, it fills the map view, so a
# click anywhere in the view puts the unit inside it, rows away from the unit already there (y 320).
VIEW = {"scale": 8, "view_center": (56.0, 150.0), "layer": UNITS_LAYER}
# The unit as Tiled 1.8.2 wrote it in the GUI test (only what differs from unit_a.tx, which flies Sho).
PLACED = ('  <object id="5" template="templates/unit_a.tx" x="79.25" y="167.625">\n   <properties>\n'
          '    <property name="pilot" propertytype="pilot" value="marvel"/>\n   </properties>\n  </object>\n')


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``tabletop map new fresh --size 32x14`` in a user maps folder of its own."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    assert main(["map", "new", "fresh", "--size", "32x14"]) == 0
    return tmp_path / "home" / "maps" / "fresh.tmx"


def exits(log: Path) -> int:
    """How many ``tabletop`` commands Tiled ran have ended (``command_wrapper`` writes ``exit N`` last)."""
    return sum(line.startswith("exit ") for line in log.read_text(encoding="utf-8").splitlines()) if log.exists() else 0


def plays_with(path: Path, pilot: str) -> None:
    """The map is checked clean and a Dunbine session on it (``user:<name>``) has the unit and takes moves."""
    assert check_map(path) == []
    session = new_session("dunbine", options={"scenario": f"user:{path.stem}"}, seed=3)
    assert pilot in [u.pilot for u in session.state.units]
    for _ in range(6):
        session.apply(session.legal_actions()[0], session.pending().seat)


def test_the_session_file_names_the_project_the_map_and_its_view(fresh):
    path = write_session(fresh.parent / "dunbine.tiled-project", fresh, **VIEW)
    assert path == fresh.parent / "dunbine.tiled-session"
    assert json.loads(path.read_text(encoding="utf-8")) == {
        "project": "dunbine.tiled-project", "openFiles": ["fresh.tmx"], "activeFile": "fresh.tmx",
        "expandedProjectPaths": [".", "templates"],
        "fileStates": {"fresh.tmx": {"scale": 8, "viewCenter": {"x": 56.0, "y": 150.0}, "selectedLayer": 3}}}


def test_check_map_and_play_this_map_are_the_projects_commands_in_that_order(fresh):
    """The GUI test runs the first and second entries of File > Commands (the first is also what the toolbar's
    Command button runs)."""
    commands = json.loads((fresh.parent / "dunbine.tiled-project").read_text(encoding="utf-8"))["commands"]
    assert [(c["name"], c["command"], c["arguments"]) for c in commands] == [
        ("Check map", "tabletop", "map check %mapfile"), ("Play this map", "tabletop", "map play %mapfile")]
    assert all(c["enabled"] and c["saveBeforeExecute"] for c in commands)
    m = load_map(fresh)
    units = next(layer for layer in m.layers if layer.properties.get("role") == "units")
    assert m.layers.index(units) == UNITS_LAYER and m.zones["a"] and [p.pilot for p in m.placements] == ["sho", "todd"]


def test_a_unit_placed_from_the_template_as_tiled_writes_it_is_checked_and_plays(fresh):
    edit(fresh, " </objectgroup>\n</map>", PLACED + " </objectgroup>\n</map>")
    placed = load_map(fresh).placements[-1]
    assert (placed.object_id, placed.side, placed.machine, placed.pilot) == (5, "a", "dunbine", "marvel")
    plays_with(fresh, "marvel")


def test_the_template_unit_unchanged_flies_a_pilot_already_on_the_map(fresh):
    """Why the GUI test picks a pilot: the template's Sho already flies the map's first unit."""
    edit(fresh, " </objectgroup>\n</map>", PLACED.replace("marvel", "sho") + " </objectgroup>\n</map>")
    assert [(p.where, p.text) for p in check_map(fresh)] == [
        ("layer 'units' object 5 'unit (a)' pilot", "sho already flies another machine")]


@pytest.mark.slow
def test_a_new_map_edited_in_the_tiled_gui_is_checked_from_tiled_and_plays(fresh, tmp_path):
    missing = missing_tools()
    if missing:
        pytest.skip(f"the Tiled GUI test needs {', '.join(missing)} (.ci/run installs tiled, xvfb, xdotool, imagemagick)")
    folder = fresh.parent
    home = tmp_path / "tiled-home"
    log = home / "commands.log"
    command_wrapper(home / "bin", log)
    write_session(folder / "dunbine.tiled-project", fresh, **VIEW)
    shots = Path(os.environ.get("TILED_GUI_SHOTS", "/tmp/tiledgui"))
    with TiledGui(folder / "dunbine.tiled-project", home, shots) as gui:
        try:
            gui.shot("1-opened")
            # The template: unit_a.tx chosen in the Project panel (its tree selects what is typed).
            gui.click(*PROJECT_TREE)
            gui.type("unit_a")
            # The Insert Template tool (V) and one click in the map view place a unit_a on the units layer.
            gui.click(*MAP_VIEW)
            gui.key("v")
            gui.click(*MAP_VIEW)
            gui.shot("2-unit-placed")
            # The new unit is selected: in the Properties panel, the last row is `side`, the one above `pilot`;
            # Return opens its editor, Alt+Down its drop-down (sho, marvel, ...), Down and Return pick marvel.
            gui.click(*PROPERTIES_FIRST_ROW)
            gui.key("End", "Up", "Return", "alt+Down")
            gui.shot("3-pilot-drop-down")
            gui.key("Down", "Return")
            gui.key("ctrl+s")
            wait_until(lambda: 'value="marvel"' in fresh.read_text(encoding="utf-8"), "the map saved with the new unit")
            # File > Commands > Check map: the File menu's fourth entry from the bottom, its first command.
            gui.key("alt+f", "Up", "Up", "Up", "Up", "Right")
            gui.shot("4-commands-menu")
            gui.key("Return")
            wait_until(lambda: exits(log) == 1, "Check map's output")
            gui.click(*CONSOLE_BUTTON)
            gui.shot("5-check-map")
            # File > Commands > Play this map (the second command): the app opens on the map, on the same display.
            pid_file(log).unlink()
            gui.key("alt+f", "Up", "Up", "Up", "Up", "Right", "Down", "Return")
            wait_until(lambda: pid_file(log).exists() and pid_file(log).read_text(encoding="utf-8").strip() != "",
                       "Play this map to start")
            app = int(pid_file(log).read_text(encoding="utf-8"))
            gui.find_window("--pid", str(app))
            time.sleep(5.0)  # the app's first frames
            gui.shot("6-play-this-map")
            os.kill(app, signal.SIGTERM)  # the app quits on SIGTERM (SDL makes it a quit event)
            wait_until(lambda: exits(log) == 2, "the app to quit")
        except BaseException:
            gui.shot("failed")
            raise
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[:3] == [f"tabletop map check {fresh}", f"{fresh}: ok", "exit 0"]
    assert (lines[3], lines[-1]) == (f"tabletop map play {fresh}", "exit 0"), lines
    text = fresh.read_text(encoding="utf-8")
    assert text.count('template="templates/unit_a.tx"') == 2 and 'tiledversion="1.8.2"' in text
    placed = load_map(fresh).placements[-1]
    assert (placed.object_id, placed.side, placed.machine, placed.pilot) == (5, "a", "dunbine", "marvel")
    assert placed.hex in load_map(fresh).zones["a"]
    plays_with(fresh, "marvel")
