"""SD Gundam Force computer players: time per decision of the strong (search) and quick players.

Positions come from quick-against-quick games (every decision with more than one
choice, across the three starter decks); each player decides once per position
from that seat's view. The strong player's target is a median under 2 s (and
the p95 is reported) on the project's 2-core machine.
"""

from __future__ import annotations

import statistics
import time

from tabletop.bench import Figure, strong_cpu_figures

PAIRINGS = (("neotopia", "dark_axis"), ("dark_axis", "three_worlds"), ("three_worlds", "neotopia"))


def _positions(per_game: int = 12) -> list:
    from tabletop.core.bots import Seen, bot_move, make_bot
    from tabletop.core.session import new_session

    out = []
    for seed, (d0, d1) in enumerate(PAIRINGS):
        s = new_session("sdgf", options={"deck0": d0, "deck1": d1}, seed=100 + seed)
        bots = [make_bot(s.game, "quick", seat, seed) for seat in (0, 1)]
        taken = 0
        step = 0
        while not s.is_over():
            d = s.pending()
            legal = s.legal_actions()
            if len(legal) > 1 and step % 3 == 0 and taken < per_game:
                out.append(Seen(d.seat, d.kind, s.view(d.seat), legal))
                taken += 1
            s.apply(bot_move(s, bots[d.seat]), d.seat)
            step += 1
    return out


def _times(level: str, positions: list, cpu: list[float] | None = None) -> list[float]:
    from tabletop.core.bots import make_bot
    from tabletop.core import registry

    game = registry.find("sdgf")
    samples = []
    for i, seen in enumerate(positions):
        bot = make_bot(game, level, seen.seat, i)
        start, start_cpu = time.perf_counter(), time.process_time()
        bot.choose(seen)
        samples.append(time.perf_counter() - start)
        if cpu is not None:
            cpu.append((time.process_time() - start_cpu) * 1000.0)
    return sorted(samples)


def run() -> list[Figure]:
    from tabletop.games import discover

    discover()
    positions = _positions()
    strong_cpu: list[float] = []
    strong = _times("strong", positions, strong_cpu)
    quick = _times("quick", positions)
    p95 = lambda xs: xs[min(len(xs) - 1, int(0.95 * len(xs)))]  # noqa: E731
    return [
        Figure("sdgf strong: seconds per decision (median)", statistics.median(strong), "s", 2.0),
        Figure("sdgf strong: seconds per decision (p95)", p95(strong), "s"),
        Figure("sdgf quick: milliseconds per decision (median)", 1000 * statistics.median(quick), "ms"),
        Figure("sdgf: positions timed", float(len(positions)), "positions"),
        *strong_cpu_figures("sdgf", strong_cpu),
    ]
