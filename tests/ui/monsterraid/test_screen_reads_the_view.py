"""The Monster Raid screen reads the game only through the session's view, legal actions, pending
decision and log (issue 19): no ``session.state`` in its modules, no private names of ``tabletop.games``.

An AST scan of every module of ``tabletop/ui/views/monsterraid``: an attribute ``state`` taken from
anything named ``session`` (``session.state``, ``self.session.state``, ``scene.session.state``), or
``getattr(..., "state")``; ``from tabletop.games... import _name``, a ``_private`` module in the
path, or ``module._name`` on a module imported from ``tabletop.games``; ``session.game._name``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tabletop.ui.views.monsterraid as screen

MODULES = sorted(Path(screen.__file__).parent.glob("*.py"))


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _ends_with_session(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id == "session") or (
        isinstance(node, ast.Attribute) and node.attr == "session")


def problems(source: str) -> list[str]:
    """Every read of a session's state and every private name from ``tabletop.games`` in ``source``."""
    tree = ast.parse(source)
    games_modules: set[str] = set()  # local names bound to modules of tabletop.games
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tabletop.games"):
            parts = (node.module or "").split(".")
            if any(_private(p) for p in parts):
                out.append(f"line {node.lineno}: private module {node.module}")
            for alias in node.names:
                if _private(alias.name):
                    out.append(f"line {node.lineno}: private name {alias.name} from {node.module}")
                games_modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("tabletop.games"):
                    if any(_private(p) for p in alias.name.split(".")):
                        out.append(f"line {node.lineno}: private module {alias.name}")
                    games_modules.add(alias.asname or alias.name.split(".")[0])
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            if node.attr == "state" and _ends_with_session(node.value):
                out.append(f"line {node.lineno}: {ast.unparse(node)}")
            if _private(node.attr):
                base = node.value
                if (isinstance(base, ast.Name) and base.id in games_modules) or (
                        isinstance(base, ast.Attribute) and base.attr == "game"):
                    out.append(f"line {node.lineno}: private {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr":
            if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value == "state":
                out.append(f"line {node.lineno}: {ast.unparse(node)}")
    return out


def test_the_scan_finds_what_it_looks_for():
    bad = '''
from tabletop.games.monsterraid.rounds import _helper
from tabletop.games.monsterraid import skills
import tabletop.games.monsterraid._secret
x = self.session.state.turn
y = session.state
z = skills._live(1)
w = self.session.game._methods(s, "leaf")
v = getattr(scene.session, "state")
'''
    found = problems(bad)
    assert len(found) == 7, found
    assert problems("view = self.session.view(None)\nlegal = self.session.legal_actions()\nstate = 'ok'\n") == []


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_monster_raid_screen_module_reads_no_state_and_no_private_game_names(path):
    assert MODULES, "no screen modules found"
    assert problems(path.read_text(encoding="utf-8")) == [], path.name
