"""Plays whole games with computer players, one process per job."""

from __future__ import annotations

import multiprocessing
import sys
from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from tabletop.ai import bot_move, make_bot
from tabletop.core import registry
from tabletop.core.session import new_session


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


@dataclass(frozen=True)
class Job:
    game: str
    seats: int
    players: tuple[str, ...]
    options: tuple[tuple[str, str], ...]
    seed: int
    index: int
    max_steps: int = 20000


def play_one(job: Job) -> GameRecord:
    """Play one game to the end (or ``max_steps``) and record how it went."""
    from tabletop.games import discover

    discover()
    game = registry.find(job.game)
    session = new_session(job.game, job.seats, dict(job.options), seed=job.seed, players=list(job.players))
    bots = [make_bot(game, level, seat, job.seed) for seat, level in enumerate(job.players)]
    steps = 0
    error = ""
    try:
        while not session.is_over() and steps < job.max_steps:
            decision = session.pending()
            if decision is None:
                break
            action = bot_move(session, bots[decision.seat])
            session.apply(action, decision.seat)
            steps += 1
    except Exception as exc:  # a bot or rules bug: recorded, not hidden
        error = f"{type(exc).__name__}: {exc}"
    outcome = game.outcome(session.state)
    metrics_fn = getattr(game, "metrics", None)
    metrics = metrics_fn(session.state) if callable(metrics_fn) else {}
    return GameRecord(job.index, job.seed, job.seats, list(job.players),
                      list(outcome.winners) if outcome else [], list(outcome.scores) if outcome else [],
                      steps, outcome is not None, session.state_hash(), metrics, error)


def run(game: str, seats: int, players: Sequence[str], games: int, seed: int = 0, jobs: int = 1,
        options: dict[str, str] | None = None, progress: bool = True, max_steps: int = 20000) -> list[GameRecord]:
    """Play ``games`` games; seeds are ``seed, seed+1, ...`` so any game can be replayed alone."""
    todo = [Job(game, seats, tuple(players), tuple(sorted((options or {}).items())), seed + i, i, max_steps)
            for i in range(games)]
    records: list[GameRecord] = []
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
