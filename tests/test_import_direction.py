"""Imports flow one way: ``ui -> games -> core`` and ``ui -> physics``, never back.

Every module under ``tabletop/`` is read with ``ast`` (nothing is imported), and
every import is collected: module-level and inside functions, absolute and
relative, and ``importlib.import_module("tabletop....")`` / ``__import__`` with
a string literal (or an f-string whose fixed start names the package, such as
``f"{__name__}.{name}"`` or ``f"tabletop.bench.{name}"``). The rules:

* ``core`` imports no ``games``, ``ui`` or ``physics`` (nor pygame or pymunk);
* ``games`` import no ``ui``, ``sim`` or ``ai`` (nor pygame);
* ``physics`` imports no ``games`` or ``ui`` (nor pygame).

``KNOWN`` lists the violations that exist today, as ``(module, imported)``
pairs; other branches are removing them. The test fails on any violation not
in ``KNOWN``, and also on a ``KNOWN`` entry that no longer occurs, so the list
only shrinks.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop"

#: layer -> the layers (first part after ``tabletop.``) and third-party packages it must not import.
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "core": ("tabletop.games", "tabletop.ui", "tabletop.physics", "tabletop.sim", "tabletop.cli", "tabletop.bench",
             "pygame", "pymunk"),
    "games": ("tabletop.ui", "tabletop.sim", "tabletop.ai", "tabletop.cli", "tabletop.bench", "pygame"),
    "physics": ("tabletop.games", "tabletop.ui", "tabletop.sim", "tabletop.cli", "tabletop.bench", "pygame"),
}

#: Violations that exist today: (importing module, imported module). Empty it as they are removed.
KNOWN: frozenset[tuple[str, str]] = frozenset()


def module_name(path: Path) -> str:
    """``tabletop/core/game.py`` -> ``tabletop.core.game``; a package's ``__init__`` is the package."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _package_of(module: str, path: Path) -> str:
    return module if path.name == "__init__.py" else module.rpartition(".")[0]


def _literal_target(node: ast.expr, module: str) -> str | None:
    """The module named by a string literal or by the fixed start of an f-string."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value.rstrip(".") or None
        if (isinstance(first, ast.FormattedValue) and isinstance(first.value, ast.Name)
                and first.value.id == "__name__"):
            return module
    return None


def _is_dynamic_import(func: ast.expr) -> bool:
    if isinstance(func, ast.Attribute):
        return func.attr == "import_module"
    return isinstance(func, ast.Name) and func.id in ("import_module", "__import__")


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, as absolute dotted names."""
    module = module_name(path)
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return _imports_in(tree, module, _package_of(module, path))


def _imports_in(tree: ast.AST, module: str, package: str) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                prefix = ".".join(base)
                target = f"{prefix}.{node.module}" if node.module else prefix
            else:
                target = node.module or ""
            # ``from tabletop import games`` imports the module tabletop.games; ``from tabletop.ai import Bot``
            # a name from the module tabletop.ai
            modules = [f"{target}.{alias.name}" for alias in node.names if _is_module(f"{target}.{alias.name}")]
            found.update(modules)
            if len(modules) < len(node.names):
                found.add(target)
        elif isinstance(node, ast.Call) and _is_dynamic_import(node.func) and node.args:
            target = _literal_target(node.args[0], module)
            if target:
                found.add(target)
    return found


def _is_module(name: str) -> bool:
    """Is ``name`` a module or package of this source tree (not a class or function in one)?"""
    base = PACKAGE.parent.joinpath(*name.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def layer_of(module: str) -> str:
    """``tabletop.games.zgundam.game`` -> ``games``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def violations() -> set[tuple[str, str]]:
    """Every forbidden ``(module, imported)`` pair in the package."""
    out: set[tuple[str, str]] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        module = module_name(path)
        forbidden = FORBIDDEN.get(layer_of(module), ())
        for target in imports_of(path):
            if any(_within(target, bad) for bad in forbidden):
                out.add((module, target))
    return out


def test_imports_flow_one_way() -> None:
    found = violations()
    new = sorted(found - KNOWN)
    assert not new, "imports against the direction ui -> games -> core, ui -> physics:\n" + "\n".join(
        f"  {m} imports {t}" for m, t in new)


def test_known_violations_still_occur() -> None:
    """A violation that was removed must leave ``KNOWN`` too, so the list only shrinks."""
    gone = sorted(KNOWN - violations())
    assert not gone, "remove from KNOWN (no longer imported):\n" + "\n".join(f"  {m} imports {t}" for m, t in gone)


def test_the_scanner_sees_every_kind_of_import() -> None:
    """The scanner itself: function-level, relative, and importlib string imports are all found."""
    source = (
        "import tabletop.ui.app\n"
        "from ..games import zgundam\n"
        "from . import serial\n"
        "def late():\n"
        "    import importlib\n"
        "    importlib.import_module('tabletop.games.dunbine.scenario')\n"
        "    return __import__('pygame')\n"
    )
    found = _imports_in(ast.parse(source), "tabletop.core.probe", "tabletop.core")
    assert {"tabletop.ui.app", "tabletop.games.zgundam", "tabletop.core.serial",
            "tabletop.games.dunbine.scenario", "pygame"} <= found
