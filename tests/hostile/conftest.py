"""Hostile-input tests share the UI fixtures (private user folder, headless app,
the test games) and a few helpers to make real saves to damage."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.core import registry
from tests.ui.conftest import app, home, test_games  # noqa: F401  (fixtures)


def played_session(turns: int = 4) -> Session:
    """A Demo duel (2 seats, 3 rounds) after ``turns`` actions: guard, bet 1, attack..."""
    from tests.ui.demo_game import Attack, Bet, Guard

    session = Session(registry.find("demoduel"), 2, {"rounds": "5"}, dice=ScriptedSource([6, 5, 4, 3, 2, 1] * 20))
    plan = [Guard(), Guard(), Bet(1), Attack(), Guard(), Attack(), Guard(), Guard()]
    for action in plan[:turns]:
        session.apply(action, session.pending().seat)
    return session


@pytest.fixture
def save_file(tmp_path) -> Path:
    """A real save of ``played_session()`` (4 actions)."""
    return played_session().save(tmp_path / "real.json")


def rewrite(path: Path, change) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path
