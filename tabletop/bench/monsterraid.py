"""Monster Raid figures: the rules' own cost (set-up, legal actions, a shot's bookkeeping,
round end, view, a whole game) with shots resolved by a fixed landing rule, plus one
physics shot and whole random-playout games with every shot simulated in the physics."""

from __future__ import annotations

import copy
import time

from tabletop.bench import Figure, median_ms
from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.core.session import Session


def _landing(state, spec, seed, index):
    """Deterministic stand-in for the physics: every third shot misses, the rest hit the first target."""
    from tabletop.games.monsterraid.shots import Rest, ShotOutcome

    live = state.live_targets()
    sides = int(state.die(spec.die).kind[1:])
    if index % 3 == 2 or not live:
        return ShotOutcome([Rest(spec.die, [], 1, False, True, [], 40.0, 40.0, 0.0)])
    t = live[index % len(live)]
    return ShotOutcome([Rest(spec.die, [t.id], max(1, sides // 2 + index % 3), False, True, [], t.cx, t.cy, 0.0)])


def _play_game(seed: int) -> Session:
    from tabletop.games.monsterraid.actions import Choose, Pass, Ready, Shoot
    from tabletop.games.monsterraid.game import MonsterRaidGame

    session = Session(MonsterRaidGame(resolver=_landing), 4, {"difficulty": "normal"}, dice=SeededSource(seed))
    steps = 0
    while not session.is_over() and steps < 5000:
        legal = session.legal_actions()
        pick = next((a for a in legal if isinstance(a, Shoot)), None) or \
            next((a for a in legal if isinstance(a, (Pass, Choose, Ready))), legal[0])
        session.apply(pick)
        steps += 1
    return session


def run() -> list[Figure]:
    from tabletop.games.monsterraid.game import MonsterRaidGame
    from tabletop.games.monsterraid.damage import round_end

    game = MonsterRaidGame(resolver=_landing)
    figures = []
    med, _ = median_ms(lambda: Session(game, 4, {}, dice=SeededSource(1)), repeat=50)
    figures.append(Figure("monsterraid: set-up incl. stage 1 layout (median)", med, "ms"))
    session = Session(game, 4, {}, dice=SeededSource(1))
    med, _ = median_ms(lambda: game.legal_actions(session.state), repeat=50)
    figures.append(Figure("monsterraid: legal_actions at placement (median)", med, "ms", target=50.0))
    session.apply(session.legal_actions()[0])  # Ready
    med, _ = median_ms(lambda: game.legal_actions(session.state), repeat=100)
    figures.append(Figure("monsterraid: legal_actions at a turn (median)", med, "ms", target=20.0))
    med, _ = median_ms(lambda: game.view(session.state, 0), repeat=100)
    figures.append(Figure("monsterraid: view (median)", med, "ms", target=20.0))

    def one_shot():
        state = copy.deepcopy(session.state)
        action = game.sample_shot(state, state.turn, next(d.id for d in state.dice if d.owner == state.turn), "flick")
        game.apply(state, action, Context(SeededSource(2)))
    med, _ = median_ms(one_shot, repeat=100)
    figures.append(Figure("monsterraid: a shot's rules bookkeeping incl. deepcopy (median)", med, "ms"))

    def one_round_end():
        state = copy.deepcopy(session.state)
        round_end(state, Context(SeededSource(3)))
    med, _ = median_ms(one_round_end, repeat=100)
    figures.append(Figure("monsterraid: round end incl. deepcopy (median)", med, "ms"))

    start = time.perf_counter()
    played = _play_game(5)
    figures.append(Figure("monsterraid: whole 3-stage game, fixed landings", (time.perf_counter() - start) * 1000, "ms"))
    figures.append(Figure("monsterraid: actions in that game", float(len(played.actions)), "actions"))

    try:
        import tabletop.physics as physics
        has_physics = hasattr(physics, "simulate")
    except ImportError:
        has_physics = False
    if has_physics:
        from tabletop.games.monsterraid.shots import ShotSpec
        from tabletop.games.monsterraid.table_bridge import resolve_shot

        state = Session(MonsterRaidGame(), 4, {}, dice=SeededSource(1)).state
        action = game.sample_shot(state, "sigurd", "sigurd-n1-d6", "flick")
        spec = ShotSpec(action.die, action.method, action.x, action.y, action.angle, action.power)
        med, _ = median_ms(lambda: resolve_shot(state, spec, 1, 0), repeat=10, warmup=1)
        figures.append(Figure("monsterraid: one physics shot through the bridge (median)", med, "ms"))
        figures.extend(_random_playouts())
    return figures


def _random_playouts(games: int = 2) -> list[Figure]:
    """Whole games between random computer players, every shot simulated in the physics."""
    from tabletop.sim.runner import Job, play_one

    out = []
    for seats in (1, 4):
        start = time.perf_counter()
        for index in range(games):
            record = play_one(Job("monsterraid", seats, ("random",) * seats, (), 100 + index, index))
            if not record.finished:
                raise RuntimeError(f"monsterraid random playout did not finish: {record.error}")
        out.append(Figure(f"monsterraid: random playout games/s with physics, {seats} seat(s)",
                          games / (time.perf_counter() - start), "games/s", higher_is_better=True))
    return out
