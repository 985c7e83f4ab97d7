"""Pig's data: ``data/pig.toml`` (the bust face and the targets), checked on load.

Every problem is reported at once in one ``DataError`` naming the file, the
entry and the problem.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tabletop.core.errors import DataError, Problem

DATA_DIR = Path(__file__).parent / "data"


@dataclass(frozen=True)
class PigData:
    bust_face: int
    targets: dict[str, int]


def read(path: Path) -> PigData:
    """Read and check one data file."""
    name = path.name
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError.single(name, str(exc)) from None
    problems: list[Problem] = []
    bust = raw.get("bust_face")
    if not isinstance(bust, int) or not 1 <= bust <= 6:
        problems.append(Problem(name, "bust_face", "must be a die face, 1-6"))
    targets = raw.get("target")
    if not isinstance(targets, dict) or not targets:
        problems.append(Problem(name, "target", "must be a table of named targets"))
        targets = {}
    for key, value in targets.items():
        if not isinstance(value, int) or value < 1:
            problems.append(Problem(name, f"target.{key}", "must be a whole number of points, 1 or more"))
    if problems:
        raise DataError(problems)
    return PigData(bust, dict(targets))


@cache
def pig_data() -> PigData:
    """The game's data, read once."""
    return read(DATA_DIR / "pig.toml")
