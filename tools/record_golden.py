"""Record the golden playthroughs replayed by ``tests/golden/test_golden.py``.

Each golden game is a save file (seats, options, seeded dice, the whole action
log and the final state hash) of a seeded game played by the computer players
(``quick`` where the game has it, else ``random``), plus the state hash after
every ``CHECKPOINT`` actions so a divergence can be located. Record once, before
a change that must not alter behaviour; the test replays the stored logs and
requires the same hashes.

    python tools/record_golden.py                 # writes tests/golden/data/*.json
    python tools/record_golden.py zgundam sdgf    # only these games' files

Re-record a game only when its rules change on purpose, and say so in the commit.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop import games  # noqa: E402
from tabletop.core.bots import bot_move, levels, make_bot  # noqa: E402
from tabletop.core import registry  # noqa: E402
from tabletop.core.dice import SeededSource  # noqa: E402
from tabletop.core.session import Session  # noqa: E402

OUT = ROOT / "tests" / "golden" / "data"
CHECKPOINT = 25
MAX_ACTIONS = 1500

# (game, seats, options, seed, level): every game, several seat counts and options.
GOLDEN = [
    ("dunbine", 2, {"scenario": "skirmish"}, 11, "quick"),
    ("dunbine", 2, {"scenario": "skirmish"}, 12, "random"),
    ("dunbine", 2, {"scenario": "great_battle"}, 13, "quick"),
    ("ultraseven", 2, {"mode": "one_cour"}, 21, "quick"),
    ("ultraseven", 2, {"mode": "one_cour"}, 22, "random"),
    ("zgundam", 2, {}, 31, "quick"),
    ("zgundam", 4, {}, 32, "quick"),
    ("zgundam", 6, {}, 33, "random"),
    ("sdgf", 2, {}, 41, "quick"),
    ("sdgf", 2, {}, 42, "random"),
    ("monsterraid", 1, {"difficulty": "normal"}, 51, "quick"),
    ("monsterraid", 3, {"difficulty": "hard"}, 52, "random"),
]


def play(name: str, seats: int, options: dict, seed: int, level: str) -> dict:
    game = registry.find(name)
    if level not in levels(name):
        level = "random"
    session = Session(game, seats, options, dice=SeededSource(seed))
    bots = [make_bot(game, level, seat, seed) for seat in range(seats)]
    checkpoints = []
    while not session.is_over() and len(session.actions) < MAX_ACTIONS:
        seat = session.pending().seat
        session.apply(bot_move(session, bots[seat]), seat)
        if len(session.actions) % CHECKPOINT == 0:
            checkpoints.append(session.state_hash())
    save = session.to_save()
    save["saved_at"] = ""
    save.pop("snapshot")  # the replay rebuilds the state; the hash pins it
    return {"level": level, "seed": seed, "checkpoint_every": CHECKPOINT, "checkpoints": checkpoints,
            "finished": session.is_over(), "save": save}


def main(only: list[str]) -> None:
    known = games.discover()
    unknown = sorted(set(only) - set(known))
    if unknown:
        raise SystemExit(f"unknown game(s): {', '.join(unknown)} (games: {', '.join(known)})")
    OUT.mkdir(parents=True, exist_ok=True)
    for name, seats, options, seed, level in GOLDEN:
        if only and name not in only:
            continue
        record = play(name, seats, options, seed, level)
        tag = "-".join([name, str(seats), *options.values(), str(seed), record["level"]])
        path = OUT / f"{tag}.json"
        path.write_text(json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n",
                        encoding="utf-8")
        print(f"{path.name}: {len(record['save']['actions'])} actions, finished={record['finished']}")


if __name__ == "__main__":
    main(sys.argv[1:])
