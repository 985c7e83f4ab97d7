"""Issue 19: the Dunbine screen draws from the seat's view and the legal actions only.

Read from the source (AST) of every module of ``tabletop/ui/views/dunbine``: no
``.state`` is read (``session.state`` or any other), no private name of a game
is imported or reached, and from the game only constants, data tables, pure
geometry, the action classes, the view's map lookup and the public data classes
the view's JSON is rebuilt into (a machine, a 14.1 breakdown) are imported -
never the rules that work on a state (combat's functions, attacks, rules, legal...).
"""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop.ui.views.dunbine as dunbine_ui

UI = Path(dunbine_ui.__file__).parent
GAME = "tabletop.games.dunbine"
#: game module -> names the screen may import from it (None: any public name)
ALLOWED: dict[str, set[str] | None] = {
    f"{GAME}.actions": None,
    f"{GAME}.combat": {"Breakdown", "Term"},  # public data classes the view's JSON is rebuilt into
    f"{GAME}.data": None,
    f"{GAME}.geometry": None,
    f"{GAME}.maps": {"DunbineMap", "load_map", "read_map"},  # the board file itself: public to every seat
    f"{GAME}.movement": {"TURN_THRUST"},
    f"{GAME}.state": {"PP_ITEMS", "Unit"},
    f"{GAME}.view": {"map_path"},
}


def problems(source: str, where: str = "<source>") -> list[str]:
    """Every place in ``source`` that reads a state or reaches past the game's public constants."""
    tree = ast.parse(source)
    out: list[str] = []
    game_aliases: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("tabletop.games"):
                    out.append(f"{where}:{node.lineno}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tabletop.games"):
            module = node.module or ""
            for alias in node.names:
                if alias.name.startswith("_"):
                    out.append(f"{where}:{node.lineno}: private {module}.{alias.name}")
                elif module == GAME:                     # from tabletop.games.dunbine import actions
                    if ALLOWED.get(f"{GAME}.{alias.name}", set()) is not None:   # only a module open in full
                        out.append(f"{where}:{node.lineno}: module {module}.{alias.name}")
                    game_aliases.add(alias.asname or alias.name)
                elif module not in ALLOWED:
                    out.append(f"{where}:{node.lineno}: from {module} import {alias.name}")
                elif ALLOWED[module] is not None and alias.name not in ALLOWED[module]:
                    out.append(f"{where}:{node.lineno}: {module}.{alias.name} is not a constant the screen may use")
        elif isinstance(node, ast.Attribute) and node.attr == "state":
            out.append(f"{where}:{node.lineno}: .state")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr" \
                and len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and node.args[1].value == "state":
            out.append(f"{where}:{node.lineno}: getattr(..., 'state')")
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in game_aliases
                and node.attr.startswith("_")):
            out.append(f"{where}:{node.lineno}: private {node.value.id}.{node.attr}")
    return out


def test_the_checker_finds_state_reads_and_private_engine_names():
    bad = ("from tabletop.games.dunbine import combat\n"
           "from tabletop.games.dunbine.combat import breakdown\n"
           "from tabletop.games.dunbine.movement import mover\n"
           "from tabletop.games.dunbine import actions as A\n"
           "x = scene.session.state.units\n"
           "y = A._hidden\n"
           "z = getattr(session, 'state')\n")
    found = problems(bad)
    assert len(found) == 6, found


def test_issue_19_the_dunbine_screen_reads_only_the_view_and_the_legal_actions():
    modules = sorted(UI.glob("*.py"))
    assert len(modules) >= 10
    found = [p for path in modules for p in problems(path.read_text(encoding="utf-8"), path.name)]
    assert found == []
