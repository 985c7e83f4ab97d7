"""The computer players use only public names of their games' rule modules.

(Which layer may import which is checked for the whole package by
``tests/test_import_direction.py``.)"""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop

ROOT = Path(tabletop.__file__).parent


def _imports(path: Path) -> list[tuple[str, list[str]]]:
    """(module, imported names) of every import in ``path``; relative modules keep their dots."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append(("." * node.level + (node.module or ""), [alias.name for alias in node.names]))
    return out


def test_bot_modules_import_no_private_names():
    for path in sorted((ROOT / "games").rglob("*.py")):
        if not path.name.startswith(("bot", "search", "players", "plan_value", "odds", "metrics")):
            continue
        for module, names in _imports(path):
            private = [n for n in names if n.startswith("_") and not n.startswith("__")]
            assert not private, f"{path.relative_to(ROOT)} imports {private} from {module}"


def test_the_old_ai_package_is_gone():
    assert not list((ROOT / "ai").glob("**/*.py"))   # the bot contract is tabletop.core.bots
