"""Per-game soak plans: every scenario, seat count and option, with each game's own invariant helpers.

The invariant helpers are imported from the games' playout tests, never copied.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

from tabletop.core.dice import SeededSource
from tabletop.core.registry import find
from tabletop.core.session import Session

from tests.games.dunbine import playout as dunbine_playout
from tests.games.monsterraid import test_playout as raid_playout
from tests.games.sdgf import test_playout as sdgf_playout
from tests.games.ultraseven import test_playout as us_playout
from tests.games.zgundam import test_playout as zg_playout

from .driver import Plan

ROOT = Path(__file__).resolve().parents[2]


def _game(name: str):
    import tabletop.games
    tabletop.games.discover()
    return find(name)


def _choices(game, option: str) -> list[str]:
    return [c for c, _ in next(o for o in game.spec.options if o.key == option).choices]


def _session(name: str):
    return lambda seats, options, seed: Session(_game(name), seats, options, seed=seed)


def _uniform(s: Session, legal: list, rng: random.Random):
    return rng.choice(legal)


# -- Z Gundam: 2-6 seats x the three end conditions --------------------------
def _zg_check(s: Session, before: dict) -> None:
    from tabletop.games.zgundam.state import all_card_ids
    problems = s.state.table().check(all_card_ids())
    assert problems == [], problems
    assert all(0 < d < zg_playout.GAME_durability(c) for c, d in s.state.damage.items())


def _zg_end(s: Session) -> None:
    out = s.game.outcome(s.state)
    assert len(out.scores) == s.seats and out.winners
    assert max(out.scores) == out.scores[out.winners[0]]


def _zg_made_public(s: Session) -> set[str]:
    """The cards of the last combat were on the table then (attacker, target, exploding pilot), even
    when the same action discarded them and reshuffled the discard pile into the deck."""
    record = s.state.last_combat
    return set() if record is None else {r.card for r in record.rolls} | set(record.destroyed)


ZGUNDAM = Plan(new=_session("zgundam"), choose=_uniform, check=_zg_check, end=_zg_end, max_steps=3000, save_gap=100,
               secrecy_every=10, check_gap=30, made_public=_zg_made_public)


def zgundam_settings() -> list[tuple[int, dict]]:
    ends = _choices(_game("zgundam"), "end")
    return [(seats, {"end": end}) for seats in range(2, 7) for end in ends]


# -- SD Gundam Force: every starter-deck pairing ---------------------------------
def _sdgf_check(s: Session, before: dict) -> None:
    everything = sorted(s.state.card_of)
    if s.is_over():
        assert not s.state.table().check(everything)
    else:
        sdgf_playout.check_invariants(s.state, everything)


SDGF = Plan(new=_session("sdgf"), choose=_uniform, check=_sdgf_check, max_steps=2000, save_gap=50,
            secrecy_every=10, check_gap=20)


def sdgf_settings() -> list[tuple[int, dict]]:
    game = _game("sdgf")
    decks = _choices(game, "deck0")
    return [(2, {"deck0": a, "deck1": b, "first_player_aid": aid})
            for a, b, aid in itertools.product(decks, _choices(game, "deck1"), _choices(game, "first_player_aid"))]


# -- Ultra Seven: the three modes, random bots --------------------------------------
def _us_choose(s: Session, legal: list, rng: random.Random):
    from tabletop.games.ultraseven.bots import random_action
    return random_action(s.game, s.state, rng, legal)


def _us_check(s: Session, before: dict) -> None:
    assert not s.state.table().check(s.state.expected)


ULTRASEVEN = Plan(new=_session("ultraseven"), choose=_us_choose, check=_us_check,
                  secrecy=us_playout._check_views, max_steps=20000, save_gap=400, secrecy_every=20,
                  check_gap=100,
                  # an invasion card's printed condition names an information card by id
                  references=("condition",))


def ultraseven_settings() -> list[tuple[int, dict]]:
    return [(2, {"mode": m}) for m in _choices(_game("ultraseven"), "mode")]


# -- Monster Raid: 1-4 seats x difficulties, real physics -------------------------
def _raid_choose(s: Session, legal: list, rng: random.Random):
    shots = [a for a in legal if type(a).__name__ == "Shoot"]
    return rng.choice(shots) if shots and rng.random() < 0.7 else rng.choice(legal)


def _raid_check(s: Session, before: dict) -> None:
    raid_playout.check_invariants(s.state, before["wall"])


MONSTERRAID = Plan(new=lambda seats, options, seed: Session(_game("monsterraid"), seats, options,
                                                             dice=SeededSource(seed)),
                   choose=_raid_choose, check=_raid_check, before=lambda s: {"wall": s.state.wall},
                   max_steps=3000, save_gap=30, check_gap=10, cap=30,
                   # legal_actions offers one shot per die, method and target, and each minion move once
                   # (own edge 0, only where it changes the pose); apply accepts any aim and any equal pose
                   sampled=("Shoot", "PlaceMinion"))


def monsterraid_settings() -> list[tuple[int, dict]]:
    return [(seats, {"difficulty": d}) for seats in range(1, 5)
            for d in _choices(_game("monsterraid"), "difficulty")]


# -- Dunbine: every maps/*.scenario.toml -----------------------------------------------
def _dunbine_check(s: Session, before: dict) -> None:
    st = s.state
    if before["phase"] == "action" and st.phase == "allocation" and st.current == before["side"]:
        for u in st.side_units(before["side"]):
            if not u.carrier:
                assert u.spent == abs(u.thrust), (u.id, u.spent, u.thrust)      # 6.2
    dunbine_playout.check_invariants(st)


DUNBINE = Plan(new=_session("dunbine"), choose=lambda s, legal, rng: dunbine_playout.pick(rng, legal),
               check=_dunbine_check, before=lambda s: {"phase": s.state.phase, "side": s.state.current},
               max_steps=20000, save_gap=400, check_gap=100)


def dunbine_scenarios() -> list[str]:
    return sorted(p.name.removesuffix(".scenario.toml") for p in (ROOT / "maps").glob("*.scenario.toml"))


def dunbine_settings() -> list[tuple[int, dict]]:
    return [(2, {"scenario": sc}) for sc in dunbine_scenarios()]


PLANS = {"zgundam": (ZGUNDAM, zgundam_settings), "sdgf": (SDGF, sdgf_settings),
         "ultraseven": (ULTRASEVEN, ultraseven_settings), "monsterraid": (MONSTERRAID, monsterraid_settings),
         "dunbine": (DUNBINE, dunbine_settings)}
