"""Screens never read the rules' state: they draw from the session's public calls.

Every module under ``tabletop/ui`` is parsed (nothing is imported) and two
things are refused:

* reading ``.state`` of a session: ``session.state``, ``self.session.state``,
  ``scene.session.state``, ``getattr(session, "state")``, or ``.state`` of a
  name bound to a session (``s = self.session``, ``Session.load(...)``,
  ``new_session(...)``, ``app.session()``). A screen asks ``session.view(seat)``,
  ``legal_actions()``, ``pending()``, ``outcome()``, ``turn_label()``,
  ``describe_action(action, lang)`` or ``log_for(seat)``; what a screen needs
  that only the state has goes into the game's ``view``;
* private engine names: ``from tabletop.games... import _name``, a private
  module on the way (``tabletop.games.x._mod``), or ``module._name`` /
  ``game._name`` on a games module or a game object.

This is also what lets a screen run later against a game hosted elsewhere.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "tabletop" / "ui"

#: Screens allowed to read more than the public session calls: none.
ALLOWED: tuple[str, ...] = ()

SESSION_NAME = re.compile(r"session", re.IGNORECASE)
SESSION_MAKERS = {"Session", "new_session", "from_save", "load", "session"}


def _last_name(node: ast.AST) -> str:
    """``self.session`` → ``session``; ``app.session()`` → ``session``; else ""."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def _makes_session(node: ast.AST) -> bool:
    """An expression whose value is a session (``X.session``, ``Session(...)``, ``Session.load(...)``...)."""
    if isinstance(node, ast.Attribute) and SESSION_NAME.search(node.attr):
        return True
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name) and func.id in SESSION_MAKERS:
            return True
        if isinstance(func, ast.Attribute) and func.attr in SESSION_MAKERS and (
                func.attr == "session" or _last_name(func.value) == "Session"):
            return True
    return False


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


class Finder(ast.NodeVisitor):
    """Collects ``(line, problem)`` for one module (see the module doc)."""

    def __init__(self) -> None:
        self.problems: list[tuple[int, str]] = []
        self.sessions: set[str] = set()      # names bound to a session in this module
        self.engine: set[str] = set()        # names bound to tabletop.games modules or objects

    # -- what names stand for ------------------------------------------------------------
    def bind(self, tree: ast.AST) -> None:
        for node in ast.walk(tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                values = [node.value]
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple):
                    values = list(node.value.elts)
                    targets = [t for target in targets
                               for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
                for target, value in zip(targets, values if len(values) == len(targets) else values * len(targets)):
                    if isinstance(target, ast.Name) and _makes_session(value):
                        self.sessions.add(target.id)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tabletop.games"):
                self.engine.update(alias.asname or alias.name for alias in node.names)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("tabletop.games"):
                        self.engine.add(alias.asname or alias.name.split(".")[0])

    def is_session(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Name):
            return bool(SESSION_NAME.search(node.id)) or node.id in self.sessions
        if isinstance(node, ast.Attribute):
            return bool(SESSION_NAME.search(node.attr))
        return _makes_session(node)

    def is_engine(self, node: ast.AST) -> bool:
        last = _last_name(node)
        if isinstance(node, ast.Name) and node.id in self.engine:
            return True
        return last == "game" or last.endswith("_game")

    # -- what is refused -------------------------------------------------------------------
    def visit_Attribute(self, node: ast.Attribute) -> None:
        if node.attr == "state" and self.is_session(node.value):
            self.problems.append((node.lineno, f"{ast.unparse(node)}: a screen reads the rules' state"))
        elif _private(node.attr) and self.is_engine(node.value):
            self.problems.append((node.lineno, f"{ast.unparse(node)}: a private engine name"))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Name) and node.func.id == "getattr" and len(node.args) >= 2:
            what = node.args[1]
            if isinstance(what, ast.Constant) and what.value == "state" and self.is_session(node.args[0]):
                self.problems.append((node.lineno, f"{ast.unparse(node)}: a screen reads the rules' state"))
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if module.startswith("tabletop.games"):
            if any(_private(part) for part in module.split(".")):
                self.problems.append((node.lineno, f"from {module} import ...: a private engine module"))
            for alias in node.names:
                if _private(alias.name):
                    self.problems.append((node.lineno, f"from {module} import {alias.name}: a private engine name"))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name.startswith("tabletop.games") and any(_private(p) for p in alias.name.split(".")):
                self.problems.append((node.lineno, f"import {alias.name}: a private engine module"))


def problems_in(source: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    finder = Finder()
    finder.bind(tree)
    finder.visit(tree)
    return sorted(finder.problems)


def ui_modules() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def allowed(path: Path) -> bool:
    rel = path.relative_to(ROOT).as_posix()
    return any(rel.startswith(folder) for folder in ALLOWED)


def test_no_screen_reads_the_state_or_a_private_engine_name():
    found = []
    for path in ui_modules():
        if allowed(path):
            continue
        for line, problem in problems_in(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {problem}")
    assert not found, ("screens draw from session.view(seat), legal_actions(), pending(), outcome(), "
                       "turn_label(), describe_action() and log_for(seat) only:\n" + "\n".join(found))


def test_the_scan_covers_the_whole_ui_and_the_allow_list_names_real_folders():
    paths = {p.relative_to(ROOT).as_posix() for p in ui_modules()}
    assert "tabletop/ui/app.py" in paths and "tabletop/ui/views/zgundam/scene.py" in paths
    for folder in ALLOWED:
        assert (ROOT / folder).is_dir(), folder


@pytest.mark.parametrize("source", [
    "x = session.state.phase",
    "x = self.session.state",
    "x = scene.session.state.turn",
    "label = game.turn_label(self.session.state)",
    "x = getattr(self.session, 'state')",
    "s = self.session\nx = s.state",
    "s = Session.load(path)\nx = s.state",
    "s = new_session('sdgf')\nx = s.state",
    "s = self.app.session()\nx = s.state",
    "from tabletop.games.dunbine.scenario import _maps_dir",
    "from tabletop.games.sdgf._hidden import card_set",
    "import tabletop.games.sdgf._hidden",
    "from tabletop.games.zgundam import state as S\nx = S._cards",
    "x = self.game._book",
])
def test_the_scan_finds(source):
    assert problems_in(source), source


@pytest.mark.parametrize("source", [
    "x = session.view(seat)",
    "x = self.session.turn_label().get(lang)",
    "x = self.session.state_hash()",
    "x = widget.state",
    "from tabletop.games.sdgf.cards import card_set",
    "x = self._cache",
    "x = self.session.__class__",
])
def test_the_scan_lets_pass(source):
    assert not problems_in(source), source
