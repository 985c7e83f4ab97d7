"""Random legal playouts with invariants (used by the fast and the slow tests, and the bench)."""

from __future__ import annotations

import random

from tabletop.core.session import Session
from tabletop.games.dunbine import movement
from tabletop.games.dunbine.game import DunbineGame

GAME = DunbineGame()


def pick(rng: random.Random, actions: list):
    """Uniform over action types, then over actions of that type (keeps games moving)."""
    by: dict[str, list] = {}
    for a in actions:
        by.setdefault(type(a).__name__, []).append(a)
    kind = rng.choice(sorted(by))
    return rng.choice(by[kind])


def check_invariants(st) -> None:
    for u in st.units:
        assert u.damage >= 0
        assert all(v >= 0 for v in u.ammo.values()), (u.id, u.ammo)               # ammunition
        for track in ("action_pp", "attack_pp", "defence_pp", "power_pp", "barrier_pp", "response_pp", "aura"):
            assert getattr(u, track) >= 0, (u.id, track)
        assert u.total_pp() + u.aura <= u.base.pp + u.base.aura, u.id              # PP never created
        if u.status == "ok":
            assert u.damage < u.card.durability, u.id                              # durability accounting
            mob = movement.mobility(st, u)
            assert mob.min_thrust <= u.thrust <= movement.max_thrust(st, u), (u.id, u.thrust)  # thrust limits
            if u.carrier:
                c = st.unit(u.carrier)
                assert c.passenger == u.id and c.hex == u.hex and c.facing == u.facing and c.thrust == u.thrust
        else:
            assert u.status in ("down", "withdrawn")
            if u.status == "down":
                assert u.damage >= u.card.durability
    if st.phase == "allocation" and st.attack is None:
        for u in st.side_units(st.current):
            assert u.total_pp() == u.base.pp, (u.id, u.total_pp())                 # 22.5


def play(scenario: str, seed: int, max_steps: int = 20000) -> tuple[Session, int]:
    s = Session(GAME, 2, {"scenario": scenario}, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not s.is_over() and steps < max_steps:
        st = s.state
        before_phase, side = st.phase, st.current
        acts = s.legal_actions()
        assert acts, "no legal action while the game goes on"
        s.apply(pick(rng, acts), s.pending().seat)
        steps += 1
        st = s.state
        if before_phase == "action" and st.phase == "allocation" and st.current == side:
            for u in st.side_units(side):
                if not u.carrier:
                    assert u.spent == abs(u.thrust), (u.id, u.spent, u.thrust)      # 6.2
        check_invariants(st)
    assert s.is_over(), f"{scenario} seed {seed} did not end in {max_steps} steps"
    return s, steps
