"""Monster Raid computer shooter figures: how long a ``strong`` (and ``quick``) decision takes.

Positions come from seeded games played by the quick bot (stage 1 and 2
turns, shots on a filling table); on each, a fresh strong bot decides once.
Median and 95th percentile are held against the 2 s budget a decision may take
on the project's 2-core machine. The bots themselves never read a clock: their
work is bounded by iteration budgets (``bots.LEVELS``), so these times only
depend on the machine.
"""

from __future__ import annotations

import statistics
import time

from tabletop.bench import Figure, strong_cpu_figures


def _positions(seeds: tuple[int, ...], per_game: int) -> list:
    from tabletop.core.bots import bot_move
    from tabletop.core import registry
    from tabletop.core.session import new_session
    from tabletop.games import discover
    from tabletop.games.monsterraid.bots import MonsterRaidBot

    discover()
    game = registry.find("monsterraid")
    out = []
    for seed in seeds:
        session = new_session("monsterraid", 4, {"difficulty": "normal"}, seed=seed, players=["quick"] * 4)
        bots = [MonsterRaidBot(game, seat, seed, "quick") for seat in range(4)]
        taken = 0
        steps = 0
        while not session.is_over() and taken < per_game and steps < 2000:
            decision = session.pending()
            if decision.kind == "turn" and steps % 5 == 0:
                out.append(_snapshot(session))
                taken += 1
            session.apply(bot_move(session, bots[decision.seat]), decision.seat)
            steps += 1
    return out


def _snapshot(session):
    from tabletop.core import serial
    from tabletop.core.session import Session

    copy = Session(session.game, session.seats, dict(session.options))
    copy.set_position(serial.from_json(type(session.state), serial.to_json(session.state)))
    return copy


def decision_times(level: str, positions: list, seed: int = 7) -> tuple[list[float], list[float]]:
    """Seconds per decision of a fresh ``level`` bot on each position: wall clock and this process's CPU.

    On a machine shared with other work the CPU time is what the decision
    would take on an idle one.
    """
    from tabletop.core.bots import bot_move
    from tabletop.games.monsterraid.bots import MonsterRaidBot

    wall, cpu = [], []
    for i, session in enumerate(positions):
        seat = session.pending().seat
        bot = MonsterRaidBot(session.game, seat, seed + i, level)
        start, start_cpu = time.perf_counter(), time.process_time()
        bot_move(session, bot)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return wall, cpu


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def run() -> list[Figure]:
    positions = _positions((1, 2), 12)
    figures = []
    for level in ("strong", "quick"):
        target = 2000.0 if level == "strong" else 500.0
        wall, cpu = decision_times(level, positions)
        figures.append(Figure(f"monsterraid bot {level}: decision (median, {len(wall)} turns)",
                              statistics.median(wall) * 1000, "ms", target=target))
        figures.append(Figure(f"monsterraid bot {level}: decision (p95)", _p95(wall) * 1000, "ms", target=target))
        figures.append(Figure(f"monsterraid bot {level}: decision CPU time (median)", statistics.median(cpu) * 1000, "ms",
                              target=target))
        figures.append(Figure(f"monsterraid bot {level}: decision CPU time (p95)", _p95(cpu) * 1000, "ms",
                              target=target))
        if level == "strong":
            figures += strong_cpu_figures("monsterraid", [t * 1000 for t in cpu])
    return figures


if __name__ == "__main__":
    for f in run():
        print(f"{f.name}: {f.value:.0f} {f.unit} (target {f.target})")
