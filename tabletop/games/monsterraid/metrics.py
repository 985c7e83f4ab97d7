"""Monster Raid figures for ``tabletop simulate`` (``MonsterRaidGame.metrics``).

The game notes two small records in its state as it goes (the rules never
read them): one line per shot (method, where the shot die came to rest, its
distance to the centre of the nearest standing target, whether it rests on a
target) and one line per round end (stage, round, damage the dice dealt,
wall damage taken). ``metrics(state)`` turns them and the final score into
numbers and lists that the simulation report summarises and charts:

* ``score (wall damage)`` and ``ending band`` (0 = 大英雄 <= 10 ... 4 = すまぬ 35+),
  ``ending: <id>`` (1 when the game ended there: its mean is that ending's share),
  ``score (normal)`` / ``score (hard)`` (the same score under its difficulty);
* ``damage per round``, ``wall damage per round``, ``rounds in stage N``;
* ``landing x (mm)``, ``landing y (mm)``, ``landing: mm to nearest target centre
  (flick / throw / coin)``, ``hit rate (flick / throw / coin)``.
"""

from __future__ import annotations

import math

from .actions import Choose, Pass, Shoot
from .content import content
from .state import MonsterRaidState

METHOD_CODES = ("flick", "throw", "coin")


def mark(state: MonsterRaidState) -> tuple[int, int, int, int]:
    """What ``note`` compares against: shots made, stage, round, wall."""
    return state.shot_index, state.stage, state.round, state.wall


def note(state: MonsterRaidState, action: object, before: tuple[int, int, int, int]) -> None:
    """Record the shot or the round end that ``action`` has just brought about."""
    shots, stage, rnd, wall = before
    waiting = bool(state.faulted)  # a faulted flick whose shooter has not chosen yet (ruling R2)
    made = isinstance(action, Shoot) and state.shot_index > shots and not waiting
    stood = isinstance(action, Choose) and action.option == "stand"
    die_id = action.die if isinstance(action, Shoot) else state.last_shot.die
    if (made or stood) and state.has_die(die_id):
        die = state.die(die_id)
        if die.where in ("field", "aside", "hand", "slot") and (die.x or die.y):
            x, y = die.x, die.y
            near = min((math.hypot(t.cx - x, t.cy - y) for t in state.live_targets()), default=0.0)
        else:  # lost off the table
            x = y = near = -1.0
        state.shot_marks.append([float(METHOD_CODES.index(state.last_shot.method)), round(x, 1), round(y, 1),
                                 round(near, 1), 1.0 if state.last_shot.hit else 0.0])
    if isinstance(action, Pass) and ((state.stage, state.round) != (stage, rnd) or state.phase in ("stage_clear", "over")):
        dealt = 0
        for line in state.round_log:
            try:
                dealt += int(line.split(":+")[1].split("-")[0])
            except (IndexError, ValueError):
                continue
        state.round_marks.append([stage, rnd, dealt, state.wall - wall])


def metrics(state: MonsterRaidState) -> dict:
    c = content()
    out: dict = {}
    score = state.wall
    band = next(i for i, e in enumerate(c.endings) if e.max_score < 0 or score <= e.max_score)
    out["score (wall damage)"] = score
    out[f"score ({state.difficulty})"] = score
    out["ending band (0 best - 4 worst)"] = band
    for i, e in enumerate(c.endings):
        out[f"ending: {e.id}"] = 1.0 if i == band and state.phase == "over" else 0.0
    out["finished"] = 1.0 if state.phase == "over" else 0.0
    out["damage per round"] = [r[2] for r in state.round_marks]
    out["wall damage per round"] = [r[3] for r in state.round_marks]
    for n in range(1, len(c.stages) + 1):
        rounds = [r[1] for r in state.round_marks if r[0] == n]
        if rounds:
            out[f"rounds in stage {n}"] = max(rounds)
    landed = [m for m in state.shot_marks if m[1] >= 0]
    out["landing x (mm)"] = [m[1] for m in landed]
    out["landing y (mm)"] = [m[2] for m in landed]
    for code, name in enumerate(METHOD_CODES):
        mine = [m for m in state.shot_marks if m[0] == code]
        if mine:
            out[f"landing: mm to nearest target centre ({name})"] = [m[3] for m in mine if m[1] >= 0]
            out[f"hit rate ({name})"] = sum(m[4] for m in mine) / len(mine)
            out[f"lost off the table ({name})"] = sum(1 for m in mine if m[1] < 0) / len(mine)
    return out


__all__ = ["mark", "metrics", "note"]
