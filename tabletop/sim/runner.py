"""Plays whole games with computer players, one process per job.

Every game is played from its own seed (``seed + index``), so any game can be
replayed alone. A sample of the finished games (``replay_every``: every k-th
game, and always the first) is re-checked: its session is saved, loaded again
by replaying the action log, and the replayed state's hash must equal the
played one. Any exception in a game (set-up, a bot, the rules, the replay) is
recorded in that game's ``error``, never hidden and never fatal to the run.
The bots come from ``tabletop.core.bots.make_bot`` (the levels a game offers in
``Game.bots``); the figures of each game from ``Game.metrics(state)``.
"""

from __future__ import annotations

import json
import multiprocessing
import sys
import traceback
from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from tabletop.core import registry
from tabletop.core.bots import bot_move, make_bot
from tabletop.core.session import Session, new_session

@dataclass
class GameRecord:
    """The result of one simulated game."""

    index: int
    seed: int
    seats: int
    players: list[str]
    winners: list[int]
    scores: list[float]
    steps: int
    finished: bool
    state_hash: str
    metrics: dict[str, Any] = field(default_factory=dict)
    error: str = ""
    replay_checked: bool = False
    replay_ok: bool | None = None


@dataclass(frozen=True)
class Job:
    game: str
    seats: int
    players: tuple[str, ...]
    options: tuple[tuple[str, str], ...]
    seed: int
    index: int
    max_steps: int = 20000
    replay_check: bool = False


def play_one(job: Job) -> GameRecord:
    """Play one game to the end (or ``max_steps``) and record how it went."""
    from tabletop.games import discover

    discover()
    record = GameRecord(job.index, job.seed, job.seats, list(job.players), [], [], 0, False, "")
    try:
        game = registry.find(job.game)
        session = new_session(job.game, job.seats, dict(job.options), seed=job.seed, players=list(job.players))
        bots = [make_bot(game, level, seat, job.seed) for seat, level in enumerate(job.players)]
    except Exception as exc:  # noqa: BLE001 - recorded for the report
        record.error = f"set-up: {type(exc).__name__}: {exc}"
        return record
    try:
        while not session.is_over() and record.steps < job.max_steps:
            decision = session.pending()
            if decision is None:
                break
            action = bot_move(session, bots[decision.seat])
            session.apply(action, decision.seat)
            record.steps += 1
    except Exception as exc:  # noqa: BLE001 - a bot or rules bug: recorded, not hidden
        record.error = f"{type(exc).__name__}: {exc} [{_where(exc)}]"
    outcome = game.outcome(session.state)
    record.winners = list(outcome.winners) if outcome else []
    record.scores = list(outcome.scores) if outcome else []
    record.finished = outcome is not None
    record.state_hash = session.state_hash()
    try:
        record.metrics = dict(game.metrics(session.state))
    except Exception as exc:  # noqa: BLE001
        record.error = record.error or f"metrics: {type(exc).__name__}: {exc}"
    if job.replay_check and not record.error:
        record.replay_checked = True
        try:
            replayed = Session.from_save(json.loads(json.dumps(session.to_save())))
            record.replay_ok = replayed.state_hash() == record.state_hash and not replayed.warnings
            if not record.replay_ok:
                record.error = f"replay: the saved game replays to {replayed.state_hash()}, not {record.state_hash}"
        except Exception as exc:  # noqa: BLE001
            record.replay_ok = False
            record.error = f"replay: {type(exc).__name__}: {exc}"
    return record


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    return f"{frames[-1].filename.rsplit('/', 1)[-1]}:{frames[-1].lineno}" if frames else "?"


def run(game: str, seats: int, players: Sequence[str], games: int, seed: int = 0, jobs: int = 1,
        options: dict[str, str] | None = None, progress: bool = True, max_steps: int = 20000,
        replay_every: int = 10) -> list[GameRecord]:
    """Play ``games`` games; seeds are ``seed, seed+1, ...``; every ``replay_every``-th game's replay is checked
    (0 = none)."""
    todo = [Job(game, seats, tuple(players), tuple(sorted((options or {}).items())), seed + i, i, max_steps,
                replay_every > 0 and i % replay_every == 0)
            for i in range(games)]
    records: list[GameRecord] = []
    jobs = max(1, min(jobs, games))
    if jobs <= 1:
        for job in todo:
            records.append(play_one(job))
            _progress(len(records), games, progress)
    else:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs) as pool:
            for record in pool.imap_unordered(play_one, todo):
                records.append(record)
                _progress(len(records), games, progress)
    if progress:
        sys.stderr.write("\n")
    records.sort(key=lambda r: r.index)
    return records


def _progress(done: int, total: int, show: bool) -> None:
    if not show:
        return
    width = 30
    filled = int(width * done / max(1, total))
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    sys.stderr.flush()


def record_to_json(record: GameRecord) -> dict:
    return asdict(record)
