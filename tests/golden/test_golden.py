"""Golden playthroughs: stored seeded games replayed action by action.

Each file in ``data/`` was recorded by ``tools/record_golden.py`` (computer
players, seeded dice). Replaying its action log must reach the same state hash
at every checkpoint and at the end: a refactoring that changes any rule's
outcome, any dice use or the state's shape fails here and names the first
checkpoint that differs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import games
from tabletop.core import registry
from tabletop.core.dice import DiceSource, replay_source
from tabletop.core.session import Session

DATA = Path(__file__).parent / "data"
FILES = sorted(DATA.glob("*.json"))


def test_every_game_has_golden_playthroughs():
    games.discover()
    names = {g.spec.name for g in registry.all_games() if type(g).__module__.startswith("tabletop.games.")}
    covered = {json.loads(p.read_text(encoding="utf-8"))["save"]["game"] for p in FILES}
    assert names <= covered, f"no golden playthrough for {sorted(names - covered)}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_playthrough_replays_to_the_same_hashes(path: Path):
    games.discover()
    record = json.loads(path.read_text(encoding="utf-8"))
    save = record["save"]
    game = registry.find(save["game"])
    session = Session(game, save["seats"], save["options"],
                      dice=replay_source(DiceSource.from_json(save["dice"]).to_json()))
    every = record["checkpoint_every"]
    seen = []
    for index, entry in enumerate(save["actions"], start=1):
        session.apply(game.action_from_json(entry["action"]), entry["seat"])
        if index % every == 0:
            seen.append(session.state_hash())
            k = len(seen) - 1
            assert seen[k] == record["checkpoints"][k], f"first differs after action {index}"
    assert session.state_hash() == save["state_hash"]
    assert session.is_over() == record["finished"]
