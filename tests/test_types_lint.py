"""The type checker and the linter pass on the whole tree, with the configuration in pyproject.toml.

``mypy`` checks ``tabletop/core`` (strict there, see ``[tool.mypy]``), then
``tabletop/games`` and ``tabletop/physics`` at mypy's default strictness, and
``ruff`` checks ``tabletop``, ``tests`` and ``tools``. Each test is skipped, with the
reason, when its tool is not installed (``pip install -e '.[test]'`` brings both).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run_tool(module: str, *args: str) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{module} is not installed (pip install -e '.[test]')")
    out = subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, f"{module} {' '.join(args)} found problems:\n{out.stdout[-6000:]}{out.stderr[-2000:]}"


def test_mypy_strict_core() -> None:
    _run_tool("mypy", "tabletop/core")


def test_mypy_games_and_physics() -> None:
    _run_tool("mypy", "tabletop/games", "tabletop/physics")


def test_ruff_check() -> None:
    _run_tool("ruff", "check", "tabletop", "tests", "tools")
